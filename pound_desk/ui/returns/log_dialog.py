"""The returns exported, newest first: the month, its sequence and revision,
the file and where it was written; and checking a return file on a drive."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QFileDialog, QPushButton, QVBoxLayout, QWidget

from pound_desk.returns.bundle import BundleError
from pound_desk.services import returns
from pound_desk.text import screen_datetime
from pound_desk.ui.accounts.common import button_row, note_label
from pound_desk.ui.fields import fit_to_screen
from pound_desk.ui.tables import fill, read_only_table


class ExportLogDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Returns exported"))
        fit_to_screen(self, 1000, 480)
        self.table = read_only_table([
            self.tr("Exported"), self.tr("Month"),
            self.tr("Seq. / rev."), self.tr("File"), self.tr("Written to")])
        self.check_label = note_label(3)
        self.check_button = QPushButton(self.tr("&Check a return file…"))
        close = QPushButton(self.tr("Close"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.check_label)
        layout.addLayout(button_row(self.check_button, close))
        self.check_button.clicked.connect(self.ask_and_check)
        close.clicked.connect(self.reject)
        self.reload()

    def reload(self) -> None:
        rows = [(screen_datetime(r.exported_at), r.period, f"{r.sequence} / {r.revision}", r.file_name,
                 r.destination) for r in returns.export_log()]
        fill(self.table, rows, right={2})
        self.table.resizeRowsToContents()

    def check_file(self, path: Path) -> bool:
        """Whether ``path`` is a whole return signed with this pound's key; the answer is shown."""
        try:
            v = returns.verify(path, returns.public_key_pem())
        except BundleError as exc:
            self.check_label.setText(self.tr("Not valid: %1").replace("%1", exc.on_screen()))
            return False
        self.check_label.setText(
            self.tr("Valid: %1, %2, sequence %3, revision %4, signed with this pound's key.")
            .replace("%1", v.pound_name).replace("%2", v.period).replace("%3", str(v.sequence))
            .replace("%4", str(v.revision)))
        return True

    def ask_and_check(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("A return file"), str(Path.home()),
                                              self.tr("Pound Desk return (*.pdreturn)"))
        if path:
            self.check_file(Path(path))
