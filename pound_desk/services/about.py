"""What the About dialog shows: the version, where the pound's data lives
(always the user's data folder, never the install folder), and the
licences of what an installation carries. No Qt here."""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from pound_desk import __version__, paths
from pound_desk.models import DB

# the list an installed build carries, made from its own files when it was built
# (installer/inventory.py), beside THIRD-PARTY.txt and the SBOM
COMPONENTS_FILE = "components.json"


def components(licences_dir: Path) -> tuple[tuple[str, str], ...]:
    """(component with its version, licence) of everything this program carries:
    an installed build's list, read from its licences folder; run from source,
    Pound Desk and the Python distributions it has loaded."""
    listed = licences_dir / COMPONENTS_FILE
    if listed.is_file():
        items = json.loads(listed.read_text(encoding="utf-8"))
        return tuple((f"{c['name']} {c['version']}".strip(), c["licence"]) for c in items)
    loaded = {name.split(".")[0] for name in list(sys.modules)}
    names = sorted({d for top, dists in metadata.packages_distributions().items() if top in loaded
                    for d in dists if d.lower() != "pound-desk"}, key=str.lower)
    rows = [(f"Pound Desk {__version__}", "GPL-3.0-or-later"),
            (f"Python {sys.version.split()[0]}", "PSF-2.0")]
    for name in names:
        meta = metadata.metadata(name)
        licence = meta.get("License-Expression") or next(
            (c.split("::")[-1].strip() for c in meta.get_all("Classifier") or [] if c.startswith("License ::")),
            (meta.get("License") or "").strip()[:40] or "-")
        rows.append((f"{meta['Name']} {meta['Version']}", licence))
    # the fonts in resources/fonts, which the documents embed
    return tuple(rows) + (("Noto Sans Malayalam", "OFL-1.1"), ("DejaVu Sans", "Bitstream-Vera"))


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
    licences = paths.resources_dir() / "licences"
    return AboutInfo(__version__, bool(getattr(sys, "frozen", False)), install_dir(), places(),
                     licences, components(licences))


def data_in_install_dir(about: AboutInfo) -> bool:
    """True if the database sits inside the install folder (it must not: an
    upgrade or removal would take it away)."""
    return about.frozen and about.install_dir in about.places.database.parents
