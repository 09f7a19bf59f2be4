"""Where the desk's translations are kept: the .ts each language is
translated in, and what is compiled from it, the .qm and the table of each
source text's contexts (ui/translation_tools.py makes them;
ui/translations.py loads them)."""
from __future__ import annotations

import sys
from pathlib import Path

from pound_desk import language
from pound_desk.paths import resources_dir

PACKAGE = Path(__file__).resolve().parents[1]


def i18n_dir() -> Path:
    return resources_dir() / "i18n"


def ts_file(code: str) -> Path:
    return i18n_dir() / f"pound_desk_{code}.ts"


def qm_file(code: str) -> Path:
    return i18n_dir() / f"pound_desk_{code}.qm"


def contexts_file(code: str) -> Path:
    return i18n_dir() / f"pound_desk_{code}.contexts.json"


def translated_languages() -> list[str]:
    """The languages with a .ts file (all but English, the source)."""
    return [c for c in language.LANGUAGES if c != "en"]


def _current(made: Path, ts: Path) -> bool:
    if not made.exists():
        return False
    return not ts.exists() or made.stat().st_mtime >= ts.stat().st_mtime


def qm_current(code: str) -> bool:
    """The .qm is there and no older than its .ts."""
    return _current(qm_file(code), ts_file(code))


def compiled_current(code: str) -> bool:
    """The .qm and the contexts' table are both there and no older than the
    .ts. In the installed program, both there: its build compiled them, and
    the times of its files are only the order they were copied in (a .ts
    copied after its .qm would have every start try to compile it again)."""
    if getattr(sys, "frozen", False):
        return qm_file(code).exists() and contexts_file(code).exists()
    return qm_current(code) and _current(contexts_file(code), ts_file(code))
