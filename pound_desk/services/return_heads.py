"""The register's head as this pound's returns carry it (services/heads.py):
each return's signed manifest names the head the register had when the
return was made, so a register laid back below it is named even when the
backups folder's list went with an old computer.

Read from a return file (``pound-desk verify --against``), and from the
returns on the sticks in the computer once the desk's window has painted the
register's rows: reading a return brings its bundle's reader and the return's
typed schema, which the start before the rows does not need."""
from __future__ import annotations

from pathlib import Path

from pound_desk.models import DB
from pound_desk.returns import bundle, drives, keys
from pound_desk.services import heads
from pound_desk.services.heads import Remembered

RETURNS_READ = 3   # a stick's newest returns read at the start


def of_return(data: bytes) -> tuple[int, str, str | None]:
    """(records, digest, month) of the head a return of this pound carries,
    read with the pound's own key: bundle.BundleError when ``data`` is no
    return of this pound, OSError when the key cannot be read."""
    key = keys.load_or_create(keys.keys_dir(Path(DB.obj.database)))
    m = bundle.read_bundle(data, key.public_key()).manifest
    return int(m.get("chain_links") or 0), str(m.get("chain_head") or ""), m.get("period")


def on(db_path: Path, folders: tuple[Path, ...]) -> list[Remembered]:
    """The heads of this pound's returns in ``folders`` (at their top and one
    folder down), read only when signed with the pound's own key."""
    if not folders:
        return []
    try:
        public = keys.load_or_create(keys.keys_dir(Path(db_path))).public_key() \
            if keys.key_path(keys.keys_dir(Path(db_path))).exists() else None
    except (OSError, ValueError, keys.KeyExposed):
        public = None
    if public is None:
        return []
    out = []
    for folder in folders:
        try:
            paths = [*Path(folder).glob("*" + bundle.SUFFIX), *Path(folder).glob("*/*" + bundle.SUFFIX)]
            # the newest few: the last return written is the one that matters
            paths = sorted(paths, key=lambda p: p.stat().st_mtime, reverse=True)[:RETURNS_READ]
        except OSError:
            continue
        for path in paths:
            try:
                m = bundle.read_bundle(path, public).manifest
            except (bundle.BundleError, OSError):
                continue
            links, head = m.get("chain_links"), m.get("chain_head")
            if isinstance(links, int) and links > 0 and isinstance(head, str) and head:
                out.append(Remembered(str(m.get("made_at") or "")[:19], links, head, "return"))
    return out


def sticks() -> tuple[Path, ...]:
    """The removable drives in the computer now (where a return was written)."""
    try:
        return tuple(Path(d.path) for d in drives.removable_drives())
    except OSError:
        return ()


def older_than_remembered(db_path: Path, folders: tuple[Path, ...] | None = None) -> str | None:
    """heads.older_than_remembered with the returns in ``folders`` counted
    (the sticks in the computer now when not given)."""
    return heads.older_than_remembered(db_path, on(db_path, sticks() if folders is None else folders))
