"""Where the pound's data lives: the platform's user-data folder
(platformdirs), never the install folder. Documents sit beside the database."""
from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

APP = "PoundDesk"
DB_NAME = "pound-desk.sqlite3"


def data_dir() -> Path:
    # POUND_DESK_HOME lets an office keep its data elsewhere (another disk)
    home = os.environ.get("POUND_DESK_HOME")
    return Path(home) if home else Path(user_data_dir(APP, appauthor=False))


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


def resources_dir() -> Path:
    import sys

    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[1] / "resources"
