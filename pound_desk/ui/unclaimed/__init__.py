"""Cattle not claimed on the desktop (ss. 13, 15(1)): the Unclaimed menu of the
main window (the report to the local authority, the notices). The case
view's actions (issue the notice, record its affixing and proclamations, the
owner's refusal to pay) are in in_case.py, loaded with the case view."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from pound_desk.ui import later
from pound_desk.ui.menus import add_before_help


def install(window) -> None:
    """Add the Unclaimed menu to the main window; each dialog refreshes the
    window's lists ("needs action" above all) when it records something."""
    def open_report():
        dialog = later.UNCLAIMED_REPORT_DIALOG(window, now=window._now)
        dialog.changed.connect(lambda *_: window.refresh())
        window._keep(dialog).show()
        dialog.activateWindow()
        return dialog

    def open_notices():
        dialog = later.NOTICES_DIALOG(window, now=window._now)
        dialog.changed.connect(lambda *_: window.refresh())
        dialog.open_case.connect(window.open_case)
        window._keep(dialog).show()
        dialog.activateWindow()
        return dialog

    window.open_unclaimed_report = open_report
    window.open_notices = open_notices
    menu = QMenu(QCoreApplication.translate("Unclaimed", "&Unclaimed"), window)
    menu.setObjectName("unclaimed")  # found by name, whatever the language
    add_before_help(window, menu)
    for text, slot in ((QCoreApplication.translate("Unclaimed", "Report to the local authority (s. 13(1))…"),
                        open_report),
                       (QCoreApplication.translate("Unclaimed", "Notices (s. 13(2))…"), open_notices)):
        action = QAction(text, window)
        action.triggered.connect(lambda *_, s=slot: s())
        menu.addAction(action)
    window.unclaimed_menu = menu
    window.needs.open_report.connect(lambda *_: open_report())
