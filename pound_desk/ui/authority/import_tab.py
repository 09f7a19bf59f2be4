"""The authority's import of returns: from the USB stick, a folder or
chosen files, off the screen's thread with progress and each file's
outcome."""
from __future__ import annotations

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

from pound_desk.authority import imports
from pound_desk.returns import drives as usb_drives  # read through the module: a test stands in for the drives
from pound_desk.ui.authority.tables import OUTCOMES, show_outcomes, table
from pound_desk.ui.authority.work import in_worker
from pound_desk.ui.fields import plain_buttons
from pound_desk.ui.workers import Task


class ImportTab(QWidget):
    def __init__(self, host):
        super().__init__()
        self.host = host   # the window: its one task at a time, and the tabs an import changes
        self.outcomes: list[imports.Outcome] = []
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Returns come as signed files (*.pdreturn), one a month from each pound. "
                                        "Choose the USB stick or the folder holding them: each is checked and "
                                        "imported in turn.")))
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
        plain_buttons(self.folder_button, self.files_button, self.cancel_import, self.drive_button,
                      self.rescan_button)
        row.addWidget(self.folder_button)
        row.addWidget(self.files_button)
        row.addWidget(self.cancel_import)
        row.addStretch(1)
        layout.addLayout(row)
        self.progress = QProgressBar()
        self.progress.setFormat("%v / %m")
        self.progress.setValue(0)
        layout.addWidget(self.progress)
        self.import_summary = QLabel()
        self.import_summary.setWordWrap(True)
        layout.addWidget(self.import_summary)
        self.outcome_table = table([self.tr("File"), self.tr("Outcome"), self.tr("Pound"), self.tr("Month"),
                                    self.tr("Reason")])
        layout.addWidget(self.outcome_table, 1)
        self.drive_button.clicked.connect(self.import_drive)
        self.rescan_button.clicked.connect(self.find_drives)
        self.find_drives()
        self.folder_button.clicked.connect(self.choose_folder)
        self.files_button.clicked.connect(self.choose_files)
        self.cancel_import.clicked.connect(self.stop_import)

    def find_drives(self) -> None:
        """The removable drives mounted now (the pound's USB stick)."""
        self.drive_combo.clear()
        try:
            found = usb_drives.removable_drives()
        except OSError:
            found = []
        for d in found:
            self.drive_combo.addItem(f"{d.label} — {d.path}", str(d.path))
        if not found:
            self.drive_combo.addItem(self.tr("No USB stick found: put one in and look again"), "")
        self.drive_button.setEnabled(bool(found) and self.host.task is None and self.host.officer)

    def import_drive(self) -> None:
        path = self.drive_combo.currentData()
        if path:
            self.start_import([Path(path)])

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("The folder or USB stick with the returns"))
        if folder:
            self.start_import([Path(folder)])

    def choose_files(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(self, self.tr("Return files"), "",
                                                self.tr("Returns (*.pdreturn);;All files (*)"))
        if names:
            self.start_import([Path(n) for n in names])

    def start_import(self, chosen: list[Path]) -> Task | None:
        if self.host.task is not None or self.host.refused("import in the window", self.import_summary):
            return None
        self.outcomes = []
        self.outcome_table.setRowCount(0)
        self.import_summary.setText(self.tr("Importing…"))
        self.progress.setRange(0, max(1, len(imports.expand(chosen))))
        self.progress.setValue(0)
        self.host.busy(True)
        task = Task(in_worker(imports.import_paths), chosen)
        task.signals.progress.connect(self._import_progress)
        task.signals.finished.connect(self._import_finished)
        task.signals.failed.connect(self._import_failed)
        task.signals.cancelled.connect(lambda: self._import_finished(None))
        self.host.task = task
        self.host.pool.start(task)
        return task

    def stop_import(self) -> None:
        if self.host.task is not None:
            self.host.task.cancel()

    def set_busy(self, busy: bool) -> None:
        for b in (self.folder_button, self.files_button):
            b.setEnabled(not busy and self.host.officer)
        self.rescan_button.setEnabled(not busy)
        self.drive_button.setEnabled(not busy and self.host.officer and bool(self.drive_combo.currentData()))
        self.cancel_import.setEnabled(busy)

    def _import_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _import_finished(self, outcomes) -> None:
        self.host.task = None
        self.host.busy(False)
        self.outcomes = list(outcomes or [])
        show_outcomes(self.outcome_table, self.outcomes)
        counts = {s: sum(1 for o in self.outcomes if o.status == s) for s in OUTCOMES}
        if not self.outcomes and outcomes is not None:
            self.import_summary.setText(self.tr("No return files (*.pdreturn) there"))
            self.host.pounds.refresh_pounds()
            return
        if outcomes is not None:
            template = self.tr("%1 file(s): %2 imported, %3 corrections, %4 already there, %5 refused")
        else:
            template = self.tr("Stopped. %1 file(s): %2 imported, %3 corrections, %4 already there, "
                               "%5 refused")
        figures = [len(self.outcomes)] + [counts[s] for s in OUTCOMES]
        for n, figure in enumerate(figures, start=1):
            template = template.replace(f"%{n}", str(figure))
        waiting = sum(1 for o in self.outcomes if o.status == imports.HELD)
        if waiting:
            template += " " + self.tr("%1 held for an officer's decision (Held returns).").replace("%1", str(waiting))
        self.import_summary.setText(template)
        self.host.pounds.refresh_pounds()
        self.host.held.refresh_held()

    def _import_failed(self, error) -> None:
        self.host.task = None
        self.host.busy(False)
        self.import_summary.setText(self.tr("The import stopped: %1").replace("%1", str(error)))
