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

from PySide6.QtCore import QLoggingCategory
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
    quiet_font_fallback()
    return font


def quiet_font_fallback() -> None:
    """No "qt.text.font.db: OpenType support missing for "Noto Sans
    Malayalam", script 11" lines on the terminal.

    Qt asks every family of the application font first for each run of text it
    lays out, whatever its script, and logs (at info level) each family that
    lacks the OpenType tables of that script before it falls back to the
    system's fonts: script 11 is Devanagari, 16 Tamil, text neither bundled
    font is made for (a file or folder name, a language's name in one of
    Qt's dialogs). The fallback is what is wanted, and the line a screenful
    of noise at every start; only that category's info level is turned off,
    its warnings stay, and QT_LOGGING_RULES still overrides it."""
    QLoggingCategory.setFilterRules("qt.text.font.db.info=false")
