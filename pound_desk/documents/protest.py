"""The receipt for a deposit under protest (s. 14), and the voucher of its
refund on a Magistrate's order (s. 21). The deposit receipt looks like a
Form III receipt, for the same heads and the same figures, but says plainly
that the money is held under protest and is not yet fines paid."""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.disputes_data import ProtestDepositDoc, RefundVoucherDoc
from pound_desk.documents.receipt import ReceiptRenderer
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.wording import when
from pound_desk.law import parties
from pound_desk.text import date_str, datetime_str, money


class ProtestDepositRenderer(ReceiptRenderer):
    pdf_title = "Deposit under protest"

    def __init__(self, doc: ProtestDepositDoc) -> None:
        super().__init__(doc.as_receipt())
        self.deposit = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · പ്രതിഷേധ നിക്ഷേപം / Deposit under protest {self.doc.number} · "
                f"കേസ് / Case {self.doc.case_no}")

    def story(self) -> list[Flowable]:
        d, p = self.doc, self.deposit
        cap_ml, cap_en = parties.on_paper(parties.OWNER_OR_AGENT, d.claimant_capacity)
        rows = [
            ("നിക്ഷേപ നമ്പർ", "Deposit no.", d.number),
            ("തീയതിയും സമയവും", "Date and time", when(d.issued_at)),
            ("കേസ് നമ്പർ", "Case no.", d.case_no),
            ("പൗണ്ടിൽ എത്തിച്ചത്", "Brought to the pound", when(d.brought_at)),
            ("നിക്ഷേപിച്ചയാൾ", "Deposited by", f"{d.claimant_name} ({cap_ml} / {cap_en})"),
            ("താമസസ്ഥലം", "Residence", d.claimant_residence),
        ]
        if p.evidence:
            rows.append(("അധികാരപത്രം", "Authority shown", p.evidence))
        rows.append(("പ്രസ്താവന", "Statement made", p.intention))
        if p.window_ends:
            rows.append(("പരാതി നൽകാവുന്ന അവസാന തീയതി", "Last day to complain (s. 19)",
                         date_str(p.window_ends)))
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 3 * mm),
            self.both("പ്രതിഷേധത്തോടെയുള്ള നിക്ഷേപത്തിന്റെ രസീത്", "Receipt for a deposit under protest",
                      "title", bold=True),
            self.both("വകുപ്പ് 14 — ഇത് പിഴ അടച്ചതിന്റെ രസീതല്ല", "Section 14 — this is not a receipt for fines paid",
                      "body", bold=True),
            self.fields(rows, label_width=55 * mm),
            Spacer(1, 3 * mm),
            self.lines_table(d.lines),
            Spacer(1, 3 * mm),
            KeepTogether([self.totals_table(), Spacer(1, 2 * mm), *self.in_words(d.total)]),
            Spacer(1, 4 * mm),
            self.both(
                "പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധമാണെന്നും വകുപ്പ് 19 പ്രകാരം പരാതി നൽകുമെന്നും പറഞ്ഞ് പണം അടയ്ക്കാൻ "
                "വിസമ്മതിച്ചതിനാൽ തുക നിക്ഷേപമായി സ്വീകരിച്ച് കന്നുകാലികളെ വകുപ്പ് 14 പ്രകാരം വിട്ടുകൊടുത്തു. "
                "അവസാന തീയതിക്കകം പരാതിയില്ലെങ്കിൽ തുക പിഴയും ചാർജുമായി വരവുവയ്ക്കും; പരാതിയുണ്ടെങ്കിൽ "
                "തീർപ്പ് വരെ പ്രത്യേകം സൂക്ഷിക്കും.",
                "Payment was refused on the ground that the seizure was illegal and a complaint under s. 19 is "
                "about to be made: the amount was taken as a deposit and the cattle delivered under s. 14. With "
                "no complaint by the last day it is credited as fines and charges; with one, it is held apart "
                "until the complaint is decided.", "small", sep="\n"),
        ]
        return self.sign_off(story, self.signatures(), space=4 * mm)

    def signatures(self) -> Table:
        d = self.doc
        depositor = self.signature("നിക്ഷേപിച്ചയാളുടെ ഒപ്പ്", "Depositor's signature", extra=[d.claimant_name])
        keeper = self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ ഒപ്പ്", "Pound-keeper's signature",
                                extra=[d.keeper_name])
        return self.side_by_side(depositor, keeper, "TOP", [("LEFTPADDING", (0, 0), (-1, -1), 0)])


class RefundVoucherRenderer(Renderer):
    pdf_title = "Refund of a deposit under protest"

    def __init__(self, doc: RefundVoucherDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · വൗച്ചർ / Refund voucher {self.doc.voucher} · "
                f"കേസ് / Case {self.doc.case_no}")

    def story(self) -> list[Flowable]:
        d = self.doc
        story: list[Flowable] = self.pound_block(d.pound)
        amount = Table([[self.both("തിരികെ നൽകിയ തുക", "Amount refunded", "total_label", bold=True),
                         self.p(money(d.amount), "total_value", bold=True)]], colWidths=[100 * mm, 34 * mm],
                       hAlign="RIGHT")
        amount.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, -1), 0.8, RULE),
                                    ("LINEBELOW", (0, 0), (-1, -1), 0.8, RULE),
                                    ("BACKGROUND", (0, 0), (-1, -1), SHADE)]))
        story += [
            Spacer(1, 3 * mm),
            self.both("പ്രതിഷേധ നിക്ഷേപം തിരികെ നൽകിയതിന്റെ വൗച്ചർ", "Voucher: refund of a deposit under protest",
                      "title", bold=True),
            self.fields([
                ("വൗച്ചർ നമ്പർ", "Voucher no.", d.voucher),
                ("നിക്ഷേപ നമ്പർ", "Deposit no.", f"{d.deposit_no}, {datetime_str(d.deposited_at)}"),
                ("കേസ് നമ്പർ", "Case no.", d.case_no),
                ("തീയതിയും സമയവും", "Date and time", when(d.paid_at)),
                ("സ്വീകരിച്ചയാൾ", "Paid to", d.payee),
                ("മജിസ്ട്രേറ്റിന്റെ ഉത്തരവ്", "Magistrate's order",
                 f"{d.order_reference}" + (f", {date_str(d.order_date)}" if d.order_date else "")),
            ], label_width=55 * mm),
            Spacer(1, 4 * mm),
            amount,
            Spacer(1, 2 * mm),
            *ReceiptRenderer.in_words(self, d.amount),
            Spacer(1, 4 * mm),
            self.both("പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധമാണെന്ന് കണ്ടെത്തി നിക്ഷേപം തിരികെ നൽകാൻ ഉത്തരവായതിനാൽ "
                      "(വകുപ്പ് 21) മേൽപ്പറഞ്ഞ തുക തിരികെ നൽകി.",
                      "The seizure having been adjudged illegal and the order directing the deposit refunded "
                      "(s. 21), the amount above was paid back.", "body", sep="\n"),
        ]
        return self.sign_off(story, self.side_by_side(
            self.signature("സ്വീകരിച്ചയാളുടെ ഒപ്പ്", "Payee's signature", extra=[d.payee]),
            self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ ഒപ്പ്", "Pound-keeper's signature", extra=[d.keeper_name]),
            "TOP", [("LEFTPADDING", (0, 0), (-1, -1), 0)]), space=8 * mm)


def render_deposit(doc: ProtestDepositDoc) -> bytes:
    return ProtestDepositRenderer(doc).render()


def render_refund(doc: RefundVoucherDoc) -> bytes:
    return RefundVoucherRenderer(doc).render()
