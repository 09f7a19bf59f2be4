"""Searching the register, a page at a time (a register of 100,000 cases
must open and scroll at once)."""
from __future__ import annotations

import json
import math
import re
import unicodedata
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from pound_desk.law import numbering
from pound_desk.law.problems import clean
from pound_desk.law.seizure import EAR_TAG
from pound_desk.models import DB, search
from pound_desk.transliterate import to_malayalam, with_old_chillus

FIELDS = ("any", "case_no", "owner", "seizer", "ear_tag", "kind")
# which columns of the search index each field looks in
_SEARCH_COLUMNS = {
    "any": ("case_no", "owner", "seizer", "tags"),
    "case_no": ("case_no",), "owner": ("owner",), "seizer": ("seizer",),
    "ear_tag": ("tags",), "kind": ("kinds",),
}
STATUSES = ("held", "part_released", "released")
# fields searched for the text as typed only
_NOT_NAMES = ("case_no", "ear_tag")
# a whole case number (17/2026) and a whole receipt number (2026-27/00012)
_CASE_NO = re.compile(r"^([0-9]{1,7})/([0-9]{4})\Z")
_RECEIPT_NO = re.compile(r"^[0-9]{4}-[0-9]{2}/[0-9]{1,7}\Z")
# case numbers named in one search by number, at most
_MOST_NUMBERS = 200
# the cases a search counts before it says "more than" (the window, the command line)
COUNT_CAP = 1000


@dataclass(frozen=True)
class Query:
    text: str = ""
    field: str = "any"
    status: str | None = None
    date_from: date | None = None
    date_to: date | None = None


@dataclass(frozen=True)
class Row:
    id: int
    case_no: str
    brought_at: datetime
    heads: str          # "2 cow, 1 goat"
    head_count: int
    owner_name: str
    seizer_name: str
    seized_place: str
    status: str


# The current value of a name is the newest amendment's, else the entry's.
def _current(column: str) -> str:
    return (f"COALESCE((SELECT a.new_value FROM amendment a WHERE a.case_id = c.id AND a.head_id IS NULL "
            f"AND a.field = '{column}' ORDER BY a.made_at DESC, a.id DESC LIMIT 1), c.{column})")


_HEADS = "(SELECT COUNT(*) FROM head h WHERE h.case_id = c.id)"
_STATUS = ("(SELECT CASE WHEN SUM(rh.id IS NULL) = COUNT(*) THEN 'held' "
           "WHEN SUM(rh.id IS NULL) = 0 THEN 'released' ELSE 'part_released' END "
           "FROM head h LEFT JOIN released_head rh ON rh.head_id = h.id WHERE h.case_id = c.id)")


def _like(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _by_number(text: str, field: str) -> tuple[str, list] | None:
    """A whole case number, receipt number or ear tag, found through B-tree
    indexes (a hundredth of a millisecond at any size of register) instead
    of the trigram index; None when the text is none of them.

    The cases found are those the trigram search finds, for the same reasons:
    the numbers that end with the text typed (``17/2026`` is also the end of
    ``117/2026``, as it always was), the ear tags equal to it (a tag is 12
    digits, spaces aside, so a tag holding 12 digits in a row is that tag),
    and in any field the names that contain it (only a name with a digit
    can, and those have their own small index). A receipt number also finds
    the case it was issued for."""
    selects: list[str] = []   # each gives case ids; one IN over them all
    params: list = []
    case_no = _CASE_NO.match(text)
    receipt = _RECEIPT_NO.match(text)
    tag = EAR_TAG.match(text)
    if case_no and field in ("any", "case_no"):
        numbers = _numbers_ending(text, case_no.group(1), int(case_no.group(2)))
        if numbers is None:
            return None   # "1/2026" ends a tenth of the year's numbers: the trigram index answers
        if numbers:
            selects.append(f'SELECT n.id FROM "case" n WHERE n.case_no IN ({", ".join("?" for _ in numbers)})')
            params += numbers
    elif tag and field in ("any", "ear_tag"):
        selects.append("SELECT h.case_id FROM head h WHERE h.ear_tag = ?")
        selects.append("SELECT a.case_id FROM amendment a WHERE a.field = 'ear_tag' AND a.new_value = ?")
        params += [text, text]
    elif receipt and field == "any":
        try:
            fy, serial = numbering.parse_receipt_number(text)
            number = numbering.receipt_number(fy, serial)
        except ValueError:
            number = text
        selects.append("SELECT r.case_id FROM receipt r WHERE r.number = ?")
        params.append(number)
    else:
        return None   # not a number, or one looked for where it cannot be: the trigram index answers
    if field == "any":
        # the names that contain the number: only names with a digit can
        selects.append(f'SELECT n.id FROM "case" n INDEXED BY case_owner_digits '
                       f"WHERE {search.OWNER_DIGITS} AND instr(n.owner_name, ?) > 0")
        selects.append(f'SELECT n.id FROM "case" n INDEXED BY case_seizer_digits '
                       f"WHERE {search.SEIZER_DIGITS} AND instr(n.seizer_name, ?) > 0")
        selects.append(f"SELECT a.case_id FROM amendment a INDEXED BY amendment_name_digits "
                       f"WHERE {search.AMENDED_NAME_DIGITS} AND instr(a.new_value, ?) > 0")
        params += [text, text, text]
    if not selects:
        return "0", []
    return f"c.id IN ({' UNION ALL '.join(selects)})", params


# the name columns each field looks in (through the table of name pieces)
_NAME_COLUMNS = {"any": search.NAME_FIELDS, "owner": ("owner_name",), "seizer": ("seizer_name",)}


def _name_texts(text: str, field: str) -> list[str]:
    """The texts a search looks for: as typed, and (three characters or
    more) a name typed in English letters in Malayalam too ("raman" finds
    രാമൻ), and a chillu typed either way written the older way too."""
    texts = [text]
    if len(text) >= 3 and field not in _NOT_NAMES:
        malayalam = clean(to_malayalam(text))
        for variant in (malayalam, with_old_chillus(malayalam), with_old_chillus(text)):
            if len(variant) >= 3 and variant not in texts:
                texts.append(variant)
    return texts


def _ascii_fold(text: str) -> str:
    # LIKE's comparison: small and capital English letters alike, nothing else
    return "".join(chr(ord(c) + 32) if "A" <= c <= "Z" else c for c in text)


def _by_names(text: str, field: str) -> tuple[str, list, tuple[str, list]] | None:
    """A search in names through the table of name pieces (schema v16):
    the cases whose owner's or seizer's name (as entered or amended)
    contains the text, as the trigram index finds them, at any size of
    register. None when the field holds more than names (in any field, a
    text without a letter may be in a case number or an ear tag: the other
    ways answer). The third part counts the cases without reading them: a
    statement of their ids, through the indexes alone."""
    columns = _NAME_COLUMNS.get(field)
    if columns is None or (field == "any" and not any(c.isalpha() for c in text)):
        return None
    # three characters or more: the trigram index's comparison; fewer: LIKE's
    short = len(text) < 3
    compare = _ascii_fold if short else search.fold
    texts = [compare(t) for t in _name_texts(text, field)]
    names = _names_containing(texts, compare)
    listed = json.dumps(sorted(names), ensure_ascii=False)
    dense = bool(names) and _many(columns, listed)
    parts = _name_parts(columns, listed if names else None, dense, texts, compare)
    if not parts:
        return "0", [], None
    params = [p for _, _, ps in parts for p in ps]
    ids = " UNION ALL ".join(_ids_of(how, sql) for how, sql, _ in parts)
    if dense:
        # the amended names (few) are gathered once; the names as entered, case by case
        return ("(" + " OR ".join(sql if how == "on" else f"c.id IN ({sql})" for how, sql, _ in parts) + ")",
                params, (ids, list(params)))
    return f"c.id IN ({ids})", params, (ids, list(params))


def _names_containing(texts: list[str], compare) -> set[str]:
    """The names in the table of name pieces that contain one of ``texts``
    (each already compared as ``compare`` writes it)."""
    names: set[str] = set()
    for t in texts:
        words = search.fold(t).split()
        if not words:
            continue
        # the names with a word that contains the text's longest word (one
        # range of pieces), then those that contain the whole text
        key = max(words, key=len)
        found = DB.execute_sql(f"SELECT DISTINCT name FROM {search.PIECES} WHERE piece >= ? AND piece < ?",
                               [key, key + "\U0010ffff"])
        names.update(n for (n,) in found if t in compare(n))
    return names


def _name_parts(columns: tuple[str, ...], listed: str | None, dense: bool, texts: list[str],
                compare) -> list[tuple[str, str, list]]:
    """The parts of a search of names, each (a condition on the case c, or a
    SELECT of case ids; its parameters): the cases with one of the names
    ``listed`` (None: no name was found), as entered or amended, and those
    whose name runs into its amendments across a space."""
    parts: list[tuple[str, str, list]] = []
    for column in columns:
        if listed is not None:
            if dense:
                # "+": not through the name's index, so that the newest cases are read in
                # order (the date's index) and the reading stops at a page, or the cap
                parts.append(("on", f'+c."{column}" IN (SELECT value FROM json_each(?))', [listed]))
            else:
                parts.append(("ids", f'SELECT n.id FROM "case" n WHERE n."{column}" IN '
                                     "(SELECT value FROM json_each(?))", [listed]))
            parts.append(("ids", f"SELECT a.case_id FROM amendment a WHERE a.field = '{column}' "
                                 "AND a.new_value IN (SELECT value FROM json_each(?))", [listed]))
        spanning = _across_amendments(column, [t for t in texts if " " in t], compare)
        if spanning:
            parts.append(("ids", "SELECT value FROM json_each(?)", [json.dumps(spanning)]))
    return parts


def _ids_of(how: str, sql: str) -> str:
    """A part of a search of names as a statement of case ids (a condition
    on ``+c."column"`` read through the column's index)."""
    if how == "ids":
        return sql
    column = sql.split('"')[1]
    return f'SELECT n.id FROM "case" n WHERE n."{column}" IN (SELECT value FROM json_each(?))'


def _by_kinds(text: str, field: str) -> tuple[str, list, tuple[str, list]] | None:
    """A search in kinds through the heads' index of kinds: the kinds whose
    code, English or Malayalam name contains the text (a few dozen kinds,
    compared here), then the cases with a head of one of them, entered or
    amended, as the trigram index finds them. None for a text of several
    words (it may run from one head's kind into the next: the trigram index
    answers)."""
    if field != "kind":
        return None
    short = len(text) < 3
    compare = _ascii_fold if short else search.fold
    texts = [compare(t) for t in _name_texts(text, field)]
    if any(c.isspace() for t in texts for c in t):
        return None
    words = {code: " ".join((code, en or "", ml or ""))
             for code, en, ml in DB.execute_sql("SELECT code, en, ml FROM kind")}
    kinds = json.dumps(sorted(code for code, w in words.items() if any(t in compare(w) for t in texts)))
    heads = "SELECT h.case_id FROM head h WHERE h.kind IN (SELECT value FROM json_each(?))"
    amended = ("SELECT a.case_id FROM amendment a WHERE a.field = 'kind' "
               "AND a.new_value IN (SELECT value FROM json_each(?))")
    ids = f"{heads} UNION ALL {amended}"
    dense = _dense_at()
    many = DB.execute_sql("SELECT COUNT(*) FROM (SELECT 1 FROM head h WHERE h.kind IN "
                          "(SELECT value FROM json_each(?)) LIMIT ?)", [kinds, dense]).fetchone()[0] >= dense
    if many:
        # a common kind: the newest cases read in order, each asked about its heads
        where = (f"(EXISTS (SELECT 1 FROM head h WHERE h.case_id = c.id AND h.kind IN "
                 f"(SELECT value FROM json_each(?))) OR c.id IN ({amended}))")
    else:
        where = f"c.id IN ({ids})"
    return where, [kinds, kinds], (ids, [kinds, kinds])


# A name (or kind) found in many cases is read case by case, newest first,
# stopping at a page, instead of gathering all its cases and sorting them:
# gathering costs a look-up a case found, reading in order a step a case
# passed over (about 200 / the share of cases found). The two cost the same
# at about sqrt(40 N) cases found in a register of N; tests set DENSE.
DENSE: int | None = None


def _dense_at() -> int:
    if DENSE is not None:
        return DENSE
    cases = DB.execute_sql('SELECT MAX(id) FROM "case"').fetchone()[0] or 0
    return max(500, math.isqrt(40 * cases))


def _many(columns: tuple[str, ...], listed: str) -> bool:
    """Whether the names are in as many cases as make reading them in order
    the quicker (counted through the names' indexes, no further than that)."""
    dense = _dense_at()
    found = 0
    for column in columns:
        found += DB.execute_sql(f'SELECT COUNT(*) FROM (SELECT 1 FROM "case" n WHERE n."{column}" IN '
                                f"(SELECT value FROM json_each(?)) LIMIT ?)", [listed, dense]).fetchone()[0]
        if found >= dense:
            return True
    return False


def _across_amendments(column: str, texts: list[str], compare) -> list[int]:
    """The cases whose name and its amendments, joined by spaces as the
    trigram index holds them, contain one of the texts (of several words)
    across a join."""
    if not texts:
        return []
    rows = DB.execute_sql(f'SELECT a.case_id, c."{column}", a.new_value FROM amendment a '
                          f'JOIN "case" c ON c.id = a.case_id WHERE a.field = ? ORDER BY a.case_id, a.id',
                          [column])
    joined: dict[int, str] = {}
    for case_id, name, value in rows:
        joined[case_id] = joined.get(case_id, name or "") + " " + (value or "")
    return [case_id for case_id, whole in joined.items() if any(t in compare(whole) for t in texts)]


def _numbers_ending(text: str, serial: str, year: int) -> list[str] | None:
    """The case numbers of ``year`` in the register that end with ``text``
    (``serial/year``): serials whose digits end with ``serial``, up to the
    year's highest (one step of an index). None when they are too many to
    name."""
    highest = DB.execute_sql('SELECT MAX(c.serial) FROM "case" c WHERE c.year = ?', [year]).fetchone()[0] or 0
    step = 10 ** len(serial)
    # "017" ends 1017, 2017, ... but not 17
    first = max(int(serial) + (step if serial.startswith("0") else 0), 1)
    if (highest - first) // step >= _MOST_NUMBERS:
        return None
    numbers = (numbering.case_number(n, year) for n in range(first, highest + 1, step))
    return [n for n in numbers if n.endswith(text)]


def _where(q: Query, fast: bool = True) -> tuple[str, list]:
    return _where_counted(q, fast)[:2]


def _where_counted(q: Query, fast: bool = True) -> tuple[str, list, tuple[str, list] | None]:
    """The WHERE clause over ``"case" c`` and its parameters, and for a
    search of names alone, a way to count without reading the cases
    (``_by_names``)."""
    counted = None
    clauses: list[str] = []
    params: list = []
    # control characters can be in no entry (the forms refuse them) and a NUL
    # would end the search expression early: they are dropped from the query
    text = clean("".join(c for c in q.text if unicodedata.category(c) != "Cc"))
    found = _by_number(text, q.field) if text and fast else None
    if found is None and text and fast:
        found = _by_names(text, q.field) or _by_kinds(text, q.field)
    if found is not None:
        clauses.append(found[0])
        params += found[1]
        if len(found) > 2 and not (q.status or q.date_from or q.date_to):
            counted = found[2]
    elif text:
        clause, more = _by_text(text, q.field)
        clauses.append(clause)
        params += more
    for clause, value in _filters(q):
        clauses.append(clause)
        params.append(value)
    return ("WHERE " + " AND ".join(clauses)) if clauses else "", params, counted


def _by_text(text: str, field: str) -> tuple[str, list]:
    """A search of the text in the search index's columns of ``field``: the
    trigram index for three characters or more, LIKE for fewer."""
    columns = _SEARCH_COLUMNS[field]
    if len(text) >= 3:
        # the trigram index finds any substring of three characters or more;
        # a name typed in English letters also finds it stored in Malayalam
        # ("raman" finds രാമൻ), and a chillu typed either way finds it written
        # the older way too (numbers and ear tags are not names; a Malayalam
        # spelling shorter than three letters would find nearly every name)
        texts = _name_texts(text, field)
        phrases = " OR ".join('"' + t.replace('"', '""') + '"' for t in texts)
        return (f"c.id IN (SELECT rowid FROM {search.TABLE} WHERE {search.TABLE} MATCH ?)",
                [f"{{{' '.join(columns)}}}: ({phrases})"])
    like = _like(text)
    ors = " OR ".join(f"{col} LIKE ? ESCAPE '\\'" for col in columns)
    return f"c.id IN (SELECT rowid FROM {search.TABLE} WHERE {ors})", [like] * len(columns)


def _filters(q: Query) -> list[tuple[str, object]]:
    """The conditions of the status and the days brought, each with its value."""
    out: list[tuple[str, object]] = []
    if q.status:
        out.append((f"{_STATUS} = ?", q.status))
    if q.date_from:
        out.append(("c.brought_at >= ?", datetime.combine(q.date_from, time())))
    if q.date_to:
        out.append(("c.brought_at < ?", datetime.combine(q.date_to + timedelta(days=1), time())))
    return out


# The window asks for the count, then the first page, of the same search:
# its WHERE clause (which may read the year's highest serial) is made once,
# and made again once anything was written, here or by another program.
# (One tuple, read and replaced whole: a worker thread searching on its own
# connection never takes another's clause.)
_last: tuple = (None, ("", [], None))


def _where_once(q: Query, fast: bool) -> tuple[str, list]:
    where, params, _ = _where_counted_once(q, fast)
    return where, params


def _where_counted_once(q: Query, fast: bool) -> tuple[str, list, tuple[str, list] | None]:
    global _last
    con = DB.connection()
    key = (q, fast, id(con), con.total_changes, con.execute("PRAGMA data_version").fetchone()[0])
    last = _last
    if last[0] != key:
        last = _last = (key, _where_counted(q, fast))
    where, params, counted = last[1]
    return where, list(params), counted


def count(q: Query, fast: bool = True, cap: int | None = None) -> int:
    """``fast=False`` looks in the trigram index only, as every search did
    before the numbers and names had their own indexes (the tests compare
    the two). With ``cap``, counting stops at ``cap + 1``: "more than
    ``cap``" (a common name in a million cases need not be counted to the
    last)."""
    where, params, counted = _where_counted_once(q, fast)
    if cap is not None and counted is not None:
        ids, ids_params = counted      # each case once, through the indexes alone
        return DB.execute_sql(f"SELECT COUNT(*) FROM (SELECT DISTINCT * FROM ({ids}) LIMIT ?)",
                              ids_params + [cap + 1]).fetchone()[0]
    return count_where(where, params, cap=cap)


def count_where(where: str, params: list, cap: int | None = None) -> int:
    """The cases a WHERE clause over ``"case" c`` selects (the benchmarks
    time a search against the plainest statement for the same cases)."""
    if cap is None:
        return DB.execute_sql(f'SELECT COUNT(*) FROM "case" c {where}', params).fetchone()[0]
    return DB.execute_sql(f'SELECT COUNT(*) FROM (SELECT 1 FROM "case" c {where} LIMIT ?)',
                          params + [cap + 1]).fetchone()[0]


def page(q: Query, offset: int, limit: int, fast: bool = True) -> list[Row]:
    """Newest first."""
    return page_where(*_where_once(q, fast), offset, limit)


def page_where(where: str, params: list, offset: int, limit: int) -> list[Row]:
    """A page of the cases a WHERE clause over ``"case" c`` selects, newest first."""
    sql = (f"SELECT c.id, c.case_no, c.brought_at, {_current('owner_name')}, {_current('seizer_name')}, "
           f"{_current('seized_place')}, {_STATUS}, "
           "(SELECT GROUP_CONCAT(n || ' ' || kind, ', ') FROM (SELECT h.kind AS kind, COUNT(*) AS n "
           "FROM head h WHERE h.case_id = c.id GROUP BY h.kind ORDER BY MIN(h.seq))), "
           f"{_HEADS} "
           # pick the page's ids first, so the columns are worked out for those rows only
           f'FROM "case" c WHERE c.id IN (SELECT c.id FROM "case" c {where} '
           f"ORDER BY c.brought_at DESC, c.id DESC LIMIT ? OFFSET ?) "
           "ORDER BY c.brought_at DESC, c.id DESC")
    rows = DB.execute_sql(sql, params + [limit, offset]).fetchall()
    return [Row(r[0], r[1], _dt(r[2]), r[7] or "", r[8], r[3] or "", r[4] or "", r[5] or "", r[6])
            for r in rows]


def _dt(value) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
