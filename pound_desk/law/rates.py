"""Fine scales (s. 11), enhanced-fine notifications (s. 11(2)) and feeding
rates (s. 4), as versioned entries.

An entry is never edited: a change is a new entry with a later effective
date, and a lookup takes the newest entry in force on the day that counts.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from datetime import date
from enum import Enum

from pound_desk.law.kinds import BY_CODE
from pound_desk.law.money import Money
from pound_desk.law.words import pick, translate

# s. 11(2): an enhanced fine "not exceeding double" the s. 11(1) fine
ENHANCED_TIMES = 2


def enhanced_cap(base: Money) -> Money:
    """s. 11(2): the most a notified fine may be, double the s. 11(1) fine
    for the same local area and kind."""
    return base * ENHANCED_TIMES


def enhanced_levied(notified: Money, base: Money) -> Money:
    """s. 11(2) with Q9: what is levied of a notified fine: the notified
    amount, but never more than double the base fine in force."""
    return notified.min(enhanced_cap(base))


class RateType(str, Enum):
    FINE = "fine"
    ENHANCED_FINE = "enhanced_fine"
    FEEDING = "feeding"


@dataclass(frozen=True, slots=True)
class RateEntry:
    type: RateType
    local_area: str
    kind: str
    amount: Money
    effective_from: date
    reference: str  # the Gazette notification or the local authority's order
    notified_on: date | None = None  # the notification's or order's own date


@dataclass(frozen=True, slots=True)
class Fine:
    """The fine for one head, with how it was arrived at."""

    amount: Money
    reference: str
    base: Money | None
    flags: tuple[str, ...] = ()


@dataclass
class RateTable:
    """Lookups over a set of rate entries, newest in force first."""

    entries: list[RateEntry] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._index: dict[tuple[RateType, str, str], list[RateEntry]] = {}
        for e in self.entries:
            self._index.setdefault((e.type, e.local_area, e.kind), []).append(e)
        for versions in self._index.values():
            versions.sort(key=lambda e: e.effective_from)
        self._dates = {k: [e.effective_from for e in v] for k, v in self._index.items()}

    def in_force(self, type_: RateType, local_area: str, kind: str, on: date) -> RateEntry | None:
        key = (type_, local_area, kind)
        dates = self._dates.get(key)
        if not dates:
            return None
        i = bisect.bisect_right(dates, on)
        return self._index[key][i - 1] if i else None

    def fine(self, kind: str, seizure_area: str | None, pound_area: str, impounded: date) -> Fine:
        """s. 11: one fine per head, at the scale in force on the impounding
        date (Q6), for the local area of seizure, else the pound's (Q7).

        A notified enhanced fine (s. 11(2)) for the area of seizure replaces
        the base fine, capped at twice it (Q9). No scale: no fine, and a flag
        (Q8): never a guessed rate.
        """
        # the pound's area stands in only when the place of seizure is unknown:
        # a known area without a scale has no fine, not a neighbour's (Q8)
        area = seizure_area or pound_area
        base = self.in_force(RateType.FINE, area, kind, impounded)
        enhanced = None
        if seizure_area:
            enhanced = self.in_force(RateType.ENHANCED_FINE, seizure_area, kind, impounded)
        if base is None:
            return Fine(Money.zero(), "", None, ("no_fine_scale",))
        if enhanced is None:
            return Fine(base.amount, base.reference, base.amount)
        flags = ["enhanced_fine"]
        amount = enhanced_levied(enhanced.amount, base.amount)
        if amount < enhanced.amount:
            flags.append("enhanced_capped")
        elif amount < base.amount:
            flags.append("enhanced_below_base")
        return Fine(amount, enhanced.reference, base.amount, tuple(flags))

    def feeding_rate(self, kind: str, pound_area: str, on: date) -> RateEntry | None:
        """s. 4: the rate the controlling local authority fixed for the kind,
        keyed by the local area of the pound's local authority."""
        return self.in_force(RateType.FEEDING, pound_area, kind, on)


def kind_name(code: str) -> str:
    """A kind of the Act by its name in the screen's language; a kind added
    by notification by its code."""
    k = BY_CODE.get(code)
    return pick(k.en, k.ml) if k else code


def check_enhanced(entry: RateEntry, table: RateTable) -> str | None:
    """s. 11(2): a notified amount may not exceed double the s. 11(1) fine for
    the same area and kind on its effective date. Returns the reason, or None."""
    if entry.type is not RateType.ENHANCED_FINE:
        return None
    base = table.in_force(RateType.FINE, entry.local_area, entry.kind, entry.effective_from)
    if base is None:
        return translate("rates", "no s. 11(1) fine for {kind} in {area} is in force on {day}, "
                         "so the s. 11(2) cap cannot be checked").format(
            kind=kind_name(entry.kind), area=entry.local_area, day=entry.effective_from.isoformat())
    if entry.amount > enhanced_cap(base.amount):
        return translate("rates", "{amount} exceeds double the s. 11(1) fine of {fine} "
                         "({reference}) for {kind} in {area}").format(
            amount=entry.amount, fine=base.amount, reference=base.reference, kind=kind_name(entry.kind),
            area=entry.local_area)
    return None
