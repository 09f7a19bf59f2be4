"""The s. 11(4) exhibit: the fines and the feeding and watering rates in
force at the pound, in large type, for display on or near it."""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.data import ExhibitDoc, ExhibitTable
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.law.money import Money
from pound_desk.text import date_str, money


class ExhibitRenderer(Renderer):
    base_size = 14
    left_margin = right_margin = 16 * mm
    top_margin = 14 * mm
    bottom_margin = 16 * mm
    pdf_title = "Fines and feeding rates (s. 11(4))"
    kind_col_mm = 58

    def __init__(self, doc: ExhibitDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · വകുപ്പ് 11(4) / s. 11(4) · {date_str(self.doc.on)}-ന് പ്രാബല്യത്തിലുള്ളവ / "
                f"in force on {date_str(self.doc.on)}")

    def story(self) -> list[Flowable]:
        d = self.doc
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 3 * mm),
            self.both("പിഴയും തീറ്റച്ചെലവും", "Fines and feeding charges", "title", bold=True, sep="\n"),
            self.both("1961-ലെ കേരള കന്നുകാലി അതിക്രമ നിയമം, വകുപ്പ് 11(4)",
                      "Kerala Cattle Trespass Act, 1961, section 11(4)", "pound_sub", sep="\n"),
            self.both(f"{date_str(d.on)}-ന് പ്രാബല്യത്തിലുള്ളവ", f"In force on {date_str(d.on)}",
                      "pound_sub", sep=" · "),
        ]
        for t in d.tables:
            story.append(KeepTogether([
                self.both(t.title_ml, t.title_en, "section", bold=True, sep="\n"),
                self.table(t),
            ]))
        if not d.tables:
            story.append(self.both("പിഴയോ നിരക്കുകളോ നിശ്ചയിച്ചിട്ടില്ല.", "No fines or rates are in force.",
                                   "section", sep="\n"))
        story += [
            Spacer(1, 4 * mm),
            self.both("ഓരോ കന്നുകാലിക്കും പിഴ ഒരിക്കൽ. തീറ്റച്ചെലവ് പൗണ്ടിൽ എത്തിച്ച സമയം മുതൽ "
                      "ഓരോ 24 മണിക്കൂറിനും (ഭാഗികമായാലും). — : നിരക്ക് നിശ്ചയിച്ചിട്ടില്ല.",
                      "One fine per head. Feeding charges for each 24 hours or part of it from the "
                      "hour the cattle were brought to the pound. — : no rate fixed.", "small", sep="\n"),
        ]
        if d.references:
            story.append(self.both("ആധാരം", "Notifications and orders: " + "; ".join(d.references),
                                   "small", sep=" / "))
        return story

    def table(self, t: ExhibitTable) -> Table:
        rest = (self.frame_width - self.kind_col_mm * mm) / max(1, len(t.columns))
        widths = [self.kind_col_mm * mm] + [rest] * len(t.columns)
        data = [[self.both("ഇനം", "Kind", "head", sep="\n")]
                + [self.both(c.ml, c.en, "head", sep="\n") for c in t.columns]]
        for r in t.rows:
            data.append([self.both(r.kind_ml, r.kind_en, "cell", sep=" / ")]
                        + [self.amount_cell(a, i < len(r.enhanced) and r.enhanced[i])
                           for i, a in enumerate(r.amounts)])
        table = Table(data, colWidths=widths, repeatRows=1)
        table.setStyle(TableStyle([
            ("GRID", (0, 0), (-1, -1), 0.6, RULE),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 3),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
        ]))
        return table

    def amount_cell(self, amount: Money | None, enhanced: bool) -> Flowable | list[Flowable]:
        if amount is None:
            return self.p("—", "cell_right")
        if not enhanced:
            return self.p(money(amount), "cell_right", bold=True)
        return [self.p(money(amount), "cell_right", bold=True),
                self.p("വർദ്ധിപ്പിച്ച പിഴ, വകുപ്പ് 11(2) / enhanced fine, s. 11(2)", "cell_small_right")]


def render_exhibit(doc: ExhibitDoc) -> bytes:
    return ExhibitRenderer(doc).render()
