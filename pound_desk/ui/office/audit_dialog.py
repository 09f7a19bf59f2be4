"""Office → Audit log: who did what at the desk and when, newest first, read
a page at a time; filtered by action, person and dates; saved as CSV off
the screen's thread."""
from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QDate, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.services.desk import audit, clock
from pound_desk.services.desk.audit import Entry
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.text import count
from pound_desk.ui import workers
from pound_desk.ui.accounts.common import button_row, note_label, show_refusal
from pound_desk.ui.fields import ErrorLabel, FieldErrors, compact_combo, fit_to_screen, with_error
from pound_desk.ui.office.common import date_edit

PAGE_SIZE = 200

AT, ACTOR, ACTION, SUBJECT, DETAIL = range(5)
COLUMN_COUNT = 5

Index = QModelIndex | QPersistentModelIndex




def header(column: int) -> str:
    return {
        AT: QCoreApplication.translate("Audit", "When"),
        ACTOR: QCoreApplication.translate("Audit", "Who"),
        ACTION: QCoreApplication.translate("Audit", "Action"),
        SUBJECT: QCoreApplication.translate("Audit", "Subject"),
        DETAIL: QCoreApplication.translate("Audit", "Detail"),
    }[column]


def cell(e: Entry, column: int) -> str:
    if column == AT:
        return f"{e.at:%d-%m-%Y %H:%M:%S}"
    if column == ACTOR:
        return f"{e.actor} ({e.role})"
    if column == ACTION:
        return language.pick(e.action_en, e.action_ml)
    if column == SUBJECT:
        return e.subject
    if column == DETAIL:
        return e.detail
    return ""


class AuditModel(QAbstractTableModel):
    """The log as a table, the count and first page read at once, the rest
    as the view scrolls (``canFetchMore``/``fetchMore``)."""

    def __init__(self, parent=None, page_size: int = PAGE_SIZE):
        super().__init__(parent)
        self.page_size = page_size
        self._filter: dict = {}
        self._rows: list[Entry] = []
        self._total = 0

    @property
    def total(self) -> int:
        return self._total

    def set_filter(self, action: str | None = None, actor: str | None = None,
                   start: date | None = None, end: date | None = None) -> None:
        """A new filter: the count and the first page (Invalid for a range that ends before it starts)."""
        wanted = dict(action=action, actor=actor, start=start, end=end)
        total = audit.count(**wanted)
        first = audit.entries(**wanted, limit=self.page_size, offset=0)
        self.beginResetModel()
        self._filter, self._total, self._rows = wanted, total, first
        self.endResetModel()

    def reload(self) -> None:
        self.set_filter(**self._filter)

    def entry_at(self, row: int) -> Entry | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else COLUMN_COUNT

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:
        return not parent.isValid() and len(self._rows) < self._total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:
        if parent.isValid():
            return
        more = audit.entries(**self._filter, limit=self.page_size, offset=len(self._rows))
        if not more:
            self._total = len(self._rows)
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(more) - 1)
        self._rows.extend(more)
        self.endInsertRows()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        e = self.entry_at(index.row()) if index.isValid() else None
        if e is None:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return cell(e, index.column())
        if role == Qt.ItemDataRole.UserRole:
            return e.id
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return header(section).replace(" / ", "\n", 1)
        if role == Qt.ItemDataRole.ToolTipRole:
            return header(section)
        return None


def save_csv(path: Path, start: date | None, end: date | None, action: str | None,
             actor: str | None) -> tuple[Path, int]:
    """Worker: the CSV written (and the export logged); no widget touched."""
    return path, audit.export_csv(path, start, end, action=action, actor=actor)


class AuditDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, today: Callable[[], date] = lambda: clock.now().date()):
        super().__init__(parent)
        self._today = today
        self.task: workers.Task | None = None
        self.setWindowTitle(QCoreApplication.translate("Audit", "Audit log"))
        fit_to_screen(self, 1000, 680)

        self.action = compact_combo(QComboBox(), 18)
        self.actor = compact_combo(QComboBox(), 16)
        day = today()
        self.use_start = QCheckBox(QCoreApplication.translate("Audit", "From"))
        self.start = date_edit(day - timedelta(days=30))
        self.use_end = QCheckBox(QCoreApplication.translate("Audit", "To"))
        self.end = date_edit(day)
        self.start.setEnabled(False)
        self.end.setEnabled(False)
        self.use_start.toggled.connect(self.start.setEnabled)
        self.use_end.toggled.connect(self.end.setEnabled)
        end_cell, end_error = with_error(self.end)
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        self.errors.add("end", end_error, self.end)

        grid = QGridLayout()
        grid.addWidget(QLabel(QCoreApplication.translate("Audit", "Action")), 0, 0)
        grid.addWidget(self.action, 1, 0)
        grid.addWidget(QLabel(QCoreApplication.translate("Audit", "Who")), 0, 1)
        grid.addWidget(self.actor, 1, 1)
        grid.addWidget(self.use_start, 0, 2)
        grid.addWidget(self.start, 1, 2, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.use_end, 0, 3)
        grid.addWidget(end_cell, 1, 3)
        grid.setColumnStretch(4, 1)

        self.model = AuditModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        head.setStretchLastSection(True)
        for column, width in ((AT, 150), (ACTOR, 190), (ACTION, 230), (SUBJECT, 170)):
            self.table.setColumnWidth(column, width)

        self.summary = note_label(1)
        self.filter_button = QPushButton(QCoreApplication.translate("Audit", "&Show"))
        self.csv_button = QPushButton(QCoreApplication.translate("Audit", "Save &CSV…"))
        close = QPushButton(QCoreApplication.translate("Audit", "Close"))

        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.general)
        layout.addLayout(button_row(self.filter_button, self.csv_button, close))
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        self.filter_button.clicked.connect(self.apply_filter)
        self.action.activated.connect(lambda *_: self.apply_filter())
        self.actor.activated.connect(lambda *_: self.apply_filter())
        self.csv_button.clicked.connect(self.ask_and_save_csv)
        close.clicked.connect(self.reject)
        self._fill_choices()
        self.apply_filter()

    # ------------------------------------------------------------ filters
    def _fill_choices(self) -> None:
        """The actions and people the log holds, keeping the current choice."""
        action, actor = self.action.currentData(), self.actor.currentData()
        self.action.clear()
        self.action.addItem(QCoreApplication.translate("Audit", "Every action"), None)
        for code in audit.actions_seen():
            en, ml = audit.ACTIONS.get(code, (code, code))
            self.action.addItem(language.pick(en, ml), code)
        self.actor.clear()
        self.actor.addItem(QCoreApplication.translate("Audit", "Everyone"), None)
        for name in audit.actors_seen():
            self.actor.addItem(name, name)
        self.action.setCurrentIndex(max(0, self.action.findData(action)))
        self.actor.setCurrentIndex(max(0, self.actor.findData(actor)))

    def choose(self, action: str | None = None, actor: str | None = None,
               start: date | None = None, end: date | None = None) -> bool:
        """Set the filters as a person would and show the entries."""
        self._fill_choices()
        self.action.setCurrentIndex(max(0, self.action.findData(action)))
        self.actor.setCurrentIndex(max(0, self.actor.findData(actor)))
        self.use_start.setChecked(start is not None)
        self.use_end.setChecked(end is not None)
        if start is not None:
            self.start.setDate(QDate(start))
        if end is not None:
            self.end.setDate(QDate(end))
        return self.apply_filter()

    def wanted(self) -> dict:
        return dict(action=self.action.currentData(), actor=self.actor.currentData(),
                    start=self.start.date().toPython() if self.use_start.isChecked() else None,
                    end=self.end.date().toPython() if self.use_end.isChecked() else None)

    def apply_filter(self) -> bool:
        try:
            self.model.set_filter(**self.wanted())
        except (Invalid, ServiceError) as exc:
            show_refusal(self.errors, exc)
            return False
        self.errors.clear()
        self.summary.setText(QCoreApplication.translate("Audit", "%1 entries; newest first")
                             .replace("%1", count(self.model.total)))
        return True

    # ------------------------------------------------------------ CSV
    def ask_and_save_csv(self) -> None:
        name = f"audit-log_{self._today().isoformat()}.csv"
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("Audit", "Save the audit log"),
                                              str(Path.home() / name), "CSV (*.csv)")
        if path:
            self.save_csv_to(Path(path))

    def save_csv_to(self, path: Path) -> workers.Task | None:
        """The entries the filters choose, written off the screen's thread."""
        if path.suffix.lower() != ".csv":
            path = path.with_suffix(".csv")
        if not self.apply_filter():
            return None
        self.csv_button.setEnabled(False)
        self.summary.setText(QCoreApplication.translate("Audit", "Saving…"))
        w = self.wanted()
        self.task = workers.Task(save_csv, path, w["start"], w["end"], w["action"], w["actor"],
                                 wants_progress=False)
        self.task.signals.finished.connect(self._saved)
        self.task.signals.failed.connect(self._not_saved)
        workers.start(self.task)
        return self.task

    def _saved(self, result: tuple[Path, int]) -> None:
        path, n = result
        self.csv_button.setEnabled(True)
        self._fill_choices()
        self.apply_filter()   # the export is itself in the log
        self.summary.setText(QCoreApplication.translate("Audit", "Saved %1 entries to %2").replace("%1", count(n))
                             .replace("%2", str(path)))

    def _not_saved(self, exc: Exception) -> None:
        self.csv_button.setEnabled(True)
        self.summary.setText("")
        message = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        self.general.show_message(QCoreApplication.translate("Audit", "Not saved: %1").replace("%1", message))


def open_for(window) -> AuditDialog:
    """Office → Audit log, from the main window (kept open beside it)."""
    dialog = AuditDialog(window, today=lambda: window._now().date())
    window._keep(dialog).show()
    dialog.activateWindow()
    return dialog
