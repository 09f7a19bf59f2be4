"""The layers of the house (STYLE.md): only the desktop (pound_desk/ui/ and
pound_desk/ui/app.py) imports Qt; the Act's rules (pound_desk/law/) import only
the standard library and each other. Checked on the source with ast, so an
import inside a function counts as much as one at the top."""
from __future__ import annotations

import ast
import importlib
import sys
import typing
from pathlib import Path

import peewee
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
    return [p for p in _files(PACKAGE) if ui not in p.parents and p != PACKAGE / "ui/app.py"]


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


# ------------------------------------------------------------------ every direction

def _floor(name: str) -> str:
    """The package a module belongs to: pound_desk.X for a sub-package,
    the module itself for a top-level module."""
    parts = name.split(".")
    if len(parts) >= 2 and (PACKAGE / parts[1]).is_dir():
        return ".".join(parts[:2])
    return ".".join(parts[:2]) if len(parts) > 1 else name


def _names_a_module(text: str) -> bool:
    parts = text.split(".")
    if parts[0] != "pound_desk" or len(parts) < 2 or not all(p.isidentifier() for p in parts):
        return False
    where = PACKAGE.parent.joinpath(*parts)
    return where.with_suffix(".py").is_file() or (where / "__init__.py").is_file()


def _ours(path: Path) -> list[tuple[str, int]]:
    """Our own modules ``path`` imports; ``from pound_desk import x`` names x.
    A string that is a module's full name counts too: the desk imports what it
    opens later by name (ui/later.py, the self-test's steps)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and _names_a_module(node.value):
            out.append((node.value, node.lineno))
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "pound_desk":
            if node.module == "pound_desk":
                out += [(f"pound_desk.{a.name}", node.lineno) for a in node.names]
            else:
                out.append((node.module, node.lineno))
        elif isinstance(node, ast.Import):
            out += [(a.name, node.lineno) for a in node.names if a.name.split(".")[0] == "pound_desk"]
    return out


def test_layering_a_module_imported_by_name_counts(tmp_path):
    source = tmp_path / "m.py"
    source.write_text('X = Later("pound_desk.services.demo", "create_demo")\nY = "pound_desk.no_such"\n')
    assert _ours(source) == [("pound_desk.services.demo", 1)]


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@pytest.mark.parametrize("path", _files(PACKAGE / "models"), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_layering_the_records_import_no_service_document_or_face(path):
    # who is signed in reaches the records as a function (models/writer.py)
    bad = [(n, line) for n, line in _ours(path)
           if _floor(n) in {"pound_desk.services", "pound_desk.documents", "pound_desk.ui", "pound_desk.cli",
                            "pound_desk.exchange", "pound_desk.returns", "pound_desk.authority"}]
    assert bad == [], f"{path.relative_to(PACKAGE)} imports above the records: {bad}"


@pytest.mark.parametrize("path", _files(PACKAGE / "documents"), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_layering_documents_lay_out_values_they_are_handed(path):
    # a document is made from plain values (documents/data.py): it reads no record
    bad = [(n, line) for n, line in _ours(path)
           if _floor(n) in {"pound_desk.models", "pound_desk.services", "pound_desk.ui", "pound_desk.cli"}
           or n.split(".")[0] == "peewee"]
    bad += [(n, line) for n, line in _modules(path) if n.split(".")[0] == "peewee"]
    assert bad == [], f"{path.relative_to(PACKAGE)} imports records or services: {bad}"


# The desktop asks the services; it runs no query itself. These hold the
# database connection, not a query: the worker thread's own connection
# (workers.py), closing and reopening the file around a restore
# (backups_dialog.py, selftest.py) and at the end of the day (ui/app.py).
UI_MAY_TOUCH_THE_DATABASE = {
    "ui/workers.py": {"pound_desk.models"},
    "ui/backups_dialog.py": {"pound_desk.models"},
    "ui/selftest.py": {"pound_desk.models"},
    "ui/app.py": {"pound_desk.models"},
}


@pytest.mark.parametrize("path", _files(PACKAGE / "ui"), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_layering_the_desktop_runs_no_query(path):
    allowed = UI_MAY_TOUCH_THE_DATABASE.get(path.relative_to(PACKAGE).as_posix(), set())
    bad = [(n, line) for n, line in _modules(path)
           if n.split(".")[0] == "peewee" or (n.startswith("pound_desk.models") and n not in allowed)]
    assert bad == [], f"{path.relative_to(PACKAGE)} reaches the database: {bad}"


def test_layering_the_allow_list_names_files_that_exist():
    for name in UI_MAY_TOUCH_THE_DATABASE:
        assert (PACKAGE / name).exists(), name


def _graph(paths: list[Path], floor) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in paths:
        here = floor(_module_name(path))
        for name, _ in _ours(path):
            there = floor(name)
            if there != here:
                graph.setdefault(here, set()).add(there)
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """One cycle of ``graph`` (a list of nodes, the first repeated last), or []."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[node] = 2
        path.pop()
        return []

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return []


def test_layering_cycles_are_found():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": {"c"}}) == []


def test_layering_no_cycle_between_the_packages():
    # at any depth: an import inside a function is a dependency all the same
    cycle = _cycle(_graph(_files(PACKAGE), _floor))
    assert cycle == [], " -> ".join(cycle)



def _imported_modules(path: Path) -> set[str]:
    """Our modules ``path`` imports, each by its own name: ``from pound_desk.x
    import y`` is the module x.y when y is one, else x (a package's
    __init__). A module loaded by name is counted by ``_loaded_by_name``."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = _package_of(path).split(".")
            base = base[:len(base) - (node.level - 1)]
            module = ".".join(base + ([node.module] if node.module else []))
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.split(".")[0] == "pound_desk"}
            continue
        else:
            continue
        if module.split(".")[0] != "pound_desk":
            continue
        for alias in node.names:
            named = f"{module}.{alias.name}"
            out.add(named if _names_a_module(named) else module)
    return out


LATER = PACKAGE / "ui" / "later.py"
LATER_MODULE = "pound_desk.ui.later"


def _later_entries(source: str) -> dict[str, str]:
    """NAME -> module, for each ``NAME = Later("module", ...)`` of ui/later.py's table."""
    out = {}
    for node in ast.parse(source).body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Call) and getattr(node.value.func, "id", "") == "Later"):
            out[node.targets[0].id] = node.value.args[0].value
    return out


def _loaded_by_name(path: Path, entries: dict[str, str] | None = None) -> set[str]:
    """Our modules ``path`` loads by name, with importlib: a string that is a
    module's full name (documents/render.py's table of renderers, the
    self-test's steps), and the module of each entry of ui/later.py's table
    that it uses (``later.NAME`` or ``from pound_desk.ui.later import NAME``).
    The table itself loads nothing until an entry is used: its strings are
    counted where they are used, so that the table is not a hub joining every
    window to every module that opens one."""
    source = path.read_text(encoding="utf-8")
    if path == LATER:
        return set()
    entries = _later_entries(LATER.read_text(encoding="utf-8")) if entries is None else entries
    tree = ast.parse(source)
    out = {node.value for node in ast.walk(tree)
           if isinstance(node, ast.Constant) and isinstance(node.value, str) and _names_a_module(node.value)}
    aliases = set()   # the local names of the table's module
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "pound_desk.ui":
            aliases |= {a.asname or a.name for a in node.names if a.name == "later"}
        elif isinstance(node, ast.ImportFrom) and node.module == LATER_MODULE:
            out |= {entries[a.name] for a in node.names if a.name in entries}
        elif isinstance(node, ast.Import):
            aliases |= {a.asname for a in node.names if a.name == LATER_MODULE and a.asname}
    out |= {entries[node.attr] for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id in aliases and node.attr in entries}
    return out


def _module_graph(paths: list[Path]) -> dict[str, set[str]]:
    """Module -> the modules it imports at any depth, or loads by name."""
    entries = _later_entries(LATER.read_text(encoding="utf-8"))
    graph: dict[str, set[str]] = {}
    for path in paths:
        here = _module_name(path)
        graph[here] = {m for m in _imported_modules(path) | _loaded_by_name(path, entries) if m != here}
    return graph


def importers(module: str, paths: list[Path] | None = None) -> set[str]:
    """The modules that import ``module`` or load it by name (the search for
    a module's importers that a grep for ``import`` would miss)."""
    graph = _module_graph(_files(PACKAGE) if paths is None else paths)
    return {here for here, there in graph.items() if module in there}


def test_layering_a_module_loaded_by_name_is_found(tmp_path):
    source = tmp_path / "m.py"
    source.write_text("from pound_desk.ui import later as l\n"
                      "TABLE = {'x': 'pound_desk.services.demo', 'y': 'pound_desk.no_such'}\n"
                      "def f():\n    l.CASE_VIEW()\n    l.NOT_AN_ENTRY()\n")
    other = tmp_path / "n.py"
    other.write_text("from pound_desk.ui.later import RELEASE_DIALOG\n")
    entries = {"CASE_VIEW": "pound_desk.ui.case_view", "RELEASE_DIALOG": "pound_desk.ui.release_dialog"}
    assert _loaded_by_name(source, entries) == {"pound_desk.services.demo", "pound_desk.ui.case_view"}
    assert _loaded_by_name(other, entries) == {"pound_desk.ui.release_dialog"}
    assert _later_entries('A = Later("pound_desk.ui.x", "X")\nB = 1\n') == {"A": "pound_desk.ui.x"}


def test_layering_the_importers_of_a_module_loaded_by_name_are_found():
    # a window opened from the menus through ui/later.py, a renderer through documents/render.py
    assert "pound_desk.ui.main_window" in importers("pound_desk.ui.case_view")
    assert "pound_desk.documents.render" in importers("pound_desk.documents.receipt")
    assert LATER_MODULE not in importers("pound_desk.ui.case_view")


def test_layering_every_entry_of_the_later_table_is_read():
    # the table as the test reads it is the table the desk uses
    from pound_desk.ui import later
    assert {k: v.module for k, v in later.entries().items()} == _later_entries(LATER.read_text(encoding="utf-8"))


def test_layering_a_module_imported_from_its_package_is_named(tmp_path):
    source = tmp_path / "m.py"
    source.write_text("from pound_desk.services.disputes import complaints, Nothing\n"
                      "def f():\n    import pound_desk.law.money\n")
    assert _imported_modules(source) == {"pound_desk.services.disputes.complaints",
                                         "pound_desk.services.disputes", "pound_desk.law.money"}


def test_layering_no_cycle_between_the_modules():
    # two modules that import each other (at any depth) are one room with two doors:
    # neither can be read, tested or changed alone
    cycle = _cycle(_module_graph(_files(PACKAGE)))
    assert cycle == [], " -> ".join(cycle)


@pytest.mark.parametrize("path", _files(PACKAGE / "cli"), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_layering_the_command_line_reaches_no_record(path):
    # a command is an interface over the services: it formats what they return
    # (a module named in a string counts: importlib would load it all the same)
    named = _imported_modules(path) | {n for n, _ in _ours(path)}
    records = sorted(m for m in named if m.split(".")[:2] == ["pound_desk", "models"])
    assert records == [], f"{path.relative_to(PACKAGE)} imports {records}: ask a service"


def _wing(name: str) -> str:
    """services/ by wing: services.desk, services.case, … and the services
    above the wings (services.X for a module X.py) as one."""
    parts = name.split(".")
    if parts[:2] == ["pound_desk", "services"] and len(parts) > 2 and (PACKAGE / "services" / parts[2]).is_dir():
        return ".".join(parts[:3])
    return _floor(name)


def test_layering_no_cycle_between_the_wings_of_the_services():
    # desk under office under case, with disputes, disposal and books on the
    # case, and the case history, today's list, returns and backups above them all
    services = _files(PACKAGE / "services")
    graph = {k: {v for v in vs if v.startswith("pound_desk.services")}
             for k, vs in _graph(services, _wing).items()}
    assert {"pound_desk.services.desk", "pound_desk.services.case"} <= set(graph)
    cycle = _cycle(graph)
    assert cycle == [], " -> ".join(cycle)


def test_layering_the_desk_under_the_wings_imports_none_of_them():
    bad = [(p.relative_to(PACKAGE).as_posix(), n) for p in _files(PACKAGE / "services" / "desk")
           for n, _ in _ours(p) if n.startswith("pound_desk.services") and _wing(n) != "pound_desk.services.desk"]
    assert bad == []
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


def _late_imports(source: str) -> list[tuple[int, bool]]:
    """(line, says why) for each import made inside a function: a comment on
    its line, or above the block of imports it belongs to."""
    lines = source.splitlines()
    found = {}
    for fn in ast.walk(ast.parse(source)):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for node in ast.walk(fn):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    at = node.lineno - 1
                    while at > 0 and lines[at - 1].strip().startswith(("import ", "from ")):
                        at -= 1
                    found[node.lineno] = "#" in lines[node.lineno - 1] or lines[at - 1].strip().startswith("#")
    return sorted(found.items())


def test_layering_late_imports_are_found_with_their_reasons():
    source = "def f():\n    # late: a reason\n    import json\n    import csv\n    import os\n"
    assert _late_imports(source) == [(3, True), (4, True), (5, True)]
    assert _late_imports("def f():\n    x = 1\n    import json\n") == [(3, False)]


def test_layering_imports_are_at_the_top_but_a_few_that_say_why():
    # an import inside a function hides a dependency; the few left are for
    # the desk's start (what it need not load: cryptography, six of them, where
    # keys are made, unsealed and checked), an optional library, or a cycle
    late = {(path.relative_to(PACKAGE).as_posix(), line): why for path in _files(PACKAGE)
            for line, why in _late_imports(path.read_text(encoding="utf-8"))}
    assert [where for where, why in late.items() if not why] == []
    assert len(late) < 29, sorted(late)


def _service_calls(source: str) -> list[tuple[str, str, int]]:
    """Each call in ``source`` of a function reached through a name imported
    from pound_desk.services: (module, function, line)."""
    tree = ast.parse(source)
    names: dict[str, tuple[str, str | None]] = {}   # local name -> (module, attribute or None for a module)
    for node in ast.walk(tree):
        if (isinstance(node, ast.ImportFrom) and node.level == 0
                and (node.module or "").startswith("pound_desk.services")):
            for alias in node.names:
                names[alias.asname or alias.name] = (node.module, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("pound_desk.services") and alias.asname:
                    names[alias.asname] = (alias.name, None)
    # a call made as a statement throws its value away: no row reaches the screen
    discarded = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or id(node) in discarded:
            continue
        f = node.func
        if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id in names:
            module, attr = names[f.value.id]
            out.append((module if attr is None else f"{module}.{attr}", f.attr, node.lineno))
        elif isinstance(f, ast.Name) and f.id in names and names[f.id][1] is not None:
            out.append((*names[f.id], node.lineno))
    return out


def _returns_a_record(module: str, name: str) -> bool:
    """Whether the service function ``module.name`` is annotated to return a
    peewee row (alone, optional, or in a list or tuple)."""
    try:
        fn = getattr(importlib.import_module(module), name)
    except ModuleNotFoundError:   # the name is a function imported from a module
        fn = getattr(importlib.import_module(module.rpartition(".")[0]), module.rpartition(".")[2])
        fn = getattr(fn, name, None)
    if not callable(fn) or isinstance(fn, type):
        return False
    ret = typing.get_type_hints(fn).get("return")
    todo = [ret]
    while todo:
        t = todo.pop()
        if isinstance(t, type) and issubclass(t, peewee.Model):
            return True
        todo += typing.get_args(t)
    return False


# (ui file, (service module, function)) pairs allowed to hand the desktop a
# peewee row, each with its reason in a comment; none is left. A write the
# desktop needs something of returns a frozen view (or the number or id).
UI_STILL_GETS_A_RECORD: set[tuple[str, tuple[str, str]]] = set()


def test_layering_a_record_returned_to_the_desktop_is_found():
    source = ("from pound_desk.services.case import seizures\n"
              "from pound_desk.services.office.pound import the_pound\n"
              "def f():\n    case = seizures.register(None)\n    return the_pound().local_area\n"
              "def g():\n    seizures.register(None)\n")   # thrown away: hands nothing
    calls = _service_calls(source)
    assert [(m, n) for m, n, _ in calls] == [("pound_desk.services.case.seizures", "register"),
                                             ("pound_desk.services.office.pound", "the_pound")]
    assert all(_returns_a_record(m, n) for m, n, _ in calls)
    assert not _returns_a_record("pound_desk.services.books.accounts", "day_closing")


@pytest.mark.parametrize("path", _files(PACKAGE / "ui"), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_layering_the_desktop_is_handed_frozen_views_not_records(path):
    here = path.relative_to(PACKAGE).as_posix()
    bad = sorted({(m.rpartition(".")[2], n) for m, n, _ in _service_calls(path.read_text(encoding="utf-8"))
                  if _returns_a_record(m, n)} - {f for w, f in UI_STILL_GETS_A_RECORD if w == here})
    assert bad == [], f"{here} is handed peewee rows by: {bad}"


def test_layering_the_record_allow_list_is_still_needed():
    for where, (module, name) in UI_STILL_GETS_A_RECORD:
        path = PACKAGE / where
        assert any(m.rpartition(".")[2] == module and n == name and _returns_a_record(m, n)
                   for m, n, _ in _service_calls(path.read_text(encoding="utf-8"))), (where, module, name)


# service functions whose value the desktop keeps but that say nothing of what
# they return, so the check above cannot see a row in it: each prints a paper
# and returns the kept PDF's path (desk/kept.py deliver)
UI_KEEPS_AN_UNSAID_RETURN = {
    ("auctions", "print_sale_list"),
    ("complaints", "print_acknowledgement"),
    ("protest", "print_deposit"),
    ("protest", "print_refund"),
    ("case_history", "print_case_history"),
}


def _returns_said(module: str, name: str) -> bool:
    try:
        fn = getattr(importlib.import_module(module), name)
    except ModuleNotFoundError:
        fn = getattr(getattr(importlib.import_module(module.rpartition(".")[0]), module.rpartition(".")[2]), name)
    return not callable(fn) or isinstance(fn, type) or "return" in typing.get_type_hints(fn)


@pytest.mark.parametrize("path", _files(PACKAGE / "ui"), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_layering_what_the_desktop_keeps_of_a_service_is_said(path):
    unsaid = sorted({(m.rpartition(".")[2], n) for m, n, _ in _service_calls(path.read_text(encoding="utf-8"))
                     if not _returns_said(m, n)} - UI_KEEPS_AN_UNSAID_RETURN)
    assert unsaid == [], f"{path.relative_to(PACKAGE)} keeps what these do not say they return: {unsaid}"
