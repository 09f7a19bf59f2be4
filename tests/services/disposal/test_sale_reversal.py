"""A hammer price recorded wrong is corrected by a reversal that says why
(never an edit): the sale stays as recorded, the reversal names who, when
and why, the ledger's reversing entry balances; the lot's sale is recorded
again at the right price, and the settlement (s. 15(2), 16: fines, feeding
charges, the surplus to the deposit), the cash book, Form IV, the month's
return and the case history use the corrected figure and show the reversal
with its reason. Once money has gone on from the sale (its case settled, the
month's return sent) the reversal is refused, saying why.

Figures from tests/services/disposal/test_settlements.py: two cows, fines 400, feeding 2,280,
expenses 150; typed 90,000 instead of 9,000."""
from __future__ import annotations

from datetime import date, datetime

import peewee
import pytest

from pound_desk.law.money import Money
from pound_desk.models.corrections import SaleReversal
from pound_desk.models.disposal import Deposit, Sale
from pound_desk.models.ledger import LedgerTxn
from pound_desk.models.returns import ReturnExport
from pound_desk.services import case_history, returns
from pound_desk.services.books import accounts, ledger
from pound_desk.services.desk import session
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import auctions, sale_corrections, settlements
from tests.services.disposal.test_auctions import AUCTION_AT, NOW, assert_ledger_ok
from tests.services.disposal.test_settlements import SETTLE_AT, sold_s13

WRONG, RIGHT = Money.of_rupees(90000), Money.of_rupees(9000)
REASON = "Hammer price typed with an extra nought; the crier's sheet says Rs 9,000"


@pytest.fixture
def mistyped(pound):
    case = sold_s13(90000)
    sale = Sale.get()
    session.sign_in(session.Actor("K. Sasidharan", "keeper"))
    yield case, sale
    session.sign_out()


def test_a_reversal_needs_a_reason_and_changes_nothing_without_one(mistyped):
    case, sale = mistyped
    with pytest.raises(Invalid) as e:
        sale_corrections.reverse_sale(sale.number, "  ", now=NOW)
    assert e.value.problems[0].field == "reason"
    assert not SaleReversal.select().exists() and ledger.balances()["cash"] == WRONG - Money.of_rupees(150)


def test_the_sale_is_reversed_with_who_when_and_why_and_recorded_again(mistyped):
    case, sale = mistyped
    r = sale_corrections.reverse_sale(sale.number, REASON, now=NOW)
    assert (r.reason, r.reversed_by, r.reversed_at) == (REASON, "K. Sasidharan", NOW)
    # a frozen view of the reversal, with what the desk needs to sell the lot again
    kept = SaleReversal.get(SaleReversal.sale == sale.id)
    assert (r.reason, r.reversed_by, r.reversed_at, r.txn_id) == (kept.reason, kept.reversed_by, kept.reversed_at,
                                                                   kept.txn_id)
    assert (r.sale_id, r.sale_number, r.lot_id, r.lot_number, r.bidder_id, r.sold_at, r.price) == (
        sale.id, sale.number, sale.lot_id, sale.lot.number, sale.bidder_id, sale.sold_at, Money(sale.price_paise))
    assert Sale.get_by_id(sale.id).price_paise == WRONG.paise          # never edited
    txn = LedgerTxn.get_by_id(r.txn_id)
    assert txn.kind == "reversal" and txn.at == sale.sold_at and REASON in txn.memo
    assert ledger.balances()["cash"] == -Money.of_rupees(150)          # the wrong price is out again
    assert_ledger_ok()
    # the lot stands unsold, to be recorded again to the same buyer at the hammer's time
    (lot,) = auctions.lots(sale.lot.auction_id)
    assert lot.sale_number == "" and lot.sell_again[0] == sale.number and REASON in lot.reversals[0][0]
    with pytest.raises(ServiceError):
        sale_corrections.reverse_sale(sale.number, REASON, now=NOW)     # once only
    other = auctions.register_bidder(sale.lot.auction_id, "Someone Else", "Manjadi", True)
    with pytest.raises(Invalid) as e:
        auctions.sell(lot.id, other.id, RIGHT, NOW, now=NOW)
    assert "same buyer" in str(e.value)
    again = auctions.sell(lot.id, sale.bidder_id, RIGHT, NOW, now=NOW).sale
    assert again.sold_at == AUCTION_AT and again.release_id == sale.release_id and again.number != sale.number
    assert ledger.balances()["cash"] == RIGHT - Money.of_rupees(150)
    assert_ledger_ok()
    # the settlement takes the corrected figure: 9,000 - 400 - 2,280 - 150 = 6,170 to the deposit
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    assert s.proceeds_paise == RIGHT.paise and s.surplus_paise == 617000
    assert Deposit.get(Deposit.settlement == s).amount_paise == 617000
    # the documents: the receipt reversed says so, the new one names it; the account counts the right price
    gone = auctions.receipt_doc(sale.number)
    assert REASON in gone.reversal[0] and gone.price == WRONG
    assert auctions.receipt_doc(again.number).corrects == sale.number
    account = settlements.account_doc(s.id)
    assert [x.amount for x in account.sold] == [Money.of_rupees(4500), Money.of_rupees(4500)]
    assert REASON in account.reversals[0][0] and again.number in account.reversals[0][0]
    import io

    import pypdf

    from pound_desk.documents.owner_account import render_owner_account
    text = " ".join(" ".join((p.extract_text() or "").split())
                    for p in pypdf.PdfReader(io.BytesIO(render_owner_account(account))).pages)
    assert f"Sale {sale.number}" in text and "crier's sheet" in text and "₹9,000.00" in text
    # the cash book and Form IV of the day
    book = ledger.cash_book(date(2026, 6, 19), date(2026, 6, 19))
    assert any(REASON in line.memo and line.paid == WRONG for line in book.lines)
    assert book.closing == RIGHT - Money.of_rupees(150)
    assert accounts.figures(date(2026, 6, 19)).sale_proceeds == RIGHT
    # the month's return: both sales listed, the reversed one with its reason and not counted
    data = returns.gather("2026-06")
    by_number = {x.number: x for x in data.sales}
    assert by_number[sale.number].reversed.reason == REASON
    assert by_number[sale.number].reversed.recorded_again_as == again.number
    assert by_number[again.number].reversed is None
    # the case history
    history = " ".join(en for _, en, _ in case_history.events(case.id, case.case_no, []))
    assert f"Sale {sale.number}" in history and REASON in history


def test_no_reversal_once_the_proceeds_are_settled(mistyped):
    case, sale = mistyped
    settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    with pytest.raises(ServiceError) as e:
        sale_corrections.reverse_sale(sale.number, REASON, now=NOW)
    assert "was settled on 19-06-2026" in str(e.value)
    assert not SaleReversal.select().exists()


def test_no_reversal_once_the_months_return_is_sent(mistyped):
    case, sale = mistyped
    ReturnExport.create(period="2026-06", sequence=1, revision=0, file_name="r.zip", checksum="0" * 64,
                        manifest_sha256="0" * 64, content_sha256="0" * 64, destination="/media/stick",
                        made_at=datetime(2026, 7, 1, 9, 0), exported_at=datetime(2026, 7, 1, 9, 5))
    with pytest.raises(ServiceError) as e:
        sale_corrections.reverse_sale(sale.number, REASON, now=NOW)
    assert "return for 2026-06 was sent" in str(e.value)
    assert not SaleReversal.select().exists()


def test_the_command_line_reverses_a_sale_with_its_reason_and_refuses_what_it_may_not(pound, tmp_path, capsys):
    from cli_helpers import add_users, signed_main

    from pound_desk.models import close_database

    sold_s13(90000)
    sale = Sale.get()
    add_users("K. Sasidharan")
    close_database()
    db = str(tmp_path / "pound.sqlite3")
    assert signed_main(["--db", db, "auction", "reverse-sale", sale.number]) == 2      # the reason is required
    capsys.readouterr()
    assert signed_main(["--db", db, "auction", "reverse-sale", sale.number, "--reason", REASON]) == 0
    out = capsys.readouterr().out
    assert f"Reversed sale {sale.number}" in out and "₹90,000.00" in out
    assert signed_main(["--db", db, "auction", "sales", str(sale.lot.auction_id)], user=None) == 0
    out = capsys.readouterr().out
    assert "to be recorded again" in out and REASON in out
    assert signed_main(["--db", db, "auction", "reverse-sale", sale.number, "--reason", REASON]) == 1
    assert "already been reversed" in capsys.readouterr().err
    assert signed_main(["--db", db, "auction", "reverse-sale", "A-1999-00/99999", "--reason", REASON]) == 1
    assert "No sale A-1999-00/99999" in capsys.readouterr().err


def test_v15_a_register_of_v12_with_a_sale_gets_the_reversal_and_its_sale_can_be_reversed(tmp_path):
    """Schema v15 from v12: the reversal's table (chained, refusing changes)
    and the lot, release and head no longer unique to one sale; a sale made
    under v12 is reversed and recorded again."""
    import sqlite3

    from pound_desk.models import close_database
    from pound_desk.services.desk.storage import open_database

    path = tmp_path / "pound.sqlite3"
    open_database(path)
    from pound_desk.services.office import pound as pound_service
    from pound_desk.services.office import rates
    from tests.record_helpers import POUND_AREA, base_rates

    pound_service.set_up("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality", POUND_AREA,
                         "K. Sasidharan")
    rates.add(base_rates())
    sold_s13(90000)
    close_database()
    con = sqlite3.connect(path)    # as v12 left it: no reversal, one sale a lot, a release, a head
    con.execute("DROP TABLE sale_reversal")
    for index, table, column in (("sale_lot_id", "sale", "lot_id"), ("sale_release_id", "sale", "release_id"),
                                 ("sale_share_head_id", "sale_share", "head_id")):
        con.execute(f'DROP INDEX "{index}"')
        con.execute(f'CREATE UNIQUE INDEX "{index}" ON "{table}" ("{column}")')
    con.execute("PRAGMA user_version = 12")
    con.commit()
    con.close()
    db = open_database(path)
    try:
        from pound_desk.models.database import LATEST

        assert db.execute_sql("PRAGMA user_version").fetchone()[0] == LATEST
        unique = {r[1]: r[2] for t in ("sale", "sale_share") for r in db.execute_sql(f'PRAGMA index_list("{t}")')}
        assert unique["sale_lot_id"] == 0 and unique["sale_release_id"] == 0 and unique["sale_share_head_id"] == 0
        triggers = {r[0] for r in db.execute_sql("SELECT name FROM sqlite_master WHERE type = 'trigger' "
                                                 "AND tbl_name = 'sale_reversal'")}
        assert {"sale_reversal_no_update", "sale_reversal_no_delete"} <= triggers
        sale = Sale.get()
        sale_corrections.reverse_sale(sale.number, REASON, now=NOW)
        (lot,) = auctions.lots(sale.lot.auction_id)
        again = auctions.sell(lot.id, sale.bidder_id, RIGHT, NOW, now=NOW).sale
        assert again.release_id == sale.release_id
        assert_ledger_ok()
        with pytest.raises(peewee.IntegrityError, match="document of record: amend, never update"):
            db.execute_sql("UPDATE sale_reversal SET reason = 'edited'")
    finally:
        close_database()
