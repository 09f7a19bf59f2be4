"""Pound Desk benchmarks: a register of N cases (10,000 and 100,000 by
default), measured for what a pound-keeper waits on.

    python bench/run.py                    # both sizes; registers cached in bench/.cache
    python bench/run.py --cases 10000

Each size runs in a fresh process, so its peak memory is its own. Prints a
table; the figures go into docs/PERFORMANCE.md by hand, with the machine.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
CACHE = HERE / ".cache"
END = datetime(2026, 11, 30, 10, 0)  # the generated registers end here


def _best_ms(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return min(times)


def measure(db_path: Path) -> dict:
    """Runs inside the child process for one register size."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from pound_desk.models import open_database
    from pound_desk.services import cases, documents, register
    from pound_desk.ui.main_window import MainWindow

    out: dict = {}
    app = QApplication.instance() or QApplication([])
    t = time.perf_counter()
    open_database(db_path)
    window = MainWindow()
    window.show()
    app.processEvents()
    out["window_ms"] = (time.perf_counter() - t) * 1000
    out["rows_shown"] = window.model.rowCount()

    rows = register.page(register.Query(), 0, 2000)
    owner = next(r.owner_name for r in rows if r.owner_name)
    tag = _some_ear_tag()

    def search(q):
        register.count(q)
        register.page(q, 0, 200)

    out["search_owner_ms"] = _best_ms(lambda: search(register.Query(text=owner, field="owner")))
    out["search_ear_tag_ms"] = _best_ms(lambda: search(register.Query(text=tag[-6:], field="ear_tag")))
    out["search_any_ms"] = _best_ms(lambda: search(register.Query(text=owner.split()[0], field="any")))
    held = register.page(register.Query(status="held"), 0, 1)[0].case_no
    out["dues_ms"] = _best_ms(lambda: cases.dues(held, END), repeat=20)

    year_from, year_to = (END - timedelta(days=365)).date(), END.date()
    t = time.perf_counter()
    pdf = documents.print_register(year_from, year_to, out=CACHE / "year.pdf")
    out["register_year_s"] = time.perf_counter() - t
    out["register_year_cases"] = register.count(register.Query(date_from=year_from, date_to=year_to))
    out["register_year_mb"] = pdf.stat().st_size / 1e6
    out["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    window.close()
    return out


def _some_ear_tag() -> str:
    from pound_desk.models import Head

    return Head.select(Head.ear_tag).where(Head.ear_tag != "").order_by(Head.id.desc()).first().ear_tag


def ensure_register(n: int) -> Path:
    CACHE.mkdir(exist_ok=True)
    path = CACHE / f"register-{n}.sqlite3"
    if not path.exists():
        print(f"generating {n} cases…", file=sys.stderr)
        subprocess.run([sys.executable, str(HERE / "generate.py"), "--cases", str(n), "--db", str(path)],
                       check=True)
    return path


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Pound Desk benchmarks")
    p.add_argument("--cases", type=int, action="append")
    p.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        print(json.dumps(measure(args.child)))
        return 0
    sizes = args.cases or [10_000, 100_000]
    results = {}
    for n in sizes:
        db = ensure_register(n)
        # a fresh copy each run: the timings must not depend on an earlier run's writes
        run = CACHE / f"run-{n}.sqlite3"
        subprocess.run(["cp", str(db), str(run)], check=True)
        child = subprocess.run([sys.executable, __file__, "--child", str(run)], check=True,
                               capture_output=True, text=True)
        results[n] = json.loads(child.stdout.strip().splitlines()[-1])
    rows = [
        ("open main window with the register", "window_ms", "ms", "< 1000 ms"),
        ("search by owner's name (count + first page)", "search_owner_ms", "ms", "< 50 ms"),
        ("search by ear tag (count + first page)", "search_ear_tag_ms", "ms", "< 50 ms"),
        ("search any field (count + first page)", "search_any_ms", "ms", ""),
        ("dues for one case", "dues_ms", "ms", "< 10 ms"),
        ("register PDF, one year", "register_year_s", "s", ""),
        ("  cases in that year", "register_year_cases", "", ""),
        ("  PDF size", "register_year_mb", "MB", ""),
        ("peak memory (RSS)", "peak_rss_mb", "MB", "< 300 MB"),
    ]
    head = f"| measure | " + " | ".join(f"{n:,} cases" for n in sizes) + " | target |"
    print(head)
    print("|" + "---|" * (len(sizes) + 2))
    for label, key, unit, target in rows:
        cells = []
        for n in sizes:
            v = results[n][key]
            cells.append(f"{v:,.1f} {unit}".strip() if isinstance(v, float) else f"{v:,} {unit}".strip())
        print(f"| {label} | " + " | ".join(cells) + f" | {target} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
