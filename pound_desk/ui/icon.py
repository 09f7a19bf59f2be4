"""The desk's icon: the application's, and the About dialog's logo.

It is made of the PNGs rendered from the SVG (installer/make_icons.py) at
each size a title bar, a task bar or a menu asks for. Qt reads a PNG itself;
the SVG would load Qt's SVG icon engine and its library at every start, for
the same picture (docs/PERFORMANCE.md, "Opening and closing the desk")."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

from pound_desk.paths import resources_dir

SIZES = (16, 24, 32, 48, 64, 128, 256)


def png(size: int):
    return resources_dir() / "icons" / f"pound-desk-{size}.png"


def app_icon() -> QIcon:
    icon = QIcon()
    for size in SIZES:
        # with its size given, each file is read only when that size is first drawn
        icon.addFile(str(png(size)), QSize(size, size))
    return icon
