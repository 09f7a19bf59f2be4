"""Whether anyone is using the desk: input on any of its windows counts,
the windows opened later included, and nothing is watched through a filter
on the whole application."""
from __future__ import annotations

import time

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QMainWindow

from pound_desk.ui.activity import activity


def test_a_key_on_the_window_or_on_a_dialog_opened_later_counts(qtbot):
    watch = activity()
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    watch.last = time.monotonic() - 600          # ten minutes without input
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_Down)
    assert watch.idle_for() < 60

    dialog = QDialog(window)
    field = QLineEdit(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    field.setFocus()
    watch.last = time.monotonic() - 600
    with qtbot.waitSignal(watch.used, timeout=1000):
        qtbot.keyClick(dialog.windowHandle(), Qt.Key.Key_A)
    assert watch.idle_for() < 60 and field.text() == "a"    # the key still reaches the field
    dialog.close()


def test_other_events_do_not_count(qtbot):
    watch = activity()
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    watch.last = time.monotonic() - 600
    window.resize(900, 700)
    window.update()
    qtbot.waitUntil(lambda: window.size() == QSize(900, 700))
    QApplication.processEvents()      # the repaint, posted by update(), delivered too
    assert watch.idle_for() >= 600


def test_one_watch_per_application():
    assert activity() is activity()
