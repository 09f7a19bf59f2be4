"""The register's lines are laid out once and copied (documents/cell_text.py)
and shaped words are kept (documents/actual_text.py): the pages must look
exactly as reportlab's own paragraphs make them, a line break between lines,
wherever a case falls or splits."""
from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image, ImageChops
from pypdf import PdfReader
from reportlab.platypus import Paragraph, Table

from pound_desk.documents import actual_text
from pound_desk.documents.base import Para
from pound_desk.documents.cell_text import CellText, LineBook
from pound_desk.documents.data import CaseEntry
from pound_desk.documents.fonts import MALAYALAM, has_malayalam, mixed
from pound_desk.documents.register import BOLD, PAD_BOTTOM, PAD_TOP, PAD_X, PLAIN, SMALL, RegisterRenderer
from pound_desk.documents.styles import RULE, stylesheet
from tests.documents.test_documents import five_head_case, head, register

needs_poppler = pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs poppler-utils")

WORD = "നെടുമങ്ങാട്"


class _EntryTable(Table):
    """A case as one row of a reportlab Table split within its row, the
    first cell naming the case again on a page it runs on to."""

    continued = None

    def split(self, availWidth, availHeight):
        parts = super().split(availWidth, availHeight)
        if len(parts) == 2 and not any(op == "LINEBELOW" and er in (0, -1) for op, _, (_, er), *_ in
                                       parts[0]._linecmds):
            # a part that runs on from the page before and on to the next lost
            # its rule below (reportlab drops "splitlast" when a split part is split again)
            parts[0]._linecmds.append(("LINEBELOW", (0, 0), (-1, 0), 0.4, RULE, 1, None, 1, 1, 0))
        if len(parts) == 2 and self.continued is not None:
            rest = parts[1]
            first = self.continued()
            rest._cellvalues[0][0] = [first]        # cells hold lists of flowables
            rest.continued = self.continued
            # the row is at least as tall as its "(contd.)" cell
            style = rest._cellStyles[0][0]
            need = first.wrap(rest._colWidths[0] - style.leftPadding - style.rightPadding, 1e9)[1]
            rest._argH[0] = max(rest._argH[0], need + style.topPadding + style.bottomPadding)
        return parts


class ParagraphRegister(RegisterRenderer):
    """The register as it was set before: a reportlab Table a case, each
    cell one Paragraph, its lines a line break apart."""

    def cell(self, lines):
        lines = [(text, how) for text, how in lines if text]
        if not lines:
            return ""
        styles = self.styles if any(has_malayalam(t) for t, _ in lines) else self.latin_styles
        return Para("<br/>".join(self.markup(t, h) for t, h in lines), styles["cell"])

    def entry_row(self, e):
        table = _EntryTable([[self.cell(lines) for lines in self.row_lines(e)]], colWidths=self.widths,
                            splitInRow=1)
        table.setStyle(self.entry_style)
        table.continued = lambda: self.cell([(e.case_no, BOLD), ("(contd.) / (തുടർച്ച)", SMALL)])
        return table


def entries() -> list[CaseEntry]:
    long_ml = (WORD * 12)[:120]
    spaced = ((WORD + " ") * 12)[:120]
    wrapped = CaseEntry(**{**five_head_case("1/2026").__dict__, "owner_name": spaced,
                           "owner_residence": long_ml, "seizer_name": spaced, "seized_place": long_ml})
    tall = CaseEntry(**{**five_head_case("2/2026").__dict__,
                        "heads": tuple(head(i, "goat", marks=f"mark number {i}") for i in range(1, 81))})
    # lines whose spaces shrink to keep a word on the line (drawn with narrower word spacing),
    # in a cell of English only and in a shaped one; mixed, bold and wrapping names
    squeezed = ("08-03-2026 11:00 AM: head(s) 1, 2 released to Shibu Thomas (owner) on payment, s. 12; "
                "receipt 2026-27/00001, ₹37,250.00")
    base = five_head_case("3/2026").__dict__
    english = CaseEntry(**{**base, "disposal": (squeezed,), "disposal_ml": (), "flags": (), "amendments": ()})
    shaped = CaseEntry(**{**base, "case_no": "4/2026", "disposal": (squeezed, squeezed),
                          "owner_name": f"കെ. രാമൻ നായർ (K. Raman Nair) {WORD} Puthenveettil {WORD} House",
                          "seized_place": f"{WORD} junction, near the ഗവ. എൽ.പി. സ്കൂൾ (Govt. L.P. School) gate"})
    return [wrapped, tall, english, shaped] + list(register(14).entries)


def pages(pdf: bytes, tmp: Path, name: str) -> list[Image.Image]:
    (tmp / f"{name}.pdf").write_bytes(pdf)
    subprocess.run(["pdftoppm", "-png", "-r", "60", str(tmp / f"{name}.pdf"), str(tmp / name)], check=True)
    return [Image.open(p).convert("L") for p in sorted(tmp.glob(f"{name}-*.png"))]


@needs_poppler
def test_register_pages_look_as_reportlab_paragraphs_make_them(tmp_path):
    doc = register(18, entries())
    before_pdf = ParagraphRegister(register(18, entries())).render()
    after_pdf = RegisterRenderer(doc).render()
    # the lines broken and drawn by the register itself include squeezed ones
    assert any(b" Tw" in page.get_contents().get_data() for page in PdfReader(io.BytesIO(after_pdf)).pages)
    before = pages(before_pdf, tmp_path, "paragraphs")
    after = pages(after_pdf, tmp_path, "lines")
    assert len(after) == len(before) > 4
    for n, (a, b) in enumerate(zip(before, after), 1):
        assert ImageChops.difference(a, b).getbbox() is None, f"page {n} differs"
    assert _text(before_pdf, tmp_path, "paragraphs") == _text(after_pdf, tmp_path, "lines")


def _text(pdf: bytes, tmp: Path, name: str) -> str:
    (tmp / f"{name}.pdf").write_bytes(pdf)
    return subprocess.run(["pdftotext", "-layout", str(tmp / f"{name}.pdf"), "-"], check=True,
                          capture_output=True, text=True).stdout


def lines_of(style, lines, how=PLAIN):
    r = RegisterRenderer(register(0, ()))
    book = LineBook(r.line_markup)
    cell = CellText(book, [(t, how) for t in lines], style)
    para = Paragraph("<br/>".join(r.markup(t, how) for t in lines), style)
    return cell, para


@pytest.mark.parametrize("room", [1, 2, 3, 4, 5, 6, 9])
def test_a_cell_splits_where_a_paragraph_would(room):
    style = stylesheet(7.5)["cell"]
    texts = ["Karakulam junction 24-10-2026 01:57 PM and a line long enough to wrap twice over",
             f"പ്രദേശം / Area: {WORD} {WORD}", "plain", "last"]
    cell, para = lines_of(style, texts)
    width = 80
    assert cell.wrap(width, 1e6) == para.wrap(width, 1e6)
    got, want = cell.split(width + 6, room * style.leading + 0.5), para.split(width + 6, room * style.leading + 0.5)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        # the second part of a paragraph split where a line ends begins with an empty line
        assert g.wrap(width, 1e6)[1] == w.wrap(width, 1e6)[1]


def test_a_shaped_word_is_shaped_once_and_keeps_its_own_frags():
    from reportlab.pdfbase.ttfonts import makeShapedFragWord
    from reportlab.platypus.paraparser import ParaFrag

    stylesheet()     # the fonts
    calls = []
    real = actual_text._shape_word

    def counting(w, *a, **k):
        calls.append(w)
        return real(w, *a, **k)

    def word(colour: str):
        f = ParaFrag(fontName=MALAYALAM, fontSize=9.25, textColor=colour, text=WORD)
        return [0, (f, WORD)]

    actual_text._SHAPED.clear()
    actual_text._shape_word = counting
    try:
        first = actual_text.shape_word(word("red"))
        again = word("blue")
        second = actual_text.shape_word(again)
    finally:
        actual_text._shape_word = real
    assert len(calls) == 1
    assert first[0] == second[0] and [str(s) for _, s in first[1:]] == [str(s) for _, s in second[1:]]
    assert all(f is again[1][0] for f, _ in second[1:])       # the second word's own colour
    assert isinstance(second, makeShapedFragWord(again))
    assert "".join(s.source for _, s in second[1:]) == WORD


def test_a_word_keeps_its_class_from_the_cache():
    """A word followed by a space is of another class than the last word of
    a paragraph; the cache must not hand one the other's (the words then ran
    together: "Karakulamjunction")."""
    style = stylesheet(7.5)["cell"]
    later = mixed(f"Karakulam {WORD} Karakulam junction")

    def spare(markup: str) -> float:
        p = Paragraph(markup, style)
        p.wrap(500, 100)
        return p.blPara.lines[0].extraSpace

    actual_text._SHAPED.clear()
    expected = spare(later)
    actual_text._SHAPED.clear()
    spare(mixed(f"{WORD} Karakulam"))          # "Karakulam" shaped first as a last word
    assert spare(later) == pytest.approx(expected)


@pytest.mark.parametrize("serial", [1000, 9999, 10000, 99999])
def test_a_case_number_stands_on_one_line(serial):
    """A pound numbers its cases from 1 each year; from 1000/2026 the number
    wrapped in its column."""
    r = RegisterRenderer(register(0, ()))
    cell = r.cell([(f"{serial}/2026", BOLD)])
    _, height = cell.wrap(r.widths[0] - 2 * PAD_X, 1e6)
    assert height == pytest.approx(r.styles["cell"].leading)


def test_a_continued_row_is_as_tall_as_its_case_number():
    """On the page a case runs on to, the first cell says the number again
    and "(contd.)": the row must hold it even when little of the case is
    left, or it runs into the next case."""
    r = RegisterRenderer(register(0, ()))
    case = CaseEntry(**{**five_head_case("1234/2026").__dict__,
                        "heads": tuple(head(i, "goat") for i in range(1, 9))})
    width = r.frame_width
    whole = r.entry_row(case)
    _, full = whole.wrap(width, 1e6)
    tried = 0
    for room in range(30, int(full)):
        parts = r.entry_row(case).split(width, room)
        if len(parts) != 2:
            continue
        tried += 1
        rest = parts[1]
        _, rest_height = rest.wrap(width, 1e6)
        first = rest.cells[0]
        _, first_height = first.wrap(r.widths[0] - 2 * PAD_X, 1e6)
        assert rest_height >= first_height + PAD_TOP + PAD_BOTTOM, room
        assert "(contd.)" in " ".join(text for text, _ in first.lines or [])
    assert tried > 10


def test_a_word_harfbuzz_leaves_alone_is_not_built_again():
    """Words HarfBuzz sets as their own characters (an ear tag's digits) are
    taken as they are, without building a shaped string to throw away: only
    where reportlab's shaping gives the word back unchanged."""
    import random

    from reportlab.pdfbase import ttfonts
    from reportlab.platypus.paraparser import ParaFrag

    from pound_desk.documents.fonts import LATIN, LATIN_BOLD, MALAYALAM_BOLD

    stylesheet()
    rng = random.Random(12)
    words = ["102938475610", "2025-26/00453,", "₹1,440.00", "AV", "To", "office", "(Vijayan", WORD, "ടാഗ്"]
    words += ["".join(rng.choice("0123456789") for _ in range(rng.randint(1, 12))) for _ in range(200)]
    words += ["".join(rng.choice("abcdefxyzAVTWY.,-/()0123456789") for _ in range(rng.randint(1, 8)))
              for _ in range(400)]
    plain = 0
    for font in (LATIN, LATIN_BOLD, MALAYALAM, MALAYALAM_BOLD):
        for word in words:
            w = [0, (ParaFrag(fontName=font, fontSize=7.125, text=word), word)]
            if actual_text._plain_glyphs(font, 7.125, word):
                plain += 1
                assert ttfonts.shapeFragWord(w) is w, (font, word)
    assert plain > 500
    assert actual_text._plain_glyphs(LATIN, 7.125, "102938475610")
    assert not actual_text._plain_glyphs(LATIN, 7.125, "AV")           # kerned
    assert not actual_text._plain_glyphs(MALAYALAM, 7.125, WORD)        # conjuncts, reordered signs
