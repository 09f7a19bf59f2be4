"""The "needs action today" list: feeding not logged (s. 8), unclaimed
reports due (s. 13(1)), complaint windows closing (s. 19), grouped by what
is to be done, one line per case under each. It is read in a worker, so a
large register never holds up the window; the worker imports the service
(it brings every workflow of the Act with it), so the main window does not
wait for that either."""
from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.law.numbering import case_order
from pound_desk.text import date_str
from pound_desk.ui import crash, later, workers
from pound_desk.ui.fields import ErrorLabel

if TYPE_CHECKING:
    from pound_desk.services.today import Action


def needs_action(day: date, progress=None, cancelled=None) -> list[Action]:
    """The worker's work (stopped at once when the desk closes)."""
    return later.NEEDS_ACTION(day, cancelled=cancelled)



class NeedsActionPanel(QWidget):
    open_case = Signal(str)
    open_exhibit = Signal()   # the s. 11(4) list is to be printed and put up
    open_report = Signal()    # the s. 13(1) report is to be made
    open_deposits = Signal()  # a deposit's three months have run out or are running out
    open_close_of_day = Signal(object)  # the day whose statement is not made
    open_return_export = Signal()  # the month's return (s. 6) is not exported yet
    refreshed = Signal(int)   # how many actions are listed
    settled = Signal()        # a check ended, listed or failed (self.loading is False again)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = QLabel(self.tr("<b>Needs action today</b>"))
        self.title.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        # headings are two short lines of their own; wrapping would cut the second
        self.tree.setWordWrap(False)
        self.tree.setRootIsDecorated(True)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.error = ErrorLabel()
        self.actions: list[Action] = []
        self.loading = False
        self._latest = None    # the newest check started
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.state)
        layout.addWidget(self.error)
        self.tree.itemDoubleClicked.connect(self._activated)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self.tree, activated=self._open_current,
                      context=Qt.ShortcutContext.WidgetShortcut)

    def _heading(self, code: str) -> str:
        words = {
            "feeding": self.tr("Feeding not logged (s. 8)"),
            "unclaimed_report": self.tr("Unclaimed 7 days (s. 13(1))"),
            "notice_issue": self.tr("Notice to be issued (s. 13(2))"),
            "notice_events": self.tr("Notice to affix / proclaim (s. 13(2))"),
            "may_sell": self.tr("May be sold (ss. 13(3), 15(1))"),
            "settle": self.tr("Sold: settle the proceeds (ss. 15(2), 16)"),
            "owner_account": self.tr("Account to the owner (s. 15(3))"),
            "complaint_window": self.tr("Complaints close (s. 19)"),
            "protest_convert": self.tr("Deposit under protest: window closed, convert (s. 14)"),
            "protest_window": self.tr("Deposit under protest: complaint window (s. 19)"),
            "deposit_due": self.tr("Deposit to credit (s. 17)"),
            "deposit_soon": self.tr("Deposit claims close (s. 16(3))"),
            "daily_statement": self.tr("Daily statement (rule 15)"),
            "statement_revision": self.tr("Revised daily statement (rule 15)"),
            "return_due": self.tr("Monthly return (s. 6)"),
            "exhibit": self.tr("Rates changed (s. 11(4))"),
        }
        return words.get(code, code)

    def refresh_soon(self, day: Callable[[], date],
                     after: Callable[[Callable[[], object]], None] | None = None) -> None:
        """The first check, once the window is up (``after``: the main
        window's first paint of the register; else the next turn of the event
        loop): its worker would otherwise share the interpreter with the
        building and first painting of the window. Until it is shown the list
        counts as loading."""
        self.loading = True
        self.state.setText(self.tr("Checking…"))
        if after is None:
            QTimer.singleShot(0, self, lambda: self.refresh(day()))
        else:
            after(lambda: self.refresh(day()))

    def refresh(self, day: date) -> workers.Task:
        self.loading = True
        self.state.setText(self.tr("Checking…"))
        task = workers.Task(needs_action, day)
        # only the newest check is shown: an older one finishing late would
        # put back what was done meanwhile
        self._latest = task
        task.signals.finished.connect(lambda actions, t=task: self._show(actions) if t is self._latest else None)
        task.signals.failed.connect(lambda exc, t=task: self._failed(exc) if t is self._latest else None)
        return workers.start(task)

    def _show(self, actions: list[Action]) -> None:
        self.loading = False
        self.error.clear_message()
        self.actions = list(actions)
        self.tree.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        # groups in the service's order; within one, by due date, then 2/2026 before 11/2026
        rank: dict[str, int] = {}
        for a in self.actions:
            rank.setdefault(a.code, len(rank))
        for a in sorted(self.actions, key=lambda a: (rank[a.code], a.due, case_order(a.case_no))):
            group = groups.get(a.code)
            if group is None:
                group = groups[a.code] = QTreeWidgetItem(self.tree)
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            if a.code == "exhibit":
                text = self.tr("Print and put up the new list")
            elif a.code in ("daily_statement", "statement_revision"):
                text = self.tr("Make it for %1").replace("%1", date_str(a.due))
            elif a.code == "return_due":
                month = date.fromordinal(a.due.toordinal() - 1)   # due the day after the month ends
                text = self.tr("%1: export").replace("%1", f"{month:%m-%Y}")
            else:
                text = a.case_no if a.code == "feeding" else f"{a.case_no} — {date_str(a.due)}"
            item = QTreeWidgetItem(group, [text])
            item.setData(0, Qt.ItemDataRole.UserRole + 1, a.code)
            item.setToolTip(0, language.pick(a.en, a.ml))
            item.setData(0, Qt.ItemDataRole.UserRole, a.case_no)
            item.setData(0, Qt.ItemDataRole.UserRole + 2, a.due)
            # read aloud: what is to be done, for which case and when, then why (its tooltip)
            item.setData(0, Qt.ItemDataRole.AccessibleTextRole,
                         f"{self._heading(a.code)}: {text}. {language.pick(a.en, a.ml)}")
        for code, group in groups.items():
            # the count first, where a narrow panel never cuts it off
            group.setText(0, f"{group.childCount()} · {self._heading(code)}")
            first = next(a for a in self.actions if a.code == code)
            group.setToolTip(0, language.pick(first.en, first.ml))
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            group.setExpanded(True)
        self.state.setText(self.tr("Nothing needs doing") if not self.actions
                           else self.tr("%1 to do").replace("%1", str(len(self.actions))))
        self.refreshed.emit(len(self.actions))
        self.settled.emit()

    def redraw(self) -> None:
        """The list again as it stands (the text size changed)."""
        if not self.loading and self.error.isHidden():
            self.blockSignals(True)   # nothing was checked again: nobody is told
            try:
                self._show(self.actions)
            finally:
                self.blockSignals(False)

    def case_nos(self) -> list[str]:
        """The cases listed, in the order shown."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            out += [group.child(j).data(0, Qt.ItemDataRole.UserRole) for j in range(group.childCount())]
        return out

    def _failed(self, exc: Exception) -> None:
        self.loading = False
        self.state.setText("")
        self.error.show_message(crash.sentence(exc))
        self.settled.emit()

    def _activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        if item.data(0, Qt.ItemDataRole.UserRole + 1) == "exhibit":
            self.open_exhibit.emit()
            return
        if item.data(0, Qt.ItemDataRole.UserRole + 1) == "unclaimed_report":
            self.open_report.emit()   # one report lists every case due
            return
        if str(item.data(0, Qt.ItemDataRole.UserRole + 1)).startswith("deposit"):
            self.open_deposits.emit()
            return
        if item.data(0, Qt.ItemDataRole.UserRole + 1) in ("daily_statement", "statement_revision"):
            self.open_close_of_day.emit(item.data(0, Qt.ItemDataRole.UserRole + 2))
            return
        if item.data(0, Qt.ItemDataRole.UserRole + 1) == "return_due":
            self.open_return_export.emit()
            return
        case_no = item.data(0, Qt.ItemDataRole.UserRole)
        if case_no:
            self.open_case.emit(case_no)

    def _open_current(self) -> None:
        item = self.tree.currentItem()
        if item is not None:
            self._activated(item)
