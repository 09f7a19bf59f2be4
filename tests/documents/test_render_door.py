"""The one door to the PDF renderers (documents/render.py): every paper the
services make goes through it, each renderer module is loaded with the first
paper it draws, and the services import none of them at their top."""
from __future__ import annotations

import ast
import importlib
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

from pound_desk.documents import render
from pound_desk.documents.data import PoundHeader
from pound_desk.documents.return_data import SetupSheetDoc

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = ROOT / "pound_desk" / "documents"


def test_every_entry_names_a_renderer_that_exists():
    for (kind, form), (module, function) in render._RENDERERS.items():
        drawn = getattr(importlib.import_module(module), function, None)
        assert callable(drawn), f"{kind.__name__} {form!r}: no {module}.{function}"
        assert render.renderer(kind, form) is drawn


def test_every_renderer_module_is_reached_through_the_door():
    # a render_… function of a renderer module that the table misses would send a service back to
    # importing the module itself; render_return (the month's data as a dict) is reached as
    # render_return_doc, its ReturnDoc made by return_data.return_doc
    named = {(module, function) for module, function in render._RENDERERS.values()}
    missing = []
    for path in sorted(DOCUMENTS.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if (isinstance(node, ast.FunctionDef) and node.name.startswith("render_")
                    and (f"pound_desk.documents.{path.stem}", node.name) not in named and node.name != "render_return"):
                missing.append(f"{path.stem}.{node.name}")
    assert missing == []


def test_a_document_without_a_renderer_is_refused():
    with pytest.raises(LookupError, match="no renderer draws PoundHeader"):
        render.pdf(PoundHeader("P", "Q", "R", "S", "T"))
    sheet = SetupSheetDoc(PoundHeader("P", "Q", "R", "S", "T"), "id", "FP", "PEM", datetime(2026, 7, 1))
    with pytest.raises(LookupError, match="as slip"):
        render.pdf(sheet, "slip")


def test_the_door_draws_the_paper_its_data_describes():
    sheet = SetupSheetDoc(PoundHeader("Pound", "Place", "Authority", "Area", "Keeper"), "pound-id", "AB12",
                          "-----BEGIN PUBLIC KEY-----", datetime(2026, 7, 1, 10, 0))
    pdf = render.pdf(sheet)
    assert pdf.startswith(b"%PDF")
    from pound_desk.documents.setup_sheet import render_setup_sheet
    assert len(pdf) == len(render_setup_sheet(sheet))


def test_the_authoritys_report_goes_through_the_same_door():
    from pound_desk.authority import document, reports
    assert render.renderer(reports.Consolidated) is document.render


def test_no_service_loads_a_renderer_at_its_top():
    code = ("import importlib, pkgutil, sys\n"
            "import pound_desk.services as s\n"
            "for m in pkgutil.walk_packages(s.__path__, 'pound_desk.services.'):\n"
            "    importlib.import_module(m.name)\n"
            "import pound_desk.exchange.accounts_csv, pound_desk.authority.reports, pound_desk.authority.charts\n"
            "heavy = sorted(m for m in sys.modules if m.split('.')[0] == 'reportlab')\n"
            "assert not heavy, heavy[:5]\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert p.returncode == 0, p.stderr[-2000:]
