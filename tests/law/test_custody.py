"""Custody (s. 8): feeding and watering are two duties, every day, for
every head held; a case is named once with each duty missed (s. 27)."""
from __future__ import annotations

from pound_desk.law.custody import Neglect, neglected


def test_s8_each_duty_missed_is_named_once_per_case():
    held = [("1/2026", True, True), ("2/2026", True, False), ("2/2026", False, True),
            ("3/2026", False, False), ("4/2026", True, False)]
    assert neglected(held) == [Neglect("2/2026", True, True), Neglect("3/2026", True, True),
                               Neglect("4/2026", False, True)]


def test_s8_a_day_with_every_head_fed_and_watered_is_no_neglect():
    assert neglected([("1/2026", True, True), ("1/2026", True, True)]) == []
    assert neglected([]) == []


def test_s8_the_cases_keep_the_registers_order():
    held = [("9/2026", False, True), ("1/2026", False, True), ("9/2026", True, False)]
    assert [n.case_no for n in neglected(held)] == ["9/2026", "1/2026"]
    assert neglected(held)[0] == Neglect("9/2026", True, True)
