"""A case's history: the register entry at the top, then every event in the
order it happened (seizure, intake, amendments, feeding, releases, notices,
orders, complaints, penalties…), and the documents issued for the case with
their checksums."""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.data import CaseHistoryDoc
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.wording import capacity, sex_words, time_ml, when
from pound_desk.text import datetime_str

BASIS = {"s9": ("Land damaged (s. 9)", "കൃഷിനാശം (വകുപ്പ് 9)"),
         "s10": ("Public property (s. 10)", "പൊതുസ്ഥലം (വകുപ്പ് 10)")}

# the documents a case's history lists, by the kind they are kept under: (Malayalam, English)
DOCUMENT_KINDS = {
    "seizer-copy": ("പിടിച്ചെടുത്ത ആളിനുള്ള പകർപ്പ്", "seizer's copy"),
    "receipt": ("രസീത്", "receipt"),
    "case-history": ("കേസിന്റെ നാൾവഴി", "case history"),
    "unclaimed-report": ("വകുപ്പ് 13(1) റിപ്പോർട്ട്", "report under s. 13(1)"),
    "notice": ("നോട്ടീസ്", "notice"),
    "proclamation": ("ചെണ്ടകൊട്ടി വിളംബരം", "proclamation by beat of drum"),
    "sale-receipt": ("ലേലത്തിൽ വാങ്ങിയയാൾക്കുള്ള രസീത്", "buyer's receipt"),
    "owner-account": ("ഉടമയ്ക്കുള്ള കണക്ക്", "account to the owner"),
    "release-order": ("രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം വിട്ടുകൊടുത്തതിന്റെ രേഖ", "release on a written order"),
    "complaint": ("പരാതി ലഭിച്ചതിന്റെ അറിയിപ്പ്", "acknowledgement of a complaint"),
    "protest-deposit": ("പ്രതിഷേധ നിക്ഷേപത്തിന്റെ രസീത്", "deposit under protest"),
    "protest-refund": ("നിക്ഷേപം തിരികെ നൽകിയതിന്റെ വൗച്ചർ", "refund voucher"),
}


def document_kind(kind: str) -> str:
    """``രസീത് / receipt``; a kind not listed prints made readable."""
    ml, en = DOCUMENT_KINDS.get(kind, ("", kind.replace("-", " ")))
    return " / ".join(t for t in (ml, en) if t)


class CaseHistoryRenderer(Renderer):
    pdf_title = "Case history"

    def __init__(self, doc: CaseHistoryDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · കേസിന്റെ നാൾവഴി / History of case {self.doc.case.case_no} · "
                f"അച്ചടിച്ചത് / printed {when(self.doc.printed_at)}")

    def story(self) -> list[Flowable]:
        d, c = self.doc, self.doc.case
        basis = BASIS.get(c.basis, (c.basis, c.basis))
        cap_ml, cap_en = capacity(c.seizer_capacity)
        role = " / ".join(t for t in (cap_ml, cap_en) if t)
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 3 * mm),
            self.both(f"കേസ് {c.case_no}: നാൾവഴി", f"History of case {c.case_no}", "title", bold=True),
            self.p("രജിസ്റ്ററിലെ എൻട്രി / The register entry (s. 7)", "section", bold=True),
            self.fields([
                ("കേസ് നമ്പർ", "Case no.", c.case_no),
                ("സ്ഥിതി", "Status", f"{d.status_ml} / {d.status_en}"),
                ("പൗണ്ടിൽ എത്തിച്ചത്", "Brought to the pound", when(c.brought_at)),
                ("പിടിച്ചെടുത്തത്", "Seized", "\n".join(t for t in (
                    when(c.seized_at) if c.seized_at else "",
                    ", ".join(t for t in (c.seized_place, c.local_area) if t)) if t)),
                ("അടിസ്ഥാനം", "Basis", f"{basis[1]} / {basis[0]}"),
                ("പിടിച്ചെടുത്തയാൾ", "Seizer", ", ".join(t for t in (
                    c.seizer_name, c.seizer_residence) if t) + (f" ({role})" if role else "")),
                ("ഉടമ", "Owner", ", ".join(t for t in (c.owner_name, c.owner_residence) if t) or "—"),
                ("പോലീസ് സഹായം", "Police aid", c.police_aid or "—"),
            ]),
            Spacer(1, 2 * mm),
            self.heads_table(),
            self.p("സംഭവങ്ങൾ ക്രമത്തിൽ / Events in order", "section", bold=True),
            self.events_table(),
            self.p("നൽകിയ രേഖകൾ / Documents issued", "section", bold=True),
        ]
        story[-1].keepWithNext = 1
        if d.documents:
            story.append(self.documents_table())
        else:
            story.append(self.both("ഈ കേസിന് രേഖകളൊന്നും അച്ചടിച്ചിട്ടില്ല", "No document has been printed for this case",
                                   "small"))
        return story

    def _table(self, rows, widths) -> Table:
        table = Table(rows, colWidths=widths, repeatRows=1)
        table.setStyle(TableStyle([
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("GRID", (0, 0), (-1, -1), 0.25, RULE),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ]))
        return table

    def heads_table(self) -> Table:
        rows = [[self.both("ക്രമ", "No.", "head"), self.both("ഇനം", "Kind", "head"),
                 self.both("വിവരണം", "Description", "head"), self.both("ഇയർ ടാഗ്", "Ear tag", "head")]]
        for h in self.doc.case.heads:
            desc = ", ".join(t for t in (sex_words(h.sex), h.colour, h.marks) if t)
            rows.append([self.p(str(h.seq), "cell"), self.both(h.kind_ml, h.kind_en, "cell"),
                         self.p(desc, "cell"), self.p(h.ear_tag, "cell")])
        w = self.frame_width
        return self._table(rows, [14 * mm, 40 * mm, w - 94 * mm, 40 * mm])

    def when_cell(self, at) -> list:
        """The day and hour, the Malayalam hour under it."""
        return [self.p(datetime_str(at), "cell"), self.p(time_ml(at), "cell_small")]

    def events_table(self) -> Table:
        rows = [[self.both("സമയം", "When", "head"), self.both("സംഭവം", "Event", "head")]]
        for e in self.doc.events:
            rows.append([self.when_cell(e.at),
                         [self.p(e.en, "cell"), self.p(e.ml, "cell_small")] if e.ml and e.ml != e.en
                         else self.p(e.en, "cell")])
        return self._table(rows, [38 * mm, self.frame_width - 38 * mm])

    def documents_table(self) -> Table:
        rows = [[self.both("സമയം", "When", "head"), self.both("രേഖ", "Document", "head"),
                 self.both("SHA-256", "checksum", "head")]]
        for x in self.doc.documents:
            rows.append([self.when_cell(x.at), self.p(f"{document_kind(x.kind)}: {x.ref}", "cell"),
                         self.p(x.sha256, "cell_small")])
        w = self.frame_width
        return self._table(rows, [38 * mm, 64 * mm, w - 102 * mm])


def render_case_history(doc: CaseHistoryDoc) -> bytes:
    return CaseHistoryRenderer(doc).render()
