"""The authority's Upward tab: forwarding the returns imported, as the
pounds signed them, with the local authority's signed covering list; and,
at the district or the Director, the local authorities registered and the
import of what they forward."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
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

from pound_desk.authority import forward, imports, upper
from pound_desk.ui.authority.tables import fill, outcome_word, table
from pound_desk.ui.authority.work import in_worker, last_month
from pound_desk.ui.fields import add_field, plain_buttons
from pound_desk.ui.workers import Task


class UpwardTab(QWidget):
    def __init__(self, host):
        super().__init__()
        self.host = host   # the window: its one task at a time, the report's authority name
        layout = QVBoxLayout(self)
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
        self.authorities_table = table([self.tr("Local authority"), self.tr("District"), self.tr("Id"),
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
        self.forwarded_table = table([self.tr("File"), self.tr("Outcome"), self.tr("Pound"), self.tr("Month"),
                                      self.tr("Reason")])
        layout.addWidget(self.forwarded_table, 1)
        plain_buttons(self.forward_button, self.la_register_button, self.forwarded_button)
        self.forward_button.clicked.connect(self.choose_forward_folder)
        self.la_register_button.clicked.connect(self.register_authority)
        self.forwarded_button.clicked.connect(self.choose_forwarded)

    def refresh_authorities(self) -> None:
        fill(self.authorities_table, [[a["name"], a["district"], a["authority_id"], str(a["pounds"]),
                                        a["fingerprint"]] for a in upper.listing()], right={3})

    def choose_forward_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("The folder or USB stick to forward to"))
        if folder:
            self.forward_to(Path(folder))

    def forward_to(self, folder: Path) -> None:
        self.forward_error.clear_message()
        try:
            done = forward.forward(self.forward_period.text().strip(), folder, self.host.report.authority_edit.text())
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
        if self.host.task is not None:
            return None
        self.host.busy(True)
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

        task = Task(in_worker(work))
        task.signals.finished.connect(self._forwarded_done)
        task.signals.failed.connect(self._forwarded_failed)
        self.host.task = task
        self.host.pool.start(task)
        return task

    def _forwarded_done(self, outcomes) -> None:
        self.host.task = None
        self.host.busy(False)
        self.forwarded_button.setEnabled(True)
        fill(self.forwarded_table, [[o.file, outcome_word(o.status), o.pound, o.period, o.message]
                                     for o in outcomes])
        refused = sum(1 for o in outcomes if not o.ok)
        self.upward_note.setText(self.tr("%1 returns: %2 imported or already there, %3 refused or held")
                                 .replace("%3", str(refused)).replace("%2", str(len(outcomes) - refused))
                                 .replace("%1", str(len(outcomes))))
        self.refresh_authorities()
        self.host.pounds.refresh_pounds()
        self.host.held.refresh_held()

    def _forwarded_failed(self, error) -> None:
        self.host.task = None
        self.host.busy(False)
        self.forwarded_button.setEnabled(True)
        self.upward_note.setText(self.tr("The import stopped: %1").replace("%1", str(error)))

    # ------------------------------------------------------------ report
