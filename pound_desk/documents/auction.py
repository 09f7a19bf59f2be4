"""Documents of a public auction (ss. 13(3), 15(1), 18(1)): the buyer's
receipt for a lot knocked down to him, and the sale list of an auction
(its lots, the buyers and prices, and the bidders' declarations)."""
from __future__ import annotations

from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.copies import copy_mark
from pound_desk.documents.sale_data import AuctionHeader, LotHeadLine, SaleListDoc, SaleReceiptDoc
from pound_desk.documents.setup_sheet import qr_drawing
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.wording import time_ml, when
from pound_desk.text import datetime_str, money, money_words_en, money_words_ml


def check_words(short: str = "") -> tuple[str, str]:
    """What the buyer's receipt says beside its QR code (Malayalam, English);
    the short code within it unless the paper prints it apart."""
    said = f": {short}" if short else ""
    return (f"പരിശോധനാ കോഡ്{said}. ഈ രസീതും ലേലവും യഥാർത്ഥമാണോ (റദ്ദാക്കിയോ എന്നും) പൗണ്ടിലോ "
            "തദ്ദേശ സ്ഥാപനത്തിലോ പരിശോധിക്കാം.",
            f"Check code{said}. Whether this receipt and its sale are genuine (and not reversed) can be "
            "checked at the pound or the local authority (pound-desk check-receipt).")


def head_text(h: LotHeadLine) -> str:
    text = f"കേസ് / Case {h.case_no}, ഉരു / head {h.seq}: {h.kind_ml} / {h.kind_en}"
    return f"{text} ({h.description})" if h.description else text


class _AuctionBase(Renderer):
    left_margin = right_margin = 15 * mm

    def auction_fields(self, a: AuctionHeader) -> Table:
        rows = [
            ("ലേലം നടന്ന സമയം", "Held at", when(a.held_at)),
            ("സ്ഥലം", "Place", a.place),
            ("ലേലം നടത്തിയത്", "Conducted by", f"{a.conductor} ({a.conductor_role_ml} / {a.conductor_role_en})"),
        ]
        if a.deputation:
            rows.append(("നിയോഗ ഉത്തരവ്", "Deputation order (s. 13(3))", a.deputation))
        rows += [("ഡയറക്ടറുടെ ഉത്തരവ്", "Director's order on place, time and conditions", a.conditions_order),
                 ("വ്യവസ്ഥകൾ", "Conditions of sale", a.conditions)]
        return self.fields(rows, label_width=62 * mm)


class SaleReceiptRenderer(_AuctionBase):
    pdf_title = "Buyer's receipt"

    def __init__(self, doc: SaleReceiptDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · വാങ്ങിയയാൾക്കുള്ള രസീത് / Buyer's receipt {self.doc.number} · "
                f"ലോട്ട് / Lot {self.doc.lot}")

    def story(self) -> list[Flowable]:
        d = self.doc
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 3 * mm),
            self.both("ലേലത്തിൽ വാങ്ങിയയാൾക്കുള്ള രസീത്", "Receipt to the buyer at a public auction", "title",
                      bold=True),
            self.both(*copy_mark(d.copy, d.copy_made_at), "copy", bold=True),
            self.fields([
                ("രസീത് നമ്പർ", "Receipt no.", d.number),
                ("തീയതിയും സമയവും", "Date and time of sale", when(d.sold_at)),
                ("ലോട്ട്", "Lot", str(d.lot)),
                ("വാങ്ങിയയാൾ", "Buyer", f"{d.buyer_name} (bidder no. {d.buyer_no})"),
                ("താമസസ്ഥലം", "Residence", d.buyer_residence),
            ], label_width=62 * mm),
            *self.reversal_lines(),
            Spacer(1, 2 * mm),
            self.auction_fields(d.auction),
            Spacer(1, 4 * mm),
            self.heads_table(),
            Spacer(1, 3 * mm),
            *self.price_block(),
            Spacer(1, 3 * mm),
            self.both("വാങ്ങിയയാളുടെ സത്യപ്രസ്താവന (വകുപ്പ് 18(1))", "The buyer's declaration (s. 18(1))",
                      "section", bold=True),
            self.p(d.declaration_ml, "body"),
            self.p(d.declaration_en, "body"),
            Spacer(1, 2 * mm),
            self.both("മേൽപ്പറഞ്ഞ കന്നുകാലികളെ മുകളിൽ പറഞ്ഞ തുക ലഭിച്ച് വാങ്ങിയയാൾക്ക് ഏൽപ്പിച്ചു.",
                      "The cattle above were delivered to the buyer on payment of the price.", "body", sep="\n"),
        ]
        story = self.sign_off(story, self.side_by_side(
            self.signature("വാങ്ങിയയാളുടെ ഒപ്പ്", "Buyer's signature", extra=[d.buyer_name]),
            self.signature("ലേലം നടത്തിയ ഉദ്യോഗസ്ഥന്റെ ഒപ്പ്", "Signature of the officer conducting the sale",
                           extra=[d.auction.conductor]),
            "TOP", [("LEFTPADDING", (0, 0), (-1, -1), 0)]), space=8 * mm)
        return story

    def price_block(self) -> list[Flowable]:
        """The hammer price, and beside it (as on the owner's receipt) the
        check code: the sale's number, price, day and lot signed with the
        pound's key, as a QR code and a short code. Side by side, so that the
        receipt stays one page."""
        d = self.doc
        price = [self.both("ലേലത്തുക", "Hammer price", "section", bold=True),
                 self.p(money(d.price), "value", bold=True),
                 self.p(f"In words: {money_words_en(d.price)}", "body"),
                 self.p(f"അക്ഷരത്തിൽ: {money_words_ml(d.price)}", "body")]
        if not d.check_code:
            return price
        ml, en = check_words(d.short_code)
        t = Table([[price, qr_drawing(d.check_code, 24 * mm), self.both(ml, en, "small", sep="\n")]],
                  colWidths=[72 * mm, 27 * mm, self.frame_width - 99 * mm])
        t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (0, -1), 0)]))
        return [t]

    def reversal_lines(self) -> list[Flowable]:
        """A receipt reversed says so at its head, with the reason; the one
        recorded again names the receipt it replaces."""
        d = self.doc
        out: list[Flowable] = []
        if d.reversal[0]:
            out += [Spacer(1, 2 * mm),
                    self.p(f"റദ്ദാക്കി / REVERSED — {d.reversal[1]}", "body", bold=True),
                    self.p(d.reversal[0], "body", bold=True)]
        if d.corrects:
            out += [Spacer(1, 2 * mm),
                    self.p(f"റദ്ദാക്കിയ രസീത് {d.corrects}-നു പകരം ശരിയായ ലേലത്തുകയോടെ / Recorded again at the right "
                           f"hammer price, in place of receipt {d.corrects} (reversed)", "body", bold=True)]
        return out

    def heads_table(self) -> Table:
        rows = [[self.both("കേസ്", "Case", "head", sep="\n"), self.both("നം.", "No.", "head", sep="\n"),
                 self.both("ഇനം", "Kind", "head", sep="\n"), self.both("വിവരണം", "Description", "head", sep="\n"),
                 self.both("ഓഹരി", "Share of price", "head", sep="\n")]]
        for h in self.doc.heads:
            rows.append([self.p(h.case_no, "cell"), self.p(str(h.seq), "cell"),
                         self.both(h.kind_ml, h.kind_en, "cell", sep="\n"),
                         self.p(h.description, "cell"),
                         self.p(money(h.share) if h.share is not None else "", "cell_right")])
        fixed = (24 + 10 + 30 + 32) * mm
        table = Table(rows, colWidths=[24 * mm, 10 * mm, 30 * mm, self.frame_width - fixed, 32 * mm],
                      repeatRows=1)
        table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, RULE), ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return table


class SaleListRenderer(_AuctionBase):
    pagesize = landscape(A4)
    pdf_title = "Sale list"

    def __init__(self, doc: SaleListDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · ലേലപ്പട്ടിക / Sale list of the auction of "
                f"{when(self.doc.auction.held_at)}")

    def story(self) -> list[Flowable]:
        d = self.doc
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 2 * mm),
            self.both("ലേലപ്പട്ടിക", "Sale list of a public auction", "title", bold=True),
            self.auction_fields(d.auction),
            self.both("ലോട്ടുകൾ", "Lots", "section", bold=True),
            self.lots_table(),
            self.both("ലേലം വിളിച്ചവരുടെ രജിസ്റ്റർ", "Bidder register and declarations (s. 18(1))", "section",
                      bold=True),
            self.bidders_table(),
        ]
        if d.expenses:
            story.append(KeepTogether([self.both("ലേലച്ചെലവ്", "Expenses of sale (s. 15(2))", "section", bold=True),
                                       self.expenses_table()]))
        signature = self.signature("ലേലം നടത്തിയ ഉദ്യോഗസ്ഥന്റെ ഒപ്പ്", "Signature of the officer conducting the sale",
                                   extra=[d.auction.conductor])
        signature.hAlign = "LEFT"
        return self.sign_off(story, signature, self.p(f"തയ്യാറാക്കിയത് / Prepared {when(d.made_at)}", "small"),
                             space=8 * mm)

    def _grid(self, rows, widths) -> Table:
        table = Table(rows, colWidths=widths, repeatRows=1)
        table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, RULE), ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return table

    def lots_table(self) -> Table:
        d = self.doc
        rows = [[self.both("ലോട്ട്", "Lot", "head", sep="\n"), self.both("കന്നുകാലികൾ", "Heads", "head", sep="\n"),
                 self.both("രസീത്", "Receipt", "head", sep="\n"), self.both("സമയം", "Sold at", "head", sep="\n"),
                 self.both("വാങ്ങിയയാൾ", "Buyer", "head", sep="\n"), self.both("തുക", "Price", "head", sep="\n")]]
        for lot in d.lots:
            heads = [self.p("\n".join(map(head_text, lot.heads)), "cell")]
            heads += [self.p(f"{en} / {ml}", "cell_small") for en, ml in lot.reversals]
            rows.append([self.p(str(lot.number), "cell"), heads,
                         self.p(lot.sale_number or "വിറ്റില്ല / not sold", "cell"),
                         [self.p(datetime_str(lot.sold_at), "cell"), self.p(time_ml(lot.sold_at), "cell_small")]
                         if lot.sold_at else "",
                         self.p(lot.buyer, "cell"),
                         self.p(money(lot.price) if lot.price else "", "cell_right")])
        rows.append([self.p("", "cell")] * 4 + [self.both("ആകെ", "Total", "cell", bold=True),
                                                 self.p(money(d.total), "cell_right", bold=True)])
        fixed = (14 + 34 + 36 + 50 + 30) * mm
        return self._grid(rows, [14 * mm, self.frame_width - fixed, 34 * mm, 36 * mm, 50 * mm, 30 * mm])

    def bidders_table(self) -> Table:
        rows = [[self.both("നം.", "No.", "head", sep="\n"), self.both("പേര്", "Name", "head", sep="\n"),
                 self.both("താമസസ്ഥലം", "Residence", "head", sep="\n"),
                 self.both("സത്യപ്രസ്താവന ഒപ്പിട്ടു", "Declaration signed", "head", sep="\n"),
                 self.both("പരിശോധന", "Check against the lists", "head", sep="\n")]]
        for b in self.doc.bidders:
            rows.append([self.p(str(b.number), "cell"), self.p(b.name, "cell"), self.p(b.residence, "cell"),
                         self.both("ഉവ്വ്", "Yes", "cell") if b.declared else self.both("ഇല്ല", "No", "cell"),
                         self.p("; ".join(b.barred) if b.barred else "പൊരുത്തമില്ല / No match", "cell")])
        fixed = (12 + 55 + 50 + 30) * mm
        return self._grid(rows, [12 * mm, 55 * mm, 50 * mm, 30 * mm, self.frame_width - fixed])

    def expenses_table(self) -> Table:
        rows = [[self.both("കേസ്", "Case", "head", sep="\n"), self.both("വിവരം", "For", "head", sep="\n"),
                 self.both("തുക", "Amount", "head", sep="\n")]]
        for case_no, text, amount in self.doc.expenses:
            rows.append([self.p(case_no, "cell"), self.p(text, "cell"), self.p(money(amount), "cell_right")])
        return self._grid(rows, [30 * mm, self.frame_width - 64 * mm, 34 * mm])


def render_sale_receipt(doc: SaleReceiptDoc) -> bytes:
    return SaleReceiptRenderer(doc).render()


def render_sale_list(doc: SaleListDoc) -> bytes:
    return SaleListRenderer(doc).render()
