"""``pound-desk authority``: register a pound, import a folder (exit 1 when a
file is refused, each file's outcome printed), the report as PDF and CSV;
its --db is the consolidation database, not the pound's."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "authority"))

from authority_helpers import bundle, new_key  # noqa: E402

from pound_desk import cli  # noqa: E402
from pound_desk.returns import keys  # noqa: E402


def test_the_authority_commands(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    db = str(tmp_path / "authority.sqlite3")
    key = new_key()
    pem = tmp_path / "pub.pem"
    pem.write_bytes(keys.public_pem(key))
    assert cli.main(["authority", "--db", db, "pound", "add", "Attingal Pound", "--pubkey", str(pem),
                     "--local-authority", "Attingal Municipality"]) == 0
    out = capsys.readouterr().out
    assert f"pound id {keys.pound_id(key)}" in out and keys.fingerprint(key) in out
    assert cli.main(["authority", "--db", db, "pound", "add", "Again", "--pubkey", str(pem)]) == 1
    assert "already registered" in capsys.readouterr().err

    usb = tmp_path / "usb"
    usb.mkdir()
    for named in (bundle(key, "2026-10", 4, totals={"impounded": 2}),
                  bundle(key, "2026-11", 5, totals={"impounded": 3, "fines_paise": 150050})):
        (usb / named[0]).write_bytes(named[1])
    name, data = bundle(key, "2026-12", 7)
    (usb / name).write_bytes(data)
    assert cli.main(["authority", "--db", db, "import", str(usb)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[2].startswith(f"{name}: refused: out of sequence: expected 6")
    assert out[-1] == "3 file(s): 2 imported or already there, 1 refused"
    assert cli.main(["authority", "--db", db, "import", str(usb / out[0].split(":")[0])]) == 0
    assert ": already: already imported" in capsys.readouterr().out

    assert cli.main(["authority", "--db", db, "report", "--period", "2026-11",
                     "--out", str(tmp_path / "nov.csv")]) == 0
    lines = (tmp_path / "nov.csv").read_bytes().decode("utf-8-sig").splitlines()
    assert lines[1].endswith(",Attingal Pound,Attingal Municipality,1/1,2026-11,3,0,0,0,0,1500.50,"
                             "0.00,0.00,0.00,0.00,0")
    assert cli.main(["authority", "--db", db, "report", "--period", "2026",
                     "--out", str(tmp_path / "year.pdf")]) == 0
    assert (tmp_path / "year.pdf").read_bytes().startswith(b"%PDF")
    assert cli.main(["authority", "--db", db, "report", "--period", "2026",
                     "--out", str(tmp_path / "year.txt")]) == 2
    assert cli.main(["authority", "--db", db, "report", "--period", "11-2026",
                     "--out", str(tmp_path / "x.pdf")]) == 1
    assert "give a month as YYYY-MM or a year as YYYY" in capsys.readouterr().err
    # the pound's own database was neither needed nor made
    assert not (tmp_path / "home" / "pound-desk.sqlite3").exists()


def test_an_unreachable_postgresql_server_is_said_in_one_line(tmp_path, capsys):
    assert cli.main(["authority", "--db", "postgresql://nobody:secret@127.0.0.1:1/none", "pound", "list"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("pound-desk authority: cannot reach postgresql://nobody@127.0.0.1:1/none")
    assert "secret" not in err


def test_an_installation_without_a_postgresql_driver_says_so(tmp_path, capsys, monkeypatch):
    # the desk's installers leave psycopg2 out: the address is refused in one line, not by peewee
    from pound_desk.authority import database

    monkeypatch.setattr(database, "find_spec", lambda name: None)
    assert cli.main(["authority", "--db", "postgresql://nobody@127.0.0.1:1/none", "pound", "list"]) == 1
    err = capsys.readouterr().err
    assert "has no PostgreSQL driver" in err and "pound-desk[authority]" in err
    assert "Traceback" not in err
