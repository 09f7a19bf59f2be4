"""An import of a stick at the level above, cut off (a power cut: the
process killed, SIGKILL) at several points and started again, ends with
every return imported exactly once, none missing: the same rows and figures
as an import never cut off. Each return is its own transaction, so a return
cut off midway leaves nothing, and the next run takes it from the start.
On a real PostgreSQL server (POUND_DESK_TEST_PG); the import never cut off
runs into SQLite, the same program's other database."""
from __future__ import annotations

import importlib.util
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from pound_desk.authority import upper, upper_users
from pound_desk.authority.database import close_authority, open_authority
from pound_desk.authority.models import ADB, AUTHORITY_MODELS

BENCH = Path(__file__).resolve().parents[2] / "bench" / "state_scale.py"
PASSWORD = "officer-secret"
TABLES = ("authority_pound", "upper_pound_via", "authority_pound_capacity", "upper_forward", "authority_return",
          "authority_return_totals", "authority_open_case", "authority_return_seizures", "authority_return_place",
          "authority_return_kind", "authority_return_bundle", "authority_return_mark")


def _bench():
    if "bench_state_scale" not in sys.modules:
        spec = importlib.util.spec_from_file_location("bench_state_scale", BENCH)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module   # its dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules["bench_state_scale"]


def _stick(tmp_path) -> tuple[Path, list[dict]]:
    """Two grama panchayats' two pounds, three years of months: six forwarded files, 144 returns."""
    bench = _bench()
    periods = bench.months(36)
    stick = tmp_path / "stick"
    made = []
    for number in (1, 2):   # of the state's 1,034: grama panchayats
        la = bench.authority(number, bench.STATE)
        made.append(bench.generate_authority(stick / f"la-{number}", la, bench.STATE, periods))
    return stick, made


def _prepare(url: str, made: list[dict]) -> None:
    """An empty database at the level above, its officer and the two local authorities registered."""
    db = open_authority(url)
    db.execute_sql("DROP TABLE IF EXISTS " + ", ".join(f'"{m._meta.table_name}"' for m in AUTHORITY_MODELS)
                   + " CASCADE")
    close_authority()
    open_authority(url)
    if not upper_users.needs_first():
        raise AssertionError("a fresh database has no one")
    upper_users.add("K. Radha", "officer", PASSWORD, None)
    for a in made:
        upper.register(a["name"], a["public_key"].encode("ascii"), a["district"])
    close_authority()


def _import(url: str, stick: Path, env: dict) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "pound_desk", "--user", "K. Radha", "--password-stdin", "upper",
                             "--db", url, "import", str(stick)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env, text=True)


def _kill_after(url: str, stick: Path, env: dict, lines: int) -> int:
    """Start the import and kill it once it has said ``lines`` returns' outcomes (0: while it starts)."""
    proc = _import(url, stick, env)
    proc.stdin.write(PASSWORD + "\n")
    proc.stdin.close()
    seen = 0
    if lines == 0:
        time.sleep(0.3)
    else:
        for line in proc.stdout:
            seen += ": imported: " in line
            if seen >= lines:
                break
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL, proc.stderr.read()
    proc.stdout.close()
    proc.stderr.close()
    return seen


def _state(url: str) -> dict:
    open_authority(url)
    db = ADB.obj
    out = {t: db.execute_sql(f'SELECT COUNT(*) FROM "{t}"').fetchone()[0] for t in TABLES}
    out["pound-months"] = db.execute_sql(
        'SELECT COUNT(*) FROM (SELECT DISTINCT "pound_id", "period" FROM "authority_return") x').fetchone()[0]
    out["totals"] = db.execute_sql(
        'SELECT SUM("impounded"), SUM("released"), SUM("sold"), SUM("held_at_end"), SUM("fines_paise"), '
        'SUM("feeding_paise"), SUM("sale_proceeds_paise") FROM "authority_return_totals"').fetchone()
    out["months"] = sorted(db.execute_sql(
        'SELECT p."name", r."period", r."sequence" FROM "authority_return" r JOIN "authority_pound" p '
        'ON p."id" = r."pound_id"').fetchall())
    close_authority()
    return out


def test_an_import_killed_at_several_points_and_run_again_imports_each_return_once(pg_url, tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "director"))
    stick, made = _stick(tmp_path)
    count = sum(y["returns"] for a in made for y in a["years"].values())
    assert count == 144 and len(list(stick.rglob("*.pdforward"))) == 6

    # never cut off, into SQLite
    whole = str(tmp_path / "whole.sqlite3")
    open_authority(whole)
    for a in made:
        upper.register(a["name"], a["public_key"].encode("ascii"), a["district"])
    for f in upper.expand([stick]):
        assert all(o.status == "imported" for o in upper.import_forward(f))
    close_authority()
    expected = _state(whole)
    assert expected["authority_return"] == expected["pound-months"] == count

    _prepare(pg_url, made)
    env = dict(os.environ, POUND_DESK_HOME=str(tmp_path / "director"), QT_QPA_PLATFORM="offscreen",
               PYTHONUNBUFFERED="1",
               PYTHONPATH=os.pathsep.join([str(BENCH.parents[1]), os.environ.get("PYTHONPATH", "")]))
    stored = [0]
    # killed while starting, then after a few returns, in the second file, and near the end
    for lines in (0, 3, 20, 50):
        _kill_after(pg_url, stick, env, lines)
        now = _state(pg_url)
        assert now["authority_return"] == now["pound-months"], "a return stored twice"
        assert now["authority_return_totals"] == now["authority_return_bundle"] == now["authority_return"]
        stored.append(now["authority_return"])
    # every kill but the first cut an import off with returns still to come, and none undid one before
    assert stored == sorted(stored) and 0 < stored[-1] < count and stored[2] > 0

    proc = _import(pg_url, stick, env)
    out, err = proc.communicate(PASSWORD + "\n", timeout=120)
    assert proc.returncode == 0, out + err
    assert f"6 file(s), {count} return(s): {count} imported or already there, 0 refused, 0 held" in out
    assert out.count(": already: ") == stored[-1]
    got = _state(pg_url)
    assert got == expected
