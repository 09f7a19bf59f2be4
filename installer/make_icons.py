"""Render resources/icons/pound-desk.svg into the PNG sizes a desktop menu,
a title bar or a task bar uses (the desk's window icon is made of them,
pound_desk/ui/icon.py) and the Windows .ico. Run after changing the SVG; the outputs are
committed, so a build does not need this.

    QT_QPA_PLATFORM=offscreen python installer/make_icons.py
"""
from __future__ import annotations

from pathlib import Path

from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
PNG_SIZES = ICO_SIZES


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> None:
    app = QGuiApplication([])  # noqa: F841 - QImage text and SVG need one
    renderer = QSvgRenderer(str(ICONS / "pound-desk.svg"))
    if not renderer.isValid():
        raise SystemExit("pound-desk.svg does not parse")
    for size in PNG_SIZES:
        render(renderer, size).save(str(ICONS / f"pound-desk-{size}.png"))
    big = ICONS / "pound-desk-256.png"
    Image.open(big).save(ICONS / "pound-desk.ico", sizes=[(s, s) for s in ICO_SIZES])
    print("wrote", ", ".join(sorted(p.name for p in ICONS.iterdir())))


if __name__ == "__main__":
    main()
