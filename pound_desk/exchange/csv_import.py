"""CSV imports: the rate tables (ss. 4, 11) and an earlier register (s. 7).

A file is checked whole before anything is written. Every bad line is
reported at once, numbered as a spreadsheet numbers it (the header is line
1), and a refused file imports nothing. Reading and checking are separate
from writing (``parse_rates``, ``parse_register``), so the desktop can show
a file's problems before the keeper imports it.

Problems are ``services.errors.Invalid`` with ``Problem(field="line.N",
message="Line N: ...")``, or ``field="file"`` for the file as a whole.

What a file may hold:

- UTF-8, with or without the byte-order mark spreadsheets add; blank lines
  (and rows of empty cells) are skipped; values may be in Malayalam.
- A line break inside a cell is read as a space.
- Column names in any order and any case (``Case No`` is ``case_no``); a
  missing, unknown or repeated column refuses the file.
- Optional register columns: ``seizer_capacity``, ``police_aid``, and
  ``released_at`` with ``released_to`` for a case the earlier register shows
  as released (carried over as such; no receipt is issued for it here).
- Kinds of cattle by their s. 2(1) code, English or Malayalam name, in any
  case. A local area spelt like a known one but for case is taken as it.
"""
from __future__ import annotations

import codecs
import csv
import difflib
import io
import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Iterable, Mapping

from pound_desk import csv_cells
from pound_desk.language import translate
from pound_desk.law import numbering
from pound_desk.law.kinds import ACT_KINDS, SEXES
from pound_desk.law.money import Money, MoneyError
from pound_desk.law.problems import Problem, clean
from pound_desk.law.rates import RateEntry, RateType
from pound_desk.law.seizure import BASES, HeadDraft, SeizureDraft, validate
from pound_desk.models import DB
from pound_desk.services.case import cases, releases, seizures
from pound_desk.services.desk import clock, users
from pound_desk.services.desk.errors import Invalid, NotFound, NotSetUp
from pound_desk.services.office import pound, rates

RATE_COLUMNS = ("type", "local_area", "kind", "amount", "effective_from", "reference")

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


# ------------------------------------------------------------------ problems

def line_problem(line: int, message: str) -> Problem:
    return Problem(f"line.{line}", translate("csv_import", "Line {line}: {problem}").format(line=line, problem=message))


def file_problem(message: str) -> Problem:
    return Problem("file", message)


def _order(p: Problem) -> tuple[int, int]:
    if p.field.startswith("line."):
        try:
            return (1, int(p.field.split(".", 1)[1]))
        except ValueError:
            pass
    return (0, 0)


def sorted_problems(problems: Iterable[Problem]) -> list[Problem]:
    """File problems first, then by line; the order found within a line."""
    return sorted(problems, key=_order)


# ------------------------------------------------------------------ reading a table

@dataclass(frozen=True)
class Row:
    line: int                   # the line the row starts on (header = 1)
    values: Mapping[str, str]   # column -> text as in the file


def read_bytes(source: Path | str | bytes) -> bytes:
    """The file's bytes (``OSError`` when it cannot be read)."""
    if isinstance(source, bytes):
        return source
    return Path(source).read_bytes()


def decode(data: bytes) -> tuple[str, list[Problem]]:
    """UTF-8 text without the byte-order mark, or why not."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "", [file_problem(translate(
            "csv_import", "The file is UTF-16 text (a spreadsheet's \"Unicode text\"), not UTF-8: "
                          "save it as \"CSV UTF-8 (comma delimited)\" and import that"))]
    try:
        return data.decode("utf-8-sig"), []
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        return "", [file_problem(translate(
            "csv_import", "The file is not UTF-8 text (byte 0x{byte} on line {line} cannot be read; "
                          "perhaps it was saved as ANSI or another code page): save it from the spreadsheet as "
                          "\"CSV UTF-8 (comma delimited)\" and import that")
            .format(byte=f"{data[e.start]:02X}", line=line))]


def column_name(text: str) -> str:
    """``" Case No "`` -> ``case_no``."""
    return re.sub(r"[\s\-]+", "_", text.strip().lower())


def _blank(record: list[str]) -> bool:
    return all(not v.strip() for v in record)


def read_table(data: bytes, columns: tuple[str, ...],
               optional: tuple[str, ...] = ()) -> tuple[list[Row], list[str], list[Problem]]:
    """Rows keyed by column, the columns present, and the problems found.

    The header must name every one of ``columns`` and may add ``optional``
    ones; anything else refuses the file (a misspelt column would otherwise
    be read as empty)."""
    text, problems = decode(data)
    if problems:
        return [], [], problems
    # strict: a stray or unclosed double quote is an error, not a value that
    # silently swallows the lines after it
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    header: list[str] | None = None
    header_line = 0
    rows: list[Row] = []
    last = 0
    try:
        for record in reader:
            record = [csv_cells.unescape(cell) for cell in record]   # as the program's own CSVs wrote it
            start, last = last + 1, reader.line_num
            if _blank(record):
                continue
            if header is None:
                header, header_line = [column_name(c) for c in record], start
                problems += _header_problems(header, header_line, columns, optional)
                if problems:
                    return [], [], problems
                continue
            if len(record) != len(header):
                text = (translate("csv_import", "{count} values where the header has {columns} columns "
                                                "(is there a comma inside a value? Put that value in double quotes)")
                        if len(record) > len(header) else
                        translate("csv_import", "{count} values where the header has {columns} columns"))
                problems.append(line_problem(start, text.format(count=len(record), columns=len(header))))
                continue
            rows.append(Row(start, dict(zip(header, record))))
    except csv.Error as e:
        problems.append(line_problem(last + 1, _csv_error(str(e))))
    if header is None:
        problems.append(file_problem(
            translate("csv_import", "The file is empty: the first line must name the columns {columns}")
            .format(columns=",".join(columns))))
    elif not rows and not problems:
        problems.append(file_problem(translate("csv_import", "The file has a header but no rows to import")))
    return rows, header or [], problems


def _csv_error(reason: str) -> str:
    if "unexpected end of data" in reason:
        return translate("csv_import", "a double quote opened on this line is never closed, so the lines after "
                                       "it cannot be read; the file was not read further")
    if "expected after" in reason:
        return translate("csv_import", "a value in double quotes is followed by more text before the next comma "
                                       "(write a double quote inside a quoted value as two: \"\"); "
                                       "the file was not read further")
    return translate("csv_import", "the line cannot be read as CSV ({reason}); the file was not read further"
                     ).format(reason=reason)


def _header_problems(header: list[str], line: int, columns: tuple[str, ...],
                     optional: tuple[str, ...]) -> list[Problem]:
    allowed = columns + optional
    problems: list[Problem] = []
    if len(header) == 1 and (";" in header[0] or "\t" in header[0]):
        text = (translate("csv_import", "the columns are separated by semicolons; save the file as CSV "
                                        "with commas between the columns") if ";" in header[0] else
                translate("csv_import", "the columns are separated by tabs; save the file as CSV "
                                        "with commas between the columns"))
        return [line_problem(line, text)]
    seen: set[str] = set()
    for name in header:
        if not name:
            problems.append(line_problem(line, translate("csv_import", "a column has no name")))
        elif name in seen:
            problems.append(line_problem(line, translate("csv_import", "the column {name} appears twice")
                                         .format(name=repr(name))))
        elif name not in allowed:
            close = difflib.get_close_matches(name, [c for c in allowed if c not in header], n=1)
            text = (translate("csv_import", "unknown column {name} (did you mean {close}?)") if close else
                    translate("csv_import", "unknown column {name}"))
            problems.append(line_problem(line, text.format(name=repr(name),
                                                           close=repr(close[0]) if close else "")))
        seen.add(name)
    missing = [c for c in columns if c not in seen]
    if missing:
        text = (translate("csv_import", "missing columns {names}") if len(missing) > 1 else
                translate("csv_import", "missing column {names}"))
        problems.append(line_problem(line, text.format(names=", ".join(repr(c) for c in missing))))
    if problems:
        text = (translate("csv_import", "the columns are {columns} (and optionally {optional})") if optional else
                translate("csv_import", "the columns are {columns}"))
        problems.append(line_problem(line, text.format(columns=",".join(columns), optional=",".join(optional))))
    return problems


# ------------------------------------------------------------------ values

def kind_lookup(kinds: Iterable[tuple[str, str, str]] | None = None) -> dict[str, str]:
    """Names a kind may be given by (code, English, Malayalam; any case) -> code."""
    if kinds is None:
        kinds = [(k.code, k.en, k.ml) for k in ACT_KINDS]
    out: dict[str, str] = {}
    for code, en, ml in kinds:
        for name in (code, en, ml):
            out.setdefault(clean(name).casefold(), code)
    return out


class Areas:
    """Local areas by their known spelling: a name typed in another case is
    the same area (rate tables look areas up exactly)."""

    def __init__(self, known: Iterable[str] = ()) -> None:
        self._by_fold: dict[str, str] = {}
        for name in known:
            self.canonical(name)

    def canonical(self, name: str) -> str:
        name = clean(name)
        return self._by_fold.setdefault(name.casefold(), name) if name else name


_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_DATETIME = re.compile(r"^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$")
_SCIENTIFIC = re.compile(r"^\d(?:\.\d+)?e\+?\d+$", re.IGNORECASE)


def _control(text: str) -> bool:
    return any(unicodedata.category(c) == "Cc" for c in text.strip())


def one_line(text: str) -> str:
    """A cell's text on one line: a line break typed inside a spreadsheet
    cell (Alt+Enter) is read as a space."""
    return clean(re.sub(r"\s*[\r\n]+\s*", " ", text))


def parse_date(text: str) -> date:
    text = text.strip()
    if not _DATE.match(text):
        raise ValueError
    return date.fromisoformat(text)


def parse_datetime(text: str) -> datetime:
    """Local time to the minute: ``2026-03-01T09:30`` (a space for the T and
    seconds are accepted, as spreadsheets write them)."""
    m = _DATETIME.match(text.strip())
    if not m:
        raise ValueError
    day, hour, minute, second = m.groups()
    return datetime.fromisoformat(f"{day}T{hour}:{minute}:{second or '00'}")


def parse_money(text: str) -> Money:
    """Rupees as written (``25``, ``12.50``, ``₹1,250``); never through float.
    Raises ``MoneyError`` for anything else (the pattern is the Act's money's own)."""
    return Money.of_rupees(text.strip())


def _not_a_kind(text: str) -> str:
    return translate("csv_import", "{kind} is not a kind of cattle under s. 2(1) (give its code: cow, ox, bull, …)"
                     ).format(kind=repr(text or translate("csv_import", "no kind")))


def _basis(text: str) -> str | None:
    code = re.sub(r"[\s.]", "", text.lower())
    code = code if code.startswith("s") else f"s{code}"
    return code if code in BASES else None


_SEX_WORDS = {**{code: code for code in SEXES},
              **{en.casefold(): code for code, (en, _ml) in SEXES.items()},
              **{ml: code for code, (_en, ml) in SEXES.items()}, "": "unknown"}


# ------------------------------------------------------------------ rates

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
            if _control(v[name]):
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
            found.append(line_problem(n, _not_a_kind(clean(v["kind"]))))
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


# ------------------------------------------------------------------ register

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
            case[name] = _basis(text)
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
        report("kind", _not_a_kind(kind_text))
    sex = _SEX_WORDS.get(clean(v["sex"]).casefold())
    if sex is None:
        report("sex", translate("csv_import", "sex must be female, male, unknown or empty, not {text}")
               .format(text=repr(clean(v["sex"]))))
    ear_tag = clean(v["ear_tag"])
    if _SCIENTIFIC.match(ear_tag):
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
    first = group[0]

    def label(problem: str) -> str:
        """The problem, after the case's number when it has one."""
        if not first.case_no:
            return problem
        return translate("csv_import", "case {case_no}: {problem}").format(case_no=first.case_no, problem=problem)

    # the rows of one case must tell the same story
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
    brought = first.case.get("brought_at")
    if first.case_no and isinstance(brought, datetime):
        year = int(first.case_no.split("/")[1])
        if brought.year != year:
            problems.append(line_problem(first.row.line, label(translate(
                "csv_import", "the case is numbered for {year} but was brought on {day}; "
                              "cases are numbered in the year they were brought")
                .format(year=year, day=f"{brought:%d-%m-%Y}"))))
    draft = seizures.normalised(SeizureDraft(
        heads=[r.head for r in group],
        **{name: first.case[name] if name in _TIMES else first.case[name] or ""
           for name in case_columns if name not in _DISPOSAL}))
    released_at = first.case.get("released_at")
    released_to = first.case.get("released_to") or ""
    if not {"released_at", "released_to"} & first.bad:
        if released_at and not released_to:
            problems.append(line_problem(first.row.line, label(
                translate("csv_import", "released_to is needed with released_at"))))
        elif released_to and not released_at:
            problems.append(line_problem(first.row.line, label(
                translate("csv_import", "released_at is needed with released_to"))))
        elif isinstance(released_at, datetime):
            if isinstance(brought, datetime) and released_at < brought:
                problems.append(line_problem(first.row.line, label(
                    translate("csv_import", "released_at is before the cattle were brought"))))
            if released_at > now:
                problems.append(line_problem(first.row.line, label(
                    translate("csv_import", "released_at is in the future"))))
    reported = set(first.bad)
    for i, r in enumerate(group, start=1):
        reported |= {f"heads.{i}.{c}" for c in r.bad}
    for p in validate(draft, kind_codes, now):
        if p.field in reported:
            continue
        m = re.match(r"^heads\.(\d+)\.", p.field)
        if m:
            i = int(m.group(1))
            # the desk's "Head 2: …" (in the language on screen) is said here as "head 2: …"
            before, sep, rest = p.message.partition(": ")
            message = rest if sep and str(i) in before else p.message
            problems.append(line_problem(group[i - 1].row.line, label(
                translate("csv_import", "head {n}: {problem}").format(n=i, problem=message))))
        else:
            problems.append(line_problem(first.row.line, label(p.message)))
    if first.case_no is None:
        return None
    return ParsedCase(first.case_no, draft, tuple(r.row.line for r in group),
                      released_at if isinstance(released_at, datetime) else None, released_to)


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
