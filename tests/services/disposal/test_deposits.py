"""Surplus proceeds held in deposit (s. 16(3), s. 17; rules.md Q4): three
calendar months to the corresponding date, claims in time keep it open,
late claims do not, and the closing by payment or crediting."""
from __future__ import annotations

from datetime import date, datetime, time

import pytest
from record_helpers import seize

from pound_desk.law import ledger as law
from pound_desk.law.money import Money
from pound_desk.models import DB
from pound_desk.models.disposal import Deposit, DepositClaimDecision, DepositClosing
from pound_desk.models.ledger import LedgerTxn, write_txn
from pound_desk.services import today
from pound_desk.services.books import ledger
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import deposits
from pound_desk.services.office import settings

R = Money.of_rupees
SURPLUS = R(1500)


def make_deposit(on: date, amount: Money = SURPLUS) -> Deposit:
    """A sale's surplus put in deposit, as the auction workflow does: the
    cash of the sale, then the surplus moved to the deposit account."""
    case = seize(datetime.combine(on, time(8)), kinds=("cow",))
    with DB.atomic():
        at = datetime.combine(on, time(12))
        write_txn(at, "sale_test", "sale", [law.debit("cash", amount), law.credit("sale_proceeds", amount)],
                  case=case)
        d = Deposit.create(case=case, deposited_on=on, amount_paise=amount.paise)
        write_txn(at, "deposit", "surplus to deposit", [law.debit("sale_proceeds", amount),
                                                        law.credit("deposit", amount)],
                  reference=f"deposit {d.id}", case=case)
    return d


def noon(d: date) -> datetime:
    return datetime.combine(d, time(12))


@pytest.mark.parametrize("deposited, last", [
    (date(2026, 11, 30), date(2027, 2, 28)),
    (date(2027, 11, 30), date(2028, 2, 29)),     # leap year
    (date(2026, 5, 31), date(2026, 8, 31)),
    (date(2026, 11, 29), date(2027, 2, 28)),
    (date(2026, 1, 15), date(2026, 4, 15)),
])
def test_s16_3_last_claim_day_is_the_corresponding_date(pound, deposited, last):
    d = make_deposit(deposited)
    assert deposits.view(d.id).last_claim_day == last


def test_s16_3_a_closed_last_day_runs_on(pound):
    settings.save(settings.OfficeSettings(closed_weekdays=frozenset({6})))   # Sundays
    d = make_deposit(date(2026, 11, 30))     # 28 Feb 2027 is a Sunday
    assert deposits.view(d.id).last_claim_day == date(2027, 3, 1)


def test_s17_crediting_a_day_early_refused_the_day_after_allowed(pound):
    d = make_deposit(date(2026, 11, 30))
    with pytest.raises(ServiceError) as e:
        deposits.credit(d.id, date(2027, 2, 28), now=noon(date(2027, 2, 28)))
    assert "28-02-2027" in str(e.value) and "01-03-2027" in str(e.value)
    assert not DepositClosing.select().exists()
    closing = deposits.credit(d.id, date(2027, 3, 1), now=noon(date(2027, 3, 1)))
    assert closing.outcome == "credited"
    txn = LedgerTxn.get(LedgerTxn.kind == "deposit_credited")
    assert txn.reference == f"deposit {d.id}"
    bal = ledger.balances()
    assert bal["deposit"] == R(0) and bal["la_fund"] == -R(1500)
    assert ledger.check().ok
    # a closing without its ledger transaction is found by the check
    with DB.atomic():
        DepositClosing.create(deposit=make_deposit(date(2026, 1, 5)), closed_on=date(2027, 3, 1),
                              outcome="credited", reference="typed by hand")
    assert any("was credited but is not in the ledger" in p for p in ledger.check().problems)
    with pytest.raises(ServiceError, match="already credited"):
        deposits.credit(d.id, date(2027, 3, 2), now=noon(date(2027, 3, 2)))


def test_s16_3_a_timely_claim_keeps_the_deposit_open(pound):
    d = make_deposit(date(2026, 5, 31))
    claim = deposits.record_claim(d.id, "Madhavan", date(2026, 8, 31), "owner of the cow, with the sale account",
                                  now=noon(date(2026, 8, 31)))
    v = deposits.view(d.id)
    assert [c.late for c in v.claims] == [False] and v.state(date(2026, 9, 10)) == "claim_pending"
    with pytest.raises(ServiceError, match="undecided: Madhavan"):
        deposits.credit(d.id, date(2026, 9, 10), now=noon(date(2026, 9, 10)))
    # no "credit it" action while the claim is pending
    assert deposits.actions(date(2026, 9, 10)) == []
    # decided against the claimant: now it may be credited
    deposits.reject_claim(claim.id, date(2026, 9, 15), "LA order 44/2026", now=noon(date(2026, 9, 15)))
    assert deposits.view(d.id).state(date(2026, 9, 15)) == "may_credit"
    deposits.credit(d.id, date(2026, 9, 15), now=noon(date(2026, 9, 15)))
    assert ledger.check().ok


def test_s16_3_a_late_claim_does_not_keep_it_open(pound):
    d = make_deposit(date(2026, 5, 31))
    deposits.record_claim(d.id, "Late Comer", date(2026, 9, 1), now=noon(date(2026, 9, 1)))
    v = deposits.view(d.id)
    assert v.claims[0].late and v.pending == ()
    with pytest.raises(ServiceError, match="after the last day"):
        deposits.pay(d.id, v.claims[0].id, date(2026, 9, 2), "LA order 1", now=noon(date(2026, 9, 2)))
    deposits.credit(d.id, date(2026, 9, 1), now=noon(date(2026, 9, 1)))
    assert deposits.view(d.id).outcome == "credited"


def test_s16_3_paid_to_a_claimant_whose_timely_claim_was_established(pound):
    d = make_deposit(date(2026, 11, 30), R(800))
    claim = deposits.record_claim(d.id, "Madhavan", date(2027, 1, 5), now=noon(date(2027, 1, 5)))
    with pytest.raises(Invalid) as e:
        deposits.pay(d.id, claim.id, date(2027, 1, 6), "", now=noon(date(2027, 1, 6)))
    assert [p.field for p in e.value.problems] == ["reference"]
    closing = deposits.pay(d.id, claim.id, date(2027, 1, 6), "LA order 3/2027", now=noon(date(2027, 1, 6)))
    assert (closing.outcome, closing.reference) == ("paid", "LA order 3/2027")
    assert DepositClaimDecision.get().established
    txn = LedgerTxn.get(LedgerTxn.kind == "deposit_paid")
    assert {p.account: p.amount_paise for p in txn.postings} == {"deposit": 80000, "remitted": -80000}
    assert ledger.check().ok
    with pytest.raises(ServiceError):
        deposits.record_claim(d.id, "Another", date(2027, 1, 7), now=noon(date(2027, 1, 7)))


def test_claims_refuse_blank_future_and_before_the_deposit(pound):
    d = make_deposit(date(2026, 5, 31))
    with pytest.raises(Invalid) as e:
        deposits.record_claim(d.id, "", date(2026, 6, 2), now=noon(date(2026, 6, 1)))
    assert {p.field for p in e.value.problems} == {"claimant", "preferred_on"}
    with pytest.raises(Invalid):
        deposits.record_claim(d.id, "X", date(2026, 5, 30), now=noon(date(2026, 6, 1)))


def test_needs_action_deposit_due_and_approaching(pound):
    d = make_deposit(date(2026, 5, 31))
    # 31 August is the last day: a week ahead it is named, not before
    assert deposits.actions(date(2026, 8, 23)) == []
    soon = deposits.actions(date(2026, 8, 24))
    assert [(a.deposit_id, a.overdue, a.due) for a in soon] == [(d.id, False, date(2026, 8, 31))]
    assert deposits.actions(date(2026, 8, 31))[0].overdue is False
    due = deposits.actions(date(2026, 9, 1))
    assert [(a.deposit_id, a.overdue) for a in due] == [(d.id, True)]
    codes = [(a.code, a.due) for a in today.needs_action(date(2026, 9, 1)) if a.code.startswith("deposit")]
    assert codes == [("deposit_due", date(2026, 8, 31))]
    codes = [a.code for a in today.needs_action(date(2026, 8, 25)) if a.code.startswith("deposit")]
    assert codes == ["deposit_soon"]
    deposits.credit(d.id, date(2026, 9, 1), now=noon(date(2026, 9, 1)))
    assert deposits.actions(date(2026, 9, 2)) == []


def test_s16_3_a_sales_surplus_in_deposit_from_the_auction_to_the_fund(pound):
    """Two cows brought 1 June 2026 10:00, unclaimed; the notice affixed 9 June
    and proclaimed 10 and 11 June; sold together on 19 June 11:00 for 9,001.
    Fines 2 x 200 = 400; feeding 19 commenced days (1 June 10:00 to 19 June
    11:00) x 60 x 2 = 2,280; the surplus of 6,321 goes to the deposit on 19
    June; its last claim day is 19 September; credited on 20 September."""
    from pound_desk.models.disposal import Notice, NoticeEvent
    from pound_desk.services.books import accounts
    from pound_desk.services.case import cases
    from pound_desk.services.disposal import auctions, settlements

    case = seize(datetime(2026, 6, 1, 10, 0), ("cow", "cow"))
    n = Notice.create(case=case, issued_on=date(2026, 6, 9), issued_by="Nedumangad Municipality",
                      village="Manjadi", market="Nedumangad market")
    for event, on in (("affixed", date(2026, 6, 9)), ("village", date(2026, 6, 10)),
                      ("market", date(2026, 6, 11))):
        NoticeEvent.create(notice=n, event=event, on=on, place=event)
    sold_at, now = datetime(2026, 6, 19, 11, 0), datetime(2026, 6, 19, 17, 0)
    a = auctions.create(held_at=sold_at, place="Nedumangad market yard", conductor_role="local_authority",
                        conductor="Secretary", conditions="Cash on the fall of the hammer",
                        conditions_order="Director's order LB/12/2026", now=now)
    lot = auctions.add_lot(a.id, [h.id for h in cases.view(case.case_no).heads])
    b = auctions.register_bidder(a.id, "Abdul Khader", "Pazhakutty", True)
    auctions.sell(lot.id, b.id, R(9001), sold_at, now=now)
    settlements.settle(case.case_no, datetime(2026, 6, 19, 12, 0), now=now)
    (v,) = deposits.all_deposits()
    assert (v.amount, v.deposited_on, v.last_claim_day) == (R(6321), date(2026, 6, 19), date(2026, 9, 19))
    f = accounts.figures(date(2026, 6, 19))
    assert f.sale_proceeds == R(9001) and f.held == {}
    # all of it goes to the local authority: the deposit is held by it (s. 16(3))
    r = accounts.remit(date(2026, 6, 19), now=now)
    assert Money(r.amount_paise) == R(9001)
    with pytest.raises(ServiceError, match="until 19-09-2026"):
        deposits.credit(v.id, date(2026, 9, 19), now=noon(date(2026, 9, 19)))
    deposits.credit(v.id, date(2026, 9, 20), now=noon(date(2026, 9, 20)))
    bal = ledger.balances()
    assert bal["la_fund"] == -R(6321) and bal["deposit"] == R(0) and bal["remitted"] == R(9001)
    assert ledger.check().ok
