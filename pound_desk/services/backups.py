"""Backups of the pound's database: automatic ones (the first start of a
day, before every migration, on exit) kept with a rotation, one on demand
to any folder or USB stick, the list of what each holds, and restoring one
after setting the current database aside.

Every copy is SQLite's online backup written safely and read back
(``models.snapshots``). Backups live in ``backups/`` beside the database,
in the user's data folder. Nothing here imports Qt; the functions take
plain paths and may run on a worker thread (each opens its own connection).
"""
from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Callable

from pound_desk import paths
from pound_desk.language import translate
from pound_desk.models import snapshots
from pound_desk.models.snapshots import (
    BackupFailed,
    CheckCancelled,
    Written,
    backup_name,
    backups_dir,
    check_file,
    fsync_dir,
)
from pound_desk.paths import PHOTO_SUFFIX
from pound_desk.returns import key_file
from pound_desk.services import heads
from pound_desk.services.backup_files import (
    KEEP,
    STRAY_AFTER,
    BackupInfo,
    Policy,
    Progress,
    backup_files,
    describe,
    list_backups,
    prune_shared,
    rotate,
)
from pound_desk.services.desk import audit, users
from pound_desk.services.desk.carried import (
    KEY_ENTRY,
    SHARED_PREFIX,
    digest_of,
    key_carried,
    photo_files,
    shared,
    shared_dir,
)
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.file_checks import (
    check_at_start,
    check_database,
    damage_marker,
    mark_damaged,
    opens,
)

# what the desk and the command line reach through backups, kept in the rooms beside it
__all__ = ["STRAY_AFTER", "BackupFailed", "BackupInfo", "CheckCancelled", "Policy", "backups_dir", "check_at_start",
           "check_database", "damage_marker", "list_backups", "mark_damaged", "opens", "prune_shared"]

SET_ASIDE = "set-aside"


class NotRestorable(ServiceError):
    """The chosen backup cannot be restored; nothing was changed."""


def _connect(db_path: Path) -> sqlite3.Connection:
    if not Path(db_path).is_file():
        raise ServiceError(translate("backups", "No database at {path}").format(path=db_path))
    con = sqlite3.connect(db_path, timeout=30, isolation_level=None)
    con.execute("PRAGMA busy_timeout = 30000")
    return con


# ------------------------------------------------------------------ making backups

PHOTO_PREFIX = "photos/"            # a photo carried inside the backup (copies to a folder, older backups)


def carried(db_path: Path) -> dict[str, bytes]:
    """What a backup carries beside the database: the pound's signing key
    (the people's keys are in the database, sealed by their passwords) and
    the photos of the heads (files beside the database, each named by its
    SHA-256), so that one backup file brings the whole register back. Used
    for a copy to a folder, which must stand alone."""
    out = key_carried(db_path)
    for photo in photo_files(db_path):
        try:
            data = photo.read_bytes()
        except FileNotFoundError:
            continue
        # a file changed beside the database is not carried as if it were the photo
        if hashlib.sha256(data).hexdigest() == photo.name.removesuffix(PHOTO_SUFFIX):
            out[PHOTO_PREFIX + photo.name] = data
    return out


def photo_check(copy: Path, store: Path | None = None) -> tuple[list[str], list[str]]:
    """A backup's photos against its records: (damaged, missing): the photos
    carried that are not the photo their record names (the copy was damaged),
    and the photos the records name that it does not carry (their file was
    already missing or changed beside the database when the backup was made:
    ``verify`` names them there). Files, by name. A photo the backup names in
    the shared store (``store``, by default beside the backup) is checked
    there; one gone from it is missing."""
    store = shared_dir(copy) if store is None else store
    con = sqlite3.connect(f"file:{Path(copy).as_posix()}?mode=ro", uri=True)
    try:
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "photo" not in tables:
            return [], []
        wanted = sorted({d for (d,) in con.execute("SELECT digest FROM photo")})
        have, named = {}, set()
        if snapshots.CARRIED in tables:
            have = dict(con.execute(f'SELECT name, data FROM "{snapshots.CARRIED}" WHERE name LIKE ?',
                                    [PHOTO_PREFIX + "%"]).fetchall())
            named = {n[len(SHARED_PREFIX):] for (n,) in con.execute(
                f'SELECT name FROM "{snapshots.CARRIED}" WHERE name LIKE ?', [SHARED_PREFIX + "%"])}
    finally:
        con.close()
    damaged, missing = [], []
    for digest in wanted:
        name = digest + PHOTO_SUFFIX
        data = have.get(PHOTO_PREFIX + name)
        if data is not None:
            if hashlib.sha256(data).hexdigest() != digest:
                damaged.append(name)
        elif name in named:
            got = digest_of(store / name)
            if got is None:
                missing.append(name)
            elif got != digest:
                damaged.append(name)
        else:
            missing.append(name)
    return damaged, missing


def _checked_photos(written: Written) -> Written:
    """A copy whose photos were damaged on the way is not kept."""
    damaged, _ = photo_check(written.path)
    if damaged:
        written.path.unlink(missing_ok=True)
        raise BackupFailed(translate("backups", "{name} did not pass its check: the photos {names} in it are not "
                                                "the photos attached").format(name=written.path.name,
                                                                              names=", ".join(damaged[:3])))
    return written


def _put_photos_back(db_path: Path, carried_files: dict[str, bytes], set_aside: Callable[[], Path],
                     store: Path | None = None) -> str:
    """Put the backup's photos in the photos folder beside the database (those
    it names in the shared store read from ``store``; one gone from it is
    counted missing by ``photo_check``); a file there under the same name
    that is not that photo is moved aside first (never deleted). Says what
    was done."""
    folder = paths.photos_dir(db_path)
    entries = {name[len(PHOTO_PREFIX):]: data for name, data in carried_files.items()
               if name.startswith(PHOTO_PREFIX)}
    for name in carried_files:
        if name.startswith(SHARED_PREFIX) and store is not None:
            try:
                entries[name[len(SHARED_PREFIX):]] = (store / Path(name).name).read_bytes()
            except FileNotFoundError:
                continue
    if not entries:
        return ""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    put = 0
    for name, data in sorted(entries.items()):
        target = folder / Path(name).name
        if target.exists():
            if target.read_bytes() == data:
                continue
            aside = set_aside() / "photos"
            aside.mkdir(parents=True, exist_ok=True)
            shutil.move(str(target), str(aside / target.name))
        part = target.with_name(target.name + ".part")
        _write_private(part, data)
        os.replace(part, target)
        put += 1
    fsync_dir(folder)
    return translate("backups", "{count} of the backup's {total} photos were put back in {folder}").format(
        count=put, total=len(entries), folder=folder)


def _take_carried(copy: Path) -> dict[str, bytes]:
    """The files a backup carries, taken out of the copy about to be put in
    place (the database in use never holds the key)."""
    con = sqlite3.connect(copy)
    try:
        if not con.execute("SELECT 1 FROM sqlite_master WHERE name = ?", [snapshots.CARRIED]).fetchone():
            return {}
        out = dict(con.execute(f'SELECT name, data FROM "{snapshots.CARRIED}"').fetchall())
        con.execute(f'DROP TABLE "{snapshots.CARRIED}"')
        con.commit()
        return out
    finally:
        con.close()


def _put_key_back(db_path: Path, carried_files: dict[str, bytes]) -> str:
    """Put the backup's signing key in place when there is none, and say
    what was done (in the language on screen)."""
    pem = carried_files.get(KEY_ENTRY)
    folder = key_file.keys_dir(db_path)
    path = key_file.key_path(folder)
    if pem is None:
        return translate("backups", "This backup carries no signing key (it was made before backups carried "
                                    "it): keep the keys folder beside the database")
    if path.exists():
        if path.read_bytes() == pem:
            return translate("backups", "The backup carries the pound's signing key: the same as the one in use")
        aside = folder / ("from-backup-" + key_file.KEY_NAME)
        _write_private(aside, pem)
        return translate("backups", "The backup carries another signing key than the one in use: the one in use "
                                    "is kept, the backup's is saved as {path}").format(path=aside)
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    _write_private(path, pem)
    return translate("backups", "The pound's signing key was restored from the backup into {path}").format(path=path)


def _write_private(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)

def back_up(db_path: Path, kind: str = "manual", when: datetime | None = None,
            policy: Policy | None = KEEP, progress: Progress | None = None,
            cancelled: Callable[[], bool] | None = None) -> Written:
    """A checked backup into the backups folder, then the rotation."""
    if progress:
        progress(0, 2)
    con = _connect(db_path)
    try:
        written = _checked_photos(snapshots.take(con, Path(db_path), kind, when, shared(db_path), cancelled))
        heads.remember(db_path, "backup", when, con)
    finally:
        con.close()
    if progress:
        progress(1, 2)
    if policy is not None:
        rotate(db_path, policy)
    if progress:
        progress(2, 2)
    audit.record_file(db_path, "backup_made", written.path.name, {"kind": kind, "path": str(written.path)})
    return written


def daily(db_path: Path, now: datetime | None = None, **kwargs) -> Written | None:
    """The first start of a day makes the day's backup; later starts do not."""
    now = now or datetime.now()
    if today_has_daily(db_path, now.date()):
        return None
    return back_up(db_path, "daily", now, **kwargs)


def while_idle(db_path: Path, now: datetime | None = None, progress: Progress | None = None,
               cancelled: Callable[[], bool] | None = None) -> Written | None:
    """What the desk does when nobody is using it: the day's backup if the
    day has none yet (a desk left open past midnight), else a backup of the
    work done since the newest one, if any."""
    now = now or datetime.now()
    if not today_has_daily(db_path, now.date()):
        return back_up(db_path, "daily", now, progress=progress, cancelled=cancelled)
    if changed_since_backup(db_path):
        return back_up(db_path, "idle", now, progress=progress, cancelled=cancelled)
    return None


def to_folder(db_path: Path, folder: Path, when: datetime | None = None,
              progress: Progress | None = None, cancelled: Callable[[], bool] | None = None) -> Written:
    """A copy to a chosen folder (a USB stick): temporary name, synced,
    renamed, read back and checked. The folder must exist."""
    folder = Path(folder)
    if not folder.is_dir():
        raise ServiceError(translate("backups",
                                     "{folder} is not a folder that can be written to").format(folder=folder))
    if progress:
        progress(0, 1)
    con = _connect(db_path)
    try:
        dest = folder / backup_name(db_path, "copy", when or datetime.now())
        if dest.exists():
            raise ServiceError(translate("backups", "{path} already exists").format(path=dest))
        written = _checked_photos(snapshots.write(con, dest, carried(db_path)))
        heads.remember(db_path, "backup", when, con)
    finally:
        con.close()
    if progress:
        progress(1, 1)
    audit.record_file(db_path, "backup_made", written.path.name, {"kind": "copy", "path": str(written.path)})
    return written


# ------------------------------------------------------------------ checking and restoring

def high_water(con: sqlite3.Connection) -> int:
    """A number that grows with every row inserted into the database's
    tables (the sum of their largest row ids): an index look-up a table,
    whatever the size of the register. Records are never deleted, so any
    new record raises it."""
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return sum(con.execute(f'SELECT COALESCE(MAX(rowid), 0) FROM "{t}"').fetchone()[0]
               for t in snapshots.counted() if t in tables and t not in _NOT_WORK)


# written whenever a window opens or the desk starts: not new work to back up
_NOT_WORK = {"audit_entry", "chain_link"}


def changed_since_backup(db_path: Path) -> bool:
    """Whether anything was written since the newest backup was made (or
    there is none). The audit log's own entries (who opened a window) do not
    count: they would make a backup of nothing new every time."""
    files = backup_files(db_path)
    if not files:
        return True
    newest = files[0][0]
    try:
        copy = sqlite3.connect(f"file:{newest.as_posix()}?mode=ro", uri=True)
        try:
            then = high_water(copy)
        finally:
            copy.close()
    except sqlite3.Error:
        return True
    con = _connect(db_path)
    try:
        return high_water(con) != then
    finally:
        con.close()


def newest_good(db_path: Path, progress: Progress | None = None,
                cancelled: Callable[[], bool] | None = None) -> BackupInfo | None:
    """The newest backup that passes the full check (its photos too) and
    can be read."""
    files = backup_files(db_path)
    for n, (p, _, _) in enumerate(files):
        if cancelled and cancelled():
            return None
        if progress:
            progress(n, len(files))
        if not check_file(p, full=True) and not photo_check(p)[0]:
            info = describe(p)
            if not info.problem:
                return info
    return None


@dataclass(frozen=True)
class Restored:
    info: BackupInfo
    set_aside: Path | None
    key_note: str = ""   # what became of the signing key the backup carries
    photos_note: str = ""   # and of its photos


def _set_aside_folder(db_path: Path, when: datetime) -> Path:
    folder = backups_dir(db_path) / SET_ASIDE / f"{when:%Y%m%d-%H%M%S}"
    n = 1
    while folder.exists():
        n += 1
        folder = folder.with_name(f"{when:%Y%m%d-%H%M%S}-{n}")
    return folder


def restore(db_path: Path, backup: Path, when: datetime | None = None,
            progress: Progress | None = None, cancelled: Callable[[], bool] | None = None) -> Restored:
    """Put ``backup`` in place of the database at ``db_path``.

    The database must be closed (the caller closes it, and holds the
    instance lock). The backup is checked and copied beside the database
    first; only then is the current file, with its write-ahead log, moved
    whole into ``backups/set-aside/<time>/`` (never deleted), and the copy
    renamed into place. A failure before that point changes nothing."""
    db_path, backup = Path(db_path), Path(backup)
    when = when or datetime.now()
    # putting an older file in place undoes what was written since: only the
    # supervising officer (or the program itself, at a start on a damaged file)
    users.require("supervisor", translate("backups", "Restoring a backup"))
    if not backup.is_file():
        raise NotRestorable(translate("backups", "No backup at {path}").format(path=backup))
    if progress:
        progress(0, 2)
    info = describe(backup)
    if info.problem or info.cases is None:
        raise NotRestorable(translate("backups", "{name} is not a Pound Desk database ({problem}); "
                                                 "nothing was changed").format(
            name=backup.name, problem=info.problem or translate("backups", "no register")))
    db_path.parent.mkdir(parents=True, exist_ok=True)
    incoming = db_path.with_name(db_path.name + ".restoring")
    src = sqlite3.connect(f"file:{backup.as_posix()}?mode=ro", uri=True)
    try:
        # the copy is checked in full (integrity_check, row counts) before it replaces anything
        snapshots.write(src, incoming)
    except BackupFailed as e:
        raise NotRestorable(translate("backups", "{name} cannot be restored ({error}); nothing was changed")
                            .format(name=backup.name, error=e)) from None
    finally:
        src.close()
    damaged, missing = photo_check(incoming, shared_dir(backup))
    if damaged:
        incoming.unlink(missing_ok=True)
        raise NotRestorable(translate("backups", "{name} cannot be restored (the photos {names} in it are not "
                                                 "the photos attached); nothing was changed")
                            .format(name=backup.name, names=", ".join(damaged[:3])))
    if progress:
        progress(1, 2)
    carried_files = _take_carried(incoming)
    key_note = _put_key_back(db_path, carried_files)
    set_aside = None

    def aside_folder() -> Path:
        nonlocal set_aside
        if set_aside is None:
            set_aside = _set_aside_folder(db_path, when)
            set_aside.mkdir(parents=True)
        return set_aside

    photos_note = _put_photos_back(db_path, carried_files, aside_folder, shared_dir(backup))
    if missing:
        photos_note = " ".join(t for t in (photos_note, translate(
            "backups", "{count} photos the register names are not in the backup (their files were missing "
                       "or changed when it was made): verify names them").format(count=len(missing))) if t)
    present = [p for p in (db_path, db_path.with_name(db_path.name + "-wal"),
                           db_path.with_name(db_path.name + "-shm")) if p.exists()]
    if present:
        aside_folder()
        for p in present:
            shutil.move(str(p), str(set_aside / p.name))
        fsync_dir(set_aside)
    os.replace(incoming, db_path)
    fsync_dir(db_path.parent)
    # the register now ends where the backup did, by the supervisor's own hand: the next start takes it so
    restored = sqlite3.connect(db_path)
    try:
        heads.remember(db_path, "restored", when, restored)
    finally:
        restored.close()
    damage_marker(db_path).unlink(missing_ok=True)   # the file it was about is set aside
    if progress:
        progress(2, 2)
    audit.record_file(db_path, "backup_restored", backup.name, {"backup": str(backup),
                                                                "set_aside": str(set_aside or "")})
    return Restored(info, set_aside, key_note, photos_note)


def today_has_daily(db_path: Path, today: date) -> bool:
    return any(kind.startswith("daily") and when.date() == today for _, when, kind in backup_files(db_path))
