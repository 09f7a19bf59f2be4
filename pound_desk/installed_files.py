"""Whether an installed build's files are the ones its build made: the build
writes SHA256SUMS (sha256sum's format, paths relative to the program's folder)
beside the program after its last change to them, and `--self-test` reads every
file back against it. A file changed, lost or added after the build (a damaged
disk, a half-finished copy, a hand-made "fix") is named."""
from __future__ import annotations

import hashlib
from pathlib import Path

MANIFEST = "SHA256SUMS"


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write(folder: Path) -> int:
    """Write the manifest of every file under folder; returns how many."""
    files = sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink() and p.name != MANIFEST)
    lines = [f"{sha256(p)}  {p.relative_to(folder).as_posix()}" for p in files]
    (folder / MANIFEST).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines)


def check(folder: Path) -> tuple[int, list[str]]:
    """(files checked, problems): each file of the manifest with its hash, and
    any file the manifest does not name."""
    manifest = folder / MANIFEST
    if not manifest.is_file():
        return 0, [f"{MANIFEST} is missing: this build cannot be checked"]
    problems, named = [], set()
    for line in manifest.read_text(encoding="utf-8").splitlines():
        digest, _, name = line.partition("  ")
        named.add(name)
        path = folder / name
        if not path.is_file():
            problems.append(f"{name}: missing")
        elif sha256(path) != digest:
            problems.append(f"{name}: changed since the build")
    for path in sorted(folder.rglob("*")):
        name = path.relative_to(folder).as_posix()
        if path.is_file() and not path.is_symlink() and name != MANIFEST and name not in named:
            problems.append(f"{name}: not made by the build")
    return len(named), problems


if __name__ == "__main__":      # python -m pound_desk.installed_files FOLDER: write the manifest (the build)
    import sys
    print(f"{MANIFEST}: {write(Path(sys.argv[1]))} files")
