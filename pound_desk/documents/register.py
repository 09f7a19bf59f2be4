"""The register of cattle impounded, as a bound book: A4 landscape, the
column headings on every page, one ruled block per case.

A year's register can hold thousands of cases, so the story is gathered in
one pass over the entries, and each case is its own one-row table, built
only when it is laid out. One long table with repeated heading rows would
be split page by page, and every split copies all the rows that remain:
quadratic in the number of cases. The column headings are instead drawn by
the page template with the same column widths, so the cases line up under
them as one table.

Most of a register's lines come back page after page (kinds, places, names,
the seizer's capacity, the basis of a seizure), so a cell's lines are laid
out and drawn once for the whole book and copied after (``cell_text``), and
the page heading is drawn once and copied onto every page.
"""
from __future__ import annotations

from functools import partial
from typing import Callable
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, Spacer, Table, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.cancelled import RenderCancelled
from pound_desk.documents.cell_text import HOLE, CellText, LineBook
from pound_desk.documents.data import CaseEntry, HeadLine, RegisterDoc
from pound_desk.documents.fonts import has_malayalam, mixed, mixed_skeleton
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.wording import NOT_KNOWN, amendment_text, basis, capacity, flag_note, sex_words, time_ml, when
from pound_desk.text import date_str, time_str

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]

# how a line sits in a cell
PLAIN, BOLD, SMALL = "plain", "bold", "small"
SMALL_COLOUR = "#444444"


class _Tick(Flowable):
    """Takes no room; tells the caller one more case is on the page."""

    def __init__(self, callback: Callable[[], None]) -> None:
        super().__init__()
        self.callback = callback

    def wrap(self, availWidth, availHeight):
        return 0, 0

    def draw(self):
        self.callback()


# a cell's padding inside its rules, in points, as the register's table had it
PAD_X, PAD_TOP, PAD_BOTTOM = 3, 2, 3
# an empty cell still holds one line of the table's default font (10 pt, 12 leading)
EMPTY_LINE, EMPTY_FONT = 12, 10
# an empty cell of a split row; a cell all of whose lines went to the other part
EMPTY, NONE = "", ()
RULE_WIDTH = 0.4

Cell = CellText | str | tuple


class _Entry(Flowable):
    """One case: its row of cells on the register's fixed grid, measured
    from each cell's broken lines, drawn straight on the canvas (the text
    lines, then the rules) and split at the foot of a page by the rules a
    one-row reportlab Table with ``splitInRow`` followed, so the pages look
    as they did: building, measuring and splitting a Table per case was
    much of the register's time.

    On a page it runs on to, the first cell names the case again, "(contd.)",
    and the row is at least as tall as that cell."""

    hAlign = "CENTER"       # as a Table sits in its frame

    def __init__(self, renderer: "RegisterRenderer", build: Callable[[], list[Cell]] | None = None,
                 cells: list[Cell] | None = None, height: float | None = None,
                 continued: Callable[[], CellText] | None = None, closed: bool = False,
                 opened: bool = False) -> None:
        super().__init__()
        self.r = renderer
        self._build = build
        self._cells = cells
        self.fixed = height             # a split part's height, as its Table's row height was
        self.continued = continued
        self.closed = closed            # runs on to the next page: its rule below drawn last
        self.opened = opened            # runs on from the page before: its rule above drawn last

    @property
    def cells(self) -> list[Cell]:
        if self._cells is None:
            self._cells = self._build()
            self._build = None
        return self._cells

    def _content(self) -> float:
        """The tallest cell with its padding (an empty cell holds a line)."""
        tallest = 0.0
        for cell, width in zip(self.cells, self.r.widths):
            if isinstance(cell, str):
                h = EMPTY_LINE
            elif cell:
                h = cell.wrap(width - 2 * PAD_X, 1e9)[1]
            else:
                h = 0
            tallest = max(tallest, h + PAD_TOP + PAD_BOTTOM)
        return tallest

    def wrap(self, availWidth, availHeight):
        self.width = sum(self.r.widths)
        self.height = self._content() if self.fixed is None else self.fixed
        return self.width, self.height

    def split(self, availWidth, availHeight):
        self.wrap(availWidth, availHeight)
        row = self.height
        tallest = self._content()
        has_empty = any(isinstance(c, str) for c in self.cells)
        # no split within an empty cell's one line
        min_split = EMPTY_LINE + PAD_TOP if has_empty else 0
        max_split = EMPTY_LINE + PAD_BOTTOM if has_empty else 0
        if min_split + max_split > row or min_split > availHeight:
            return []
        at = min(availHeight, tallest - max_split)
        if at + 1 < 1 or row - at < 1:
            return []
        top: list[Cell] = []
        rest: list[Cell] = []
        room = at - PAD_TOP
        for cell, width in zip(self.cells, self.r.widths):
            if isinstance(cell, str) and EMPTY_LINE > room:
                return []
            if isinstance(cell, str) or not cell:
                top.append(cell)
                rest.append(cell)
            elif cell.height <= room:
                top.append(cell)
                rest.append(NONE)
            else:
                parts = cell.split(width, room)
                if not parts:
                    return []
                top.append(parts[0])
                rest.append(parts[1])
        if self.continued is not None:
            rest[0] = self.continued()
        top_height = max(self._height_of(c, w) for c, w in zip(top, self.r.widths))
        rest_height = max(self._height_of(c, w) for c, w in zip(rest, self.r.widths))
        used = min(at, top_height)
        return [_Entry(self.r, cells=top, height=used, closed=True, opened=self.opened),
                _Entry(self.r, cells=rest, height=max(rest_height, row - used), continued=self.continued,
                       opened=True)]

    @staticmethod
    def _height_of(cell: Cell, width: float) -> float:
        h = cell.wrap(width - 2 * PAD_X, 1e9)[1] if isinstance(cell, CellText) else 0
        return h + PAD_TOP + PAD_BOTTOM

    def draw(self):
        canvas = self.canv
        r = self.r
        height = self.height
        canvas.saveState()
        canvas.setFillColor(r.black)
        canvas.setFont("Helvetica", EMPTY_FONT, EMPTY_LINE)
        x = 0.0
        for cell, width in zip(self.cells, r.widths):
            if isinstance(cell, CellText):
                h = cell.wrap(width - 2 * PAD_X, height - PAD_TOP - PAD_BOTTOM)[1]
                cell.drawOn(canvas, x + PAD_X, height - PAD_TOP - h)
            elif isinstance(cell, str):
                canvas.drawString(x + PAD_X, height - PAD_TOP - EMPTY_FONT, cell)
            x += width
        canvas.saveState()
        canvas.setLineCap(1)
        canvas.setLineJoin(1)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(RULE_WIDTH)
        right = r.colpositions[-1]
        line = canvas.line
        # in the order the Table drew them (the rules above and below a split
        # last), so the pages are the same to the byte
        if not self.opened:
            line(0, height, right, height)
        if not self.closed and not self.opened:
            line(0, 0, right, 0)
        line(0, 0, 0, height)
        line(right, 0, right, height)
        if not self.closed and self.opened:
            line(0, 0, right, 0)
        for x in r.colpositions[1:-1]:
            line(x, 0, x, height)
        if self.opened:
            line(0, height, right, height)
        if self.closed:
            line(0, 0, right, 0)
        canvas.restoreState()
        canvas.restoreState()


class RegisterRenderer(Renderer):
    pagesize = landscape(A4)
    left_margin = right_margin = 10 * mm
    top_margin = 10 * mm
    bottom_margin = 14 * mm
    footer_y = 6 * mm
    base_size = 7.5
    pdf_title = "Register of cattle impounded"
    title_height = 10 * mm
    # case | brought | cattle | seizer | owner | seizure | fines & disposal | seizer's signature |
    # owner's receipt for the cattle, s. 12(b) | remarks
    # the case number's column holds "99999/2026" in bold on one line
    col_mm = (19, 23, None, 29, 29, 33, 40, 18, 27, 30)

    def __init__(self, doc: RegisterDoc, progress: Progress | None = None,
                 cancelled: Cancelled | None = None) -> None:
        super().__init__()
        self.doc = doc
        self.progress = progress
        self.cancelled = cancelled
        self.total = doc.count
        self.small_size = self.base_size * 0.8
        self.done = 0
        self.book = LineBook(self.line_markup)
        fixed = sum(w for w in self.col_mm if w) * mm
        self.widths = [w * mm if w else self.frame_width - fixed for w in self.col_mm]
        self.colpositions = [0.0]
        for w in self.widths:
            self.colpositions.append(self.colpositions[-1] + w)
        self.black = colors.black
        self.heading = self.heading_table()
        _, self.heading_height = self.heading.wrap(self.frame_width, self.pagesize[1])
        self.title = self.both("കന്നുകാലി രജിസ്റ്റർ", f"Register of cattle impounded — {doc.pound.name}",
                               "section", bold=True)
        self.span = self.p(f"{date_str(doc.date_from)} മുതൽ {date_str(doc.date_to)} വരെ / "
                           f"{date_str(doc.date_from)} to {date_str(doc.date_to)}", "footer_right", bold=True)
        self.entry_style = TableStyle([
            ("GRID", (0, 0), (-1, -1), 0.4, RULE),
            # close a case that runs on to the next page
            ("LINEBELOW", (0, "splitlast"), (-1, "splitlast"), 0.4, RULE),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3),
            ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
        ])

    # ------------------------------------------------------------ page furniture

    def heading_table(self) -> Table:
        heads = [
            ("കേസ് നമ്പർ", "Case no."),
            ("പൗണ്ടിൽ എത്തിച്ച ദിവസവും സമയവും", "Day & hour brought"),
            ("കന്നുകാലികളുടെ എണ്ണവും വിവരണവും", "Number & description of cattle"),
            ("പിടിച്ചെടുത്ത ആളിന്റെ പേരും താമസസ്ഥലവും", "Seizer's name & residence"),
            ("ഉടമയുടെ പേരും താമസസ്ഥലവും", "Owner's name & residence"),
            ("പിടിച്ചെടുത്ത സ്ഥലവും സമയവും; അടിസ്ഥാനം", "Place & time of seizure; basis"),
            ("പിഴയും ചെലവുകളും; തീർപ്പ്", "Fines & charges; disposal"),
            ("പിടിച്ചെടുത്ത ആളിന്റെ ഒപ്പ്", "Seizer's signature"),
            ("കന്നുകാലികളെ തിരികെ കൈപ്പറ്റിയ ഉടമയുടെ / പ്രതിനിധിയുടെ ഒപ്പ് (വകുപ്പ് 12(b))",
             "Owner's or agent's receipt for the cattle, s. 12(b)"),
            ("കുറിപ്പുകൾ", "Remarks"),
        ]
        table = Table([[self.both(ml, en, "head", sep="\n") for ml, en in heads]], colWidths=self.widths)
        table.setStyle(TableStyle([
            ("GRID", (0, 0), (-1, -1), 0.6, RULE),
            ("BACKGROUND", (0, 0), (-1, -1), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        ]))
        return table

    def frames(self) -> list[Frame]:
        top = self.pagesize[1] - self.top_margin - self.title_height - self.heading_height
        return [Frame(self.left_margin, self.bottom_margin, self.frame_width, top - self.bottom_margin,
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id="body")]

    def on_page(self, canvas: Canvas, doc: BaseDocTemplate) -> None:
        self.stamp(canvas, "heading", partial(self.draw_heading, canvas))

    def draw_heading(self, canvas: Canvas) -> None:
        top = self.pagesize[1] - self.top_margin
        _, h = self.title.wrap(self.frame_width * 0.7, self.title_height)
        self.title.drawOn(canvas, self.left_margin, top - h)
        _, h = self.span.wrap(self.frame_width * 0.3, self.title_height)
        self.span.drawOn(canvas, self.left_margin + self.frame_width * 0.7, top - h)
        self.heading.drawOn(canvas, self.left_margin, top - self.title_height - self.heading_height)

    def footer_left(self) -> str:
        d = self.doc
        # the office's letterhead runs along the foot of every page of the book
        head = " · ".join(line for line in d.pound.letterhead.splitlines() if line.strip())
        return ((f"{head} · " if head else "") + f"{d.pound.name}, {d.pound.place} · രജിസ്റ്റർ / Register "
                f"{date_str(d.date_from)} to {date_str(d.date_to)} · അച്ചടിച്ചത് / Printed {when(d.printed_at)}")

    def draw_page_number(self, canvas: Canvas, text: str, x: float, top: float, width: float) -> None:
        # a line of the book rather than a paragraph a page (the same text,
        # markup and style as ``p`` gives): broken and drawn without one
        styles = self.styles if has_malayalam(text) else self.latin_styles
        line = self.book.line(text, PLAIN, styles["footer_right"], width)
        line.draw(canvas, None, x, top - len(line.lines) * styles["footer_right"].leading)

    # ------------------------------------------------------------ story

    def story(self) -> list[Flowable]:
        story: list[Flowable] = []
        count = 0
        for entry in self.doc.entries:
            self.check_cancelled()
            story.append(self.entry_row(entry))
            story.append(_Tick(self.tick))
            count += 1
        self.total = count
        if not count:
            story += [Spacer(1, 3 * mm),
                      self.both("ഈ കാലയളവിൽ കേസുകളൊന്നുമില്ല", "No cases in this period", "body")]
        return story

    def check_cancelled(self) -> None:
        if self.cancelled is not None and self.cancelled():
            raise RenderCancelled("register printing was cancelled")

    def tick(self) -> None:
        self.done += 1
        self.check_cancelled()
        if self.progress is not None:
            self.progress(self.done, self.total)

    def row_lines(self, e: CaseEntry) -> list[list[tuple[str, str]]]:
        """Each column's lines of an entry, as (text, how)."""
        return [
            [(e.case_no, BOLD)],
            [(date_str(e.brought_at), PLAIN), (time_str(e.brought_at), PLAIN), (time_ml(e.brought_at), SMALL)]
            + ([(e.late[0], PLAIN), (e.late[1], SMALL)] if e.late[0] else []),
            self.cattle_lines(e.heads),
            self.person_lines(e.seizer_name, e.seizer_residence, *capacity(e.seizer_capacity)),
            self.person_lines(e.owner_name, e.owner_residence),
            self.seizure_lines(e),
            [(t, PLAIN) for t in e.disposal] + [(t, SMALL) for t in e.disposal_ml],
            [],                                                     # the seizer signs here
            [line for en, ml in e.owner_receipts for line in ((en, PLAIN), (ml, SMALL))],
            [line for code in e.flags for line in ((flag_note(code)[1], PLAIN), (flag_note(code)[0], SMALL))]
            + [(amendment_text(a), SMALL) for a in e.amendments],
        ]

    def entry_row(self, e: CaseEntry) -> Flowable:
        """A case's row, its cells laid out when a page first measures it:
        gathering the story stays cheap, the work happens as pages are laid
        out (where progress is reported)."""
        return _Entry(self, build=lambda: [self.cell(lines) for lines in self.row_lines(e)],
                      continued=lambda: self.cell([(e.case_no, BOLD), ("(contd.) / (തുടർച്ച)", SMALL)]))

    def cell(self, lines: list[tuple[str, str]]) -> CellText | str:
        """A cell's lines as one block, a line break between them; each line
        laid out once for the whole book (``cell_text``). Shaped only if
        some line needs it."""
        lines = [(text, how) for text, how in lines if text]
        if not lines:
            return ""
        malayalam = any(has_malayalam(text) for text, _ in lines)
        styles = self.styles if malayalam else self.latin_styles
        return CellText(self.book, lines, styles["cell"])

    def markup(self, text: str, how: str) -> str:
        """A line's paragraph markup."""
        skeleton, texts = self.line_markup(text, how)
        return skeleton if texts is None else skeleton.replace(HOLE, "{}").format(
            *(escape(t) for t in texts))

    def line_markup(self, text: str, how: str) -> tuple[str, tuple[str, ...] | None]:
        """A line's markup with a hole for each run's text, and the texts
        (``LineBook``); a line with a break in it is given whole."""
        if "\n" in text:
            skeleton, texts = mixed(text, bold=how == BOLD), None
        else:
            skeleton, texts = mixed_skeleton(text, bold=how == BOLD, hole=HOLE)
        if how == SMALL:
            skeleton = f'<font size="{self.small_size:.1f}" color="{SMALL_COLOUR}">{skeleton}</font>'
        return skeleton, texts

    @staticmethod
    def cattle_lines(heads: tuple[HeadLine, ...]) -> list[tuple[str, str]]:
        lines = [(f"{len(heads)} ഉരു / head", BOLD)]
        for h in heads:
            parts = [f"{h.seq}. {h.kind_ml} {h.kind_en}", sex_words(h.sex), h.colour, h.marks]
            text = ", ".join(p for p in parts if p)
            lines.append((f"{text}; ടാഗ് / tag {h.ear_tag}" if h.ear_tag else text, PLAIN))
        return lines

    @staticmethod
    def person_lines(name: str, residence: str, role_ml: str = "", role: str = "") -> list[tuple[str, str]]:
        first = (name, BOLD) if name else (" / ".join(NOT_KNOWN), PLAIN)
        return [first, (residence, PLAIN), (role_ml, SMALL), (role, SMALL)]

    @staticmethod
    def seizure_lines(e: CaseEntry) -> list[tuple[str, str]]:
        return [
            (e.seized_place, PLAIN),
            (when(e.seized_at) if e.seized_at else "സമയം രേഖപ്പെടുത്തിയിട്ടില്ല / time not recorded",
             PLAIN),
            (f"പ്രദേശം / Area: {e.local_area}" if e.local_area else "", PLAIN),
            (basis(e.basis)[0], SMALL),
            (basis(e.basis)[1], SMALL),
            (f"പോലീസ് സഹായം / Police aid: {e.police_aid}" if e.police_aid else "", SMALL),
        ]


def render_register(doc: RegisterDoc, progress: Progress | None = None,
                    cancelled: Cancelled | None = None) -> bytes:
    """The register as PDF bytes (A4 landscape).

    ``progress(done, total)`` is called as each case is laid out;
    ``cancelled()`` is asked before each case, and a True answer raises
    ``RenderCancelled``.
    """
    return RegisterRenderer(doc, progress, cancelled).render()
