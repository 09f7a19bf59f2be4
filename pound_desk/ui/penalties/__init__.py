"""Penalties and release orders on the desktop (ss. 18(2), 23–28): a
"Penalties" menu of the main window, and a case's own actions (in_case.py,
loaded with the case view): release on a written order, ownership contested,
and the case's history as PDF."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from pound_desk.ui import later
from pound_desk.ui.menus import add_before_help


def install(window) -> None:
    def open_penalties(tab: str = "incidents"):
        dialog = later.PENALTIES_WINDOW(window, now=window._now, tab=tab)
        dialog.changed.connect(lambda *_: window.refresh())
        window._keep(dialog).show()
        dialog.activateWindow()
        return dialog

    window.open_penalties = open_penalties
    menu = QMenu(QCoreApplication.translate("Penalties", "Pe&nalties"), window)
    menu.setObjectName("penalties")  # found by name, whatever the language
    add_before_help(window, menu)
    for text, tab in ((QCoreApplication.translate("Penalties", "Incidents of opposition or rescue (s. 23)…"),
                       "incidents"),
                      (QCoreApplication.translate("Penalties", "Referrals under s. 24…"), "referrals"),
                      (QCoreApplication.translate("Penalties", "Fines imposed (ss. 23, 24, 27)…"), "fines"),
                      (QCoreApplication.translate("Penalties", "Court's order to sell (s. 25)…"), "court_sale"),
                      (QCoreApplication.translate("Penalties", "The pound-keeper's failures (s. 27)…"), "s27"),
                      (QCoreApplication.translate("Penalties", "Fines as compensation (s. 28)…"), "appropriations"),
                      (QCoreApplication.translate("Penalties", "Who may order a release (s. 18(2))…"), "authorities")):
        action = QAction(text, window)
        action.triggered.connect(lambda *_, t=tab: open_penalties(t))
        menu.addAction(action)
