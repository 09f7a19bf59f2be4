"""The desk's users (supervisor only): the accounts with their role and
state, adding one, a new password for someone who forgot theirs,
disabling and enabling. Everyone may change their own password from the
small dialog below. Every change is kept in the account's history."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from pound_desk.law.problems import Problem
from pound_desk.services.desk import clock, session, users
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.office import keepers
from pound_desk.text import date_str
from pound_desk.ui.fields import ErrorLabel, FieldErrors, ListChooser, add_field, bi, compact_combo, plain_buttons
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.sign_in_dialog import password_edit
from pound_desk.ui.tables import fill, read_only_table


class UsersDialog(QDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Users"))
        self.resize(780, 620)
        self.table = read_only_table([self.tr("Name"), self.tr("Role"),
                                      self.tr("Pound-keeper"), self.tr("State"),
                                      self.tr("Created")])
        self.general = ErrorLabel()
        # the chosen account
        self.new_password = password_edit()
        self.new_again = password_edit()
        self.set_password_button = QPushButton(self.tr("Set this password"))
        self.toggle_button = QPushButton(self.tr("Disable"))
        chosen = self.chosen_box = QGroupBox(self.tr("The chosen user"))
        chosen_form = QFormLayout(chosen)
        self.chosen_errors = FieldErrors(self.general)
        self.chosen_errors.add("password", add_field(chosen_form, self.tr("New password"),
                                                     self.new_password), self.new_password)
        self.chosen_errors.add("again", add_field(chosen_form, self.tr("Again"), self.new_again),
                               self.new_again)
        row = QHBoxLayout()
        row.addWidget(self.set_password_button)
        row.addStretch(1)
        row.addWidget(self.toggle_button)
        chosen_form.addRow(row)
        # a new account
        self.name = QLineEdit()
        self.role = QComboBox()
        for code, pair in users.ROLES.items():
            self.role.addItem(bi(pair), code)
        compact_combo(self.role, 24)
        # a keeper account names a pound-keeper of the s. 5 orders: chosen from them, never typed anew
        standing = keepers.standing(clock.now().date()).name
        self.keeper_name = ListChooser([standing] + sorted({e.name for e in keepers.events()} - {standing}))
        self.keeper_name.setCurrentText(standing)
        self.password = password_edit()
        self.again = password_edit()
        self.add_button = QPushButton(self.tr("&Add the user"))
        adding = QGroupBox(self.tr("A new user"))
        form = QFormLayout(adding)
        self.add_errors = FieldErrors(self.general)
        for name, text, w in (("name", self.tr("Name (to sign in)"), self.name),
                              ("role", self.tr("Role"), self.role),
                              ("keeper_name", self.tr("For a keeper: the pound-keeper's name (s. 5)"),
                               self.keeper_name),
                              ("password", self.tr("Password, at least 8 characters"), self.password),
                              ("again", self.tr("Password again"), self.again)):
            self.add_errors.add(name, add_field(form, text, w), w)
        form.addRow(self.add_button)
        # the lock screen's time
        self.lock_minutes = QSpinBox()
        self.lock_minutes.setRange(1, 240)
        self.lock_minutes.setValue(users.lock_minutes())
        self.lock_minutes.setSuffix(self.tr(" min"))
        self.lock_button = QPushButton(self.tr("Save"))
        lock_row = QHBoxLayout()
        lock_row.addWidget(QLabel(self.tr("Lock the desk after this long unused")))
        lock_row.addWidget(self.lock_minutes)
        lock_row.addWidget(self.lock_button)
        lock_row.addStretch(1)
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.set_password_button, self.toggle_button, self.add_button, self.lock_button, close)
        columns = QHBoxLayout()
        columns.addWidget(chosen, 1)
        columns.addWidget(adding, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.general, 1)
        bottom.addStretch(0)
        bottom.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(columns)
        layout.addLayout(lock_row)
        layout.addLayout(bottom)
        self.add_button.clicked.connect(self.add_user)
        self.set_password_button.clicked.connect(self.set_password)
        self.toggle_button.clicked.connect(self.toggle)
        self.lock_button.clicked.connect(self.save_lock_minutes)
        close.clicked.connect(self.reject)
        self.role.currentIndexChanged.connect(self._role_changed)
        self.table.itemSelectionChanged.connect(self._chosen_changed)
        self._role_changed()
        self.reload()
        why = users.refusal("supervisor", self.tr("Users"))
        if why:
            for w in (self.add_button, self.set_password_button, self.toggle_button, self.lock_button):
                w.setEnabled(False)
                w.setToolTip(why)

    def reload(self) -> None:
        self._accounts = users.accounts()
        fill(self.table, [[a.name, bi(users.ROLE_NAMES[a.role]), a.keeper_name,
                           self.tr("Enabled") if a.enabled else self.tr("Disabled"),
                           date_str(a.created_at.date())] for a in self._accounts])
        self._chosen_changed()

    def chosen(self) -> users.Account | None:
        row = self.table.currentRow()
        return self._accounts[row] if 0 <= row < len(self._accounts) and self.table.selectedItems() else None

    def _role_changed(self) -> None:
        self.keeper_name.setEnabled(self.role.currentData() == "keeper")

    def _chosen_changed(self) -> None:
        a = self.chosen()
        may = users.may("supervisor")
        self.set_password_button.setEnabled(may and a is not None)
        self.toggle_button.setEnabled(may and a is not None)
        self.chosen_box.setTitle(self.tr("The chosen user")
                                 + (f": {a.name}" if a is not None else ""))
        if a is not None:
            self.toggle_button.setText(self.tr("Disable") if a.enabled
                                       else self.tr("Enable"))

    def choose(self, name: str) -> None:
        for i, a in enumerate(self._accounts):
            if a.name == name:
                self.table.selectRow(i)

    def add_user(self) -> bool:
        self.add_errors.clear()
        keeper = self.role.currentData() == "keeper"
        if keeper and self.keeper_name.chosen() is None:
            # with the password's problems, all at once
            self.add_errors.show([Problem("keeper_name", self.tr("Choose the pound-keeper from the list: %1")
                                          .replace("%1", ", ".join(self.keeper_name.items)))]
                                 + users.password_problems(self.password.text(), self.again.text()))
            return False
        try:
            users.create(self.name.text(), self.role.currentData(), self.password.text(), self.again.text(),
                         keeper_name=self.keeper_name.chosen() if keeper else "")
        except Invalid as e:
            self.add_errors.show(e.problems)
            return False
        except ServiceError as e:
            self.general.show_message(str(e))
            return False
        name = self.name.text().strip()
        for w in (self.name, self.password, self.again):
            w.clear()
        self.reload()
        self.choose(name)
        self.changed.emit()
        return True

    def set_password(self) -> bool:
        a = self.chosen()
        if a is None:
            return False
        self.chosen_errors.clear()
        me = session.current()
        try:
            if me.user_id == a.id:
                raise ServiceError(self.tr(
                    "Change your own password from Office → Change my password (it asks for the present one)"))
            users.change_password(a.id, self.new_password.text(), self.new_again.text())
        except Invalid as e:
            self.chosen_errors.show(e.problems)
            return False
        except ServiceError as e:
            self.general.show_message(str(e))
            return False
        self.new_password.clear()
        self.new_again.clear()
        self.general.show_message(self.tr("One-time password set for %1: it serves only to choose their own "
                                          "at their next sign-in").replace("%1", a.name))
        self.reload()
        self.changed.emit()
        return True

    def save_lock_minutes(self) -> bool:
        self.general.clear_message()
        try:
            users.set_lock_minutes(self.lock_minutes.value())
        except ServiceError as e:
            self.general.show_message(str(e))
            return False
        lock = getattr(self.parent(), "inactivity_lock", None)
        if lock is not None:   # at once, on the running desk
            lock.set_minutes(self.lock_minutes.value())
        self.general.show_message(self.tr("The desk locks after %1 minutes unused")
                                  .replace("%1", str(self.lock_minutes.value())))
        return True

    def toggle(self) -> bool:
        a = self.chosen()
        if a is None:
            return False
        self.general.clear_message()
        try:
            users.set_enabled(a.id, not a.enabled)
        except ServiceError as e:
            self.general.show_message(str(e))
            return False
        self.reload()
        self.choose(a.name)
        self.changed.emit()
        return True


class ChangePasswordDialog(FormDialog):
    """One's own password: the present one, then the new one twice."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Change my password"))
        actor = session.current()
        layout = QVBoxLayout(self)
        who = QLabel(self.tr("Signed in as %1").replace("%1", actor.name))
        layout.addWidget(who)
        form = QFormLayout()
        self.old = password_edit()
        self.new = password_edit()
        self.again = password_edit()
        for name, text, w in (("old", self.tr("Present password"), self.old),
                              ("password", self.tr("New password, at least 8 characters"),
                               self.new),
                              ("again", self.tr("New password again"), self.again)):
            self.add_field(form, name, text, w)
        layout.addLayout(form)
        layout.addWidget(self.general)
        layout.addLayout(self.button_row(self.tr("Change"), self.tr("Cancel"), cancel_first=True))
        if actor.user_id is None:
            self.submit_button.setEnabled(False)
            self.general.show_message(self.tr("No one is signed in: there is no password to change"))
        self.setMinimumWidth(460)

    def change(self) -> bool:
        """Whether the password was changed."""
        return self.submit() is not None

    def save(self) -> int | None:
        actor = session.current()
        if actor.user_id is None:
            raise ServiceError(self.tr("No one is signed in: there is no password to change"))
        users.change_password(actor.user_id, self.new.text(), self.again.text(), old=self.old.text())
        super().accept()
        return actor.user_id
