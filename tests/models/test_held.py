"""The cattle held, read from ``head_out`` (kept by triggers): the same
answer as setting every head against every release, and work that grows
with the cattle held, not with the register."""
from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from record_helpers import seize

from pound_desk.models import DB, held
from pound_desk.services import today
from pound_desk.services.case import cases, feeding, releases

START = datetime(2026, 3, 2, 9, 0)


def anti_join_held(at: datetime) -> set[int]:
    """The definition: heads brought and not released before ``at``."""
    sql = ("SELECT h.id FROM head h WHERE NOT EXISTS (SELECT 1 FROM released_head rh JOIN release r "
           "ON r.id = rh.release_id WHERE rh.head_id = h.id AND r.released_at < ?)")
    return {r[0] for r in DB.execute_sql(sql, [at])}


def kept_held(at: datetime) -> set[int]:
    return {r[0] for r in DB.execute_sql(f"SELECT head_id FROM {held.TABLE} WHERE out_at >= ?", [at])}


def register(n: int, heads: int = 1, start: datetime = START) -> list[str]:
    return [seize(start + timedelta(hours=i), kinds=("cow",) * heads).case_no for i in range(n)]


def release_all(case_no: str, at: datetime) -> None:
    releases.release_on_payment(case_no, at, "Rajan P.", cases.dues(case_no, at).total, now=at)


@settings(max_examples=8, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.integers(0, 5), st.integers(1, 72)), min_size=1, max_size=6, unique_by=lambda t: t[0]))
def test_held_set_is_the_anti_join(pound, released):
    # the examples add to one register (the property holds for all of it),
    # each a month after the one before, as receipts are issued in time order
    start = START + timedelta(days=30 * DB.execute_sql('SELECT COUNT(*) FROM "case"').fetchone()[0])
    nos = register(6, start=start)
    for index, hours in sorted(released, key=lambda r: r[0] + r[1]):
        release_all(nos[index], start + timedelta(hours=index + hours))
    for at in (start, start + timedelta(hours=3), start + timedelta(days=1), start + timedelta(days=4),
               start + timedelta(days=30)):
        assert kept_held(at) == anti_join_held(at)


def test_a_release_at_the_minute_counts_from_the_next(pound):
    no, = register(1)
    at = START + timedelta(hours=5)
    release_all(no, at)
    assert kept_held(at) and not kept_held(at + timedelta(seconds=1))
    assert feeding.unfed_case_nos(at.date()) == [no]             # held on the day of release
    assert feeding.unfed_case_nos(at.date() + timedelta(days=1)) == []


def test_rebuilt_from_the_register(pound):
    nos = register(3, heads=2)
    release_all(nos[1], START + timedelta(days=2))
    before = sorted(DB.execute_sql(f"SELECT * FROM {held.TABLE}").fetchall())
    held.rebuild(DB)
    assert sorted(DB.execute_sql(f"SELECT * FROM {held.TABLE}").fetchall()) == before
    assert len(before) == 6


def _vm_steps(work) -> int:
    """SQLite virtual-machine instructions ``work`` runs: a measure of work
    that does not depend on the machine's speed or load."""
    con = DB.connection()
    steps = [0]

    def count() -> int:
        steps[0] += 100
        return 0

    con.set_progress_handler(count, 100)
    try:
        work()
    finally:
        con.set_progress_handler(None, 100)
    return steps[0]


def _copy_row(con: sqlite3.Connection, table: str, row_id: int, **changes) -> int:
    cols = [r[1] for r in con.execute(f'PRAGMA table_info("{table}")') if r[1] != "id"]
    quoted = ", ".join(f'"{c}"' for c in cols)
    values = dict(zip(cols, con.execute(f'SELECT {quoted} FROM "{table}" WHERE id = ?', [row_id]).fetchone()))
    values.update(changes)
    names = ", ".join(f'"{c}"' for c in values)
    marks = ", ".join("?" for _ in values)
    con.execute(f'INSERT INTO "{table}"({names}) VALUES ({marks})', list(values.values()))
    return con.execute("SELECT last_insert_rowid()").fetchone()[0]


def _bulk_released_cases(n: int) -> None:
    """``n`` old cases, released long ago, copied straight into the tables
    from a released case (the register's size is what matters here)."""
    con: sqlite3.Connection = DB.connection()
    case_id, release_id, head_id = con.execute(
        "SELECT r.case_id, r.id, rh.head_id FROM release r JOIN released_head rh ON rh.release_id = r.id").fetchone()
    old = datetime(2025, 1, 1, 9, 0)
    for i in range(n):
        cid = _copy_row(con, "case", case_id, case_no=f"{i + 1}/2025", year=2025, serial=i + 1,
                        brought_at=old, seized_at=old - timedelta(hours=1))
        hid = _copy_row(con, "head", head_id, case_id=cid, ear_tag="")
        rid = _copy_row(con, "release", release_id, case_id=cid, released_at=old + timedelta(days=1),
                        receipt_id=None)
        con.execute("INSERT INTO released_head(release_id, head_id) VALUES (?, ?)", [rid, hid])


def test_needs_action_work_is_flat_in_the_register(pound):
    nos = register(6)   # five held today, one released
    release_all(nos[0], START + timedelta(hours=30))
    day = (START + timedelta(days=2)).date()
    small = _vm_steps(lambda: today.needs_action(day))
    with DB.atomic():
        _bulk_released_cases(3000)
    large = _vm_steps(lambda: today.needs_action(day))
    # the same held cattle: the work may not grow with 3,000 more released cases
    assert large < small * 1.5 + 20_000, (small, large)
