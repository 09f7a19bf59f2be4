"""Crash test: workflows killed with SIGKILL at random moments, many times over.

A child process runs random workflows against one database (registering
seizures, releases on payment with their receipts, amendments, feeding
logs), through the same services as the app. After each commit it appends
what it did to a log file and syncs the log. The parent kills it with
SIGKILL at a random moment, then checks the database:

- it opens (``open_database``), ``PRAGMA integrity_check`` is ok and no row
  points at a missing row;
- every workflow the child reported is there in full;
- no workflow is there in part: a case without heads, a receipt without its
  lines or its release, a release without its receipt or heads, a receipt
  whose lines are not the heads released, a total that is not its lines,
  a gap in the case or receipt numbers, a feeding log for some of the heads
  held that day and not the others.

Then it starts a new child on the same database, and so on.

    python tools/crash_test.py --kills 1000            # the long run (about 15 minutes)
    python tools/crash_test.py --kills 20 --seed 7     # a short one

Prints one line per 50 kills and a summary; exits 1 on the first failed check
(keeping the database and log in --work for a look).
"""
from __future__ import annotations

import argparse
import bisect
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from datetime import time as dtime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

START = datetime(2026, 1, 5, 8, 0)
AREA = "Nedumangad"
KINDS = ("cow", "ox", "buffalo", "goat")


# ------------------------------------------------------------------ the child

def set_up(db_path: Path) -> None:
    from pound_desk.law.money import Money
    from pound_desk.law.rates import RateEntry, RateType
    from pound_desk.models import close_database
    from pound_desk.services.desk.storage import open_database
    from pound_desk.services.office import pound, rates

    open_database(db_path)
    try:
        if not pound.is_set_up():
            pound.set_up("Crash Test Pound", AREA, "Nedumangad Municipality", AREA, "K. Sasidharan")
            start = date(2020, 1, 1)
            rates.add([RateEntry(t, AREA, k, Money.of_rupees(a), start, "G.O.(P) 112/2019/LSGD")
                       for k in KINDS for t, a in ((RateType.FINE, 200), (RateType.FEEDING, 60))])
    finally:
        close_database()


def _latest(db) -> datetime:
    times = [START]
    for sql in ('SELECT MAX(entered_at) FROM "case"', "SELECT MAX(issued_at) FROM receipt",
                "SELECT MAX(made_at) FROM amendment", "SELECT MAX(logged_at) FROM feeding"):
        value = db.execute_sql(sql).fetchone()[0]
        if value:
            times.append(datetime.fromisoformat(str(value)))
    return max(times)


def child(db_path: Path, log_path: Path, seed: int) -> None:
    from pound_desk.law.money import Money
    from pound_desk.law.seizure import HeadDraft, SeizureDraft
    from pound_desk.models import Case
    from pound_desk.services.case import cases, feeding, releases, seizures
    from pound_desk.services.desk.errors import ServiceError
    from pound_desk.services.desk.storage import open_database

    rng = random.Random(seed)
    db = open_database(db_path)
    t = _latest(db)
    log = open(log_path, "a", encoding="utf-8")

    def report(record: dict) -> None:
        log.write(json.dumps(record) + "\n")
        log.flush()
        os.fsync(log.fileno())

    print("ready", flush=True)
    parent = os.getppid()
    n = 0
    while os.getppid() == parent:  # a child left behind by a stopped run stops too
        n += 1
        t += timedelta(minutes=rng.randint(1, 180))
        op = rng.choices(("register", "release", "amend", "feeding"), (30, 35, 15, 20))[0]
        try:
            if op == "register":
                kinds = [rng.choice(KINDS) for _ in range(rng.randint(1, 5))]
                draft = SeizureDraft(
                    brought_at=t, seized_at=t - timedelta(hours=2), seized_place="Manjadi paddy field",
                    local_area=AREA, basis="s9", seizer_name="Ramachandran", seizer_residence="Manjadi",
                    seizer_capacity="cultivator", owner_name=f"Owner {seed}-{n}", owner_residence="Karakulam",
                    heads=[HeadDraft(k, "female", "brown", "", "") for k in kinds])
                case = seizures.register(draft, now=t)
                report({"op": "register", "case_no": case.case_no, "heads": len(kinds)})
            elif op in ("release", "amend"):
                if op == "amend":
                    ids = [c.id for c in Case.select(Case.id).order_by(Case.id.desc()).limit(40)]
                else:  # a case with cattle still held, so that the pound does not fill up
                    ids = [row[0] for row in db.execute_sql(
                        'SELECT c.id FROM "case" c WHERE EXISTS (SELECT 1 FROM head h WHERE h.case_id = c.id '
                        "AND NOT EXISTS (SELECT 1 FROM released_head rh WHERE rh.head_id = h.id)) "
                        "ORDER BY c.id LIMIT 20")]
                if not ids:
                    continue
                case_no = Case.get_by_id(rng.choice(ids)).case_no
                if op == "amend":
                    new = f"Amended {seed}-{n}"
                    a = cases.amend(case_no, "owner_name", new, "Owner misnamed at entry", now=t)
                    report({"op": "amend", "id": a.id, "case_no": case_no, "new": new})
                    continue
                cv = cases.view(case_no)
                held = [h.seq for h in cv.held]
                if not held:
                    continue
                seqs = held if rng.random() < 0.7 else sorted(rng.sample(held, rng.randint(1, len(held))))
                due = cases.dues(cv, t, seqs).total
                paid = Money(-(-due.paise // 10000) * 10000)
                receipt = releases.release_on_payment(case_no, t, "Claimant", paid, head_seqs=seqs, now=t)
                report({"op": "release", "receipt": receipt.number, "case_no": case_no, "heads": seqs,
                        "total": receipt.total_paise})
            else:
                count = feeding.log(t.date(), now=t)
                report({"op": "feeding", "day": t.date().isoformat(),
                        "logged_at": t.isoformat(sep=" "), "count": count})
        except ServiceError:
            continue  # refused: nothing was written


# ------------------------------------------------------------------ the checks

def reported(log_path: Path) -> list[dict]:
    """The workflows the child reported; a torn last line was never reported."""
    if not log_path.exists():
        return []
    text = log_path.read_text(encoding="utf-8")
    lines = text.split("\n")
    return [json.loads(line) for line in lines[:-1] if line]


def _rows(con, sql, args=()):
    return con.execute(sql, args).fetchall()


def structural_problems(con) -> list[str]:
    """Workflows found in part, whatever the log says."""
    out = []
    for (no,) in _rows(con, 'SELECT case_no FROM "case" c WHERE NOT EXISTS '
                            "(SELECT 1 FROM head h WHERE h.case_id = c.id)"):
        out.append(f"case {no} has no heads")
    for no, n, top in _rows(con, 'SELECT c.case_no, COUNT(h.id), MAX(h.seq) FROM "case" c '
                                 "JOIN head h ON h.case_id = c.id GROUP BY c.id"):
        if n != top:
            out.append(f"case {no} has heads missing ({n} of {top})")
    for (no,) in _rows(con, "SELECT number FROM receipt r WHERE NOT EXISTS "
                            "(SELECT 1 FROM receipt_line l WHERE l.receipt_id = r.id)"):
        out.append(f"receipt {no} has no lines")
    for no, n in _rows(con, "SELECT r.number, (SELECT COUNT(*) FROM release x WHERE x.receipt_id = r.id) "
                            "FROM receipt r"):
        if n != 1:
            out.append(f"receipt {no} has {n} releases")
    for (rid,) in _rows(con, "SELECT id FROM release WHERE basis = 's12' AND receipt_id IS NULL"):
        out.append(f"release {rid} has no receipt")
    for (rid,) in _rows(con, "SELECT id FROM release r WHERE NOT EXISTS "
                             "(SELECT 1 FROM released_head h WHERE h.release_id = r.id)"):
        out.append(f"release {rid} released no heads")
    lines = defaultdict(set)
    for receipt_id, head_id in _rows(con, "SELECT receipt_id, head_id FROM receipt_line"):
        lines[receipt_id].add(head_id)
    released = defaultdict(set)
    for receipt_id, head_id in _rows(con, "SELECT r.receipt_id, h.head_id FROM released_head h "
                                          "JOIN release r ON r.id = h.release_id WHERE r.receipt_id IS NOT NULL"):
        released[receipt_id].add(head_id)
    for rid, no, total, paid in _rows(con, "SELECT id, number, total_paise, tendered_paise FROM receipt"):
        if lines[rid] != released[rid]:
            out.append(f"receipt {no}: its lines are not the heads released")
        s = con.execute("SELECT COALESCE(SUM(fine_paise + feeding_paise), 0) FROM receipt_line "
                        "WHERE receipt_id = ?", (rid,)).fetchone()[0]
        if s != total:
            out.append(f"receipt {no}: total {total} is not its lines' {s}")
        if paid < total:
            out.append(f"receipt {no}: paid {paid} short of {total}")
    for fy, n, top in _rows(con, "SELECT fy, COUNT(*), MAX(serial) FROM receipt GROUP BY fy"):
        if n != top:
            out.append(f"receipts of {fy}: {n} numbers up to {top}")
    for year, n, top in _rows(con, 'SELECT year, COUNT(*), MAX(serial) FROM "case" GROUP BY year'):
        if n != top:
            out.append(f"cases of {year}: {n} numbers up to {top}")
    out += _feeding_problems(con)
    return out


def _feeding_problems(con) -> list[str]:
    """Each feeding log (one day, one moment) covers every head held then that
    was not logged already that day: all of them or none."""
    heads = _rows(con, 'SELECT h.id, c.brought_at FROM head h JOIN "case" c ON c.id = h.case_id')
    brought = {hid: datetime.fromisoformat(str(b)) for hid, b in heads}
    released = {hid: datetime.fromisoformat(str(at)) for hid, at in _rows(
        con, "SELECT h.head_id, r.released_at FROM released_head h JOIN release r ON r.id = h.release_id")}
    brought_times = sorted(brought.values())
    release_times = sorted(released.values())
    groups = defaultdict(set)
    for hid, day, logged in _rows(con, "SELECT head_id, day, logged_at FROM feeding"):
        groups[(str(day), str(logged))].add(hid)
    out = []
    done_by_day = defaultdict(set)
    for (day_s, logged_s), got in sorted(groups.items()):
        day, logged = date.fromisoformat(day_s), datetime.fromisoformat(logged_s)
        start = datetime.combine(day, dtime())
        done = done_by_day[day]
        # held then: brought by the moment of logging, not released before the day began
        # (a head released before the day began was brought before it, so is counted in both)
        wrong = [h for h in got if h in done or h not in brought or brought[h] > logged
                 or (h in released and released[h] < start)]
        expected = (bisect.bisect_right(brought_times, logged) - bisect.bisect_left(release_times, start)
                    - len(done))
        if wrong or len(got) != expected:
            out.append(f"feeding of {day_s} logged at {logged_s}: {len(got)} heads, not the {expected} held")
        done |= got
    return out


def missing_reported(con, records: list[dict]) -> list[str]:
    """Reported workflows that are not there in full."""
    out = []
    for r in records:
        op = r["op"]
        if op == "register":
            row = con.execute('SELECT COUNT(h.id) FROM "case" c LEFT JOIN head h ON h.case_id = c.id '
                              "WHERE c.case_no = ?", (r["case_no"],)).fetchone()
            if not row or row[0] != r["heads"]:
                out.append(f"registered case {r['case_no']} is missing or short of heads")
        elif op == "release":
            row = con.execute('SELECT r.id, r.total_paise, c.case_no FROM receipt r JOIN "case" c '
                              "ON c.id = r.case_id WHERE r.number = ?", (r["receipt"],)).fetchone()
            if row is None or row[1] != r["total"] or row[2] != r["case_no"]:
                out.append(f"receipt {r['receipt']} is missing or not as issued")
                continue
            seqs = sorted(s for (s,) in _rows(
                con, "SELECT h.seq FROM release x JOIN released_head rh ON rh.release_id = x.id "
                     "JOIN head h ON h.id = rh.head_id WHERE x.receipt_id = ?", (row[0],)))
            if seqs != r["heads"]:
                out.append(f"receipt {r['receipt']}: heads released {seqs}, not {r['heads']}")
        elif op == "amend":
            row = con.execute("SELECT new_value FROM amendment WHERE id = ?", (r["id"],)).fetchone()
            if row is None or row[0] != r["new"]:
                out.append(f"amendment {r['id']} of case {r['case_no']} is missing")
        elif op == "feeding":
            n = con.execute("SELECT COUNT(*) FROM feeding WHERE day = ? AND logged_at = ?",
                            (r["day"], r["logged_at"])).fetchone()[0]
            if n != r["count"]:
                out.append(f"feeding of {r['day']} at {r['logged_at']}: {n} heads, not {r['count']}")
    return out


def check(db_path: Path, log_path: Path) -> tuple[list[str], dict]:
    """Open the database as the app does and run every check; returns the
    problems ([] when all held) and what the database holds."""
    from pound_desk.models import close_database
    from pound_desk.services.desk.storage import open_database

    try:
        db = open_database(db_path)
    except Exception as e:  # the database does not even open
        return [f"the database does not open: {e!r}"], {}
    try:
        con = db.connection()
        problems = []
        integrity = [r[0] for r in con.execute("PRAGMA integrity_check")]
        if integrity != ["ok"]:
            problems.append("integrity_check: " + "; ".join(integrity[:5]))
        if con.execute("PRAGMA foreign_key_check").fetchall():
            problems.append("foreign_key_check found rows pointing at missing rows")
        problems += structural_problems(con)
        from pound_desk.services import tamper

        # a kill rolls back a transaction with the links its rows made
        problems += [f"chain: {f}" for f in tamper.check().findings]
        records = reported(log_path)
        problems += missing_reported(con, records)
        held = {t: con.execute(f'SELECT COUNT(*) FROM "{t}"').fetchone()[0]
                for t in ("case", "receipt", "amendment", "feeding")}
        held["reported"] = len(records)
        return problems, held
    finally:
        close_database()


# ------------------------------------------------------------------ the parent

@dataclass
class Report:
    kills: int = 0
    survived: int = 0
    reported: int = 0
    held: dict = field(default_factory=dict)
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)


def run(kills: int, work: Path, seed: int = 1, max_delay: float = 0.6,
        echo=lambda line: None) -> Report:
    work.mkdir(parents=True, exist_ok=True)
    db_path, log_path = work / "crash.sqlite3", work / "committed.jsonl"
    for p in (db_path, log_path, db_path.with_name(db_path.name + "-wal"),
              db_path.with_name(db_path.name + "-shm")):
        p.unlink(missing_ok=True)
    set_up(db_path)
    rng = random.Random(seed)
    report = Report()
    began = time.monotonic()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    for i in range(kills):
        proc = subprocess.Popen([sys.executable, __file__, "child", str(db_path), str(log_path),
                                 str(rng.randrange(1 << 30))],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        ready = proc.stdout.readline()
        if ready.strip() != b"ready":
            proc.kill()
            err = proc.stderr.read().decode(errors="replace")
            report.failures.append(f"kill {i + 1}: the child did not start: {err[-2000:]}")
            break
        time.sleep(rng.uniform(0.0, max_delay))
        if proc.poll() is not None:
            err = proc.stderr.read().decode(errors="replace")
            report.failures.append(f"kill {i + 1}: the child stopped by itself: {err[-2000:]}")
            break
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        proc.stderr.close()
        report.kills += 1
        problems, held = check(db_path, log_path)
        if problems:
            report.failures += [f"kill {i + 1}: {p}" for p in problems]
            break
        report.survived += 1
        report.held = held
        report.reported = held.get("reported", 0)
        if (i + 1) % 50 == 0:
            echo(f"{i + 1} kills survived; {held}")
    report.seconds = time.monotonic() - began
    return report


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "child":
        child(Path(argv[1]), Path(argv[2]), int(argv[3]))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-delay", type=float, default=0.6,
                        help="longest time a child runs before it is killed (seconds)")
    parser.add_argument("--work", type=Path, default=None,
                        help="folder for the database and log (default: a temporary one)")
    args = parser.parse_args(argv)
    work = args.work or Path(tempfile.mkdtemp(prefix="pound-desk-crash-"))
    report = run(args.kills, work, args.seed, args.max_delay, echo=lambda s: print(s, flush=True))
    print(f"kills: {report.kills}; survived: {report.survived}; workflows reported committed: "
          f"{report.reported}; database holds {report.held}; {report.seconds:.0f} s; work in {work}")
    for f in report.failures[:20]:
        print("FAILED", f)
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
