"""Settling a case's proceeds (ss. 15(2), 16): the distribution as of the
chosen time, the write-off order when the proceeds fall short (Q19); then,
on the s. 15 path, the account to the owner (s. 15(3)) with his receipt or
his refusal (s. 15(4), (5))."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.disposal import settlements
from pound_desk.services.office import roles
from pound_desk.text import money, screen_datetime
from pound_desk.ui.auction.common import OrderFields
from pound_desk.ui.fields import DateTimeField, add_field, bi, fit_to_screen, plain_buttons, with_error
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.pdf_preview import PdfPreview, show_pdf
from pound_desk.ui.tables import fill, read_only_table


class SettlementDialog(FormDialog):
    settled = Signal(int)   # the settlement's id

    def __init__(self, case_no: str, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.case_no = case_no
        self.settlement_id: int | None = None
        self.child: QWidget | None = None
        self.setWindowTitle(self.tr("Settle the proceeds — %1").replace("%1", case_no))
        self.at = DateTimeField(now())
        self.close_sales = QCheckBox(self.tr("Close the case's sales: settle what has been sold"))
        form = QFormLayout()
        self.errors.add("at", add_field(form, self.tr("Settled at"), self.at), self.at)
        close_cell, close_error = with_error(self.close_sales)
        form.addRow(close_cell)
        self.errors.add("close", close_error, self.close_sales)
        self.path_label = QLabel()
        self.path_label.setWordWrap(True)
        self.table = read_only_table([self.tr("Item"), self.tr("Amount")])
        self.write_off = OrderFields(self.tr("Write-off of the shortfall"), "write_off",
                                     "write_off.", self.errors, now().date(), roles.current().local_authority)
        self.errors.add("write_off", self.general)
        self.account_button = QPushButton(self.tr("Account to the owner…"))
        self.account_button.setVisible(False)
        buttons = self.button_row(self.tr("Settle (Ctrl+Enter)"), self.tr("Close"), between=[self.account_button])
        self.settle_button = self.submit_button
        plain_buttons(self.account_button)
        self.account_button.clicked.connect(self.open_account)
        self.message = QLabel()
        self.message.setWordWrap(True)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.path_label)
        left.addWidget(self.table, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addWidget(self.write_off, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.general)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.at.dateTimeChanged.connect(lambda *_: self.recompute())
        self.close_sales.toggled.connect(lambda *_: self.recompute())
        self.recompute()
        # sized once the write-off fields are hidden or shown
        fit_to_screen(self, 980, 600)

    def recompute(self) -> settlements.Preview | None:
        try:
            p = settlements.preview(self.case_no, self.at.value(), self.close_sales.isChecked())
        except ServiceError as e:
            self.general.show_message(str(e))
            return None
        d = p.distribution
        path = {"s15": self.tr("The owner refused to pay (s. 15): the balance is owed to him with an account"),
                "s13": self.tr("Unclaimed (s. 13): the surplus is held in deposit for three months (s. 16(3))")}[p.path]
        held = (self.tr("1 head still in the pound") if p.held == 1 else
                self.tr("%1 heads still in the pound").replace("%1", str(p.held)))
        self.path_label.setText(path + "\n" + held)
        rows = [(self.tr("Proceeds of sale"), money(d.proceeds)),
                (self.tr("Fines (s. 16(1))"), money(d.fines)),
                (self.tr("Feeding and watering (s. 16(2))"), money(d.feeding)),
                (self.tr("Expenses of sale (s. 15(2))"), money(d.expenses)),
                (self.tr("Surplus"), money(d.surplus)),
                (self.tr("Shortfall"), money(d.shortfall))]
        fill(self.table, rows, right={1})
        self.write_off.setVisible(bool(d.shortfall))
        if p.problems:
            self.errors.show(p.problems)
        else:
            self.errors.clear()
        return p

    def save(self) -> int | None:
        p = self.recompute()
        if p is None:
            return None
        write_off = self.write_off.values() if p.distribution.shortfall else None
        s = settlements.settle_line(self.case_no, self.at.value(), self.close_sales.isChecked(), write_off,
                                    now=self._now())
        self.errors.clear()
        self.settlement_id = s.id
        self.settle_button.setEnabled(False)
        if s.path == "s15":
            self.message.setText(self.tr("Settled. Give the owner the account and the balance of %1")
                                 .replace("%1", money(s.surplus)))
            self.account_button.setVisible(True)
        elif s.shortfall.paise:
            self.message.setText(self.tr("Settled. Shortfall of %1 written off on order %2")
                                 .replace("%1", money(s.shortfall))
                                 .replace("%2", self.write_off.number.text().strip()))
        else:
            self.message.setText(self.tr("Settled. Surplus held in deposit: %1")
                                 .replace("%1", money(s.surplus)))
        self.settled.emit(s.id)
        return s.id

    def open_account(self) -> "AccountDialog | None":
        if self.settlement_id is None:
            return None
        dialog = AccountDialog(self.settlement_id, self, now=self._now)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.recorded.connect(lambda *_: self.settled.emit(self.settlement_id))
        dialog.open()
        self.child = dialog
        return dialog


class AccountDialog(FormDialog):
    """The account to the owner: print it, then record his receipt for the
    remaining cattle and the balance, or his refusal."""

    recorded = Signal(int)   # the account's id

    def __init__(self, settlement_id: int, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.settlement_id = settlement_id
        self.child: QWidget | None = None
        doc = settlements.account_doc(settlement_id)
        self.setWindowTitle(self.tr("Account to the owner (s. 15(3)) — %1")
                            .replace("%1", doc.case_no))
        remaining = ", ".join(f"{h.seq}. {language.pick(h.kind_en, h.kind_ml)}" for h in doc.remaining) or "—"
        self.summary = QLabel(
            self.tr("Sold: %1; proceeds %2; fines %3; feeding %4; expenses %5\n"
                    "Balance to the owner: %6\n"
                    "Remaining cattle: %7\n"
                    "Settled at: %8")
            .replace("%1", str(len(doc.sold))).replace("%2", money(doc.proceeds))
            .replace("%3", money(doc.fines)).replace("%4", money(doc.feeding))
            .replace("%5", money(doc.expenses_total)).replace("%6", money(doc.balance))
            .replace("%8", screen_datetime(doc.settled_at)).replace("%7", remaining))
        self.summary.setWordWrap(True)
        self.print_button = QPushButton(self.tr("Show and print the account"))
        plain_buttons(self.print_button)
        self.print_button.clicked.connect(self.print_account)
        self.claimant_name = QLineEdit(doc.owner_name)
        self.capacity = QComboBox()
        for code, pair in settlements.CAPACITIES.items():
            self.capacity.addItem(bi(pair), code)
        self.at = DateTimeField(max(now(), doc.settled_at))
        self.accepted = QRadioButton(self.tr(
            "Took the remaining cattle and the balance, and signed the receipt (s. 15(4))"))
        self.refused = QRadioButton(self.tr("Refused them: deemed unclaimed (s. 15(5))"))
        self.answer = QButtonGroup(self)
        self.answer.addButton(self.accepted)
        self.answer.addButton(self.refused)
        self.accepted.setChecked(True)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name, text, w in (("claimant_name", self.tr("Owner or agent"), self.claimant_name),
                              ("claimant_capacity", self.tr("Capacity"), self.capacity),
                              ("at", self.tr("At"), self.at)):
            self.add_field(form, name, text, w)
        form.addRow(self.accepted)
        form.addRow(self.refused)
        buttons = self.button_row(self.tr("Record (Ctrl+Enter)"), self.tr("Close"), left=[self.print_button])
        self.record_button = self.submit_button
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(form)
        layout.addWidget(self.general)
        layout.addWidget(self.message)
        layout.addStretch(1)
        layout.addLayout(buttons)
        fit_to_screen(self, 820, 520)
        if settlements.account_recorded(settlement_id):
            self.record_button.setEnabled(False)
            self.message.setText(self.tr("The owner's answer is already recorded"))

    def print_account(self) -> PdfPreview | None:
        try:
            path = settlements.print_account(self.settlement_id)
        except ServiceError as e:
            self.general.show_message(str(e))
            return None
        self.child = show_pdf(path, self.tr("Account to the owner"), self)
        return self.child

    def save(self) -> int:
        acc = settlements.answer_account(self.settlement_id, self.at.value(), self.claimant_name.text(),
                                         self.capacity.currentData(), self.accepted.isChecked(), now=self._now())
        self.record_button.setEnabled(False)
        balance = money(acc.balance)
        if acc.accepted:
            self.message.setText(self.tr("Recorded: the remaining cattle delivered and %1 paid")
                                 .replace("%1", balance))
        else:
            self.message.setText(self.tr(
                "Recorded: refused; %1 held in deposit, the cattle are unclaimed and go to notice (s. 15(5))")
                                 .replace("%1", balance))
        self.recorded.emit(acc.id)
        return acc.id

