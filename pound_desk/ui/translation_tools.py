"""Building the translations: ``pyside6-lupdate`` brings each .ts up to
date with the source, ``pyside6-lrelease`` compiles it to the .qm the desk
loads, with the table of each source text's contexts beside it. Run by the
build, the installer and the translators (``python -m pound_desk.ui.translations``);
the desk itself compiles here only what is missing or older than its .ts, from
source (ui/translations.py)."""
from __future__ import annotations

import html
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6

from pound_desk.ui.translation_files import PACKAGE, contexts_file, qm_file, translated_languages, ts_file

# a context's name or a message's source text, as lupdate writes them: the
# text escaped (no "<" in it), the tag bare
_NAME_OR_SOURCE = re.compile(r"<(name|source)>([^<]*)</\1>")


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


def scan_contexts(ts: Path) -> dict[str, list[str]]:
    """source text -> the contexts the .ts gives it, in the file's order.
    The .ts is scanned for the two tags rather than parsed whole: 2,000
    messages in a few ms instead of 15."""
    found: dict[str, list[str]] = {}
    if ts.exists():
        context = ""
        for tag, text in _NAME_OR_SOURCE.findall(ts.read_text(encoding="utf-8")):
            text = html.unescape(text) if "&" in text else text
            if tag == "name":
                context = text
            else:
                found.setdefault(text, []).append(context)
    return found


def write_contexts(ts: Path, out: Path) -> None:
    """The contexts' table the desk reads at the start (ui/translations.py),
    written whole or not at all."""
    part = out.with_name(out.name + ".part")
    part.write_text(json.dumps(scan_contexts(ts), ensure_ascii=False, sort_keys=True), encoding="utf-8")
    part.replace(out)


def compile_language(code: str) -> list[Path]:
    """``code``'s .ts compiled to its .qm and its contexts' table; returns them."""
    lrelease(ts_file(code), qm_file(code))
    write_contexts(ts_file(code), contexts_file(code))
    return [qm_file(code), contexts_file(code)]


def compiled(code: str) -> bool:
    """``code``'s .ts compiled (``compile_language``); False when it could
    not be (a read-only install folder, or no lrelease): the files there are
    used as they are."""
    try:
        compile_language(code)
    except (OSError, subprocess.CalledProcessError):
        return False
    return True


def compile_all() -> list[Path]:
    """Every .ts compiled; returns the files written."""
    return [path for code in translated_languages() for path in compile_language(code)]


def unfinished(code: str) -> list[str]:
    """The source strings of ``code``'s .ts still without a translation."""
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
