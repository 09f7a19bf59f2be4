"""The version of the register's schema this program writes, and the one a
file is at (``PRAGMA user_version``): asked at every opening, before the
ladder of migrations (models/migrations.py) is loaded for a file that needs it."""
from __future__ import annotations

import peewee as pw

LATEST = 19


class SchemaTooNew(Exception):
    """The file was written by a newer Pound Desk."""


def read_version(db: pw.Database) -> int:
    return db.execute_sql("PRAGMA user_version").fetchone()[0]
