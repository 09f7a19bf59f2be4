"""Bad input on the seizure form: the rules' messages appear beside the
fields they name, nothing is written, and nothing typed is lost."""
from __future__ import annotations

from desk_helpers import NOW
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from pound_desk.law.seizure import HeadDraft
from pound_desk.services.case import register
from pound_desk.services.case.register import Query
from pound_desk.ui.seizure_form import SeizureForm


def a_form(qtbot, now) -> SeizureForm:
    form = SeizureForm(now=now)
    qtbot.addWidget(form)
    # closing at the end of the test must not wait on the "discard?" question
    form.confirm_discard = lambda: True
    form.show()
    # shortcuts (Ctrl+Enter) reach the active window, as on a desk
    form.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is form)
    return form


def visible(label) -> bool:
    return not label.isHidden() and bool(label.text())


def test_short_ear_tag_and_missing_seizer_name(pound, qtbot, now):
    form = a_form(qtbot, now)
    form.seized_place.setFocus()
    qtbot.keyClicks(form.seized_place, "Market road")
    form.basis.setCurrentIndex(form.basis.findData("s10"))
    qtbot.keyClicks(form.seizer_residence, "Nedumangad")

    # an 11-digit ear tag: the line is not added, and the message is beside the ear tag
    form.heads.kind.setFocus()
    qtbot.keyClicks(form.heads.ear_tag, "12345678901")
    qtbot.keyClick(form.heads.ear_tag, Qt.Key.Key_Return)
    assert form.heads.table.rowCount() == 0
    assert visible(form.heads.entry_error)
    assert "12 digits" in form.heads.entry_error.text()
    assert form.heads.ear_tag.text() == "12345678901"      # kept, to be corrected

    # registering now: the seizer's name and the heads are named beside their fields
    qtbot.keyClick(form.seizer_residence, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert form.case_no is None
    assert "Seizer's name" in form.errors.message("seizer_name")
    assert "at least one head" in form.errors.message("heads")
    assert "time of seizure" in form.errors.message("seized_at").lower()   # never defaulted
    assert form.errors.message("seized_place") == ""
    assert form.errors.message("seizer_residence") == ""
    assert register.count(Query()) == 0
    assert form.seized_place.text() == "Market road"          # nothing lost
    assert form.seizer_residence.text() == "Nedumangad"

    # corrected: a 12-digit tag goes in; the name given, the entry is made
    form.heads.ear_tag.setText("123456789012")
    assert form.heads.add_current()
    assert not visible(form.heads.entry_error)
    form.seizer_name.setText("Shaji")
    form.seized_at.set_value(form.brought_at.value())
    form.submit()
    assert form.case_no is not None
    assert register.count(Query()) == 1


def test_problems_of_a_listed_head_go_beside_the_heads_table(pound, qtbot, now, monkeypatch):
    """A head refused only at registering (the rules changed under an open
    form) is named beside the heads table and its row is selected."""
    form = a_form(qtbot, now)
    form.heads.add_current()
    # a second line whose kind the pound no longer recognises
    form.heads._heads.append(HeadDraft(kind="dragon"))
    form.heads._append_row(form.heads._heads[-1])
    form.submit()
    assert "Head 2" in form.errors.message("heads")
    assert {i.row() for i in form.heads.table.selectedIndexes()} == {1}
    assert register.count(Query()) == 0


def test_a_time_in_the_future_is_refused_beside_the_field(pound, qtbot, now):
    form = a_form(qtbot, now)
    form.brought_at.set_value(NOW.replace(year=NOW.year + 1))
    form.submit()
    assert "future" in form.errors.message("brought_at")
    assert register.count(Query()) == 0


def test_escape_asks_before_throwing_away_typed_work(pound, qtbot, now):
    form = a_form(qtbot, now)
    asked = []
    form.confirm_discard = lambda: asked.append(True) or False
    qtbot.keyClicks(form.seizer_name, "Shaji")
    qtbot.keyClick(form.seizer_name, Qt.Key.Key_Escape)
    assert asked and form.isVisible() and form.seizer_name.text() == "Shaji"


def test_hostile_text_is_refused_beside_its_field_and_kept(pound, qtbot, now):
    """The same refusals as the services, on the form: a control character in
    the seizer's name and 201 characters in the place, each beside its field;
    a date before the Act beside the time brought; nothing written, nothing lost."""
    from datetime import datetime

    form = a_form(qtbot, now)
    form.seized_place.setText("x" * 201)
    form.basis.setCurrentIndex(form.basis.findData("s10"))
    form.seizer_name.setText("Shaji\x07")
    form.seizer_residence.setText("Nedumangad")
    form.heads.ear_tag.setText("")
    assert form.heads.add_current()
    form.brought_at.set_value(datetime(1960, 12, 31, 9, 0))
    form.submit()
    assert form.case_no is None
    assert "control character" in form.errors.message("seizer_name")
    assert "too long" in form.errors.message("seized_place")
    assert "1961" in form.errors.message("brought_at")
    assert register.count(Query()) == 0
    assert form.seizer_name.text() == "Shaji\x07" and len(form.seized_place.text()) == 201
