"""The owner or agent appears and refuses or omits to pay (s. 15(1)): who,
in what capacity, when, and what was said. The cattle may then be sold by
public auction, as many as necessary."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.services.case import cases
from pound_desk.services.desk import clock
from pound_desk.services.disposal import unclaimed
from pound_desk.ui.fields import DateTimeField, EnterMovesOn, fit_to_screen
from pound_desk.ui.form_dialog import FormDialog


class RefusalDialog(FormDialog):
    refused = Signal(int)   # the refusal's id

    def __init__(self, case_no: str, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.cv = cases.view(case_no)
        self.setWindowTitle(self.tr("Owner refuses to pay (s. 15(1)) — %1")
                            .replace("%1", self.cv.case_no))
        fit_to_screen(self, 640, 520)
        about = QLabel(self.tr(
            "The owner or agent appeared and refused or omitted to pay the fines and charges. The cattle, or as many as necessary, may then be sold by public auction."))  # noqa: E501 (a translated text is kept whole)
        about.setWordWrap(True)
        self.claimant_name = QLineEdit(self.cv.owner_name)
        self.claimant_capacity = QComboBox()
        for code, (en, ml) in unclaimed.REFUSAL_CAPACITIES.items():
            self.claimant_capacity.addItem(language.pick(en, ml), code)
        self.at = DateTimeField(self._now())
        self.statement = QPlainTextEdit()
        self.statement.setTabChangesFocus(True)
        self.statement.setMaximumHeight(90)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for text, name, widget in (
                (self.tr("Name of the person who appeared"), "claimant_name",
                 self.claimant_name),
                (self.tr("Owner or agent"), "claimant_capacity", self.claimant_capacity),
                (self.tr("When (day and hour)"), "at", self.at),
                (self.tr("What was said"), "statement", self.statement)):
            self.add_field(form, name, text, widget)
        buttons = self.button_row(self.tr("&Record the refusal (Ctrl+Enter)"), self.tr("Cancel"))
        self.save_button = self.submit_button
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.claimant_name, self.claimant_capacity, self.at)
        self.claimant_name.setFocus()

    def save(self) -> int:
        refusal_id = unclaimed.refusal_id(self.cv.case_no, self.at.value(), self.claimant_name.text(),
                                           self.claimant_capacity.currentData(),
                                           self.statement.toPlainText(), now=self._now())
        self.refused.emit(refusal_id)
        self.accept()
        return refusal_id
