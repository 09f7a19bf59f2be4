"""``pound-desk upper``, signed in: each command asks who is there, an
auditor is refused (one line, exit code 1, nothing written, the refusal
logged) whatever would change anything, and reads the rest; without a
subcommand, the upper level's desktop opens on its database."""
from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "authority"))

from authority_helpers import bundle, new_key  # noqa: E402

from pound_desk import cli  # noqa: E402
from pound_desk.authority.database import close_authority, open_authority  # noqa: E402
from pound_desk.returns import keys  # noqa: E402


@pytest.fixture
def stick(tmp_path, monkeypatch, capsys):
    """A local authority's forwarded file of 2026-11 and its public key."""
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "la"))
    la_db = str(tmp_path / "la.sqlite3")
    key = new_key()
    (tmp_path / "pound.pem").write_bytes(keys.public_pem(key))
    assert cli.main(["authority", "--db", la_db, "pound", "add", "Attingal Pound", "--pubkey",
                     str(tmp_path / "pound.pem")]) == 0
    name, data = bundle(key, "2026-11", 1, totals={"impounded": 2}, name="Attingal Pound")
    (tmp_path / name).write_bytes(data)
    assert cli.main(["authority", "--db", la_db, "import", str(tmp_path / name)]) == 0
    assert cli.main(["authority", "--db", la_db, "forward", "--period", "2026-11", "--to", str(tmp_path / "stick"),
                     "--authority-name", "Attingal Municipality"]) == 0
    assert cli.main(["authority", "--db", la_db, "key", "--out", str(tmp_path / "la.pem")]) == 0
    capsys.readouterr()
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "director"))
    return tmp_path / "stick", tmp_path / "la.pem"


def upper(monkeypatch, tmp_path, *argv, user="K. Radha", password="radha-secret"):
    monkeypatch.setattr("sys.stdin", io.StringIO(password + "\n"))
    return cli.main((["--user", user] if user else []) + ["--password-stdin", "upper", "--db",
                                                          str(tmp_path / "upper.sqlite3"), *argv])


def counts(tmp_path) -> tuple[int, int, int]:
    from pound_desk.authority.models import ImportedReturn, UpperAuthority, UpperUser

    open_authority(tmp_path / "upper.sqlite3")
    try:
        return ImportedReturn.select().count(), UpperAuthority.select().count(), UpperUser.select().count()
    finally:
        close_authority()


def test_an_auditor_reads_and_is_refused_every_change(stick, tmp_path, monkeypatch, capsys):
    folder, pem = stick
    assert upper(monkeypatch, tmp_path, "user", "add", "K. Radha", "--role", "officer", user=None) == 0
    assert upper(monkeypatch, tmp_path, "user", "add", "S. Nair", "--role", "auditor",
                 password="radha-secret\nnair-secret") == 0
    capsys.readouterr()

    def as_auditor(*argv, password="nair-secret"):
        return upper(monkeypatch, tmp_path, *argv, user="S. Nair", password=password)

    refusal = "pound-desk upper: S. Nair is an auditor: an auditor reads and changes nothing\n"
    for argv in (("authority", "add", "Attingal Municipality", "--pubkey", str(pem)),
                 ("import", str(folder)),
                 ("user", "add", "P. Anil", "--role", "auditor")):
        assert as_auditor(*argv, password="nair-secret\nanil-secret") == 1, argv
        out = capsys.readouterr()
        assert out.err == refusal and out.out == "", argv
    assert counts(tmp_path) == (0, 0, 2)                  # nothing written
    assert upper(monkeypatch, tmp_path, "authority", "add", "Attingal Municipality", "--pubkey", str(pem)) == 0
    assert upper(monkeypatch, tmp_path, "import", str(folder)) == 0
    capsys.readouterr()
    for argv in (("authority", "list"), ("user", "list"), ("seen", "--period", "2026"), ("log",),
                 ("report", "--period", "2026-11", "--out", str(tmp_path / "nov.csv"))):
        assert as_auditor(*argv) == 0, argv
    out = capsys.readouterr().out
    assert "Attingal Municipality" in out and "S. Nair  auditor" in out
    log = [line.split("  ")[1:4] for line in out.splitlines() if "  refused  " in line or "  signed_in  " in line]
    assert ["refused", "S. Nair", "upper import: an auditor changes nothing"] in log
    assert ["refused", "S. Nair", "upper authority: an auditor changes nothing"] in log
    assert ["refused", "S. Nair", "upper user add: an auditor changes nothing"] in log
    assert (tmp_path / "nov.csv").read_bytes().startswith("\ufeff".encode())


def test_a_wrong_password_or_no_name_is_refused_in_one_line_and_logged(stick, tmp_path, monkeypatch, capsys):
    assert upper(monkeypatch, tmp_path, "authority", "list") == 1
    assert "No one is registered here yet: add the first officer" in capsys.readouterr().err
    assert upper(monkeypatch, tmp_path, "user", "add", "K. Radha", "--role", "officer", user=None) == 0
    assert upper(monkeypatch, tmp_path, "authority", "list", password="not-hers") == 1
    err = capsys.readouterr().err
    assert err.endswith("pound-desk upper: The name or the password is wrong\n") and "Traceback" not in err
    assert upper(monkeypatch, tmp_path, "authority", "list", user=None) == 1
    assert "Sign in: give --user NAME and the password" in capsys.readouterr().err
    assert upper(monkeypatch, tmp_path, "log") == 0
    out = capsys.readouterr().out
    assert "  refused  K. Radha  sign-in (command line): the name or the password is wrong" in out


def test_without_a_subcommand_the_desktop_opens_on_the_upper_database(tmp_path, monkeypatch):
    opened = []
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path))
    monkeypatch.setattr("pound_desk.ui.upper.run", lambda url, user=None: opened.append((url, user)) or 0)
    assert cli.main(["--user", "K. Radha", "upper"]) == 0
    assert cli.main(["upper", "--db", str(tmp_path / "d.sqlite3")]) == 0
    assert opened[0][0].endswith("upper.sqlite3") and opened[0][1] == "K. Radha"
    assert opened[1] == (str(tmp_path / "d.sqlite3"), None)
