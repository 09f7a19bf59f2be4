"""An earlier register in from CSV (s. 7): one row a head, the rows with
the same ``case_no`` one case, each case checked as the desk checks its
entry and entered, marked as imported, with the others in one transaction."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Iterable, Mapping

from pound_desk.exchange.csv_reading import (
    SCIENTIFIC,
    SEX_WORDS,
    Areas,
    Row,
    basis_code,
    kind_lookup,
    line_problem,
    not_a_kind,
    one_line,
    parse_datetime,
    read_bytes,
    read_table,
    sorted_problems,
)
from pound_desk.language import translate
from pound_desk.law import numbering
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import HeadDraft, SeizureDraft, validate
from pound_desk.models import DB
from pound_desk.services.case import cases, releases, seizures
from pound_desk.services.desk import clock, users
from pound_desk.services.desk.errors import Invalid, NotFound, NotSetUp
from pound_desk.services.office import pound, rates

REGISTER_CASE_COLUMNS = ("brought_at", "seized_at", "seized_place", "local_area", "basis",
                         "seizer_name", "seizer_residence", "owner_name", "owner_residence")
REGISTER_HEAD_COLUMNS = ("kind", "sex", "colour", "marks", "ear_tag")
REGISTER_COLUMNS = ("case_no",) + REGISTER_CASE_COLUMNS + REGISTER_HEAD_COLUMNS
# Columns a register may add; when present they are case columns too.
REGISTER_OPTIONAL = ("seizer_capacity", "police_aid", "released_at", "released_to")
# A case the earlier register shows as released: when and to whom (its receipt
# stays in the old receipt book); these are not part of the s. 7 entry.
_DISPOSAL = ("released_at", "released_to")

_TIMES = ("brought_at", "seized_at", "released_at")
_EXAMPLE_TIME = "2026-03-01T09:30"


@dataclass(frozen=True)
class ParsedCase:
    case_no: str
    draft: SeizureDraft
    lines: tuple[int, ...]      # the line of each head, in order; lines[0] holds the case columns
    released_at: datetime | None = None
    released_to: str = ""


@dataclass
class _RowParse:
    row: Row
    case_no: str | None
    case: dict[str, object]
    head: HeadDraft
    bad: set[str] = field(default_factory=set)   # columns already reported


def _parse_register_row(row: Row, case_columns: tuple[str, ...], kinds: Mapping[str, str],
                        areas: Areas, problems: list[Problem]) -> _RowParse:
    v, n = row.values, row.line
    bad: set[str] = set()

    def report(column: str, message: str) -> None:
        bad.add(column)
        problems.append(line_problem(n, message))

    case_no = None
    try:
        serial, year = numbering.parse_case_number(v["case_no"])
        case_no = numbering.case_number(serial, year)
    except ValueError:
        report("case_no", translate("csv_import", "case_no must look like 17/2026, not {text}")
               .format(text=repr(v["case_no"].strip())))
    case: dict[str, object] = {}
    for name in case_columns:
        text = v[name]
        if name in _TIMES:
            case[name] = None
            if text.strip():
                try:
                    case[name] = parse_datetime(text)
                except ValueError:
                    report(name, translate("csv_import", "{name} must be a local date and time like {example}, "
                                                         "not {text}")
                           .format(name=name, example=_EXAMPLE_TIME, text=repr(text.strip())))
        elif name == "basis":
            case[name] = basis_code(text)
            if case[name] is None:
                report(name, translate("csv_import", "basis must be s9 (damage to land or crop) or s10 "
                                                     "(public road or property), not {text}")
                       .format(text=repr(text.strip())))
        elif name == "local_area":
            case[name] = areas.canonical(text)
        elif name == "seizer_capacity":
            case[name] = clean(text).lower()
        else:
            case[name] = one_line(text)
    kind_text = clean(v["kind"])
    kind = kinds.get(kind_text.casefold())
    if kind is None:
        report("kind", not_a_kind(kind_text))
    sex = SEX_WORDS.get(clean(v["sex"]).casefold())
    if sex is None:
        report("sex", translate("csv_import", "sex must be female, male, unknown or empty, not {text}")
               .format(text=repr(clean(v["sex"]))))
    ear_tag = clean(v["ear_tag"])
    if SCIENTIFIC.match(ear_tag):
        report("ear_tag", translate("csv_import", "the ear tag {tag} was turned into a number by the spreadsheet; "
                                                  "format the column as text and enter the 12 digits again")
               .format(tag=repr(ear_tag)))
    head = HeadDraft(kind=kind or kind_text, sex=sex or "unknown", colour=one_line(v["colour"]),
                     marks=one_line(v["marks"]), ear_tag=ear_tag)
    return _RowParse(row, case_no, case, head, bad)


def _show(value: object) -> str:
    if isinstance(value, datetime):
        return value.isoformat(timespec="minutes")
    return "" if value is None else str(value)


def _case_problems(group: list[_RowParse], case_columns: tuple[str, ...], kind_codes: set[str],
                   now: datetime, problems: list[Problem]) -> ParsedCase | None:
    """The rows of one case checked together, each problem appended to
    ``problems``: the case as parsed, or None when its number cannot be read."""
    first = group[0]
    label = _Label(first.case_no)
    _disagreements(group, case_columns, label, problems)
    brought = first.case.get("brought_at")
    problems += _year_problems(first, brought, label)
    draft = seizures.normalised(SeizureDraft(
        heads=[r.head for r in group],
        **{name: first.case[name] if name in _TIMES else first.case[name] or ""
           for name in case_columns if name not in _DISPOSAL}))
    released_at = first.case.get("released_at")
    released_to = first.case.get("released_to") or ""
    problems += _release_problems(first, brought, released_at, released_to, now, label)
    problems += _entry_problems(group, draft, kind_codes, now, label)
    if first.case_no is None:
        return None
    return ParsedCase(first.case_no, draft, tuple(r.row.line for r in group),
                      released_at if isinstance(released_at, datetime) else None, released_to)


class _Label:
    """A case's problem, after the case's number when it has one."""

    def __init__(self, case_no: str | None):
        self.case_no = case_no

    def __call__(self, problem: str) -> str:
        if not self.case_no:
            return problem
        return translate("csv_import", "case {case_no}: {problem}").format(case_no=self.case_no, problem=problem)


def _disagreements(group: list[_RowParse], case_columns: tuple[str, ...], label: _Label,
                   problems: list[Problem]) -> None:
    """The rows of one case must tell the same story: a case column another
    row gives otherwise is a problem of that row (and is marked reported)."""
    first = group[0]
    for other in group[1:]:
        for name in case_columns:
            if name in first.bad or name in other.bad:
                continue
            if first.case[name] != other.case[name]:
                other.bad.add(name)
                problems.append(line_problem(other.row.line, label(translate(
                    "csv_import", "{name} is {here} here but {there} on line {line}; the rows of one case "
                                  "must agree on its case columns")
                    .format(name=name, here=repr(_show(other.case[name])), there=repr(_show(first.case[name])),
                            line=first.row.line))))


def _year_problems(first: _RowParse, brought: object, label: _Label) -> list[Problem]:
    """A case is numbered in the year it was brought."""
    if not (first.case_no and isinstance(brought, datetime)):
        return []
    year = int(first.case_no.split("/")[1])
    if brought.year == year:
        return []
    return [line_problem(first.row.line, label(translate(
        "csv_import", "the case is numbered for {year} but was brought on {day}; "
                      "cases are numbered in the year they were brought")
        .format(year=year, day=f"{brought:%d-%m-%Y}")))]


def _release_problems(first: _RowParse, brought: object, released_at: object, released_to: object,
                      now: datetime, label: _Label) -> list[Problem]:
    """An earlier release: when and to whom, both or neither, after the
    cattle were brought and not ahead of ``now``."""
    if {"released_at", "released_to"} & first.bad:
        return []
    messages = []
    if released_at and not released_to:
        messages.append(translate("csv_import", "released_to is needed with released_at"))
    elif released_to and not released_at:
        messages.append(translate("csv_import", "released_at is needed with released_to"))
    elif isinstance(released_at, datetime):
        if isinstance(brought, datetime) and released_at < brought:
            messages.append(translate("csv_import", "released_at is before the cattle were brought"))
        if released_at > now:
            messages.append(translate("csv_import", "released_at is in the future"))
    return [line_problem(first.row.line, label(m)) for m in messages]


def _entry_problems(group: list[_RowParse], draft: SeizureDraft, kind_codes: set[str], now: datetime,
                    label: _Label) -> list[Problem]:
    """The entry checked as the desk checks it (s. 7), each problem on the
    line of its head, but those of a column already reported."""
    first = group[0]
    reported = set(first.bad)
    for i, r in enumerate(group, start=1):
        reported |= {f"heads.{i}.{c}" for c in r.bad}
    out = []
    for p in validate(draft, kind_codes, now):
        if p.field in reported:
            continue
        m = re.match(r"^heads\.(\d+)\.", p.field)
        if m:
            i = int(m.group(1))
            # the desk's "Head 2: …" (in the language on screen) is said here as "head 2: …"
            before, sep, rest = p.message.partition(": ")
            message = rest if sep and str(i) in before else p.message
            out.append(line_problem(group[i - 1].row.line, label(
                translate("csv_import", "head {n}: {problem}").format(n=i, problem=message))))
        else:
            out.append(line_problem(first.row.line, label(p.message)))
    return out


def _register(data: bytes, kinds: Mapping[str, str], now: datetime,
              areas: Areas) -> tuple[list[ParsedCase], list[Problem]]:
    rows, header, problems = read_table(data, REGISTER_COLUMNS, REGISTER_OPTIONAL)
    case_columns = REGISTER_CASE_COLUMNS + tuple(c for c in REGISTER_OPTIONAL if c in header)
    groups: dict[object, list[_RowParse]] = {}
    for row in rows:
        rp = _parse_register_row(row, case_columns, kinds, areas, problems)
        # a row without a readable case number is checked on its own
        groups.setdefault(rp.case_no or ("line", row.line), []).append(rp)
    parsed = []
    kind_codes = set(kinds.values())
    for group in groups.values():
        pc = _case_problems(group, case_columns, kind_codes, now, problems)
        if pc is not None:
            parsed.append(pc)
    return parsed, problems


def parse_register(data: bytes, kinds: Mapping[str, str] | None = None,
                   now: datetime | None = None, areas: Iterable[str] = ()) -> list[ParsedCase]:
    """Read a register CSV: one row per head; rows with the same case_no are
    one case. Every entry is checked as the desk checks it (s. 7); raises
    ``Invalid`` with every problem. Whether a case number is already in the
    register is checked by ``import_register``."""
    parsed, problems = _register(data, kinds or kind_lookup(), now or clock.now(), Areas(areas))
    if problems:
        raise Invalid(sorted_problems(problems))
    return parsed


def import_register(source: Path | str | bytes, now: datetime | None = None,
                    without_fine_scale: bool = False) -> list[str]:
    """Enter the cases of an earlier register, marked as imported; all of
    them in one transaction, or none. Returns their case numbers. A head of
    a kind or local area with no fine scale is a numbered problem unless
    ``without_fine_scale`` says to enter it with no fine (s. 11(1), Q8)."""
    now = now or clock.now()
    if not pound.is_set_up():
        raise NotSetUp()
    p = pound.the_pound()
    known_areas = [p.local_area, *(e.local_area for e in rates.entries())]
    parsed, problems = _register(read_bytes(source),
                                 kind_lookup((k.code, k.en, k.ml) for k in pound.kinds()),
                                 now, Areas(known_areas))
    for pc in parsed:
        try:
            cases.find(pc.case_no)
        except NotFound:
            continue
        problems.append(line_problem(pc.lines[0], translate("csv_import", "case {case_no} is already in the register")
                                     .format(case_no=pc.case_no)))
    if problems:
        raise Invalid(sorted_problems(problems))
    with DB.atomic("IMMEDIATE"):
        # an import enters cases like the desk: not by an auditor, nor by a
        # keeper suspended or removed (s. 5(3)) or an account disabled
        users.require_may_change(translate("csv_import", "Importing a register"))
        users.require_good_standing()
        for pc in parsed:
            try:
                case = seizures.insert_case(pc.draft, now, case_no=pc.case_no, source="import",
                                            without_fine_scale=without_fine_scale)
                if pc.released_at:
                    releases.record_earlier_release(case, pc.released_at, pc.released_to)
            except seizures.NoFineScale as e:
                problems += [line_problem(pc.lines[0], translate(
                    "csv_import", "case {case_no}: {problem} (to enter it with no fine, import with "
                    "--without-fine-scale)").format(case_no=pc.case_no, problem=m))
                    for m in seizures.no_fine_message(e.missing, e.whole_area)]
            except Invalid as e:
                problems += [line_problem(pc.lines[0], translate("csv_import", "case {case_no}: {problem}")
                                          .format(case_no=pc.case_no, problem=q.message)) for q in e.problems]
        if problems:
            raise Invalid(sorted_problems(problems))   # rolls back
    return [pc.case_no for pc in parsed]
