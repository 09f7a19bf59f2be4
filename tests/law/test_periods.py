"""Deadlines (ss. 13(1), 19), the 24-hour limit (ss. 9, 10) and the feeding
clock (s. 4). Days "from" a date exclude that date (rules.md Q1, Q3); the
feeding charge runs per commenced 24-hour period from the hour brought (Q5)."""
from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pound_desk.law import periods


def dt(y, mo, d, h=0, mi=0):
    return datetime(y, mo, d, h, mi)


# --- s. 13(1): the unclaimed report -------------------------------------------

def test_s13_1_report_due_on_eighth_day_after_impounding():
    # impounded 1 Mar; the seven days are 2, 3, 4, 5, 6, 7, 8 Mar; report 9 Mar
    assert periods.claim_window_last_day(date(2026, 3, 1)) == date(2026, 3, 8)
    assert periods.unclaimed_report_due(date(2026, 3, 1)) == date(2026, 3, 9)


def test_s13_1_report_over_a_month_end():
    # impounded 31 Jan; the seven days are 1–7 Feb; report 8 Feb
    assert periods.claim_window_last_day(date(2026, 1, 31)) == date(2026, 2, 7)
    assert periods.unclaimed_report_due(date(2026, 1, 31)) == date(2026, 2, 8)


def test_s13_1_report_over_the_leap_day_2028():
    # impounded 22 Feb 2028; the seven days are 23, 24, 25, 26, 27, 28, 29 Feb; report 1 Mar
    assert periods.claim_window_last_day(date(2028, 2, 22)) == date(2028, 2, 29)
    assert periods.unclaimed_report_due(date(2028, 2, 22)) == date(2028, 3, 1)


def test_s13_1_report_in_february_2027_which_has_no_leap_day():
    # impounded 22 Feb 2027; the seven days are 23–28 Feb and 1 Mar; report 2 Mar
    assert periods.claim_window_last_day(date(2027, 2, 22)) == date(2027, 3, 1)
    assert periods.unclaimed_report_due(date(2027, 2, 22)) == date(2027, 3, 2)


def test_s13_1_impounded_on_the_leap_day():
    # impounded 29 Feb 2028; the seven days are 1–7 Mar; report 8 Mar
    assert periods.unclaimed_report_due(date(2028, 2, 29)) == date(2028, 3, 8)


def test_s13_1_report_over_the_year_end():
    # impounded 28 Dec 2026; the seven days are 29, 30, 31 Dec, 1, 2, 3, 4 Jan; report 5 Jan
    assert periods.unclaimed_report_due(date(2026, 12, 28)) == date(2027, 1, 5)


# --- s. 19: the complaint window ---------------------------------------------

def test_s19_complaint_window_ends_on_tenth_day_after_seizure():
    # seized 1 Mar; the ten days are 2–11 Mar
    assert periods.complaint_window_ends(date(2026, 3, 1)) == date(2026, 3, 11)


def test_s19_complaint_window_over_a_month_end():
    # seized 31 Jan; the ten days are 1–10 Feb
    assert periods.complaint_window_ends(date(2026, 1, 31)) == date(2026, 2, 10)


def test_s19_complaint_window_over_the_leap_day_2028():
    # seized 25 Feb 2028; the ten days are 26, 27, 28, 29 Feb and 1–6 Mar
    assert periods.complaint_window_ends(date(2028, 2, 25)) == date(2028, 3, 6)


def test_s19_complaint_window_in_2027_without_a_leap_day():
    # seized 25 Feb 2027; the ten days are 26, 27, 28 Feb and 1–7 Mar
    assert periods.complaint_window_ends(date(2027, 2, 25)) == date(2027, 3, 7)


# --- ss. 9(1), 10: sent within twenty-four hours --------------------------------

def test_s9_exactly_24_hours_from_seizure_is_in_time():
    assert not periods.is_late_to_pound(dt(2026, 3, 1, 9, 0), dt(2026, 3, 2, 9, 0))


def test_s9_24_hours_1_minute_from_seizure_is_late():
    assert periods.is_late_to_pound(dt(2026, 3, 1, 9, 0), dt(2026, 3, 2, 9, 1))


def test_s10_late_is_clock_hours_not_calendar_days():
    # seized 23:59, brought 00:01 the next day: two minutes, a different date, not late
    assert not periods.is_late_to_pound(dt(2026, 3, 1, 23, 59), dt(2026, 3, 2, 0, 1))
    # seized 00:01, brought 23:59 the next day: 47 h 58 min, late
    assert periods.is_late_to_pound(dt(2026, 3, 1, 0, 1), dt(2026, 3, 2, 23, 59))


def test_s10_late_across_the_leap_day():
    # 28 Feb 2028 10:00 → 29 Feb 2028 10:00 is 24 h; → 1 Mar 2028 10:00 is 48 h
    assert not periods.is_late_to_pound(dt(2028, 2, 28, 10), dt(2028, 2, 29, 10))
    assert periods.is_late_to_pound(dt(2028, 2, 28, 10), dt(2028, 3, 1, 10))
    # in 2027, 28 Feb 10:00 → 1 Mar 10:00 is 24 h: in time
    assert not periods.is_late_to_pound(dt(2027, 2, 28, 10), dt(2027, 3, 1, 10))


def test_s9_unknown_seizure_time_is_never_late():
    assert not periods.is_late_to_pound(None, dt(2026, 3, 2, 9, 0))


# --- s. 4: commenced 24-hour periods from the hour brought ----------------------

@pytest.mark.parametrize("until, expected", [
    (dt(2026, 3, 1, 9, 0), 1),     # released at the hour brought: still one period
    (dt(2026, 3, 1, 9, 1), 1),
    (dt(2026, 3, 2, 9, 0), 1),     # exactly 24 h
    (dt(2026, 3, 2, 9, 1), 2),     # 24 h 1 min
    (dt(2026, 3, 3, 9, 0), 2),     # exactly 48 h
    (dt(2026, 3, 3, 9, 1), 3),     # 48 h 1 min
    (dt(2026, 3, 8, 8, 59), 7),    # 6 days 23 h 59 min
])
def test_s4_periods_are_commenced_24_hour_periods_from_the_hour_brought(until, expected):
    assert periods.feeding_periods(dt(2026, 3, 1, 9, 0), until) == expected


def test_s4_midnight_does_not_start_a_period():
    # brought 23:59, released 00:01: two minutes, one period (not two calendar days)
    assert periods.feeding_periods(dt(2026, 3, 1, 23, 59), dt(2026, 3, 2, 0, 1)) == 1


def test_s4_periods_across_the_leap_day():
    # 28 Feb 2028 10:00 → 1 Mar 2028 10:00 is 48 h (29 Feb exists): two periods
    assert periods.feeding_periods(dt(2028, 2, 28, 10), dt(2028, 3, 1, 10)) == 2
    assert periods.feeding_periods(dt(2028, 2, 28, 10), dt(2028, 3, 1, 10, 1)) == 3
    # 28 Feb 2027 10:00 → 1 Mar 2027 10:00 is only 24 h: one period
    assert periods.feeding_periods(dt(2027, 2, 28, 10), dt(2027, 3, 1, 10)) == 1
    assert periods.feeding_periods(dt(2027, 2, 28, 10), dt(2027, 3, 1, 10, 1)) == 2


def test_s4_charges_cannot_be_reckoned_before_the_hour_brought():
    with pytest.raises(ValueError):
        periods.feeding_periods(dt(2026, 3, 1, 9, 0), dt(2026, 3, 1, 8, 59))


def test_s4_each_period_starts_a_whole_number_of_days_after_the_hour_brought():
    # brought 1 Mar 09:00, released 3 Mar 09:01 → periods begin 1, 2 and 3 Mar at 09:00
    assert periods.period_starts(dt(2026, 3, 1, 9, 0), dt(2026, 3, 3, 9, 1)) == [
        dt(2026, 3, 1, 9, 0), dt(2026, 3, 2, 9, 0), dt(2026, 3, 3, 9, 0)]


def test_s4_period_starts_over_the_leap_day():
    # brought 28 Feb 2028 23:30, released 1 Mar 2028 23:31 → 48 h 1 min: three periods
    assert periods.period_starts(dt(2028, 2, 28, 23, 30), dt(2028, 3, 1, 23, 31)) == [
        dt(2028, 2, 28, 23, 30), dt(2028, 2, 29, 23, 30), dt(2028, 3, 1, 23, 30)]
    # same clock in 2027 → 28 Feb 23:30 to 1 Mar 23:31 is 24 h 1 min: two periods
    assert periods.period_starts(dt(2027, 2, 28, 23, 30), dt(2027, 3, 1, 23, 31)) == [
        dt(2027, 2, 28, 23, 30), dt(2027, 3, 1, 23, 30)]


# --- properties -------------------------------------------------------------

moments = st.datetimes(min_value=datetime(2020, 1, 1), max_value=datetime(2035, 12, 31)).map(
    lambda d: d.replace(second=0, microsecond=0))
stays = st.integers(min_value=0, max_value=60 * 24 * 400)  # minutes


@given(moments, stays, stays)
def test_s4_periods_never_decrease_as_time_passes(brought, a, b):
    early, late = sorted((a, b))
    assert (periods.feeding_periods(brought, brought + timedelta(minutes=early))
            <= periods.feeding_periods(brought, brought + timedelta(minutes=late)))


@given(moments, stays)
def test_s4_periods_are_the_commenced_days_and_at_least_one(brought, minutes):
    n = periods.feeding_periods(brought, brought + timedelta(minutes=minutes))
    day = 24 * 60
    assert n == max(1, -(-minutes // day))  # ceiling division in whole minutes
    assert (n - 1) * day <= minutes or n == 1
    assert minutes <= n * day


@given(moments, stays)
def test_s4_one_start_per_period_each_inside_the_stay(brought, minutes):
    until = brought + timedelta(minutes=minutes)
    starts = periods.period_starts(brought, until)
    assert len(starts) == periods.feeding_periods(brought, until)
    assert starts[0] == brought
    assert all(b - a == timedelta(hours=24) for a, b in zip(starts, starts[1:]))
    assert all(s < until for s in starts[1:])


@given(st.dates(min_value=date(2000, 1, 1), max_value=date(2100, 12, 31)))
def test_s13_1_and_s19_deadlines_exclude_the_first_day(day):
    # "from" a date excludes it: the 7-day window holds exactly 7 days after it
    window = [day + timedelta(days=i) for i in range(1, 8)]
    assert periods.claim_window_last_day(day) == window[-1]
    assert periods.unclaimed_report_due(day) == window[-1] + timedelta(days=1)
    assert (periods.complaint_window_ends(day) - day).days == 10


def test_s19_a_case_without_a_seizure_time_has_no_window_to_count():
    assert periods.complaint_last_day(None) is None
    assert not periods.complaint_window_open(date(2026, 3, 1), None)
    assert not periods.complaint_late(date(2026, 3, 30), None)


def test_s19_q3_the_window_of_a_case_open_to_its_last_day_and_late_after():
    seized = datetime(2026, 3, 1, 23, 50)           # the day counts, not the hour
    assert periods.complaint_last_day(seized) == date(2026, 3, 11) == periods.complaint_last_day(seized.date())
    assert periods.complaint_window_open(date(2026, 3, 11), seized)
    assert not periods.complaint_window_open(date(2026, 3, 12), seized)
    assert not periods.complaint_late(date(2026, 3, 11), seized)
    assert periods.complaint_late(date(2026, 3, 12), seized)
    closed = periods.ClosedDays(dates=frozenset({date(2026, 3, 11)}))     # Q20
    assert periods.complaint_last_day(seized, closed) == date(2026, 3, 12)
    assert not periods.complaint_late(date(2026, 3, 12), seized, closed)
