"""What went wrong, for whoever looks after the office PC: the detail of an
unexpected error goes to a log file beside the database, and the person at
the desk is told a sentence, never a traceback or a library's message."""
from __future__ import annotations

import traceback
from datetime import datetime
from pathlib import Path

LOG_NAME = "pound-desk-errors.log"


def log_path(db_path: Path) -> Path:
    return Path(db_path).parent / LOG_NAME


def record(db_path: Path, error: BaseException, where: str = "") -> Path | None:
    """Append the error with its traceback to the log beside ``db_path``;
    the log's path, or None when even that could not be written."""
    path = log_path(db_path)
    text = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    details = getattr(error, "details", None)   # what a library said, kept out of the message
    if details:
        text += "".join(f"  {line}\n" for line in details)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8", errors="backslashreplace") as f:
            f.write(f"--- {datetime.now().isoformat(timespec='seconds')} {where}\n{text}\n")
    except OSError:
        return None
    return path


# What SQLite says (through peewee), and what it means to the office.
_DATABASE_TROUBLE = (
    (("database is locked", "database table is locked", "database schema is locked"),
     "the database is busy: another program is writing to it; try again in a moment"),
    (("readonly database", "read-only", "readonly"),
     "the database cannot be written here: the file or its folder is read-only (a locked stick, a "
     "file copied from a CD, or permissions)"),
    (("unable to open database file",),
     "the database cannot be opened: its folder cannot be read or written"),
    (("file is not a database", "not a database"),
     "this file is not a Pound Desk database (or nothing of it can be read)"),
    (("malformed", "disk image", "corrupt"),
     "the database is damaged; restore the newest good backup (`pound-desk backups`, then "
     "`pound-desk restore`)"),
    (("disk is full", "database or disk is full"),
     "the disk is full: make room on it and try again"),
    (("disk i/o error",),
     "the disk could not be read or written (a failing disk, or a stick pulled out)"),
)


def database_trouble(error: BaseException) -> str:
    """A database error (SQLite's, through peewee) in plain words, for the
    person at the desk or the command line; SQLite's own words go to the log."""
    text = str(error).lower()
    for words, meaning in _DATABASE_TROUBLE:
        if any(w in text for w in words):
            return meaning
    return "the database could not be read or written"
