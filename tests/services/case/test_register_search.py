"""Searching the register for a name typed in English letters finds it
stored in Malayalam too, and as typed."""
from __future__ import annotations

import unicodedata
from datetime import datetime, timedelta

from record_helpers import seize

from pound_desk.services.case import register
from pound_desk.services.case.register import Query

DAY = datetime(2026, 3, 1, 9, 0)


def found(text: str, field: str = "owner") -> list[str]:
    q = Query(text=text, field=field)
    rows = register.page(q, 0, 50)
    assert register.count(q) == len(rows)
    return sorted(r.case_no for r in rows)


def test_a_name_typed_in_english_letters_finds_it_in_malayalam_and_in_english(pound):
    seize(DAY, owner="രാമൻ")                                  # 1/2026
    seize(DAY + timedelta(hours=1), owner="Raman")             # 2/2026
    seize(DAY + timedelta(hours=2), owner="Sudhakaran")        # 3/2026
    assert found("raman") == ["1/2026", "2/2026"]
    assert found("Raman") == ["1/2026", "2/2026"]
    assert found("രാമൻ") == ["1/2026"]
    assert found("raman", field="any") == ["1/2026", "2/2026"]
    assert found("sudhakaran") == ["3/2026"]
    assert found("raman", field="seizer") == []


def test_the_malayalam_of_a_typed_name_is_searched_in_nfc(pound):
    seize(DAY, owner="ജോസഫ് കൊച്ചി")
    decomposed = unicodedata.normalize("NFD", "കൊച്ചി")      # ൊ as two code points
    assert decomposed != "കൊച്ചി"
    assert found(decomposed) == ["1/2026"]
    assert found("joseph") == ["1/2026"]
    assert found("kochi") == ["1/2026"]


def test_short_texts_are_searched_as_typed(pound):
    seize(DAY, owner="ആട് ഉടമ")
    seize(DAY + timedelta(hours=1), owner="Ma")
    # "ma" (മ) is too short to be a name: looked for as typed only
    assert found("ma") == ["2/2026"]
    assert found("മ") == ["1/2026"]
    assert found("aadu") == ["1/2026"]                          # ആട്: three letters
    assert found("kaa") == []                                   # കാ: two letters, not looked for


def test_case_numbers_and_ear_tags_are_searched_as_typed(pound):
    seize(DAY, owner="രാമൻ", ear_tags=["123456789012"])
    assert found("1/2026", field="case_no") == ["1/2026"]
    assert found("raman", field="case_no") == []
    assert found("345678", field="ear_tag") == ["1/2026"]


def test_a_name_stored_with_the_older_chillus_is_found(pound):
    seize(DAY, owner="രാമന്\u200d")                          # ന് + zero-width joiner
    assert found("raman") == ["1/2026"]
    assert found("രാമൻ") == ["1/2026"]
    assert found("രാമന്\u200d") == ["1/2026"]
