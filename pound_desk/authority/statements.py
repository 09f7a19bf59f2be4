"""Plain statements for the import's writes: a year's import is 12,000
bundles, and an ORM query built for each row was most of its time over the
rows themselves (docs/PERFORMANCE.md, "The import against a plain loader")."""
from __future__ import annotations

from typing import Sequence

import peewee as pw

# rows written by one statement (SQLite takes at most 32,766 values in one)
ROWS_A_STATEMENT = 1000


def for_db(db: pw.Database, sql: str) -> str:
    """A statement written with ``?`` for the database's own placeholder."""
    return sql.replace("?", db.param)


def insert_sql(model, columns: Sequence[str], rows: int = 1, returning: bool = False) -> str:
    """``INSERT`` of ``rows`` rows of ``columns`` into the model's table, written with ``?``."""
    marks = "(" + ", ".join("?" for _ in columns) + ")"
    names = ", ".join(f'"{c}"' for c in columns)
    sql = f'INSERT INTO "{model._meta.table_name}" ({names}) VALUES {", ".join([marks] * rows)}'
    return sql + (' RETURNING "id"' if returning else "")


def insert_rows(db: pw.Database, model, columns: Sequence[str], rows: Sequence[Sequence]) -> None:
    """Every row in as few statements as the database takes."""
    for first in range(0, len(rows), ROWS_A_STATEMENT):
        chunk = rows[first:first + ROWS_A_STATEMENT]
        db.execute_sql(for_db(db, insert_sql(model, columns, len(chunk))), [v for row in chunk for v in row])
