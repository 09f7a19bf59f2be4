"""Lines the register breaks itself are drawn by documents/line_drawer.py: the
operators must be the ones a Paragraph writes for the same text, left- or
right-aligned, shaped or not, wrapped or squeezed into its width."""
from __future__ import annotations

from io import BytesIO

import pytest
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas

from pound_desk.documents.base import Para
from pound_desk.documents.cell_text import LineSet
from pound_desk.documents.fonts import has_malayalam
from pound_desk.documents.register import RegisterRenderer
from tests.documents.test_documents import register
from tests.documents.test_line_breaker import LINES


def _code(draw) -> list[str]:
    canvas = Canvas(BytesIO())
    draw(canvas)
    return canvas._code


@pytest.mark.parametrize("right", [False, True])
@pytest.mark.parametrize("text,how", LINES)
def test_lines_are_drawn_as_a_paragraph_draws_them(text, how, right):
    r = RegisterRenderer(register(0, ()))
    styles = r.styles if has_malayalam(text) else r.latin_styles
    style = styles["cell"]
    if right:
        style = ParagraphStyle(f"{style.name}-right", parent=style, alignment=TA_RIGHT)
    markup = r.markup(text, how)
    drawn = 0
    for width in (w / 2 for w in range(60, 500, 7)):
        line = LineSet(Para(markup, style), width)
        if not line.own:
            continue        # a word wider than the column: the paragraph draws it
        drawn += 1
        para = Para(markup, style)
        para.wrap(width, 1e9)
        want = _code(lambda c, p=para: p.drawOn(c, 5, 7))
        got = _code(lambda c, ls=line: ls.draw(c, None, 5, 7))
        assert got == want, (text, width)
        # a line drawn before is copied into place
        assert _code(lambda c, ls=line: (ls.draw(c, None, 5, 7), ls.draw(c, None, 5, 7))) == want + want
    assert drawn > 20


def test_a_page_number_is_drawn_as_its_paragraph_was():
    r = RegisterRenderer(register(0, ()))
    text = "പേജ് 12 / 231 · Page 12 of 231"
    width = r.frame_width * 0.2
    para = r.p(text, "footer_right")
    _, h = para.wrap(width, r.bottom_margin)
    want = _code(lambda c: para.drawOn(c, 600, 30 - h))
    assert _code(lambda c: r.draw_page_number(c, text, 600, 30, width)) == want
