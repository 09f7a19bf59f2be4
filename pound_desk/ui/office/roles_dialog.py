"""The authorities the Act names, as the office's settings: the Director, the
local authority, the officer the Director specifies, the Magistrate, a
civil court, and to whom the s. 13(1) report goes (who also issues the
s. 13(2) notice). Notices and reports print these names."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QVBoxLayout, QWidget)

from pound_desk import language
from pound_desk.services.desk import clock
from pound_desk.services.office import roles
from pound_desk.services.desk.errors import Invalid
from pound_desk.ui.fields import EnterMovesOn, ErrorLabel, FieldErrors, add_field, submit_and_cancel

FIELDS = ("director", "local_authority", "officer", "magistrate", "civil_court")


class RolesDialog(QDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.setWindowTitle(self.tr("Authorities named by the Act"))
        self.resize(640, 560)
        r = roles.current()
        intro = QLabel(self.tr(
            "Later amendments moved some powers of the 1961 Act; write here who holds each one for this pound. Notices and reports print these names."))
        intro.setWordWrap(True)
        self.edits = {name: QLineEdit(getattr(r, name)) for name in FIELDS}
        self.report_to = QComboBox()
        for code, (en, ml) in roles.REPORT_TO.items():
            self.report_to.addItem(language.pick(en, ml), code)
        self.report_to.setCurrentIndex(max(0, self.report_to.findData(r.report_to)))
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name in FIELDS:
            en, ml = roles.ROLES[name]
            self.errors.add(name, add_field(form, language.pick(en, ml), self.edits[name]), self.edits[name])
        self.errors.add("report_to", add_field(form, self.tr(
            "The s. 13(1) report goes to, and the s. 13(2) notice is issued by"),
            self.report_to), self.report_to)
        self.saved = QLabel()
        self.save_button = QPushButton(self.tr("&Save (Ctrl+Enter)"))
        cancel = QPushButton(self.tr("Close"))
        submit_and_cancel(self, self.save_button, cancel, self.save)
        buttons = QHBoxLayout()
        buttons.addWidget(self.saved, 1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(*self.edits.values())
        self.edits["director"].setFocus()

    def save(self) -> roles.Roles | None:
        self.errors.clear()
        self.saved.setText("")
        try:
            saved = roles.save(roles.Roles(*(self.edits[n].text() for n in FIELDS),
                                           report_to=self.report_to.currentData()))
        except Invalid as e:
            first = self.errors.show(e.problems)
            if first is not None:
                first.setFocus()
            return None
        for name in FIELDS:
            self.edits[name].setText(getattr(saved, name))
        self.saved.setText(self.tr("Saved"))
        self.changed.emit()
        return saved
