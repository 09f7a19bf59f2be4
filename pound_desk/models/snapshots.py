"""Copies of the database file that can be trusted: SQLite's online backup
into a temporary name, synced to disk, read back and checked, then renamed.

This is the storage layer's part of backups (the migration ladder uses it
before every step); rotation, listing and restoring are built on it above
the records. Nothing here imports Qt.
"""
from __future__ import annotations

import os
import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import Callable

from pound_desk import errorlog
from pound_desk.cancel import Cancelled, Stop, interrupting
from pound_desk.language import translate

SUFFIX = ".sqlite3"
# pound-desk-20261130-071502-daily.sqlite3
_NAME = re.compile(r"^(?P<stem>.+)-(?P<stamp>\d{8}-\d{6})-(?P<kind>[a-z0-9-]+)\.sqlite3$")
_KINDS = re.compile(r"^[a-z0-9][a-z0-9-]*$")


@lru_cache(maxsize=1)
def counted() -> tuple[str, ...]:
    """The tables whose row counts a backup must match: every table of the schema."""
    # late: every table's class, loaded with the first backup, not with the
    # desk's start (the backups' folder and names are asked before the rows)
    from pound_desk.models.tables import ALL_MODELS

    return tuple(m._meta.table_name for m in ALL_MODELS)


class BackupFailed(Exception):
    """A copy could not be written, or did not read back as the original.
    The message is in plain words; ``details`` keeps what SQLite said, for
    the error log and a window's details, never the message itself."""

    def __init__(self, message: str, details: list[str] | tuple[str, ...] = ()):
        super().__init__(message)
        self.details = list(details)


def plainly(error: BaseException | str) -> str:
    """SQLite's error said of a file, in plain words (its own go to the details)."""
    kind = errorlog.trouble(error)
    if kind in ("damaged", "not a database"):
        return translate("snapshots", "the file is damaged")
    if kind == "full":
        return translate("snapshots", "the disk is full")
    if kind == "disk":
        return translate("snapshots", "the disk could not be read or written")
    if kind == "busy":
        return translate("snapshots", "another program is using the database; try again in a moment")
    if kind == "read-only":
        return translate("snapshots", "the file or its folder cannot be written")
    return translate("snapshots", "the file could not be read or written")


@dataclass(frozen=True)
class Written:
    path: Path
    counts: dict[str, int]


def backups_dir(db_path: Path) -> Path:
    """Backups live beside the database (the user's data folder), never in the
    install folder."""
    return Path(db_path).parent / "backups"


def backup_name(db_path: Path, kind: str, when: datetime) -> str:
    if not _KINDS.match(kind):
        raise ValueError(f"not a kind of backup: {kind!r}")
    return f"{Path(db_path).stem}-{when:%Y%m%d-%H%M%S}-{kind}{SUFFIX}"


def parse_name(name: str) -> tuple[datetime, str] | None:
    """(when, kind) of a backup's file name, or None for any other file."""
    m = _NAME.match(name)
    if not m:
        return None
    try:
        return datetime.strptime(m["stamp"], "%Y%m%d-%H%M%S"), m["kind"]
    except ValueError:
        return None


def counts(con: sqlite3.Connection) -> dict[str, int]:
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return {t: con.execute(f'SELECT COUNT(*) FROM "{t}"').fetchone()[0] for t in counted() if t in tables}


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened)."""
    if os.name == "nt":  # pragma: no cover - Windows has no directory fsync
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover - some file systems refuse it
        pass
    finally:
        os.close(fd)


class CheckCancelled(Cancelled):
    """A check was stopped before it finished (the desk is closing)."""


def check_file(path: Path, full: bool = True, live: bool = False,
               cancelled: Callable[[], bool] | None = None,
               progress: Callable[[int, int], None] | None = None) -> list[str]:
    """``PRAGMA integrity_check`` (or the quicker ``quick_check``) of a file,
    then the foreign keys table by table: [] when it is sound, else what
    SQLite found (or why it cannot be read). A ``live`` database is opened for
    writing, so that SQLite can replay the write-ahead log a crash left
    behind; a backup is only read. ``progress(done, total)`` after each step.

    ``cancelled`` is looked at before and after every step and by SQLite's
    progress handler; a ``cancel.Stop`` also interrupts the step running,
    the page check of the whole file included (one statement that reads
    every page). Stopped, the check raises ``CheckCancelled`` having found
    nothing either way: neither damage nor a pass."""
    path = Path(path)
    if not path.is_file():
        return [translate("snapshots", "{path} is missing").format(path=path)]
    try:
        con = (sqlite3.connect(path, timeout=5) if live
               else sqlite3.connect(f"file:{path.as_posix()}?mode=ro", uri=True))
    except sqlite3.Error as e:
        return [str(e)]

    def stopped() -> bool:
        return cancelled is not None and cancelled()

    if cancelled is not None and not isinstance(cancelled, Stop):
        # a plain flag is asked every few thousand steps of SQLite's (a Stop
        # interrupts instead, and spares the check a call into Python each time)
        con.set_progress_handler(lambda: 1 if cancelled() else 0, 10_000)
    try:
        with interrupting(cancelled, con):
            _stop_if(stopped)
            tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                                "AND name NOT LIKE 'sqlite_%' ORDER BY name")]
            total = 1 + len(tables)
            rows = [r[0] for r in con.execute("PRAGMA integrity_check" if full else "PRAGMA quick_check")]
            _stop_if(stopped)      # what a cut-short check found proves nothing
            if rows != ["ok"]:
                return rows
            if progress:
                progress(1, total)
            bad_keys = _bad_keys(con, tables, stopped, progress, total)
        return [translate("snapshots", "{count} rows point at rows that are not there")
                .format(count=bad_keys)] if bad_keys else []
    except sqlite3.Error as e:
        if stopped():
            raise CheckCancelled() from e
        return [str(e)]
    finally:
        con.close()


def _stop_if(stopped: Callable[[], bool]) -> None:
    if stopped():
        raise CheckCancelled()


def _bad_keys(con: sqlite3.Connection, tables: list[str], stopped: Callable[[], bool],
              progress: Callable[[int, int], None] | None, total: int) -> int:
    """How many rows point at rows that are not there, table by table (each
    table a step of ``progress``, after the pages' check)."""
    bad_keys = 0
    for n, table in enumerate(tables, start=2):
        _stop_if(stopped)
        quoted = table.replace('"', '""')
        bad_keys += len(con.execute(f'PRAGMA foreign_key_check("{quoted}")').fetchall())
        _stop_if(stopped)
        if progress:
            progress(n, total)
    return bad_keys


def opens(path: Path) -> list[str]:
    """What the start needs before the window: the file opens, a write-ahead
    log left by a crash replays, and the schema and its version read ([]
    when they do). Milliseconds at any size; the page-by-page check runs
    later (``check_file``), when it costs nobody's time."""
    path = Path(path)
    if not path.is_file():
        return [translate("snapshots", "{path} is missing").format(path=path)]
    try:
        con = sqlite3.connect(path, timeout=5)
    except sqlite3.Error as e:
        return [str(e)]
    try:
        con.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
        con.execute("PRAGMA user_version").fetchone()
        return []
    except sqlite3.Error as e:
        return [str(e)]
    finally:
        con.close()


def verify(path: Path, expected: dict[str, int] | None, cancelled: Callable[[], bool] | None = None,
           name: str | None = None) -> None:
    """Read a written copy back: sound, and with the rows it was written with
    (``name``: the copy's name in the messages, when ``path`` is temporary)."""
    name = name or path.name
    problems = check_file(path, cancelled=cancelled)
    if problems:
        raise BackupFailed(translate("snapshots", "{name} did not pass its check: it read back damaged (the "
                                                  "database copied may be damaged, or the disk written to "
                                                  "failing)").format(name=name), problems)
    if expected is not None:
        con = sqlite3.connect(f"file:{Path(path).as_posix()}?mode=ro", uri=True)
        try:
            with interrupting(cancelled, con):   # counting a large table is one statement
                got = counts(con)
        except sqlite3.Error:
            if cancelled is not None and cancelled():
                raise CheckCancelled() from None
            raise
        finally:
            con.close()
        if got != expected:
            diff = ", ".join(translate("snapshots", "{table}: {got} not {expected}")
                             .format(table=t, got=got.get(t), expected=n)
                             for t, n in expected.items() if got.get(t) != n)
            raise BackupFailed(translate("snapshots", "{name} does not hold what was copied ({difference})")
                               .format(name=name, difference=diff))


CARRIED = "backup_carried"   # files a backup carries beside the database (the pound's key)


def write(source: sqlite3.Connection, dest: Path, carry: dict[str, bytes] | None = None,
          cancelled: Callable[[], bool] | None = None) -> Written:
    """Copy the database behind ``source`` to ``dest`` safely: the online backup
    (consistent while the database is in use) into ``dest``'s name + ``.tmp``,
    synced, read back and checked against the row counts of the same
    snapshot, then renamed over ``dest`` and the folder synced. ``cancelled`` stops
    it between pages, or inside the counting or the check (a ``cancel.Stop``
    interrupts them), with ``CheckCancelled``, leaving no file behind."""
    dest = Path(dest)

    def step(status: int, remaining: int, total: int) -> None:
        if cancelled is not None and cancelled():
            raise CheckCancelled()

    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + ".tmp")
    tmp.unlink(missing_ok=True)
    began = not source.in_transaction
    try:
        if began:
            source.execute("BEGIN")  # one snapshot for the counts and the copy
        with interrupting(cancelled, source):   # counting a large table is one statement
            if cancelled is not None and cancelled():
                raise CheckCancelled()
            expected = counts(source)
        target = sqlite3.connect(tmp)
        try:
            source.backup(target, pages=1024, progress=step)
            if carry:   # in the copy only, never in the database in use
                target.execute(f'CREATE TABLE "{CARRIED}" (name TEXT PRIMARY KEY, data BLOB NOT NULL)')
                target.executemany(f'INSERT INTO "{CARRIED}" VALUES (?, ?)', sorted(carry.items()))
                target.commit()
            # a single self-contained file, readable from a read-only stick
            target.execute("PRAGMA journal_mode = DELETE")
        finally:
            target.close()
    except CheckCancelled:
        tmp.unlink(missing_ok=True)
        raise
    except sqlite3.Error as e:
        tmp.unlink(missing_ok=True)
        if cancelled is not None and cancelled():   # interrupted by the stop, not failed
            raise CheckCancelled() from e
        raise BackupFailed(translate("snapshots", "could not copy the database: {error}").format(error=plainly(e)),
                           [str(e)]) from e
    except OSError as e:
        tmp.unlink(missing_ok=True)
        raise BackupFailed(translate("snapshots", "could not write {path}: {error}")
                           .format(path=tmp, error=e.strerror or e)) from e
    finally:
        if began and source.in_transaction:
            source.execute("ROLLBACK")
    try:
        _fsync_file(tmp)
    except OSError as e:
        tmp.unlink(missing_ok=True)
        raise BackupFailed(translate("snapshots", "could not write {path}: {error}")
                           .format(path=tmp, error=e.strerror or e)) from e
    # checked under its temporary name: a file with a backup's name has always
    # passed its check (a program killed meanwhile leaves only the .tmp)
    try:
        verify(tmp, expected, cancelled, name=dest.name)
    except (BackupFailed, CheckCancelled):
        tmp.unlink(missing_ok=True)   # never leave a copy that is not what it claims
        raise
    try:
        os.replace(tmp, dest)
        fsync_dir(dest.parent)
    except OSError as e:
        tmp.unlink(missing_ok=True)
        raise BackupFailed(translate("snapshots", "could not write {path}: {error}")
                           .format(path=dest, error=e.strerror or e)) from e
    return Written(dest, expected)


def take(source: sqlite3.Connection, db_path: Path, kind: str, when: datetime | None = None,
         carry: dict[str, bytes] | None = None, cancelled: Callable[[], bool] | None = None) -> Written:
    """A checked backup of kind ``kind`` in the backups folder beside ``db_path``."""
    when = when or datetime.now()
    folder = backups_dir(db_path)
    dest = folder / backup_name(db_path, kind, when)
    n = 1
    while dest.exists():  # two in the same second
        n += 1
        dest = folder / backup_name(db_path, f"{kind}-{n}", when)
    return write(source, dest, carry, cancelled)
