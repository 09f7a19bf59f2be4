"""The named paragraph styles every document draws from.

All styles shape (``shaping=1``): without it Malayalam vowel signs land in
the wrong place and nothing complains.
"""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle, StyleSheet1

from pound_desk.documents.fonts import LATIN, LATIN_BOLD, register_fonts

INK = colors.black
MUTED = colors.HexColor("#444444")
RULE = colors.HexColor("#555555")
SHADE = colors.HexColor("#e8e8e8")


def stylesheet(base_size: float = 9.5) -> StyleSheet1:
    """Styles scaled from ``base_size`` points, so a register can run smaller."""
    register_fonts()
    s = base_size
    sheet = StyleSheet1()

    def add(name: str, **kw) -> None:
        kw.setdefault("fontName", LATIN)
        kw.setdefault("fontSize", s)
        kw.setdefault("leading", kw["fontSize"] * 1.35)
        kw.setdefault("textColor", INK)
        sheet.add(ParagraphStyle(name, shaping=1, **kw))

    add("body", spaceAfter=s * 0.3)
    add("pound", fontName=LATIN_BOLD, fontSize=s * 1.45, alignment=TA_CENTER)
    add("pound_sub", fontSize=s * 0.95, alignment=TA_CENTER, textColor=MUTED)
    add("title", fontName=LATIN_BOLD, fontSize=s * 1.3, alignment=TA_CENTER,
        spaceBefore=s * 0.6, spaceAfter=s * 0.8)
    # a receipt's "original" or "duplicate", under its title
    add("copy", fontName=LATIN_BOLD, fontSize=s * 1.05, alignment=TA_CENTER, spaceAfter=s * 0.6)
    add("section", fontName=LATIN_BOLD, fontSize=s * 1.05, spaceBefore=s * 1.0, spaceAfter=s * 0.3)
    add("label", fontSize=s * 0.9, textColor=MUTED)
    add("value", fontSize=s)
    add("cell", fontSize=s * 0.95, leading=s * 1.25)
    # a figure is never broken across lines (₹1,00,29,99 / 6.00): it stays whole
    add("cell_right", fontSize=s * 0.95, leading=s * 1.25, alignment=TA_RIGHT, splitLongWords=0)
    add("cell_small", fontSize=s * 0.8, leading=s * 1.05, textColor=MUTED)
    add("cell_small_right", fontSize=s * 0.8, leading=s * 1.05, textColor=MUTED, alignment=TA_RIGHT)
    add("head", fontName=LATIN_BOLD, fontSize=s * 0.85, leading=s * 1.1, alignment=TA_LEFT)
    add("total_label", fontSize=s, alignment=TA_RIGHT)
    add("total_value", fontSize=s, alignment=TA_RIGHT, splitLongWords=0)
    add("small", fontSize=s * 0.85, textColor=MUTED)
    add("footer", fontSize=s * 0.8, leading=s * 1.0, textColor=MUTED)
    add("footer_right", fontSize=s * 0.8, leading=s * 1.0, textColor=MUTED, alignment=TA_RIGHT)
    return sheet
