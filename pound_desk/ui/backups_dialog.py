"""Backups on the desktop: the Backups dialog (File menu, ui/backups_menu.py).
The start's check that the database opens, with its offer to restore the
newest good backup, and the notice that another copy of Pound Desk has the
database open, are in ``ui.start_check``; the automatic backups and the
check behind the window in ``ui.housekeeping``.

The work is in ``services.backups``; copying, checking and restoring run on
a worker behind a progress dialog.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.models import DB, close_database
from pound_desk.services import backups
from pound_desk.services.backups import BackupInfo
from pound_desk.services.desk.storage import open_database
from pound_desk.text import screen_datetime
from pound_desk.ui import crash, workers
from pound_desk.ui.fields import ERROR_STYLE, fit_to_screen, plain_buttons
from pound_desk.ui.start_check import holds

COLUMNS = 5
MADE, KIND, CASES, LAST_RECEIPT, SIZE = range(COLUMNS)


def _size(n: int) -> str:
    return f"{n / 1_048_576:.1f} MB" if n >= 1_048_576 else f"{max(1, round(n / 1024))} KB"


def current_db_path() -> Path:
    return Path(DB.obj.database)


# ------------------------------------------------------------------ the dialog

class BackupsDialog(QDialog):
    """The backups of the open database, with what each holds; back up now,
    to a folder or USB stick, and restore."""

    def __init__(self, parent: QWidget | None = None, db_path: Path | None = None,
                 on_restored: Callable[[backups.Restored | None], None] | None = None):
        super().__init__(parent)
        self.db_path = Path(db_path) if db_path else current_db_path()
        self.on_restored = on_restored
        self.found: list[BackupInfo] = []
        self._then = ""
        self.task: workers.Task | None = None
        # questions that would block: tests answer them instead of a person
        self.confirm: Callable[[str], bool] = self._ask
        self.choose_folder: Callable[[], Path | None] = self._folder
        self.choose_file: Callable[[], Path | None] = self._file
        self.setWindowTitle(self.tr("Backups"))
        fit_to_screen(self, 860, 520)

        where = QLabel(self.tr("Kept in: %1").replace(
            "%1", str(backups.backups_dir(self.db_path))))
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        where.setWordWrap(True)
        rule = QLabel(self.tr(
            "Made at the first start of each day, before every upgrade and on closing; kept: 7 daily, 5 weekly, 12 monthly. Each is read back and checked."))  # noqa: E501 (a translated text is kept whole)
        rule.setWordWrap(True)
        self.table = QTableWidget(0, COLUMNS)
        self.table.setHorizontalHeaderLabels([
            self.tr("Made"), self.tr("Kind"), self.tr("Cases"),
            self.tr("Last receipt"), self.tr("Size")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(KIND, QHeaderView.ResizeMode.Stretch)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.state.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error = QLabel()
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)

        self.now_button = QPushButton(self.tr("Back up now"))
        self.folder_button = QPushButton(self.tr("Back up to a folder or USB…"))
        self.restore_button = QPushButton(self.tr("Restore…"))
        self.restore_file_button = QPushButton(self.tr("Restore from a file…"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.now_button, self.folder_button, self.restore_button, self.restore_file_button, close)
        self.now_button.clicked.connect(self.back_up_now)
        self.folder_button.clicked.connect(self.back_up_to_folder)
        self.restore_button.clicked.connect(self.restore_selected)
        self.restore_file_button.clicked.connect(self.restore_from_file)
        close.clicked.connect(self.reject)
        self.table.itemSelectionChanged.connect(self._selection_changed)

        first = QHBoxLayout()
        for b in (self.now_button, self.folder_button):
            first.addWidget(b)
        first.addStretch(1)
        second = QHBoxLayout()
        for b in (self.restore_button, self.restore_file_button):
            second.addWidget(b)
        second.addStretch(1)
        second.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(where)
        layout.addWidget(rule)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.state)
        layout.addWidget(self.error)
        layout.addLayout(first)
        layout.addLayout(second)
        self.refresh()

    # -------------------------------------------------------------- the list
    def refresh(self, then: str = "") -> workers.Task:
        """Read the list again; ``then`` is shown when it is read."""
        self._then = then
        self.state.setText(self.tr("Reading the backups…"))
        task = workers.Task(backups.list_backups, self.db_path)
        task.signals.finished.connect(self._show)
        task.signals.failed.connect(self._failed)
        self.list_task = workers.start(task)
        return task

    def _show(self, found: list[BackupInfo]) -> None:
        self.found = list(found)
        self.table.setRowCount(len(self.found))
        for row, b in enumerate(self.found):
            kind = language.pick(*b.kind_words[:2])
            cells = [screen_datetime(b.when), kind,
                     "?" if b.cases is None else str(b.cases),
                     b.problem if b.problem else (b.last_receipt or "—"), _size(b.size)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (CASES, SIZE):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        if self.found:
            self.table.selectRow(0)
            self.state.setText(self.tr("%1 backups; the newest first").replace(
                "%1", str(len(self.found))))
        else:
            self.state.setText(self.tr("No backups yet"))
        if self._then:
            self.state.setText(self._then)
        self._selection_changed()

    def selected(self) -> BackupInfo | None:
        rows = self.table.selectionModel().selectedRows()
        return self.found[rows[0].row()] if rows and rows[0].row() < len(self.found) else None

    def _selection_changed(self) -> None:
        b = self.selected()
        self.restore_button.setEnabled(self.task is None and b is not None and not b.problem)

    def _busy(self, busy: bool) -> None:
        for b in (self.now_button, self.folder_button, self.restore_file_button):
            b.setEnabled(not busy)
        if busy:
            self.restore_button.setEnabled(False)
        else:
            self._selection_changed()

    def _failed(self, exc: Exception) -> None:
        self.task = None
        self._busy(False)
        self.state.setText("")
        self.error.setText(crash.sentence(exc))

    # -------------------------------------------------------------- backing up
    def _run(self, label: str, task: workers.Task, done: Callable,
             failed: Callable[[Exception], None] | None = None) -> workers.Task:
        self.error.clear()
        self.task = task
        self._busy(True)
        failed = failed or self._failed
        # short work that is not stopped half-way: no Cancel, and nothing else
        # touches the database meanwhile
        progress = workers.run_with_progress(self, label, task, done, failed,
                                             lambda: failed(Exception(self.tr("Stopped"))))
        progress.setCancelButton(None)
        progress.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.progress = progress
        return task

    def back_up_now(self) -> workers.Task:
        return self._run(self.tr("Backing up…"),
                         workers.Task(backups.back_up, self.db_path, "manual"), self._backed_up)

    def back_up_to_folder(self) -> workers.Task | None:
        folder = self.choose_folder()
        if folder is None:
            return None
        return self._run(self.tr("Copying to the folder…"),
                         workers.Task(backups.to_folder, self.db_path, Path(folder)), self._backed_up)

    def _backed_up(self, written) -> None:
        self.task = None
        self._busy(False)
        self.refresh(self.tr("Backed up and checked: %1").replace(
            "%1", str(written.path)))

    # -------------------------------------------------------------- restoring
    def restore_selected(self) -> workers.Task | None:
        b = self.selected()
        if b is None:
            return None
        return self._restore(b)

    def restore_from_file(self) -> workers.Task | None:
        path = self.choose_file()
        if path is None:
            return None
        try:
            info = backups.describe(Path(path))
        except OSError as e:
            self.error.setText(str(e))
            return None
        if info.problem:
            self.error.setText(self.tr("%1 cannot be restored: %2")
                               .replace("%1", Path(path).name).replace("%2", info.problem))
            return None
        return self._restore(info)

    def _restore(self, b: BackupInfo) -> workers.Task | None:
        question = (self.tr("Restore this backup in place of the database in use?")
                    + "\n\n" + holds(b) + "\n\n"
                    + self.tr(
                        "Entries made after it will not be in the register. The database in use is first kept aside in %1, never deleted.")  # noqa: E501 (a translated text is kept whole)
                    .replace("%1", str(backups.backups_dir(self.db_path) / backups.SET_ASIDE)))
        if not self.confirm(question):
            return None
        # every connection to the database is closed before its file is replaced
        workers.wait_for_all()
        close_database()
        task = workers.Task(backups.restore, self.db_path, b.path)
        return self._run(self.tr("Restoring…"), task, self._restored,
                         self._restore_failed)

    def _restore_failed(self, exc: Exception) -> None:
        open_database(self.db_path)  # the one in use, unless it was already replaced
        if self.on_restored:
            self.on_restored(None)
        self._failed(exc)
        self.refresh()

    def _restored(self, done: backups.Restored) -> None:
        open_database(self.db_path)
        self.task = None
        self._busy(False)
        if self.on_restored:
            self.on_restored(done)
        kept = str(done.set_aside) if done.set_aside else "—"
        self.refresh(self.tr("Restored. The database it replaced is kept in %1").replace("%1", kept)
                     + (" " + done.key_note if done.key_note else "")
                     + (" " + done.photos_note if done.photos_note else ""))

    # -------------------------------------------------------------- questions
    def _ask(self, text: str) -> bool:
        answer = QMessageBox.question(self, self.windowTitle(), text)
        return answer == QMessageBox.StandardButton.Yes

    def _folder(self) -> Path | None:
        chosen = QFileDialog.getExistingDirectory(
            self, self.tr("Choose a folder or USB stick"))
        return Path(chosen) if chosen else None

    def _file(self) -> Path | None:
        chosen, _ = QFileDialog.getOpenFileName(
            self, self.tr("Choose a backup"),
            str(backups.backups_dir(self.db_path)), self.tr("Pound Desk backups (*.sqlite3)"))
        return Path(chosen) if chosen else None
