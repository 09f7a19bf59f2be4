"""The desk's one read-only table (ui/tables.py): nothing typed into it,
each window's own selection, shading and wrapping, and its rows filled
with the whole text in each tooltip, amounts to the right, old versions in
grey and the record each row names."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView

from pound_desk.ui.tables import MUTED, fill, read_only_table


def test_a_read_only_table_by_default_chooses_one_striped_row(qapp):
    t = read_only_table(["Case", "Amount"])
    assert t.columnCount() == 2 and t.horizontalHeaderItem(1).text() == "Amount"
    assert t.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    assert t.selectionBehavior() == QAbstractItemView.SelectionBehavior.SelectRows
    assert t.selectionMode() == QAbstractItemView.SelectionMode.SingleSelection
    assert t.alternatingRowColors() and t.wordWrap() and not t.verticalHeader().isVisible()
    assert t.horizontalHeader().stretchLastSection()


def test_a_window_keeps_its_own_selection_shading_and_wrapping(qapp):
    t = read_only_table(["File"], one_row=False, striped=False, wrap=False)
    assert t.selectionMode() == QAbstractItemView.SelectionMode.ExtendedSelection
    assert not t.alternatingRowColors() and not t.wordWrap()


def test_fill_puts_each_text_in_its_cell_and_tooltip(qapp):
    t = read_only_table(["Case", "Amount"])
    fill(t, [("1/2026", "₹100.00"), ("2/2026", "₹5.00")], right={1}, muted_rows={1},
         keys=[("case", 1), ("case", 2)])
    assert t.rowCount() == 2
    assert t.item(0, 0).text() == "1/2026" and t.item(0, 0).toolTip() == "1/2026"
    assert t.item(1, 1).textAlignment() == int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    assert t.item(0, 0).textAlignment() != t.item(0, 1).textAlignment()
    assert t.item(1, 0).foreground().color() == MUTED and t.item(0, 0).foreground().color() != MUTED
    assert t.item(1, 0).data(Qt.ItemDataRole.UserRole) == ("case", 2)
    fill(t, [])
    assert t.rowCount() == 0
