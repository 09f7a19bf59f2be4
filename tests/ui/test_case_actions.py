"""The case view's actions besides release: amending an entry, logging the
day's feeding; the preview's printing; and the worker's cancel flag."""
from __future__ import annotations

from datetime import date, timedelta

from desk_helpers import NOW, a_draft
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter

from pound_desk.services import case_history
from pound_desk.services.case import cases, documents, feeding, seizures
from pound_desk.services.desk import kept
from pound_desk.text import money
from pound_desk.ui import workers
from pound_desk.ui.amend_dialog import AmendDialog
from pound_desk.ui.case_view import CaseViewDialog
from pound_desk.ui.pdf_preview import PdfPreview


def a_case(**kw) -> str:
    return seizures.register(a_draft(NOW - timedelta(days=2), kinds=("cow", "goat"), **kw), now=NOW).case_no


def open_view(qtbot, case_no, now) -> CaseViewDialog:
    view = CaseViewDialog(case_no, now=now)
    qtbot.addWidget(view)
    view.show()
    return view


def test_case_view_shows_entry_heads_dues_and_history(pound, qtbot, now):
    case_no = a_case()
    view = open_view(qtbot, case_no, now)
    assert case_no in view.title.text()
    assert view.heads.rowCount() == 2
    d = cases.dues(case_no, NOW)
    assert view.dues.rowCount() == 2
    assert view.dues.item(0, 5).text() == money(d.heads[0].total)
    assert money(d.total) in view.dues_total.text()
    assert view.timeline.count() == len(case_history.view(case_no).events)
    assert view.release_button.isEnabled() and not view.receipt_button.isEnabled()


def test_amend_an_entry_with_the_reason_required(pound, qtbot, now):
    case_no = a_case(owner="Rajan")
    view = open_view(qtbot, case_no, now)
    dialog = view.amend()
    assert isinstance(dialog, AmendDialog)
    dialog.choose("owner_name")
    assert dialog.text_value.text() == "Rajan"              # the entry as it reads now
    dialog.text_value.selectAll()
    qtbot.keyClicks(dialog.text_value, "Rajan Pillai")
    dialog.submit()
    assert "why" in dialog.errors.message("reason")           # beside the reason
    assert cases.view(case_no).owner_name == "Rajan"
    qtbot.keyClicks(dialog.reason, "misspelt at entry")
    dialog.submit()
    cv = cases.view(case_no)
    assert cv.owner_name == "Rajan Pillai"
    assert [(a.old, a.new, a.reason) for a in cv.amendments] == [("Rajan", "Rajan Pillai", "misspelt at entry")]
    assert "Rajan Pillai" in view.amendments.text()          # the view reloaded


def test_amend_a_head_by_choosing_its_new_sex(pound, qtbot, now):
    case_no = a_case()
    view = open_view(qtbot, case_no, now)
    dialog = view.amend()
    dialog.choose("sex", 2)
    assert dialog.chosen() == ("sex", 2)
    dialog.choice_value.setCurrentIndex(dialog.choice_value.findData("male"))
    qtbot.keyClicks(dialog.reason, "checked again")
    dialog.submit()
    assert cases.view(case_no).heads[1].sex == "male"


def test_log_todays_feeding_for_the_case(pound, qtbot, now):
    case_no = a_case()
    view = open_view(qtbot, case_no, now)
    assert case_no in feeding.unfed_case_nos(NOW.date())
    qtbot.mouseClick(view.feeding_button, Qt.MouseButton.LeftButton)
    assert case_no not in feeding.unfed_case_nos(NOW.date())
    assert "2" in view.message.text()                           # two heads logged
    assert view.log_feeding() == 0                              # a second time: nothing new


def test_preview_prints_every_page_to_a_printer(pound, qtbot, tmp_path):
    case_no = a_case()
    path = documents.print_seizer_copy(case_no)
    preview = PdfPreview(path)
    qtbot.addWidget(preview)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    sent = preview.print_to(printer)
    assert sent == preview.page_count == len(PdfReader(str(path)).pages)
    assert len(PdfReader(str(out)).pages) == sent


def test_a_cancelled_register_print_reports_cancelled(pound, qtbot):
    a_case()
    task = workers.Task(documents.print_register, date(2000, 1, 1), NOW.date())
    task.cancel()   # as if Cancel was pressed before the first case was laid out
    with qtbot.waitSignal(task.signals.cancelled, timeout=20000):
        workers.start(task)
    assert not list((kept.documents_dir() / "register").glob("*.pdf"))


def test_a_failing_task_reports_the_error(pound, qtbot):
    def broken(progress, cancelled):
        raise ValueError("the printer ran out of paper")

    task = workers.Task(broken)
    with qtbot.waitSignal(task.signals.failed, timeout=5000) as blocker:
        workers.start(task)
    assert "paper" in str(blocker.args[0])
