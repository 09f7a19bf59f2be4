"""The search over the register: words, which field they are looked for
in, the status, and a date range (or all dates). An ear tag scanned into
the search field lists every case of the tag and opens the one that holds
it."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, QTimer, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QDateEdit, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from pound_desk.services.case import register
from pound_desk.services.case.register import Query
from pound_desk.ui import labels, later
from pound_desk.ui.fields import DATE_FORMAT, compact_combo
from pound_desk.ui.scanner import ScanFilter, monotonic_ms
from pound_desk.ui.transliteration import enable_for

# Typing is searched once the keeper pauses, not at every letter.
TYPING_PAUSE_MS = 300


class SearchBar(QWidget):
    query_changed = Signal(object)   # a services.register.Query
    open_case = Signal(str)          # the case holding a scanned ear tag
    message = Signal(str)            # what the search bar has to say (a tag in no case)

    def __init__(self, parent: QWidget | None = None, scan_clock=monotonic_ms):
        super().__init__(parent)
        self.text = enable_for(QLineEdit())
        self.text.setPlaceholderText(self.tr("Search (Ctrl+F)"))
        self.text.setClearButtonEnabled(True)
        self.field = QComboBox()
        for code in register.FIELDS:
            self.field.addItem(labels.search_field(code), code)
        self.status = QComboBox()
        self.status.addItem(self.tr("All"), None)
        for code in register.STATUSES:
            self.status.addItem(labels.status(code), code)
        compact_combo(self.field, 10)
        compact_combo(self.status, 10)
        # what a screen reader says for them (the short words beside them need the line)
        self.text.setAccessibleName(self.tr("Search the register"))
        self.field.setAccessibleName(self.tr("Search in"))
        self.status.setAccessibleName(self.tr("Status"))
        self.all_dates = QCheckBox(self.tr("All dates"))
        self.all_dates.setChecked(True)
        today = QDate.currentDate()
        self.date_from = QDateEdit(today.addMonths(-1))
        self.date_to = QDateEdit(today)
        for edit in (self.date_from, self.date_to):
            edit.setDisplayFormat(DATE_FORMAT)
            edit.setCalendarPopup(True)
            edit.setEnabled(False)

        # two lines: the words and where to look; then the dates
        words = QHBoxLayout()
        words.addWidget(self.text, 3)
        words.addWidget(QLabel(self.tr("in")))
        words.addWidget(self.field, 1)
        words.addWidget(QLabel(self.tr("Status")))
        words.addWidget(self.status, 1)
        dates = QHBoxLayout()
        dates.addWidget(self.all_dates)
        dates.addSpacing(12)
        dates.addWidget(QLabel(self.tr("Brought from")))
        dates.addWidget(self.date_from)
        dates.addWidget(QLabel(self.tr("to")))
        dates.addWidget(self.date_to)
        self.date_from.setAccessibleName(self.tr("Brought from"))
        self.date_to.setAccessibleName(self.tr("Brought up to"))
        dates.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(words)
        layout.addLayout(dates)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(TYPING_PAUSE_MS)
        self._timer.timeout.connect(self.emit_query)
        self.text.textChanged.connect(self._timer.start)
        self.text.returnPressed.connect(self.emit_query)
        self.field.currentIndexChanged.connect(self.emit_query)
        self.status.currentIndexChanged.connect(self.emit_query)
        self.all_dates.toggled.connect(self._dates_toggled)
        self.date_from.dateChanged.connect(self.emit_query)
        self.date_to.dateChanged.connect(self.emit_query)
        self.scanner = ScanFilter(self.text, scan_clock)
        self.scanner.scanned.connect(self.take_scan)

    def _dates_toggled(self, all_dates: bool) -> None:
        self.date_from.setEnabled(not all_dates)
        self.date_to.setEnabled(not all_dates)
        self.emit_query()

    def query(self) -> Query:
        date_from: date | None = None
        date_to: date | None = None
        if not self.all_dates.isChecked():
            date_from = self.date_from.date().toPython()
            date_to = self.date_to.date().toPython()
        return Query(text=self.text.text(), field=self.field.currentData(),
                     status=self.status.currentData(), date_from=date_from, date_to=date_to)

    def take_scan(self, digits: str, _where=None) -> str | None:
        """A scanned tag: the register lists every case of it, and the case
        that holds it (its head still in the pound, else the newest) opens."""
        self.text.setText(digits)
        self.field.setCurrentIndex(self.field.findData("ear_tag"))
        self.emit_query()
        # loaded at the first scan: it brings the case services, which the
        # first sight of the register does not need
        tags = later.TAGS.load()
        case_no = tags.case_to_open(tags.cases_of(digits))
        if case_no is None:
            self.message.emit(tags.not_found(digits))
            return None
        self.open_case.emit(case_no)
        return case_no

    def emit_query(self) -> None:
        self._timer.stop()
        self.query_changed.emit(self.query())
