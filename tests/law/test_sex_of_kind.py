"""s. 2(1) names some kinds by sex: a cow, mare, filly or ewe is female; an
ox, bull, gelding, colt or ram male. The entry takes the sex from the kind,
and refuses a sex that contradicts it; other kinds leave it to the person."""
from __future__ import annotations

from datetime import datetime

import pytest

from pound_desk.law.kinds import ACT_KINDS, implied_sex, sex_for
from pound_desk.law.seizure import HeadDraft, SeizureDraft, validate

AT = datetime(2026, 3, 10, 15, 30)
KINDS = {k.code for k in ACT_KINDS}


def draft(kind: str, sex: str) -> SeizureDraft:
    return SeizureDraft(brought_at=AT, seized_at=AT, seized_place="Market road", local_area="Nedumangad",
                        basis="s10", seizer_name="SI Anil Kumar", seizer_residence="Nedumangad",
                        seizer_capacity="police", heads=[HeadDraft(kind=kind, sex=sex)])


@pytest.mark.parametrize("kind,sex", [("cow", "female"), ("mare", "female"), ("filly", "female"),
                                      ("ewe", "female"), ("ox", "male"), ("bull", "male"),
                                      ("gelding", "male"), ("colt", "male"), ("ram", "male")])
def test_s2_1_kinds_named_by_sex(kind, sex):
    assert implied_sex(kind) == sex
    assert sex_for(kind, "unknown") == sex and sex_for(kind, "") == sex
    other = "male" if sex == "female" else "female"
    problems = [p for p in validate(draft(kind, other), KINDS, AT) if p.field == "heads.1.sex"]
    assert problems and "cannot be entered as" in problems[0].message
    assert not [p for p in validate(draft(kind, sex), KINDS, AT) if p.field == "heads.1.sex"]


@pytest.mark.parametrize("kind", ["buffalo", "goat", "sheep", "horse", "pig", "kid", "lamb", "fowl"])
def test_s2_1_kinds_that_say_no_sex_leave_it_to_the_person(kind):
    assert implied_sex(kind) is None
    assert sex_for(kind, "unknown") == "unknown"
    for sex in ("female", "male", "unknown"):
        assert not [p for p in validate(draft(kind, sex), KINDS, AT) if p.field == "heads.1.sex"]


def test_s2_1_every_implied_sex_is_of_a_listed_kind():
    codes = {k.code for k in ACT_KINDS}
    assert {"cow", "ox", "bull", "ram", "ewe"} <= codes
    assert all(implied_sex(k.code) in (None, "female", "male") for k in ACT_KINDS)
