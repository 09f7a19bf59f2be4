"""The consolidated report on paper (landscape A4): one line per pound with
the figures of its returns for the month or year, the total of all pounds,
the pounds whose returns are missing, and the cases overdue for action at
the period's end. Rendered from ``report_data.Consolidated`` (plain values)."""
from __future__ import annotations

from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, PageBreak, Spacer, Table, TableStyle

from pound_desk.authority.chart_pdf import BarChartFlowable
from pound_desk.authority.report_data import COLUMNS, MONEY_KEYS, Consolidated
from pound_desk.documents.base import Renderer
from pound_desk.documents.fonts import LATIN, LATIN_BOLD, has_malayalam
from pound_desk.documents.return_data import OVERDUE
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.wording import when
from pound_desk.text import MONTHS_EN, MONTHS_ML, amount, count

# (Malayalam, English) headings of the figures
HEADINGS = {
    "impounded": ("പിടികൂടിയവ", "Impounded"),
    "released": ("വിട്ടയച്ചവ", "Released"),
    "sold": ("ലേലം ചെയ്തവ", "Sold"),
    "disposed_otherwise": ("മറ്റു വിധത്തിൽ", "Disposed of otherwise"),
    "held_at_end": ("അവസാനം പൗണ്ടിൽ", "Held at the end"),
    "fines_paise": ("പിഴ", "Fines"),
    "feeding_paise": ("തീറ്റച്ചെലവ്", "Feeding charges"),
    "sale_proceeds_paise": ("ലേലത്തുക", "Sale proceeds"),
    "deposits_held_paise": ("നിക്ഷേപം", "Deposits held"),
    "deposits_due_paise": ("വരവുവയ്ക്കേണ്ട നിക്ഷേപം", "Deposits due to be credited"),
    "overdue_cases": ("കാലാവധി കഴിഞ്ഞ കേസുകൾ", "Cases overdue"),
}



def period_words(report: Consolidated) -> tuple[str, str]:
    sp = report.span
    year = sp.first[:4]
    if sp.months == 1:
        m = int(sp.first[5:7]) - 1
        return f"{year} {MONTHS_ML[m]}", f"{MONTHS_EN[m]} {year}"
    return f"{year} വർഷം", f"The year {year}"


def _overdue(code: str) -> str:
    """A step overdue in both languages, as the pound's own return names it;
    a code the pound's version knows and this one does not prints as is."""
    if code in OVERDUE:
        en, ml = OVERDUE[code]
        return f"{ml} / {en}"
    return code


def figure(key: str, value: int) -> str:
    if key in MONEY_KEYS:
        return amount(value)
    return count(value)


class ConsolidatedRenderer(Renderer):
    pagesize = landscape(A4)
    left_margin = right_margin = 10 * mm
    top_margin = 12 * mm
    base_size = 8.2
    pdf_title = "Consolidated return of the pounds"

    def __init__(self, report: Consolidated, authority: str = ""):
        super().__init__()
        self.report = report
        self.authority = authority
        # the charts' labels: small, centred under a bar or set right beside it
        size = self.base_size * 0.8
        for name, align in (("chart_axis", TA_CENTER), ("chart_axis_right", TA_RIGHT), ("chart_legend", None)):
            kw = {"fontSize": size, "leading": size * 1.2}
            if align is not None:
                kw["alignment"] = align
            self.styles.add(ParagraphStyle(name, parent=self.styles["small"], **kw))
            self.latin_styles[name] = ParagraphStyle(f"{name}-latin", parent=self.styles[name], shaping=0)

    def footer_left(self) -> str:
        ml, en = period_words(self.report)
        return (f"ഏകീകൃത റിട്ടേൺ, {ml} / Consolidated return, {en} — Pound Desk തയ്യാറാക്കിയത് / "
                f"made by Pound Desk {when(self.report.made_at)}")

    def _name(self, text: str, width: float):
        """A name in a cell: a plain string in the table's font when it is in
        English letters and fits on one line (a paragraph takes ten times as
        long to lay out), else a paragraph, which wraps and shapes Malayalam."""
        if not has_malayalam(text) and stringWidth(text, LATIN, self.base_size * 0.95) <= width - 4:
            return text
        return self.p(text, "cell")

    def _table(self, rows, widths, header_rows=1, total_row=False, right_from=None) -> Table:
        """Figures are plain strings drawn in the table's own font (a thousand
        pounds' lines laid out as paragraphs would take seconds); names stay
        paragraphs, since they may be in Malayalam."""
        table = Table(rows, colWidths=widths, repeatRows=header_rows)
        size = self.base_size * 0.95
        style = [
            ("FONTNAME", (0, header_rows), (-1, -1), LATIN),
            ("FONTSIZE", (0, header_rows), (-1, -1), size),
            ("LEADING", (0, header_rows), (-1, -1), size * 1.25),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("GRID", (0, 0), (-1, -1), 0.25, RULE),
            ("BACKGROUND", (0, 0), (-1, header_rows - 1), SHADE),
            ("LEFTPADDING", (0, 0), (-1, -1), 2),
            ("RIGHTPADDING", (0, 0), (-1, -1), 2),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ]
        if right_from is not None:
            style.append(("ALIGN", (right_from, header_rows), (-1, -1), "RIGHT"))
        if total_row:
            style += [("BACKGROUND", (0, -1), (-1, -1), SHADE), ("LINEABOVE", (0, -1), (-1, -1), 0.8, RULE),
                      ("FONTNAME", (0, -1), (-1, -1), LATIN_BOLD)]
        table.setStyle(TableStyle(style))
        return table

    def story(self) -> list[Flowable]:
        r = self.report
        ml, en = period_words(r)
        out: list[Flowable] = []
        if self.authority:
            out.append(self.p(self.authority, "pound", bold=True))
        out.append(self.both("പൗണ്ടുകളുടെ ഏകീകൃത റിട്ടേൺ (വകുപ്പ് 6)",
                             "Consolidated return of the pounds (s. 6)", "title", bold=True))
        out.append(self.both(ml, en, "pound_sub"))
        pounds, returns = len(r.lines), sum(x.returns for x in r.lines)
        out.append(self.both(f"രജിസ്റ്റർ ചെയ്ത പൗണ്ടുകൾ {pounds}; റിട്ടേണുകൾ {returns} (ഓരോന്നിന്റെയും അവസാന പുതുക്കൽ)",
                             f"{pounds} pounds registered; {returns} returns (the latest revision of each)",
                             "pound_sub", sep="\n"))
        out.append(Spacer(1, 3 * mm))

        head = [self.both("പൗണ്ട്", "Pound", "head"), self.both("റിട്ടേൺ", "Returns", "head")]
        head += [self.both(*HEADINGS[k], "head", sep=" / ") for k in COLUMNS]
        rows = [head]
        first = 44 * mm
        second = 13 * mm
        for line in r.lines:
            name = line.name + (f" ({line.local_authority})" if line.local_authority else "")
            returns = f"{line.returns}/{r.span.months}"
            if line.revisions:
                returns += f" ({line.revisions} തിരുത്ത് / corr.)"
            rows.append([self._name(name, first), returns] + [figure(k, line.figures[k]) for k in COLUMNS])
        rows.append([self.both("എല്ലാ പൗണ്ടുകളും", "All pounds", "cell", bold=True), str(sum(x.returns for x in r.lines))]
                    + [figure(k, r.totals[k]) for k in COLUMNS])
        rest = (self.frame_width - first - second) / len(COLUMNS)
        out.append(self._table(rows, [first, second] + [rest] * len(COLUMNS), total_row=True, right_from=1))
        out.append(self.both("കന്നുകാലികൾ ഉരുക്കളുടെ എണ്ണത്തിൽ; തുക രൂപയിൽ (₹). അവസാനം പൗണ്ടിലുള്ളവ, നിക്ഷേപം, "
                             "നടപടി വൈകിയ കേസുകൾ എന്നിവ റിട്ടേൺ ലഭിച്ച അവസാന മാസത്തിന്റെ അവസാനത്തെ നിലയാണ്.",
                             "Cattle are counted in heads; money in rupees (₹). Held at the end, deposits and "
                             "cases overdue are as at the end of the latest month returned.", "small", sep="\n"))

        missing = r.missing
        out.append(self.both("റിട്ടേൺ ലഭിക്കാത്ത പൗണ്ടുകൾ", "Pounds with returns missing", "section", bold=True))
        if missing:
            out.append(self.p("; ".join(f"{m.name} ({m.returns} of {r.span.months} / "
                                        f"{r.span.months}-ൽ {m.returns})" for m in missing), "body"))
        else:
            out.append(self.both("ഇല്ല: എല്ലാ പൗണ്ടുകളും റിട്ടേൺ നൽകി.", "None: every pound has returned.", "body"))

        out.append(self.both("നടപടി വൈകിയ കേസുകൾ", "Cases overdue for action at the period's end",
                             "section", bold=True))
        if r.overdue:
            rows = [[self.both("പൗണ്ട്", "Pound", "head"), self.both("മാസം", "Month", "head"),
                     self.both("കേസ്", "Case", "head"), self.both("കന്നുകാലികൾ", "Heads held", "head"),
                     self.both("കുടിശ്ശിക", "Dues (₹)", "head"), self.both("വൈകിയ നടപടി", "Overdue", "head")]]
            w = self.frame_width
            steps: dict[tuple[str, ...], object] = {}
            for c in r.overdue:
                if c.overdue not in steps:   # a handful of different texts: each shaped once
                    steps[c.overdue] = self.p(", ".join(map(_overdue, c.overdue)), "cell")
                rows.append([self._name(c.pound, w * 0.26), c.period, c.case_no, str(c.heads_held),
                             figure("fines_paise", c.dues_paise), steps[c.overdue]])
            table = self._table(rows, [w * 0.26, w * 0.08, w * 0.1, w * 0.09, w * 0.12, w * 0.35])
            table.setStyle(TableStyle([("ALIGN", (3, 1), (4, -1), "RIGHT")]))
            out.append(table)
        else:
            out.append(self.both("ഇല്ല", "None.", "body"))
        out += self.pictures()
        return out

    CHART_HEIGHT = 64 * mm

    def pictures(self) -> list[Flowable]:
        """The charts of the same figures, each with its title and what it lacks."""
        charts = self.report.charts
        if not charts:
            return []
        out: list[Flowable] = [PageBreak(),
                               self.both("ചിത്രങ്ങളിൽ", "The period in pictures", "title", bold=True)]
        for bars in charts:
            block: list[Flowable] = [self.both(*bars.title, "section", bold=True)]
            if bars.empty:
                block.append(self.both("ഈ കാലയളവിൽ ഒന്നുമില്ല.", "Nothing in this period.", "body"))
            else:
                block.append(BarChartFlowable(bars, self, self.frame_width, self.CHART_HEIGHT))
            if bars.money and not bars.empty:
                block.append(self.both("തുക രൂപയിൽ (₹), പൈസ ഒഴിവാക്കി.", "Money in rupees (₹), paise left out.",
                                       "small"))
            block += [self.both(ml, en, "small", sep="\n") for ml, en in bars.notes]
            out += [CondPageBreak(self.CHART_HEIGHT + 16 * mm), KeepTogether(block)]
        return out


def render(report: Consolidated, authority: str = "") -> bytes:
    return ConsolidatedRenderer(report, authority).render()
