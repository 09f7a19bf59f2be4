"""The read-only table the desk's windows list records in, and its filling
from rows of text: every cell's whole text in its tooltip, should a narrow
column cut it."""
from __future__ import annotations

from typing import Iterable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

MUTED = QColor("#6b6b6b")


def read_only_table(headers: list[str], *, one_row: bool = True, striped: bool = True,
                    wrap: bool = True) -> QTableWidget:
    """A table a person reads and chooses from, never types in: columns as
    wide as their text, the last taking the rest. ``one_row``: a click
    chooses one row, not several; ``striped``: rows in alternating shades;
    ``wrap`` False where a cell's lines are broken where its text says."""
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    if one_row:
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    if striped:
        table.setAlternatingRowColors(True)
    table.verticalHeader().setVisible(False)
    table.setWordWrap(wrap)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def fill(table: QTableWidget, rows: Iterable[Sequence[str]], right: set[int] = frozenset(),
         muted_rows: set[int] = frozenset(), keys: Sequence | None = None) -> None:
    """Rows of text: the columns in ``right`` aligned right (amounts),
    ``muted_rows`` in grey (versions no longer or not yet in force); each
    row's cells carry its ``keys`` item, for the row chosen to name its record."""
    rows = list(rows)
    table.setRowCount(len(rows))
    for r, values in enumerate(rows):
        for c, value in enumerate(values):
            item = QTableWidgetItem(value)
            item.setToolTip(value)
            if keys is not None:
                item.setData(Qt.ItemDataRole.UserRole, keys[r])
            if c in right:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if r in muted_rows:
                item.setForeground(MUTED)
            table.setItem(r, c, item)
