"""Settings the Act leaves to the office: how often returns are made, whether
the pound-keeper retains feeding charges (s. 16(2)) or remits them (rules
13, 16), the days the office is closed (a deadline that falls on one runs on
to the next open day, rules.md Q20), and the letterhead on every document."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QFormLayout, QGroupBox, QHBoxLayout,
                               QLineEdit, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget)

from pound_desk.services import clock, settings
from pound_desk.services.errors import Invalid, ServiceError
from pound_desk.text import date_str
from pound_desk.ui.fields import ErrorLabel, FieldErrors, add_field, bi, plain_buttons, with_error
from pound_desk.ui.office.common import date_edit, fill, read_only_table


class SettingsDialog(QDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.setWindowTitle(self.tr("Office settings"))
        self.resize(820, 720)
        s = settings.current()
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)

        self.return_period = QComboBox()
        for code, pair in settings.RETURN_PERIODS.items():
            self.return_period.addItem(bi(pair), code)
        self.return_period.setCurrentIndex(self.return_period.findData(s.return_period))
        self.feeding = QComboBox()
        for code, pair in settings.FEEDING_CHARGES.items():
            self.feeding.addItem(bi(pair), code)
        self.feeding.setCurrentIndex(self.feeding.findData(s.feeding_charges))
        self.weekdays = [QCheckBox(bi(pair)) for pair in settings.WEEKDAYS]
        for i, box in enumerate(self.weekdays):
            box.setChecked(i in s.closed_weekdays)
        week = QWidget()
        week_row = QHBoxLayout(week)
        week_row.setContentsMargins(0, 0, 0, 0)
        for box in self.weekdays:
            week_row.addWidget(box)
        self.letterhead = QPlainTextEdit(s.letterhead)
        self.letterhead.setTabChangesFocus(True)
        self.letterhead.setFixedHeight(self.fontMetrics().lineSpacing() * 4 + 12)

        form = QFormLayout()
        for name, text, w in (
                ("return_period", self.tr("Returns are made (s. 6)"), self.return_period),
                ("feeding_charges", self.tr("Feeding charges received"), self.feeding),
                ("closed_weekdays", self.tr("Office closed every week on"), week),
                ("letterhead", self.tr("Letterhead on every document, up to 3 lines"),
                 self.letterhead)):
            self.errors.add(name, add_field(form, text, w), w)
        self.save_button = QPushButton(self.tr("&Save settings"))
        self.saved = ErrorLabel(style="color: #1b5e20;")

        # closed dates
        box = QGroupBox(self.tr("Holidays and other days the office is closed"))
        self.closed_table = read_only_table([self.tr("Date"), self.tr("Reason")])
        self.closed_day = date_edit(now().date())
        self.closed_reason = QLineEdit()
        self.closed_reason.setPlaceholderText(self.tr("e.g. Onam"))
        self.day_errors = FieldErrors(ErrorLabel())
        day_cell, day_error = with_error(self.closed_day)
        reason_cell, reason_error = with_error(self.closed_reason)
        self.day_errors.add("day", day_error, self.closed_day)
        self.day_errors.add("reason", reason_error, self.closed_reason)
        self.add_day = QPushButton(self.tr("Add"))
        self.remove_day = QPushButton(self.tr("Remove chosen"))
        add_row = QHBoxLayout()
        add_row.addWidget(day_cell)
        add_row.addWidget(reason_cell, 1)
        add_row.addWidget(self.add_day)
        add_row.addWidget(self.remove_day)
        box_layout = QVBoxLayout(box)
        box_layout.addWidget(self.closed_table, 1)
        box_layout.addLayout(add_row)
        box_layout.addWidget(self.day_errors.general)

        close = QPushButton(self.tr("Close"))
        plain_buttons(self.save_button, self.add_day, self.remove_day, close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.saved, 1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        layout.addWidget(box, 1)
        self.save_button.clicked.connect(self.save)
        self.add_day.clicked.connect(self.add_closed_day)
        self.remove_day.clicked.connect(self.remove_closed_day)
        close.clicked.connect(self.accept)
        self.reload_days()

    def values(self) -> settings.OfficeSettings:
        return settings.OfficeSettings(
            return_period=self.return_period.currentData(), feeding_charges=self.feeding.currentData(),
            closed_weekdays=frozenset(i for i, b in enumerate(self.weekdays) if b.isChecked()),
            letterhead=self.letterhead.toPlainText())

    def save(self) -> bool:
        self.errors.clear()
        self.saved.clear_message()
        try:
            saved = settings.save(self.values())
        except Invalid as e:
            self.errors.show(e.problems)
            return False
        self.letterhead.setPlainText(saved.letterhead)
        self.saved.show_message(self.tr("Saved"))
        self.changed.emit()
        return True

    def reload_days(self) -> None:
        self.days = settings.closed_dates()
        fill(self.closed_table, [(date_str(d.day), d.reason) for d in self.days])

    def add_closed_day(self) -> bool:
        self.day_errors.clear()
        try:
            settings.add_closed_day(self.closed_day.date().toPython(), self.closed_reason.text())
        except Invalid as e:
            self.day_errors.show(e.problems)
            return False
        self.closed_reason.clear()
        self.reload_days()
        self.changed.emit()
        return True

    def remove_closed_day(self) -> bool:
        self.day_errors.clear()
        row = self.closed_table.currentRow()
        if not 0 <= row < len(self.days):
            self.day_errors.general.show_message(self.tr("Choose a date in the list"))
            return False
        try:
            settings.remove_closed_day(self.days[row].day)
        except ServiceError as e:
            self.day_errors.general.show_message(str(e))
            return False
        self.reload_days()
        self.changed.emit()
        return True
