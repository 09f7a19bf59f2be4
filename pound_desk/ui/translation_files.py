"""Where the desk's translations are kept: the .ts each language is
translated in, and the .qm compiled from it (ui/translation_tools.py makes
it; ui/translations.py loads it)."""
from __future__ import annotations

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


def translated_languages() -> list[str]:
    """The languages with a .ts file (all but English, the source)."""
    return [c for c in language.LANGUAGES if c != "en"]


def qm_current(code: str) -> bool:
    """The .qm is there and no older than its .ts."""
    qm, ts = qm_file(code), ts_file(code)
    if not qm.exists():
        return False
    return not ts.exists() or qm.stat().st_mtime >= ts.stat().st_mtime
