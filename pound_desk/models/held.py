"""When each head left the pound: derived data kept by triggers, so that
"which cattle are held" reads the few heads still in the pound through an
index instead of setting every head of the register against every release.

``head_out`` has a row per head: the moment of the release that took it out,
or ``STILL_HELD`` (a moment after any real one) while it is in the pound.
Held at a moment T = ``out_at >= T`` (a release at T itself counts as out
only for moments after it, as the anti-joins it replaces had it). Like the
search index it is not a record: it is rebuilt from the register at will.
"""
from __future__ import annotations

from datetime import datetime

import peewee as pw

TABLE = "head_out"
# later than any moment a release can carry; compares as text like the stored times
STILL_HELD = "9999-12-31 23:59:59"

_DDL = [
    f"""CREATE TABLE IF NOT EXISTS {TABLE} (
        head_id INTEGER PRIMARY KEY, case_id INTEGER NOT NULL, out_at TEXT NOT NULL)""",
    f"CREATE INDEX IF NOT EXISTS {TABLE}_out_at ON {TABLE}(out_at, case_id)",
    f"""CREATE TRIGGER IF NOT EXISTS {TABLE}_head AFTER INSERT ON head BEGIN
        INSERT INTO {TABLE}(head_id, case_id, out_at) VALUES (new.id, new.case_id, '{STILL_HELD}'); END""",
    f"""CREATE TRIGGER IF NOT EXISTS {TABLE}_release AFTER INSERT ON released_head BEGIN
        UPDATE {TABLE} SET out_at = (SELECT r.released_at FROM release r WHERE r.id = new.release_id)
        WHERE head_id = new.head_id; END""",
]

_REBUILD = f"""
INSERT INTO {TABLE}(head_id, case_id, out_at)
SELECT h.id, h.case_id, COALESCE((SELECT r.released_at FROM released_head rh JOIN release r
                                  ON r.id = rh.release_id WHERE rh.head_id = h.id), '{STILL_HELD}')
FROM head h
"""


def create(db: pw.Database) -> None:
    for sql in _DDL:
        db.execute_sql(sql)


def rebuild(db: pw.Database) -> None:
    db.execute_sql(f"DELETE FROM {TABLE}")
    db.execute_sql(_REBUILD)


def heads_in_at(moment: datetime) -> pw.SQL:
    """The ids of heads not yet out at ``moment``, for ``Head.id.in_(...)``."""
    return pw.SQL(f"(SELECT head_id FROM {TABLE} WHERE out_at >= ?)", [moment])


def cases_in_at(moment: datetime) -> pw.SQL:
    """The ids of cases with a head not yet out at ``moment``, for ``Case.id.in_(...)``."""
    return pw.SQL(f"(SELECT case_id FROM {TABLE} WHERE out_at >= ?)", [moment])
