"""The seizer pays what the Magistrate's order made him owe the pound: the
fines and charges of the heads released without payment (ss. 21(2), 22)."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout,
                               QWidget)

from pound_desk.law.money import MoneyError
from pound_desk.law.seizure import Problem
from pound_desk.services.desk import clock
from pound_desk.services.disputes import complaints
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.text import money
from pound_desk.ui.fields import (DateTimeField, EnterMovesOn, ErrorLabel, FieldErrors, MoneyEdit, add_field,
                                  fit_to_screen, submit_and_cancel)
from pound_desk.ui import fields as form_fields


class SeizerPaymentDialog(QDialog):
    paid = Signal(int)   # the complaint's id

    def __init__(self, complaint_id: int, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.complaint_id = complaint_id
        v = complaints.view(complaints.find(complaint_id))
        owed = complaints.seizer_outstanding(complaint_id)
        self.setWindowTitle(self.tr("Paid by the seizer (ss. 21, 22) — %1")
                            .replace("%1", v.case_no))
        fit_to_screen(self, 560, 380)
        about = QLabel(self.tr("Case %1, order %2: the seizer owes the pound %3 (recoverable as fines, s. 22).")
                       .replace("%1", v.case_no).replace("%2", v.reference).replace("%3", money(owed)))
        about.setWordWrap(True)
        self.amount = MoneyEdit()
        self.amount.setText(owed.plain() if owed else "")
        self.at = DateTimeField(self._now())
        self.receipt_ref = QLineEdit()
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for text, name, widget in (
                (self.tr("Amount paid"), "amount", self.amount),
                (self.tr("When"), "at", self.at),
                (self.tr("Receipt or order of recovery"), "receipt_ref",
                 self.receipt_ref)):
            self.errors.add(name, add_field(form, text, widget), widget)
        self.save_button = QPushButton(self.tr("&Record the payment (Ctrl+Enter)"))
        cancel = QPushButton(self.tr("Cancel"))
        submit_and_cancel(self, self.save_button, cancel, self.submit)
        if not owed:
            self.general.show_message(self.tr("The seizer owes nothing on this order"))
            self.save_button.setEnabled(False)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.amount, self.at, self.receipt_ref)
        self.amount.setFocus()

    def submit(self) -> None:
        self.errors.clear()
        own: list[Problem] = []
        try:
            amount = self.amount.money()
        except MoneyError:
            amount = None
            own.append(Problem("amount", self.tr("Not an amount")))
        # every refusal at once: the amount's with the payment's own
        if self.errors.refuse(own, complaints.seizer_payment_problems(amount, self.at.value(),
                                                                      self.receipt_ref.text(), self._now())):
            return
        if amount is not None and not form_fields.ask_to_record(
                self, self.tr("Record a payment of %1 by the seizer (s. 21)?").replace("%1", money(amount))):
            return
        try:
            complaints.seizer_paid(self.complaint_id, amount, self.at.value(), self.receipt_ref.text(),
                                   now=self._now())
        except Invalid as e:
            first = self.errors.show(e.problems)
            if first is not None:
                first.setFocus()
            return
        except ServiceError as e:
            self.general.show_message(str(e))
            return
        self.paid.emit(self.complaint_id)
        self.accept()
