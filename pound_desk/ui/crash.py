"""No person sees a traceback or a library's message. ``sentence(e)`` is
what a form shows for an error: a refusal's own sentence, or, for anything
unexpected, a sentence in the screen's language while the detail goes to
the log file beside the database. ``install()`` does the same for an error
that escapes a slot (the application's excepthook)."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from pound_desk import errorlog, paths
from pound_desk.services.desk.errors import ServiceError

_state: dict[str, Path | None] = {"db": None}   # the database the desktop opened


def _db_path() -> Path:
    return _state["db"] or paths.default_db()


def log(error: BaseException, where: str = "desktop") -> Path | None:
    return errorlog.record(_db_path(), error, where)


def sentence(error: BaseException) -> str:
    """What to tell the person about ``error``."""
    if isinstance(error, ServiceError):
        return str(error)
    where = log(error)
    text = QCoreApplication.translate(
        "Crash", "This could not be finished because of an unexpected error; nothing half-done was "
                 "kept. The details are written in %1.")
    return text.replace("%1", str(where or errorlog.LOG_NAME))


def _hook(kind, error, tb) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, tb)
        return
    if error.__traceback__ is None:
        error.__traceback__ = tb
    text = sentence(error)
    if QApplication.instance() is not None:
        QMessageBox.warning(QApplication.activeWindow(), "Pound Desk", text)


def install(db_path: Path) -> None:
    """An error escaping a slot is logged beside ``db_path`` and told in a
    sentence; the program goes on (the workflow it interrupted was one
    transaction, rolled back)."""
    _state["db"] = Path(db_path)
    sys.excepthook = _hook
