"""Searching the register, a page at a time (a register of 100,000 cases
must open and scroll at once)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from pound_desk.law.seizure import clean
from pound_desk.models import DB

FIELDS = ("any", "case_no", "owner", "seizer", "ear_tag", "kind")
STATUSES = ("held", "part_released", "released")


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


_HELD = ("(SELECT COUNT(*) FROM head h WHERE h.case_id = c.id AND NOT EXISTS "
         "(SELECT 1 FROM released_head rh WHERE rh.head_id = h.id))")
_HEADS = "(SELECT COUNT(*) FROM head h WHERE h.case_id = c.id)"
_STATUS = (f"CASE WHEN {_HELD} = {_HEADS} THEN 'held' WHEN {_HELD} = 0 THEN 'released' "
           "ELSE 'part_released' END")


def _like(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _where(q: Query) -> tuple[str, list]:
    clauses: list[str] = []
    params: list = []
    text = clean(q.text)
    if text:
        like = _like(text)
        tag = ("EXISTS (SELECT 1 FROM head h WHERE h.case_id = c.id AND h.ear_tag LIKE ? ESCAPE '\\') "
               "OR EXISTS (SELECT 1 FROM amendment a WHERE a.case_id = c.id AND a.field = 'ear_tag' "
               "AND a.new_value LIKE ? ESCAPE '\\')")
        kind = ("EXISTS (SELECT 1 FROM head h JOIN kind k ON k.code = h.kind WHERE h.case_id = c.id "
                "AND (h.kind LIKE ? ESCAPE '\\' OR k.en LIKE ? ESCAPE '\\' OR k.ml LIKE ? ESCAPE '\\'))")
        by_field = {
            "case_no": ("c.case_no LIKE ? ESCAPE '\\'", [like]),
            "owner": (f"{_current('owner_name')} LIKE ? ESCAPE '\\'", [like]),
            "seizer": (f"{_current('seizer_name')} LIKE ? ESCAPE '\\'", [like]),
            "ear_tag": (tag, [like, like]),
            "kind": (kind, [like, like, like]),
        }
        if q.field == "any":
            parts = [by_field[f] for f in ("case_no", "owner", "seizer", "ear_tag")]
            clauses.append("(" + " OR ".join(f"({p})" for p, _ in parts) + ")")
            for _, ps in parts:
                params += ps
        else:
            sql, ps = by_field[q.field]
            clauses.append(f"({sql})")
            params += ps
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
           f'FROM "case" c {where} ORDER BY c.brought_at DESC, c.id DESC LIMIT ? OFFSET ?')
    rows = DB.execute_sql(sql, params + [limit, offset]).fetchall()
    return [Row(r[0], r[1], _dt(r[2]), r[7] or "", r[8], r[3] or "", r[4] or "", r[5] or "", r[6])
            for r in rows]


def _dt(value) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
