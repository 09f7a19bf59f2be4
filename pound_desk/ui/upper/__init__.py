"""The upper level's desktop (``pound-desk upper [--db URL]``): a person of
that level signs in (the first officer is added at the first start), then
its window opens in the language and at the text size kept for them."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox

from pound_desk.authority.database import AuthorityDbError, close_authority, open_authority
from pound_desk.paths import data_dir
from pound_desk.ui import display, language_dialog, translations
from pound_desk.ui.app import make_app
from pound_desk.ui.authority.sign_in import UpperSignInDialog
from pound_desk.ui.upper.window import UpperWindow


def run(url: str | None = None, argv: list[str] | None = None, user: str | None = None) -> int:
    app = make_app(argv)
    folder = data_dir() / "upper"
    translations.apply(language_dialog.choose_at_first_start(folder))
    try:
        open_authority(url)
    except AuthorityDbError as e:
        QMessageBox.critical(None, "Pound Desk", QCoreApplication.translate(
            "UpperWindow", "The database cannot be opened:\n%1").replace("%1", str(e)))
        return 1
    windows: list[UpperWindow] = []   # the window in use, kept while the app runs
    try:
        dialog = UpperSignInDialog(user or "")
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.user is None:
            return 1
        person = dialog.user
        display.keep_for(person.name, folder)   # the text size and contrast this person chose
        language_dialog.show_rebuilding(lambda: UpperWindow(person, url), folder, windows)
        return app.exec()
    finally:
        close_authority()
