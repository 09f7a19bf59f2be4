"""The returns to the local authority (s. 6) on the desktop: export the
month's return to a USB stick, the log of exports, and the set-up sheet with
the pound's key, under a Returns menu of the main window (the set-up sheet
is on the Office menu too)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from pound_desk.ui import later, workers
from pound_desk.ui.menus import add_before_help, find_menu


def make_setup_sheet(progress=None, cancelled=None) -> Path:
    """Worker: the set-up sheet kept in the documents folder."""
    if progress is not None:
        progress(0, 1)
    _, path = later.SETUP_SHEET()
    if progress is not None:
        progress(1, 1)
    return path


def install(window) -> None:
    def open_export():
        dialog = later.EXPORT_DIALOG(window, now=window._now)
        dialog.exported.connect(lambda *_: window.refresh())
        window._keep(dialog).show()
        dialog.activateWindow()
        return dialog

    def open_log():
        dialog = later.EXPORT_LOG_DIALOG(window)
        window._keep(dialog).show()
        dialog.activateWindow()
        return dialog

    def print_setup_sheet():
        task = workers.Task(make_setup_sheet)

        def done(path: Path) -> None:
            window.setup_sheet_preview = later.SHOW_PDF(path, QCoreApplication.translate("Returns", "Set-up sheet"),
                                                        window)

        def failed(exc: Exception) -> None:
            window.statusBar().showMessage(str(exc), 10000)

        workers.run_with_progress(window, QCoreApplication.translate("Returns", "Making the set-up sheet…"),
                                  task, done, failed)
        return task

    window.open_return_export = open_export
    window.open_return_log = open_log
    window.print_setup_sheet = print_setup_sheet
    menu = QMenu(QCoreApplication.translate("Returns", "&Returns"), window)
    menu.setObjectName("returns")  # found by name, whatever the language
    add_before_help(window, menu)
    window.returns_menu = menu
    if hasattr(window.needs, "open_return_export"):
        window.needs.open_return_export.connect(lambda *_: open_export())
    for text, slot in ((QCoreApplication.translate("Returns", "Export the month's return to a USB stick (s. 6)"),
                        open_export),
                       (QCoreApplication.translate("Returns", "Returns exported"), open_log),
                       (QCoreApplication.translate("Returns", "Set-up sheet for the local authority (the pound's key)"),
                        print_setup_sheet)):
        action = QAction(text, window)
        action.triggered.connect(lambda *_, s=slot: s())
        menu.addAction(action)
    # the set-up sheet on the Office menu too, where the pound's particulars are
    office = find_menu(window, "office")
    if office is not None:
        office.addSeparator()
        action = QAction(QCoreApplication.translate("Returns", "Set-up sheet for the returns (the pound's key)"),
                         window)
        action.triggered.connect(lambda *_: print_setup_sheet())
        office.addAction(action)
