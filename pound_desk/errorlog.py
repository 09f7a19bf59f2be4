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


# What SQLite says (through peewee), by the kind of trouble it means
_KINDS = (
    (("database is locked", "database table is locked", "database schema is locked"), "busy"),
    (("readonly database", "read-only", "readonly"), "read-only"),
    (("unable to open database file",), "unopenable"),
    (("file is not a database", "not a database"), "not a database"),
    (("malformed", "disk image", "corrupt"), "damaged"),
    (("disk is full", "database or disk is full"), "full"),
    (("disk i/o error",), "disk"),
)

# ... and what it means to the office
_MEANINGS = {
    "busy": "the database is busy: another program is writing to it; try again in a moment",
    "read-only": "the database cannot be written here: the file or its folder is read-only (a locked stick, "
                 "a file copied from a CD, or permissions)",
    "unopenable": "the database cannot be opened: its folder cannot be read or written",
    "not a database": "this file is not a Pound Desk database (or nothing of it can be read)",
    "damaged": "the database is damaged; restore the newest good backup (`pound-desk backups`, then "
               "`pound-desk restore`)",
    "full": "the disk is full: make room on it and try again",
    "disk": "the disk could not be read or written (a failing disk, or a stick pulled out)",
}


def trouble(error: BaseException | str) -> str | None:
    """The kind of trouble a database error (SQLite's) means: one of
    _MEANINGS' keys, or None when SQLite's words say none of them."""
    text = str(error).lower()
    for words, kind in _KINDS:
        if any(w in text for w in words):
            return kind
    return None


def database_trouble(error: BaseException) -> str:
    """A database error (SQLite's, through peewee) in plain words, for the
    person at the desk or the command line; SQLite's own words go to the log."""
    return _MEANINGS.get(trouble(error), "the database could not be read or written")
