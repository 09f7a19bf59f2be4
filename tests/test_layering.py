"""The layers of the house (STYLE.md): only the desktop (pound_desk/ui/ and
pound_desk/app.py) imports Qt; the Act's rules (pound_desk/law/) import only
the standard library and each other. Checked on the source with ast, so an
import inside a function counts as much as one at the top."""
from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "pound_desk"


def _package_of(path: Path) -> str:
    # the package a module's relative imports start from: its own for __init__.py
    return ".".join(path.relative_to(PACKAGE.parent).parent.parts)


def _imports(source: str, package: str) -> list[tuple[str, int]]:
    """Every module an import statement names (at any depth), with its line;
    relative imports are resolved against ``package``."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            out.append((name, node.lineno))
    return out


def _modules(path: Path) -> list[tuple[str, int]]:
    return _imports(path.read_text(encoding="utf-8"), _package_of(path))


def _files(under: Path) -> list[Path]:
    return sorted(under.rglob("*.py"))


def _outside_the_desktop() -> list[Path]:
    ui = PACKAGE / "ui"
    return [p for p in _files(PACKAGE) if ui not in p.parents and p != PACKAGE / "app.py"]


def test_layering_finds_imports_inside_functions():
    source = ("import json\n"
              "def f():\n    import PySide6.QtWidgets\n"
              "class C:\n    def g(self):\n        from PySide6 import QtCore\n")
    assert _imports(source, "pound_desk.services") == [
        ("json", 1), ("PySide6.QtWidgets", 3), ("PySide6", 6)]


def test_layering_relative_imports_are_resolved():
    # in pound_desk/law/dues.py: ".money" is pound_desk.law.money, ".." is pound_desk
    source = "from .money import Money\nfrom .. import paths\nfrom . import kinds\n"
    package = _package_of(PACKAGE / "law" / "dues.py")
    assert package == "pound_desk.law"
    assert [n for n, _ in _imports(source, package)] == ["pound_desk.law.money", "pound_desk",
                                                         "pound_desk.law"]
    assert _package_of(PACKAGE / "law" / "__init__.py") == "pound_desk.law"


def test_layering_the_files_are_found():
    names = {p.relative_to(PACKAGE).as_posix() for p in _outside_the_desktop()}
    assert {"law/money.py", "models/schema.py", "services/case/releases.py"} <= names
    assert not any(n.startswith("ui/") for n in names)


@pytest.mark.parametrize("path", _outside_the_desktop(), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_layering_no_qt_outside_the_desktop(path):
    qt = [(name, line) for name, line in _modules(path)
          if name.split(".")[0] in {"PySide6", "PyQt5", "PyQt6", "PySide2", "shiboken6"}]
    assert qt == [], f"{path.relative_to(PACKAGE)} imports Qt: {qt}"


@pytest.mark.parametrize("path", _files(PACKAGE / "law"), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_layering_law_imports_only_the_standard_library(path):
    # pound_desk.language (no Qt, no database) lets a rule's message reach
    # the screen in the screen's language
    allowed = set(sys.stdlib_module_names) | {"__future__"}
    bad = [(name, line) for name, line in _modules(path)
           if not (name.split(".")[0] in allowed or name in ("pound_desk.law", "pound_desk.language")
                   or name.startswith("pound_desk.law."))]
    assert bad == [], f"{path.relative_to(PACKAGE)} imports outside the standard library: {bad}"


def _private_imports(source: str) -> list[tuple[str, str, int]]:
    """(module, name, line) for each ``from module import _name``."""
    return [(node.module or ".", alias.name, node.lineno) for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.ImportFrom) and node.module != "__future__"
            for alias in node.names if alias.name.startswith("_") and not alias.name.startswith("__")]


def test_layering_finds_a_private_name_imported():
    source = "from __future__ import annotations\nfrom pound_desk import __version__\ndef f():\n" \
             "    from pound_desk.cli.common import _out, err\n"
    assert _private_imports(source) == [("pound_desk.cli.common", "_out", 4)]


@pytest.mark.parametrize("path", _files(PACKAGE), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_layering_no_private_name_is_imported_from_another_module(path):
    # what a module shares it names publicly; a leading underscore stays inside its module
    found = _private_imports(path.read_text(encoding="utf-8"))
    assert found == [], f"{path.relative_to(PACKAGE)} imports private names: {found}"
