"""The receipt handed to the owner or agent who pays and takes the cattle
back (s. 12)."""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.copies import copy_mark
from pound_desk.documents.data import ReceiptDoc, ReceiptLine
from pound_desk.documents.setup_sheet import qr_drawing
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.wording import when
from pound_desk.law import parties
from pound_desk.law.money import Money
from pound_desk.law.records import NOT_RECORDED, SIGNATURES
from pound_desk.text import money, money_words_en, money_words_ml


def footer_of(doc: ReceiptDoc) -> str:
    """The foot of each page of a receipt, on any paper."""
    return f"{doc.pound.name} · രസീത് / Receipt {doc.number} · കേസ് / Case {doc.case_no}"


class ReceiptRenderer(Renderer):
    # A4, not A5: seven bilingual columns do not fit a half sheet legibly.
    left_margin = right_margin = 15 * mm
    pdf_title = "Receipt"
    # No. | kind | description | fine | periods | feeding | total
    line_cols_mm = (9, 26, None, 30, 21, 30, 25)
    totals_cols_mm = (80, 34)

    def __init__(self, doc: ReceiptDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return footer_of(self.doc)

    def story(self) -> list[Flowable]:
        d = self.doc
        cap_ml, cap_en = parties.on_paper(parties.OWNER_OR_AGENT, d.claimant_capacity)
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 3 * mm),
            self.both("രസീത്", "Receipt", "title", bold=True),
            self.both(*copy_mark(d.copy, d.copy_made_at), "copy", bold=True),
            self.fields([
                ("രസീത് നമ്പർ", "Receipt no.", d.number),
                ("തീയതിയും സമയവും", "Date and time", when(d.issued_at)),
                ("കേസ് നമ്പർ", "Case no.", d.case_no),
                ("പൗണ്ടിൽ എത്തിച്ചത്", "Brought to the pound", when(d.brought_at)),
                ("അവകാശി", "Claimant", f"{d.claimant_name} ({cap_ml} / {cap_en})"),
                ("താമസസ്ഥലം", "Residence", d.claimant_residence),
            ], label_width=55 * mm),
            # a receipt dated earlier than it was issued by more than the office's margin says so
            *([Spacer(1, 2 * mm), self.both(d.late[1], d.late[0], "body", bold=True, sep="\n")] if d.late[0] else []),
            Spacer(1, 4 * mm),
            self.lines_table(d.lines),
            Spacer(1, 3 * mm),
            KeepTogether([self.totals_table(), Spacer(1, 2 * mm), *self.in_words(d.total)]),
            Spacer(1, 4 * mm),
            self.both("മേൽപ്പറഞ്ഞ കന്നുകാലികളെ 1961-ലെ കേരള കന്നുകാലി അതിക്രമ നിയമം വകുപ്പ് 12 "
                      "പ്രകാരം അവകാശിക്ക് വിട്ടുകൊടുത്തു.",
                      "The cattle listed above were delivered to the claimant under s. 12 "
                      "of the Kerala Cattle Trespass Act, 1961.", "body", sep="\n"),
        ]
        story = self.sign_off(story, self.signatures(), space=8 * mm)
        if d.check_code:
            story += [Spacer(1, 6 * mm), KeepTogether([self.check_block()])]
        return story

    def check_block(self) -> Table:
        """The paper anchor: the receipt's number, amount and date signed with
        the pound's key, as a QR code and as a short code to type in."""
        d = self.doc
        text = self.both(f"പരിശോധനാ കോഡ്: {d.short_code}. ഈ രസീത് യഥാർത്ഥമാണോ എന്ന് പൗണ്ടിലോ "
                         "തദ്ദേശ സ്ഥാപനത്തിലോ പരിശോധിക്കാം.",
                         f"Check code: {d.short_code}. Whether this receipt is genuine can be checked at "
                         f"the pound or the local authority (pound-desk check-receipt).", "small", sep="\n")
        t = Table([[qr_drawing(d.check_code, 28 * mm), text]], colWidths=[32 * mm, None])
        t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
        return t

    # ------------------------------------------------------------ blocks

    def lines_table(self, lines: tuple[ReceiptLine, ...]) -> Table:
        fixed = sum(w for w in self.line_cols_mm if w) * mm
        widths = [w * mm if w else self.frame_width - fixed for w in self.line_cols_mm]
        head = [
            self.both("നം.", "No.", "head", sep="\n"),
            self.both("ഇനം", "Kind", "head", sep="\n"),
            self.both("വിവരണം", "Description", "head", sep="\n"),
            self.both("പിഴ", "Fine", "head", sep="\n"),
            self.both("കാലയളവ്", "Periods", "head", sep="\n"),
            self.both("തീറ്റച്ചെലവ്", "Feeding charge", "head", sep="\n"),
            self.both("ആകെ", "Total", "head", sep="\n"),
        ]
        rows = [head]
        for line in lines:
            rows.append([
                self.p(str(line.head_seq), "cell"),
                self.both(line.kind_ml, line.kind_en, "cell", sep="\n"),
                self.p(line.description, "cell"),
                self.amount_cell(line.fine, line.fine_reference or "ഈടാക്കാവുന്നതല്ല / not leviable"),
                self.p(str(line.feeding_periods), "cell_right"),
                self.amount_cell(line.feeding, line.feeding_reference),
                self.p(money(line.total), "cell_right"),
            ])
        table = Table(rows, colWidths=widths, repeatRows=1)
        table.setStyle(TableStyle([
            ("GRID", (0, 0), (-1, -1), 0.4, RULE),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ]))
        return table

    def amount_cell(self, amount: Money, reference: str) -> list[Paragraph]:
        cell = [self.p(money(amount), "cell_right")]
        if reference:
            cell.append(self.p(reference, "cell_small_right"))
        return cell

    def totals_table(self) -> Table:
        d = self.doc
        rows = [
            ("പിഴ ആകെ", "Fines", d.fine_total, False),
            ("തീറ്റച്ചെലവ് ആകെ", "Feeding charges", d.feeding_total, False),
            ("ആകെ തുക", "Total", d.total, True),
            ("നൽകിയ തുക", "Amount tendered", d.tendered, False),
            ("തിരികെ നൽകിയത്", "Change returned", d.change, False),
        ]
        data = [[self.both(ml, en, "total_label", bold=bold), self.p(money(m), "total_value", bold=bold)]
                for ml, en, m, bold in rows]
        table = Table(data, colWidths=[w * mm for w in self.totals_cols_mm], hAlign="RIGHT")
        table.setStyle(TableStyle([
            ("LINEABOVE", (0, 2), (-1, 2), 0.8, RULE),
            ("LINEBELOW", (0, 2), (-1, 2), 0.8, RULE),
            ("BACKGROUND", (0, 2), (-1, 2), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ]))
        return table

    def in_words(self, total: Money) -> list[Flowable]:
        return [
            self.p(f"In words: {money_words_en(total)}", "body"),
            self.p(f"അക്ഷരത്തിൽ: {money_words_ml(total)}", "body"),
        ]

    def signatures(self) -> Table:
        d = self.doc
        # s. 12(b): the register's signature is stated only when it was given
        extra = [d.claimant_name]
        if d.signature in SIGNATURES and d.signature != NOT_RECORDED:
            en, ml = SIGNATURES[d.signature]
            extra.append(f"{ml} / {en}")
        claimant = self.signature("അവകാശിയുടെ ഒപ്പ്", "Claimant's signature", extra=extra)
        keeper = self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ ഒപ്പ്", "Pound-keeper's signature",
                                extra=[d.keeper_name])
        return self.side_by_side(claimant, keeper, "TOP", [("LEFTPADDING", (0, 0), (-1, -1), 0)])


def render_receipt(doc: ReceiptDoc) -> bytes:
    """The receipt as PDF bytes (A4 portrait)."""
    return ReceiptRenderer(doc).render()
