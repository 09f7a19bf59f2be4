"""The program's version, from one place: pyproject.toml, as the installed
package's metadata carries it (pip's install, or the bundle's copy that the
PyInstaller spec writes). `pound-desk --version`, About, the self-test, the
.deb and the Windows installer all read it from here or from the same metadata."""
from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

DISTRIBUTION = "pound-desk"


def source_version() -> str | None:
    """pyproject.toml's version when the program runs from a checkout that was
    never installed (python -m pound_desk from the tree), else None."""
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    if not pyproject.is_file():
        return None
    project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
    return project.get("version") if project.get("name") == DISTRIBUTION else None


def installed_version() -> str:
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        version = source_version()
        if version is None:
            raise RuntimeError("Pound Desk is neither installed nor run from its source tree: "
                               "its version is unknown") from None
        return version
