"""What a backup carries beside the database: the pound's signing key and
the names of the heads' photos, each put once in the backups folder's shared
store. Every backup carries them, the one taken before a migration too (the
records open it, and are handed this by ``storage``), so that any backup
brings the whole register back."""
from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path

from pound_desk import paths
from pound_desk.models.snapshots import backups_dir, fsync_dir
from pound_desk.paths import PHOTO_SUFFIX
from pound_desk.returns import key_file

KEY_ENTRY = "keys/" + key_file.KEY_NAME
SHARED_PREFIX = "photos-shared/"    # a photo the backup names in the backups folder's shared store
SHARED_DIR = "photos"               # backups/photos/<sha256>.jpg: one copy for every backup naming it


def shared_dir(backup: Path) -> Path:
    """The shared photos of the backups in ``backup``'s folder."""
    return Path(backup).parent / SHARED_DIR


def key_carried(db_path: Path) -> dict[str, bytes]:
    path = key_file.key_path(key_file.keys_dir(Path(db_path)))
    try:
        return {KEY_ENTRY: path.read_bytes()}
    except FileNotFoundError:
        return {}


def photo_files(db_path: Path) -> list[Path]:
    folder = paths.photos_dir(Path(db_path))
    return sorted(folder.glob("*" + PHOTO_SUFFIX)) if folder.is_dir() else []


def digest_of(path: Path) -> str | None:
    try:
        with open(path, "rb") as f:
            return hashlib.file_digest(f, "sha256").hexdigest()
    except FileNotFoundError:
        return None


def shared(db_path: Path) -> dict[str, bytes]:
    """What a backup in the backups folder carries: the key, and the names of
    the photos, each put once in the folder's shared store (a thousand photos
    kept by 27 backups are one copy each, not 27). A store file that is not
    its photo (damaged) is written again; one reused is touched, so that a
    pruning at the same time leaves it."""
    out = key_carried(db_path)
    store = backups_dir(Path(db_path)) / SHARED_DIR
    files = photo_files(db_path)
    if files:
        store.mkdir(mode=0o700, parents=True, exist_ok=True)
    for photo in files:
        digest = photo.name.removesuffix(PHOTO_SUFFIX)
        if digest_of(photo) != digest:
            continue   # a file changed beside the database is not carried as if it were the photo
        target = store / photo.name
        if digest_of(target) == digest:
            os.utime(target)
        else:
            part = target.with_name(target.name + ".part")
            try:
                with open(photo, "rb") as src, os.fdopen(
                        os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "wb") as dst:
                    shutil.copyfileobj(src, dst)
                    dst.flush()
                    os.fsync(dst.fileno())
            except FileNotFoundError:
                part.unlink(missing_ok=True)
                continue
            os.replace(part, target)
        out[SHARED_PREFIX + photo.name] = b""
    if files:
        fsync_dir(store)
    return out
