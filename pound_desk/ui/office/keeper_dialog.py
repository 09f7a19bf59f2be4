"""The pound-keeper (s. 5): who is in charge today, the history of orders
appointing, suspending, reinstating and removing, and a form to record a
new order. A suspended or removed keeper cannot make entries."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from pound_desk.services.desk import clock
from pound_desk.services.office import keepers
from pound_desk.text import date_str
from pound_desk.ui.fields import bi, make_default, plain_buttons
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.office.common import date_edit
from pound_desk.ui.tables import fill, read_only_table


class KeeperDialog(FormDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.setWindowTitle(self.tr("Pound-keeper (s. 5)"))
        self.resize(760, 560)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.table = read_only_table([self.tr("From"), self.tr("Pound-keeper"),
                                      self.tr("Order"), self.tr("Reference")])
        self.order_kind = QComboBox()
        for code, pair in keepers.EVENTS.items():
            self.order_kind.addItem(bi(pair), code)
        self.name = QLineEdit()
        self.effective = date_edit(now().date())
        self.reference = QLineEdit()
        self.reference.setPlaceholderText(self.tr("e.g. Council resolution 12/2026"))
        form = QFormLayout()
        for name, text, w in (("event", self.tr("Order"), self.order_kind),
                              ("name", self.tr("Pound-keeper's name"), self.name),
                              ("effective_on", self.tr("From"), self.effective),
                              ("reference", self.tr("Local authority's order no."), self.reference)):
            self.add_field(form, name, text, w)
        self.record_button = QPushButton(self.tr("&Record the order"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.record_button, close)
        make_default(self, self.record_button)   # Enter in a field records
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.record_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.state)
        layout.addWidget(self.table, 1)
        layout.addLayout(form)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self.record_button.clicked.connect(self.submit)
        close.clicked.connect(self.accept)
        self.reload()

    def reload(self) -> None:
        today = self._now().date()
        s = keepers.standing(today)
        words = {"in_office": self.tr("in office"), "suspended": self.tr("SUSPENDED"),
                 "removed": self.tr("REMOVED"), "none": self.tr("none appointed")}
        text = self.tr("Today: %1, %2").replace("%1", s.name or "—").replace("%2", words[s.state])
        if s.state != "in_office":
            text += "\n" + self.tr("No register, receipt or release entries can be made until a keeper is in office.")
        self.state.setText(text)
        self.name.setText(self.name.text() or s.name)
        fill(self.table, [(date_str(e.effective_on), e.name, bi(keepers.EVENTS[e.event]), e.reference)
                          for e in keepers.events()])

    def record(self) -> bool:
        """Whether the order was recorded."""
        return self.submit() is not None

    def save(self) -> str:
        keepers.record(self.name.text(), self.order_kind.currentData(), self.effective.date().toPython(),
                       self.reference.text())
        self.reference.clear()
        self.reload()
        self.changed.emit()
        return self.name.text()
