"""A row split across pages keeps a cell that spans several columns at the
span's width (documents/tables.py)."""
from __future__ import annotations

import pytest
from reportlab.platypus import TableStyle

from pound_desk.documents.base import Renderer
from pound_desk.documents.styles import RULE
from pound_desk.documents.tables import Table

WORD = "നെടുമങ്ങാട്"


@pytest.mark.parametrize("lines_room", [2, 3, 4, 5, 6])
def test_a_spanning_malayalam_paragraph_is_measured_at_its_span_after_a_split(lines_room):
    r = Renderer()
    text = " ".join([WORD] * 40)
    widths = [100, 100, 100]
    pad = 6             # a Table's cell padding, left and right
    table = Table([[r.p(text, "cell"), "", ""], [r.p("x", "cell"), "y", "z"]], colWidths=widths)
    table.setStyle(TableStyle([("SPAN", (0, 0), (-1, 0)), ("GRID", (0, 0), (-1, -1), 0.4, RULE),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    _, whole = table.wrap(300, 1e6)
    leading = r.styles["cell"].leading
    alone = r.p(text, "cell")
    _, text_height = alone.wrap(300 - 2 * pad, 1e6)
    lines = round(text_height / leading)

    parts = table.split(300, lines_room * leading + 10)
    assert len(parts) == 2
    first, rest = parts
    paras = [row[0][0] for part in parts for row in part._cellvalues[:1]]
    heights = [p.wrap(300 - 2 * pad, 1e6)[1] for p in paras]
    # the paragraph's lines are shared between the parts, none lost or added
    assert round(sum(heights) / leading) == lines
    # and each part's row is as tall as its part of the paragraph, no taller
    for part, h in zip(parts, heights):
        row = part._rowHeights[0]
        assert h <= row <= h + leading + 6
    assert rest.wrap(300, 1e6)[1] < whole
