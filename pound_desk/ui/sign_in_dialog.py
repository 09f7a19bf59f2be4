"""Signing in at the desk: name and password before the main window opens
(and on the lock screen), the first supervising user of a pound set up
before there were users, and what the signed-in role may use.

A wrong name or password is refused without saying which of the two was
wrong; after five wrong tries in a row the button waits 30 seconds. A
keeper account whose pound-keeper is suspended or removed that day cannot
sign in (s. 5(3)), nor can a disabled account."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.law.problems import Problem
from pound_desk.services.desk import audit, session, users
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.ui.fields import EnterMovesOn, ErrorLabel, FieldErrors, add_field, submit_and_cancel
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.language_dialog import other_language_button
from pound_desk.ui.menus import find_menu

# long enough for the dialog to be painted first, short of anyone's typing a password
LOAD_SEALING_AFTER_MS = 200


def not_for_role(what: str) -> str:
    """Why an entry is off for the person signed in, in the screen's language."""
    if what == "supervisor":
        return QCoreApplication.translate("SignIn", "Only the supervising officer may do this; sign in as a supervisor")
    return users.change_refused()


def password_edit() -> QLineEdit:
    edit = QLineEdit()
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    return edit


class SignInDialog(FormDialog):
    """Name and password; on success the actor is signed in and
    ``signed_in`` is emitted with it."""

    signed_in = Signal(object)

    # exec() result when the person asked for the other language
    SWITCH_LANGUAGE = 2

    def __init__(self, parent: QWidget | None = None, name: str = "", title: str = "", note: str = "",
                 offer_language: bool = False):
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Sign in — Pound Desk"))
        self.actor: session.Actor | None = None
        self.switch_to: str | None = None
        # the form on a panel of its own: the lock screen centres it on a dialog covering the window
        self.panel = QWidget(self)
        outer = QVBoxLayout(self)
        outer.addWidget(self.panel, 0, Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self.panel)
        if offer_language:
            self.language_button = other_language_button(self.panel, self._switch_language)
            layout.addWidget(self.language_button, 0, Qt.AlignmentFlag.AlignRight)
        self.note = QLabel(note or self.tr("Sign in with your own name and password."))
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        # name and password; after a one-time password, the person's own chosen twice instead
        self.credentials = QWidget()
        form = QFormLayout(self.credentials)
        form.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit(name)
        self.password = password_edit()
        self.add_field(form, "name", self.tr("Name"), self.name)
        self.add_field(form, "password", self.tr("Password"), self.password)
        layout.addWidget(self.credentials)
        self.choosing = QWidget()
        form = QFormLayout(self.choosing)
        form.setContentsMargins(0, 0, 0, 0)
        self.new = password_edit()
        self.again = password_edit()
        self.add_field(form, "new", self.tr("Your own password, at least 8 characters"), self.new)
        self.add_field(form, "again", self.tr("Your own password again"), self.again)
        self.choosing.hide()
        layout.addWidget(self.choosing)
        self.one_time: session.Actor | None = None   # signed in with a one-time password, choosing
        layout.addWidget(self.general)
        layout.addLayout(self.button_row(self.tr("Sign in"), self.tr("Quit"), cancel_first=True))
        # Enter in the name moves to the password; Enter there presses Sign in (the default)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.name, self.new)
        self._wait = QTimer(self)
        self._wait.setInterval(1000)
        self._wait.timeout.connect(self._tick)
        self.panel.setFixedWidth(460)
        (self.password if name else self.name).setFocus()
        # what unseals the person's key is loaded while the password is typed, after the
        # dialog is painted: the desk opens without it
        QTimer.singleShot(LOAD_SEALING_AFTER_MS, self, users.load_sealing)

    def _switch_language(self, code: str) -> None:
        self.switch_to = code
        self.done(self.SWITCH_LANGUAGE)

    def try_sign_in(self) -> bool:
        """Whether the person is signed in now."""
        return self.submit() is not None

    def submit(self) -> session.Actor | None:
        if not self.submit_button.isEnabled():
            return None     # waiting after wrong tries (Ctrl+Enter too): the message stays
        return super().submit()

    def save(self) -> session.Actor | None:
        if self.one_time is not None:
            return self._choose()
        try:
            actor = users.authenticate(self.name.text(), self.password.text())
        except users.SignInRefused as e:
            self.general.show_message(str(e))
            self.password.clear()
            self.password.setFocus()
            if e.wait:
                self._wait_for(e.wait)
            return None
        if actor.one_time:
            self._ask_own_password(actor)
            return None
        session.sign_in(actor)
        return self._signed_in(actor)

    def _ask_own_password(self, actor: session.Actor) -> None:
        """A one-time password (a supervisor's reset): say who set it and
        when, and ask for the person's own; nothing else is let through."""
        self.one_time = actor
        self.password.clear()
        self.note.setText(users.reset_notice(users.pending_reset(actor.user_id)))
        self.credentials.hide()
        self.choosing.show()
        self.submit_button.setText(self.tr("Set my password"))
        self.new.setFocus()
        self._relayout()

    def show_refusals(self, problems) -> None:
        super().show_refusals(problems)
        self._relayout()

    def _relayout(self) -> None:
        # the other fields, and the messages under them, take room at once
        # (a form of wrapped captions is not asked its height again: see FirstUserFields)
        for widget in (self.choosing, self.panel):
            widget.setMinimumHeight(0)
            widget.setMinimumHeight(widget.sizeHint().height())
        self.adjustSize()

    def _choose(self) -> session.Actor | None:
        before = session.current()
        session.sign_in(self.one_time)
        try:
            users.change_password(self.one_time.user_id, self.new.text(), self.again.text())
        except Invalid as e:
            _restore(before)
            raise Invalid([Problem("new" if p.field == "password" else p.field, p.message)
                           for p in e.problems]) from None
        except BaseException:
            _restore(before)
            raise
        self.new.clear()
        self.again.clear()
        return self._signed_in(session.current())

    def _signed_in(self, actor: session.Actor) -> session.Actor:
        audit.record_view("sign_in", actor.name, {"role": actor.role})
        self.actor = actor
        self.password.clear()
        self.signed_in.emit(actor)
        super().accept()
        return actor

    def _wait_for(self, seconds: float) -> None:
        self.submit_button.setEnabled(False)
        self._tick()
        self._wait.start()

    def _tick(self) -> None:
        left = users.wait_left()
        if left <= 0:
            self._wait.stop()
            self.submit_button.setEnabled(True)
            self.submit_button.setText(self.tr("Sign in"))
            return
        self.submit_button.setText(self.tr("Wait %1 s").replace("%1", str(math.ceil(left))))


def _restore(before: session.Actor) -> None:
    if before.role == "system":
        session.sign_out()
    else:
        session.sign_in(before)


class FirstUserDialog(QDialog):
    """A pound set up before there were users: its supervising officer
    chooses a name and a password now (there is no default password)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("The first user"))
        layout = QVBoxLayout(self)
        note = QLabel(self.tr(
            "Pound Desk now asks everyone to sign in. Create the supervising officer's account: it adds the other users."))  # noqa: E501 (a translated text is kept whole)
        note.setWordWrap(True)
        layout.addWidget(note)
        self.fields = FirstUserFields(self)
        layout.addWidget(self.fields)
        buttons = QHBoxLayout()
        self.submit_button = QPushButton(self.tr("Create"))
        self.cancel_button = QPushButton(self.tr("Quit"))
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.submit_button)
        layout.addLayout(buttons)
        submit_and_cancel(self, self.submit_button, self.cancel_button, self.create_user)
        self.setMinimumWidth(480)

    def create_user(self) -> bool:
        if self.fields.create():
            super().accept()
            return True
        self.adjustSize()   # room for the messages under the fields
        return False


class FirstUserFields(QWidget):
    """Name, password and the password again, for the first supervising
    user (in the set-up wizard and in FirstUserDialog)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit()
        self.password = password_edit()
        self.again = password_edit()
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        self.errors.add("name", add_field(form, self.tr("Supervising officer's name (to sign in)"), self.name),
                        self.name)
        self.errors.add("password", add_field(form, self.tr("Password, at least 8 characters"), self.password),
                        self.password)
        self.errors.add("again", add_field(form, self.tr("The password again"), self.again),
                        self.again)
        form.addRow(self.general)
        # Enter in the name and the password moves on; in the last field it
        # presses the dialog's default button (Create, or the wizard's Next)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.name, self.password)

    def check(self) -> bool:
        """What can be checked before anything is written."""
        problems = []
        if not self.name.text().strip():
            problems.append(Problem("name", self.tr("The user's name is required")))
        problems += users.password_problems(self.password.text(), self.again.text())
        first = self.errors.show(problems)
        self._relayout()
        if first is not None:
            first.setFocus()
        return not problems

    def _relayout(self) -> None:
        # the messages under the fields take room at once (not squeezed into the old height)
        # (a form of wrapped captions is laid out by height-for-width, whose
        # answer is not asked again when a message appears: say it outright)
        self.setMinimumHeight(0)
        self.setMinimumHeight(self.sizeHint().height())

    def create(self) -> bool:
        if not self.check():
            return False
        try:
            users.create(self.name.text(), "supervisor", self.password.text(), self.again.text())
        except Invalid as e:
            self.errors.show(e.problems)
            return False
        except ServiceError as e:
            self.general.show_message(str(e))
            return False
        return True


# -- what the signed-in role may use ------------------------------------------------

def _menu_actions(window, name: str) -> list[QAction]:
    menu = find_menu(window, name)
    return [x for x in menu.actions() if not x.isSeparator()] if menu is not None else []


def _gate(action: QAction, allowed: bool, why: str) -> None:
    if action.property("pd_tip") is None:
        action.setProperty("pd_tip", action.toolTip())
    action.setEnabled(allowed)
    action.setToolTip(action.property("pd_tip") if allowed else why)


# the Office menu's entries any role may open: the s. 11(4) list, one's own password, the audit log
OFFICE_FOR_ALL = ("exhibit", "change_password", "audit")


def apply_role(window, demo: bool = False) -> None:
    """Disable what the signed-in person's role may not do, saying why in
    the tooltip; the window's title names who is signed in (and a demo)."""
    actor = session.current()
    supervisor = users.may("supervisor")
    may_change = users.may_change()
    for a in _menu_actions(window, "office"):
        if a.objectName() in OFFICE_FOR_ALL:
            continue
        _gate(a, supervisor, not_for_role("supervisor"))
    for a in (getattr(window, n, None) for n in ("new_action", "feeding_action", "release_action")):
        if a is not None:
            _gate(a, may_change, not_for_role("change"))
    if window.property("pd_title") is None:
        window.setProperty("pd_title", window.windowTitle())
    title = window.property("pd_title")
    if actor.role != "system":
        en, ml = users.ROLE_NAMES[actor.role]
        title += f" — {actor.name} ({language.pick(en, ml)})"
    if demo:
        title += " — " + QCoreApplication.translate("SignIn", "DEMO, signed in automatically")
    window.setWindowTitle(title)


def gate_case_view(view) -> None:
    """An auditor reads a case and prints its papers; its day's-work
    buttons are off, saying why (the services refuse them anyway)."""
    if users.may_change():
        return
    for name in ("release_button", "feeding_button", "amend_button"):
        button = getattr(view, name, None)
        if button is not None:
            button.setEnabled(False)
            button.setToolTip(not_for_role("change"))
