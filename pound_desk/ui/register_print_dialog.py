"""Printing the register for a range of days. A year's register is long
work: it runs in a worker behind a progress dialog that can cancel, and the
PDF opens in the preview when done."""
from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QDateEdit,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressDialog,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk.services.case import documents
from pound_desk.ui import crash, workers
from pound_desk.ui.fields import DATE_FORMAT, ErrorLabel, plain_buttons
from pound_desk.ui.pdf_preview import PdfPreview, show_pdf


class RegisterPrintDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, today: date | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print the register"))
        today_q = QDate(today) if today else QDate.currentDate()
        self.date_from = QDateEdit(QDate(today_q.year(), today_q.month(), 1))
        self.date_to = QDateEdit(today_q)
        for edit in (self.date_from, self.date_to):
            edit.setDisplayFormat(DATE_FORMAT)
            edit.setCalendarPopup(True)
        self.error = ErrorLabel()
        self.state = QLabel()
        self.task: workers.Task | None = None
        self.progress: QProgressDialog | None = None
        self.preview: PdfPreview | None = None
        self.path: Path | None = None

        form = QFormLayout()
        form.addRow(self.tr("From"), self.date_from)
        form.addRow(self.tr("To"), self.date_to)
        self.print_button = QPushButton(self.tr("Make the register"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(close)
        self.print_button.setDefault(True)
        self.print_button.clicked.connect(self.start)
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.print_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.state)
        layout.addLayout(buttons)

    def start(self) -> workers.Task | None:
        date_from = self.date_from.date().toPython()
        date_to = self.date_to.date().toPython()
        self.error.clear_message()
        if date_to < date_from:
            self.error.show_message(self.tr("The end is before the start"))
            return None
        self.print_button.setEnabled(False)
        self.state.setText(self.tr("Making the register…"))
        self.task = workers.Task(documents.print_register, date_from, date_to)
        self.progress = workers.run_with_progress(
            self, self.tr("Laying out the register…"), self.task,
            self._done, self._failed, self._cancelled)
        return self.task

    def _done(self, path: Path) -> None:
        self.path = Path(path)
        self.print_button.setEnabled(True)
        self.state.setText(self.tr("Ready: %1").replace("%1", str(self.path)))
        self.preview = show_pdf(self.path, self.tr("Register"), self)

    def _failed(self, exc: Exception) -> None:
        self.print_button.setEnabled(True)
        self.state.setText("")
        self.error.show_message(crash.sentence(exc))

    def _cancelled(self) -> None:
        self.print_button.setEnabled(True)
        self.state.setText(self.tr("Cancelled: nothing was made"))
