"""A new public auction (s. 13(3)): when and where, who conducts it (with
the deputation order when an officer is deputed), and the conditions set
by the Director's order."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from pound_desk.services.desk import clock
from pound_desk.services.disposal import auctions
from pound_desk.services.office import roles
from pound_desk.ui.auction.common import OrderFields
from pound_desk.ui.fields import DateTimeField, bi, fit_to_screen
from pound_desk.ui.form_dialog import FormDialog


class NewAuctionDialog(FormDialog):
    created = Signal(int)   # the auction's id

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.auction_id: int | None = None
        self.setWindowTitle(self.tr("New public auction (s. 13(3))"))
        r = roles.current()
        self.held_at = DateTimeField(now())
        self.place = QLineEdit()
        self.conductor_role = QComboBox()
        for code, pair in auctions.CONDUCTORS.items():
            self.conductor_role.addItem(bi(pair), code)
        self.conductor = QLineEdit(r.local_authority)
        self.conditions = QPlainTextEdit()
        self.conditions.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        self.conditions_order = QLineEdit()
        self.conditions_order.setPlaceholderText(self.tr("e.g. Director's order LB/12/2026"))
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name, text, w in (
                ("held_at", self.tr("Day and hour"), self.held_at),
                ("place", self.tr("Place"), self.place),
                ("conductor_role", self.tr("Conducted by"), self.conductor_role),
                ("conductor", self.tr("Name and office"), self.conductor),
                ("conditions", self.tr("Conditions of sale"), self.conditions),
                ("conditions_order", self.tr("Director's order on place, time and conditions"),
                 self.conditions_order)):
            self.add_field(form, name, text, w)
        self.deputation = OrderFields(self.tr("Deputation order (s. 13(3))"), "deputation",
                                      "deputation.", self.errors, now().date(), r.local_authority)
        self.deputation.setVisible(False)
        self.conductor_role.currentIndexChanged.connect(
            lambda *_: self.deputation.setVisible(self.conductor_role.currentData() == "deputed"))
        buttons = self.button_row(self.tr("Create the auction (Ctrl+Enter)"), self.tr("Cancel"))
        self.create_button = self.submit_button
        left = QVBoxLayout()
        left.addLayout(form)
        left.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addWidget(self.deputation, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        fit_to_screen(self, 900, 560)

    def save(self) -> int | None:
        deputed = self.conductor_role.currentData() == "deputed"
        auction_id = auctions.create_id(self.held_at.value(), self.place.text(), self.conductor_role.currentData(),
                                        self.conductor.text(), self.conditions.toPlainText(),
                                        self.conditions_order.text(),
                                        deputation=self.deputation.values() if deputed else None, now=self._now())
        self.auction_id = auction_id
        self.created.emit(auction_id)
        self.accept()
        return auction_id
