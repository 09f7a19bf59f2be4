"""`pound-desk FILE.pdreturn` (a return double-clicked in the file manager):
at the local authority its import is offered, at a pound the desk opens and
checks it; every other command line goes on as before."""
from __future__ import annotations

import importlib

import pytest

from pound_desk import paths
from pound_desk.authority.database import default_path as authority_db

# the module (pound_desk.cli's attribute `main` is the function of the same name)
cli_main = importlib.import_module("pound_desk.cli.main")


@pytest.mark.parametrize("argv, opened", [
    (["march.pdreturn"], "march.pdreturn"),
    (["--db", "register.sqlite3", "/media/usb/MARCH.PDRETURN"], "/media/usb/MARCH.PDRETURN"),
    ([], None), (["notes.txt"], None), (["--self-test"], None), (["--version"], None),
    (["returns", "verify", "march.pdreturn"], None), (["print", "register"], None),
])
def test_only_a_lone_return_file_is_taken_for_one(argv, opened):
    args = cli_main.return_file_options(argv)
    assert (str(args.return_file) if args else None) == opened


@pytest.fixture
def routes(monkeypatch, tmp_path):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    calls = []
    monkeypatch.setattr(cli_main, "start_gui", lambda db, demo, check_return=None:
                        calls.append(("desk", db, check_return)) or 0)
    import pound_desk.ui.authority as authority_ui
    monkeypatch.setattr(authority_ui, "run", lambda url, offer=None: calls.append(("authority", url, offer)) or 0)
    the_return = tmp_path / "march.pdreturn"
    the_return.write_bytes(b"PK")
    return calls, the_return


def test_at_the_local_authority_the_import_is_offered(routes):
    calls, the_return = routes
    authority_db().write_bytes(b"")
    assert cli_main.main([str(the_return)]) == 0
    assert calls == [("authority", None, the_return.resolve())]


def test_at_a_pound_the_desk_checks_it(routes):
    calls, the_return = routes
    paths.default_db().write_bytes(b"")
    authority_db().write_bytes(b"")        # a pound register here: this is a pound
    assert cli_main.main([str(the_return)]) == 0
    assert calls == [("desk", paths.default_db(), the_return.resolve())]


def test_a_return_file_that_is_not_there_is_said(routes, capsys):
    calls, the_return = routes
    assert cli_main.main([str(the_return.with_name("gone.pdreturn"))]) == 1
    assert "gone.pdreturn: no such return file" in capsys.readouterr().err and calls == []
