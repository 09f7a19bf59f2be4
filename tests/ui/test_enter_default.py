"""Enter presses a form's default button (the obvious thing), from the
keyboard alone: in the first user's dialog, at sign-in, in the set-up
wizard's first user, the seizure form and the release; and every form
opened from the main window's menus has one default button."""
from __future__ import annotations

import time

import pytest
import shiboken6
from desk_helpers import focused, press
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QPushButton

from pound_desk.services.case import cases, seizures
from pound_desk.services.desk import session, users
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.release_dialog import ReleaseDialog
from pound_desk.ui.seizure_form import SeizureForm
from pound_desk.ui.setup_wizard import FIRST_USER, SetupWizard
from pound_desk.ui.sign_in_dialog import FirstUserDialog, SignInDialog


@pytest.fixture(autouse=True)
def signed_out():
    session.sign_out()
    users.reset_tries()
    yield
    session.sign_out()
    users.reset_tries()
    users.clock_seconds = time.time


def show(qtbot, widget):
    if isinstance(widget, SeizureForm):
        widget.confirm_discard = lambda: True    # closing at the end asks nothing
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitExposed(widget)
    return widget


def typed(qtbot, widget, text):
    widget.setFocus()
    qtbot.waitUntil(lambda: focused() is widget)
    qtbot.keyClicks(widget, text)


def test_enter_in_the_first_users_dialog_creates_the_user(qtbot, pound):
    assert users.needs_first_user()
    d = show(qtbot, FirstUserDialog())
    typed(qtbot, d.fields.name, "Asha")
    press(qtbot, Qt.Key.Key_Return)                      # Enter in the name moves on
    assert focused() is d.fields.password
    qtbot.keyClicks(d.fields.password, "supervisor-pass")
    press(qtbot, Qt.Key.Key_Return)
    assert focused() is d.fields.again
    qtbot.keyClicks(d.fields.again, "supervisor-pass")
    press(qtbot, Qt.Key.Key_Return)                      # Enter in the last field: Create
    assert d.result() == QDialog.DialogCode.Accepted
    assert not users.needs_first_user()


def test_enter_in_the_first_users_dialog_shows_its_refusals(qtbot, pound):
    d = show(qtbot, FirstUserDialog())
    typed(qtbot, d.fields.again, "short")
    press(qtbot, Qt.Key.Key_Return)
    assert d.result() != QDialog.DialogCode.Accepted
    assert d.fields.errors.message("name") and d.fields.errors.message("password")


def test_enter_in_the_wizards_first_user_page_goes_on(qtbot, db):
    wizard = show(qtbot, SetupWizard())
    wizard.particulars.edits["name"].setText("x")
    for _name, edit in wizard.particulars.edits.items():
        edit.setText("Nedumangad")
    wizard.next()
    wizard.next()
    wizard.next()
    assert wizard.currentId() == FIRST_USER
    fields = wizard.user_page.fields
    typed(qtbot, fields.name, "Asha")
    press(qtbot, Qt.Key.Key_Return)
    qtbot.keyClicks(focused(), "supervisor-pass")
    press(qtbot, Qt.Key.Key_Return)
    qtbot.keyClicks(focused(), "supervisor-pass")
    assert focused() is fields.again
    press(qtbot, Qt.Key.Key_Return)                      # Next, to the rates
    assert wizard.currentId() != FIRST_USER


def test_enter_signs_in_once(qtbot, pound):
    users.create("Asha", "supervisor", "supervisor-pass")
    d = show(qtbot, SignInDialog())
    typed(qtbot, d.name, "asha")
    press(qtbot, Qt.Key.Key_Return)
    assert focused() is d.password
    qtbot.keyClicks(d.password, "wrong-password")
    press(qtbot, Qt.Key.Key_Return)
    # one wrong try counted, not two (Enter once tried to sign in twice over)
    assert users._stored().count == 1
    assert d.general.text()
    qtbot.keyClicks(d.password, "supervisor-pass")
    press(qtbot, Qt.Key.Key_Return)
    assert d.result() == QDialog.DialogCode.Accepted
    assert session.current().name == "Asha"


def test_enter_in_the_seizure_forms_fields_does_not_register(qtbot, pound, now):
    form = show(qtbot, SeizureForm(now=now))
    assert form.register_button.isDefault()
    # Enter in a field still moves on, as on paper
    form.seized_place.setFocus()
    qtbot.waitUntil(lambda: focused() is form.seized_place)
    press(qtbot, Qt.Key.Key_Return)
    assert focused() is form.local_area
    # Enter in the ear tag adds the head, and does not register as well
    form.heads.ear_tag.setFocus()
    qtbot.waitUntil(lambda: focused() is form.heads.ear_tag)
    press(qtbot, Qt.Key.Key_Return)
    assert form.heads.table.rowCount() == 1
    assert focused() is form.heads.kind
    # and no attempt to register was made: no refusal shows
    assert not any(form.errors.message(n) for n in ("seizer_name", "basis", "seized_place"))
    assert form.general_error.isHidden() and not form.case_no


def test_enter_on_the_register_button_registers(qtbot, pound, now):
    from datetime import timedelta

    from desk_helpers import NOW

    form = show(qtbot, SeizureForm(now=now))
    form.seized_at.set_value(NOW - timedelta(hours=2))
    form.seized_place.setText("Market road")
    form.basis.setCurrentIndex(form.basis.findData("s10"))
    form.seizer_capacity.setCurrentIndex(form.seizer_capacity.findData("police"))
    form.seizer_name.setText("SI Anil Kumar")
    form.seizer_residence.setText("Nedumangad")
    form.heads.add_current()
    form.police_aid.setFocus()
    qtbot.waitUntil(lambda: focused() is form.police_aid)
    press(qtbot, Qt.Key.Key_Return)                      # Enter in a field moves on
    assert focused() is form.heads.kind and not form.case_no
    form.register_button.setFocus()
    qtbot.waitUntil(lambda: focused() is form.register_button)
    press(qtbot, Qt.Key.Key_Return)
    assert form.case_no, form.general_error.text()
    # the next seizure: Register is the default again
    form.reset()
    assert form.register_button.isDefault()


def test_enter_in_the_amount_releases_once(qtbot, pound, now, money_entries_confirmed):
    from desk_helpers import a_draft

    case = seizures.register(a_draft(), now=now())
    d = show(qtbot, ReleaseDialog(case.case_no, now=now))
    assert d.release_button.isDefault()
    d.paid.setFocus()
    qtbot.waitUntil(lambda: focused() is d.paid)
    qtbot.keyClicks(d.paid, "100000")
    press(qtbot, Qt.Key.Key_Return)
    assert d.receipt_no, d.general.text()
    assert len(money_entries_confirmed) == 1              # asked once, released once
    assert not cases.view(case.case_no).held
    if d.preview is not None:
        d.preview.close()


def test_every_form_from_the_menus_has_its_default_button(qtbot, pound, now, monkeypatch):
    """Walk the main window's menus: each form that opens has one visible
    default button for Enter (a list window may have none)."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    # nothing modal may wait for an answer during the walk
    monkeypatch.setattr(QDialog, "exec", lambda self: (self.show(), 0)[1])
    for name in ("question", "information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda *a, **k: QMessageBox.StandardButton.No)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: "")
    window = show(qtbot, MainWindow(now=now))
    qtbot.waitUntil(lambda: not window.needs.loading)
    before = set(QApplication.topLevelWidgets())
    seen: dict[str, bool] = {}
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if menu is None or menu.objectName() in ("help",):
            continue
        for action in menu.actions():
            if action.isSeparator() or action.menu() is not None or not action.isEnabled():
                continue
            if action.objectName() in ("quit", "lock", "switch_language", "sign_out"):
                continue
            action.trigger()
            QApplication.processEvents()     # the dialogs it opens are up (a deferred one too)
            for d in set(QApplication.topLevelWidgets()) - before:
                before.add(d)
                if not (shiboken6.isValid(d) and isinstance(d, QDialog) and d.isVisible()):
                    continue
                defaults = [b for b in d.findChildren(QPushButton) if b.isDefault() and b.isVisibleTo(d)]
                assert len(defaults) <= 1, (type(d).__name__, [b.text() for b in defaults])
                seen[type(d).__name__] = bool(defaults)
                if hasattr(d, "confirm_discard"):
                    d.confirm_discard = lambda: True
                d.close()
    # the forms reached from the menus press their default button on Enter
    for name in ("SeizureForm", "ChangePasswordDialog", "KeeperDialog", "InspectionDialog", "CloseDayDialog"):
        if name in seen:
            assert seen[name], name
    assert sum(seen.values()) >= 3, seen
