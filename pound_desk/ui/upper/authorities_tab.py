"""The local authorities registered at the upper level, each by the public
key it signs its covering lists with, and registering one: an officer's
work; an auditor sees the list."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk.authority import upper, upper_users
from pound_desk.ui.authority.tables import fill, table
from pound_desk.ui.fields import ErrorLabel, add_field, plain_buttons


class AuthoritiesTab(QWidget):
    def __init__(self, host):
        super().__init__()
        self.host = host   # the window: the person signed in
        layout = QVBoxLayout(self)
        self.table = table([self.tr("Local authority"), self.tr("District"), self.tr("Id"), self.tr("Pounds"),
                            self.tr("Registered on"), self.tr("Fingerprint")])
        layout.addWidget(self.table, 1)
        layout.addWidget(QLabel(self.tr("<b>Register a local authority</b> — with the public key it gives "
                                        "(pound-desk authority key)")))
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_error = add_field(form, self.tr("Local authority's name"), self.name_edit)
        self.district_edit = QLineEdit()
        add_field(form, self.tr("District"), self.district_edit)
        key_row = QWidget()
        row = QHBoxLayout(key_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.key_edit = QLineEdit()
        self.key_edit.setPlaceholderText("authority-public-key.pem")
        self.browse_key = QPushButton(self.tr("Choose…"))
        row.addWidget(self.key_edit, 1)
        row.addWidget(self.browse_key)
        self.key_error = add_field(form, self.tr("Public key file"), key_row)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.register_button = QPushButton(self.tr("Re&gister the local authority"))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.register_button)
        row.addWidget(self.note, 1)
        layout.addLayout(row)
        self.refusal = ErrorLabel()
        layout.addWidget(self.refusal)
        plain_buttons(self.register_button, self.browse_key)
        self.browse_key.clicked.connect(self.choose_key)
        self.register_button.clicked.connect(self.register)
        for w in (self.name_edit, self.district_edit, self.key_edit, self.browse_key, self.register_button):
            w.setEnabled(host.officer)

    def refresh(self) -> None:
        fill(self.table, [[a["name"], a["district"], a["authority_id"], str(a["pounds"]),
                           f"{a['registered_at']:%d-%m-%Y}", a["fingerprint"]] for a in upper.listing()], right={3})

    def choose_key(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("The local authority's public key"), "",
                                              self.tr("Public key (*.pem);;All files (*)"))
        if name:
            self.key_edit.setText(name)

    def register(self) -> None:
        for label in (self.name_error, self.key_error, self.refusal):
            label.clear_message()
        try:
            upper_users.may(self.host.user, writes=True, what="registering a local authority in the window")
        except upper_users.SignInRefused as e:
            self.refusal.show_message(str(e))
            return
        name, key = self.name_edit.text().strip(), self.key_edit.text().strip()
        if not name:
            self.name_error.show_message(self.tr("Give the local authority's name"))
        if not key:
            self.key_error.show_message(self.tr("Choose the local authority's public key file"))
        if not name or not key:
            return
        try:
            a = upper.register_file(name, Path(key), self.district_edit.text(), by=self.host.user.name)
        except upper.UpperRefused as e:   # the name is given: what is refused is the key
            self.key_error.show_message(str(e))
            return
        self.note.setText(self.tr("Registered %1: check the fingerprint %2 with the local authority")
                          .replace("%2", a.fingerprint).replace("%1", a.name))
        for edit in (self.name_edit, self.district_edit, self.key_edit):
            edit.clear()
        self.refresh()
