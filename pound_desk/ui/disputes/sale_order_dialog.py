"""A written order allowing a case's cattle to be sold although a complaint
about it is pending (rules.md Q16): who made it, its number, date and
reasons."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.services.desk import clock
from pound_desk.services.disputes import complaints
from pound_desk.services.disputes.orders import MAY_ISSUE
from pound_desk.services.office import roles
from pound_desk.ui.disputes.common import DayField
from pound_desk.ui.fields import EnterMovesOn, fit_to_screen
from pound_desk.ui.form_dialog import FormDialog


class SaleOrderDialog(FormDialog):
    recorded = Signal(int)   # the order's id

    def __init__(self, case_no: str, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.case_no = case_no
        self.setWindowTitle(self.tr("Order allowing a sale despite a complaint — %1").replace("%1", case_no))
        fit_to_screen(self, 640, 560)
        about = QLabel(self.tr(
            "While a complaint is pending the case's cattle are not sold, unless the Director, the local authority, the Magistrate or a court orders otherwise in writing."))  # noqa: E501 (a translated text is kept whole)
        about.setWordWrap(True)
        current = roles.current()
        self.authority_role = QComboBox()
        for code in sorted(MAY_ISSUE["sale_despite_complaint"]):
            en, ml = roles.ROLES[code]
            self.authority_role.addItem(language.pick(en, ml), code)
        self.authority_role.setCurrentIndex(max(0, self.authority_role.findData("magistrate")))
        self.authority = QLineEdit()
        self.authority_role.currentIndexChanged.connect(
            lambda *_: self.authority.setText(current.name(self.authority_role.currentData()) or ""))
        self.authority.setText(current.name(self.authority_role.currentData()) or "")
        self.number = QLineEdit()
        self.issued_on = DayField(self._now().date())
        self.reasons = QPlainTextEdit()
        self.reasons.setTabChangesFocus(True)
        self.reasons.setMaximumHeight(90)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for text, name, widget in (
                (self.tr("Made by"), "authority_role", self.authority_role),
                (self.tr("Office or person"), "authority", self.authority),
                (self.tr("Order's number"), "number", self.number),
                (self.tr("Order's date"), "issued_on", self.issued_on),
                (self.tr("Reasons"), "reasons", self.reasons)):
            self.add_field(form, name, text, widget)
        buttons = self.button_row(self.tr("&Record the order (Ctrl+Enter)"), self.tr("Cancel"))
        self.save_button = self.submit_button
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.authority_role, self.authority, self.number, self.issued_on)
        self.number.setFocus()

    def save(self) -> int:
        order_id = complaints.allow_sale_id(self.case_no, self.authority_role.currentData(), self.authority.text(),
                                            self.number.text(), self.issued_on.value(), self.reasons.toPlainText(),
                                            now=self._now())
        self.recorded.emit(order_id)
        self.accept()
        return order_id
