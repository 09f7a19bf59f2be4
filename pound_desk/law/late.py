"""When a stated time is late: a record whose time (a release's, the time
cattle were brought, a feeding day) is earlier than the moment it is made
by more than the office's margin needs the person's reason, and is printed
as entered late (models/late.py). A day stated without an hour (a feeding
entry) counts from the end of that day."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta

# 24 hours: a day's work written up the next morning is on time; a release
# typed a week back, or with the clock rolled back a day or more, is not
DEFAULT_MARGIN_HOURS = 24
MIN_MARGIN_HOURS, MAX_MARGIN_HOURS = 1, 24 * 14


def stated_moment(stated: datetime | date) -> datetime:
    if isinstance(stated, datetime):
        return stated
    return datetime.combine(stated, time(23, 59))


def is_late(stated: datetime | date, entered: datetime, margin_hours: int) -> bool:
    """Whether ``stated`` is earlier than ``entered`` by more than the margin."""
    return entered - stated_moment(stated) > timedelta(hours=margin_hours)
