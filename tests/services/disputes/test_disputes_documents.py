"""The documents of the disputes as PDF text: the receipt for a deposit under
protest (s. 14), the refund voucher (s. 21) and the acknowledgement of a
complaint (ss. 19, 20). Figures from the fixture's rates: a cow and a goat
held 25 hours, fines 200 + 100, feeding 2 x 60 + 2 x 30."""
from __future__ import annotations

import io
from datetime import date, datetime

import pytest
from pypdf import PdfReader
from record_helpers import seize

from pound_desk.documents.complaint import render_acknowledgement
from pound_desk.documents.protest import render_deposit, render_refund
from pound_desk.law.money import Money
from pound_desk.models import DocumentLog
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.disputes import complaints, protest


def text_of(pdf: bytes) -> tuple[int, str]:
    pages = PdfReader(io.BytesIO(pdf)).pages
    return len(pages), " ".join(" ".join(p.extract_text() for p in pages).split())


@pytest.fixture
def deposit(pound):
    case = seize(datetime(2026, 6, 1, 10, 0), ("cow", "goat"), seized=datetime(2026, 6, 1, 8, 0), owner="Joseph")
    return protest.deposit(case.case_no, datetime(2026, 6, 2, 11, 0), "Joseph Thomas", Money.of_rupees(500),
                           "Says the cow was on his own land; will complain to the District Magistrate",
                           depositor_capacity="agent", evidence="Letter of authority dated 2 June",
                           now=datetime(2026, 6, 2, 11, 5))


def test_deposit_receipt_says_under_protest_and_not_fines_paid(deposit):
    pages, text = text_of(render_deposit(protest.deposit_doc(deposit.number)))
    assert pages == 1
    assert "D-2026-27/00001" in text and "deposit under protest" in text
    assert "Section 14 — this is not a receipt for" in text   # "fines paid" (reportlab sets "fi" as a ligature)
    assert "₹480.00" in text and "₹500.00" in text and "₹20.00" in text   # total, tendered, change
    assert "Rupees Four Hundred and Eighty Only" in text
    assert "will complain to the District Magistrate" in text
    assert "Letter of authority dated 2 June" in text
    assert "11-06-2026" in text                      # the last day to complain
    assert "Depositor's signature" in text and "s. 12(b)" not in text


def test_printing_keeps_the_pdf_with_its_checksum(deposit):
    path = protest.print_deposit(deposit.number)
    assert path.exists()
    log = DocumentLog.get(DocumentLog.kind == "protest-deposit")
    assert log.ref == f"{deposit.number} case {deposit.case.case_no}"
    from pound_desk.services import case_history

    listed = [d.ref for d in case_history.documents_of(deposit.case_id, deposit.case.case_no, [])]
    assert log.ref in listed   # the case's history lists it among the documents issued


def test_refund_voucher_only_after_a_refund(deposit):
    with pytest.raises(ServiceError):
        protest.refund_doc(deposit.number)
    c = complaints.record(deposit.case.case_no, date(2026, 6, 5), "Joseph Thomas", "JFCM Nedumangad",
                          now=datetime(2026, 6, 5, 12, 0))
    complaints.decide(c.id, date(2026, 6, 20), "illegal", "CMP 4/2026", refund=True,
                      now=datetime(2026, 6, 20, 12, 0))
    pages, text = text_of(render_refund(protest.refund_doc(deposit.number)))
    assert pages == 1
    assert "D-2026-27/00001-R" in text and "CMP 4/2026, 20-06-2026" in text
    assert "₹480.00" in text and "Joseph Thomas" in text and "s. 21" in text


def test_acknowledgement_of_a_late_oral_complaint(pound):
    case = seize(datetime(2026, 6, 1, 10, 0), seized=datetime(2026, 6, 1, 8, 0), owner="Joseph")
    c = complaints.record(case.case_no, date(2026, 6, 12), "Joseph", mode="oral",
                          particulars="The cow was on my own land at Manjadi", now=datetime(2026, 6, 12, 11, 0))
    pages, text = text_of(render_acknowledgement(complaints.acknowledgement_doc(c.id)))
    assert pages == 1
    assert "Acknowledgement of a complaint" in text and case.case_no in text
    assert "District Magistrate" in text and "12-06-2026" in text and "11-06-2026" in text
    assert "Oral, reduced to writing" in text and "The cow was on my own land at Manjadi" in text
    assert "made after the ten days" in text
    assert "Ramachandran" in text                    # the seizer complained against


def test_acknowledgement_of_a_complaint_in_time_has_no_late_note(pound):
    case = seize(datetime(2026, 6, 1, 10, 0), seized=datetime(2026, 6, 1, 8, 0), owner="Joseph")
    c = complaints.record(case.case_no, date(2026, 6, 11), "Joseph", "JFCM Nedumangad",
                          now=datetime(2026, 6, 11, 11, 0))
    _, text = text_of(render_acknowledgement(complaints.acknowledgement_doc(c.id)))
    assert "made after the ten days" not in text and "In writing" in text and "JFCM Nedumangad" in text


def test_s21_outcome_on_the_complaint_papers_shows_who_is_liable_and_the_working(deposit):
    """ss. 19, 21: the complaint's papers say what was complained of and
    adjudged, who is liable, and the sum: compensation, fines paid, less the
    refund; never the refunded deposit owed a second time."""
    c = complaints.record(deposit.case.case_no, date(2026, 6, 4), "Joseph", ground="detention",
                          now=datetime(2026, 6, 4, 11, 0))
    complaints.decide(c.id, date(2026, 6, 20), "illegal", "CMP 4/2026", compensation=Money.of_rupees(100),
                      refund=True, now=datetime(2026, 6, 20, 12, 0))
    pdf = complaints.print_acknowledgement(c.id).read_bytes()
    _, text = text_of(pdf)
    assert "Illegal detention" in text and "Detention adjudged illegal" in text
    assert "the pound-keeper" in text
    assert "Fines and charges paid by the complainant ₹480.00" in text
    assert "Less refunded to the complainant on the order − ₹480.00" in text
    assert "Payable by the one liable ₹100.00" in text
    from pound_desk.services import case_history
    lines = " ".join(en for _, en, _ in case_history.events(deposit.case_id, deposit.case.case_no, []))
    assert "illegal detention against" in lines and "in all ₹100.00 (s. 21)" in lines
