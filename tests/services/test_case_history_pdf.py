"""The case history PDF: the register entry at the top, every event in the
order it happened, and the documents issued for the case."""
from __future__ import annotations

from datetime import date, datetime

from pypdf import PdfReader
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models import DocumentLog
from pound_desk.services import case_history
from pound_desk.services.case import documents, feeding, releases
from pound_desk.services.disputes import penalties, release_orders

BROUGHT = datetime(2026, 3, 1, 9, 0)


def _text(path) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(path).pages)


def _positions(text: str, *needles: str) -> list[int]:
    out = []
    for n in needles:
        assert n in text, n
        out.append(text.index(n))
    return out


def test_case_history_pdf_lists_the_entry_then_the_events_in_order(pound, tmp_path):
    case = seize(BROUGHT, kinds=("cow", "ox"), owner="Joseph", ear_tags=["123456789012", ""])
    feeding.log(date(2026, 3, 1), now=datetime(2026, 3, 1, 18, 0))
    penalties.record_incident(datetime(2026, 3, 2, 7, 30), "rescue_pound", "The pound gate", "Two men",
                              "Tried to lead the ox away at dawn", True, "Nedumangad PS, GD 51/2026",
                              case_no=case.case_no, now=datetime(2026, 3, 2, 8, 0))
    releases.release_on_payment(case.case_no, datetime(2026, 3, 2, 11, 0), "Joseph", Money.of_rupees(1000),
                                head_seqs=[1], now=datetime(2026, 3, 2, 11, 5))
    documents.print_seizer_copy(case.case_no)
    release_orders.release_on_order(
        case.case_no, datetime(2026, 3, 4, 10, 0),
        release_orders.OrderDraft("civil_court", "Munsiff's Court, Nedumangad", "O.S. 77/2026", date(2026, 3, 3),
                                  "Injunction in favour of the plaintiff Mathew"),
        "Mathew", taken_by_capacity="claimant", now=datetime(2026, 3, 4, 10, 5), seen_by="K. Sasidharan")
    path = case_history.print_case_history(case.case_no, tmp_path / "history.pdf")
    text = _text(path)
    # the entry at the top
    entry = _positions(text, f"History of case {case.case_no}", "Manjadi paddy field", "Ramachandran",
                       "123456789012")
    assert entry == sorted(entry)
    events = _positions(text, "Seized at Manjadi paddy field", "brought to the pound",
                        "Entered in the register (s. 7)", "Fed and watered for 01-03-2026",
                        "rescued from the pound", "on payment, s. 12",
                        "head 2 released to Mathew")
    assert events == sorted(events) and entry[-1] < events[0]
    assert "O.S. 77/2026" in text and "Injunction in favour" in text
    # the documents issued, with their checksums
    seizer = DocumentLog.get(DocumentLog.kind == "seizer-copy")
    assert "Documents issued" in text and seizer.sha256[:20] in text.replace("\n", "")
    # the seizer's capacity and the documents' kinds in words, not codes
    assert "Cultivator or occupier of the land" in " ".join(text.split()) and "cultivator," not in text
    assert "seizer's copy: " in text
    # and the history itself is kept and logged
    assert DocumentLog.get(DocumentLog.kind == "case-history").ref == case.case_no


def test_case_history_pdf_of_a_case_with_no_documents_says_so(pound, tmp_path):
    case = seize(BROUGHT)
    text = _text(case_history.print_case_history(case.case_no, tmp_path / "h.pdf"))
    assert "No document has been printed for this case" in text
    assert "All heads held in the pound" in text


def test_case_history_cli_prints_it(pound, tmp_path, capsys, db):
    from cli_helpers import add_users, signed_main

    case = seize(BROUGHT)
    add_users()
    out = tmp_path / "cli.pdf"
    rc = signed_main(["--db", str(db.database), "print", "case-history", case.case_no, "--out", str(out)])
    assert rc == 0 and out.exists()
    assert f"History of case {case.case_no}" in _text(out)
