"""An unexpected error on the desktop: a sentence for the person, the
detail in the log file beside the database, never a library's message."""
from __future__ import annotations

import sys

from PySide6.QtWidgets import QMessageBox

from pound_desk import errorlog
from pound_desk.services.desk.errors import ServiceError
from pound_desk.ui import crash


def test_an_unexpected_error_is_a_sentence_and_logged(tmp_path, monkeypatch, qapp):
    db_path = tmp_path / "pound.sqlite3"
    old = sys.excepthook
    crash.install(db_path)
    try:
        shown = []
        monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
        try:
            raise OverflowError("date value out of range")
        except OverflowError as e:
            sys.excepthook(type(e), e, e.__traceback__)
        assert shown and "out of range" not in shown[0] and "OverflowError" not in shown[0]
        assert str(errorlog.log_path(db_path)) in shown[0]
        logged = errorlog.log_path(db_path).read_text()
        assert "OverflowError: date value out of range" in logged and "Traceback" in logged
        assert crash.sentence(ServiceError("No case 9/2026")) == "No case 9/2026"
    finally:
        sys.excepthook = old


def test_a_document_that_cannot_be_made_says_so_in_a_sentence(pound, qtbot, now, monkeypatch):
    from datetime import datetime

    from record_helpers import seize

    from pound_desk.services.case import documents
    from pound_desk.ui.seizure_form import SeizureForm

    case = seize(datetime(2026, 3, 10, 9, 0))
    form = SeizureForm(now=now)
    qtbot.addWidget(form)
    form.case_no = case.case_no

    def broken(case_no):
        raise ValueError("Flowable <Table@0x7f 1 rows x 5 cols> too large on page 1")

    monkeypatch.setattr(documents, "print_seizer_copy", broken)
    form.print_seizer_copy()
    assert "Flowable" not in form.print_error.text() and form.print_error.text()
