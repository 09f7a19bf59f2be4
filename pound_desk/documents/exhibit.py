"""The s. 11(4) exhibit: the fines and the feeding and watering rates in
force at the pound, in large type, for display on or near it."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.data import PoundHeader
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.law.money import Money
from pound_desk.text import date_str, money


@dataclass(frozen=True)
class ExhibitRow:
    kind_en: str
    kind_ml: str
    amount: Money
    reference: str


@dataclass(frozen=True)
class ExhibitSection:
    title_ml: str
    title_en: str
    rows: tuple[ExhibitRow, ...]


@dataclass(frozen=True)
class ExhibitDoc:
    pound: PoundHeader
    on: date
    sections: tuple[ExhibitSection, ...]


class ExhibitRenderer(Renderer):
    base_size = 15
    left_margin = right_margin = 16 * mm
    top_margin = 14 * mm
    bottom_margin = 16 * mm
    pdf_title = "Fines and feeding rates (s. 11(4))"
    cols_mm = (None, 38, 62)   # kind | amount | notification or order

    def __init__(self, doc: ExhibitDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return f"{self.doc.pound.name} · s. 11(4) · in force on {date_str(self.doc.on)}"

    def story(self) -> list[Flowable]:
        d = self.doc
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 3 * mm),
            self.both("പിഴയും തീറ്റച്ചെലവും", "Fines and feeding charges", "title", bold=True, sep="\n"),
            self.both("1961-ലെ കേരള കന്നുകാലി അതിക്രമ നിയമം, വകുപ്പ് 11(4)",
                      "Kerala Cattle Trespass Act, 1961, section 11(4)", "pound_sub", sep="\n"),
            self.both(f"{date_str(d.on)} മുതൽ പ്രാബല്യത്തിലുള്ളത്", f"In force on {date_str(d.on)}",
                      "pound_sub", sep=" · "),
        ]
        for section in d.sections:
            story.append(KeepTogether([
                self.both(section.title_ml, section.title_en, "section", bold=True, sep="\n"),
                self.table(section.rows),
            ]))
        if not d.sections:
            story.append(self.both("നിരക്കുകൾ നിശ്ചയിച്ചിട്ടില്ല.", "No fines or rates are in force.",
                                   "section", sep="\n"))
        story += [
            Spacer(1, 5 * mm),
            self.both("ഓരോ കന്നുകാലിക്കും പിഴ ഒരിക്കൽ. തീറ്റച്ചെലവ് പൗണ്ടിൽ എത്തിച്ച സമയം മുതൽ "
                      "ഓരോ 24 മണിക്കൂറിനും (ഭാഗികമായാലും).",
                      "One fine per head. Feeding charges for each 24 hours or part of it from the "
                      "hour the cattle were brought to the pound.", "small", sep="\n"),
        ]
        return story

    def table(self, rows: tuple[ExhibitRow, ...]) -> Table:
        fixed = sum(w for w in self.cols_mm if w) * mm
        widths = [w * mm if w else self.frame_width - fixed for w in self.cols_mm]
        data = [[self.both("ഇനം", "Kind", "head", sep="\n"), self.both("തുക", "Amount", "head", sep="\n"),
                 self.both("ഉത്തരവ്", "Notification / order", "head", sep="\n")]]
        for r in rows:
            data.append([self.both(r.kind_ml, r.kind_en, "cell", sep=" / "),
                         self.p(money(r.amount), "cell_right", bold=True),
                         self.p(r.reference, "cell_small")])
        table = Table(data, colWidths=widths, repeatRows=1)
        table.setStyle(TableStyle([
            ("GRID", (0, 0), (-1, -1), 0.6, RULE),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 4),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
        ]))
        return table


def render_exhibit(doc: ExhibitDoc) -> bytes:
    return ExhibitRenderer(doc).render()
