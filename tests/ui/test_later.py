"""The table of what the desk loads when first used (ui/later.py): each entry
names a module and an attribute that exist, so a renamed dialog fails here
and not when a keeper clicks its menu; and the desktop's code imports at the
top of its files, an import inside a function saying why it must be late."""
from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from pound_desk.ui import later

UI = Path(__file__).resolve().parents[2] / "pound_desk" / "ui"


@pytest.mark.parametrize("key", sorted(later.entries()))
def test_every_entry_names_a_module_and_an_attribute_that_exist(key):
    entry = later.entries()[key]
    module = importlib.import_module(entry.module)
    if entry.name:
        assert hasattr(module, entry.name), f"later.{key}: {entry.module} has no {entry.name}"
        assert callable(entry.load())
    else:
        assert entry.load() is module


def test_an_entry_that_names_nothing_real_fails_when_used():
    with pytest.raises(AttributeError):
        later.Later("pound_desk.ui.menus", "NoSuchDialog").load()
    with pytest.raises(ModuleNotFoundError):
        later.Later("pound_desk.ui.no_such_module", "Dialog").load()


def _uses_of_later(source: str) -> list[tuple[str, int]]:
    """(name, line) of each ``later.NAME`` in ``source``."""
    return [(node.attr, node.lineno) for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "later"]


def _py_files() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if p.name != "later.py")


def test_every_use_of_the_table_names_an_entry():
    entries = later.entries()
    used = {(p.relative_to(UI).as_posix(), name, line) for p in _py_files()
            for name, line in _uses_of_later(p.read_text(encoding="utf-8"))}
    assert len(used) > 20   # the menus do use it (the check below can fail)
    assert [u for u in sorted(used) if u[1] not in entries] == []


def _late_imports_without_a_reason(source: str) -> list[int]:
    """Lines of imports inside a function with no comment saying why: on the
    import's own line, or on the line above it (or above the imports it
    follows directly)."""
    lines = source.splitlines()
    found = []

    def said(lineno: int) -> bool:
        i = lineno - 1
        if "#" in lines[i]:
            return True
        while i > 0 and lines[i - 1].strip().startswith(("from ", "import ")):
            i -= 1
            if "#" in lines[i]:
                return True
        return i > 0 and lines[i - 1].strip().startswith("#")

    for func in ast.walk(ast.parse(source)):
        if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for node in ast.walk(func):
                if isinstance(node, (ast.Import, ast.ImportFrom)) and not said(node.lineno):
                    found.append(node.lineno)
    return sorted(set(found))


def test_the_check_finds_a_late_import_without_a_reason():
    source = ("import os\n\ndef f():\n    from pathlib import Path\n    return Path\n\n"
              "def g():\n    # late: optional\n    import json\n    import csv\n\n"
              "def h():\n    import zlib  # late: optional\n")
    assert _late_imports_without_a_reason(source) == [4]


@pytest.mark.parametrize("path", _py_files(), ids=lambda p: p.relative_to(UI).as_posix())
def test_an_import_inside_a_function_says_why_it_is_late(path):
    # the desk's start stays light through ui/later.py; any other late import names its reason
    assert _late_imports_without_a_reason(path.read_text(encoding="utf-8")) == []
