"""A small panel on the main window: this month against last — cases
brought, heads held, money collected, steps overdue — each a button that
opens the list behind its figure.

The figures are read off the screen's thread, once the window is on the
screen and its needs-action list is made (``MainWindow.showEvent``), so the
panel never delays a usable window, and today's overdue steps are counted
from that list rather than made again; until they come it says it is
counting."""
from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QWidget

from pound_desk.text import count, money
from pound_desk.ui import crash, later, workers

if TYPE_CHECKING:
    from pound_desk.services.month_figures import MonthFigures

CASES, HELD, COLLECTED, OVERDUE = "cases", "held", "collected", "overdue"


class MonthPanel(QWidget):
    open_list = Signal(str)          # which figure's list: CASES, HELD, COLLECTED or OVERDUE
    loaded = Signal(object)          # the MonthFigures shown

    def __init__(self, now: Callable[[], datetime], parent: QWidget | None = None):
        super().__init__(parent)
        self._now = now
        self.figures: MonthFigures | None = None
        self.task: workers.Task | None = None
        self._latest = None
        self.title = QLabel(self.tr("<b>This month</b> (last month)"))
        self.state = QLabel(self.tr("Counting…"))
        self.state.setWordWrap(True)
        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 4)
        grid.setSpacing(4)
        grid.addWidget(self.title, 0, 0)
        for i, key in enumerate((CASES, HELD, COLLECTED, OVERDUE)):
            button = QPushButton()
            button.setEnabled(False)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            button.setStyleSheet("text-align: left; padding: 3px 6px;")
            button.clicked.connect(lambda _=False, k=key: self.open_list.emit(k))
            self.buttons[key] = button
            # one a line: the panel is no wider than the needs-action list under it
            grid.addWidget(button, 1 + i, 0)
        grid.addWidget(self.state, 5, 0)

    def _caption(self, key: str) -> str:
        return {CASES: self.tr("Cases brought"), HELD: self.tr("Heads held now"),
                COLLECTED: self.tr("Collected"), OVERDUE: self.tr("Steps overdue")}[key]

    def _tip(self, key: str) -> str:
        return {CASES: self.tr("Cases brought this month; in brackets, last month. Opens the register for "
                               "this month."),
                HELD: self.tr("Heads in the pound now; in brackets, at the end of last month. Opens the "
                              "register of cases whose cattle are all held."),
                COLLECTED: self.tr("Money received into cash this month; in brackets, last month. Opens "
                                   "the cash book."),
                OVERDUE: self.tr("Steps overdue today; in brackets, on the last day of last month. Opens "
                                 "the needs-action list.")}[key]

    def refresh(self, overdue_today: int | None = None) -> workers.Task:
        """Count again; ``overdue_today`` is given when today's needs-action list was just made."""
        self.state.setText(self.tr("Counting…"))
        self.state.show()
        task = workers.Task(later.MONTH_FIGURES, self._now(), overdue_today, wants_progress=False)
        self._latest = task
        # bound methods, not lambdas: Qt drops the connection if the panel is gone before the count ends
        task.signals.finished.connect(self._finished)
        task.signals.failed.connect(self._failed)
        self.task = task
        return workers.start(task)

    def _newest(self) -> bool:
        """Only the newest count is shown: an older one ending late would show older figures."""
        return self._latest is not None and self.sender() is self._latest.signals

    def _finished(self, f: MonthFigures) -> None:
        if self._newest():
            self._show(f)

    def _show(self, f: MonthFigures) -> None:
        self.figures = f
        texts = {CASES: (count(f.cases.this), count(f.cases.last)),
                 HELD: (count(f.heads_held.this), count(f.heads_held.last)),
                 COLLECTED: tuple(money(m) for m in f.collected_money()),
                 OVERDUE: (count(f.overdue.this), count(f.overdue.last))}
        for key, (this, last) in texts.items():
            button = self.buttons[key]
            button.setText(f"{self._caption(key)}: {this} ({last})")
            button.setToolTip(self._tip(key))
            button.setEnabled(True)
        self.state.hide()
        self.loaded.emit(f)

    def _failed(self, exc: Exception) -> None:
        if not self._newest():
            return
        self.state.setText(self.tr("The month's figures could not be counted: %1").replace("%1", crash.sentence(exc)))
