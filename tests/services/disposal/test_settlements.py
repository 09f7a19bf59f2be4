"""Settlement of a case's proceeds (ss. 15(2), 16) and the account to the
owner (s. 15(3)-(5)). Figures by hand from the fixture's rates: a cow's
fine is Rs 200 and its feeding Rs 60 for each commenced 24 hours; brought
on 1 June 10:00, by 19 June 11:00 or 12:00 a cow has run 19 periods
(Rs 1,140), so it owes Rs 1,340."""
from __future__ import annotations

from datetime import date, datetime

import pytest

from pound_desk.law.money import Money
from pound_desk.models import Release
from pound_desk.models.disposal import Deposit, OwnerAccount, Settlement
from pound_desk.models.ledger import LedgerTxn
from pound_desk.services.books import ledger
from pound_desk.services.case import cases
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import auctions, settlements
from tests.record_helpers import seize
from tests.services.disposal.test_auctions import (
    AUCTION_AT,
    BROUGHT,
    NOW,
    assert_ledger_ok,
    auction,
    bidder,
    head_ids,
    noticed,
    refused,
)

SETTLE_AT = datetime(2026, 6, 19, 12, 0)
WRITE_OFF = dict(authority="Secretary, Nedumangad Municipality", number="WO/7/2026",
                 issued_on=date(2026, 6, 20), reasons="Proceeds short; Q19: not pursued against the owner")


def sold_s13(price_rupees: int, expense_rupees: int = 150):
    case = seize(BROUGHT, ("cow", "cow"))
    noticed(case)
    a = auction()
    lot = auctions.add_lot(a.id, head_ids(case))
    if expense_rupees:
        auctions.add_expense(a.id, case.case_no, Money.of_rupees(expense_rupees), "Crier and drum",
                             date(2026, 6, 19), now=NOW)
    auctions.sell(lot.id, bidder(a).id, Money.of_rupees(price_rupees), AUCTION_AT, now=NOW)
    return case


def sold_s15():
    """Three cows; the owner refused on 3 June; two sold for 3,000 and 1,500
    with Rs 200 expenses: 4,500 covers 4,020 + 200; the third stays."""
    case = seize(BROUGHT, ("cow", "cow", "cow"), owner="Joseph")
    refused(case)
    a = auction()
    h1, h2, _ = head_ids(case)
    l1, l2 = auctions.add_lot(a.id, [h1]), auctions.add_lot(a.id, [h2])
    b = bidder(a)
    auctions.add_expense(a.id, case.case_no, Money.of_rupees(200), "Drum", date(2026, 6, 19), now=NOW)
    auctions.sell(l1.id, b.id, Money.of_rupees(3000), AUCTION_AT, now=NOW)
    auctions.sell(l2.id, b.id, Money.of_rupees(1500), datetime(2026, 6, 19, 11, 10), now=NOW)
    return case


def test_s13_surplus_goes_to_the_deposit(pound):
    case = sold_s13(9000)
    p = settlements.preview(case.case_no, SETTLE_AT)
    assert not p.problems and p.path == "s13"
    assert (p.distribution.fines, p.distribution.feeding) == (Money.of_rupees(400), Money.of_rupees(2280))
    assert p.distribution.surplus == Money.of_rupees(6170)
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    assert s.surplus_paise == 617000 and s.shortfall_paise == 0 and s.path == "s13"
    (dep,) = Deposit.select().where(Deposit.case == case)
    assert dep.amount_paise == 617000 and dep.deposited_on == date(2026, 6, 19) and dep.settlement_id == s.id
    bal = ledger.balances()
    assert bal["deposit"] == -Money.of_rupees(6170)
    assert bal["sale_proceeds"] == Money.zero()
    assert bal["fines"] == -Money.of_rupees(400) and bal["feeding"] == -Money.of_rupees(2280)
    assert bal["sale_expenses"] == Money.zero()
    assert LedgerTxn.get(LedgerTxn.reference == f"settlement {s.id}").kind == "settlement"
    assert_ledger_ok()
    # the case's settlements as the desk reads them: frozen, the amounts in Money
    [line] = settlements.of_case(case.case_no)
    assert (line.id, line.at, line.path) == (s.id, s.at, "s13")
    assert [line.proceeds, line.fines, line.feeding, line.expenses, line.surplus, line.shortfall] == [
        Money(x) for x in (s.proceeds_paise, s.fines_paise, s.feeding_paise, s.expenses_paise, s.surplus_paise,
                           s.shortfall_paise)]
    # nothing is left to settle
    with pytest.raises(Invalid) as e:
        settlements.settle(case.case_no, datetime(2026, 6, 19, 13, 0), now=NOW)
    assert "no sale proceeds" in str(e.value)
    # an s. 13 surplus is not the owner's account
    with pytest.raises(ServiceError):
        settlements.record_account(s.id, SETTLE_AT, "Someone", "owner", True, now=NOW)


def test_a_shortfall_needs_a_write_off_order(pound):
    case = sold_s13(2000)
    with pytest.raises(Invalid) as e:
        settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    assert e.value.problems[0].field == "write_off"
    assert "₹830.00" in str(e.value)
    assert not Settlement.select().exists()
    with pytest.raises(Invalid) as e:
        settlements.settle(case.case_no, SETTLE_AT, write_off=dict(WRITE_OFF, number=""), now=NOW)
    assert "write_off.number" in {p.field for p in e.value.problems}
    with pytest.raises(Invalid) as e:
        settlements.settle(case.case_no, SETTLE_AT, now=NOW,
                           write_off=dict(WRITE_OFF, authority_role="director"))
    assert "write_off.authority_role" in {p.field for p in e.value.problems}
    s = settlements.settle(case.case_no, SETTLE_AT, write_off=WRITE_OFF, now=NOW)
    assert s.shortfall_paise == 83000 and s.surplus_paise == 0
    assert s.write_off.purpose == "write_off" and s.write_off.authority.startswith("Secretary")
    assert ledger.balances()["shortfall"] == Money.of_rupees(830)
    assert not Deposit.select().exists()
    assert_ledger_ok()


def test_a_case_with_heads_left_is_settled_only_when_closed(pound):
    case = seize(BROUGHT, ("cow", "cow"))
    noticed(case)
    a = auction()
    first, second = head_ids(case)
    lot = auctions.add_lot(a.id, [first])
    auctions.sell(lot.id, bidder(a).id, Money.of_rupees(5000), AUCTION_AT, now=NOW)
    with pytest.raises(Invalid) as e:
        settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    assert e.value.problems[0].field == "close"
    assert "1 head of case" in str(e.value) and "is still in the pound" in str(e.value)
    s = settlements.settle(case.case_no, SETTLE_AT, close=True, now=NOW)
    # only the sold cow's dues (Rs 1,340) come out of an s. 13 sale's proceeds
    assert (s.fines_paise, s.feeding_paise, s.surplus_paise) == (20000, 114000, 366000)
    assert_ledger_ok()


def test_s15_account_accepted_delivers_the_rest_and_pays_the_balance(pound):
    case = sold_s15()
    p = settlements.preview(case.case_no, SETTLE_AT)
    assert p.path == "s15" and p.held == 1 and not p.problems
    # all three cows' dues up to the settlement: 3 x 1,340; expenses 200
    assert p.distribution.deductions == Money.of_rupees(4220)
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    assert s.surplus_paise == 28000
    assert ledger.balances()["owner_balance"] == -Money.of_rupees(280)
    assert not Deposit.select().exists()
    with pytest.raises(Invalid) as e:
        settlements.record_account(s.id, datetime(2026, 6, 19, 11, 59), "", "owner", True, now=NOW)
    assert {p.field for p in e.value.problems} == {"claimant_name", "at"}
    cash_before = ledger.balances()["cash"]
    acc = settlements.record_account(s.id, datetime(2026, 6, 19, 12, 30), "Joseph", "owner", True, now=NOW)
    assert acc.accepted and acc.balance_paise == 28000
    rel = Release.get_by_id(acc.release_id)
    assert rel.basis == "s15" and rel.claimant_name == "Joseph"
    assert not cases.view(case.case_no).held
    assert ledger.balances()["owner_balance"] == Money.zero()
    assert ledger.balances()["cash"] == cash_before - Money.of_rupees(280)
    assert LedgerTxn.get(LedgerTxn.reference == f"owner account {acc.id}").kind == "owner_balance"
    assert_ledger_ok()
    with pytest.raises(ServiceError):
        settlements.record_account(s.id, datetime(2026, 6, 19, 12, 40), "Joseph", "owner", True, now=NOW)


def test_s15_account_refused_sends_the_money_to_deposit_and_the_cattle_back_to_notice(pound):
    case = sold_s15()
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    # after the settlement, no more of the owner's cattle are sold on the s. 15 footing
    later = auction(at=datetime(2026, 6, 19, 15, 0))
    third = head_ids(case)[2]
    found = {c.head_id: c for c in auctions.candidates(later.id)}
    assert any("settled on 19-06-2026" in m for m in found[third].problems)
    acc = settlements.record_account(s.id, datetime(2026, 6, 19, 12, 30), "Joseph", "owner", False, now=NOW)
    assert not acc.accepted and acc.release_id is None
    (dep,) = Deposit.select().where(Deposit.case == case)
    assert dep.amount_paise == 28000 and dep.deposited_on == date(2026, 6, 19)
    bal = ledger.balances()
    assert bal["owner_balance"] == Money.zero() and bal["deposit"] == -Money.of_rupees(280)
    assert LedgerTxn.get(LedgerTxn.reference == f"deposit {dep.id}").kind == "deposit"
    assert [h.id for h in cases.view(case.case_no).held] == [third]
    found = {c.head_id: c for c in auctions.candidates(later.id)}
    assert any("deemed unclaimed" in m for m in found[third].problems)
    assert OwnerAccount.select().count() == 1
    assert_ledger_ok()


def test_a_settlement_is_not_dated_in_the_future(pound):
    case = sold_s13(9000)
    with pytest.raises(Invalid):
        settlements.settle(case.case_no, datetime(2026, 7, 1, 12, 0), now=NOW)


def test_refused_account_starts_the_notice_when_the_places_are_known(pound):
    from pound_desk.models.disposal import Notice
    from pound_desk.services.disposal import unclaimed
    from pound_desk.services.office import authorities

    authorities.add_place("Nedumangad", "Manjadi", "village")
    authorities.add_place("Nedumangad", "Nedumangad market", "market")
    case = sold_s15()
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    settlements.record_account(s.id, datetime(2026, 6, 19, 12, 30), "Joseph", "owner", False, now=NOW)
    (notice,) = Notice.select().where(Notice.case == case)
    assert notice.cause == "s15_5" and notice.issued_on == date(2026, 6, 19)
    assert (notice.village, notice.market) == ("Manjadi", "Nedumangad market")
    # the remaining cow waits for the notice's seven days, not the s. 15 footing
    footing = unclaimed.sale_footing(case, datetime(2026, 6, 20, 10, 0))
    assert footing.path == "" and "not yet" in footing.problems[0].message
    assert_ledger_ok()


def test_steps_ask_to_settle_and_to_give_the_account(pound):
    case = sold_s15()
    (step,) = settlements.steps(date(2026, 6, 19))
    assert (step.code, step.case_no, step.due) == ("settle", case.case_no, date(2026, 6, 19))
    assert "₹4,500.00" in step.en
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    (step,) = settlements.steps(date(2026, 6, 19))
    assert step.code == "owner_account" and "₹280.00" in step.en
    settlements.record_account(s.id, datetime(2026, 6, 19, 12, 30), "Joseph", "owner", True, now=NOW)
    assert settlements.steps(date(2026, 6, 19)) == []


def test_no_step_while_heads_of_an_unclaimed_case_are_left_to_sell(pound):
    case = seize(BROUGHT, ("cow", "cow"))
    noticed(case)
    a = auction()
    lot = auctions.add_lot(a.id, head_ids(case)[:1])
    auctions.sell(lot.id, bidder(a).id, Money.of_rupees(5000), AUCTION_AT, now=NOW)
    assert settlements.steps(date(2026, 6, 19)) == []


def test_needs_action_lists_the_settlement(pound):
    from pound_desk.services import today

    case = sold_s13(9000)
    codes = [(a.code, a.case_no) for a in today.needs_action(date(2026, 6, 19))]
    assert ("settle", case.case_no) in codes


def test_disposal_otherwise_money_is_settled_like_a_sale(pound):
    case = seize(BROUGHT, ("cow", "cow"))
    noticed(case)
    order = dict(authority="Director of Panchayats", number="DP/33/2026", issued_on=date(2026, 6, 20),
                 reasons="Old and infirm; no bid expected")
    at = datetime(2026, 6, 21, 9, 0)          # 20 periods begun since 1 June 10:00
    auctions.dispose_otherwise(case.case_no, [1, 2], at, "Sold by private treaty", "Raghavan",
                               Money.of_rupees(700), order, now=NOW)
    with pytest.raises(Invalid) as e:
        settlements.settle(case.case_no, at, now=NOW)
    assert "₹2,100.00" in str(e.value)        # 400 fines + 2,400 feeding - 700
    s = settlements.settle(case.case_no, at, write_off=WRITE_OFF, now=NOW)
    assert (s.proceeds_paise, s.fines_paise, s.feeding_paise, s.shortfall_paise) == (70000, 40000, 240000, 210000)
    assert_ledger_ok()
