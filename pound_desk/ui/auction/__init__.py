"""The sale of cattle on the desktop (ss. 13(3), 13 proviso, 15, 16, 18(1)):
the auction window, the settlement of a case's proceeds with the account to
the owner, and disposal otherwise on the Director's order, under one
"Auction" menu of the main window and as actions of a case."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QPushButton

from pound_desk.ui.menus import add_before_help


def install(window) -> None:
    """Add the Auction menu; the settlement and the disposal act on the
    case chosen in the register."""
    def open_auctions(auction_id: int | None = None):
        from pound_desk.ui.auction.auction_window import AuctionWindow   # when first opened

        dialog = AuctionWindow(window, now=window._now, auction_id=auction_id)
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
    for text, slot in ((QCoreApplication.translate("Auction", "Auctions, lots, bidders and sales…"), window.open_auctions),
                       (QCoreApplication.translate("Auction", "Settle the chosen case's proceeds…"), window.open_settlement),
                       (QCoreApplication.translate("Auction", "Dispose of otherwise (s. 13 proviso)…"), window.open_disposal)):
        action = QAction(text, window)
        action.triggered.connect(lambda *_, s=slot: s())
        menu.addAction(action)


def open_settlement(parent, case_no: str, changed, keep=None):
    from pound_desk.ui.auction.settlement_dialog import SettlementDialog

    dialog = SettlementDialog(case_no, parent, now=parent._now)
    dialog.settled.connect(changed)
    (keep(dialog) if keep else dialog).show()
    return dialog


def open_disposal(parent, case_no: str, changed, keep=None):
    from pound_desk.ui.auction.disposal_dialog import DisposeOtherwiseDialog

    dialog = DisposeOtherwiseDialog(case_no, parent, now=parent._now)
    dialog.disposed.connect(changed)
    (keep(dialog) if keep else dialog).show()
    return dialog


def case_actions(view, row) -> QPushButton:
    """A "Sale" button for the case view, with the settlement, the account to
    the owner and the disposal otherwise of this case."""
    from pound_desk.services.disposal import settlements

    button = QPushButton(QCoreApplication.translate("Auction", "Sale…"))
    button.setAutoDefault(False)
    menu = QMenu(button)

    def changed(*_):
        view._after_change()

    def account():
        from pound_desk.ui.auction.settlement_dialog import AccountDialog

        rows = [s for s in settlements.of_case(view.case_no) if s.path == "s15"]
        if not rows:
            view._fail(QCoreApplication.translate("Auction", "No settlement on the owner's refusal (s. 15) yet"))
            return None
        dialog = AccountDialog(rows[-1].id, view, now=view._now)
        dialog.recorded.connect(changed)
        dialog.show()
        view.child = dialog
        return dialog

    def settle():
        view.child = open_settlement(view, view.case_no, changed)
        return view.child

    def dispose():
        view.child = open_disposal(view, view.case_no, changed)
        return view.child

    for text, slot in ((QCoreApplication.translate("Auction", "Settle the proceeds…"), settle),
                       (QCoreApplication.translate("Auction", "Account to the owner (s. 15(3))…"), account),
                       (QCoreApplication.translate("Auction", "Dispose of otherwise (s. 13 proviso)…"), dispose)):
        menu.addAction(text).triggered.connect(lambda *_, s=slot: s())
    button.setMenu(menu)
    view.sale_settle, view.sale_account, view.sale_dispose = settle, account, dispose
    row.addWidget(button)
    return button
