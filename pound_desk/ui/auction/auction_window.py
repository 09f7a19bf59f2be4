"""The auction at the desk: choose or create an auction; make lots from the
heads that may be sold (with the reason shown for those that may not);
register the bidders with their s. 18(1) declaration; sell a lot to a
bidder at a price (refusals beside the fields), then print the buyer's
receipt; enter the expenses of sale; print the sale list. Each tab is its
own module (lots_tab, bidders_tab, sale_tab with sale_reversal,
expenses_tab); the window chooses the auction and shows every tab again
after a change."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

from pound_desk.services.desk import clock
from pound_desk.services.disposal import auctions
from pound_desk.text import screen_datetime
from pound_desk.ui.auction.bidders_tab import BiddersTab
from pound_desk.ui.auction.expenses_tab import ExpensesTab
from pound_desk.ui.auction.lots_tab import LotsTab
from pound_desk.ui.auction.new_auction import NewAuctionDialog
from pound_desk.ui.auction.openers import open_settlement
from pound_desk.ui.auction.sale_tab import SaleTab
from pound_desk.ui.fields import bi, fit_to_screen, plain_buttons
from pound_desk.ui.pdf_preview import PdfPreview, show_pdf


class AuctionWindow(QDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now,
                 auction_id: int | None = None):
        super().__init__(parent)
        self._now = now
        self.child: QWidget | None = None
        self.setWindowTitle(self.tr("Public auction"))

        self.auction_box = QComboBox()
        self.new_button = QPushButton(self.tr("New auction…"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setMinimumHeight(self.fontMetrics().lineSpacing() * 2 + 4)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Auction")))
        top.addWidget(self.auction_box, 1)
        top.addWidget(self.new_button)

        self.tabs = QTabWidget()
        self.lots = LotsTab(self)
        self.tabs.addTab(self.lots.widget, self.tr("Lots"))
        self.bidders = BiddersTab(self)
        self.tabs.addTab(self.bidders.widget, self.tr("Bidders (s. 18(1))"))
        self.sale = SaleTab(self)
        self.tabs.addTab(self.sale.widget, self.tr("Sell a lot"))
        self.expenses = ExpensesTab(self)
        self.tabs.addTab(self.expenses.widget, self.tr("Expenses of sale"))

        self.list_button = QPushButton(self.tr("Print the sale list"))
        self.settle_case = QComboBox()
        self.settle_button = QPushButton(self.tr("Settle the case's proceeds…"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.new_button, self.list_button, self.settle_button, close)
        self.settle_button.clicked.connect(self.settle)
        self.new_button.clicked.connect(self.new_auction)
        self.list_button.clicked.connect(self.print_sale_list)
        close.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.list_button)
        bottom.addStretch(1)
        bottom.addWidget(QLabel(self.tr("Case")))
        bottom.addWidget(self.settle_case)
        bottom.addWidget(self.settle_button)
        bottom.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)
        fit_to_screen(self, 1180, 760)
        self.auction_box.currentIndexChanged.connect(lambda *_: self.reload())
        self.load_auctions(auction_id)

    # ------------------------------------------------------------ showing
    def auction_id(self) -> int | None:
        return self.auction_box.currentData()

    def load_auctions(self, select: int | None = None) -> None:
        self.auction_box.blockSignals(True)
        self.auction_box.clear()
        for a in auctions.auction_lines():
            self.auction_box.addItem(f"{screen_datetime(a.held_at)} — {a.place}", a.id)
        if select is not None:
            self.auction_box.setCurrentIndex(max(0, self.auction_box.findData(select)))
        self.auction_box.blockSignals(False)
        self.reload()

    def reload(self) -> None:
        aid = self.auction_id()
        for w in (self.tabs, self.list_button, self.settle_case, self.settle_button):
            w.setEnabled(aid is not None)
        if aid is None:
            self.summary.setText(self.tr("No auction yet: create one"))
            return
        a = auctions.auction_line(aid)
        role = bi(auctions.CONDUCTORS.get(a.conductor_role, (a.conductor_role, a.conductor_role)))
        # in brackets after the name: "(the local authority)"
        self.summary.setText(f"{a.conductor} ({role[:1].lower()}{role[1:]}); {a.conditions_order}: {a.conditions}")
        self.sale.sold_at.set_value(max(a.held_at, min(self._now(), a.held_at.replace(hour=23, minute=59))))
        self.lots.show_candidates(aid)
        lots = auctions.lots(aid)
        self.lots.show_lots(lots)
        self.sale.show_lots(lots)
        self._show_cases(lots)
        self.sale.show_buyers(self.bidders.show(aid))
        self.expenses.show(aid)

    def _show_cases(self, lots: list[auctions.LotView]) -> None:
        """The cases of the lots, for an expense and for settling; the choice kept."""
        case_nos = list(dict.fromkeys(h.case_no for lv in lots for h in lv.heads))
        for combo in (self.expenses.expense_case, self.settle_case):
            chosen = combo.currentText()
            combo.clear()
            combo.addItems(case_nos)
            if chosen in case_nos:
                combo.setCurrentText(chosen)

    # ------------------------------------------------------------ actions
    def new_auction(self) -> NewAuctionDialog:
        dialog = NewAuctionDialog(self, now=self._now)
        dialog.created.connect(self._created)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.child = dialog
        return dialog

    def _created(self, auction_id: int) -> None:
        self.load_auctions(auction_id)
        self.changed.emit()

    def settle(self):
        case_no = self.settle_case.currentText()
        if not case_no:
            return None
        self.child = open_settlement(self, case_no, lambda *_: (self.reload(), self.changed.emit()))
        return self.child

    def print_sale_list(self) -> PdfPreview | None:
        if self.auction_id() is None:
            return None
        path = auctions.print_sale_list(self.auction_id())
        self.child = show_pdf(path, self.tr("Sale list"), self)
        return self.child
