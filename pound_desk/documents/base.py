"""What every document renderer shares: page set-up, the pound's heading,
label/value blocks, signature lines and a "Page N of M" footer.

A renderer subclass sets its geometry as class attributes and builds its
story from the plain data it was given; ``render()`` returns PDF bytes.
"""
from __future__ import annotations

from io import BytesIO
from typing import Callable, Sequence

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepTogether,
    PageTemplate,
    Paragraph,
    Spacer,
    TableStyle,
)

from pound_desk.documents.actual_text import SourceTextObject
from pound_desk.documents.data import PoundHeader
from pound_desk.documents.fonts import LATIN, embedded_font, has_malayalam, mixed
from pound_desk.documents.styles import RULE, stylesheet
from pound_desk.documents.tables import EndsTogether, Table

FooterDrawer = Callable[[Canvas, int, int], None]


class Para(Paragraph):
    """A paragraph that breaks its lines once per width, and whose shaped
    Malayalam carries the text it was written in (see ``actual_text``).

    A table wraps every cell to measure the row and again to draw it, and
    each wrap re-shapes every word; the lines depend only on the width.
    """

    def beginText(self, x, y):
        return SourceTextObject(self.canv, x, y)

    def wrap(self, availWidth, availHeight):
        # a split attempt drops the broken lines (blPara): break them again then
        if getattr(self, "_wrapped_at", None) != availWidth or not hasattr(self, "blPara"):
            self._wrapped = super().wrap(availWidth, availHeight)
            self._wrapped_at = availWidth
        return self._wrapped


def numbered_canvas(draw_footer: FooterDrawer) -> type[Canvas]:
    """A canvas class that holds pages back until the end, so each footer
    can say how many pages there are (one layout pass, not two)."""

    class NumberedCanvas(Canvas):
        def __init__(self, *args, **kwargs):
            # reportlab starts every page in Helvetica, which a PDF only
            # names; start in the bundled DejaVu Sans, which is embedded
            kwargs["initialFontName"] = embedded_font(kwargs.get("initialFontName") or LATIN)
            super().__init__(*args, **kwargs)
            self._held: list[dict] = []

        def setFont(self, psfontname, size, leading=None):
            # a table sets its default font (Helvetica) even for an empty cell
            super().setFont(embedded_font(psfontname), size, leading)

        def showPage(self):
            # a page's operators held as one string (the PDF joins them so
            # anyway): a year's register holds thousands of pages, and one
            # string a page is no work for Python's collector, as a list of
            # small strings a page was. Not compressed: the document holds
            # every page's stream as it is written, so the peak is the same
            code = "\n".join(self._code)
            self._code[:] = []
            self._held.append((dict(self.__dict__), code))
            self._startPage()

        def save(self):
            total = len(self._held)
            held, self._held = self._held, []
            held.reverse()
            while held:
                state, code = held.pop()        # each page let go once it is out
                self.__dict__.update(state)
                self._code = [code]
                draw_footer(self, self._pageNumber, total)
                Canvas.showPage(self)
            Canvas.save(self)

    return NumberedCanvas


class Renderer:
    pagesize = A4
    left_margin = 18 * mm
    right_margin = 18 * mm
    top_margin = 15 * mm
    bottom_margin = 18 * mm
    footer_y = 9 * mm
    base_size = 9.5
    pdf_title = "Pound Desk document"

    def __init__(self) -> None:
        self._footer: Paragraph | None = None
        self.styles = stylesheet(self.base_size)
        # Shaping costs most of the layout time; text with no Malayalam in it
        # looks the same without it, so it gets an unshaped twin style.
        self.latin_styles = {name: ParagraphStyle(f"{name}-latin", parent=style, shaping=0)
                             for name, style in self.styles.byName.items()}

    # ------------------------------------------------------------ to override

    def story(self) -> list[Flowable]:
        raise NotImplementedError

    def footer_left(self) -> str:
        return ""

    def on_page(self, canvas: Canvas, doc: BaseDocTemplate) -> None:
        """Drawn under each page's frame; subclasses add running heads."""

    # ------------------------------------------------------------ text

    def p(self, text: str, style: str = "body", bold: bool = False) -> Paragraph:
        """A paragraph of plain (unescaped) text in either script."""
        styles = self.styles if has_malayalam(text) else self.latin_styles
        return Para(mixed(text, bold), styles[style])

    def both(self, ml: str, en: str, style: str = "body", bold: bool = False,
             sep: str = " / ") -> Paragraph:
        """Malayalam first, then English; either may be empty."""
        return self.p(sep.join(t for t in (ml, en) if t), style, bold)

    # ------------------------------------------------------------ blocks

    @property
    def frame_width(self) -> float:
        return self.pagesize[0] - self.left_margin - self.right_margin

    def pound_block(self, pound: PoundHeader) -> list[Flowable]:
        sub = ", ".join(t for t in (pound.place, pound.local_authority) if t)
        out = [self.p(line, "pound_sub") for line in pound.letterhead.splitlines() if line.strip()]
        out.append(self.p(pound.name, "pound", bold=True))
        if sub:
            out.append(self.p(sub, "pound_sub"))
        if pound.local_area:
            out.append(self.p(f"പ്രദേശം / Local area: {pound.local_area}", "pound_sub"))
        return out

    def fields(self, rows: Sequence[tuple[str, str, str]], label_width: float = 62 * mm) -> Table:
        """A two-column block: bilingual label, value. A value of several lines
        is a paragraph a line, so a line without Malayalam is not shaped (the
        shaper would set "fi" as a ligature a search in the PDF misses)."""
        data = [[self.both(ml, en, "label"),
                 [self.p(line, "value") for line in value.split("\n")] if "\n" in value else self.p(value, "value")]
                for ml, en, value in rows]
        table = Table(data, colWidths=[label_width, self.frame_width - label_width])
        table.setStyle(TableStyle([
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
        ]))
        return table

    def side_by_side(self, left, right, valign: str = "TOP", extra_style: Sequence = ()) -> Table:
        """Two blocks in halves of the frame (signatures, seizer and owner)."""
        half = self.frame_width / 2
        table = Table([[left, right]], colWidths=[half, half])
        table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), valign), *extra_style]))
        return table

    def sign_off(self, story: list[Flowable], *closing: Flowable, space: float = 10 * mm) -> list[Flowable]:
        """``story`` ended by ``closing`` (the signature block, after ``space``):
        the story's last table keeps its last rows on the page the signatures
        go on, with whatever stands between them (a total in words, a note);
        never a signature alone on a page."""
        story = list(story)
        between: list[Flowable] = []
        while story and not isinstance(story[-1], (Table, KeepTogether)):
            between.insert(0, story.pop())
        tail = [*between, Spacer(1, space), *closing]
        room = self.pagesize[1] - self.top_margin - self.bottom_margin
        if story and isinstance(story[-1], KeepTogether):
            # a block made to be kept whole (a heading and its table, totals and the words):
            # the signatures join it
            return [*story[:-1], KeepTogether([*story[-1]._content, *tail])]
        if not story:
            return [EndsTogether(tail[0], tail[1:], room)] if len(tail) > 1 else tail
        return [*story[:-1], EndsTogether(story[-1], tail, room)]

    def signature(self, ml: str, en: str, extra: Sequence[str] = (), width: float = 70 * mm) -> Table:
        """A blank line to sign on, its caption under it."""
        cells = [[Spacer(1, 14 * mm)], [self.both(ml, en, "small")]]
        cells += [[self.p(t, "small")] for t in extra]
        table = Table(cells, colWidths=[width])
        table.setStyle(TableStyle([
            ("LINEBELOW", (0, 0), (0, 0), 0.6, RULE),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
        ]))
        return table

    # ------------------------------------------------------------ output

    def stamp(self, canvas: Canvas, key: str, draw: Callable[[], None]) -> None:
        """What ``draw`` puts on a page, drawn once and copied onto every
        later page (the running heads and the footer's own line): laying out
        and shaping the same paragraphs page after page is most of their cost.
        ``draw`` must leave the canvas as it found it, as ``drawOn`` does."""
        stamps = self.__dict__.setdefault("_stamps", {})
        code = stamps.get(key)
        canvas.saveState()
        if code is None:
            start = len(canvas._code)
            draw()
            stamps[key] = canvas._code[start:]
        else:
            canvas._code.extend(code)
        canvas.restoreState()

    def draw_footer(self, canvas: Canvas, page: int, pages: int) -> None:
        """The document's own line on the left, "പേജ് N / M · Page N of M" on the right,
        both hanging from ``footer_y`` plus one line."""
        if self._footer is None:
            self._footer = self.p(self.footer_left(), "footer")   # same on every page
        top = self.footer_y + self.styles["footer"].leading
        width = self.frame_width
        _, h = self._footer.wrap(width * 0.8, self.bottom_margin)
        self.stamp(canvas, "footer", lambda: self._footer.drawOn(canvas, self.left_margin, top - h))
        self.draw_page_number(canvas, f"പേജ് {page} / {pages} · Page {page} of {pages}",
                              self.left_margin + width * 0.8, top, width * 0.2)

    def draw_page_number(self, canvas: Canvas, text: str, x: float, top: float, width: float) -> None:
        """A page's number, right-aligned in ``width`` from ``x``, hanging from ``top``."""
        number = self.p(text, "footer_right")
        _, h = number.wrap(width, self.bottom_margin)
        number.drawOn(canvas, x, top - h)

    def frames(self) -> list[Frame]:
        return [Frame(self.left_margin, self.bottom_margin, self.frame_width,
                      self.pagesize[1] - self.top_margin - self.bottom_margin,
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id="body")]

    def render(self) -> bytes:
        out = BytesIO()
        doc = BaseDocTemplate(
            out, pagesize=self.pagesize,
            leftMargin=self.left_margin, rightMargin=self.right_margin,
            topMargin=self.top_margin, bottomMargin=self.bottom_margin,
            title=self.pdf_title, author="Pound Desk", creator="Pound Desk",
        )
        doc.addPageTemplates([PageTemplate(id="page", frames=self.frames(), onPage=self.on_page)])
        doc.build(self.story(), canvasmaker=numbered_canvas(self.draw_footer))
        return out.getvalue()
