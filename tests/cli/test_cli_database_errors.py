"""A database the command line cannot use (a file that is not a database,
a damaged one, one another program holds locked, one that cannot be
written): one sentence in plain words, exit 1, nothing changed, and the
library's own message only in the error log beside the database."""
from __future__ import annotations

import os
import re
import sqlite3
import stat
import subprocess
from pathlib import Path

import pytest
from cli_helpers import add_users_to, signed_main

from pound_desk.errorlog import log_path
from pound_desk.models import close_database

POUND = ["--pound", "Nedumangad Municipal Pound", "--local-area", "Nedumangad",
         "--local-authority", "Nedumangad Municipality", "--keeper", "K. Sasidharan", "--supervisor", "Asha"]
DATA = Path(__file__).parents[1] / "data"
# what SQLite and peewee say, which nobody at the desk should read
LIBRARY_WORDS = re.compile(r"sqlite|peewee|database disk image|file is not a database|readonly database|"
                           r"database is locked|OperationalError|DatabaseError|Traceback", re.I)


@pytest.fixture
def office(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    db = tmp_path / "office" / "pound.sqlite3"
    db.parent.mkdir()
    close_database()
    assert signed_main(["--db", str(db), "init", *POUND]) == 0
    add_users_to(db)
    assert signed_main(["--db", str(db), "rates", "import", str(DATA / "rates.csv")]) == 0
    assert signed_main(["--db", str(db), "register", "import", str(DATA / "register.csv")]) == 0
    capsys.readouterr()
    return db


def _one_sentence(capsys, code: int, db: Path) -> str:
    out, err = capsys.readouterr()
    assert code == 1, (out, err)
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    words = err.replace(str(db), "").replace(str(log_path(db)), "")   # the file's own name may say sqlite
    assert not LIBRARY_WORDS.search(words), err
    return lines[0]


def _logged(db: Path, words: str) -> None:
    log = log_path(db)
    assert log.is_file() and words in log.read_text(encoding="utf-8")


def test_a_file_that_is_not_a_database(tmp_path, capsys):
    db = tmp_path / "notes.sqlite3"
    db.write_bytes(b"These are the minutes of the meeting, not a database. " * 200)
    before = db.read_bytes()
    line = _one_sentence(capsys, signed_main(["--db", str(db), "dues", "1/2026"]), db)
    assert "is not a Pound Desk database" in line and str(db) in line
    assert db.read_bytes() == before
    _logged(db, "file is not a database")


def test_a_damaged_database(office, capsys):
    with open(office, "r+b") as f:        # every page after the first scribbled over (never the header)
        size = f.seek(0, os.SEEK_END)
        f.seek(4096)
        f.write(b"\xde\xad\xbe\xef" * ((size - 4096) // 4))
    line = _one_sentence(capsys, signed_main(["--db", str(office), "case", "17/2026"]), office)
    assert "damaged" in line and "restore" in line
    _logged(office, "malformed")


def test_a_database_another_program_holds_locked(office, capsys, monkeypatch):
    from pound_desk.models import database

    monkeypatch.setitem(database.PRAGMAS, "busy_timeout", 100)   # not the 5 s wait of every day
    holder = sqlite3.connect(office)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        line = _one_sentence(capsys, signed_main(["--db", str(office), "release", "17/2026", "--at",
                                                  "2026-03-05T10:00", "--claimant", "Rajan", "--paid", "700"]),
                             office)
    finally:
        holder.rollback()
        holder.close()
    assert "busy" in line and "try again" in line
    _logged(office, "locked")


def _read_only(path: Path) -> None:
    """The file made read-only; for root (whom permissions do not stop), made
    immutable instead."""
    if os.geteuid() != 0:
        path.chmod(stat.S_IRUSR)
        return
    if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("no way to make a file read-only for root here")


def _writable(path: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(path)], capture_output=True)
    path.chmod(stat.S_IRUSR | stat.S_IWUSR)


def test_a_database_that_cannot_be_written(office, capsys):
    con = sqlite3.connect(office)   # out of write-ahead mode, so reading needs no -shm file
    con.execute("PRAGMA journal_mode=DELETE")
    con.close()
    before = office.read_bytes()
    _read_only(office)
    try:
        line = _one_sentence(capsys, signed_main(["--db", str(office), "release", "17/2026", "--at",
                                                  "2026-03-05T10:00", "--claimant", "Rajan", "--paid", "700"]),
                             office)
    finally:
        _writable(office)
    assert "cannot be written" in line and "read-only" in line
    assert office.read_bytes() == before
    _logged(office, "readonly")
