"""The authority's main window: six tabs — the pounds registered, the
import of returns, the consolidated report, its charts, the returns
held for an officer's decision, and forwarding upward (a local authority
forwards its returns; the district or the Director registers local
authorities and imports what they forward). Imports and reports run off the
screen's thread (``ui.workers.Task``) with progress and each file's outcome."""
from __future__ import annotations

from datetime import date
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QThreadPool
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language, paths
from pound_desk.authority import document, forward, held, imports, pounds, reports, upper
from pound_desk.authority.database import describe
from pound_desk.authority.models import ADB
from pound_desk.returns import drives as usb_drives  # read through the module: a test stands in for the drives
from pound_desk.services.desk import audit
from pound_desk.ui import later
from pound_desk.ui.audit_note import note_view
from pound_desk.ui.authority.charts import ChartsPanel
from pound_desk.ui.fields import add_field, fit_to_screen, plain_buttons
from pound_desk.ui.tables import fill, read_only_table
from pound_desk.ui.workers import Task

OUTCOMES = (imports.IMPORTED, imports.CORRECTION, imports.ALREADY, imports.REFUSED)   # in the summary, in order


def outcome_word(status: str) -> str:
    """An import's outcome, in the language on screen."""
    words = {
        imports.IMPORTED: QCoreApplication.translate("AuthorityWindow", "Imported"),
        imports.CORRECTION: QCoreApplication.translate("AuthorityWindow", "Correction"),
        imports.ALREADY: QCoreApplication.translate("AuthorityWindow", "Already there"),
        imports.REFUSED: QCoreApplication.translate("AuthorityWindow", "Refused"),
        imports.HELD: QCoreApplication.translate("AuthorityWindow", "Held for an officer"),
    }
    return words[status]


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


# the desk's read-only table: rows chosen several at once, not striped, each
# cell's lines broken where its text says
_table = partial(read_only_table, one_row=False, striped=False, wrap=False)
_fill = fill


class AuthorityWindow(QMainWindow):
    def __init__(self, url: str | None = None):
        super().__init__()
        self.setWindowTitle(self.tr("Pound Desk — returns of the pounds — %1").replace("%1", describe(url)))
        fit_to_screen(self, 1100, 720)
        self.pool = QThreadPool.globalInstance()
        self.task: Task | None = None
        self.outcomes: list[imports.Outcome] = []
        self.report: reports.Consolidated | None = None
        self.report_pdf: Path | None = None
        self.preview = None

        self.tabs = QTabWidget()
        self.tabs.addTab(self._pounds_tab(), self.tr("Pounds"))
        self.tabs.addTab(self._import_tab(), self.tr("Import returns"))
        self.tabs.addTab(self._report_tab(), self.tr("Consolidated report"))
        self.charts = ChartsPanel()
        self.tabs.addTab(self.charts, self.tr("Charts"))
        self.tabs.addTab(self._held_tab(), self.tr("Held returns"))
        self.tabs.addTab(self._upward_tab(), self.tr("Upward"))
        self.setCentralWidget(self.tabs)
        self.statusBar().showMessage(self.tr("Database: %1").replace("%1", describe(url)))
        self.refresh_pounds()
        self.refresh_held()
        self.refresh_authorities()

    # ------------------------------------------------------------ pounds

    def _pounds_tab(self) -> QWidget:
        w = QWidget()
        layout = QVBoxLayout(w)
        self.pounds_table = _table([self.tr("Pound"), self.tr("Local authority"), self.tr("Pound id"),
                                    self.tr("Last return"), self.tr("Fingerprint"), self.tr("Capacity (heads)")])
        layout.addWidget(self.pounds_table, 1)
        layout.addWidget(QLabel(self.tr("<b>Register a pound</b> — with the public key from its set-up sheet")))
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_error = add_field(form, self.tr("Pound's name"), self.name_edit)
        self.la_edit = QLineEdit()
        add_field(form, self.tr("Local authority"), self.la_edit)
        key_row = QWidget()
        row = QHBoxLayout(key_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.key_edit = QLineEdit()
        self.key_edit.setPlaceholderText("pound-public-key.pem")
        self.browse_key = QPushButton(self.tr("Choose…"))
        row.addWidget(self.key_edit, 1)
        row.addWidget(self.browse_key)
        self.key_error = add_field(form, self.tr("Public key file"), key_row)
        self.capacity_edit = QLineEdit()
        self.capacity_edit.setPlaceholderText(self.tr("heads of cattle it can hold"))
        self.capacity_error = add_field(form, self.tr("Capacity"), self.capacity_edit)
        layout.addLayout(form)
        buttons = QHBoxLayout()
        self.register_button = QPushButton(self.tr("&Register"))
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
            last = (self.tr("%1 (seq. %2, rev. %3)").replace("%3", str(p["last_revision"]))
                    .replace("%2", str(p["last_sequence"])).replace("%1", p["last_period"])
                    if p["last_period"] else self.tr("none yet"))
            rows.append([p["name"], p["local_authority"], p["pound_id"], last, p["fingerprint"],
                         str(p["capacity"] or "")])
        _fill(self.pounds_table, rows)

    def choose_key(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("The pound's public key"), "",
                                              self.tr("Public key (*.pem);;All files (*)"))
        if name:
            self.key_edit.setText(name)

    def register_pound(self) -> None:
        self.name_error.clear_message()
        self.key_error.clear_message()
        self.capacity_error.clear_message()
        name, key = self.name_edit.text().strip(), self.key_edit.text().strip()
        bad = False
        size = self.capacity_edit.text().strip()
        capacity = int(size) if size.isascii() and size.isdigit() else None
        if size and not capacity:
            self.capacity_error.show_message(self.tr("The heads of cattle it can hold: a whole number"))
            bad = True
        if not name:
            self.name_error.show_message(self.tr("Give the pound's name"))
            bad = True
        if not key:
            self.key_error.show_message(self.tr("Choose the pound's public key file"))
            bad = True
        if bad:
            return
        try:
            p = pounds.register_file(name, Path(key), self.la_edit.text(), capacity=capacity)
        except pounds.PoundRefused as e:
            (self.capacity_error if capacity and "capacity" in str(e) else self.key_error).show_message(str(e))
            return
        self.register_note.setText(
            self.tr("Registered %1: check the fingerprint %2 against the set-up sheet")
            .replace("%2", p.fingerprint).replace("%1", p.name))
        for edit in (self.name_edit, self.la_edit, self.key_edit, self.capacity_edit):
            edit.clear()
        self.refresh_pounds()

    # ------------------------------------------------------------ import

    def _import_tab(self) -> QWidget:
        w = QWidget()
        layout = QVBoxLayout(w)
        layout.addWidget(QLabel(self.tr("Returns come as signed files (*.pdreturn), one a month from each pound. "
                                        "Choose the USB stick or the folder holding them: each is checked and "
                                        "imported in turn.")))
        drives = QHBoxLayout()
        self.drive_combo = QComboBox()
        self.drive_combo.setMinimumContentsLength(30)
        self.drive_button = QPushButton(self.tr("Import from the &drive"))
        self.rescan_button = QPushButton(self.tr("Look again"))
        drives.addWidget(QLabel(self.tr("USB stick:")))
        drives.addWidget(self.drive_combo, 1)
        drives.addWidget(self.drive_button)
        drives.addWidget(self.rescan_button)
        layout.addLayout(drives)
        row = QHBoxLayout()
        self.folder_button = QPushButton(self.tr("Import a &folder…"))
        self.files_button = QPushButton(self.tr("Import &files…"))
        self.cancel_import = QPushButton(self.tr("Stop"))
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
        self.outcome_table = _table([self.tr("File"), self.tr("Outcome"), self.tr("Pound"), self.tr("Month"),
                                     self.tr("Reason")])
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
        self.drive_combo.clear()
        try:
            found = usb_drives.removable_drives()
        except OSError:
            found = []
        for d in found:
            self.drive_combo.addItem(f"{d.label} — {d.path}", str(d.path))
        if not found:
            self.drive_combo.addItem(self.tr("No USB stick found: put one in and look again"), "")
        self.drive_button.setEnabled(bool(found) and self.task is None)

    def import_drive(self) -> None:
        path = self.drive_combo.currentData()
        if path:
            self.start_import([Path(path)])

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("The folder or USB stick with the returns"))
        if folder:
            self.start_import([Path(folder)])

    def choose_files(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(self, self.tr("Return files"), "",
                                                self.tr("Returns (*.pdreturn);;All files (*)"))
        if names:
            self.start_import([Path(n) for n in names])

    def offer_import(self, path: Path) -> Task | None:
        """A return file opened from the file manager: its import, if the person wants it."""
        self.tabs.setCurrentIndex(1)
        answer = QMessageBox.question(
            self, self.tr("Import a return"),
            self.tr("Import the return %1 into this database?").replace("%1", str(path)))
        if answer != QMessageBox.StandardButton.Yes:
            return None
        return self.start_import([path])

    def start_import(self, chosen: list[Path]) -> Task | None:
        if self.task is not None:
            return None
        self.outcomes = []
        self.outcome_table.setRowCount(0)
        self.import_summary.setText(self.tr("Importing…"))
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
        rows = [[o.file, outcome_word(o.status), o.pound, o.period, o.message] for o in self.outcomes]
        _fill(self.outcome_table, rows)
        for r, o in enumerate(self.outcomes):
            if not o.ok:
                for c in range(self.outcome_table.columnCount()):
                    self.outcome_table.item(r, c).setForeground(Qt.GlobalColor.darkRed)
        counts = {s: sum(1 for o in self.outcomes if o.status == s) for s in OUTCOMES}
        if not self.outcomes and outcomes is not None:
            self.import_summary.setText(self.tr("No return files (*.pdreturn) there"))
            self.refresh_pounds()
            return
        if outcomes is not None:
            template = self.tr("%1 file(s): %2 imported, %3 corrections, %4 already there, %5 refused")
        else:
            template = self.tr("Stopped. %1 file(s): %2 imported, %3 corrections, %4 already there, "
                               "%5 refused")
        figures = [len(self.outcomes)] + [counts[s] for s in OUTCOMES]
        for n, figure in enumerate(figures, start=1):
            template = template.replace(f"%{n}", str(figure))
        waiting = sum(1 for o in self.outcomes if o.status == imports.HELD)
        if waiting:
            template += " " + self.tr("%1 held for an officer's decision (Held returns).").replace("%1", str(waiting))
        self.import_summary.setText(template)
        self.refresh_pounds()
        self.refresh_held()

    def _import_failed(self, error) -> None:
        self.task = None
        self._busy(False)
        self.import_summary.setText(self.tr("The import stopped: %1").replace("%1", str(error)))

    # ------------------------------------------------------------ held

    def _held_tab(self) -> QWidget:
        w = QWidget()
        layout = QVBoxLayout(w)
        about = QLabel(self.tr("A return far beyond its pound's capacity and the returns it sent before "
                               "is held here instead of imported. An officer accepts it (it is then "
                               "imported, every check made again) or refuses it, with their name and "
                               "the reason, kept for good."))
        about.setWordWrap(True)
        layout.addWidget(about)
        self.held_table = _table([self.tr("No."), self.tr("Pound"), self.tr("Month"), self.tr("Cases"),
                                  self.tr("Heads"), self.tr("Held at its end"), self.tr("Most cases before"),
                                  self.tr("Capacity"), self.tr("Held on"), self.tr("Decision")])
        layout.addWidget(self.held_table, 1)
        form = QFormLayout()
        self.officer_edit = QLineEdit()
        self.officer_error = add_field(form, self.tr("Officer"), self.officer_edit)
        self.held_reason_edit = QLineEdit()
        self.held_reason_error = add_field(form, self.tr("Reason"), self.held_reason_edit)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.accept_button = QPushButton(self.tr("&Accept and import"))
        self.refuse_button = QPushButton(self.tr("Re&fuse"))
        self.held_note = QLabel()
        self.held_note.setWordWrap(True)
        plain_buttons(self.accept_button, self.refuse_button)
        row.addWidget(self.accept_button)
        row.addWidget(self.refuse_button)
        row.addWidget(self.held_note, 1)
        layout.addLayout(row)
        self.accept_button.clicked.connect(lambda: self.decide(True))
        self.refuse_button.clicked.connect(lambda: self.decide(False))
        self.held_table.itemSelectionChanged.connect(self._held_chosen)
        return w

    def refresh_held(self) -> None:
        self.held_lines = held.listing()
        rows = []
        for h in self.held_lines:
            if h.decision:
                decision = (self.tr("Accepted by %1 on %2: %3") if h.decision == "accepted"
                            else self.tr("Refused by %1 on %2: %3"))
                decision = (decision.replace("%3", h.reason).replace("%2", f"{h.decided_at:%d-%m-%Y}")
                            .replace("%1", h.officer))
            else:
                decision = self.tr("Waiting")
            rows.append([str(h.number), h.pound, f"{h.period} r{h.revision}", str(h.cases), str(h.heads),
                         str(h.held_heads), str(h.most_cases), str(h.capacity or ""),
                         f"{h.held_at:%d-%m-%Y %H:%M}", decision])
        _fill(self.held_table, rows, right={0, 3, 4, 5, 6, 7})
        self._held_chosen()

    def _chosen_held(self):
        row = self.held_table.currentRow()
        if 0 <= row < len(self.held_lines) and self.held_table.selectionModel().hasSelection():
            return self.held_lines[row]
        return None

    def _held_chosen(self) -> None:
        h = self._chosen_held()
        for b in (self.accept_button, self.refuse_button):
            b.setEnabled(h is not None and not h.decision)

    def decide(self, accept: bool) -> None:
        self.officer_error.clear_message()
        self.held_reason_error.clear_message()
        h = self._chosen_held()
        if h is None or h.decision:
            return
        bad = False
        if not self.officer_edit.text().strip():
            self.officer_error.show_message(self.tr("Give the officer's name"))
            bad = True
        if not self.held_reason_edit.text().strip():
            self.held_reason_error.show_message(self.tr("Give the reason for the decision"))
            bad = True
        if bad:
            return
        try:
            if accept:
                outcome = held.accept(h.number, self.officer_edit.text(), self.held_reason_edit.text())
                self.held_note.setText(outcome.message)
            else:
                held.refuse(h.number, self.officer_edit.text(), self.held_reason_edit.text())
                self.held_note.setText(self.tr("Held no. %1 refused").replace("%1", str(h.number)))
        except held.HeldError as e:
            self.held_note.setText(str(e))
            return
        self.held_reason_edit.clear()
        self.refresh_held()
        self.refresh_pounds()

    # ------------------------------------------------------------ upward

    def _upward_tab(self) -> QWidget:
        w = QWidget()
        layout = QVBoxLayout(w)
        layout.addWidget(QLabel(self.tr("<b>Forward the returns</b> — as the pounds signed them, with this "
                                        "local authority's signed list, for the district or the Director")))
        form = QFormLayout()
        self.forward_period = QLineEdit(last_month())
        self.forward_period.setPlaceholderText(self.tr("YYYY-MM or YYYY"))
        self.forward_error = add_field(form, self.tr("Month (YYYY-MM) or year (YYYY)"), self.forward_period)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.forward_button = QPushButton(self.tr("Forward to a &folder…"))
        self.forward_note = QLabel()
        self.forward_note.setWordWrap(True)
        self.forward_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.forward_button)
        row.addWidget(self.forward_note, 1)
        layout.addLayout(row)

        layout.addWidget(QLabel(self.tr("<b>Local authorities</b> — at the district or the Director: register "
                                        "each by its public key, then import what it forwards")))
        self.authorities_table = _table([self.tr("Local authority"), self.tr("District"), self.tr("Id"),
                                         self.tr("Pounds"), self.tr("Fingerprint")])
        layout.addWidget(self.authorities_table, 1)
        form = QFormLayout()
        self.la_name_edit = QLineEdit()
        self.la_name_error = add_field(form, self.tr("Local authority's name"), self.la_name_edit)
        self.district_edit = QLineEdit()
        add_field(form, self.tr("District"), self.district_edit)
        self.la_key_edit = QLineEdit()
        self.la_key_error = add_field(form, self.tr("Public key file"), self.la_key_edit)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.la_register_button = QPushButton(self.tr("Re&gister the local authority"))
        self.forwarded_button = QPushButton(self.tr("Import for&warded files…"))
        self.upward_note = QLabel()
        self.upward_note.setWordWrap(True)
        row.addWidget(self.la_register_button)
        row.addWidget(self.forwarded_button)
        row.addWidget(self.upward_note, 1)
        layout.addLayout(row)
        self.forwarded_table = _table([self.tr("File"), self.tr("Outcome"), self.tr("Pound"), self.tr("Month"),
                                       self.tr("Reason")])
        layout.addWidget(self.forwarded_table, 1)
        plain_buttons(self.forward_button, self.la_register_button, self.forwarded_button)
        self.forward_button.clicked.connect(self.choose_forward_folder)
        self.la_register_button.clicked.connect(self.register_authority)
        self.forwarded_button.clicked.connect(self.choose_forwarded)
        return w

    def refresh_authorities(self) -> None:
        _fill(self.authorities_table, [[a["name"], a["district"], a["authority_id"], str(a["pounds"]),
                                        a["fingerprint"]] for a in upper.listing()], right={3})

    def choose_forward_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("The folder or USB stick to forward to"))
        if folder:
            self.forward_to(Path(folder))

    def forward_to(self, folder: Path) -> None:
        self.forward_error.clear_message()
        try:
            done = forward.forward(self.forward_period.text().strip(), folder, self.authority_edit.text())
        except forward.ForwardError as e:
            self.forward_error.show_message(str(e))
            return
        except OSError as e:
            self.forward_note.setText(self.tr("Could not save %1: %2").replace("%2", str(e.strerror or e))
                                      .replace("%1", str(folder)))
            return
        self.forward_note.setText(self.tr("Wrote %1: %2 returns of %3 pounds. This local authority's key: %4")
                                  .replace("%4", forward.keys.fingerprint(forward.the_key()))
                                  .replace("%3", str(done.pounds)).replace("%2", str(done.returns))
                                  .replace("%1", str(done.path)))

    def register_authority(self) -> None:
        self.la_name_error.clear_message()
        self.la_key_error.clear_message()
        name, key = self.la_name_edit.text().strip(), self.la_key_edit.text().strip()
        if not name:
            self.la_name_error.show_message(self.tr("Give the local authority's name"))
        if not key:
            self.la_key_error.show_message(self.tr("Choose the local authority's public key file"))
        if not name or not key:
            return
        try:
            a = upper.register_file(name, Path(key), self.district_edit.text())
        except upper.UpperRefused as e:
            self.la_key_error.show_message(str(e))
            return
        self.upward_note.setText(self.tr("Registered %1: check the fingerprint %2 with the local authority")
                                 .replace("%2", a.fingerprint).replace("%1", a.name))
        for edit in (self.la_name_edit, self.district_edit, self.la_key_edit):
            edit.clear()
        self.refresh_authorities()

    def choose_forwarded(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(self, self.tr("Forwarded files"), "",
                                                self.tr("Forwarded returns (*.pdforward);;All files (*)"))
        if names:
            self.import_forwarded([Path(n) for n in names])

    def import_forwarded(self, files: list[Path]) -> Task | None:
        if self.task is not None:
            return None
        self._busy(True)
        self.forwarded_button.setEnabled(False)
        self.upward_note.setText(self.tr("Importing…"))

        def work(progress, cancelled):
            rows = []
            for n, f in enumerate(files, start=1):
                try:
                    rows += upper.import_forward(f)
                except upper.UpperRefused as e:
                    rows.append(imports.Outcome(f.name, imports.REFUSED, str(e)))
                progress(n, len(files))
            return rows

        task = Task(_in_worker(work))
        task.signals.finished.connect(self._forwarded_done)
        task.signals.failed.connect(self._forwarded_failed)
        self.task = task
        self.pool.start(task)
        return task

    def _forwarded_done(self, outcomes) -> None:
        self.task = None
        self._busy(False)
        self.forwarded_button.setEnabled(True)
        _fill(self.forwarded_table, [[o.file, outcome_word(o.status), o.pound, o.period, o.message]
                                     for o in outcomes])
        refused = sum(1 for o in outcomes if not o.ok)
        self.upward_note.setText(self.tr("%1 returns: %2 imported or already there, %3 refused or held")
                                 .replace("%3", str(refused)).replace("%2", str(len(outcomes) - refused))
                                 .replace("%1", str(len(outcomes))))
        self.refresh_authorities()
        self.refresh_pounds()
        self.refresh_held()

    def _forwarded_failed(self, error) -> None:
        self.task = None
        self._busy(False)
        self.forwarded_button.setEnabled(True)
        self.upward_note.setText(self.tr("The import stopped: %1").replace("%1", str(error)))

    # ------------------------------------------------------------ report

    def _report_tab(self) -> QWidget:
        w = QWidget()
        layout = QVBoxLayout(w)
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
        self.report_table = _table([self.tr("Pound"), self.tr("Returns")]
                                   + [language.pick(en, ml) for ml, en in
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
            self.period_error.show_message(str(e))
            return None
        if self.task is not None:
            return None
        self._busy(True)
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
                [self.tr("All pounds"), str(sum(x.returns for x in r.lines))]
            rows.append(head + [document.figure(k, figures[k]) for k in reports.COLUMNS])
        _fill(self.report_table, rows, right=set(range(1, 2 + len(reports.COLUMNS))))
        self.report_note.setText(
            self.tr("Pounds: %1; pounds with returns missing: %2; cases overdue for action: %3. PDF kept at %4")
            .replace("%1", str(len(r.lines))).replace("%2", str(len(r.missing)))
            .replace("%3", str(len(r.overdue))).replace("%4", str(self.report_pdf)))
        self.preview_button.setEnabled(True)
        self.csv_button.setEnabled(True)
        self.charts.set_charts(r.charts)

    def _report_failed(self, error) -> None:
        self.task = None
        self._busy(False)
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
        if path.suffix.lower() != ".csv":
            path = path.with_suffix(".csv")
        try:
            path.write_bytes(reports.to_csv(self.report))
            note_view(self, "export_csv", "consolidated-report", audit.file_detail(path))
        except OSError as e:
            self.report_note.setText(self.tr("Could not save %1: %2").replace("%2", str(e.strerror or e))
                                     .replace("%1", str(path)))
            return
        self.report_note.setText(self.tr("Saved %1").replace("%1", str(path)))
