"""Pieces the auction's dialogs share: the fields of a written order, and
an amount read from its field or refused beside it."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from pound_desk.law.money import Money, MoneyError
from pound_desk.law.problems import Problem
from pound_desk.services.disputes.orders import MAY_ISSUE
from pound_desk.services.office.roles import ROLES
from pound_desk.ui.fields import FieldErrors, MoneyEdit, add_field, bi, compact_combo
from pound_desk.ui.office.common import date_edit


class OrderFields(QGroupBox):
    """Who made a written order, its number, date and reasons; the problems
    of a service name these fields with ``prefix`` ("deputation.number")."""

    def __init__(self, title: str, purpose: str, prefix: str, errors: FieldErrors, today: date,
                 authority: str = "", parent: QWidget | None = None):
        super().__init__(title, parent)
        self.role = QComboBox()
        for code in sorted(MAY_ISSUE[purpose]):
            self.role.addItem(bi(ROLES[code]), code)
        compact_combo(self.role, 24)
        self.authority = QLineEdit(authority)
        self.number = QLineEdit()
        self.issued_on = date_edit(today)
        self.reasons = QPlainTextEdit()
        self.reasons.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        outer = QVBoxLayout(self)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        outer.addLayout(form)
        outer.addStretch(1)   # spare height below the fields, not between them
        for name, text, w in (
                ("authority_role", self.tr("Made by"), self.role),
                ("authority", self.tr("Office or person"), self.authority),
                ("number", self.tr("Order no."), self.number),
                ("issued_on", self.tr("Date"), self.issued_on),
                ("reasons", self.tr("Reasons"), self.reasons)):
            errors.add(prefix + name, add_field(form, text, w), w)

    def values(self) -> dict:
        return {"authority_role": self.role.currentData(), "authority": self.authority.text(),
                "number": self.number.text(), "issued_on": self.issued_on.date().toPython(),
                "reasons": self.reasons.toPlainText()}


def money_of(edit: MoneyEdit, field: str) -> tuple[Money | None, list[Problem]]:
    """The amount typed, or the problem of ``field`` when it is not one."""
    try:
        return edit.money(), []
    except (MoneyError, ValueError):
        return None, [Problem(field, QCoreApplication.translate(
            "AuctionWindow", "Give the amount in rupees, e.g. 1,250 or 1250.50"))]
