"""The register as a Qt table model, read a page at a time.

Only the count and the first page are read when a search is set, so the
register opens at once on a hundred thousand cases; the view asks for more
(``canFetchMore``/``fetchMore``) as the keeper scrolls.
"""
from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt

from pound_desk.services.case import register
from pound_desk.services.case.register import Query, Row
from pound_desk.services.office import pound
from pound_desk.text import screen_datetime
from pound_desk.ui import labels

PAGE_SIZE = 200

CASE_NO, BROUGHT, HEADS, OWNER, SEIZER, PLACE, STATUS = range(7)
COLUMN_COUNT = 7

Index = QModelIndex | QPersistentModelIndex


def header(column: int) -> str:
    words = {
        CASE_NO: QCoreApplication.translate("RegisterModel", "Case no."),
        BROUGHT: QCoreApplication.translate("RegisterModel", "Brought"),
        HEADS: QCoreApplication.translate("RegisterModel", "Cattle"),
        OWNER: QCoreApplication.translate("RegisterModel", "Owner"),
        SEIZER: QCoreApplication.translate("RegisterModel", "Seizer"),
        PLACE: QCoreApplication.translate("RegisterModel", "Place"),
        STATUS: QCoreApplication.translate("RegisterModel", "Status"),
    }
    return words[column]


def cell(row: Row, column: int, kind_names: dict[str, tuple[str, str]] | None = None) -> str:
    if column == CASE_NO:
        return row.case_no
    if column == BROUGHT:
        return screen_datetime(row.brought_at)
    if column == HEADS:
        return labels.heads_summary(row.heads, kind_names)
    if column == OWNER:
        return row.owner_name or QCoreApplication.translate("RegisterModel", "not known")
    if column == SEIZER:
        return row.seizer_name
    if column == PLACE:
        return row.seized_place
    if column == STATUS:
        return labels.status(row.status)
    return ""


# the roles data() answers, as plain numbers (looked up once, not per cell)
_TEXT_ROLES = frozenset({Qt.ItemDataRole.DisplayRole.value, Qt.ItemDataRole.ToolTipRole.value})
_ANSWERED = _TEXT_ROLES | {Qt.ItemDataRole.UserRole.value}


class RegisterModel(QAbstractTableModel):
    def __init__(self, parent=None, page_size: int = PAGE_SIZE):
        super().__init__(parent)
        self.page_size = page_size
        self._query = Query()
        self._rows: list[Row] = []
        self._total = 0
        # each row's words, made once (Qt asks for them on every repaint)
        self._texts: dict[int, tuple[str, ...]] = {}
        self._kind_names: dict[str, tuple[str, str]] = {}

    # -- the search
    @property
    def query(self) -> Query:
        return self._query

    @property
    def total(self) -> int:
        """Cases matching the search (not only those read so far)."""
        return self._total

    def set_query(self, query: Query) -> None:
        """A new search: the count and the first page only."""
        self.beginResetModel()
        self._query = query
        self._total = register.count(query)
        self._rows = register.page(query, 0, self.page_size)
        self._texts = {}
        self._kind_names = pound.kind_names()
        self.endResetModel()

    def refresh(self) -> None:
        """Read the same search again (after a case was entered or released)."""
        self.set_query(self._query)

    def row_at(self, row: int) -> Row | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def case_no_at(self, row: int) -> str | None:
        r = self.row_at(row)
        return r.case_no if r else None

    # -- Qt's model interface
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else COLUMN_COUNT

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:
        return not parent.isValid() and len(self._rows) < self._total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:
        if parent.isValid():
            return
        more = register.page(self._query, len(self._rows), self.page_size)
        if not more:
            # the register shrank under us (cannot happen: nothing is deleted);
            # stop asking rather than loop
            self._total = len(self._rows)
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(more) - 1)
        self._rows.extend(more)
        self.endInsertRows()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in _ANSWERED:   # Qt asks every role of every cell it paints
            return None
        row = self.row_at(index.row()) if index.isValid() else None
        if row is None:
            return None
        if role in _TEXT_ROLES:
            texts = self._texts.get(index.row())
            if texts is None:
                texts = self._texts[index.row()] = tuple(cell(row, c, self._kind_names)
                                                         for c in range(COLUMN_COUNT))
            return texts[index.column()]
        if role == Qt.ItemDataRole.UserRole:
            return row.case_no
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return header(section)
        if role == Qt.ItemDataRole.ToolTipRole:
            return header(section)
        return None
