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
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8", errors="backslashreplace") as f:
            f.write(f"--- {datetime.now().isoformat(timespec='seconds')} {where}\n{text}\n")
    except OSError:
        return None
    return path
