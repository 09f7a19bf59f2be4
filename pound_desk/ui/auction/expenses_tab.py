"""The expenses of the sale (the crier, the drum…), each charged to a case
sold at the auction: entered beside the list of those entered."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import auctions
from pound_desk.text import money
from pound_desk.ui import fields as form_fields
from pound_desk.ui.auction.common import money_of
from pound_desk.ui.fields import ErrorLabel, FieldErrors, MoneyEdit, add_field, plain_buttons
from pound_desk.ui.office.common import date_edit
from pound_desk.ui.tables import fill, read_only_table


class ExpensesTab:
    """The tab's widgets (``widget``) and the entering of an expense; the
    window it is in reloads every tab after."""

    def __init__(self, window):
        self.window = window
        self._now = window._now
        self.expense_case = QComboBox()
        self.expense_amount = MoneyEdit()
        self.expense_text = QLineEdit()
        self.expense_text.setPlaceholderText(QCoreApplication.translate("AuctionWindow", "e.g. drum and crier"))
        self.expense_on = date_edit(self._now().date())
        self.expense_general = ErrorLabel()
        self.expense_errors = FieldErrors(self.expense_general)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name, text, w in (("case", QCoreApplication.translate("AuctionWindow", "Case"), self.expense_case),
                              ("amount", QCoreApplication.translate("AuctionWindow", "Amount, rupees"),
                               self.expense_amount),
                              ("description", QCoreApplication.translate("AuctionWindow", "For"), self.expense_text),
                              ("spent_on", QCoreApplication.translate("AuctionWindow", "Spent on"), self.expense_on)):
            self.expense_errors.add(name, add_field(form, text, w), w)
        self.expense_button = QPushButton(QCoreApplication.translate("AuctionWindow", "Enter the expense"))
        plain_buttons(self.expense_button)
        self.expense_button.clicked.connect(self.add_expense)
        self.expenses_table = read_only_table([QCoreApplication.translate("AuctionWindow", "Case"),
                                               QCoreApplication.translate("AuctionWindow", "For"),
                                               QCoreApplication.translate("AuctionWindow", "Date"),
                                               QCoreApplication.translate("AuctionWindow", "Amount")])
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addLayout(form)
        lv.addWidget(self.expense_general)
        lv.addWidget(self.expense_button)
        lv.addStretch(1)
        self.widget = QWidget()
        t = QHBoxLayout(self.widget)
        t.addWidget(left, 2)
        t.addWidget(self.expenses_table, 3)

    def show(self, aid: int) -> None:
        fill(self.expenses_table, [(e.case_no, e.description, f"{e.spent_on:%d-%m-%Y}", money(e.amount))
                                   for e in auctions.expenses(aid)], right={3})

    def add_expense(self):
        amount, problems = money_of(self.expense_amount, "amount")
        # every refusal at once: the amount's with the expense's own
        if self.expense_errors.refuse(problems, auctions.expense_problems(
                amount, self.expense_text.text(), self.expense_on.date().toPython(), self._now())
                if problems else []):
            return None
        if amount is not None and not form_fields.ask_to_record(self.window, QCoreApplication.translate(
                "AuctionWindow", "Record an expense of sale of %1 for case %2 (%3)?")
                .replace("%1", money(amount)).replace("%2", self.expense_case.currentText())
                .replace("%3", self.expense_text.text().strip())):
            return None
        try:
            expense_id = auctions.add_expense_id(self.window.auction_id(), self.expense_case.currentText(), amount,
                                                 self.expense_text.text(), self.expense_on.date().toPython(),
                                                 now=self._now())
        except Invalid as e:
            self.expense_errors.show(e.problems)
            return None
        except ServiceError as e:
            self.expense_errors.clear()
            self.expense_general.show_message(str(e))
            return None
        self.expense_errors.clear()
        self.expense_amount.clear()
        self.expense_text.clear()
        self.window.reload()
        self.window.changed.emit()
        return expense_id
