"""No raw error reaches the person at the command line: each of these once
ended in a Python traceback. Now: one line, exit 1 (or 2 for usage), and a
refused command leaves nothing behind (no document kept, nothing logged)."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from cli_helpers import add_users_to, signed_main

from pound_desk.models import close_database

DATA = Path(__file__).parents[1] / "data"
POUND = ["--pound", "Nedumangad Municipal Pound", "--local-area", "Nedumangad",
         "--local-authority", "Nedumangad Municipality", "--keeper", "K. Sasidharan"]


@pytest.fixture
def db(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "pound.sqlite3"
    close_database()
    for argv in (["init", *POUND, "--supervisor", "Asha"], ["rates", "import", str(DATA / "rates.csv")],
                 ["register", "import", str(DATA / "register.csv")],
                 ["release", "18/2026", "--at", "2026-03-04T08:00", "--claimant", "Rajan", "--paid", "1000"]):
        assert signed_main(["--db", str(path), *argv]) == 0, capsys.readouterr()
        if argv[0] == "init":
            add_users_to(path)
    capsys.readouterr()
    return path


def dump(db: Path) -> list[str]:
    con = sqlite3.connect(db)
    try:
        return list(con.iterdump())
    finally:
        con.close()


def refused(db: Path, capsys, *argv: str) -> str:
    before = dump(db)
    code = signed_main(["--db", str(db), *argv])
    out, err = capsys.readouterr()
    assert code in (1, 2), (argv, code, out, err)
    assert "Traceback" not in err and "Error" not in err.replace("error:", ""), err
    assert len(err.strip().splitlines()) == 1 or argv[1] == "import", err
    assert dump(db) == before
    return err


def receipt_number(db: Path) -> str:
    con = sqlite3.connect(db)
    try:
        return con.execute("SELECT number FROM receipt").fetchone()[0]
    finally:
        con.close()


def test_rates_import_of_a_huge_amount_names_its_line(db, capsys, tmp_path):
    csv = tmp_path / "big.csv"
    header = (DATA / "rates.csv").read_text().splitlines()[0]
    csv.write_text(header + "\nfine,Nedumangad,cow,99999999999999999999,2026-01-01,G.O. 1/2026\n")
    err = refused(db, capsys, "rates", "import", str(csv))
    assert "Line 2" in err


@pytest.mark.parametrize("argv", [
    ["print", "register", "--from", "2026-01-01", "--to", "9999-12-31"],
    ["accounts", "cash-book", "--from", "9999-12-31", "--to", "9999-12-31"],
    ["rates", "export", ""],
    ["rates", "export", "a" * 300],
    ["returns", "export", "--period", "2026-03", "--to", "a" * 300],
    ["users", "disable", "\udcff"],
    ["dues", "18/2026", "--as-of", "9999-12-31T23:59"],
])
def test_out_of_range_dates_and_impossible_files_are_one_line(db, capsys, argv):
    refused(db, capsys, *argv)


def test_a_receipt_printed_to_a_folder_keeps_and_logs_nothing(db, capsys, tmp_path):
    number = receipt_number(db)
    err = refused(db, capsys, "print", "receipt", number, "--out", "..")
    assert "file name" in err
    assert not (tmp_path / "documents" / "receipt").exists() or not any((tmp_path / "documents" / "receipt").iterdir())


class _ClosedPipe:
    """stdout whose reader went away, as ``| head`` leaves it."""
    encoding = "utf-8"

    def write(self, text):
        raise BrokenPipeError(32, "Broken pipe")

    def flush(self):
        raise BrokenPipeError(32, "Broken pipe")


@pytest.mark.parametrize("argv", [["verify"], ["case", "18/2026"],
                                  ["release", "17/2026", "--at", "2026-03-04T09:00", "--claimant", "Rajan",
                                   "--paid", "1000"]])
def test_output_piped_into_head_ends_quietly(db, capsys, monkeypatch, argv):
    monkeypatch.setattr("sys.stdout", _ClosedPipe())
    code = signed_main(["--db", str(db), *argv])
    monkeypatch.undo()
    assert code == 0
    assert "Traceback" not in capsys.readouterr().err
