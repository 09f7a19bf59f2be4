"""The floor the register PDF is measured against: the same rows, in the same
fonts, sizes and column widths, set the way reportlab is used out of the
box, one ``Table`` of ``Paragraph`` cells per case (shaped where there is
Malayalam, by reportlab's own shaping), the column headings drawn on every
page. Nothing of Pound Desk's own layout is used: no cached lines, no
shared shaping, no copied page furniture.
"""
from __future__ import annotations

from io import BytesIO

from reportlab.pdfbase import ttfonts
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, paragraph

from pound_desk.documents.data import RegisterDoc
from pound_desk.documents.fonts import has_malayalam
from pound_desk.documents.register import RegisterRenderer


def render_bare_table(doc: RegisterDoc) -> bytes:
    r = RegisterRenderer(doc)
    story = []
    for e in doc.entries:
        row = []
        for lines in r.row_lines(e):
            lines = [(text, how) for text, how in lines if text]
            if not lines:
                row.append("")
                continue
            styles = r.styles if any(has_malayalam(t) for t, _ in lines) else r.latin_styles
            row.append(Paragraph("<br/>".join(r.markup(t, h) for t, h in lines), styles["cell"]))
        table = Table([row], colWidths=r.widths, splitInRow=1)
        table.setStyle(r.entry_style)
        story.append(table)

    def page(canvas, _doc):
        r.draw_heading(canvas)
        canvas.drawString(r.left_margin, r.footer_y, f"Page {canvas.getPageNumber()}")

    out = BytesIO()
    top = r.top_margin + r.title_height + r.heading_height
    pad = 6     # SimpleDocTemplate's frame pads its content by 6 points
    template = SimpleDocTemplate(out, pagesize=r.pagesize, leftMargin=r.left_margin - pad,
                                 rightMargin=r.right_margin - pad, topMargin=top - pad,
                                 bottomMargin=r.bottom_margin - pad)
    shaping = paragraph.shapeFragWord
    paragraph.shapeFragWord = ttfonts.shapeFragWord       # reportlab's own shaping, word by word
    try:
        template.build(story, onFirstPage=page, onLaterPages=page)
    finally:
        paragraph.shapeFragWord = shaping
    return out.getvalue()
