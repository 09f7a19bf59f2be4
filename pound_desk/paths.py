"""Where the pound's data lives: the platform's user-data folder
(platformdirs), never the install folder. Documents sit beside the database."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from platformdirs import user_data_dir

APP = "PoundDesk"
DB_NAME = "pound-desk.sqlite3"


def data_dir() -> Path:
    # POUND_DESK_HOME lets an office keep its data elsewhere (another disk)
    home = os.environ.get("POUND_DESK_HOME")
    return Path(home) if home else Path(user_data_dir(APP, appauthor=False))


def keep_private() -> None:
    """Everything the program creates from now on (the database and its
    write-ahead log, backups, documents, logs, keys) is the office user's
    alone: files 0600, folders 0700 (on Linux and other POSIX systems; on
    Windows the user's data folder is the user's already). Called once at
    the start of the desktop and of each command."""
    if os.name == "posix":
        os.umask(0o077)


def tighten(path: Path) -> None:
    """A file made before ``keep_private`` (an older database): 0600."""
    if os.name == "posix" and path.exists() and path.is_file() and path.stat().st_mode & 0o077:
        try:
            os.chmod(path, 0o600)
        except OSError:   # not ours to change (a read-only stick): left as it is
            pass


def default_db() -> Path:
    return data_dir() / DB_NAME


DEMO_DIR = "demo"
DEMO_DB_NAME = "pound-desk-demo.sqlite3"


def demo_db(beside: Path) -> Path:
    """The demo pound's own file, in a ``demo`` folder beside the database
    ``beside`` (its documents and backups go there too): the demo never
    becomes, nor overwrites, a real register."""
    folder = beside.parent
    if folder.name == DEMO_DIR and beside.name == DEMO_DB_NAME:
        return beside
    return folder / DEMO_DIR / DEMO_DB_NAME


def is_demo(db_path: Path) -> bool:
    return db_path.name == DEMO_DB_NAME


def documents_dir(db_path: Path) -> Path:
    return db_path.parent / "documents"


def photos_dir(db_path: Path) -> Path:
    """The photos of the heads: files beside the database, not inside it (the
    register stays small to back up and to copy)."""
    return db_path.parent / "photos"


PHOTO_SUFFIX = ".jpg"   # a photo's file in photos_dir: its SHA-256, then this


def resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[1] / "resources"
