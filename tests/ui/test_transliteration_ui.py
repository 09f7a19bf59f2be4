"""The "അ" switch of a text field: Malayalam typed in English letters."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QVBoxLayout, QWidget

from pound_desk.law import words
from pound_desk.ui.transliteration import enable_for, switch_of


@pytest.fixture
def fields(qtbot):
    window = QWidget()
    layout = QVBoxLayout(window)
    name, other = QLineEdit(), QLineEdit()
    layout.addWidget(name)
    layout.addWidget(other)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    name.setFocus()
    yield name, other
    window.close()


def undo(qtbot, edit):
    qtbot.keyClick(edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_a_word_is_written_in_malayalam_when_finished(qtbot, fields):
    name, _ = fields
    enable_for(name, on=True)
    qtbot.keyClicks(name, "pashu ")
    assert name.text() == "പശു "
    assert name.cursorPosition() == len("പശു ")
    qtbot.keyClicks(name, "kaala, raman")
    assert name.text() == "പശു കാള, raman"     # the last word is not finished yet
    qtbot.keyClicks(name, ".")
    assert name.text() == "പശു കാള, രാമൻ."


def test_the_switch_off_types_english_letters(qtbot, fields):
    name, _ = fields
    enable_for(name, on=True)
    switch = switch_of(name)
    assert switch.action in name.actions()
    assert switch.action.isCheckable() and switch.action.toolTip()
    switch.action.trigger()                          # the keeper clicks "അ"
    assert not switch.on
    qtbot.keyClicks(name, "pashu kaala ")
    assert name.text() == "pashu kaala "
    switch.action.trigger()
    qtbot.keyClicks(name, "eruma ")
    assert name.text() == "pashu kaala എരുമ "


def test_ctrl_z_gives_the_english_word_back(qtbot, fields):
    name, _ = fields
    enable_for(name, on=True)
    qtbot.keyClicks(name, "Raman ")
    assert name.text() == "രാമൻ "
    undo(qtbot, name)
    assert name.text() == "Raman "
    assert name.cursorPosition() == len("Raman ")   # after the space, to type on
    qtbot.keyClicks(name, "nair ")
    assert name.text() == "Raman നായർ "


def test_the_last_word_is_written_when_leaving_the_field(qtbot, fields):
    name, other = fields
    enable_for(name, on=True)
    qtbot.keyClicks(name, "kozhikode")
    assert name.text() == "kozhikode"
    other.setFocus()
    qtbot.waitUntil(lambda: other.hasFocus())
    assert name.text() == "കോഴിക്കോട്"
    # and Ctrl+Z back in the field gives it back, and leaving again keeps it
    name.setFocus()
    qtbot.waitUntil(lambda: name.hasFocus())
    undo(qtbot, name)
    assert name.text() == "kozhikode"
    other.setFocus()
    qtbot.waitUntil(lambda: other.hasFocus())
    assert name.text() == "kozhikode"


def test_enter_finishes_the_last_word(qtbot, fields):
    name, _ = fields
    enable_for(name, on=True)
    sent = []
    name.returnPressed.connect(lambda: sent.append(name.text()))
    qtbot.keyClicks(name, "pashu kaala")
    qtbot.keyClick(name, Qt.Key.Key_Return)
    assert sent == ["പശു കാള"]
    name.clear()
    qtbot.keyClicks(name, "eruma")
    qtbot.keyClick(name, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert name.text() == "എരുമ"


def test_malayalam_and_numbers_typed_are_left_alone(qtbot, fields):
    name, _ = fields
    enable_for(name, on=True)
    name.insert("രാമൻ ")
    qtbot.keyClicks(name, "12, ward 3")
    assert name.text() == "രാമൻ 12, വർദ് 3"    # ward: the scheme's spelling
    name.setText("pashu ")                           # set by the program, not typed
    assert name.text() == "pashu "


def test_on_by_default_only_when_the_screen_is_in_malayalam(qtbot, monkeypatch):
    english, malayalam = QLineEdit(), QLineEdit()
    qtbot.addWidget(english)
    qtbot.addWidget(malayalam)
    enable_for(english)
    assert not switch_of(english).on
    monkeypatch.setattr(words.SCREEN, "code", "ml")
    enable_for(malayalam)
    assert switch_of(malayalam).on
    enable_for(malayalam)                            # once only
    assert len(malayalam.actions()) == 1


def test_an_editable_combo_box(qtbot):
    window = QWidget()
    layout = QVBoxLayout(window)
    combo, other = QComboBox(), QLineEdit()
    combo.setEditable(True)
    combo.addItems(["Nedumangad"])
    combo.setEditText("")
    layout.addWidget(combo)
    layout.addWidget(other)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    enable_for(combo.lineEdit(), on=True)
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    qtbot.keyClicks(combo, "kollam road")
    assert combo.currentText() == "കൊല്ലം road"
    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    assert combo.currentText() == "കൊല്ലം റോഡ്"


def test_the_name_and_place_fields_have_the_switch(pound, qtbot, now, monkeypatch):
    from datetime import datetime

    from record_helpers import seize

    from pound_desk.ui.release_dialog import ReleaseDialog
    from pound_desk.ui.search_bar import SearchBar
    from pound_desk.ui.seizure_form import SeizureForm

    monkeypatch.setattr(words.SCREEN, "code", "ml")     # on, as in a Malayalam office
    form = SeizureForm(now=now)
    qtbot.addWidget(form)
    form.confirm_discard = lambda: True
    for edit in (form.seized_place.lineEdit(), form.seizer_name, form.seizer_residence,
                 form.owner_name, form.owner_residence):
        assert switch_of(edit) is not None and switch_of(edit).on
    assert switch_of(form.police_aid) is None
    # the local area is chosen from the office's list, never transliterated into a new value
    assert switch_of(form.local_area.lineEdit()) is None
    bar = SearchBar()
    qtbot.addWidget(bar)
    assert switch_of(bar.text).on
    seize(datetime(2026, 3, 1, 9, 0), owner="Raman")
    dialog = ReleaseDialog("1/2026", now=now)
    qtbot.addWidget(dialog)
    assert switch_of(dialog.claimant_name).on and switch_of(dialog.claimant_residence).on
    assert dialog.claimant_name.text() == "Raman"      # a stored name is shown as it is


def test_a_prefilled_value_is_never_written_in_malayalam(qtbot, fields):
    name, other = fields
    enable_for(name, on=True)
    name.setText("Nedumangad")            # put there by the program, not typed
    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    assert name.text() == "Nedumangad"
    name.setFocus()
    qtbot.waitUntil(name.hasFocus)
    qtbot.keyClick(name, Qt.Key.Key_End)
    qtbot.keyClicks(name, " road")         # what the person types now is written
    qtbot.keyClick(name, Qt.Key.Key_Return)
    assert name.text() == "Nedumangad റോഡ്"


def test_seizure_form_tabbed_through_in_malayalam_keeps_the_local_area_and_its_fine(
        pound, qtbot, now, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from pound_desk.law.money import Money
    from pound_desk.services.case import cases
    from pound_desk.ui.seizure_form import SeizureForm

    monkeypatch.setattr(words.SCREEN, "code", "ml")
    form = SeizureForm(now=now)
    qtbot.addWidget(form)
    form.confirm_discard = lambda: True
    asked = []
    form.confirm_no_fine = lambda q: asked.append(q) or False
    form.show()
    form.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is form)
    form.brought_at.setFocus()
    qtbot.waitUntil(form.brought_at.hasFocus)
    for _ in range(5):     # brought, seized, place, local area, basis
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert form.local_area.currentText() == "Nedumangad"
    form.basis.setCurrentIndex(form.basis.findData("s10"))
    form.seizer_capacity.setCurrentIndex(form.seizer_capacity.findData("police"))
    form.seized_at.set_value(form.brought_at.value())
    form.seized_place.setText("Market road")
    form.seizer_name.setText("Anil")
    form.seizer_residence.setText("Nedumangad")
    form.heads.kind.setCurrentIndex(form.heads.kind.findData("cow"))
    form.heads.add_current()
    form.submit()
    assert form.case_no and not asked
    case = cases.view(form.case_no)
    assert case.local_area == "Nedumangad"
    assert cases.dues(case, now()).fine == Money.of_rupees(200)     # the cow's fine, not ₹0.00


def test_seizure_form_asks_before_a_head_with_no_fine_scale(pound, qtbot, now):
    from pound_desk.models import Case
    from pound_desk.ui.seizure_form import SeizureForm

    form = SeizureForm(now=now)
    qtbot.addWidget(form)
    form.confirm_discard = lambda: True
    asked = []
    form.confirm_no_fine = lambda q: asked.append(q) or False
    form.basis.setCurrentIndex(form.basis.findData("s10"))
    form.seizer_capacity.setCurrentIndex(form.seizer_capacity.findData("police"))
    form.seized_at.set_value(form.brought_at.value())
    form.seized_place.setText("Market road")
    form.seizer_name.setText("Anil")
    form.seizer_residence.setText("Nedumangad")
    form.heads.kind.setCurrentIndex(form.heads.kind.findData("pig"))
    form.heads.add_current()
    form.submit()
    assert asked and "Pig" in asked[0] and "Nedumangad" in asked[0]
    assert Case.select().count() == 0 and form.case_no is None
    assert "Pig" in form.general_error.text()
    form.confirm_no_fine = lambda q: True
    form.submit()
    assert form.case_no


def test_seizure_form_refuses_a_local_area_not_on_the_list(pound, qtbot, now):
    from pound_desk.models import Case
    from pound_desk.ui.seizure_form import SeizureForm

    form = SeizureForm(now=now)
    qtbot.addWidget(form)
    form.confirm_discard = lambda: True
    form.local_area.setCurrentText("നെടുമങ്ങട്")
    form.submit()
    assert Case.select().count() == 0
    assert "Nedumangad" in form.errors.message("local_area")
    # every refusal at once: the seizer's name too
    assert form.errors.message("seizer_name")


def test_colour_and_marks_take_english_letters_as_the_names_do(qtbot, monkeypatch):
    """A head's colour and marks have the same switch: a word typed in
    English letters is written in Malayalam when it ends, and Alt+A, which
    adds the head from within the marks field, finishes its last word."""
    from pound_desk.law.seizure import HeadDraft
    from pound_desk.ui.heads_editor import HeadsEditor

    monkeypatch.setattr(words.SCREEN, "code", "ml")     # on, as in a Malayalam office
    editor = HeadsEditor([("cow", "Cow", "പശു")], lambda heads, head: [])
    qtbot.addWidget(editor)
    editor.show()
    editor.activateWindow()
    qtbot.waitExposed(editor)
    assert switch_of(editor.colour).on and switch_of(editor.marks).on
    assert switch_of(editor.ear_tag) is None           # digits
    editor.colour.setFocus()
    qtbot.waitUntil(editor.colour.hasFocus)
    qtbot.keyClicks(editor.colour, "veLLa")
    editor.marks.setFocus()
    qtbot.waitUntil(editor.marks.hasFocus)
    assert editor.colour.text() == "വെള്ള"
    qtbot.keyClicks(editor.marks, "chevi murinjathu")
    qtbot.keyClick(editor.marks, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    assert editor.heads() == [HeadDraft("cow", "female", "വെള്ള", "ചെവി മുരിഞ്ഞതു", "")]
