"""The authority's main window: three tabs — the pounds registered, the
import of returns, the consolidated report. Imports and reports run off the
screen's thread (``ui.workers.Task``) with progress and each file's outcome."""
from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFileDialog, QFormLayout, QHBoxLayout, QHeaderView,
                               QLabel, QLineEdit, QMainWindow, QProgressBar, QPushButton, QTableWidget,
                               QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from pound_desk import paths
from pound_desk.authority import document, imports, pounds, reports
from pound_desk.authority.database import describe
from pound_desk.authority.models import ADB
from pound_desk.services import audit
from pound_desk.ui.audit_note import note_view
from pound_desk.ui.fields import add_field, fit_to_screen, plain_buttons
from pound_desk.ui.workers import Task

OUTCOME_WORDS = {
    imports.IMPORTED: "Imported / ഇറക്കുമതി ചെയ്തു",
    imports.CORRECTION: "Correction / തിരുത്തൽ",
    imports.ALREADY: "Already there / ഇതിനകം ഉണ്ട്",
    imports.REFUSED: "Refused / നിരസിച്ചു",
}


def _in_worker(work):
    """Work for the pool: the worker thread's own connection is closed after."""
    def run(*args, **kwargs):
        try:
            return work(*args, **kwargs)
        finally:
            if ADB.obj is not None and not ADB.is_closed():
                ADB.close()
    return run


def reports_dir() -> Path:
    return paths.data_dir() / "authority-reports"


def last_month(today: date | None = None) -> str:
    today = today or date.today()
    y, m = (today.year, today.month - 1) if today.month > 1 else (today.year - 1, 12)
    return f"{y}-{m:02d}"


def _table(headers: list[str]) -> QTableWidget:
    t = QTableWidget(0, len(headers))
    t.setHorizontalHeaderLabels(headers)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    t.verticalHeader().setVisible(False)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.horizontalHeader().setStretchLastSection(True)
    t.setWordWrap(False)
    return t


def _fill(table: QTableWidget, rows: list[list[str]], right: set[int] = frozenset()) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            if c in right:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)


class AuthorityWindow(QMainWindow):
    def __init__(self, url: str | None = None):
        super().__init__()
        self.setWindowTitle(f"Pound Desk — returns of the pounds / പൗണ്ടുകളുടെ റിട്ടേണുകൾ — {describe(url)}")
        fit_to_screen(self, 1100, 720)
        self.pool = QThreadPool.globalInstance()
        self.task: Task | None = None
        self.outcomes: list[imports.Outcome] = []
        self.report: reports.Consolidated | None = None
        self.report_pdf: Path | None = None
        self.preview = None

        self.tabs = QTabWidget()
        self.tabs.addTab(self._pounds_tab(), "Pounds / പൗണ്ടുകൾ")
        self.tabs.addTab(self._import_tab(), "Import returns / റിട്ടേൺ ഇറക്കുമതി")
        self.tabs.addTab(self._report_tab(), "Consolidated report / ഏകീകൃത റിപ്പോർട്ട്")
        self.setCentralWidget(self.tabs)
        self.statusBar().showMessage(f"Database / ഡാറ്റാബേസ്: {describe(url)}")
        self.refresh_pounds()

    # ------------------------------------------------------------ pounds

    def _pounds_tab(self) -> QWidget:
        w = QWidget()
        layout = QVBoxLayout(w)
        self.pounds_table = _table(["Pound / പൗണ്ട്", "Local authority / തദ്ദേശ സ്ഥാപനം", "Pound id / ഐഡി",
                                    "Last return / അവസാന റിട്ടേൺ", "Fingerprint / ഫിംഗർപ്രിന്റ്"])
        layout.addWidget(self.pounds_table, 1)
        layout.addWidget(QLabel("<b>Register a pound / പൗണ്ട് രജിസ്റ്റർ ചെയ്യുക</b> — with the public key "
                                "from its set-up sheet / സജ്ജീകരണ ഷീറ്റിലെ പബ്ലിക് കീ"))
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_error = add_field(form, "Pound's name / പൗണ്ടിന്റെ പേര്", self.name_edit)
        self.la_edit = QLineEdit()
        add_field(form, "Local authority / തദ്ദേശ സ്ഥാപനം", self.la_edit)
        key_row = QWidget()
        row = QHBoxLayout(key_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.key_edit = QLineEdit()
        self.key_edit.setPlaceholderText("pound-public-key.pem")
        self.browse_key = QPushButton("Choose… / തിരഞ്ഞെടുക്കുക…")
        row.addWidget(self.key_edit, 1)
        row.addWidget(self.browse_key)
        self.key_error = add_field(form, "Public key file / പബ്ലിക് കീ ഫയൽ", key_row)
        layout.addLayout(form)
        buttons = QHBoxLayout()
        self.register_button = QPushButton("&Register / രജിസ്റ്റർ ചെയ്യുക")
        self.register_note = QLabel()
        self.register_note.setWordWrap(True)
        self.register_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons.addWidget(self.register_button)
        buttons.addWidget(self.register_note, 1)
        layout.addLayout(buttons)
        plain_buttons(self.register_button, self.browse_key)
        self.browse_key.clicked.connect(self.choose_key)
        self.register_button.clicked.connect(self.register_pound)
        return w

    def refresh_pounds(self) -> None:
        rows = []
        for p in pounds.listing():
            last = (f"{p['last_period']} (seq. {p['last_sequence']}, rev. {p['last_revision']})"
                    if p["last_period"] else "none yet / ഇല്ല")
            rows.append([p["name"], p["local_authority"], p["pound_id"], last, p["fingerprint"]])
        _fill(self.pounds_table, rows)

    def choose_key(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "The pound's public key / പൗണ്ടിന്റെ പബ്ലിക് കീ", "",
                                              "Public key (*.pem);;All files (*)")
        if name:
            self.key_edit.setText(name)

    def register_pound(self) -> None:
        self.name_error.clear_message()
        self.key_error.clear_message()
        name, key = self.name_edit.text().strip(), self.key_edit.text().strip()
        bad = False
        if not name:
            self.name_error.show_message("Give the pound's name / പൗണ്ടിന്റെ പേര് നൽകുക")
            bad = True
        if not key:
            self.key_error.show_message("Choose the pound's public key file / പബ്ലിക് കീ ഫയൽ തിരഞ്ഞെടുക്കുക")
            bad = True
        if bad:
            return
        try:
            p = pounds.register_file(name, Path(key), self.la_edit.text())
        except pounds.PoundRefused as e:
            self.key_error.show_message(str(e))
            return
        self.register_note.setText(f"Registered {p.name}: check the fingerprint against the set-up sheet / "
                                   f"രജിസ്റ്റർ ചെയ്തു: {p.fingerprint}")
        for edit in (self.name_edit, self.la_edit, self.key_edit):
            edit.clear()
        self.refresh_pounds()

    # ------------------------------------------------------------ import

    def _import_tab(self) -> QWidget:
        w = QWidget()
        layout = QVBoxLayout(w)
        layout.addWidget(QLabel("Returns come as signed files (*.pdreturn), one a month from each pound. "
                                "Choose the USB stick or the folder holding them: each is checked and "
                                "imported in turn. / ഓരോ പൗണ്ടും മാസംതോറും അയയ്ക്കുന്ന ഒപ്പിട്ട റിട്ടേൺ "
                                "ഫയലുകൾ ഇറക്കുമതി ചെയ്യുക."))
        drives = QHBoxLayout()
        self.drive_combo = QComboBox()
        self.drive_combo.setMinimumContentsLength(30)
        self.drive_button = QPushButton("Import from the &drive / ഡ്രൈവിൽ നിന്ന്")
        self.rescan_button = QPushButton("Look again / വീണ്ടും നോക്കുക")
        drives.addWidget(QLabel("USB stick / യുഎസ്ബി:"))
        drives.addWidget(self.drive_combo, 1)
        drives.addWidget(self.drive_button)
        drives.addWidget(self.rescan_button)
        layout.addLayout(drives)
        row = QHBoxLayout()
        self.folder_button = QPushButton("Import a &folder… / ഫോൾഡറിൽ നിന്ന്…")
        self.files_button = QPushButton("Import &files… / ഫയലുകൾ…")
        self.cancel_import = QPushButton("Stop / നിർത്തുക")
        self.cancel_import.setEnabled(False)
        plain_buttons(self.folder_button, self.files_button, self.cancel_import, self.drive_button,
                      self.rescan_button)
        row.addWidget(self.folder_button)
        row.addWidget(self.files_button)
        row.addWidget(self.cancel_import)
        row.addStretch(1)
        layout.addLayout(row)
        self.progress = QProgressBar()
        self.progress.setFormat("%v / %m")
        self.progress.setValue(0)
        layout.addWidget(self.progress)
        self.import_summary = QLabel()
        self.import_summary.setWordWrap(True)
        layout.addWidget(self.import_summary)
        self.outcome_table = _table(["File / ഫയൽ", "Outcome / ഫലം", "Pound / പൗണ്ട്", "Month / മാസം",
                                     "Reason / കാരണം"])
        layout.addWidget(self.outcome_table, 1)
        self.drive_button.clicked.connect(self.import_drive)
        self.rescan_button.clicked.connect(self.find_drives)
        self.find_drives()
        self.folder_button.clicked.connect(self.choose_folder)
        self.files_button.clicked.connect(self.choose_files)
        self.cancel_import.clicked.connect(self.stop_import)
        return w

    def find_drives(self) -> None:
        """The removable drives mounted now (the pound's USB stick)."""
        from pound_desk.returns.drives import removable_drives

        self.drive_combo.clear()
        try:
            found = removable_drives()
        except OSError:
            found = []
        for d in found:
            self.drive_combo.addItem(f"{d.label} — {d.path}", str(d.path))
        if not found:
            self.drive_combo.addItem("No USB stick found: put one in and look again / യുഎസ്ബി കാണുന്നില്ല", "")
        self.drive_button.setEnabled(bool(found) and self.task is None)

    def import_drive(self) -> None:
        path = self.drive_combo.currentData()
        if path:
            self.start_import([Path(path)])

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "The folder or USB stick with the returns / "
                                                  "റിട്ടേണുകളുള്ള ഫോൾഡർ")
        if folder:
            self.start_import([Path(folder)])

    def choose_files(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(self, "Return files / റിട്ടേൺ ഫയലുകൾ", "",
                                                "Returns (*.pdreturn);;All files (*)")
        if names:
            self.start_import([Path(n) for n in names])

    def start_import(self, chosen: list[Path]) -> Task | None:
        if self.task is not None:
            return None
        self.outcomes = []
        self.outcome_table.setRowCount(0)
        self.import_summary.setText("Importing… / ഇറക്കുമതി ചെയ്യുന്നു…")
        self.progress.setRange(0, max(1, len(imports.expand(chosen))))
        self.progress.setValue(0)
        self._busy(True)
        task = Task(_in_worker(imports.import_paths), chosen)
        task.signals.progress.connect(self._import_progress)
        task.signals.finished.connect(self._import_finished)
        task.signals.failed.connect(self._import_failed)
        task.signals.cancelled.connect(lambda: self._import_finished(None))
        self.task = task
        self.pool.start(task)
        return task

    def stop_import(self) -> None:
        if self.task is not None:
            self.task.cancel()

    def _busy(self, busy: bool) -> None:
        for b in (self.folder_button, self.files_button, self.register_button, self.make_button,
                  self.rescan_button):
            b.setEnabled(not busy)
        self.drive_button.setEnabled(not busy and bool(self.drive_combo.currentData()))
        self.cancel_import.setEnabled(busy)

    def _import_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _import_finished(self, outcomes) -> None:
        self.task = None
        self._busy(False)
        self.outcomes = list(outcomes or [])
        rows = [[o.file, OUTCOME_WORDS[o.status], o.pound, o.period, o.message] for o in self.outcomes]
        _fill(self.outcome_table, rows)
        for r, o in enumerate(self.outcomes):
            if not o.ok:
                for c in range(self.outcome_table.columnCount()):
                    self.outcome_table.item(r, c).setForeground(Qt.GlobalColor.darkRed)
        counts = {s: sum(1 for o in self.outcomes if o.status == s) for s in OUTCOME_WORDS}
        stopped = "" if outcomes is not None else "Stopped. / നിർത്തി. "
        if not self.outcomes and outcomes is not None:
            self.import_summary.setText("No return files (*.pdreturn) there / അവിടെ റിട്ടേൺ ഫയലുകൾ ഇല്ല")
        else:
            self.import_summary.setText(
                f"{stopped}{len(self.outcomes)} file(s): {counts[imports.IMPORTED]} imported, "
                f"{counts[imports.CORRECTION]} corrections, {counts[imports.ALREADY]} already there, "
                f"{counts[imports.REFUSED]} refused / {counts[imports.REFUSED]} എണ്ണം നിരസിച്ചു")
        self.refresh_pounds()

    def _import_failed(self, error) -> None:
        self.task = None
        self._busy(False)
        self.import_summary.setText(f"The import stopped: {error} / ഇറക്കുമതി നിന്നുപോയി")

    # ------------------------------------------------------------ report

    def _report_tab(self) -> QWidget:
        w = QWidget()
        layout = QVBoxLayout(w)
        form = QFormLayout()
        self.period_edit = QLineEdit(last_month())
        self.period_edit.setPlaceholderText("YYYY-MM or YYYY")
        self.period_error = add_field(form, "Month (YYYY-MM) or year (YYYY) / മാസം അല്ലെങ്കിൽ വർഷം",
                                      self.period_edit)
        self.authority_edit = QLineEdit()
        add_field(form, "Local authority's name on the report / റിപ്പോർട്ടിലെ സ്ഥാപനത്തിന്റെ പേര്",
                  self.authority_edit)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.make_button = QPushButton("&Make the report / റിപ്പോർട്ട് തയ്യാറാക്കുക")
        self.preview_button = QPushButton("&Preview PDF / പ്രിവ്യൂ")
        self.csv_button = QPushButton("Save &CSV… / CSV സേവ് ചെയ്യുക…")
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
        self.report_table = _table(["Pound\nപൗണ്ട്", "Returns\nറിട്ടേൺ"]
                                   + [f"{en}\n{ml}" for ml, en in
                                      (document.HEADINGS[k] for k in reports.COLUMNS)])
        layout.addWidget(self.report_table, 1)
        self.make_button.clicked.connect(self.make_report)
        self.period_edit.returnPressed.connect(self.make_report)
        self.preview_button.clicked.connect(self.preview_report)
        self.csv_button.clicked.connect(self.choose_csv)
        return w

    def make_report(self) -> Task | None:
        self.period_error.clear_message()
        text = self.period_edit.text().strip()
        try:
            reports.span(text)
        except reports.PeriodError as e:
            self.period_error.show_message(f"{e} / മാസം YYYY-MM ആയോ വർഷം YYYY ആയോ നൽകുക")
            return None
        if self.task is not None:
            return None
        self._busy(True)
        self.report_note.setText("Making the report… / തയ്യാറാക്കുന്നു…")
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

        task = Task(_in_worker(work))
        task.signals.finished.connect(self._report_made)
        task.signals.failed.connect(self._report_failed)
        self.task = task
        self.pool.start(task)
        return task

    def _report_made(self, result) -> None:
        self.task = None
        self._busy(False)
        self.report, self.report_pdf = result
        r = self.report
        rows = []
        for line in r.lines + [None]:
            figures = line.figures if line else r.totals
            head = [line.name, f"{line.returns}/{r.span.months}"] if line else \
                ["All pounds / ആകെ", str(sum(x.returns for x in r.lines))]
            rows.append(head + [document._figure(k, figures[k]) for k in reports.COLUMNS])
        _fill(self.report_table, rows, right=set(range(1, 2 + len(reports.COLUMNS))))
        missing = len(r.missing)
        self.report_note.setText(
            f"{len(r.lines)} pounds; returns missing from {missing}; {len(r.overdue)} cases overdue for action. "
            f"PDF kept at {self.report_pdf} / {missing} പൗണ്ടുകളുടെ റിട്ടേൺ ലഭിച്ചിട്ടില്ല")
        self.preview_button.setEnabled(True)
        self.csv_button.setEnabled(True)

    def _report_failed(self, error) -> None:
        self.task = None
        self._busy(False)
        self.report_note.setText(f"The report could not be made: {error} / റിപ്പോർട്ട് തയ്യാറാക്കാനായില്ല")

    def preview_report(self) -> None:
        if self.report_pdf is not None:
            from pound_desk.ui.pdf_preview import show_pdf

            self.preview = show_pdf(self.report_pdf, "Consolidated report / ഏകീകൃത റിപ്പോർട്ട്", self)

    def choose_csv(self) -> None:
        if self.report is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, "Save the report as CSV / CSV ആയി സേവ് ചെയ്യുക",
                                              f"consolidated-{self.report.span.text}.csv", "CSV (*.csv)")
        if name:
            self.save_csv(Path(name))

    def save_csv(self, path: Path) -> None:
        if path.suffix.lower() != ".csv":
            path = path.with_suffix(".csv")
        try:
            path.write_bytes(reports.to_csv(self.report))
            note_view(self, "export_csv", "consolidated-report", audit.file_detail(path))
        except OSError as e:
            self.report_note.setText(f"Could not save {path}: {e.strerror or e} / സേവ് ചെയ്യാനായില്ല")
            return
        self.report_note.setText(f"Saved {path} / സേവ് ചെയ്തു")
