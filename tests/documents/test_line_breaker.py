"""The register's own line breaker (documents/line_breaker.py) must break a
line exactly as reportlab's Paragraph does: the same words on each line, the
same frags (font, bold, size, colour), the same spare width (negative where
the spaces shrink), at every width."""
from __future__ import annotations

import pytest
from reportlab.platypus import Paragraph

from pound_desk.documents.fonts import has_malayalam
from pound_desk.documents.line_breaker import break_runs
from pound_desk.documents.register import BOLD, PLAIN, SMALL, RegisterRenderer
from tests.documents.test_documents import register

WORD = "നെടുമങ്ങാട്"
LINES = [
    ("30-11-2025", PLAIN),
    ("രാവിലെ 10:20", SMALL),
    ("1. പശു Cow, female, black and white; ടാഗ് / tag 1234 5678 9012", PLAIN),
    (f"{WORD} {WORD} {WORD} {WORD} {WORD} {WORD} {WORD}", BOLD),
    ("പിള്ള(Pillai) K. Raman Nair, Karakulam junction, near the old temple road", BOLD),
    ("Released to the owner on 12-01-2026: fine ₹1,200.00, charges ₹350.00, receipt 2025-26/00012", PLAIN),
    ("പ്രദേശം / Area: Karakulam ward 7 (north) — beside the canal", PLAIN),
    ("Cultivator or occupier of the land", SMALL),
    ("Officer, fare; office firefly waffle", PLAIN),        # ligatures and kerning when shaped
    ("   leading spaces and trailing   ", PLAIN),
]


def _describe(bl) -> list:
    out = [bl.kind]
    for line in bl.lines:
        if bl.kind == 0:
            out.append((line[0], list(line[1])))
        else:
            out.append((line.extraSpace, line.wordCount, line.lineBreak, line.fontSize, line.ascent, line.descent,
                        line.sFW, [(w.fontName, w.fontSize, str(w.textColor), str(w.text),
                                    [tuple(d) for d in getattr(w.text, "__shapeData__", None) or ()])
                                   for w in line.words]))
    return out


# a cell with Malayalam in it is shaped; one without is not (its runs are one font)
CASES = [(text, how, True) for text, how in LINES] + [(t, h, False) for t, h in LINES if not has_malayalam(t)]


@pytest.mark.parametrize("text,how,shaped", CASES)
def test_lines_break_as_a_paragraph_breaks_them(text, how, shaped):
    r = RegisterRenderer(register(0, ()))
    style = (r.styles if shaped else r.latin_styles)["cell"]
    markup = r.markup(text, how)
    widths = [w / 2 for w in range(40, 500, 3)]
    taken = 0
    for width in widths:
        mine = Paragraph(markup, style)
        got = break_runs(mine.frags, style, width)
        theirs = Paragraph(markup, style)
        theirs.wrap(width, 1e9)
        if got is None:
            # only a word wider than the column is left to the paragraph
            assert theirs._splitLongWordCount, (text, width)
            continue
        taken += 1
        assert _describe(got) == _describe(theirs.blPara), (text, width)
    assert taken > len(widths) / 2


def test_a_squeezed_line_is_found():
    """The lines above do reach reportlab's shrinking of spaces (a line 5 %
    of its spaces over its width stays whole): the comparison covers it."""
    r = RegisterRenderer(register(0, ()))
    squeezed = 0
    for shaped in (True, False):
        style = (r.styles if shaped else r.latin_styles)["cell"]
        for text, how, _ in (c for c in CASES if c[2] == shaped):
            for width in (w / 4 for w in range(80, 1000)):
                got = break_runs(Paragraph(r.markup(text, how), style).frags, style, width)
                if got is None:
                    continue
                spare = [line[0] if got.kind == 0 else line.extraSpace for line in got.lines]
                squeezed += any(s < 0 for s in spare)
    assert squeezed > 0


def test_what_it_does_not_take_is_left_to_the_paragraph():
    r = RegisterRenderer(register(0, ()))
    style = r.styles["cell"]
    for text in (WORD * 8, "a\xa0b c", "soft\xadhyphen"):
        assert break_runs(Paragraph(r.markup(text, PLAIN), style).frags, style, 60) is None
