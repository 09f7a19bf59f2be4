"""The benchmarks' register generator (bench/generate.py) writes a register
the desk takes as its own: at the latest schema without migrating, with every
index and trigger a new register has, a chain that verify passes, the search
tables filled (the trigram index and the name pieces), and every amount as
the law works it out."""
from __future__ import annotations

import importlib.util
import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from pound_desk.law import dues as law_dues
from pound_desk.law.dues import Stay
from pound_desk.law.money import Money
from pound_desk.law.rates import RateEntry, RateTable, RateType
from pound_desk.models import DB, close_database, held, search
from pound_desk.models.database import LATEST
from pound_desk.services import demo, tamper
from pound_desk.services.case import register
from pound_desk.services.case.register import Query
from pound_desk.services.desk.storage import open_database

BENCH = Path(__file__).resolve().parents[1] / "bench" / "generate.py"


def _generator():
    spec = importlib.util.spec_from_file_location("bench_generate", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    """A register of 400 cases (about 8,600 records), made once."""
    folder = tmp_path_factory.mktemp("generated")
    path = folder / "bench.sqlite3"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("POUND_DESK_HOME", str(folder / "home"))
        _generator().generate(400, path, seed=11)
        close_database()
        yield path


@pytest.fixture
def opened(generated, tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    open_database(generated)
    yield generated
    close_database()


def _schema(path: Path, kind: str) -> set[str]:
    con = sqlite3.connect(path)
    try:
        return {name for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = ?", [kind])}
    finally:
        con.close()


def test_opens_at_the_latest_schema_with_every_index_and_trigger(generated, tmp_path, monkeypatch):
    con = sqlite3.connect(generated)
    version = con.execute("PRAGMA user_version").fetchone()[0]
    journal = con.execute("PRAGMA journal_mode").fetchone()[0]
    con.close()
    assert version == LATEST
    assert journal == "wal"
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    fresh = tmp_path / "fresh.sqlite3"
    open_database(fresh)
    close_database()
    for kind in ("index", "trigger", "table"):
        assert _schema(fresh, kind) <= _schema(generated, kind), kind
    assert not (generated.parent / "backups").exists()   # opened without an upgrade's backup


def test_the_chain_verifies_and_covers_every_record(opened):
    verdict = tamper.check()
    assert verdict.intact, [str(f) for f in verdict.findings]
    rows = sum(DB.execute_sql(f'SELECT COUNT(*) FROM "{t}"').fetchone()[0]
               for t in ("case", "head", "feeding", "receipt", "receipt_line", "release", "released_head"))
    assert verdict.links > rows > 5_000


def test_a_changed_record_is_found(generated, tmp_path, monkeypatch):
    copy = tmp_path / "copy.sqlite3"
    src = sqlite3.connect(generated)
    dst = sqlite3.connect(copy)
    src.backup(dst)
    src.close()
    dst.execute("DROP TRIGGER feeding_no_update")
    dst.execute("UPDATE feeding SET fed = 0 WHERE id = 77")
    dst.commit()
    dst.close()
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    open_database(copy)
    try:
        verdict = tamper.check()
    finally:
        close_database()
    assert [(f.kind, f.table, f.row_id) for f in verdict.findings] == [("changed", "feeding", 77)]


def test_the_register_search_finds_numbers_names_and_tags(opened):
    case_no, owner, seizer = DB.execute_sql(
        "SELECT case_no, owner_name, seizer_name FROM \"case\" WHERE owner_name <> '' ORDER BY id DESC "
        "LIMIT 1").fetchone()
    tag, tagged = DB.execute_sql("SELECT h.ear_tag, c.case_no FROM head h JOIN \"case\" c ON c.id = h.case_id "
                                 "WHERE h.ear_tag <> '' LIMIT 1").fetchone()
    assert [r.case_no for r in register.page(Query(text=case_no, field="case_no"), 0, 5)] == [case_no]
    assert [r.case_no for r in register.page(Query(text=tag, field="ear_tag"), 0, 5)] == [tagged]
    by_owner = register.page(Query(text=owner.split()[0], field="owner"), 0, 1000)
    assert case_no in {r.case_no for r in by_owner}
    assert register.count(Query(text=seizer, field="seizer")) >= DB.execute_sql(
        'SELECT COUNT(*) FROM "case" WHERE seizer_name = ?', [seizer]).fetchone()[0] >= 1
    # the name pieces and the trigram index themselves
    names = {n for (n,) in DB.execute_sql('SELECT owner_name FROM "case" UNION SELECT seizer_name FROM "case"') if n}
    pieces = {(p, n) for p, n in DB.execute_sql(f"SELECT piece, name FROM {search.PIECES}")}
    assert pieces == {(p, n) for n in names for p in search.pieces(n)}
    trigram = DB.execute_sql(f"SELECT COUNT(*) FROM {search.TABLE} WHERE {search.TABLE} MATCH ?",
                             [f'tags:"{tag[3:9]}"']).fetchone()[0]
    assert trigram == DB.execute_sql("SELECT COUNT(DISTINCT case_id) FROM head WHERE ear_tag LIKE ?",
                                     [f"%{tag[3:9]}%"]).fetchone()[0] >= 1


def test_the_derived_tables_are_what_the_program_rebuilds(generated, tmp_path):
    """The trigram index is built beside the rows, in a file of its own, and
    copied in: its tables must be what search.rebuild writes, byte for byte;
    the cattle held, what held.rebuild writes; the planner's statistics
    cover every table and the index's own."""
    copy = tmp_path / "copy.sqlite3"
    src, dst = sqlite3.connect(generated), sqlite3.connect(copy)
    src.backup(dst)
    src.close()
    shadows = [f"{search.TABLE}_{s}" for s in ("data", "idx", "content", "docsize", "config")]

    def derived() -> dict:
        return {t: dst.execute(f'SELECT * FROM "{t}" ORDER BY 1, 2').fetchall() for t in [*shadows, held.TABLE]}

    made = derived()
    analysed = {t for (t,) in dst.execute("SELECT tbl FROM sqlite_stat1")}
    (ddl,) = dst.execute("SELECT sql FROM sqlite_master WHERE name = ?", [search.TABLE]).fetchone()
    dst.execute(f"DROP TABLE {search.TABLE}")
    dst.execute(ddl)   # as the generator found it: new and empty
    plain = _generator()._Plain(dst)   # the generator's own way in over a plain connection
    search.rebuild(plain)
    held.rebuild(plain)
    assert derived() == made
    assert len(made[f"{search.TABLE}_content"]) == 400 and made[f"{search.TABLE}_data"]
    dst.rollback()
    dst.close()
    assert {"case", "head", "feeding", "chain_link", search.PIECES, f"{search.TABLE}_idx"} <= analysed
    assert sorted(p.name for p in generated.parent.iterdir() if p.name.startswith(generated.name)) == \
        [generated.name]   # no index file left beside it


def test_every_amount_is_the_laws(opened):
    from pound_desk.services.office import rates
    table = rates.table()
    area = demo.POUND["local_area"]
    rows = DB.execute_sql(
        'SELECT c.brought_at, c.local_area, h.kind, r.issued_at, l.fine_paise, l.feeding_paise, l.feeding_periods, '
        "l.fine_reference, l.feeding_reference FROM receipt_line l JOIN receipt r ON r.id = l.receipt_id "
        'JOIN head h ON h.id = l.head_id JOIN "case" c ON c.id = h.case_id').fetchall()
    assert len(rows) > 100
    for brought, seized_in, kind, issued, fine, feeding, periods, fine_ref, feeding_ref in rows:
        brought, issued = datetime.fromisoformat(brought), datetime.fromisoformat(issued)
        d = law_dues.head_dues(Stay(brought, None, seized_in, area), 1, kind, table, issued)
        assert (fine, feeding, periods, fine_ref, feeding_ref) == (
            d.fine.amount.paise, d.feeding.paise, d.periods, d.fine.reference, "; ".join(d.feeding_references))
    totals = DB.execute_sql("SELECT r.total_paise, r.tendered_paise, SUM(l.fine_paise + l.feeding_paise) "
                            "FROM receipt r JOIN receipt_line l ON l.receipt_id = r.id GROUP BY r.id").fetchall()
    assert all(total == tendered == lines for total, tendered, lines in totals)
    # receipts numbered in order of issue, without gaps, in each financial year
    numbered = DB.execute_sql("SELECT fy, serial FROM receipt ORDER BY issued_at, id").fetchall()
    seen: dict[str, int] = {}
    for fy, serial in numbered:
        assert serial == seen.get(fy, 0) + 1
        seen[fy] = serial


def test_the_dues_asked_once_are_the_laws_across_rate_changes():
    """The generator asks the law once for each kind, area, number of
    periods and rates' period; a stay across a change of rates is asked by
    its own first day."""
    gen = _generator()
    start = date(2020, 1, 1)
    entries = demo.demo_rates("Nedumangad", start)
    for i, day in enumerate((date(2020, 1, 9), date(2020, 1, 10), date(2020, 2, 1))):
        entries += [RateEntry(RateType.FEEDING, "Nedumangad", k, Money.of_rupees(70 + 10 * i), day, f"rev {i}")
                    for k in ("cow", "goat")]
        entries.append(RateEntry(RateType.FINE, demo.NEIGHBOUR, "cow", Money.of_rupees(300 + i), day, f"fine {i}"))
    table = RateTable(entries)
    cal = gen._Calendar(date(2019, 12, 1), date(2020, 3, 31))
    dues = gen._Dues(table, "Nedumangad", cal)
    rng = random.Random(3)
    for _ in range(3000):
        brought = rng.randrange(0, 80 * gen.DAY)
        released = brought + rng.choice([0, 1, 2, 5, 9, 16]) * gen.DAY + rng.randrange(1, 9 * 60)
        kind = rng.choice(["cow", "goat", "ox", "pig"])
        seized_in = rng.choice(["Nedumangad", demo.NEIGHBOUR])
        got = dues.head(kind, seized_in, brought, released)
        d = law_dues.head_dues(Stay(cal.at(brought), None, seized_in, "Nedumangad"), 1, kind, table,
                               cal.at(released))
        assert got[0] == d.fine.amount.paise and got[2:4] == (d.periods, d.feeding.paise), (kind, brought)
        assert (got[5], got[6]) == (d.fine.reference, "; ".join(d.feeding_references))
    assert len(dues.known) < 3000


def test_the_calendar_writes_times_as_sqlite3_stores_them():
    gen = _generator()
    cal = gen._Calendar(date(2024, 2, 27), date(2024, 3, 2))
    moment = 2 * gen.DAY + 23 * 60 + 59   # 29 February, a leap day
    assert cal.text(moment) == str(cal.at(moment)) == "2024-02-29 23:59:00"
    assert cal.at(moment) == datetime(2024, 2, 27) + timedelta(days=2, hours=23, minutes=59)
