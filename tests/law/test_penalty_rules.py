"""ss. 23-28: the fines each penalty section allows, and which fines may be
paid as compensation (s. 28)."""
from __future__ import annotations

from pound_desk.law import penalties
from pound_desk.law.money import Money

R = Money.of_rupees


def fields(section, amount):
    return [p.field for p in penalties.fine_problems(section, amount)]


def test_s24_a_fine_is_from_25_to_250_rupees():
    assert fields("s24", R(25)) == fields("s24", R(250)) == []
    assert fields("s24", Money(24_99)) == fields("s24", Money(250_01)) == ["amount"]


def test_s23_and_s27_fines_have_their_most():
    assert fields("s23", R(500)) == fields("s27", R(50)) == []
    assert fields("s23", Money(500_01)) == fields("s27", Money(50_01)) == ["amount"]


def test_s25_the_courts_fine_has_no_most_here():
    assert fields("s25", R(100_000)) == []
    assert fields("s24", None) == ["amount"]


def test_s26_an_investigation_by_the_police_imposes_no_fine_to_record():
    assert fields("s26", R(10)) == ["section"]


def test_s28_fines_under_24_25_27_or_recovered_by_sale_may_go_to_compensation():
    assert [penalties.appropriable(s, False) for s in ("s23", "s24", "s25", "s27")] == [False, True, True, True]
    assert penalties.appropriable("s23", True)
