"""The notice under s. 13(2), to be affixed in a conspicuous part of the
office of the local authority (or the officer), and the proclamation by beat
of drum in the village and the market place nearest the place of seizure:
a bilingual A4 poster, and a separate sheet for the person who beats the
drum and reads it aloud (Malayalam first, large type, short sentences)."""
from __future__ import annotations

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer, TableStyle

from pound_desk.documents import wording
from pound_desk.documents.base import Para, Renderer
from pound_desk.documents.fonts import LATIN_BOLD, mixed
from pound_desk.documents.head_photos import photo_rows
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.unclaimed_data import NoticeDoc, NoticeHeadLine
from pound_desk.text import agree, cattle_count_en, cattle_count_ml, date_str, datetime_str_ml, time_str

CAUSES = {
    "s13": ("", ""),
    "s15_5": ("The owner refused to receive these cattle and the balance of the sale proceeds; under "
              "section 15(5) they are deemed to be unclaimed.",
              "ഈ കന്നുകാലികളെയും വിൽപ്പനത്തുകയുടെ ബാക്കിയും ഏറ്റുവാങ്ങാൻ ഉടമ വിസമ്മതിച്ചു; വകുപ്പ് "
              "15(5) പ്രകാരം ഇവ അവകാശപ്പെടാത്തവയായി കണക്കാക്കുന്നു."),
}


def _head_en(h: NoticeHeadLine) -> str:
    sex = wording.sex(h.sex)[1].lower()
    parts = [p for p in (sex if sex != "unknown" else "", h.colour, h.marks) if p]
    if h.ear_tag:
        parts.append(f"ear tag {h.ear_tag}")
    return f"{h.kind_en}" + (f" ({', '.join(parts)})" if parts else "")


def _head_ml(h: NoticeHeadLine) -> str:
    sex = wording.sex(h.sex)[0]
    parts = [p for p in (sex, h.colour, h.marks) if p]
    if h.ear_tag:
        parts.append(f"ഇയർ ടാഗ് {h.ear_tag}")
    return f"{h.kind_ml or h.kind_en}" + (f" ({', '.join(parts)})" if parts else "")


def _impounded_at(d: NoticeDoc) -> str:
    return ", ".join(t for t in (d.pound.name, d.pound.place) if t)


def _sale_en(d: NoticeDoc) -> str:
    if d.sale_at is None:
        return "The place, day and hour of the sale will be proclaimed before it."
    return f"The sale will be held at {d.sale_place} on {date_str(d.sale_at)} at {time_str(d.sale_at)}."


def _sale_ml(d: NoticeDoc) -> str:
    if d.sale_at is None:
        return "ലേലത്തിന്റെ സ്ഥലവും ദിവസവും സമയവും അതിനു മുമ്പ് വിളംബരം ചെയ്യും."
    return f"ലേലം നടക്കുന്ന സ്ഥലം: {d.sale_place}; ദിവസവും സമയവും: {datetime_str_ml(d.sale_at)}."


def _photos(renderer, d: NoticeDoc, height: float = 30 * mm, per_row: int = 5) -> list[Flowable]:
    rows = photo_rows(renderer, d.photos, height, per_row)
    return [Spacer(1, 2 * mm), rows] if rows is not None else []


class _Poster(Renderer):
    big: ParagraphStyle

    def styled(self, text: str, style: ParagraphStyle | None = None, bold: bool = True) -> Flowable:
        """Text in one of this sheet's own large styles."""
        return Para(mixed(text, bold), style or self.big)


class NoticeRenderer(_Poster):
    """The poster: large heading, the three particulars the Act asks for,
    the places of proclamation and who issues it."""

    base_size = 10
    left_margin = right_margin = 16 * mm
    top_margin = 12 * mm
    pdf_title = "Notice under s. 13(2)"

    def __init__(self, doc: NoticeDoc) -> None:
        super().__init__()
        self.doc = doc
        self.big = ParagraphStyle("notice-big", parent=self.styles["title"], fontSize=24, leading=30,
                                  fontName=LATIN_BOLD, alignment=TA_CENTER, spaceAfter=2)

    def footer_left(self) -> str:
        d = self.doc
        return f"നോട്ടീസ് / Notice {d.number} · കേസ് / Case {d.case_no} · {d.pound.name}"

    def story(self) -> list[Flowable]:
        d = self.doc
        n = len(d.heads)
        seized = f" {date_str(d.seized_at)}" if d.seized_at else ""
        seized_ml = f"{d.seized_place} ({d.local_area})" if d.local_area else d.seized_place
        if d.seized_at:
            seized_ml += f", {date_str(d.seized_at)}"
        story: list[Flowable] = [
            self.p(d.issuer, "pound", bold=True),
            self.both(d.issuer_ml, d.issuer_en, "pound_sub"),
            Spacer(1, 3 * mm),
            self.styled("അറിയിപ്പ്"),
            self.styled("NOTICE"),
            self.both("1961-ലെ കേരള കന്നുകാലി അതിക്രമ നിയമം, വകുപ്പ് 13(2)",
                      "Kerala Cattle Trespass Act, 1961, section 13(2)", "title", sep="\n"),
            self.p(f"നോട്ടീസ് നമ്പർ / Notice no. {d.number} · കേസ് / Case {d.case_no} · "
                   f"തീയതി / Date {date_str(d.issued_on)}", "pound_sub"),
            Spacer(1, 3 * mm),
            self.p(f"താഴെ വിവരിക്കുന്ന {cattle_count_ml(n)} {d.seized_place} എന്ന സ്ഥലത്തുനിന്ന്"
                   f"{' ' + date_str(d.seized_at) + ' തീയതിയിൽ' if d.seized_at else ''} പിടിച്ചെടുത്ത് "
                   f"{date_str(d.brought_at)} മുതൽ {_impounded_at(d)} എന്ന പൗണ്ടിൽ അടച്ചിരിക്കുന്നു. "
                   "ഈ നോട്ടീസിന്റെ തീയതി മുതൽ ഏഴു ദിവസത്തിനകം ആരും അവകാശപ്പെടാത്ത പക്ഷം "
                   f"{agree(n, 'ഇതിനെ', 'ഇവയെ')} "
                   "പരസ്യലേലത്തിൽ വിൽക്കുന്നതാണ് (വകുപ്പ് 13(3))."),
            self.p(f"The {cattle_count_en(n)} described below {agree(n, 'was', 'were')} seized at "
                   f"{d.seized_place}{' on' + seized if seized else ''} and {agree(n, 'is', 'are')} impounded at "
                   f"{_impounded_at(d)} since {date_str(d.brought_at)}. "
                   f"If {agree(n, 'it is', 'they are')} not claimed within seven days from the date of this notice, "
                   f"{agree(n, 'it', 'they')} will be sold by public auction (section 13(3))."),
        ]
        cause_en, cause_ml = CAUSES.get(d.cause, ("", ""))
        if cause_en:
            story += [self.p(cause_ml), self.p(cause_en)]
        story += [
            Spacer(1, 3 * mm),
            self.both("(എ) കന്നുകാലികളുടെ എണ്ണവും വിവരണവും", "(a) Number and description of the cattle",
                      "section", bold=True),
            self.heads_table(),
            *_photos(self, d),
            self.both("(ബി) പിടിച്ചെടുത്ത സ്ഥലം", "(b) Place where they were seized", "section", bold=True),
            self.p(seized_ml),
            self.both("(സി) അടച്ചിരിക്കുന്ന സ്ഥലം", "(c) Place where they are impounded", "section",
                      bold=True),
            self.p(_impounded_at(d)),
            self.both("(ഡി) ലേലം: സ്ഥലം, ദിവസം, സമയം", "(d) The sale: place, day and hour (s. 13(3))",
                      "section", bold=True),
            self.p(_sale_ml(d)),
            self.p(_sale_en(d)),
            Spacer(1, 3 * mm),
            self.p(f"ഈ നോട്ടീസ് {d.village} ഗ്രാമത്തിലും {d.market} ചന്തയിലും ചെണ്ടകൊട്ടി "
                   "വിളംബരം ചെയ്യുന്നു. ഉടമയ്ക്ക് പിഴയും തീറ്റച്ചെലവും അടച്ച് പൗണ്ടിൽ നിന്ന് "
                   "കന്നുകാലികളെ ഏറ്റുവാങ്ങാം (വകുപ്പ് 12)."),
            self.p(f"This notice is proclaimed by beat of drum in the village of {d.village} and in the "
                   f"market place at {d.market}. The owner may take the cattle back at the pound on paying "
                   "the fines and the charges for feeding and watering (section 12)."),
        ]
        return self.sign_off(story, self.side_by_side(
            self.p(f"തീയതി / Date: {date_str(d.issued_on)}"),
            self.signature("ഒപ്പ്", "Signature", extra=[d.issuer, f"{d.issuer_ml} / {d.issuer_en}"],
                           width=80 * mm)), space=3 * mm)

    def heads_table(self) -> Table:
        widths = [11 * mm, 34 * mm, 24 * mm, 30 * mm, None, 38 * mm]
        fixed = sum(w for w in widths if w)
        widths[4] = self.frame_width - fixed
        rows = [[self.both(ml, en, "head", sep="\n") for ml, en in (
            ("നം.", "No."), ("ഇനം", "Kind"), ("ലിംഗം", "Sex"), ("നിറം", "Colour"),
            ("അടയാളങ്ങൾ", "Marks"), ("ഇയർ ടാഗ്", "Ear tag"))]]
        for h in self.doc.heads:
            sex_ml, sex_en = wording.sex(h.sex)
            rows.append([self.p(str(h.seq), "cell"), self.both(h.kind_ml, h.kind_en, "cell", sep="\n"),
                         self.both(sex_ml, sex_en, "cell", sep="\n"), self.p(h.colour or "—", "cell"),
                         self.p(h.marks or "—", "cell"), self.p(h.ear_tag or "—", "cell")])
        table = Table(rows, colWidths=widths, repeatRows=1)
        table.setStyle(TableStyle([
            ("GRID", (0, 0), (-1, -1), 0.5, RULE),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ]))
        return table


class ProclamationRenderer(_Poster):
    """One sheet naming both places: the drummer reads the same words in the
    village and in the market place. Malayalam first in large type, one short
    sentence a line; English under it; then a line to record each proclamation."""

    base_size = 9.5
    left_margin = right_margin = 18 * mm
    top_margin = 12 * mm
    pdf_title = "Proclamation by beat of drum (s. 13(2))"

    def __init__(self, doc: NoticeDoc) -> None:
        super().__init__()
        self.doc = doc
        self.loud = ParagraphStyle("loud", parent=self.styles["body"], fontSize=13.5, leading=17.5,
                                   spaceAfter=1.5)
        self.big = ParagraphStyle("proclaim-big", parent=self.styles["title"], fontSize=22, leading=30,
                                  fontName=LATIN_BOLD, alignment=TA_CENTER)

    def footer_left(self) -> str:
        d = self.doc
        return (f"ചെണ്ടകൊട്ടി വിളംബരം / Proclamation of notice {d.number} · കേസ് / Case {d.case_no} · "
                f"{d.issuer}")

    def loud_line(self, text: str) -> Flowable:
        return self.styled(text, self.loud, bold=False)

    def story(self) -> list[Flowable]:
        d = self.doc
        n = len(d.heads)
        ml_lines = [
            "നാട്ടുകാരേ, ശ്രദ്ധിക്കുക!",
            f"{cattle_count_ml(n)} പിടിച്ചെടുത്ത് പൗണ്ടിൽ അടച്ചിരിക്കുന്നു.",
            *[f"{h.seq}. {_head_ml(h)}." for h in d.heads],
            f"പിടിച്ചെടുത്ത സ്ഥലം: {d.seized_place}.",
            *([f"പിടിച്ചെടുത്ത തീയതി: {date_str(d.seized_at)}."] if d.seized_at else []),
            f"അടച്ചിരിക്കുന്നത്: {_impounded_at(d)}.",
            "ഉടമ ഏഴു ദിവസത്തിനകം പൗണ്ടിൽ വന്ന് അവകാശപ്പെടണം.",
            "പിഴയും തീറ്റച്ചെലവും അടയ്ക്കണം.",
            f"അല്ലെങ്കിൽ {agree(n, 'ഇതിനെ', 'ഇവയെ')} പരസ്യലേലത്തിൽ വിൽക്കും.",
            _sale_ml(d),
            f"ഉത്തരവ്: {d.issuer}.",
        ]
        seized_en = f" on {date_str(d.seized_at)}" if d.seized_at else ""
        en_lines = [
            "Hear, all of you!",
            f"{cattle_count_en(n)} {agree(n, 'has', 'have')} been seized and impounded.",
            *[f"{h.seq}. {_head_en(h)}." for h in d.heads],
            f"{agree(n, 'It was', 'They were')} seized at {d.seized_place}{seized_en}.",
            f"{agree(n, 'It is', 'They are')} impounded at {_impounded_at(d)}.",
            f"The owner must claim {agree(n, 'it', 'them')} at the pound within seven days,",
            "and pay the fines and the feeding charges.",
            f"Otherwise {agree(n, 'it', 'they')} will be sold by public auction.",
            _sale_en(d),
            f"By order of {d.issuer}.",
        ]
        story: list[Flowable] = [
            self.styled("ചെണ്ടകൊട്ടി വിളംബരം"),
            self.both("1961-ലെ കേരള കന്നുകാലി അതിക്രമ നിയമം, വകുപ്പ് 13(2)",
                      "Proclamation by beat of drum · Kerala Cattle Trespass Act, 1961, s. 13(2)", "pound_sub",
                      sep="\n"),
            self.p(f"നോട്ടീസ് / Notice {d.number} · കേസ് / Case {d.case_no} · {date_str(d.issued_on)}",
                   "pound_sub"),
            Spacer(1, 3 * mm),
            self.both(f"വിളംബരം ചെയ്യേണ്ട സ്ഥലങ്ങൾ: {d.village} ഗ്രാമം, {d.market} ചന്ത",
                      f"To be proclaimed in the village of {d.village} and in the market place at {d.market}",
                      "section", bold=True, sep="\n"),
            Spacer(1, 2 * mm),
            *[self.loud_line(t) for t in ml_lines],
            Spacer(1, 4 * mm),
            self.both("ഇംഗ്ലീഷിൽ", "In English", "section", bold=True),
            *[self.p(t) for t in en_lines],
        ]
        cause_en, cause_ml = CAUSES.get(d.cause, ("", ""))
        if cause_en:
            story += [self.p(cause_ml), self.p(cause_en)]
        story += [Spacer(1, 5 * mm), KeepTogether(self.record_table())]
        if d.photos:
            # to show the people gathered; after the words and the record, which keep their page
            story += [Spacer(1, 5 * mm), KeepTogether([
                self.both("കന്നുകാലികളുടെ ഫോട്ടോകൾ (ആളുകളെ കാണിക്കാൻ)",
                          "Photos of the cattle (to show the people gathered)", "section", bold=True),
                *_photos(self, d, 55 * mm, 3)])]
        return story

    def record_table(self) -> Table:
        rows = [[self.both(ml, en, "head", sep="\n") for ml, en in (
            ("സ്ഥലം", "Place"), ("തീയതി", "Date"), ("വിളംബരം ചെയ്തയാൾ", "Proclaimed by"),
            ("ഒപ്പ്", "Signature"))]]
        for ml, en, name in (("ഗ്രാമം", "Village", self.doc.village), ("ചന്ത", "Market place", self.doc.market)):
            rows.append([self.both(f"{ml}: {name}", f"{en}: {name}", "cell", sep="\n"), "", "", ""])
        w = self.frame_width
        table = Table(rows, colWidths=[w * 0.34, w * 0.18, w * 0.28, w * 0.20],
                      rowHeights=[None, 13 * mm, 13 * mm])
        table.setStyle(TableStyle([
            ("GRID", (0, 0), (-1, -1), 0.5, RULE),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ]))
        return table


def render_notice(doc: NoticeDoc) -> bytes:
    """The s. 13(2) notice as an A4 poster (PDF bytes)."""
    return NoticeRenderer(doc).render()


def render_proclamation(doc: NoticeDoc) -> bytes:
    """The drum proclamation sheet for the village and the market place (PDF bytes)."""
    return ProclamationRenderer(doc).render()
