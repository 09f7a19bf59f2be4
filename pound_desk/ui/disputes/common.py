"""What the dispute forms share: a day field and a form's frame."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QDateEdit, QWidget

from pound_desk.ui.fields import DATE_FORMAT


class DayField(QDateEdit):
    """A day (no hour), typed as dd-mm-yyyy or picked from the calendar."""

    def __init__(self, value: date | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setDisplayFormat(DATE_FORMAT)
        self.setCalendarPopup(True)
        if value is not None:
            self.set_value(value)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 (Qt's name)
        return QWidget.focusNextPrevChild(self, next)

    def set_value(self, value: date) -> None:
        self.setDate(QDate(value.year, value.month, value.day))

    def value(self) -> date:
        return self.date().toPython()
