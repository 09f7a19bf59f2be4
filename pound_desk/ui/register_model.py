"""The register as a Qt table model, read a page at a time.

Only the count and the first page are read when a search is set, so the
register opens at once on a hundred thousand cases; the view asks for more
(``canFetchMore``/``fetchMore``) as the keeper scrolls. A first page shorter
than a page is the whole count; at the start the register's count is read
after its rows are first painted (``set_query(..., count_later=True)``).
"""
from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt, Signal

from pound_desk.services.case import register
from pound_desk.services.case.register import COUNT_CAP, Query, Row
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


def spoken(row: Row, texts: tuple[str, ...], column: int) -> str:
    """What a screen reader says for a cell. The case number's cell is the
    whole case, in the order a keeper asks about it: the case, its status,
    the cattle, the owner, when it was brought, where and by whom it was
    seized. Any other cell is its value after its column's heading."""
    if column != CASE_NO:
        return f"{header(column)}: {texts[column]}"
    return (QCoreApplication.translate("RegisterModel", "Case %1, %2: %3. Owner %4. Brought %5. Seized at %6 by %7.")
            .replace("%1", texts[CASE_NO]).replace("%2", texts[STATUS]).replace("%3", texts[HEADS])
            .replace("%4", texts[OWNER]).replace("%5", texts[BROUGHT]).replace("%6", texts[PLACE])
            .replace("%7", texts[SEIZER]))


# the roles data() answers, as plain numbers (looked up once, not per cell)
_TEXT_ROLES = frozenset({Qt.ItemDataRole.DisplayRole.value, Qt.ItemDataRole.ToolTipRole.value})
_SPOKEN = Qt.ItemDataRole.AccessibleTextRole.value
_ANSWERED = _TEXT_ROLES | {Qt.ItemDataRole.UserRole.value, _SPOKEN}


class RegisterModel(QAbstractTableModel):
    counted = Signal()   # the count of a search read after its rows (``count_later``)

    def __init__(self, parent=None, page_size: int = PAGE_SIZE):
        super().__init__(parent)
        self.page_size = page_size
        self._query = Query()
        self._rows: list[Row] = []
        self._total: int | None = 0     # None: not counted yet
        self._exhausted = False     # a search counted only to its cap: every page read
        # each row's words, made once (Qt asks for them on every repaint)
        self._texts: dict[int, tuple[str, ...]] = {}
        self._kind_names: dict[str, tuple[str, str]] = {}

    # -- the search
    @property
    def query(self) -> Query:
        return self._query

    @property
    def total(self) -> int:
        """Cases matching the search (not only those read so far); counted up
        to ``COUNT_CAP + 1`` only (``more_than_cap``). Counted now if it was
        left for later."""
        self.count_now()
        return self._total

    @property
    def is_counted(self) -> bool:
        return self._total is not None

    @property
    def more_than_cap(self) -> bool:
        """More than ``COUNT_CAP`` cases match: they were not all counted."""
        return bool(self._query.text.strip()) and self.total > COUNT_CAP

    @property
    def known_total(self) -> int | None:
        """How many cases match, if known: counted, or every page read."""
        if not self.more_than_cap:
            return self.total
        return len(self._rows) if self._exhausted else None

    def set_query(self, query: Query, count_later: bool = False) -> None:
        """A new search: the first page, and the count (with ``count_later``,
        when ``count_now`` is called or the total asked for)."""
        self.beginResetModel()
        self._query = query
        self._rows = register.page(query, 0, self.page_size)
        self._exhausted = len(self._rows) < self.page_size
        if self._exhausted:
            self._total = len(self._rows)    # a short first page is every case there is
        else:
            self._total = None
            if not count_later:
                self._total = self._count()
        self._texts = {}
        self._kind_names = pound.kind_names()
        self.endResetModel()

    def _count(self) -> int:
        # a search by text is counted to the cap only (a common name in a large
        # register); the whole register, or a span of dates, is counted to the last
        return register.count(self._query, cap=COUNT_CAP if self._query.text.strip() else None)

    def count_now(self) -> None:
        """The count left for later, read now (``counted`` tells the window)."""
        if self._total is None:
            self._total = self._count()
            self.counted.emit()

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
        if parent.isValid():
            return False
        if self._total is None:   # not counted yet (the view asks while it first paints)
            return not self._exhausted
        # counted only to the cap: read on until a page comes back short
        return len(self._rows) < self._total or (self.more_than_cap and not self._exhausted)

    def fetchMore(self, parent: Index = QModelIndex()) -> None:
        if parent.isValid():
            return
        more = register.page(self._query, len(self._rows), self.page_size)
        if len(more) < self.page_size:
            self._exhausted = True
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
        if role in _TEXT_ROLES or role == _SPOKEN:
            texts = self._texts.get(index.row())
            if texts is None:
                texts = self._texts[index.row()] = tuple(cell(row, c, self._kind_names)
                                                         for c in range(COLUMN_COUNT))
            return texts[index.column()] if role != _SPOKEN else spoken(row, texts, index.column())
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
