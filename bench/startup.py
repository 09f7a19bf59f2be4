"""Opening and closing the desk, as a keeper waits on them: from the process
starting to a main window that answers, and from the window being closed to
the process gone, at several sizes of register, beside a bare Qt window
measured the same way in the same run (the floor).

    python bench/startup.py                          # 10,000, 100,000 and 1,000,000 cases
    python bench/startup.py --cases 10000 --runs 5

Registers come from bench/generate.py (cached in bench/.cache/). Each run is
a fresh process on a fresh copy of the register, with the page cache warm
(an office PC opens the same file every morning). The sign-in is answered
by the bench (the person's typing is not what is measured); everything else
is the desk's own start: the lock, the check before the window, opening the
database, the main window with the register and today's list, and the
check and backups behind it.
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
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from run import ensure_register  # noqa: E402

# The child: a bare window, or the desk through run_gui. Each prints the
# wall-clock moment its window first answered an event, then (told to close)
# the moment the close was asked; the parent times the process's exit.
BARE = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow(); w.resize(1280, 800); w.show()
def ready():
    print("usable", time.time(), flush=True)
    print("closing", time.time(), flush=True)
    w.close(); app.quit()
QTimer.singleShot(0, ready)
app.exec()
"""

DESK = """
import sys, time
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import pound_desk.ui.app as desk
from pound_desk.services.desk import session

def signed_in(demo=False, folder=None):
    session.sign_in(session.Actor("Bench keeper", "keeper"))
    return True

desk.sign_in_at_start = signed_in

def ready():
    print("usable", time.time(), flush=True)
    QTimer.singleShot(int(sys.argv[2]), close)

def close():
    print("closing", time.time(), flush=True)
    for w in QApplication.topLevelWidgets():
        w.close()
    QApplication.instance().quit()

app = desk.make_app([])
_show = desk.open_main_window
def open_and_time(folder, demo=False):
    window = _show(folder, demo)
    QTimer.singleShot(0, ready)
    return window
desk.open_main_window = open_and_time
code = desk.run_gui(Path(sys.argv[1]), argv=[])
"""


def one_run(code: str, args: list[str], env: dict) -> tuple[float, float]:
    """(start to usable, close to exit) in ms."""
    start = time.time()
    proc = subprocess.Popen([sys.executable, "-c", code, *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    out, err = proc.communicate(timeout=900)
    gone = time.time()
    marks = dict(line.split() for line in out.splitlines() if line.split()[0] in ("usable", "closing"))
    if proc.returncode != 0 or "usable" not in marks:
        raise RuntimeError(f"the run failed ({proc.returncode}): {err[-2000:]}")
    return (float(marks["usable"]) - start) * 1000, (gone - float(marks["closing"])) * 1000


def measure(sizes: list[int], runs: int, open_for_ms: int) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POUND_DESK_LANGUAGE="en")
    # compiled modules, as an installed build has them
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(HERE.parent / "pound_desk")], check=True)
    one_run(BARE, [], env)
    results: dict = {"bare": [one_run(BARE, [], env) for _ in range(runs)]}
    for n in sizes:
        source = ensure_register(n)
        times = []
        for _ in range(runs):
            with tempfile.TemporaryDirectory(prefix="pound-desk-bench-") as tmp:
                db = Path(tmp) / "pound-desk.sqlite3"
                shutil.copy(source, db)
                run_env = dict(env, POUND_DESK_HOME=tmp)
                # the day's backup exists already (the morning's start made it): the
                # runs time an ordinary start, not the first of a day
                one_run(DESK, [str(db), "0"], run_env)
                times.append(one_run(DESK, [str(db), str(open_for_ms)], run_env))
        results[n] = times
    return results


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cases", type=int, action="append")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--open-for", type=int, default=2000,
                   help="ms the window stays open before it is closed (the check behind it runs meanwhile)")
    args = p.parse_args(argv)
    sizes = args.cases or [10_000, 100_000, 1_000_000]
    results = measure(sizes, args.runs, args.open_for)
    bare_start = statistics.median(t[0] for t in results["bare"])
    print(json.dumps({str(k): v for k, v in results.items()}), file=sys.stderr)
    print("| measure | bare Qt window | " + " | ".join(f"{n:,} cases" for n in sizes) + " |")
    print("|" + "---|" * (len(sizes) + 2))
    starts = [statistics.median(t[0] for t in results[n]) for n in sizes]
    closes = [statistics.median(t[1] for t in results[n]) for n in sizes]
    print(f"| process start to a usable window (median) | {bare_start:,.0f} ms | "
          + " | ".join(f"{s:,.0f} ms ({s / bare_start:.1f}×)" for s in starts) + " |")
    print(f"| close to exit (median) | {statistics.median(t[1] for t in results['bare']):,.0f} ms | "
          + " | ".join(f"{c:,.0f} ms" for c in closes) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
