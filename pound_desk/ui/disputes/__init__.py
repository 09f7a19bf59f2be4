"""Disputes on the desktop: deposits under protest (s. 14), complaints and
their outcomes (ss. 19-22) and orders allowing a sale despite a complaint
(Q16), as actions of a case and under a "Disputes" menu of the main window
listing them all."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from pound_desk.ui import later
from pound_desk.ui.menus import add_before_help


def install(window) -> None:
    """Add the Disputes menu; needs action's conversion items open the list.
    (A case's own "Disputes" button is in_case.py, loaded with the case view.)"""
    def open_disputes(number: str | None = None):
        dialog = later.DISPUTES_WINDOW(window, now=window._now)
        dialog.changed.connect(lambda *_: window.refresh())
        dialog.open_case.connect(lambda case_no: window.open_case(case_no))
        if number:
            dialog.select_deposit(number)
        window._keep(dialog).show()
        dialog.activateWindow()
        return dialog

    window.open_disputes = open_disputes
    menu = QMenu(QCoreApplication.translate("Disputes", "&Disputes"), window)
    menu.setObjectName("disputes")  # found by name, whatever the language
    add_before_help(window, menu)
    action = QAction(QCoreApplication.translate("Disputes", "Complaints and deposits under protest…"), window)
    action.triggered.connect(lambda *_: window.open_disputes())
    menu.addAction(action)
