"""The tree passes ruff under the configuration in pyproject.toml (pyflakes, import
order, bugbear, 120 columns): a lint finding fails the tests like any other fault."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

# the wheel's own executable, whatever the PATH
try:
    from ruff import find_ruff_bin
except ImportError:                     # said by the test below, not as an error of collection
    find_ruff_bin = None

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("pound_desk", "tests", "bench", "tools", "docs", "scripts", "installer")


def _ruff() -> str:
    if find_ruff_bin is None:
        pytest.fail("ruff is not installed: install the test extras (pip install -e '.[test]')")
    try:
        return str(find_ruff_bin())
    except FileNotFoundError as e:
        pytest.fail(f"the ruff package is installed but its executable was not found: {e}")


def test_the_tree_is_clean_under_ruff():
    folders = [f for f in FOLDERS if (ROOT / f).is_dir()]
    done = subprocess.run([_ruff(), "check", "--no-cache", *folders], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"ruff check found problems:\n{done.stdout}{done.stderr}"
