"""Deadlines and the feeding clock.

Days "from" a date exclude that date (Interpretation and General Clauses Act;
rules.md Q1, Q3): seven days from impounding on 1 March run 2–8 March, so the
s. 13(1) report falls due on 9 March.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from pound_desk.law.words import translate

DAY = timedelta(hours=24)
# The 24-hour limit for sending seized cattle to a pound (ss. 9(1), 10).
SEND_WITHIN = timedelta(hours=24)


@dataclass(frozen=True)
class ClosedDays:
    """The days the office is closed: weekdays closed every week (0 = Monday,
    as ``date.weekday()``) and single dates (holidays, closures)."""

    weekdays: frozenset[int] = frozenset()
    dates: frozenset[date] = frozenset()

    def __post_init__(self) -> None:
        if len(self.weekdays) >= 7 or any(not 0 <= d <= 6 for d in self.weekdays):
            raise ValueError(translate("periods", "the office must be open on at least one day of the week"))

    def is_closed(self, day: date) -> bool:
        return day.weekday() in self.weekdays or day in self.dates


OPEN_EVERY_DAY = ClosedDays()


def next_open_day(day: date, closed: ClosedDays | None = None) -> date:
    """rules.md Q20 (as GCA s. 10): a window whose last day falls on a day the
    office is closed runs on to the next day it is open; an open day stays."""
    closed = closed or OPEN_EVERY_DAY
    # at least one weekday is open, so a run of closed days is finite; the
    # bound only guards against a calendar of a whole year closed
    for _ in range(400):
        if not closed.is_closed(day):
            return day
        day += timedelta(days=1)
    raise ValueError(translate("periods", "the office is closed for more than a year from that day"))


def claim_window_last_day(impounded: date, closed: ClosedDays | None = None) -> date:
    """s. 13(1): the seventh day after the day of impounding, or the next
    open day when the office is closed on it (Q20)."""
    return next_open_day(impounded + timedelta(days=7), closed)


def unclaimed_report_due(impounded: date, closed: ClosedDays | None = None) -> date:
    """s. 13(1): the report is due on the first open day after the seven-day
    window (the report is made at the office)."""
    return next_open_day(claim_window_last_day(impounded, closed) + timedelta(days=1), closed)


def complaint_window_ends(seized: date, closed: ClosedDays | None = None) -> date:
    """s. 19: the last day to complain is the tenth day after the day of
    seizure, or the next open day when that day is a closed day (Q20)."""
    return next_open_day(seized + timedelta(days=10), closed)


def complaint_last_day(seized_at: date | datetime | None, closed: ClosedDays | None = None) -> date | None:
    """s. 19 for a case as recorded: ``complaint_window_ends`` of the day of
    seizure, or None when the seizure's time is not known (no window can be
    counted)."""
    if seized_at is None:
        return None
    return complaint_window_ends(seized_at.date() if isinstance(seized_at, datetime) else seized_at, closed)


def complaint_window_open(on: date, seized_at: date | datetime | None, closed: ClosedDays | None = None) -> bool:
    """s. 19: whether a complaint of the seizure may still be made on ``on``
    (never, as far as the office can tell, when the seizure's time is unknown)."""
    ends = complaint_last_day(seized_at, closed)
    return ends is not None and on <= ends


def complaint_late(filed_on: date, seized_at: date | datetime | None, closed: ClosedDays | None = None) -> bool:
    """s. 19 with Q3: a complaint made after the window is still recorded,
    and marked late (the Magistrate decides)."""
    ends = complaint_last_day(seized_at, closed)
    return ends is not None and filed_on > ends


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
