"""Opening the pound's database: the connection with its pragmas, the
chain's and the search's SQL functions, and the seal at each commit. A file
that is new or older than this program is raised to the latest schema by the
ladder in models/migrations.py, loaded only then.
"""
from __future__ import annotations

import threading
from pathlib import Path

import peewee as pw

from pound_desk import paths
from pound_desk.models import chain, search
from pound_desk.models.base import DB
from pound_desk.models.schema_version import LATEST, SchemaTooNew, read_version
from pound_desk.models.writer import Writer

__all__ = ["LATEST", "PRAGMAS", "PoundDatabase", "SchemaTooNew", "close_database", "open_database"]


PRAGMAS = {
    "journal_mode": "wal",
    # FULL: a commit survives a power cut (the register is a legal record)
    "synchronous": "full",
    "foreign_keys": 1,
    # INSERT OR REPLACE deletes the row it replaces: with this on, that delete
    # meets the documents-of-record triggers instead of slipping past them
    "recursive_triggers": 1,
    "busy_timeout": 5000,
}


class _Sealing(threading.local):
    """One thread's count of the links its connection wrote, for its seal."""

    links_written = 0
    seal_from: int | None = None
    sealing = False


class _PerThread:
    """An attribute of the database that each thread keeps its own of (in
    the database's _Sealing, under the attribute's name without its "_")."""

    def __set_name__(self, owner, name: str) -> None:
        self.name = name.lstrip("_")

    def __get__(self, db, owner=None):
        return self if db is None else getattr(db._seals, self.name)

    def __set__(self, db, value) -> None:
        setattr(db._seals, self.name, value)


class PoundDatabase(pw.SqliteDatabase):
    """The pound's database. When the chain's trigger refused a row because
    an auditor is signed in, or the person signed in was disabled or
    suspended since, it says so in words (ServiceError) instead of SQLite's
    "user-defined function raised exception"."""

    # Sealing: the links a transaction writes are signed, inside it, just
    # before it commits (or right after a statement outside a transaction):
    # see models/seals.py. ``links_written`` is counted by the chain's actor
    # function; ``_seal_from`` is the first link a transaction may write.
    # Each thread keeps its own (_Sealing), as peewee gives each its own
    # connection: a worker's links, written and not yet committed, are not
    # another thread's to seal.
    links_written = _PerThread()
    _seal_from = _PerThread()
    _sealing = _PerThread()

    def __init__(self, database, writer: Writer, **kwargs):
        self._seals = _Sealing()
        super().__init__(database, **kwargs)
        self.writer = writer
        chain.register(self, writer.label)   # before connecting: the chaining triggers call it
        search.register(self)   # the name pieces' triggers call it

    def begin(self, *args, **kwargs):
        super().begin(*args, **kwargs)
        self.links_written = 0
        # the snapshot read here holds: a writer in between makes our own
        # write fail (WAL), so no link of another program falls in our range
        self._seal_from = self._last_link() + 1

    def _last_link(self) -> int:
        try:
            row = super().execute_sql("SELECT max(seq) FROM chain_link").fetchone()
        except pw.OperationalError:   # before the chain exists
            return 0
        return row[0] or 0

    def seal_now(self, first: int | None = None, reason: str = "") -> None:
        """Sign the links from ``first`` (by default, those this connection
        wrote since the last seal) to the last one."""
        if self._sealing:
            return
        last = self._last_link()
        if first is None:
            if not self.links_written:
                return
            first = self._seal_from if self._seal_from else last - self.links_written + 1
        self.links_written = 0
        if last < first:
            return
        self._sealing = True
        try:
            self.writer.seal(self, first, last, reason)
        finally:
            self._sealing = False

    def commit(self):
        if self.links_written and not self._sealing:
            self.seal_now()
        self._seal_from = None
        return super().commit()

    def rollback(self):
        self.links_written = 0
        self._seal_from = None
        return super().rollback()

    def execute_sql(self, *args, **kwargs):
        try:
            cursor = super().execute_sql(*args, **kwargs)
        except pw.OperationalError as exc:
            if "user-defined function raised exception" in str(exc):
                refused = self.writer.refusal()
                if refused is not None:
                    raise refused from exc
            raise
        if self.links_written and not self._sealing and not self.in_transaction() and self._autocommitted():
            self.seal_now()   # a statement outside any transaction: sealed at once
        return cursor

    def _autocommitted(self) -> bool:
        conn = self._state.conn
        return conn is not None and conn.in_transaction is False


def open_database(path: str | Path, writer: Writer) -> pw.SqliteDatabase:
    """Open (creating if need be) the pound's database and bind the models;
    ``writer`` says who writes (services/desk/storage.py hands in the desk's)."""
    path = Path(path)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    for kept in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        paths.tighten(kept)   # a file made before the program kept them private
    db = PoundDatabase(str(path), writer, pragmas=PRAGMAS)
    DB.initialize(db)
    db.connect(reuse_if_open=True)
    if read_version(db) != LATEST:
        # late: the ladder loads every table's class, which a register at the
        # latest version (every start but the first after an upgrade) need not
        from pound_desk.models.migrations import upgrade

        upgrade(db, path, writer.carry)
    return db


def close_database() -> None:
    if DB.obj is not None and not DB.is_closed():
        DB.close()
