"""Signing in to the upper level's window, or to a local authority's: their
own people (officers and auditors, ``authority.upper_users``), not the
pound's. With no one yet, the first officer is added here, as at a pound's
first start."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout

from pound_desk.authority import upper_users
from pound_desk.ui.fields import ErrorLabel, add_field, submit_and_cancel


def password_edit() -> QLineEdit:
    edit = QLineEdit()
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    return edit


class UpperSignInDialog(QDialog):
    """Name and password; ``user`` is the person signed in once accepted."""

    def __init__(self, name: str = "", parent=None, authority: bool = False):
        super().__init__(parent)
        self.user: upper_users.UpperUser | None = None
        self.first = upper_users.needs_first()
        self.setWindowTitle(self.tr("Sign in — Pound Desk, local authority") if authority
                            else self.tr("Sign in — Pound Desk, district or Director"))
        layout = QVBoxLayout(self)
        if self.first:
            text = self.tr("No one is registered here yet: add the first officer, who then adds the others.")
        elif authority:
            text = self.tr("Sign in as an officer or an auditor of this local authority.")
        else:
            text = self.tr("Sign in as an officer or an auditor of this level.")
        note = QLabel(text)
        note.setWordWrap(True)
        layout.addWidget(note)
        form = QFormLayout()
        self.name = QLineEdit(" ".join(name.split()))
        self.name_error = add_field(form, self.tr("Name"), self.name)
        self.password = password_edit()
        self.password_error = add_field(form, self.tr("Password") if not self.first else
                                        self.tr("Password, at least 8 characters"), self.password)
        self.again = password_edit()
        self.again_error = add_field(form, self.tr("The password again"), self.again) if self.first else None
        if not self.first:
            self.again.hide()
        layout.addLayout(form)
        self.general = ErrorLabel()
        layout.addWidget(self.general)
        row = QHBoxLayout()
        self.sign_in_button = QPushButton(self.tr("Add the first officer") if self.first else self.tr("Sign in"))
        self.quit_button = QPushButton(self.tr("Quit"))
        row.addStretch(1)
        row.addWidget(self.quit_button)
        row.addWidget(self.sign_in_button)
        layout.addLayout(row)
        submit_and_cancel(self, self.sign_in_button, self.quit_button, self.submit)
        (self.password if self.name.text() else self.name).setFocus()
        self.setMinimumWidth(420)

    def submit(self) -> upper_users.UpperUser | None:
        for label in (self.name_error, self.password_error, self.again_error, self.general):
            if label is not None:
                label.clear_message()
        name, password = self.name.text().strip(), self.password.text()
        bad = False
        if not name:
            self.name_error.show_message(self.tr("Give your name"))
            bad = True
        if not self.first and not password:
            self.password_error.show_message(self.tr("Give your password"))
            bad = True
        elif self.first and len(password) < upper_users.MIN_PASSWORD:
            self.password_error.show_message(self.tr("The password needs at least %1 characters")
                                             .replace("%1", str(upper_users.MIN_PASSWORD)))
            bad = True
        elif self.first and password != self.again.text():
            self.again_error.show_message(self.tr("The two passwords differ"))
            bad = True
        if bad:
            return None
        try:
            if self.first:
                upper_users.add(name, "officer", password, None)
            self.user = upper_users.sign_in(name, password, where="window")
        except upper_users.SignInRefused as e:
            self.password.clear()
            self.again.clear()
            self.general.show_message(str(e))
            self.password.setFocus()
            return None
        self.accept()
        return self.user
