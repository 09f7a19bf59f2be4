"""The rate tables as the supervising officer keeps them (ss. 4, 11): every
version with its notification, what is in force on a day, a revision as a
new version, and the s. 11(2) cap checked both ways: an enhanced fine above
twice the base is refused (``rates.add``), and a base fine whose revision
would leave an enhanced fine above twice it is flagged (rules.md Q9: the
fine is then capped when levied)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.language import translate
from pound_desk.law.rates import RateEntry, RateTable, RateType, enhanced_cap, kind_name
from pound_desk.models import RateRow
from pound_desk.services.office import pound, rates


@dataclass(frozen=True)
class Version:
    entry: RateEntry
    entered_at: datetime
    in_force: bool              # the version in force on the day asked about
    superseded_on: date | None  # the effective date of the next version
    capped: tuple[str, ...] = ()   # an enhanced fine: the times its base makes it more than 2x


@dataclass(frozen=True)
class Revision:
    added: bool
    warnings: tuple[str, ...]


def _series(table: RateTable) -> dict[tuple, list[RateEntry]]:
    out: dict[tuple, list[RateEntry]] = {}
    for e in table.entries:
        out.setdefault((e.type, e.local_area, e.kind), []).append(e)
    for versions in out.values():
        versions.sort(key=lambda e: e.effective_from)
    return out


def _until(versions: list[RateEntry], i: int) -> date | None:
    return versions[i + 1].effective_from if i + 1 < len(versions) else None


def _overlap(a_from: date, a_to: date | None, b_from: date, b_to: date | None) -> bool:
    return (b_to is None or a_from < b_to) and (a_to is None or b_from < a_to)


def over_double(table: RateTable) -> dict[RateEntry, list[str]]:
    """Each enhanced fine that some base fine in force during its life makes
    more than double that base, with the base versions that do."""
    series = _series(table)
    out: dict[RateEntry, list[str]] = {}
    for (type_, area, kind), versions in series.items():
        if type_ is not RateType.ENHANCED_FINE:
            continue
        bases = series.get((RateType.FINE, area, kind), [])
        for i, e in enumerate(versions):
            e_to = _until(versions, i)
            for j, b in enumerate(bases):
                if _overlap(e.effective_from, e_to, b.effective_from, _until(bases, j)) \
                        and e.amount > enhanced_cap(b.amount):
                    out.setdefault(e, []).append(translate(
                        "rate_book", "from {day} the s. 11(1) fine is {fine} ({reference}): the enhanced "
                        "fine of {amount} is more than double it and only {cap} is levied").format(
                            day=f"{max(e.effective_from, b.effective_from):%d-%m-%Y}", fine=b.amount,
                            reference=b.reference, amount=e.amount, cap=enhanced_cap(b.amount)))
    return out


def history(on: date, type_: RateType | None = None, area: str | None = None,
            kind: str | None = None) -> list[Version]:
    """Every version, grouped by type, area (the pound's own first) and kind
    (in the order of s. 2(1)), oldest first."""
    table = rates.table()
    entered = {(r.type, r.local_area, r.kind, r.effective_from): r.entered_at
               for r in RateRow.select(RateRow.type, RateRow.local_area, RateRow.kind,
                                       RateRow.effective_from, RateRow.entered_at)}
    capped = over_double(table)
    order = {RateType.FINE: 0, RateType.ENHANCED_FINE: 1, RateType.FEEDING: 2}
    out: list[Version] = []
    home = pound.the_pound().local_area
    position = {k.code: k.position for k in pound.kinds()}
    for key, versions in sorted(_series(table).items(), key=lambda kv: (
            order[kv[0][0]], kv[0][1] != home, kv[0][1], position.get(kv[0][2], 999), kv[0][2])):
        t, a, k = key
        if (type_ and t is not type_) or (area and a != area) or (kind and k != kind):
            continue
        current = table.in_force(t, a, k, on)
        for i, e in enumerate(versions):
            out.append(Version(e, entered[(t.value, a, k, e.effective_from)], e == current,
                               _until(versions, i), tuple(capped.get(e, ()))))
    return out


def areas() -> list[str]:
    """The pound's own local area first, then every area a rate names."""
    home = pound.the_pound().local_area
    others = sorted({e.local_area for e in rates.table().entries} - {home})
    return [home, *others]


def revise(entry: RateEntry) -> Revision:
    """Enter a rate or a revision of one (a new version with its own
    effective date); one transaction. Refuses (Invalid) what ``rates.add``
    refuses, the s. 11(2) cap among it; returns the flags raised by a base
    fine that leaves an enhanced fine above double it."""
    before = over_double(rates.table())
    added = rates.add([entry]) == 1
    after = over_double(rates.table())
    warnings: list[str] = []
    if entry.type is RateType.FINE:
        for e, reasons in after.items():
            new = [r for r in reasons if r not in before.get(e, [])]
            for r in new:
                warnings.append(translate("rate_book", "Enhanced fine for {kind} in {area} ({reference}): "
                                          "{reason}").format(kind=kind_name(e.kind), area=e.local_area,
                                                             reference=e.reference, reason=r))
    return Revision(added, tuple(warnings))
