"""Complaints of illegal seizure (ss. 19, 20) and their outcomes (ss. 21,
22), with the money each outcome drives. Seized 1 June 2026 08:00, brought
10:00; the tenth day after the seizure is 11 June (Q3). Rates from the
fixture: cow fine Rs 200, feeding Rs 60 a commenced 24 hours."""
from __future__ import annotations

from datetime import date, datetime

import pytest
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models import Release
from pound_desk.models.disposal import ComplaintOutcome, WrittenOrder
from pound_desk.models.ledger import LedgerTxn
from pound_desk.services.books import ledger
from pound_desk.services.case import cases, releases
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import auctions
from pound_desk.services.disputes import complaints, protest
from pound_desk.services.office import roles

BROUGHT = datetime(2026, 6, 1, 10, 0)
SEIZED = datetime(2026, 6, 1, 8, 0)


def assert_ledger_ok():
    result = ledger.check()
    assert result.ok, result.problems


def bal(account: str) -> Money:
    return ledger.balances()[account]


@pytest.fixture
def case(pound):
    return seize(BROUGHT, ("cow",), seized=SEIZED, owner="Joseph")


def complain(case, on: date, **kw):
    args = dict(complainant="Joseph", authority="JFCM Nedumangad", now=datetime.combine(on, datetime.min.time())
                .replace(hour=15))
    args.update(kw)
    return complaints.record(case.case_no, on, **args)


def test_a_complaint_on_the_tenth_day_is_in_time_and_on_the_eleventh_late(case):
    in_time = complain(case, date(2026, 6, 11))
    late = complain(case, date(2026, 6, 12), complainant="Mathew", capacity="agent")
    assert not complaints.is_late(in_time)
    assert complaints.is_late(late)   # recorded all the same: the Magistrate decides
    views = complaints.of_case(case.case_no)
    assert [(v.complainant, v.late, v.window_ends) for v in views] == [
        ("Joseph", False, date(2026, 6, 11)), ("Mathew", True, date(2026, 6, 11))]
    assert views[1].capacity == "agent" and views[0].state_words[0] == "Pending"


def test_s20_the_magistrate_is_taken_from_the_settings_and_oral_complaints_are_written_down(case):
    with pytest.raises(Invalid) as e:
        complain(case, date(2026, 6, 5), authority="", mode="oral", particulars="", complainant="")
    assert {p.field for p in e.value.problems} == {"particulars", "complainant"}
    c = complain(case, date(2026, 6, 5), authority="", mode="oral",
                 particulars="Says the cow was on his own land when seized")
    assert c.authority == roles.current().magistrate == "District Magistrate / ജില്ലാ മജിസ്ട്രേറ്റ്"
    assert c.mode == "oral"


def test_a_complaint_before_the_seizure_or_in_the_future_is_refused(case):
    with pytest.raises(Invalid) as e:
        complain(case, date(2026, 5, 31))
    assert e.value.problems[0].field == "filed_on"
    with pytest.raises(Invalid):
        complaints.record(case.case_no, date(2026, 6, 6), "Joseph", "JFCM", now=datetime(2026, 6, 5, 12, 0))


def test_recording_a_complaint_holds_the_sale_and_an_order_releases_the_hold(case):
    assert auctions.hold_problems(case, date(2026, 6, 20)) == []
    complain(case, date(2026, 6, 5))
    held = auctions.hold_problems(case, date(2026, 6, 20))
    assert held and "complaint by Joseph" in held[0] and "JFCM Nedumangad" in held[0]
    # the day before the complaint was filed, nothing was held
    assert auctions.hold_problems(case, date(2026, 6, 4)) == []
    with pytest.raises(Invalid) as e:
        complaints.allow_sale(case.case_no, "officer", "Secretary", "", date(2026, 6, 10), "",
                              now=datetime(2026, 6, 10, 12, 0))
    assert {p.field for p in e.value.problems} == {"authority_role", "number", "reasons"}
    order = complaints.allow_sale(case.case_no, "magistrate", "JFCM Nedumangad", "CMP 9/2026",
                                  date(2026, 6, 10), "The cow is ailing; proceeds to be kept",
                                  now=datetime(2026, 6, 10, 12, 0))
    assert order.purpose == "sale_despite_complaint"
    assert auctions.hold_problems(case, date(2026, 6, 20)) == []


def test_compensation_of_100_rupees_is_accepted_and_100_rupees_1_paisa_refused(case):
    c = complain(case, date(2026, 6, 5))
    now = datetime(2026, 6, 9, 12, 0)
    with pytest.raises(Invalid) as e:
        complaints.decide(c.id, date(2026, 6, 9), "illegal", "CMP 4/2026", compensation=Money(10001), now=now)
    assert [p.field for p in e.value.problems] == ["compensation"]
    assert not ComplaintOutcome.select().exists() and not Release.select().exists()
    o = complaints.decide(c.id, date(2026, 6, 9), "illegal", "CMP 4/2026", compensation=Money(10000), now=now)
    assert o.compensation_paise == 10000
    assert_ledger_ok()


def test_illegal_with_the_cattle_held_releases_them_and_the_seizer_owes_the_dues(case):
    c = complain(case, date(2026, 6, 5))
    # released before the order's date: refused, nothing written
    with pytest.raises(Invalid) as e:
        complaints.decide(c.id, date(2026, 6, 9), "illegal", "CMP 4/2026", released_at=datetime(2026, 6, 8, 17, 0),
                          now=datetime(2026, 6, 9, 12, 0))
    assert e.value.problems[0].field == "released_at"
    # the order of 9 June, carried out at 11:00: 8 days and an hour after brought (1 June 10:00), so
    # nine commenced periods x 60 = 540, fine 200
    o = complaints.decide(c.id, date(2026, 6, 9), "illegal", "CMP 4/2026", compensation=Money.of_rupees(50),
                          released_at=datetime(2026, 6, 9, 11, 0), now=datetime(2026, 6, 9, 12, 0))
    assert (o.due_fines_paise, o.due_feeding_paise) == (20000, 54000)
    release = Release.get(Release.case == case)
    assert release.basis == "s21" and release.receipt is None and o.release_id == release.id
    assert cases.view(case.case_no).status == "released"
    assert bal("seizer_receivable") == Money.of_rupees(740)
    assert bal("fines") == -Money.of_rupees(200) and bal("feeding") == -Money.of_rupees(540)
    assert bal("cash") == Money.zero()   # the owner paid nothing
    v = complaints.of_case(case.case_no)[0]
    assert v.payable_by_seizer == Money.of_rupees(790) and v.state_words[0] == "Seizure adjudged illegal"
    en, ml = releases.describe(cases.view(case.case_no).releases[0])
    assert "without payment" in en and "s. 21(2)" in en and "വകുപ്പ് 21(2)" in ml
    assert_ledger_ok()


def test_an_outcome_is_given_once(case):
    c = complain(case, date(2026, 6, 5))
    complaints.decide(c.id, date(2026, 6, 9), "dismissed", "CMP 4/2026", now=datetime(2026, 6, 9, 12, 0))
    with pytest.raises(ServiceError):
        complaints.decide(c.id, date(2026, 6, 10), "illegal", "CMP 4/2026", now=datetime(2026, 6, 10, 12, 0))
    assert ComplaintOutcome.select().count() == 1
    assert cases.view(case.case_no).status == "held"   # a dismissal releases nothing


def test_compensation_only_on_a_finding_of_illegality(case):
    c = complain(case, date(2026, 6, 5))
    with pytest.raises(Invalid) as e:
        complaints.decide(c.id, date(2026, 6, 9), "dismissed", "CMP 4/2026", compensation=Money.of_rupees(10),
                          now=datetime(2026, 6, 9, 12, 0))
    assert e.value.problems[0].field == "compensation"


def _deposit(case):
    return protest.deposit(case.case_no, datetime(2026, 6, 2, 11, 0), "Joseph", Money.of_rupees(320),
                           "Will complain to the Magistrate", now=datetime(2026, 6, 2, 11, 5))


def test_illegal_after_a_protest_deposit_it_stands_as_fines_paid(case):
    d = _deposit(case)
    c = complain(case, date(2026, 6, 4))
    o = complaints.decide(c.id, date(2026, 6, 20), "illegal", "CMP 4/2026", compensation=Money.of_rupees(100),
                          now=datetime(2026, 6, 20, 12, 0))
    assert o.release is None                     # nothing was still held
    assert o.fines_paid_paise == 32000           # recoverable from the seizer by the owner (s. 21(1))
    assert protest.state(d, date(2026, 6, 20)) == "converted"
    assert bal("protest_deposit") == Money.zero()
    assert bal("fines") == -Money.of_rupees(200) and bal("feeding") == -Money.of_rupees(120)
    assert bal("cash") == Money.of_rupees(320) and bal("seizer_receivable") == Money.zero()
    assert complaints.of_case(case.case_no)[0].payable_by_seizer == Money.of_rupees(420)
    assert_ledger_ok()


def test_illegal_with_a_refund_directed_pays_the_deposit_back(case):
    d = _deposit(case)
    c = complain(case, date(2026, 6, 4))
    complaints.decide(c.id, date(2026, 6, 20), "illegal", "CMP 4/2026", refund=True,
                      now=datetime(2026, 6, 20, 12, 0))
    closing = protest.closing(d)
    assert (closing.outcome, closing.voucher) == ("refunded", "D-2026-27/00001-R")
    assert bal("cash") == Money.zero() and bal("protest_deposit") == Money.zero()
    assert bal("fines") == Money.zero()
    refund = LedgerTxn.get(LedgerTxn.kind == "protest_refunded")
    assert refund.reference == d.number
    assert_ledger_ok()


def test_the_order_writes_its_reasons_and_capacity_in_both_languages(case):
    from pound_desk.models.stored import halves

    d = _deposit(case)
    c = complain(case, date(2026, 6, 4))
    complaints.decide(c.id, date(2026, 6, 20), "illegal", "CMP 4/2026", refund=True,
                      now=datetime(2026, 6, 20, 12, 0))
    en, ml = halves(protest.closing(d).reason)
    assert en == "order CMP 4/2026: seizure adjudged illegal, refund directed"
    assert ml.startswith("ഉത്തരവ് CMP 4/2026: ") and "നിയമവിരുദ്ധം" in ml
    en, ml = halves(LedgerTxn.get(LedgerTxn.kind == "protest_refunded").memo)
    assert "refunded, voucher D-2026-27/00001-R" in en and "വൗച്ചർ D-2026-27/00001-R" in ml


def test_the_heads_released_on_the_order_name_it_in_both_languages(case):
    from pound_desk.models.stored import halves

    c = complain(case, date(2026, 6, 5))
    complaints.decide(c.id, date(2026, 6, 9), "illegal", "CMP 4/2026", released_at=datetime(2026, 6, 9, 11, 0),
                      now=datetime(2026, 6, 9, 12, 0))
    release = Release.get(Release.case == case)
    assert halves(release.claimant_capacity) == ("on the Magistrate's order CMP 4/2026",
                                                 "മജിസ്ട്രേറ്റിന്റെ ഉത്തരവ് CMP 4/2026 പ്രകാരം")
    en, _ = releases.describe(cases.view(case.case_no).releases[0])
    assert "(on the Magistrate's order CMP 4/2026)" in en and "മജിസ്ട്രേറ്റ്" not in en
    due = LedgerTxn.get(LedgerTxn.kind == "seizer_due").memo
    assert halves(due)[1].startswith(f"കേസ് {case.case_no}: ഉത്തരവ് CMP 4/2026")


def test_a_refund_without_a_deposit_is_refused(case):
    c = complain(case, date(2026, 6, 4))
    with pytest.raises(Invalid) as e:
        complaints.decide(c.id, date(2026, 6, 9), "illegal", "CMP 4/2026", refund=True,
                          now=datetime(2026, 6, 9, 12, 0))
    assert e.value.problems[0].field == "refund"
    assert not Release.select().exists()


def test_with_two_complaints_the_deposit_waits_for_both(case):
    d = _deposit(case)
    first = complain(case, date(2026, 6, 4))
    second = complain(case, date(2026, 6, 5), complainant="Mathew", capacity="agent")
    complaints.decide(first.id, date(2026, 6, 15), "withdrawn", "CMP 4/2026", now=datetime(2026, 6, 15, 12, 0))
    assert protest.state(d, date(2026, 6, 15)) == "awaiting_outcome"
    assert bal("protest_deposit") == -Money.of_rupees(320)
    complaints.decide(second.id, date(2026, 6, 16), "dismissed", "CMP 5/2026", now=datetime(2026, 6, 16, 12, 0))
    assert protest.state(d, date(2026, 6, 16)) == "converted"
    assert_ledger_ok()


def test_a_decision_before_the_filing_is_refused(case):
    c = complain(case, date(2026, 6, 5))
    with pytest.raises(Invalid):
        complaints.decide(c.id, date(2026, 6, 4), "dismissed", "CMP 4/2026", now=datetime(2026, 6, 9, 12, 0))
    assert not WrittenOrder.select().exists()


def test_a_deposit_taken_after_a_complaint_was_decided_is_converted_after_the_window(case):
    c = complain(case, date(2026, 6, 2))
    complaints.decide(c.id, date(2026, 6, 2), "withdrawn", "CMP 1/2026", now=datetime(2026, 6, 2, 10, 30))
    d = _deposit(case)
    assert protest.state(d, date(2026, 6, 11)) == "held"
    assert protest.state(d, date(2026, 6, 12)) == "convert_due"
    protest.convert(d.number, on=date(2026, 6, 12), now=datetime(2026, 6, 12, 9, 0))
    assert_ledger_ok()


def test_the_seizer_pays_what_the_order_made_him_owe(case):
    c = complain(case, date(2026, 6, 5))
    complaints.decide(c.id, date(2026, 6, 9), "illegal", "CMP 4/2026", released_at=datetime(2026, 6, 9, 11, 0),
                      now=datetime(2026, 6, 9, 12, 0))
    assert complaints.seizer_outstanding(c.id) == Money.of_rupees(740)
    with pytest.raises(Invalid) as e:
        complaints.seizer_paid(c.id, Money(74001), datetime(2026, 6, 15, 10, 0), "Receipt of the court",
                               now=datetime(2026, 6, 15, 10, 5))
    assert e.value.problems[0].field == "amount" and "₹740.00" in e.value.problems[0].message
    complaints.seizer_paid(c.id, Money.of_rupees(740), datetime(2026, 6, 15, 10, 0), "JFCM recovery 3/2026",
                           now=datetime(2026, 6, 15, 10, 5))
    assert complaints.seizer_outstanding(c.id) == Money.zero()
    assert bal("seizer_receivable") == Money.zero() and bal("cash") == Money.of_rupees(740)
    with pytest.raises(ServiceError):
        complaints.seizer_paid(c.id, Money.of_rupees(1), datetime(2026, 6, 16, 10, 0), "again",
                               now=datetime(2026, 6, 16, 10, 5))
    assert_ledger_ok()


def test_the_window_across_the_end_of_february(pound):
    # seized 25 February 2026 (28 days in February): ten days from it run 26 Feb - 7 March
    case = seize(datetime(2026, 2, 25, 10, 0), seized=datetime(2026, 2, 25, 8, 0), owner="Joseph")
    on_time = complain(case, date(2026, 3, 7))
    late = complain(case, date(2026, 3, 8))
    assert (complaints.is_late(on_time), complaints.is_late(late)) == (False, True)
    assert complaints.view(on_time).window_ends == date(2026, 3, 7)


def test_the_window_across_the_end_of_the_year(pound):
    case = seize(datetime(2026, 12, 22, 10, 0), seized=datetime(2026, 12, 22, 8, 0), owner="Joseph")
    d = protest.deposit(case.case_no, datetime(2026, 12, 22, 12, 0), "Joseph", Money.of_rupees(260), "complaint",
                        now=datetime(2026, 12, 22, 12, 5))
    assert protest.state(d, date(2027, 1, 1)) == "held"          # the tenth day is 1 January
    assert protest.state(d, date(2027, 1, 2)) == "convert_due"
    with pytest.raises(ServiceError):
        protest.convert(d.number, on=date(2027, 1, 1), now=datetime(2027, 1, 1, 12, 0))
    protest.convert(d.number, on=date(2027, 1, 2), now=datetime(2027, 1, 2, 9, 0))
    assert bal("fines") == -Money.of_rupees(200) and bal("feeding") == -Money.of_rupees(60)
    assert_ledger_ok()


def test_s21_seizer_owes_compensation_less_refunds(case):
    """s. 21(1) with s. 14: the deposit refunded on the order is not owed
    again by the seizer: he owes the compensation and only what the
    complainant paid and did not get back; the ledger's due from him agrees."""
    _deposit(case)                                # Rs 320: fine 200 + feeding 120
    c = complain(case, date(2026, 6, 4))
    complaints.decide(c.id, date(2026, 6, 20), "illegal", "CMP 4/2026", compensation=Money.of_rupees(100),
                      refund=True, now=datetime(2026, 6, 20, 12, 0))
    v = complaints.of_case(case.case_no)[0]
    assert v.fines_paid == Money.of_rupees(320) and v.refunded == Money.of_rupees(320)
    assert v.to_complainant == Money.of_rupees(100)
    assert v.payable_by_seizer == Money.of_rupees(100)          # not 420
    assert [(en, m) for en, _, m in v.working()] == [
        ("Compensation (s. 21(1))", Money.of_rupees(100)),
        ("Fines and charges paid by the complainant", Money.of_rupees(320)),
        ("Less refunded to the complainant on the order", -Money.of_rupees(320)),
        ("Payable by the one liable", Money.of_rupees(100))]
    # the pound is owed nothing by the seizer: the ledger says the same
    assert bal("seizer_receivable") == v.due_from_seizer == complaints.seizer_outstanding(c.id) == Money.zero()
    assert_ledger_ok()


def test_s21_illegal_detention_makes_the_one_who_detained_liable(case):
    """ss. 19, 21: a complaint of illegal detention; the detention adjudged
    illegal, the one who detained the cattle (the pound-keeper) is liable
    for the compensation and the dues of the heads released on the order."""
    from pound_desk.models.findings import ComplaintFinding, ComplaintGround
    from pound_desk.models.stored import halves
    from pound_desk.services.office import keepers

    c = complain(case, date(2026, 6, 5), ground="detention")
    keeper = keepers.standing(date(2026, 6, 9)).name
    assert ComplaintGround.get(ComplaintGround.complaint == c).against == keeper
    o = complaints.decide(c.id, date(2026, 6, 9), "illegal", "CMP 5/2026", compensation=Money.of_rupees(60),
                          released_at=datetime(2026, 6, 9, 11, 0), now=datetime(2026, 6, 9, 12, 0))
    f = ComplaintFinding.get(ComplaintFinding.outcome == o)
    assert (f.adjudged, f.liable_role, f.liable_name) == ("detention", "pound_keeper", keeper)
    v = complaints.of_case(case.case_no)[0]
    assert v.state_words[0] == "Detention adjudged illegal" and v.ground_words[0] == "Illegal detention"
    assert v.liable_words[0] == f"the pound-keeper {keeper}"
    assert v.payable_by_seizer == Money.of_rupees(60 + 740)
    en, _ = halves(LedgerTxn.get(LedgerTxn.kind == "seizer_due").memo)
    assert f"due from the pound-keeper {keeper}" in en
    # a seizure is never paid for by anyone but the one who made it
    c2 = complain(case, date(2026, 6, 6))
    with pytest.raises(Invalid) as e:
        complaints.decide(c2.id, date(2026, 6, 9), "illegal", "CMP 6/2026", adjudged="seizure",
                          liable_role="pound_keeper", now=datetime(2026, 6, 9, 12, 0))
    assert e.value.problems[0].field == "liable_role"
    assert_ledger_ok()
