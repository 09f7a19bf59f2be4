"""The authority's main window: six tabs — the pounds registered, the
import of returns, the consolidated report, its charts, the returns
held for an officer's decision, and forwarding upward (a local authority
forwards its returns; the district or the Director imports them in the
upper level's own window, ``ui/upper``). Imports and reports run off the
screen's thread (``ui.workers.Task``) with progress and each file's outcome,
one at a time: the window keeps the task, and each tab's buttons wait.

Opened by ``pound-desk authority`` once a person of the local authority has
signed in (``ui/authority/sign_in.py``): an auditor's window has the forms
that change anything off, and refuses them (logged) if reached."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QTabWidget

from pound_desk.authority.database import describe
from pound_desk.authority.upper_users import UpperUser
from pound_desk.ui.authority import work
from pound_desk.ui.authority.charts import ChartsPanel
from pound_desk.ui.authority.held_tab import HeldTab
from pound_desk.ui.authority.import_tab import ImportTab
from pound_desk.ui.authority.pounds_tab import PoundsTab
from pound_desk.ui.authority.report_tab import ReportTab
from pound_desk.ui.authority.upward_tab import UpwardTab
from pound_desk.ui.fields import fit_to_screen
from pound_desk.ui.workers import Task


class AuthorityWindow(QMainWindow):
    def __init__(self, url: str | None = None, user: UpperUser | None = None):
        super().__init__()
        self.user = user
        self.officer = user is None or user.role == "officer"
        self.setWindowTitle(self.tr("Pound Desk — returns of the pounds — %1").replace("%1", describe(url)))
        fit_to_screen(self, 1100, 720)
        self.pool = QThreadPool.globalInstance()
        self.task: Task | None = None

        self.tabs = QTabWidget()
        self.pounds = PoundsTab(self)
        self.importing = ImportTab(self)
        self.report = ReportTab(self)
        self.charts = ChartsPanel()
        self.held = HeldTab(self, after_decision=lambda: self.pounds.refresh_pounds())
        self.upward = UpwardTab(self)
        self.tabs.addTab(self.pounds, self.tr("Pounds"))
        self.tabs.addTab(self.importing, self.tr("Import returns"))
        self.tabs.addTab(self.report, self.tr("Consolidated report"))
        self.tabs.addTab(self.charts, self.tr("Charts"))
        self.tabs.addTab(self.held, self.tr("Held returns"))
        self.tabs.addTab(self.upward, self.tr("Upward"))
        self.setCentralWidget(self.tabs)
        self.statusBar().showMessage(self.tr("Database: %1").replace("%1", describe(url)))
        if user is not None:
            role = self.tr("officer") if self.officer else self.tr("auditor")
            self.statusBar().addPermanentWidget(QLabel(self.tr("Signed in: %1, %2.").replace("%2", role)
                                                       .replace("%1", user.name)))
            self.held.officer_edit.setText(user.name)
        if not self.officer:
            for w in (self.pounds.register_button, self.importing.folder_button, self.importing.files_button,
                      self.held.officer_edit, self.held.held_reason_edit, self.upward.forward_button):
                w.setEnabled(False)
        self.pounds.refresh_pounds()
        self.held.refresh_held()

    def busy(self, busy: bool) -> None:
        """While an import or a report runs, nothing else starts."""
        self.importing.set_busy(busy)
        self.pounds.set_busy(busy)
        self.report.make_button.setEnabled(not busy)

    def refused(self, what: str, label) -> bool:
        """True (said on ``label``, and logged) when the person signed in may
        not do ``what``: an auditor changes nothing."""
        return work.refused(self.user, what, label)

    def offer_import(self, path: Path) -> Task | None:
        """A return file opened from the file manager: its import, if the person wants it."""
        self.tabs.setCurrentIndex(1)
        answer = QMessageBox.question(
            self, self.tr("Import a return"),
            self.tr("Import the return %1 into this database?").replace("%1", str(path)))
        if answer != QMessageBox.StandardButton.Yes:
            return None
        return self.importing.start_import([path])
