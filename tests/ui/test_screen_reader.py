"""A screen reader can use the desk: every focusable control of every
window the menus open (and of the windows before the main one) has a name,
read through Qt's accessibility interface, the one AT-SPI gives Orca; the
names are the window's own words, so in Malayalam on a Malayalam screen;
and the register's rows, today's list and the dues are read whole, in an
order that makes sense aloud."""
from __future__ import annotations

import re
from itertools import chain

import window_walk as walk
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox

from pound_desk.ui import access

MALAYALAM = re.compile("[\u0d00-\u0d7f]")


def name_of(widget) -> str:
    """The name a screen reader gives the control. A combo box's name on
    Linux is its current value (its label reaches Orca as a relation), so a
    combo box needs a name of its own: its value is no name."""
    if isinstance(widget, QComboBox):
        return access.plain(widget.accessibleName())
    return access.spoken_name(widget)


def nameless(top) -> list[str]:
    return [f"{type(w).__name__} {w.objectName()!r} (under {type(w.parentWidget()).__name__})"
            for w in access.controls(top) if not access.hidden(w, top) and not name_of(w)]


def test_every_focusable_control_of_every_window_has_a_name(db, qtbot, monkeypatch):
    walk.quiet(monkeypatch)
    window = walk.main_window(qtbot)
    found, counted = [], 0
    for opened in chain(walk.start_windows(qtbot), walk.windows(window, qtbot)):
        counted += len(access.controls(opened.window))
        found += [f"{opened.path}: {line}" for line in nameless(opened.window)]
    assert counted > 300    # the walk did reach the windows' controls
    assert found == [], "\n".join(found)


def test_the_names_are_in_malayalam_on_a_malayalam_screen(db, qtbot, monkeypatch, malayalam):
    walk.quiet(monkeypatch)
    window = walk.main_window(qtbot)
    english = []
    for opened in walk.windows(window, qtbot):
        if opened.path.startswith(("Main window", "Pound >")):
            for w in access.controls(opened.window):
                name = name_of(w)
                # a name in Latin letters alone is untranslated (a sample value like 24-h time aside)
                if re.search("[A-Za-z]{3}", name) and not MALAYALAM.search(name):
                    english.append(f"{opened.path}: {type(w).__name__} {name!r}")
    assert english == [], "\n".join(english)


def test_a_row_of_the_register_is_read_as_the_whole_case(db, qtbot, monkeypatch):
    walk.quiet(monkeypatch)
    window = walk.main_window(qtbot)
    model = window.model
    row = model.row_at(0)
    said = model.data(model.index(0, 0), Qt.ItemDataRole.AccessibleTextRole)
    owner = model.data(model.index(0, 3), Qt.ItemDataRole.DisplayRole)
    status = model.data(model.index(0, 6), Qt.ItemDataRole.DisplayRole)
    assert said.startswith(f"Case {row.case_no}, {status}:")
    assert f"Owner {owner}." in said and row.seized_place in said and row.seizer_name in said
    # another column: its heading, then its value
    assert model.data(model.index(0, 3), Qt.ItemDataRole.AccessibleTextRole) == f"Owner: {owner}"


def test_todays_list_and_the_dues_are_read_whole(db, qtbot, monkeypatch):
    walk.quiet(monkeypatch)
    window = walk.main_window(qtbot)
    group = window.needs.tree.topLevelItem(0)
    item = group.child(0)
    said = item.data(0, Qt.ItemDataRole.AccessibleTextRole)
    heading = group.text(0).split(" · ", 1)[1]
    assert said.startswith(f"{heading}: {item.text(0)}.") and item.toolTip(0) in said

    held = next(i for i in range(window.model.rowCount()) if window.model.row_at(i).status == "held")
    window.table.selectRow(held)
    release = window.release_selected()
    QApplication.processEvents()
    table = release.table
    assert table.rowCount() > 0 and access.focusable(table)     # Tab reaches the dues
    first = table.item(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert first == "; ".join(f"{heads[c]}: {table.item(0, c).text()}" for c in range(table.columnCount()))
    assert table.item(0, 2).data(Qt.ItemDataRole.AccessibleTextRole) == f"{heads[2]}: {table.item(0, 2).text()}"
    view = window.open_case(window.model.case_no_at(held))
    assert view.dues.item(0, 0).data(Qt.ItemDataRole.AccessibleTextRole).startswith(heads[0] + ": 1;")
