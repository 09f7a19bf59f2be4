"""Storage: the pragmas a legal register needs, documents of record that
cannot be changed in place (amend instead), and the migration ladder."""
from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

import peewee as pw
import pytest
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models import DB, Amendment, Case, Head, Receipt, RecordIsFinal, close_database
from pound_desk.models.database import LATEST, SchemaTooNew
from pound_desk.models.tables import RECORD_MODELS
from pound_desk.services import case_history
from pound_desk.services.case import cases, register, releases
from pound_desk.services.desk.storage import open_database

SCHEMA_V1 = Path(__file__).parents[1] / "data" / "schema_v1.sql"


# --- pragmas ----------------------------------------------------------------

def test_storage_wal_synchronous_full_and_foreign_keys(db):
    assert db.execute_sql("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute_sql("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert db.execute_sql("PRAGMA foreign_keys").fetchone()[0] == 1
    # WAL is a property of the file: any program opening it finds it
    other = sqlite3.connect(db.database)
    try:
        assert other.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        other.close()


def test_storage_foreign_keys_are_enforced(pound):
    with pytest.raises(pw.IntegrityError):
        DB.execute_sql('INSERT INTO head (case_id, seq, kind, sex, colour, marks, ear_tag) '
                       "VALUES (999, 1, 'cow', 'female', '', '', '')")


def test_storage_fresh_database_is_at_the_latest_version(db):
    assert db.execute_sql("PRAGMA user_version").fetchone()[0] == LATEST


# --- documents of record --------------------------------------------------------

@pytest.fixture
def released(pound):
    """Case 1/2026 (a cow brought 1 Mar 2026 09:00) released on 2 Mar 10:00
    against receipt 2025-26/00001 (₹200 fine + 2 × ₹60 = ₹320)."""
    case = seize(datetime(2026, 3, 1, 9, 0), owner="Rajan")
    receipt = releases.release_on_payment(case.case_no, datetime(2026, 3, 2, 10, 0), "Rajan",
                                          Money.of_rupees(320), now=datetime(2026, 3, 2, 10, 0))
    return Case.get_by_id(case.id), Receipt.get_by_id(receipt.id)


def test_storage_orm_refuses_to_change_a_case(released):
    case, _ = released
    case.owner_name = "Somebody else"
    with pytest.raises(RecordIsFinal):
        case.save()
    with pytest.raises(RecordIsFinal):
        Case.update(owner_name="Somebody else").where(Case.id == case.id).execute()
    with pytest.raises(RecordIsFinal):
        case.delete_instance()
    with pytest.raises(RecordIsFinal):
        Case.delete().where(Case.id == case.id).execute()
    assert Case.get_by_id(case.id).owner_name == "Rajan"


def test_storage_orm_refuses_to_change_a_receipt(released):
    _, receipt = released
    receipt.total_paise = 1
    with pytest.raises(RecordIsFinal):
        receipt.save()
    with pytest.raises(RecordIsFinal):
        Receipt.update(total_paise=1).execute()
    with pytest.raises(RecordIsFinal):
        receipt.delete_instance()
    with pytest.raises(RecordIsFinal):
        Receipt.delete().execute()
    assert Receipt.get_by_id(receipt.id).total_paise == 32000


@pytest.mark.parametrize("sql", [
    'UPDATE "case" SET owner_name = \'Somebody else\'',
    'DELETE FROM "case"',
    "UPDATE receipt SET total_paise = 1",
    "DELETE FROM receipt",
    "UPDATE head SET kind = 'goat'",
    "DELETE FROM receipt_line",
    "UPDATE release SET released_at = '2026-03-01 09:00:00'",
    "DELETE FROM released_head",
    "UPDATE rate SET amount_paise = 1",
])
def test_storage_raw_sql_cannot_update_or_delete_a_document_of_record(released, sql):
    before = _dump()
    with pytest.raises(pw.IntegrityError, match="document of record"):
        DB.execute_sql(sql)
    assert _dump() == before


def test_storage_triggers_hold_for_any_program_that_opens_the_file(released):
    # another program, with none of Pound Desk's settings
    other = sqlite3.connect(DB.obj.database)
    try:
        for sql in ('UPDATE "case" SET owner_name = \'x\'', 'DELETE FROM "case"',
                    "UPDATE receipt SET total_paise = 1", "DELETE FROM receipt"):
            with pytest.raises(sqlite3.IntegrityError):
                other.execute(sql)
        other.rollback()
    finally:
        other.close()
    assert Case.get().owner_name == "Rajan"


def test_storage_replace_cannot_overwrite_a_case(released):
    # INSERT OR REPLACE deletes the old row: it must meet the same refusal
    case, _ = released
    with pytest.raises(pw.IntegrityError):
        DB.execute_sql(
            'INSERT OR REPLACE INTO "case" (id, pound_id, year, serial, case_no, brought_at, seized_at, '
            "seized_place, local_area, basis, seizer_name, seizer_residence, seizer_capacity, owner_name, "
            "owner_residence, police_aid, flags, source, entered_at) SELECT id, pound_id, year, serial, "
            "case_no, brought_at, seized_at, seized_place, local_area, basis, seizer_name, "
            "seizer_residence, seizer_capacity, 'Somebody else', owner_residence, police_aid, flags, "
            'source, entered_at FROM "case" WHERE id = ?', [case.id])
    with pytest.raises((pw.IntegrityError, RecordIsFinal)):
        Case.replace(id=case.id, pound=case.pound_id, year=case.year, serial=case.serial,
                     case_no=case.case_no, brought_at=case.brought_at, seized_place="x",
                     local_area="x", basis="s9", seizer_name="x", seizer_residence="x",
                     owner_name="Somebody else").execute()
    assert Case.get_by_id(case.id).owner_name == "Rajan"


def test_storage_every_document_of_record_has_both_triggers(db):
    names = {r[0] for r in db.execute_sql("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
    for model in RECORD_MODELS:
        table = model._meta.table_name
        assert {f"{table}_no_update", f"{table}_no_delete"} <= names, table
    assert {m._meta.table_name for m in RECORD_MODELS} == {
        "rate", "case", "head", "amendment", "feeding", "receipt", "receipt_line", "release",
        "released_head", "document", "keeper_event", "exhibit_display", "inspection", "list_entry",
        "written_order", "complaint", "complaint_outcome", "unclaimed_report", "reported_case", "notice",
        "notice_head", "notice_event", "owner_refusal", "other_disposal", "auction", "lot", "lot_head",
        "bidder", "sale", "sale_share", "sale_expense", "settlement", "owner_account", "deposit",
        "deposit_claim", "deposit_claim_decision", "deposit_closing", "ledger_txn", "ledger_posting", "daily_statement",
        "remittance", "ownership_contest", "order_release", "incident", "referral", "penalty_fine",
        "court_sale_order", "appropriation", "protest_deposit", "protest_deposit_line", "protest_closing",
        "return_export", "audit_entry", "user_account", "user_event", "release_signature", "order_seen", "notice_sale",
        "complaint_ground", "complaint_finding", "sale_in_window", "statement_revision", "photo",
        "photo_withdrawal", "sale_reversal", "pound_key", "late_entry"}


def _dump() -> dict:
    return {t: DB.execute_sql(f'SELECT * FROM "{t}" ORDER BY 1').fetchall() for t in DB.get_tables()}


# --- amendments -------------------------------------------------------------

def test_storage_amendment_is_recorded_and_applied_in_the_case_view(pound):
    case = seize(datetime(2026, 3, 1, 9, 0), owner="Rajan")
    a = cases.amend(case.case_no, "owner_name", "Mary Thomas", "Owner misnamed at entry",
                    now=datetime(2026, 3, 1, 11, 0))
    assert (a.field, a.old_value, a.new_value, a.reason) == (
        "owner_name", "Rajan", "Mary Thomas", "Owner misnamed at entry")
    assert a.case_id == case.id and a.head_id is None
    # the entry itself is untouched; the view shows it as corrected
    assert Case.get_by_id(case.id).owner_name == "Rajan"
    cv = case_history.view(case.case_no)
    assert cv.owner_name == "Mary Thomas"
    assert [(x.old, x.new, x.reason) for x in cv.amendments] == [
        ("Rajan", "Mary Thomas", "Owner misnamed at entry")]
    assert any("Mary Thomas" in e.en for e in cv.events)


def test_storage_amendment_applies_in_register_search_by_owner(pound):
    seize(datetime(2026, 3, 1, 9, 0), owner="Rajan")
    seize(datetime(2026, 3, 1, 10, 0), owner="Suresh Kumar")
    cases.amend("1/2026", "owner_name", "Mary Thomas", "Owner misnamed at entry",
                now=datetime(2026, 3, 1, 11, 0))
    by_new = register.Query(text="Thomas", field="owner")
    by_old = register.Query(text="Rajan", field="owner")
    assert register.count(by_new) == 1
    assert [r.case_no for r in register.page(by_new, 0, 10)] == ["1/2026"]
    assert register.page(by_new, 0, 10)[0].owner_name == "Mary Thomas"
    assert register.count(register.Query(text="Thomas")) == 1  # any field
    # the name first entered still finds the case (the index keeps it), and the
    # row shows the corrected name
    assert [r.owner_name for r in register.page(by_old, 0, 10)] == ["Mary Thomas"]
    assert register.count(register.Query(text="Suresh", field="owner")) == 1


def test_storage_newest_amendment_wins(pound):
    seize(datetime(2026, 3, 1, 9, 0), owner="Rajan")
    cases.amend("1/2026", "owner_name", "Mary Thomas", "misnamed", now=datetime(2026, 3, 1, 11, 0))
    cases.amend("1/2026", "owner_name", "Mary Thomas Kurian", "full name", now=datetime(2026, 3, 1, 12, 0))
    assert cases.view("1/2026").owner_name == "Mary Thomas Kurian"
    rows = register.page(register.Query(text="Thomas", field="owner"), 0, 10)
    assert [r.owner_name for r in rows] == ["Mary Thomas Kurian"]
    assert Amendment.select().count() == 2


def test_storage_amended_ear_tag_is_shown_and_searched(pound):
    seize(datetime(2026, 3, 1, 9, 0), kinds=("cow", "cow"), ear_tags=("", "111122223333"))
    cases.amend("1/2026", "ear_tag", "444455556666", "Tag misread", head_seq=2,
                now=datetime(2026, 3, 1, 11, 0))
    cv = cases.view("1/2026")
    assert [h.ear_tag for h in cv.heads] == ["", "444455556666"]
    assert Head.get(Head.seq == 2).ear_tag == "111122223333"
    assert register.count(register.Query(text="444455556666", field="ear_tag")) == 1


def test_storage_amended_hour_brought_is_used_for_the_dues(pound):
    # entered as brought 1 Mar 09:00, corrected to 2 Mar 09:00. As of 3 Mar 09:30:
    # 24 h 30 min → 2 periods × ₹60 = ₹120, plus the ₹200 fine = ₹320
    # (the uncorrected entry would give 3 periods: ₹380)
    seize(datetime(2026, 3, 1, 9, 0), seized=datetime(2026, 3, 1, 8, 0))
    assert cases.dues("1/2026", datetime(2026, 3, 3, 9, 30)).total == Money.of_rupees(380)
    cases.amend("1/2026", "brought_at", "2026-03-02T09:00", "Hour brought misentered",
                now=datetime(2026, 3, 2, 10, 0))
    cv = cases.view("1/2026")
    assert cv.brought_at == datetime(2026, 3, 2, 9, 0)
    d = cases.dues(cv, datetime(2026, 3, 3, 9, 30))
    assert d.feeding_periods == 2
    assert d.total == Money.of_rupees(320)
    # s. 13(1) from the corrected impounding date: 2 Mar + 8 days = 10 Mar
    assert d.unclaimed_report_due == datetime(2026, 3, 10).date()
    # and now more than 24 h after the seizure at 1 Mar 08:00 (s. 9)
    assert "late_to_pound" in d.flags


def test_storage_amended_kind_is_used_for_the_dues(pound):
    # entered as a cow, corrected to a goat: ₹100 fine + 1 × ₹30 = ₹130 (not ₹260)
    seize(datetime(2026, 3, 1, 9, 0))
    cases.amend("1/2026", "kind", "goat", "A goat, not a cow", head_seq=1, now=datetime(2026, 3, 1, 10, 0))
    assert cases.dues("1/2026", datetime(2026, 3, 1, 12, 0)).total == Money.of_rupees(130)
    assert Head.get().kind == "cow"
    assert register.count(register.Query(text="goat", field="kind")) == 1


def test_storage_amendment_needs_a_reason_and_a_valid_value(pound):
    from pound_desk.services.desk.errors import Invalid

    seize(datetime(2026, 3, 1, 9, 0), owner="Rajan")
    at = datetime(2026, 3, 1, 11, 0)
    with pytest.raises(Invalid):
        cases.amend("1/2026", "owner_name", "Mary Thomas", "  ", now=at)
    with pytest.raises(Invalid):
        cases.amend("1/2026", "ear_tag", "12345", "tag", head_seq=1, now=at)
    with pytest.raises(Invalid):
        cases.amend("1/2026", "owner_name", "Rajan", "same", now=at)
    with pytest.raises(Invalid):
        cases.amend("1/2026", "seized_at", "2026-03-01T09:30", "after it was brought", now=at)
    with pytest.raises(Invalid):
        cases.amend("1/2026", "case_no", "5/2026", "renumber", now=at)
    with pytest.raises(Invalid):
        cases.amend("1/2026", "kind", "dog", "not cattle", head_seq=1, now=at)
    assert Amendment.select().count() == 0


def test_storage_hour_brought_cannot_be_amended_after_a_release(released):
    from pound_desk.services.desk.errors import Invalid

    with pytest.raises(Invalid):
        cases.amend("1/2026", "brought_at", "2026-03-01T08:00", "misentered",
                    now=datetime(2026, 3, 3, 10, 0))


# --- the migration ladder ----------------------------------------------------

@pytest.fixture
def closing():
    yield
    close_database()


def _build_v1(path: Path) -> None:
    con = sqlite3.connect(path)
    try:
        con.executescript(SCHEMA_V1.read_text(encoding="utf-8"))
        con.execute("INSERT INTO pound (id, name, place, local_authority, local_area, keeper_name, "
                    "created_at) VALUES (1, 'Nedumangad Municipal Pound', 'Nedumangad', "
                    "'Nedumangad Municipality', 'Nedumangad', 'K. Sasidharan', '2025-12-01 10:00:00')")
        con.execute(
            'INSERT INTO "case" (id, pound_id, year, serial, case_no, brought_at, seized_at, seized_place, '
            "local_area, basis, seizer_name, seizer_residence, seizer_capacity, owner_name, "
            "owner_residence, police_aid, flags, entered_at) VALUES (1, 1, 2026, 1, '1/2026', "
            "'2026-01-10 09:00:00', '2026-01-10 07:30:00', 'Manjadi paddy field', 'Nedumangad', 's9', "
            "'Ramachandran', 'Manjadi', 'cultivator', 'സുധാകരൻ', 'Panavoor', '', '', "
            "'2026-01-10 09:05:00')")
        con.execute("INSERT INTO head (id, case_id, seq, kind, sex, colour, marks, ear_tag) "
                    "VALUES (1, 1, 1, 'cow', 'female', 'brown', 'white star', '123456789012')")
        con.commit()
    finally:
        con.close()


def _schema(path: Path) -> dict:
    """Tables with their columns (name, type, not null, primary key), indexes and triggers."""
    con = sqlite3.connect(path)
    try:
        out = {}
        tables = [r[0] for r in con.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        for t in tables:
            cols = sorted((r[1], r[2], r[3], r[5]) for r in con.execute(f'PRAGMA table_info("{t}")'))
            idx = sorted((r[1], r[2]) for r in con.execute(f'PRAGMA index_list("{t}")'))
            out[t] = (cols, idx)
        out["triggers"] = sorted(r[0] for r in con.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger'"))
        return out
    finally:
        con.close()


def test_storage_v1_schema_file_is_version_1(tmp_path):
    path = tmp_path / "old.sqlite3"
    _build_v1(path)
    con = sqlite3.connect(path)
    try:
        assert con.execute("PRAGMA user_version").fetchone()[0] == 1
        cols = [r[1] for r in con.execute('PRAGMA table_info("case")')]
        assert "source" not in cols
        assert con.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'document'").fetchone()[0] == 0
    finally:
        con.close()


def test_storage_migration_from_v1_keeps_the_register(tmp_path, closing):
    path = tmp_path / "pound.sqlite3"
    _build_v1(path)
    db = open_database(path)
    assert db.execute_sql("PRAGMA user_version").fetchone()[0] == LATEST
    case = Case.get(Case.case_no == "1/2026")
    assert case.source == "desk"
    assert case.owner_name == "സുധാകരൻ"
    assert case.brought_at == datetime(2026, 1, 10, 9, 0)
    assert [(h.kind, h.ear_tag) for h in case.heads] == [("cow", "123456789012")]
    cv = cases.view("1/2026")
    assert cv.source == "desk" and cv.seizer_name == "Ramachandran"
    # the old entries are searchable in the migrated register
    for text, field in (("സുധാകരൻ", "owner"), ("123456789012", "ear_tag"), ("1/2026", "case_no")):
        assert [r.case_no for r in register.page(register.Query(text=text, field=field), 0, 10)] == [
            "1/2026"], (text, field)


def test_storage_migration_from_v1_adds_the_office_records(tmp_path, closing):
    """v4 and v5: a rate's notification date (empty for the rates already kept), the
    settings, closed days, keeper history, exhibit displays and inspections;
    the records among them refuse changes like the others."""
    path = tmp_path / "pound.sqlite3"
    _build_v1(path)
    con = sqlite3.connect(path)
    con.execute("INSERT INTO rate (type, local_area, kind, amount_paise, effective_from, reference, "
                "entered_at) VALUES ('fine', 'Nedumangad', 'cow', 20000, '2020-01-01', 'G.O. 1', "
                "'2025-12-01 10:00:00')")
    con.commit()
    con.close()
    open_database(path)
    assert DB.execute_sql("SELECT amount_paise, notified_on FROM rate").fetchall() == [(20000, None)]
    for table in ("setting", "closed_day", "keeper_event", "exhibit_display", "inspection", "place",
                  "list_entry"):
        assert table in DB.get_tables(), table
    DB.execute_sql("INSERT INTO keeper_event (name, event, effective_on, reference, entered_at) "
                   "VALUES ('K. Sasidharan', 'appointed', '2020-01-01', 'Order 1', '2025-12-01 10:00:00')")
    for sql in ("UPDATE keeper_event SET name = 'x'", "DELETE FROM keeper_event"):
        with pytest.raises(pw.IntegrityError):
            DB.execute_sql(sql)


def test_storage_migration_writes_a_backup_beside_the_file(tmp_path, closing):
    path = tmp_path / "pound.sqlite3"
    _build_v1(path)
    open_database(path)
    backups = sorted(p.name for p in (tmp_path / "backups").iterdir())
    assert len(backups) == 1 and backups[0].startswith("pound-") and backups[0].endswith("-before-v2.sqlite3")
    con = sqlite3.connect(tmp_path / "backups" / backups[0])
    try:
        assert con.execute("PRAGMA user_version").fetchone()[0] == 1
        assert con.execute('SELECT case_no, owner_name FROM "case"').fetchall() == [("1/2026", "സുധാകരൻ")]
        assert "source" not in [r[1] for r in con.execute('PRAGMA table_info("case")')]
    finally:
        con.close()


def test_storage_no_index_is_the_beginning_of_another(db):
    """An index whose columns begin another index of its table serves no
    look-up the other does not, and costs every insert a B-tree (v17)."""
    found = []
    tables = [r[0] for r in db.execute_sql("SELECT name FROM sqlite_master WHERE type = 'table'")]
    for table in tables:
        plain = {}
        for _, name, unique, _, partial in db.execute_sql(f'PRAGMA index_list("{table}")'):
            if not partial:
                plain[name] = (unique, [r[2] for r in db.execute_sql(f'PRAGMA index_info("{name}")')])
        for name, (unique, columns) in plain.items():
            for other, (_, longer) in plain.items():
                if not unique and other != name and len(longer) > len(columns) and longer[:len(columns)] == columns:
                    found.append(f"{name} begins {other}")
    assert found == []


def test_storage_migrated_schema_matches_a_fresh_database(tmp_path, closing):
    old = tmp_path / "old" / "pound.sqlite3"
    old.parent.mkdir()
    _build_v1(old)
    open_database(old)
    close_database()
    fresh = tmp_path / "fresh" / "pound.sqlite3"
    open_database(fresh)
    close_database()
    assert _schema(old) == _schema(fresh)


def test_storage_migrated_database_still_refuses_changes(tmp_path, closing):
    path = tmp_path / "pound.sqlite3"
    _build_v1(path)
    open_database(path)
    for sql in ('UPDATE "case" SET owner_name = \'x\'', 'DELETE FROM "case"',
                "UPDATE head SET kind = 'goat'", "DELETE FROM head"):
        with pytest.raises(pw.IntegrityError):
            DB.execute_sql(sql)
    DB.execute_sql("INSERT INTO document (kind, ref, path, sha256, created_at) "
                   "VALUES ('receipt', 'r', 'p', 's', '2026-01-11 10:00:00')")
    with pytest.raises(pw.IntegrityError):
        DB.execute_sql("DELETE FROM document")
    assert Case.get().owner_name == "സുധാകരൻ"


def test_storage_reopening_a_current_database_writes_no_backup(tmp_path, closing):
    path = tmp_path / "pound.sqlite3"
    open_database(path)
    close_database()
    open_database(path)
    assert list(tmp_path.glob("*.bak")) == [] and not (tmp_path / "backups").exists()


def test_storage_database_newer_than_this_program_is_refused(tmp_path, closing):
    path = tmp_path / "pound.sqlite3"
    open_database(path)
    DB.execute_sql(f"PRAGMA user_version = {LATEST + 1}")
    close_database()
    with pytest.raises(SchemaTooNew):
        open_database(path)
    close_database()
    con = sqlite3.connect(path)
    try:
        assert con.execute("PRAGMA user_version").fetchone()[0] == LATEST + 1
    finally:
        con.close()
    assert list(tmp_path.glob("*.bak")) == []


# --- the rate table follows the database that is open ----------------------------

def test_storage_rate_table_follows_the_open_database(tmp_path, closing, monkeypatch):
    """Two pounds' files with the same number of rates: the table read from one
    is never served for the other, even when Python puts the second database
    object where the first one was (simulated by making every id() equal)."""
    from datetime import date

    from pound_desk.law.rates import RateEntry, RateType
    from pound_desk.services.office import rates

    monkeypatch.setattr(rates, "id", lambda obj: 1, raising=False)
    amounts = {}
    for name, rupees in (("a", 200), ("b", 300)):
        open_database(tmp_path / f"{name}.sqlite3")
        rates.add([RateEntry(RateType.FINE, "Nedumangad", "cow", Money.of_rupees(rupees),
                             date(2020, 1, 1), "G.O.(P) 112/2019/LSGD")])
        amounts[name] = rates.table().fine("cow", None, "Nedumangad", date(2026, 3, 1)).amount
        close_database()
    assert amounts == {"a": Money.of_rupees(200), "b": Money.of_rupees(300)}


def test_storage_migration_to_v6_posts_the_receipts_already_issued(tmp_path, closing):
    """v6 starts the ledger: a receipt issued before it is posted once, so the
    ledger's cash agrees with the receipt book and the check passes."""
    from pound_desk.services.books import ledger

    path = tmp_path / "pound.sqlite3"
    _build_v1(path)
    con = sqlite3.connect(path)
    con.execute("INSERT INTO receipt (id, fy, serial, number, issued_at, case_id, claimant_name, "
                "claimant_capacity, claimant_residence, evidence, total_paise, tendered_paise, keeper_name) "
                "VALUES (1, '2025-26', 1, '2025-26/00001', '2026-01-12 10:00:00', 1, 'സുധാകരൻ', 'owner', "
                "'', '', 32000, 32000, 'K. Sasidharan')")
    con.execute("INSERT INTO receipt_line (receipt_id, head_id, fine_paise, fine_reference, feeding_periods, "
                "feeding_paise, feeding_reference) VALUES (1, 1, 20000, 'G.O. 1', 2, 12000, 'Res. 45')")
    con.commit()
    con.close()
    open_database(path)
    result = ledger.check()
    assert result.ok, result.problems
    assert result.transactions == 1
    bal = ledger.balances()
    assert (bal["cash"].paise, bal["fines"].paise, bal["feeding"].paise) == (32000, -20000, -12000)
    close_database()
    open_database(path)             # reopening posts nothing twice
    assert ledger.check().transactions == 1


def test_the_ladder_has_a_step_for_every_version_up_to_the_latest():
    from pound_desk.models.migrations import STEPS

    assert sorted(STEPS) == list(range(2, LATEST + 1))
