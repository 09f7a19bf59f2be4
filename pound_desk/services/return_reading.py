"""Reading a month for its return (``services/returns.py``): the month, the
progress reported and a stop asked for, the case numbers read once, and how
a time is written in data.json. Reading is batched (``BATCH`` records at a
time), so a year of a busy pound is read without holding it all twice."""
from __future__ import annotations

from datetime import date, datetime
from typing import Callable

from pound_desk.documents import render
from pound_desk.models import Case
from pound_desk.returns import schema
from pound_desk.services.return_period import Period

BATCH = 500
Progress = Callable[[int, int], None] | None


def iso(value) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value
    return value.isoformat()


def as_datetime(value) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))


def within(p: Period, value) -> bool:
    if value is None:
        return False
    if isinstance(value, datetime):
        return p.start_at <= value < p.end_at
    if isinstance(value, date):
        return p.start <= value <= p.end
    return within(p, as_datetime(value))


def entered_late(entry) -> schema.EnteredLate | None:
    """A record entered later than the time it states (late_entries): when
    it was entered and why, on its line of the return; nothing on a line
    entered in time, so that such a line reads as it always has."""
    if entry is None:
        return None
    return schema.EnteredLate(at=iso(entry.entered_at), reason=entry.reason)


def batches(ids: list[int]):
    for i in range(0, len(ids), BATCH):
        yield ids[i:i + BATCH]


class Reading:
    """One month being read: its period, progress, and case numbers by id."""

    def __init__(self, p: Period, progress: Progress, cancelled):
        self.p, self.progress, self.cancelled = p, progress, cancelled
        self.done, self.total = 0, 1
        self.case_no: dict[int, str] = {}

    def step(self, n: int = 1) -> None:
        self.done += n
        if self.progress:
            self.progress(min(self.done, self.total), self.total)
        if self.cancelled and self.cancelled():
            raise render.RenderCancelled("the return was stopped; nothing was written")

    def names(self, case_ids) -> dict[int, str]:
        missing = [i for i in set(case_ids) if i is not None and i not in self.case_no]
        for chunk in batches(missing):
            for c in Case.select(Case.id, Case.case_no).where(Case.id.in_(chunk)):
                self.case_no[c.id] = c.case_no
        return self.case_no
