"""pound-desk returns export / verify / key / log, in-process."""
from __future__ import annotations

import json
import zipfile
from datetime import datetime
from pathlib import Path

import pytest
from cli_helpers import add_users
from cli_helpers import signed_main as main
from record_helpers import seize

from pound_desk.models import close_database
from pound_desk.returns import keys
from pound_desk.services.desk.storage import open_database

POUND = ["--pound", "Nedumangad Municipal Pound", "--local-area", "Nedumangad",
         "--local-authority", "Nedumangad Municipality", "--keeper", "K. Sasidharan", "--supervisor", "Asha"]


@pytest.fixture
def run(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    db = tmp_path / "pound.sqlite3"

    def _run(*argv: str, with_db: bool = True) -> tuple[int, str, str]:
        code = main((["--db", str(db)] if with_db else []) + list(argv))
        out, err = capsys.readouterr()
        return code, out, err

    assert _run("init", *POUND)[0] == 0
    # a goat brought in October 2026 (a month that has ended by the machine's clock)
    open_database(db)
    try:
        add_users()
        seize(datetime(2026, 10, 5, 9, 0), kinds=("goat", "goat"))
    finally:
        close_database()
    _run.db = db
    return _run


def test_export_prints_the_path_and_verify_says_valid(run, tmp_path):
    stick = tmp_path / "stick"
    stick.mkdir()
    code, out, err = run("returns", "export", "--period", "2026-10", "--to", str(stick))
    assert code == 0, err
    path = Path(out.strip())
    assert path.parent == stick and path.name.endswith("-2026-10-r0.pdreturn")
    with zipfile.ZipFile(path) as zf:
        data = json.loads(zf.read("data.json"))
    assert data["totals"]["impounded"] == 2 and data["totals"]["held_at_end"] == 2
    # the key for the authority, and verify against it
    pem = tmp_path / "pound.pem"
    code, out, _ = run("returns", "key", "--pubkey", str(pem), "--out", str(tmp_path / "sheet.pdf"))
    assert code == 0 and pem.exists() and (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")
    fp = keys.fingerprint(keys.load_public(pem.read_bytes()))
    assert fp in out
    code, out, _ = run("returns", "verify", str(path), "--pubkey", str(pem), with_db=False)
    assert code == 0 and out.startswith("valid: Nedumangad Municipal Pound") and "2026-10" in out
    code, out, _ = run("returns", "log")
    assert code == 0 and "2026-10" in out and path.name in out


def test_verify_gives_the_reason(run, tmp_path):
    stick = tmp_path / "stick"
    stick.mkdir()
    _, out, _ = run("returns", "export", "--period", "2026-10", "--to", str(stick))
    path = Path(out.strip())
    broken = tmp_path / "broken.pdreturn"
    broken.write_bytes(path.read_bytes()[:-100])
    code, out, _ = run("returns", "verify", str(broken), with_db=False)
    assert code == 1 and out.startswith("invalid: ") and "truncated" in out
    # another pound's key
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    other = tmp_path / "other.pem"
    other.write_bytes(keys.public_pem(Ed25519PrivateKey.generate()))
    code, out, _ = run("returns", "verify", str(path), "--pubkey", str(other), with_db=False)
    assert code == 1 and "another key" in out


def test_export_refuses_a_bad_period_and_a_missing_folder(run, tmp_path):
    code, _, err = run("returns", "export", "--period", "2026-13", "--to", str(tmp_path))
    assert code == 1 and "YYYY-MM" in err
    code, _, err = run("returns", "export", "--period", "2026-10", "--to", str(tmp_path / "gone"))
    assert code == 1 and "not there" in err
    code, out, _ = run("returns", "log")
    assert "No return has been exported" in out
