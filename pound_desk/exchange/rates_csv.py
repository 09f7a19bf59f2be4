"""A rate table in from CSV (ss. 4, 11): ``type,local_area,kind,amount,
effective_from,reference``, each line checked on its own, then against the
table as it stands when imported."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping

from pound_desk.exchange.csv_reading import (
    Areas,
    column_name,
    has_control,
    kind_lookup,
    line_problem,
    not_a_kind,
    parse_date,
    parse_money,
    read_bytes,
    read_table,
    sorted_problems,
)
from pound_desk.language import translate
from pound_desk.law.money import MoneyError
from pound_desk.law.problems import Problem, clean
from pound_desk.law.rates import RateEntry, RateType
from pound_desk.models import DB
from pound_desk.services.desk.errors import Invalid, NotSetUp
from pound_desk.services.office import pound, rates

RATE_COLUMNS = ("type", "local_area", "kind", "amount", "effective_from", "reference")


@dataclass(frozen=True)
class ParsedRates:
    entries: list[RateEntry]
    lines: list[int]            # the CSV line of each entry


def _rates(data: bytes, pound_area: str, authority: str, kinds: Mapping[str, str],
           areas: Areas) -> tuple[ParsedRates, list[Problem]]:
    rows, _, problems = read_table(data, RATE_COLUMNS)
    entries: list[RateEntry] = []
    lines: list[int] = []
    seen: dict[tuple, tuple[int, RateEntry]] = {}
    home = areas.canonical(pound_area)
    for row in rows:
        v, n = row.values, row.line
        found: list[Problem] = []
        type_text = column_name(v["type"])
        try:
            type_ = RateType(type_text)
        except ValueError:
            type_ = None
            found.append(line_problem(n, translate("csv_import", "type must be fine, enhanced_fine or feeding, "
                                                                 "not {text}").format(text=repr(v["type"].strip()))))
        for name in ("local_area", "reference"):
            if has_control(v[name]):
                found.append(line_problem(n, translate("csv_import", "{name} has a line break or another "
                                                                     "control character").format(name=name)))
        area = areas.canonical(v["local_area"])
        if not area:
            found.append(line_problem(n, translate("csv_import", "the local area is required")))
        elif type_ is RateType.FEEDING and area != home:
            text = (translate("csv_import", "a feeding rate is fixed by the pound's local authority ({authority}) "
                                            "for its own local area, {home}, not {area} (s. 4)") if authority else
                    translate("csv_import", "a feeding rate is fixed by the pound's local authority "
                                            "for its own local area, {home}, not {area} (s. 4)"))
            found.append(line_problem(n, text.format(authority=authority, home=home, area=repr(area))))
        kind = kinds.get(clean(v["kind"]).casefold())
        if kind is None:
            found.append(line_problem(n, not_a_kind(clean(v["kind"]))))
        amount = None
        try:
            amount = parse_money(v["amount"])
        except MoneyError:
            found.append(line_problem(n, translate("csv_import", "amount must be rupees like 25 or 12.50, not {text}")
                                      .format(text=repr(v["amount"].strip()))))
        else:
            if amount.paise < 0:
                found.append(line_problem(n, translate("csv_import", "an amount cannot be negative")))
        effective = None
        try:
            effective = parse_date(v["effective_from"])
        except ValueError:
            found.append(line_problem(n, translate("csv_import", "effective_from must be a date like 2026-04-01, "
                                                                 "not {text}")
                                      .format(text=repr(v["effective_from"].strip()))))
        reference = clean(v["reference"])
        if not reference:
            found.append(line_problem(n, translate("csv_import", "the notification or order reference is required")))
        if found:
            problems += found
            continue
        entry = RateEntry(type_, area, kind, amount, effective, reference)
        key = (type_, area, kind, effective)
        if key in seen:
            first, other = seen[key]
            if (other.amount, other.reference) != (amount, reference):
                problems.append(line_problem(n, translate(
                    "csv_import", "the same {type} for {kind} in {area} from {day} as line {line}, with a "
                                  "different amount or reference; a revision needs a new effective date")
                    .format(type=type_.value, kind=kind, area=area, day=effective.isoformat(), line=first)))
            continue
        seen[key] = (n, entry)
        entries.append(entry)
        lines.append(n)
    return ParsedRates(entries, lines), problems


def parse_rates(data: bytes, pound_area: str, authority: str = "",
                kinds: Mapping[str, str] | None = None, areas: Iterable[str] = ()) -> ParsedRates:
    """Read a rates CSV (``type,local_area,kind,amount,effective_from,reference``).

    Checks each line on its own; the checks against the rate table as it
    stands (the s. 11(2) cap, a changed amount for an existing date) are made
    by ``import_rates``. Raises ``Invalid`` with every problem."""
    parsed, problems = _rates(data, pound_area, authority, kinds or kind_lookup(),
                              Areas([pound_area, *areas]))
    if problems:
        raise Invalid(sorted_problems(problems))
    return parsed


@dataclass(frozen=True)
class RatesImported:
    added: int          # entries new to the table
    entries: int        # entries in the file


def import_rates(source: Path | str | bytes) -> RatesImported:
    """Import a rates file whole, or nothing. An entry already in the table is
    left as it is, so the same file can be imported again."""
    if not pound.is_set_up():
        raise NotSetUp()
    p = pound.the_pound()
    existing = rates.entries()
    parsed, problems = _rates(read_bytes(source), p.local_area, p.local_authority,
                              kind_lookup((k.code, k.en, k.ml) for k in pound.kinds()),
                              Areas([p.local_area, *(e.local_area for e in existing)]))
    with DB.atomic("IMMEDIATE"):
        added = 0
        try:
            # the cap and clash checks need the whole table: add, and undo
            # below if any line of the file was bad
            added = rates.add(parsed.entries, parsed.lines)
        except Invalid as e:
            problems += e.problems
        if problems:
            raise Invalid(sorted_problems(problems))   # rolls back
    return RatesImported(added, len(parsed.entries))
