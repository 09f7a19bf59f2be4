"""The command line's backup commands:

    pound-desk [--db PATH] backup [--to DIR]    a checked backup (into backups/, or a folder)
    pound-desk [--db PATH] backups              the backups, newest first, with what each holds
    pound-desk [--db PATH] restore BACKUP       put a backup in place; the current file is kept aside

They read and write the database file themselves (``opens_itself``): a
damaged database can still be listed beside its backups and restored.
"""
from __future__ import annotations

import argparse
from pathlib import Path

from pound_desk import errorlog
from pound_desk.services import backups
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.instance_lock import AlreadyOpen, InstanceLock


def add_parsers(sub) -> None:
    p = sub.add_parser("backup", help="make a checked backup of the database now",
                       description="Copy the database with SQLite's online backup (safe while the app "
                                   "is open), sync it to disk and read it back to check it. Without "
                                   "--to, into the backups folder beside the database (with the "
                                   "rotation: 7 daily, 5 weekly, 12 monthly); with --to, into that "
                                   "folder (a USB stick).")
    p.add_argument("--to", metavar="DIR", type=Path, default=None, help="a folder, e.g. a USB stick")
    p.set_defaults(run=cmd_backup, subparser=p, opens_itself=True)

    p = sub.add_parser("backups", help="list the backups and what each holds",
                       description="The backups in the backups folder beside the database, newest "
                                   "first: when, what kind, the number of cases and the last receipt.")
    p.set_defaults(run=cmd_backups, subparser=p, opens_itself=True)

    p = sub.add_parser("restore", help="restore the database from a backup",
                       description="Check BACKUP, then put it in place of the database. The current "
                                   "database (with its write-ahead log) is first moved whole into "
                                   "backups/set-aside/, never deleted. Refused while the app is open "
                                   "on the database.")
    p.add_argument("backup", metavar="BACKUP",
                   help="a backup file, or the name of one in the backups folder")
    p.set_defaults(run=cmd_restore, subparser=p, opens_itself=True)


def _size(n: int) -> str:
    return f"{n / 1_048_576:.1f} MB" if n >= 1_048_576 else f"{max(1, round(n / 1024))} KB"


def contents(info: backups.BackupInfo) -> str:
    if info.problem:
        return f"{info.path.name}: {info.problem}"
    last = info.last_receipt or "none"
    return (f"made {info.when:%d-%m-%Y %H:%M:%S} ({info.kind_words[0].lower()}); {info.cases} cases, "
            f"{info.receipts} receipts, last receipt {last}")


def cmd_backup(args: argparse.Namespace, parser) -> int:
    db_path = args.db_path
    try:
        if args.to is not None:
            written = backups.to_folder(db_path, args.to)
        else:
            written = backups.back_up(db_path, "manual")
    except backups.BackupFailed as e:  # a damaged database, a full or failing disk
        where = errorlog.record(db_path, e, "backup") if e.details else None   # what SQLite found
        raise ServiceError(f"The backup failed and was not kept: {e}"
                           + (f" (the details are in {where})" if where else "")) from None
    info = backups.describe(written.path)
    print(f"Backed up to {written.path}")
    print(f"Checked: integrity ok, {contents(info)}")
    return 0


def cmd_backups(args: argparse.Namespace, parser) -> int:
    found = backups.list_backups(args.db_path)
    folder = backups.backups_dir(args.db_path)
    if not found:
        print(f"No backups in {folder}")
        return 0
    rows = [["Made", "Kind", "Cases", "Last receipt", "Size", "File"]]
    for b in found:
        if b.problem:
            rows.append([f"{b.when:%d-%m-%Y %H:%M}", b.kind_words[0], "?", b.problem, _size(b.size), b.path.name])
        else:
            rows.append([f"{b.when:%d-%m-%Y %H:%M}", b.kind_words[0], str(b.cases), b.last_receipt or "-",
                         _size(b.size), b.path.name])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    print(f"Backups in {folder}:")
    for r in rows:
        print("  ".join(c.rjust(w) if i in (2, 4) else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))).rstrip())
    return 0


def resolve(db_path: Path, name: str) -> Path:
    given = Path(name)
    if given.is_file():
        return given
    inside = backups.backups_dir(db_path) / name
    if inside.is_file():
        return inside
    raise ServiceError(f"No backup {name} (neither a file nor one in {backups.backups_dir(db_path)})")


def cmd_restore(args: argparse.Namespace, parser) -> int:
    db_path = Path(args.db_path)
    source = resolve(db_path, args.backup)
    lock = InstanceLock(db_path)
    try:
        lock.acquire()
    except AlreadyOpen as e:
        raise ServiceError(f"{e} Nothing was restored.") from None
    try:
        info = backups.describe(source)
        print(f"Restoring {source}: {contents(info)}")
        done = backups.restore(db_path, source)
    finally:
        lock.release()
    print(f"Restored {db_path} from {source.name}")
    if done.set_aside:
        print(f"The database it replaced is kept in {done.set_aside}")
    if done.key_note:
        print(done.key_note)
    if done.photos_note:
        print(done.photos_note)
    return 0
