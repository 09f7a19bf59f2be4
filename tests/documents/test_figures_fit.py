"""No figure is ever broken across lines or spilt over its column: in the
cash book, Form IV and the month's return, the largest amount a person may
type (₹99,99,99,99,999) and running balances of it stay whole and inside
their cells (set smaller where the column is narrow)."""
from __future__ import annotations

from datetime import date, datetime

from reportlab.platypus import KeepTogether, Paragraph
from reportlab.platypus import Table as RLTable

from pound_desk.documents.accounts import CashBookRenderer, StatementRenderer
from pound_desk.documents.books_data import CashBookDoc, StatementDoc
from pound_desk.documents.data import PoundHeader
from pound_desk.documents.tables import EndsTogether
from pound_desk.law.ledger import TrialLine
from pound_desk.law.money import MAX_RUPEES, Money
from pound_desk.services.books.day_figures import NeededLine, StatementFigures
from pound_desk.services.books.ledger import CashBook, CashLine

POUND = PoundHeader("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality", "Nedumangad",
                    "K. Sasidharan")
MOST = Money.of_rupees(MAX_RUPEES)


def _tables(flowables):
    for f in flowables:
        if isinstance(f, EndsTogether):
            yield from _tables([f.body, *f.tail])
        elif isinstance(f, KeepTogether):
            yield from _tables(f._content)
        elif isinstance(f, RLTable):
            yield f
            for row in f._cellvalues:
                for cell in row:
                    yield from _tables(cell if isinstance(cell, (list, tuple)) else [cell])


def spilt(flowables) -> list[str]:
    """The figures (paragraphs never broken) wider than their column."""
    out = []
    for t in _tables(flowables):
        for row in t._cellvalues:
            for i, cell in enumerate(row):
                if isinstance(cell, Paragraph) and not cell.style.splitLongWords:
                    if cell.minWidth() > t._colWidths[i] - 12 + 0.01:
                        out.append(f"{cell.text!r}: {cell.minWidth():.0f} pt in {t._colWidths[i] - 12:.0f} pt")
    return out


def test_the_cash_book_keeps_the_largest_amounts_whole_in_their_columns():
    at = datetime(2026, 3, 2, 10, 0)
    lines = tuple(CashLine(at, n, "receipt", "Receipt", f"2025-26/{n:05d}", MOST, Money(0), MOST * n)
                  for n in range(1, 4))
    book = CashBook(date(2026, 3, 2), date(2026, 3, 2), MOST, lines, MOST * 4, {}, {"cash": MOST * 3})
    doc = CashBookDoc(POUND, book, (TrialLine("cash", MOST * 4, Money(0)), TrialLine("fines", Money(0), MOST * 4)),
                      MOST * 4, MOST * 4, at)
    renderer = CashBookRenderer(doc)
    assert spilt(renderer.story()) == []
    assert renderer.render().startswith(b"%PDF")


def test_form_iv_keeps_the_largest_amounts_whole_in_their_columns():
    needed = (NeededLine("cow", "Cow", "പശു", 500, MOST, "Res. 1/2026", MOST),)
    f = StatementFigures(day=date(2026, 3, 2), impounded={"cow": 1}, held={"cow": 500}, fines=MOST, feeding=MOST,
                         sale_proceeds=MOST, maintenance=MOST, advances=MOST, remitted=MOST, cash_at_close=MOST * 3,
                         needed=needed, no_rate=(), names={"cow": ("Cow", "പശു")})
    assert spilt(StatementRenderer(StatementDoc(POUND, f, datetime(2026, 3, 2, 18, 0), "K. Sasidharan")).story()) == []


def test_the_return_keeps_the_largest_amounts_whole_in_their_columns(pound):
    from dataclasses import replace

    from pound_desk.documents.return_data import ReturnDoc
    from pound_desk.documents.return_pdf import ReturnRenderer
    from pound_desk.returns import schema
    from pound_desk.services import returns

    most = MOST.paise
    data = replace(returns.gather("2026-06"), settlements=(schema.Settlement(
        id=1, case_no="12345/2026", at="2026-06-19T12:00:00", path="s13", proceeds_paise=most, fines_paise=most,
        feeding_paise=most, expenses_paise=most, surplus_paise=most, shortfall_paise=most,
        write_off_order="WO/1"),), sales=(schema.Sale(
        number="A-2026-27/00001", sold_at="2026-06-19T11:00:00", price_paise=most,
        auction_held_at="2026-06-19T11:00:00", place="Nedumangad market yard", conductor="Secretary", lot=1,
        buyer="Abdul Khader", buyer_residence="Pazhakutty",
        shares=(schema.Share(case_no="12345/2026", head_seq=1, amount_paise=most),)),))
    p = data.pound
    header = PoundHeader(p.name, p.place, p.local_authority, p.local_area, p.keeper_name)
    renderer = ReturnRenderer(ReturnDoc(header, data, 1, 0, datetime(2026, 7, 2, 10, 0), "AB12"))
    assert spilt(renderer.story()) == []
