"""The audit log: who did what and when, kept for good. Each hook writes its
entry with the person signed in; entries are never changed or deleted; the
log is read a window at a time and exported as CSV."""
from __future__ import annotations

import argparse
import csv
import hashlib
import json
import sqlite3
from datetime import date, datetime
from pathlib import Path

import pytest
from cli_helpers import add_users
from record_helpers import seize

from pound_desk.cli import verify
from pound_desk.exchange import accounts_csv, csv_export
from pound_desk.models import DB, RecordIsFinal, chain, close_database
from pound_desk.models.audit import AuditEntry
from pound_desk.services import backups, returns, tamper
from pound_desk.services.books import ledger
from pound_desk.services.case import documents
from pound_desk.services.desk import audit, session
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.desk.session import Actor
from pound_desk.services.desk.storage import open_database

ASHA = Actor("Asha Menon", "keeper")   # no account behind it: the label is what is tested
RAVI = Actor("Ravi Pillai", "supervisor")


@pytest.fixture
def asha():
    session.sign_in(ASHA)
    yield ASHA
    session.sign_out()


def _only(action: str) -> AuditEntry:
    (row,) = AuditEntry.select().where(AuditEntry.action == action)
    return row


def _ledger_ok() -> None:
    result = ledger.check()
    assert result.ok, result.problems


def _write(action: str, at: datetime, actor: Actor = ASHA, subject: str = "") -> None:
    AuditEntry.create(at=at, actor=actor.name, role=actor.role, action=action, subject=subject)


# ------------------------------------------------------------------ recording

def test_an_entry_names_the_person_signed_in_and_then_the_program(db, asha):
    entry = audit.record("settings_changed", "pound name", {"from": "A", "to": "ആലപ്പുഴ"})
    assert (entry.actor, entry.role, entry.action, entry.subject) == ("Asha Menon", "keeper",
                                                                      "settings_changed", "pound name")
    assert json.loads(entry.detail) == {"from": "A", "to": "ആലപ്പുഴ"}
    assert abs((datetime.now() - entry.at).total_seconds()) < 5
    session.sign_out()
    later = audit.record("verify_run")
    assert later.role == "system" and later.actor.startswith("system:")
    assert AuditEntry.select().count() == 2


def test_an_action_is_a_short_code(db):
    for bad in ("", "Case Opened", "case-opened", "കേസ്"):
        with pytest.raises(Invalid):
            audit.record(bad)
    assert AuditEntry.select().count() == 0


def test_inside_a_callers_transaction_the_entry_goes_with_it(db, asha):
    with pytest.raises(RuntimeError):
        with DB.atomic("IMMEDIATE"):
            audit.record("settings_changed", "x")
            raise RuntimeError("the action failed")
    assert AuditEntry.select().count() == 0
    with DB.atomic("IMMEDIATE"):
        audit.record("settings_changed", "y")
    assert [e.subject for e in audit.entries()] == ["y"]


def test_entries_cannot_be_changed_or_deleted(db, asha):
    audit.record("document_viewed", "receipt 1")
    row = AuditEntry.get()
    row.subject = "something else"
    with pytest.raises(RecordIsFinal):
        row.save()
    with pytest.raises(RecordIsFinal):
        row.delete_instance()
    with pytest.raises(RecordIsFinal):
        AuditEntry.update(subject="x").execute()
    with pytest.raises(RecordIsFinal):
        AuditEntry.delete().execute()
    path = DB.obj.database
    con = sqlite3.connect(path)
    con.create_function(chain.HASH_FUNCTION, 4, chain.chain_hash)
    try:
        with pytest.raises(sqlite3.DatabaseError, match="document of record"):
            con.execute("UPDATE audit_entry SET actor = 'someone else'")
        with pytest.raises(sqlite3.DatabaseError, match="document of record"):
            con.execute("DELETE FROM audit_entry")
    finally:
        con.close()
    assert AuditEntry.get().subject == "receipt 1"


def test_entries_are_chained_and_the_chain_holds(db, asha):
    audit.record("case_opened", "1/2026")
    audit.record("case_opened", "2/2026")
    links = DB.execute_sql("SELECT COUNT(*) FROM chain_link JOIN chain_layout ON chain_layout.id = chain_link.layout "
                           "WHERE chain_layout.tbl = 'audit_entry'").fetchone()[0]
    assert links == 2
    assert tamper.check().intact


# ------------------------------------------------------------------ reading

def test_entries_newest_first_a_page_at_a_time_and_filtered(db):
    for day in range(1, 31):   # one a day through November, two people in turn
        _write("case_opened" if day % 3 else "document_viewed", datetime(2026, 11, day, 10, 0),
               ASHA if day % 2 else RAVI, f"{day}/2026")
    first = audit.entries(limit=10)
    assert [e.subject for e in first] == [f"{d}/2026" for d in range(30, 20, -1)]
    second = audit.entries(limit=10, offset=10)
    assert [e.subject for e in second] == [f"{d}/2026" for d in range(20, 10, -1)]
    assert audit.count() == 30
    assert audit.count(action="document_viewed") == 10   # days 3, 6 … 30
    assert audit.count(actor="Ravi Pillai") == 15
    assert audit.count(action="document_viewed", actor="Ravi Pillai") == 5   # 6, 12, 18, 24, 30
    assert audit.actions_seen() == ["case_opened", "document_viewed"]
    assert audit.actors_seen() == ["Asha Menon", "Ravi Pillai"]


def test_a_date_range_takes_both_ends_whole_days(db):
    _write("case_opened", datetime(2026, 10, 31, 23, 59, 59), subject="oct31")
    _write("case_opened", datetime(2026, 11, 1, 0, 0, 0), subject="nov1")
    _write("case_opened", datetime(2026, 11, 30, 23, 59, 59), subject="nov30")
    _write("case_opened", datetime(2026, 12, 1, 0, 0, 0), subject="dec1")
    nov = audit.entries(start=date(2026, 11, 1), end=date(2026, 11, 30), newest_first=False)
    assert [e.subject for e in nov] == ["nov1", "nov30"]
    assert [e.subject for e in audit.entries(start=date(2026, 12, 1))] == ["dec1"]
    assert [e.subject for e in audit.entries(end=date(2026, 10, 31))] == ["oct31"]
    assert audit.count(start=date(2026, 11, 30), end=date(2026, 11, 30)) == 1
    with pytest.raises(Invalid):
        audit.entries(start=date(2026, 11, 2), end=date(2026, 11, 1))


def test_export_csv_of_a_range_is_itself_logged(db, asha, tmp_path):
    _write("case_opened", datetime(2026, 10, 31, 23, 59, 59), subject="oct31")
    _write("document_viewed", datetime(2026, 11, 1, 0, 0, 0), RAVI, subject="രസീത് 1")
    _write("case_opened", datetime(2026, 11, 30, 23, 59, 59), subject="nov30")
    _write("case_opened", datetime(2026, 12, 1, 0, 0, 0), subject="dec1")
    out = tmp_path / "audit.csv"
    assert audit.export_csv(out, date(2026, 11, 1), date(2026, 11, 30)) == 2
    raw = out.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(raw.decode("utf-8-sig").splitlines()))
    assert rows[0] == ["at", "actor", "role", "action", "subject", "detail"]
    assert rows[1][:5] == ["2026-11-01 00:00:00", "Ravi Pillai", "supervisor", "document_viewed", "രസീത് 1"]
    assert rows[2][0] == "2026-11-30 23:59:59" and rows[2][4] == "nov30"
    assert len(rows) == 3
    logged = _only("export_csv")
    assert (logged.actor, logged.subject) == ("Asha Menon", "audit-log")
    detail = json.loads(logged.detail)
    assert detail["sha256"] == hashlib.sha256(raw).hexdigest() and detail["rows"] == 2
    assert not list(tmp_path.glob("*.part"))


# ------------------------------------------------------------------ views that cannot be logged

def test_a_view_that_cannot_be_logged_goes_on_and_says_why(db, asha, monkeypatch):
    def refuse(*args, **kwargs):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(AuditEntry, "create", refuse)
    problem = audit.record_view("document_viewed", "receipt 1")
    assert problem is not None and "disk I/O error" in problem and "document_viewed" in problem
    with pytest.raises(sqlite3.OperationalError):
        audit.record("document_printed", "receipt 1")   # a write that cannot be logged fails


# ------------------------------------------------------------------ the hooks

def test_a_document_kept_is_logged_with_its_checksum(pound, asha):
    case = seize(datetime(2026, 6, 1, 10, 0))
    path = documents.print_seizer_copy(case.case_no)
    row = _only("document_printed")
    assert (row.actor, row.role, row.subject) == ("Asha Menon", "keeper", f"seizer-copy/{case.case_no}")
    detail = json.loads(row.detail)
    assert detail["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
    assert (detail["kind"], detail["ref"], detail["path"]) == ("seizer-copy", case.case_no, str(path))


def test_csv_exports_are_logged(pound, asha, tmp_path):
    rates_file = tmp_path / "rates.csv"
    n = csv_export.export_rates(rates_file)
    book = accounts_csv.export_cash_book(date(2026, 6, 1), date(2026, 6, 30), tmp_path / "book.csv")
    rows = list(AuditEntry.select().where(AuditEntry.action == "export_csv").order_by(AuditEntry.id))
    assert [(r.subject, r.actor) for r in rows] == [("rates", "Asha Menon"), ("cash-book", "Asha Menon")]
    first, second = (json.loads(r.detail) for r in rows)
    assert first["sha256"] == hashlib.sha256(rates_file.read_bytes()).hexdigest() and first["rows"] == n
    assert second["sha256"] == hashlib.sha256(book.read_bytes()).hexdigest()
    assert (second["start"], second["end"]) == ("2026-06-01", "2026-06-30")
    _ledger_ok()


def test_a_return_exported_is_logged_with_file_and_checksum(pound, asha, tmp_path):
    seize(datetime(2026, 6, 3, 10, 0))
    done = returns.export("2026-06", tmp_path, now=datetime(2026, 7, 2, 10, 0))
    row = _only("return_exported")
    assert (row.actor, row.subject) == ("Asha Menon", done.path.name)
    detail = json.loads(row.detail)
    assert detail["sha256"] == hashlib.sha256(done.path.read_bytes()).hexdigest()
    assert (detail["file"], detail["period"], detail["revision"]) == (str(done.path), "2026-06", 0)
    # the return's PDF kept is logged too
    assert _only("document_printed").subject == "return/2026-06-r0"
    _ledger_ok()


def test_the_register_verified_is_logged(pound, asha, capsys):
    seize(datetime(2026, 6, 3, 10, 0))
    assert verify.cmd_verify(argparse.Namespace(), None) == 0
    row = _only("verify_run")
    assert row.actor == "Asha Menon"
    detail = json.loads(row.detail)
    assert detail["intact"] is True and detail["findings"] == 0 and detail["links"] > 0


def test_backups_made_and_restored_are_logged(pound, asha, tmp_path):
    db_path = Path(DB.obj.database)
    seize(datetime(2026, 6, 3, 10, 0))
    made = backups.back_up(db_path, "manual", datetime(2026, 6, 3, 18, 0))
    folder = tmp_path / "stick"
    folder.mkdir()
    copied = backups.to_folder(db_path, folder)
    rows = list(AuditEntry.select().where(AuditEntry.action == "backup_made").order_by(AuditEntry.id))
    assert [(r.subject, r.actor, json.loads(r.detail)["kind"]) for r in rows] == [
        (made.path.name, "Asha Menon", "manual"), (copied.path.name, "Asha Menon", "copy")]
    close_database()
    session.sign_in(RAVI)
    backups.restore(db_path, made.path, when=datetime(2026, 6, 4, 9, 0))
    open_database(db_path)
    restored = _only("backup_restored")
    assert (restored.subject, restored.actor, restored.role) == (made.path.name, "Ravi Pillai", "supervisor")
    assert json.loads(restored.detail)["backup"] == str(made.path)
    assert tamper.check().intact   # written through the chain like any record


# ------------------------------------------------------------------ the command line

def _cli(capsys, db_path: Path, *argv: str) -> tuple[int, str, str]:
    from cli_helpers import signed_main

    code = signed_main(["--db", str(db_path), *argv], user="auditor")   # an auditor reads the log
    out, err = capsys.readouterr()
    return code, out, err


def test_the_audit_command_lists_filters_and_exports(db, capsys, tmp_path):
    db_path = Path(DB.obj.database)
    _write("case_opened", datetime(2026, 10, 31, 23, 59, 59), subject="oct31")
    _write("document_viewed", datetime(2026, 11, 1, 0, 0, 0), RAVI, subject="nov1")
    _write("case_opened", datetime(2026, 11, 30, 23, 59, 59), subject="nov30")
    _write("case_opened", datetime(2026, 12, 1, 0, 0, 0), subject="dec1")
    add_users()
    close_database()
    code, out, _ = _cli(capsys, db_path, "audit", "--from", "2026-11-01", "--to", "2026-11-30")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 2 and "nov30" in lines[0] and "nov1" in lines[1]
    assert lines[1].startswith("01-11-2026 00:00:00  Ravi Pillai (supervisor)  document_viewed")
    code, out, _ = _cli(capsys, db_path, "audit", "--action", "case_opened", "--limit", "2")
    assert code == 0 and [line.split()[-1] for line in out.splitlines()[:2]] == ["dec1", "nov30"]
    assert "2 newest of 3" in out
    out_csv = tmp_path / "nov.csv"
    code, out, _ = _cli(capsys, db_path, "audit", "--from", "2026-11-01", "--to", "2026-11-30",
                        "--csv", str(out_csv))
    assert code == 0 and "2 entries" in out
    assert len(out_csv.read_text(encoding="utf-8-sig").splitlines()) == 3
    code, _, err = _cli(capsys, db_path, "audit", "--from", "2026-11-02", "--to", "2026-11-01")
    assert code == 2 and "before" in err
    code, _, err = _cli(capsys, db_path, "audit", "--from", "30-11-2026")
    assert code == 2 and "YYYY-MM-DD" in err
    open_database(db_path)
    assert _only("export_csv").subject == "audit-log"
