"""The main window's menus found by name (their ``objectName``), not by
their titles, which are in the language of the screen."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu


def menu_action(window: QMainWindow, name: str) -> QAction | None:
    """The menu bar's entry for the menu called ``name``."""
    return next((a for a in window.menuBar().actions()
                 if a.menu() is not None and a.menu().objectName() == name), None)


def find_menu(window: QMainWindow, name: str) -> QMenu | None:
    action = menu_action(window, name)
    return action.menu() if action is not None else None


def add_before_help(window: QMainWindow, menu: QMenu) -> None:
    """Help stays the last menu."""
    help_ = menu_action(window, "help")
    if help_ is not None:
        window.menuBar().insertMenu(help_, menu)
    else:
        window.menuBar().addMenu(menu)


def file_menu(window: QMainWindow) -> QMenu:
    """The File menu, made first on the bar when missing."""
    menu = find_menu(window, "file")
    if menu is None:
        menu = QMenu(QCoreApplication.translate("Backups", "&File"), window)
        menu.setObjectName("file")
        bar = window.menuBar()
        first = bar.actions()[0] if bar.actions() else None
        bar.insertMenu(first, menu) if first else bar.addMenu(menu)
    return menu
