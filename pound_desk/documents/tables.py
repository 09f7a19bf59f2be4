"""The tables of every document: a row taller than what is left of a page
(a long name, many heads in one cell) splits across the page instead of
failing the whole document ("Flowable too large")."""
from __future__ import annotations

from reportlab.platypus import Flowable, FrameBreak, KeepTogether
from reportlab.platypus import Table as _Table


class Table(_Table):
    def __init__(self, data, *args, splitInRow: int = 1, **kwargs):
        super().__init__(data, *args, splitInRow=splitInRow, **kwargs)

    # reportlab splits a row by measuring each cell with its own column's
    # width, a cell spanning several columns too: a paragraph there was broken
    # to the first column's width, its two parts measured (and the rest of the
    # row made as tall as) that narrow, and drawn at the whole width. A spanned
    # cell's contents, and the parts a split makes of them, are measured and
    # split at the span's width instead.

    def _splitRows(self, availHeight, doInRowSplit=0):
        self._span_widths = {}
        if doInRowSplit and self._spanCmds:
            positions = self._colpositions
            for (col, row), span in self._spanRanges.items():
                if span is None or span[0] == span[2]:
                    continue
                value = self._cellvalues[row][col]
                if isinstance(value, (list, tuple)):
                    self._span_widths[id(value)] = (value, positions[span[2] + 1] - positions[span[0]])
        try:
            return super()._splitRows(availHeight, doInRowSplit)
        finally:
            self._span_widths = {}

    def _span_width(self, value, width):
        found = getattr(self, "_span_widths", {}).get(id(value))
        return found[1] if found is not None and found[0] is value else width

    def _listCellGeom(self, V, w, s, W=None, H=None, aH=72000):
        return super()._listCellGeom(V, self._span_width(V, w), s, W=W, H=H, aH=aH)

    def _splitCell(self, value, style, oldHeight, newHeight, width):
        width = self._span_width(value, width)
        parts = super()._splitCell(value, style, oldHeight, newHeight, width)
        spans = getattr(self, "_span_widths", None)
        if spans is not None and parts and id(value) in spans:
            for part in parts:
                spans[id(part)] = (part, width)     # the parts are measured at the span's width too
        return parts


def _flat(flowables) -> list[Flowable]:
    """KeepTogether blocks opened into what they hold: a frame splits a
    KeepTogether, nothing draws it, and here it is kept whole anyway."""
    out: list[Flowable] = []
    for f in flowables:
        out += _flat(f._content) if isinstance(f, KeepTogether) else [f]
    return out


class EndsTogether(Flowable):
    """A document's last table (or block) and what closes it (the signature
    block, a note): the table breaks across pages where it must, but its last
    rows always go over with what closes it, so a signature never stands
    alone on a page. ``room`` is the height of a whole page's frame: a block
    taller than that cannot be kept whole and simply flows."""

    KEEP_ROWS = 2

    def __init__(self, body: Flowable, tail: list[Flowable], room: float):
        super().__init__()
        self.body, self.tail, self.room = body, _flat(tail), room

    def _parts(self) -> list[Flowable]:
        return [self.body, *self.tail]

    def wrap(self, availWidth, availHeight):
        self._sizes = [f.wrap(availWidth, availHeight) for f in self._parts()]
        # the space a frame would have kept around each (a section heading's space before it)
        # (a frame takes the previous one's space after off the next one's space before)
        parts = self._parts()
        after = [0 if i == len(parts) - 1 else f.getSpaceAfter() for i, f in enumerate(parts)]
        self._gaps = [(0 if i == 0 else max(f.getSpaceBefore() - after[i - 1], 0), after[i])
                      for i, f in enumerate(parts)]
        self.width = availWidth
        self.height = sum(h for _, h in self._sizes) + sum(a + b for a, b in self._gaps)
        return self.width, self.height

    def draw(self):
        y = self.height
        for f, (w, h), (before, after) in zip(self._parts(), self._sizes, self._gaps):
            y -= before + h
            align = getattr(f, "hAlign", "CENTER")
            x = {"LEFT": 0, "RIGHT": self.width - w}.get(align, (self.width - w) / 2)
            f.drawOn(self.canv, x, y)
            y -= after

    def split(self, availWidth, availHeight):
        self.wrap(availWidth, availHeight)
        body_h = self._sizes[0][1]
        if not isinstance(self.body, _Table):
            # kept whole on the next page, unless no page could hold it
            return [] if self.height <= self.room else self._parts()
        # the table breaks where it must, but its last rows go over with the closing
        # block: split no lower than above them (the rest keeps its repeated heading)
        heights = list(getattr(self.body, "_rowHeights", None) or [])
        head = self.body.repeatRows if isinstance(self.body.repeatRows, int) else 0
        body_rows = len(heights) - head
        keep = sum(heights[-min(self.KEEP_ROWS, body_rows - 1):]) if body_rows > 1 else body_h
        limit = min(availHeight, body_h - keep + 0.01)
        # split between rows, never inside one: a row broken at an odd height can lose its lines
        at, done = 0.0, 0.0
        for h in heights[:-1]:
            done += h
            if done > limit:
                break
            at = done
        parts = self.body.split(availWidth, at) if at > 0 else []
        if self._fits(parts, head, availWidth, availHeight):
            # split short of the page's end: what is left of this page stays empty
            turn = [FrameBreak()] if at < availHeight else []
            return [*parts[:-1], *turn, EndsTogether(parts[-1], self.tail, self.room)]
        if self.height <= self.room:
            return []          # the whole, table and closing block, on the next page
        parts = self.body.split(availWidth, availHeight)   # too tall to keep: it simply flows
        if self._fits(parts, head, availWidth, availHeight):
            return [*parts[:-1], EndsTogether(parts[-1], self.tail, self.room)]
        return [*parts, *self.tail] if parts else []

    @staticmethod
    def _fits(parts, head: int, availWidth, availHeight) -> bool:
        """A split worth making: more than the heading stays, and it fits here."""
        if len(parts) < 2 or len(parts[0]._cellvalues) <= head:
            return False
        return parts[0].wrap(availWidth, availHeight)[1] <= availHeight
