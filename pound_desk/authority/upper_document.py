"""The report of the level above on paper: the districts and the local
authorities (each a line, with its pounds), then the consolidated return of
every pound with the charts, as a local authority prints it."""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Spacer

from pound_desk.authority.document import HEADINGS, ConsolidatedRenderer, figure, period_words
from pound_desk.authority.reports import COLUMNS


class UpperRenderer(ConsolidatedRenderer):
    pdf_title = "Returns of the pounds by district and local authority"

    def __init__(self, report, title: str = ""):
        super().__init__(report.consolidated, title)
        self.upper = report

    def story(self) -> list[Flowable]:
        r = self.upper
        ml, en = period_words(r.consolidated)
        out: list[Flowable] = []
        if self.authority:
            out.append(self.p(self.authority, "pound", bold=True))
        out.append(self.both("പൗണ്ടുകളുടെ റിട്ടേണുകൾ: ജില്ലയും തദ്ദേശ സ്ഥാപനവും തിരിച്ച്",
                             "Returns of the pounds by district and local authority", "title", bold=True))
        out.append(self.both(ml, en, "pound_sub"))
        out.append(Spacer(1, 3 * mm))
        head = [self.both("ജില്ല", "District", "head"), self.both("തദ്ദേശ സ്ഥാപനം", "Local authority", "head"),
                self.both("പൗണ്ടുകൾ", "Pounds", "head"), self.both("റിട്ടേൺ", "Returns", "head")]
        head += [self.both(*HEADINGS[k], "head", sep=" / ") for k in COLUMNS]
        rows = [head]
        first, second, third = 34 * mm, 40 * mm, 11 * mm
        for d in r.districts:
            for g in (x for x in r.authorities if x.district == d.district):
                rows.append([self._name(g.district or "—", first), self._name(g.name, second), str(g.pounds),
                             str(g.returns)] + [figure(k, g.figures[k]) for k in COLUMNS])
            rows.append([self._name(d.district or "—", first), self.both("ജില്ല ആകെ", "District total", "cell",
                                                                          bold=True),
                         str(d.pounds), str(d.returns)] + [figure(k, d.figures[k]) for k in COLUMNS])
        c = r.consolidated
        rows.append([self.both("ആകെ", "All", "cell", bold=True), "", str(len(c.lines)),
                     str(sum(x.returns for x in c.lines))] + [figure(k, c.totals[k]) for k in COLUMNS])
        rest = (self.frame_width - first - second - 2 * third) / len(COLUMNS)
        out.append(self._table(rows, [first, second, third, third] + [rest] * len(COLUMNS), total_row=True,
                               right_from=2))
        out.append(self.both("കന്നുകാലികൾ ഉരുക്കളുടെ എണ്ണത്തിൽ; തുക രൂപയിൽ (₹). പൗണ്ടുകൾ ഓരോന്നും അടുത്ത പേജുകളിൽ.",
                             "Cattle are counted in heads; money in rupees (₹). Each pound on the pages after.",
                             "small", sep="\n"))
        out.append(PageBreak())
        return out + super().story()


def render(report, title: str = "") -> bytes:
    return UpperRenderer(report, title).render()
