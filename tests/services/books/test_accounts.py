"""The daily accounts (rules 13, 15, 16, 17; s. 16(2)): the daily statement
in Form IV, the remittance with its voucher numbered per financial year,
maintenance spent and advances received. Every figure below is counted by
hand from the seizures and releases the test makes."""
from __future__ import annotations

import json
from datetime import date, datetime

import pytest
from pypdf import PdfReader
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models.ledger import DailyStatement, LedgerPosting, LedgerTxn, Remittance
from pound_desk.services.books import accounts, ledger
from pound_desk.services.case import releases
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.office import keepers, settings

R = Money.of_rupees
DAY = date(2026, 3, 31)
EVENING = datetime(2026, 3, 31, 18, 0)


def _text(path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


@pytest.fixture
def day_of_work(pound):
    """31 March 2026 at Nedumangad (fines: cow 200, buffalo 250, goat 100;
    feeding a day: cow 60, buffalo 70, goat 30; pig has no rate):
    - a buffalo brought on 30 March at 08:00, released 31 March 11:00: fine 250,
      feeding 2 periods (27 hours) = 140;
    - two cows and a goat brought 31 March 09:00; the goat released at 15:00:
      fine 100, feeding 1 period = 30;
    - a pig brought 31 March 10:00 (no feeding rate);
    - a cow brought 31 March 23:59 (impounded that day, held at the close);
    - an ox brought 1 April 00:00 (the next day: not in this statement)."""
    buffalo = seize(datetime(2026, 3, 30, 8, 0), kinds=("buffalo",))
    cows = seize(datetime(2026, 3, 31, 9, 0), kinds=("cow", "cow", "goat"))
    seize(datetime(2026, 3, 31, 10, 0), kinds=("pig",))
    seize(datetime(2026, 3, 31, 23, 59), kinds=("cow",), now=datetime(2026, 4, 1, 0, 5))
    seize(datetime(2026, 4, 1, 0, 0), kinds=("ox",), now=datetime(2026, 4, 1, 0, 10))
    releases.release_on_payment(buffalo.case_no, datetime(2026, 3, 31, 11, 0), "Anil", R(390),
                                now=EVENING)
    releases.release_on_payment(cows.case_no, datetime(2026, 3, 31, 15, 0), "Beena", R(130),
                                head_seqs=[3], now=EVENING)
    return buffalo, cows


def test_rule_15_statement_figures_counted_by_hand(day_of_work):
    accounts.record_advance(DAY, "Daily advance", R(500), "LA advance 31/3", now=EVENING)
    accounts.record_maintenance(DAY, "Hay, 20 kg", R(240), "bill 7", now=EVENING)
    f = accounts.figures(DAY)
    assert f.impounded == {"cow": 3, "goat": 1, "pig": 1}
    assert f.held == {"cow": 3, "pig": 1}
    assert (f.fines, f.feeding) == (R(350), R(170))
    assert (f.advances, f.maintenance, f.sale_proceeds, f.remitted) == (R(500), R(240), R(0), R(0))
    assert f.cash_at_close == R(350 + 170 + 500 - 240)
    # next day: 3 cows at 60; the pig has no rate and is named, not guessed
    assert f.needed_total == R(180)
    assert f.no_rate == ("pig",)
    pig = next(n for n in f.needed if n.kind == "pig")
    assert pig.rate is None and pig.amount == R(0)
    assert ledger.check().ok


def test_rule_15_next_day_uses_the_rate_in_force_tomorrow(day_of_work):
    from pound_desk.law.rates import RateEntry, RateType
    from pound_desk.services.office import rates

    rates.add([RateEntry(RateType.FEEDING, "Nedumangad", "cow", R(75), date(2026, 4, 1), "Council 9/2026")])
    f = accounts.figures(DAY)
    assert f.needed_total == R(3 * 75)
    # the day before, the old rate is the one for the next day (31 March)
    assert accounts.figures(date(2026, 3, 30)).needed_total == R(70)   # the buffalo held at its close


def test_rule_15_one_statement_per_day_never_remade(day_of_work):
    s = accounts.make_statement(DAY, now=EVENING)
    figures = json.loads(s.figures)
    assert figures["fines_paise"] == 35000 and s.needed_paise == 18000
    assert s.keeper_name == "K. Sasidharan"
    # a later receipt does not remake it
    with pytest.raises(ServiceError, match="never remade"):
        accounts.make_statement(DAY, now=datetime(2026, 3, 31, 19, 0))
    assert DailyStatement.select().count() == 1
    assert DailyStatement.get().figures == s.figures


def test_rule_15_no_statement_for_a_day_to_come(day_of_work):
    with pytest.raises(Invalid) as e:
        accounts.make_statement(date(2026, 4, 1), now=EVENING)
    assert e.value.problems[0].field == "day"
    assert DailyStatement.select().count() == 0


def test_rule_15_statement_pdf(day_of_work, tmp_path):
    import hashlib

    from pound_desk.models import DocumentLog

    made = accounts.make_statement(DAY, now=EVENING)
    log = DocumentLog.get(DocumentLog.kind == "daily-statement")
    assert log.ref == "2026-03-31" and made.pdf_path.exists()
    assert log.sha256 == hashlib.sha256(made.pdf_path.read_bytes()).hexdigest()
    path = accounts.print_statement(DAY, tmp_path / "st.pdf")
    text = _text(path)
    assert "Daily statement" in text and "31-03-2026" in text
    assert "₹350.00" in text and "₹170.00" in text and "₹180.00" in text
    assert "No feeding rate is in force for: Pig" in text


def test_rule_13_remittance_voucher_numbered_per_financial_year(day_of_work):
    first = accounts.remit(DAY, now=EVENING)
    assert first.number == "R-2025-26/00001"
    assert Money(first.amount_paise) == R(350 + 170)
    txn = LedgerTxn.get(LedgerTxn.kind == "remittance")
    assert txn.reference == first.number and txn.at < datetime(2026, 4, 1)
    assert ledger.balances()["cash"] == R(0)
    assert ledger.check().ok
    # nothing left: refused, nothing written
    with pytest.raises(ServiceError, match="Nothing to remit"):
        accounts.remit(DAY, now=EVENING)
    # 1 April opens a new financial year and a new series
    cv = seize(datetime(2026, 4, 1, 9, 0), kinds=("goat",))
    releases.release_on_payment(cv.case_no, datetime(2026, 4, 1, 10, 0), "C", R(130),
                                now=datetime(2026, 4, 1, 17, 0))
    second = accounts.remit(date(2026, 4, 1), now=datetime(2026, 4, 1, 17, 0))
    assert second.number == "R-2026-27/00001"
    cv = seize(datetime(2026, 4, 2, 9, 0), kinds=("goat",))
    releases.release_on_payment(cv.case_no, datetime(2026, 4, 2, 10, 0), "D", R(130),
                                now=datetime(2026, 4, 2, 17, 0))
    third = accounts.remit(date(2026, 4, 2), now=datetime(2026, 4, 2, 17, 0))
    assert third.number == "R-2026-27/00002" and Money(third.amount_paise) == R(130)
    assert Remittance.select().count() == 3
    assert ledger.check().ok


def test_rule_13_an_earlier_day_after_a_later_remittance_is_refused(day_of_work):
    cv = seize(datetime(2026, 4, 1, 9, 0), kinds=("goat",))
    releases.release_on_payment(cv.case_no, datetime(2026, 4, 1, 10, 0), "C", R(130),
                                now=datetime(2026, 4, 1, 17, 0))
    accounts.remit(date(2026, 4, 1), now=datetime(2026, 4, 1, 17, 0))
    with pytest.raises(ServiceError, match="already made"):
        accounts.remit(DAY, now=datetime(2026, 4, 1, 17, 5))


def test_rule_13_remit_default_remits_the_feeding_charges_too(day_of_work):
    assert settings.current().feeding_charges == "remit"
    r = accounts.remit(DAY, now=EVENING)
    assert Money(r.amount_paise) == R(520)
    assert not LedgerTxn.select().where(LedgerTxn.kind == "feeding_retained").exists()


def test_s16_2_retain_keeps_the_feeding_charges_back(day_of_work):
    settings.save(settings.OfficeSettings(feeding_charges="retain"))
    r = accounts.remit(DAY, now=EVENING)
    assert Money(r.amount_paise) == R(350)        # the fines only
    kept = LedgerTxn.get(LedgerTxn.kind == "feeding_retained")
    assert kept.reference == r.number
    assert {p.account: p.amount_paise for p in kept.postings} == {"feeding_retained": 17000, "cash": -17000}
    bal = ledger.balances()
    assert bal["cash"] == R(0) and bal["feeding_retained"] == R(170) and bal["remitted"] == R(350)
    assert ledger.check().ok
    doc = accounts.voucher_doc(r.number)
    assert doc.retained == R(170)


def test_rule_17_unspent_advance_is_not_remitted(day_of_work):
    accounts.record_advance(DAY, "Daily advance", R(500), "LA 31/3", now=EVENING)
    accounts.record_maintenance(DAY, "Hay", R(240), now=EVENING)
    plan = accounts.remittance_plan(DAY)
    assert plan.cash == R(780) and plan.advance_unspent == R(260)
    r = accounts.remit(DAY, now=EVENING)
    assert Money(r.amount_paise) == R(520)
    assert ledger.balances()["cash"] == R(260)
    assert ledger.check().ok


def test_rule_13_voucher_shows_what_stays_with_the_keeper_and_why(day_of_work):
    """Cash in hand 780 = 520 receipts + 260 of the advance unspent: the
    voucher says so, line by line, down to the 520 remitted."""
    accounts.record_advance(DAY, "Daily advance", R(500), "LA 31/3", now=EVENING)
    accounts.record_maintenance(DAY, "Hay", R(240), now=EVENING)
    r = accounts.remit(DAY, now=EVENING)
    text = " ".join(_text(r.pdf_path).split())
    assert "Cash in hand at the close ₹780.00" in text
    assert "Less the maintenance advance not yet spent (rule 17) ₹260.00" in text
    assert "Amount remitted ₹520.00" in text
    assert "sale proceeds not yet distributed" not in text     # none were held


def test_rule_13_nothing_received_nothing_remitted(pound):
    with pytest.raises(ServiceError, match="Nothing to remit"):
        accounts.remit(DAY, now=EVENING)
    assert Remittance.select().count() == 0 and LedgerTxn.select().count() == 0


def test_rule_13_no_remittance_for_a_day_to_come(day_of_work):
    with pytest.raises(Invalid):
        accounts.remit(date(2026, 4, 1), now=EVENING)


def test_rule_13_voucher_pdf(day_of_work, tmp_path):
    from pound_desk.models import DocumentLog

    r = accounts.remit(DAY, now=EVENING)
    assert DocumentLog.get(DocumentLog.kind == "remittance").ref == r.number
    assert "R-2025-26/00001" in _text(r.pdf_path)
    text = _text(accounts.print_voucher(r.number, tmp_path / "v.pdf"))
    assert "R-2025-26/00001" in text and "₹520.00" in text
    assert "Five Hundred and Twenty" in text


def test_statement_after_remittance_shows_it(day_of_work):
    accounts.remit(DAY, now=EVENING)
    f = accounts.figures(DAY)
    assert f.remitted == R(520) and f.cash_at_close == R(0)


@pytest.mark.parametrize("record", [accounts.record_maintenance, accounts.record_advance])
def test_rules_16_17_entries_refuse_nothing_negative_and_future(pound, record):
    accounts.record_advance(DAY, "float", R(1000), now=EVENING)
    count = LedgerTxn.select().count()
    for amount in (R(0), Money(-100)):
        with pytest.raises(Invalid) as e:
            record(DAY, "Hay", amount, now=EVENING)
        assert [p.field for p in e.value.problems] == ["amount"]
    with pytest.raises(Invalid) as e:
        record(date(2026, 4, 1), "", R(10), now=EVENING)
    assert {p.field for p in e.value.problems} == {"on", "description"}
    assert LedgerTxn.select().count() == count
    # the day itself is allowed
    record(DAY, "Hay", R(10), now=EVENING)
    assert ledger.check().ok


def test_rule_16_maintenance_beyond_the_cash_in_hand_is_refused(pound):
    with pytest.raises(Invalid, match="cash in hand"):
        accounts.record_maintenance(DAY, "Hay", R(1), now=EVENING)
    accounts.record_advance(DAY, "advance", R(100), now=EVENING)
    t = accounts.record_maintenance(DAY, "Hay", R(100), now=EVENING)
    assert {p.account: p.amount_paise for p in t.postings} == {"maintenance": 10000, "cash": -10000}
    assert ledger.check().ok
    kinds = [e.kind for e in accounts.entries()]
    assert sorted(kinds) == ["advance", "maintenance"]


def test_s5_3_a_suspended_keeper_makes_no_statement(day_of_work):
    keepers.record("K. Sasidharan", "appointed", date(2026, 1, 1), "LA 1/2026")
    keepers.record("K. Sasidharan", "suspended", date(2026, 3, 31), "LA 9/2026")
    with pytest.raises(keepers.KeeperBarred):
        accounts.make_statement(DAY, now=EVENING)
    with pytest.raises(keepers.KeeperBarred):
        accounts.remit(DAY, now=EVENING)


def test_a_reversed_receipt_counts_against_the_day(day_of_work):
    txn = LedgerTxn.get(LedgerTxn.kind == "receipt", LedgerTxn.reference.endswith("00002"))
    ledger.reverse(txn.id, "entered twice", now=datetime(2026, 3, 31, 16, 0))
    f = accounts.figures(DAY)
    assert (f.fines, f.feeding) == (R(250), R(140))
    assert ledger.check().ok
    assert LedgerPosting.select().count() > 0


def test_rule_17_advance_acknowledgment_kept(pound):
    from pound_desk.models import DocumentLog

    t = accounts.record_advance(DAY, "Daily advance for feed", R(750), "LA voucher 31/3", now=EVENING)
    assert DocumentLog.get(DocumentLog.kind == "advance-acknowledgment").ref == f"advance-{t.id}"
    text = _text(t.pdf_path)
    assert "Acknowledgment of a maintenance" in text and "₹750.00" in text
    assert "LA voucher 31/3" in text and "Seven Hundred and Fifty" in text and "K. Sasidharan" in text


def test_rule_15_yesterdays_statement_missing_is_named(day_of_work):
    from pound_desk.services import today

    # before the office makes any statement, nothing is asked of it
    assert accounts.statement_missing(date(2026, 4, 1)) is None
    accounts.make_statement(date(2026, 3, 30), now=EVENING)
    assert accounts.statement_missing(date(2026, 3, 31)) is None      # 30 March made
    assert accounts.statement_missing(date(2026, 4, 1)) == DAY        # 31 March not
    actions = [a for a in today.needs_action(date(2026, 4, 1)) if a.code == "daily_statement"]
    assert [(a.due, a.case_no) for a in actions] == [(DAY, "")]
    accounts.make_statement(DAY, now=EVENING)
    assert accounts.statement_missing(date(2026, 4, 1)) is None


def test_rule_15_statement_made_mid_day_warns_and_a_later_entry_makes_a_revised_statement(pound, tmp_path):
    """Rule 15: a statement made at 1:58 PM, a release of ₹1,050 at 2:00 PM.
    The statement warned that the day was not over; the release makes a
    revised statement due, a new document that names the statement it
    revises and what changed, so that its cash in hand agrees with the cash
    book's close; the first statement's PDF stays as it was."""
    from pound_desk.models.findings import StatementRevision
    from pound_desk.services import today

    case = seize(datetime(2026, 3, 24, 9, 0), kinds=("cow", "cow", "goat"))     # 200+200+100, 4 periods
    first = accounts.make_statement(DAY, now=datetime(2026, 3, 31, 13, 58))
    assert "31-03-2026 is not over yet (13:58)" in first.warning
    assert json.loads(first.figures)["cash_at_close_paise"] == 0
    first_pdf = first.pdf_path.read_bytes()
    releases.release_on_payment(case.case_no, datetime(2026, 3, 31, 14, 0), "Beena", R(1700),
                                now=datetime(2026, 3, 31, 14, 0))
    cash = ledger.balances(accounts.close_of(DAY))["cash"]
    assert cash > Money.zero()
    assert accounts.revisions_due() == [DAY]
    assert any(a.code == "statement_revision" and a.due == DAY for a in today.needs_action(date(2026, 4, 1)))
    revised = accounts.make_statement(DAY, now=datetime(2026, 4, 1, 9, 0))
    assert revised.revision == 1 and revised.warning == ""
    r = StatementRevision.get()
    assert json.loads(r.figures)["cash_at_close_paise"] == cash.paise
    doc = accounts.statement_doc(DAY)
    assert doc.revision == 1 and doc.revises_made_at == datetime(2026, 3, 31, 13, 58)
    assert "cash in hand at the close ₹0.00 → ₹1,700.00" in doc.changes[0] and cash == R(1700)
    assert "fines collected ₹0.00 → ₹500.00" in doc.changes[0]
    text = " ".join(_text(revised.pdf_path).split())
    assert "Revised daily statement" in text and "revision 1" in text and "01:58 PM" in text
    assert first.pdf_path.read_bytes() == first_pdf and first.pdf_path != revised.pdf_path
    assert accounts.revisions_due() == []
    with pytest.raises(ServiceError, match="nothing in it has changed"):
        accounts.make_statement(DAY, now=datetime(2026, 4, 1, 10, 0))


def test_rule_15_fines_collected_include_fines_recovered_from_sale_proceeds(pound):
    """Rule 15 with s. 15(2): the fines deducted from sale proceeds when a
    sale is settled are fines collected that day, and the statement says so."""
    from pound_desk.services.disposal import auctions, settlements
    from tests.services.disposal.test_auctions import AUCTION_AT, auction, bidder, head_ids, noticed

    b = seize(datetime(2026, 6, 1, 10, 0), kinds=("cow", "cow"))
    noticed(b)
    auc = auction()
    lot = auctions.add_lot(auc.id, head_ids(b))
    auctions.sell(lot.id, bidder(auc).id, R(9000), AUCTION_AT, now=datetime(2026, 6, 19, 17, 0))
    settlements.settle(b.case_no, datetime(2026, 6, 19, 12, 0), now=datetime(2026, 6, 19, 17, 0))
    f = accounts.figures(date(2026, 6, 19))
    assert f.fines == Money.zero() and f.fines_from_sales == R(400)
    assert f.fines_collected == R(400)
    made = accounts.make_statement(date(2026, 6, 19), now=datetime(2026, 6, 20, 9, 0))
    text = " ".join(_text(made.pdf_path).split())
    assert "recovered from sale proceeds" in text and "₹400.00" in text
