"""The sale of cattle on the desktop (ss. 13(3), 13 proviso, 15, 16, 18(1)):
the auction window, the settlement of a case's proceeds with the account to
the owner, and disposal otherwise on the Director's order, under one
"Auction" menu of the main window and as actions of a case."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from pound_desk.ui import later
from pound_desk.ui.auction.openers import open_disposal, open_settlement
from pound_desk.ui.menus import add_before_help


def install(window) -> None:
    """Add the Auction menu; the settlement and the disposal act on the
    case chosen in the register. (A case's own "Sale" button is in_case.py,
    loaded with the case view.)"""
    def open_auctions(auction_id: int | None = None):
        dialog = later.AUCTION_WINDOW(window, now=window._now, auction_id=auction_id)
        dialog.changed.connect(lambda *_: window.refresh())
        window._keep(dialog).show()
        dialog.activateWindow()
        return dialog

    def for_selected(make):
        def open_():
            case_no = window.selected_case_no()
            if case_no is None:
                window.statusBar().showMessage(QCoreApplication.translate("Auction", "Choose a case first"), 5000)
                return None
            return make(window, case_no, lambda *_: window.refresh(), window._keep)
        return open_

    window.open_auctions = open_auctions
    window.open_settlement = for_selected(open_settlement)
    window.open_disposal = for_selected(open_disposal)
    menu = QMenu(QCoreApplication.translate("Auction", "&Auction"), window)
    menu.setObjectName("auction")  # found by name, whatever the language
    add_before_help(window, menu)
    for text, slot in ((QCoreApplication.translate("Auction", "Auctions, lots, bidders and sales…"),
                        window.open_auctions),
                       (QCoreApplication.translate("Auction", "Settle the chosen case's proceeds…"),
                        window.open_settlement),
                       (QCoreApplication.translate("Auction", "Dispose of otherwise (s. 13 proviso)…"),
                        window.open_disposal)):
        action = QAction(text, window)
        action.triggered.connect(lambda *_, s=slot: s())
        menu.addAction(action)
