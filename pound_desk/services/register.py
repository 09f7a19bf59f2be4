"""Searching the register, a page at a time (a register of 100,000 cases
must open and scroll at once)."""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from pound_desk.law.seizure import clean
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


def _where(q: Query) -> tuple[str, list]:
    clauses: list[str] = []
    params: list = []
    # control characters can be in no entry (the forms refuse them) and a NUL
    # would end the search expression early: they are dropped from the query
    text = clean("".join(c for c in q.text if unicodedata.category(c) != "Cc"))
    if text:
        columns = _SEARCH_COLUMNS[q.field]
        if len(text) >= 3:
            # the trigram index finds any substring of three characters or more;
            # a name typed in English letters also finds it stored in Malayalam
            # ("raman" finds രാമൻ), and a chillu typed either way finds it written
            # the older way too (numbers and ear tags are not names; a Malayalam
            # spelling shorter than three letters would find nearly every name)
            texts = [text]
            if q.field not in _NOT_NAMES:
                malayalam = clean(to_malayalam(text))
                for variant in (malayalam, with_old_chillus(malayalam), with_old_chillus(text)):
                    if len(variant) >= 3 and variant not in texts:
                        texts.append(variant)
            phrases = " OR ".join('"' + t.replace('"', '""') + '"' for t in texts)
            clauses.append(f"c.id IN (SELECT rowid FROM {search.TABLE} WHERE {search.TABLE} MATCH ?)")
            params.append(f"{{{' '.join(columns)}}}: ({phrases})")
        else:
            like = _like(text)
            ors = " OR ".join(f"{col} LIKE ? ESCAPE '\\'" for col in columns)
            clauses.append(f"c.id IN (SELECT rowid FROM {search.TABLE} WHERE {ors})")
            params += [like] * len(columns)
    if q.status:
        clauses.append(f"{_STATUS} = ?")
        params.append(q.status)
    if q.date_from:
        clauses.append("c.brought_at >= ?")
        params.append(datetime.combine(q.date_from, time()))
    if q.date_to:
        clauses.append("c.brought_at < ?")
        params.append(datetime.combine(q.date_to + timedelta(days=1), time()))
    return ("WHERE " + " AND ".join(clauses)) if clauses else "", params


def count(q: Query) -> int:
    where, params = _where(q)
    return DB.execute_sql(f'SELECT COUNT(*) FROM "case" c {where}', params).fetchone()[0]


def page(q: Query, offset: int, limit: int) -> list[Row]:
    """Newest first."""
    where, params = _where(q)
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
