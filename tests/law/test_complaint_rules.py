"""ss. 21, 22 and rules.md Q16: what an order on a complaint may award, who
pays, and the hold a pending complaint puts on the case's sales."""
from __future__ import annotations

from pound_desk.law import complaints
from pound_desk.law.money import Money

R = Money.of_rupees


def fields(**given) -> list[str]:
    args = dict(outcome="illegal", compensation=R(0), refund=False, adjudged="seizure", liable_role="seizer",
                liable_name="")
    args.update(given)
    return [p.field for p in complaints.outcome_problems(**args)]


def test_s21_1_compensation_is_at_most_one_hundred_rupees():
    assert fields(compensation=R(100)) == []
    assert fields(compensation=Money(100_01)) == ["compensation"]
    assert fields(compensation=Money(-1)) == ["compensation"]


def test_s21_1_compensation_and_refund_only_on_a_finding_of_illegality():
    assert fields(outcome="dismissed", compensation=R(50)) == ["compensation"]
    assert fields(outcome="withdrawn", refund=True) == ["compensation"]
    assert fields(outcome="dismissed") == []


def test_s21_1_an_illegal_seizure_is_paid_for_by_the_seizer():
    assert fields(liable_role="pound_keeper") == ["liable_role"]
    assert fields(adjudged="detention", liable_role="pound_keeper") == []
    assert fields(adjudged="detention", liable_role="other") == ["liable_name"]
    assert fields(adjudged="detention", liable_role="other", liable_name="Kuttan") == []


def test_s19_q16_a_pending_complaint_holds_the_sale_unless_an_order_allows_it():
    assert complaints.sale_held(True, False)
    assert not complaints.sale_held(True, True)
    assert not complaints.sale_held(False, False)


def test_s14_q12_a_deposit_waits_for_the_window_and_a_pending_complaint():
    from datetime import date

    from pound_desk.law import protest
    ends = date(2026, 3, 11)
    assert protest.deposit_state(None, False, date(2026, 3, 11), ends) == "held"
    assert protest.deposit_state(None, False, date(2026, 3, 12), ends) == "convert_due"
    assert protest.deposit_state(None, True, date(2026, 3, 20), ends) == "awaiting_outcome"
    assert protest.deposit_state("refunded", True, date(2026, 3, 20), ends) == "refunded"


def test_s21_the_finding_by_default_follows_the_complaint_and_names_who_made_or_detained():
    assert complaints.finding("seizure", None, None) == ("seizure", "seizer")
    assert complaints.finding("both", None, None) == ("seizure", "seizer")
    assert complaints.finding("detention", None, None) == ("detention", "pound_keeper")
    assert complaints.finding("seizure", "detention", None) == ("detention", "pound_keeper")
    assert complaints.finding("detention", None, "other") == ("detention", "other")


def test_s14_q12_an_order_on_a_complaint_closes_the_deposit():
    from pound_desk.law import protest
    assert protest.closing_on_order("illegal", True, False) == "refunded"
    assert protest.closing_on_order("illegal", False, True) == "converted"     # fines paid, s. 21(1)
    assert protest.closing_on_order("dismissed", False, False) == "converted"
    assert protest.closing_on_order("withdrawn", False, True) is None          # another complaint waits
