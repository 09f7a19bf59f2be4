"""The lock screen: after a time with no key pressed and no mouse moved
(the office's setting, 10 minutes unless changed) the main window is
covered by a dialog asking for the signed-in person's password; another
user may sign in instead, which changes who is at the desk. Nothing behind
it can be used while it is up (it is modal over the whole application);
work already running on the workers goes on."""
from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from pound_desk.services.desk import session, users
from pound_desk.ui import display
from pound_desk.ui.activity import activity
from pound_desk.ui.sign_in_dialog import SignInDialog, apply_role


class LockDialog(SignInDialog):
    """Cannot be closed except by signing in."""

    def __init__(self, window: QWidget):
        actor = session.current()
        note = self.tr(
            "The desk was locked after a time unused. Type your password to go on, or another user may sign in.")
        super().__init__(window, name=actor.name if actor.role != "system" else "",
                         title=self.tr("Locked — Pound Desk"), note=note)
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.cancel_button.hide()            # no way round it but a password
        self.setWindowFlag(Qt.WindowType.WindowCloseButtonHint, False)

    def reject(self) -> None:   # Escape and the window's close button do nothing
        pass

    def closeEvent(self, event) -> None:
        if self.actor is None:
            event.ignore()
        else:
            super().closeEvent(event)


class InactivityLock(QObject):
    """Locks the window after ``minutes`` (or ``seconds``, for tests)
    without a key or mouse event on any window of the desk (``activity``)."""

    locked = Signal()
    unlocked = Signal(object)

    def __init__(self, window: QWidget, minutes: float | None = None, seconds: float | None = None):
        super().__init__(window)
        self.window = window
        self.dialog: LockDialog | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        if seconds is None:
            seconds = 60 * (minutes if minutes is not None else users.lock_minutes())
        self.timer.setInterval(int(seconds * 1000))
        self.timer.timeout.connect(self.lock_now)
        self._activity = activity()
        self._activity.used.connect(self._used)
        self._watching = True
        self.timer.start()
        window.destroyed.connect(self._stop)

    def _stop(self, *_args) -> None:
        self.timer.stop()
        if self._watching:
            self._watching = False
            self._activity.used.disconnect(self._used)

    def _used(self) -> None:
        if self.dialog is None:
            self.timer.start()   # restarts the count

    def set_minutes(self, minutes: float) -> None:
        self.timer.setInterval(int(minutes * 60 * 1000))
        if self.dialog is None:
            self.timer.start()

    def is_locked(self) -> bool:
        return self.dialog is not None

    def lock_now(self) -> None:
        if self.dialog is not None:
            return
        self.timer.stop()
        dialog = self.dialog = LockDialog(self.window)
        # cover the main window
        dialog.setGeometry(self.window.frameGeometry())
        dialog.signed_in.connect(self._unlocked)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        self.locked.emit()

    def _unlocked(self, actor) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.deleteLater()
        apply_role(self.window)
        display.apply_for_person()   # whoever unlocked it: their text size and contrast
        self.timer.start()
        self.unlocked.emit(actor)


def install(window: QWidget, minutes: float | None = None) -> InactivityLock:
    window.inactivity_lock = InactivityLock(window, minutes=minutes)
    return window.inactivity_lock
