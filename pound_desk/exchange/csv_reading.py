"""Reading a CSV file the keeper brings (csv_import.py says what one may
hold): its bytes as UTF-8, its header and rows, and the values in its cells;
each problem numbered by the line a spreadsheet shows it on."""
from __future__ import annotations

import codecs
import csv
import difflib
import io
import re
import unicodedata
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Iterable, Mapping

from pound_desk import csv_cells
from pound_desk.language import translate
from pound_desk.law.kinds import ACT_KINDS, SEXES
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import BASES

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
SCIENTIFIC = re.compile(r"^\d(?:\.\d+)?e\+?\d+$", re.IGNORECASE)


def has_control(text: str) -> bool:
    """Whether ``text`` holds a line break or another control character (within it)."""
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


def not_a_kind(text: str) -> str:
    """What is said of a kind that is not cattle under the Act."""
    return translate("csv_import", "{kind} is not a kind of cattle under s. 2(1) (give its code: cow, ox, bull, …)"
                     ).format(kind=repr(text or translate("csv_import", "no kind")))


def basis_code(text: str) -> str | None:
    """The section seized under, as written (``s9``, ``S. 10``, ``10``), or None."""
    code = re.sub(r"[\s.]", "", text.lower())
    code = code if code.startswith("s") else f"s{code}"
    return code if code in BASES else None


SEX_WORDS = {**{code: code for code in SEXES},
              **{en.casefold(): code for code, (en, _ml) in SEXES.items()},
              **{ml: code for code, (_en, ml) in SEXES.items()}, "": "unknown"}
