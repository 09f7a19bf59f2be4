"""The tamper-evident chain: every document of record is linked when it is
written, and a record changed, removed or slipped in by another program
(the sqlite3 shell, after dropping the triggers that refuse changes) is
named by ``verify``."""
from __future__ import annotations

import sqlite3
from datetime import datetime

import peewee
import pytest
from record_helpers import seize

from pound_desk.cli import main
from pound_desk.law.money import Money
from pound_desk.models import DB, Case, Head, Receipt, chain, close_database
from pound_desk.models.chain import HASH_FUNCTION, ChainLayout, ChainLink, chain_hash
from pound_desk.models.tables import RECORD_MODELS
from pound_desk.services import tamper
from pound_desk.services.case import releases
from pound_desk.services.desk.storage import open_database

T0 = datetime(2026, 3, 2, 9, 0)


@pytest.fixture
def worked(pound):
    """Two cases, one released against a receipt (posted to the ledger)."""
    first = seize(T0, kinds=("cow", "goat"), owner="Rajan")
    seize(T0.replace(hour=11), kinds=("ox",))
    releases.release_on_payment(first.case_no, datetime(2026, 3, 3, 10, 0), "Rajan", Money.of_rupees(1000),
                                now=datetime(2026, 3, 3, 10, 5))
    return first


def _other_program():
    """The file opened by another program, with no Pound Desk settings."""
    con = sqlite3.connect(DB.obj.database, isolation_level=None)
    con.create_function(HASH_FUNCTION, 4, chain_hash)
    con.create_function("pd_actor", 1, lambda table: "outside")
    return con


def _records() -> int:
    return sum(m.select().count() for m in RECORD_MODELS)


def test_tamper_every_record_written_is_linked(worked):
    verdict = tamper.check()
    assert verdict.intact, [str(f) for f in verdict.findings]
    mutable = ChainLink.select().join(ChainLayout, on=(ChainLink.layout == ChainLayout.id)).where(
        ChainLayout.table.in_(chain.MUTABLE_TABLES)).count()
    assert verdict.links == _records() + mutable == ChainLink.select().count()
    # the links follow one another from the first
    prev = None
    for link in ChainLink.select().order_by(ChainLink.seq):
        layout = ChainLayout.get_by_id(link.layout)
        fields = layout.fields.split(",")
        if layout.table in chain.MUTABLE_TABLES:   # a row that changes: as it was then, kept in the link
            content = link.content
        else:
            content = DB.execute_sql(f'SELECT json_array({", ".join(chr(34) + f + chr(34) for f in fields)}) '
                                     f'FROM "{layout.table}" WHERE id = ?', [link.row_id]).fetchone()[0]
        assert bytes(link.digest) == chain_hash(prev, layout.table, link.row_id, content)
        prev = bytes(link.digest)


def test_tamper_a_changed_entry_is_named(worked):
    con = _other_program()
    con.execute('DROP TRIGGER "case_no_update"')
    con.execute("UPDATE \"case\" SET owner_name = 'Somebody else' WHERE id = ?", [worked.id])
    con.close()
    verdict = tamper.check()
    assert not verdict.intact
    first = verdict.findings[0]
    assert (first.kind, first.table, first.row_id) == ("changed", "case", worked.id)
    assert f"Row {worked.id} of table case" in str(first)


def test_tamper_a_removed_receipt_is_named(worked):
    receipt = Receipt.get()
    con = _other_program()
    con.execute("PRAGMA foreign_keys = OFF")
    con.execute('DROP TRIGGER "receipt_no_delete"')
    con.execute("DELETE FROM receipt WHERE id = ?", [receipt.id])
    con.close()
    kinds = {(f.kind, f.table, f.row_id) for f in tamper.check().findings}
    assert ("removed", "receipt", receipt.id) in kinds


def test_tamper_a_row_slipped_in_without_its_link_is_named(worked):
    head = Head.get(Head.case == worked.id, Head.seq == 1)
    con = _other_program()
    con.execute('DROP TRIGGER "head_chain"')
    con.execute("INSERT INTO head (case_id, seq, kind, sex, colour, marks, ear_tag) "
                "VALUES (?, 9, 'cow', 'female', 'white', '', '')", [head.case_id])
    new_id = con.execute("SELECT MAX(id) FROM head").fetchone()[0]
    con.close()
    findings = tamper.check().findings
    assert [(f.kind, f.table, f.row_id) for f in findings] == [("inserted", "head", new_id)]


def test_tamper_a_link_recomputed_to_fit_a_change_breaks_the_next_one(worked):
    """Rewriting the changed row's digest does not hide it: the next link no
    longer follows from it."""
    con = _other_program()
    for t in ('"case_no_update"', '"chain_link_no_update"'):
        con.execute(f"DROP TRIGGER {t}")
    con.execute("UPDATE \"case\" SET owner_name = 'Somebody else' WHERE id = ?", [worked.id])
    case_layouts = [lay.id for lay in ChainLayout.select().where(ChainLayout.table == "case")]
    link = ChainLink.get(ChainLink.layout.in_(case_layouts), ChainLink.row_id == worked.id)
    prev = bytes(ChainLink.select(ChainLink.digest).where(ChainLink.seq < link.seq)
                 .order_by(ChainLink.seq.desc()).scalar())
    fields = ChainLayout.get_by_id(link.layout).fields.split(",")
    content = con.execute(f'SELECT json_array({", ".join(chr(34) + f + chr(34) for f in fields)}) '
                          'FROM "case" WHERE id = ?', [worked.id]).fetchone()[0]
    con.execute("UPDATE chain_link SET digest = ? WHERE seq = ?",
                [chain_hash(prev, "case", worked.id, content), link.seq])
    con.close()
    findings = tamper.check().findings
    assert findings and findings[0].seq == link.seq + 1


def test_tamper_the_chain_itself_refuses_changes(worked):
    for sql in ("UPDATE chain_link SET digest = 'x'", "DELETE FROM chain_link",
                "DELETE FROM chain_layout"):
        with pytest.raises(peewee.IntegrityError, match="tamper-evident chain: never"):
            DB.execute_sql(sql)


def test_tamper_a_column_added_later_gets_a_new_layout(worked, tmp_path):
    """A later migration that adds a column records a new layout: the rows
    written before it still verify against the columns they had."""
    DB.execute_sql('ALTER TABLE "case" ADD COLUMN "note" TEXT NOT NULL DEFAULT \'\'')
    chain.install(DB, ["case"])
    layouts = list(ChainLayout.select().where(ChainLayout.table == "case").order_by(ChainLayout.id))
    assert len(layouts) == 2 and layouts[1].fields.endswith(",note")
    seize(datetime(2026, 3, 4, 9, 0))
    verdict = tamper.check()
    assert verdict.intact, [str(f) for f in verdict.findings]
    newest = (ChainLink.select().where(ChainLink.layout.in_([lay.id for lay in layouts]))
              .order_by(ChainLink.seq.desc()).get())
    assert newest.layout == layouts[1].id


def test_tamper_an_older_database_is_linked_when_it_is_upgraded(tmp_path, monkeypatch):
    """A register kept before the chain: its rows are linked by the upgrade,
    and the chain then verifies."""
    from tests.models.test_storage import _build_v1

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    path = tmp_path / "pound.sqlite3"
    _build_v1(path)
    try:
        open_database(path)
        verdict = tamper.check()
        # its records, and the pound's particulars and kinds (chained by the upgrade to v9)
        mutable = ChainLink.select().join(ChainLayout, on=(ChainLink.layout == ChainLayout.id)).where(
            ChainLayout.table.in_(chain.MUTABLE_TABLES)).count()
        assert verdict.intact and verdict.links == _records() + mutable and _records() >= 2
        assert Case.get().case_no == "1/2026"
    finally:
        close_database()


def test_tamper_verify_command(worked, capsys):
    path = DB.obj.database
    close_database()
    assert main(["--db", path, "verify"]) == 0
    out = capsys.readouterr().out
    # the last link before the audit log's entry of this verification (written after it)
    head = ChainLink.select(ChainLink.digest).order_by(ChainLink.seq.desc()).offset(1).scalar()
    count = ChainLink.select().count() - 1
    assert "intact" in out and f"Head checked: {count}:{bytes(head).hex()}" in out
    con = sqlite3.connect(path)
    con.execute('DROP TRIGGER "head_no_update"')
    con.execute("UPDATE head SET colour = 'grey' WHERE seq = 2")
    con.commit()
    con.close()
    assert main(["--db", path, "verify"]) == 1
    err = capsys.readouterr().err
    assert "of table head" in err and "changed" in err
    open_database(path)   # the fixture closes it


def test_tamper_verify_checks_a_head_printed_earlier(worked, capsys):
    path = DB.obj.database
    close_database()
    assert main(["--db", path, "verify"]) == 0
    head = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("Head checked: "))
    head = head.removeprefix("Head checked: ")
    assert main(["--db", path, "verify", "--head", head]) == 0
    assert "It extends the head" in capsys.readouterr().out
    count, digest = head.split(":")
    assert main(["--db", path, "verify", "--head", f"{count}:{'0' * 64}"]) == 1
    assert "History rewritten" in capsys.readouterr().err
    assert main(["--db", path, "verify", "--head", f"{int(count) + 999}:{digest}"]) == 1
    assert "History cut short" in capsys.readouterr().err
    open_database(path)
