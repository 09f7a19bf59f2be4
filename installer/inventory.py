"""What a built bundle carries, and under which licence: written by the
PyInstaller spec into the bundle itself, after it is collected, so that the
lists are made from the bundle's actual contents and never kept by hand.

    resources/licences/components.json   the list the About box shows
    resources/licences/THIRD-PARTY.txt   the same, for a person (all a Windows user gets)
    resources/licences/sbom.cdx.json     a CycloneDX 1.5 SBOM: every component with its version

Three kinds of component: the Python distributions PyInstaller collected (their
METADATA names the licence), the shared libraries taken from the build
machine's Debian packages (dpkg names the package and version), and the C
libraries embedded in another component's files (Qt's ICU and PDF engine,
Pillow's image codecs, the OpenSSL in cryptography), listed in EMBEDDED below
with the file each lives in. `check` fails the build when a bundled shared
library is claimed by no component, or when an entry of EMBEDDED names no
file of the bundle.
"""
from __future__ import annotations

import fnmatch
import json
import re
import shutil
import subprocess
import sys
from email.parser import HeaderParser
from pathlib import Path

# The C libraries inside other components' files. Each entry: name, SPDX licence,
# the bundle's files it is in (globs, relative to _internal/), how its version is
# known, and where the licence text is read from ("pillow:SECTION" for Pillow's
# own LICENSE, which has a section per library it bundles, or "debian:PACKAGE"
# for the Debian copyright file of the same upstream library on the build
# machine). The versions of what Qt compiles into its PDF engine are Qt's.
# "whole": the file is that library alone (not another project's file with it
# compiled in), so it is under that library's licence only.
EMBEDDED = (
    {"whole": True, "name": "ICU", "licence": "Unicode-DFS-2016", "files": ["libicu*.so.*"],
     "version": r"libicuuc\.so\.(\d+)", "text": "debian:libicu72",
     "note": "Unicode's ICU, which Qt uses for text (its data library is a table)"},
    {"name": "PDFium", "licence": "BSD-3-Clause", "files": ["libQt6Pdf.so.6"], "version": "qt",
     "text": "own:PDFium", "note": "the PDF engine of Qt PDF (the app's PDF preview)"},
    {"name": "FreeType (in PDFium)", "licence": "FTL OR GPL-2.0-or-later", "files": ["libQt6Pdf.so.6"],
     "version": "qt", "text": "pillow:FREETYPE2", "note": "compiled into Qt PDF's engine"},
    {"name": "Little CMS (in PDFium)", "licence": "MIT", "files": ["libQt6Pdf.so.6"], "version": "qt",
     "text": "pillow:LCMS2", "note": "compiled into Qt PDF's engine"},
    {"name": "OpenJPEG (in PDFium)", "licence": "BSD-2-Clause", "files": ["libQt6Pdf.so.6"], "version": "qt",
     "text": "pillow:OPENJPEG", "note": "compiled into Qt PDF's engine"},
    {"name": "libjpeg-turbo (in PDFium)", "licence": "IJG AND BSD-3-Clause AND Zlib",
     "files": ["libQt6Pdf.so.6"], "version": "qt", "text": "pillow:LIBJPEG",
     "note": "compiled into Qt PDF's engine"},
    {"name": "libjpeg-turbo (in Qt's JPEG plugin)", "licence": "IJG AND BSD-3-Clause AND Zlib",
     "files": ["PySide6/Qt/plugins/imageformats/libqjpeg.so"], "version": "qt", "text": "pillow:LIBJPEG",
     "note": "compiled into Qt's JPEG image plugin (the photos shown on screen)"},
    {"whole": True, "name": "libjpeg-turbo", "licence": "IJG AND BSD-3-Clause AND Zlib",
     "files": ["pillow.libs/libjpeg-*.so*"],
     "version": "sbom:libjpeg / libjpeg-turbo", "text": "pillow:LIBJPEG", "note": "Pillow's JPEG codec"},
    {"whole": True, "name": "Little CMS", "licence": "MIT", "files": ["pillow.libs/liblcms2-*.so*"],
     "version": "sbom:Little CMS 2",
     "text": "pillow:LCMS2", "note": "Pillow's colour management"},
    {"whole": True, "name": "OpenJPEG", "licence": "BSD-2-Clause", "files": ["pillow.libs/libopenjp2-*.so*"],
     "version": "sbom:OpenJPEG",
     "text": "pillow:OPENJPEG", "note": "Pillow's JPEG 2000 codec"},
    {"whole": True, "name": "libtiff", "licence": "libtiff", "files": ["pillow.libs/libtiff-*.so*"],
     "version": "sbom:libtiff",
     "text": "pillow:LIBTIFF", "note": "Pillow's TIFF codec"},
    {"whole": True, "name": "zstd", "licence": "BSD-3-Clause OR GPL-2.0-only", "files": ["pillow.libs/libzstd-*.so*"],
     "version": "file", "text": "pillow:ZSTD", "note": "libtiff's compression, in Pillow"},
    {"whole": True, "name": "xz (liblzma)", "licence": "0BSD", "files": ["pillow.libs/liblzma-*.so*"],
     "version": "file",
     "text": "pillow:LIBLZMA", "note": "libtiff's compression, in Pillow"},
    {"whole": True, "name": "libxcb (Pillow's)", "licence": "X11", "files": ["pillow.libs/libxcb-*.so*"],
     "version": "sbom:libxcb",
     "text": "pillow:XCB", "note": "Pillow's screen grab, never called by Pound Desk"},
    {"whole": True, "name": "libXau (Pillow's)", "licence": "MIT-open-group", "files": ["pillow.libs/libXau-*.so*"],
     "version": "sbom:libXau", "text": "pillow:XAU", "note": "needed by Pillow's libxcb"},
    # compiled into Pillow's own extension modules (its SBOM names them; its text
    # module, with FreeType, HarfBuzz and raqm inside, is not bundled)
    {"name": "zlib-ng (in Pillow)", "licence": "Zlib", "files": ["PIL/_imaging.*.so"],
     "version": "sbom:zlib", "text": "pillow:ZLIB", "note": "Pillow's PNG compression"},
    {"name": "OpenSSL (in cryptography)", "licence": "Apache-2.0",
     "files": ["cryptography/hazmat/bindings/_rust.abi3.so"], "version": "openssl", "text": "common:Apache-2.0",
     "note": "compiled into cryptography (the returns' signatures)"},
)

# text of the PDFium licence (BSD-3-Clause), as in its source's LICENSE
PDFIUM = """Copyright 2014 The PDFium Authors

Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:

   * Redistributions of source code must retain the above copyright notice,
this list of conditions and the following disclaimer.
   * Redistributions in binary form must reproduce the above copyright notice,
this list of conditions and the following disclaimer in the documentation
and/or other materials provided with the distribution.
   * Neither the name of Google Inc. nor the names of its contributors may be
used to endorse or promote products derived from this software without
specific prior written permission.

THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT OWNER OR CONTRIBUTORS BE LIABLE FOR
ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES
(INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES;
LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON
ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
(INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS
SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
"""

# the system libraries kept in the bundle (Qt's xcb plugin's helpers), by Debian package
SYSTEM_LICENCES = {"libxcb": "X11", "libxkbcommon": "MIT"}
# a Python distribution's own libraries (under its licence); any other library
# a wheel carries (Pillow's codecs, PySide6's ICU) is another project's and
# needs an entry in EMBEDDED
OWN = ("libQt6*", "PySide6/Qt/lib/libQt6*", "libpyside6*", "libshiboken6*", "*.cpython-3*", "*.abi3.so",
       "PySide6/Qt/plugins/*", "*/_rl_accel*", "*/_cffi_backend*")
LIBRARY = re.compile(r"\.so(\.\d+)*$")


def pillow_sections(text: str) -> dict[str, str]:
    """Pillow's LICENSE, one section per library it bundles ("----", then the name)."""
    parts = re.split(r"^----\n\s*\n?([A-Z0-9_-]+)\n", text, flags=re.M)
    return {parts[i]: parts[i + 1].strip() for i in range(1, len(parts) - 1, 2)}


def licence_text(source: str, third_party: Path) -> str:
    """The licence text an EMBEDDED entry names (see its "text")."""
    kind, _, name = source.partition(":")
    if kind == "pillow":
        sections = pillow_sections((third_party / "pillow" / "LICENSE").read_text(encoding="utf-8"))
        if name not in sections:
            raise SystemExit(f"Pillow's LICENSE has no section {name}")
        return f"As in Pillow's LICENSE, section {name}:\n\n{sections[name]}"
    if kind == "debian":
        doc = Path(f"/usr/share/doc/{name}/copyright")
        if not doc.is_file():
            raise SystemExit(f"{doc} is needed for its licence text: apt-get install {name}")
        return f"The licence of the same library, from Debian's {name} copyright file:\n\n" + \
            doc.read_text(encoding="utf-8", errors="replace")
    if kind == "own" and name == "PDFium":
        return PDFIUM
    if kind == "common":
        return f"On Debian systems, the full text of this licence is in /usr/share/common-licenses/{name}."
    raise SystemExit(f"unknown licence text source {source}")


def is_library(path: str) -> bool:
    return bool(LIBRARY.search(path)) or path.endswith((".pyd", ".dll"))


def bundled_files(internal_dir: Path) -> list[str]:
    """Every real file under _internal/ (PyInstaller's symlinks left out)."""
    return sorted(str(p.relative_to(internal_dir)) for p in internal_dir.rglob("*")
                  if p.is_file() and not p.is_symlink())


def matches(entry: dict, path: str) -> bool:
    # a pattern with no folder matches the file's name wherever PyInstaller put it
    return any(fnmatch.fnmatchcase(path if "/" in pattern else Path(path).name, pattern)
               for pattern in entry["files"])


def dist_licence(meta_text: str) -> str:
    """The SPDX licence of a Python distribution, from its METADATA."""
    meta = HeaderParser().parsestr(meta_text)
    if meta.get("License-Expression"):
        return meta["License-Expression"].strip()
    licence = (meta.get("License") or "").strip()
    if licence and "\n" not in licence and len(licence) < 60:
        return CLASSIFIERS.get(licence, licence)
    classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
    return CLASSIFIERS.get(classifiers[0], classifiers[0]) if len(classifiers) == 1 else "; ".join(classifiers)


# the licence-classifier names of PyPI as SPDX identifiers
CLASSIFIERS = {"MIT License": "MIT", "Apache Software License": "Apache-2.0", "BSD License": "BSD",
               "GNU General Public License v2 (GPLv2)": "GPL-2.0", "Apache License 2.0": "Apache-2.0",
               "GNU Lesser General Public License v2 or later (LGPLv2+)": "LGPL-2.1-or-later"}


# where neither the METADATA nor the licence text says "or later", but the project does
CLARIFIED = {
    "num2words": "LGPL-2.1-or-later",   # its METADATA says "LGPL"; its source files' headers say 2.1 or later
}


def text_licence(texts: str) -> str:
    """A licence recognised from its text, for a distribution whose METADATA names none."""
    upper = " ".join(texts.upper().split())
    if "PYINSTALLER" in upper and "GNU GENERAL PUBLIC LICENSE" in upper and "BOOTLOADER" in upper:
        return "GPL-2.0-or-later WITH Bootloader-exception"
    if "GNU LESSER GENERAL PUBLIC LICENSE VERSION 2.1" in upper:
        return "LGPL-2.1-or-later" if "OR (AT YOUR OPTION) ANY LATER VERSION" in upper else "LGPL-2.1-only"
    if "PERMISSION IS HEREBY GRANTED, FREE OF CHARGE" in upper:
        return "MIT"
    if "NEITHER THE NAME" in upper and "REDISTRIBUTION AND USE IN SOURCE AND BINARY FORMS" in upper:
        return "BSD-3-Clause"
    return ""


def check(files: dict[str, list[str]], internal: list[str]) -> list[str]:
    """The problems of an inventory: a bundled shared library no component
    claims, or an EMBEDDED entry that names no file of the bundle. `files` is
    the spec's manifest (bundled path -> [kind, origin]); `internal` the paths
    of every file under _internal/."""
    problems = []
    for entry in EMBEDDED:
        if not any(matches(entry, p) for p in internal):
            problems.append(f"{entry['name']}: listed, but the bundle has no {' or '.join(entry['files'])}")
    for path in internal:
        if not is_library(path):
            continue
        kind = files.get(path, ["", ""])[0]
        if any(matches(e, path) for e in EMBEDDED):
            continue
        if kind == "python" or (kind == "system" and system_package_name(files[path][1])):
            continue
        if kind == "dist" and any(fnmatch.fnmatchcase(path, own) or fnmatch.fnmatchcase(Path(path).name, own)
                                  for own in OWN):
            continue
        problems.append(f"{path}: bundled, but no component accounts for it")
    return problems


def system_package_name(src: str) -> str:
    name = Path(src).name
    return next((n for n in SYSTEM_LICENCES if name.startswith(n)), "")


def dpkg_package(src: str) -> tuple[str, str]:
    if shutil.which("dpkg-query") is None:
        return "", ""          # not a Debian system: the library is named by its file
    owner = subprocess.run(["dpkg-query", "-S", src], capture_output=True, text=True).stdout
    if not owner:
        owner = subprocess.run(["dpkg-query", "-S", str(Path(src).resolve())], capture_output=True,
                               text=True).stdout
    package = owner.split(":")[0].strip()
    version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True,
                             text=True).stdout.strip() if package else ""
    return package, version


def wheel_sbom_versions(third_party: Path) -> dict[str, str]:
    """The versions of the C libraries wheels say they carry (their CycloneDX
    SBOMs, which the spec copies beside their licences: Pillow's)."""
    found = {}
    for path in sorted(third_party.glob("*/*.cdx.json")):
        for c in json.loads(path.read_text(encoding="utf-8")).get("components", []):
            if c.get("version"):
                found.setdefault(c["name"], str(c["version"]).split("-")[0])
    return found


def embedded_version(entry: dict, paths: list[str], versions: dict[str, str]) -> str:
    how = entry["version"]
    if how == "qt":
        return f"Qt {versions['qt']}"       # what Qt PDF compiles in: Qt's release names it
    if how.startswith("sbom:"):
        if how[5:] not in versions:
            raise SystemExit(f"{entry['name']}: its wheel's SBOM names no {how[5:]}")
        return versions[how[5:]]
    if how in versions:
        return versions[how]
    if how == "file":
        found = re.search(r"-[0-9a-f]{8}\.so\.([\d.]+)$", paths[0])
        return found.group(1) if found else ""
    found = next((re.search(how, Path(p).name) for p in paths if re.search(how, Path(p).name)), None)
    return found.group(1) if found else ""


def components(internal_dir: Path, manifest: dict, versions: dict[str, str]) -> list[dict]:
    """Every component of the bundle: name, version, licence, kind, files."""
    internal = bundled_files(internal_dir)
    files = manifest["files"]
    problems = check(files, internal)
    # EMBEDDED names the Linux bundle's files: on Windows (never built here) the lists are
    # made from what is found, and what is not accounted for is said, not enforced
    if problems and sys.platform.startswith("linux"):
        raise SystemExit("the bundle's inventory is incomplete:\n  " + "\n  ".join(problems))
    for problem in problems:
        print(f"inventory: {problem}", file=sys.stderr)
    third = internal_dir / "resources" / "licences" / "third-party"
    versions = {**wheel_sbom_versions(third), **versions}
    out = [{"name": "Pound Desk", "version": versions["pound-desk"], "licence": "GPL-3.0-or-later",
            "kind": "program", "files": []},
           {"name": "Python", "version": versions["python"], "licence": "PSF-2.0", "kind": "python",
            "files": sorted(p for p, (k, _) in files.items() if k == "python")}]
    for name, info in sorted(manifest["distributions"].items(), key=lambda kv: kv[0].lower()):
        meta = (third / name / "METADATA").read_text(encoding="utf-8", errors="replace")
        # its licence files proper (LICENSE, COPYING), not the notices of parts (ReportLab's fonts)
        kept = [f for f in sorted((third / name).iterdir()) if f.name != "METADATA" and not f.name.endswith(".json")]
        primary = [f for f in kept if f.name.upper().startswith(("LICENSE", "LICENCE", "COPYING"))] or kept
        texts = "\n".join(f.read_text(encoding="utf-8", errors="replace") for f in primary)
        # the licence texts decide where the METADATA is vague (a classifier, a bare "LGPL")
        licence = dist_licence(meta)
        if licence in ("", "BSD", "GPL-2.0", "LGPL") or " " in licence and "OR" not in licence:
            licence = CLARIFIED.get(name) or text_licence(texts) or licence
        out.append({"name": name, "version": info["version"], "licence": licence, "kind": "python-package",
                    "files": sorted(p for p, (k, n) in files.items() if k == "dist" and n == name)})
    by_package: dict[str, dict] = {}
    for path, (kind, src) in sorted(files.items()):
        if kind != "system":
            continue
        package, version = dpkg_package(src)
        item = by_package.setdefault(package or src, {
            "name": package or Path(src).name, "version": version,
            "licence": SYSTEM_LICENCES.get(system_package_name(src), "see the Debian copyright file"),
            "kind": "system-library", "files": []})
        item["files"].append(path)
    out.extend(by_package.values())
    for entry in EMBEDDED:
        paths = [p for p in internal if matches(entry, p)]
        if not paths:
            continue            # (Windows only: on Linux the check above stopped the build)
        out.append({"name": entry["name"], "version": embedded_version(entry, paths, versions),
                    "licence": entry["licence"], "kind": "embedded-library", "files": paths,
                    "note": entry["note"], "text": entry["text"]})
    for font, licence, pattern in (("Noto Sans Malayalam", "OFL-1.1", "NotoSansMalayalam"),
                                   ("DejaVu Sans", "Bitstream-Vera", "DejaVuSans")):
        out.append({"name": font, "version": "", "licence": licence, "kind": "font",
                    "files": [p for p in internal if p.startswith("resources/fonts/") and pattern in p]})
    return out


def third_party_text(items: list[dict]) -> str:
    rows = [f"{c['name'] + (' ' + c['version'] if c['version'] else ''):<44} {c['licence']}"
            for c in items if c["kind"] != "program"]
    return ("Pound Desk and the software it carries\n"
            "======================================\n\n"
            "Pound Desk is free software: you can redistribute it and/or modify it under the\n"
            "terms of the GNU General Public License, version 3 or (at your option) any later\n"
            "version (COPYING-GPL-3.txt). It comes with no warranty.\n\n"
            "This installation carries the components below, listed from its own files when it\n"
            "was built (sbom.cdx.json beside this file lists them with their files). Their\n"
            "licence texts are in the folder \"third-party\" beside this file (copied from each\n"
            "Python package), in LGPL-3.txt (Qt), and in the fonts folder; the C libraries\n"
            "inside Pillow are under the licences in third-party/pillow/LICENSE.\n\n"
            f"{'component':<44} licence\n{'-' * 44} {'-' * 34}\n" + "\n".join(rows) + "\n\n"
            "The Qt libraries are separate files in the install folder and may be replaced.\n"
            "Whoever gave you Pound Desk must also give you its source code on request, with\n"
            "the source of the GPL and LGPL components, as those licences require.\n")


def sbom(items: list[dict], when: str) -> dict:
    """A CycloneDX 1.5 SBOM (JSON), dated by the build's fixed time."""
    def component(c: dict) -> dict:
        out = {"type": "application" if c["kind"] == "program" else "library", "name": c["name"],
               "version": c["version"], "bom-ref": f"{c['kind']}:{c['name']}",
               "licenses": [{"expression": c["licence"]}] if re.fullmatch(r"[A-Za-z0-9.+\-() ]+", c["licence"])
               else [{"license": {"name": c["licence"]}}],
               "properties": [{"name": "pound-desk:kind", "value": c["kind"]}]
               + [{"name": "pound-desk:file", "value": f} for f in c["files"]]}
        if c["kind"] == "python-package":
            out["purl"] = f"pkg:pypi/{c['name'].lower().replace('_', '-')}@{c['version']}"
        elif c["kind"] == "system-library":
            out["purl"] = f"pkg:deb/debian/{c['name']}@{c['version']}?arch=amd64"
        if c.get("note"):
            out["description"] = c["note"]
        return out
    program, rest = items[0], items[1:]
    return {"bomFormat": "CycloneDX", "specVersion": "1.5", "version": 1,
            "metadata": {"timestamp": when, "component": component(program)},
            "components": [component(c) for c in rest]}


def write(internal_dir: Path, manifest: dict, versions: dict[str, str], when: str) -> list[dict]:
    items = components(internal_dir, manifest, versions)
    licences = internal_dir / "resources" / "licences"
    about = [{k: c[k] for k in ("name", "version", "licence", "kind")} for c in items]
    (licences / "components.json").write_text(json.dumps(about, indent=1) + "\n", encoding="utf-8")
    (licences / "THIRD-PARTY.txt").write_text(third_party_text(items), encoding="utf-8")
    (licences / "sbom.cdx.json").write_text(json.dumps(sbom(items, when), indent=1, sort_keys=True) + "\n",
                                            encoding="utf-8")
    return items


if __name__ == "__main__":      # python installer/inventory.py BUNDLE MANIFEST: the check alone
    bundle, manifest = Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))
    internal = bundled_files(bundle / "_internal")
    found = check(manifest["files"], internal)
    print("\n".join(found) or "every bundled library is accounted for")
    sys.exit(1 if found else 0)
