"""The desktop's penalties (ss. 23–28) and the case view's release on a
written order (s. 18(2)), ownership contested (Q15) and case history."""
from __future__ import annotations

from datetime import date, timedelta

from desk_helpers import NOW, a_draft, pdf_text
from PySide6.QtCore import QDate

from pound_desk.models import DocumentLog, Release
from pound_desk.models.disputes import Incident, PenaltyFine, Referral
from pound_desk.services.books import ledger
from pound_desk.services.case import cases, seizures
from pound_desk.services.disputes import release_orders
from pound_desk.ui.case_view import CaseViewDialog
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.pdf_preview import PdfPreview
from pound_desk.ui.penalties.penalties_window import PenaltiesWindow
from pound_desk.ui.penalties.release_order_dialog import ContestDialog, ReleaseOrderDialog


def a_case(**kw) -> str:
    return seizures.register(a_draft(NOW - timedelta(days=2), kinds=("cow", "goat"), **kw), now=NOW).case_no


def open_view(qtbot, case_no, now) -> CaseViewDialog:
    view = CaseViewDialog(case_no, now=now)
    qtbot.addWidget(view)
    view.show()
    return view


def fill_order(dialog: ReleaseOrderDialog, reasons="Injunction in favour of the plaintiff", number="O.S. 77/2026"):
    o = dialog.order
    o.role.setCurrentIndex(o.role.findData("civil_court"))
    o.authority.setText("Munsiff's Court, Nedumangad")
    o.number.setText(number)
    o.issued_on.setDate(QDate(2026, 3, 9))
    o.reasons.setPlainText(reasons)


def test_case_view_release_on_order_refused_without_reasons_then_recorded(pound, qtbot, now):
    case_no = a_case(owner="Rajan")
    view = open_view(qtbot, case_no, now)
    dialog = view.order_release()
    assert isinstance(dialog, ReleaseOrderDialog)
    qtbot.addWidget(dialog)
    fill_order(dialog, reasons="   ", number="")
    dialog.taken_by.clear()
    assert dialog.submit() is None
    assert dialog.errors.message("reasons") and dialog.errors.message("number")
    assert dialog.errors.message("taken_by")
    assert "s. 18(2)" in dialog.errors.message("scan")      # no scan, and the order not said to be seen
    assert Release.select().count() == 0
    # nothing typed is lost: fill in what was missing and record
    assert dialog.order.authority.text() == "Munsiff's Court, Nedumangad"
    dialog.order.reasons.setPlainText("Injunction in favour of the plaintiff")
    dialog.order.number.setText("O.S. 77/2026")
    qtbot.keyClicks(dialog.taken_by, "Rajan")
    dialog.seen_no_scan.setChecked(True)                       # the keeper's name is offered
    assert dialog.seen_by.isEnabled() and dialog.seen_by.text() == "K. Sasidharan"
    row = dialog.submit()
    assert row is not None and row.order_number == "O.S. 77/2026"
    assert row.seen_by == "K. Sasidharan"
    assert dialog.path is not None and "O.S. 77/2026" in pdf_text(dialog.path)
    assert isinstance(view.child, PdfPreview)
    assert cases.view(case_no).status == "released"
    assert any("written order stating reasons" in view.timeline.item(i).text()
               for i in range(view.timeline.count()))
    assert ledger.check().ok


def test_case_view_release_order_offers_only_the_allowed_authorities(pound, qtbot, now):
    release_orders.set_allowed_authorities(["local_authority", "magistrate"])
    case_no = a_case()
    view = open_view(qtbot, case_no, now)
    dialog = view.order_release()
    qtbot.addWidget(dialog)
    codes = [dialog.order.role.itemData(i) for i in range(dialog.order.role.count())]
    assert codes == ["local_authority", "magistrate"]


def test_case_view_contested_case_refuses_release_on_payment(pound, qtbot, now):
    from pound_desk.ui.release_dialog import ReleaseDialog

    case_no = a_case(owner="Rajan")
    view = open_view(qtbot, case_no, now)
    contest = view.order_contest()
    assert isinstance(contest, ContestDialog)
    qtbot.addWidget(contest)
    assert contest.submit() is None and contest.errors.message("claimants")
    qtbot.keyClicks(contest.claimants, "Rajan and Mathew")
    assert contest.submit() is not None
    assert release_orders.contest(case_no) is not None
    assert "Rajan and Mathew" in view.contest_state.text() and not view.contest_state.isHidden()
    assert any("Ownership contested" in view.timeline.item(i).text() for i in range(view.timeline.count()))
    release = view.release()
    assert isinstance(release, ReleaseDialog)
    qtbot.addWidget(release)
    release.paid.setText("5000")
    release.submit()
    assert "contested" in release.general.text() and "18(2)" in release.general.text()
    assert release.pages.currentIndex() == 0 and Release.select().count() == 0


def test_case_view_prints_the_case_history(pound, qtbot, now):
    case_no = a_case()
    view = open_view(qtbot, case_no, now)
    preview = view.print_history()
    assert isinstance(preview, PdfPreview)
    qtbot.addWidget(preview)
    log = DocumentLog.get(DocumentLog.kind == "case-history")
    assert f"History of case {case_no}" in pdf_text(log.path)
    assert view.history_button.isEnabled()


def test_penalties_menu_is_on_the_main_window(pound, qtbot, now):
    window = MainWindow(now=now)
    qtbot.addWidget(window)
    assert "Penalties" in window.menu_titles()
    dialog = window.open_penalties("s27")
    qtbot.addWidget(dialog)
    assert dialog.tabs.currentWidget() is dialog.s27


def test_penalties_s24_fine_bounds_shown_beside_the_field(pound, qtbot, now):
    w = PenaltiesWindow(now=now, tab="referrals")
    qtbot.addWidget(w)
    r = w.referrals
    assert r.submit() is None
    assert r.errors.message("offender") and r.errors.message("court") and r.errors.message("particulars")
    r.offender.setText("Joseph")
    r.court.setText("JFCM Nedumangad")
    r.particulars.setPlainText("Let the cow stray onto the paddy field")
    assert r.submit() is not None and Referral.select().count() == 1
    f = w.fines
    assert f.referral.count() == 1   # the new referral is offered to the fines tab
    f.section.setCurrentIndex(f.section.findData("s24"))
    f.offender.setText("Joseph")
    f.court.setText("JFCM Nedumangad")
    f.order_ref.setText("C.C. 12/2026")
    f.amount.setText("24.99")
    assert f.submit() is None
    assert "at least ₹25.00" in f.errors.message("amount")
    assert f.order_ref.text() == "C.C. 12/2026"   # kept after the refusal
    f.amount.setText("250.01")
    assert f.submit() is None and "at most ₹250.00" in f.errors.message("amount")
    f.amount.setText("250")
    assert f.submit() is not None
    assert PenaltyFine.get().amount_paise == 25000
    assert w.appropriations.fine.count() == 1
    a = w.appropriations
    a.amount.setText("300")
    a.paid_to.setText("Ramachandran")
    a.order_ref.setText("Order in C.C. 12/2026")
    assert a.submit() is None and "Only ₹250.00" in a.errors.message("amount")
    a.amount.setText("100")
    assert a.submit() is not None and a.table.rowCount() == 1


def test_penalties_incident_and_s27_report(pound, qtbot, now):
    case_no = a_case()
    w = PenaltiesWindow(now=now)
    qtbot.addWidget(w)
    i = w.incidents
    i.police.setChecked(True)
    assert i.submit() is None
    assert i.errors.message("place") and i.errors.message("police_reference")
    i.place.setText("Pound gate")
    i.persons.setText("Two men")
    i.account.setPlainText("Tried to lead the goat away")
    i.police_reference.setText("Nedumangad PS, GD 51/2026")
    i.case.setText(case_no)
    assert i.submit() is not None and Incident.select().count() == 1 and i.table.rowCount() == 1
    s = w.s27
    s.date_from.setDate(QDate(2026, 3, 8))
    s.date_to.setDate(QDate(2026, 3, 9))
    report = s.refresh_report()
    # brought two days before NOW and never fed: 8 and 9 March have no entry
    assert [u.day for u in report.unfed] == [date(2026, 3, 8), date(2026, 3, 9)]
    assert s.findings.count() == 2 and case_no in s.findings.item(0).text()


def test_penalties_court_sale_delivers_heads(pound, qtbot, now):
    case_no = a_case()
    w = PenaltiesWindow(now=now, tab="court_sale")
    qtbot.addWidget(w)
    c = w.court_sale
    c.case.setText(case_no)
    c.heads.setText("2")
    c.court.setText("JFCM Nedumangad")
    c.fine.setText("150")
    c.officer.setText("Bench clerk Suresh")
    assert c.submit() is None and c.errors.message("order_ref")
    c.order_ref.setText("C.C. 12/2026 (s. 25)")
    assert c.submit() is not None
    assert [h.seq for h in cases.view(case_no).held] == [1]
    assert c.table.rowCount() == 1 and ledger.check().ok


def test_penalties_authorities_setting(pound, qtbot, now):
    w = PenaltiesWindow(now=now, tab="authorities")
    qtbot.addWidget(w)
    a = w.authorities
    for box in a.boxes.values():
        box.setChecked(False)
    assert a.save() is None and a.error.text()
    a.boxes["local_authority"].setChecked(True)
    assert a.save() == ("local_authority",)
    assert release_orders.allowed_authorities() == ("local_authority",)


def test_penalties_authorities_from_a_date_and_the_dialog_follows_the_orders_date(pound, qtbot, now):
    w = PenaltiesWindow(now=now, tab="authorities")
    qtbot.addWidget(w)
    a = w.authorities
    for code, box in a.boxes.items():
        box.setChecked(code == "local_authority")
    a.dated.setChecked(True)
    a.effective_from.setDate(QDate(2026, 3, 1))
    assert a.save() == ("local_authority",)
    assert "01-03-2026" in a.schedule.text()
    case_no = a_case()
    view = open_view(qtbot, case_no, now)
    dialog = view.order_release()
    qtbot.addWidget(dialog)
    role = dialog.order.role
    dialog.order.issued_on.setDate(QDate(2026, 3, 1))
    assert [role.itemData(i) for i in range(role.count())] == ["local_authority"]
    dialog.order.issued_on.setDate(QDate(2026, 2, 28))
    assert role.count() == 4
