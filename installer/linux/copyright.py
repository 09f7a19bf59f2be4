"""Write the Debian copyright file (machine-readable, DEP-5) of a Pound Desk
package from the built bundle itself:

    python3 installer/linux/copyright.py BUNDLE MANIFEST INSTALLED_PATH > copyright

BUNDLE is the staged bundle folder, MANIFEST the spec's record of where each
bundled file came from (dist/pound-desk.manifest.json), INSTALLED_PATH where
the bundle is installed (/usr/lib/pound-desk/bundle). Each component's licence
is read from what was collected: the METADATA and licence files the spec put
into resources/licences/third-party/NAME/ for every Python distribution, the
Debian copyright file of each library taken from the build machine, Python's
own LICENSE. A bundled file no component accounts for stops the build.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from email.parser import HeaderParser
from pathlib import Path

COMMON = "/usr/share/common-licenses"
# SPDX identifiers as Debian's copyright format spells them
SPDX = {
    "MIT": "Expat", "GPL-2.0-only": "GPL-2", "GPL-2.0-or-later": "GPL-2+", "GPL-3.0-only": "GPL-3",
    "GPL-3.0-or-later": "GPL-3+", "LGPL-2.1-only": "LGPL-2.1", "LGPL-2.1-or-later": "LGPL-2.1+",
    "LGPL-3.0-only": "LGPL-3", "LGPL-3.0-or-later": "LGPL-3+", "BSD-3-Clause": "BSD-3-clause",
    "BSD-2-Clause": "BSD-2-clause",
}
# licences Debian ships in /usr/share/common-licenses (referred to, not repeated)
IN_COMMON = {"GPL-2": "GPL-2", "GPL-2+": "GPL-2", "GPL-3": "GPL-3", "GPL-3+": "GPL-3", "LGPL-2.1": "LGPL-2.1",
             "LGPL-2.1+": "LGPL-2.1", "LGPL-3": "LGPL-3", "LGPL-3+": "LGPL-3", "Apache-2.0": "Apache-2.0"}
CLASSIFIERS = {"MIT License": "Expat", "Apache Software License": "Apache-2.0"}


def spdx_to_dep5(expression: str) -> str:
    words = re.split(r"(\s+|\(|\))", expression.strip())
    out = []
    for w in words:
        if w in ("OR", "AND"):
            out.append(w.lower())
        elif w.startswith("LicenseRef-"):
            out.append(w[len("LicenseRef-"):])
        else:
            out.append(SPDX.get(w, w))
    return "".join(out)


def licence_names(expression: str) -> list[str]:
    return [n for n in re.split(r"\s+(?:or|and)\s+|[()]", expression) if n.strip()]


# where a full text of a licence in common-licenses starts (a package's licence
# file may hold its own terms and then the GPL's or Apache's full text)
FULL_TEXTS = (
    (re.compile(r"^[ \t]*GNU LESSER GENERAL PUBLIC LICENSE\s*\n\s*Version 2\.1", re.M | re.I), "LGPL-2.1"),
    (re.compile(r"^[ \t]*GNU LESSER GENERAL PUBLIC LICENSE\s*\n\s*Version 3", re.M | re.I), "LGPL-3"),
    (re.compile(r"^[ \t]*GNU LIBRARY GENERAL PUBLIC LICENSE\s*\n\s*Version 2", re.M | re.I), "LGPL-2"),
    (re.compile(r"^[ \t]*GNU GENERAL PUBLIC LICENSE\s*\n\s*Version 2", re.M | re.I), "GPL-2"),
    (re.compile(r"^[ \t]*GNU GENERAL PUBLIC LICENSE\s*\n\s*Version 3", re.M | re.I), "GPL-3"),
    (re.compile(r"^[ \t]*Apache License\s*\n\s*Version 2\.0, January 2004", re.M | re.I), "Apache-2.0"),
)


def without_common_texts(text: str) -> str:
    """A licence file with any full text Debian already ships replaced by a pointer to it."""
    for pattern, name in FULL_TEXTS:
        match = pattern.search(text)
        if match:
            text = (text[:match.start()].rstrip() + "\n\n" if text[:match.start()].strip() else "") + \
                f"The full text of the {name} licence follows here in the original; " \
                f"on Debian systems it is in {COMMON}/{name}."
    return text


def indent(text: str) -> str:
    lines = [line.rstrip().expandtabs() for line in text.strip("\n").splitlines()]
    return "\n".join(" " + line if line.strip() else " ." for line in lines)


def copyright_lines(texts: list[str], fallback: str) -> str:
    """The copyright holders named in the first text that names any: lines
    saying "Copyright" (or a DEP-5 Copyright field) with a year or a (c)."""
    for text in texts:
        found = []
        for line in text.splitlines():
            line = line.strip().lstrip("#* ").strip()
            if not re.match(r"(?i)^(copyright\b|\(c\)|©)", line) or len(line) > 160:
                continue
            if not re.search(r"\b(1[89]|20)\d\d\b|\(c\)|©", line, re.I):
                continue
            line = re.sub(r"(?i)^copyright\s*:?\s*(\(c\)|©)?\s*", "", line).strip()
            if line and line not in found:
                found.append(line)
        if found:
            return "\n ".join(found[:12])
    return fallback


class Writer:
    def __init__(self, bundle: Path, manifest: dict, installed: str):
        self.bundle, self.manifest, self.installed = bundle, manifest, installed.strip("/")
        self.paragraphs: list[str] = []
        self.licences: dict[str, str] = {}       # short name -> its text (standalone paragraphs)
        self.claimed: set[str] = set()

    def licence_text(self, name: str, text: str | None) -> None:
        if name in self.licences:
            return
        if name in IN_COMMON:
            self.licences[name] = (f"On Debian systems, the full text of this licence is in "
                                   f"{COMMON}/{IN_COMMON[name]}.")
        elif text:
            self.licences[name] = text
        else:
            raise SystemExit(f"no text for the licence {name}")

    def files(self, paths: list[str], copyright: str, licence: str, comment: str = "") -> None:
        if not paths:
            return
        self.claimed.update(paths)
        listed = "\n       ".join(f"{self.installed}/{p}" for p in sorted(paths))
        para = f"Files: {listed}\nCopyright: {copyright}\nLicense: {licence}"
        if comment:
            para += f"\nComment: {indent(comment).lstrip()}"
        self.paragraphs.append(para)


def dist_licence(meta_dir: Path) -> tuple[str, str, list[str]]:
    """(DEP-5 licence expression, copyright, licence texts) of one collected distribution."""
    meta = HeaderParser().parsestr((meta_dir / "METADATA").read_text(encoding="utf-8", errors="replace"))
    # the licence files proper first (LICENSE, COPYING), then notices and the texts of parts
    files = sorted((f for f in meta_dir.iterdir() if f.name != "METADATA" and not f.name.endswith(".json")),
                   key=lambda f: (not f.name.upper().startswith(("LICENSE", "LICENCE", "COPYING")), f.name))
    texts = [f.read_text(encoding="utf-8", errors="replace") for f in files]
    name = meta["Name"]
    if meta.get("License-Expression"):
        expression = spdx_to_dep5(meta["License-Expression"])
    elif meta.get("License") and re.fullmatch(r"[A-Za-z0-9.+\- ]+", meta["License"].strip()) \
            and any(op in meta["License"] for op in (" OR ", " AND ")) or (meta.get("License") or "").strip() in SPDX:
        expression = spdx_to_dep5(meta["License"])
    else:
        classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or []
                       if c.startswith("License ::")]
        joined = "\n".join(texts)
        upper = joined.upper()
        if "GNU LESSER GENERAL PUBLIC LICENSE" in upper and "VERSION 2.1" in upper:
            expression = "LGPL-2.1"
        elif "GNU GENERAL PUBLIC LICENSE" in upper and "VERSION 2" in upper and "PyInstaller" in joined:
            expression = "GPL-2+ with PyInstaller-bootloader exception"
        elif any(c in CLASSIFIERS for c in classifiers):
            expression = next(CLASSIFIERS[c] for c in classifiers if c in CLASSIFIERS)
        else:
            expression = f"{name}-licence"      # its own terms, in full below
    holders = meta.get("Author") or meta.get("Author-email") or meta.get("Maintainer-email") or f"the {name} authors"
    return expression, copyright_lines(texts, holders), texts


def main() -> int:
    bundle, manifest_path, installed = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    w = Writer(bundle, manifest, installed)
    internal = bundle / "_internal"
    licences_dir = internal / "resources" / "licences"
    third = licences_dir / "third-party"
    files = manifest["files"]

    # Pound Desk: the default for the package's own files
    gpl3 = "GPL-3+"
    w.licence_text(gpl3, None)
    head = ("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
            "Upstream-Name: Pound Desk\n"
            "Comment: Written by installer/linux/copyright.py from the built bundle: each component's\n"
            " licence is read from the files collected with it, whose texts are also in\n"
            f" /{installed.strip('/')}/_internal/resources/licences/.\n\n"
            "Files: *\nCopyright: the Pound Desk authors\nLicense: GPL-3+")

    # the C libraries inside other components' files (Qt's ICU and PDF engine,
    # Pillow's codecs, cryptography's OpenSSL), from the bundle's inventory
    # (installer/inventory.py); their stanzas follow the distributions' below
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import inventory
    hosted: dict[str, list[dict]] = {}
    for path in inventory.bundled_files(internal):
        for entry in inventory.EMBEDDED:
            if inventory.matches(entry, path):
                hosted.setdefault(path, []).append(entry)
    # a file that is an embedded library alone (ICU, Pillow's codecs) is under its licence only
    whole = {path for path, entries in hosted.items() if any(e.get("whole") for e in entries)}

    # each Python distribution: its files, its licence, read from its METADATA
    by_dist: dict[str, list[str]] = {}
    for dest, (kind, name) in files.items():
        if kind == "dist" and dest not in hosted:     # those have a stanza of their own, below
            by_dist.setdefault(name, []).append(f"_internal/{dest}")
    expressions = {}
    for dist_dir in sorted(third.iterdir()):
        expression, holders, texts = dist_licence(dist_dir)
        expressions[dist_dir.name] = expression
        for name in licence_names(expression):
            # a licence of its own (not in common-licenses): the package's own text
            base = re.sub(r"\s+with\s+.*$", "", name)
            text = (None if base in IN_COMMON and " with " not in name
                    else "\n\n".join(without_common_texts(t) for t in texts))
            w.licence_text(name, text or None)
        version = manifest["distributions"][dist_dir.name]["version"]
        paths = sorted(by_dist.get(dist_dir.name, ()))
        paths.append(f"_internal/resources/licences/third-party/{dist_dir.name}/*")
        w.files(paths, holders, expression, f"{dist_dir.name} {version}, as published on PyPI")

    # the program: PyInstaller's bootloader with the pure-Python modules in its archive
    archive = manifest["archive"]
    parts = ["GPL-3+", expressions.get("pyinstaller", "GPL-2+")]
    parts += [expressions[d] for d in archive if d in expressions]
    licence = " and ".join(dict.fromkeys(f"({p})" if " or " in p else p for p in parts))
    w.files(["pound-desk"], "the Pound Desk authors; the PyInstaller Development Team; the authors of "
            + ", ".join(archive), licence,
            "PyInstaller's bootloader, with Pound Desk's Python code and the pure-Python modules of "
            + ", ".join(archive) + " in its archive")

    # Python itself: its library, standard modules and extension modules
    python_files = [f"_internal/{d}" for d, (k, _) in files.items() if k == "python"]
    python_files.append("_internal/base_library.zip")     # the standard library PyInstaller zipped
    w.licence_text("PSF-2.0", (licences_dir / "python" / "LICENSE.txt").read_text(encoding="utf-8"))
    w.files(python_files + ["_internal/resources/licences/python/*"],
            "2001-2023 Python Software Foundation", "PSF-2.0")

    # libraries from the build machine's Debian packages: their own copyright files
    for dest, (kind, src) in sorted(files.items()):
        if kind != "system":
            continue
        owner = subprocess.run(["dpkg-query", "-S", src], capture_output=True, text=True).stdout
        package = owner.split(":")[0].strip() if owner else ""
        doc = Path(f"/usr/share/doc/{package}/copyright") if package else None
        if not doc or not doc.is_file():
            raise SystemExit(f"{dest}: from {src}, whose Debian copyright file is not found")
        text = doc.read_text(encoding="utf-8", errors="replace")
        name = f"{package}-licence"
        w.licence_text(name, f"The copyright file of Debian's {package}:\n\n{text}")
        w.files([f"_internal/{dest}"], copyright_lines([text], f"the {package} authors"), name,
                f"from Debian's {package} package")

    # the embedded C libraries: each file with every licence it is under
    items = json.loads((licences_dir / "components.json").read_text(encoding="utf-8"))
    versions = {c["name"]: c["version"] for c in items}
    for path, entries in sorted(hosted.items()):
        parts = []
        kind, name = files.get(path, ["", ""])
        if kind == "dist" and name in expressions and path not in whole:
            parts.append(expressions[name])
        for entry in entries:
            expression = spdx_to_dep5(entry["licence"])
            parts.append(expression)
            text = inventory.licence_text(entry["text"], third)
            for short in licence_names(expression):
                w.licence_text(short, text)
        licence = " and ".join(dict.fromkeys(f"({p})" if " or " in p else p for p in parts))
        comment = "; ".join(f"{e['name']} {versions.get(e['name'], '')}".strip() + f": {e['note']}"
                            for e in entries)
        w.files([f"_internal/{path}"], "; ".join(f"the {e['name'].split(' (')[0]} authors" for e in entries),
                licence, comment)

    # the fonts, with their licences beside them
    fonts = internal / "resources" / "fonts"
    for pattern, name, licence_file in (("DejaVu*", "Bitstream-Vera", "LICENSE-DejaVu.txt"),
                                        ("NotoSans*", "OFL-1.1", "OFL-NotoSansMalayalam.txt")):
        text = (fonts / licence_file).read_text(encoding="utf-8")
        w.licence_text(name, text)
        matched = [f"_internal/resources/fonts/{f.name}" for f in sorted(fonts.glob(pattern))]
        matched.append(f"_internal/resources/fonts/{licence_file}")
        w.files(matched, copyright_lines([text], f"the {name} font authors"), name)

    # every bundled file of another origin than Pound Desk must have been accounted for
    unclaimed = [d for d, (k, _) in files.items()
                 if k not in ("pound-desk",) and f"_internal/{d}" not in w.claimed]
    unclaimed = [d for d in unclaimed if not d.startswith("resources/")]
    if unclaimed:
        raise SystemExit("no licence found for: " + ", ".join(sorted(unclaimed)[:20]))

    print(head)
    for para in w.paragraphs:
        print()
        print(para)
    for name, text in w.licences.items():
        print()
        print(f"License: {name}\n{indent(text)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
