"""The pound-keeper's report of cattle not claimed within seven days of
impounding (s. 13(1)), to the local authority or the officer the Director
specifies: every case falling due, head by head, with the dues so far."""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, TableStyle

from pound_desk.documents import wording
from pound_desk.documents.base import Renderer
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.unclaimed_data import ReportedCaseLine, UnclaimedReportDoc
from pound_desk.documents.wording import when
from pound_desk.text import date_str, money

CASE_SHADE = colors.HexColor("#f4f4f4")   # a case's line, lighter than the headings


class UnclaimedReportRenderer(Renderer):
    pagesize = landscape(A4)
    left_margin = right_margin = 14 * mm
    top_margin = 12 * mm
    pdf_title = "Report of unclaimed cattle (s. 13(1))"
    # No. | kind | sex | colour | marks | ear tag | fine | periods | feeding | total
    cols_mm = (10, 30, 29, 22, None, 32, 27, 18, 27, 28)

    def __init__(self, doc: UnclaimedReportDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · വകുപ്പ് 13(1) റിപ്പോർട്ട് / Report under s. 13(1) no. {self.doc.number} of "
                f"{date_str(self.doc.made_at)}")

    def story(self) -> list[Flowable]:
        d = self.doc
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            self.both("ഏഴു ദിവസത്തിനകം അവകാശപ്പെടാത്ത കന്നുകാലികളെക്കുറിച്ചുള്ള റിപ്പോർട്ട് (വകുപ്പ് 13(1))",
                      "Report of cattle not claimed within seven days (s. 13(1))", "title", bold=True),
            self.fields([
                ("റിപ്പോർട്ട് നമ്പർ", "Report no.", d.number),
                ("തീയതിയും സമയവും", "Date and time", when(d.made_at)),
                ("സ്വീകർത്താവ്", "To", f"{d.addressed_to} ({d.addressee_ml} / {d.addressee_en})"),
                ("പൗണ്ട് സൂക്ഷിപ്പുകാരൻ", "From the pound-keeper", d.keeper_name),
            ], label_width=55 * mm),
            Spacer(1, 3 * mm),
            self.p("താഴെ പറയുന്ന കന്നുകാലികളെ പൗണ്ടിൽ അടച്ച തീയതി മുതൽ ഏഴു ദിവസത്തിനകം ആരും "
                   "അവകാശപ്പെട്ടിട്ടില്ല. 1961-ലെ കേരള കന്നുകാലി അതിക്രമ നിയമം വകുപ്പ് 13(1) പ്രകാരം ഇത് "
                   "റിപ്പോർട്ട് ചെയ്യുന്നു; വകുപ്പ് 13(2) പ്രകാരമുള്ള നോട്ടീസ് ഓഫീസിൽ പതിക്കാനും ചെണ്ടകൊട്ടി "
                   "വിളംബരം ചെയ്യാനും അപേക്ഷിക്കുന്നു. കാണിച്ചിരിക്കുന്ന തുകകൾ മുകളിലെ തീയതിയിലും "
                   "സമയത്തിലും ഉള്ളവയാണ്; കന്നുകാലികളെ അവകാശപ്പെടുകയോ വിനിയോഗിക്കുകയോ ചെയ്യുന്നതുവരെ "
                   "കുടിശ്ശിക കൂടിക്കൊണ്ടിരിക്കും."),
            self.p("The cattle listed below have not been claimed within seven days from the date of their "
                   "being impounded. This is reported under section 13(1) of the Kerala Cattle Trespass "
                   "Act, 1961, so that the notice under section 13(2) may be affixed at the office and "
                   "proclaimed by beat of drum. The dues are as of the date and time above and continue "
                   "to accrue until the cattle are claimed or disposed of."),
            Spacer(1, 2 * mm),
        ]
        if d.cases:
            story.append(self.cases_table())
        return self.sign_off(story, self.totals_table(), Spacer(1, 10 * mm),
                             self.side_by_side(self.p(""), self.signature(
                                 "പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ ഒപ്പ്", "Pound-keeper's signature",
                                 extra=[d.keeper_name])), space=3 * mm)

    # ------------------------------------------------------------ blocks

    def case_heading(self, c: ReportedCaseLine):
        """The case's line above its heads: when and where, the owner, the
        last day to claim and the day the report fell due."""
        seized = f"{when(c.seized_at)}, " if c.seized_at else ""
        owner_ml, owner_en = (("ഉടമ: " + c.owner_name, "owner: " + c.owner_name) if c.owner_name
                              else ("ഉടമ അറിയില്ല", "owner not known"))
        return self.p(f"കേസ് / Case {c.case_no} · "
                      f"പൗണ്ടിൽ അടച്ചത് / Impounded: {when(c.brought_at)} · "
                      f"പിടിച്ചെടുത്തത് / Seized: {seized}{c.seized_place} ({c.local_area}) · "
                      f"{owner_ml} / {owner_en} · "
                      f"അവകാശപ്പെടാനുള്ള അവസാന ദിവസം / Last day to claim: {date_str(c.last_claim_day)} · "
                      f"റിപ്പോർട്ട് നൽകേണ്ടത് / Report due: {date_str(c.due_on)}", "cell")

    def cases_table(self) -> Table:
        """Every case in one table that runs on from page to page with its
        heading repeated: the case's line, its heads, its total; a case's
        line never parted from its first head, nor its total from its last."""
        fixed = sum(w for w in self.cols_mm if w) * mm
        widths = [w * mm if w else self.frame_width - fixed for w in self.cols_mm]
        head = [self.both(ml, en, "head", sep="\n") for ml, en in (
            ("നം.", "No."), ("ഇനം", "Kind"), ("ലിംഗം", "Sex"), ("നിറം", "Colour"),
            ("അടയാളങ്ങൾ", "Marks"), ("ഇയർ ടാഗ്", "Ear tag"), ("പിഴ", "Fine"),
            ("കാലയളവ്", "Periods"), ("തീറ്റച്ചെലവ്", "Feeding"), ("ആകെ", "Total"))]
        rows: list[list] = [head]
        style = [("GRID", (0, 0), (-1, -1), 0.4, RULE), ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                 ("VALIGN", (0, 0), (-1, -1), "TOP")]
        for c in self.doc.cases:
            first = len(rows)
            rows.append([self.case_heading(c)] + [""] * 9)
            style += [("SPAN", (0, first), (-1, first)), ("BACKGROUND", (0, first), (-1, first), CASE_SHADE)]
            for h in c.heads:
                sex_ml, sex_en = wording.sex(h.sex)
                rows.append([
                    self.p(str(h.seq), "cell"),
                    self.both(h.kind_ml, h.kind_en, "cell", sep=" / "),   # one line a head: compact
                    self.both(sex_ml, sex_en, "cell", sep=" / "),
                    self.p(h.colour or "—", "cell"),
                    self.p(h.marks or "—", "cell"),
                    self.p(h.ear_tag or "—", "cell"),
                    self.p(money(h.fine), "cell_right"),
                    self.p(str(h.periods), "cell_right"),
                    self.p(money(h.feeding), "cell_right"),
                    self.p(money(h.total), "cell_right"),
                ])
            last = len(rows)
            rows.append([self.both("കേസിന്റെ ആകെ", f"Case {c.case_no} total", "cell", bold=True)] + [""] * 5 + [
                self.p(money(c.fine), "cell_right", bold=True), "",
                self.p(money(c.feeding), "cell_right", bold=True),
                self.p(money(c.total), "cell_right", bold=True)])
            style += [("SPAN", (0, last), (5, last)), ("BACKGROUND", (0, last), (-1, last), SHADE),
                      ("NOSPLIT", (0, first), (-1, min(first + 1, last))),
                      ("NOSPLIT", (0, max(last - 1, first)), (-1, last))]
        # rows are never split inside (each is a few lines at most): a case's line, spanning the
        # columns, is measured wrongly once broken, and would run on a line to a page
        table = Table(rows, colWidths=widths, repeatRows=1, splitInRow=0)
        table.setStyle(TableStyle(style))
        return table

    def totals_table(self) -> Table:
        d = self.doc
        rows = [
            ("കേസുകൾ", "Cases", str(len(d.cases)), False),
            ("കന്നുകാലികൾ", "Heads", str(d.head_count), False),
            ("പിഴ ആകെ", "Fines", money(d.fine), False),
            ("തീറ്റച്ചെലവ് ആകെ", "Feeding charges", money(d.feeding), False),
            ("ആകെ തുക", "Total dues so far", money(d.total), True),
        ]
        data = [[self.both(ml, en, "total_label", bold=bold), self.p(value, "total_value", bold=bold)]
                for ml, en, value, bold in rows]
        table = Table(data, colWidths=[90 * mm, 40 * mm], hAlign="RIGHT")
        table.setStyle(TableStyle([
            ("LINEABOVE", (0, 4), (-1, 4), 0.8, RULE),
            ("LINEBELOW", (0, 4), (-1, 4), 0.8, RULE),
            ("BACKGROUND", (0, 4), (-1, 4), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ]))
        return table


def render_unclaimed_report(doc: UnclaimedReportDoc) -> bytes:
    """The s. 13(1) report as PDF bytes (A4 landscape)."""
    return UnclaimedReportRenderer(doc).render()
