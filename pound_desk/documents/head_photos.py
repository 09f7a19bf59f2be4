"""Small photos of the heads on a printed document (the seizer's copy, the
notice and the drum proclamation): a row of them, each with the head's
number and kind under it, so that an owner knows the animal at a glance.
The files are the stored copies (already JPEG, at most 1,200 pixels), which
reportlab embeds as they are."""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Image, TableStyle

from pound_desk.documents.data import PhotoLine
from pound_desk.documents.styles import RULE
from pound_desk.documents.tables import Table

PER_ROW = 5
HEIGHT = 30 * mm   # printed small: five in a row across A4, a poster still fits its page


def photo_rows(renderer, photos: tuple[PhotoLine, ...], height: float = HEIGHT,
               per_row: int = PER_ROW) -> Flowable | None:
    """The photos in rows of ``per_row``, each fitted into a cell of
    ``height``; None when there are none."""
    if not photos:
        return None
    cell_width = renderer.frame_width / per_row
    pictures, words = [], []
    for ph in photos:
        scale = min((cell_width - 4 * mm) / ph.width, height / ph.height)
        pictures.append(Image(ph.path, width=ph.width * scale, height=ph.height * scale))
        words.append(renderer.p(f"{ph.seq}. {ph.kind_ml} / {ph.kind_en}"
                                + (f" — {ph.caption}" if ph.caption else ""), "small"))
    rows, style = [], [("LINEBELOW", (0, -1), (-1, -1), 0.4, RULE)]
    for i in range(0, len(photos), per_row):
        pad = [""] * (per_row - len(pictures[i:i + per_row]))
        # the pictures sit on one line, their captions under them in the next row
        style += [("VALIGN", (0, len(rows)), (-1, len(rows)), "BOTTOM"),
                  ("VALIGN", (0, len(rows) + 1), (-1, len(rows) + 1), "TOP"),
                  ("BOTTOMPADDING", (0, len(rows)), (-1, len(rows)), 1),
                  ("TOPPADDING", (0, len(rows) + 1), (-1, len(rows) + 1), 0)]
        rows += [pictures[i:i + per_row] + pad, words[i:i + per_row] + pad]
    table = Table(rows, colWidths=[cell_width] * per_row, hAlign="LEFT")
    table.setStyle(TableStyle(style))
    return table
