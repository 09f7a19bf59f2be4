"""The buyer's receipt at a public auction carries a check code of its own
(PDS1.…, signed over the sale's number, hammer price, day and lot) on every
paper; ``check-receipt`` at the pound and ``authority check-receipt`` name
the sale, lot, buyer, hammer price and day, and say when it was reversed."""
from __future__ import annotations

import re
from datetime import datetime

import pypdf
import pytest
from cli_helpers import signed_main

from pound_desk.authority import imports, pounds
from pound_desk.authority import receipts as authority_receipts
from pound_desk.models import DB, close_database
from pound_desk.models.disposal import Sale
from pound_desk.returns import receipt_code as codes
from pound_desk.services import returns
from pound_desk.services.case import documents
from pound_desk.services.desk import session
from pound_desk.services.desk.storage import open_database
from pound_desk.services.disposal import auctions, sale_corrections
from tests.services.disposal.test_settlements import sold_s15

SHORT = re.compile(r"\b[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}\b")


def pdf_text(path) -> str:
    return " ".join(" ".join((p.extract_text() or "").split()) for p in pypdf.PdfReader(path).pages)


def first_sale() -> Sale:
    sold_s15()
    return Sale.select().order_by(Sale.id).first()


def test_the_sale_code_is_its_own_and_signed_the_same_way(pound):
    sale = first_sale()
    code = auctions.sale_code(sale)
    assert code.text.startswith("PDS1.") and codes.read(code.text) == code
    assert (code.number, code.paise, code.day, code.lot) == (sale.number, sale.price_paise, sale.sold_at.date(),
                                                             sale.lot.number)
    key = documents.signing.program_key(DB.obj).public_key()
    assert codes.genuine(code, key)
    with pytest.raises(ValueError):
        codes.parse(code.text)                    # not an owner's receipt's code
    # a release receipt's signature over the same figures is no sale's: the messages differ
    as_release = codes.make(documents.signing.program_key(DB.obj), code.number, code.paise, code.day)
    assert not codes.genuine(codes.SaleCode(code.number, code.paise, code.day, code.lot, as_release.signature), key)
    # another lot, the same signature: refused
    assert not codes.genuine(codes.SaleCode(code.number, code.paise, code.day, code.lot + 1, code.signature), key)


@pytest.mark.parametrize("paper", ["a4", "a5", "80mm", "58mm"])
def test_every_paper_of_the_buyers_receipt_prints_its_code(pound, tmp_path, paper):
    sale = first_sale()
    path = auctions.print_sale_receipt(sale.number, out=tmp_path / f"{paper}.pdf", paper=paper)
    text = pdf_text(path)
    assert auctions.sale_code(sale).short in text and "check-receipt" in text
    if paper == "a4":
        assert len(pypdf.PdfReader(path).pages) == 1      # the code beside the price: still one sheet


def test_a_sale_receipt_checked_at_the_pound_and_at_the_authority(pound, adb, tmp_path, capsys):
    sale = first_sale()
    path = auctions.print_sale_receipt(sale.number, out=tmp_path / "sale.pdf")
    (short,) = set(SHORT.findall(pdf_text(path)))      # the code as a person reads it off the paper
    full = auctions.receipt_doc(sale.number).check_code
    assert codes.parse_sale(full).short == short
    # at the authority, once the month's return is imported
    pounds.register("Nedumangad Municipal Pound", returns.keys.public_pem(returns.the_key()),
                    "Nedumangad Municipality")
    ok, said = authority_receipts.check(short)
    assert not ok and "No receipt in the returns received" in said
    ok, said = authority_receipts.check(full)
    assert not ok and "in none of its returns received" in said
    stick = tmp_path / "stick"
    stick.mkdir()
    june = returns.export("2026-06", stick, now=datetime(2026, 7, 2, 10, 0))
    assert imports.import_file(june.path).status == "imported"
    for code in (short, short.lower().replace("-", ""), full):
        ok, said = authority_receipts.check(code)
        assert ok, said
        for wanted in (sale.number, "lot 1", sale.bidder.name, "₹3,000.00", "19-06-2026", "return of 2026-06"):
            assert wanted in said, (wanted, said)
    forged = full.replace(".300000.", ".30000.")
    assert forged != full
    ok, said = authority_receipts.check(forged)
    assert not ok and "signed by no registered pound" in said
    # at the pound
    db = DB.obj.database
    close_database()
    try:
        for code in (short, full):
            assert signed_main(["--db", db, "check-receipt", code], user=None) == 0
            out = capsys.readouterr().out
            assert out.startswith("Genuine: buyer's receipt") and sale.number in out, out
            for wanted in ("lot 1", sale.bidder.name, "₹3,000.00", "19-06-2026"):
                assert wanted in out, (wanted, out)
        assert signed_main(["--db", db, "check-receipt", forged], user=None) == 1
        assert "Not genuine" in capsys.readouterr().out
        other_lot = full.replace(".20260619.1.", ".20260619.2.")
        assert other_lot != full
        assert signed_main(["--db", db, "check-receipt", other_lot], user=None) == 1
        assert "Not genuine" in capsys.readouterr().out
        # a code that is no code (a day that does not exist): said, with the forms a code takes
        assert signed_main(["--db", db, "check-receipt", full.replace(".20260619.", ".20261399.")], user=None) == 2
        assert "PDS1.…" in capsys.readouterr().out
    finally:
        open_database(db)


def test_a_reversed_sale_is_said_reversed_at_the_pound_and_the_authority(pound, adb, tmp_path, capsys):
    sale = first_sale()
    full = auctions.receipt_doc(sale.number).check_code
    session.sign_in(session.Actor("K. Sasidharan", "keeper"))
    try:
        sale_corrections.reverse_sale(sale.number, "Hammer price misheard", now=datetime(2026, 6, 19, 12, 0))
    finally:
        session.sign_out()
    doc = auctions.receipt_doc(sale.number)
    assert doc.check_code == full                      # the paper's code stays the same
    pounds.register("Nedumangad Municipal Pound", returns.keys.public_pem(returns.the_key()),
                    "Nedumangad Municipality")
    stick = tmp_path / "stick"
    stick.mkdir()
    assert imports.import_file(returns.export("2026-06", stick, now=datetime(2026, 7, 2, 10, 0)).path).status \
        == "imported"
    ok, said = authority_receipts.check(full)
    assert not ok and "REVERSED" in said and "Hammer price misheard" in said and sale.number in said
    db = DB.obj.database
    close_database()
    try:
        assert signed_main(["--db", db, "check-receipt", full], user=None) == 1
        out = capsys.readouterr().out
        assert "REVERSED" in out and "Hammer price misheard" in out and "K. Sasidharan" in out
    finally:
        open_database(db)
