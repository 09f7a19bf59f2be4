"""The month a return is made for (s. 6): a calendar month, the latest one
ended, and whether its return is still due. Today's list asks the last; the
return itself (services/returns.py) is made for a Period."""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from pound_desk.language import translate
from pound_desk.law.problems import Problem
from pound_desk.models import Case
from pound_desk.models.returns import ReturnExport
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid

_PERIOD = re.compile(r"^(\d{4})-(\d{2})$")


@dataclass(frozen=True)
class Period:
    label: str      # YYYY-MM
    start: date
    end: date       # the last day

    @property
    def start_at(self) -> datetime:
        return datetime.combine(self.start, time())

    @property
    def end_at(self) -> datetime:
        """The first moment after the period."""
        return datetime.combine(self.end + timedelta(days=1), time())


def period_of(text: str) -> Period:
    """The calendar month ``YYYY-MM``, or Invalid."""
    m = _PERIOD.match((text or "").strip())
    if not m or not 1 <= int(m.group(2)) <= 12 or int(m.group(1)) < 1900:
        raise Invalid([Problem("period", translate("returns", "Give the month as YYYY-MM (for example 2026-10)"))])
    year, month = int(m.group(1)), int(m.group(2))
    start = date(year, month, 1)
    end = (date(year + (month == 12), month % 12 + 1, 1)) - timedelta(days=1)
    return Period(f"{year:04d}-{month:02d}", start, end)


def last_complete(today: date | None = None) -> Period:
    """The latest month that has ended: the one a return is due for."""
    today = today or clock.now().date()
    first = today.replace(day=1) - timedelta(days=1)
    return period_of(f"{first:%Y-%m}")


def due(today: date) -> Period | None:
    """The month just ended, if its return has not been exported: once the
    pound has cattle in its register from before that month's end."""
    p = last_complete(today)
    if ReturnExport.select().where(ReturnExport.period == p.label).exists():
        return None
    latest = ReturnExport.select(ReturnExport.period).order_by(ReturnExport.period.desc()).first()
    if latest is not None and latest.period > p.label:
        return None
    if not Case.select().where(Case.brought_at < p.end_at).exists():
        return None
    return p
