"""The File menu's "Backups…" (the dialog, ui/backups_dialog.py, loaded
when first opened) and "Verify the register…"."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from pound_desk.ui import later
from pound_desk.ui.menus import file_menu
from pound_desk.ui.verify_action import add_verify_action

if TYPE_CHECKING:
    from pound_desk.services import backups
    from pound_desk.ui.backups_dialog import BackupsDialog


def add_backups_menu(window: QMainWindow) -> QAction:
    """"Backups…" in the window's File menu (made first when missing); a
    restore reopens the database and refreshes the window."""
    menu = file_menu(window)
    action = QAction(QCoreApplication.translate("Backups", "Backups…"), window)

    def restored(done: backups.Restored | None) -> None:
        # open cases and forms show the register as it was: close them
        for other in list(getattr(window, "dialogs", [])):
            if other is not getattr(window, "backups_dialog", None):
                other.close()
        refresh = getattr(window, "refresh", None)
        if refresh:
            refresh()

    def show() -> BackupsDialog:
        dialog = later.BACKUPS_DIALOG(window, on_restored=restored)
        keep = getattr(window, "_keep", None)
        (keep(dialog) if keep else dialog).show()
        window.backups_dialog = dialog
        return dialog

    action.triggered.connect(show)
    menu.addAction(action)
    window.backups_action = action
    window.show_backups = show

    add_verify_action(window, menu)
    return action
