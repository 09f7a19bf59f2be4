"""The sale's actions of one case, in the case view (loaded with it, not
with the main window): the settlement of its proceeds, the account to the
owner (s. 15(3)) and the disposal otherwise (s. 13 proviso)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QPushButton

from pound_desk.services.disposal import settlements
from pound_desk.ui.auction.openers import open_disposal, open_settlement
from pound_desk.ui.auction.settlement_dialog import AccountDialog


def case_actions(view, row) -> QPushButton:
    """A "Sale" button for the case view, with the settlement, the account to
    the owner and the disposal otherwise of this case."""
    button = QPushButton(QCoreApplication.translate("Auction", "Sale…"))
    button.setAutoDefault(False)
    menu = QMenu(button)

    def changed(*_):
        view._after_change()

    def account():
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
