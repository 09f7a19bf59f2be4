"""The set-up sheet: what the local authority needs to register the pound
for its returns (s. 6) — the pound's particulars, its public key and the
key's fingerprint, written out and as a QR code (the public key in PEM)."""
from __future__ import annotations

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.return_data import SetupSheetDoc
from pound_desk.documents.styles import RULE
from pound_desk.documents.tables import Table
from pound_desk.documents.wording import when

QR_SIZE = 62 * mm


def qr_drawing(text: str, size: float = QR_SIZE) -> Drawing:
    widget = QrCodeWidget(text, barLevel="M")
    x0, y0, x1, y1 = widget.getBounds()
    drawing = Drawing(size, size, transform=[size / (x1 - x0), 0, 0, size / (y1 - y0), 0, 0])
    drawing.add(widget)
    return drawing


class SetupSheetRenderer(Renderer):
    pdf_title = "Set-up sheet for the returns"

    def __init__(self, doc: SetupSheetDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · രജിസ്ട്രേഷൻ ഷീറ്റ് / Set-up sheet · അച്ചടിച്ചത് / printed "
                f"{when(self.doc.printed_at)}")

    def story(self) -> list[Flowable]:
        d = self.doc
        groups = d.fingerprint.split(" ")
        fp_lines = " ".join(groups[:8]) + "\n" + " ".join(groups[8:])
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 2 * mm),
            self.both("റിട്ടേണുകൾക്കുള്ള രജിസ്ട്രേഷൻ ഷീറ്റ് (വകുപ്പ് 6)",
                      "Set-up sheet for the returns (s. 6)", "title", bold=True),
            self.both("പൗണ്ട് അയയ്ക്കുന്ന ഓരോ റിട്ടേണും താഴെയുള്ള കീ കൊണ്ട് ഒപ്പിട്ടതാണ്. തദ്ദേശസ്ഥാപനം ഈ "
                      "പൗണ്ടിനെ അതിന്റെ പബ്ലിക് കീ കൊണ്ട് രജിസ്റ്റർ ചെയ്യുന്നു (QR കോഡ്, അല്ലെങ്കിൽ "
                      "`pound-desk returns key --pubkey FILE` നൽകുന്ന ഫയൽ); അപ്പോൾ കാണിക്കുന്ന ഫിംഗർപ്രിന്റ് "
                      "ഇവിടെ അച്ചടിച്ചതുതന്നെയാണെന്ന് ഒത്തുനോക്കുക.",
                      "Every return this pound sends is signed with the key below. The local authority "
                      "registers the pound with its public key (the QR code, or the file from "
                      "`pound-desk returns key --pubkey FILE`) and checks that the fingerprint it is shown "
                      "is the one printed here.", "body", sep="\n"),
            Spacer(1, 2 * mm),
            self.fields([
                ("പൗണ്ട്", "Pound", d.pound.name),
                ("സ്ഥലം", "Place", d.pound.place),
                ("തദ്ദേശസ്ഥാപനം", "Local authority", d.pound.local_authority),
                ("പ്രദേശം", "Local area", d.pound.local_area),
                ("പൗണ്ട് സൂക്ഷിപ്പുകാരൻ", "Pound-keeper", d.pound.keeper_name),
                ("പൗണ്ടിന്റെ ഐഡി", "Pound id", d.pound_id),
            ], label_width=55 * mm),
            Spacer(1, 4 * mm),
            self.both("പബ്ലിക് കീയുടെ ഫിംഗർപ്രിന്റ് (SHA-256)", "Public key fingerprint (SHA-256)",
                      "section", bold=True),
        ]
        fp_table = Table([[self.p(line, "pound", bold=True)] for line in fp_lines.split("\n")],
                         colWidths=[self.frame_width])
        fp_table.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.8, RULE),
                                      ("TOPPADDING", (0, 0), (-1, -1), 4),
                                      ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
        pem_lines = [line for line in d.public_pem.strip().splitlines()]
        pem = [self.p(line, "cell") for line in pem_lines]
        qr_caption = self.both("QR കോഡ്: പബ്ലിക് കീ (PEM)", "QR code: the public key (PEM)", "small")
        left = [self.both("പബ്ലിക് കീ (PEM)", "Public key (PEM)", "label"), Spacer(1, 1 * mm), *pem]
        qr = Table([[qr_drawing(d.public_pem)], [qr_caption]], colWidths=[QR_SIZE + 4 * mm])
        story += [fp_table, Spacer(1, 6 * mm),
                  self.side_by_side(left, qr)]
        return self.sign_off(story, self.side_by_side(
            self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരൻ", "Pound-keeper", [d.pound.keeper_name]),
            self.signature("തദ്ദേശസ്ഥാപനത്തിനു വേണ്ടി സ്വീകരിച്ചത്", "Received for the local authority")),
            space=12 * mm)


def render_setup_sheet(doc: SetupSheetDoc) -> bytes:
    return SetupSheetRenderer(doc).render()
