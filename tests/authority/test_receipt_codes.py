"""A paper anchor: every receipt carries a QR code and a short code of its
number, amount and date signed with the pound's key; ``pound-desk
check-receipt CODE`` says whether it is genuine, and the local authority
whether it appears in the returns received."""
from __future__ import annotations

import sqlite3
from datetime import datetime

import pypdf
from cli_helpers import signed_main
from record_helpers import seize

from pound_desk.authority import imports, pounds
from pound_desk.authority import receipts as authority_receipts
from pound_desk.law.money import Money
from pound_desk.models import DB, Receipt, close_database
from pound_desk.returns import receipt_code as codes
from pound_desk.services import returns
from pound_desk.services.case import documents, releases
from pound_desk.services.desk.storage import open_database


def released():
    case = seize(datetime(2026, 6, 1, 10, 0), kinds=("cow",), owner="Anil")
    return releases.release_on_payment(case.case_no, datetime(2026, 6, 2, 11, 0), "Anil", Money.of_rupees(320),
                                       now=datetime(2026, 6, 2, 11, 5))


def test_every_receipt_prints_its_check_code(pound, tmp_path):
    r = released()
    doc = documents.receipt_doc(r.number)
    code = codes.parse(doc.check_code)
    assert (code.number, code.paise, code.day) == (r.number, r.total_paise, r.issued_at.date())
    assert doc.short_code == code.short and len(doc.short_code) == 14
    path = documents.print_receipt(r.number, tmp_path / "r.pdf")
    text = "".join(p.extract_text() for p in pypdf.PdfReader(path).pages)
    assert doc.short_code in text and "check-receipt" in text


def test_check_receipt_at_the_pound(pound, capsys):
    r = released()
    doc = documents.receipt_doc(r.number)
    path = DB.obj.database
    close_database()
    assert signed_main(["--db", path, "check-receipt", doc.check_code], user=None) == 0
    assert "Genuine: receipt" in capsys.readouterr().out
    assert signed_main(["--db", path, "check-receipt", doc.short_code.lower()], user=None) == 0
    assert r.number in capsys.readouterr().out
    # a forged amount: the signature does not hold
    forged = doc.check_code.replace(f".{r.total_paise}.", f".{r.total_paise - 10000}.")
    assert signed_main(["--db", path, "check-receipt", forged], user=None) == 1
    assert "Not genuine" in capsys.readouterr().out
    # the receipt removed from the register behind the program's back: the paper still proves it
    con = sqlite3.connect(path)
    for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type='trigger' AND tbl_name IN "
                               "('receipt', 'receipt_line', 'release')").fetchall():
        con.execute(f'DROP TRIGGER "{name}"')
    con.execute("PRAGMA foreign_keys = OFF")
    con.execute("DELETE FROM receipt WHERE id = ?", [r.id])
    con.commit()
    con.close()
    assert signed_main(["--db", path, "check-receipt", doc.check_code], user=None) == 1
    assert "the receipt was removed or changed since" in capsys.readouterr().out
    open_database(path)


def test_check_receipt_at_the_local_authority(pound, adb, tmp_path):
    r = released()
    code = documents.receipt_doc(r.number).check_code
    ok, text = authority_receipts.check(code)
    assert not ok and "signed by no registered pound" in text
    pounds.register("Nedumangad Municipal Pound", returns.keys.public_pem(returns.the_key()),
                    "Nedumangad Municipality")
    ok, text = authority_receipts.check(code)
    assert not ok and "in none of its returns received" in text
    stick = tmp_path / "stick"
    stick.mkdir()
    june = returns.export("2026-06", stick, now=datetime(2026, 7, 2, 10, 0))
    assert imports.import_file(june.path).status == "imported"
    ok, text = authority_receipts.check(code)
    assert ok and "in its return of 2026-06" in text
    assert Receipt.select().count() == 1


def test_the_short_code_an_owner_reads_off_the_receipt_at_the_local_authority(pound, adb, tmp_path):
    """The owner has the paper, not a phone to read its QR code: the twelve
    letters under it are enough once the month's return is in."""
    r = released()
    doc = documents.receipt_doc(r.number)
    pounds.register("Nedumangad Municipal Pound", returns.keys.public_pem(returns.the_key()),
                    "Nedumangad Municipality")
    ok, text = authority_receipts.check(doc.short_code)
    assert not ok and f"No receipt in the returns received has the check code {doc.short_code}" in text
    stick = tmp_path / "stick"
    stick.mkdir()
    june = returns.export("2026-06", stick, now=datetime(2026, 7, 2, 10, 0))
    assert imports.import_file(june.path).status == "imported"
    for typed in (doc.short_code, doc.short_code.lower().replace("-", "")):
        ok, text = authority_receipts.check(typed)
        assert ok and r.number in text and "in its return of 2026-06" in text, text
    # another receipt's letters find nothing, and a code of a sale is not taken for it
    other = codes.short_of(b"another signature")
    assert other != doc.short_code
    ok, text = authority_receipts.check(other)
    assert not ok and "No receipt in the returns received" in text
