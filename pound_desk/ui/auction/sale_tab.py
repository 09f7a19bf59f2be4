"""Selling a lot: the buyer from the bidder register, the hammer price and
the moment it fell (refusals beside the fields; a sale inside the owner's
time to complain only with a reason, recorded), then the buyer's receipt;
a sale recorded at a wrong price reversed below (sale_reversal.py)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import auctions
from pound_desk.text import money
from pound_desk.ui import fields as form_fields
from pound_desk.ui.auction.common import money_of
from pound_desk.ui.auction.lots_tab import heads_of
from pound_desk.ui.auction.sale_reversal import SaleReversal
from pound_desk.ui.fields import DateTimeField, ErrorLabel, FieldErrors, MoneyEdit, add_field, plain_buttons
from pound_desk.ui.pdf_preview import PdfPreview
from pound_desk.ui.receipt_printing import show_sale_receipt


def _choose(combo: QComboBox, data) -> None:
    """The item carrying ``data`` chosen again after a refill, if it is still there."""
    if data is not None and combo.findData(data) >= 0:
        combo.setCurrentIndex(combo.findData(data))


class SaleTab:
    """The tab's widgets (``widget``), the sale and its receipt; the window
    it is in reloads every tab after a sale."""

    def __init__(self, window):
        self.window = window
        self._now = window._now
        self.last_sale: str | None = None
        self.sale_lot = QComboBox()
        self.buyer = QComboBox()
        self.price = MoneyEdit()
        self.sold_at = DateTimeField(self._now())
        self.sale_general = ErrorLabel()
        self.sale_errors = FieldErrors(self.sale_general)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name, text, w in (
                ("lot", QCoreApplication.translate("AuctionWindow", "Lot"), self.sale_lot),
                ("bidder", QCoreApplication.translate("AuctionWindow", "Buyer (from the bidder register)"),
                 self.buyer),
                ("price", QCoreApplication.translate("AuctionWindow", "Hammer price, rupees"), self.price),
                ("at", QCoreApplication.translate("AuctionWindow", "Knocked down at"), self.sold_at)):
            self.sale_errors.add(name, add_field(form, text, w), w)
        self.sell_button = QPushButton(QCoreApplication.translate("AuctionWindow", "Sell the lot"))
        self.receipt_button = QPushButton(QCoreApplication.translate("AuctionWindow", "Print the buyer's receipt"))
        self.receipt_button.setEnabled(False)
        plain_buttons(self.sell_button, self.receipt_button)
        self.sell_button.clicked.connect(self.sell)
        self.price.returnPressed.connect(self.sell)   # Enter after the price: knocked down
        self.receipt_button.clicked.connect(self.print_receipt)
        self.sale_message = QLabel()
        self.sale_message.setWordWrap(True)
        self.sale_message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QHBoxLayout()
        buttons.addWidget(self.sell_button)
        buttons.addWidget(self.receipt_button)
        buttons.addStretch(1)
        self.widget = QWidget()
        t = QVBoxLayout(self.widget)
        t.addLayout(form)
        t.addWidget(self.sale_general)
        t.addLayout(buttons)
        t.addWidget(self.sale_message)
        self.reversal = SaleReversal(window, self)
        t.addWidget(self.reversal.box)
        t.addStretch(1)

    # ------------------------------------------------------------ showing
    def show_lots(self, lots: list[auctions.LotView]) -> None:
        """The lots not sold to choose from (a reversed sale's to be recorded
        again), the sales to reverse below; the choices kept where they can be."""
        unsold, sold = [], []
        for lv in lots:
            if not lv.sale_number:
                again = (" — " + QCoreApplication.translate("AuctionWindow", "to be recorded again for %1 (reversed)")
                         .replace("%1", lv.sell_again[0]) if lv.sell_again else "")
                unsold.append((lv.id, f"{lv.number}: {heads_of(lv)}{again}"))
            else:
                sold.append((lv.sale_number,
                             f"{lv.sale_number} — {QCoreApplication.translate('AuctionWindow', 'Lot')} "
                             f"{lv.number}, {lv.buyer}, {money(lv.price)}"))
        self.reversal.show_sales(sold)
        current = self.sale_lot.currentData()
        self.sale_lot.clear()
        for lot_id, text in unsold:
            self.sale_lot.addItem(text, lot_id)
        _choose(self.sale_lot, current)

    def show_buyers(self, bidders: list[auctions.BidderLine]) -> None:
        current = self.buyer.currentData()
        self.buyer.clear()
        for b in bidders:
            mark = QCoreApplication.translate("AuctionWindow", " — on a list under s. 18(1)") if b.barred else ""
            self.buyer.addItem(f"{b.number}. {b.name}, {b.residence}{mark}", b.id)
        _choose(self.buyer, current)

    def choose_lot(self, lot_id: int) -> None:
        """The lot just made, ready to be sold."""
        self.sale_lot.setCurrentIndex(max(0, self.sale_lot.findData(lot_id)))

    def again(self, lot_id: int, bidder_id: int, sold_at) -> None:
        """A reversed sale's lot, buyer and moment chosen, to be sold again."""
        _choose(self.sale_lot, lot_id)
        _choose(self.buyer, bidder_id)
        self.sold_at.set_value(sold_at)

    # ------------------------------------------------------------ the sale
    def sell(self):
        price, problems = money_of(self.price, "price")
        # every refusal at once: the price's with the sale's own
        if self.sale_errors.refuse(problems, auctions.sale_problems(self.buyer.currentData(), price,
                                                                    self.sold_at.value(), self._now())
                                   if problems else []):
            return None
        if price is not None and not form_fields.ask_to_record(self.window, QCoreApplication.translate(
                "AuctionWindow", "Record the sale of lot %1 to %2 at a hammer price of %3?")
                .replace("%1", self.sale_lot.currentText()).replace("%2", self.buyer.currentText())
                .replace("%3", money(price))):
            return None
        try:
            result = self._record(price)
        except Invalid as e:
            first = self.sale_errors.show(e.problems)
            if first is not None:
                first.setFocus()
            self.sale_message.setText("")
            return None
        except ServiceError as e:
            self.sale_errors.clear()
            self.sale_general.show_message(str(e))
            return None
        if result is None:
            return None
        self.sale_errors.clear()
        self.last_sale = result.number
        self.sale_message.setText("\n\n".join(self._sold_lines(result)))
        self.receipt_button.setEnabled(True)
        self.price.clear()
        self.window.reload()
        self.window.changed.emit()
        return result

    def _record(self, price) -> auctions.SaleResult | None:
        """The sale recorded; inside the owner's time to complain only with
        the reason asked for, None when none is given."""
        try:
            return auctions.sell(self.sale_lot.currentData(), self.buyer.currentData(), price,
                                 self.sold_at.value(), now=self._now())
        except auctions.InsideComplaintWindow as e:
            # s. 15(1) with s. 19: sold inside the complaint window only with a reason, recorded
            reason = self.ask_window_reason(e.warnings)
            if not reason:
                self.sale_errors.clear()
                self.sale_general.show_message("\n".join(e.warnings))
                return None
            return auctions.sell(self.sale_lot.currentData(), self.buyer.currentData(), price,
                                 self.sold_at.value(), now=self._now(), window_reason=reason)

    @staticmethod
    def _sold_lines(result: auctions.SaleResult) -> list[str]:
        lines = [QCoreApplication.translate("AuctionWindow", "Sold: lot %1 to %2 for %3; buyer's receipt %4")
                 .replace("%1", str(result.lot_number)).replace("%2", result.buyer)
                 .replace("%3", money(result.price)).replace("%4", result.number)]
        # the services keep each message in both languages: the screen shows its own
        for en, ml in result.messages():
            lines.append(language.pick(en, ml))
        return lines

    def ask_window_reason(self, warnings: list[str]) -> str:
        """The keeper confirms a sale inside the s. 19 window by giving the
        reason; "" when he does not."""
        text, ok = QInputDialog.getMultiLineText(
            self.window, QCoreApplication.translate("AuctionWindow",
                                                    "Sale before the owner's time to complain has run out"),
            "\n\n".join(warnings) + "\n\n"
            + QCoreApplication.translate("AuctionWindow", "Reason for selling now (recorded with the sale):"))
        return text.strip() if ok else ""

    def print_receipt(self) -> PdfPreview | None:
        if not self.last_sale:
            return None
        try:
            self.window.child = show_sale_receipt(
                self.last_sale,
                QCoreApplication.translate("AuctionWindow", "Buyer's receipt — %1").replace("%1", self.last_sale),
                self.window)
        except ServiceError as e:
            self.sale_general.show_message(str(e))
            return None
        return self.window.child
