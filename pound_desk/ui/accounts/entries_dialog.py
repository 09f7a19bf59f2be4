"""Maintenance spent on the cattle (feed bought; rules 16, 17) and the daily
advances received from the local authority against the pound-keeper's
acknowledgment (rule 17): a form for each entry and the latest entries."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHeaderView, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from pound_desk.law.money import MoneyError
from pound_desk.law.problems import Problem
from pound_desk.services.books import accounts
from pound_desk.services.books.ledger import balances
from pound_desk.services.desk import clock
from pound_desk.text import money, screen_datetime
from pound_desk.ui import fields as form_fields
from pound_desk.ui.accounts.common import button_row
from pound_desk.ui.fields import MoneyEdit, bi, fit_to_screen
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.office.common import date_edit
from pound_desk.ui.pdf_preview import show_pdf
from pound_desk.ui.tables import fill, read_only_table

KINDS = {
    "maintenance": ("Maintenance spent: feed bought and the like (rules 16, 17)",
                    "സംരക്ഷണച്ചെലവ്: തീറ്റ വാങ്ങിയത് മുതലായവ (ചട്ടം 16, 17)"),
    "advance": ("Daily advance received from the local authority (rule 17)",
                "തദ്ദേശസ്ഥാപനത്തിൽ നിന്ന് ലഭിച്ച ദൈനംദിന മുൻകൂർ (ചട്ടം 17)"),
}
SHORT = {"maintenance": ("Maintenance", "സംരക്ഷണച്ചെലവ്"), "advance": ("Advance", "മുൻകൂർ")}


class EntriesDialog(FormDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.previews: list[QWidget] = []
        self.setWindowTitle(self.tr("Maintenance and advances"))
        fit_to_screen(self, 760, 680)
        self.kind = QComboBox()
        for code, pair in KINDS.items():
            self.kind.addItem(bi(pair), code)
        self.on = date_edit(now().date())
        self.description = QLineEdit()
        self.description.setPlaceholderText(self.tr("e.g. Hay, 20 kg"))
        self.amount = MoneyEdit()
        self.reference = QLineEdit()
        self.reference.setPlaceholderText(self.tr("bill, voucher or acknowledgment no."))
        form = QFormLayout()
        for name, text, w in (("kind", self.tr("Entry"), self.kind),
                              ("on", self.tr("Date"), self.on),
                              ("description", self.tr("What for"), self.description),
                              ("amount", self.tr("Amount (₹)"), self.amount),
                              ("reference", self.tr("Bill or acknowledgment no."), self.reference)):
            self.add_field(form, name, text, w)
        self.cash = QLabel()
        self.table = read_only_table([self.tr("When"), self.tr("Entry"),
                                      self.tr("Particulars"), self.tr("Reference"),
                                      self.tr("Amount")])
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.record_button = QPushButton(self.tr("&Record"))
        close = QPushButton(self.tr("Close"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.general)
        layout.addLayout(button_row(self.record_button, close))
        layout.addWidget(self.cash)
        layout.addWidget(self.table, 1)
        self.record_button.clicked.connect(self.submit)
        close.clicked.connect(self.reject)
        self.reload()

    def reload(self) -> None:
        self.cash.setText(self.tr("Cash in hand now: %1")
                          .replace("%1", money(balances().get("cash"))))
        rows = []
        for e in accounts.entries():
            mark = self.tr(" (reversed)") if e.reversed else ""
            rows.append((screen_datetime(e.at), bi(SHORT.get(e.kind, (e.kind, e.kind))) + mark, e.memo, e.reference,
                         money(e.amount)))
        fill(self.table, rows, right={4})

    def record_entry(self) -> bool:
        """Whether the entry was recorded."""
        return self.submit() is not None

    def save(self) -> object | None:
        own: list[Problem] = []
        try:
            amount = self.amount.money()
        except MoneyError:
            amount = None
            own.append(Problem("amount", self.tr("Give rupees like 240 or 240.50")))
        # every refusal at once: the amount's with the entry's own
        self.refuse_all(own, accounts.entry_problems(
            self.kind.currentData(), self.on.date().toPython(), self.description.text(), amount,
            self.reference.text(), now=self._now()))
        record = accounts.record_advance if self.kind.currentData() == "advance" else accounts.record_maintenance
        if amount is not None and not form_fields.ask_to_record(self, self.tr("Record %1 of %2 on %3 (%4)?")
                .replace("%1", self.kind.currentText()).replace("%2", money(amount))
                .replace("%3", self.on.date().toString("dd-MM-yyyy"))
                .replace("%4", self.description.text().strip())):
            return None
        txn = record(self.on.date().toPython(), self.description.text(), amount, self.reference.text(),
                     now=self._now())
        if getattr(txn, "pdf_path", None) is not None:   # the acknowledgment of an advance, to sign
            self.previews.append(show_pdf(txn.pdf_path, self.tr("Acknowledgment"), self))
        self.description.clear()
        self.amount.clear()
        self.reference.clear()
        self.reload()
        self.changed.emit()
        return txn
