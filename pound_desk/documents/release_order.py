"""The record of cattle released on a written order stating reasons
(s. 18(2)): the order (who made it, its number, date and reasons), the
heads delivered, who took them, and the checksum of the order's scan."""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.disputes_data import ReleaseOrderDoc
from pound_desk.documents.styles import RULE, SHADE
from pound_desk.documents.tables import Table
from pound_desk.documents.wording import when
from pound_desk.text import date_str


class ReleaseOrderRenderer(Renderer):
    pdf_title = "Release on a written order (s. 18(2))"

    def __init__(self, doc: ReleaseOrderDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.header.name} · രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം വിട്ടുകൊടുക്കൽ / Release on a written order, s. 18(2) · "
                f"{self.doc.ref} · അച്ചടിച്ചത് / printed {when(self.doc.printed_at)}")

    def story(self) -> list[Flowable]:
        d = self.doc
        story: list[Flowable] = self.pound_block(d.header)
        story += [
            Spacer(1, 3 * mm),
            self.both("രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം വിട്ടുകൊടുത്തതിന്റെ രേഖ (വകുപ്പ് 18(2))",
                      "Record of cattle released on a written order (s. 18(2))", "title", bold=True),
            self.fields([
                ("കേസ് നമ്പർ", "Case no.", d.case_no),
                ("പൗണ്ടിൽ എത്തിച്ചത്", "Brought to the pound", when(d.brought_at)),
                ("ഉടമ", "Owner (as entered)", d.owner_name or "—"),
            ]),
            self.p("ഉത്തരവ് / The order", "section", bold=True),
            self.fields([
                ("ഉത്തരവിട്ട അധികാരി", "Issuing authority", f"{d.role_ml} / {d.role_en}: {d.authority}"),
                ("ഉത്തരവ് നമ്പർ", "Order no.", d.number),
                ("ഉത്തരവിന്റെ തീയതി", "Date of the order", date_str(d.issued_on)),
                ("കാരണങ്ങൾ", "Reasons stated", d.reasons),
                ("ഉത്തരവിന്റെ പകർപ്പ്", "Scan of the order",
                 f"{d.scan_name}, SHA-256 {d.scan_sha256}" if d.scan_sha256 else
                 f"ഉത്തരവ് കണ്ടു, പകർപ്പ് സൂക്ഷിച്ചിട്ടില്ല: {d.seen_by} / order seen, no scan kept: {d.seen_by}"
                 if d.seen_by else "സൂക്ഷിച്ചിട്ടില്ല / none kept"),
            ]),
            self.p("വിട്ടുകൊടുത്ത കന്നുകാലികൾ / Cattle released", "section", bold=True),
            self.heads_table(),
            Spacer(1, 2 * mm),
            self.fields([
                ("വിട്ടുകൊടുത്ത സമയം", "Released at", when(d.released_at)),
                ("ഏറ്റുവാങ്ങിയത്", "Taken by", f"{d.taken_by} ({d.capacity[1]} / {d.capacity[0]})"),
                ("പൗണ്ട് സൂക്ഷിപ്പുകാരൻ", "Pound-keeper", d.keeper_name),
            ]),
            Spacer(1, 3 * mm),
            self.both("ഈ കന്നുകാലികൾ മുകളിൽ പറഞ്ഞ ഉത്തരവ് പ്രകാരം മാത്രമാണ് വിട്ടുകൊടുത്തത്; പിഴയോ ചാർജോ ഈടാക്കിയിട്ടില്ല.",
                      "These cattle were released on the order above only; no fine or charge was received.",
                      "small"),
        ]
        return self.sign_off(story, self.side_by_side(
            self.signature("ഏറ്റുവാങ്ങിയ ആളുടെ ഒപ്പ്", "Signature of the person who took them", [d.taken_by]),
            self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ ഒപ്പ്", "Signature of the pound-keeper", [d.keeper_name])),
            space=4 * mm)

    def heads_table(self) -> Table:
        rows = [[self.both("ക്രമ", "No.", "head"), self.both("ഇനം", "Kind", "head"),
                 self.both("വിവരണം", "Description", "head")]]
        for seq, en, ml, description in self.doc.heads:
            rows.append([self.p(str(seq), "cell"), self.both(ml, en, "cell"),
                         self.p(description, "cell")])
        w = self.frame_width
        table = Table(rows, colWidths=[14 * mm, 50 * mm, w - 64 * mm], repeatRows=1)
        table.setStyle(TableStyle([
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("GRID", (0, 0), (-1, -1), 0.25, RULE),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ]))
        return table


def render_release_order(doc: ReleaseOrderDoc) -> bytes:
    return ReleaseOrderRenderer(doc).render()
