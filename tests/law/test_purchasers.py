"""s. 18(1): who may not buy cattle at a sale under the Act, and how a
bidder's name is matched against the lists of the office."""
from __future__ import annotations

from datetime import date

import pytest

from pound_desk.law import purchasers

ON = date(2026, 3, 19)


@pytest.mark.parametrize("role", ["police", "officer", "member"])
def test_s18_1_police_officers_and_members_may_not_buy(role):
    assert purchasers.barred_by_listing("Raghu K", ON, role, "Raghu K", date(2025, 1, 1), None)


def test_s18_1_other_lists_do_not_bar():
    # a seizing officer empowered under s. 10 is not on the s. 18(1) lists
    assert not purchasers.barred_by_listing("Raghu K", ON, "s10", "Raghu K", date(2025, 1, 1), None)


def test_s18_1_only_on_the_days_the_office_was_held():
    held = dict(role="member", listed_name="Raghu K", held_from=date(2026, 1, 1))
    assert purchasers.barred_by_listing("Raghu K", ON, held_until=ON, **held)
    assert not purchasers.barred_by_listing("Raghu K", ON, held_until=date(2026, 3, 18), **held)
    assert not purchasers.barred_by_listing("Raghu K", date(2025, 12, 31), held_until=None, **held)


def test_s18_1_a_name_matches_without_case_or_spacing():
    assert purchasers.same_name("  raghu   K ", "Raghu K")
    assert not purchasers.same_name("Raghu", "Raghu K")
    assert not purchasers.same_name("", "")          # nobody is nobody's namesake


def test_s18_1_the_pound_keeper_may_not_buy():
    assert purchasers.barred_as_keeper("ANIL kumar", "Anil Kumar")
    assert not purchasers.barred_as_keeper("Anil Kumar", "")      # no keeper in office
