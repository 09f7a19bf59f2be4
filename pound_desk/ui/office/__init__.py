"""The office's own records on the desktop: rate tables, the s. 11(4) list,
the pound-keeper, inspections and the office's settings, under one menu of the main
window."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from pound_desk.ui.menus import add_before_help




def install(window) -> None:
    """Add the Office menu to the main window and let "needs action" open the
    s. 11(4) list. Each dialog refreshes the window's lists when it changes
    something."""
    from pound_desk.ui.office.audit_dialog import open_for as open_audit_log
    from pound_desk.ui.office.authorities_dialog import AuthoritiesDialog
    from pound_desk.ui.office.exhibit_dialog import ExhibitDialog
    from pound_desk.ui.office.inspection_dialog import InspectionDialog
    from pound_desk.ui.office.keeper_dialog import KeeperDialog
    from pound_desk.ui.office.rates_dialog import RatesDialog
    from pound_desk.ui.office.roles_dialog import RolesDialog
    from pound_desk.ui.office.settings_dialog import SettingsDialog

    def opener(make):
        def open_():
            dialog = make()
            dialog.changed.connect(lambda *_: window.refresh())
            window._keep(dialog).show()
            dialog.activateWindow()
            return dialog
        return open_

    window.open_rates = opener(lambda: RatesDialog(window, today=lambda: window._now().date()))
    window.open_exhibit = opener(lambda: ExhibitDialog(window, now=window._now))
    window.open_keeper = opener(lambda: KeeperDialog(window, now=window._now))
    window.open_settings = opener(lambda: SettingsDialog(window, now=window._now))
    window.open_inspection = opener(lambda: InspectionDialog(window, now=window._now))
    window.open_authorities = opener(lambda: AuthoritiesDialog(window, now=window._now))
    window.open_roles = opener(lambda: RolesDialog(window, now=window._now))
    window.open_audit = lambda: open_audit_log(window)
    menu = QMenu(QCoreApplication.translate("Office", "&Office"), window)
    menu.setObjectName("office")  # found by name, whatever the language
    # before Help, which stays last
    add_before_help(window, menu)
    for name, text, slot in (("rates", QCoreApplication.translate("Office", "Rate tables"), window.open_rates),
                       ("exhibit", QCoreApplication.translate("Office", "List of fines and rates at the pound (s. 11(4))"),
                        window.open_exhibit),
                       ("authorities", QCoreApplication.translate("Office", "Pound, areas and lists"), window.open_authorities),
                       ("roles", QCoreApplication.translate("Office", "Authorities named by the Act"), window.open_roles),
                       ("keeper", QCoreApplication.translate("Office", "Pound-keeper (s. 5)"), window.open_keeper),
                       ("inspection", QCoreApplication.translate("Office", "Inspection (rules 4–6, 18)"), window.open_inspection),
                       ("settings", QCoreApplication.translate("Office", "Office settings"), window.open_settings),
                       ("audit", QCoreApplication.translate("Office", "Audit log"), window.open_audit)):
        action = QAction(text, window)
        action.setObjectName(name)   # the role gate finds it by name, in any language
        action.triggered.connect(lambda *_, s=slot: s())
        menu.addAction(action)
    window.needs.open_exhibit.connect(lambda *_: window.open_exhibit())
    __import__("pound_desk.ui.office.users_dialog", fromlist=["install"]).install(window, menu)   # users
