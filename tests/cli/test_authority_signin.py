"""``pound-desk authority``, signed in once its first officer is added:
before that its commands run as they always have, saying on standard error
that no one is added; after, each asks who is there, and an auditor is
refused (one line, exit code 1, nothing written, logged) whatever would
change the database or use the local authority's key."""
from __future__ import annotations

import io
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "authority"))

from authority_helpers import bundle, new_key  # noqa: E402

from pound_desk import cli  # noqa: E402
from pound_desk.authority.database import close_authority, open_authority  # noqa: E402
from pound_desk.returns import keys  # noqa: E402


def test_once_an_officer_is_added_every_command_signs_in(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    db = str(tmp_path / "la.sqlite3")

    def la(*argv, user=None, password=""):
        monkeypatch.setattr("sys.stdin", io.StringIO(password + "\n"))
        return cli.main((["--user", user] if user else []) + ["--password-stdin", "authority", "--db", db, *argv])

    key = new_key()
    (tmp_path / "pound.pem").write_bytes(keys.public_pem(key))
    name, data = bundle(key, "2026-11", 1, totals={"impounded": 2}, name="Attingal Pound")
    (tmp_path / name).write_bytes(data)
    # no one added yet: as before, with a word on standard error
    assert la("pound", "add", "Attingal Pound", "--pubkey", str(tmp_path / "pound.pem")) == 0
    out = capsys.readouterr()
    assert "Registered Attingal Pound" in out.out and "no one is added to this database yet" in out.err
    assert la("log") == 1
    assert "add the first officer (pound-desk authority user add NAME --role officer)" in capsys.readouterr().err
    assert la("user", "add", "K. Radha", "--role", "officer", password="secretary-1") == 0
    assert la("user", "add", "P. Anil", "--role", "auditor", user="K. Radha",
              password="secretary-1\nauditor-01") == 0
    capsys.readouterr()

    assert la("pound", "list") == 1
    assert capsys.readouterr().err == "pound-desk authority: Sign in: give --user NAME and the password\n"
    assert la("pound", "list", user="K. Radha", password="wrong") == 1
    assert capsys.readouterr().err == "pound-desk authority: The name or the password is wrong\n"
    refusal = "pound-desk authority: P. Anil is an auditor: an auditor reads and changes nothing\n"
    for argv in (("import", str(tmp_path / name)), ("pound", "capacity", "X", "10"),
                 ("pound", "add", "Varkala Pound", "--pubkey", str(tmp_path / "pound.pem")),
                 ("held", "accept", "1", "--officer", "P. Anil", "--reason", "no"),
                 ("forward", "--period", "2026-11", "--to", str(tmp_path / "stick")), ("key",)):
        assert la(*argv, user="P. Anil", password="auditor-01") == 1, argv
        out = capsys.readouterr()
        assert (out.out, out.err) == ("", refusal), argv
    assert not (tmp_path / "stick").exists()
    for argv in (("pound", "list"), ("held", "list"), ("seen", "--period", "2026"), ("user", "list"),
                 ("report", "--period", "2026-11", "--out", str(tmp_path / "nov.csv"))):
        assert la(*argv, user="P. Anil", password="auditor-01") == 0, argv
    assert la("import", str(tmp_path / name), user="K. Radha", password="secretary-1") == 0
    assert la("log", user="P. Anil", password="auditor-01") == 0
    out = capsys.readouterr().out
    assert "refused  P. Anil  authority import: an auditor changes nothing" in out
    assert "signed_in  K. Radha  command line, as officer" in out
    open_authority(db)
    from pound_desk.authority.models import ImportedReturn, RegisteredPound
    assert ImportedReturn.select().count() == 1 and RegisteredPound.select().count() == 1
    close_authority()
