"""Every window can be used without a mouse: Tab, from where the window
opens, reaches each control a person can use, and no control keeps the Tab
key for itself; a control Tab does not stop at (the toolbar's buttons, the
switch to type Malayalam in a field) is reached through a shortcut or a
menu of the window instead."""
from __future__ import annotations

from itertools import chain

import window_walk as walk
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QRadioButton,
    QScrollBar,
    QTabBar,
    QToolButton,
    QWidget,
)

from pound_desk.ui import access

HELD_TOO_LONG = 6   # a date's day, month and year take a Tab each; more is a trap


def tab_round(top: QWidget, qtbot) -> tuple[list[QWidget], list[QWidget]]:
    """The controls Tab visits, from the one the window opens on, pressing
    it as many times as the window has controls, twice over; and those that
    kept the focus for HELD_TOO_LONG presses in a row."""
    top.activateWindow()
    QApplication.processEvents()
    visited, traps, held = [], [], 0
    usable = [w for w in access.controls(top) if w.isVisible() and w.isEnabled()]
    for _ in range(2 * len(usable) + 10):
        here = QApplication.focusWidget()
        if here is None or here.window() is not top:
            break
        qtbot.keyClick(here, Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        held = held + 1 if now is here else 0
        if held == HELD_TOO_LONG:
            traps.append(now)
        visited.append(now)
    return visited, traps


def _describe(w: QWidget) -> str:
    return f"{type(w).__name__} {access.spoken_name(w)!r}"


def test_tab_reaches_every_control_of_every_window(db, qtbot, monkeypatch):
    walk.quiet(monkeypatch)
    window = walk.main_window(qtbot)
    found, reached = [], 0
    for opened in chain(walk.start_windows(qtbot), walk.windows(window, qtbot)):
        top = opened.window
        visited, traps = tab_round(top, qtbot)
        usable = [w for w in access.controls(top) if w.isVisible() and w.isEnabled()]
        reached += len(usable)
        found += [f"{opened.path}: Tab never reaches {_describe(w)}" for w in usable if w not in visited]
        found += [f"{opened.path}: {_describe(w)} keeps the Tab key" for w in traps]
    assert reached > 250
    assert found == [], "\n".join(found)


def _menu_actions(window: QMainWindow) -> set:
    out, todo = set(), list(window.menuBar().actions())
    while todo:
        a = todo.pop()
        out.add(a)
        if a.menu() is not None:
            todo += a.menu().actions()
    return out


def _by_keyboard(w: QWidget, in_menus: set) -> bool:
    if isinstance(w, QToolButton) and w.defaultAction() is not None:
        action = w.defaultAction()
        return action in in_menus or not action.shortcut().isEmpty()
    if isinstance(w, QRadioButton) and w.autoExclusive():
        # one of a set: Tab stops at the chosen one, the arrow keys move to the others
        return any(access.focusable(r) for r in w.parentWidget().findChildren(QRadioButton)
                   if r.parentWidget() is w.parentWidget())
    if isinstance(w, QAbstractButton):
        return not w.shortcut().isEmpty() or "&" in w.text().replace("&&", "")
    return False


def _part_of_another(w: QWidget) -> bool:
    """A view's headings and scroll bars, a table's corner, a spin box's or a
    combo box's own line, a line edit's clear button: worked by the keys
    of the control they belong to."""
    parent = w.parentWidget()
    return (isinstance(w, (QHeaderView, QScrollBar))
            or (isinstance(w, QLineEdit) and isinstance(parent, (QComboBox, QAbstractSpinBox)))
            or (isinstance(w, QAbstractButton) and isinstance(parent, QAbstractItemView))
            or w.objectName() == "_q_qlineeditclearaction")


def test_a_control_tab_passes_over_has_a_shortcut_or_a_menu_entry(db, qtbot, monkeypatch):
    walk.quiet(monkeypatch)
    window = walk.main_window(qtbot)
    in_menus = _menu_actions(window)
    found = []
    for opened in chain(walk.start_windows(qtbot), walk.windows(window, qtbot)):
        top = opened.window
        for w in top.findChildren(QWidget):
            if w.window() is not top or not w.isVisible() or not w.isEnabled() or _part_of_another(w):
                continue
            if not isinstance(w, (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox,
                                  QAbstractItemView, QAbstractSlider, QTabBar)):
                continue
            if access.focusable(w) or w.focusProxy() is not None or _by_keyboard(w, in_menus):
                continue
            found.append(f"{opened.path}: {_describe(w)} is for the mouse alone")
    assert found == [], "\n".join(found)


def test_ctrl_m_switches_malayalam_typing_in_the_field_with_the_focus(db, qtbot, monkeypatch):
    walk.quiet(monkeypatch)
    window = walk.main_window(qtbot)
    form = window.new_seizure()
    qtbot.waitUntil(form.isActiveWindow)
    name, other = form.owner_name, form.seizer_name
    switch = name.findChild(QObject, "transliteration").action
    before, other_before = switch.isChecked(), other.findChild(QObject, "transliteration").action.isChecked()
    name.setFocus()
    qtbot.waitUntil(name.hasFocus)
    qtbot.keyClick(name, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert switch.isChecked() is not before
    assert other.findChild(QObject, "transliteration").action.isChecked() is other_before   # that field only
    assert "Ctrl+M" in switch.toolTip()
    form.confirm_discard = lambda: True
    form.close()
