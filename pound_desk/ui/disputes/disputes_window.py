"""Complaints (ss. 19-22) and deposits under protest (s. 14) across the
register: each with its state, the last day to complain, and what the
seizer owes; a deposit whose window has closed is converted from here."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.disputes import complaints, protest
from pound_desk.text import date_str, money, screen_datetime
from pound_desk.ui import crash
from pound_desk.ui.disputes.seizer_payment_dialog import SeizerPaymentDialog
from pound_desk.ui.fields import ErrorLabel, fit_to_screen, plain_buttons
from pound_desk.ui.pdf_preview import show_pdf
from pound_desk.ui.tables import fill, read_only_table


class DisputesWindow(QDialog):
    changed = Signal()
    open_case = Signal(str)

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.child = None
        self.setWindowTitle(self.tr("Complaints and deposits under protest"))
        fit_to_screen(self, 1100, 680)
        # every cell's lines are short (English over Malayalam), broken where the text says
        self.complaints = read_only_table([self.tr("Case"), self.tr("Made on"),
                                           self.tr("Complainant"), self.tr("To"),
                                           self.tr("Window"), self.tr("State"),
                                           self.tr("Owed by the one liable (s. 21)")], striped=False, wrap=False)
        self.deposits = read_only_table([self.tr("Deposit"), self.tr("Case"), self.tr("When"),
                                         self.tr("Deposited by"), self.tr("Amount"),
                                         self.tr("Window"), self.tr("State")], striped=False, wrap=False)
        complaints_box = QGroupBox(self.tr("Complaints (ss. 19–22)"))
        complaints_layout = QVBoxLayout(complaints_box)
        complaints_layout.addWidget(self.complaints)
        deposits_box = QGroupBox(self.tr("Deposits under protest (s. 14)"))
        deposits_layout = QVBoxLayout(deposits_box)
        deposits_layout.addWidget(self.deposits)
        self.open_button = QPushButton(self.tr("Open the case"))
        self.ack_button = QPushButton(self.tr("Print the acknowledgement"))
        self.convert_button = QPushButton(self.tr("Convert to fines and charges"))
        self.receipt_button = QPushButton(self.tr("Print the deposit receipt"))
        self.seizer_button = QPushButton(self.tr("Paid by the seizer…"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.open_button, self.ack_button, self.convert_button, self.receipt_button,
                      self.seizer_button, close)
        self.seizer_button.clicked.connect(self.seizer_paid)
        self.open_button.clicked.connect(self.open_selected)
        self.ack_button.clicked.connect(self.print_acknowledgement)
        self.convert_button.clicked.connect(self.convert_selected)
        self.receipt_button.clicked.connect(self.print_receipt)
        close.clicked.connect(self.reject)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.error = ErrorLabel()
        # each table's own actions under it, so the window fits a narrow screen
        for layout_, row_buttons in ((complaints_layout, (self.ack_button, self.seizer_button)),
                                     (deposits_layout, (self.receipt_button, self.convert_button))):
            row = QHBoxLayout()
            for b in row_buttons:
                row.addWidget(b)
            row.addStretch(1)
            layout_.addLayout(row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(complaints_box, 1)
        layout.addWidget(deposits_box, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.error)
        layout.addLayout(buttons)
        self.complaints.itemSelectionChanged.connect(self._selection)
        self.deposits.itemSelectionChanged.connect(self._selection)
        self.complaints.itemDoubleClicked.connect(lambda *_: self.open_selected())
        self.deposits.itemDoubleClicked.connect(lambda *_: self.open_selected())
        self.reload()

    def reload(self) -> None:
        today = self._now().date()
        cs = complaints.all_complaints()
        fill(self.complaints, [
            (c.case_no, date_str(c.filed_on) + (self.tr("\nlate") if c.late else ""),
             c.complainant, c.authority, date_str(c.window_ends) if c.window_ends else "",
             # the state is kept in both languages: the screen shows its own
             (f"{language.pick(*c.state_words)}: {c.reference}, {date_str(c.decided_on)}" if c.outcome
              else language.pick(*c.state_words)),
             self._owes(c))
            for c in cs], right={6}, keys=[("complaint", c.id, c.case_no) for c in cs])
        self.complaints.resizeRowsToContents()
        ds = protest.all_deposits(today)
        fill(self.deposits, [
            (d.number, d.case_no, screen_datetime(d.at), d.depositor_name, money(d.total),
             date_str(d.window_ends) if d.window_ends else "", language.pick(*d.state_words))
            for d in ds], right={4}, keys=[("deposit", d.number, d.case_no) for d in ds])
        self.deposits.resizeRowsToContents()
        self._selection()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.complaints.resizeRowsToContents()
        self.deposits.resizeRowsToContents()

    def _owes(self, c) -> str:
        if c.outcome != "illegal":
            return ""
        # the working, so that nothing refunded is owed twice (s. 21(1))
        text = "\n".join(f"{language.pick(en, ml)}: {money(m)}" for en, ml, m in c.working())
        text = language.pick(*c.liable_words) + "\n" + text
        due = complaints.seizer_outstanding(c.id)
        if c.due_from_seizer:
            text += "\n" + self.tr("to the pound: %1 outstanding").replace("%1", money(due))
        return text

    def _chosen(self, table: QTableWidget):
        items = table.selectedItems()
        return items[0].data(Qt.ItemDataRole.UserRole) if items else None

    def _selection(self) -> None:
        c, d = self._chosen(self.complaints), self._chosen(self.deposits)
        self.ack_button.setEnabled(c is not None)
        self.seizer_button.setEnabled(c is not None and bool(complaints.seizer_outstanding(c[1])))
        self.receipt_button.setEnabled(d is not None)
        due = {v.number for v in protest.due_for_conversion(self._now().date())}
        self.convert_button.setEnabled(d is not None and d[1] in due)
        self.open_button.setEnabled(c is not None or d is not None)

    def select_deposit(self, number: str) -> None:
        for r in range(self.deposits.rowCount()):
            if self.deposits.item(r, 0).text() == number:
                self.deposits.selectRow(r)

    def open_selected(self) -> None:
        key = self._chosen(self.deposits) if self.deposits.hasFocus() else None
        key = key or self._chosen(self.complaints) or self._chosen(self.deposits)
        if key:
            self.open_case.emit(key[2])

    def convert_selected(self) -> None:
        key = self._chosen(self.deposits)
        if key is None:
            return
        try:
            protest.convert(key[1], now=self._now())
        except ServiceError as e:
            self.message.setText("")
            self.error.show_message(crash.sentence(e))
            return
        self.error.clear_message()
        self.message.setText(self.tr("Deposit %1 converted to fines and charges")
                             .replace("%1", key[1]))
        self.reload()
        self.changed.emit()

    def seizer_paid(self):
        key = self._chosen(self.complaints)
        if key is None:
            return None
        dialog = SeizerPaymentDialog(key[1], self, now=self._now)
        dialog.paid.connect(lambda *_: (self.reload(), self.changed.emit()))
        dialog.show()
        self.child = dialog
        return dialog

    def print_receipt(self) -> None:
        key = self._chosen(self.deposits)
        if key is None:
            return
        try:
            self.child = show_pdf(protest.print_deposit(key[1]), key[1], self)
        except Exception as e:
            self.error.show_message(crash.sentence(e))

    def print_acknowledgement(self) -> None:
        key = self._chosen(self.complaints)
        if key is None:
            return
        try:
            self.child = show_pdf(complaints.print_acknowledgement(key[1]),
                                  self.tr("Acknowledgement of a complaint"), self)
        except Exception as e:
            self.error.show_message(crash.sentence(e))
