"""Disputes on the desktop: a deposit under protest from the case view
(s. 14), a complaint with its acknowledgement (ss. 19, 20), its outcome
(ss. 21, 22), the order allowing a sale despite it (Q16), and the deposit
converted from needs action once the window closed (Q12). Errors appear
beside their fields and nothing typed is lost on a refusal.

The office clock is 10 March 2026 15:30. A cow brought on 2 March at 10:00
(seized 08:00) owes, at 15:30 on 10 March, fine Rs 200 and nine commenced
24-hour periods of feeding at Rs 60 (Rs 540): Rs 740. Its last day to
complain is 12 March."""
from __future__ import annotations

from datetime import date, datetime

import pytest
from desk_helpers import NOW, a_draft, pdf_text

from pound_desk.law.money import Money
from pound_desk.models import Release
from pound_desk.models.disposal import Complaint, WrittenOrder
from pound_desk.models.protest import ProtestDeposit
from pound_desk.services.books import ledger
from pound_desk.services.case import seizures
from pound_desk.services.disputes import awaiting, complaints, protest
from pound_desk.ui.case_view import CaseViewDialog
from pound_desk.ui.disputes.complaint_dialog import ComplaintDialog
from pound_desk.ui.disputes.disputes_window import DisputesWindow
from pound_desk.ui.disputes.outcome_dialog import OutcomeDialog
from pound_desk.ui.disputes.protest_dialog import ProtestDialog
from pound_desk.ui.disputes.sale_order_dialog import SaleOrderDialog
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.pdf_preview import PdfPreview

BROUGHT = datetime(2026, 3, 2, 10, 0)


def a_case() -> str:
    return seizures.register(a_draft(BROUGHT), now=BROUGHT).case_no


def open_view(qtbot, case_no, now) -> CaseViewDialog:
    view = CaseViewDialog(case_no, now=now)
    qtbot.addWidget(view)
    view.show()
    return view


def assert_ledger_ok():
    result = ledger.check()
    assert result.ok, result.problems


def test_deposit_under_protest_from_the_case_view(pound, qtbot, now):
    case_no = a_case()
    view = open_view(qtbot, case_no, now)
    assert view.dispute_button.isVisibleTo(view)
    dialog = view.dispute_deposit()
    assert isinstance(dialog, ProtestDialog)
    qtbot.addWidget(dialog)
    assert "₹740.00" in dialog.due_label.text()
    assert "12-03-2026" in dialog.window_label.text()
    # no statement, then a short deposit: each refused beside its field, nothing written
    dialog.paid.setText("739")
    dialog.submit()
    assert "complaint" in dialog.errors.message("intention")
    dialog.intention.setPlainText("Says the cow was in his own yard; will complain to the Magistrate")
    dialog.submit()
    assert not dialog.errors.message("intention")
    assert "₹740.00" in dialog.errors.message("paid") and "₹1.00" in dialog.errors.message("paid")
    assert not ProtestDeposit.select().exists()
    assert dialog.paid.text() == "739" and dialog.depositor_name.text() == "Rajan P."   # nothing lost
    dialog.paid.setText("740")
    dialog.submit()
    d = ProtestDeposit.get()
    assert (d.number, d.total_paise) == ("D-2025-26/00001", 74000)
    assert isinstance(dialog.preview, PdfPreview)
    assert "Receipt for a deposit under protest" in " ".join(pdf_text(dialog.preview.path).split())
    qtbot.waitUntil(lambda: view.cv.status == "released", timeout=3000)
    assert any("under protest" in view.timeline.item(i).text() for i in range(view.timeline.count()))
    assert_ledger_ok()


def test_complaint_marked_late_and_acknowledged(pound, qtbot):
    case_no = a_case()
    later = datetime(2026, 3, 13, 11, 0)
    dialog = ComplaintDialog(case_no, now=lambda: later)
    qtbot.addWidget(dialog)
    assert dialog.authority.text().startswith("District Magistrate / ")   # from the office's settings
    assert "Late" in dialog.window_label.text()               # 13 March is after the 12th
    dialog.filed_on.set_value(date(2026, 3, 12))
    assert "Late" not in dialog.window_label.text()
    dialog.filed_on.set_value(date(2026, 3, 13))
    dialog.complainant.setText("")
    dialog.mode.setCurrentIndex(dialog.mode.findData("oral"))
    dialog.submit()
    assert dialog.errors.message("complainant") and dialog.errors.message("particulars")
    assert not Complaint.select().exists()
    dialog.complainant.setText("Rajan P.")
    dialog.particulars.setPlainText("The cow was tied in my own yard")
    dialog.submit()
    c = Complaint.get()
    assert complaints.is_late(c) and c.mode == "oral"
    assert "made after the ten days" in " ".join(pdf_text(dialog.preview.path).split())
    # the sale of the case is held from the day it was filed (Q16)
    assert awaiting.pending(c.case, date(2026, 3, 20)) == [c]


def test_outcome_compensation_limit_and_release_on_the_order(pound, qtbot, now):
    case_no = a_case()
    complaints.record(case_no, date(2026, 3, 5), "Rajan P.", now=datetime(2026, 3, 5, 12, 0))
    view = open_view(qtbot, case_no, now)
    dialog = view.dispute_outcome()
    assert isinstance(dialog, OutcomeDialog)
    qtbot.addWidget(dialog)
    dialog.outcome.setCurrentIndex(dialog.outcome.findData("illegal"))
    assert "₹740.00" in dialog.effect.text()   # what the seizer will owe for the cow released now
    dialog.reference.setText("CMP 7/2026")
    dialog.compensation.setText("100.01")
    dialog.submit()
    assert "₹100.00" in dialog.errors.message("compensation")
    assert not Release.select().exists()
    assert dialog.reference.text() == "CMP 7/2026"
    dialog.compensation.setText("100")
    dialog.submit()
    release = Release.get()
    assert release.basis == "s21"
    assert ledger.balances()["seizer_receivable"] == Money.of_rupees(740)
    qtbot.waitUntil(lambda: view.cv.status == "released", timeout=3000)
    # an outcome is given once: nothing is left pending to decide
    again = OutcomeDialog(case_no, now=now)
    qtbot.addWidget(again)
    assert not again.save_button.isEnabled() and again.general.text()
    assert_ledger_ok()


def test_sale_order_despite_a_complaint(pound, qtbot, now):
    case_no = a_case()
    complaints.record(case_no, date(2026, 3, 5), "Rajan P.", now=datetime(2026, 3, 5, 12, 0))
    dialog = SaleOrderDialog(case_no, now=now)
    qtbot.addWidget(dialog)
    dialog.submit()
    assert dialog.errors.message("number") and dialog.errors.message("reasons")
    assert not WrittenOrder.select().exists()
    dialog.authority_role.setCurrentIndex(dialog.authority_role.findData("magistrate"))
    assert dialog.authority.text().startswith("District Magistrate / ")
    dialog.number.setText("CMP 9/2026")
    dialog.reasons.setPlainText("The cow is ailing; the proceeds are to be kept")
    dialog.submit()
    order = WrittenOrder.get()
    assert order.purpose == "sale_despite_complaint" and order.case.case_no == case_no


def test_needs_action_asks_for_the_conversion_and_the_disputes_window_does_it(pound, qtbot, now):
    # seized 26 Feb 08:00: complaints until 8 March; deposited on 27 Feb
    case_no = seizures.register(a_draft(datetime(2026, 2, 26, 10, 0)), now=datetime(2026, 2, 26, 10, 5)).case_no
    d = protest.deposit(case_no, datetime(2026, 2, 27, 11, 0), "Rajan P.", Money.of_rupees(1000), "Will complain",
                        now=datetime(2026, 2, 27, 11, 5))
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    assert [a.case_no for a in w.needs.actions if a.code == "protest_convert"] == [case_no]
    assert any("Disputes" in t for t in w.menu_titles())
    window = w.open_disputes(d.number)
    assert isinstance(window, DisputesWindow)
    assert window.deposits.rowCount() == 1 and window.convert_button.isEnabled()
    window.convert_selected()
    assert protest.state(d, NOW.date()) == "converted"
    assert "converted" in window.message.text()
    assert not window.convert_button.isEnabled()
    w.refresh_needs()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    assert not [a for a in w.needs.actions if a.code == "protest_convert"]
    assert_ledger_ok()


def test_conversion_refused_in_the_window_shows_the_last_day(pound, qtbot, now):
    case_no = a_case()
    protest.deposit(case_no, datetime(2026, 3, 10, 12, 0), "Rajan P.", Money.of_rupees(740), "Will complain",
                    now=NOW)
    view = open_view(qtbot, case_no, now)
    assert view.dispute_convert() is None
    assert "12-03-2026" in view.error.text()
    window = DisputesWindow(now=now)
    qtbot.addWidget(window)
    window.deposits.selectRow(0)
    assert not window.convert_button.isEnabled()
    window.complaints.clearSelection()
    assert window.deposits.item(0, 6).text().startswith("Held under protest")


def test_the_seizer_pays_from_the_disputes_window(pound, qtbot, now):
    case_no = a_case()
    c = complaints.record(case_no, date(2026, 3, 5), "Rajan P.", now=datetime(2026, 3, 5, 12, 0))
    complaints.decide(c.id, date(2026, 3, 10), "illegal", "CMP 7/2026", now=NOW)
    window = DisputesWindow(now=now)
    qtbot.addWidget(window)
    assert "₹740.00" in window.complaints.item(0, 6).text()
    window.complaints.selectRow(0)
    assert window.seizer_button.isEnabled()
    dialog = window.seizer_paid()
    qtbot.addWidget(dialog)
    assert dialog.amount.text() == "740.00"
    dialog.amount.setText("740.01")
    dialog.submit()
    assert dialog.errors.message("receipt_ref")
    dialog.receipt_ref.setText("Recovered by the court, R.C. 3/2026")
    dialog.submit()
    assert "₹740.00" in dialog.errors.message("amount") and not dialog.errors.message("receipt_ref")
    dialog.amount.setText("740")
    dialog.submit()
    assert complaints.seizer_outstanding(c.id) == Money.zero()
    assert "₹0.00 outstanding" in window.complaints.item(0, 6).text()
    assert_ledger_ok()


def test_a_refund_directed_shows_the_voucher(pound, qtbot, now):
    case_no = a_case()
    protest.deposit(case_no, datetime(2026, 3, 3, 11, 0), "Rajan P.", Money.of_rupees(500), "Will complain",
                    now=datetime(2026, 3, 3, 11, 5))
    complaints.record(case_no, date(2026, 3, 4), "Rajan P.", now=datetime(2026, 3, 4, 12, 0))
    dialog = OutcomeDialog(case_no, now=now)
    qtbot.addWidget(dialog)
    assert not dialog.refund.isEnabled()          # only on a finding of illegality
    dialog.outcome.setCurrentIndex(dialog.outcome.findData("illegal"))
    assert dialog.refund.isEnabled()
    dialog.refund.setChecked(True)
    assert "refunded" in dialog.effect.text()
    dialog.reference.setText("CMP 8/2026")
    dialog.submit()
    assert isinstance(dialog.preview, PdfPreview)
    assert "D-2025-26/00001-R" in pdf_text(dialog.preview.path)
    assert ledger.balances()["cash"] == Money.zero()
    assert_ledger_ok()


@pytest.mark.parametrize("ground, adjudged, liable", [("seizure", "seizure", "seizer"),
                                                      ("detention", "detention", "pound_keeper")])
def test_s21_the_outcome_offers_what_the_complaint_was_of_and_who_answers_for_it(pound, qtbot, now, ground,
                                                                               adjudged, liable):
    case_no = a_case()
    complaints.record(case_no, date(2026, 3, 4), "Rajan P.", now=datetime(2026, 3, 4, 12, 0), ground=ground,
                      against="Pound-keeper" if ground == "detention" else "")
    dialog = OutcomeDialog(case_no, now=now)
    qtbot.addWidget(dialog)
    assert dialog.adjudged.currentData() == adjudged
    assert dialog.liable_role.currentData() == liable
    # the other way chosen by hand, the one who answers follows it
    dialog.adjudged.setCurrentIndex(dialog.adjudged.findData("seizure" if adjudged == "detention" else "detention"))
    assert dialog.liable_role.currentData() == ("seizer" if liable == "pound_keeper" else "pound_keeper")
