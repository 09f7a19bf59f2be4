"""The auction's bidders (s. 18(1)): each registered with the declaration
he signed, and checked against the lists of those who may not bid; the
register listed below the form."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk.services.desk.errors import Invalid
from pound_desk.services.disposal import auctions
from pound_desk.ui.fields import WARNING_STYLE, ErrorLabel, FieldErrors, add_field, bi, plain_buttons
from pound_desk.ui.tables import fill, read_only_table


class BiddersTab:
    """The tab's widgets (``widget``) and the registering of a bidder; the
    window it is in reloads every tab after."""

    def __init__(self, window):
        self.window = window
        self.bidder_lines: list[auctions.BidderLine] = []
        self.bidder_name = QLineEdit()
        self.bidder_residence = QLineEdit()
        self.declared = QCheckBox(QCoreApplication.translate("AuctionWindow", "The bidder has signed this declaration"))
        declaration = QLabel(bi(auctions.DECLARATION))   # the printed sale list carries both
        declaration.setWordWrap(True)
        declaration.setStyleSheet(WARNING_STYLE)
        self.bidder_general = ErrorLabel()
        self.bidder_errors = FieldErrors(self.bidder_general)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name, text, w in (("name", QCoreApplication.translate("AuctionWindow", "Name"), self.bidder_name),
                              ("residence", QCoreApplication.translate("AuctionWindow", "Residence"),
                               self.bidder_residence)):
            self.bidder_errors.add(name, add_field(form, text, w), w)
        form.addRow(declaration)
        self.bidder_errors.add("declared", add_field(form, "", self.declared), self.declared)
        self.bidder_button = QPushButton(QCoreApplication.translate("AuctionWindow", "Register the bidder"))
        plain_buttons(self.bidder_button)
        self.bidder_button.clicked.connect(self.register_bidder)
        self.bidders_table = read_only_table([
            QCoreApplication.translate("AuctionWindow", "No."),
            QCoreApplication.translate("AuctionWindow", "Name"),
            QCoreApplication.translate("AuctionWindow", "Residence"),
            QCoreApplication.translate("AuctionWindow", "Declaration"),
            QCoreApplication.translate("AuctionWindow", "Check against the lists (s. 18(1))")])
        head = self.bidders_table.horizontalHeader()
        head.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        head.sectionResized.connect(lambda *_: self.bidders_table.resizeRowsToContents())
        self.bidders_table.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.bidder_button)
        row.addStretch(1)
        self.widget = QWidget()
        t = QVBoxLayout(self.widget)
        t.addLayout(form)
        t.addWidget(self.bidder_general)
        t.addLayout(row)
        t.addWidget(self.bidders_table, 1)

    def show(self, aid: int) -> list[auctions.BidderLine]:
        """The register of the auction ``aid``, listed; returned for the buyer's choice."""
        self.bidder_lines = auctions.bidder_lines(aid)
        fill(self.bidders_table, [
            (str(b.number), b.name, b.residence,
             QCoreApplication.translate("AuctionWindow", "signed") if b.declared else "—",
             "\n".join(b.barred) if b.barred else QCoreApplication.translate("AuctionWindow", "No match"))
            for b in self.bidder_lines])
        self.bidders_table.resizeRowsToContents()
        return self.bidder_lines

    def register_bidder(self):
        try:
            bidder_id = auctions.register_bidder_id(self.window.auction_id(), self.bidder_name.text(),
                                                    self.bidder_residence.text(), self.declared.isChecked())
        except Invalid as e:
            self.bidder_errors.show(e.problems)
            return None
        self.bidder_errors.clear()
        for w in (self.bidder_name, self.bidder_residence):
            w.clear()
        self.declared.setChecked(False)
        self.window.reload()
        barred = next((x.barred for x in self.bidder_lines if x.id == bidder_id), ())   # as the reload just listed
        if barred:
            self.bidder_general.show_message("\n".join(barred))
        self.bidder_name.setFocus()
        return bidder_id
