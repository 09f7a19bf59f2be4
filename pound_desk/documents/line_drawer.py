"""Lines broken by ``line_breaker`` drawn as a left- or right-aligned
Paragraph draws them (``Paragraph.drawPara``): the same text object,
operator for operator, without the paragraph's set-up for bullets, borders,
links, underlines and the other alignments, none of which a register's
cell or page number has.

The first baseline is one font size below the top of a paragraph a leading
high a line; a line whose spaces were let shrink to fit (its spare width
below nought) is drawn with its word spacing narrowed, as reportlab does.
"""
from __future__ import annotations

from reportlab.lib.enums import TA_LEFT, TA_RIGHT

from pound_desk.documents.actual_text import SourceTextObject

_FUZZ = 1e-8
_MOVE = 1e-6        # a smaller move along the line is not written


def drawable(style) -> bool:
    """Whether ``style``'s paragraphs draw nothing but their text, left- or right-aligned."""
    return (style.alignment in (TA_LEFT, TA_RIGHT) and not style.backColor
            and not (style.borderWidth and style.borderColor) and not style.endDots and not style.wordWrap
            and not (style.leftIndent or style.firstLineIndent)
            and getattr(style, "autoLeading", "") in ("", "off"))


def draw_lines(canvas, kind: int, lines: list, style, first=None) -> None:
    """``lines`` (of a ``break_runs`` answer of ``kind``) drawn with the
    bottom-left corner of their paragraph at the origin; ``first`` is the
    kind-0 answer itself (its font, size and colour)."""
    leading = style.leading
    height = leading * len(lines)
    right = style.alignment == TA_RIGHT
    canvas.saveState()
    if kind == 0:
        canvas.setFillColor(first.textColor)
        tx = SourceTextObject(canvas, 0, height - first.fontSize)
        tx.preformatted = False
        tx.setFont(first.fontName, first.fontSize, leading)
        for extra, words in lines:
            text = " ".join(words)
            narrowed = extra <= -_FUZZ and len(words) > 1
            # a right-aligned line starts its spare width in (a narrowed one has none)
            moved = extra if right and not narrowed else 0
            if narrowed:
                tx.setWordSpace(extra / float(len(words) - 1))
            _move(tx, moved)
            tx._textOut(text, 1)
            if narrowed:
                tx.setWordSpace(0)
            _move(tx, -moved)
    else:
        tx = SourceTextObject(canvas, 0, height - lines[0].fontSize)
        tx.preformatted = False
        tx._leading = None
        tx._fontname = tx._fontsize = None
        colour = None
        for line in lines:
            extra = line.extraSpace
            spaces = line.wordCount - 1
            narrowed = extra <= -_FUZZ and spaces > 0
            moved = extra if right and not narrowed else 0
            _move(tx, moved)
            if narrowed:
                tx.setWordSpace(extra / float(spaces))
            if tx._leading != leading:
                tx.setLeading(leading)
            words = line.words
            last = words[-1]
            for f in words:
                if tx._fontname != f.fontName or tx._fontsize != f.fontSize:
                    tx._setFont(f.fontName, f.fontSize)
                if colour != f.textColor:
                    colour = f.textColor
                    tx.setFillColor(colour)
                tx._textOut(f.text, f is last)
            if narrowed:
                tx.setWordSpace(0)
            _move(tx, -moved)
    canvas.drawText(tx)
    canvas.restoreState()


def _move(tx, dx: float) -> None:
    if dx > _MOVE or dx < -_MOVE:
        tx.setXPos(dx)
