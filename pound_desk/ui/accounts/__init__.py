"""The pound's accounts on the desktop (rules 13-17; ss. 16, 17): the close
of the day (remittance and daily statement), maintenance and advances, the
deposits of unclaimed proceeds, and the cash book for a period, under an
Accounts menu of the main window."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from pound_desk.ui import later
from pound_desk.ui.menus import add_before_help


def install(window) -> None:
    """Add the Accounts menu; "needs action" opens the deposits. Each dialog
    refreshes the window's lists when it changes something."""
    # each window's module is imported when it is first opened (ui/later.py says why)
    def opener(make):
        def open_():
            dialog = make()
            if hasattr(dialog, "changed"):
                dialog.changed.connect(lambda *_: window.refresh())
            window._keep(dialog).show()
            dialog.activateWindow()
            return dialog
        return open_

    def close_of_day():
        return later.CLOSE_DAY_DIALOG(window, now=window._now)

    def entries():
        return later.ENTRIES_DIALOG(window, now=window._now)

    def deposits():
        return later.DEPOSITS_DIALOG(window, now=window._now)

    def cash_book():
        return later.CASH_BOOK_DIALOG(window, now=window._now)

    window.open_close_of_day = opener(close_of_day)
    window.open_account_entries = opener(entries)
    window.open_deposits = opener(deposits)
    window.open_cash_book = opener(cash_book)
    menu = QMenu(QCoreApplication.translate("Accounts", "&Accounts"), window)
    menu.setObjectName("accounts")  # found by name, whatever the language
    add_before_help(window, menu)
    window.accounts_menu = menu
    for text, slot in ((QCoreApplication.translate("Accounts",
                                                   "Close of day: remittance and daily statement (rules 13, 15)"),
                        window.open_close_of_day),
                       (QCoreApplication.translate("Accounts", "Maintenance and advances (rules 16, 17)"),
                        window.open_account_entries),
                       (QCoreApplication.translate("Accounts", "Deposits of unclaimed proceeds (ss. 16(3), 17)"),
                        window.open_deposits),
                       (QCoreApplication.translate("Accounts", "Cash book and balances"), window.open_cash_book)):
        action = QAction(text, window)
        action.triggered.connect(lambda *_, s=slot: s())
        menu.addAction(action)
    window.needs.open_deposits.connect(lambda *_: window.open_deposits())

    def close_day_for(day) -> None:
        dialog = window.open_close_of_day()
        if day is not None:
            dialog.day.setDate(day if isinstance(day, QDate) else QDate(day))

    window.needs.open_close_of_day.connect(close_day_for)
