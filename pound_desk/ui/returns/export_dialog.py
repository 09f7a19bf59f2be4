"""Export the month's return (s. 6) to a USB stick: choose the month and
the drive (or any folder), and the return is made, signed, written and read
back off the screen's thread, with progress. The result, or why it could not
be written (a drive pulled out, full or write-protected), is shown in
English and Malayalam; a refused export loses nothing that was chosen."""
from __future__ import annotations

from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.law.problems import Problem
from pound_desk.returns import drives as drive_list
from pound_desk.services import returns
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid
from pound_desk.text import month_words
from pound_desk.ui import workers
from pound_desk.ui.accounts.common import button_row, note_label
from pound_desk.ui.fields import ErrorLabel, FieldErrors, add_field, fit_to_screen, plain_buttons

MONTHS_OFFERED = 24
PATH_ROLE = Qt.ItemDataRole.UserRole


def _size(n: int | None) -> str:
    if n is None:
        return ""
    for unit in ("bytes", "KB", "MB", "GB", "TB"):
        if n < 1024 or unit == "TB":
            return f"{n:.0f} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024
    return ""


def months_before(today: date, count: int = MONTHS_OFFERED) -> list[str]:
    """The months that have ended, newest first."""
    out, day = [], today.replace(day=1)
    for _ in range(count):
        day = (day - timedelta(days=1)).replace(day=1)
        out.append(f"{day:%Y-%m}")
    return out


class ExportDialog(QDialog):
    exported = Signal(object)      # services.returns.Exported
    refused = Signal(str)          # the reason shown

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now,
                 find_drives: Callable[[], list] = drive_list.removable_drives):
        super().__init__(parent)
        self._now = now
        self._find_drives = find_drives
        self.task: workers.Task | None = None
        self.last: returns.Exported | None = None
        self.setWindowTitle(self.tr("Export the return (s. 6)"))
        fit_to_screen(self, 680, 560)

        self.period_box = QComboBox()
        self.period_note = note_label(2)
        self._done: dict = {}
        self.targets = QListWidget()
        self.targets.setMinimumHeight(110)
        self.targets.setWordWrap(True)
        self.refresh_button = QPushButton(self.tr("&Look for drives again"))
        self.folder_button = QPushButton(self.tr("Another &folder…"))
        self.export_button = QPushButton(self.tr("&Export"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.refresh_button, self.folder_button)
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        self.result_label = note_label(4)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        intro = QLabel(self.tr(
            "The month's register entries, receipts, accounts, sales, deposits, complaints and orders, and the cases open at its end, signed with the pound's key into one file for the local authority."))  # noqa: E501 (a translated text is kept whole)
        intro.setWordWrap(True)
        form = QFormLayout()
        self.errors.add("period", add_field(form, self.tr("Month"), self.period_box), self.period_box)
        form.addRow(self.period_note)
        self.errors.add("destination", add_field(form, self.tr("Write to"), self.targets),
                        self.targets)
        drive_buttons = QHBoxLayout()
        drive_buttons.addWidget(self.refresh_button)
        drive_buttons.addWidget(self.folder_button)
        drive_buttons.addStretch(1)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addLayout(drive_buttons)
        layout.addWidget(self.general)
        layout.addWidget(self.result_label)
        layout.addStretch(1)
        layout.addLayout(button_row(self.export_button, close))

        self.refresh_button.clicked.connect(self.reload_drives)
        self.folder_button.clicked.connect(self.choose_folder)
        self.export_button.clicked.connect(self.start_export)
        self.period_box.currentIndexChanged.connect(lambda *_: self.describe_period())
        close.clicked.connect(self.reject)
        self.fill_months()
        self.reload_drives()

    # ---------------------------------------------------------------- choices
    def fill_months(self) -> None:
        chosen = self.period_box.currentData()
        self._done = {}
        for row in returns.export_log():
            self._done.setdefault(row.period, row)      # newest first: the latest export of each month
        self.period_box.blockSignals(True)
        self.period_box.clear()
        for label in months_before(self._now().date()):
            en, ml = month_words(label)
            self.period_box.addItem(language.pick(en, ml) + ("  ✓" if label in self._done else ""), label)
        index = self.period_box.findData(chosen) if chosen else 0
        self.period_box.setCurrentIndex(max(index, 0))
        self.period_box.blockSignals(False)
        self.describe_period()

    def describe_period(self) -> None:
        """Whether the chosen month was exported before, and what exporting it again does."""
        r = self._done.get(self.chosen_period())
        if r is None:
            self.period_note.setText(self.tr("Not exported yet."))
            return
        self.period_note.setText(
            self.tr(
                "Exported on %1 (sequence %2, revision %3). Again: the same file if nothing changed, else the next revision.")  # noqa: E501 (a translated text is kept whole)
            .replace("%1", f"{r.exported_at:%d-%m-%Y}").replace("%2", str(r.sequence))
            .replace("%3", str(r.revision)))

    def reload_drives(self) -> None:
        chosen = self.chosen_destination()
        folders = [self.targets.item(i).data(PATH_ROLE) for i in range(self.targets.count())
                   if self.targets.item(i).data(PATH_ROLE + 1) == "folder"]
        self.targets.clear()
        try:
            found = self._find_drives()
        except OSError:
            found = []
        for d in found:
            free = _size(d.free)
            text = f"{d.label}  ({d.path})" + (self.tr(", %1 free").replace("%1", free) if free else "")
            self._add_target(text, Path(d.path), "drive")
        for folder in folders:
            self._add_target(str(folder), Path(folder), "folder")
        if not found:
            note = QListWidgetItem(self.tr(
                "No removable drive found: put in a USB stick and look again, or choose another folder"))
            note.setFlags(Qt.ItemFlag.NoItemFlags)
            self.targets.insertItem(0, note)
        self._select(chosen)

    def _add_target(self, text: str, path: Path, kind: str) -> QListWidgetItem:
        item = QListWidgetItem(text)
        item.setData(PATH_ROLE, str(path))
        item.setData(PATH_ROLE + 1, kind)
        item.setToolTip(str(path))
        self.targets.addItem(item)
        return item

    def _select(self, path: Path | None) -> None:
        for i in range(self.targets.count()):
            item = self.targets.item(i)
            if item.data(PATH_ROLE) and (path is None or Path(item.data(PATH_ROLE)) == path):
                self.targets.setCurrentItem(item)
                return

    def add_folder(self, folder: Path) -> None:
        """Another folder to write to, chosen and selected."""
        folder = Path(folder)
        for i in range(self.targets.count()):
            if self.targets.item(i).data(PATH_ROLE) == str(folder):
                self.targets.setCurrentRow(i)
                return
        self.targets.setCurrentItem(self._add_target(str(folder), folder, "folder"))

    def choose_folder(self) -> None:
        start = self.chosen_destination() or Path.home()
        folder = QFileDialog.getExistingDirectory(self, self.tr("Choose a folder"),
                                                  str(start))
        if folder:
            self.add_folder(Path(folder))

    def chosen_destination(self) -> Path | None:
        item = self.targets.currentItem()
        return Path(item.data(PATH_ROLE)) if item is not None and item.data(PATH_ROLE) else None

    def chosen_period(self) -> str:
        return self.period_box.currentData() or ""

    # ---------------------------------------------------------------- the export
    def start_export(self) -> workers.Task | None:
        self.errors.clear()
        self.result_label.clear()
        destination = self.chosen_destination()
        if destination is None:
            self.errors.show([Problem("destination", self.tr("Choose a drive or a folder to write to"))])
            return None
        self.export_button.setEnabled(False)
        self.task = workers.Task(returns.export, self.chosen_period(), destination, now=self._now())
        workers.run_with_progress(self, self.tr("Making the return…"), self.task,
                                  self._export_done, self._export_failed, self._export_stopped)
        return self.task

    def _export_done(self, done: returns.Exported) -> None:
        self.export_button.setEnabled(True)
        self.last = done
        same = self.tr("\nThe same return as the last export of this month.") if done.same_as_before else ""
        self.result_label.setText(
            self.tr("Written and read back: %1\nSequence %2, revision %3. Take it to the local authority.")
            .replace("%1", str(done.path)).replace("%2", str(done.sequence)).replace("%3", str(done.revision))
            + same)
        self.fill_months()
        self.exported.emit(done)

    def _export_failed(self, exc: Exception) -> None:
        self.export_button.setEnabled(True)
        if isinstance(exc, returns.ExportFailed):
            text = exc.on_screen()
            self.errors.clear()
            self.general.show_message(text)
        elif isinstance(exc, Invalid):
            first = self.errors.show(exc.problems)
            if first is not None:
                first.setFocus()
            text = str(exc)
        else:   # a refusal, or anything else: said, never lost in a slot
            text = str(exc) or type(exc).__name__
            self.errors.clear()
            self.general.show_message(text)
        self.refused.emit(text)

    def _export_stopped(self) -> None:
        self.export_button.setEnabled(True)
        self.result_label.setText(self.tr("Stopped: nothing was written."))
