"""The Help menu every main window carries: the guide (F1) and About /
where is my data (ui/about_dialog.py, loaded when first opened)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from pound_desk.ui import guide_key, later


def add_help_menu(window: QMainWindow) -> QAction:
    """The Help menu on ``window``: the guide (F1, which opens the page of
    whatever window it is pressed in: ui/guide_key.py) and About / where is
    my data; the About dialog is kept among the window's open dialogs."""
    guide_key.install()
    guide = QAction(QCoreApplication.translate("AboutDialog", "&Guide (F1)"), window)
    guide.setShortcut(QKeySequence("F1"))
    # the main window's own F1 (its shortcut comes before the filter): the page of the part in focus
    guide.triggered.connect(lambda *_: guide_key.open_guide(window, guide_key.page_for(guide_key.focus_in(window))))
    action = QAction(QCoreApplication.translate("AboutDialog", "About Pound Desk / where is my data"), window)

    def show() -> None:
        dialog = later.ABOUT_DIALOG(window)
        keep = getattr(window, "_keep", None)
        (keep(dialog) if keep else dialog).show()
        window.about_dialog = dialog

    action.triggered.connect(show)
    menu = window.menuBar().addMenu(QCoreApplication.translate("AboutDialog", "&Help"))
    menu.setObjectName("help")
    menu.addAction(guide)
    menu.addAction(action)
    window.guide_action = guide
    window.about_action = action
    return action
