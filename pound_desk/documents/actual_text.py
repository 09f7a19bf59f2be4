"""Shaped Malayalam that reads back as it was written.

HarfBuzz turns a Malayalam word into glyphs in the order they are drawn: a
conjunct is one glyph that stands for several letters, and a vowel sign
such as െ is drawn before the consonant it follows in the text. The PDF maps
each glyph back to one character at most (a conjunct to none), so a reader
that extracts, searches or copies the text gets "രസീത് നർ" for
"രസീത് നമ്പർ".

Two pieces put the written text beside the glyphs:

- ``shape_word`` stands in for reportlab's ``shapeFragWord`` where a
  paragraph shapes its words. It shapes as before and gives each shaped
  string the text it was shaped from, glyph by glyph (``SourcedStr``).
- ``SourceTextObject`` is the text object every ``Para`` draws with: a shaped
  string whose glyphs do not spell its text is drawn inside a marked-content
  span, ``/Span <</ActualText <FEFF…>>> BDC … EMC``, which carries the text
  (PDF 1.5, 14.9.4). A string whose glyphs spell it (English, most plain
  Malayalam syllables) is drawn as before.

What is drawn, and where, does not change.
"""
from __future__ import annotations

from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import ShapedStr
from reportlab.pdfgen.textobject import PDFTextObject
from reportlab.platypus import paragraph


class SourcedStr(ShapedStr):
    """A shaped string (one character per glyph, with HarfBuzz's positions)
    that also knows the text each glyph came from.

    ``parts[i]`` is the text of glyph ``i``'s cluster if the glyph is the
    first of its cluster here, else ``""``: joined, they give the text back
    however the glyphs were merged or reordered, and a slice of the string
    keeps the text of the clusters it begins. Adding a plain string (the
    space between words on a line) adds its characters as they are.
    """

    def __new__(cls, s, shapeData=None, parts=None):
        self = super().__new__(cls, s, shapeData)
        self.parts = tuple(parts) if parts is not None else tuple(str(s))
        return self

    @property
    def source(self) -> str:
        return "".join(self.parts)

    def __add__(self, other):
        joined = ShapedStr.__add__(self, other)
        return SourcedStr(joined, joined.__shapeData__, self.parts + _parts(other))

    def __radd__(self, other):
        joined = ShapedStr.__radd__(self, other)
        return SourcedStr(joined, joined.__shapeData__, _parts(other) + self.parts)

    def __getitem__(self, i):
        piece = ShapedStr.__getitem__(self, i)
        if not isinstance(piece, ShapedStr):
            return piece
        parts = self.parts[i] if isinstance(i, slice) else (self.parts[i],)
        return SourcedStr(piece, piece.__shapeData__, parts)

    def __reduce__(self):
        return (SourcedStr, (str(self), self.__shapeData__, self.parts))


def _parts(s) -> tuple[str, ...]:
    if isinstance(s, SourcedStr):
        return s.parts
    return tuple(str(s))


# Shaped words by (font, size, text) of each of their pieces: a register
# shapes the same kinds, places, names and headings on every page, and
# HarfBuzz is the dearest step of laying a paragraph out. The shaped strings
# are immutable and hold no frag, so they are shared by every document.
_SHAPED: dict[tuple, tuple | None] = {}
_SHAPED_MAX = 200_000    # distinct words; cleared whole when full (a few tens of MB)
_UNCHANGED = None        # HarfBuzz changed nothing: the word is used as it came


def shape_word(w, *args, **kwargs):
    """reportlab's ``shapeFragWord``, whose shaped strings remember their text,
    each distinct word shaped once.

    ``w`` is a frag word: ``[width, (frag, text), ...]``; the answer is built
    again around this word's own frags (its colour, links and the like), from
    what the same fonts, sizes and text gave before.
    """
    if args or kwargs or isinstance(w, ttfonts.ShapedFragWord):
        return _shape_word(w, *args, **kwargs)
    if any(isinstance(s, ShapedStr) for _, s in w[1:]):
        return _already_shaped(w)
    key = []
    for f, s in w[1:]:
        if hasattr(f, "cbDefn"):          # an inline image or the like: not worth keeping
            return _shape_word(w)
        key.append((f.fontName, f.fontSize, s))
    key = tuple(key)
    try:
        hit = _SHAPED[key]
    except KeyError:
        shaped = w if len(key) == 1 and _plain_glyphs(*key[0]) else _shape_word(w)
        hit = _remember(w, shaped)
        if len(_SHAPED) >= _SHAPED_MAX:
            _SHAPED.clear()
        _SHAPED[key] = hit
        return shaped
    if hit is _UNCHANGED:
        return w
    width, pieces = hit
    frags = [f for f, _ in w[1:]]
    # the word's own class says whether a space follows it
    return ttfonts.makeShapedFragWord(w)([width] + [(frags[i], s) for i, s in pieces])


def _already_shaped(w):
    """A word made again of pieces already shaped: the halves of a long word
    cut by ``split_word``, joined again when a table splits its row across a
    page. Their characters are glyphs, not letters, so they are not shaped
    again; the word is what its pieces measure."""
    width = 0.0
    for f, s in w[1:]:
        if isinstance(s, ShapedStr):
            width += sum(sd.x_advance for sd in s.__shapeData__) * f.fontSize / 1000
        else:
            width += pdfmetrics.stringWidth(s, f.fontName, f.fontSize)
    return ttfonts.makeShapedFragWord(w)([width] + list(w[1:]))


_hb_fonts: dict[tuple, object] = {}
uharfbuzz = ttfonts.uharfbuzz
# the features reportlab shapes with by default (``fonts`` turns ``dlig`` off in this very dict)
_FEATURES = (ttfonts.shapeFragWord.__defaults__ or (None,))[0]


def _plain_glyphs(font_name: str, size: float, text: str) -> bool:
    """Whether HarfBuzz sets ``text`` as its own characters, one glyph each,
    at their own widths, nothing moved: ``shapeFragWord`` then gives the word
    back unchanged, after building the shaped string it throws away. A word
    of digits (an ear tag, a receipt number) is nearly always so, and nearly
    always new. Any doubt is answered False, and the word shaped as ever."""
    if not text:
        return False
    font = pdfmetrics.getFont(font_name)
    if not getattr(font, "shapable", False):
        return False
    hb = _hb_fonts.get((font_name, size))
    if hb is None:
        hb = _hb_fonts[(font_name, size)] = font.hbFont(size)
    buf = uharfbuzz.Buffer()
    buf.cluster_level = uharfbuzz.BufferClusterLevel.MONOTONE_CHARACTERS
    buf.add_str(text)
    buf.guess_segment_properties()
    uharfbuzz.shape(hb, buf, _FEATURES)
    infos = buf.glyph_infos
    if len(infos) != len(text):
        return False
    face = font.face
    chars, widths, scale = face.glyphToChar, face.charWidths, face._pdfScale
    for ch, info, pos in zip(text, infos, buf.glyph_positions):
        found = chars.get(info.codepoint)
        if not found or chr(found[0]) != ch or pos.x_offset or pos.y_offset:
            return False
        if scale(pos.x_advance) != widths[found[0]]:
            return False
    return True


def _remember(w, shaped) -> tuple | None:
    """What ``shaped`` is made of, with each frag named by its place in ``w``."""
    if shaped is w:
        return _UNCHANGED
    frags = [f for f, _ in w[1:]]
    pieces = []
    for f, s in shaped[1:]:
        i = next(i for i, g in enumerate(frags) if g is f)
        pieces.append((i, s))
    return shaped[0], tuple(pieces)


def _shape_word(w, *args, **kwargs):
    """HarfBuzz's glyphs for ``w``, each knowing the text it stands for.

    HarfBuzz numbers each glyph with its cluster, the offset in the word's
    text where the letters it stands for begin; a cluster's text runs to the
    next cluster's offset.
    """
    shaped = ttfonts.shapeFragWord(w, *args, **kwargs)
    if shaped is w:
        return w
    text = "".join(s for f, s in w[1:] if not hasattr(f, "cbDefn"))
    pieces = [i for i, item in enumerate(shaped)
              if i and isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], ShapedStr)]
    starts = sorted({sd.cluster for i in pieces for sd in shaped[i][1].__shapeData__
                     if 0 <= sd.cluster <= len(text)})
    ends = dict(zip(starts, starts[1:] + [len(text)]))
    seen: set[int] = set()
    for i in pieces:
        frag, s = shaped[i]
        parts = []
        for sd in s.__shapeData__:
            if sd.cluster in ends and sd.cluster not in seen:
                seen.add(sd.cluster)
                parts.append(text[sd.cluster:ends[sd.cluster]])
            else:
                parts.append("")
        shaped[i] = (frag, SourcedStr(s, s.__shapeData__, parts))
    return shaped


_split_frag_word = paragraph._splitFragWord


def split_word(w, *args, **kwargs):
    """reportlab's ``_splitFragWord``, whose pieces keep their glyphs' text.

    A word too long for its column (പിടിച്ചെടുത്തയാൾ in a narrow table
    heading) is cut between glyphs onto two lines. reportlab builds each piece
    character by character, so a piece of a shaped word came out a plain
    string: its glyphs lost their text (a conjunct read back as a private-use
    character) and their HarfBuzz positions. Each piece is taken again as the
    slice of the shaped word it is, which keeps both.
    """
    pieces = _split_frag_word(w, *args, **kwargs)
    words = [s for _, s in w[1:]]
    if not any(isinstance(s, ShapedStr) for s in words) or any(hasattr(f, "cbDefn") for f, _ in w[1:]):
        return pieces
    at, offset = 0, 0
    for piece in pieces:
        for j in range(1, len(piece)):
            frag, text = piece[j]
            if not text:
                continue
            while offset >= len(words[at]):
                at, offset = at + 1, 0
            word = words[at]
            if isinstance(word, ShapedStr):
                cut = word[offset:offset + len(text)]
                if str(cut) == str(text):       # it is the piece it should be: keep the shaped slice
                    if hasattr(frag, "text"):
                        frag.text = cut
                    piece[j] = (frag, cut)
            offset += len(text)
    return pieces


def install() -> None:
    """Let paragraphs shape with ``shape_word`` and cut long words with
    ``split_word``; later calls do nothing.

    reportlab's paragraph module calls ``shapeFragWord`` and
    ``_splitFragWord`` by their module-level names; those names, and no
    others, are pointed at ours.
    """
    if paragraph.shapeFragWord is not shape_word:
        paragraph.shapeFragWord = shape_word
    if paragraph._splitFragWord is not split_word:
        paragraph._splitFragWord = split_word


def actual_text_operand(text: str) -> str:
    """``text`` as a PDF hex string in UTF-16BE with its byte-order mark."""
    return "<FEFF" + text.encode("utf-16-be").hex().upper() + ">"


class SourceTextObject(PDFTextObject):
    """A text object that draws a shaped string inside an ActualText span
    when its glyphs do not spell its text."""

    def _formatText(self, text):
        # the same string in the same font, size, leading, subset and rise
        # gives the same operators within one document (its subsets' codes
        # are given once): a register draws the same words page after page
        if type(text) is str:
            key = (text, None)
        elif isinstance(text, SourcedStr):
            key = (str(text), text.parts)
        else:
            return super()._formatText(text)
        key += (self._fontname, self._fontsize, self._leading, self._curSubset, self._rise)
        memo = self._canvas._doc.__dict__.setdefault("_formatted", {})
        found = memo.get(key)
        if found is not None:
            self._curSubset = found[1]
            return found[0]
        code = self._format_text(text)
        if len(memo) > 20000:
            memo.clear()
        memo[key] = (code, self._curSubset)
        return code

    def _format_text(self, text):
        code = super()._formatText(text)
        if isinstance(text, SourcedStr):
            source = text.source
            if source != str(text):
                return f"/Span <</ActualText {actual_text_operand(source)}>> BDC {code} EMC"
        return code
