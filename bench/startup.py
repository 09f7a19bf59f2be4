"""Opening and closing the desk, as a keeper waits on them: from the process
starting to a main window that answers, and from the window being closed to
the process gone, at several sizes of register, beside a bare Qt window
measured the same way (the floor); and the desk's peak memory with the
window open.

    python bench/startup.py                          # 10,000, 100,000 and 1,000,000 cases
    python bench/startup.py --cases 10000 --runs 5

Registers come from bench/generate.py (cached in bench/.cache/). Each size's
register is copied once, beside the cache (the desk writes to it: the log of
each start, the day's backup); every run is a fresh process on that copy,
with the page cache warm (an office PC opens the same file every morning).
The bare window and the desk take turns, run by run, so a change in the
machine's load falls on both. The sign-in is answered by the bench (the
person's typing is not what is measured); everything else is the desk's own
start, entered as the ``pound-desk`` command enters it: the lock, the check
before the window, opening the database, the main window with the register
and today's list, and the check and backups behind it.

Each start is timed twice: elapsed, from the launch to the first event the
window answers; and by the processor time the process had used by then
(``time.process_time()`` in it), which the load of other work on the machine
disturbs much less. The peak memory is the process's high-water mark of
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
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from run import CACHE, ensure_register  # noqa: E402

# The children print, each on its line: "usable WALL CPU" (the wall-clock
# moment the window first answered an event, and the processor time used by
# then), then, told to close, "closing WALL HWM_KB"; the parent times the exit.
PEAK = """
def peak_kb():
    with open("/proc/self/status") as status:
        return next((int(line.split()[1]) for line in status if line.startswith("VmHWM:")), 0)
"""

BARE = PEAK + """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow(); w.resize(1280, 800); w.show()
def ready():
    print("usable", time.time(), time.process_time(), flush=True)
    print("closing", time.time(), peak_kb(), flush=True)
    w.close(); app.quit()
QTimer.singleShot(0, ready)
app.exec()
"""

# ``pound-desk --db FILE`` with the sign-in answered: the entry point is
# imported first, as the command imports it before it opens the desktop
DESK = PEAK + """
import sys, time
from pathlib import Path
from pound_desk.__main__ import main
import pound_desk.ui.app as desk
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pound_desk.services.desk import session

def signed_in(demo=False, folder=None):
    session.sign_in(session.Actor("Bench keeper", "keeper"))
    return True

desk.sign_in_at_start = signed_in

def ready():
    print("usable", time.time(), time.process_time(), flush=True)
    QTimer.singleShot(int(sys.argv[2]), close)

def close():
    print("closing", time.time(), peak_kb(), flush=True)
    for w in QApplication.topLevelWidgets():
        w.close()
    QApplication.instance().quit()

_show = desk.open_main_window
def open_and_time(folder, demo=False):
    window = _show(folder, demo)
    QTimer.singleShot(0, ready)
    return window
desk.open_main_window = open_and_time
sys.exit(main(["--db", sys.argv[1]]))
"""


def one_run(code: str, args: list[str], env: dict) -> dict:
    """start (elapsed ms), cpu (ms used by then), close (ms from asking to
    close to the process gone), peak (resident MB, high-water mark)."""
    start = time.time()
    proc = subprocess.Popen([sys.executable, "-c", code, *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    out, err = proc.communicate(timeout=900)
    gone = time.time()
    marks = {line.split()[0]: line.split()[1:] for line in out.splitlines()
             if line.split() and line.split()[0] in ("usable", "closing")}
    if proc.returncode != 0 or "usable" not in marks or "closing" not in marks:
        raise RuntimeError(f"the run failed ({proc.returncode}): {err[-2000:]}")
    return {"start": (float(marks["usable"][0]) - start) * 1000, "cpu": float(marks["usable"][1]) * 1000,
            "close": (gone - float(marks["closing"][0])) * 1000, "peak": int(marks["closing"][1]) / 1024}


def measure(sizes: list[int], runs: int, open_for_ms: int) -> dict:
    # the Pound Desk beside this bench, whichever is installed
    path = os.pathsep.join(filter(None, [str(HERE.parent), os.environ.get("PYTHONPATH")]))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POUND_DESK_LANGUAGE="en", PYTHONPATH=path)
    # compiled modules, as an installed build has them
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(HERE.parent / "pound_desk")], check=True)
    one_run(BARE, [], env)
    results: dict = {}
    for n in sizes:
        source = ensure_register(n)
        # beside the cache, not in /tmp: the largest register is several GB
        with tempfile.TemporaryDirectory(prefix="startup-", dir=CACHE) as tmp:
            db = Path(tmp) / "pound-desk.sqlite3"
            shutil.copy(source, db)
            run_env = dict(env, POUND_DESK_HOME=tmp)
            # the day's backup exists already (the morning's start made it): the
            # runs time an ordinary start, not the first of a day
            one_run(DESK, [str(db), "0"], run_env)
            bare, desk = [], []
            for _ in range(runs):
                bare.append(one_run(BARE, [], env))
                desk.append(one_run(DESK, [str(db), str(open_for_ms)], run_env))
        results[n] = {"bare": bare, "desk": desk}
    return results


def _median(rows: list[dict], key: str) -> float:
    return statistics.median(r[key] for r in rows)


def table(results: dict) -> str:
    sizes = list(results)
    lines = ["| measure (median) | " + " | ".join(f"{n:,} cases" for n in sizes) + " |",
             "|" + "---|" * (len(sizes) + 1)]

    def row(label: str, cell) -> None:
        lines.append(f"| {label} | " + " | ".join(cell(results[n]) for n in sizes) + " |")

    for key, label in (("start", "elapsed"), ("cpu", "processor time")):
        row(f"process start to a usable window, {label}: the desk",
            lambda r, k=key: f"{_median(r['desk'], k):,.0f} ms ({_median(r['desk'], k) / _median(r['bare'], k):.1f}×)")
        row(f"the same, {label}: a bare Qt window, in turn with it",
            lambda r, k=key: f"{_median(r['bare'], k):,.0f} ms")
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
    args = p.parse_args(argv)
    sizes = args.cases or [10_000, 100_000, 1_000_000]
    results = measure(sizes, args.runs, args.open_for)
    print(json.dumps({str(k): v for k, v in results.items()}), file=sys.stderr)
    print(table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
