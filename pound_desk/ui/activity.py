"""When someone last used the desk: a key pressed, the mouse moved, clicked
or wheeled on any of its windows. The lock screen and the backups made
while the desk is idle both read it.

The windows are watched one by one (each top-level window's ``QWindow``,
where the window system delivers the keyboard and the mouse before any
widget sees them), not by a filter on the whole application. Such a filter
is called from C++ for every event of every object; and the first event of
one of Qt's private objects (an animation's timer) makes PySide build the
Python type of every Qt class while it looks for that object's class, a
tenth of a second in the middle of opening the desk.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QGuiApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QWindow

INPUT = frozenset({QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.MouseButtonPress,
                   QEvent.Type.MouseButtonRelease, QEvent.Type.MouseMove, QEvent.Type.Wheel,
                   QEvent.Type.TouchBegin})


class Activity(QObject):
    """The moment of the last input (``time.monotonic()``), and ``used``
    at each one. Every top-level window is watched from the moment any
    window of the application takes the focus (a window, a dialog or a
    menu shown comes with one)."""

    used = Signal()

    def __init__(self, app: QGuiApplication):
        super().__init__(app)
        self.last = time.monotonic()
        app.focusWindowChanged.connect(self.watch_windows)
        self.watch_windows()

    def watch_windows(self, *_args) -> None:
        # Qt keeps one copy of a filter installed twice on the same object
        for window in QGuiApplication.topLevelWindows():
            window.installEventFilter(self)

    def watch(self, window: QWindow) -> None:
        window.installEventFilter(self)

    def idle_for(self) -> float:
        """Seconds since the last key or mouse input."""
        return time.monotonic() - self.last

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() in INPUT:
            self.last = time.monotonic()
            self.used.emit()
        return False


_activity: list[Activity] = []


def activity() -> Activity:
    """The application's one ``Activity`` (made on first use)."""
    app = QGuiApplication.instance()
    if not _activity or _activity[0].parent() is not app:
        _activity[:] = [Activity(app)]
    return _activity[0]
