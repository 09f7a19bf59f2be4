"""The owner's receipt (s. 12; Form III) and the auction buyer's receipt on
a narrow paper: a thermal roll 80 mm or 58 mm wide, or an A5 sheet. The
same particulars as the A4 receipts, stacked in one column instead of a
table of seven, both languages, the original or duplicate mark, the check
code as a QR code and as letters. On a roll the page is one piece as long
as its content; on A5 the pages break and are numbered as usual."""
from __future__ import annotations

from io import BytesIO
from typing import Sequence

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, PageTemplate, Spacer, TableStyle

from pound_desk.documents.auction import SaleReceiptDoc, check_words, head_text
from pound_desk.documents.base import Renderer, numbered_canvas
from pound_desk.documents.copies import copy_mark
from pound_desk.documents.data import ReceiptDoc
from pound_desk.documents.papers import Paper
from pound_desk.documents.receipt import footer_of
from pound_desk.documents.setup_sheet import qr_drawing
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.wording import when
from pound_desk.law import parties
from pound_desk.law.money import Money
from pound_desk.law.records import NOT_RECORDED, SIGNATURES
from pound_desk.text import money, money_words_en, money_words_ml

# A roll's page is measured, then given this much more, so rounding in the
# layout never pushes the last line onto a second piece of paper.
ROLL_SLACK = 3 * mm
QR_MAX = 30 * mm


class SlipRenderer(Renderer):
    """One narrow column; subclasses give ``story``."""

    def __init__(self, paper: Paper) -> None:
        self.paper = paper
        self.base_size = paper.base_size
        super().__init__()
        self.left_margin = self.right_margin = paper.margin
        if paper.roll:
            self.top_margin, self.bottom_margin = 4 * mm, 6 * mm
            self.pagesize = (paper.width, 1000 * mm)      # until measured
        else:
            self.top_margin, self.bottom_margin, self.footer_y = 12 * mm, 15 * mm, 7 * mm
            self.pagesize = (paper.width, paper.height)

    # ------------------------------------------------------------ blocks

    def stacked(self, rows: Sequence[tuple[str, str, str]]) -> Table:
        """Label over value, a rule under each: a label and its value side by
        side would leave either too narrow on a roll."""
        data = []
        for ml, en, value in rows:
            data.append([[self.both(ml, en, "label"),
                          *[self.p(line, "value", bold=True) for line in (value or "—").split("\n")]]])
        table = Table(data, colWidths=[self.frame_width])
        table.setStyle(TableStyle([
            ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
        ]))
        return table

    def amounts(self, rows: Sequence[tuple[Flowable | list, str, bool]], shade_bold: bool = True) -> Table:
        """Label on the left, the amount on the right; a bold row is ruled and shaded."""
        value_width = min(self.frame_width * 0.42, 30 * mm)
        data = [[label, self.p(amount, "total_value", bold=bold)] for label, amount, bold in rows]
        table = Table(data, colWidths=[self.frame_width - value_width, value_width])
        style = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                 ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                 ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]
        for i, (_, _, bold) in enumerate(rows):
            if bold and shade_bold:
                style += [("LINEABOVE", (0, i), (-1, i), 0.8, RULE), ("LINEBELOW", (0, i), (-1, i), 0.8, RULE),
                          ("BACKGROUND", (0, i), (-1, i), SHADE)]
        table.setStyle(TableStyle(style))
        return table

    def mark(self, copy: str, made_at) -> Table:
        """ORIGINAL or DUPLICATE, boxed, so it cannot be missed."""
        ml, en = copy_mark(copy, made_at)
        table = Table([[self.both(ml, en, "copy", bold=True)]], colWidths=[self.frame_width])
        table.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 1, RULE),
                                   ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
        return table

    def signature_lines(self, people: Sequence[tuple[str, str, Sequence[str]]]) -> list[Flowable]:
        out: list[Flowable] = []
        for ml, en, extra in people:
            out += [Spacer(1, 3 * mm), self.signature(ml, en, extra=extra, width=self.frame_width)]
        return out

    def qr(self, code: str, short: str, ml: str, en: str) -> list[Flowable]:
        size = min(QR_MAX, self.frame_width * 0.7)
        drawing = qr_drawing(code, size)
        drawing.hAlign = "CENTER"
        return [Spacer(1, 2 * mm), drawing, self.p(short, "copy", bold=True), self.both(ml, en, "small", sep="\n")]

    def closing(self) -> list[Flowable]:
        """What a sheet prints in its footer; a roll prints it at the end."""
        return [Spacer(1, 2 * mm), self.p(self.footer_left(), "footer")] if self.paper.roll else []

    # ------------------------------------------------------------ output

    def draw_footer(self, canvas: Canvas, page: int, pages: int) -> None:
        if not self.paper.roll:
            super().draw_footer(canvas, page, pages)

    def measure(self, story: list[Flowable]) -> float:
        """The height the story takes in the frame (spaces between flowables included)."""
        total = 0.0
        for i, f in enumerate(story):
            _, h = f.wrap(self.frame_width, 10_000 * mm)
            total += h + f.getSpaceAfter() + (f.getSpaceBefore() if i else 0)
        return total

    def render(self) -> bytes:
        story = self.story()
        if self.paper.roll:
            height = self.top_margin + self.measure(story) + ROLL_SLACK + self.bottom_margin
            self.pagesize = (self.paper.width, height)
        out = BytesIO()
        doc = BaseDocTemplate(out, pagesize=self.pagesize, leftMargin=self.left_margin,
                              rightMargin=self.right_margin, topMargin=self.top_margin,
                              bottomMargin=self.bottom_margin, title=self.pdf_title, author="Pound Desk",
                              creator="Pound Desk")
        doc.addPageTemplates([PageTemplate(id="page", frames=self.frames(), onPage=self.on_page)])
        doc.build(story, canvasmaker=numbered_canvas(self.draw_footer))
        return out.getvalue()


class ReceiptSlip(SlipRenderer):
    pdf_title = "Receipt"

    def __init__(self, doc: ReceiptDoc, paper: Paper) -> None:
        super().__init__(paper)
        self.doc = doc

    def footer_left(self) -> str:
        return footer_of(self.doc)

    def story(self) -> list[Flowable]:
        d = self.doc
        cap_ml, cap_en = parties.on_paper(parties.OWNER_OR_AGENT, d.claimant_capacity)
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            self.both("രസീത്", "Receipt", "title", bold=True),
            self.mark(d.copy, d.copy_made_at),
            Spacer(1, 2 * mm),
            self.stacked([
                ("രസീത് നമ്പർ", "Receipt no.", d.number),
                ("തീയതിയും സമയവും", "Date and time", when(d.issued_at)),
                ("കേസ് നമ്പർ", "Case no.", d.case_no),
                ("പൗണ്ടിൽ എത്തിച്ചത്", "Brought to the pound", when(d.brought_at)),
                ("അവകാശി", "Claimant", f"{d.claimant_name}\n{cap_ml} / {cap_en}"),
                ("താമസസ്ഥലം", "Residence", d.claimant_residence),
            ]),
        ]
        for line in d.lines:
            story += [
                Spacer(1, 2 * mm),
                self.p(f"{line.head_seq}. {line.kind_ml} / {line.kind_en}", "value", bold=True),
                self.p(line.description, "cell"),
                self.amounts([
                    (self._with_reference("പിഴ", "Fine", line.fine_reference or
                                          "ഈടാക്കാവുന്നതല്ല / not leviable"), money(line.fine), False),
                    (self._with_reference("തീറ്റച്ചെലവ്", f"Feeding, {line.feeding_periods} periods",
                                          line.feeding_reference), money(line.feeding), False),
                    (self.both("ആകെ", "Total", "total_label"), money(line.total), False),
                ]),
            ]
        story += [
            Spacer(1, 2 * mm),
            self.amounts([
                (self.both("പിഴ ആകെ", "Fines", "total_label"), money(d.fine_total), False),
                (self.both("തീറ്റച്ചെലവ് ആകെ", "Feeding charges", "total_label"), money(d.feeding_total), False),
                (self.both("ആകെ തുക", "Total", "total_label", bold=True), money(d.total), True),
                (self.both("നൽകിയ തുക", "Amount tendered", "total_label"), money(d.tendered), False),
                (self.both("തിരികെ നൽകിയത്", "Change returned", "total_label"), money(d.change), False),
            ]),
            Spacer(1, 1.5 * mm),
            *self.in_words(d.total),
            self.both("മേൽപ്പറഞ്ഞ കന്നുകാലികളെ 1961-ലെ കേരള കന്നുകാലി അതിക്രമ നിയമം വകുപ്പ് 12 "
                      "പ്രകാരം അവകാശിക്ക് വിട്ടുകൊടുത്തു.",
                      "The cattle listed above were delivered to the claimant under s. 12 "
                      "of the Kerala Cattle Trespass Act, 1961.", "small", sep="\n"),
        ]
        extra = [d.claimant_name]
        if d.signature in SIGNATURES and d.signature != NOT_RECORDED:
            en, ml = SIGNATURES[d.signature]
            extra.append(f"{ml} / {en}")
        story += self.signature_lines([("അവകാശിയുടെ ഒപ്പ്", "Claimant's signature", extra),
                                       ("പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ ഒപ്പ്", "Pound-keeper's signature",
                                        [d.keeper_name])])
        if d.check_code:
            story += self.qr(d.check_code, d.short_code,
                             "പരിശോധനാ കോഡ്. ഈ രസീത് യഥാർത്ഥമാണോ എന്ന് പൗണ്ടിലോ തദ്ദേശ സ്ഥാപനത്തിലോ "
                             "പരിശോധിക്കാം.",
                             "Check code. Whether this receipt is genuine can be checked at the pound or the "
                             "local authority (pound-desk check-receipt).")
        return story + self.closing()

    def _with_reference(self, ml: str, en: str, reference: str) -> list[Flowable]:
        cell = [self.both(ml, en, "cell")]
        if reference:
            cell.append(self.p(reference, "cell_small"))
        return cell

    def in_words(self, total: Money) -> list[Flowable]:
        return [self.p(f"In words: {money_words_en(total)}", "body"),
                self.p(f"അക്ഷരത്തിൽ: {money_words_ml(total)}", "body")]


class SaleReceiptSlip(SlipRenderer):
    pdf_title = "Buyer's receipt"

    def __init__(self, doc: SaleReceiptDoc, paper: Paper) -> None:
        super().__init__(paper)
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · വാങ്ങിയയാൾക്കുള്ള രസീത് / Buyer's receipt {self.doc.number} · "
                f"ലോട്ട് / Lot {self.doc.lot}")

    def story(self) -> list[Flowable]:
        d = self.doc
        a = d.auction
        story: list[Flowable] = self.pound_block(d.pound)
        conducted = [("ലേലം നടന്ന സമയം", "Held at", when(a.held_at)), ("സ്ഥലം", "Place", a.place),
                     ("ലേലം നടത്തിയത്", "Conducted by",
                      f"{a.conductor}\n{a.conductor_role_ml} / {a.conductor_role_en}")]
        if a.deputation:
            conducted.append(("നിയോഗ ഉത്തരവ്", "Deputation order (s. 13(3))", a.deputation))
        conducted += [("ഡയറക്ടറുടെ ഉത്തരവ്", "Director's order on place, time and conditions", a.conditions_order),
                      ("വ്യവസ്ഥകൾ", "Conditions of sale", a.conditions)]
        story += [
            self.both("ലേലത്തിൽ വാങ്ങിയയാൾക്കുള്ള രസീത്", "Receipt to the buyer at a public auction", "title",
                      bold=True),
            self.mark(d.copy, d.copy_made_at),
            Spacer(1, 2 * mm),
            self.stacked([
                ("രസീത് നമ്പർ", "Receipt no.", d.number),
                ("തീയതിയും സമയവും", "Date and time of sale", when(d.sold_at)),
                ("ലോട്ട്", "Lot", str(d.lot)),
                ("വാങ്ങിയയാൾ", "Buyer", f"{d.buyer_name} (bidder no. {d.buyer_no})"),
                ("താമസസ്ഥലം", "Residence", d.buyer_residence),
                *conducted,
            ]),
            Spacer(1, 2 * mm),
        ]
        for h in d.heads:
            rows = [(self.p(head_text(h), "cell"), money(h.share) if h.share is not None else "", False)]
            story.append(self.amounts(rows))
        story += [
            Spacer(1, 1.5 * mm),
            self.amounts([(self.both("ലേലത്തുക", "Hammer price", "total_label", bold=True), money(d.price), True)]),
            self.p(f"In words: {money_words_en(d.price)}", "body"),
            self.p(f"അക്ഷരത്തിൽ: {money_words_ml(d.price)}", "body"),
            self.both("വാങ്ങിയയാളുടെ സത്യപ്രസ്താവന (വകുപ്പ് 18(1))", "The buyer's declaration (s. 18(1))",
                      "value", bold=True),
            self.p(d.declaration_ml, "small"),
            self.p(d.declaration_en, "small"),
            self.both("മേൽപ്പറഞ്ഞ കന്നുകാലികളെ മുകളിൽ പറഞ്ഞ തുക ലഭിച്ച് വാങ്ങിയയാൾക്ക് ഏൽപ്പിച്ചു.",
                      "The cattle above were delivered to the buyer on payment of the price.", "small", sep="\n"),
        ]
        story += self.signature_lines([("വാങ്ങിയയാളുടെ ഒപ്പ്", "Buyer's signature", [d.buyer_name]),
                                       ("ലേലം നടത്തിയ ഉദ്യോഗസ്ഥന്റെ ഒപ്പ്",
                                        "Signature of the officer conducting the sale", [a.conductor])])
        if d.check_code:
            ml, en = check_words()
            story += self.qr(d.check_code, d.short_code, ml, en)
        return story + self.closing()


def render_receipt_slip(doc: ReceiptDoc, paper: Paper) -> bytes:
    return ReceiptSlip(doc, paper).render()


def render_sale_receipt_slip(doc: SaleReceiptDoc, paper: Paper) -> bytes:
    return SaleReceiptSlip(doc, paper).render()
