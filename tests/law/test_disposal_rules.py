"""Cattle not claimed, sold, and the proceeds (ss. 13, 15, 16; rules.md Q4,
Q11, Q13, Q20): the earliest day of sale, the split of a lot's price, when
enough has been sold, the distribution, and the deposit's three months."""
from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pound_desk.law import disposal
from pound_desk.law.money import Money
from pound_desk.law.periods import ClosedDays

R = Money.of_rupees


# --- s. 13(3), Q11: seven days from the date of the notice ----------------------

def test_s13_3_notice_date_is_the_later_of_affixing_and_proclamations():
    assert disposal.notice_date(date(2026, 3, 2), [date(2026, 3, 3), date(2026, 3, 2)]) == date(2026, 3, 3)
    assert disposal.notice_date(date(2026, 3, 4), [date(2026, 3, 3)]) == date(2026, 3, 4)


def test_s13_3_affixed_one_day_proclaimed_the_next():
    # affixed 2 March, proclaimed 3 March: the seven days run 4-10 March,
    # so a claim may be made up to 10 March and the sale held from 11 March
    affixed, proclaimed = date(2026, 3, 2), [date(2026, 3, 3), date(2026, 3, 3)]
    assert disposal.last_claim_day(affixed, proclaimed) == date(2026, 3, 10)
    assert disposal.earliest_sale(affixed, proclaimed) == date(2026, 3, 11)


def test_s13_3_at_a_month_end():
    assert disposal.earliest_sale(date(2026, 2, 25), [date(2026, 2, 26)]) == date(2026, 3, 6)


def test_s13_3_Q20_first_sale_day_of_a_notice_not_yet_proclaimed():
    # issued 10 March: nothing recorded, the seven days run 11-17 March at the
    # earliest; a holiday on the 17th carries the last claim to the 18th
    holiday = ClosedDays(dates=frozenset({date(2026, 3, 17)}))
    assert disposal.first_sale_day(date(2026, 3, 10)) == date(2026, 3, 18)
    assert disposal.first_sale_day(date(2026, 3, 10), closed=holiday) == date(2026, 3, 19)
    # a proclamation recorded on the 12th moves it, as the sale itself would be
    assert disposal.first_sale_day(date(2026, 3, 10), date(2026, 3, 10), [date(2026, 3, 12)],
                                   holiday) == disposal.earliest_sale(
        date(2026, 3, 10), [date(2026, 3, 12), date(2026, 3, 12)], holiday) == date(2026, 3, 20)


def test_q20_a_closed_last_day_runs_on_and_the_sale_follows():
    # 10 March 2026 is a Tuesday: closed that day and on Wednesdays
    closed = ClosedDays(weekdays=frozenset({2}), dates=frozenset({date(2026, 3, 10)}))
    affixed, proclaimed = date(2026, 3, 2), [date(2026, 3, 3)]
    assert disposal.last_claim_day(affixed, proclaimed, closed) == date(2026, 3, 12)
    assert disposal.earliest_sale(affixed, proclaimed, closed) == date(2026, 3, 13)


# --- a lot's price over its heads -------------------------------------------------

def test_apportion_odd_paise_to_the_first_heads():
    assert disposal.apportion(Money(1001), 3) == [Money(334), Money(334), Money(333)]
    assert disposal.apportion(R(900), 1) == [R(900)]


def test_apportion_needs_a_head():
    with pytest.raises(ValueError):
        disposal.apportion(R(10), 0)


@given(st.integers(0, 10**10), st.integers(1, 60))
def test_apportion_adds_up_and_differs_by_a_paisa_at_most(paise, shares):
    parts = disposal.apportion(Money(paise), shares)
    assert len(parts) == shares
    assert sum(parts, Money.zero()) == Money(paise)
    assert max(parts).paise - min(parts).paise <= 1


# --- s. 15(1), Q13: enough sold --------------------------------------------------

def test_s15_1_covered_exactly_and_a_paisa_short():
    assert disposal.covered(R(1000), R(900), R(100))
    assert not disposal.covered(Money(99999), R(900), R(100))


# --- s. 15(2), s. 16: the distribution -------------------------------------------

def test_s16_distribution_with_a_surplus():
    d = disposal.distribute(R(5000), R(200), R(420), R(150))
    assert (d.surplus, d.shortfall, d.deductions) == (R(4230), R(0), R(770))


def test_s16_distribution_with_a_shortfall():
    d = disposal.distribute(R(500), R(200), R(420), R(150))
    assert (d.surplus, d.shortfall) == (R(0), R(270))


def test_s16_distribution_exact():
    d = disposal.distribute(R(770), R(200), R(420), R(150))
    assert (d.surplus, d.shortfall) == (R(0), R(0))


def test_distribution_refuses_negative_amounts():
    with pytest.raises(ValueError, match="expenses"):
        disposal.distribute(R(10), R(1), R(1), Money(-1))


@given(*[st.integers(0, 10**9)] * 4)
def test_distribution_always_accounts_for_every_paisa(proceeds, fines, feeding, expenses):
    d = disposal.distribute(Money(proceeds), Money(fines), Money(feeding), Money(expenses))
    assert d.proceeds + d.shortfall == d.deductions + d.surplus
    assert d.surplus.paise == 0 or d.shortfall.paise == 0


# --- s. 16(3), Q4: three calendar months -----------------------------------------

@pytest.mark.parametrize("day, months, expected", [
    (date(2026, 11, 30), 3, date(2027, 2, 28)),
    (date(2027, 11, 30), 3, date(2028, 2, 29)),
    (date(2026, 5, 31), 3, date(2026, 8, 31)),
    (date(2026, 3, 31), 1, date(2026, 4, 30)),
    (date(2024, 2, 29), 12, date(2025, 2, 28)),
    (date(2026, 10, 15), 3, date(2027, 1, 15)),
    (date(2026, 12, 31), 3, date(2027, 3, 31)),
])
def test_add_months_at_month_ends_and_29_february(day, months, expected):
    assert disposal.add_months(day, months) == expected


def test_q4_deposit_claim_ends_on_the_corresponding_date_or_the_next_open_day():
    assert disposal.deposit_claim_ends(date(2026, 11, 30)) == date(2027, 2, 28)
    sundays = ClosedDays(weekdays=frozenset({6}))
    assert date(2027, 2, 28).weekday() == 6
    assert disposal.deposit_claim_ends(date(2026, 11, 30), sundays) == date(2027, 3, 1)


def test_s15_5_q14_refused_remainder_waits_for_a_notice_dated_after_the_refusal():
    refused = date(2026, 3, 20)
    assert disposal.notice_awaited(refused, None, True, True) == "s15_5"
    assert disposal.notice_awaited(refused, date(2026, 3, 10), True, True) == "s15_5"   # the earlier notice
    assert disposal.notice_awaited(refused, refused, True, True) == ""


def test_s13_2_a_reported_case_waits_for_its_notice():
    assert disposal.notice_awaited(None, None, True, False) == "s13"
    assert disposal.notice_awaited(None, None, True, True) == ""
    assert disposal.notice_awaited(None, None, False, False) == ""


def test_s16_3_a_claim_preferred_by_the_last_day_counts_and_s17_credit_follows_it():
    last = date(2026, 9, 30)
    assert disposal.claim_in_time(last, last) and not disposal.claim_in_time(date(2026, 10, 1), last)
    assert not disposal.may_credit(last, last) and disposal.may_credit(date(2026, 10, 1), last)
    assert disposal.deposit_state("", False, last, last) == "open"
    assert disposal.deposit_state("", False, date(2026, 10, 1), last) == "may_credit"
    assert disposal.deposit_state("", True, date(2026, 10, 1), last) == "claim_pending"
    assert disposal.deposit_state("paid", True, date(2026, 10, 1), last) == "paid"


def test_s15_1_the_newest_of_the_refusal_and_the_notice_decides_the_footing_of_a_sale():
    notice, refusal = date(2026, 6, 11), date(2026, 6, 3)
    assert disposal.sale_path(refusal, None, None) == "s15"
    assert disposal.sale_path(refusal, notice, None) == "s13"             # a notice after the refusal
    assert disposal.sale_path(notice, refusal, None) == "s15"             # a refusal after the notice
    assert disposal.sale_path(refusal, refusal, None) == "s13"            # the same day: the notice
    assert disposal.sale_path(None, notice, None) == "s13"
    assert disposal.sale_path(None, None, None) == ""
    # s. 15(5): the remainder refused waits for a notice dated on or after that refusal
    assert disposal.sale_path(refusal, None, date(2026, 6, 20)) == "remainder"
    assert disposal.sale_path(refusal, notice, date(2026, 6, 20)) == "remainder"
    assert disposal.sale_path(refusal, date(2026, 6, 20), date(2026, 6, 20)) == "s13"
