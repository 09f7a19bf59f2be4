"""The authority's Pounds tab: the pounds registered, and registering one
with the public key from its set-up sheet."""
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

from pound_desk.authority import pounds
from pound_desk.ui.authority.tables import fill, table
from pound_desk.ui.fields import add_field, plain_buttons


class PoundsTab(QWidget):
    def __init__(self, host):
        super().__init__()
        self.host = host   # the window: the person signed in
        layout = QVBoxLayout(self)
        self.pounds_table = table([self.tr("Pound"), self.tr("Local authority"), self.tr("Pound id"),
                                   self.tr("Last return"), self.tr("Fingerprint"), self.tr("Capacity (heads)")])
        layout.addWidget(self.pounds_table, 1)
        layout.addWidget(QLabel(self.tr("<b>Register a pound</b> — with the public key from its set-up sheet")))
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_error = add_field(form, self.tr("Pound's name"), self.name_edit)
        self.la_edit = QLineEdit()
        add_field(form, self.tr("Local authority"), self.la_edit)
        key_row = QWidget()
        row = QHBoxLayout(key_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.key_edit = QLineEdit()
        self.key_edit.setPlaceholderText("pound-public-key.pem")
        self.browse_key = QPushButton(self.tr("Choose…"))
        row.addWidget(self.key_edit, 1)
        row.addWidget(self.browse_key)
        self.key_error = add_field(form, self.tr("Public key file"), key_row)
        self.capacity_edit = QLineEdit()
        self.capacity_edit.setPlaceholderText(self.tr("heads of cattle it can hold"))
        self.capacity_error = add_field(form, self.tr("Capacity"), self.capacity_edit)
        layout.addLayout(form)
        buttons = QHBoxLayout()
        self.register_button = QPushButton(self.tr("&Register"))
        self.register_note = QLabel()
        self.register_note.setWordWrap(True)
        self.register_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons.addWidget(self.register_button)
        buttons.addWidget(self.register_note, 1)
        layout.addLayout(buttons)
        plain_buttons(self.register_button, self.browse_key)
        self.browse_key.clicked.connect(self.choose_key)
        self.register_button.clicked.connect(self.register_pound)

    def set_busy(self, busy: bool) -> None:
        self.register_button.setEnabled(not busy and self.host.officer)

    def refresh_pounds(self) -> None:
        rows = []
        for p in pounds.listing():
            last = (self.tr("%1 (seq. %2, rev. %3)").replace("%3", str(p["last_revision"]))
                    .replace("%2", str(p["last_sequence"])).replace("%1", p["last_period"])
                    if p["last_period"] else self.tr("none yet"))
            rows.append([p["name"], p["local_authority"], p["pound_id"], last, p["fingerprint"],
                         str(p["capacity"] or "")])
        fill(self.pounds_table, rows)

    def choose_key(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("The pound's public key"), "",
                                              self.tr("Public key (*.pem);;All files (*)"))
        if name:
            self.key_edit.setText(name)

    def register_pound(self) -> None:
        self.name_error.clear_message()
        self.key_error.clear_message()
        self.capacity_error.clear_message()
        if self.host.refused("registering a pound in the window", self.key_error):
            return
        name, key = self.name_edit.text().strip(), self.key_edit.text().strip()
        bad = False
        size = self.capacity_edit.text().strip()
        capacity = int(size) if size.isascii() and size.isdigit() else None
        if size and not capacity:
            self.capacity_error.show_message(self.tr("The heads of cattle it can hold: a whole number"))
            bad = True
        if not name:
            self.name_error.show_message(self.tr("Give the pound's name"))
            bad = True
        if not key:
            self.key_error.show_message(self.tr("Choose the pound's public key file"))
            bad = True
        if bad:
            return
        try:
            p = pounds.register_file(name, Path(key), self.la_edit.text(), capacity=capacity)
        except pounds.PoundRefused as e:
            (self.capacity_error if capacity and "capacity" in str(e) else self.key_error).show_message(str(e))
            return
        self.register_note.setText(
            self.tr("Registered %1: check the fingerprint %2 against the set-up sheet")
            .replace("%2", p.fingerprint).replace("%1", p.name))
        for edit in (self.name_edit, self.la_edit, self.key_edit, self.capacity_edit):
            edit.clear()
        self.refresh_pounds()
