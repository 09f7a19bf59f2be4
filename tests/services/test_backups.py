"""Backups: online copies written safely and read back, the rotation, the
day's backup, a copy to a folder, restoring with the current file kept
aside, the check at start, one copy of the app at a time (two processes),
two writers at once without a lost update, and the command line."""
from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from cli_helpers import add_users, signed_main
from record_helpers import seize

from pound_desk import errorlog
from pound_desk.cli import main
from pound_desk.law.money import Money
from pound_desk.models import DB, Case, chain, close_database, snapshots
from pound_desk.services import backups, heads
from pound_desk.services.case import releases
from pound_desk.services.desk.storage import open_database
from pound_desk.services.instance_lock import AlreadyOpen, InstanceLock, holder

T0 = datetime(2026, 3, 1, 9, 0)


def cases_in(path: Path) -> int:
    con = sqlite3.connect(path)
    try:
        return con.execute('SELECT COUNT(*) FROM "case"').fetchone()[0]
    finally:
        con.close()


@pytest.fixture
def two_cases(pound):
    """Cases 1/2026 and 2/2026; case 1 released against receipt 2025-26/00001."""
    seize(T0, owner="Rajan")
    seize(T0 + timedelta(hours=1), owner="Mary")
    releases.release_on_payment("1/2026", T0 + timedelta(days=1), "Rajan", Money.of_rupees(500),
                                now=T0 + timedelta(days=1))
    return Path(DB.obj.database)


def corrupt(path: Path) -> None:
    """Scribble over the middle of the file, as a failing disk would."""
    size = path.stat().st_size
    with open(path, "r+b") as f:
        f.seek(size // 2)
        f.write(os.urandom(8192))


# ------------------------------------------------------------------ writing

def test_backup_is_written_beside_the_database_checked_and_self_contained(two_cases):
    written = backups.back_up(two_cases, "manual", datetime(2026, 3, 5, 18, 30))
    assert written.path == two_cases.parent / "backups" / "pound-20260305-183000-manual.sqlite3"
    assert written.counts["case"] == 2 and written.counts["receipt"] == 1
    assert snapshots.check_file(written.path) == []
    # one file, no write-ahead log beside it, nothing temporary left
    # the copy, and the list of the register's heads the desk writes down (services/heads.py)
    assert sorted(p.name for p in written.path.parent.iterdir()) == sorted([written.path.name, heads.FILE])
    con = sqlite3.connect(written.path)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    con.close()
    info = backups.describe(written.path)
    assert (info.cases, info.receipts, info.last_receipt, info.kind) == (2, 1, "2025-26/00001", "manual")
    assert info.when == datetime(2026, 3, 5, 18, 30)


def test_backup_is_a_snapshot_while_another_program_writes(two_cases):
    other = sqlite3.connect(two_cases, isolation_level=None)
    chain.register_raw(other)   # the pound's particulars are chained too
    other.execute("BEGIN IMMEDIATE")
    other.execute("INSERT INTO pound (name, place, local_authority, local_area, keeper_name, created_at) "
                  "VALUES ('x', 'x', 'x', 'x', 'x', '2026-03-01')")
    written = backups.back_up(two_cases, "manual")  # not blocked, and without the uncommitted row
    other.execute("COMMIT")
    other.close()
    assert written.counts["pound"] == 1


def test_a_copy_that_does_not_read_back_as_written_is_refused(two_cases, tmp_path):
    written = backups.back_up(two_cases, "manual")
    with pytest.raises(snapshots.BackupFailed, match="does not hold what was copied"):
        snapshots.verify(written.path, dict(written.counts, case=3))
    corrupt(written.path)
    with pytest.raises(snapshots.BackupFailed, match="did not pass its check") as failed:
        snapshots.verify(written.path, None)
    # said in words of its own; what SQLite found is kept beside, for the error log
    assert "damaged" in str(failed.value) and "malformed" not in str(failed.value).lower()
    assert failed.value.details and all(isinstance(d, str) for d in failed.value.details)


def test_sqlites_words_are_said_plainly():
    assert snapshots.plainly(sqlite3.DatabaseError("database disk image is malformed")) == "the file is damaged"
    assert snapshots.plainly("file is not a database") == "the file is damaged"
    assert snapshots.plainly(sqlite3.OperationalError("database or disk is full")) == "the disk is full"
    assert snapshots.plainly("disk I/O error") == "the disk could not be read or written"
    assert snapshots.plainly("database is locked").startswith("another program is using the database")
    assert snapshots.plainly("attempt to write a readonly database") == "the file or its folder cannot be written"
    assert snapshots.plainly("no such table: x") == "the file could not be read or written"


def test_a_failed_check_removes_the_copy(two_cases, monkeypatch):
    calls = []
    real_verify = snapshots.verify

    def verify(path, expected, cancelled=None, **kw):
        calls.append(path)
        return real_verify(path, dict(expected, case=99), cancelled, **kw)

    monkeypatch.setattr(snapshots, "verify", verify)
    with pytest.raises(snapshots.BackupFailed):
        backups.back_up(two_cases, "manual")
    assert calls and not calls[0].exists()
    assert list((two_cases.parent / "backups").iterdir()) == []


def test_a_backup_takes_its_name_only_once_it_passed_its_check(two_cases, monkeypatch):
    # a program closed or killed while the copy is checked leaves no file listed as a backup
    seen = []
    real_verify = snapshots.verify

    def verify(path, expected, cancelled=None, **kw):
        seen.append((path.name.endswith(".tmp"), [b.path.name for b in backups.list_backups(two_cases)]))
        return real_verify(path, expected, cancelled, **kw)

    monkeypatch.setattr(snapshots, "verify", verify)
    written = backups.back_up(two_cases, "manual")
    assert seen == [(True, [])]
    assert [b.path for b in backups.list_backups(two_cases)] == [written.path]


def test_the_days_backup_is_made_once_a_day(two_cases):
    day = datetime(2026, 3, 5, 9, 0)
    assert backups.daily(two_cases, day) is not None
    assert backups.daily(two_cases, day + timedelta(hours=5)) is None
    assert backups.daily(two_cases, day + timedelta(days=1)) is not None
    kinds = [b.kind for b in backups.list_backups(two_cases)]
    assert kinds == ["daily", "daily"]


def test_copy_to_a_folder_is_safe_and_checked(two_cases, tmp_path):
    stick = tmp_path / "usb"
    stick.mkdir()
    written = backups.to_folder(two_cases, stick, datetime(2026, 3, 5, 18, 0))
    assert [p.name for p in stick.iterdir()] == ["pound-20260305-180000-copy.sqlite3"]
    assert cases_in(written.path) == 2
    with pytest.raises(backups.ServiceError, match="already exists"):
        backups.to_folder(two_cases, stick, datetime(2026, 3, 5, 18, 0))
    with pytest.raises(backups.ServiceError, match="not a folder"):
        backups.to_folder(two_cases, tmp_path / "no-such-stick")


# ------------------------------------------------------------------ rotation

def test_rotation_keeps_7_daily_5_weekly_12_monthly(tmp_path):
    db_path = tmp_path / "pound.sqlite3"
    folder = tmp_path / "backups"
    folder.mkdir()
    start = datetime(2025, 1, 1, 10, 0)
    for n in range(500):  # a daily and an exit backup every day for 500 days
        for kind, hour in (("daily", 0), ("exit", 8)):
            when = start + timedelta(days=n, hours=hour)
            (folder / snapshots.backup_name(db_path, kind, when)).write_bytes(b"")
    (folder / snapshots.backup_name(db_path, "before-v4", start + timedelta(days=3))).write_bytes(b"")
    (folder / "notes.txt").write_text("not a backup")
    removed = backups.rotate(db_path)
    left = sorted((snapshots.parse_name(p.name) for p in folder.iterdir() if p.suffix == ".sqlite3"),
                  reverse=True)
    last = start + timedelta(days=499)
    days = {w.date() for w, _ in left}
    # the newest of each of the last 7 days
    assert {(last - timedelta(days=n)).date() for n in range(7)} <= days
    # one in each of the last 5 ISO weeks and the last 12 months
    weeks = {w.isocalendar()[:2] for w, _ in left}
    months = {(w.year, w.month) for w, _ in left}
    assert len(weeks) >= 5 and len(months) == 12 + 1  # 12 months, and the migration's own
    assert (2025, 1) in months  # the copy before the migration outlives its month
    assert len(left) <= 3 + 7 + 5 + 12 + 3
    assert len(removed) == 1001 - len(left)
    assert (folder / "notes.txt").exists()


def test_rotation_removes_a_backup_cut_short_but_not_one_in_progress(tmp_path):
    """A power cut during a backup leaves its temporary file: the next
    rotation removes it once it is an hour old; a younger one may be another
    copy's backup still being written, and stays."""
    import os

    db_path = tmp_path / "pound.sqlite3"
    folder = tmp_path / "backups"
    folder.mkdir()
    old = folder / (snapshots.backup_name(db_path, "daily", datetime(2026, 3, 4, 9, 0)) + ".tmp")
    young = folder / (snapshots.backup_name(db_path, "exit", datetime(2026, 3, 5, 9, 0)) + ".tmp")
    other = folder / "other-20260304-090000-daily.sqlite3.tmp"     # another database's
    for p in (old, young, other):
        p.write_bytes(b"partial")
    now = 1_800_000_000.0
    os.utime(old, (now - 3601, now - 3601))
    os.utime(young, (now - 600, now - 600))
    os.utime(other, (now - 7200, now - 7200))
    removed = backups.rotate(db_path, now=now)
    assert removed == [old]
    assert not old.exists() and young.exists() and other.exists()


# ------------------------------------------------------------------ restoring

def test_restore_puts_the_backup_back_and_keeps_the_current_file_aside(two_cases):
    written = backups.back_up(two_cases, "manual", datetime(2026, 3, 5, 18, 0))
    seize(T0 + timedelta(days=2), owner="Later")
    assert Case.select().count() == 3
    close_database()
    done = backups.restore(two_cases, written.path, when=datetime(2026, 3, 6, 9, 0))
    assert done.info.cases == 2 and done.info.last_receipt == "2025-26/00001"
    assert done.set_aside == two_cases.parent / "backups" / "set-aside" / "20260306-090000"
    assert cases_in(done.set_aside / "pound.sqlite3") == 3   # kept, with its write-ahead log
    open_database(two_cases)
    assert [c.case_no for c in Case.select().order_by(Case.id)] == ["1/2026", "2/2026"]
    assert DB.execute_sql("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert not list(two_cases.parent.glob("*.restoring"))
    # the backup itself is untouched and still listed
    assert backups.list_backups(two_cases)[0].path == written.path


def test_a_damaged_backup_is_not_restored_and_nothing_changes(two_cases):
    written = backups.back_up(two_cases, "manual")
    corrupt(written.path)
    close_database()
    before = two_cases.read_bytes()
    with pytest.raises(backups.NotRestorable, match="nothing was changed"):
        backups.restore(two_cases, written.path)
    assert two_cases.read_bytes() == before
    assert not (two_cases.parent / "backups" / "set-aside").exists()


def test_check_at_start_finds_a_damaged_database_and_the_newest_good_backup(two_cases):
    good = backups.back_up(two_cases, "daily", datetime(2026, 3, 5, 9, 0))
    bad = backups.back_up(two_cases, "exit", datetime(2026, 3, 5, 18, 0))
    corrupt(bad.path)
    assert backups.check_database(two_cases) == []
    close_database()
    corrupt(two_cases)
    assert backups.check_database(two_cases) != []
    newest = backups.newest_good(two_cases)
    assert newest is not None and newest.path == good.path and newest.cases == 2


def test_check_at_start_finds_a_file_that_is_not_a_database(tmp_path):
    path = tmp_path / "pound.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    problems = backups.check_database(path)
    assert problems and "not a database" in problems[0]


# ------------------------------------------------------------------ two copies at once

def _python(code: str, **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **kw)


def test_a_second_copy_is_told_the_first_is_open_and_a_crash_leaves_no_stale_lock(tmp_path):
    db_path = tmp_path / "pound.sqlite3"
    first = _python(f"""
        import time
        from pound_desk.services.instance_lock import InstanceLock
        lock = InstanceLock({str(db_path)!r}).acquire()  # held while referenced
        print("locked", flush=True)
        time.sleep(60)
    """)
    try:
        assert first.stdout.readline().strip() == "locked"
        with pytest.raises(AlreadyOpen) as e:
            InstanceLock(db_path).acquire()
        assert f"process {first.pid}" in e.value.holder
        assert holder(db_path) is not None
    finally:
        os.kill(first.pid, signal.SIGKILL)   # a crash: the lock file stays behind
        first.wait()
        first.stdout.close()
        first.stderr.close()
    assert (tmp_path / "pound.sqlite3.lock").exists()
    assert holder(db_path) is None
    with InstanceLock(db_path) as lock:
        assert lock.held
    with InstanceLock(db_path):  # released on leaving
        pass


def test_two_processes_writing_at_once_lose_no_update(two_cases):
    """Two programs register cases and release them on the same file at the
    same moment: every case and receipt of both is there, numbered without
    a gap or a repeat."""
    close_database()
    code = """
        import json, sys
        from datetime import datetime, timedelta
        sys.path.insert(0, {tests!r})
        from record_helpers import seize
        from pound_desk.law.money import Money
        from pound_desk.services.desk.storage import open_database
        from pound_desk.services.case import releases
        open_database({db!r})
        print("ready", flush=True)
        sys.stdin.readline()
        made = []
        t = datetime(2026, 3, 2, 9, 0) + timedelta(minutes={offset})
        for n in range(12):
            t += timedelta(minutes=10)
            case = seize(t, owner="Owner {offset}")
            # receipts go in time order: every release at the same minute
            at = datetime(2026, 3, 5, 12, 0)
            receipt = releases.release_on_payment(case.case_no, at, "Owner", Money.of_rupees(900), now=at)
            made.append([case.case_no, receipt.number])
        print(json.dumps(made), flush=True)
    """
    tests = str(Path(__file__).parents[1])
    procs = [_python(code.format(tests=tests, db=str(two_cases), offset=o), stdin=subprocess.PIPE)
             for o in (0, 5)]
    for p in procs:
        assert p.stdout.readline().strip() == "ready", p.stderr.read()
    for p in procs:
        p.stdin.write("go\n")
        p.stdin.flush()
    results = []
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
        results += json.loads(out.strip().splitlines()[-1])
    open_database(two_cases)
    case_nos = [c for c, _ in results]
    receipts = [r for _, r in results]
    assert len(set(case_nos)) == len(set(receipts)) == 24
    serials = sorted(c.serial for c in Case.select())
    assert serials == list(range(1, 27))  # 2 before, 24 from the two programs
    got = {n for (n,) in DB.execute_sql("SELECT number FROM receipt")}
    assert set(receipts) <= got and len(got) == 25


# ------------------------------------------------------------------ the command line

@pytest.fixture
def cli(two_cases, capsys):
    add_users()
    close_database()

    def run(*argv: str) -> tuple[int, str, str]:
        code = signed_main(["--db", str(two_cases), *argv])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def test_cli_backup_list_and_restore(cli, two_cases, tmp_path):
    code, out, err = cli("backup")
    assert (code, err) == (0, "")
    assert "Backed up to" in out and "2 cases" in out and "last receipt 2025-26/00001" in out
    name = next((two_cases.parent / "backups").glob("*.sqlite3")).name
    stick = tmp_path / "stick"
    stick.mkdir()
    code, out, _ = cli("backup", "--to", str(stick))
    assert code == 0 and len(list(stick.iterdir())) == 1
    code, out, _ = cli("backups")
    assert code == 0 and name in out and "2025-26/00001" in out and "Made by hand" in out

    open_database(two_cases)
    seize(T0 + timedelta(days=3))
    close_database()
    assert cases_in(two_cases) == 3
    code, out, err = cli("restore", name)
    assert (code, err) == (0, ""), err
    assert "2 cases" in out and "kept in" in out
    assert cases_in(two_cases) == 2


def test_cli_restore_is_refused_while_the_app_is_open(cli, two_cases):
    assert cli("backup")[0] == 0
    name = next((two_cases.parent / "backups").glob("*.sqlite3")).name
    with InstanceLock(two_cases):
        code, out, err = cli("restore", name)
    assert code == 1 and "already open" in err and "Nothing was restored" in err
    assert cli("restore", "no-such-backup.sqlite3")[0] == 1


def test_cli_backup_of_a_missing_database_is_refused(tmp_path, capsys):
    assert main(["--db", str(tmp_path / "none.sqlite3"), "backup"]) == 1
    assert "No database" in capsys.readouterr().err


def test_cli_backup_of_a_damaged_database_fails_plainly(two_cases, capsys):
    add_users()
    close_database()
    corrupt(two_cases)
    assert signed_main(["--db", str(two_cases), "backup"]) == 1
    err = capsys.readouterr().err
    # refused plainly, in one line (here already when signing in reads the file),
    # in words of its own, not SQLite's ("malformed")
    assert ("The backup failed and was not kept" in err or "the database is damaged" in err)
    assert "Traceback" not in err and "malformed" not in err
    assert len(err.strip().splitlines()) == 1
    # SQLite's own words went to the error log beside the database
    assert "malformed" in errorlog.log_path(two_cases).read_text(encoding="utf-8")
    assert not list((two_cases.parent / "backups").glob("*.sqlite3*"))


def test_backup_check_counts_the_rows_of_every_table(db):
    # a backup is compared with the original table by table: none may be left out
    import sqlite3

    from pound_desk.models.snapshots import counts
    from pound_desk.models.tables import ALL_MODELS

    con = sqlite3.connect(db.database)
    try:
        assert set(counts(con)) == {m._meta.table_name for m in ALL_MODELS}
    finally:
        con.close()
