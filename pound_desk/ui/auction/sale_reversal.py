"""A hammer price recorded wrong: the sale is reversed with the reason
(never edited) and stays in the books marked reversed; its lot comes back
to the sale above, to be sold again at the right price."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit, QPushButton

from pound_desk.law.problems import Problem
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import sale_corrections
from pound_desk.ui import fields as form_fields
from pound_desk.ui.fields import ErrorLabel, FieldErrors, add_field, plain_buttons


class SaleReversal:
    """The box (``box``) under the sale's form, and the reversal."""

    def __init__(self, window, sale):
        self.window = window
        self.sale = sale
        self.box = QGroupBox(QCoreApplication.translate("AuctionWindow",
                                                        "Reverse a sale whose hammer price was recorded wrong"))
        self.reverse_sale_box = QComboBox()
        self.reverse_reason = QLineEdit()
        self.reverse_general = ErrorLabel()
        self.reverse_errors = FieldErrors(self.reverse_general)
        form = QFormLayout(self.box)
        form.setVerticalSpacing(2)
        for name, text, w in (
                ("sale", QCoreApplication.translate("AuctionWindow", "Sale (buyer's receipt)"), self.reverse_sale_box),
                ("reason", QCoreApplication.translate("AuctionWindow", "Why it is reversed"), self.reverse_reason)):
            self.reverse_errors.add(name, add_field(form, text, w), w)
        self.reverse_button = QPushButton(QCoreApplication.translate("AuctionWindow", "Reverse the sale…"))
        plain_buttons(self.reverse_button)
        self.reverse_button.clicked.connect(self.reverse_sale)
        self.reverse_reason.returnPressed.connect(self.reverse_sale)
        form.addRow(self.reverse_general)
        form.addRow(self.reverse_button)

    def show_sales(self, sold: list[tuple[str, str]]) -> None:
        """The sales that may be reversed, (number, text) each; the one chosen kept."""
        chosen = self.reverse_sale_box.currentData()
        self.reverse_sale_box.clear()
        for number, text in sold:
            self.reverse_sale_box.addItem(text, number)
        if chosen is not None and self.reverse_sale_box.findData(chosen) >= 0:
            self.reverse_sale_box.setCurrentIndex(self.reverse_sale_box.findData(chosen))
        self.reverse_button.setEnabled(bool(sold))

    def reverse_sale(self):
        """Reverse the chosen sale with the reason, asked once; its lot comes
        back to be sold again at the right price."""
        number = self.reverse_sale_box.currentData()
        reason = self.reverse_reason.text().strip()
        if not number:
            return None
        if not reason:
            self.reverse_errors.show([Problem("reason", QCoreApplication.translate(
                "AuctionWindow", "Say why the sale is reversed"))])
            self.reverse_reason.setFocus()
            return None
        if not form_fields.ask_to_record(self.window, QCoreApplication.translate(
                "AuctionWindow",
                "Reverse sale %1? Its hammer price comes out of the accounts with the reason \"%2\"; the sale "
                "stays in the books marked reversed, and the lot is then sold again at the right price.")
                .replace("%1", self.reverse_sale_box.currentText()).replace("%2", reason)):
            return None
        try:
            done = sale_corrections.reverse_sale(number, reason, now=self.window._now())
        except Invalid as e:
            self.reverse_errors.show(e.problems)
            return None
        except ServiceError as e:
            self.reverse_errors.clear()
            self.reverse_general.show_message(str(e))
            return None
        self.reverse_errors.clear()
        self.reverse_reason.clear()
        self.sale.last_sale = None
        self.sale.receipt_button.setEnabled(False)
        self.window.reload()
        # ready to be sold again, to the same buyer
        self.sale.again(done.lot_id, done.bidder_id, done.sold_at)
        self.sale.sale_message.setText(QCoreApplication.translate(
            "AuctionWindow", "Sale %1 reversed. Give the right hammer price above and sell the lot "
                             "again (the same buyer, at the same hammer).").replace("%1", number))
        self.sale.price.setFocus()
        self.window.changed.emit()
        return done
