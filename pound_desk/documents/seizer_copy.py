"""The copy of the register entries given to the person who brought the
cattle (s. 7; rule 11), attested by the pound-keeper."""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.data import CaseEntry, SeizerCopy
from pound_desk.documents.head_photos import photo_rows
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.wording import NOT_KNOWN, amendment_text, basis, capacity, flag_note, sex, when
from pound_desk.text import date_str


class SeizerCopyRenderer(Renderer):
    pdf_title = "Seizer's copy of the register entries"
    base_size = 9
    # No. | kind | sex | colour | marks | ear tag; marks takes what is left
    head_cols_mm = (10, 36, 22, 26, None, 30)

    def __init__(self, doc: SeizerCopy) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"കേസ് / Case {self.doc.case.case_no} · നൽകിയത് / issued "
                f"{when(self.doc.issued_at)}")

    def story(self) -> list[Flowable]:
        case = self.doc.case
        story: list[Flowable] = self.pound_block(self.doc.pound)
        story += [
            Spacer(1, 2 * mm),
            self.p("പിടിച്ചെടുത്ത ആളിനുള്ള പകർപ്പ്", "title", bold=True),
            self.p("Seizer's copy of the register entries (s. 7; rule 11)", "title", bold=True),
            self.fields(self.case_rows(case)),
            Spacer(1, 3 * mm),
            self.people(case),
            self.both(f"കന്നുകാലികൾ ({len(case.heads)} ഉരു)", f"Cattle ({len(case.heads)} head)", "section",
                      bold=True),
            self.heads_table(case),
        ]
        photos = photo_rows(self, case.photos)
        if photos is not None:
            story += [Spacer(1, 2 * mm), photos]
        if case.flags:
            story.append(self.both("കുറിപ്പുകൾ", "Notes", "section", bold=True))
            for code in case.flags:
                ml, en = flag_note(code)
                story.append(self.both(ml, en, "body", sep="\n"))
        if case.amendments:
            story.append(self.both("തിരുത്തലുകൾ", "Amendments", "section", bold=True))
            story += [self.p(amendment_text(a), "body") for a in case.amendments]
        story = self.sign_off(story, self.signatures(), space=6 * mm)
        return story

    def case_rows(self, case: CaseEntry) -> list[tuple[str, str, str]]:
        seized = when(case.seized_at) if case.seized_at else "രേഖപ്പെടുത്തിയിട്ടില്ല / not recorded"
        basis_ml, basis_en = basis(case.basis)
        return [
            ("കേസ് നമ്പർ", "Case no.", case.case_no),
            ("പൗണ്ടിൽ എത്തിച്ച ദിവസവും സമയവും", "Day and hour brought",
             when(case.brought_at)),
            ("പിടിച്ചെടുത്ത സമയം", "Time of seizure", seized),
            ("പിടിച്ചെടുത്ത സ്ഥലം", "Place of seizure", case.seized_place),
            ("പ്രദേശം", "Local area", case.local_area),
            ("അടിസ്ഥാനം", "Basis of seizure", "\n".join(t for t in (basis_ml, basis_en) if t)),
            ("പോലീസ് സഹായം", "Police aid", case.police_aid or "ഇല്ല / none"),
        ]

    def people(self, case: CaseEntry) -> Table:
        """The seizer and the owner side by side."""
        cap_ml, cap_en = capacity(case.seizer_capacity)
        not_known = " / ".join(NOT_KNOWN)
        seizer = [
            self.both("പിടിച്ചെടുത്ത ആൾ", "Seizer", "label", bold=True),
            self.p(case.seizer_name, "value", bold=True),
            self.p(case.seizer_residence, "value"),
            self.both(cap_ml, cap_en, "small", sep="\n"),
        ]
        owner = [
            self.both("ഉടമ", "Owner", "label", bold=True),
            self.p(case.owner_name or not_known, "value", bold=bool(case.owner_name)),
            self.p(case.owner_residence or not_known, "value"),
        ]
        return self.side_by_side(seizer, owner, "TOP", [("BOX", (0, 0), (0, 0), 0.4, RULE),
                                                          ("BOX", (1, 0), (1, 0), 0.4, RULE)])

    def heads_table(self, case: CaseEntry) -> Table:
        fixed = sum(w for w in self.head_cols_mm if w) * mm
        widths = [w * mm if w else self.frame_width - fixed for w in self.head_cols_mm]
        rows = [[
            self.both("നം.", "No.", "head", sep="\n"),
            self.both("ഇനം", "Kind", "head", sep="\n"),
            self.both("ലിംഗം", "Sex", "head", sep="\n"),
            self.both("നിറം", "Colour", "head", sep="\n"),
            self.both("അടയാളങ്ങൾ", "Marks", "head", sep="\n"),
            self.both("ഇയർ ടാഗ്", "Ear tag", "head", sep="\n"),
        ]]
        for h in case.heads:
            sex_ml, sex_en = sex(h.sex)
            rows.append([
                self.p(str(h.seq), "cell"),
                self.both(h.kind_ml, h.kind_en, "cell", sep="\n"),
                self.both(sex_ml, sex_en, "cell", sep="\n"),
                self.p(h.colour, "cell"),
                self.p(h.marks, "cell"),
                self.p(h.ear_tag or "—", "cell"),
            ])
        table = Table(rows, colWidths=widths, repeatRows=1)
        table.setStyle(TableStyle([
            ("GRID", (0, 0), (-1, -1), 0.4, RULE),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ]))
        return table

    def signatures(self) -> Table:
        keeper = self.doc.pound.keeper_name
        attest = [
            self.both("ശരിപ്പകർപ്പ് എന്ന് സാക്ഷ്യപ്പെടുത്തുന്നു", "Attested true copy", "body", bold=True, sep="\n"),
            self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരൻ", "Pound-keeper",
                           extra=[keeper, f"Date / തീയതി: {date_str(self.doc.issued_at)}"]),
        ]
        seizer = [
            self.p(" ", "body"),
            self.signature("പിടിച്ചെടുത്ത ആളിന്റെ ഒപ്പ്", "Seizer's signature",
                           extra=[self.doc.case.seizer_name]),
        ]
        return self.side_by_side(seizer, attest, "BOTTOM", [("LEFTPADDING", (0, 0), (-1, -1), 0)])


def render_seizer_copy(doc: SeizerCopy) -> bytes:
    """The seizer's copy as PDF bytes (A4 portrait)."""
    return SeizerCopyRenderer(doc).render()
