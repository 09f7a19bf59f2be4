"""The fonts the screens use.

Left to fontconfig (or Windows' fallback), Qt picks whatever font has
Malayalam glyphs, often one whose Malayalam is tiny beside the Latin text.
So the bundled Noto Sans Malayalam is loaded and named in the application
font's family list together with a Latin family: Qt takes each character
from the first family in the list that has it.

The Malayalam family comes first. Qt asks the first family of the list for
every run of Malayalam text, and a Latin font without Malayalam's OpenType
tables is refused with a warning on every start ("OpenType support missing
for "DejaVu Sans", script 19"). Noto Sans Malayalam has no Latin letters,
so English falls through to DejaVu Sans letter by letter; only the digits
and the rupee sign come from Noto, drawn to match.
"""
from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from pound_desk.paths import resources_dir

MALAYALAM_FAMILY = "Noto Sans Malayalam"
# Bundled, so the screens look the same on every office PC.
LATIN_FAMILY = "DejaVu Sans"
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf",
              "NotoSansMalayalam-Regular.ttf", "NotoSansMalayalam-Bold.ttf")
# Malayalam needs a little more size than Latin to stay legible on an old monitor.
POINT_SIZE = 10


# the families loaded, once per process: Qt keeps them for the application's life
_loaded: list[str] = []


def load_bundled_fonts() -> list[str]:
    """Register the bundled fonts with Qt (the first time only: each costs a
    read and a parse of the file); returns the families loaded."""
    if _loaded:
        return list(_loaded)
    families: list[str] = []
    folder = resources_dir() / "fonts"
    for name in FONT_FILES:
        font_id = QFontDatabase.addApplicationFont(str(folder / name))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    _loaded[:] = sorted(set(families))
    return list(_loaded)


def install_app_font(app: QApplication) -> QFont:
    """Load the fonts and make Malayalam-then-Latin the application font."""
    font = QFont(app.font())
    loaded = load_bundled_fonts()
    latin = LATIN_FAMILY if LATIN_FAMILY in loaded else font.family()
    families = [MALAYALAM_FAMILY, latin] if MALAYALAM_FAMILY in loaded else [latin]
    font.setFamilies(families)
    font.setPointSize(POINT_SIZE)
    app.setFont(font)
    return font
