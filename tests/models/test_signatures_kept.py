"""A document that ends in signatures never leaves them alone on a page:
the last rows of its last table go over with them (Form IV with more and
more kinds of cattle held, a receipt with more and more heads)."""
from __future__ import annotations

import io
from datetime import date, datetime

import pypdf
import pytest

from pound_desk.documents.accounts import render_statement
from pound_desk.documents.books_data import StatementDoc
from pound_desk.documents.data import PoundHeader
from pound_desk.law.money import Money
from pound_desk.services.books.day_figures import NeededLine, StatementFigures

POUND = PoundHeader("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality", "Nedumangad",
                    "K. Sasidharan")


def _pages(pdf: bytes) -> list[str]:
    return [" ".join((p.extract_text() or "").split()) for p in pypdf.PdfReader(io.BytesIO(pdf)).pages]


def _form_iv(kinds: int) -> bytes:
    codes = [f"kind{i:02d}" for i in range(kinds)]
    needed = tuple(NeededLine(c, f"Needed{i:02d}", "", 3, Money.of_rupees(40), f"Res. {i}/2026",
                              Money.of_rupees(120)) for i, c in enumerate(codes))
    figures = StatementFigures(day=date(2026, 3, 2), impounded={c: 1 for c in codes}, held={c: 3 for c in codes},
                               fines=Money.of_rupees(500), feeding=Money.of_rupees(80), sale_proceeds=Money(0),
                               maintenance=Money(0), advances=Money(0), remitted=Money(0),
                               cash_at_close=Money.of_rupees(580), needed=needed, no_rate=(),
                               names={c: (f"Kind{i:02d}", "") for i, c in enumerate(codes)})
    return render_statement(StatementDoc(POUND, figures, datetime(2026, 3, 2, 18, 0), "K. Sasidharan"))


@pytest.mark.parametrize("kinds", range(1, 30))
def test_form_iv_signatures_go_with_the_last_rows(kinds):
    pages = _pages(_form_iv(kinds))
    signed = [i for i, text in enumerate(pages) if "Pound-keeper's signature" in text]
    assert len(signed) == 1
    page = pages[signed[0]]
    assert f"Needed{kinds - 1:02d}" in page, (kinds, len(pages), page[:300])   # the last row is with them
    # the table's rows before the last ones are on the page before, never repeated or lost
    for i in range(kinds):
        assert sum(text.count(f"Needed{i:02d}") for text in pages) == 1
