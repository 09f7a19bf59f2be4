"""rules.md Q20: a window whose last day falls on a day the office is closed
runs on to the next open day (as GCA s. 10 for acts done at an office);
otherwise there is no extension. Applied to the s. 13(1) report and the
s. 19 complaint window."""
from __future__ import annotations

from datetime import date

import pytest

from pound_desk.law import periods
from pound_desk.law.periods import ClosedDays

SUNDAYS = ClosedDays(weekdays=frozenset({6}))


def test_q20_open_day_is_not_moved():
    # Wednesday 11 Mar 2026 with Sundays closed: no extension
    assert periods.next_open_day(date(2026, 3, 11), SUNDAYS) == date(2026, 3, 11)


def test_q20_s19_window_ending_on_a_holiday_runs_to_the_next_open_day():
    # seized Wed 5 Aug 2026; the tenth day is Sat 15 Aug (Independence Day,
    # closed), Sun 16 Aug is a weekly closed day: the window ends Mon 17 Aug
    closed = ClosedDays(weekdays=frozenset({6}), dates=frozenset({date(2026, 8, 15)}))
    assert periods.complaint_window_ends(date(2026, 8, 5)) == date(2026, 8, 15)
    assert periods.complaint_window_ends(date(2026, 8, 5), closed) == date(2026, 8, 17)


def test_q20_s13_1_claim_window_ending_on_a_sunday_and_the_report_after_it():
    # impounded Sun 1 Mar 2026: the seventh day is Sun 8 Mar (closed), so the
    # owner may claim until Mon 9 Mar and the report falls due Tue 10 Mar
    assert periods.claim_window_last_day(date(2026, 3, 1), SUNDAYS) == date(2026, 3, 9)
    assert periods.unclaimed_report_due(date(2026, 3, 1), SUNDAYS) == date(2026, 3, 10)
    # without closed days, as before: 8 and 9 Mar
    assert periods.unclaimed_report_due(date(2026, 3, 1)) == date(2026, 3, 9)


def test_q20_s13_1_report_day_itself_closed_moves_the_report_only():
    # impounded Sat 28 Feb 2026: the seventh day is Sat 7 Mar (open); the
    # report would be due Sun 8 Mar, closed, so Mon 9 Mar
    assert periods.claim_window_last_day(date(2026, 2, 28), SUNDAYS) == date(2026, 3, 7)
    assert periods.unclaimed_report_due(date(2026, 2, 28), SUNDAYS) == date(2026, 3, 9)


def test_q20_a_run_of_closed_days_over_the_year_end():
    # seized Mon 21 Dec 2026: the tenth day is Thu 31 Dec; the office is closed
    # 31 Dec and 1 Jan (Fri), Sat 2 Jan open
    closed = ClosedDays(weekdays=frozenset({6}), dates=frozenset({date(2026, 12, 31), date(2027, 1, 1)}))
    assert periods.complaint_window_ends(date(2026, 12, 21), closed) == date(2027, 1, 2)


def test_q20_the_office_must_open_on_some_weekday():
    with pytest.raises(ValueError):
        ClosedDays(weekdays=frozenset(range(7)))
    with pytest.raises(ValueError):
        ClosedDays(weekdays=frozenset({7}))
