"""The pound's accounts on paper: the daily statement in Form IV (rule 15),
the remittance voucher (rule 13), and the cash book with the balances of
every account head for a period. Rendered from plain data, gathered first."""
from __future__ import annotations

from datetime import timedelta

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.books_data import AcknowledgmentDoc, CashBookDoc, StatementDoc, VoucherDoc, kind_words
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.wording import when
from pound_desk.law.ledger import ACCOUNTS, normal_balance
from pound_desk.law.money import Money
from pound_desk.text import date_str, datetime_str, money, money_words_en, money_words_ml


class _Accounts(Renderer):
    base_size = 9

    def grid(self, rows, widths_mm, right: set[int] = frozenset(), head_rows: int = 1,
             total_rows: int = 0) -> Table:
        fixed = sum(w for w in widths_mm if w) * mm
        widths = [w * mm if w else self.frame_width - fixed for w in widths_mm]
        for row in rows:   # a figure wider than its column is set smaller, never broken nor spilt
            for i, cell in enumerate(row):
                if isinstance(cell, Paragraph) and not cell.style.splitLongWords:
                    row[i] = self.fitted(cell, widths[i])
        table = Table(rows, colWidths=widths, repeatRows=head_rows)
        style = [("GRID", (0, 0), (-1, -1), 0.4, RULE), ("VALIGN", (0, 0), (-1, -1), "TOP")]
        if head_rows:
            style.append(("BACKGROUND", (0, 0), (-1, head_rows - 1), SHADE))
        if total_rows:
            style.append(("BACKGROUND", (0, -total_rows), (-1, -1), SHADE))
        table.setStyle(TableStyle(style))
        return table

    def fitted(self, para: Paragraph, width: float) -> Paragraph:
        """``para`` (a figure kept whole) in a smaller size when it is wider
        than the column at its own (the table's padding, 6 pt a side, kept)."""
        room = width - 12
        wide = para.minWidth()
        if wide <= room:
            return para
        size = max(5.0, para.style.fontSize * room / wide * 0.98)
        style = ParagraphStyle(f"{para.style.name}-{size:.2f}", parent=para.style, fontSize=size,
                               leading=max(size * 1.25, 6.0))
        return Paragraph(para.text, style) if type(para) is Paragraph else type(para)(para.text, style)

    def head(self, ml: str, en: str):
        return self.both(ml, en, "head", sep="\n")

    def cell(self, text: str, right: bool = False, bold: bool = False):
        return self.p(text, "cell_right" if right else "cell", bold)

    def amount(self, m: Money, bold: bool = False):
        """A figure in one piece: never broken across lines (the column is
        made wide enough for crores)."""
        return self.whole(money(m), True, bold)

    def whole(self, text: str, right: bool = False, bold: bool = False):
        """A cell whose words are never split inside (a figure, a number)."""
        para = self.cell(text, right, bold)
        para.style = ParagraphStyle(f"{para.style.name}-whole", parent=para.style, splitLongWords=0)
        return para


class StatementRenderer(_Accounts):
    pdf_title = "Daily statement (Form IV)"

    def __init__(self, doc: StatementDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · ദൈനംദിന പ്രസ്താവന / Daily statement for "
                f"{date_str(self.doc.figures.day)}")

    def story(self) -> list[Flowable]:
        d, f = self.doc, self.doc.figures
        names = f.names
        story: list[Flowable] = self.pound_block(d.pound)
        if d.revision:
            title = self.both(f"പുതുക്കിയ ദൈനംദിന പ്രസ്താവന (ഫോറം IV), പുതുക്കൽ {d.revision}",
                              f"Revised daily statement (Form IV, rule 15), revision {d.revision}", "title", bold=True)
        else:
            title = self.both("ദൈനംദിന പ്രസ്താവന (ഫോറം IV)", "Daily statement (Form IV, rule 15)", "title", bold=True)
        rows = [("തീയതി", "Day", date_str(f.day)),
                ("തയ്യാറാക്കിയത്", "Made at", when(d.made_at)),
                ("പൗണ്ട് സൂക്ഷിപ്പുകാരൻ", "Pound-keeper", d.keeper_name)]
        if d.register_head:
            rows.append(("രജിസ്റ്ററിന്റെ മുദ്ര", "Register head (pound-desk verify --head)", d.register_head))
        if d.revision:
            rows += [("പുതുക്കുന്നത്", "Revises",
                      f"{when(d.revises_made_at)}-ന് തയ്യാറാക്കിയ പ്രസ്താവന / the statement made at "
                      f"{when(d.revises_made_at)}"),
                     ("കാരണം", "Why", "അതിനുശേഷം ഈ ദിവസത്തേക്ക് രേഖപ്പെടുത്തിയ എൻട്രികൾ / entries of the day "
                                     "recorded after it"),
                     ("മാറ്റങ്ങൾ", "What changed", f"{d.changes[1]}\n{d.changes[0]}")]
        story += [
            Spacer(1, 2 * mm),
            title,
            self.fields(rows, label_width=55 * mm),
            self.both("കന്നുകാലികൾ", "Cattle", "section", bold=True),
        ]
        kinds = sorted(set(f.impounded) | set(f.held))
        rows = [[self.head("ഇനം", "Kind"), self.head("ഇന്ന് പിടിച്ചെടുത്തത്", "Impounded today"),
                 self.head("ദിവസാവസാനം പൗണ്ടിൽ", "In the pound at the close")]]
        for k in kinds:
            en, ml = names.get(k, (k, k))
            rows.append([self.both(ml, en, "cell"), self.cell(str(f.impounded.get(k, 0)), True),
                         self.cell(str(f.held.get(k, 0)), True)])
        rows.append([self.both("ആകെ", "Total", "cell", bold=True),
                     self.cell(str(f.impounded_total), True, True), self.cell(str(f.held_total), True, True)])
        story.append(self.grid(rows, (None, 45, 45), total_rows=1))
        if not kinds:
            story.append(self.both("കന്നുകാലികളില്ല", "No cattle were impounded or held this day.", "small"))
        story.append(self.both("പണം", "Money", "section", bold=True))
        money_rows = [
            ("പിഴ പിരിച്ചത് (രസീതുകളിലും ലേലത്തുകയിൽ നിന്നും)",
             "Fines collected (s. 11): on Form III receipts and recovered from sale proceeds", f.fines_collected),
            ("തീറ്റച്ചെലവ് പിരിച്ചത് (രസീതുകളിലും ലേലത്തുകയിൽ നിന്നും)",
             "Feeding and watering charges collected (s. 4): on receipts and from sale proceeds", f.feeding_collected),
        ]
        if f.fines_from_sales or f.feeding_from_sales:
            money_rows += [
                ("   അതിൽ ലേലത്തുകയിൽ നിന്ന് ഈടാക്കിയ പിഴ (വകുപ്പ് 15(2))",
                 "   of which fines recovered from sale proceeds (s. 15(2))", f.fines_from_sales),
                ("   അതിൽ ലേലത്തുകയിൽ നിന്ന് ഈടാക്കിയ തീറ്റച്ചെലവ് (വകുപ്പ് 15(2))",
                 "   of which feeding charges recovered from sale proceeds (s. 15(2))", f.feeding_from_sales)]
        money_rows += [
            ("ലേലത്തുക ലഭിച്ചത്", "Sale proceeds received (ss. 13, 15)", f.sale_proceeds),
            ("മുൻകൂർ ലഭിച്ചത്", "Advance received from the local authority (rule 17)", f.advances),
            ("സംരക്ഷണച്ചെലവ്", "Maintenance spent (rules 16, 17)", f.maintenance),
            ("അടച്ച തുക", "Remitted to the local authority (rule 13)", f.remitted),
        ]
        # the disputes' money, on the days it moved (s. 14, Q12, s. 21)
        money_rows += [(ml, en, m) for ml, en, m in (
            ("പ്രതിഷേധത്തോടെ നിക്ഷേപിച്ചത്", "Deposits under protest received (s. 14)", f.protest_received),
            ("നിക്ഷേപം പിഴയാക്കിയത്", "Deposits under protest converted to fines and charges",
             f.protest_converted),
            ("നിക്ഷേപം തിരികെ നൽകിയത്", "Deposits under protest refunded on an order", f.protest_refunded),
            ("പിടിച്ചെടുത്തയാൾ അടച്ചത്", "Paid by seizers (s. 21)", f.seizer_paid)) if m]
        money_rows.append(("ദിവസാവസാനം കൈവശമുള്ള പണം", "Cash in hand at the close", f.cash_at_close))
        story.append(self.grid([[self.both(ml, en, "cell"), self.amount(m)] for ml, en, m in money_rows],
                               (None, 40), head_rows=0, total_rows=1))
        story.append(self.both("അടുത്ത ദിവസത്തേക്ക് ആവശ്യമായ തുക",
                               f"Amount needed for the next day ({date_str(f.day + timedelta(days=1))})",
                               "section", bold=True))
        rows = [[self.head("ഇനം", "Kind"), self.head("എണ്ണം", "Heads"), self.head("നിരക്ക്", "Rate a day"),
                 self.head("തുക", "Amount")]]
        for n in f.needed:
            if n.rate is None:
                rate = [self.cell("no feeding rate in force", True),
                        self.cell("തീറ്റ നിരക്ക് നിശ്ചയിച്ചിട്ടില്ല", True)]
            else:
                rate = [self.amount(n.rate), self.p(n.reference, "cell_small_right")]
            rows.append([self.both(n.kind_ml, n.kind_en, "cell"), self.cell(str(n.heads), True), rate,
                         self.amount(n.amount) if n.rate is not None else self.cell("—", True)])
        rows.append([self.both("ആകെ", "Total", "cell", bold=True), self.cell(str(f.held_total), True, True),
                     self.cell(""), self.amount(f.needed_total, True)])
        story.append(self.grid(rows, (None, 22, 45, 35), total_rows=1))
        if f.no_rate:
            story.append(self.p("No feeding rate is in force for: " + ", ".join(
                names.get(k, (k, k))[0] for k in f.no_rate) + ". The amount for them is not included: "
                "ask the local authority to fix a rate (s. 4).", "small"))
        return self.sign_off(story, self.side_by_side(
            self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ ഒപ്പ്", "Pound-keeper's signature", extra=[d.keeper_name]),
            self.signature("ലഭിച്ചു: എക്സിക്യൂട്ടീവ് അതോറിറ്റി", "Received: Executive Authority")))


class VoucherRenderer(_Accounts):
    pdf_title = "Remittance voucher"
    base_size = 10

    def __init__(self, doc: VoucherDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return f"{self.doc.pound.name} · വൗച്ചർ / Remittance voucher {self.doc.number}"

    def story(self) -> list[Flowable]:
        d = self.doc
        rows = [
            ("വൗച്ചർ നമ്പർ", "Voucher no.", d.number),
            ("ദിവസം", "Receipts of the day", date_str(d.day)),
            ("അടച്ച സമയം", "Made at", when(d.made_at)),
            ("അടയ്ക്കുന്നത്", "Remitted to", d.local_authority),
        ]
        # from the cash in hand to the amount remitted: what stays with the pound-keeper, and why
        if d.cash:
            rows.append(("ദിവസാവസാനം കൈവശമുള്ള പണം", "Cash in hand at the close", money(d.cash)))
        if d.retained:
            rows.append(("കൈവശം വെച്ച തീറ്റച്ചാർജ്", "Less feeding charges retained (s. 16(2))", money(d.retained)))
        if d.advance_held:
            rows.append(("ചെലവാകാത്ത മുൻകൂർ", "Less the maintenance advance not yet spent (rule 17)",
                         money(d.advance_held)))
        if d.proceeds_held:
            rows.append(("വിതരണം ചെയ്യാനുള്ള ലേലത്തുക", "Less sale proceeds not yet distributed or paid to "
                         "owners (s. 15)", money(d.proceeds_held)))
        if d.protest_held:
            rows.append(("പ്രതിഷേധത്തോടെയുള്ള നിക്ഷേപം", "Less deposits under protest still held (s. 14)",
                         money(d.protest_held)))
        rows.append(("അടച്ച തുക", "Amount remitted", money(d.amount)))
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 3 * mm),
            self.both("തുക അടച്ചതിന്റെ വൗച്ചർ", "Remittance voucher (rule 13)", "title", bold=True),
            self.fields(rows, label_width=60 * mm),
            Spacer(1, 3 * mm),
            self.p(f"In words: {money_words_en(d.amount)}", "body"),
            self.p(f"അക്ഷരത്തിൽ: {money_words_ml(d.amount)}", "body"),
            Spacer(1, 3 * mm),
            self.both("പൗണ്ടിൽ ഈ ദിവസം വരെ ലഭിച്ച തുക ചട്ടം 13 പ്രകാരം തദ്ദേശസ്ഥാപനത്തിലേക്ക് അടച്ചു.",
                      "The money received at the pound up to the close of the day is remitted to the local "
                      "authority under rule 13.", "body", sep="\n"),
        ]
        return self.sign_off(story, self.side_by_side(
            self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ ഒപ്പ്", "Pound-keeper's signature", extra=[d.keeper_name]),
            self.signature("തുക ലഭിച്ചു: തദ്ദേശസ്ഥാപനം", "Received the amount: local authority")), space=12 * mm)


class AcknowledgmentRenderer(_Accounts):
    pdf_title = "Acknowledgment of a maintenance advance"
    base_size = 10

    def __init__(self, doc: AcknowledgmentDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · മുൻകൂർ രസീത് / Acknowledgment of advance, ledger transaction "
                f"{self.doc.txn_id}")

    def story(self) -> list[Flowable]:
        d = self.doc
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 3 * mm),
            self.both("മുൻകൂർ ലഭിച്ചതിന്റെ രസീത്", "Acknowledgment of a maintenance advance (rule 17)", "title",
                      bold=True),
            self.fields([
                ("തീയതി", "Date", when(d.at)),
                ("നൽകിയത്", "Paid by", d.local_authority),
                ("തുക", "Amount", money(d.amount)),
                ("ആവശ്യം", "For", d.description),
                ("ഉത്തരവ് / വൗച്ചർ", "Order or voucher", d.reference),
                ("കണക്കിലെ നമ്പർ", "Ledger transaction", str(d.txn_id)),
            ], label_width=55 * mm),
            Spacer(1, 3 * mm),
            self.p(f"In words: {money_words_en(d.amount)}", "body"),
            self.p(f"അക്ഷരത്തിൽ: {money_words_ml(d.amount)}", "body"),
            Spacer(1, 3 * mm),
            self.both("കന്നുകാലികളുടെ സംരക്ഷണത്തിനുള്ള മുൻകൂറായി മേൽപ്പറഞ്ഞ തുക ലഭിച്ചു.",
                      "Received the above amount as an advance for the maintenance of the cattle in the pound.",
                      "body", sep="\n"),
        ]
        return self.sign_off(story, self.side_by_side(
            self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ ഒപ്പ്", "Pound-keeper's signature", extra=[d.keeper_name]),
            Spacer(1, 1)), space=12 * mm)


class CashBookRenderer(_Accounts):
    pdf_title = "Cash book and balances"
    base_size = 8.5
    left_margin = right_margin = 12 * mm
    # date | voucher/ref | particulars | received | paid | balance: each figure
    # column holds "₹99,99,99,999.00" in bold on one line
    cols_mm = (21, 25, None, 32, 32, 32)

    def __init__(self, doc: CashBookDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        b = self.doc.book
        return (f"{self.doc.pound.name} · രൊക്കം പുസ്തകം / Cash book {date_str(b.start)} to {date_str(b.end)} · "
                f"അച്ചടിച്ചത് / printed {when(self.doc.printed_at)}")

    def story(self) -> list[Flowable]:
        d, b = self.doc, self.doc.book
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 2 * mm),
            self.both("രൊക്കം പുസ്തകം", f"Cash book, {date_str(b.start)} to {date_str(b.end)}", "title", bold=True),
        ]
        rows = [[self.head("തീയതി", "Date"), self.head("റഫറൻസ്", "Reference"), self.head("വിവരം", "Particulars"),
                 self.head("വരവ്", "Received"), self.head("ചെലവ്", "Paid"), self.head("ബാക്കി", "Balance")],
                [self.cell(date_str(b.start)), self.cell(""),
                 self.both("മുൻബാക്കി", "Opening balance", "cell", bold=True), self.cell(""), self.cell(""),
                 self.amount(b.opening, True)]]
        received = paid = Money.zero()
        for ln in b.lines:
            en, ml = kind_words(ln.kind)
            received, paid = received + ln.received, paid + ln.paid
            rows.append([self.cell(datetime_str(ln.at)), self.whole(ln.reference),
                         [self.both(ml, en, "cell_small"), self.cell(ln.memo)],
                         self.amount(ln.received) if ln.received else self.cell(""),
                         self.amount(ln.paid) if ln.paid else self.cell(""), self.amount(ln.balance)])
        rows.append([self.cell(date_str(b.end)), self.cell(""),
                     self.both("നീക്കിയിരിപ്പ്", "Closing balance", "cell", bold=True),
                     self.amount(received, True), self.amount(paid, True), self.amount(b.closing, True)])
        story.append(self.grid(rows, self.cols_mm, total_rows=1))
        if not b.lines:
            story.append(self.both("ഈ കാലയളവിൽ പണമിടപാടില്ല", "No cash moved in this period.", "small"))
        story.append(self.both("കണക്ക് ശീർഷകങ്ങളുടെ ബാക്കി", f"Balances of the account heads at {date_str(b.end)}",
                               "section", bold=True))
        rows = [[self.head("ശീർഷകം", "Account head"), self.head("ഈ കാലയളവിൽ", "Movement in the period"),
                 self.head("ഡെബിറ്റ്", "Debit"), self.head("ക്രെഡിറ്റ്", "Credit")]]
        for t in d.trial:
            a = ACCOUNTS[t.account]
            moved = normal_balance(t.account, b.movements.get(t.account, Money.zero()))
            rows.append([self.both(a.ml, a.en, "cell", sep="\n"), self.amount(moved),
                         self.amount(t.debit) if t.debit else self.cell(""),
                         self.amount(t.credit) if t.credit else self.cell("")])
        rows.append([self.both("ആകെ", "Totals", "cell", bold=True), self.cell(""),
                     self.amount(d.debits, True), self.amount(d.credits, True)])
        story.append(self.grid(rows, (None, 34, 34, 34), total_rows=1))
        agree = ("The debit and credit totals agree." if d.debits == d.credits
                 else f"The totals differ by {money(d.debits - d.credits)}: run the ledger check.")
        story.append(self.p(agree, "small"))
        return story


def render_statement(doc: StatementDoc) -> bytes:
    return StatementRenderer(doc).render()


def render_voucher(doc: VoucherDoc) -> bytes:
    return VoucherRenderer(doc).render()


def render_cash_book(doc: CashBookDoc) -> bytes:
    """The cash book (landscape would crowd nothing: six columns fit A4 portrait)."""
    return CashBookRenderer(doc).render()


def render_acknowledgment(doc: AcknowledgmentDoc) -> bytes:
    return AcknowledgmentRenderer(doc).render()
