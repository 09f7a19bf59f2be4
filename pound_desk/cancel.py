"""Work a person stopped: the one exception every long piece of work raises
when it sees its cancel flag (printing a register, making a return, checking
or backing up the database), so that the desktop's workers need know no
document or storage module to tell a stop from a failure; and the flag
itself, which can also cut short the SQLite statement the work is inside."""
from __future__ import annotations

import sqlite3
import threading
from contextlib import contextmanager
from typing import Callable, Iterator


class Cancelled(Exception):
    """The work saw its cancel flag and stopped, leaving nothing half-made."""


class Stop:
    """A cancel flag: called, it says whether the work is to stop. Setting it
    (from any thread) also interrupts the SQLite statements running under
    ``interrupting``: checking a large file's pages is one statement, which
    looks at no flag of Python's until it ends, but stops at SQLite's
    interrupt within a few pages."""

    def __init__(self) -> None:
        self._set = threading.Event()
        self._lock = threading.Lock()
        self._connections: list[sqlite3.Connection] = []

    def __call__(self) -> bool:
        return self._set.is_set()

    def set(self) -> None:
        # the flag first: the work that sees its statement interrupted then knows why
        self._set.set()
        with self._lock:
            connections = list(self._connections)
        for con in connections:
            con.interrupt()   # SQLite allows it from another thread

    def _add(self, con: sqlite3.Connection) -> None:
        with self._lock:
            self._connections.append(con)

    def _remove(self, con: sqlite3.Connection) -> None:
        with self._lock:
            self._connections.remove(con)


# SQLite steps between two looks at the flag by a statement begun after the
# stop (an interrupt reaches only the statements running when it is sent)
LOOK_EVERY = 100_000


@contextmanager
def interrupting(cancelled: Callable[[], bool] | None, con: sqlite3.Connection) -> Iterator[None]:
    """While the block runs, setting ``cancelled`` (when it is a ``Stop``)
    interrupts ``con``'s statement at once, and any statement begun after it
    within ``LOOK_EVERY`` steps; any other flag is left to the caller."""
    if not isinstance(cancelled, Stop):
        yield
        return
    cancelled._add(con)
    con.set_progress_handler(lambda: 1 if cancelled() else 0, LOOK_EVERY)
    try:
        yield
    finally:
        con.set_progress_handler(None, 0)
        cancelled._remove(con)
