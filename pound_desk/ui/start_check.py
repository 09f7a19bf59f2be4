"""Before the desk opens its database: one copy of Pound Desk at a time on
it (the instance lock), the file checked (it opens; after damage was found,
the whole file passes again), and on damage, or a missing file with backups
beside it, the newest good backup offered. Only a damaged or missing file
loads the backups' own work (services/backups.py, through ui/later.py); the
Backups dialog itself is ui/backups_dialog.py."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from pound_desk import language
from pound_desk.services import file_checks
from pound_desk.services.instance_lock import AlreadyOpen, InstanceLock
from pound_desk.text import screen_datetime
from pound_desk.ui import later

if TYPE_CHECKING:
    from pound_desk.services.backup_files import BackupInfo


def holds(info: BackupInfo) -> str:
    """What a backup holds, in both languages, for a question to the person."""
    last = info.last_receipt or QCoreApplication.translate("Backups", "none")
    return (QCoreApplication.translate("Backups", "Made %1 (%2). It holds %3 cases; the last receipt is %4.")
            .replace("%1", screen_datetime(info.when)).replace("%2", language.pick(*info.kind_words[:2]).lower())
            .replace("%3", str(info.cases)).replace("%4", last))


def already_open_box(e: AlreadyOpen) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("Backups", "Pound Desk"),
                      QCoreApplication.translate(
                          "Backups",
                          "Pound Desk is already open on this database (%1).\nUse that window: only one copy works on the register at a time.")  # noqa: E501 (a translated text is kept whole)
                      .replace("%1", e.holder or str(e.db_path)))
    box.setDetailedText(str(e.db_path))
    return box


def damaged_box(db_path: Path, problems: list[str], newest: BackupInfo | None) -> QMessageBox:
    """The plain message for a database that failed its check at start; its
    buttons restore the newest good backup (when there is one) or quit."""
    text = QCoreApplication.translate(
        "Backups", "The pound's database failed its check and may be damaged. Pound Desk will not start on it.")
    if newest is not None:
        text += "\n\n" + QCoreApplication.translate("Backups", "The newest good backup") + "\n" + holds(newest)
        text += "\n\n" + QCoreApplication.translate(
            "Backups",
            "Restoring it keeps the damaged file aside (never deleted). Entries made after the backup must be entered again from the paper records.")  # noqa: E501 (a translated text is kept whole)
    else:
        text += "\n\n" + QCoreApplication.translate(
            "Backups", "No good backup was found in %1. Keep the file as it is and ask for help.").replace(
            "%1", str(later.BACKUPS_DIR(db_path)))
    box = QMessageBox(QMessageBox.Icon.Critical, QCoreApplication.translate("Backups", "The database is damaged"), text)
    box.setDetailedText(f"{db_path}\n" + "\n".join(problems[:20]))
    box.restore_button = None
    if newest is not None:
        box.restore_button = box.addButton(QCoreApplication.translate("Backups", "Restore this backup"),
                                           QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(box.restore_button)
    box.quit_button = box.addButton(QCoreApplication.translate("Backups", "Quit"), QMessageBox.ButtonRole.RejectRole)
    return box


def missing_box(db_path: Path, newest: BackupInfo | None) -> QMessageBox:
    """The database file is gone but backups of it are there: ask, never start empty."""
    text = QCoreApplication.translate(
        "Backups", "The pound's database is missing from %1, but there are backups of it.").replace("%1", str(db_path))
    if newest is not None:
        text += "\n\n" + QCoreApplication.translate("Backups", "The newest good backup") + "\n" + holds(newest)
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("Backups", "The database is missing"), text)
    box.restore_button = None
    if newest is not None:
        box.restore_button = box.addButton(QCoreApplication.translate("Backups", "Restore this backup"),
                                           QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(box.restore_button)
    box.new_button = box.addButton(QCoreApplication.translate("Backups", "Start a new, empty register"),
                                   QMessageBox.ButtonRole.DestructiveRole)
    box.quit_button = box.addButton(QCoreApplication.translate("Backups", "Quit"), QMessageBox.ButtonRole.RejectRole)
    return box


def _wait(work: Callable):
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        return work()
    finally:
        QGuiApplication.restoreOverrideCursor()


def startup(db_path: Path, answer: Callable[[QMessageBox], object] | None = None) -> InstanceLock | None:
    """Before the database is opened: take the instance lock, check the
    file, and on damage (or a missing file with backups) offer the newest
    good backup. Returns the held lock, or None when the app must not start.
    ``answer(box)`` shows a box and returns the button pressed (tests answer)."""
    answer = answer or (lambda box: (box.exec(), box.clickedButton())[1])
    db_path = Path(db_path)
    lock = InstanceLock(db_path)
    try:
        lock.acquire()
    except AlreadyOpen as e:
        answer(already_open_box(e))
        return None
    try:
        if db_path.exists():
            # the file opens (or, when the desk's last check found damage, passes the whole check)
            problems = _wait(lambda: file_checks.check_at_start(db_path))
            if not problems:
                return lock
            newest = _wait(lambda: later.NEWEST_GOOD(db_path))
            box = damaged_box(db_path, problems, newest)
            pressed = answer(box)  # shown even with nothing to restore: never a silent stop
            if newest is None or pressed is not box.restore_button:
                lock.release()
                return None
        else:
            if not later.LIST_BACKUPS(db_path):
                return lock  # a first start
            newest = _wait(lambda: later.NEWEST_GOOD(db_path))
            box = missing_box(db_path, newest)
            pressed = answer(box)
            if pressed is box.new_button:
                return lock
            if newest is None or pressed is not box.restore_button:
                lock.release()
                return None
        done = _wait(lambda: later.RESTORE(db_path, newest.path))
        kept = str(done.set_aside) if done.set_aside else "—"
        answer(QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("Backups", "Restored"),
                           QCoreApplication.translate(
                               "Backups",
                               "The register was restored from the backup made %1. The file it replaced is kept in %2.")
                           .replace("%1", screen_datetime(newest.when)).replace("%2", kept)
                           + ("\n\n" + done.key_note if done.key_note else "")
                           + ("\n\n" + done.photos_note if done.photos_note else "")))
        return lock
    except Exception:
        lock.release()
        raise
