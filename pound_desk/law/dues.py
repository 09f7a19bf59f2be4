"""What an owner owes for the heads still held, as of a moment (ss. 4, 11, 12).

Fines are fixed on the impounding date; feeding charges run for each
commenced 24-hour period, each at the rate in force on the day it starts.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.law import periods
from pound_desk.law.money import Money
from pound_desk.law.rates import Fine, RateTable


@dataclass(frozen=True, slots=True)
class Stay:
    """The facts of a case that the dues depend on."""

    brought_at: datetime
    seized_at: datetime | None
    seizure_area: str | None
    pound_area: str


@dataclass(frozen=True, slots=True)
class HeadDues:
    seq: int
    kind: str
    fine: Fine
    periods: int
    feeding: Money
    feeding_references: tuple[str, ...]
    flags: tuple[str, ...]

    @property
    def total(self) -> Money:
        return self.fine.amount + self.feeding


@dataclass(frozen=True, slots=True)
class Dues:
    as_of: datetime
    heads: tuple[HeadDues, ...]
    feeding_periods: int
    unclaimed_report_due: date
    complaint_window_ends: date | None
    flags: tuple[str, ...]

    @property
    def fine(self) -> Money:
        return sum((h.fine.amount for h in self.heads), Money.zero())

    @property
    def feeding(self) -> Money:
        return sum((h.feeding for h in self.heads), Money.zero())

    @property
    def total(self) -> Money:
        return self.fine + self.feeding


def _ordered_unique(items) -> tuple[str, ...]:
    return tuple(dict.fromkeys(items))


def head_dues(stay: Stay, seq: int, kind: str, table: RateTable, as_of: datetime) -> HeadDues:
    fine = table.fine(kind, stay.seizure_area, stay.pound_area, stay.brought_at.date())
    feeding = Money.zero()
    refs: list[str] = []
    flags = list(fine.flags)
    starts = periods.period_starts(stay.brought_at, as_of)
    for start in starts:
        rate = table.feeding_rate(kind, stay.pound_area, start.date())
        if rate is None:
            # s. 4 and rule 14: never charge at a rate that has not been fixed
            flags.append("no_feeding_rate")
            continue
        feeding += rate.amount
        refs.append(rate.reference)
    return HeadDues(seq, kind, fine, len(starts), feeding, _ordered_unique(refs),
                    _ordered_unique(flags))


def dues(stay: Stay, heads: list[tuple[int, str]], table: RateTable, as_of: datetime,
         closed: periods.ClosedDays | None = None) -> Dues:
    """Dues for ``heads`` (sequence number, kind) still held at ``as_of``;
    the deadlines move past the office's ``closed`` days (Q20)."""
    lines = tuple(head_dues(stay, seq, kind, table, as_of) for seq, kind in heads)
    flags: list[str] = []
    if periods.is_late_to_pound(stay.seized_at, stay.brought_at):
        flags.append("late_to_pound")
    for line in lines:
        flags.extend(line.flags)
    return Dues(
        as_of=as_of,
        heads=lines,
        feeding_periods=periods.feeding_periods(stay.brought_at, as_of),
        unclaimed_report_due=periods.unclaimed_report_due(stay.brought_at.date(), closed),
        complaint_window_ends=periods.complaint_last_day(stay.seized_at, closed),
        flags=_ordered_unique(flags),
    )
