"""Texts the program stores in both languages ("English / Malayalam")."""
from __future__ import annotations

import unicodedata

from pound_desk.models.stored import both, halves


def test_both_joins_english_and_malayalam_and_halves_splits_them_back():
    text = both("Receipt R-1, case 1/2026", "രസീത് R-1, കേസ് 1/2026")
    assert text == "Receipt R-1, case 1/2026 / രസീത് R-1, കേസ് 1/2026"
    assert halves(text) == ("Receipt R-1, case 1/2026", "രസീത് R-1, കേസ് 1/2026")


def test_a_separator_inside_the_english_half_is_not_taken_for_the_malayalam():
    text = both("order CMP 4 / 2026", "ഉത്തരവ് CMP 4 / 2026")
    assert halves(text) == ("order CMP 4 / 2026", "ഉത്തരവ് CMP 4 / 2026")


def test_a_record_kept_in_english_only_is_both_halves():
    assert halves("no complaint by 11-06-2026 (s. 19, Q12)") == ("no complaint by 11-06-2026 (s. 19, Q12)",) * 2


def test_both_is_stored_normalised():
    decomposed = unicodedata.normalize("NFD", "കൊടുത്തു")
    assert both("paid", decomposed) == "paid / " + unicodedata.normalize("NFC", "കൊടുത്തു")
