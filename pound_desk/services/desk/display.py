"""How large the text is and whether the screens are in high contrast, for
each person who signs in: kept in ``display.json`` beside the database, one
entry per sign-in name. Not a record of the pound: a person's eyes, not the
pound's business, so it is a small file that can be changed at any time,
not a chained table of the register."""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from pound_desk.models import DB

FILE_NAME = "display.json"
# the text sizes offered, in per cent of the desk's own size
SCALES = (100, 125, 150, 175, 200)
SMALLEST, LARGEST = SCALES[0], SCALES[-1]


@dataclass(frozen=True)
class Display:
    scale: int = SMALLEST          # the size of all text, in per cent
    high_contrast: bool = False    # white and yellow on black

    def __post_init__(self):
        if not SMALLEST <= self.scale <= LARGEST:
            raise ValueError(f"a text size of {SMALLEST}-{LARGEST} %, not {self.scale}")


def _file(folder: Path | None) -> Path:
    return Path(folder if folder is not None else Path(DB.obj.database).parent) / FILE_NAME


def _read(folder: Path | None) -> dict:
    try:
        data = json.loads(_file(folder).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def for_person(name: str, folder: Path | None = None) -> Display:
    """The choice of ``name`` (the sign-in name), or the desk's own size and
    colours when none was made or the file cannot be read."""
    entry = _read(folder).get("people", {}).get(name)
    if not isinstance(entry, dict):
        return Display()
    try:
        scale = int(entry.get("scale", SMALLEST))
        return Display(min(max(scale, SMALLEST), LARGEST), bool(entry.get("high_contrast", False)))
    except (TypeError, ValueError):
        return Display()


def save_for_person(name: str, display: Display, folder: Path | None = None) -> None:
    """Keep ``display`` for ``name``; the others' choices stay as they were."""
    path = _file(folder)
    data = _read(folder)
    people = data.get("people") if isinstance(data.get("people"), dict) else {}
    people[name] = asdict(display)
    data["people"] = people
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(FILE_NAME + ".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(tmp, path)   # never a half-written file
