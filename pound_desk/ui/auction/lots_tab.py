"""The auction's lots: the heads in the pound at the auction's time, each
ticked into a lot or showing why it may not be sold, and the lots made, in
the order of sale (a sale reversed stays listed under its lot, with the
reason)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.disposal import auctions
from pound_desk.text import money
from pound_desk.ui.fields import ErrorLabel, bi, plain_buttons
from pound_desk.ui.tables import fill, read_only_table

TICK, CASE, HEAD, KIND, FOOTING, WHY = range(6)


def heads_of(lot: auctions.LotView) -> str:
    """A lot's heads on one line: case, number and kind of each."""
    return "; ".join(f"{h.case_no} #{h.seq} {language.pick(h.kind_en, h.kind_ml)}" for h in lot.heads)


class LotsTab:
    """The tab's widgets (``widget``) and the making of a lot from the heads
    ticked; the window it is in reloads every tab after."""

    def __init__(self, window):
        self.window = window
        self.candidates = QTableWidget(0, 6)
        self.candidates.setHorizontalHeaderLabels([
            QCoreApplication.translate("AuctionWindow", "Lot?"),
            QCoreApplication.translate("AuctionWindow", "Case"),
            QCoreApplication.translate("AuctionWindow", "Head"),
            QCoreApplication.translate("AuctionWindow", "Kind"),
            QCoreApplication.translate("AuctionWindow", "Footing"),
            QCoreApplication.translate("AuctionWindow", "Why it may not be sold")])
        self.candidates.verticalHeader().setVisible(False)
        self.candidates.setWordWrap(True)
        head = self.candidates.horizontalHeader()
        for col in (TICK, CASE, HEAD, KIND):
            head.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        # the footing and the reason share the rest, both wrapped (a long
        # bilingual footing would otherwise push the reason out of sight)
        head.setSectionResizeMode(FOOTING, QHeaderView.ResizeMode.Stretch)
        head.setSectionResizeMode(WHY, QHeaderView.ResizeMode.Stretch)
        # the reasons wrap: rows grow to show them whole as the column's width changes
        head.sectionResized.connect(lambda *_: self.candidates.resizeRowsToContents())
        self.lot_number = QSpinBox()
        self.lot_number.setRange(0, 9999)
        self.lot_number.setSpecialValueText(QCoreApplication.translate("AuctionWindow", "next"))
        self.lot_button = QPushButton(QCoreApplication.translate("AuctionWindow", "Make a lot of the ticked heads"))
        plain_buttons(self.lot_button)
        self.lot_button.clicked.connect(self.make_lot)
        self.lot_error = ErrorLabel()
        self.lots_table = read_only_table([QCoreApplication.translate("AuctionWindow", "Lot"),
                                           QCoreApplication.translate("AuctionWindow", "Heads"),
                                           QCoreApplication.translate("AuctionWindow", "Buyer's receipt"),
                                           QCoreApplication.translate("AuctionWindow", "Buyer"),
                                           QCoreApplication.translate("AuctionWindow", "Price")])
        self.lots_table.horizontalHeader().setStretchLastSection(False)
        self.lots_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.lots_table.horizontalHeader().sectionResized.connect(lambda *_: self.lots_table.resizeRowsToContents())
        self.lots_table.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(QLabel(QCoreApplication.translate("AuctionWindow", "Lot number")))
        row.addWidget(self.lot_number)
        row.addWidget(self.lot_button)
        row.addStretch(1)
        left = QGroupBox(QCoreApplication.translate("AuctionWindow", "Heads in the pound at the auction's time"))
        lv = QVBoxLayout(left)
        lv.addWidget(self.candidates, 1)
        lv.addLayout(row)
        lv.addWidget(self.lot_error)
        right = QGroupBox(QCoreApplication.translate("AuctionWindow", "Lots, in the order of sale"))
        QVBoxLayout(right).addWidget(self.lots_table)
        self.widget = QWidget()
        t = QVBoxLayout(self.widget)
        t.addWidget(left, 3)
        t.addWidget(right, 2)

    def show_candidates(self, aid: int) -> None:
        found = auctions.candidates(aid)
        self.candidates.setRowCount(len(found))
        for r, c in enumerate(found):
            tick = QTableWidgetItem()
            tick.setData(Qt.ItemDataRole.UserRole, c.head_id)
            if c.saleable:
                tick.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
                tick.setCheckState(Qt.CheckState.Unchecked)
            else:
                tick.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.candidates.setItem(r, TICK, tick)
            path = bi(auctions.PATHS[c.path]) if c.path in auctions.PATHS else "—"
            why = "\n".join(c.problems)
            for col, text in ((CASE, c.case_no), (HEAD, str(c.seq)), (KIND, language.pick(c.kind_en, c.kind_ml)),
                              (FOOTING, path), (WHY, why)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(text)
                self.candidates.setItem(r, col, item)
        self.candidates.resizeRowsToContents()

    def show_lots(self, lots: list[auctions.LotView]) -> None:
        rows = []
        for lv in lots:
            # a sale reversed stays listed under its lot, with the reason
            gone = "".join("\n" + language.pick(en, ml) for en, ml in lv.reversals)
            rows.append((str(lv.number), heads_of(lv) + gone,
                         lv.sale_number or QCoreApplication.translate("AuctionWindow", "not sold"),
                         lv.buyer, money(lv.price) if lv.price else ""))
        fill(self.lots_table, rows, right={4})
        self.lots_table.resizeRowsToContents()

    def ticked(self) -> list[int]:
        out = []
        for r in range(self.candidates.rowCount()):
            item = self.candidates.item(r, TICK)
            if item.flags() & Qt.ItemFlag.ItemIsUserCheckable and item.checkState() == Qt.CheckState.Checked:
                out.append(item.data(Qt.ItemDataRole.UserRole))
        return out

    def make_lot(self):
        try:
            lot_id = auctions.add_lot_id(self.window.auction_id(), self.ticked(), self.lot_number.value() or None)
        except ServiceError as e:
            self.lot_error.show_message(str(e).replace("; ", "\n"))
            return None
        self.lot_error.clear_message()
        self.lot_number.setValue(0)
        self.window.reload()
        self.window.sale.choose_lot(lot_id)
        return lot_id
