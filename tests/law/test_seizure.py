"""The s. 7 register entry, checked before it is made (every problem at
once), and the irregularities of ss. 9–10 that are flagged, never refused
(rules.md 12, Q2)."""
from __future__ import annotations

import unicodedata
from dataclasses import replace
from datetime import date, datetime, timedelta

import pytest

from pound_desk.law.kinds import ACT_KINDS, BY_CODE, Kind, is_cattle
from pound_desk.law.problems import clean
from pound_desk.law.seizure import CAPACITIES, MAX_TEXT, HeadDraft, SeizureDraft, flags, validate

KINDS = {k.code for k in ACT_KINDS}
NOW = datetime(2026, 3, 1, 12, 0)


def draft(**changes) -> SeizureDraft:
    d = SeizureDraft(
        brought_at=datetime(2026, 3, 1, 9, 0), seized_at=datetime(2026, 3, 1, 7, 30),
        seized_place="Manjadi paddy field", local_area="Nedumangad", basis="s9",
        seizer_name="Ramachandran", seizer_residence="Manjadi", seizer_capacity="cultivator",
        owner_name="", owner_residence="",
        heads=[HeadDraft("cow", "female", "brown", "white patch on forehead", "")],
    )
    return replace(d, **changes)


def fields(problems) -> list[str]:
    return [p.field for p in problems]


def test_s7_complete_entry_has_no_problems():
    assert validate(draft(), KINDS, NOW) == []


def test_s7_d_owner_is_entered_only_if_known():
    assert validate(draft(owner_name="", owner_residence=""), KINDS, NOW) == []
    assert validate(draft(owner_name="Mary Thomas", owner_residence="Vembayam"), KINDS, NOW) == []


def test_s7_c_seizer_name_and_residence_are_required():
    found = validate(draft(seizer_name="", seizer_residence=""), KINDS, NOW)
    assert fields(found) == ["seizer_name", "seizer_residence"]


def test_s7_every_problem_is_reported_at_once():
    d = draft(seized_place="", local_area="", seizer_name="", seizer_residence="", basis="s11",
              brought_at=None, seized_at=None, heads=[])
    assert set(fields(validate(d, KINDS, NOW))) == {
        "seized_place", "local_area", "seizer_name", "seizer_residence", "basis",
        "brought_at", "seized_at", "heads"}


def test_s7_b_day_and_hour_brought_is_required():
    assert fields(validate(draft(brought_at=None), KINDS, NOW)) == ["brought_at"]


def test_s7_b_hour_brought_cannot_be_in_the_future():
    # ten minutes of clock drift is forgiven; eleven is not
    assert validate(draft(brought_at=NOW + timedelta(minutes=10)), KINDS, NOW) == []
    assert fields(validate(draft(brought_at=NOW + timedelta(minutes=11)), KINDS, NOW)) == ["brought_at"]
    assert fields(validate(draft(brought_at=datetime(2027, 3, 1, 9, 0)), KINDS, NOW)) == ["brought_at"]


def test_s9_time_of_seizure_is_required():
    assert fields(validate(draft(seized_at=None), KINDS, NOW)) == ["seized_at"]


def test_s9_seizure_cannot_be_after_the_cattle_were_brought():
    d = draft(seized_at=datetime(2026, 3, 1, 9, 1))
    assert fields(validate(d, KINDS, NOW)) == ["seized_at"]
    # seized at the very minute brought is possible (seized at the pound gate)
    assert validate(draft(seized_at=datetime(2026, 3, 1, 9, 0)), KINDS, NOW) == []


def test_s7_a_at_least_one_head():
    assert fields(validate(draft(heads=[]), KINDS, NOW)) == ["heads"]


def test_s2_1_only_kinds_of_cattle_may_be_entered():
    d = draft(heads=[HeadDraft("cow"), HeadDraft("dog"), HeadDraft("")])
    assert fields(validate(d, KINDS, NOW)) == ["heads.2.kind", "heads.3.kind"]


def test_s2_1_every_kind_in_the_act_is_cattle():
    assert len(ACT_KINDS) == 22
    for code in ("cow", "ox", "bull", "elephant", "camel", "buffalo", "horse", "mare", "gelding",
                 "pony", "colt", "filly", "mule", "ass", "pig", "ram", "ewe", "sheep", "lamb",
                 "goat", "kid", "fowl"):
        assert is_cattle(code)
        assert validate(draft(heads=[HeadDraft(code)]), KINDS, NOW) == []
    assert not is_cattle("dog")
    assert not is_cattle("calf")


def test_s2_1_kind_added_by_notification_from_its_effective_date():
    yak = Kind("yak", "Yak", "യാക്ക്", "S.R.O. 1/2026", date(2026, 4, 1))
    added = {"yak": yak}
    assert not is_cattle("yak", added, date(2026, 3, 31))
    assert is_cattle("yak", added, date(2026, 4, 1))
    assert not is_cattle("yak")
    assert BY_CODE["cow"].ml == "പശു"


def test_s7_a_sex_is_female_male_or_not_known():
    d = draft(heads=[HeadDraft("goat", "female"), HeadDraft("goat", "male"), HeadDraft("goat", "unknown"),
                     HeadDraft("goat", "f")])
    assert fields(validate(d, KINDS, NOW)) == ["heads.4.sex"]


@pytest.mark.parametrize("tag", ["", "123456789012", "1234 5678 9012", "000000000000"])
def test_s7_a_ear_tag_is_optional_or_exactly_12_digits(tag):
    assert validate(draft(heads=[HeadDraft("cow", ear_tag=tag)]), KINDS, NOW) == []


@pytest.mark.parametrize("tag", [
    "12345678901",          # 11 digits
    "1234567890123",        # 13 digits
    "12345678901A",
    "1234-5678-9012",
    "123456789012\n",       # a newline is not a digit
    "１２３４５６７８９０１２",  # full-width digits
    "൧൨൩൪൫൬൭൮൯൦൧൨",         # Malayalam digits: the tag is printed in 0–9
])
def test_s7_a_ear_tag_of_other_than_12_digits_is_refused(tag):
    found = validate(draft(heads=[HeadDraft("cow"), HeadDraft("cow", ear_tag=tag)]), KINDS, NOW)
    assert fields(found) == ["heads.2.ear_tag"]
    assert "12 digits" in found[0].message


def test_s7_text_length_and_control_characters():
    long = "x" * (MAX_TEXT + 1)
    assert validate(draft(seizer_name="x" * MAX_TEXT), KINDS, NOW) == []
    assert fields(validate(draft(seizer_name=long), KINDS, NOW)) == ["seizer_name"]
    assert fields(validate(draft(owner_name="Mary\x00Thomas"), KINDS, NOW)) == ["owner_name"]
    d = draft(heads=[HeadDraft("cow", marks="a\x07b")])
    assert fields(validate(d, KINDS, NOW)) == ["heads.1.marks"]


def test_s7_malayalam_text_is_accepted():
    d = draft(seizer_name="ഷാജി", seizer_residence="നെടുമങ്ങാട്", owner_name="സുധാകരൻ",
              heads=[HeadDraft("cow", "female", "കറുപ്പ്", "നെറ്റിയിൽ വെള്ള പാട്")])
    assert validate(d, KINDS, NOW) == []


def test_s7_same_malayalam_name_typed_two_ways_is_stored_as_one():
    # ൊ (U+0D4A) may be typed as െ + ാ (U+0D46 U+0D3E)
    composed = "കൊച്ചു"
    decomposed = unicodedata.normalize("NFD", composed)
    assert decomposed != composed
    assert clean("  " + decomposed + " ") == composed
    assert clean(None) == ""


def test_s9_s10_basis_must_be_one_of_the_two_sections():
    assert fields(validate(draft(basis=""), KINDS, NOW)) == ["basis"]
    assert validate(draft(basis="s10", seizer_capacity="police"), KINDS, NOW) == []


def test_s9_s10_unknown_capacity_is_refused_blank_is_allowed():
    assert fields(validate(draft(seizer_capacity="landlord"), KINDS, NOW)) == ["seizer_capacity"]
    assert validate(draft(seizer_capacity=""), KINDS, NOW) == []


# --- ss. 9–10 flags: accepted, never refused ------------------------------------

def test_s9_brought_more_than_24_hours_after_seizure_is_accepted_and_flagged():
    # seized 28 Feb 08:59, brought 1 Mar 09:00: 24 h 1 min
    d = draft(seized_at=datetime(2026, 2, 28, 8, 59))
    assert validate(d, KINDS, NOW) == []
    assert flags(d) == ("late_to_pound",)


def test_s9_brought_exactly_24_hours_after_seizure_is_not_late():
    d = draft(seized_at=datetime(2026, 2, 28, 9, 0))
    assert flags(d) == ()


def test_s10_late_across_midnight_is_measured_in_clock_hours():
    # seized 28 Feb 23:59, brought 1 Mar 09:00: 9 h 1 min, two dates, not late
    assert flags(draft(seized_at=datetime(2026, 2, 28, 23, 59))) == ()


def test_s9_capacity_that_does_not_match_the_basis_is_flagged():
    # a police officer seizes under s. 10, not s. 9
    assert flags(draft(basis="s9", seizer_capacity="police")) == ("capacity_basis_mismatch",)
    # a cultivator seizes under s. 9, not s. 10
    assert flags(draft(basis="s10", seizer_capacity="cultivator")) == ("capacity_basis_mismatch",)
    assert validate(draft(basis="s9", seizer_capacity="police"), KINDS, NOW) == []


def test_s9_s10_matching_capacities_are_not_flagged():
    for code, (basis, _en, _ml) in CAPACITIES.items():
        assert flags(draft(basis=basis, seizer_capacity=code)) == (), code
    assert flags(draft(seizer_capacity="")) == ()


def test_s9_late_and_mismatched_carry_both_flags():
    d = draft(seized_at=datetime(2026, 2, 27, 9, 0), basis="s9", seizer_capacity="la_officer")
    assert flags(d) == ("late_to_pound", "capacity_basis_mismatch")


def test_s7_b_a_day_before_the_act_is_a_typing_mistake():
    """1 January 1961 is the earliest day accepted; 31 December 1960 is refused
    (it would also run the feeding clock for tens of thousands of periods)."""
    first = datetime(1961, 1, 1, 0, 0)
    assert validate(draft(brought_at=first + timedelta(hours=2), seized_at=first), KINDS, NOW) == []
    problems = validate(draft(brought_at=first - timedelta(minutes=1),
                              seized_at=first - timedelta(hours=1)), KINDS, NOW)
    assert set(fields(problems)) == {"brought_at", "seized_at"}
    assert "1961" in problems[0].message


def test_s7_a_at_most_500_heads_in_one_entry():
    head = HeadDraft("cow", "female", "brown", "", "")
    assert validate(draft(heads=[head] * 500), KINDS, NOW) == []
    problems = validate(draft(heads=[head] * 501), KINDS, NOW)
    assert fields(problems) == ["heads"] and "500" in problems[0].message
