"""What the About dialog shows: the version, where the pound's data lives
(always the user's data folder, never the install folder), and the
licences of what an installation carries. No Qt here."""
from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from pound_desk import __version__, paths
from pound_desk.models import DB

# (component, licence): the same list as resources/licences/THIRD-PARTY.txt
COMPONENTS = (
    ("Pound Desk", "GPL-3.0-or-later"),
    ("Qt 6, PySide6", "LGPL-3.0"),
    ("Python", "PSF-2.0"),
    ("peewee", "MIT"),
    ("ReportLab", "BSD"),
    ("HarfBuzz, uharfbuzz", "MIT, Apache-2.0"),
    ("Pillow", "MIT-CMU"),
    ("platformdirs", "MIT"),
    ("Babel", "BSD-3-Clause"),
    ("num2words", "LGPL-2.1-or-later"),
    ("cryptography, cffi, pycparser", "Apache-2.0 OR BSD-3-Clause; MIT; BSD-3-Clause"),
    ("Noto Sans Malayalam", "OFL-1.1"),
    ("DejaVu Sans", "Bitstream Vera"),
)


@dataclass(frozen=True)
class DataPlaces:
    data_dir: Path          # the user's data folder (or POUND_DESK_HOME)
    database: Path          # the database open now
    documents: Path         # PDFs kept beside it
    backups: Path           # the backups folder beside it
    upgrade_copies: tuple[Path, ...]   # copies made before a schema upgrade, beside it


@dataclass(frozen=True)
class AboutInfo:
    version: str
    frozen: bool            # an installed build, not run from source
    install_dir: Path
    places: DataPlaces
    licences_dir: Path
    components: tuple[tuple[str, str], ...]


def places() -> DataPlaces:
    database = Path(DB.obj.database).resolve()
    copies = tuple(sorted(database.parent.glob(f"{database.name}.v*.bak")))
    return DataPlaces(paths.data_dir(), database, paths.documents_dir(database),
                      database.parent / "backups", copies)


def install_dir() -> Path:
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parents[2]


def info() -> AboutInfo:
    return AboutInfo(__version__, bool(getattr(sys, "frozen", False)), install_dir(), places(),
                     paths.resources_dir() / "licences", COMPONENTS)


def data_in_install_dir(about: AboutInfo) -> bool:
    """True if the database sits inside the install folder (it must not: an
    upgrade or removal would take it away)."""
    return about.frozen and about.install_dir in about.places.database.parents
