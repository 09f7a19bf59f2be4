"""Date-time fields on a Malayalam screen say the part of the day as the
rest of the screen does (text.screen_datetime: "വൈകുന്നേരം 03:15"), and
typing still works from the keyboard."""
from __future__ import annotations

from datetime import datetime

from desk_helpers import focused, press
from PySide6.QtCore import Qt

from pound_desk.text import ml_period
from pound_desk.ui.fields import DateTimeField


def test_the_part_of_the_day_on_a_malayalam_screen(qtbot, malayalam):
    field = DateTimeField(datetime(2026, 3, 10, 15, 15))
    qtbot.addWidget(field)
    assert "വൈകുന്നേരം 03:15" in field.text()
    field.set_value(datetime(2026, 3, 10, 9, 5))
    assert "രാവിലെ 09:05" in field.text()


def test_typing_a_time_still_works_and_the_word_follows(qtbot, malayalam):
    field = DateTimeField(datetime(2026, 3, 10, 15, 15))
    qtbot.addWidget(field)
    field.show()
    field.activateWindow()
    field.setFocus()
    qtbot.waitUntil(lambda: focused() is field)
    qtbot.keyClicks(field, "090320261000am")
    press(qtbot, Qt.Key.Key_Return)                 # done typing
    assert field.value() == datetime(2026, 3, 9, 10, 0)
    assert f"{ml_period(10)} 10:00" in field.text()


def test_english_screen_keeps_am_pm(qtbot):
    field = DateTimeField(datetime(2026, 3, 10, 15, 15))
    qtbot.addWidget(field)
    assert field.text() == "10-03-2026 03:15 PM"
