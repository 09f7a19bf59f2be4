"""Feeding and watering charges (s. 4): per head, one charge for each
commenced 24-hour period since the hour brought (at least one), each period
at the rate in force for the kind on the day it starts (rules.md Q5)."""
from __future__ import annotations

from datetime import date, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st
from law_helpers import COUNCIL, COUNCIL_NEW, OTHER_AREA, POUND_AREA, feeding, fine, rs, stay, table

from pound_desk.law import dues

SINCE = date(2020, 1, 1)
FLAT = table(
    fine(POUND_AREA, "cow", 200, SINCE), fine(POUND_AREA, "goat", 100, SINCE),
    feeding(POUND_AREA, "cow", 60, SINCE), feeding(POUND_AREA, "goat", 30, SINCE),
)


def cow_feeding(brought: datetime, until: datetime, t=FLAT):
    return dues.head_dues(stay(brought), 1, "cow", t, until)


def test_s4_three_commenced_periods_charged_three_times():
    # brought 1 Mar 09:00, released 3 Mar 09:01 → 3 periods × ₹60 = ₹180
    h = cow_feeding(datetime(2026, 3, 1, 9, 0), datetime(2026, 3, 3, 9, 1))
    assert h.periods == 3
    assert h.feeding == rs(180)
    # with the ₹200 fine: ₹380
    assert h.total == rs(380)
    assert h.feeding_references == (COUNCIL,)


def test_s4_exactly_24_hours_is_one_period():
    # 1 Mar 09:00 → 2 Mar 09:00: 1 × ₹60
    h = cow_feeding(datetime(2026, 3, 1, 9, 0), datetime(2026, 3, 2, 9, 0))
    assert (h.periods, h.feeding) == (1, rs(60))


def test_s4_24_hours_1_minute_is_two_periods():
    # 1 Mar 09:00 → 2 Mar 09:01: 2 × ₹60 = ₹120
    h = cow_feeding(datetime(2026, 3, 1, 9, 0), datetime(2026, 3, 2, 9, 1))
    assert (h.periods, h.feeding) == (2, rs(120))


def test_s4_released_within_the_hour_still_one_period():
    h = cow_feeding(datetime(2026, 3, 1, 9, 0), datetime(2026, 3, 1, 9, 0))
    assert (h.periods, h.feeding) == (1, rs(60))


def test_s4_brought_before_midnight_released_after_is_one_period():
    # brought 23:59, released 00:01: two minutes, 1 × ₹60 (not two days)
    h = cow_feeding(datetime(2026, 3, 1, 23, 59), datetime(2026, 3, 2, 0, 1))
    assert (h.periods, h.feeding) == (1, rs(60))


RAISED = table(
    fine(POUND_AREA, "cow", 200, SINCE),
    feeding(POUND_AREA, "cow", 60, SINCE),
    feeding(POUND_AREA, "cow", 80, date(2026, 3, 3), COUNCIL_NEW),
)


def test_s4_rate_changed_during_the_stay_each_period_at_its_own_rate():
    # brought 1 Mar 09:00, released 4 Mar 10:00: 3 d 1 h → 4 periods, starting
    # 1 Mar, 2 Mar (old ₹60), 3 Mar, 4 Mar (new ₹80): 60 + 60 + 80 + 80 = ₹280
    h = cow_feeding(datetime(2026, 3, 1, 9, 0), datetime(2026, 3, 4, 10, 0), RAISED)
    assert h.periods == 4
    assert h.feeding == rs(280)
    assert h.feeding_references == (COUNCIL, COUNCIL_NEW)


def test_s4_period_starting_2330_the_day_before_a_change_takes_the_old_rate():
    # brought 2 Mar 23:30; the ₹80 rate starts 3 Mar. The first period starts
    # on 2 Mar (old ₹60) though nearly all of it runs on 3 Mar.
    h = cow_feeding(datetime(2026, 3, 2, 23, 30), datetime(2026, 3, 3, 23, 0), RAISED)
    assert (h.periods, h.feeding) == (1, rs(60))
    # kept past 3 Mar 23:30, a second period starts on 3 Mar at ₹80: 60 + 80 = ₹140
    h = cow_feeding(datetime(2026, 3, 2, 23, 30), datetime(2026, 3, 3, 23, 31), RAISED)
    assert (h.periods, h.feeding) == (2, rs(140))


def test_s4_period_starting_at_midnight_of_the_change_takes_the_new_rate():
    # brought 3 Mar 00:00, the day the ₹80 rate starts: ₹80
    h = cow_feeding(datetime(2026, 3, 3, 0, 0), datetime(2026, 3, 3, 12, 0), RAISED)
    assert (h.periods, h.feeding) == (1, rs(80))


def test_s4_rate_change_on_the_leap_day_2028():
    # ₹80 from 29 Feb 2028; brought 28 Feb 09:00, released 1 Mar 09:30 → 48 h 30 min →
    # periods start 28 Feb (₹60), 29 Feb (₹80), 1 Mar (₹80) = ₹220
    t = table(feeding(POUND_AREA, "cow", 60, SINCE), feeding(POUND_AREA, "cow", 80, date(2028, 2, 29)),
              fine(POUND_AREA, "cow", 200, SINCE))
    h = cow_feeding(datetime(2028, 2, 28, 9, 0), datetime(2028, 3, 1, 9, 30), t)
    assert (h.periods, h.feeding) == (3, rs(220))


def test_s4_rate_change_on_1_march_2027_without_a_leap_day():
    # ₹80 from 1 Mar 2027; brought 27 Feb 09:00, released 1 Mar 09:30 → 48 h 30 min →
    # periods start 27 Feb (₹60), 28 Feb (₹60), 1 Mar (₹80) = ₹200
    t = table(feeding(POUND_AREA, "cow", 60, SINCE), feeding(POUND_AREA, "cow", 80, date(2027, 3, 1)),
              fine(POUND_AREA, "cow", 200, SINCE))
    h = cow_feeding(datetime(2027, 2, 27, 9, 0), datetime(2027, 3, 1, 9, 30), t)
    assert (h.periods, h.feeding) == (3, rs(200))


def test_s4_no_rate_fixed_for_part_of_the_stay_is_not_charged_and_flagged():
    # a rate for goats fixed only from 3 Mar; brought 1 Mar 09:00, released 3 Mar 10:00:
    # periods start 1 Mar (none), 2 Mar (none), 3 Mar (₹30) → ₹30 and a flag
    t = table(fine(POUND_AREA, "goat", 100, SINCE), feeding(POUND_AREA, "goat", 30, date(2026, 3, 3)))
    h = dues.head_dues(stay(datetime(2026, 3, 1, 9, 0)), 1, "goat", t, datetime(2026, 3, 3, 10, 0))
    assert h.periods == 3
    assert h.feeding == rs(30)
    assert "no_feeding_rate" in h.flags


def test_s4_kind_with_no_rate_at_all_is_never_charged():
    h = dues.head_dues(stay(datetime(2026, 3, 1, 9, 0)), 1, "pig", FLAT, datetime(2026, 3, 2, 10, 0))
    assert h.feeding == rs(0)
    assert h.flags == ("no_fine_scale", "no_feeding_rate")


def test_s4_rate_is_the_pounds_local_authoritys_not_the_area_of_seizure():
    # the pound's local authority fixes feeding rates (s. 4); a cow seized in
    # Aruvikkara, whose council charges ₹90, pays the Nedumangad ₹60
    t = table(fine(OTHER_AREA, "cow", 200, SINCE), feeding(POUND_AREA, "cow", 60, SINCE),
              feeding(OTHER_AREA, "cow", 90, SINCE))
    h = dues.head_dues(stay(datetime(2026, 3, 1, 9, 0), seizure_area=OTHER_AREA), 1, "cow", t,
                       datetime(2026, 3, 2, 9, 1))
    assert h.feeding == rs(120)


def test_s4_charges_are_per_head():
    # 2 cows and a goat, brought 1 Mar 09:00, released 2 Mar 12:00 (2 periods):
    # feeding 2 × (2 × ₹60) + 2 × ₹30 = ₹300; fines ₹200 + ₹200 + ₹100 = ₹500; total ₹800
    d = dues.dues(stay(datetime(2026, 3, 1, 9, 0)), [(1, "cow"), (2, "cow"), (3, "goat")], FLAT,
                  datetime(2026, 3, 2, 12, 0))
    assert d.feeding_periods == 2
    assert [h.feeding for h in d.heads] == [rs(120), rs(120), rs(60)]
    assert d.feeding == rs(300)
    assert d.fine == rs(500)
    assert d.total == rs(800)


def test_s4_dues_carry_the_deadlines():
    # seized 28 Feb 2026 22:00, brought 1 Mar 08:00: report due 9 Mar (s. 13(1)),
    # complaint window ends 10 Mar (s. 19, from the seizure date)
    s = stay(datetime(2026, 3, 1, 8, 0), seized=datetime(2026, 2, 28, 22, 0))
    d = dues.dues(s, [(1, "cow")], FLAT, datetime(2026, 3, 1, 9, 0))
    assert d.unclaimed_report_due == date(2026, 3, 9)
    assert d.complaint_window_ends == date(2026, 3, 10)
    assert "late_to_pound" not in d.flags


def test_s9_late_arrival_is_flagged_in_the_dues():
    # seized 1 Mar 08:00, brought 2 Mar 08:01: 24 h 1 min
    s = stay(datetime(2026, 3, 2, 8, 1), seized=datetime(2026, 3, 1, 8, 0))
    d = dues.dues(s, [(1, "cow")], FLAT, datetime(2026, 3, 2, 9, 0))
    assert d.flags[0] == "late_to_pound"


# --- properties -------------------------------------------------------------

@given(st.integers(min_value=0, max_value=60 * 24 * 60), st.integers(min_value=1, max_value=500))
def test_s4_at_one_rate_feeding_is_periods_times_rate(minutes, rate):
    t = table(feeding(POUND_AREA, "cow", rate, SINCE), fine(POUND_AREA, "cow", 200, SINCE))
    brought = datetime(2026, 3, 1, 9, 0)
    h = cow_feeding(brought, brought + timedelta(minutes=minutes), t)
    day = 24 * 60
    assert h.periods == max(1, -(-minutes // day))
    assert h.feeding == rs(rate) * h.periods


@given(st.integers(min_value=0, max_value=60 * 24 * 30), st.integers(min_value=0, max_value=60 * 24 * 30))
def test_s4_feeding_never_decreases_as_time_passes(a, b):
    brought = datetime(2026, 3, 1, 9, 0)
    early, late = sorted((a, b))
    assert (cow_feeding(brought, brought + timedelta(minutes=early), RAISED).feeding
            <= cow_feeding(brought, brought + timedelta(minutes=late), RAISED).feeding)


@given(st.integers(min_value=0, max_value=60 * 24 * 20))
def test_s4_old_rate_before_the_change_new_rate_after(minutes):
    # against the ₹60 → ₹80 change on 3 Mar: periods starting before 3 Mar at ₹60, from it at ₹80
    brought = datetime(2026, 2, 27, 9, 0) + timedelta(minutes=minutes % (60 * 24 * 8))
    until = brought + timedelta(minutes=minutes)
    h = cow_feeding(brought, until, RAISED)
    starts = [brought + timedelta(hours=24 * i) for i in range(h.periods)]
    expected = sum((rs(60) if s.date() < date(2026, 3, 3) else rs(80) for s in starts), rs(0))
    assert h.feeding == expected
