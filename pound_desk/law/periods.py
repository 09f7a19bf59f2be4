"""Deadlines and the feeding clock.

Days "from" a date exclude that date (Interpretation and General Clauses Act;
rules.md Q1, Q3): seven days from impounding on 1 March run 2–8 March, so the
s. 13(1) report falls due on 9 March.
"""
from __future__ import annotations

from datetime import date, datetime, timedelta

DAY = timedelta(hours=24)
# The 24-hour limit for sending seized cattle to a pound (ss. 9(1), 10).
SEND_WITHIN = timedelta(hours=24)


def claim_window_last_day(impounded: date) -> date:
    """s. 13(1): the seventh day after the day of impounding."""
    return impounded + timedelta(days=7)


def unclaimed_report_due(impounded: date) -> date:
    """s. 13(1): the report is due on the first day after the seven-day window."""
    return claim_window_last_day(impounded) + timedelta(days=1)


def complaint_window_ends(seized: date) -> date:
    """s. 19: the last day to complain is the tenth day after the day of seizure."""
    return seized + timedelta(days=10)


def is_late_to_pound(seized_at: datetime | None, brought_at: datetime) -> bool:
    """ss. 9(1), 10: more than 24 clock hours from seizure to the s. 7(b) hour.

    Exactly 24 hours is in time. An unknown seizure time cannot be late.
    """
    if seized_at is None:
        return False
    return brought_at - seized_at > SEND_WITHIN


def feeding_periods(brought_at: datetime, until: datetime) -> int:
    """s. 4 with rules.md Q5: each commenced 24-hour period from the hour
    brought, at least one. Exactly 24 h is one period; 24 h 1 min is two."""
    if until < brought_at:
        raise ValueError("the charges are reckoned from the hour the cattle were brought")
    elapsed = until - brought_at
    whole, rest = divmod(elapsed, DAY)
    return max(1, whole + (1 if rest else 0))


def period_starts(brought_at: datetime, until: datetime) -> list[datetime]:
    """The moment each charged period begins; its rate is the one in force on
    that day (rates change by order from time to time, s. 4)."""
    return [brought_at + i * DAY for i in range(feeding_periods(brought_at, until))]
