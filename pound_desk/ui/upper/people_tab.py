"""The people of the upper level and the log of signing in: every officer
and auditor, adding one (an officer's work), and who signed in and what was
refused, newest first."""
from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk.authority import upper_users
from pound_desk.ui.authority.sign_in import password_edit
from pound_desk.ui.authority.tables import fill, table
from pound_desk.ui.fields import ErrorLabel, add_field, plain_buttons


class PeopleTab(QWidget):
    def __init__(self, host):
        super().__init__()
        self.host = host   # the window: the person signed in
        layout = QVBoxLayout(self)
        self.people_table = table([self.tr("Name"), self.tr("Role"), self.tr("Added on"), self.tr("Added by")])
        layout.addWidget(self.people_table, 1)
        layout.addWidget(QLabel(self.tr("<b>Add a person</b> — an officer imports and registers; an auditor "
                                        "reads and checks, and changes nothing")))
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_error = add_field(form, self.tr("Name"), self.name_edit)
        self.role_combo = QComboBox()
        for n, (text, role) in enumerate(((self.tr("Auditor"), upper_users.ROLES[1]),
                                          (self.tr("Officer"), upper_users.ROLES[0]))):
            self.role_combo.addItem(text)
            self.role_combo.setItemData(n, role)
        self.role_combo.setAccessibleName(self.tr("Role"))
        add_field(form, self.tr("Role"), self.role_combo)
        self.password_edit = password_edit()
        self.password_error = add_field(form, self.tr("Their password, at least 8 characters"), self.password_edit)
        self.mine_edit = password_edit()
        self.mine_error = add_field(form, self.tr("Your own password, to confirm"), self.mine_edit)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("A&dd the person"))
        self.note = QLabel()
        self.note.setWordWrap(True)
        row.addWidget(self.add_button)
        row.addWidget(self.note, 1)
        layout.addLayout(row)
        self.refusal = ErrorLabel()
        layout.addWidget(self.refusal)
        plain_buttons(self.add_button)
        self.add_button.clicked.connect(self.add_person)
        for w in (self.name_edit, self.role_combo, self.password_edit, self.mine_edit, self.add_button):
            w.setEnabled(host.officer)
        layout.addWidget(QLabel(self.tr("<b>Signing in and refusals</b> — newest first")))
        self.log_table = table([self.tr("When"), self.tr("Who"), self.tr("What"), self.tr("Detail")])
        layout.addWidget(self.log_table, 1)

    def event_word(self, event: str) -> str:
        return {upper_users.SIGNED_IN: self.tr("Signed in"), upper_users.REFUSED: self.tr("Refused"),
                upper_users.ADDED: self.tr("Added")}.get(event, event)

    def refresh(self) -> None:
        roles = {"officer": self.tr("Officer"), "auditor": self.tr("Auditor")}
        fill(self.people_table, [[u.name, roles.get(u.role, u.role), f"{u.created_at:%d-%m-%Y}", u.created_by]
                                 for u in upper_users.listing()])
        fill(self.log_table, [[f"{x.at:%d-%m-%Y %H:%M:%S}", x.name, self.event_word(x.event), x.detail]
                              for x in upper_users.log_listing()])

    def add_person(self) -> None:
        for label in (self.name_error, self.password_error, self.mine_error, self.refusal):
            label.clear_message()
        bad = False
        if not self.name_edit.text().strip():
            self.name_error.show_message(self.tr("Give the person's name"))
            bad = True
        if len(self.password_edit.text()) < upper_users.MIN_PASSWORD:
            self.password_error.show_message(self.tr("The password needs at least %1 characters")
                                             .replace("%1", str(upper_users.MIN_PASSWORD)))
            bad = True
        if not self.mine_edit.text():
            self.mine_error.show_message(self.tr("Give your own password"))
            bad = True
        if bad:
            return
        try:
            # the officer's own password again: a person left signed in is no one's way to add people
            by = upper_users.sign_in(self.host.user.name, self.mine_edit.text(), where="window, adding a person")
            user = upper_users.add(self.name_edit.text(), self.role_combo.currentData(), self.password_edit.text(), by)
        except upper_users.SignInRefused as e:
            self.mine_edit.clear()
            self.refusal.show_message(str(e))
            self.refresh()
            return
        self.note.setText(self.tr("Added %1").replace("%1", user.name))
        for edit in (self.name_edit, self.password_edit, self.mine_edit):
            edit.clear()
        self.refresh()
