"""The state's bench (bench/state_scale.py) at a small size: it makes the
returns, forwards them, imports them at the Director's by the program and by
its plain loader, and its checks pass (every return imported once, none
missing, each year's figures those the returns were made with; the look-ups
found and through their index). Not its timings. On a real PostgreSQL server
(POUND_DESK_TEST_PG)."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "state_scale.py"


def _bench():
    if "bench_state_scale" not in sys.modules:
        spec = importlib.util.spec_from_file_location("bench_state_scale", BENCH)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module   # its dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules["bench_state_scale"]


def test_the_state_bench_runs_small_and_its_checks_pass(pg_url, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    bench = _bench()
    assert bench.main(["--las", "3", "--months", "3", "--db", pg_url, "--cache", str(tmp_path / "cache"),
                       "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "| checked: every return once, none missing, each year's figures as made | yes |" in out
    assert "| 18 returns," in out and "NOT through its index" not in out
    assert "import ÷ plain loader" in out    # both loaders ran
    # made once: a second run reads the same forwarded files
    files = sorted((tmp_path / "cache").rglob("*.pdforward"))
    stamps = [f.stat().st_mtime_ns for f in files]
    assert bench.main(["--las", "3", "--months", "3", "--db", pg_url, "--cache", str(tmp_path / "cache"),
                       "--jobs", "1", "--no-plain"]) == 0
    assert [f.stat().st_mtime_ns for f in sorted((tmp_path / "cache").rglob("*.pdforward"))] == stamps


def test_the_state_has_its_local_authorities_in_proportion():
    bench = _bench()
    kinds = [bench.authority(i, bench.STATE).kind for i in range(bench.STATE)]
    assert (kinds.count("grama panchayat"), kinds.count("municipality"), kinds.count("corporation")) == (941, 87, 6)
    names = {bench.authority(i, bench.STATE).name for i in range(bench.STATE)}
    assert len(names) == bench.STATE
    assert bench.months(120)[0] == "2016-01" and bench.months(120)[-1] == "2025-12"
