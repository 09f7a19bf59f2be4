"""Stopping the database's check when the desk closes: the stop interrupts
the statement SQLite is inside (the check of every page is one statement),
and a check stopped part-way has found neither damage nor a pass. Bounds
are counted in steps of the work, never in seconds."""
from __future__ import annotations

import sqlite3

import pytest

from pound_desk.cancel import Stop, interrupting
from pound_desk.models.snapshots import CheckCancelled, check_file
from pound_desk.services import backups, demo

COUNT_TO_A_MILLION = ("WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 1000000) "
                      "SELECT SUM(tick()) FROM n")


def test_a_stop_interrupts_the_statement_running_within_a_step(tmp_path):
    con = sqlite3.connect(tmp_path / "count.sqlite3")
    stop = Stop()
    ticks: list[int] = []

    def tick() -> int:
        ticks.append(1)
        if len(ticks) == 10:
            stop.set()
        return 1

    con.create_function("tick", 0, tick)
    with interrupting(stop, con), pytest.raises(sqlite3.OperationalError, match="interrupted"):
        con.execute(COUNT_TO_A_MILLION).fetchall()
    assert stop() and len(ticks) <= 11          # not a million
    # out of its block the connection is the stop's no longer
    assert con.execute("SELECT 1").fetchone() == (1,)
    con.close()


def test_a_plain_flag_is_left_to_the_progress_handler(tmp_path):
    con = sqlite3.connect(tmp_path / "count.sqlite3")
    con.create_function("tick", 0, lambda: 1)
    with interrupting(lambda: True, con):
        assert con.execute("SELECT tick()").fetchone() == (1,)    # nothing interrupted
    con.close()


@pytest.fixture
def pound_file(db):
    demo.create_demo()
    return db.database


def test_a_check_stopped_part_way_runs_no_further_step_and_finds_nothing(pound_file):
    stop = Stop()
    steps: list[int] = []

    def step(done: int, total: int) -> None:
        steps.append(done)
        if done == 3:
            stop.set()

    with pytest.raises(CheckCancelled):
        check_file(pound_file, full=False, live=True, cancelled=stop, progress=step)
    assert steps == [1, 2, 3]
    assert not backups.damage_marker(pound_file).exists()


def test_the_whole_check_has_a_step_per_table_and_passes_a_sound_file(pound_file):
    steps: list[tuple[int, int]] = []
    assert backups.check_database(pound_file, progress=lambda d, t: steps.append((d, t)), cancelled=Stop()) == []
    total = steps[-1][1]
    assert [d for d, _ in steps] == list(range(1, total + 1)) and total > 10


def test_a_stop_before_the_check_begins_reads_nothing(pound_file):
    stop = Stop()
    stop.set()
    with pytest.raises(CheckCancelled):
        check_file(pound_file, full=True, cancelled=stop, progress=lambda d, t: pytest.fail("a step ran"))
