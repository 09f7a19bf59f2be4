"""Opening and closing the desk, as a keeper waits on them: from the process
starting to the register's rows painted on the screen, and from the window
being closed to the process gone, at several sizes of register, beside a
bare Qt window with a table of rows measured the same way (the floor); and
the desk's peak memory with the window open.

    python bench/startup.py                          # 10,000, 100,000 and 1,000,000 cases
    python bench/startup.py --cases 10000 --runs 5
    python bench/startup.py --instructions           # counted by valgrind, not timed
    python bench/startup.py --instructions --frozen  # the same, both frozen as the installed program is
    python bench/startup.py --language ml            # the desk in Malayalam, as most keepers start it

Registers come from bench/generate.py (cached in bench/.cache/). Each size's
register is copied once, beside the cache (the desk writes to it: the log of
each start, the day's backup); every run is a fresh process on that copy,
with the page cache warm (an office PC opens the same file every morning).
The bare window and the desk take turns, run by run, so a change in the
machine's load falls on both. The sign-in is answered by the bench (the
person's typing is not what is measured); everything else is the desk's own
start, entered as the ``pound-desk`` command enters it: the lock, the check
before the window, opening the database, the main window with the register,
and after its first paint today's list, the check of the head, and the check
and backups behind it.

Each start is timed twice, at the end of the first paint of the table's rows
(the register's, or the bare window's 200 rows of seven columns): elapsed,
from the launch; and by the processor time the process, all its threads, had
used by then (``time.process_time()`` in it), which the load of other work on
the machine disturbs much less. The moment today's list is on the screen is
timed too (elapsed). The peak memory is the process's high-water mark of
resident memory (VmHWM) just before the window is closed, after it was open
``--open-for`` ms with the check of the whole file running behind it.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from run import CACHE, ensure_register  # noqa: E402
from start_code import BARE, DESK  # noqa: E402


def one_run(code: str, args: list[str], env: dict) -> dict:
    """start (elapsed ms to the rows painted), cpu (ms used by then), listed
    (elapsed ms to today's list on the screen, the desk only, if it came
    before the close), close (ms from asking to close to the process gone),
    peak (resident MB, high-water mark)."""
    start = time.time()
    proc = subprocess.Popen([sys.executable, "-c", code, *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    out, err = proc.communicate(timeout=900)
    gone = time.time()
    marks = {line.split()[0]: line.split()[1:] for line in out.splitlines()
             if line.split() and line.split()[0] in ("painted", "listed", "closing")}
    if proc.returncode != 0 or "painted" not in marks or "closing" not in marks:
        raise RuntimeError(f"the run failed ({proc.returncode}): {err[-2000:]}")
    run = {"start": (float(marks["painted"][0]) - start) * 1000, "cpu": float(marks["painted"][1]) * 1000,
           "close": (gone - float(marks["closing"][0])) * 1000, "peak": int(marks["closing"][1]) / 1024}
    if "listed" in marks:
        run["listed"] = (float(marks["listed"][0]) - start) * 1000
    return run


def bench_env(language: str = "en", **extra: str) -> dict:
    """The children's environment: the Pound Desk beside this bench, whichever
    is installed, offscreen, in ``language`` (the bare window has none: its
    table is in English), reading the modules compile_modules wrote."""
    path = os.pathsep.join(filter(None, [str(HERE.parent), os.environ.get("PYTHONPATH")]))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POUND_DESK_LANGUAGE=language, PYTHONPATH=path, **extra)
    env.pop("PYTHONDONTWRITEBYTECODE", None)   # compiled modules, as an installed build has them
    return env


def compile_modules() -> None:
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(HERE.parent / "pound_desk")], check=True)


@contextmanager
def register_copy(n: int, env: dict):
    """(database, its environment): a copy of the ``n``-case register, beside
    the cache, not in /tmp (the largest register is several GB), whose day's
    backup exists already (the morning's start made it): the runs are of an
    ordinary start, not the first of a day."""
    source = ensure_register(n)
    with tempfile.TemporaryDirectory(prefix="startup-", dir=CACHE) as tmp:
        db = Path(tmp) / "pound-desk.sqlite3"
        shutil.copy(source, db)
        run_env = dict(env, POUND_DESK_HOME=tmp)
        one_run(DESK, [str(db), "0"], dict(run_env, BENCH_STOP_AT_PAINT=""))
        yield db, run_env


def measure(sizes: list[int], runs: int, open_for_ms: int, language: str = "en") -> dict:
    env = bench_env(language)
    compile_modules()
    one_run(BARE, [], env)
    results: dict = {}
    for n in sizes:
        with register_copy(n, env) as (db, run_env):
            bare, desk = [], []
            for _ in range(runs):
                bare.append(one_run(BARE, [], env))
                desk.append(one_run(DESK, [str(db), str(open_for_ms)], run_env))
        results[n] = {"bare": bare, "desk": desk}
    return results


FROZEN = CACHE / "frozen"


def build_frozen() -> None:
    """The frozen programs of bench/frozen_start.spec, made again."""
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR", "--distpath",
                    str(FROZEN), "--workpath", str(CACHE / "frozen-build"), str(HERE / "frozen_start.spec")],
                   check=True)


def count_instructions(sizes: list[int], frozen: bool = False, language: str = "en") -> dict:
    """The instructions each start executes to the end of the first paint of
    its table's rows, counted by valgrind's callgrind (one run each: the count
    does not move with the machine's load, as the times do). The hash seed is
    fixed, so that two counts of the same code agree to a few millionths.
    ``frozen``: the same two starts frozen by PyInstaller (build_frozen), the
    desk as the installed program is, the bare window in a program of its own."""
    env = bench_env(language, PYTHONHASHSEED="0", BENCH_STOP_AT_PAINT="1")
    if frozen:
        build_frozen()
    else:
        compile_modules()

    def command(which: str, args: list[str]) -> list[str]:
        if frozen:   # the bootloader starts the program again in its own process: followed
            return ["--trace-children=yes", str(FROZEN / f"frozen-{which}" / f"frozen-{which}"), which, *args]
        return [sys.executable, "-c", {"bare": BARE, "desk": DESK}[which], *args]

    def count(which: str, args: list[str], run_env: dict) -> int:
        done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                               *command(which, args)], env=run_env, capture_output=True, text=True, timeout=1800)
        found = [line for line in done.stderr.splitlines() if "Collected :" in line]
        if done.returncode != 0 or not found or "painted" not in done.stdout:
            raise RuntimeError(f"the count failed ({done.returncode}): {done.stderr[-2000:]}")
        return int(found[-1].split(":")[-1].strip())

    results: dict = {}
    for n in sizes:
        with register_copy(n, env) as (db, run_env):
            results[n] = {"bare": count("bare", [], env), "desk": count("desk", [str(db), "0"], run_env)}
    return results


def instructions_table(results: dict) -> str:
    sizes = list(results)
    return "\n".join([
        "| instructions to the rows painted | " + " | ".join(f"{n:,} cases" for n in sizes) + " |",
        "|" + "---|" * (len(sizes) + 1),
        "| the desk | " + " | ".join(f"{results[n]['desk'] / 1e9:.3f} billion "
                                   f"({results[n]['desk'] / results[n]['bare']:.2f}×)" for n in sizes) + " |",
        "| a bare Qt window with a table | " + " | ".join(f"{results[n]['bare'] / 1e9:.3f} billion"
                                                         for n in sizes) + " |"])


def _median(rows: list[dict], key: str) -> float:
    return statistics.median(r[key] for r in rows)


def table(results: dict) -> str:
    sizes = list(results)
    lines = ["| measure (median of the runs) | " + " | ".join(f"{n:,} cases" for n in sizes) + " |",
             "|" + "---|" * (len(sizes) + 1)]

    def row(label: str, cell) -> None:
        lines.append(f"| {label} | " + " | ".join(cell(results[n]) for n in sizes) + " |")

    for key, label in (("cpu", "processor time"), ("start", "elapsed")):
        row(f"process start to the register's rows painted, {label}: the desk",
            lambda r, k=key: f"{_median(r['desk'], k):,.0f} ms ({_median(r['desk'], k) / _median(r['bare'], k):.2f}×)")
        row(f"the same, {label}: a bare Qt window with a table, in turn with it",
            lambda r, k=key: f"{_median(r['bare'], k):,.0f} ms")
    # each desk run against the bare window's run just before it: the machine's speed, which
    # drifts over minutes on a shared host, is nearly the same for the two of a pair
    row("the desk's processor time against the bare window's run before it, median of the runs' ratios",
        lambda r: f"{statistics.median(d['cpu'] / b['cpu'] for b, d in zip(r['bare'], r['desk'])):.2f}×")
    row("the least processor time of the runs: the desk (against the bare window's least)",
        lambda r: f"{min(x['cpu'] for x in r['desk']):,.0f} ms "
                  f"({min(x['cpu'] for x in r['desk']) / min(x['cpu'] for x in r['bare']):.2f}×)")
    row("process start to today's list on the screen, elapsed",
        lambda r: f"{statistics.median(x['listed'] for x in r['desk'] if 'listed' in x):,.0f} ms"
        if any("listed" in x for x in r["desk"]) else "not within the time open")
    row("close to exit", lambda r: f"{_median(r['desk'], 'close'):,.0f} ms")
    row("peak resident memory with the window open (largest run)",
        lambda r: f"{max(x['peak'] for x in r['desk']):,.0f} MB")
    return "\n".join(lines)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cases", type=int, action="append")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--open-for", type=int, default=2000,
                   help="ms the window stays open before it is closed (the check behind it runs meanwhile)")
    p.add_argument("--instructions", action="store_true",
                   help="count the instructions to the first paint with valgrind instead of timing")
    p.add_argument("--frozen", action="store_true",
                   help="with --instructions: both starts frozen by PyInstaller, as the installed program is")
    p.add_argument("--language", choices=("en", "ml"), default="en",
                   help="the desk's language (the bare window's table is English either way)")
    args = p.parse_args(argv)
    sizes = args.cases or [10_000, 100_000, 1_000_000]
    if args.instructions:
        counted = count_instructions(sizes, frozen=args.frozen, language=args.language)
        print(json.dumps({str(k): v for k, v in counted.items()}), file=sys.stderr)
        print(instructions_table(counted))
        return 0
    results = measure(sizes, args.runs, args.open_for, args.language)
    print(json.dumps({str(k): v for k, v in results.items()}), file=sys.stderr)
    print(table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
