"""An ear tag is kept in one form whoever entered it: typed at the desk (in
groups of four), imported from a CSV file (a spreadsheet's non-breaking or
thin spaces, a zero-width space copied with it) or given by an amendment;
the one rule is ``law.seizure.normal_tag``, and the tag is found again by
``tags.cases_of`` whichever way it was written."""
from __future__ import annotations

from datetime import datetime

import pytest
from record_helpers import seize

from pound_desk.exchange import csv_import
from pound_desk.law.seizure import EAR_TAG, normal_tag
from pound_desk.services.case import cases, tags
from tests.exchange.test_imports import REGISTER_HEADER

TAG = "123456789012"
WRITTEN = ["1234 5678 9012", "1234\u00a05678\u00a09012", "1234\u202f5678\u2009 9012", "\u200b123456789012\u200e",
           "\ufeff1234  5678  9012", f" {TAG} "]


@pytest.mark.parametrize("text", WRITTEN)
def test_every_way_of_writing_the_tag_is_the_tag(text):
    assert normal_tag(text) == TAG and EAR_TAG.match(normal_tag(text))


@pytest.mark.parametrize("text", ["1234-5678-9012", "12345678901", "1234567890123", "12345678901x",
                                  "1234\t5678\t9012", "123456789012\n", "１２３４５６７８９０１２", "൧൨൩൪൫൬൭൮൯൦൧൨"])
def test_what_is_not_a_tag_stays_not_a_tag(text):
    assert not EAR_TAG.match(normal_tag(text))


def test_the_desk_the_import_and_an_amendment_keep_the_same_tag(pound):
    desk = seize(datetime(2026, 3, 1, 9, 0), ear_tags=["1234 5678 9012"])
    rows = "".join(
        f'{n}/2026,2026-03-0{n - 20}T09:30,2026-03-0{n - 20}T07:00,Field,Nedumangad,s9,A,B,C,D,cow,female,black,,'
        f'"{text}"\n' for n, text in ((22, "1234\u00a05678\u00a09012"), (23, "\u200b1234\u202f5678 9012")))
    csv_import.import_register((REGISTER_HEADER + rows).encode("utf-8"), now=datetime(2026, 11, 1, 12, 0))
    stored = [cases.view(n).heads[0].ear_tag for n in (desk.case_no, "22/2026", "23/2026")]
    assert stored == [TAG, TAG, TAG]
    other = seize(datetime(2026, 3, 5, 9, 0), owner="Anil")
    cases.amend(other.case_no, "ear_tag", "1234 5678\u00a09012", "Tag read off the ear", head_seq=1,
                now=datetime(2026, 3, 5, 10, 0))
    assert cases.view(other.case_no).heads[0].ear_tag == TAG
    found = {c.case_no for c in tags.cases_of("1234 5678 9012")}
    assert found == {desk.case_no, "22/2026", "23/2026", other.case_no}
