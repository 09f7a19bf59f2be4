"""Signing in, the lock screen, the users window and what each role may
use on the desktop."""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from pound_desk.services.desk import display as kept_display
from pound_desk.services.desk import session, users
from pound_desk.services.desk.display import Display
from pound_desk.services.office import keepers
from pound_desk.ui import display
from pound_desk.ui import lock as lock_screen
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.office.users_dialog import ChangePasswordDialog, UsersDialog
from pound_desk.ui.sign_in_dialog import FirstUserDialog, SignInDialog, apply_role


@pytest.fixture(autouse=True)
def signed_out():
    session.sign_out()
    users.reset_tries()
    yield
    session.sign_out()
    users.reset_tries()
    users.clock_seconds = time.time


@pytest.fixture
def people(pound):
    keeper = keepers.standing(pound_today()).name
    users.create("Asha", "supervisor", "supervisor-pass")
    users.create("Raman", "keeper", "keeper-pass", keeper_name=keeper)
    users.create("Audrey", "auditor", "auditor-pass")


def pound_today():
    from pound_desk.services.desk import clock
    return clock.now().date()


def sign_in_with(qtbot, dialog, name, password):
    dialog.name.clear()
    dialog.password.clear()
    qtbot.keyClicks(dialog.name, name)
    qtbot.keyClicks(dialog.password, password)
    qtbot.mouseClick(dialog.submit_button, Qt.MouseButton.LeftButton)


def test_sign_in_dialog_signs_in(qtbot, people):
    d = SignInDialog()
    qtbot.addWidget(d)
    d.show()
    with qtbot.waitSignal(d.signed_in):
        sign_in_with(qtbot, d, "raman", "keeper-pass")
    assert d.result() == d.DialogCode.Accepted
    assert (session.current().name, session.current().role) == ("Raman", "keeper")


def test_sign_in_errors_beside_the_fields_and_nothing_lost(qtbot, people):
    d = SignInDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.mouseClick(d.submit_button, Qt.MouseButton.LeftButton)
    assert "name" in d.errors.message("name").lower() and "password" in d.errors.message("password").lower()
    sign_in_with(qtbot, d, "Raman", "keeper-pasS")
    wrong_password = d.general.text()
    assert "wrong" in wrong_password and d.isVisible() and session.current().role == "system"
    assert d.name.text() == "Raman"            # the name stays; only the password is cleared
    sign_in_with(qtbot, d, "Ramen", "keeper-pass")
    assert d.general.text() == wrong_password  # which of the two was wrong is not said


def test_five_wrong_tries_wait(qtbot, people):
    t = [500.0]
    users.clock_seconds = lambda: t[0]
    d = SignInDialog()
    qtbot.addWidget(d)
    d.show()
    for _ in range(5):
        sign_in_with(qtbot, d, "Asha", "not-the-one")
    assert not d.submit_button.isEnabled() and "30" in d.submit_button.text()
    assert "wait 30 seconds" in d.general.text()
    t[0] += 30
    d._tick()
    assert d.submit_button.isEnabled()
    sign_in_with(qtbot, d, "Asha", "supervisor-pass")
    assert session.current().name == "Asha"


def test_suspended_keeper_cannot_sign_in(qtbot, people):
    from datetime import date, timedelta
    name = keepers.standing(pound_today()).name
    keepers.record(name, "appointed", date(2020, 1, 1), "LA/1")
    keepers.record(name, "suspended", pound_today() - timedelta(days=1), "LA/2")
    d = SignInDialog()
    qtbot.addWidget(d)
    d.show()
    sign_in_with(qtbot, d, "Raman", "keeper-pass")
    assert "suspended" in d.general.text() and "5(3)" in d.general.text()
    assert session.current().role == "system"


def test_first_user_dialog(qtbot, pound):
    d = FirstUserDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.keyClicks(d.fields.name, "Asha")
    qtbot.keyClicks(d.fields.password, "short")
    qtbot.keyClicks(d.fields.again, "short")
    qtbot.mouseClick(d.submit_button, Qt.MouseButton.LeftButton)
    assert "8 characters" in d.fields.errors.message("password") and users.needs_first_user()
    for edit in (d.fields.password, d.fields.again):
        edit.clear()
        qtbot.keyClicks(edit, "long-enough")
    qtbot.mouseClick(d.submit_button, Qt.MouseButton.LeftButton)
    assert d.result() == d.DialogCode.Accepted and not users.needs_first_user()


@pytest.fixture
def window(qtbot, people, now):
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    w.show()
    return w


def office_action(window, start):
    for a in window.menuBar().actions():
        if a.menu() is not None and a.text().replace("&", "").startswith("Office"):
            return next(x for x in a.menu().actions() if x.text().startswith(start))


def test_main_window_without_sign_in_is_the_program(window):
    apply_role(window)
    assert session.current().role == "system"
    assert window.new_action.isEnabled() and office_action(window, "Rate tables").isEnabled()


def test_roles_in_the_menus(window):
    session.sign_in(users.authenticate("Raman", "keeper-pass"))
    apply_role(window)
    assert "Raman" in window.windowTitle()
    assert window.new_action.isEnabled() and window.release_action.isEnabled()
    rates = office_action(window, "Rate tables")
    assert not rates.isEnabled() and "supervising officer" in rates.toolTip()
    assert not office_action(window, "Users").isEnabled()
    assert office_action(window, "Change my password").isEnabled()
    session.sign_in(users.authenticate("Audrey", "auditor-pass"))
    apply_role(window)
    assert not window.new_action.isEnabled() and "auditor" in window.new_action.toolTip()
    assert not window.release_action.isEnabled() and window.print_action.isEnabled()
    assert window.windowTitle().count(" — ") == 2       # the name replaced, not added twice
    session.sign_in(users.authenticate("Asha", "supervisor-pass"))
    apply_role(window)
    assert rates.isEnabled() and window.new_action.isEnabled() and office_action(window, "Users").isEnabled()


def test_lock_after_a_short_inactivity_and_unlock(qtbot, window):
    session.sign_in(users.authenticate("Raman", "keeper-pass"))
    lock = lock_screen.InactivityLock(window, seconds=0.3)
    with qtbot.waitSignal(lock.locked, timeout=3000):
        pass
    assert lock.is_locked() and lock.dialog.isVisible()
    assert lock.dialog.isModal()
    assert QApplication.activeModalWidget() is lock.dialog   # nothing behind it takes input
    assert lock.dialog.name.text() == "Raman"
    lock.dialog.reject()                                       # Escape does not get round it
    lock.dialog.close()
    assert lock.is_locked() and lock.dialog.isVisible()
    qtbot.keyClicks(lock.dialog.password, "wrong-one")
    qtbot.mouseClick(lock.dialog.submit_button, Qt.MouseButton.LeftButton)
    assert lock.is_locked() and "wrong" in lock.dialog.general.text()
    with qtbot.waitSignal(lock.unlocked, timeout=3000):
        qtbot.keyClicks(lock.dialog.password, "keeper-pass")
        qtbot.mouseClick(lock.dialog.submit_button, Qt.MouseButton.LeftButton)
    assert not lock.is_locked() and session.current().name == "Raman"
    lock._stop()


def test_activity_keeps_it_unlocked_and_another_user_may_sign_in(qtbot, window):
    session.sign_in(users.authenticate("Raman", "keeper-pass"))
    kept_display.save_for_person("Asha", Display(150, True))   # Asha reads large text on black
    lock = lock_screen.InactivityLock(window, seconds=0.6)
    for _ in range(4):     # a key every 0.3 s: never 0.6 s idle
        qtbot.wait(300)
        # typed as the window system delivers it: to the window, which hands it to the table
        qtbot.keyClick(window.windowHandle(), Qt.Key.Key_Down)
        assert not lock.is_locked()
    with qtbot.waitSignal(lock.locked, timeout=3000):
        pass
    lock.dialog.name.clear()
    qtbot.keyClicks(lock.dialog.name, "Asha")
    with qtbot.waitSignal(lock.unlocked, timeout=3000):
        qtbot.keyClicks(lock.dialog.password, "supervisor-pass")
        qtbot.mouseClick(lock.dialog.submit_button, Qt.MouseButton.LeftButton)
    assert session.current().name == "Asha"
    assert "Asha" in window.windowTitle() and office_action(window, "Rate tables").isEnabled()
    assert display.current() == Display(150, True)            # her text size and contrast, at once
    lock._stop()


def test_users_window_adds_disables_and_sets_a_password(qtbot, window):
    session.sign_in(users.authenticate("Asha", "supervisor-pass"))
    d = window.open_users()
    assert isinstance(d, UsersDialog)
    assert d.table.rowCount() == 3
    qtbot.keyClicks(d.name, "Bindu")
    d.role.setCurrentIndex(d.role.findData("auditor"))
    qtbot.keyClicks(d.password, "bindu-pass")
    qtbot.keyClicks(d.again, "bindu-pasz")
    qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)
    assert "differ" in d.add_errors.message("again") and d.name.text() == "Bindu"
    d.again.clear()
    qtbot.keyClicks(d.again, "bindu-pass")
    qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)
    assert d.table.rowCount() == 4 and d.chosen().name == "Bindu"
    qtbot.mouseClick(d.toggle_button, Qt.MouseButton.LeftButton)
    assert not users.account("Bindu").enabled
    assert d.table.item(d.table.currentRow(), 3).text().startswith("Disabled")
    qtbot.keyClicks(d.new_password, "fresh-pass")
    qtbot.keyClicks(d.new_again, "fresh-pass")
    qtbot.mouseClick(d.set_password_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(d.toggle_button, Qt.MouseButton.LeftButton)
    assert users.authenticate("Bindu", "fresh-pass").role == "auditor"


def test_users_window_for_a_keeper_changes_nothing(qtbot, window):
    session.sign_in(users.authenticate("Raman", "keeper-pass"))
    d = UsersDialog(window)
    qtbot.addWidget(d)
    assert not d.add_button.isEnabled() and "supervisor" in d.add_button.toolTip()


def test_change_my_password(qtbot, window):
    session.sign_in(users.authenticate("Audrey", "auditor-pass"))
    d = window.open_my_password()
    assert isinstance(d, ChangePasswordDialog)
    qtbot.keyClicks(d.old, "not-it-at-all")
    qtbot.keyClicks(d.new, "audrey-new-1")
    qtbot.keyClicks(d.again, "audrey-new-1")
    qtbot.mouseClick(d.submit_button, Qt.MouseButton.LeftButton)
    assert "wrong" in d.errors.message("old") and d.new.text() == "audrey-new-1"
    d.old.clear()
    qtbot.keyClicks(d.old, "auditor-pass")
    qtbot.mouseClick(d.submit_button, Qt.MouseButton.LeftButton)
    assert d.result() == d.DialogCode.Accepted
    assert users.authenticate("Audrey", "audrey-new-1").role == "auditor"


def test_users_window_sets_the_lock_time_at_once(qtbot, window):
    session.sign_in(users.authenticate("Asha", "supervisor-pass"))
    lock = lock_screen.install(window)
    assert lock.timer.interval() == 10 * 60 * 1000          # the default
    d = window.open_users()
    d.lock_minutes.setValue(3)
    qtbot.mouseClick(d.lock_button, Qt.MouseButton.LeftButton)
    assert users.lock_minutes() == 3 and lock.timer.interval() == 3 * 60 * 1000
    assert "3 minutes" in d.general.text()
    lock._stop()


def test_start_asks_for_the_first_user_then_a_sign_in(qtbot, pound, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from pound_desk.ui import app
    asked = []

    def first_user_exec(dialog):
        asked.append("first")
        return QDialog.DialogCode.Rejected
    monkeypatch.setattr(FirstUserDialog, "exec", first_user_exec)
    assert app.sign_in_at_start() is False and asked == ["first"]   # quitting there opens nothing
    users.create("Asha", "supervisor", "supervisor-pass")

    def sign_in_exec(dialog):
        asked.append("sign in")
        sign_in_with(qtbot, dialog, "Asha", "supervisor-pass")
        return dialog.result()
    monkeypatch.setattr(SignInDialog, "exec", sign_in_exec)
    assert app.sign_in_at_start() is True and asked == ["first", "sign in"]
    assert session.current().name == "Asha"


def test_demo_signs_in_its_keeper_and_says_so(qtbot, pound, now):
    from pound_desk.ui import app
    assert app.sign_in_at_start(demo=True)
    assert session.current().role == "keeper" and session.current().name == keepers.standing(pound_today()).name
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    apply_role(w, demo=True)
    assert "DEMO" in w.windowTitle() and session.current().name in w.windowTitle()


def test_an_auditor_reads_a_case_but_its_work_buttons_are_off(qtbot, window):
    from datetime import timedelta

    from desk_helpers import NOW, a_draft

    from pound_desk.services.case import seizures
    case = seizures.register(a_draft(NOW - timedelta(hours=2)), now=NOW - timedelta(hours=1))
    view = window.open_case(case.case_no)
    assert view.release_button.isEnabled() and view.amend_button.isEnabled()   # the program itself
    view.close()
    session.sign_in(users.authenticate("Audrey", "auditor-pass"))
    view = window.open_case(case.case_no)
    for b in (view.release_button, view.feeding_button, view.amend_button):
        assert not b.isEnabled() and "auditor" in b.toolTip()
    assert view.print_copy_button.isEnabled()


def test_a_keeper_account_names_a_pound_keeper_chosen_from_the_s5_orders(qtbot, window):
    session.sign_in(users.authenticate("Asha", "supervisor-pass"))
    d = window.open_users()
    keeper = keepers.standing(pound_today()).name
    assert d.keeper_name.items == [keeper] and d.keeper_name.chosen() == keeper
    qtbot.keyClicks(d.name, "Velu")
    d.role.setCurrentIndex(d.role.findData("keeper"))
    d.keeper_name.setCurrentText("Someone Else")          # not a keeper of the orders
    qtbot.keyClicks(d.password, "velu-pass")
    qtbot.keyClicks(d.again, "velu-pasz")
    qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)
    # both refusals at once, and no account made
    assert keeper in d.add_errors.message("keeper_name") and "differ" in d.add_errors.message("again")
    assert all(a.name != "Velu" for a in users.accounts())
    # typed in part, the list finds the keeper; chosen, the account is made
    d.keeper_name.setCurrentText(keeper)
    d.again.clear()
    qtbot.keyClicks(d.again, "velu-pass")
    qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)
    assert users.account("Velu").keeper_name == keeper


def test_a_one_time_password_asks_for_ones_own_and_says_who_reset_it(qtbot, people):
    session.sign_in(users.authenticate("Asha", "supervisor-pass"))
    users.change_password("Raman", "given-by-asha")
    session.sign_out()
    d = SignInDialog()
    qtbot.addWidget(d)
    d.show()
    sign_in_with(qtbot, d, "Raman", "given-by-asha")
    assert d.result() != d.DialogCode.Accepted and session.current().role == "system"
    assert "reset by Asha (supervisor)" in d.note.text() and d.choosing.isVisible() and not d.credentials.isVisible()
    qtbot.keyClicks(d.new, "short")
    qtbot.keyClicks(d.again, "short")
    qtbot.mouseClick(d.submit_button, Qt.MouseButton.LeftButton)
    assert "8 characters" in d.errors.message("new") and session.current().role == "system"
    for edit in (d.new, d.again):
        edit.clear()
        qtbot.keyClicks(edit, "ramans-own-pass")
    with qtbot.waitSignal(d.signed_in):
        qtbot.mouseClick(d.submit_button, Qt.MouseButton.LeftButton)
    assert d.result() == d.DialogCode.Accepted and session.current().signing_key is not None
    assert not session.current().one_time
    session.sign_out()
    assert users.authenticate("Raman", "ramans-own-pass").role == "keeper"
