"""The account given to the owner when his cattle were sold because he
refused or omitted to pay (s. 15(3)): (a) the cattle seized, (b) the time
impounded, (c) the fines and charges incurred, (d) the cattle sold, (e) the
proceeds and (f) how they were disposed of; then his receipt for the
remaining cattle and the balance (s. 15(4))."""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.sale_data import OwnerAccountDoc
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.wording import when
from pound_desk.text import (
    cattle_count_en,
    cattle_count_ml,
    date_str,
    datetime_str,
    money,
    money_words_en,
    money_words_ml,
)


def _heads_text(heads) -> str:
    return "; ".join(f"{h.seq}. {h.kind_ml} / {h.kind_en}"
                     + (f" ({h.description})" if h.description else "")
                     for h in heads)


class OwnerAccountRenderer(Renderer):
    left_margin = right_margin = 16 * mm
    pdf_title = "Account to the owner"

    def __init__(self, doc: OwnerAccountDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        if self.doc.path != "s15":
            return (f"{self.doc.pound.name} · ലേലക്കണക്ക് / Account of the sale, ss. 13(3), 16(3) · "
                    f"കേസ് / Case {self.doc.case_no}")
        return (f"{self.doc.pound.name} · ഉടമയ്ക്കുള്ള കണക്ക് / Account to the owner, s. 15(3) · "
                f"കേസ് / Case {self.doc.case_no}")

    def story(self) -> list[Flowable]:
        d = self.doc
        span_en, span_ml = d.impounded_for
        story: list[Flowable] = self.pound_block(d.pound)
        unclaimed = d.path != "s15"
        if unclaimed:
            title = self.both("അവകാശപ്പെടാത്ത കന്നുകാലികളുടെ ലേലക്കണക്ക് (വകുപ്പ് 13(3), 15(3), 16(3))",
                              "Account of the sale of unclaimed cattle (ss. 13(3), 15(3), 16(3))", "title", bold=True)
            why = ("ആരും അവകാശപ്പെടാത്തതിനാൽ വിറ്റു", "Sold", "unclaimed, by public auction after the notice (s. 13(3))")
        else:
            title = self.both("ഉടമയ്ക്കുള്ള കണക്ക് (വകുപ്പ് 15(3))", "Account to the owner (s. 15(3))", "title",
                              bold=True)
            why = ("പണമടയ്ക്കാൻ വിസമ്മതിച്ചത്", "Refused or omitted to pay",
                   when(d.refused_at) if d.refused_at else "")
        story += [
            Spacer(1, 3 * mm),
            title,
            self.fields([
                ("കേസ് നമ്പർ", "Case no.", d.case_no),
                ("ഉടമ", "Owner", ", ".join(t for t in (d.owner_name, d.owner_residence) if t)
                 or ("അറിയില്ല / not known" if unclaimed else "")),
                ("പിടിച്ചെടുത്ത സ്ഥലം", "Place of seizure", d.seized_place),
                why,
                ("കണക്ക് തീർത്തത്", "Account made up to", when(d.settled_at)),
            ], label_width=58 * mm),
            Spacer(1, 3 * mm),
            self.section("(a)", "പിടിച്ചെടുത്ത കന്നുകാലികളുടെ എണ്ണം", "Number of cattle seized",
                         str(d.heads_seized)),
            self.section("(b)", "പൗണ്ടിൽ സൂക്ഷിച്ച സമയം", "Time impounded", f"{span_en} / {span_ml}"),
            self.section("(c)", "പിഴയും ചാർജുകളും", "Fines and charges incurred",
                         f"പിഴ {money(d.fines)} + തീറ്റയും വെള്ളവും {money(d.feeding)} = {money(d.charges)}\n"
                         f"fines {money(d.fines)} + feeding and watering {money(d.feeding)} = {money(d.charges)}"),
            self.section("(d)", "വിറ്റ കന്നുകാലികളുടെ എണ്ണം", "Number of cattle sold", str(len(d.sold))),
            Spacer(1, 1.5 * mm),
            self.sales_table(),
            *[self.p(f"{ml} / {en}", "small") for en, ml in d.reversals],
            self.section("(e)", "ലേലത്തുക", "Proceeds of sale", money(d.proceeds)),
            self.section("(f)", "ലേലത്തുക വിനിയോഗിച്ച വിധം", "Manner in which the proceeds were disposed of", ""),
            Spacer(1, 1.5 * mm),
            self.disposal_table(),
            Spacer(1, 3 * mm),
            self.both("ശേഷിക്കുന്ന കന്നുകാലികൾ", "Remaining cattle", "section", bold=True),
            self.p(_heads_text(d.remaining) if d.remaining else "ഇല്ല / None", "body"),
        ]
        return self.sign_off(story, *(self.deposit_block() if unclaimed else self.receipt_block()), space=4 * mm)

    def deposit_block(self) -> list[Flowable]:
        """s. 16(3): the surplus of unclaimed cattle is in deposit; no receipt
        goes with this account unless an owner's claim was established and
        the deposit paid to him."""
        d = self.doc
        last = date_str(d.deposit_last_day) if d.deposit_last_day else ""
        out = [self.both("നിക്ഷേപം (വകുപ്പ് 16(3), 17)", "The deposit (ss. 16(3), 17)", "section", bold=True)]
        if d.deposit_paid_to:
            out += [
                self.p(f"{d.deposit_reference} പ്രകാരം അവകാശം സ്ഥാപിച്ചതിനാൽ, നിക്ഷേപത്തിൽ നിന്ന് {money(d.balance)} "
                       f"({money_words_ml(d.balance)}) ഞാൻ ഏറ്റുവാങ്ങി.", "body"),
                self.p(f"I have received {money(d.balance)} ({money_words_en(d.balance)}) from the deposit on "
                       f"{date_str(d.deposit_paid_on)}, my claim having been established by {d.deposit_reference} "
                       "(s. 16(3)).", "body"),
                Spacer(1, 6 * mm),
                self.side_by_side(
                    self.signature("അവകാശിയുടെ ഒപ്പ്", "Signature of the claimant", extra=[d.deposit_paid_to]),
                    self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരൻ", "Pound-keeper", extra=[d.keeper_name]),
                    "TOP", [("LEFTPADDING", (0, 0), (-1, -1), 0)]),
            ]
        elif d.balance:
            out += [
                self.p(f"ബാക്കിയായ {money(d.balance)} തദ്ദേശസ്ഥാപനം നിക്ഷേപമായി സൂക്ഷിക്കുന്നു. {last} വരെ ഉടമ "
                       "അവകാശം ഉന്നയിച്ച് സ്ഥാപിച്ചാൽ അപ്പോൾ രസീത് വാങ്ങി നൽകും; ഇല്ലെങ്കിൽ ഫണ്ടിലേക്ക് വരവുവയ്ക്കും "
                       "(വകുപ്പ് 16(3), 17). ഈ കണക്കിനൊപ്പം ഒന്നും നൽകുന്നില്ല.", "body"),
                self.p(f"The surplus of {money(d.balance)} is held in deposit by the local authority. An owner who "
                       f"claims it by {last} and establishes the claim is paid then, on his receipt; unclaimed, "
                       "it is credited to the local authority's fund (ss. 16(3), 17). Nothing is paid with this "
                       "account, and no receipt is taken.", "body", bold=True),
            ]
        else:
            out.append(self.both("ബാക്കിയില്ല; നിക്ഷേപമില്ല.", "Nothing is left over; there is no deposit.", "body"))
        out += [Spacer(1, 2 * mm), self.p(f"തയ്യാറാക്കിയത് / Prepared {when(d.made_at)}", "small")]
        return out

    def section(self, letter: str, ml: str, en: str, value: str) -> Table:
        data = [[self.p(letter, "label"), self.both(ml, en, "label", bold=True),
                 [self.p(line, "value") for line in value.split("\n")]]]
        table = Table(data, colWidths=[9 * mm, 70 * mm, self.frame_width - 79 * mm])
        table.setStyle(TableStyle([
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
        ]))
        return table

    def sales_table(self) -> Table:
        d = self.doc
        head = [self.both("നം.", "No.", "head", sep="\n"), self.both("ഇനം", "Kind", "head", sep="\n"),
                self.both("രസീത് / ലോട്ട്", "Receipt / lot", "head", sep="\n"),
                self.both("തീയതി", "Date", "head", sep="\n"),
                self.both("വാങ്ങിയയാൾ", "Buyer", "head", sep="\n"),
                self.both("തുക", "Amount", "head", sep="\n")]
        rows = [head]
        for s in d.sold:
            ref = f"{s.reference}, ലോട്ട് / lot {s.lot}" if s.lot else s.reference
            rows.append([self.p(str(s.head.seq), "cell"), self.both(s.head.kind_ml, s.head.kind_en, "cell", sep="\n"),
                         self.p(ref, "cell"), self.p(datetime_str(s.at), "cell"), self.p(s.buyer, "cell"),
                         self.p(money(s.amount), "cell_right")])
        rows.append([self.p("", "cell"), self.p("", "cell"), self.p("", "cell"), self.p("", "cell"),
                     self.both("ആകെ", "Total", "cell", bold=True), self.p(money(d.proceeds), "cell_right", bold=True)])
        fixed = (10 + 30 + 30 + 30) * mm
        rest = self.frame_width - fixed
        table = Table(rows, colWidths=[10 * mm, 30 * mm, rest * 0.55, 30 * mm, rest * 0.45, 30 * mm], repeatRows=1)
        table.setStyle(TableStyle([
            ("GRID", (0, 0), (-1, -1), 0.4, RULE),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ]))
        return table

    def disposal_table(self) -> Table:
        d = self.doc
        rows = [("തദ്ദേശസ്ഥാപനത്തിന് പിഴ (വകുപ്പ് 16(1))", "Fines, sent to the local authority (s. 16(1))", d.fines),
                ("തീറ്റയും വെള്ളവും നൽകിയതിനുള്ള ചാർജ് (വകുപ്പ് 16(2))", "Feeding and watering charges (s. 16(2))",
                 d.feeding)]
        for text, amount in d.expenses:
            rows.append(("ലേലച്ചെലവ്", f"Expense of sale: {text}", amount))
        if d.shortfall:
            rows.append(("കുറവ്, എഴുതിത്തള്ളി", f"Less: shortfall written off ({d.write_off})", -d.shortfall))
        if d.path != "s15":
            last = date_str(d.deposit_last_day) if d.deposit_last_day else ""
            rows.append((f"മിച്ചം, {last} വരെ നിക്ഷേപത്തിൽ (വകുപ്പ് 16(3))",
                         f"Surplus, held in deposit until its last claim day {last} (s. 16(3))", d.balance))
        else:
            rows.append(("ഉടമയ്ക്ക് നൽകാനുള്ള ബാക്കി (വകുപ്പ് 15(3))", "Balance due to the owner (s. 15(3))",
                         d.balance))
        data = [[self.both(ml, en, "total_label"), self.p(money(m), "total_value")] for ml, en, m in rows]
        data[-1] = [self.both(rows[-1][0], rows[-1][1], "total_label", bold=True),
                    self.p(money(d.balance), "total_value", bold=True)]
        table = Table(data, colWidths=[self.frame_width - 40 * mm, 40 * mm])
        table.setStyle(TableStyle([
            ("LINEBELOW", (0, 0), (-1, -2), 0.25, RULE),
            ("LINEABOVE", (0, -1), (-1, -1), 0.8, RULE),
            ("BACKGROUND", (0, -1), (-1, -1), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ]))
        return table

    def receipt_block(self) -> list[Flowable]:
        d = self.doc
        n = len(d.remaining)
        heads = f"the {cattle_count_en(n)} listed above" if d.remaining else "no cattle"
        heads_ml = f"ശേഷിക്കുന്ന {cattle_count_ml(n)}യും" if d.remaining else ""
        out = [
            self.both("ഉടമയുടെ രസീത് (വകുപ്പ് 15(4))", "The owner's receipt (s. 15(4))", "section", bold=True),
            self.p(f"ഈ കണക്കനുസരിച്ച് {heads_ml} ബാക്കി തുകയായ "
                   f"{money(d.balance)} ({money_words_ml(d.balance)}) -ഉം ഞാൻ ഏറ്റുവാങ്ങി.", "body"),
            self.p(f"I have received {heads} and the balance of the proceeds of sale, {money(d.balance)} "
                   f"({money_words_en(d.balance)}), according to this account.", "body"),
        ]
        if d.accepted is False:
            out.append(self.p(f"{d.claimant_name} refused to receive the remaining cattle and the balance: they "
                              "are deemed unclaimed (s. 15(5)); the balance is held in deposit (s. 16(3)). / "
                              "ശേഷിക്കുന്ന കന്നുകാലികളെയും ബാക്കി തുകയും ഏറ്റുവാങ്ങാൻ വിസമ്മതിച്ചു "
                              "(വകുപ്പ് 15(5)).", "body", bold=True))
        out += [
            Spacer(1, 6 * mm),
            self.side_by_side(
                self.signature("ഉടമയുടെയോ പ്രതിനിധിയുടെയോ ഒപ്പ്", "Signature of the owner or agent",
                               extra=[d.claimant_name or d.owner_name]),
                self.signature("ലേലം നടത്തിയ ഉദ്യോഗസ്ഥൻ / പൗണ്ട് സൂക്ഷിപ്പുകാരൻ",
                               "Officer who made the sale / pound-keeper", extra=[d.keeper_name]),
                "TOP", [("LEFTPADDING", (0, 0), (-1, -1), 0)]),
            Spacer(1, 2 * mm),
            self.p(f"തയ്യാറാക്കിയത് / Prepared {when(d.made_at)}", "small"),
        ]
        return out


def render_owner_account(doc: OwnerAccountDoc) -> bytes:
    return OwnerAccountRenderer(doc).render()
