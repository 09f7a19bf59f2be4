"""The report to the local authority (s. 13(1)): the cases falling due today
and any earlier ones not yet reported, with the dues so far; making it
records the report and shows the PDF. Reports made earlier can be opened
again as they were kept."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.disposal import unclaimed
from pound_desk.services.office import roles
from pound_desk.text import date_str, money, screen_datetime
from pound_desk.ui.fields import ErrorLabel, fit_to_screen, plain_buttons
from pound_desk.ui.pdf_preview import PdfPreview, show_pdf
from pound_desk.ui.tables import fill, read_only_table


class ReportDialog(QDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.preview: PdfPreview | None = None
        self.setWindowTitle(self.tr("Report to the local authority (s. 13(1))"))
        fit_to_screen(self, 980, 640)
        self.addressee = QLabel()
        self.addressee.setWordWrap(True)
        self.due = read_only_table([
            self.tr("Case"), self.tr("Impounded"), self.tr("Report due"),
            self.tr("Heads"), self.tr("Dues so far"), self.tr("Place of seizure")])
        self.total = QLabel()
        self.total.setStyleSheet("font-weight: bold;")
        self.make_button = QPushButton(self.tr("&Make and print the report"))
        self.error = ErrorLabel()
        self.message = QLabel()
        self.message.setWordWrap(True)
        due_box = QGroupBox(self.tr("Due today and not yet reported"))
        due_layout = QVBoxLayout(due_box)
        due_layout.addWidget(self.addressee)
        due_layout.addWidget(self.due, 1)
        due_layout.addWidget(self.total)
        row = QHBoxLayout()
        row.addWidget(self.make_button)
        row.addStretch(1)
        due_layout.addLayout(row)

        self.made = read_only_table([self.tr("No."), self.tr("Made on"),
                                     self.tr("To"), self.tr("Cases")])
        self.open_button = QPushButton(self.tr("&Open the report chosen"))
        made_box = QGroupBox(self.tr("Reports made"))
        made_layout = QVBoxLayout(made_box)
        made_layout.addWidget(self.made, 1)
        row2 = QHBoxLayout()
        row2.addWidget(self.open_button)
        row2.addStretch(1)
        made_layout.addLayout(row2)
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.make_button, self.open_button, close)
        self.make_button.clicked.connect(self.make)
        self.open_button.clicked.connect(self.open_chosen)
        self.made.doubleClicked.connect(lambda *_: self.open_chosen())
        close.clicked.connect(self.accept)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        bottom.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(due_box, 3)
        layout.addWidget(made_box, 2)
        layout.addWidget(self.error)
        layout.addLayout(bottom)
        self.reload()

    def reload(self) -> None:
        now = self._now()
        r = roles.current()
        en, ml = roles.REPORT_TO[r.report_to]
        role = language.pick(en, ml)   # in brackets after the name: "(the local authority)"
        self.addressee.setText(self.tr("To: %1 (%2) — dues as of %3")
                               .replace("%1", r.reported_to or "—").replace("%2", role[:1].lower() + role[1:])
                               .replace("%3", screen_datetime(now)))
        doc = unclaimed.preview_report(now=now)
        lines = doc.cases if doc else ()
        fill(self.due, [(c.case_no, screen_datetime(c.brought_at), date_str(c.due_on), str(len(c.heads)),
                         money(c.total), c.seized_place) for c in lines], right={3, 4})
        cases_text = (self.tr("1 case") if len(lines) == 1 else
                      self.tr("%1 cases").replace("%1", str(len(lines))))
        heads = doc.head_count if doc else 0
        heads_text = self.tr("1 head") if heads == 1 else self.tr("%1 heads").replace("%1", str(heads))
        self.total.setText(self.tr("%1, %2, dues so far %3")
                           .replace("%1", cases_text).replace("%2", heads_text)
                           .replace("%3", money(doc.total)) if doc else
                           self.tr("No case is due for the report today"))
        self.make_button.setEnabled(bool(lines))
        self.reports = unclaimed.reports()
        fill(self.made, [(str(rep.id), date_str(rep.made_on), rep.addressed_to,
                          ", ".join(rep.case_nos)) for rep in self.reports])
        self.open_button.setEnabled(bool(self.reports))
        if self.reports:
            self.made.selectRow(0)

    def make(self) -> PdfPreview | None:
        self.error.clear_message()
        try:
            report = unclaimed.make_report_view(now=self._now())
        except ServiceError as e:
            self.error.show_message(str(e))
            return None
        self.message.setText(self.tr("Report no. %1 made for %2")
                             .replace("%1", str(report.id))
                             .replace("%2", ", ".join(report.case_nos)))
        self.reload()
        self.changed.emit()
        self.preview = show_pdf(report.path, self.tr("Report under s. 13(1) — %1")
                                .replace("%1", str(report.id)), self)
        return self.preview

    def open_chosen(self) -> PdfPreview | None:
        row = self.made.currentRow()
        if not 0 <= row < len(self.reports):
            return None
        path = unclaimed.report_path(self.reports[row])
        if path is None or not path.exists():
            self.error.show_message(self.tr("The kept copy of this report is missing from the documents folder"))
            return None
        self.preview = show_pdf(path, self.tr("Report under s. 13(1) — %1")
                                .replace("%1", str(self.reports[row].id)), self)
        return self.preview
