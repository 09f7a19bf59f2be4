"""The office's own records on the desktop: rate tables, the s. 11(4) list,
the pound-keeper, inspections and the office's settings, under one menu of the main
window."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from pound_desk.ui import later
from pound_desk.ui.menus import add_before_help


def install(window) -> None:
    """Add the Office menu to the main window and let "needs action" open the
    s. 11(4) list. Each dialog refreshes the window's lists when it changes
    something."""
    # each window's module is imported when it is first opened (ui/later.py says why)
    def opener(make):
        def open_():
            dialog = make()
            dialog.changed.connect(lambda *_: window.refresh())
            window._keep(dialog).show()
            dialog.activateWindow()
            return dialog
        return open_

    def rates():
        return later.RATES_DIALOG(window, today=lambda: window._now().date())

    def exhibit():
        return later.EXHIBIT_DIALOG(window, now=window._now)

    def keeper():
        return later.KEEPER_DIALOG(window, now=window._now)

    def settings():
        return later.SETTINGS_DIALOG(window, now=window._now)

    def inspection():
        return later.INSPECTION_DIALOG(window, now=window._now)

    def authorities():
        return later.AUTHORITIES_DIALOG(window, now=window._now)

    def roles():
        return later.ROLES_DIALOG(window, now=window._now)

    def audit():
        return later.OPEN_AUDIT(window)

    window.open_rates = opener(rates)
    window.open_exhibit = opener(exhibit)
    window.open_keeper = opener(keeper)
    window.open_settings = opener(settings)
    window.open_inspection = opener(inspection)
    window.open_authorities = opener(authorities)
    window.open_roles = opener(roles)
    window.open_audit = audit
    menu = QMenu(QCoreApplication.translate("Office", "&Office"), window)
    menu.setObjectName("office")  # found by name, whatever the language
    # before Help, which stays last
    add_before_help(window, menu)
    for name, text, slot in (("rates", QCoreApplication.translate("Office", "Rate tables"), window.open_rates),
                       ("exhibit", QCoreApplication.translate("Office",
                                                              "List of fines and rates at the pound (s. 11(4))"),
                        window.open_exhibit),
                       ("authorities", QCoreApplication.translate("Office", "Pound, areas and lists"),
                        window.open_authorities),
                       ("roles", QCoreApplication.translate("Office", "Authorities named by the Act"),
                        window.open_roles),
                       ("keeper", QCoreApplication.translate("Office", "Pound-keeper (s. 5)"), window.open_keeper),
                       ("inspection", QCoreApplication.translate("Office", "Inspection (rules 4–6, 18)"),
                        window.open_inspection),
                       ("settings", QCoreApplication.translate("Office", "Office settings"), window.open_settings),
                       ("audit", QCoreApplication.translate("Office", "Audit log"), window.open_audit)):
        action = QAction(text, window)
        action.setObjectName(name)   # the role gate finds it by name, in any language
        action.triggered.connect(lambda *_, s=slot: s())
        menu.addAction(action)
    window.needs.open_exhibit.connect(lambda *_: window.open_exhibit())
    _install_users(window, menu)


def _install_users(window, menu) -> None:
    """The Office menu's entries for the users (supervisor) and for one's
    own password (anyone signed in)."""
    def open_users():
        dialog = later.USERS_DIALOG(window)
        dialog.changed.connect(lambda *_: window.refresh())
        window._keep(dialog).show()
        dialog.activateWindow()
        return dialog

    def open_my_password():
        dialog = later.CHANGE_PASSWORD_DIALOG(window)
        window._keep(dialog).show()
        dialog.activateWindow()
        return dialog

    window.open_users = open_users
    window.open_my_password = open_my_password
    menu.addSeparator()
    for name, text, slot in (("users", QCoreApplication.translate("Users", "Users"), open_users),
                             ("change_password", QCoreApplication.translate("Users", "Change my password"),
                              open_my_password)):
        action = QAction(text, window)
        action.setObjectName(name)
        action.triggered.connect(lambda *_, s=slot: s())
        menu.addAction(action)
