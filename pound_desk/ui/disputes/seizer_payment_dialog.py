"""The seizer pays what the Magistrate's order made him owe the pound: the
fines and charges of the heads released without payment (ss. 21(2), 22)."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from pound_desk.law.money import MoneyError
from pound_desk.law.problems import Problem
from pound_desk.services.desk import clock
from pound_desk.services.disputes import complaints
from pound_desk.text import money
from pound_desk.ui import fields as form_fields
from pound_desk.ui.fields import DateTimeField, EnterMovesOn, MoneyEdit, fit_to_screen
from pound_desk.ui.form_dialog import FormDialog


class SeizerPaymentDialog(FormDialog):
    paid = Signal(int)   # the complaint's id

    def __init__(self, complaint_id: int, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.complaint_id = complaint_id
        v = complaints.view_of(complaint_id)
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
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for text, name, widget in (
                (self.tr("Amount paid"), "amount", self.amount),
                (self.tr("When"), "at", self.at),
                (self.tr("Receipt or order of recovery"), "receipt_ref",
                 self.receipt_ref)):
            self.add_field(form, name, text, widget)
        buttons = self.button_row(self.tr("&Record the payment (Ctrl+Enter)"), self.tr("Cancel"))
        self.save_button = self.submit_button
        if not owed:
            self.general.show_message(self.tr("The seizer owes nothing on this order"))
            self.save_button.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.amount, self.at, self.receipt_ref)
        self.amount.setFocus()

    def save(self) -> int | None:
        own: list[Problem] = []
        try:
            amount = self.amount.money()
        except MoneyError:
            amount = None
            own.append(Problem("amount", self.tr("Not an amount")))
        # every refusal at once: the amount's with the payment's own
        self.refuse_all(own, complaints.seizer_payment_problems(amount, self.at.value(),
                                                                self.receipt_ref.text(), self._now()))
        if amount is not None and not form_fields.ask_to_record(
                self, self.tr("Record a payment of %1 by the seizer (s. 21)?").replace("%1", money(amount))):
            return None
        complaints.seizer_paid(self.complaint_id, amount, self.at.value(), self.receipt_ref.text(),
                               now=self._now())
        self.paid.emit(self.complaint_id)
        self.accept()
        return self.complaint_id
