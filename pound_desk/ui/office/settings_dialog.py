"""Settings the Act leaves to the office: how often returns are made, whether
the pound-keeper retains feeding charges (s. 16(2)) or remits them (rules
13, 16), the days the office is closed (a deadline that falls on one runs on
to the next open day, rules.md Q20), the letterhead on every document, and
the Act's extent and commencement in the pound's area (s. 1), and which
paper each printer takes (a sheet or a thermal roll, for the receipts)."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import QDate, Signal
from PySide6.QtPrintSupport import QPrinterInfo
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk.documents import papers
from pound_desk.law.extent import Exclusion, Extent
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.office import settings
from pound_desk.text import date_str
from pound_desk.ui.fields import ErrorLabel, FieldErrors, PlaceChooser, add_field, bi, plain_buttons, with_error
from pound_desk.ui.office.common import date_edit, local_areas
from pound_desk.ui.tables import fill, read_only_table


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

        extent_box = self._extent_box(now)
        printers_box = self._printers_box()

        close = QPushButton(self.tr("Close"))
        plain_buttons(self.save_button, self.add_day, self.remove_day, close, self.add_exclusion,
                      self.remove_exclusion, self.save_extent_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.saved, 1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        layout.addWidget(extent_box)
        layout.addWidget(printers_box)
        layout.addWidget(box, 1)
        self.save_button.clicked.connect(self.save)
        self.add_day.clicked.connect(self.add_closed_day)
        self.remove_day.clicked.connect(self.remove_closed_day)
        close.clicked.connect(self.accept)
        self.reload_days()

    # ------------------------------------------------------------ printers

    def _printers_box(self) -> QGroupBox:
        """Which paper each printer takes: a receipt printed on a thermal
        printer is laid out for its roll, not an A4 page shrunk."""
        box = QGroupBox(self.tr("Printers and their paper (for the receipts)"))
        self.printer_errors = FieldErrors(ErrorLabel())
        self.printer = QComboBox()
        self.printer.setEditable(True)     # a printer not connected now can be named too
        self.paper = QComboBox()
        for code, p in papers.PAPERS.items():
            self.paper.addItem(bi((p.en, p.ml)), code)
        self.save_printer_button = QPushButton(self.tr("Save for this printer"))
        self.forget_printer_button = QPushButton(self.tr("Forget this printer"))
        plain_buttons(self.save_printer_button, self.forget_printer_button)
        printer_cell, printer_error = with_error(self.printer)
        paper_cell, paper_error = with_error(self.paper)
        self.printer_errors.add("printer", printer_error, self.printer)
        self.printer_errors.add("paper", paper_error, self.paper)
        self.printers_table = read_only_table([self.tr("Printer"), self.tr("Paper")])
        # three printers in sight (an office has one or two)
        rows = self.printers_table.verticalHeader().defaultSectionSize()
        self.printers_table.setFixedHeight(self.printers_table.horizontalHeader().sizeHint().height() + rows * 3 + 4)
        row = QHBoxLayout()
        row.addWidget(printer_cell, 2)
        row.addWidget(paper_cell, 1)
        row.addWidget(self.save_printer_button)
        row.addWidget(self.forget_printer_button)
        self.printer_saved = ErrorLabel(style="color: #1b5e20;")
        layout = QVBoxLayout(box)
        layout.addWidget(self.printers_table)
        layout.addLayout(row)
        layout.addWidget(self.printer_errors.general)
        layout.addWidget(self.printer_saved)
        self.printer.currentTextChanged.connect(self._show_printer_paper)
        self.printers_table.cellClicked.connect(
            lambda r, _c: self.printer.setCurrentText(self.printers_table.item(r, 0).text()))
        self.save_printer_button.clicked.connect(self.save_printer)
        self.forget_printer_button.clicked.connect(self.forget_printer)
        self._show_printers()
        return box

    def _show_printers(self) -> None:
        chosen = settings.printer_papers()
        current = self.printer.currentText()
        names = sorted(set(QPrinterInfo.availablePrinterNames()) | set(chosen))
        self.printer.blockSignals(True)
        self.printer.clear()
        self.printer.addItems(names)
        default = QPrinterInfo.defaultPrinterName()
        self.printer.setCurrentText(current or default or (names[0] if names else ""))
        self.printer.blockSignals(False)
        fill(self.printers_table, [(name, bi((papers.PAPERS[code].en, papers.PAPERS[code].ml)))
                                   for name, code in sorted(chosen.items())])
        self._show_printer_paper(self.printer.currentText())

    def _show_printer_paper(self, name: str) -> None:
        self.paper.setCurrentIndex(self.paper.findData(settings.paper_for(name.strip())))

    def save_printer(self) -> bool:
        return self._set_printer(self.paper.currentData())

    def forget_printer(self) -> bool:
        return self._set_printer(None)

    def _set_printer(self, paper: str | None) -> bool:
        self.printer_errors.clear()
        self.printer_saved.clear_message()
        try:
            settings.save_printer_paper(self.printer.currentText(), paper)
        except Invalid as e:
            self.printer_errors.show(e.problems)
            return False
        except ServiceError as e:
            self.printer_errors.general.show_message(str(e))
            return False
        self._show_printers()
        self.printer_saved.show_message(self.tr("Saved"))
        self.changed.emit()
        return True

    # ------------------------------------------------------------ s. 1

    def _extent_box(self, now: Callable[[], datetime]) -> QGroupBox:
        """The date the Act came into force in the pound's area and the areas
        excluded from it by notification (s. 1); a supervisor saves them."""
        e = settings.extent()
        self.exclusions: list[Exclusion] = list(e.exclusions)
        box = QGroupBox(self.tr("The Act in this area: commencement and excluded areas (s. 1)"))
        self.extent_errors = FieldErrors(ErrorLabel())
        self.commenced_on = date_edit(e.commenced_on)
        self.commenced_on.setMinimumDate(QDate(1961, 1, 1))
        self.commencement_reference = QLineEdit(e.reference)
        form = QFormLayout()
        for name, text, w in (
                ("commenced_on", self.tr("In force from (s. 1(3))"), self.commenced_on),
                ("reference", self.tr("Notification appointing the date"), self.commencement_reference)):
            self.extent_errors.add(name, add_field(form, text, w), w)
        self.exclusion_table = read_only_table([self.tr("Area excluded"), self.tr("Excluded from"),
                                                self.tr("Notification"), self.tr("Notified on")])
        self.exclusion_table.setMaximumHeight(self.fontMetrics().lineSpacing() * 6)
        # one of the office's local areas, or a new one typed on purpose, and said so
        self.excluded_area = PlaceChooser(local_areas(x.area for x in self.exclusions), new_note=self.tr(
            "A local area not on the office's list: “%1” is excluded as typed"))
        self.excluded_area.lineEdit().setPlaceholderText(self.tr("local area"))
        self.excluded_from = date_edit(now().date())
        self.excluded_reference = QLineEdit()
        self.excluded_reference.setPlaceholderText(self.tr("notification no."))
        self.excluded_notified = date_edit(now().date())
        self.add_exclusion = QPushButton(self.tr("Add area"))
        self.remove_exclusion = QPushButton(self.tr("Remove chosen area"))
        self.save_extent_button = QPushButton(self.tr("Save commencement and areas"))
        row = QHBoxLayout()
        for w, stretch in ((self.excluded_area, 2), (self.excluded_from, 0), (self.excluded_reference, 2),
                           (self.excluded_notified, 0), (self.add_exclusion, 0), (self.remove_exclusion, 0)):
            row.addWidget(w, stretch)
        self.extent_errors.add("exclusions", self.extent_errors.general, self.excluded_area)
        self.extent_saved = ErrorLabel(style="color: #1b5e20;")
        save_row = QHBoxLayout()
        save_row.addWidget(self.extent_saved, 1)
        save_row.addWidget(self.save_extent_button)
        layout = QVBoxLayout(box)
        layout.addLayout(form)
        layout.addWidget(self.exclusion_table)
        layout.addLayout(row)
        layout.addWidget(self.excluded_area.note)
        layout.addWidget(self.extent_errors.general)
        layout.addLayout(save_row)
        self.add_exclusion.clicked.connect(self.add_excluded_area)
        self.remove_exclusion.clicked.connect(self.remove_excluded_area)
        self.save_extent_button.clicked.connect(self.save_extent)
        self._show_exclusions()
        return box

    def _show_exclusions(self) -> None:
        fill(self.exclusion_table, [(x.area, date_str(x.excluded_from), x.reference,
                                     date_str(x.notified_on) if x.notified_on else "")
                                    for x in self.exclusions])

    def add_excluded_area(self) -> None:
        self.exclusions.append(Exclusion(self.excluded_area.text(), self.excluded_from.date().toPython(),
                                         self.excluded_reference.text(),
                                         self.excluded_notified.date().toPython()))
        self.excluded_area.clear()
        self.excluded_reference.clear()
        self._show_exclusions()

    def remove_excluded_area(self) -> None:
        row = self.exclusion_table.currentRow()
        if 0 <= row < len(self.exclusions):
            del self.exclusions[row]
            self._show_exclusions()

    def save_extent(self) -> bool:
        self.extent_errors.clear()
        self.extent_saved.clear_message()
        try:
            saved = settings.save_extent(Extent(self.commenced_on.date().toPython(),
                                                self.commencement_reference.text(), tuple(self.exclusions)))
        except Invalid as e:
            self.extent_errors.show(e.problems)
            return False
        except ServiceError as e:
            self.extent_errors.general.show_message(str(e))
            return False
        self.exclusions = list(saved.exclusions)
        self._show_exclusions()
        self.extent_saved.show_message(self.tr("Saved"))
        self.changed.emit()
        return True

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
