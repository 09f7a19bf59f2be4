"""The auction (ss. 13(3), 15(1), 18(1)): lots of heads that may be sold,
the bidder register and its declaration, the sale and what refuses it, the
expenses of sale and disposal otherwise (s. 13 proviso). Figures worked by
hand from the fixture's rates (cow: fine Rs 200, feeding Rs 60 a commenced
24 hours)."""
from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pound_desk.law import disposal
from pound_desk.law.money import Money
from pound_desk.models import Release, ReleasedHead
from pound_desk.models.disposal import LotHead, Notice, NoticeEvent, OwnerRefusal, Sale, SaleShare, WrittenOrder
from pound_desk.models.ledger import LedgerTxn
from pound_desk.services.books import ledger
from pound_desk.services.case import cases, releases
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import auctions
from pound_desk.services.disputes import complaints
from pound_desk.services.office import authorities
from tests.record_helpers import seize

BROUGHT = datetime(2026, 6, 1, 10, 0)
# notice affixed 9 June, proclaimed 10 and 11 June: its date is 11 June (Q11),
# the last day to claim 18 June, the first day of sale 19 June
FIRST_SALE_DAY = date(2026, 6, 19)
AUCTION_AT = datetime(2026, 6, 19, 11, 0)
NOW = datetime(2026, 6, 30, 17, 0)


def noticed(case, affixed=date(2026, 6, 9), village=date(2026, 6, 10), market=date(2026, 6, 11)):
    n = Notice.create(case=case, issued_on=affixed, issued_by="Nedumangad Municipality",
                      village="Manjadi", market="Nedumangad market")
    for event, on in (("affixed", affixed), ("village", village), ("market", market)):
        NoticeEvent.create(notice=n, event=event, on=on, place=event)
    return n


def refused(case, at=datetime(2026, 6, 3, 12, 0)):
    return OwnerRefusal.create(case=case, at=at, claimant_name="Joseph", claimant_capacity="owner")


def auction(at=AUCTION_AT, **kw):
    args = dict(held_at=at, place="Nedumangad market yard", conductor_role="local_authority",
                conductor="Secretary, Nedumangad Municipality", conditions="Cash on the fall of the hammer",
                conditions_order="Director's order LB/12/2026", now=NOW)
    args.update(kw)
    return auctions.create(**args)


def head_ids(case):
    return [h.id for h in cases.view(case.case_no).heads]


def bidder(a, name="Abdul Khader", declared=True):
    return auctions.register_bidder(a.id, name, "Pazhakutty", declared)


def assert_ledger_ok():
    result = ledger.check()
    assert result.ok, result.problems


@pytest.fixture
def s13_case(pound):
    case = seize(BROUGHT, ("cow", "cow"), owner="")
    noticed(case)
    return case


# ---------------------------------------------------------------- auction and lots

def test_deputed_officer_needs_the_deputation_order(pound):
    with pytest.raises(Invalid) as e:
        auction(conductor_role="deputed", conductor="Revenue Inspector")
    fields = {p.field for p in e.value.problems}
    assert {"deputation.authority", "deputation.number", "deputation.issued_on",
            "deputation.reasons"} <= fields
    a = auction(conductor_role="deputed", conductor="Revenue Inspector",
                deputation=dict(authority_role="local_authority", authority="Secretary",
                                number="DEP/4/2026", issued_on=date(2026, 6, 15),
                                reasons="The Secretary is on leave on the auction day"))
    assert a.deputation.purpose == "deputation" and a.deputation.number == "DEP/4/2026"


def test_auction_needs_place_conditions_and_the_directors_order(pound):
    with pytest.raises(Invalid) as e:
        auction(place=" ", conditions="", conditions_order="")
    assert {p.field for p in e.value.problems} == {"place", "conditions", "conditions_order"}


def test_a_head_before_its_sale_day_cannot_go_in_a_lot(s13_case):
    early = auction(at=datetime(2026, 6, 18, 11, 0))
    found = {c.head_id: c for c in auctions.candidates(early.id)}
    c = found[head_ids(s13_case)[0]]
    assert not c.saleable and "19-06-2026" in c.problems[0]
    with pytest.raises(Invalid) as e:
        auctions.add_lot(early.id, head_ids(s13_case)[:1])
    assert "19-06-2026" in str(e.value)
    ok = auction()
    assert all(c.saleable and c.path == "s13" for c in auctions.candidates(ok.id))


def test_a_head_goes_in_one_unsold_lot_only_and_lots_are_numbered(s13_case):
    a = auction()
    first, second = head_ids(s13_case)
    lot = auctions.add_lot(a.id, [first], number=3)
    assert lot.number == 3
    with pytest.raises(Invalid) as e:
        auctions.add_lot(a.id, [first, second])
    assert "Already in lot 3" in str(e.value)
    assert auctions.add_lot(a.id, [second]).number == 4
    with pytest.raises(Invalid):
        auctions.add_lot(a.id, [second], number=3)


def test_a_case_without_notice_or_refusal_is_not_saleable(pound):
    seize(BROUGHT, ("cow",))
    a = auction()
    (c,) = auctions.candidates(a.id)
    assert "no notice" in c.problems[0]


# ---------------------------------------------------------------- bidders (s. 18(1))

def test_registration_without_the_declaration_is_refused(pound):
    a = auction()
    with pytest.raises(Invalid) as e:
        bidder(a, declared=False)
    assert [p.field for p in e.value.problems] == ["declared"]
    assert not auctions.bidders(a.id)
    b = bidder(a)
    assert b.number == 1 and b.declared


def test_a_barred_bidder_is_refused_the_sale_with_the_list_and_reference(s13_case):
    authorities.add_holder("member", "Suresh Kumar", "Ward 7 councillor", date(2025, 12, 21),
                           "Election result SEC/2025/117")
    a = auction()
    lot = auctions.add_lot(a.id, head_ids(s13_case)[:1])
    barred = bidder(a, "suresh  kumar")
    with pytest.raises(Invalid) as e:
        auctions.sell(lot.id, barred.id, Money.of_rupees(5000), AUCTION_AT, now=NOW)
    text = str(e.value)
    assert "Member of the local authority" in text and "SEC/2025/117" in text
    assert not Sale.select().exists() and not ReleasedHead.select().exists()
    assert_ledger_ok()


def test_the_pound_keeper_may_not_buy(s13_case):
    a = auction()
    lot = auctions.add_lot(a.id, head_ids(s13_case)[:1])
    keeper = bidder(a, "K. Sasidharan")
    with pytest.raises(Invalid) as e:
        auctions.sell(lot.id, keeper.id, Money.of_rupees(5000), AUCTION_AT, now=NOW)
    assert "pound-keeper" in str(e.value)


# ---------------------------------------------------------------- the sale

def test_a_sale_one_day_early_is_refused_and_on_the_day_allowed(s13_case):
    early = auction(at=datetime(2026, 6, 18, 9, 0))
    # the lot is made from the auction of the 19th, then sold at the earlier one's time: refused
    a = auction()
    lot = auctions.add_lot(a.id, head_ids(s13_case))
    b = bidder(a)
    with pytest.raises(Invalid) as e:
        auctions.sell(lot.id, b.id, Money.of_rupees(9001), datetime(2026, 6, 19, 10, 59), now=NOW)
    assert "starts at" in str(e.value)
    # the notice is amended by a later proclamation: 19 June is now one day early
    late = Notice.create(case=s13_case, issued_on=date(2026, 6, 12), issued_by="Municipality",
                         village="Manjadi", market="Nedumangad market")
    for ev, on in (("affixed", date(2026, 6, 12)), ("village", date(2026, 6, 12)),
                   ("market", date(2026, 6, 12))):
        NoticeEvent.create(notice=late, event=ev, on=on, place=ev)
    with pytest.raises(Invalid) as e:
        auctions.sell(lot.id, b.id, Money.of_rupees(9001), AUCTION_AT, now=NOW)
    assert "may be sold from 20-06-2026" in str(e.value) and "1 day early" in str(e.value)
    assert not Sale.select().exists()
    result = auctions.sell(lot.id, b.id, Money.of_rupees(9001), datetime(2026, 6, 20, 0, 0), now=NOW)
    sale = result.sale
    assert sale.number == "A-2026-27/00001"
    shares = [Money(s.amount_paise) for s in SaleShare.select().where(SaleShare.sale == sale).order_by(SaleShare.id)]
    assert shares == [Money(450050), Money(450050)]
    assert sum(shares, Money.zero()) == Money.of_rupees(9001)
    release = Release.get(Release.id == sale.release_id)
    assert release.basis == "sale" and release.claimant_name == "Abdul Khader"
    assert release.claimant_capacity == "buyer"
    assert not cases.view(s13_case.case_no).held
    txn = LedgerTxn.get(LedgerTxn.reference == sale.number)
    assert txn.kind == "sale" and txn.case_id == s13_case.id
    assert ledger.balances()["cash"] == Money.of_rupees(9001)
    assert ledger.balances()["sale_proceeds"] == -Money.of_rupees(9001)
    assert_ledger_ok()
    with pytest.raises(ServiceError):
        auctions.sell(lot.id, b.id, Money.of_rupees(1), datetime(2026, 6, 20, 1, 0), now=NOW)
    del early


def test_sale_numbers_run_per_financial_year(pound):
    old = seize(datetime(2026, 3, 1, 10, 0), ("goat", "goat"))
    noticed(old, date(2026, 3, 10), date(2026, 3, 10), date(2026, 3, 10))
    a = auction(at=datetime(2026, 3, 31, 10, 0))
    first, second = head_ids(old)
    l1, l2 = auctions.add_lot(a.id, [first]), auctions.add_lot(a.id, [second])
    b = bidder(a)
    s1 = auctions.sell(l1.id, b.id, Money.of_rupees(800), datetime(2026, 3, 31, 23, 59), now=NOW).sale
    s2 = auctions.sell(l2.id, b.id, Money.of_rupees(800), datetime(2026, 4, 1, 0, 0), now=NOW).sale
    assert (s1.number, s2.number) == ("A-2025-26/00001", "A-2026-27/00001")
    assert_ledger_ok()


def test_the_price_and_the_buyer_are_required(s13_case):
    a = auction()
    lot = auctions.add_lot(a.id, head_ids(s13_case))
    with pytest.raises(Invalid) as e:
        auctions.sell(lot.id, None, Money.zero(), AUCTION_AT, now=NOW)
    assert {p.field for p in e.value.problems} == {"price", "bidder"}


def test_a_pending_complaint_holds_the_sale_and_a_written_order_allows_it(s13_case):
    complaints.record(s13_case.case_no, date(2026, 6, 5), "Joseph", "Judicial First Class Magistrate",
                      now=datetime(2026, 6, 5, 12, 0))
    a = auction()
    lot = auctions.add_lot  # lots of a held case are refused too
    with pytest.raises(Invalid) as e:
        lot(a.id, head_ids(s13_case))
    assert "complaint" in str(e.value)
    # put the lot up in the store directly, as if made before the complaint was filed
    from pound_desk.models.disposal import Lot
    made = Lot.create(auction=a, number=1)
    for hid in head_ids(s13_case):
        LotHead.create(lot=made, head=hid)
    b = bidder(a)
    with pytest.raises(Invalid) as e:
        auctions.sell(made.id, b.id, Money.of_rupees(6000), AUCTION_AT, now=NOW)
    assert "pending before Judicial First Class Magistrate" in str(e.value)
    WrittenOrder.create(purpose="sale_despite_complaint", case=s13_case, authority_role="magistrate",
                        authority="JFCM Nedumangad", number="CMP 12/2026", issued_on=date(2026, 6, 17),
                        reasons="Animals ailing; proceeds to be kept")
    assert complaints.sale_allowed_despite(s13_case) is not None
    result = auctions.sell(made.id, b.id, Money.of_rupees(6000), AUCTION_AT, now=NOW)
    assert result.sale.price_paise == 600000
    assert_ledger_ok()


def test_a_decided_complaint_no_longer_holds_the_sale(s13_case):
    c = complaints.record(s13_case.case_no, date(2026, 6, 5), "Joseph", "JFCM",
                          now=datetime(2026, 6, 5, 12, 0))
    a = auction()
    with pytest.raises(Invalid, match="pending before JFCM"):     # held while it is pending (Q16)
        auctions.add_lot(a.id, head_ids(s13_case))
    complaints.decide(c.id, date(2026, 6, 18), "dismissed", "CMP 12/2026")
    lot = auctions.add_lot(a.id, head_ids(s13_case))
    result = auctions.sell(lot.id, bidder(a).id, Money.of_rupees(6000), AUCTION_AT, now=NOW)
    assert result.sale.price_paise == 600000
    assert {h.released_at for h in cases.view(s13_case.case_no).heads} == {AUCTION_AT}
    assert_ledger_ok()


def test_s15_as_many_as_necessary(pound):
    """Owner refused on 3 June; three cows. At the sale on 19 June 11:00 the
    dues of each cow are fine 200 + feeding 19 periods x 60 = 1,340, 4,020
    for the three; expenses 200."""
    case = seize(BROUGHT, ("cow", "cow", "cow"), owner="Joseph")
    refused(case)
    a = auction()
    h1, h2, h3 = head_ids(case)
    lots = [auctions.add_lot(a.id, [h]) for h in (h1, h2, h3)]
    b = bidder(a)
    auctions.add_expense(a.id, case.case_no, Money.of_rupees(200), "Drum and crier", date(2026, 6, 19),
                         now=NOW)
    first = auctions.sell(lots[0].id, b.id, Money.of_rupees(3000), AUCTION_AT, now=NOW)
    (pos,) = first.positions
    assert pos.dues == Money.of_rupees(4020) and pos.expenses == Money.of_rupees(200)
    assert pos.proceeds == Money.of_rupees(3000) and not pos.covered
    assert "1,220" in first.messages()[0][0] or "1220" in first.messages()[0][0]
    second = auctions.sell(lots[1].id, b.id, Money.of_rupees(1500), datetime(2026, 6, 19, 11, 10), now=NOW)
    (pos,) = second.positions
    assert pos.covered and "sell no more" in second.messages()[0][0]
    with pytest.raises(Invalid) as e:
        auctions.sell(lots[2].id, b.id, Money.of_rupees(1500), datetime(2026, 6, 19, 11, 20), now=NOW)
    text = str(e.value)
    assert "no more of this owner's cattle may be sold" in text
    assert "proceeds ₹4,500.00" in text or "4,500" in text
    assert cases.view(case.case_no).held[0].id == h3
    # the remaining cow cannot go in a new lot either
    later = auction(at=datetime(2026, 6, 19, 15, 0))
    found = {c.head_id: c for c in auctions.candidates(later.id)}
    assert any("cover the dues" in m for m in found[h3].problems)
    assert_ledger_ok()


def test_an_expense_is_for_a_case_in_the_auction_and_posted(s13_case):
    other = seize(BROUGHT, ("goat",))
    a = auction()
    auctions.add_lot(a.id, head_ids(s13_case))
    with pytest.raises(Invalid) as e:
        auctions.add_expense(a.id, other.case_no, Money.of_rupees(50), "Rope", date(2026, 6, 19), now=NOW)
    assert "no head in this auction" in str(e.value)
    with pytest.raises(Invalid) as e:
        auctions.add_expense(a.id, s13_case.case_no, None, "", date(2026, 6, 19), now=NOW)
    assert {p.field for p in e.value.problems} == {"amount", "description"}
    x = auctions.add_expense(a.id, s13_case.case_no, Money.of_rupees(150), "Crier", date(2026, 6, 19), now=NOW)
    txn = LedgerTxn.get(LedgerTxn.reference == f"expense {x.id}")
    assert txn.kind == "sale_expense"
    assert ledger.balances()["sale_expenses"] == Money.of_rupees(150)
    assert_ledger_ok()


def test_disposal_otherwise_needs_the_directors_order(s13_case):
    order = dict(authority="Director of Panchayats", number="DP/33/2026", issued_on=date(2026, 6, 20),
                 reasons="Old and infirm; no bid expected")
    with pytest.raises(Invalid) as e:
        auctions.dispose_otherwise(s13_case.case_no, [1], datetime(2026, 6, 21, 10, 0), "Given to a goshala",
                                   "Sree Krishna Goshala", None, dict(order, reasons=""), now=NOW)
    assert "order.reasons" in {p.field for p in e.value.problems}
    row = auctions.dispose_otherwise(s13_case.case_no, [1], datetime(2026, 6, 21, 10, 0),
                                     "Sold by private treaty at the market", "Raghavan",
                                     Money.of_rupees(700), order, now=NOW)
    assert row.order.authority_role == "director" and row.order.purpose == "dispose_otherwise"
    assert row.release.basis == "s13_proviso"
    assert [h.seq for h in cases.view(s13_case.case_no).held] == [2]
    assert LedgerTxn.get(LedgerTxn.reference == f"disposal {row.id}").kind == "other_disposal"
    pos = auctions.position(s13_case, datetime(2026, 6, 21, 12, 0))
    assert pos.proceeds == Money.of_rupees(700)
    assert_ledger_ok()


def test_disposal_otherwise_before_the_notice_runs_out_is_refused(s13_case):
    order = dict(authority="Director", number="DP/1", issued_on=date(2026, 6, 12), reasons="Ailing")
    with pytest.raises(Invalid) as e:
        auctions.dispose_otherwise(s13_case.case_no, [1], datetime(2026, 6, 18, 10, 0), "Goshala",
                                   "Goshala", None, order, now=NOW)
    assert "19-06-2026" in str(e.value)


def test_release_bases_are_described_in_both_languages(s13_case):
    a = auction()
    lot = auctions.add_lot(a.id, head_ids(s13_case))
    auctions.sell(lot.id, bidder(a).id, Money.of_rupees(9000), AUCTION_AT, now=NOW)
    cv = cases.view(s13_case.case_no)
    en, ml = releases.describe(cv.releases[0])
    assert "sold at public auction" in en and "Abdul Khader" in en
    assert "ലേലത്തിൽ വിറ്റു" in ml
    base = cv.releases[0]
    from dataclasses import replace
    en, ml = releases.describe(replace(base, basis="s15", claimant_capacity="owner"))
    assert "s. 15(3)" in en and "വകുപ്പ് 15(3)" in ml
    en, ml = releases.describe(replace(base, basis="s13_proviso", claimant_capacity="recipient"))
    assert "s. 13 proviso" in en and "ഡയറക്ടറുടെ ഉത്തരവ്" in ml


@given(st.integers(min_value=1, max_value=10**9), st.integers(min_value=1, max_value=40))
def test_apportioned_shares_add_up_to_the_price(paise, heads):
    shares = disposal.apportion(Money(paise), heads)
    assert len(shares) == heads
    assert sum(shares, Money.zero()) == Money(paise)
    assert max(shares) - min(shares) <= Money(1)


def test_month_end_and_a_closed_last_day_move_the_first_day_of_sale(pound):
    """Notice proclaimed on 28 February 2027 (not a leap year): the last day
    to claim is 7 March, the first day of sale 8 March; with the office closed
    on 7 March the last day moves to 8 March and the sale to 9 March (Q20)."""
    from pound_desk.services.office import settings

    case = seize(datetime(2027, 2, 10, 9, 0), ("goat",))
    noticed(case, date(2027, 2, 26), date(2027, 2, 27), date(2027, 2, 28))
    a = auction(held_at=datetime(2027, 3, 7, 10, 0), now=datetime(2027, 3, 20))
    lot_head = head_ids(case)[0]
    assert "08-03-2027" in auctions.candidates(a.id)[0].problems[0]
    ok = auction(held_at=datetime(2027, 3, 8, 10, 0), now=datetime(2027, 3, 20))
    assert auctions.candidates(ok.id)[0].saleable
    settings.add_closed_day(date(2027, 3, 7), "Office closed")
    (c,) = auctions.candidates(ok.id)
    assert "09-03-2027" in c.problems[0] and "1 day early" in c.problems[0]
    lot = lot_of(auction(held_at=datetime(2027, 3, 9, 10, 0), now=datetime(2027, 3, 20)), lot_head)
    b = auctions.register_bidder(lot.auction_id, "Abdul Khader", "Pazhakutty", True)
    sale = auctions.sell(lot.id, b.id, Money.of_rupees(900), datetime(2027, 3, 9, 10, 0),
                         now=datetime(2027, 3, 20)).sale
    assert sale.number == "A-2026-27/00001"
    assert_ledger_ok()


def lot_of(a, head_id):
    return auctions.add_lot(a.id, [head_id])


def test_a_lot_from_two_cases_releases_each_case_and_splits_the_price(pound):
    one = seize(BROUGHT, ("cow",))
    two = seize(datetime(2026, 6, 1, 11, 0), ("ox", "ox"))
    noticed(one)
    noticed(two)
    a = auction()
    lot = auctions.add_lot(a.id, head_ids(one) + head_ids(two))
    sale = auctions.sell(lot.id, bidder(a).id, Money(1000001), AUCTION_AT, now=NOW).sale
    shares = [s.amount_paise for s in SaleShare.select().where(SaleShare.sale == sale).order_by(SaleShare.id)]
    assert shares == [333334, 333334, 333333]
    releases_ = {r.case_id: r for r in Release.select().where(Release.basis == "sale")}
    assert set(releases_) == {one.id, two.id}
    assert {rh.head_id for rh in ReleasedHead.select()} == set(head_ids(one) + head_ids(two))
    txn = LedgerTxn.get(LedgerTxn.reference == sale.number)
    assert txn.case_id is None and "1/2026, 2/2026" in txn.memo
    assert auctions.position(two, AUCTION_AT).proceeds == Money(666667)
    assert_ledger_ok()


def test_a_head_released_after_the_auctions_start_cannot_go_in_a_lot(s13_case):
    a = auction()
    releases.release_on_payment(s13_case.case_no, datetime(2026, 6, 19, 12, 0), "Joseph", Money.of_rupees(5000),
                                head_seqs=[1], now=NOW)
    first, second = head_ids(s13_case)
    found = {c.head_id: c for c in auctions.candidates(a.id)}
    assert "Released from the pound at 19-06-2026 12:00 PM" in found[first].problems
    assert found[second].saleable
    with pytest.raises(Invalid):
        auctions.add_lot(a.id, [first])
    assert_ledger_ok()


def test_s13_2_notice_names_the_place_and_hour_of_the_auction_scheduled_for_its_heads(s13_case):
    from pound_desk.models.disposal import NoticeHead
    from pound_desk.models.records import NoticeSale
    from pound_desk.services.disposal import unclaimed

    n = Notice.get(Notice.case == s13_case)
    for hid in head_ids(s13_case):
        NoticeHead.create(notice=n, head=hid)
    NoticeSale.create(notice=n, place="Manjadi junction", sale_at=datetime(2026, 6, 20, 10, 0))
    doc = unclaimed.notice_doc(n)
    assert (doc.sale_place, doc.sale_at) == ("Manjadi junction", datetime(2026, 6, 20, 10, 0))
    a = auction()
    auctions.add_lot(a.id, [head_ids(s13_case)[0]])
    doc = unclaimed.notice_doc(n)          # the auction scheduled names them now
    assert (doc.sale_place, doc.sale_at) == ("Nedumangad market yard", AUCTION_AT)


def test_s15_1_sale_inside_the_s19_window_asks_a_reason_and_records_it(pound):
    """s. 15(1) with s. 19: the owner refused to pay on 3 June; the cow
    was seized on 1 June, so he may complain until 11 June. A sale on 5 June
    is refused without a reason, and made with one, which is kept with the
    sale; on 12 June no reason is asked."""
    from pound_desk.models.findings import SaleInWindow
    from pound_desk.services.disposal.auctions import InsideComplaintWindow

    case = seize(BROUGHT, ("cow",), seized=datetime(2026, 6, 1, 8, 0))
    refused(case)
    a = auction(at=datetime(2026, 6, 5, 11, 0))
    lot = auctions.add_lot(a.id, head_ids(case))
    b = bidder(a)
    with pytest.raises(InsideComplaintWindow) as e:
        auctions.sell(lot.id, b.id, Money.of_rupees(5000), datetime(2026, 6, 5, 11, 0), now=NOW)
    assert "may still complain of the seizure until 11-06-2026 (s. 19)" in e.value.warnings[0]
    assert not Sale.select().exists()
    result = auctions.sell(lot.id, b.id, Money.of_rupees(5000), datetime(2026, 6, 5, 11, 0), now=NOW,
                           window_reason="The cow is ailing and the owner has said he will not complain")
    w = SaleInWindow.get(SaleInWindow.sale == result.sale)
    assert w.window_ends == date(2026, 6, 11) and w.reason.startswith("The cow is ailing")
    from pound_desk.services import case_history
    lines = [en for _, en, _ in case_history.events(case.id, case.case_no, [])]
    assert any("before the owner's time to complain ran out (11-06-2026, s. 19)" in ln for ln in lines)
    later = seize(BROUGHT, ("cow",), seized=datetime(2026, 6, 1, 8, 0))
    refused(later)
    a2 = auction(at=datetime(2026, 6, 12, 11, 0))
    lot2 = auctions.add_lot(a2.id, head_ids(later))
    auctions.sell(lot2.id, bidder(a2).id, Money.of_rupees(5000), datetime(2026, 6, 12, 11, 0), now=NOW)
    assert SaleInWindow.select().count() == 1


def test_the_desk_is_handed_auction_and_bidder_lines(pound):
    authorities.add_holder("member", "Suresh Kumar", "Ward 7 councillor", date(2025, 12, 21),
                           "Election result SEC/2025/117")
    first = auction(AUCTION_AT - timedelta(days=7))
    a = auction()
    assert [x.id for x in auctions.auction_lines()] == [a.id, first.id]            # the latest first
    line = auctions.auction_line(a.id)
    assert (line.id, line.held_at, line.place, line.conductor, line.conductor_role, line.conditions_order,
            line.conditions) == (a.id, a.held_at, a.place, a.conductor, a.conductor_role, a.conditions_order,
                                 a.conditions)
    with pytest.raises(ServiceError):
        auctions.auction_line(999)
    barred, free = bidder(a, "suresh  kumar"), bidder(a, "Abdul Khader")
    lines = auctions.bidder_lines(a.id)
    assert [(x.id, x.number, x.name, x.residence, x.declared) for x in lines] == [
        (b.id, b.number, b.name, b.residence, b.declared) for b in (barred, free)]
    assert lines[0].barred == tuple(auctions.bars(barred.name, a.held_at.date()))
    assert "SEC/2025/117" in lines[0].barred[0] and lines[1].barred == ()
