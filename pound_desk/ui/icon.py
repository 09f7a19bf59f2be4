"""The desk's icon: the application's, and the About dialog's logo."""
from __future__ import annotations

from PySide6.QtGui import QIcon

from pound_desk.paths import resources_dir


def app_icon() -> QIcon:
    icons = resources_dir() / "icons"
    icon = QIcon(str(icons / "pound-desk.svg"))
    icon.addFile(str(icons / "pound-desk-256.png"))
    return icon
