"""The local authority's desktop (``pound-desk authority [--db URL]``): the
pounds registered, the import of returns from a USB stick or folder, and the
consolidated report with its preview and CSV."""
from __future__ import annotations


def run(url: str | None = None, argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QMessageBox

    from pound_desk.app import make_app
    from pound_desk.authority.database import AuthorityDbError, close_authority, open_authority
    from pound_desk.ui.authority.window import AuthorityWindow

    app = make_app(argv)
    try:
        open_authority(url)
    except AuthorityDbError as e:
        QMessageBox.critical(None, "Pound Desk", f"{e}\n\nഡാറ്റാബേസ് തുറക്കാനാവുന്നില്ല.")
        return 1
    try:
        window = AuthorityWindow(url)
        window.show()
        return app.exec()
    finally:
        close_authority()
