"""The periodic return (s. 6) for people: the month's totals first, then the
cases still open at its end, then every list the return carries (register
entries, amendments, releases, receipts, remittances, daily statements,
notices, sales, settlements, accounts to owners, deposits, complaints and
orders). Rendered from the same plain data as data.json."""
from __future__ import annotations

from datetime import date, datetime

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer, TableStyle

from pound_desk.documents.base import Para, Renderer
from pound_desk.documents.fonts import mixed
from pound_desk.documents.return_data import OVERDUE, ReturnDoc, return_doc
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.wording import entered_late, sex_words, when
from pound_desk.law import parties
from pound_desk.law.kinds import BY_CODE
from pound_desk.law.money import Money
from pound_desk.returns.schema import Complaint, MonthlyReturn, Reversal
from pound_desk.text import date_str, datetime_str, money, month_words

# the totals, in the order printed: key, English, Malayalam, money?
TOTALS = (
    ("impounded", "Cattle impounded in the month (head)", "ഈ മാസം പിടിച്ചെടുത്ത കന്നുകാലികൾ (എണ്ണം)", False),
    ("released", "Released to owners or claimants (head)", "ഉടമകൾക്കോ അവകാശികൾക്കോ വിട്ടുകൊടുത്തത് (എണ്ണം)", False),
    ("sold", "Sold at public auction (head)", "പരസ്യലേലത്തിൽ വിറ്റത് (എണ്ണം)", False),
    ("disposed_otherwise", "Disposed of otherwise than by auction, or given for a court's sale (head)",
     "ലേലമല്ലാതെ വിനിയോഗിച്ചത് / കോടതി വിൽപ്പനയ്ക്ക് നൽകിയത് (എണ്ണം)", False),
    ("held_at_end", "In the pound at the end of the month (head)", "മാസാവസാനം പൗണ്ടിലുള്ളത് (എണ്ണം)", False),
    ("fines_paise", "Fines received (money received; not dues from a seizer)",
     "ലഭിച്ച പിഴ (കൈപ്പറ്റിയ തുക; പിടിച്ചെടുത്തയാളിൽ നിന്നുള്ള കുടിശ്ശികയല്ല)", True),
    ("feeding_paise", "Feeding charges received (money received)", "ലഭിച്ച തീറ്റച്ചാർജ് (കൈപ്പറ്റിയ തുക)", True),
    ("sale_proceeds_paise", "Sale proceeds", "ലേലത്തുക", True),
    ("deposits_held_paise", "Unclaimed proceeds in deposit at the end (s. 16(3))",
     "മാസാവസാനം നിക്ഷേപത്തിലുള്ള അവകാശപ്പെടാത്ത ലേലത്തുക (വകുപ്പ് 16(3))", True),
    ("deposits_due_paise", "Of which due to the local authority's fund (s. 17)",
     "അതിൽ തദ്ദേശസ്ഥാപന ഫണ്ടിലേക്ക് വരവുവയ്ക്കേണ്ടത് (വകുപ്പ് 17)", True),
    ("overdue_cases", "Cases with a step overdue at the end", "മാസാവസാനം നടപടി വൈകിയ കേസുകൾ", False),
    # not money received: fines and charges of heads released on a Magistrate's order, charged to the
    # one liable (s. 21(2)), and what he paid of them
    ("due_from_liable_paise", "Fines and charges due from the one liable on a complaint, not received (s. 21(2))",
     "പരാതിയിൽ ബാധ്യസ്ഥനിൽ നിന്ന് കിട്ടേണ്ട പിഴയും ചെലവും, ലഭിച്ചിട്ടില്ല (വകുപ്പ് 21(2))", True),
    ("paid_by_liable_paise", "Paid by the one liable in the month (s. 22)",
     "ഈ മാസം ബാധ്യസ്ഥൻ അടച്ചത് (വകുപ്പ് 22)", True),
)
# the deposits under protest (s. 14): key, English, Malayalam
PROTEST_TOTALS = (
    ("protest_taken_paise", "Taken in the month", "ഈ മാസം സ്വീകരിച്ചത്"),
    ("protest_refunded_paise", "Refunded on a Magistrate's order (s. 21)",
     "മജിസ്ട്രേറ്റിന്റെ ഉത്തരവ് പ്രകാരം തിരികെ നൽകിയത് (വകുപ്പ് 21)"),
    ("protest_converted_paise", "Converted to fines and charges", "പിഴയും ചെലവുമായി മാറ്റിയത്"),
    ("protest_held_paise", "Held at the end of the month", "മാസാവസാനം കൈവശമുള്ളത്"),
)
PROTEST_STATES = {"held": ("held", "കൈവശം"), "refunded": ("refunded", "തിരികെ നൽകി"),
                  "converted": ("converted to fines and charges", "പിഴയും ചെലവുമായി മാറ്റി")}
GROUNDS = {"seizure": ("illegal seizure", "നിയമവിരുദ്ധമായ പിടിച്ചെടുക്കൽ"),
           "detention": ("illegal detention", "നിയമവിരുദ്ധമായ തടഞ്ഞുവെക്കൽ"),
           "both": ("illegal seizure and detention", "നിയമവിരുദ്ധമായ പിടിച്ചെടുക്കലും തടഞ്ഞുവെക്കലും")}
ADJUDGED = {"seizure": ("seizure adjudged illegal", "പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധം"),
            "detention": ("detention adjudged illegal", "തടഞ്ഞുവെക്കൽ നിയമവിരുദ്ധം")}
LIABLE = {"seizer": ("the seizer", "പിടിച്ചെടുത്തയാൾ"), "pound_keeper": ("the pound-keeper", "പൗണ്ട് സൂക്ഷിപ്പുകാരൻ"),
          "other": ("the one who detained the cattle", "കന്നുകാലികളെ തടഞ്ഞുവെച്ചയാൾ")}

# notice events (s. 13(2)), complaints' outcomes (ss. 21, 22), deposits closed (ss. 16(3), 17): (English, Malayalam)
NOTICE_EVENTS = {"affixed": ("affixed", "പതിച്ചു"), "village": ("proclaimed in the village", "ഗ്രാമത്തിൽ വിളംബരം"),
                 "market": ("proclaimed in the market", "ചന്തയിൽ വിളംബരം")}
OUTCOMES = {"dismissed": ("dismissed", "തള്ളി"), "illegal": ("seizure illegal", "പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധം"),
            "withdrawn": ("withdrawn", "പിൻവലിച്ചു"), "paid": ("paid to the owner", "ഉടമയ്ക്ക് നൽകി"),
            "credited": ("credited to the fund", "ഫണ്ടിലേക്ക് വരവുവച്ചു")}

PURPOSES = {"dispose_otherwise": ("disposal otherwise than by auction", "ലേലത്തിലല്ലാതെ വിനിയോഗം"),
            "sale_despite_complaint": ("sale although a complaint is pending", "പരാതി നിലനിൽക്കെ വിൽപന"),
            "deputation": ("deputation to conduct an auction", "ലേലം നടത്താൻ നിയോഗം"),
            "write_off": ("write-off of a shortfall", "കുറവ് എഴുതിത്തള്ളൽ"),
            "release_s18_2": ("release on a written order, s. 18(2)",
                              "രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം വിട്ടുകൊടുക്കൽ, വകുപ്പ് 18(2)")}


def _words(table: dict, code: str) -> str:
    """``പതിച്ചു / affixed``; a code not listed as recorded."""
    en, ml = table.get(code, (code, ""))
    return " / ".join(t for t in (ml, en) if t)


BASES = {
    "s12": ("on payment, s. 12", "പണമടച്ച്, വകുപ്പ് 12"),
    "earlier_register": ("as the earlier register records", "മുൻ രജിസ്റ്റർ പ്രകാരം"),
    "sale": ("sold, ss. 13(3), 15(1)", "ലേലത്തിൽ വിറ്റു"),
    "s15": ("delivered with the account of sale, s. 15(3)", "ലേലക്കണക്ക് സഹിതം, വകുപ്പ് 15(3)"),
    "s13_proviso": ("disposed of otherwise, s. 13 proviso", "മറ്റു വിധത്തിൽ വിനിയോഗിച്ചു"),
    "s18_2": ("on a written order, s. 18(2)", "രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം, വകുപ്പ് 18(2)"),
    "s25": ("to the court's officer for sale, s. 25", "കോടതി ഉദ്യോഗസ്ഥന് വിൽപ്പനയ്ക്ക്, വകുപ്പ് 25"),
    "s14": ("on a deposit under protest, s. 14", "പ്രതിഷേധ നിക്ഷേപത്തിൽ, വകുപ്പ് 14"),
    "s21": ("on the Magistrate's order, without payment, s. 21(2)",
            "മജിസ്ട്രേറ്റിന്റെ ഉത്തരവ് പ്രകാരം, പണമടയ്ക്കാതെ, വകുപ്പ് 21(2)"),
}


def _reversed(r: Reversal) -> str:
    """A sale reversed (its hammer price recorded wrong): when, by whom, why."""
    again = f"; recorded again as {r.recorded_again_as}" if r.recorded_again_as else ""
    return f" — reversed {_dt(r.at)} by {r.by}: {r.reason}{again}"


def _d(text: str | None) -> str:
    return date_str(date.fromisoformat(text[:10])) if text else ""


def _dt(text: str | None) -> str:
    return datetime_str(datetime.fromisoformat(text)) if text else ""


# besides those who may take cattle on an order (s. 18(2)), a return names the
# buyer at a sale, the court's officer (s. 25) and whoever else received them
OTHER_TAKERS = {"buyer": ("വാങ്ങിയയാൾ", "buyer"), "court_officer": ("കോടതി ഉദ്യോഗസ്ഥൻ", "court's officer"),
                "recipient": ("ഏറ്റുവാങ്ങിയയാൾ", "recipient"),
                "as recorded": ("രേഖപ്പെടുത്തിയ പ്രകാരം", "as recorded")}


def _capacity(code: str) -> str:
    ml, en = OTHER_TAKERS.get(code) or parties.on_paper(parties.ORDER_TAKERS, code)
    return " / ".join(t for t in (ml, en) if t)


def _kind(code: str) -> str:
    """``പശു cow``: a kind of the Act in both languages; others as recorded."""
    k = BY_CODE.get(code)
    return f"{k.ml} {k.en.lower()}" if k else code


def _m(paise: int) -> str:
    return money(Money(paise))


class ReturnRenderer(Renderer):
    base_size = 8.5
    pdf_title = "Periodic return (s. 6)"

    def __init__(self, doc: ReturnDoc) -> None:
        super().__init__()
        self.doc = doc
        self._figure_styles: dict[float, ParagraphStyle] = {}

    def footer_left(self) -> str:
        en, ml = month_words(self.doc.data.period.label)
        return (f"{self.doc.pound.name} · {ml} റിട്ടേൺ / Return for {en} · ക്രമനമ്പർ / sequence {self.doc.sequence}, "
                f"പുതുക്കൽ / revision {self.doc.revision}")

    # ---------------------------------------------------------------- pieces
    def head(self, ml: str, en: str):
        return self.both(ml, en, "head", sep="\n")

    def cell(self, text, right: bool = False):
        return self.p(str(text), "cell_right" if right else "cell")

    def grid(self, heads: list[tuple[str, str]], rows: list[list], widths_mm: list[float],
             right: set[int] = frozenset()) -> Table:
        fixed = sum(w for w in widths_mm if w) * mm
        widths = [w * mm if w else self.frame_width - fixed for w in widths_mm]
        data = [[self.head(ml, en) for ml, en in heads]]
        data += [[self.figure(v, widths[i]) if i in right else self.cell(v) for i, v in enumerate(row)]
                 for row in rows]
        table = Table(data, colWidths=widths, repeatRows=1)
        table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, RULE), ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return table

    def figure(self, text, width: float):
        """A figure on one line: never split inside it (splitLongWords off),
        set smaller when the column is too narrow for it at the cell's size."""
        text = str(text)
        base = self.latin_styles["cell_right"]
        room = width - 12 - 1          # the table's padding, 6 pt a side
        para = Para(mixed(text, False), self._figure_style(base.fontSize))
        wide = para.minWidth()         # in the font the figure is set in (its ₹ and digits)
        if wide > room:
            para = Para(mixed(text, False), self._figure_style(base.fontSize * room / wide * 0.98))
        return para

    def _figure_style(self, size: float) -> ParagraphStyle:
        base = self.latin_styles["cell_right"]
        key = round(size, 2)
        style = self._figure_styles.get(key)
        if style is None:
            style = ParagraphStyle(f"figure-{key}", parent=base, fontSize=key, leading=max(base.leading, key * 1.25),
                                   splitLongWords=0)
            self._figure_styles[key] = style
        return style

    def section(self, ml: str, en: str, heads, rows, widths, right=frozenset()) -> list[Flowable]:
        title = self.both(ml, en, "section", bold=True)
        title.keepWithNext = 1
        if not rows:
            return [KeepTogether([title, self.both("ഇല്ല", "None", "small")])]
        return [title, self.grid(heads, rows, widths, right)]

    # ---------------------------------------------------------------- the story
    def story(self) -> list[Flowable]:
        d = self.doc
        data = d.data
        en, ml = month_words(data.period.label)
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 2 * mm),
            self.both(f"{ml} മാസത്തെ റിട്ടേൺ (വകുപ്പ് 6)", f"Return for {en} (s. 6)", "title", bold=True),
            self.fields([
                ("കാലയളവ്", "Period", f"{_d(data.period.start)} – {_d(data.period.end)}"),
                ("ക്രമനമ്പർ / പുതുക്കൽ", "Sequence / revision",
                 f"{d.sequence} / {d.revision}" + ("" if d.revision == 0 else
                                                   "  (മുൻ റിട്ടേൺ തിരുത്തുന്നു / corrects the earlier return)")),
                ("തയ്യാറാക്കിയത്", "Made at", when(d.made_at)),
                ("പൗണ്ടിന്റെ കീ", "The pound's key (fingerprint)", d.fingerprint),
            ] + ([("രജിസ്റ്ററിന്റെ മുദ്ര", "Register head (pound-desk verify --head)", d.register_head)]
                 if d.register_head else []) + self.corrects_rows(), label_width=55 * mm),
            self.both("ആകെ കണക്ക്", "Summary", "section", bold=True),
            self.totals_table(),
        ]
        story += self.open_cases()
        story += self.register()
        story += self.amendments()
        story += self.releases()
        story += self.receipts()
        story += self.accounts()
        story += self.unclaimed()
        story += self.protest()
        story += self.disputes()
        return self.sign_off(story, self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരൻ", "Pound-keeper", [d.pound.keeper_name]),
                             space=12 * mm)

    def corrects_rows(self) -> list[tuple[str, str, str]]:
        """A correction names the return it corrects and what changed."""
        c = self.doc.data.corrects
        if c is None:
            return []
        names = {key: (en, ml) for key, en, ml, _ in TOTALS}
        names.update({key: (en, ml) for key, en, ml in PROTEST_TOTALS})
        money_keys = {key for key, _, _, is_money in TOTALS if is_money} | {key for key, _, _ in PROTEST_TOTALS}
        lines_ml, lines_en = [], []
        for ch in c.changes:
            if ch.what.startswith("totals."):
                key = ch.what.removeprefix("totals.")
                en, ml = names.get(key, (key, key))
                was, now = ch.was, ch.now
                if key in money_keys:
                    was, now = (_m(x) if isinstance(x, int) else "—" for x in (was, now))
                lines_ml.append(f"{ml}: {was} → {now}")
                lines_en.append(f"{en}: {was} → {now}")
            else:
                lines_ml.append(ch.what if ch.ml is None else ch.ml)
                lines_en.append(ch.what if ch.en is None else ch.en)
        what = "; ".join(lines_ml) + "\n" + "; ".join(lines_en) if lines_en else "—"
        return [("തിരുത്തുന്നത്", "Corrects", f"പുതുക്കൽ {c.revision} ({_dt(c.made_at)}) / revision "
                                               f"{c.revision} made at {_dt(c.made_at)}"),
                ("മാറ്റം വന്നത്", "What changed since", what)]

    def totals_table(self) -> Table:
        t = self.doc.data.totals
        opening = self.doc.data.opening.held_at_start if self.doc.data.opening is not None else None
        rows = []
        if opening is not None:
            rows.append([self.both("മാസാരംഭത്തിൽ പൗണ്ടിലുള്ളത് (എണ്ണം)", "In the pound at the start (head)", "cell"),
                         self.cell(str(opening), True)])
        for key, en, ml, is_money in TOTALS:
            value = t.get(key)
            if value is None:      # a return made before the line was kept
                continue
            rows.append([self.both(ml, en, "cell"), self.figure(_m(value) if is_money else str(value), 40 * mm)])
        table = Table(rows, colWidths=[self.frame_width - 40 * mm, 40 * mm])
        table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, RULE), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("BACKGROUND", (0, 0), (0, -1), SHADE)]))
        return table

    def open_cases(self) -> list[Flowable]:
        rows = []
        for c in self.doc.data.open_cases or ():
            late = "; ".join(f"{OVERDUE.get(code, (code, code))[0]} / {OVERDUE.get(code, (code, code))[1]}"
                             for code in c.overdue)
            rows.append([c.case_no, _dt(c.brought_at), c.heads_held, _m(c.dues_paise), late])
        return self.section("മാസാവസാനം തീർപ്പാകാത്ത കേസുകൾ", "Cases open at the end of the month",
                            [("കേസ്", "Case"), ("എത്തിച്ചത്", "Brought"), ("എണ്ണം", "Held"),
                             ("കുടിശ്ശിക", "Dues then"), ("വൈകിയ നടപടി", "Overdue")],
                            rows, [24, 34, 14, 26, 0], {2, 3})

    def register(self) -> list[Flowable]:
        rows = []
        for c in self.doc.data.cases or ():
            heads = ", ".join(f"{h.seq}. {_kind(h.kind)} ({sex_words(h.sex)}, {h.colour})"
                              .replace(", )", ")") for h in c.heads)
            rows.append([c.case_no, _dt(c.brought_at), f"{c.seized_place}; {c.local_area}",
                         c.seizer_name, c.owner_name or "—", heads])
        return self.section("ഈ മാസത്തെ രജിസ്റ്റർ എൻട്രികൾ (തിരുത്തലുകൾ ചേർത്ത്)",
                            "Register entries of the month (as amended)",
                            [("കേസ്", "Case"), ("എത്തിച്ചത്", "Brought"), ("സ്ഥലം", "Seized at"),
                             ("പിടിച്ചെടുത്തയാൾ", "Seizer"), ("ഉടമ", "Owner"), ("കന്നുകാലികൾ", "Heads")],
                            rows, [20, 30, 32, 33, 26, 0])

    def amendments(self) -> list[Flowable]:
        data = self.doc.data
        items = [a for c in data.cases or () for a in c.amendments] + list(data.amendments_to_earlier_entries)
        items.sort(key=lambda a: (a.made_at, a.case_no))
        rows = [[a.case_no, _dt(a.made_at), (f"head {a.head_seq}: " if a.head_seq else "") + a.field_name,
                 f"{a.old} → {a.new}", a.reason] for a in items]
        return self.section("തിരുത്തലുകൾ", "Amendments",
                            [("കേസ്", "Case"), ("സമയം", "Made at"), ("ഇനം", "Field"),
                             ("മാറ്റം", "Change"), ("കാരണം", "Reason")], rows, [20, 30, 28, 50, 0])

    def releases(self) -> list[Flowable]:
        rows = []
        for r in self.doc.data.releases or ():
            en, ml = BASES.get(r.basis, (r.en or r.basis, r.ml or ""))
            rows.append([r.case_no, _dt(r.released_at), ", ".join(map(str, r.head_seqs)),
                         f"{r.claimant_name} ({_capacity(r.claimant_capacity)})",
                         " / ".join(t for t in (en, ml) if t) + entered_late(r.entered_late),
                         r.receipt_no])
        return self.section("വിട്ടുകൊടുത്തവ", "Releases",
                            [("കേസ്", "Case"), ("സമയം", "At"), ("നം.", "Nos."), ("ആർക്ക്", "To"),
                             ("അടിസ്ഥാനം", "Basis"), ("രസീത്", "Receipt")], rows, [20, 30, 14, 38, 0, 30])

    def receipts(self) -> list[Flowable]:
        rows = [[r.number, _dt(r.issued_at), r.case_no, r.claimant_name + entered_late(r.entered_late),
                 _m(r.fines_paise), _m(r.feeding_paise), _m(r.total_paise)] for r in self.doc.data.receipts or ()]
        return self.section("രസീതുകൾ (ഫോറം III)", "Receipts (Form III)",
                            [("നമ്പർ", "Number"), ("സമയം", "Issued"), ("കേസ്", "Case"), ("അവകാശി", "Claimant"),
                             ("പിഴ", "Fine"), ("തീറ്റ", "Feeding"), ("ആകെ", "Total")],
                            rows, [30, 30, 18, 0, 22, 22, 22], {4, 5, 6})

    def accounts(self) -> list[Flowable]:
        data = self.doc.data
        out = self.section("അടച്ച തുക (ചട്ടം 13)", "Remittances (rule 13)",
                           [("വൗച്ചർ", "Voucher"), ("ദിവസം", "Day"), ("തുക", "Amount"),
                            ("സൂക്ഷിപ്പുകാരൻ", "Pound-keeper")],
                           [[r.number, _d(r.day), _m(r.amount_paise), r.keeper_name]
                            for r in data.remittances], [30, 26, 30, 0], {2})
        out += self.section("ദൈനംദിന കണക്കുപത്രികകൾ (ഫോറം IV)", "Daily statements (Form IV)",
                            [("ദിവസം", "Day"), ("തയ്യാറാക്കിയത്", "Made at"), ("വേണ്ട തുക", "Needed"),
                             ("സൂക്ഷിപ്പുകാരൻ", "Pound-keeper")],
                            [row for s in data.daily_statements for row in
                             [[_d(s.day), _dt(s.made_at), _m(s.needed_paise), s.keeper_name]]
                             + [[f"{_d(s.day)} പുതുക്കൽ / revision {r.revision}", _dt(r.made_at),
                                 _m(r.needed_paise), f"{r.keeper_name}: {r.changes}"]
                                for r in s.revisions or ()]], [26, 34, 30, 0], {2})
        return out

    def unclaimed(self) -> list[Flowable]:
        data = self.doc.data
        out = self.section("നോട്ടീസുകൾ (വകുപ്പ് 13)", "Notices (s. 13)",
                           [("കേസ്", "Case"), ("നൽകിയത്", "Issued"), ("നൽകിയയാൾ", "By"),
                            ("ഗ്രാമം / ചന്ത", "Village / market"), ("നടപടികൾ", "Affixed, proclaimed")],
                           [[n.case_no, _d(n.issued_on), n.issued_by, f"{n.village} / {n.market}",
                             "; ".join(f"{_words(NOTICE_EVENTS, e.event)} {_d(e.on)} {e.place}" for e in n.events)]
                            for n in data.notices], [20, 22, 34, 40, 0])
        out += self.section("ലേലങ്ങൾ", "Sales",
                            [("രസീത്", "Receipt"), ("സമയം", "Sold at"), ("സ്ഥലം", "Place"),
                             ("കന്നുകാലികൾ", "Heads"), ("വാങ്ങിയയാൾ", "Buyer"), ("തുക", "Price")],
                            [[s.number, _dt(s.sold_at), s.place,
                              ", ".join(f"{x.case_no}/{x.head_seq}" for x in s.shares)
                              + (_reversed(s.reversed) if s.reversed else ""), s.buyer,
                              _m(s.price_paise) + (" (റദ്ദാക്കി / reversed)" if s.reversed else "")]
                             for s in data.sales or ()], [30, 30, 30, 0, 32, 24], {5})
        out += self.section("ലേലമല്ലാതെ വിനിയോഗം", "Disposals otherwise than by auction",
                            [("കേസ്", "Case"), ("സമയം", "At"), ("രീതി", "Manner"), ("ഉത്തരവ്", "Order"),
                             ("ലേലത്തുക", "Proceeds")],
                            [[o.case_no, _dt(o.at), o.manner, o.order.number, _m(o.proceeds_paise)]
                             for o in data.disposals_otherwise or ()], [20, 30, 0, 36, 24], {4})
        out += self.section("ലേലത്തുകയുടെ കണക്കുതീർപ്പുകൾ", "Settlements of proceeds",
                            [("കേസ്", "Case"), ("സമയം", "At"), ("ലേലത്തുക", "Proceeds"), ("പിഴ", "Fines"),
                             ("തീറ്റ", "Feeding"), ("ചെലവ്", "Expenses"), ("മിച്ചം", "Surplus"),
                             ("കുറവ്", "Shortfall")],
                            [[s.case_no, _dt(s.at), _m(s.proceeds_paise), _m(s.fines_paise),
                              _m(s.feeding_paise), _m(s.expenses_paise), _m(s.surplus_paise),
                              _m(s.shortfall_paise)] for s in data.settlements],
                            [22, 0, 22, 18, 18, 18, 22, 18], {2, 3, 4, 5, 6, 7})
        out += self.section("ഉടമകൾക്കുള്ള കണക്കുകൾ", "Accounts to owners",
                            [("കേസ്", "Case"), ("സമയം", "At"), ("ആർക്ക്", "To"), ("സ്വീകരിച്ചു", "Accepted"),
                             ("ബാക്കി", "Balance")],
                            [[a.case_no, _dt(a.at), a.claimant_name, "ഉവ്വ് / yes" if a.accepted
                              else "ഇല്ല / no", _m(a.balance_paise)] for a in data.owner_accounts],
                            [20, 30, 0, 26, 26], {4})
        out += self.section("നിക്ഷേപങ്ങൾ (വകുപ്പ് 16(3), 17)", "Deposits (ss. 16(3), 17)",
                            [("കേസ്", "Case"), ("നിക്ഷേപിച്ചത്", "Deposited"), ("തുക", "Amount"),
                             ("അവസാന ദിവസം", "Last claim day"), ("മാസാവസാനം", "At the end")],
                            [[x.case_no, _d(x.deposited_on), _m(x.amount_paise), _d(x.last_claim_day),
                              ("ഫണ്ടിലേക്ക് വരവുവയ്ക്കേണ്ടത് / due to the fund" if x.due_at_end else
                               "നിക്ഷേപത്തിൽ / held") if x.held_at_end else
                              f"{_words(OUTCOMES, x.outcome)} {_d(x.closed_on)}"] for x in data.deposits or ()],
                            [20, 26, 26, 30, 0], {2})
        return out

    def protest(self) -> list[Flowable]:
        """The deposits under protest (s. 14): the month's sums, then each deposit."""
        data = self.doc.data
        t = data.totals
        if t.protest_taken_paise is None:     # a return made before the section was kept
            return []
        title = self.both("പ്രതിഷേധ നിക്ഷേപങ്ങൾ (വകുപ്പ് 14)", "Deposits under protest (s. 14)", "section", bold=True)
        title.keepWithNext = 1
        sums = Table([[self.both(ml, en, "cell"), self.figure(_m(t.get(key)), 40 * mm)]
                      for key, en, ml in PROTEST_TOTALS],
                     colWidths=[self.frame_width - 40 * mm, 40 * mm])
        sums.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, RULE), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                  ("BACKGROUND", (0, 0), (0, -1), SHADE)]))
        rows = [[x.number, x.case_no, _dt(x.at), x.depositor_name,
                 f"{_words(PROTEST_STATES, x.state_at_end)} {_dt(x.closed_at)} {x.voucher}".strip(),
                 _m(x.total_paise)] for x in data.protest_deposits or ()]
        out = [title, sums, Spacer(1, 2 * mm)]
        if rows:
            out.append(self.grid([("നമ്പർ", "Number"), ("കേസ്", "Case"), ("സ്വീകരിച്ചത്", "Taken"),
                                  ("നിക്ഷേപിച്ചയാൾ", "Depositor"), ("മാസാവസാനം", "At the end"), ("തുക", "Amount")],
                                 rows, [30, 16, 28, 0, 36, 28], {5}))
        return out

    def _outcome(self, c: Complaint) -> str:
        if not c.outcome:
            return "തീർപ്പായില്ല / pending"
        if c.outcome != "illegal" or c.adjudged is None:
            return f"{_words(OUTCOMES, c.outcome)} {_d(c.decided_on)}"
        en, ml = LIABLE.get(c.liable_role, (c.liable_role, ""))
        return (f"{_words(ADJUDGED, c.adjudged)} {_d(c.decided_on)}; "
                f"ബാധ്യസ്ഥൻ / liable: {ml} / {en} {c.liable_name}; "
                f"നൽകേണ്ടത് / payable {_m(c.payable_paise)}"
                + (f" (തിരികെ നൽകിയ {_m(c.refunded_paise)} കുറച്ച് / less {_m(c.refunded_paise)} refunded)"
                   if c.refunded_paise else ""))

    def disputes(self) -> list[Flowable]:
        data = self.doc.data
        out = self.section("പരാതികൾ (വകുപ്പ് 19)", "Complaints (s. 19)",
                           [("കേസ്", "Case"), ("നൽകിയത്", "Filed"), ("പരാതിക്കാരൻ", "Complainant"),
                            ("പരാതി", "Of"), ("ഫലം", "Outcome")],
                           [[c.case_no, _d(c.filed_on), f"{c.complainant} → {c.authority}",
                             _words(GROUNDS, "seizure" if c.ground is None else c.ground), self._outcome(c)]
                            for c in data.complaints], [18, 22, 40, 30, 0])
        out += self.section("രേഖാമൂലമുള്ള ഉത്തരവുകൾ", "Written orders",
                            [("നമ്പർ", "Number"), ("തീയതി", "Issued"), ("ആവശ്യം", "Purpose"), ("കേസ്", "Case"),
                             ("അധികാരി", "Authority")],
                            [[o.number, _d(o.issued_on), _words(PURPOSES, o.purpose), o.case_no or "—", o.authority]
                             for o in data.orders], [30, 22, 36, 20, 0])
        return out


def render_return(data: MonthlyReturn, sequence: int, revision: int, made_at: datetime, fingerprint: str,
                  letterhead: str = "") -> bytes:
    return render_return_doc(return_doc(data, sequence, revision, made_at, fingerprint, letterhead))


def render_return_doc(doc: ReturnDoc) -> bytes:
    return ReturnRenderer(doc).render()
