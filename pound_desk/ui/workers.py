"""Long work off the screen's thread.

A ``Task`` runs a plain function in Qt's thread pool and reports through
signals: ``progress(done, total)``, then ``finished(result)`` or
``failed(error)`` (``cancelled()`` when the person stopped it). The function
is handed two callables, ``progress`` and ``cancelled``, and never sees a
widget; the signals arrive on the screen's thread, where widgets may be
touched. ``cancelled`` is a ``cancel.Stop``: the SQLite statement the work
has put under it is interrupted the moment the task is cancelled.

SQLite connections belong to a thread: peewee opens one for the worker's
thread on its first query, and the task closes it when it is done.
"""
from __future__ import annotations

import threading
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from pound_desk import cancel
from pound_desk.models import DB

Work = Callable[..., Any]


# raised by work that saw the cancel flag and stopped
Cancelled = cancel.Cancelled


class TaskSignals(QObject):
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(object)      # the exception, for a message to the person
    cancelled = Signal()


class Task(QRunnable):
    """``work(*args, progress=..., cancelled=..., **kwargs)`` in the pool."""

    def __init__(self, work: Work, *args, wants_progress: bool = True, **kwargs):
        super().__init__()
        self.setAutoDelete(False)  # Python keeps it until its signals are delivered
        self.signals = TaskSignals()
        self._work, self._args, self._kwargs = work, args, kwargs
        self._wants_progress = wants_progress
        self._cancel = cancel.Stop()
        self.done = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    def is_cancelled(self) -> bool:
        return self._cancel()

    def _progress(self, done: int, total: int) -> None:
        self.signals.progress.emit(done, total)

    def run(self) -> None:
        kwargs = dict(self._kwargs)
        if self._wants_progress:
            kwargs.update(progress=self._progress, cancelled=self._cancel)
        try:
            result = self._work(*self._args, **kwargs)
        except Cancelled:
            self.signals.cancelled.emit()
        except Exception as exc:  # reported to the person, never swallowed
            if self._cancel():     # a statement the stop interrupted: stopped, not failed
                self.signals.cancelled.emit()
            else:
                self.signals.failed.emit(exc)
        else:
            if self._cancel():
                self.signals.cancelled.emit()
            else:
                self.signals.finished.emit(result)
        finally:
            # this thread's own SQLite connection
            if DB.obj is not None and not DB.is_closed():
                DB.close()
            self.done.set()


# Tasks still running, so Python does not collect them before their signals arrive.
_running: set[Task] = set()


def start(task: Task, pool: QThreadPool | None = None) -> Task:
    _running.add(task)
    for signal in (task.signals.finished, task.signals.failed, task.signals.cancelled):
        signal.connect(lambda *_, t=task: _running.discard(t))
    (pool or QThreadPool.globalInstance()).start(task)
    return task


def run_with_progress(parent: QWidget, label: str, task: Task,
                      on_finished: Callable[[Any], None],
                      on_failed: Callable[[Exception], None],
                      on_cancelled: Callable[[], None] | None = None) -> QProgressDialog:
    """Start ``task`` behind a progress dialog whose Cancel sets the task's
    cancel flag. The dialog is driven only by the task's signals."""
    dialog = QProgressDialog(label, QCoreApplication.translate("Workers", "Cancel"),
                             0, 0, parent)
    dialog.setWindowTitle(QCoreApplication.translate("Workers", "Working"))
    dialog.setMinimumDuration(400)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.canceled.connect(task.cancel)

    def progress(done: int, total: int) -> None:
        if dialog.maximum() != total:
            dialog.setMaximum(total)
        dialog.setValue(done)

    def finish(callback, *args) -> None:
        dialog.canceled.disconnect(task.cancel)
        dialog.close()
        callback(*args)

    task.signals.progress.connect(progress)
    task.signals.finished.connect(lambda result: finish(on_finished, result))
    task.signals.failed.connect(lambda exc: finish(on_failed, exc))
    task.signals.cancelled.connect(lambda: finish(on_cancelled or (lambda: None)))
    start(task)
    return dialog


def stop_all() -> None:
    """Closing: every task still running is cancelled (the statement it is
    inside interrupted), so that nothing holds the exit."""
    for task in list(_running):
        task.cancel()


def wait_for_all(timeout_ms: int = 30000) -> bool:
    """For shutting down (and tests): wait for the pool to finish its work."""
    return QThreadPool.globalInstance().waitForDone(timeout_ms)
