"""The backups kept beside a database (services/backups.py makes and
restores them): what each one is and holds, read without changing it, and
the rotation that keeps the newest few and the newest of each day, week,
month and kind, with the shared photos no backup names any more."""
from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Callable

from pound_desk.language import translate
from pound_desk.models import snapshots
from pound_desk.models.snapshots import backups_dir, parse_name
from pound_desk.services.desk.carried import SHARED_DIR, SHARED_PREFIX

Progress = Callable[[int, int], None]

# Kinds of backup, as they appear in file names and to a person.
KINDS = {
    "daily": ("Daily", "ദിവസേന"),
    "exit": ("On closing", "അടയ്ക്കുമ്പോൾ"),     # made by Pound Desk before 0.1.1
    "idle": ("While the desk was idle", "ഡെസ്ക് ഉപയോഗിക്കാതിരുന്നപ്പോൾ"),
    "manual": ("Made by hand", "കൈകൊണ്ട് എടുത്തത്"),
    "copy": ("Copy to a folder", "ഫോൾഡറിലേക്ക് പകർപ്പ്"),
}


@dataclass(frozen=True)
class Policy:
    """How many backups are kept: the newest few, and the newest of each of
    the last days, weeks and months that have one."""
    latest: int = 3
    daily: int = 7
    weekly: int = 5
    monthly: int = 12


# the rotation when none other is asked for
KEEP = Policy()


@dataclass(frozen=True)
class BackupInfo:
    path: Path
    when: datetime
    kind: str
    size: int
    cases: int | None = None
    receipts: int | None = None
    last_receipt: str = ""
    last_entry: datetime | None = None
    pound_name: str = ""
    problem: str = ""

    @property
    def base_kind(self) -> str:
        kind = self.kind
        if kind.startswith("before-v"):
            return "migration"
        head, _, tail = kind.rpartition("-")
        return head if head and tail.isdigit() else kind

    @property
    def kind_words(self) -> tuple[str, str]:
        if self.kind.startswith("before-v"):
            version = self.kind.removeprefix("before-v").split("-")[0]
            return (f"Before upgrade to v{version}", f"v{version}-ലേക്ക് പുതുക്കുന്നതിനു മുമ്പ്")
        return KINDS.get(self.base_kind, (self.kind, self.kind))


# ------------------------------------------------------------------ what a backup holds

def describe(path: Path) -> BackupInfo:
    """A backup's date, kind and contents (cases, last receipt), read without
    changing it. A file that cannot be read says why in ``problem``."""
    path = Path(path)
    parsed = parse_name(path.name)
    stat = path.stat()
    when, kind = parsed if parsed else (datetime.fromtimestamp(stat.st_mtime).replace(microsecond=0), "copy")
    try:
        con = sqlite3.connect(f"file:{path.as_posix()}?mode=ro", uri=True)
        try:
            cases = con.execute('SELECT COUNT(*) FROM "case"').fetchone()[0]
            receipts = con.execute("SELECT COUNT(*) FROM receipt").fetchone()[0]
            last = con.execute("SELECT number FROM receipt ORDER BY issued_at DESC, id DESC LIMIT 1").fetchone()
            entry = con.execute('SELECT MAX(entered_at) FROM "case"').fetchone()[0]
            name = con.execute("SELECT name FROM pound ORDER BY id LIMIT 1").fetchone()
        finally:
            con.close()
    except sqlite3.Error as e:
        return BackupInfo(path, when, kind, stat.st_size,
                          problem=translate("backups", "cannot be read: {error}").format(error=snapshots.plainly(e)))
    return BackupInfo(path, when, kind, stat.st_size, cases, receipts, last[0] if last else "",
                      datetime.fromisoformat(entry) if entry else None, name[0] if name else "")


def backup_files(db_path: Path) -> list[tuple[Path, datetime, str]]:
    """Each backup of ``db_path`` in its folder (path, when, kind), newest first."""
    folder = backups_dir(db_path)
    if not folder.is_dir():
        return []
    stem = Path(db_path).stem
    out = []
    for p in folder.iterdir():
        parsed = parse_name(p.name)
        if parsed and p.is_file() and p.name.startswith(f"{stem}-"):
            out.append((p, *parsed))
    return sorted(out, key=lambda f: (f[1], f[0].name), reverse=True)


def list_backups(db_path: Path, progress: Progress | None = None,
                 cancelled: Callable[[], bool] | None = None) -> list[BackupInfo]:
    """The backups of ``db_path``, newest first, with what each holds."""
    files = backup_files(db_path)
    out = []
    for n, (p, _, _) in enumerate(files):
        if cancelled and cancelled():
            break
        try:
            out.append(describe(p))
        except OSError:  # removed meanwhile
            continue
        if progress:
            progress(n + 1, len(files))
    return out


# ------------------------------------------------------------------ rotation

def to_keep(found: list[tuple[Path, datetime, str]], policy: Policy) -> set[Path]:
    """Which backups the rotation keeps: the newest ``latest``, the newest of
    each of the last ``daily`` days, ``weekly`` ISO weeks and ``monthly``
    months that have a backup, and the newest of each kind (so the copy
    taken before a migration outlives a day of ordinary ones)."""
    newest_first = sorted(found, key=lambda f: (f[1], f[0].name), reverse=True)
    keep = {p for p, _, _ in newest_first[:policy.latest]}

    def newest_per(bucket: Callable[[datetime], object], count: int) -> None:
        seen: list[object] = []
        for p, when, _ in newest_first:
            b = bucket(when)
            if b not in seen:
                if len(seen) == count:
                    return
                seen.append(b)
                keep.add(p)

    newest_per(lambda w: w.date(), policy.daily)
    newest_per(lambda w: w.isocalendar()[:2], policy.weekly)
    newest_per(lambda w: (w.year, w.month), policy.monthly)
    kinds_seen: set[str] = set()
    for p, _, kind in newest_first:
        base = BackupInfo(p, datetime.min, kind, 0).base_kind
        if base not in kinds_seen:
            kinds_seen.add(base)
            keep.add(p)
    return keep


# A backup's temporary file older than this was left by a backup cut short
# (a power cut, a kill); a younger one may be another copy's backup in progress.
STRAY_AFTER = 3600


def rotate(db_path: Path, policy: Policy = KEEP, now: float | None = None) -> list[Path]:
    """Delete the automatic backups the policy no longer keeps, and the
    temporary files of backups cut short; returns them."""
    found = backup_files(db_path)
    keep = to_keep(found, policy)
    removed = []
    for p, _, _ in found:
        if p not in keep:
            p.unlink(missing_ok=True)
            removed.append(p)
    folder = backups_dir(db_path)
    now = time.time() if now is None else now
    if folder.is_dir():
        for p in folder.glob(f"{Path(db_path).stem}-*.tmp"):
            try:
                if now - p.stat().st_mtime > STRAY_AFTER:
                    p.unlink()
                    removed.append(p)
            except FileNotFoundError:   # another copy finished or removed it meanwhile
                pass
        removed += prune_shared(folder, now)
    return removed


def prune_shared(folder: Path, now: float | None = None) -> list[Path]:
    """Delete the shared photos no backup in ``folder`` names any more (of
    any database's backups kept there). A backup that cannot be read stops
    the pruning (its photos are not known); a photo put or reused within
    the last hour may be a backup's in progress, and stays."""
    store = Path(folder) / SHARED_DIR
    if not store.is_dir():
        return []
    now = time.time() if now is None else now
    named: set[str] = set()
    for p in Path(folder).iterdir():
        if not (parse_name(p.name) and p.is_file()):
            continue
        try:
            con = sqlite3.connect(f"file:{p.as_posix()}?mode=ro", uri=True)
            try:
                if con.execute("SELECT 1 FROM sqlite_master WHERE name = ?", [snapshots.CARRIED]).fetchone():
                    named |= {n[len(SHARED_PREFIX):] for (n,) in con.execute(
                        f'SELECT name FROM "{snapshots.CARRIED}" WHERE name LIKE ?', [SHARED_PREFIX + "%"])}
            finally:
                con.close()
        except sqlite3.Error:
            return []
    removed = []
    for p in store.iterdir():
        try:
            if p.name not in named and now - p.stat().st_mtime > STRAY_AFTER:
                p.unlink()
                removed.append(p)
        except FileNotFoundError:
            pass
    return removed
