"""A USB barcode or QR scanner is a keyboard that types very fast: the
digits of an ear tag a few milliseconds apart, then Enter or Tab. This
filter tells such a burst from typing, wherever the focus is in the window
it watches, and hands the digits over whole.

Every digit typed in the window is held back for a moment (``GAP_MS``): if
the next key comes sooner, it is held too. A run of at least ``MIN_DIGITS``
digits ended by Enter or Tab that quickly is a scan: the digits never reach
the field that had the focus, and ``scanned`` gives them (a scan into the
field it is meant for, ``home``, is typed there as it came, Enter and all,
since that is what the field expects). Anything else (a
pause, another key, a short run) lets the held digits through to the field
they were typed in, in order, so typing is unchanged but for a delay
shorter than a person notices.

The clock is injectable (milliseconds, increasing) so a test can type at a
scanner's speed or a person's without depending on the machine's load."""
from __future__ import annotations

import time
from typing import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

# A scanner sends a key every 1-20 ms; a person, even a fast one, rarely
# two distinct digits less than 40 ms apart, and never twelve in a row.
GAP_MS = 35
MIN_DIGITS = 8
_TERMINATORS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab)
_DIGIT_MODIFIERS = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)


def _ends_scan(event: QKeyEvent) -> bool:
    """Enter or Tab on its own (Ctrl+Enter is a person's command)."""
    return event.key() in _TERMINATORS and event.modifiers() in _DIGIT_MODIFIERS


def monotonic_ms() -> float:
    return time.monotonic() * 1000.0


class ScanFilter(QObject):
    """Watches the key presses that go to ``window`` or any widget in it."""

    scanned = Signal(str, QObject)   # the digits, and the widget that had the focus

    def __init__(self, window: QWidget, clock: Callable[[], float] = monotonic_ms,
                 home: QWidget | None = None):
        super().__init__(window)
        self._window = window
        self.home = home
        self.clock = clock
        self._held: list[tuple[QObject, QKeyEvent]] = []
        self._last = 0.0
        self._replaying = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._pause)
        # On the field that has the focus, moved with it: a burst is caught
        # whichever field it is typed in (the shortcut check and the key both
        # go to that field first), and no filter on the whole application runs
        # Python for every event of every object.
        self._field: QWidget | None = None
        app = QApplication.instance()
        app.focusChanged.connect(self._follow)
        window.destroyed.connect(self._stop)
        self._follow(None, app.focusWidget())

    def _follow(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self._field is not None and shiboken6.isValid(self._field):
            self._field.removeEventFilter(self)
        self._field = new if new is not None and self._watched(new) else None
        if self._field is not None:
            self._field.installEventFilter(self)

    def _stop(self, *_args) -> None:
        app = QApplication.instance()
        if app is not None:
            try:
                app.focusChanged.disconnect(self._follow)
            except (RuntimeError, TypeError):   # already gone with the application
                pass

    def _watched(self, obj: QObject) -> bool:
        if not isinstance(obj, QWidget) or not shiboken6.isValid(self._window):
            return False
        return obj is self._window or self._window.isAncestorOf(obj)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if self._replaying or kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        if not self._watched(obj):
            return False
        text = event.text()
        # a held key repeats only when a person holds it down; scanners do not
        digit = (len(text) == 1 and text.isdigit() and text.isascii() and not event.isAutoRepeat()
                 and event.modifiers() in _DIGIT_MODIFIERS)
        if kind == QEvent.Type.ShortcutOverride:
            # a shortcut (Ctrl+Enter: register) is decided before its key is
            # pressed: the digits typed before it go in first
            if self._held and not digit and not _ends_scan(event):
                self.release()
            return False
        now = self.clock()
        if self._held and now - self._last > GAP_MS:
            self.release()          # a pause: what was held was typed
        if digit:
            self._held.append((obj, QKeyEvent(event.type(), event.key(), event.modifiers(), text,
                                              event.isAutoRepeat(), event.count())))
            self._last = now
            self._timer.start(GAP_MS + 5)
            return True
        if (self._held and _ends_scan(event) and len(self._held) >= MIN_DIGITS
                and obj is not self.home):
            digits = "".join(e.text() for _, e in self._held)
            self._held.clear()
            self._timer.stop()
            self.scanned.emit(digits, obj)
            return True
        self.release()
        return False

    def _pause(self) -> None:
        wait = GAP_MS - (self.clock() - self._last)
        if wait >= 0:
            self._timer.start(int(wait) + 5)   # the clock says the burst goes on
            return
        self.release()

    def release(self) -> None:
        """Deliver the held digits, in order, to the fields they were typed in."""
        held, self._held = self._held, []
        self._timer.stop()
        self._replaying = True
        try:
            for obj, event in held:
                if shiboken6.isValid(obj):
                    QApplication.sendEvent(obj, event)
        finally:
            self._replaying = False

    @property
    def holding(self) -> int:
        return len(self._held)
