"""The Director's report in the upper level's window: for a month or a
year, the districts, the local authorities and the pounds, made off the
screen's thread, kept as a PDF to preview, and saved as CSV."""
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

from pound_desk import language, paths
from pound_desk.authority import document, reports, upper_report
from pound_desk.ui import later
from pound_desk.ui.authority.tables import fill, table
from pound_desk.ui.authority.work import in_worker, last_month, save_csv
from pound_desk.ui.fields import add_field, plain_buttons
from pound_desk.ui.workers import Task


def reports_dir() -> Path:
    return paths.data_dir() / "upper-reports"


def make(period: str, title: str, progress=None, cancelled=None) -> tuple[upper_report.UpperReport, Path]:
    report = upper_report.build(period)
    folder = reports_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"upper-{report.consolidated.span.text}.pdf"
    tmp = path.with_name(path.name + ".part")
    tmp.write_bytes(upper_report.pdf(report, title))
    tmp.replace(path)
    return report, path


class UpperReportTab(QWidget):
    def __init__(self, host):
        super().__init__()
        self.host = host   # the window: its one task at a time
        self.report: upper_report.UpperReport | None = None
        self.report_pdf: Path | None = None
        self.preview = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.period_edit = QLineEdit(last_month())
        self.period_edit.setPlaceholderText(self.tr("YYYY-MM or YYYY"))
        self.period_error = add_field(form, self.tr("Month (YYYY-MM) or year (YYYY)"), self.period_edit)
        self.title_edit = QLineEdit()
        self.title_edit.setPlaceholderText(self.tr("Director of Local Bodies"))
        add_field(form, self.tr("The office's name at the head of the PDF"), self.title_edit)
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
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.table = table([self.tr("District"), self.tr("Local authority"), self.tr("Pounds"), self.tr("Returns")]
                           + [language.pick(en, ml) for ml, en in (document.HEADINGS[k] for k in reports.COLUMNS)])
        layout.addWidget(self.table, 1)
        self.make_button.clicked.connect(self.make_report)
        self.period_edit.returnPressed.connect(self.make_report)
        self.preview_button.clicked.connect(self.preview_report)
        self.csv_button.clicked.connect(self.choose_csv)

    def set_busy(self, busy: bool) -> None:
        self.make_button.setEnabled(not busy)

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
        self.note.setText(self.tr("Making the report…"))
        task = Task(in_worker(make), text, self.title_edit.text().strip())
        task.signals.finished.connect(self._made)
        task.signals.failed.connect(self._failed)
        self.host.start(task)
        return task

    def _made(self, result) -> None:
        self.host.done()
        self.report, self.report_pdf = result
        r = self.report
        rows = []
        for d in r.districts:
            for g in (x for x in r.authorities if x.district == d.district):
                rows.append([g.district or "—", g.name, str(g.pounds), str(g.returns)]
                            + [document.figure(k, g.figures[k]) for k in reports.COLUMNS])
            rows.append([d.district or "—", self.tr("District total"), str(d.pounds), str(d.returns)]
                        + [document.figure(k, d.figures[k]) for k in reports.COLUMNS])
        c = r.consolidated
        rows.append([self.tr("All"), "", str(len(c.lines)), str(sum(x.returns for x in c.lines))]
                    + [document.figure(k, c.totals[k]) for k in reports.COLUMNS])
        fill(self.table, rows, right=set(range(2, 4 + len(reports.COLUMNS))))
        self.note.setText(self.tr("Districts: %1; local authorities: %2; pounds: %3. PDF kept at %4")
                          .replace("%4", str(self.report_pdf)).replace("%3", str(len(c.lines)))
                          .replace("%2", str(len(r.authorities))).replace("%1", str(len(r.districts))))
        self.preview_button.setEnabled(True)
        self.csv_button.setEnabled(True)

    def _failed(self, error) -> None:
        self.host.done()
        self.note.setText(self.tr("The report could not be made: %1").replace("%1", str(error)))

    def preview_report(self) -> None:
        if self.report_pdf is not None:
            self.preview = later.SHOW_PDF(self.report_pdf, self.tr("Report by district and local authority"), self)

    def choose_csv(self) -> None:
        if self.report is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the report as CSV"),
                                              f"upper-{self.report.consolidated.span.text}.csv", "CSV (*.csv)")
        if name:
            self.save_csv(Path(name))

    def save_csv(self, path: Path) -> None:
        save_csv(path, upper_report.to_csv(self.report), self.note)
