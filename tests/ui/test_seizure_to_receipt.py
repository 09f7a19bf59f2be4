"""The day's main path through the real widgets, by keyboard: a seizure with
two heads is registered (s. 7), the seizer's copy printed, the cattle
released on payment (s. 12) after a short payment is refused, and the
receipt printed."""
from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from desk_helpers import CTRL, NOW, focused, pdf_text, press, tab_to, type_text
from PySide6.QtCore import Qt

from pound_desk.services.case import cases, register
from pound_desk.services.case.register import Query
from pound_desk.ui.case_view import CaseViewDialog
from pound_desk.ui.fields import SearchCombo
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.release_dialog import ReleaseDialog
from pound_desk.ui.seizure_form import SeizureForm


def type_keys(qtbot, text: str):
    qtbot.keyClicks(focused(), text)


def choose_by_typing(qtbot, text: str):
    """Type the start of an item in a list: a list's typed search carries on
    from earlier letters typed within its pause, so wait for the pause to be
    over, as a person's pause between fields would end it (a plain list here
    is typed in once, with nothing to carry on from)."""
    box = focused()
    if isinstance(box, SearchCombo):
        qtbot.waitUntil(box.search_paused)
    type_keys(qtbot, text)


def register_by_keyboard(qtbot, window: MainWindow) -> SeizureForm:
    press(qtbot, Qt.Key.Key_N, CTRL)
    form = window.dialogs[-1]
    assert isinstance(form, SeizureForm)
    qtbot.waitUntil(lambda: focused() is form.brought_at)
    # the day and hour brought is now; the seizure was at 11:05 AM the same day
    assert form.brought_at.value() == NOW
    tab_to(qtbot, form.seized_at)
    type_keys(qtbot, "100320261105am")
    assert form.seized_at.value() == NOW.replace(hour=11, minute=5)
    tab_to(qtbot, form.seized_place)
    type_keys(qtbot, "Paddy field, Manjadi")
    tab_to(qtbot, form.local_area)
    assert form.local_area.currentText() == "Nedumangad"    # the pound's area by default
    tab_to(qtbot, form.basis)
    press(qtbot, Qt.Key.Key_Down)
    assert form.basis.currentData() == "s9"
    tab_to(qtbot, form.seizer_capacity)
    press(qtbot, Qt.Key.Key_Down)
    assert form.seizer_capacity.currentData() == "cultivator"
    tab_to(qtbot, form.seizer_name)
    type_keys(qtbot, "Ramachandran")
    tab_to(qtbot, form.seizer_residence)
    type_text(focused(), "മഞ്ചാടി")
    tab_to(qtbot, form.owner_name)
    type_keys(qtbot, "Rajan P.")
    tab_to(qtbot, form.owner_residence)
    type_keys(qtbot, "Karakulam")
    tab_to(qtbot, form.police_aid)

    heads = form.heads
    tab_to(qtbot, heads.kind)
    assert heads.kind.currentData() == "cow"
    # a cow is female: the sex follows from the kind, and Tab passes over it
    assert heads.sex.currentData() == "female" and not heads.sex.isEnabled()
    tab_to(qtbot, heads.colour)
    type_keys(qtbot, "black")
    tab_to(qtbot, heads.marks)
    type_keys(qtbot, "white patch on forehead")
    tab_to(qtbot, heads.ear_tag)
    type_keys(qtbot, "123456789012")
    press(qtbot, Qt.Key.Key_Return)              # Enter adds the line
    assert heads.table.rowCount() == 1
    assert focused() is heads.kind               # and goes back to the kind

    choose_by_typing(qtbot, "go")                # typed search in the kinds
    assert heads.kind.currentData() == "goat"
    tab_to(qtbot, heads.sex)
    choose_by_typing(qtbot, "m")
    assert heads.sex.currentData() == "male"
    tab_to(qtbot, heads.colour)
    type_keys(qtbot, "brown")
    press(qtbot, Qt.Key.Key_Return)              # Enter in colour moves on, as Tab
    assert focused() is heads.marks
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)   # Alt+A adds the line
    assert heads.table.rowCount() == 2
    assert focused() is heads.kind

    assert form.late_warning.isHidden()          # seized 4 h 25 min before: in time
    press(qtbot, Qt.Key.Key_Return, CTRL)        # Ctrl+Enter registers
    assert form.case_no, form.general_error.text()
    return form


def test_seizure_to_receipt_by_keyboard(pound, qtbot, now):
    window = MainWindow(now=now)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: not window.needs.loading)

    form = register_by_keyboard(qtbot, window)
    case_no = form.case_no

    # the entry, as the register holds it
    cv = cases.view(case_no)
    assert cv.brought_at == NOW and cv.seized_at == NOW.replace(hour=11, minute=5)
    assert (cv.seized_place, cv.basis, cv.seizer_capacity) == ("Paddy field, Manjadi", "s9", "cultivator")
    assert (cv.seizer_name, cv.seizer_residence) == ("Ramachandran", "മഞ്ചാടി")
    assert (cv.owner_name, cv.owner_residence) == ("Rajan P.", "Karakulam")
    assert [(h.kind, h.sex, h.colour, h.ear_tag) for h in cv.heads] == [
        ("cow", "female", "black", "123456789012"), ("goat", "male", "brown", "")]
    # the register on screen shows it at the top
    assert window.model.case_no_at(0) == case_no
    assert window.model.total == register.count(Query()) == 1

    # the seizer's copy: Enter on the offered button
    assert focused() is form.print_button
    press(qtbot, Qt.Key.Key_Return)
    preview = form.preview
    assert preview is not None and preview.page_count >= 1
    assert Path(preview.path).is_file()
    assert case_no in pdf_text(preview.path)
    preview.close()
    form.close()

    # open the case from the register with Enter, then release from it
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: focused() is window.table)
    press(qtbot, Qt.Key.Key_Return)
    view = window.dialogs[-1]
    assert isinstance(view, CaseViewDialog) and view.case_no == case_no
    qtbot.mouseClick(view.release_button, Qt.MouseButton.LeftButton)
    release = view.child
    assert isinstance(release, ReleaseDialog)
    qtbot.waitUntil(lambda: focused() is release.claimant_name)
    assert release.claimant_name.text() == "Rajan P."         # prefilled with the owner
    assert release.chosen_seqs() == [1, 2]
    # cow: fine 200 + one period at 60; goat: 100 + 30 (the fixture's rates)
    assert [(line.fine.amount.paise, line.periods, line.feeding.paise) for line in release.dues.heads] == [
        (20000, 1, 6000), (10000, 1, 3000)]
    assert "₹390.00" in release.total_label.text()

    release.paid.setFocus()
    type_keys(qtbot, "300")
    assert "₹90.00" in release.change_label.text()             # short by, shown as typed
    press(qtbot, Qt.Key.Key_Return)
    short = release.errors.message("paid")
    assert "₹90.00" in short and "Nothing was released" in short
    assert release.receipt_no is None
    assert len(cases.view(case_no).held) == 2 and not cases.view(case_no).receipts

    release.paid.selectAll()
    type_keys(qtbot, "400")
    assert "₹10.00" in release.change_label.text()
    press(qtbot, Qt.Key.Key_Return)
    number = release.receipt_no
    assert number and number in release.done_label.text()
    assert "₹10.00" in release.done_change.text()
    after = cases.view(case_no)
    assert after.status == "released" and after.receipts == (number,)
    receipt_pdf = release.preview
    assert receipt_pdf is not None and receipt_pdf.page_count >= 1
    text = pdf_text(receipt_pdf.path)
    assert number in text and "390.00" in text
    release.accept()

    # the case view now offers that receipt for printing again
    qtbot.waitUntil(lambda: view.receipt_button.isEnabled())
    assert not view.release_button.isEnabled()
    [reprint] = view.receipt_menu.actions()
    reprint.trigger()
    assert isinstance(view.child, type(receipt_pdf))
    text = pdf_text(view.child.path)
    assert number in text and "390.00" in text and case_no in text
    # and the register row says released
    qtbot.waitUntil(lambda: window.model.row_at(0).status == "released")


def test_late_arrival_is_flagged_before_saving_and_entered(pound, qtbot, now):
    form = SeizureForm(now=now)
    qtbot.addWidget(form)
    form.confirm_discard = lambda: True
    form.show()
    form.seized_at.set_value(NOW - timedelta(hours=30))
    assert not form.late_warning.isHidden()
    assert "24 hours" in form.late_warning.text()
    form.seized_place.setText("Dam road")
    form.basis.setCurrentIndex(form.basis.findData("s10"))
    form.seizer_name.setText("Shaji")
    form.seizer_residence.setText("Nedumangad")
    form.heads.add_current()
    form.submit()
    assert form.case_no
    assert cases.view(form.case_no).flags == ("late_to_pound",)
    assert "24 hours" in form.done_flags.text()
