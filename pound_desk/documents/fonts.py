"""The fonts the documents use, and markup that mixes Malayalam and English.

Noto Sans Malayalam has digits and punctuation but no Latin letters, and
DejaVu Sans has no Malayalam; so every piece of text is split into runs by
script and each run is given the font that has its glyphs. Malayalam is
shaped only inside a ``Paragraph`` whose style has ``shaping=1``.
"""
from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import registerFontFamily
from reportlab.pdfbase.ttfonts import TTFont

LATIN = "DejaVuSans"
LATIN_BOLD = "DejaVuSans-Bold"
MALAYALAM = "NotoSansMalayalam"
MALAYALAM_BOLD = "NotoSansMalayalam-Bold"

_FILES = {
    LATIN: "DejaVuSans.ttf",
    LATIN_BOLD: "DejaVuSans-Bold.ttf",
    MALAYALAM: "NotoSansMalayalam-Regular.ttf",
    MALAYALAM_BOLD: "NotoSansMalayalam-Bold.ttf",
}

_registered = False


def resources_dir() -> Path:
    """``resources/`` beside the package, or inside a PyInstaller bundle."""
    here = Path(__file__).resolve().parents[2] / "resources"
    if here.is_dir():
        return here
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return here


def register_fonts() -> None:
    """Register the four faces with reportlab; later calls do nothing."""
    global _registered
    if _registered:
        return
    fonts = resources_dir() / "fonts"
    for name, filename in _FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(fonts / filename)))
    # so that <b> inside a paragraph picks the bold face of the run's font
    for regular, bold in ((LATIN, LATIN_BOLD), (MALAYALAM, MALAYALAM_BOLD)):
        for face in (regular, bold):
            registerFontFamily(face, normal=regular, bold=bold, italic=regular, boldItalic=bold)
    _registered = True


# ---------------------------------------------------------------- runs by script

_ML, _LAT, _NEUTRAL = 0, 1, 2

# Characters both fonts have: they stay with whichever run they sit in, so
# "രാമൻ, 12" does not switch font for the comma and the digits.
_SHARED = set("\n !\"#%'()*+,-./0123456789:;<=>?[\\]^_{|}~\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026")
_JOINERS = {"\u200c", "\u200d"}  # ZWNJ / ZWJ belong to Malayalam words


def _script(ch: str) -> int:
    if "\u0d00" <= ch <= "\u0d7f" or ch in _JOINERS:
        return _ML
    if ch in _SHARED:
        return _NEUTRAL
    return _LAT


def runs(text: str) -> list[tuple[bool, str]]:
    """Split ``text`` into (is_malayalam, run) pieces."""
    out: list[tuple[bool, str]] = []
    pending = ""          # neutral characters before the first real run
    for ch in text:
        kind = _script(ch)
        if kind == _NEUTRAL:
            if out:
                out[-1] = (out[-1][0], out[-1][1] + ch)
            else:
                pending += ch
            continue
        is_ml = kind == _ML
        if out and out[-1][0] == is_ml:
            out[-1] = (is_ml, out[-1][1] + ch)
        else:
            out.append((is_ml, pending + ch))
            pending = ""
    if pending:
        out.append((False, pending))
    return out


def mixed(text: str, bold: bool = False) -> str:
    """Paragraph markup for ``text`` in either script or both, escaped.

    Every run names its font outright: a ``<font name>`` inside ``<b>`` would
    drop the bold, so boldness is chosen here instead. Newlines become line
    breaks.
    """
    ml, latin = (MALAYALAM_BOLD, LATIN_BOLD) if bold else (MALAYALAM, LATIN)
    parts = []
    for is_ml, run in runs(text):
        body = escape(run).replace("\n", "<br/>")
        parts.append(f'<font name="{ml if is_ml else latin}">{body}</font>')
    return "".join(parts)
