"""Pieces the office dialogs share: a date field, a read-only table filled
from rows of text, the words for rate types and the office's local areas."""
from __future__ import annotations

from datetime import date
from typing import Iterable

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QDateEdit, QHeaderView, QTableWidget, QTableWidgetItem

from pound_desk.law.rates import RateType
from pound_desk.services.office import authorities, rate_book
from pound_desk.ui.fields import DATE_FORMAT


def date_edit(value: date) -> QDateEdit:
    edit = QDateEdit(QDate(value))
    edit.setDisplayFormat(DATE_FORMAT)
    edit.setCalendarPopup(True)
    return edit


def local_areas(also: Iterable[str] = ()) -> list[str]:
    """The office's local areas, for a box that chooses one: the rates' (the
    pound's own first), those it serves and borders, those places are listed
    under, then ``also`` (the form's own, already named)."""
    e = authorities.establishment()
    listed = sorted({p.local_area for p in authorities.places()})
    return list(dict.fromkeys([*rate_book.areas(), *e.service_areas, *e.neighbours, *listed, *also]))


def rate_type(t: RateType) -> str:
    words = {
        RateType.FINE: QCoreApplication.translate("Office", "Fine (s. 11(1))"),
        RateType.ENHANCED_FINE: QCoreApplication.translate("Office", "Enhanced fine (s. 11(2))"),
        RateType.FEEDING: QCoreApplication.translate("Office", "Feeding and watering (s. 4)"),
    }
    return words[t]


def read_only_table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def fill(table: QTableWidget, rows: list[tuple[str, ...]], right: set[int] = frozenset(),
         muted_rows: set[int] = frozenset()) -> None:
    """Rows of text; ``muted_rows`` (versions no longer or not yet in force) in grey."""
    table.setRowCount(len(rows))
    for r, values in enumerate(rows):
        for c, value in enumerate(values):
            item = QTableWidgetItem(value)
            item.setToolTip(value)
            if c in right:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if r in muted_rows:
                item.setForeground(QColor("#6b6b6b"))
            table.setItem(r, c, item)
