"""One version: pyproject.toml's, read through the package's metadata by
--version, About and the self-test; a checkout never installed reads
pyproject.toml itself."""
from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

import pytest

import pound_desk
from pound_desk import version
from pound_desk.cli.parser import build_parser

ROOT = Path(__file__).resolve().parents[1]
PROJECT_VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_version_is_pyproject_tomls(capsys):
    assert pound_desk.__version__ == PROJECT_VERSION, (
        "the installed metadata is stale: pip install -e . again")
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--version"])
    assert capsys.readouterr().out.split()[-1] == PROJECT_VERSION


def test_the_metadata_is_read_before_pyproject(monkeypatch):
    monkeypatch.setattr(metadata, "version", lambda name: "9.8.7" if name == "pound-desk" else None)
    assert version.installed_version() == "9.8.7"


def test_a_checkout_never_installed_reads_pyproject(monkeypatch):
    def missing(name):
        raise metadata.PackageNotFoundError(name)
    monkeypatch.setattr(metadata, "version", missing)
    assert version.installed_version() == PROJECT_VERSION
    monkeypatch.setattr(version, "source_version", lambda: None)
    with pytest.raises(RuntimeError, match="version is unknown"):
        version.installed_version()
