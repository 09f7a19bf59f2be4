"""The guide as one printed booklet: a title page, the contents with the
page each part starts on, then every page of the guide in large print, its
pictures and a box with the sections of the Act behind the steps.

The contents' page numbers come from a first layout: the contents take one
page however long the titles are, so the second layout puts every part on
the page the first one found for it."""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Image, KeepTogether, PageBreak, Spacer, TableStyle

from pound_desk.documents.base import Para, Renderer
from pound_desk.documents.fonts import LATIN, has_malayalam, mixed
from pound_desk.documents.guide_data import HEADING, LAW, PICTURE, POINT, STEP, TEXT, GuideDoc, GuidePage, marked
from pound_desk.documents.tables import Table

LAW_SHADE = colors.HexColor("#eef3f8")
LAW_RULE = colors.HexColor("#1f4e79")


class PageMark(Flowable):
    """Takes no room; notes the page it lands on."""

    def __init__(self, key: str, found: dict[str, int]):
        super().__init__()
        self.key, self.found = key, found

    def wrap(self, availWidth, availHeight):
        return 0, 0

    def draw(self):
        self.found[self.key] = self.canv.getPageNumber()


class GuideRenderer(Renderer):
    base_size = 12            # large print: the booklet is read by people with weak eyes too
    bottom_margin = 20 * mm

    def __init__(self, doc: GuideDoc, starts: dict[str, int] | None = None):
        super().__init__()
        self.doc = doc
        self.pdf_title = doc.title
        self.starts = dict(starts or {})
        self.found: dict[str, int] = {}
        s = self.base_size
        self.styles.add(ParagraphStyle("cover", parent=self.styles["title"], fontSize=s * 2.0,
                                       leading=s * 2.6, alignment=TA_CENTER))
        self.styles.add(ParagraphStyle("page_title", parent=self.styles["title"], fontSize=s * 1.6,
                                       leading=s * 2.1, alignment=0, spaceAfter=s * 0.8))
        self.styles.add(ParagraphStyle("caption", parent=self.styles["small"], alignment=TA_CENTER,
                                       spaceAfter=s * 0.6))
        # a step's number hangs in the margin, its lines aligned after it
        self.styles.add(ParagraphStyle("step", parent=self.styles["body"], leftIndent=s * 2.0,
                                       bulletIndent=s * 0.2, bulletFontName=LATIN, spaceAfter=s * 0.45))
        for name in ("cover", "page_title", "caption", "step"):
            style = self.styles[name]
            self.latin_styles[name] = ParagraphStyle(f"{name}-latin", parent=style, shaping=0)

    # ------------------------------------------------------------ text with **bold** runs
    def words(self, text: str, style: str = "body", bold: bool = False, bullet: str | None = None):
        markup = "".join(mixed(run, bold or strong) for run, strong in marked(text))
        styles = self.styles if has_malayalam(text) else self.latin_styles
        return Para(markup, styles[style], bulletText=bullet)

    def footer_left(self) -> str:
        return self.doc.title

    def draw_footer(self, canvas, page: int, pages: int) -> None:
        """The booklet's title on the left; the page's number in the booklet's
        own language on the right (the guide is printed in one language)."""
        if self._footer is None:
            self._footer = self.p(self.footer_left(), "footer")
        top = self.footer_y + self.styles["footer"].leading
        width = self.frame_width
        _, h = self._footer.wrap(width * 0.7, self.bottom_margin)
        self.stamp(canvas, "footer", lambda: self._footer.drawOn(canvas, self.left_margin, top - h))
        number = f"പേജ് {page} / {pages}" if self.doc.language == "ml" else f"Page {page} of {pages}"
        self.draw_page_number(canvas, number, self.left_margin + width * 0.7, top, width * 0.3)

    # ------------------------------------------------------------ the story
    def story(self) -> list[Flowable]:
        out: list[Flowable] = [Spacer(1, 50 * mm), self.words(self.doc.title, "cover", bold=True),
                               Spacer(1, 10 * mm), self.words(self.doc.subtitle, "pound_sub"), PageBreak()]
        out += self.contents()
        for page in self.doc.pages:
            out.append(PageBreak())
            out += self.page(page)
        return out

    def contents(self) -> list[Flowable]:
        rows = [[self.words(page.title), self.p(str(self.starts.get(page.key, "")), "cell_right")]
                for page in self.doc.pages]
        table = Table(rows, colWidths=[self.frame_width - 20 * mm, 20 * mm])
        table.setStyle(TableStyle([
            ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 4),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
            ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.HexColor("#999999")),
        ]))
        return [self.words(self.doc.contents_title, "page_title", bold=True), table]

    def page(self, page: GuidePage) -> list[Flowable]:
        out: list[Flowable] = [PageMark(page.key, self.found), self.words(page.title, "page_title", bold=True)]
        laws: list[str] = []     # the sections one after another share one box
        for block in page.blocks:
            if block.kind == LAW:
                laws.append(block.text)
                continue
            if laws:
                out.append(self.law(laws))
                laws = []
            if block.kind == HEADING:
                out.append(self.words(block.text, "section", bold=True))
            elif block.kind == STEP:
                out.append(self.words(block.text, "step", bullet=f"{block.number}."))
            elif block.kind == POINT:
                out.append(self.words(block.text, "step", bullet="•"))
            elif block.kind == TEXT:
                out.append(self.words(block.text))
            elif block.kind == PICTURE:
                out.append(self.picture(block.picture, block.text))
        if laws:
            out.append(self.law(laws))
        return out

    def picture(self, name: str, caption: str) -> Flowable:
        image = Image(str(self.doc.folder / name))
        most_w, most_h = self.frame_width, 80 * mm
        # never larger than 1.2 points a pixel: a small window is not blown up past sharpness
        scale = min(most_w / image.imageWidth, most_h / image.imageHeight, 1.2)
        image.drawWidth, image.drawHeight = image.imageWidth * scale, image.imageHeight * scale
        image.hAlign = "CENTER"
        return KeepTogether([Spacer(1, 2 * mm), image, Spacer(1, 1.5 * mm), self.words(caption, "caption")])

    def law(self, lines: list[str]) -> Flowable:
        cell = [self.words(self.doc.law_title, "small", bold=True), *(self.words(text) for text in lines)]
        table = Table([[cell]], colWidths=[self.frame_width])
        table.setStyle(TableStyle([
            ("BACKGROUND", (0, 0), (-1, -1), LAW_SHADE),
            ("LINEBEFORE", (0, 0), (0, -1), 2.5, LAW_RULE),
            ("LEFTPADDING", (0, 0), (-1, -1), 8),
            ("TOPPADDING", (0, 0), (-1, -1), 5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
        ]))
        return KeepTogether([Spacer(1, 2 * mm), table, Spacer(1, 2 * mm)])


def render_guide(doc: GuideDoc) -> bytes:
    first = GuideRenderer(doc)
    first.render()                       # where each part falls
    return GuideRenderer(doc, first.found).render()
