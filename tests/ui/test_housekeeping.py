"""The database's check and backups behind the window: the start reads only
that the file opens; the page-by-page check runs once the window is up and,
on damage, says so, marks the file and closes; backups are made when the
desk is idle, and closing stops whatever is running without leaving a file."""
from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from desk_helpers import a_draft
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

from pound_desk.models import close_database
from pound_desk.models.snapshots import CheckCancelled
from pound_desk.services import backups, demo
from pound_desk.services.case import seizures
from pound_desk.services.desk.storage import open_database
from pound_desk.ui import start_check
from pound_desk.ui.housekeeping import Housekeeping


@pytest.fixture
def demo_pound(db):
    demo.create_demo()
    return Path(db.database)


@pytest.fixture
def window(qtbot):
    w = QMainWindow()
    qtbot.addWidget(w)
    return w


def keeping_for(path: Path, window, shown: list, **kw) -> Housekeeping:
    return Housekeeping(path, lambda: window, answer=shown.append, **kw)


def _scribble(path: Path) -> None:
    """Scribble over a page of the feeding log, as a failing disk would: the
    schema still reads, the page check does not pass."""
    import sqlite3

    con = sqlite3.connect(path)
    try:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        size = con.execute("PRAGMA page_size").fetchone()[0]
        root = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'feeding'").fetchone()[0]
    finally:
        con.close()
    with open(path, "r+b") as f:
        f.seek((root - 1) * size)             # its header too: a page no longer a b-tree page
        f.write(b"\x00" * 16 + os.urandom(size - 16))


def test_damage_found_behind_the_window_is_said_marked_and_offered_at_the_next_start(demo_pound, window, qtbot):
    close_database()
    _scribble(demo_pound)
    # the start itself reads only that the file opens: the window comes up at once
    lock = start_check.startup(demo_pound, lambda box: pytest.fail(box.text()))
    assert lock is not None
    shown: list[QMessageBox] = []
    keeping = keeping_for(demo_pound, window, shown)
    keeping.start()
    qtbot.waitUntil(lambda: keeping.checked is not None, timeout=30000)
    assert keeping.found_damage and keeping.checked
    assert "found damage" in shown[0].text() and str(demo_pound) in shown[0].detailedText()
    assert backups.damage_marker(demo_pound).exists()
    keeping.tick()
    assert keeping.backup_task is None            # nothing is copied from a damaged file
    keeping.shutdown()
    lock.release()
    # the next start checks the whole file and never opens it as it is
    offered = []
    assert start_check.startup(demo_pound, lambda box: offered.append(box)) is None
    assert "failed its check" in offered[0].text()
    open_database(demo_pound.with_name("other.sqlite3"))   # for the fixture's teardown


def test_a_file_that_is_not_a_database_is_refused_at_the_start(demo_pound):
    close_database()
    with open(demo_pound, "r+b") as f:
        f.write(b"\0" * 100)           # the header: SQLite cannot open it at all
    offered = []
    assert start_check.startup(demo_pound, lambda box: offered.append(box)) is None
    assert "failed its check" in offered[0].text()
    open_database(demo_pound.with_name("other.sqlite3"))


def test_a_sound_file_clears_an_old_mark(demo_pound):
    backups.mark_damaged(demo_pound, ["from a check of a disk since replaced"])
    assert backups.check_at_start(demo_pound) == []
    assert not backups.damage_marker(demo_pound).exists()


def test_the_days_backup_follows_the_check_and_idle_backups_take_only_new_work(demo_pound, window, qtbot):
    shown: list = []
    keeping = keeping_for(demo_pound, window, shown, idle_seconds=0)
    keeping.start()
    qtbot.waitUntil(lambda: keeping.last_backup is not None, timeout=30000)
    assert keeping.checked == [] and keeping.last_backup.path.name.endswith("-daily.sqlite3")
    assert "sound" in window.statusBar().currentMessage() or "Backup" in window.statusBar().currentMessage()
    # idle, nothing new: no backup
    keeping.tick()
    qtbot.waitUntil(lambda: not keeping._backing_up, timeout=30000)
    assert [b.kind for b in backups.list_backups(demo_pound)] == ["daily"]
    # a seizure registered, then idle: a backup of it
    seizures.register(a_draft(brought_at=datetime.now() - timedelta(hours=1)))
    assert keeping.tick() is not None
    qtbot.waitUntil(lambda: not keeping._backing_up, timeout=30000)
    assert sorted(b.kind for b in backups.list_backups(demo_pound)) == ["daily", "idle"]
    assert not shown
    keeping.shutdown()


def test_not_idle_long_enough_no_backup(demo_pound, window, qtbot):
    keeping = keeping_for(demo_pound, window, [], idle_seconds=3600)
    keeping.checked = []
    assert keeping.tick() is None
    keeping.shutdown()


def test_a_backup_stopped_by_closing_leaves_no_file(demo_pound):
    with pytest.raises(CheckCancelled):
        backups.back_up(demo_pound, "idle", cancelled=lambda: True)
    folder = backups.backups_dir(demo_pound)
    assert not folder.exists() or not [p for p in folder.iterdir() if p.is_file()]


def test_a_check_stopped_by_closing_finds_nothing_either_way(demo_pound):
    with pytest.raises(CheckCancelled):
        backups.check_database(demo_pound, cancelled=lambda: True)


def test_closing_during_the_check_stops_it_at_the_next_step_and_records_nothing(demo_pound, window, qtbot):
    import threading

    steps: list[int] = []
    reached, go = threading.Event(), threading.Event()

    def watched_check(path, progress=None, cancelled=None):
        def step(done, total):
            steps.append(done)
            if done == 2:            # mid-way: the closing comes now
                reached.set()
                go.wait(30)
        return backups.check_database(path, progress=step, cancelled=cancelled)

    shown: list = []
    keeping = keeping_for(demo_pound, window, shown, check=watched_check)
    keeping.start()
    assert reached.wait(30)
    keeping.check_task.cancel()       # what closing the window does first
    go.set()
    keeping.shutdown()
    assert keeping.check_task.done.is_set()
    QApplication.processEvents()      # the task's signals, all posted before it finished, delivered
    assert max(steps) == 2            # no step of the check ran after the stop
    assert keeping.checked is None and not keeping.found_damage and not shown
    assert not backups.damage_marker(demo_pound).exists()
    assert backups.list_backups(demo_pound) == []       # a pass would have made the day's backup
    assert "sound" not in window.statusBar().currentMessage()
