"""Cattle not claimed on the desktop: the report to the local authority from
the Unclaimed menu, the notice issued from the case view with its poster,
the affixing and proclamations recorded, the owner's refusal, and the
authorities named by the Act. Errors appear beside their fields."""
from __future__ import annotations

from datetime import date, datetime

from desk_helpers import NOW, a_draft, pdf_text
from PySide6.QtCore import QDate, Qt

from pound_desk.models.disposal import Notice, NoticeEvent, OwnerRefusal, UnclaimedReport
from pound_desk.services.books import ledger
from pound_desk.services.case import seizures
from pound_desk.services.disposal import unclaimed
from pound_desk.services.office import authorities, roles
from pound_desk.ui.case_view import CaseViewDialog
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.office.roles_dialog import RolesDialog
from pound_desk.ui.pdf_preview import PdfPreview
from pound_desk.ui.unclaimed.events_dialog import NoticeEventsDialog
from pound_desk.ui.unclaimed.notice_dialog import NoticeDialog
from pound_desk.ui.unclaimed.notices_dialog import NoticesDialog
from pound_desk.ui.unclaimed.report_dialog import ReportDialog

# NOW is 10 March 2026: a case impounded on 2 March falls due for the report today (2 + 8)
BROUGHT = datetime(2026, 3, 2, 10, 0)


def a_case(kinds=("cow", "buffalo")) -> str:
    return seizures.register(a_draft(BROUGHT, kinds=kinds), now=BROUGHT).case_no


def open_view(qtbot, case_no, now) -> CaseViewDialog:
    view = CaseViewDialog(case_no, now=now)
    qtbot.addWidget(view)
    view.show()
    return view


def window(qtbot, now) -> MainWindow:
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    return w


def codes(w: MainWindow, case_no: str) -> list[str]:
    """The case's steps on the unclaimed path (feeding and complaints aside)."""
    ours = {"unclaimed_report", "notice_issue", "notice_events", "may_sell"}
    return [a.code for a in w.needs.actions if a.case_no == case_no and a.code in ours]


def test_s13_1_report_printed_from_the_menu_and_needs_action_moves_on(pound, qtbot, now):
    case_no = a_case()
    a_case_not_due = seizures.register(a_draft(datetime(2026, 3, 3, 9, 0)), now=NOW).case_no
    w = window(qtbot, now)
    assert codes(w, case_no) == ["unclaimed_report"] and codes(w, a_case_not_due) == []
    titles = [a.text() for a in w.unclaimed_menu.actions()]
    assert any("Report to the local authority" in t for t in titles) and any("Notices" in t for t in titles)
    # the report item of "needs action" opens the report, which lists every case due
    group = next(w.needs.tree.topLevelItem(i) for i in range(w.needs.tree.topLevelItemCount())
                 if "s. 13(1)" in w.needs.tree.topLevelItem(i).text(0))
    w.needs._activated(group.child(0))
    assert isinstance(w.dialogs[-1], ReportDialog)
    w.dialogs[-1].close()
    w.unclaimed_menu.actions()[0].trigger()
    dialog = w.dialogs[-1]
    assert isinstance(dialog, ReportDialog)
    assert dialog.due.rowCount() == 1 and dialog.due.item(0, 0).text() == case_no
    assert "Nedumangad Municipality" in dialog.addressee.text()
    qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    assert isinstance(dialog.preview, PdfPreview) and dialog.preview.page_count >= 1
    text = " ".join(pdf_text(dialog.preview.path).split())
    assert f"Case {case_no}" in text and "not claimed within seven days (s. 13(1))" in text
    assert UnclaimedReport.select().count() == 1
    assert not dialog.make_button.isEnabled() and dialog.made.rowCount() == 1
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    assert codes(w, case_no) == ["notice_issue"]
    # the report made earlier opens as it was kept
    assert dialog.open_chosen().path == dialog.preview.path


def test_s13_2_notice_issued_from_the_case_view_errors_beside_fields(pound, qtbot, now):
    authorities.add_place("Nedumangad", "Manjadi", "village")
    case_no = a_case()
    view = open_view(qtbot, case_no, now)
    assert not view.issue_notice_action.isEnabled()          # not yet reported
    unclaimed.make_report(now=NOW)
    view.reload()
    assert view.issue_notice_action.isEnabled() and not view.notice_events_action.isEnabled()
    assert "Reported to Nedumangad Municipality on 10-03-2026" in view.unclaimed_state.text()
    dialog = view.issue_notice()
    assert isinstance(dialog, NoticeDialog)
    assert dialog.village.currentText() == "Manjadi" and dialog.market.currentText() == ""
    dialog.issued_on.setDate(QDate(2026, 3, 11))               # tomorrow
    dialog.submit()
    assert "market place" in dialog.errors.message("market")
    assert "future" in dialog.errors.message("issued_on")
    assert dialog.errors.message("village") == ""
    assert "place of the sale" in dialog.errors.message("sale_place")     # s. 13(3)
    assert Notice.select().count() == 0
    assert dialog.village.currentText() == "Manjadi"           # nothing lost
    dialog.issued_on.setDate(QDate(2026, 3, 10))
    qtbot.keyClicks(dialog.market, "Nedumangad market")
    qtbot.keyClicks(dialog.sale_place, "Nedumangad market yard")
    assert dialog.sale_at.value() == datetime(2026, 3, 18, 11, 0)   # the first day it may be held
    qtbot.mouseClick(dialog.issue_button, Qt.MouseButton.LeftButton)
    assert dialog.pages.currentIndex() == 1
    text = pdf_text(dialog.preview.path)
    assert "NOTICE" in text and "Manjadi" in text and case_no in text
    assert "The sale will be held at Nedumangad market yard on 18-03-2026 at 11:00 AM" in " ".join(text.split())
    drum = dialog.print_proclamation()
    assert "Proclamation by beat of drum" in pdf_text(drum.path)
    assert not view.issue_notice_action.isEnabled() and view.notice_events_action.isEnabled()
    assert "N-1" in view.unclaimed_state.text() and "not yet affixed" in view.unclaimed_state.text()


def test_s13_2_dates_recorded_with_errors_beside_and_the_sale_day_shown(pound, qtbot, now):
    case_no = a_case()
    unclaimed.make_report(now=NOW)
    unclaimed.issue_notice(case_no, date(2026, 3, 9 + 1), "Manjadi", "Nedumangad market", now=NOW)
    view = open_view(qtbot, case_no, now)
    dialog = view.record_notice_dates()
    assert isinstance(dialog, NoticeEventsDialog)
    assert dialog.event.count() == 3
    dialog.on.setDate(QDate(2026, 3, 11))
    dialog.submit()
    assert "day still to come" in dialog.errors.message("on")
    assert "who" in dialog.errors.message("by_whom")
    dialog.on.setDate(QDate(2026, 3, 9))
    qtbot.keyClicks(dialog.by_whom, "Peon Raghu")
    dialog.submit()
    assert "issued on 10-03-2026" in dialog.errors.message("on")
    assert dialog.by_whom.text() == "Peon Raghu"
    dialog.on.setDate(QDate(2026, 3, 10))
    for _ in range(3):
        dialog.submit()
    assert NoticeEvent.select().count() == 3 and dialog.event.count() == 0
    assert not dialog.record_button.isEnabled()
    # 10 March, seven days 11–17, first day of sale 18 March
    assert "may be sold from 18-03-2026" in dialog.state.text()
    assert "may be sold from 18-03-2026" in view.unclaimed_state.text()
    assert not view.notice_events_action.isEnabled()


def test_s15_1_owner_refusal_from_the_case_view(pound, qtbot, now):
    case_no = a_case()
    view = open_view(qtbot, case_no, now)
    dialog = view.record_refusal()
    assert dialog.claimant_name.text() == "Rajan P."           # the owner as entered
    dialog.claimant_name.clear()
    dialog.submit()
    assert "name" in dialog.errors.message("claimant_name")
    assert OwnerRefusal.select().count() == 0
    qtbot.keyClicks(dialog.claimant_name, "Rajan P.")
    qtbot.keyClicks(dialog.statement, "Will not pay the feeding charges")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    refusal = OwnerRefusal.get()
    assert (refusal.claimant_name, refusal.statement) == ("Rajan P.", "Will not pay the feeding charges")
    assert unclaimed.sale_footing(refusal.case, NOW).path == "s15"
    assert "refused or omitted to pay" in view.unclaimed_state.text()
    assert ledger.check().ok


def test_notices_dialog_lists_and_records(pound, qtbot, now):
    case_no = a_case()
    unclaimed.make_report(now=NOW)
    unclaimed.issue_notice(case_no, date(2026, 3, 10), "Manjadi", "Nedumangad market", now=NOW)
    w = window(qtbot, now)
    assert codes(w, case_no) == ["notice_events"]
    dialog = w.open_notices()
    assert isinstance(dialog, NoticesDialog)
    assert dialog.table.rowCount() == 1 and dialog.table.item(0, 1).text() == case_no
    events = dialog.record_dates()
    qtbot.keyClicks(events.by_whom, "Raghu")
    events.submit()
    assert dialog.table.item(0, 5).text() == "10-03-2026" and dialog.table.item(0, 6).text() == "—"
    assert "Notice" in pdf_text(dialog._print(unclaimed.print_notice).path)


def test_authorities_named_by_the_act_errors_beside_fields(pound, qtbot, now):
    w = window(qtbot, now)
    w.open_roles()
    dialog = w.dialogs[-1]
    assert isinstance(dialog, RolesDialog)
    dialog.edits["director"].clear()
    dialog.report_to.setCurrentIndex(dialog.report_to.findData("officer"))
    dialog.submit()
    assert dialog.errors.message("director") == "Required"
    assert "officer" in dialog.errors.message("officer")
    assert roles.current().report_to == "local_authority"
    qtbot.keyClicks(dialog.edits["director"], "Principal Director of Local Self Government")
    qtbot.keyClicks(dialog.edits["officer"], "Secretary, Nedumangad Municipality")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    r = roles.current()
    assert (r.director, r.report_to, r.reported_to) == (
        "Principal Director of Local Self Government", "officer", "Secretary, Nedumangad Municipality")


def test_s13_2_notices_window_says_what_to_do_and_issues_the_due_notice(pound, qtbot, now):
    authorities.add_place("Nedumangad", "Manjadi", "village")
    case_no = a_case()
    dialog = NoticesDialog(now=now)
    qtbot.addWidget(dialog)
    dialog.show()
    # empty, and nothing due yet: it says what comes first
    assert dialog.table.rowCount() == 0
    assert "reported to the local authority" in dialog.empty.text()
    assert not dialog.issue_button.isEnabled()
    unclaimed.make_report(now=NOW)
    dialog.reload()
    assert dialog.due.count() == 1 and case_no in dialog.due.item(0).text()
    assert dialog.issue_button.isEnabled() and "wait for a notice" in dialog.empty.text()
    notice = dialog.issue()
    assert isinstance(notice, NoticeDialog) and notice.cv.case_no == case_no
    qtbot.keyClicks(notice.market, "Nedumangad market")
    qtbot.keyClicks(notice.sale_place, "Nedumangad market yard")
    notice.submit()
    assert notice.pages.currentIndex() == 1, notice.general.text() if hasattr(notice, "general") else ""
    # issued: listed, and no longer waiting
    assert dialog.table.rowCount() == 1 and dialog.table.item(0, 1).text() == case_no
    assert dialog.due.count() == 0 and not dialog.issue_button.isEnabled()
    if notice.preview is not None:
        notice.preview.close()
