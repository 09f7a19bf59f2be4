"""The upper level's import of what the local authorities forward
(*.pdforward): from the USB stick, a folder or chosen files, off the screen's
thread with progress return by return and each return's outcome. An
officer's work: an auditor sees the tab and is refused."""
from __future__ import annotations

import json
import zipfile
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk.authority import imports, upper, upper_users
from pound_desk.authority.forward import COVERING
from pound_desk.returns import drives as usb_drives  # read through the module: a test stands in for the drives
from pound_desk.ui.authority.tables import show_outcomes, table
from pound_desk.ui.authority.work import in_worker
from pound_desk.ui.fields import ErrorLabel, plain_buttons
from pound_desk.ui.workers import Task


def listed(path: Path) -> int:
    """How many returns a forwarded file's covering list names (1 when it
    cannot be read: the import then says why), for the progress bar."""
    try:
        with zipfile.ZipFile(path) as zf:
            return max(1, len(json.loads(zf.read(COVERING).decode("utf-8")).get("returns") or []))
    except (OSError, KeyError, ValueError, AttributeError, zipfile.BadZipFile):
        return 1


def import_files(files: list[Path], by: str, progress, cancelled, found: list) -> list[imports.Outcome]:
    """Each file in turn, its returns' outcomes added to ``found`` as they come
    (kept when the person stops between two files)."""
    total = sum(listed(f) for f in files)
    progress(0, total)
    for f in files:
        if cancelled():
            break
        try:
            upper.import_forward(f, by=by, on_outcome=lambda o: (found.append(o), progress(len(found), total)))
        except upper.UpperRefused as e:
            found.append(imports.Outcome(f.name, imports.REFUSED, str(e)))
            progress(len(found), total)
    return list(found)


class ForwardedTab(QWidget):
    def __init__(self, host):
        super().__init__()
        self.host = host   # the window: the person signed in, its one task at a time, the tabs an import changes
        self.outcomes: list[imports.Outcome] = []
        self._found: list[imports.Outcome] = []
        layout = QVBoxLayout(self)
        about = QLabel(self.tr("Each local authority forwards its pounds' returns as one signed file "
                               "(*.pdforward). Choose the USB stick or the folder holding them: every return "
                               "is checked as the local authority checked it, and imported."))
        about.setWordWrap(True)
        layout.addWidget(about)
        drives = QHBoxLayout()
        self.drive_combo = QComboBox()
        self.drive_combo.setMinimumContentsLength(30)
        self.drive_button = QPushButton(self.tr("Import from the &drive"))
        self.rescan_button = QPushButton(self.tr("Look again"))
        drives.addWidget(QLabel(self.tr("USB stick:")))
        drives.addWidget(self.drive_combo, 1)
        drives.addWidget(self.drive_button)
        drives.addWidget(self.rescan_button)
        layout.addLayout(drives)
        row = QHBoxLayout()
        self.folder_button = QPushButton(self.tr("Import a &folder…"))
        self.files_button = QPushButton(self.tr("Import &files…"))
        self.cancel_import = QPushButton(self.tr("Stop"))
        self.cancel_import.setEnabled(False)
        plain_buttons(self.drive_button, self.rescan_button, self.folder_button, self.files_button,
                      self.cancel_import)
        for b in (self.folder_button, self.files_button, self.cancel_import):
            row.addWidget(b)
        row.addStretch(1)
        layout.addLayout(row)
        self.refusal = ErrorLabel()
        layout.addWidget(self.refusal)
        self.progress = QProgressBar()
        self.progress.setFormat("%v / %m")
        self.progress.setValue(0)
        layout.addWidget(self.progress)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.outcome_table = table([self.tr("File"), self.tr("Outcome"), self.tr("Pound"), self.tr("Month"),
                                    self.tr("Reason")])
        layout.addWidget(self.outcome_table, 1)
        self.drive_button.clicked.connect(self.import_drive)
        self.rescan_button.clicked.connect(self.find_drives)
        self.folder_button.clicked.connect(self.choose_folder)
        self.files_button.clicked.connect(self.choose_files)
        self.cancel_import.clicked.connect(self.stop)
        self.find_drives()
        self.set_busy(False)

    def find_drives(self) -> None:
        self.drive_combo.clear()
        try:
            found = usb_drives.removable_drives()
        except OSError:
            found = []
        for d in found:
            self.drive_combo.addItem(f"{d.label} — {d.path}", str(d.path))
        if not found:
            self.drive_combo.addItem(self.tr("No USB stick found: put one in and look again"), "")
        self.set_busy(self.host.task is not None)

    def set_busy(self, busy: bool) -> None:
        officer = self.host.officer
        for b in (self.folder_button, self.files_button):
            b.setEnabled(officer and not busy)
        self.rescan_button.setEnabled(not busy)
        self.drive_button.setEnabled(officer and not busy and bool(self.drive_combo.currentData()))
        self.cancel_import.setEnabled(busy)

    def import_drive(self) -> None:
        path = self.drive_combo.currentData()
        if path:
            self.start_import([Path(path)])

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("The folder or USB stick with the forwarded files"))
        if folder:
            self.start_import([Path(folder)])

    def choose_files(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(self, self.tr("Forwarded files"), "",
                                                self.tr("Forwarded returns (*.pdforward);;All files (*)"))
        if names:
            self.start_import([Path(n) for n in names])

    def start_import(self, chosen: list[Path]) -> Task | None:
        self.refusal.clear_message()
        try:
            upper_users.may(self.host.user, writes=True, what="import in the window")
        except upper_users.SignInRefused as e:
            self.refusal.show_message(str(e))
            return None
        if self.host.task is not None:
            return None
        files = upper.expand([p for p in chosen if p.exists()])
        if not files:
            self.refusal.show_message(self.tr("No forwarded files (*.pdforward) there"))
            return None
        self._found = []
        self.outcome_table.setRowCount(0)
        self.summary.setText(self.tr("Importing…"))
        self.progress.setRange(0, len(files))
        self.progress.setValue(0)
        task = Task(in_worker(import_files), files, self.host.user.name, found=self._found)
        task.signals.progress.connect(self._progress)
        task.signals.finished.connect(self._finished)
        task.signals.failed.connect(self._failed)
        task.signals.cancelled.connect(lambda: self._finished(None))
        self.host.start(task)
        return task

    def stop(self) -> None:
        if self.host.task is not None:
            self.host.task.cancel()

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _finished(self, outcomes) -> None:
        self.host.done()
        self.outcomes = list(outcomes if outcomes is not None else self._found)
        show_outcomes(self.outcome_table, self.outcomes)
        refused = sum(1 for o in self.outcomes if o.status == imports.REFUSED)
        held = sum(1 for o in self.outcomes if o.status == imports.HELD)
        text = (self.tr("%1 returns: %2 imported or already there, %3 refused, %4 held for an officer")
                if outcomes is not None else
                self.tr("Stopped. %1 returns: %2 imported or already there, %3 refused, %4 held for an officer"))
        self.summary.setText(text.replace("%4", str(held)).replace("%3", str(refused))
                             .replace("%2", str(len(self.outcomes) - refused - held))
                             .replace("%1", str(len(self.outcomes))))
        self.host.refresh()

    def _failed(self, error) -> None:
        self.host.done()
        self.summary.setText(self.tr("The import stopped: %1").replace("%1", str(error)))
