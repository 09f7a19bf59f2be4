"""The upper level's window (a district, the Director of Local Bodies),
opened by ``pound-desk upper [--db URL]`` once a person of that level has
signed in: the import of what the local authorities forward, the returns
held there for an officer's decision, the report by district, local
authority and pound, who was seen across pounds, the local authorities
registered, and its people with the log of signing in.

What the person may do follows their role (``authority/upper_users.py``): an
officer does everything; an auditor reads and checks, and the window's
forms that change anything are off for them (refused, and logged, if
reached). One import or report runs at a time, off the screen's thread."""
from __future__ import annotations

from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFrame, QLabel, QMainWindow, QScrollArea, QTabWidget, QVBoxLayout, QWidget

from pound_desk.authority.database import describe
from pound_desk.authority.upper_users import UpperUser
from pound_desk.ui import display
from pound_desk.ui.authority import work
from pound_desk.ui.authority.held_tab import HeldTab
from pound_desk.ui.fields import fit_to_screen
from pound_desk.ui.menus import file_menu
from pound_desk.ui.upper.authorities_tab import AuthoritiesTab
from pound_desk.ui.upper.forwarded_tab import ForwardedTab
from pound_desk.ui.upper.people_tab import PeopleTab
from pound_desk.ui.upper.report_tab import UpperReportTab
from pound_desk.ui.upper.seen_tab import SeenTab
from pound_desk.ui.workers import Task


def scrolled(page: QWidget) -> QScrollArea:
    """A tab's page that scrolls when large text needs more than the screen,
    rather than make the window larger than it."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Tab goes to the fields, the page follows them
    scroll.setWidget(page)
    return scroll


class UpperWindow(QMainWindow):
    def __init__(self, user: UpperUser, url: str | None = None):
        super().__init__()
        self.user = user
        self.officer = user.role == "officer"
        self.setWindowTitle(self.tr("Pound Desk — district or Director — %1").replace("%1", describe(url)))
        fit_to_screen(self, 1100, 720)
        self.pool = QThreadPool.globalInstance()
        self.task: Task | None = None

        page = QWidget()
        layout = QVBoxLayout(page)
        role = self.tr("officer") if self.officer else self.tr("auditor")
        self.who = QLabel(self.tr("Signed in: %1, %2.").replace("%2", role).replace("%1", user.name) + " " + (
            self.tr("An officer imports, registers and adds people; an auditor reads and checks.") if self.officer
            else self.tr("As an auditor you read and check: importing, registering and adding people are "
                         "an officer's.")))
        self.who.setWordWrap(True)
        layout.addWidget(self.who)
        self.tabs = QTabWidget()
        self.forwarded = ForwardedTab(self)
        self.report = UpperReportTab(self)
        self.seen = SeenTab(self)
        self.authorities = AuthoritiesTab(self)
        self.people = PeopleTab(self)
        self.held = HeldTab(self, after_decision=lambda: self.authorities.refresh())
        for tab, title in ((self.forwarded, self.tr("Import forwarded returns")), (self.report, self.tr("Report")),
                           (self.seen, self.tr("Across pounds")), (self.authorities, self.tr("Local authorities")),
                           (self.people, self.tr("People")), (self.held, self.tr("Held returns"))):
            self.tabs.addTab(scrolled(tab), title)
        self.held.officer_edit.setText(user.name)
        if not self.officer:
            self.tabs.setCurrentIndex(1)
            self.held.officer_edit.setEnabled(False)
            self.held.held_reason_edit.setEnabled(False)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(page)
        self.statusBar().showMessage(self.tr("Database: %1").replace("%1", describe(url)))
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        quit_action.triggered.connect(self.close)
        file_menu(self).addAction(quit_action)
        display.add_view_menu(self)
        self.refresh()

    def start(self, task: Task) -> None:
        """One import or report at a time: the buttons that start one wait."""
        self.task = task
        self._busy(True)
        self.pool.start(task)

    def done(self) -> None:
        self.task = None
        self._busy(False)
        self.held.refresh_held()   # an import may have held a return for an officer

    def refused(self, what: str, label) -> bool:
        """True (said on ``label``, and logged) when the person signed in may
        not do ``what``: an auditor changes nothing."""
        return work.refused(self.user, what, label)

    def _busy(self, busy: bool) -> None:
        self.forwarded.set_busy(busy)
        self.report.set_busy(busy)

    def refresh(self) -> None:
        self.authorities.refresh()
        self.people.refresh()
        self.held.refresh_held()
