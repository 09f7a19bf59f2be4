"""The read-only tables of the authority's and the upper level's windows
(the desk's one table, ``ui/tables.py``, as these windows use it), and the
words for an import's outcome."""
from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QTableWidget

from pound_desk.authority import imports
from pound_desk.ui.tables import fill, read_only_table

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


# the desk's read-only table: rows chosen several at once, not striped, each
# cell's lines broken where its text says
table = partial(read_only_table, one_row=False, striped=False, wrap=False)


def show_outcomes(t: QTableWidget, outcomes) -> None:
    """Each file's outcome, a refused or held one in dark red."""
    fill(t, [[o.file, outcome_word(o.status), o.pound, o.period, o.message] for o in outcomes])
    for r, o in enumerate(outcomes):
        if not o.ok:
            for c in range(t.columnCount()):
                t.item(r, c).setForeground(Qt.GlobalColor.darkRed)
