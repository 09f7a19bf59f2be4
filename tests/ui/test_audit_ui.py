"""Office → Audit log on the desktop: the entries newest first, a page at a
time, filtered; the CSV saved off the screen's thread; and the views the
desk logs (a PDF shown, a case opened), which go on when the log fails."""
from __future__ import annotations

import csv
import json
import os
import sqlite3
import subprocess
import sys
import textwrap
from datetime import date, datetime, timedelta

import pytest
from desk_helpers import NOW
from PySide6.QtWidgets import QMainWindow
from record_helpers import seize

from pound_desk.models.audit import AuditEntry
from pound_desk.services.case import documents
from pound_desk.services.desk import audit, session
from pound_desk.services.desk.session import Actor
from pound_desk.ui.case_view import CaseViewDialog
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.office.audit_dialog import ACTION, ACTOR, AT, SUBJECT, AuditDialog
from pound_desk.ui.pdf_preview import PdfPreview

ASHA = Actor("Asha Menon", "keeper")   # no account behind it: the label is what is tested
RAVI = Actor("Ravi Pillai", "supervisor")


@pytest.fixture
def asha():
    session.sign_in(ASHA)
    yield ASHA
    session.sign_out()


def _write(action: str, at: datetime, actor: Actor, subject: str) -> None:
    AuditEntry.create(at=at, actor=actor.name, role=actor.role, action=action, subject=subject)


@pytest.fixture
def november(db):
    """Sixty entries through November 2026, two people in turn."""
    for n in range(60):
        day = 1 + n // 2
        _write("case_opened" if n % 3 else "document_viewed", datetime(2026, 11, day, 9 + n % 2, 0),
               ASHA if n % 2 else RAVI, f"{n}/2026")


def _column(dialog: AuditDialog, column: int) -> list[str]:
    m = dialog.model
    return [m.data(m.index(r, column)) for r in range(m.rowCount())]


def test_the_log_newest_first_a_page_at_a_time(november, qtbot, tmp_path):
    dialog = AuditDialog(today=lambda: date(2026, 11, 30))
    qtbot.addWidget(dialog)
    dialog.model.page_size = 25
    assert dialog.apply_filter()
    assert dialog.model.total == 60 and dialog.model.rowCount() == 25
    assert _column(dialog, SUBJECT)[:3] == ["59/2026", "58/2026", "57/2026"]
    assert _column(dialog, AT)[0] == "30-11-2026 10:00:00"
    assert _column(dialog, ACTOR)[0] == "Asha Menon (keeper)"
    assert dialog.model.canFetchMore()
    dialog.model.fetchMore()
    dialog.model.fetchMore()
    assert dialog.model.rowCount() == 60 and not dialog.model.canFetchMore()
    assert _column(dialog, SUBJECT)[-1] == "0/2026"
    assert "60" in dialog.summary.text()
    dialog.show()
    dialog.grab().save(str(tmp_path / "audit-dialog.png"))


def test_filters_by_action_person_and_dates(november, qtbot):
    dialog = AuditDialog(today=lambda: date(2026, 11, 30))
    qtbot.addWidget(dialog)
    assert dialog.choose(action="document_viewed")
    assert dialog.model.total == 20   # n = 0, 3, … 57
    assert set(_column(dialog, ACTION)) == {"Document viewed"}
    assert dialog.choose(action="document_viewed", actor="Ravi Pillai")
    assert dialog.model.total == 10   # the even ones of those
    # 1 to 2 November, both whole days: n = 0 … 3
    assert dialog.choose(start=date(2026, 11, 1), end=date(2026, 11, 2))
    assert _column(dialog, SUBJECT) == ["3/2026", "2/2026", "1/2026", "0/2026"]
    # exactly one day: the last of the month
    assert dialog.choose(start=date(2026, 11, 30), end=date(2026, 11, 30))
    assert _column(dialog, SUBJECT) == ["59/2026", "58/2026"]
    # a range that ends before it starts: said beside the field, the list kept
    assert not dialog.choose(start=date(2026, 11, 30), end=date(2026, 11, 29))
    assert "before" in dialog.errors.message("end")
    assert _column(dialog, SUBJECT) == ["59/2026", "58/2026"]
    # the lists offer what the log holds
    assert [dialog.action.itemData(i) for i in range(dialog.action.count())] == [
        None, "case_opened", "document_viewed"]
    assert [dialog.actor.itemData(i) for i in range(dialog.actor.count())] == [None, "Asha Menon", "Ravi Pillai"]


def test_the_csv_is_saved_off_the_screen_and_logged(november, asha, qtbot, tmp_path):
    dialog = AuditDialog(today=lambda: date(2026, 11, 30))
    qtbot.addWidget(dialog)
    assert dialog.choose(start=date(2026, 11, 30), end=date(2026, 11, 30))
    task = dialog.save_csv_to(tmp_path / "audit")
    assert task is not None
    qtbot.waitUntil(lambda: dialog.csv_button.isEnabled(), timeout=10000)
    out = tmp_path / "audit.csv"
    rows = list(csv.reader(out.read_text(encoding="utf-8-sig").splitlines()))
    assert [r[4] for r in rows[1:]] == ["58/2026", "59/2026"]   # oldest first in the file
    assert "2" in dialog.summary.text() and str(out) in dialog.summary.text()
    logged = AuditEntry.get(AuditEntry.action == "export_csv")
    assert (logged.actor, logged.subject) == ("Asha Menon", "audit-log")
    assert json.loads(logged.detail)["rows"] == 2


def test_a_csv_that_cannot_be_written_is_said(november, qtbot, tmp_path):
    dialog = AuditDialog(today=lambda: date(2026, 11, 30))
    qtbot.addWidget(dialog)
    dialog.save_csv_to(tmp_path / "no-such-folder" / "audit.csv")
    qtbot.waitUntil(lambda: dialog.csv_button.isEnabled(), timeout=10000)
    assert "Not saved" in dialog.general.text() and not dialog.general.isHidden()
    assert AuditEntry.select().where(AuditEntry.action == "export_csv").count() == 0


def test_viewing_a_pdf_in_the_preview_adds_an_entry(pound, asha, qtbot):
    case = seize(datetime(2026, 6, 1, 10, 0))
    path = documents.print_seizer_copy(case.case_no)
    preview = PdfPreview(path, "Seizer's copy")
    qtbot.addWidget(preview)
    assert preview.page_count >= 1 and preview.audit_problem is None
    viewed = AuditEntry.get(AuditEntry.action == "document_viewed")
    assert (viewed.actor, viewed.role, viewed.subject) == ("Asha Menon", "keeper", path.name)
    assert json.loads(viewed.detail)["path"] == str(path)


def test_a_view_goes_on_when_the_log_fails_and_the_status_bar_says_so(pound, asha, qtbot, monkeypatch):
    case = seize(datetime(2026, 6, 1, 10, 0))
    path = documents.print_seizer_copy(case.case_no)
    main = QMainWindow()
    qtbot.addWidget(main)

    def refuse(*args, **kwargs):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(AuditEntry, "create", refuse)
    preview = PdfPreview(path, "Seizer's copy", main)
    assert preview.page_count >= 1   # shown all the same
    assert "database is locked" in preview.audit_problem
    assert "database is locked" in main.statusBar().currentMessage()
    view = CaseViewDialog(case.case_no, main)   # the case view too
    assert view.cv.case_no == case.case_no
    assert "case_opened" in main.statusBar().currentMessage()


def test_a_case_opened_is_logged(pound, asha, qtbot, now):
    case = seize(datetime(2026, 6, 1, 10, 0))
    view = CaseViewDialog(case.case_no, None, now=now)
    qtbot.addWidget(view)
    view.reload()   # a reload after a change is not another opening
    (opened,) = AuditEntry.select().where(AuditEntry.action == "case_opened")
    assert (opened.actor, opened.subject) == ("Asha Menon", case.case_no)


def test_office_menu_opens_the_audit_log(pound, qtbot, now):
    audit.record("settings_changed", "pound name")
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    office = next(a.menu() for a in w.menuBar().actions() if a.text().replace("&", "").startswith("Office"))
    entry = next(a for a in office.actions() if a.text().startswith("Audit log"))
    entry.trigger()
    dialog = w.dialogs[-1]
    assert isinstance(dialog, AuditDialog)
    assert _column(dialog, SUBJECT) == ["pound name"]
    # the dates are off until asked for; ready at the last thirty days of the office's clock
    assert not dialog.use_start.isChecked() and dialog.start.date().toPython() == NOW.date() - timedelta(days=30)


def test_the_program_started_and_closed_are_logged(tmp_path):
    db_path = tmp_path / "desk.sqlite3"
    # closed once the start is recorded (after the register's rows are painted),
    # not after a fixed wait that a slow machine's start outlasts
    code = f"""
        from PySide6.QtCore import QTimer
        from pound_desk.services.desk import audit
        from pound_desk.ui.app import make_app, run_gui
        app = make_app([])
        record = audit.record_view
        def recorded(action, *args, **kwargs):
            done = record(action, *args, **kwargs)
            if action == "app_started":
                QTimer.singleShot(0, app.quit)
            return done
        audit.record_view = recorded
        QTimer.singleShot(60000, app.quit)
        print("exit", run_gui({str(db_path)!r}, demo=True, argv=[]))
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POUND_DESK_HOME=str(tmp_path / "home"))
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, timeout=120,
                            capture_output=True, text=True)
    assert result.returncode == 0 and "exit 0" in result.stdout, result.stderr
    from pound_desk import paths

    con = sqlite3.connect(paths.demo_db(db_path))     # the demo pound is in its own file
    try:
        rows = con.execute("SELECT action, actor, role FROM audit_entry WHERE action IN ('app_started', 'app_closed') "
                           "ORDER BY id").fetchall()
    finally:
        con.close()
    assert [r[0] for r in rows] == ["app_started", "app_closed"]
    assert all(actor and role for _, actor, role in rows)
