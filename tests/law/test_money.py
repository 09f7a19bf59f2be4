"""Money is a whole number of paise (rules.md 18, R. 12, R. 14: every fine and
charge on a receipt is an exact amount). Floats, bools and Decimals are
refused with an exception, never silently rounded."""
from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pound_desk.law.money import Money, MoneyError


@pytest.mark.parametrize("text, paise", [
    ("12.50", 1250),
    ("12.5", 1250),
    ("12.05", 1205),
    ("12", 1200),
    ("0.01", 1),
    ("₹1,250", 125000),
    ("Rs. 25", 2500),
    ("Rs 25.10", 2510),
    ("  60  ", 6000),
    ("-3.05", -305),
])
def test_r14_amount_in_rupees_from_text_is_exact_paise(text, paise):
    assert Money.of_rupees(text) == Money(paise)


def test_r14_amount_in_rupees_from_int():
    assert Money.of_rupees(25) == Money(2500)
    assert Money.of_rupees(0) == Money.zero()


def test_r14_twelve_rupees_ten_paise_is_never_1209_paise():
    # the classic float trap: 12.10 * 100 == 1209.9999999999998
    assert Money.of_rupees("12.10").paise == 1210


@pytest.mark.parametrize("bad", [12.5, 12.0, True, False, Decimal("12.50"), None, [12]])
def test_r14_rupees_refuse_anything_but_int_or_text(bad):
    with pytest.raises(MoneyError):
        Money.of_rupees(bad)


@pytest.mark.parametrize("bad", [1250.0, 0.0, True, False, Decimal("1250"), "1250", None])
def test_r14_paise_refuse_anything_but_int(bad):
    with pytest.raises(MoneyError):
        Money(bad)


@pytest.mark.parametrize("text", ["", "abc", "12.505", "12.", ".50", "12,50.0.0", "1e3", "12 50",
                                  "₹ ₹ 5", "nan", "inf"])
def test_r14_text_that_is_not_an_amount_is_refused(text):
    with pytest.raises(MoneyError):
        Money.of_rupees(text)


def test_r14_money_error_is_a_value_error():
    # callers that catch ValueError for bad input still catch it
    assert issubclass(MoneyError, ValueError)


def test_r14_money_is_immutable():
    m = Money(500)
    with pytest.raises(dataclasses.FrozenInstanceError):
        m.paise = 600  # type: ignore[misc]
    assert m == Money(500)


def test_r14_arithmetic_in_paise():
    fine = Money.of_rupees(200)
    feeding = Money.of_rupees(60)
    # 1 fine + 3 periods of ₹60 = ₹200 + ₹180 = ₹380
    assert fine + feeding * 3 == Money(38000)
    assert 3 * feeding == Money(18000)
    assert fine - feeding == Money(14000)
    assert -feeding == Money(-6000)
    assert sum([fine, feeding, feeding]) == Money(32000)
    assert Money(500).min(Money(400)) == Money(400)
    assert Money(300).min(Money(400)) == Money(300)


@pytest.mark.parametrize("factor", [1.5, 2.0, True, Decimal(2), "2"])
def test_r14_money_is_multiplied_only_by_a_whole_count(factor):
    with pytest.raises(MoneyError):
        Money(100) * factor
    with pytest.raises(MoneyError):
        factor * Money(100)


@pytest.mark.parametrize("other", [1, 0.5, 0.0, Decimal("0"), Decimal("1"), False, True])
def test_r14_money_does_not_mix_with_plain_numbers(other):
    with pytest.raises(TypeError):
        Money(100) + other
    with pytest.raises(TypeError):
        Money(100) - other
    with pytest.raises(TypeError):
        other + Money(100)


def test_r14_money_is_not_equal_to_a_bare_number():
    assert Money(100) != 100
    assert Money(100) != 1.0


def test_r14_display_of_amounts():
    assert str(Money(125050)) == "₹1250.50"
    assert Money(125050).plain() == "1250.50"
    assert Money(5).plain() == "0.05"
    assert Money(-305).plain() == "-3.05"
    assert Money(0).plain() == "0.00"
    assert (Money(-305).rupees_part, Money(-305).paise_part) == (3, 5)
    assert not Money.zero()
    assert Money(1)


amounts = st.integers(min_value=-10**12, max_value=10**12).map(Money)


@given(amounts, amounts, st.integers(min_value=-1000, max_value=1000))
def test_r14_arithmetic_never_leaves_whole_paise(a, b, n):
    for result in (a + b, a - b, a * n, n * a, -a, a.min(b), sum([a, b], Money.zero()), sum([a, b])):
        assert isinstance(result, Money)
        assert type(result.paise) is int


@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=0, max_value=99))
def test_r14_text_round_trips_through_plain(rupees, paise):
    m = Money.of_rupees(f"{rupees}.{paise:02d}")
    assert m.paise == rupees * 100 + paise
    assert Money.of_rupees(m.plain()) == m


@pytest.mark.parametrize("text", ["12,50", "1,2,3", "1,23,4567", "١٢", "१२", "12.505", "1 250"])
def test_money_of_rupees_refuses_decimal_commas_odd_grouping_and_other_digits(text):
    with pytest.raises(MoneyError):
        Money.of_rupees(text)


@pytest.mark.parametrize("text,paise", [("1,23,456.50", 12345650), ("123,456", 12345600),
                                        ("₹ 1,250.5", 125050), ("Rs. 25", 2500)])
def test_money_of_rupees_reads_indian_and_western_grouping(text, paise):
    assert Money.of_rupees(text).paise == paise
