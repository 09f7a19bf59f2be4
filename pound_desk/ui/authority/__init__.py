"""The local authority's desktop (``pound-desk authority [--db URL]``): a
person of the local authority signs in (its first officer is added at the
first start), then the pounds registered, the import of returns from a USB
stick or folder, and the consolidated report with its preview and CSV."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QDialog, QMessageBox

from pound_desk.authority.database import AuthorityDbError, close_authority, open_authority
from pound_desk.paths import data_dir
from pound_desk.ui import display, language_dialog, translations
from pound_desk.ui.app import make_app
from pound_desk.ui.authority.sign_in import UpperSignInDialog
from pound_desk.ui.authority.window import AuthorityWindow


def with_view(window: AuthorityWindow) -> AuthorityWindow:
    display.add_view_menu(window)   # the text size and high contrast, kept for the person signed in
    return window


def run(url: str | None = None, argv: list[str] | None = None, offer: Path | None = None,
        user: str | None = None) -> int:
    """The authority's desktop; with ``offer`` (a return file opened from the
    file manager), its import is offered once the window is up."""
    app = make_app(argv)
    folder = data_dir() / "authority"
    translations.apply(language_dialog.choose_at_first_start(folder))
    try:
        open_authority(url)
    except AuthorityDbError as e:
        QMessageBox.critical(None, "Pound Desk", QCoreApplication.translate(
            "AuthorityWindow", "The database cannot be opened:\n%1").replace("%1", str(e)))
        return 1
    windows: list[AuthorityWindow] = []   # the window in use, kept while the app runs
    try:
        dialog = UpperSignInDialog(user or "", authority=True)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.user is None:
            return 1
        person = dialog.user
        display.keep_for(person.name, folder)   # the text size and contrast this person chose
        language_dialog.show_rebuilding(lambda: with_view(AuthorityWindow(url, person)), folder, windows)
        if offer is not None:
            QTimer.singleShot(0, lambda: windows[0].offer_import(offer))
        return app.exec()
    finally:
        close_authority()
