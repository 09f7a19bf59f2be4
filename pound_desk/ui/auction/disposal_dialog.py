"""Disposal otherwise than by auction (s. 13 proviso): the Director's
written order (who, number, date, reasons), the heads, how and to whom they
went, and any money received (credited to the case as sale proceeds)."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.law.money import MoneyError
from pound_desk.law.problems import Problem
from pound_desk.services.case import cases
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.disposal import auctions
from pound_desk.services.office import roles
from pound_desk.text import money
from pound_desk.ui import fields as form_fields
from pound_desk.ui.auction.common import OrderFields
from pound_desk.ui.fields import DateTimeField, MoneyEdit, fit_to_screen
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.head_checklist import HeadChecklist


class DisposeOtherwiseDialog(FormDialog):
    disposed = Signal(str)   # the case number

    def __init__(self, case_no: str, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.cv = cases.view(case_no)
        self.setWindowTitle(self.tr("Disposal otherwise (s. 13 proviso) — %1")
                            .replace("%1", self.cv.case_no))
        self.heads = HeadChecklist(self.cv.held)
        self.at = DateTimeField(now())
        self.manner = QLineEdit()
        self.manner.setPlaceholderText(language.pick(*auctions.MANNERS_HINT))
        self.recipient = QLineEdit()
        self.proceeds = MoneyEdit()
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name, text, w in (("heads", self.tr("Heads"), self.heads),
                              ("at", self.tr("Disposed of at"), self.at),
                              ("manner", self.tr("Manner, as the Director ordered"), self.manner),
                              ("recipient", self.tr("Delivered to"), self.recipient),
                              ("proceeds", self.tr("Money received, rupees (if any)"), self.proceeds)):
            self.add_field(form, name, text, w)
        self.order = OrderFields(self.tr("The Director's order"), "dispose_otherwise", "order.",
                                 self.errors, now().date(), roles.current().director)
        buttons = self.button_row(self.tr("Record the disposal (Ctrl+Enter)"), self.tr("Cancel"))
        self.record_button = self.submit_button
        note = QLabel(self.tr(
            "Only cattle the Director thinks unlikely to fetch a fair price at auction, on his order in writing."))
        note.setWordWrap(True)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addWidget(self.order, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(columns, 1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        fit_to_screen(self, 980, 600)

    def chosen(self) -> list[int]:
        return self.heads.chosen_seqs()

    def save(self):
        try:
            proceeds = self.proceeds.money()
        except (MoneyError, ValueError):
            # every refusal at once: the amount's with the disposal's own
            try:
                others = auctions.disposal_problems(self.cv.case_no, self.chosen(), self.at.value(),
                                                    self.manner.text(), self.recipient.text(), None,
                                                    self.order.values(), now=self._now())
            except ServiceError as e:
                others = [Problem("", str(e))]
            self.refuse_all([Problem("proceeds", self.tr("Give the amount in rupees, e.g. 700"))], others)
        if proceeds and not form_fields.ask_to_record(
                self, self.tr("Record the disposal with proceeds of %1?").replace("%1", money(proceeds))):
            return None
        disposal_id = auctions.dispose_otherwise_id(self.cv.case_no, self.chosen(), self.at.value(), self.manner.text(),
                                                    self.recipient.text(), proceeds, self.order.values(),
                                                    now=self._now())
        self.disposed.emit(self.cv.case_no)
        self.accept()
        return disposal_id
