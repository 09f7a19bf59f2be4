"""A line of text runs broken into printed lines as reportlab's
``Paragraph.breakLines`` breaks it, without its general machinery.

A register's lines found only once (a date and time, a head with its ear
tag, a receipt, the amounts) were each broken by a Paragraph, and
``breakLines`` was much of the register's time: it handles images, links,
hyphenation, soft hyphens, bidirectional text and more, and finds the
space each line may shrink by afresh for every word. A register's line
is simpler: runs of text in one font each, changing only at a space.

``break_runs`` takes such runs (parsed frags, one a run) and gives the
broken lines in reportlab's own structure, so a Paragraph draws them as it
would its own: the same words on each line, the same widths (the shaped
words' advances, from ``actual_text``'s kept shapes), the same frags, bold
and colour, the same spaces, and the same 5 % the spaces may shrink by
before a word goes to the next line (the line then drawn with its word
spacing narrowed). Anything else (a word wider than its column, a no-break
or soft hyphen, a run that begins inside a word, a style that hyphenates,
indents or adds dots) is answered None: the Paragraph breaks that line.
"""
from __future__ import annotations

from reportlab.pdfbase import ttfonts
from reportlab.pdfbase.pdfmetrics import getAscentDescent, getFont, stringWidth
from reportlab.pdfbase.ttfonts import ShapedStr
from reportlab.platypus import paragraph as rl_paragraph
from reportlab.platypus.paragraph import FragLine, ParaLines

from pound_desk.documents.actual_text import SourcedStr, shape_word

# whitespace reportlab breaks at, besides the space; a no-break space and a
# soft hyphen are handled only by the Paragraph
_AWKWARD = frozenset(rl_paragraph._wsc.replace(" ", "") + "\xa0\xad")
_TEXT = rl_paragraph._FK_TEXT
_PLAIN_GLYPH = ttfonts._sdSimple        # what a plain character added to a shaped string gets

_widths: dict[tuple, float] = {}
_WIDTHS_MAX = 100_000


def _width(text: str, font: str, size: float) -> float:
    key = (text, font, size)
    w = _widths.get(key)
    if w is None:
        if len(_widths) >= _WIDTHS_MAX:
            _widths.clear()
        w = _widths[key] = stringWidth(text, font, size)
    return w


def _plain(style) -> bool:
    """Whether ``style`` breaks lines by words and spaces alone."""
    return not (style.endDots or style.wordWrap or getattr(style, "hyphenationLang", "")
                or style.uriWasteReduce or style.embeddedHyphenation or style.justifyBreaks
                or style.leftIndent or style.rightIndent or style.firstLineIndent
                or getattr(style, "autoLeading", "") not in ("", "off") or style.spaceShrinkage < 0)


def _runs_ok(frags) -> bool:
    pending = False       # the run before ended inside a word
    for f in frags:
        if (hasattr(f, "cbDefn") or hasattr(f, "lineBreak") or hasattr(f, "backColor")
                or getattr(f, "rise", 0) or getattr(f, "us_lines", None) or getattr(f, "link", None)):
            return False
        text = f.text
        if not text:
            continue
        if pending or not text.strip(" ") or _AWKWARD.intersection(text):
            return False
        pending = text[-1] != " "
    return True


def break_runs(frags, style, width: float):
    """The lines of ``frags`` (text runs) at ``width``, as reportlab's
    ``breakLines(width)`` gives them; None if this breaker does not take them."""
    if not frags or not _plain(style) or not _runs_ok(frags):
        return None
    shaping = style.shaping and bool(getFont(style.fontName).shapable)
    if len(frags) == 1 and not shaping:
        return _one_run(frags[0], style, width)
    if not shaping:
        return None
    return _shaped_runs(frags, style, width)


def _one_run(f, style, width: float):
    """``breakLines``'s single-frag case: plain strings, kind 0."""
    font, size = f.fontName, f.fontSize
    ascent, descent = getAscentDescent(font, size)
    words = f.text.split()
    if not words:
        return f.clone(kind=0, lines=[], ascent=ascent, descent=descent, fontSize=size)
    space = _width(" ", font, size)
    shrink = style.spaceShrinkage * space
    lines = []
    line: list[str] = []
    current = -space
    for word in words:
        w = _width(word, font, size)
        if w > width and style.splitLongWords:
            return None                     # split within the word: the Paragraph's work
        new = current + space + w
        if new <= width + shrink * len(line) or not line:
            line.append(word)
            current = new
        else:
            lines.append((width - current, line))
            line = [word]
            current = w
    lines.append((width - current, line))
    return f.clone(kind=0, lines=lines, ascent=ascent, descent=descent, fontSize=size)


# a word's shaped width and text by (font, size, word), as ``shape_word``
# gives them: a register's words come back line after line
_shaped: dict[tuple, tuple | None] = {}
_SHAPED_MAX = 200_000
_metrics: dict[tuple, tuple[float, float]] = {}


def _shaped_word(f, word: str) -> tuple | None:
    """(width, text) of ``word`` in ``f``'s font and size, shaped; None when
    the shaper makes more than one piece of it."""
    key = (f.fontName, f.fontSize, word)
    found = _shaped.get(key, False)
    if found is False:
        # the width a frag word starts with; the shaper keeps it if it changes nothing
        w = shape_word([_width(word, f.fontName, f.fontSize), (f, word)])
        found = (w[0], w[1][1]) if len(w) == 2 else None
        if len(_shaped) >= _SHAPED_MAX:
            _shaped.clear()
        _shaped[key] = found
    return found


def _ascent_descent(font: str, size: float) -> tuple[float, float]:
    found = _metrics.get((font, size))
    if found is None:
        found = _metrics[(font, size)] = getAscentDescent(font, size)
    return found


def _words(frags) -> list | None:
    """(width, frag, text, a space follows) for each word of runs that
    change at a space, as ``_getFragWords`` and the shaper make them."""
    out = []
    first = True
    for f in frags:
        text = f.text
        if not text:
            continue
        if first:
            text = text.lstrip(" ")
            first = False
        f._fkind = _TEXT
        words = text.split()
        last = len(words) - 1
        for i, word in enumerate(words):
            shaped = _shaped_word(f, word)
            if shaped is None:
                return None
            out.append((shaped[0], f, shaped[1], i < last or text[-1] == " "))
    return out


def _shaped_runs(frags, style, width: float):
    """``breakLines``'s general case for shaped runs: frag lines, kind 1.

    reportlab adds each word (and the space before it) to its frag's text as
    it goes, a new shaped string each time; here a frag's pieces are kept
    and joined once its line is done (``_join``: the same string)."""
    fw = _words(frags)
    if fw is None:
        return None             # a word the shaper made several pieces of
    if style.splitLongWords and any(w[0] > width for w in fw):
        return None             # a word split within itself
    shrinkage = style.spaceShrinkage
    lines = []
    line: _Frags | None = None  # the line's frags, once it has a word
    n = 0
    space = current = 0.0
    size = max_size = max_ascent = min_descent = 0.0
    first_word = 0              # the frag word each line begins with (FragLine.sFW)
    for k, (word_width, f, text, hanging) in enumerate(fw):
        font, size = f.fontName, f.fontSize
        if line is None:
            n, space, current = 0, 0, 0
            max_size = size
            max_ascent, min_descent = _ascent_descent(font, size)
        new = current + space + word_width if word_width > 0 else current
        # over the width even with the line's spaces shrunk, and not the line's first word
        if n > 0 and new > width and new > width + line.shrinkable(space) * shrinkage:
            lines.append(line.done(width - current, n, max_size, max_ascent, min_descent, width, first_word))
            first_word = k
            space = _width(" ", font, size) if hanging else 0
            current = word_width
            n = 1
            line = _Frags(f, text)
            max_size = size
            max_ascent, min_descent = _ascent_descent(font, size)
            continue
        if text:
            n += 1
        ascent, descent = _ascent_descent(font, size)
        max_size = max(max_size, size)
        max_ascent = max(max_ascent, ascent)
        min_descent = min(min_descent, descent)
        if line is None:
            line = _Frags(f, text)
        else:
            line.add(f, text, space)
        space = _width(" ", font, size) if hanging else 0
        current = new
    if line is not None:
        lines.append(line.done(width - current, n, max_size, max_ascent, min_descent, width, first_word))
    return ParaLines(kind=1, lines=lines)


class _Frags:
    """A line's frags as they are filled: each a clone of the run its words
    come from, its text kept in pieces until the line is done."""

    __slots__ = ("words", "texts", "pieces", "g", "g_from")

    def __init__(self, f, text):
        self.g, self.g_from = f.clone(), f      # the last frag, and the run it was cloned from
        self.words = [self.g]
        self.pieces = [text]                    # the last frag's
        self.texts: list[list] = [self.pieces]  # each one's

    def add(self, f, text, space) -> None:
        """The next word ``text``, of the run ``f``, after a space when ``space``."""
        if space and not self.pieces[-1].endswith(" "):
            self.pieces.append(" ")
        if f is self.g_from or rl_paragraph.sameFrag(self.g, f):
            self.pieces.append(text)
        else:
            self.g, self.g_from = f.clone(), f
            self.words.append(self.g)
            self.pieces = [text]
            self.texts.append(self.pieces)

    def shrinkable(self, space: float) -> float:
        """How much the spaces on the line so far may shrink, from the
        pending ``space``: reportlab's sum, in its order."""
        limit = space
        for wi, ps in zip(self.words, self.texts):
            ns = sum(p.count(" ") for p in ps)
            if ns:
                limit += ns * stringWidth(" ", wi.fontName, wi.fontSize)
        return limit

    def done(self, extra, n, size, ascent, descent, width, first_word) -> FragLine:
        return _line(self.words, self.texts, extra, n, size, ascent, descent, width, first_word)


def _line(words, texts, extra, n, size, ascent, descent, width, first_word) -> FragLine:
    for g, ps in zip(words, texts):
        g.text = ps[0] if len(ps) == 1 else _join(ps)
    return FragLine(extraSpace=extra, wordCount=n, lineBreak=False, words=words, fontSize=size, ascent=ascent,
                    descent=descent, maxWidth=width, sFW=first_word)


def _join(pieces: list):
    """``pieces[0] + pieces[1] + …`` as shaped strings add up, in one go."""
    if not any(isinstance(p, ShapedStr) for p in pieces):
        return "".join(pieces)
    data: list = []
    parts: list = []
    for p in pieces:
        if isinstance(p, SourcedStr):
            data += p.__shapeData__
            parts += p.parts
        elif isinstance(p, ShapedStr):
            return _added(pieces)       # a shaped string without its text: as reportlab adds
        else:
            data += len(p) * [_PLAIN_GLYPH]
            parts += p
    return SourcedStr("".join(pieces), data, parts)


def _added(pieces: list):
    out = pieces[0]
    for p in pieces[1:]:
        out = out + p
    return out
