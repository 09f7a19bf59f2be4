"""The auction's documents as PDF text: the buyer's receipt, the sale list
with the bidders' declarations and the list check, and the account to the
owner with (a)-(f) of s. 15(3) and his receipt (s. 15(4))."""
from __future__ import annotations

import io
import unicodedata
from datetime import date, datetime

from pypdf import PdfReader

from pound_desk.documents.auction import render_sale_list, render_sale_receipt
from pound_desk.documents.owner_account import render_owner_account
from pound_desk.models import DocumentLog
from pound_desk.services.disposal import auctions, settlements
from pound_desk.services.office import authorities
from tests.services.disposal.test_auctions import NOW
from tests.services.disposal.test_settlements import SETTLE_AT, sold_s15


def text_of(pdf: bytes) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages)


def flat(text: str) -> str:
    # NFKC: English set inside a Malayalam paragraph is shaped with its ligatures ("ﬃ")
    return " ".join(unicodedata.normalize("NFKC", text).split())


def test_buyers_receipt(pound):
    case = sold_s15()
    a = auctions.auctions()[0]
    sale = auctions.sales(a.id)[0]
    text = flat(text_of(render_sale_receipt(auctions.receipt_doc(sale.number))))
    assert "A-2026-27/00001" in text and "Abdul Khader" in text and "Pazhakutty" in text
    assert "₹3,000.00" in text and "Rupees Three Thousand Only" in text
    assert "Director's order LB/12/2026" in text and "Cash on the fall of the hammer" in text
    assert f"{case.case_no}" in text and "s. 18(1)" in text
    assert "Nedumangad market yard" in text


def test_sale_list_shows_lots_bidders_and_a_list_match(pound):
    sold_s15()
    authorities.add_holder("police", "Vinod P", "Sub-Inspector, Nedumangad", date(2024, 1, 1), "PO 44/2024")
    a = auctions.auctions()[0]
    auctions.register_bidder(a.id, "Vinod P", "Nedumangad", True)
    doc = auctions.sale_list_doc(a.id)
    assert doc.total.paise == 450000
    text = flat(text_of(render_sale_list(doc)))
    assert "A-2026-27/00001" in text and "A-2026-27/00002" in text
    assert "₹4,500.00" in text
    assert "Police officer" in text and "PO 44/2024" in text
    assert "is on the list" in text and "may not purchase" in text
    assert "No match" in text
    assert "Drum" in text


def test_account_to_the_owner(pound):
    case = sold_s15()
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    settlements.record_account(s.id, datetime(2026, 6, 19, 12, 30), "Joseph", "owner", True, now=NOW)
    doc = settlements.account_doc(s.id)
    assert len(doc.sold) == 2 and [h.seq for h in doc.remaining] == [3]
    text = flat(text_of(render_owner_account(doc)))
    for part in ("Number of cattle seized", "Time impounded", "Fines and charges incurred",
                 "Number of cattle sold", "Proceeds of sale", "Manner in which the proceeds were disposed of"):
        assert part in text
    assert "18 days 2 hours" in text
    assert "₹600.00" in text and "₹3,420.00" in text and "₹4,500.00" in text and "₹280.00" in text
    assert "Rupees Two Hundred and Eighty Only" in text
    assert "Signature of the owner or agent" in text and "s. 15(4)" in text
    path = settlements.print_account(s.id)
    assert path.exists() and DocumentLog.select().where(DocumentLog.kind == "owner-account").count() == 1


def test_account_refused_says_so(pound):
    case = sold_s15()
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    settlements.record_account(s.id, datetime(2026, 6, 19, 12, 30), "Joseph", "owner", False, now=NOW)
    text = flat(text_of(render_owner_account(settlements.account_doc(s.id))))
    assert "refused to receive the remaining cattle" in text and "s. 15(5)" in text


def test_the_command_line_prints_the_auctions_documents(pound, db, tmp_path, capsys):
    from cli_helpers import add_users
    from cli_helpers import signed_main as main

    from pound_desk.models import close_database

    case = sold_s15()
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    a = auctions.auctions()[0]
    path = db.database
    add_users()
    close_database()
    for argv, name in ((["sale-receipt", "A-2026-27/00002"], "r.pdf"), (["sale-list", str(a.id)], "l.pdf"),
                       (["owner-account", str(s.id)], "o.pdf")):
        assert main(["--db", path, "print", *argv, "--out", str(tmp_path / "out" / name)]) == 0
        assert (tmp_path / "out" / name).read_bytes().startswith(b"%PDF")
    assert "₹1,500.00" in text_of((tmp_path / "out" / "r.pdf").read_bytes())
    assert main(["--db", path, "print", "sale-receipt", "A-2026-27/00099"]) != 0
    assert "No sale A-2026-27/00099" in capsys.readouterr().err


def test_s16_3_account_of_an_unclaimed_sale_holds_the_surplus_in_deposit(pound, tmp_path):
    """ss. 13(3), 15(3), 16(3): cattle sold unclaimed; the account shows the
    surplus held in deposit until its last claim day, not a balance due to
    the owner with his receipt; a receipt is printed only once an owner's
    claim is established and the deposit paid to him."""
    from pound_desk.models.disposal import Deposit
    from pound_desk.services.disposal import deposits
    from tests.services.disposal.test_settlements import sold_s13

    case = sold_s13(9000)
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    doc = settlements.account_doc(s.id)
    assert doc.path == "s13" and doc.deposit_last_day == date(2026, 9, 19)
    pdf = render_owner_account(doc)
    (tmp_path / "unclaimed-account.pdf").write_bytes(pdf)
    text = flat(text_of(pdf))
    assert "Balance due to the owner" not in text and "The owner's receipt" not in text
    assert "Surplus, held in deposit until its last claim day 19-09-2026 (s. 16(3))" in text
    assert "no receipt is taken" in text and "₹6,170.00" in text
    dep = Deposit.get(Deposit.case == case)
    claim = deposits.record_claim(dep.id, "Rajan P.", date(2026, 7, 1), "The cows were his",
                                  now=datetime(2026, 7, 1, 11, 0))
    deposits.pay(dep.id, claim.id, date(2026, 7, 10), "Order LA/12/2026", now=datetime(2026, 7, 10, 11, 0))
    pdf = render_owner_account(settlements.account_doc(s.id))
    (tmp_path / "unclaimed-account-paid.pdf").write_bytes(pdf)
    text = flat(text_of(pdf))
    assert "from the deposit on 10-07-2026" in text and "Order LA/12/2026" in text
    assert "Signature of the claimant" in text and "Rajan P." in text
