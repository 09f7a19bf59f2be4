"""What the tabs of the authority's and the upper level's windows share:
work on the pool's threads, the month a report starts at, where the
reports are kept, a report or list saved as CSV, and the refusal of an
auditor's change."""
from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from pound_desk import paths
from pound_desk.authority import upper_users
from pound_desk.authority.models import ADB
from pound_desk.authority.upper_users import UpperUser
from pound_desk.ui.fields import ErrorLabel


def in_worker(work):
    """Work for the pool: the worker thread's own connection is closed after."""
    def run(*args, **kwargs):
        try:
            return work(*args, **kwargs)
        finally:
            if ADB.obj is not None and not ADB.is_closed():
                ADB.close()
    return run


def refused(user: UpperUser | None, what: str, label) -> bool:
    """True (said on ``label``, and logged) when ``user`` may not do
    ``what``: an auditor changes nothing. No one signed in (a local
    authority's database with no people added yet) is not refused."""
    if user is None:
        return False
    try:
        upper_users.may(user, writes=True, what=what)
    except upper_users.SignInRefused as e:
        if isinstance(label, ErrorLabel):
            label.show_message(str(e))
        else:
            label.setText(str(e))
        return True
    return False


def save_csv(path: Path, data: bytes, note) -> Path | None:
    """``data`` written to ``path`` (``.csv`` added when it has another
    ending), said on ``note``: the file written, or None when it could not
    be (said there, with the system's reason)."""
    if path.suffix.lower() != ".csv":
        path = path.with_suffix(".csv")
    try:
        path.write_bytes(data)
    except OSError as e:
        note.setText(QCoreApplication.translate("CsvFile", "Could not save %1: %2")
                     .replace("%2", str(e.strerror or e)).replace("%1", str(path)))
        return None
    note.setText(QCoreApplication.translate("CsvFile", "Saved %1").replace("%1", str(path)))
    return path


def reports_dir() -> Path:
    return paths.data_dir() / "authority-reports"


def last_month(today: date | None = None) -> str:
    today = today or date.today()
    y, m = (today.year, today.month - 1) if today.month > 1 else (today.year - 1, 12)
    return f"{y}-{m:02d}"
