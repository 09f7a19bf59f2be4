"""Files only the office can read (on Linux): the database and its
write-ahead log, backups, documents and keys are created 0600 in folders
0700; a key file others can read is refused with a clear message."""
from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from cli_helpers import add_users_to, signed_main

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")

POUND = ["--pound", "Nedumangad Municipal Pound", "--local-area", "Nedumangad",
         "--local-authority", "Nedumangad Municipality", "--keeper", "K. Sasidharan", "--supervisor", "Asha"]
DATA = Path(__file__).parent / "data"


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_what_the_program_makes_is_the_office_users_alone(tmp_path, monkeypatch, capsys):
    old = os.umask(0o022)   # a desktop's usual umask
    try:
        monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
        home = tmp_path / "office"
        db = home / "pound.sqlite3"
        assert signed_main(["--db", str(db), "init", *POUND]) == 0
        add_users_to(db)
        assert signed_main(["--db", str(db), "rates", "import", str(DATA / "rates.csv")]) == 0
        assert signed_main(["--db", str(db), "register", "import", str(DATA / "register.csv")]) == 0
        assert signed_main(["--db", str(db), "print", "register", "--from", "2026-03-01", "--to", "2026-03-31"]) == 0
        assert signed_main(["--db", str(db), "backup"]) == 0
        made = [p for p in home.rglob("*")]
        files = [p for p in made if p.is_file()]
        folders = [p for p in made if p.is_dir()] + [home]
        assert {p.name for p in files} >= {"pound.sqlite3", "pound-key.pem"} or any(
            p.parent.name == "keys" for p in files)
        assert any(p.parent.name == "backups" for p in files) and any(p.suffix == ".pdf" for p in files)
        assert {str(p.relative_to(home)): oct(mode(p)) for p in files if mode(p) != 0o600} == {}
        assert {str(p.relative_to(home)): oct(mode(p)) for p in folders if mode(p) != 0o700} == {}
    finally:
        os.umask(old)


def test_an_older_database_readable_by_others_is_made_private_when_opened(tmp_path, monkeypatch):
    from pound_desk.models import close_database
    from pound_desk.services.desk.storage import open_database

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    db = tmp_path / "pound.sqlite3"
    open_database(db)
    close_database()
    os.chmod(db, 0o644)
    open_database(db)
    close_database()
    assert mode(db) == 0o600


def test_a_key_readable_by_others_is_refused(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    db = tmp_path / "pound.sqlite3"
    assert signed_main(["--db", str(db), "init", *POUND]) == 0
    add_users_to(db)
    key = next((tmp_path / "keys").iterdir())
    os.chmod(key, 0o644)
    capsys.readouterr()
    assert signed_main(["--db", str(db), "rates", "import", str(DATA / "rates.csv")]) == 1
    err = capsys.readouterr().err
    assert "can be read by other users" in err and "chmod 600" in err and str(key) in err


def test_a_backup_carries_the_pounds_key_and_restore_says_so(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    db = tmp_path / "pound.sqlite3"
    assert signed_main(["--db", str(db), "init", *POUND]) == 0
    add_users_to(db)
    assert signed_main(["--db", str(db), "backup"]) == 0
    name = next((tmp_path / "backups").glob("*.sqlite3")).name
    key = next((tmp_path / "keys").iterdir())
    pem = key.read_bytes()
    key.unlink()                      # the keys folder lost (a new computer)
    capsys.readouterr()
    assert signed_main(["--db", str(db), "restore", name]) == 0
    out = capsys.readouterr().out
    assert "signing key was restored from the backup" in out
    assert key.read_bytes() == pem and mode(key) == 0o600
    import sqlite3
    con = sqlite3.connect(db)
    try:   # the database in use never holds the key
        assert not con.execute("SELECT 1 FROM sqlite_master WHERE name = 'backup_carried'").fetchone()
    finally:
        con.close()
    assert signed_main(["--db", str(db), "restore", name]) == 0
    assert "the same as the one in use" in capsys.readouterr().out
