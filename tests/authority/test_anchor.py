"""History anchored outside the file: each return carries the chain's head
and the links since the head of the return before it; the local authority
keeps every head and refuses a return whose register does not extend the
last one; ``pound-desk verify --against BUNDLE`` checks the pound's file
against a return it sent. The attacks a local ``verify`` cannot see (the
tail of the chain cut off with its seals, or the register rewritten from a
point by someone who could sign it all again) are caught here."""
from __future__ import annotations

import sqlite3
from datetime import datetime

from cli_helpers import signed_main
from record_helpers import seize

from pound_desk.authority import imports, pounds
from pound_desk.law.money import Money
from pound_desk.models import DB, close_database
from pound_desk.services import returns, tamper
from pound_desk.services.case import releases
from pound_desk.services.desk.storage import open_database


def cut_tail(path: str, records: int) -> None:
    """The insider's cut: the last ``records`` links, their rows and their
    seals deleted with the triggers dropped (the chain then ends earlier,
    and walks whole)."""
    con = sqlite3.connect(path, isolation_level=None)
    for (name, ) in con.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_no_%'"
                                ).fetchall():
        con.execute(f'DROP TRIGGER "{name}"')
    con.execute("PRAGMA foreign_keys = OFF")
    layouts = dict(con.execute("SELECT id, tbl FROM chain_layout").fetchall())
    cut = con.execute("SELECT seq, layout, row_id FROM chain_link ORDER BY seq DESC LIMIT ?", [records]).fetchall()
    for seq, layout, row_id in cut:
        con.execute(f'DELETE FROM "{layouts[layout]}" WHERE id = ?', [row_id])
        con.execute("DELETE FROM chain_link WHERE seq = ?", [seq])
    first = min(seq for seq, *_ in cut)
    con.execute("DELETE FROM chain_seal WHERE last_seq >= ?", [first])
    con.close()


def test_a_tail_cut_off_after_a_return_is_found_against_it(pound, adb, tmp_path, capsys):
    seize(datetime(2026, 6, 1, 10, 0), kinds=("cow",), owner="Anil")
    stick = tmp_path / "stick"
    stick.mkdir()
    receipt = releases.release_on_payment("1/2026", datetime(2026, 6, 2, 11, 0), "Anil", Money.of_rupees(320),
                                          now=datetime(2026, 6, 2, 11, 5))
    june = returns.export("2026-06", stick, now=datetime(2026, 7, 2, 10, 0))
    pounds.register("Nedumangad Municipal Pound", returns.keys.public_pem(returns.the_key()),
                    "Nedumangad Municipality")
    assert imports.import_file(june.path).status == "imported"
    path = DB.obj.database
    close_database()
    capsys.readouterr()
    assert signed_main(["--db", path, "verify", "--against", str(june.path)], user=None) == 0
    assert "It extends the return of 2026-06" in capsys.readouterr().out

    # the receipt and everything after it (the export's log, the audit) cut away
    con = sqlite3.connect(path)
    layout = con.execute("SELECT id FROM chain_layout WHERE tbl = 'receipt'").fetchone()[0]
    seq = con.execute("SELECT seq FROM chain_link WHERE layout = ? AND row_id = ?", [layout, receipt.id]).fetchone()[0]
    total = con.execute("SELECT count(*) FROM chain_link").fetchone()[0]
    con.close()
    cut_tail(path, total - seq + 1)
    open_database(path)
    assert tamper.check().intact       # walked alone, the shorter chain holds
    close_database()
    code = signed_main(["--db", path, "verify", "--against", str(june.path)], user=None)
    err = capsys.readouterr().err
    assert code == 1 and "History cut short since the return of 2026-06" in err

    # the next return, from the cut register, is refused by the local authority
    open_database(path)
    seize(datetime(2026, 7, 5, 9, 0), kinds=("goat",))
    july = returns.export("2026-07", stick, now=datetime(2026, 8, 1, 9, 0))
    outcome = imports.import_file(july.path)
    assert outcome.status == "refused" and "history rewritten since the return of 2026-06" in outcome.message


def test_the_next_return_extends_the_last_and_is_imported(pound, adb, tmp_path):
    seize(datetime(2026, 6, 1, 10, 0), kinds=("cow",))
    stick = tmp_path / "stick"
    stick.mkdir()
    june = returns.export("2026-06", stick, now=datetime(2026, 7, 2, 10, 0))
    seize(datetime(2026, 7, 5, 9, 0), kinds=("goat",))
    july = returns.export("2026-07", stick, now=datetime(2026, 8, 1, 9, 0))
    pounds.register("Nedumangad Municipal Pound", returns.keys.public_pem(returns.the_key()),
                    "Nedumangad Municipality")
    assert [o.status for o in imports.import_paths([stick])] == ["imported", "imported"]
    assert june.path != july.path


def test_a_return_whose_links_do_not_lead_to_its_head_is_refused(pound, adb, tmp_path):
    """The chain's links in a return edited (and the bundle signed again with
    the pound's key, which the insider holds): they no longer lead to the head."""
    import json
    import zipfile

    from pound_desk.returns.bundle import read_bundle, write_bundle

    seize(datetime(2026, 6, 1, 10, 0), kinds=("cow",))
    stick = tmp_path / "stick"
    stick.mkdir()
    june = returns.export("2026-06", stick, now=datetime(2026, 7, 2, 10, 0))
    seize(datetime(2026, 7, 5, 9, 0), kinds=("goat",))
    july = returns.export("2026-07", stick, now=datetime(2026, 8, 1, 9, 0))
    pounds.register("Nedumangad Municipal Pound", returns.keys.public_pem(returns.the_key()),
                    "Nedumangad Municipality")
    assert imports.import_file(june.path).status == "imported"
    b = read_bundle(july.path.read_bytes())
    links = json.loads(b.files["chain.json"])
    links[-1][2] = links[-1][2].replace("goat", "cow")
    manifest = {k: v for k, v in b.manifest.items() if k != "files"}
    forged = write_bundle(manifest, {**b.files, "chain.json": json.dumps(links).encode()}, returns.the_key())
    (tmp_path / "forged.pdreturn").write_bytes(forged)
    outcome = imports.import_file(tmp_path / "forged.pdreturn")
    assert outcome.status == "refused" and "do not lead to the head" in outcome.message
    assert zipfile.is_zipfile(tmp_path / "forged.pdreturn")
