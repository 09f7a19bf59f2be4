"""The fonts the documents use, and markup that mixes Malayalam and English.

Noto Sans Malayalam has digits and punctuation but no Latin letters, and
DejaVu Sans has no Malayalam; so every piece of text is split into runs by
script and each run is given the font that has its glyphs. Malayalam is
shaped only inside a ``Paragraph`` whose style has ``shaping=1``.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.pdfmetrics import registerFontFamily
from reportlab.pdfbase.ttfonts import TTFont

from pound_desk.documents import actual_text

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
    _no_discretionary_ligatures()
    actual_text.install()
    _registered = True


def embedded_font(name: str) -> str:
    """The bundled face to draw with in place of ``name``: one of the PDF's
    standard fonts (Helvetica, Times, Courier…) is named by a PDF but not
    embedded, so a reader draws it with whatever it has; DejaVu Sans (bold
    for a bold face) is drawn instead. Any other name is returned as it is."""
    if name in pdfmetrics.standardFonts:
        return LATIN_BOLD if "Bold" in name else LATIN
    return name


def _no_discretionary_ligatures() -> None:
    """reportlab shapes with ``dlig`` on, and DejaVu Sans has a discretionary
    "st" ligature that prints "register" as "regiﬆer". Its default feature
    set is a dict default argument; turn ``dlig`` off there."""
    defaults = getattr(ttfonts.shapeFragWord, "__defaults__", None) or ()
    for features in defaults:
        if isinstance(features, dict) and "dlig" in features:
            features["dlig"] = False


# ---------------------------------------------------------------- runs by script
#
# reportlab shapes a whole word (text between spaces) with the font of its
# first character, so a font may change only at a space. Each word is given
# one script; a word that really mixes scripts ("പിള്ള(Pillai)") is split
# with a space where the script changes, which is better than empty boxes.

_ML, _LAT, _NEUTRAL = 0, 1, 2

# Characters both fonts have: they take the script of the word they are in.
_SHARED = set("!\"#%'()*+,-./0123456789:;<=>?[\\]^_{|}~\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026")
_OPENING = set("([{\u2018\u201c")   # go with what follows them
_JOINERS = {"\u200c", "\u200d"}     # ZWNJ / ZWJ belong to Malayalam words
_SPACE = re.compile(r"(\s+)")
_MALAYALAM = re.compile("[\u0d00-\u0d7f]")


def has_malayalam(text: str) -> bool:
    """Whether ``text`` needs shaping."""
    return _MALAYALAM.search(text) is not None


def _script(ch: str) -> int:
    if "\u0d00" <= ch <= "\u0d7f" or ch in _JOINERS:
        return _ML
    if ch in _SHARED:
        return _NEUTRAL
    return _LAT


_ML_CHAR = re.compile("[\u0d00-\u0d7f\u200c\u200d]")
_LATIN_IN_TEXT = re.compile("[^\\s\u0d00-\u0d7f\u200c\u200d" + re.escape("".join(sorted(_SHARED))) + "]")
_LATIN_CHAR = re.compile("[^\u0d00-\u0d7f\u200c\u200d" + re.escape("".join(sorted(_SHARED))) + "]")


def _word_pieces(word: str) -> list[tuple[int, str]]:
    """Split one word where its script changes; neutral characters stay with
    the piece before them, except opening brackets, which go with the next."""
    # a word of one script (most are) is one piece, as the walk below finds
    ml = _ML_CHAR.search(word) is not None
    if ml != (_LATIN_CHAR.search(word) is not None):
        return [(_ML if ml else _LAT, word)]
    pieces: list[list] = []           # [script, text]
    pending = ""                      # neutral characters not yet placed
    for ch in word:
        kind = _script(ch)
        if kind == _NEUTRAL:
            pending += ch
            continue
        if pieces and pieces[-1][0] == kind:
            pieces[-1][1] += pending + ch
        else:
            split = len(pending)
            while split and pending[split - 1] in _OPENING:
                split -= 1
            if pieces:
                pieces[-1][1] += pending[:split]
                pending = pending[split:]
            pieces.append([kind, pending + ch])
        pending = ""
    if pieces:
        pieces[-1][1] += pending
    else:
        pieces.append([_NEUTRAL, pending])
    return [(k, t) for k, t in pieces]


def runs(text: str) -> list[tuple[bool, str]]:
    """Split ``text`` into (is_malayalam, run) pieces that change font only
    at a space."""
    if not has_malayalam(text) and not _JOINERS.intersection(text):
        return [(False, text)] if text else []    # what the walk below gives, sooner
    if _LATIN_IN_TEXT.search(text) is None:
        return [(True, text)]                     # no Latin letter: one Malayalam run, as the walk finds
    pieces: list[list] = []           # [script, text]; whitespace is neutral
    for token in _SPACE.split(text):
        if not token:
            continue
        if token.isspace():
            pieces.append([_NEUTRAL, token])
            continue
        parts = _word_pieces(token)
        for i, (kind, part) in enumerate(parts):
            pieces.append([kind, part + (" " if i < len(parts) - 1 else "")])
    # neutral pieces take the script before them (or, at the start, after)
    known = [k for k, _ in pieces if k != _NEUTRAL]
    current = known[0] if known else _LAT
    out: list[tuple[bool, str]] = []
    for kind, part in pieces:
        if kind != _NEUTRAL:
            current = kind
        is_ml = current == _ML
        if out and out[-1][0] == is_ml:
            out[-1] = (is_ml, out[-1][1] + part)
        else:
            out.append((is_ml, part))
    return out


def mixed_skeleton(text: str, bold: bool = False, hole: str = "\x00") -> tuple[str, tuple[str, ...]]:
    """``mixed(text, bold)`` with ``hole`` in place of each run's text, and
    the runs' texts (unescaped): lines of the same shape share a skeleton."""
    ml, latin = (MALAYALAM_BOLD, LATIN_BOLD) if bold else (MALAYALAM, LATIN)
    parts = runs(text)
    skeleton = "".join(f'<font name="{ml if is_ml else latin}">{hole}</font>' for is_ml, _ in parts)
    return skeleton, tuple(run for _, run in parts)


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
