"""An amendment is held to the rules of the entry it corrects: a head's kind
corrected to one whose name says a sex (a cow to a bull) is refused while the
sex recorded says the other, and the person is told which to correct."""
from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from record_helpers import seize

from pound_desk.services.case import cases
from pound_desk.services.desk.errors import Invalid

BROUGHT = datetime(2026, 3, 2, 9, 0)
NOW = BROUGHT + timedelta(hours=3)


def test_amend_a_cows_kind_to_bull_is_refused_while_she_is_recorded_female(pound):
    case = seize(BROUGHT, kinds=("cow",))
    with pytest.raises(Invalid) as caught:
        cases.amend(case.case_no, "kind", "bull", "misread at entry", head_seq=1, now=NOW)
    assert [p.field for p in caught.value.problems] == ["heads.1.sex"]
    assert "male" in caught.value.problems[0].message
    assert cases.view(case.case_no).heads[0].kind == "cow"


def test_amend_the_sex_first_then_the_kind(pound):
    case = seize(BROUGHT, kinds=("buffalo",))
    cases.amend(case.case_no, "sex", "male", "seen again", head_seq=1, now=NOW)
    cases.amend(case.case_no, "kind", "bull", "misread at entry", head_seq=1, now=NOW + timedelta(minutes=1))
    head = cases.view(case.case_no).heads[0]
    assert (head.kind, head.sex) == ("bull", "male")


def test_amend_a_kind_that_says_no_sex_is_not_held_to_one(pound):
    case = seize(BROUGHT, kinds=("cow",))
    cases.amend(case.case_no, "kind", "buffalo", "misread at entry", head_seq=1, now=NOW)
    assert cases.view(case.case_no).heads[0].kind == "buffalo"
