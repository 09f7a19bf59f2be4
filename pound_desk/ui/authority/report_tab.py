"""The authority's consolidated report: a month or a year, made off the
screen's thread, shown as a table, kept as a PDF to preview and saved as
CSV; its charts go to the Charts tab."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.authority import document, reports
from pound_desk.services.desk import audit
from pound_desk.ui import later
from pound_desk.ui.audit_note import note_view
from pound_desk.ui.authority.tables import fill, table
from pound_desk.ui.authority.work import in_worker, last_month, reports_dir, save_csv
from pound_desk.ui.fields import add_field, plain_buttons
from pound_desk.ui.workers import Task


class ReportTab(QWidget):
    def __init__(self, host):
        super().__init__()
        self.host = host   # the window: its one task at a time, the Charts tab
        self.report: reports.Consolidated | None = None
        self.report_pdf: Path | None = None
        self.preview = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.period_edit = QLineEdit(last_month())
        self.period_edit.setPlaceholderText(self.tr("YYYY-MM or YYYY"))
        self.period_error = add_field(form, self.tr("Month (YYYY-MM) or year (YYYY)"), self.period_edit)
        self.authority_edit = QLineEdit()
        add_field(form, self.tr("Local authority's name on the report"), self.authority_edit)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.make_button = QPushButton(self.tr("&Make the report"))
        self.preview_button = QPushButton(self.tr("&Preview PDF"))
        self.csv_button = QPushButton(self.tr("Save &CSV…"))
        self.preview_button.setEnabled(False)
        self.csv_button.setEnabled(False)
        plain_buttons(self.make_button, self.preview_button, self.csv_button)
        for b in (self.make_button, self.preview_button, self.csv_button):
            row.addWidget(b)
        row.addStretch(1)
        layout.addLayout(row)
        self.report_note = QLabel()
        self.report_note.setWordWrap(True)
        layout.addWidget(self.report_note)
        self.report_table = table([self.tr("Pound"), self.tr("Returns")]
                                  + [language.pick(en, ml) for ml, en in
                                     (document.HEADINGS[k] for k in reports.COLUMNS)])
        layout.addWidget(self.report_table, 1)
        self.make_button.clicked.connect(self.make_report)
        self.period_edit.returnPressed.connect(self.make_report)
        self.preview_button.clicked.connect(self.preview_report)
        self.csv_button.clicked.connect(self.choose_csv)

    def make_report(self) -> Task | None:
        self.period_error.clear_message()
        text = self.period_edit.text().strip()
        try:
            reports.span(text)
        except reports.PeriodError as e:
            self.period_error.show_message(str(e))
            return None
        if self.host.task is not None:
            return None
        self.host.busy(True)
        self.report_note.setText(self.tr("Making the report…"))
        authority = self.authority_edit.text().strip()

        def work(progress, cancelled):
            report = reports.build(text)
            pdf = document.render(report, authority)
            folder = reports_dir()
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"consolidated-{report.span.text}.pdf"
            tmp = path.with_name(path.name + ".part")
            tmp.write_bytes(pdf)
            tmp.replace(path)
            return report, path

        task = Task(in_worker(work))
        task.signals.finished.connect(self._report_made)
        task.signals.failed.connect(self._report_failed)
        self.host.task = task
        self.host.pool.start(task)
        return task

    def _report_made(self, result) -> None:
        self.host.task = None
        self.host.busy(False)
        self.report, self.report_pdf = result
        r = self.report
        rows = []
        for line in r.lines + [None]:
            figures = line.figures if line else r.totals
            head = [line.name, f"{line.returns}/{r.span.months}"] if line else \
                [self.tr("All pounds"), str(sum(x.returns for x in r.lines))]
            rows.append(head + [document.figure(k, figures[k]) for k in reports.COLUMNS])
        fill(self.report_table, rows, right=set(range(1, 2 + len(reports.COLUMNS))))
        self.report_note.setText(
            self.tr("Pounds: %1; pounds with returns missing: %2; cases overdue for action: %3. PDF kept at %4")
            .replace("%1", str(len(r.lines))).replace("%2", str(len(r.missing)))
            .replace("%3", str(len(r.overdue))).replace("%4", str(self.report_pdf)))
        self.preview_button.setEnabled(True)
        self.csv_button.setEnabled(True)
        self.host.charts.set_charts(r.charts)

    def _report_failed(self, error) -> None:
        self.host.task = None
        self.host.busy(False)
        self.report_note.setText(self.tr("The report could not be made: %1").replace("%1", str(error)))

    def preview_report(self) -> None:
        if self.report_pdf is not None:
            self.preview = later.SHOW_PDF(self.report_pdf, self.tr("Consolidated report"), self)

    def choose_csv(self) -> None:
        if self.report is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the report as CSV"),
                                              f"consolidated-{self.report.span.text}.csv", "CSV (*.csv)")
        if name:
            self.save_csv(Path(name))

    def save_csv(self, path: Path) -> None:
        saved = save_csv(path, reports.to_csv(self.report), self.report_note)
        if saved is not None:
            note_view(self, "export_csv", "consolidated-report", audit.file_detail(saved))
