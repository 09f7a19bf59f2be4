"""The release form asks why a release dated earlier than now by more than
the office's margin is entered late, and refuses it without a reason
(beside the field); with one, the receipt is issued and says so."""
from __future__ import annotations

from datetime import timedelta

import pytest
from desk_helpers import NOW, a_draft
from PySide6.QtCore import QDateTime

from pound_desk.models import Receipt
from pound_desk.services.case import documents, late_entries, seizures
from pound_desk.ui import fields as form_fields
from pound_desk.ui.release_dialog import ReleaseDialog


@pytest.fixture
def margin():
    late_entries.use_test_margin(None)
    yield
    late_entries.use_test_margin(10 ** 6)


def test_a_release_a_week_back_asks_why_and_prints_it(qtbot, pound, margin, monkeypatch):
    case = seizures.register(a_draft(NOW - timedelta(days=9)), now=NOW - timedelta(days=9))
    d = ReleaseDialog(case.case_no, now=lambda: NOW)
    qtbot.addWidget(d)
    d.show()
    d.at.setDateTime(QDateTime(NOW - timedelta(days=7)))
    d.paid.setText("5000")
    monkeypatch.setattr(form_fields, "ask_to_record", lambda *a: True)
    assert d.submit() is None
    assert "entered late" in d.errors.message("late_reason") and Receipt.select().count() == 0
    d.late_reason.setText("Paid at the office while the desk was down")
    assert d.submit() is not None
    doc = documents.receipt_doc(d.receipt_no)
    assert doc.late[0].startswith(f"entered late, on {NOW:%d-%m-%Y}")
    d.close()


def test_the_seizure_form_asks_why_an_entry_is_late(qtbot, pound, margin):
    from pound_desk.models import Case
    from pound_desk.ui.seizure_form import SeizureForm

    form = SeizureForm(now=lambda: NOW)
    qtbot.addWidget(form)
    form.show()
    assert not form.late_reason.isVisible()      # an entry made on time tabs past it
    form.brought_at.set_value(NOW - timedelta(days=7))
    assert form.late_reason.isVisible()
    form.submit()
    assert "entered late" in form.errors.message("late_reason") and Case.select().count() == 0
