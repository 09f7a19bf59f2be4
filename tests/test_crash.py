"""Power cuts and crashes: a short run of the crash harness (tools/crash_test.py;
the long run is the same script with --kills 1000), and the harness's own
checks shown to find a workflow stored in part or a reported one missing."""
from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import crash_test  # noqa: E402

from pound_desk.models import chain, search  # noqa: E402

KILLS = 20


@pytest.fixture(scope="module")
def short_run(tmp_path_factory):
    work = tmp_path_factory.mktemp("crash")
    return crash_test.run(KILLS, work, seed=2026, max_delay=0.4), work


def test_crash_every_kill_leaves_a_sound_database_with_every_reported_workflow(short_run):
    report, _ = short_run
    assert report.failures == []
    assert report.kills == report.survived == KILLS
    # the children did real work between kills, of every kind
    assert report.reported > 3 * KILLS
    assert report.held["case"] > 0 and report.held["receipt"] > 0
    assert report.held["amendment"] > 0 and report.held["feeding"] > 0


def _copy(work: Path, tmp_path: Path) -> tuple[Path, Path]:
    db, log = tmp_path / "crash.sqlite3", tmp_path / "committed.jsonl"
    src = sqlite3.connect(work / "crash.sqlite3")
    dst = sqlite3.connect(db)
    src.backup(dst)
    src.close()
    dst.close()
    log.write_text((work / "committed.jsonl").read_text(encoding="utf-8"), encoding="utf-8")
    return db, log


def _other_program(db):
    """A connection of another program that knows the chain's hash function
    (without it, the chaining triggers refuse every insert)."""
    con = sqlite3.connect(db)
    con.create_function(chain.HASH_FUNCTION, 4, chain.chain_hash)
    con.create_function(chain.ACTOR_FUNCTION, 1, lambda table: "outside")
    search.register_raw(con)     # and the name pieces' (a case's names are cut into pieces as it is written)
    return con


def test_crash_checks_find_a_receipt_without_its_release_or_lines(short_run, tmp_path):
    db, log = _copy(short_run[1], tmp_path)
    assert crash_test.check(db, log)[0] == []
    con = _other_program(db)
    case_id = con.execute('SELECT id FROM "case" ORDER BY id LIMIT 1').fetchone()[0]
    con.execute("INSERT INTO receipt (fy, serial, number, issued_at, case_id, claimant_name, claimant_capacity, "
                "claimant_residence, evidence, total_paise, tendered_paise, keeper_name) VALUES "
                "('2030-31', 1, '2030-31/00001', '2030-05-01 10:00:00', ?, 'X', 'owner', '', '', 100, 100, 'K')",
                (case_id,))
    con.execute('INSERT INTO "case" (pound_id, year, serial, case_no, brought_at, seized_place, local_area, basis, '
                "seizer_name, seizer_residence, seizer_capacity, owner_name, owner_residence, police_aid, flags, "
                "source, entered_at) VALUES (1, 2031, 1, '1/2031', '2031-01-01 10:00:00', 'p', 'a', 's9', 's', 'r', "
                "'', '', '', '', '', 'desk', '2031-01-01 10:00:00')")
    con.commit()
    con.close()
    problems = crash_test.check(db, log)[0]
    assert "receipt 2030-31/00001 has no lines" in problems
    assert "receipt 2030-31/00001 has 0 releases" in problems
    assert "case 1/2031 has no heads" in problems


def test_crash_checks_find_a_reported_workflow_that_is_missing(short_run, tmp_path):
    db, log = _copy(short_run[1], tmp_path)
    with open(log, "a", encoding="utf-8") as f:
        f.write(json.dumps({"op": "register", "case_no": "999/2026", "heads": 2}) + "\n")
        f.write(json.dumps({"op": "amend", "id": 10 ** 6, "case_no": "1/2026", "new": "x"}) + "\n")
        f.write('{"op": "register", "case_no": "torn')  # never finished: never reported
    problems = crash_test.check(db, log)[0]
    assert problems == ["registered case 999/2026 is missing or short of heads",
                        f"amendment {10 ** 6} of case 1/2026 is missing"]


def test_crash_checks_find_a_feeding_log_stored_in_part(short_run, tmp_path):
    db, log = _copy(short_run[1], tmp_path)
    con = sqlite3.connect(db)
    # a feeding log that fed one held head of a day and not the others
    day, logged = con.execute("SELECT day, logged_at FROM feeding GROUP BY day, logged_at "
                              "HAVING COUNT(*) > 1 ORDER BY day DESC LIMIT 1").fetchone()
    con.execute("DROP TRIGGER feeding_no_delete")
    con.execute("DELETE FROM feeding WHERE id = (SELECT MAX(id) FROM feeding WHERE day = ? AND logged_at = ?)",
                (day, logged))
    con.commit()
    con.close()
    problems = crash_test.check(db, log)[0]
    assert any(p.startswith(f"feeding of {day} logged at {logged}") for p in problems), problems
