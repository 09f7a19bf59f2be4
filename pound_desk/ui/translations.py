"""The desktop in Malayalam or English: Qt's own translation files.

Every visible string is English in the source, passed through ``tr`` or
``translate`` (the services through ``pound_desk.language.translate``).
``resources/i18n/pound_desk_ml.ts`` holds the Malayalam of each one; it is
kept up to date with ``pyside6-lupdate`` and compiled to ``.qm`` with
``pyside6-lrelease`` by the build (``python -m pound_desk.ui.translations``),
the installer and, if the ``.qm`` is missing or older, the first start.
English needs no file: it is the source.

A third mode, "pseudo", lengthens every string by half and brackets it, so
that a label cut off by its widget shows at once (its closing bracket is
missing).
"""
from __future__ import annotations

import html
import re
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from pound_desk import language
from pound_desk.paths import resources_dir

PACKAGE = Path(__file__).resolve().parents[1]
PSEUDO_OPEN, PSEUDO_CLOSE, PSEUDO_PAD = "⟦", "⟧", "~"


def i18n_dir() -> Path:
    return resources_dir() / "i18n"


def ts_file(code: str) -> Path:
    return i18n_dir() / f"pound_desk_{code}.ts"


def qm_file(code: str) -> Path:
    return i18n_dir() / f"pound_desk_{code}.qm"


def translated_languages() -> list[str]:
    """The languages with a .ts file (all but English, the source)."""
    return [c for c in language.LANGUAGES if c != "en"]


# ---------------------------------------------------------------- building


def _tool(name: str) -> Path:
    """lupdate / lrelease as shipped inside the PySide6 wheel."""
    folder = Path(PySide6.__file__).parent
    for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "bin" / name):
        if candidate.exists():
            return candidate
    raise FileNotFoundError(f"{name} is not in this PySide6 installation")


def source_files() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def lupdate(ts: Path, files: list[Path] | None = None) -> str:
    """Bring ``ts`` up to date with the source: new strings are added
    unfinished, vanished ones dropped, translations kept."""
    listing = ts.with_suffix(".files")
    listing.write_text("\n".join(str(p) for p in (files or source_files())), encoding="utf-8")
    try:
        done = subprocess.run([str(_tool("lupdate")), "-no-obsolete", "-locations", "relative",
                               f"@{listing}", "-ts", str(ts)],
                              capture_output=True, text=True, check=True)
    finally:
        listing.unlink(missing_ok=True)
    return done.stdout


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([str(_tool("lrelease")), "-silent", str(ts), "-qm", str(qm)],
                   capture_output=True, text=True, check=True)


def compile_all() -> list[Path]:
    """Every .ts to its .qm; returns the .qm files written."""
    out = []
    for code in translated_languages():
        lrelease(ts_file(code), qm_file(code))
        out.append(qm_file(code))
    return out


def _qm_current(code: str) -> bool:
    qm, ts = qm_file(code), ts_file(code)
    if not qm.exists():
        return False
    return not ts.exists() or qm.stat().st_mtime >= ts.stat().st_mtime


# ---------------------------------------------------------------- loading


# a context's name or a message's source text, as lupdate writes them: the
# text escaped (no "<" in it), the tag bare
_NAME_OR_SOURCE = re.compile(r"<(name|source)>([^<]*)</\1>")


@lru_cache(maxsize=None)
def contexts_by_source(code: str) -> dict[str, tuple[str, ...]]:
    """source text -> the contexts the .ts gives it. PySide's ``self.tr``
    looks a string up under the class of the object, while lupdate files it
    under the class whose method says it; a subclass must still find it.

    Read at the start in Malayalam (Qt's own strings are looked up, and miss,
    as the first window is made), so the .ts is scanned for the two tags
    rather than parsed whole: 2,000 messages in a few ms instead of 15."""
    ts = ts_file(code)
    found: dict[str, list[str]] = {}
    if ts.exists():
        context = ""
        for tag, text in _NAME_OR_SOURCE.findall(ts.read_text(encoding="utf-8")):
            text = html.unescape(text) if "&" in text else text
            if tag == "name":
                context = text
            else:
                found.setdefault(text, []).append(context)
    return {k: tuple(v) for k, v in found.items()}


class Translator(QTranslator):
    """The compiled .qm, with a look-up in the other contexts of the same
    source text when the object's own class has none."""

    def __init__(self, code: str):
        super().__init__()
        self.code = code

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102 (Qt's)
        found = super().translate(context, source, disambiguation, n)
        if found:
            return found
        for other in contexts_by_source(self.code).get(source, ()):
            if other != context:
                found = super().translate(other, source, disambiguation, n)
                if found:
                    return found
        # None, not "": Qt takes an empty string for a translation and would
        # blank the text; a null one lets it fall back to the English source
        return None


def lengthen(text: str) -> str:
    """Pseudo-translation: half as long again, bracketed, each line."""
    if not text:
        return text
    def pad(n: int) -> str:
        # in runs of five with spaces, so that a wrapped label can still wrap
        runs = [PSEUDO_PAD * 5] * (n // 6) + [PSEUDO_PAD * (n % 6)]
        return " ".join(r for r in runs if r)

    return "\n".join(f"{PSEUDO_OPEN}{line}{pad((len(line) + 1) // 2)}{PSEUDO_CLOSE}"
                     if line else line for line in text.split("\n"))


class PseudoTranslator(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102 (Qt's)
        return lengthen(source)

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's)
        return False


_installed: list[QTranslator] = []


def apply(code: str) -> str:
    """Make ``code`` the language of the screen (and of the services'
    messages) from now on; returns the language in use, English when the
    Malayalam file cannot be loaded."""
    app = QCoreApplication.instance()
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    if code == language.PSEUDO:
        _install(app, PseudoTranslator())
    elif code != "en":
        translator = Translator(code)
        if not _qm_current(code):
            try:
                lrelease(ts_file(code), qm_file(code))
            except (OSError, subprocess.CalledProcessError):
                pass  # a read-only install folder: use the .qm it has
        if not translator.load(str(qm_file(code))):
            print(f"Pound Desk: no {code} translation at {qm_file(code)}; English is used",
                  file=sys.stderr)
            code = "en"
        else:
            _install(app, translator)
    QLocale.setDefault(QLocale(QLocale.Language.Malayalam if code == "ml" else QLocale.Language.English,
                               QLocale.Country.India))
    language.set_current(code, None if code == "en" else QCoreApplication.translate)
    return code


def _install(app: QCoreApplication, translator: QTranslator) -> None:
    app.installTranslator(translator)
    _installed.append(translator)


def unfinished(code: str) -> list[str]:
    """The source strings of ``code``'s .ts still without a translation."""
    # late: only the translators' tool reads the whole file; the desk's start needs no XML parser
    import xml.etree.ElementTree as ET

    out = []
    for message in ET.parse(ts_file(code)).getroot().iter("message"):
        tr = message.find("translation")
        if tr is None or tr.get("type") == "unfinished" or not "".join(tr.itertext()).strip():
            out.append(message.findtext("source") or "")
    return out


def main(argv: list[str]) -> int:
    """``python -m pound_desk.ui.translations``: compile every .ts (the build
    step); with ``update``: first bring each .ts up to date with the source
    and list the strings a translator still has to do."""
    if argv[:1] == ["update"]:
        for code in translated_languages():
            lupdate(ts_file(code))
            todo = unfinished(code)
            print(f"{ts_file(code).name}: {len(todo)} to translate")
            for source in todo:
                print("   ", source.replace("\n", " / "))
    for path in compile_all():
        print(path.name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
