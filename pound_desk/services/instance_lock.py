"""One Pound Desk at a time on a database file.

The first copy of the app holds an operating-system lock on
``<database>.lock`` for as long as it runs; a second copy is told who holds
it. The operating system drops the lock when the process ends, however it
ends, so a crash or a power cut never leaves a stale lock behind: the lock
file itself may stay, but nothing holds it. (The command line does not take
the lock: its workflows are single transactions that are safe beside the
app; only ``restore`` asks for it.)
"""
from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from pound_desk.language import translate
from pound_desk.services.desk.errors import ServiceError

if os.name == "nt":  # pragma: no cover - exercised on Windows
    import msvcrt
else:
    import fcntl

# Windows locks bytes, and a locked byte cannot be read: lock one far past the text.
_WIN_OFFSET = 1 << 20


def _computer() -> str:
    """This computer's name, for the lock's note: the operating system's,
    not socket.gethostname(), whose module the desk's start need not load
    (Windows has no uname and keeps the name in COMPUTERNAME)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    return os.environ.get("COMPUTERNAME", "this computer")  # pragma: no cover - Windows


class AlreadyOpen(ServiceError):
    def __init__(self, db_path: Path, holder: str):
        self.db_path, self.holder = db_path, holder
        text = (translate("instance_lock", "Pound Desk is already open on {path} ({holder}). "
                                           "Use that window, or close it first.") if holder else
                translate("instance_lock", "Pound Desk is already open on {path}. "
                                           "Use that window, or close it first."))
        super().__init__(text.format(path=db_path, holder=holder))


def lock_path(db_path: Path) -> Path:
    db_path = Path(db_path)
    return db_path.with_name(db_path.name + ".lock")


class InstanceLock:
    def __init__(self, db_path: Path):
        self.db_path = Path(db_path)
        self.path = lock_path(self.db_path)
        self._file = None

    @property
    def held(self) -> bool:
        return self._file is not None

    def acquire(self) -> "InstanceLock":
        """Take the lock, or raise AlreadyOpen naming the copy that holds it."""
        if self._file is not None:
            return self
        self.path.parent.mkdir(parents=True, exist_ok=True)
        f = open(self.path, "a+", encoding="utf-8")
        try:
            if os.name == "nt":  # pragma: no cover
                f.seek(_WIN_OFFSET)
                msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            f.seek(0)
            holder = f.read(200).strip()
            f.close()
            raise AlreadyOpen(self.db_path, holder) from None
        f.seek(0)
        f.truncate()
        f.write(f"process {os.getpid()} on {_computer()}, "
                f"since {datetime.now():%d-%m-%Y %H:%M}\n")
        f.flush()
        self._file = f
        return self

    def release(self) -> None:
        f, self._file = self._file, None
        if f is None:
            return
        try:
            if os.name == "nt":  # pragma: no cover
                f.seek(_WIN_OFFSET)
                msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)
            else:
                fcntl.flock(f.fileno(), fcntl.LOCK_UN)
        finally:
            f.close()

    def __enter__(self) -> "InstanceLock":
        return self.acquire()

    def __exit__(self, *exc) -> None:
        self.release()


def holder(db_path: Path) -> str | None:
    """Who holds the lock on ``db_path`` (None when nobody does)."""
    probe = InstanceLock(db_path)
    if not probe.path.exists():
        return None
    try:
        probe.acquire()
    except AlreadyOpen as e:
        return e.holder or "another copy of Pound Desk"
    probe.release()
    return None
