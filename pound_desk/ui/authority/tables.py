"""The read-only tables of the authority's and the upper level's windows,
and the words for an import's outcome."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from pound_desk.authority import imports

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


def table(headers: list[str]) -> QTableWidget:
    t = QTableWidget(0, len(headers))
    t.setHorizontalHeaderLabels(headers)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    t.verticalHeader().setVisible(False)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.horizontalHeader().setStretchLastSection(True)
    t.setWordWrap(False)
    return t


def fill(table: QTableWidget, rows: list[list[str]], right: set[int] = frozenset()) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            if c in right:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)


def show_outcomes(t: QTableWidget, outcomes) -> None:
    """Each file's outcome, a refused or held one in dark red."""
    fill(t, [[o.file, outcome_word(o.status), o.pound, o.period, o.message] for o in outcomes])
    for r, o in enumerate(outcomes):
        if not o.ok:
            for c in range(t.columnCount()):
                t.item(r, c).setForeground(Qt.GlobalColor.darkRed)
