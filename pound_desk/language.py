"""Which language the desk speaks, for the code that has no Qt.

The services, the rules and the documents do not import Qt, yet their
messages reach the screen. They call ``translate(context, text)`` with an
English text; the desktop installs Qt's translation behind it, so the same
``.ts`` file holds every message. Without the desktop (the command line,
tests of the services) the English text is returned as it is. That part
lives in ``law/words.py`` so the rules need nothing above them; it is
offered here too, for everything else.

Names kept in both languages (kinds of cattle, authorities, account heads)
are chosen with ``pick(en, ml)``.

The choice is saved in ``language.json`` beside the database, so that the
sign-in and set-up screens know it before the database is opened.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from pound_desk.law.words import PSEUDO, current, pick, set_current, translate

__all__ = ["LANGUAGES", "NAMES", "DEFAULT", "PSEUDO", "FILE_NAME", "current", "set_current",
           "translate", "pick", "saved", "save"]

# Malayalam first: it is offered first and is the default of a new pound.
LANGUAGES = ("ml", "en")
NAMES = {"ml": "മലയാളം", "en": "English"}
DEFAULT = "ml"
FILE_NAME = "language.json"


def saved(folder: Path) -> str | None:
    """The language chosen for the pound in ``folder``; None if none was
    chosen yet (the first start). POUND_DESK_LANGUAGE overrides it."""
    forced = os.environ.get("POUND_DESK_LANGUAGE")
    if forced in LANGUAGES + (PSEUDO,):
        return forced
    try:
        code = json.loads((Path(folder) / FILE_NAME).read_text(encoding="utf-8")).get("language")
    except (OSError, ValueError, AttributeError):
        return None
    return code if code in LANGUAGES else None


def save(folder: Path, code: str) -> None:
    if code not in LANGUAGES:
        raise ValueError(f"not a language of Pound Desk: {code}")
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    tmp = folder / (FILE_NAME + ".tmp")
    tmp.write_text(json.dumps({"language": code}), encoding="utf-8")
    os.replace(tmp, folder / FILE_NAME)   # never a half-written choice
