"""Printing from the register as kept: the demo pound's weeks of cases, with
releases, amendments and cases that run onto the next page."""
from __future__ import annotations

from datetime import date, datetime

import pypdf
import pytest

from pound_desk.models import DocumentLog
from pound_desk.services import demo
from pound_desk.services.case import cases, documents, register
from pound_desk.services.desk import kept

NOW = datetime(2026, 11, 30, 10, 0)


@pytest.fixture
def demo_pound(db):
    demo.create_demo(now=NOW)


def _text(path) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(path).pages)


def test_register_of_the_demo_pound_prints_every_case(demo_pound, tmp_path):
    # regression: a row moved whole to the next page lost its broken lines
    cases.amend("3/2026", "owner_name", "Abdul Khader K.", "Name as on the ration card", now=NOW)
    out = documents.print_register(date(2026, 10, 1), date(2026, 11, 30), out=tmp_path / "r.pdf")
    text = _text(out)
    numbers = [r.case_no for r in register.page(register.Query(), 0, 100)]
    assert len(numbers) == 24
    for no in numbers:
        assert no in text
    assert "Abdul Khader K." in text
    reader = pypdf.PdfReader(out)
    assert f"Page 1 of {len(reader.pages)}" in reader.pages[0].extract_text()


def test_every_printed_document_is_kept_and_logged(demo_pound, tmp_path):
    copy = documents.print_seizer_copy("1/2026")
    assert copy.exists() and copy.parent.name == "seizer-copy"
    receipt = documents.print_receipt("2026-27/00001", out=tmp_path / "copy.pdf")
    assert receipt == tmp_path / "copy.pdf"
    logged = {(d.kind, d.ref) for d in DocumentLog.select()}
    assert ("seizer-copy", "1/2026") in logged
    assert ("receipt", "2026-27/00001") in logged
    for d in DocumentLog.select():
        assert (kept.documents_dir() / d.kind).exists()


def test_cases_read_together_are_the_cases_read_one_by_one(demo_pound):
    # the register is gathered in batches; each entry must be what the case view shows
    cases.amend("3/2026", "owner_name", "Abdul Khader K.", "Name as on the ration card", now=NOW)
    cases.amend("5/2026", "colour", "brown", "Seen again in daylight", head_seq=1, now=NOW)
    from pound_desk.models import Case

    every = list(Case.select().order_by(Case.id))
    together = cases.views(every)
    assert [cv.case_no for cv in together] == [c.case_no for c in every]
    assert any(cv.releases for cv in together) and any(cv.amendments for cv in together)
    for case, cv in zip(every, together):
        assert cv == cases.view(case)
