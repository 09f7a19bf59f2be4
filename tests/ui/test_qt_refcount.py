"""The desk must survive a day of screen updates. PySide6 6.12.0 on Python
3.11 takes one reference away from ``None`` on every Qt call that returns
nothing; when the count reaches zero the process aborts (``none_dealloc``).
pyproject.toml keeps pip off that combination; this test fails on it.

On Python 3.12 and later ``None`` is immortal and its count does not move,
so the test passes there whatever the binding does."""
from __future__ import annotations

import sys

import PySide6
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QLabel, QTreeWidget, QTreeWidgetItem

CALLS = 20_000
# other threads (the test's own machinery) may hold or drop a few references
MARGIN = 200


def test_void_qt_calls_leave_none_alone(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    tree = QTreeWidget()
    qtbot.addWidget(tree)
    item = QTreeWidgetItem(tree)
    model = QStandardItemModel(1, 1)
    model.setItem(0, 0, QStandardItem("x"))
    index = model.index(0, 0)

    before = sys.getrefcount(None)
    made = 0
    # 5 void calls a round: labels, tree items and a table model's updates, as
    # the needs-action panel and the register make them; checked as it goes, so
    # a leaking binding fails the test before it can abort the whole run
    while made < CALLS and before - sys.getrefcount(None) <= MARGIN:
        for n in range(200):
            label.setText("x")
            item.setText(0, "x")
            item.setData(0, Qt.ItemDataRole.UserRole, n)
            item.setToolTip(0, "x")
            model.setData(index, n)
        made += 1000
    lost = before - sys.getrefcount(None)
    assert lost <= MARGIN, (
        f"{made:,} void Qt calls took {lost:,} references from None "
        f"(Python {sys.version.split()[0]}, PySide6 {PySide6.__version__}): "
        "this combination aborts the desk after a few thousand screen updates")
