"""Disposal otherwise than by auction (s. 13 proviso): the Director's
written order (who, number, date, reasons), the heads, how and to whom they
went, and any money received (credited to the case as sale proceeds)."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout,
                               QWidget)

from pound_desk import language
from pound_desk.law.money import MoneyError
from pound_desk.text import money
from pound_desk.law.seizure import Problem
from pound_desk.services.desk import clock
from pound_desk.services.case import cases
from pound_desk.services.disposal import auctions
from pound_desk.services.office import roles
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.ui.auction.common import OrderFields
from pound_desk.ui.fields import (DateTimeField, ErrorLabel, FieldErrors, MoneyEdit, add_field, fit_to_screen,
                                  submit_and_cancel)
from pound_desk.ui.head_checklist import HeadChecklist
from pound_desk.ui import fields as form_fields


class DisposeOtherwiseDialog(QDialog):
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
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name, text, w in (("heads", self.tr("Heads"), self.heads),
                              ("at", self.tr("Disposed of at"), self.at),
                              ("manner", self.tr("Manner, as the Director ordered"), self.manner),
                              ("recipient", self.tr("Delivered to"), self.recipient),
                              ("proceeds", self.tr("Money received, rupees (if any)"), self.proceeds)):
            self.errors.add(name, add_field(form, text, w), w)
        self.order = OrderFields(self.tr("The Director's order"), "dispose_otherwise", "order.",
                                 self.errors, now().date(), roles.current().director)
        self.record_button = QPushButton(self.tr("Record the disposal (Ctrl+Enter)"))
        cancel = QPushButton(self.tr("Cancel"))
        submit_and_cancel(self, self.record_button, cancel, self.submit)
        note = QLabel(self.tr("Only cattle the Director thinks unlikely to fetch a fair price at auction, on his order in writing."))
        note.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.record_button)
        buttons.addWidget(cancel)
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

    def submit(self):
        self.errors.clear()
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
            self.errors.refuse([Problem("proceeds", self.tr("Give the amount in rupees, e.g. 700"))], others)
            return None
        if proceeds and not form_fields.ask_to_record(
                self, self.tr("Record the disposal with proceeds of %1?").replace("%1", money(proceeds))):
            return None
        try:
            row = auctions.dispose_otherwise(self.cv.case_no, self.chosen(), self.at.value(), self.manner.text(),
                                             self.recipient.text(), proceeds, self.order.values(), now=self._now())
        except Invalid as e:
            first = self.errors.show(e.problems)
            if first is not None:
                first.setFocus()
            return None
        except ServiceError as e:
            self.errors.clear()
            self.general.show_message(str(e))
            return None
        self.disposed.emit(self.cv.case_no)
        self.accept()
        return row
