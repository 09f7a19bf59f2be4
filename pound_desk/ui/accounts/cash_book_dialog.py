"""The cash book and the balances of every account head for a chosen
period: the PDF made off the screen's thread and previewed, and the same
as CSV saved where the person chooses."""
from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QFormLayout, QPushButton, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.exchange.accounts_csv import export_cash_book
from pound_desk.law.ledger import ACCOUNTS, normal_balance
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem
from pound_desk.services.books import accounts, ledger
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError
from pound_desk.text import date_str, money
from pound_desk.ui import workers
from pound_desk.ui.accounts.common import button_row, first_column_stretches, note_label, show_refusal
from pound_desk.ui.fields import ErrorLabel, FieldErrors, add_field, fit_to_screen
from pound_desk.ui.office.common import date_edit
from pound_desk.ui.pdf_preview import show_pdf
from pound_desk.ui.tables import fill, read_only_table


def make_cash_book_pdf(start: date, end: date, progress=None, cancelled=None) -> Path:
    """Worker: the PDF kept in the documents folder (no widget touched)."""
    if progress is not None:
        progress(0, 1)
    path = accounts.print_cash_book(start, end)
    if progress is not None:
        progress(1, 1)
    return path


class CashBookDialog(QDialog):
    pdf_ready = Signal(object)     # the path of the PDF, once previewed

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.previews: list[QWidget] = []
        self.task: workers.Task | None = None
        self.setWindowTitle(self.tr("Cash book and balances"))
        fit_to_screen(self, 760, 700)
        today = now().date()
        self.start = date_edit(today.replace(day=1))
        self.end = date_edit(today)
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        form = QFormLayout()
        self.errors.add("start", add_field(form, self.tr("From"), self.start), self.start)
        self.errors.add("end", add_field(form, self.tr("To"), self.end), self.end)
        self.summary = note_label(2)
        self.balances = read_only_table([self.tr("Account head"), self.tr("In the period"),
                                         self.tr("Balance at the end")])
        first_column_stretches(self.balances)
        self.show_button = QPushButton(self.tr("&Show"))
        self.pdf_button = QPushButton(self.tr("&PDF"))
        self.csv_button = QPushButton(self.tr("Save &CSV…"))
        close = QPushButton(self.tr("Close"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.general)
        layout.addLayout(button_row(self.show_button, self.pdf_button, self.csv_button, close))
        layout.addWidget(self.summary)
        layout.addWidget(self.balances, 1)
        self.show_button.clicked.connect(self.show_figures)
        self.pdf_button.clicked.connect(self.make_pdf)
        self.csv_button.clicked.connect(self.ask_and_save_csv)
        close.clicked.connect(self.reject)
        self.show_figures()

    def period(self) -> tuple[date, date] | None:
        start, end = self.start.date().toPython(), self.end.date().toPython()
        if end < start:
            self.errors.show([Problem("end", self.tr("The period ends before it starts"))])
            return None
        self.errors.clear()
        return start, end

    def show_figures(self) -> bool:
        period = self.period()
        if period is None:
            return False
        book = ledger.cash_book(*period)
        self.summary.setText(self.tr("Cash: opening %1, received %2, paid %3, closing %4; cash lines: %5")
                             .replace("%1", money(book.opening))
                             .replace("%2", money(sum((ln.received for ln in book.lines), Money.zero())))
                             .replace("%3", money(sum((ln.paid for ln in book.lines), Money.zero())))
                             .replace("%4", money(book.closing)).replace("%5", str(len(book.lines))))
        fill(self.balances, [(language.pick(ACCOUNTS[c].en, ACCOUNTS[c].ml),
                              money(normal_balance(c, book.movements.get(c, Money.zero()))),
                              money(normal_balance(c, b))) for c, b in book.balances.items()], right={1, 2})
        self.balances.resizeRowsToContents()
        return True

    def make_pdf(self) -> workers.Task | None:
        period = self.period()
        if period is None:
            return None
        self.pdf_button.setEnabled(False)
        self.task = workers.Task(make_cash_book_pdf, *period)
        workers.run_with_progress(self, self.tr("Making the cash book…"), self.task,
                                  self._pdf_done, self._pdf_failed, lambda: self.pdf_button.setEnabled(True))
        return self.task

    def _pdf_done(self, path: Path) -> None:
        self.pdf_button.setEnabled(True)
        start, end = self.period() or (None, None)
        title = self.tr("Cash book %1 to %2").replace("%1", date_str(start) if start else "") \
            .replace("%2", date_str(end) if end else "")
        self.previews.append(show_pdf(path, title, self))
        self.pdf_ready.emit(path)

    def _pdf_failed(self, exc: Exception) -> None:
        self.pdf_button.setEnabled(True)
        self.general.show_message(str(exc))

    def save_csv(self, path: Path) -> Path | None:
        period = self.period()
        if period is None:
            return None
        try:
            out = export_cash_book(*period, path)
        except (OSError, ServiceError) as e:
            show_refusal(self.errors, ServiceError(str(e)))
            return None
        self.summary.setText(self.tr("Saved: %1").replace("%1", str(out)))
        return out

    def ask_and_save_csv(self) -> None:
        period = self.period()
        if period is None:
            return
        name = f"cash-book_{period[0].isoformat()}_{period[1].isoformat()}.csv"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the cash book as CSV"),
                                              str(Path.home() / name), "CSV (*.csv)")
        if path:
            self.save_csv(Path(path))
