"""Fines (s. 11): per head, at the scale for the kind in the local area of
seizure (else the pound's), in force on the impounding date (rules.md Q6–Q8);
an enhanced fine (s. 11(2)) replaces it, capped at double (Q9)."""
from __future__ import annotations

from datetime import date, datetime

from hypothesis import given
from hypothesis import strategies as st
from law_helpers import ENHANCED, GAZETTE, OTHER_AREA, POUND_AREA, REVISED, enhanced, feeding, fine, rs, stay, table

from pound_desk.law import dues, rates
from pound_desk.law.money import Money
from pound_desk.law.rates import RateType, check_enhanced

SINCE = date(2020, 1, 1)
BASE = table(
    fine(POUND_AREA, "cow", 200, SINCE), fine(POUND_AREA, "goat", 100, SINCE),
    fine(OTHER_AREA, "cow", 300, SINCE),
    feeding(POUND_AREA, "cow", 60, SINCE), feeding(POUND_AREA, "goat", 30, SINCE),
)


# --- s. 11(1) ----------------------------------------------------------------

def test_s11_1_fine_at_the_scale_for_the_kind():
    assert BASE.fine("cow", POUND_AREA, POUND_AREA, date(2026, 3, 1)).amount == rs(200)
    assert BASE.fine("goat", POUND_AREA, POUND_AREA, date(2026, 3, 1)).amount == rs(100)


def test_s11_1_fine_carries_the_notification_it_comes_from():
    f = BASE.fine("cow", POUND_AREA, POUND_AREA, date(2026, 3, 1))
    assert f.reference == GAZETTE
    assert f.base == rs(200)
    assert f.flags == ()


def test_s11_1_fine_at_the_scale_of_the_local_area_of_seizure():
    # seized in Aruvikkara (₹300 a cow), brought to the Nedumangad pound (₹200 a cow)
    assert BASE.fine("cow", OTHER_AREA, POUND_AREA, date(2026, 3, 1)).amount == rs(300)


def test_s11_1_area_of_seizure_unknown_falls_back_to_the_pounds_area():
    assert BASE.fine("cow", None, POUND_AREA, date(2026, 3, 1)).amount == rs(200)


def test_s11_1_known_area_of_seizure_without_a_scale_is_no_fine_not_the_pounds_scale():
    # Q7/Q8: the pound's area stands in only when the place of seizure is unknown
    f = BASE.fine("cow", "Vellanad", POUND_AREA, date(2026, 3, 1))
    assert f.amount == rs(0)
    assert f.flags == ("no_fine_scale",)


def test_s11_1_kind_with_no_scale_gets_no_fine_and_a_flag():
    f = BASE.fine("pig", POUND_AREA, POUND_AREA, date(2026, 3, 1))
    assert f.amount == rs(0)
    assert f.base is None
    assert f.flags == ("no_fine_scale",)


def test_s11_1_scale_not_yet_in_force_on_impounding_is_no_scale():
    t = table(fine(POUND_AREA, "elephant", 2000, date(2026, 4, 1)))
    assert t.fine("elephant", POUND_AREA, POUND_AREA, date(2026, 3, 31)).flags == ("no_fine_scale",)
    assert t.fine("elephant", POUND_AREA, POUND_AREA, date(2026, 4, 1)).amount == rs(2000)


def test_s11_1_no_scale_is_never_guessed_from_another_kind():
    # a calf is not a kind of its own under s. 2(1); a kid has no scale here, and
    # must not borrow the goat's ₹100
    f = BASE.fine("kid", POUND_AREA, POUND_AREA, date(2026, 3, 1))
    assert f.amount == rs(0) and "no_fine_scale" in f.flags


REVISED_TABLE = table(
    fine(POUND_AREA, "cow", 200, SINCE),
    fine(POUND_AREA, "cow", 300, date(2026, 3, 5), REVISED),
    feeding(POUND_AREA, "cow", 60, SINCE),
)


def test_s11_1_scale_revised_after_impounding_old_scale_still_applies():
    # brought 4 Mar 23:59; the ₹300 scale comes into force 5 Mar; released 10 Mar
    d = dues.dues(stay(datetime(2026, 3, 4, 23, 59)), [(1, "cow")], REVISED_TABLE,
                  datetime(2026, 3, 10, 12, 0))
    assert d.heads[0].fine.amount == rs(200)
    assert d.heads[0].fine.reference == GAZETTE


def test_s11_1_impounded_on_the_day_the_revision_takes_effect():
    # brought 5 Mar 00:00: the revised ₹300 is in force on the impounding date
    d = dues.dues(stay(datetime(2026, 3, 5, 0, 0)), [(1, "cow")], REVISED_TABLE,
                  datetime(2026, 3, 5, 8, 0))
    assert d.heads[0].fine.amount == rs(300)
    assert d.heads[0].fine.reference == REVISED


def test_s11_1_scale_date_is_the_impounding_date_not_the_seizure_date():
    # seized 4 Mar 23:00 (old scale), brought 5 Mar 01:00 (revised scale): the revised ₹300
    s = stay(datetime(2026, 3, 5, 1, 0), seized=datetime(2026, 3, 4, 23, 0))
    d = dues.dues(s, [(1, "cow")], REVISED_TABLE, datetime(2026, 3, 5, 9, 0))
    assert d.heads[0].fine.amount == rs(300)


def test_s11_1_fine_is_per_head():
    # 2 cows and a goat: ₹200 + ₹200 + ₹100 = ₹500
    d = dues.dues(stay(datetime(2026, 3, 1, 9, 0)), [(1, "cow"), (2, "cow"), (3, "goat")], BASE,
                  datetime(2026, 3, 1, 12, 0))
    assert [h.fine.amount for h in d.heads] == [rs(200), rs(200), rs(100)]
    assert d.fine == rs(500)


def test_s11_1_fine_does_not_grow_with_the_stay():
    # one fine per head, whether released after an hour or after a week
    short = dues.dues(stay(datetime(2026, 3, 1, 9, 0)), [(1, "cow")], BASE, datetime(2026, 3, 1, 10, 0))
    long = dues.dues(stay(datetime(2026, 3, 1, 9, 0)), [(1, "cow")], BASE, datetime(2026, 3, 8, 10, 0))
    assert short.fine == long.fine == rs(200)


def test_s11_1_head_of_a_kind_with_no_scale_flags_the_whole_dues():
    d = dues.dues(stay(datetime(2026, 3, 1, 9, 0)), [(1, "cow"), (2, "pig")], BASE,
                  datetime(2026, 3, 1, 12, 0))
    assert d.heads[1].fine.amount == rs(0)
    assert "no_fine_scale" in d.heads[1].flags
    assert "no_fine_scale" in d.flags
    assert "no_fine_scale" not in d.heads[0].flags
    assert d.fine == rs(200)


# --- s. 11(2) ----------------------------------------------------------------

def _enh(amount: int, since: date = date(2024, 1, 1), *more):
    return table(fine(POUND_AREA, "cow", 200, SINCE), fine(OTHER_AREA, "cow", 200, SINCE),
                 fine(OTHER_AREA, "goat", 100, SINCE),
                 enhanced(OTHER_AREA, "cow", amount, since), *more)


def test_s11_2_enhanced_fine_replaces_the_base_fine():
    # notified ₹350 for cows seized in Aruvikkara: ₹350, not ₹200 + ₹350
    f = _enh(350).fine("cow", OTHER_AREA, POUND_AREA, date(2026, 3, 1))
    assert f.amount == rs(350)
    assert f.base == rs(200)
    assert f.reference == ENHANCED
    assert f.flags == ("enhanced_fine",)


def test_s11_2_enhanced_fine_above_double_is_capped_at_double():
    # notified ₹500 against a base of ₹200: at most 2 × ₹200 = ₹400
    f = _enh(500).fine("cow", OTHER_AREA, POUND_AREA, date(2026, 3, 1))
    assert f.amount == rs(400)
    assert f.flags == ("enhanced_fine", "enhanced_capped")


def test_s11_2_enhanced_fine_of_exactly_double_is_not_capped():
    f = _enh(400).fine("cow", OTHER_AREA, POUND_AREA, date(2026, 3, 1))
    assert f.amount == rs(400)
    assert f.flags == ("enhanced_fine",)


def test_s11_2_enhanced_fine_below_base_is_levied_and_flagged():
    # the notified amount applies "notwithstanding" s. 11(1): ₹150 is lawful, flagged
    f = _enh(150).fine("cow", OTHER_AREA, POUND_AREA, date(2026, 3, 1))
    assert f.amount == rs(150)
    assert f.flags == ("enhanced_fine", "enhanced_below_base")


def test_s11_2_enhanced_fine_only_for_cattle_seized_in_the_notified_area():
    # seized in Nedumangad, not the notified Aruvikkara: the base ₹200
    f = _enh(350).fine("cow", POUND_AREA, POUND_AREA, date(2026, 3, 1))
    assert f.amount == rs(200)
    assert f.flags == ()


def test_s11_2_enhanced_fine_not_applied_when_the_place_of_seizure_is_unknown():
    # the notification covers cattle "seized within such local area"
    t = table(fine(POUND_AREA, "cow", 200, SINCE), enhanced(POUND_AREA, "cow", 350, date(2024, 1, 1)))
    assert t.fine("cow", None, POUND_AREA, date(2026, 3, 1)).amount == rs(200)


def test_s11_2_enhanced_fine_only_for_the_kinds_specified():
    # the notification names cows; a goat seized in Aruvikkara pays its base ₹100
    f = _enh(350).fine("goat", OTHER_AREA, POUND_AREA, date(2026, 3, 1))
    assert f.amount == rs(100)
    assert f.flags == ()


def test_s11_2_enhanced_fine_from_its_effective_date():
    t = _enh(350, date(2026, 3, 5))
    assert t.fine("cow", OTHER_AREA, POUND_AREA, date(2026, 3, 4)).amount == rs(200)
    assert t.fine("cow", OTHER_AREA, POUND_AREA, date(2026, 3, 5)).amount == rs(350)


def test_s11_2_cap_uses_the_base_in_force_on_the_impounding_date():
    # base ₹200 (2020), enhanced ₹400 (2024), base lowered to ₹150 from 1 Jan 2026
    t = _enh(400, date(2024, 1, 1), fine(OTHER_AREA, "cow", 150, date(2026, 1, 1), REVISED))
    # impounded 31 Dec 2025: cap 2 × ₹200 = ₹400 → ₹400
    old = t.fine("cow", OTHER_AREA, POUND_AREA, date(2025, 12, 31))
    assert old.amount == rs(400) and "enhanced_capped" not in old.flags
    # impounded 1 Jan 2026: cap 2 × ₹150 = ₹300 → ₹300
    new = t.fine("cow", OTHER_AREA, POUND_AREA, date(2026, 1, 1))
    assert new.amount == rs(300)
    assert new.base == rs(150)
    assert "enhanced_capped" in new.flags


def test_s11_2_enhanced_fine_without_a_base_scale_is_no_fine():
    # no s. 11(1) scale for pigs: no cap can be known, so no fine and a flag
    t = table(enhanced(OTHER_AREA, "pig", 300, date(2024, 1, 1)))
    f = t.fine("pig", OTHER_AREA, POUND_AREA, date(2026, 3, 1))
    assert f.amount == rs(0)
    assert "no_fine_scale" in f.flags


def test_s11_2_enhanced_fine_in_dues_replaces_not_adds():
    # 1 cow seized in Aruvikkara, enhanced ₹350; feeding ₹60 × 1 period → ₹410
    t = _enh(350, date(2024, 1, 1), feeding(POUND_AREA, "cow", 60, SINCE))
    d = dues.dues(stay(datetime(2026, 3, 1, 9, 0), seizure_area=OTHER_AREA), [(1, "cow")], t,
                  datetime(2026, 3, 1, 18, 0))
    assert d.fine == rs(350)
    assert d.total == rs(410)
    assert "enhanced_fine" in d.flags


def test_s11_2_entry_above_double_is_refused_at_entry():
    t = _enh(350)
    too_much = enhanced(OTHER_AREA, "cow", 401, date(2026, 1, 1))
    assert check_enhanced(too_much, table(*t.entries, too_much)) is not None
    exactly = enhanced(OTHER_AREA, "cow", 400, date(2026, 1, 1))
    assert check_enhanced(exactly, table(*t.entries, exactly)) is None


def test_s11_2_entry_checked_against_the_base_on_its_own_effective_date():
    # base ₹200 until 2025, ₹100 from 1 Jan 2026: ₹300 notified from 1 Jan 2026 is > 2 × ₹100
    t = table(fine(OTHER_AREA, "cow", 200, SINCE), fine(OTHER_AREA, "cow", 100, date(2026, 1, 1)))
    assert check_enhanced(enhanced(OTHER_AREA, "cow", 300, date(2025, 12, 31)), t) is None
    assert check_enhanced(enhanced(OTHER_AREA, "cow", 300, date(2026, 1, 1)), t) is not None


def test_s11_2_entry_without_a_base_scale_is_refused():
    t = table(fine(POUND_AREA, "cow", 200, SINCE))
    assert check_enhanced(enhanced(OTHER_AREA, "cow", 300, date(2026, 1, 1)), t) is not None


def test_s11_2_check_applies_only_to_enhanced_fines():
    assert check_enhanced(fine(OTHER_AREA, "cow", 10_000, SINCE), BASE) is None


def test_s11_rate_tables_keep_every_version():
    # a revision is a new entry; the old one stays and still answers for its dates
    assert REVISED_TABLE.in_force(RateType.FINE, POUND_AREA, "cow", date(2026, 3, 4)).amount == rs(200)
    assert REVISED_TABLE.in_force(RateType.FINE, POUND_AREA, "cow", date(2026, 3, 5)).amount == rs(300)
    assert REVISED_TABLE.in_force(RateType.FINE, POUND_AREA, "cow", date(2019, 12, 31)) is None


# --- properties -------------------------------------------------------------

@given(base=st.integers(min_value=1, max_value=10_000), notified=st.integers(min_value=0, max_value=30_000))
def test_s11_2_levy_is_min_of_notified_and_double_base(base, notified):
    t = table(fine(OTHER_AREA, "cow", base, SINCE), enhanced(OTHER_AREA, "cow", notified, SINCE))
    f = t.fine("cow", OTHER_AREA, POUND_AREA, date(2026, 3, 1))
    assert f.amount == rs(min(notified, 2 * base))
    assert f.amount <= rs(2 * base)
    assert ("enhanced_capped" in f.flags) == (notified > 2 * base)
    assert ("enhanced_below_base" in f.flags) == (notified < base)


@given(st.lists(st.sampled_from(["cow", "goat", "pig", "kid"]), min_size=1, max_size=12),
       st.integers(min_value=0, max_value=60 * 24 * 30))
def test_s11_total_is_the_sum_of_the_heads(kinds, minutes):
    from datetime import timedelta

    brought = datetime(2026, 3, 1, 9, 0)
    d = dues.dues(stay(brought), list(enumerate(kinds, start=1)), BASE,
                  brought + timedelta(minutes=minutes))
    assert d.total == sum((h.total for h in d.heads), rs(0))
    assert d.total == d.fine + d.feeding
    assert d.fine == sum((h.fine.amount for h in d.heads), rs(0))
    per_kind_fine = {"cow": rs(200), "goat": rs(100), "pig": rs(0), "kid": rs(0)}
    assert d.fine == sum((per_kind_fine[k] for k in kinds), rs(0))


def test_s11_2_the_cap_is_double_the_base_and_nothing_above_it_is_levied():
    base = Money.of_rupees(150)
    assert rates.enhanced_cap(base) == Money.of_rupees(300)
    assert rates.enhanced_levied(Money.of_rupees(301), base) == Money.of_rupees(300)
    assert rates.enhanced_levied(Money.of_rupees(300), base) == Money.of_rupees(300)
    assert rates.enhanced_levied(Money.of_rupees(100), base) == Money.of_rupees(100)   # below base: levied (Q9)
