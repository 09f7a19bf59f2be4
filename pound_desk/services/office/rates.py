"""Rate tables: fine scales, enhanced fines and feeding rates (ss. 4, 11).

Entries are only ever added. The same entry added twice is ignored, so a
Gazette table can be imported again; a different amount for the same type,
area, kind and date is refused (a revision takes a new effective date).
"""
from __future__ import annotations

from pound_desk.language import translate
from pound_desk.law.problems import Problem
from pound_desk.law.rates import RateEntry, RateTable, RateType, check_enhanced, kind_name
from pound_desk.models import DB, RateRow
from pound_desk.services.desk import users
from pound_desk.services.desk.errors import Invalid


def _type_words(kind: RateType) -> str:
    if kind is RateType.FINE:
        return translate("rates", "fine")
    if kind is RateType.ENHANCED_FINE:
        return translate("rates", "notified enhanced fine")
    return translate("rates", "feeding rate")

_cache: dict[str, object] = {"key": None, "table": None}


def _entry(row: RateRow) -> RateEntry:
    return RateEntry(RateType(row.type), row.local_area, row.kind, row.amount,
                     row.effective_from, row.reference, row.notified_on)


def entries() -> list[RateEntry]:
    return [_entry(r) for r in RateRow.select().order_by(RateRow.id)]


def entries_with_ids() -> list[tuple[int, RateEntry]]:
    """Each entry with its row's id, in the order they were added."""
    return [(r.id, _entry(r)) for r in RateRow.select().order_by(RateRow.id)]


def table() -> RateTable:
    """The rate table, rebuilt only when an entry has been added."""
    # the database object itself, not its id(): a new database can be given a
    # freed object's id, and with as many rates would be served the old table
    key = (DB.obj, RateRow.select().count(), RateRow.select(RateRow.id).order_by(RateRow.id.desc()).scalar())
    if _cache["key"] != key:
        _cache["table"] = RateTable(entries())
        _cache["key"] = key
    return _cache["table"]  # type: ignore[return-value]


def add(new: list[RateEntry], line_numbers: list[int] | None = None) -> int:
    """Add entries in one transaction; every problem is reported, numbered by
    ``line_numbers`` when given (a CSV's lines). Returns how many were new."""
    users.require("supervisor", translate("rates", "Changing the rate tables"))
    numbers = line_numbers or list(range(1, len(new) + 1))
    label = "line" if line_numbers else "entry"

    def numbered(n: int, problem: str) -> str:
        where = (translate("rates", "Line {n}") if line_numbers else translate("rates", "Entry {n}")).format(n=n)
        return translate("rates", "{where}: {problem}").format(where=where, problem=problem)

    problems: list[Problem] = []
    existing = {(e.type, e.local_area, e.kind, e.effective_from): e for e in entries()}
    fresh: list[RateEntry] = []
    for n, e in zip(numbers, new):
        key = (e.type, e.local_area, e.kind, e.effective_from)
        old = existing.get(key)
        if old is not None:
            if old.amount != e.amount or old.reference != e.reference:
                problems.append(Problem(f"{label}.{n}", numbered(n, translate(
                    "rates", "a {type} for {kind} in {area} from {day} already exists ({amount}, {reference}); "
                    "a revision needs a new effective date").format(
                        type=_type_words(e.type), kind=kind_name(e.kind), area=e.local_area,
                        day=e.effective_from.isoformat(), amount=old.amount, reference=old.reference))))
            continue
        if e.amount.paise < 0:
            problems.append(Problem(f"{label}.{n}", numbered(n, translate("rates", "an amount cannot be negative"))))
        if e.notified_on is not None and e.notified_on > e.effective_from:
            problems.append(Problem(f"{label}.{n}", numbered(n, translate(
                "rates", "a rate cannot take effect before the notification or order that fixes it"))))
        if not e.reference.strip():
            problems.append(Problem(f"{label}.{n}", numbered(n, translate(
                "rates", "the notification or order reference is required"))))
        existing[key] = e
        fresh.append(e)
    # s. 11(2) cap, checked against the table as it will stand
    whole = RateTable(list(existing.values()))
    clashing = {p.field for p in problems}
    for n, e in zip(numbers, new):
        if f"{label}.{n}" in clashing:
            continue  # already refused; one message a line
        reason = check_enhanced(e, whole)
        if reason:
            problems.append(Problem(f"{label}.{n}", numbered(n, reason)))
    if problems:
        raise Invalid(problems)
    with DB.atomic():
        for e in fresh:
            RateRow.create(type=e.type.value, local_area=e.local_area, kind=e.kind,
                           amount_paise=e.amount.paise, effective_from=e.effective_from,
                           reference=e.reference.strip(), notified_on=e.notified_on)
    return len(fresh)
