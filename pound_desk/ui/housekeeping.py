"""What the desk does for its database while the keeper works, so that
neither opening nor closing waits on it (docs/RELIABILITY.md, "When the
database is checked and backed up"):

- once the window is up, the check of every page of the file (``quick_check``
  and the foreign keys) on a worker; damage found is said at once, the file
  is marked, and the desk closes without writing more (the next start
  checks the whole file and offers the newest good backup);
- the day's backup after that check, if the day has none;
- when nobody has pressed a key or moved the mouse for a few minutes, the
  day's backup if the desk was left open past midnight, else a backup of
  whatever was written since the newest one.

Closing stops any of it that is running at once: the check is interrupted
inside SQLite within a few pages, and counts as neither damage nor a pass
(it runs again at the next start); a backup cut short leaves no file.
Nothing is backed up on closing, so the window goes at once.
"""
from __future__ import annotations

import time
from datetime import datetime
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

from pound_desk import errorlog
from pound_desk.services import file_checks
from pound_desk.ui import later, workers
from pound_desk.ui.activity import activity

IDLE_SECONDS = 300      # no key or mouse for this long: the desk is idle
TICK_SECONDS = 60       # how often it looks


class Housekeeping(QObject):
    def __init__(self, db_path: Path, window: Callable[[], QMainWindow | None],
                 idle_seconds: float = IDLE_SECONDS, tick_seconds: float = TICK_SECONDS,
                 now: Callable[[], datetime] = datetime.now,
                 answer: Callable[[QMessageBox], object] | None = None,
                 check: Callable[..., list[str]] = file_checks.check_database):
        super().__init__(QApplication.instance())
        self.db_path = Path(db_path)
        self._window = window
        self._now = now
        self.idle_seconds = idle_seconds
        # shows a box and waits (tests answer it instead)
        self.answer = answer or (lambda box: box.exec())
        self.check = check      # file_checks.check_database (tests watch its steps)
        self.check_task: workers.Task | None = None
        self.backup_task: workers.Task | None = None
        self._backing_up = False
        self.checked: list[str] | None = None     # the check's finding, once made
        self.found_damage = False
        self.last_backup = None
        self._since = time.monotonic()
        self._activity = activity()
        self.timer = QTimer(self)
        self.timer.setInterval(int(tick_seconds * 1000))
        self.timer.timeout.connect(self.tick)

    def idle_for(self) -> float:
        """Seconds without a key or mouse input (counted from this start at most)."""
        return time.monotonic() - max(self._since, self._activity.last)

    def _status(self, text: str, ms: int = 10000) -> None:
        window = self._window()
        if window is not None:
            window.statusBar().showMessage(text, ms)

    # ------------------------------------------------------------ the check

    def start(self) -> workers.Task:
        """The check of the whole file, then the day's backup; the idle timer."""
        self._status(self.tr("Checking the database in the background…"), 0)
        task = workers.Task(self.check, self.db_path)
        task.signals.finished.connect(self._checked)
        task.signals.failed.connect(self._check_failed)
        self.check_task = workers.start(task)
        self.timer.start()
        return task

    def _checked(self, problems: list[str]) -> None:
        self.checked = problems
        if problems:
            self._damaged(problems)
            return
        self._status(self.tr("The database was checked and is sound."))
        self._back_up(later.DAILY_BACKUP)

    def _check_failed(self, exc: Exception) -> None:
        # the check itself could not run (the file busy, say): said, not taken for damage
        self._status(self.tr("The database could not be checked now: %1").replace("%1", str(exc)), 0)

    def _damaged(self, problems: list[str]) -> None:
        self.found_damage = True
        self.timer.stop()
        file_checks.mark_damaged(self.db_path, problems)
        box = QMessageBox(QMessageBox.Icon.Critical, self.tr("The database is damaged"),
                          self.tr("The check of the pound's database found damage. Pound Desk will close now, "
                                  "so that nothing more is written to it. At the next start it offers the "
                                  "newest good backup; entries made since then must be entered again from "
                                  "the paper records."), parent=self._window())
        box.setDetailedText(f"{self.db_path}\n" + "\n".join(problems[:20]))
        self.answer(box)
        QCoreApplication.quit()

    # ------------------------------------------------------------ backups

    def _back_up(self, work: Callable) -> workers.Task | None:
        if self.found_damage or self._backing_up:
            return None
        task = workers.Task(work, self.db_path, self._now())
        task.signals.finished.connect(self._backed_up)
        task.signals.failed.connect(self._backup_failed)
        task.signals.cancelled.connect(self._backup_ended)
        self._backing_up = True
        self.backup_task = workers.start(task)
        return task

    def _backup_ended(self) -> None:
        self._backing_up = False

    def _backed_up(self, written) -> None:
        self._backing_up = False
        if written is not None:
            self.last_backup = written
            self._status(self.tr("Backup made and checked: %1").replace("%1", written.path.name))

    def _backup_failed(self, exc: Exception) -> None:
        self._backing_up = False
        if getattr(exc, "details", None):   # what SQLite found, for whoever looks after the PC
            errorlog.record(self.db_path, exc, "backup")
        window = self._window()
        QMessageBox.warning(window, self.tr("Backup"),
                            self.tr("A backup could not be made:\n%1").replace("%1", str(exc)))

    def tick(self) -> workers.Task | None:
        """Every minute: when the desk has been idle long enough, and the
        check has passed, the backup the day still needs."""
        if self.checked != [] or self.idle_for() < self.idle_seconds:
            return None
        return self._back_up(later.IDLE_BACKUP)

    # ------------------------------------------------------------ closing

    def shutdown(self, wait_seconds: float = 10) -> None:
        """Stop what is running and wait for the workers to let go of the
        file: the check is interrupted within a few pages, a backup between
        two of its steps (cut short, it leaves no file). A check stopped so
        has found nothing either way: it runs again at the next start."""
        self.timer.stop()
        running = [t for t in (self.check_task, self.backup_task) if t is not None]
        for task in running:
            task.cancel()
        deadline = time.monotonic() + wait_seconds
        for task in running:
            # a stop that reached SQLite between two statements is lost there: sent again
            while not task.done.wait(0.05) and time.monotonic() < deadline:
                task.cancel()
