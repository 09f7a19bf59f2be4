"""Table cells of several lines whose lines are laid out once per document.

A register prints the same lines on every page: the kinds, the seizer's
capacity, the basis of a seizure, "time not recorded", the heading words.
A ``Paragraph`` parses, shapes, breaks and draws its text anew each time.
Here a cell is a list of lines, each line is broken into printed lines once
per width (``LineBook``), and each printed line is drawn once; every later
use of it copies the PDF operators drawn the first time, moved into place.
A line is broken and drawn by ``line_breaker`` and ``line_drawer`` as a
Paragraph would (the lines found only once are most of a register's work),
or by the Paragraph itself where they do not take it.

The result looks as the one paragraph a line break apart would: the same
breaks (each line is its own paragraph of the same style and width), the
first baseline one font size below the top, the next ones a leading apart,
and the same split at the foot of a page (``Paragraph.split``'s rules).
"""
from __future__ import annotations

import re
from collections import OrderedDict
from copy import copy
from typing import Callable
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib.rl_accel import fp_str
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable

from pound_desk.documents.base import Para
from pound_desk.documents.line_breaker import break_runs
from pound_desk.documents.line_drawer import draw_lines, drawable

_FUZZ = 1e-6


# where the markup of a line holds the text of one run
HOLE = "\x00"
# what reportlab's paragraph cleaner makes one space (not the no-break space)
_SPACES = re.compile(r"[^\S\xa0]+")

Spec = Callable[[str, str], tuple[str, tuple[str, ...] | None]]


class LineSet:
    """One line of a cell, broken into printed lines at one width."""

    __slots__ = ("para", "lines", "tops", "drawn", "own")

    def __init__(self, para: Para, width: float) -> None:
        self.para = para
        broken = break_runs(para.frags, para.style, width)
        if broken is None:
            para.wrap(width, 1e9)
        else:
            # what Paragraph.wrap keeps, from the register's own breaker
            para.blPara = broken
            para.width = width
            para.height = para.style.leading * len(para.blPara.lines)
        # broken and drawn here, or by the paragraph
        self.own = broken is not None and drawable(para.style)
        bl = para.blPara
        self.lines = bl.lines
        # where the first baseline sits below the top, as Paragraph.drawPara has it
        if bl.kind == 1:
            self.tops = [_top(l) for l in bl.lines]
        else:
            self.tops = [_top(bl)] * len(bl.lines)
        self.drawn: dict[int | None, list[str]] = {}

    def draw(self, canvas, i: int | None, x: float, y: float) -> None:
        """Printed line ``i`` (None: all of them) with its paragraph's
        bottom-left corner at (x, y), the paragraph a leading high a line."""
        code = self.drawn.get(i)
        if code is not None:
            # what saveState, translate and restoreState write, the canvas's
            # own state untouched between them
            out = canvas._code
            out.append("q")
            out.append("%s cm" % fp_str(1, 0, 0, 1, x, y))
            out.extend(code)
            out.append("Q")
            return
        canvas.saveState()
        canvas.translate(x, y)
        base = self.para
        lines = self.lines if i is None else [self.lines[i]]
        start = len(canvas._code)
        if self.own:
            draw_lines(canvas, base.blPara.kind, lines, base.style, base.blPara)
        else:
            line = copy(base)
            line.blPara = base.blPara.clone(lines=lines)
            line.height = base.style.leading * len(lines)
            line.canv = canvas
            line.draw()
            del line.canv
        self.drawn[i] = canvas._code[start:]
        canvas.restoreState()


def _top(line) -> float:
    return line.fontSize if rl_config.paraFontSizeHeightOffset else getattr(line, "ascent", line.fontSize)


class LineBook:
    """The lines broken so far in one document, the most recently used kept.

    ``spec(text, how)`` gives a line's paragraph markup with ``HOLE`` where
    each run's text goes, and the runs' texts (or the whole markup and
    None): the markup of each kind of line is parsed once, and a line's
    frags are copies with its own texts.

    Drawn operators name the document's font subsets, so a book serves one
    document; shaping (``actual_text``) is shared by all.
    """

    def __init__(self, spec: Spec, size: int = 1500) -> None:
        self.spec = spec
        self.size = size
        self._sets: OrderedDict[tuple, LineSet] = OrderedDict()
        self._skeletons: dict[tuple, list | None] = {}

    def line(self, text: str, how: str, style: ParagraphStyle, width: float) -> LineSet:
        key = (text, how, style.name, width)
        sets = self._sets
        found = sets.get(key)
        if found is None:
            found = sets[key] = LineSet(self.para(text, how, style), width)
            if len(sets) > self.size:
                sets.popitem(last=False)
        else:
            sets.move_to_end(key)
        return found

    def para(self, text: str, how: str, style: ParagraphStyle) -> Para:
        markup, texts = self.spec(text, how)
        if texts is not None:
            frags = self._frags(markup, style, len(texts))
            if frags is not None:
                return Para(None, style, frags=[f.clone(text=_SPACES.sub(" ", t)) for f, t in zip(frags, texts)])
            markup = markup.replace(HOLE, "{}").format(*(escape(t).replace("\n", "<br/>") for t in texts))
        return Para(markup, style)

    def _frags(self, skeleton: str, style: ParagraphStyle, n: int) -> list | None:
        """The parsed frags of ``skeleton``, one a hole, or None if it parses
        otherwise (then each line is parsed whole)."""
        key = (skeleton, style.name)
        if key not in self._skeletons:
            frags = Para(skeleton, style).frags
            ok = (len(frags) == n and all(f.text == HOLE for f in frags) and not getattr(style, "textTransform", None))
            self._skeletons[key] = frags if ok else None
        return self._skeletons[key]


class CellText(Flowable):
    """A cell's lines (paragraph markup, one style), printed as one
    paragraph with a line break between lines would be."""

    def __init__(self, book: LineBook, lines: list[tuple[str, str]], style: ParagraphStyle,
                 printed: list[tuple[LineSet | None, int]] | None = None) -> None:
        super().__init__()
        self.book = book
        self.lines = lines              # (text, how), each given to the book's spec
        self.style = style
        # (line set, printed line) once wrapped; (None, 0) is an empty line
        self.printed = printed
        self._wrapped_at: float | None = None if printed is None else -1.0

    def wrap(self, availWidth, availHeight):
        if self._wrapped_at is None or (self._wrapped_at >= 0 and self._wrapped_at != availWidth):
            self.printed = []
            for text, how in self.lines:
                ls = self.book.line(text, how, self.style, availWidth)
                self.printed += [(ls, i) for i in range(len(ls.lines))]
            self._wrapped_at = availWidth
        self.width = availWidth
        self.height = len(self.printed) * self.style.leading
        return self.width, self.height

    def split(self, availWidth, availHeight):
        # Paragraph.split: whole lines only, no orphan, widows as the style says
        if not self.lines and not self.printed or availWidth < _FUZZ or availHeight < _FUZZ:
            return []
        if self._wrapped_at is None:
            self.wrap(availWidth, availHeight)
        # else broken where it was measured, as Paragraph.split keeps its lines
        # (a table asks with the column's width, its padding included)
        style = self.style
        s = int(availHeight / float(style.leading))
        if (not getattr(style, "allowOrphans", 0) and s <= 1) or s == 0:
            return []
        n = len(self.printed)
        if n <= s:
            return [self]
        if not getattr(style, "allowWidows", 1) and n == s + 1:
            if (getattr(style, "allowOrphans", 0) and n == 3) or n > 3:
                s -= 1
            else:
                return []
        rest = self.printed[s:]
        ls, i = self.printed[s - 1]
        if ls is not None and i == len(ls.lines) - 1:
            # split where one line ends: the paragraph's second part begins
            # with that line break, an empty printed line
            rest = [(None, 0)] + rest
        return [CellText(self.book, [], style, self.printed[:s]),
                CellText(self.book, [], style, rest)]

    def draw(self):
        canvas = self.canv
        leading = self.style.leading
        if not self.printed:
            return
        first = self._top(*self.printed[0])
        y = self.height - first - leading     # one leading below the first baseline
        printed = self.printed
        j, n = 0, len(printed)
        while j < n:
            ls, i = printed[j]
            if ls is None:
                j += 1
                y -= leading
                continue
            k = len(ls.lines)
            if i == 0 and k > 1 and j + k <= n and printed[j + k - 1] == (ls, k - 1):
                # the whole line: its printed lines as one paragraph, a leading apart
                ls.draw(canvas, None, 0, y - (k - 1) * leading + ls.tops[0])
                j += k
                y -= k * leading
                continue
            ls.draw(canvas, i, 0, y + ls.tops[i])
            j += 1
            y -= leading

    def _top(self, ls: LineSet | None, i: int) -> float:
        if ls is None:      # an empty line, in the style's own font
            return _top(self.style)
        return ls.tops[i]
