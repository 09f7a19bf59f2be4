"""The authorities the Act names, as the office's settings: the Director, the
local authority, the officer the Director specifies, the Magistrate, a
civil court, and to whom the s. 13(1) report goes (who also issues the
s. 13(2) notice). Notices and reports print these names."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.services.desk import clock
from pound_desk.services.office import roles
from pound_desk.ui.fields import EnterMovesOn
from pound_desk.ui.form_dialog import FormDialog

FIELDS = ("director", "local_authority", "officer", "magistrate", "civil_court")


class RolesDialog(FormDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.setWindowTitle(self.tr("Authorities named by the Act"))
        self.resize(640, 560)
        r = roles.current()
        intro = QLabel(self.tr(
            "Later amendments moved some powers of the 1961 Act; write here who holds each one for this pound. Notices and reports print these names."))  # noqa: E501 (a translated text is kept whole)
        intro.setWordWrap(True)
        self.edits = {name: QLineEdit(getattr(r, name)) for name in FIELDS}
        self.report_to = QComboBox()
        for code, (en, ml) in roles.REPORT_TO.items():
            self.report_to.addItem(language.pick(en, ml), code)
        self.report_to.setCurrentIndex(max(0, self.report_to.findData(r.report_to)))
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name in FIELDS:
            en, ml = roles.ROLES[name]
            self.add_field(form, name, language.pick(en, ml), self.edits[name])
        self.add_field(form, "report_to", self.tr(
            "The s. 13(1) report goes to, and the s. 13(2) notice is issued by"), self.report_to)
        self.saved = QLabel()
        buttons = self.button_row(self.tr("&Save (Ctrl+Enter)"), self.tr("Close"), left=[self.saved])
        self.save_button = self.submit_button
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(*self.edits.values())
        self.edits["director"].setFocus()

    def save(self) -> roles.Roles:
        self.saved.setText("")
        saved = roles.save(roles.Roles(*(self.edits[n].text() for n in FIELDS),
                                       report_to=self.report_to.currentData()))
        for name in FIELDS:
            self.edits[name].setText(getattr(saved, name))
        self.saved.setText(self.tr("Saved"))
        self.changed.emit()
        return saved
