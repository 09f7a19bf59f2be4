"""The Backups dialog (File menu): the list with what each backup holds,
Back up now, a copy to a folder, restoring (the database closed, replaced
and reopened, the main window refreshed); and the start of the app: a
damaged database is named plainly with the newest good backup offered,
a missing one is never replaced silently by an empty one, and a second
copy of the app is told the first is open."""
from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from pound_desk.models import Case, close_database
from pound_desk.services import backups, demo
from pound_desk.services.desk.storage import open_database
from pound_desk.services.instance_lock import InstanceLock
from pound_desk.ui import start_check
from pound_desk.ui.backups_dialog import BackupsDialog
from pound_desk.ui.main_window import MainWindow


@pytest.fixture
def demo_pound(db):
    demo.create_demo()
    return Path(db.database)


@pytest.fixture
def window(demo_pound, qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    return w


def _dialog(window, qtbot) -> BackupsDialog:
    window.backups_action.trigger()
    dialog = window.backups_dialog
    qtbot.waitUntil(lambda: dialog.state.text() and "Reading" not in dialog.state.text(), timeout=10000)
    return dialog


def test_backups_is_in_the_file_menu(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[0] == "&File"
    file_menu = window.menuBar().actions()[0].menu()
    assert window.backups_action in file_menu.actions()


def test_dialog_lists_backups_with_what_they_hold(window, demo_pound, qtbot):
    backups.back_up(demo_pound, "daily", datetime(2026, 3, 5, 9, 0))
    dialog = _dialog(window, qtbot)
    assert dialog.table.rowCount() == 1
    cases = Case.select().count()
    row = [dialog.table.item(0, c).text() for c in range(5)]
    assert row[0] == "05-03-2026 09:00 AM" and row[1] == "Daily"
    assert row[2] == str(cases) and row[3] == backups.list_backups(demo_pound)[0].last_receipt != ""
    assert dialog.restore_button.isEnabled()


def test_back_up_now_and_to_a_folder(window, demo_pound, qtbot, tmp_path):
    dialog = _dialog(window, qtbot)
    assert dialog.table.rowCount() == 0 and not dialog.restore_button.isEnabled()
    dialog.back_up_now()
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=10000)
    assert "Backed up and checked" in dialog.state.text()
    stick = tmp_path / "usb"
    stick.mkdir()
    dialog.choose_folder = lambda: stick
    dialog.back_up_to_folder()
    qtbot.waitUntil(lambda: any(stick.iterdir()), timeout=10000)
    qtbot.waitUntil(lambda: dialog.task is None, timeout=10000)
    [copy] = stick.iterdir()
    assert copy.name.endswith("-copy.sqlite3") and backups.describe(copy).cases == Case.select().count()
    assert dialog.error.text() == ""


def test_restore_replaces_the_database_and_refreshes_the_window(window, demo_pound, qtbot):
    from record_helpers import seize

    before = window.model.total
    backups.back_up(demo_pound, "daily", datetime(2026, 3, 5, 9, 0))
    seize(datetime.now().replace(second=0, microsecond=0) - timedelta(hours=1))
    window.refresh()
    assert window.model.total == before + 1
    case_view = window.open_case(window.model.case_no_at(0))
    dialog = _dialog(window, qtbot)
    asked = []
    dialog.confirm = lambda text: asked.append(text) or True
    dialog.restore_selected()
    qtbot.waitUntil(lambda: dialog.task is None and "Restored" in dialog.state.text(), timeout=10000)
    assert "cases" in asked[0] and "set-aside" in asked[0]
    assert dialog.error.text() == ""
    assert "Restored" in dialog.state.text()
    assert Case.select().count() == before and window.model.total == before
    assert case_view not in window.dialogs and dialog in window.dialogs  # the stale case view is closed
    assert list((demo_pound.parent / "backups" / "set-aside").iterdir())


def test_restore_declined_changes_nothing(window, demo_pound, qtbot):
    backups.back_up(demo_pound, "daily", datetime(2026, 3, 5, 9, 0))
    dialog = _dialog(window, qtbot)
    dialog.confirm = lambda text: False
    assert dialog.restore_selected() is None
    assert not (demo_pound.parent / "backups" / "set-aside").exists()
    assert Case.select().count() == window.model.total


# ------------------------------------------------------------------ at start

def _scribble(path: Path) -> None:
    size = path.stat().st_size
    with open(path, "r+b") as f:
        f.seek(size // 2)
        f.write(os.urandom(16384))


def _damage(path: Path) -> None:
    """Scribble over the middle of the file, and have the desk's check (run
    behind the window) find it and mark the file, as it does."""
    _scribble(path)
    problems = backups.check_database(path)
    assert problems
    backups.mark_damaged(path, problems)


def test_start_on_a_damaged_database_offers_the_newest_good_backup(demo_pound, qtbot):
    good = backups.back_up(demo_pound, "daily", datetime(2026, 3, 5, 9, 0))
    cases = Case.select().count()
    close_database()
    _damage(demo_pound)
    shown = []

    def answer(box: QMessageBox):
        shown.append(box)
        return getattr(box, "restore_button", None)

    lock = start_check.startup(demo_pound, answer)
    try:
        assert lock is not None and lock.held
        damaged = shown[0]
        assert "failed its check" in damaged.text()
        assert f"holds {cases} cases" in damaged.text() and "05-03-2026" in damaged.text()
        assert "Restored" in shown[1].windowTitle()
        assert backups.check_database(demo_pound) == []
        open_database(demo_pound)
        assert Case.select().count() == cases
        assert good.path.exists()
    finally:
        lock.release()


def test_start_on_a_damaged_database_without_a_good_backup_never_starts(demo_pound, qtbot):
    close_database()
    _damage(demo_pound)
    damaged = demo_pound.read_bytes()
    shown = []
    assert start_check.startup(demo_pound, lambda box: shown.append(box)) is None
    assert "No good backup" in shown[0].text() and shown[0].restore_button is None
    assert demo_pound.read_bytes() == damaged   # left as it is for whoever helps
    open_database(demo_pound.with_name("other.sqlite3"))  # for the fixture's teardown


def test_quit_at_the_damage_message_leaves_everything_as_it_is(demo_pound, qtbot):
    backups.back_up(demo_pound, "daily", datetime(2026, 3, 5, 9, 0))
    close_database()
    _damage(demo_pound)
    damaged = demo_pound.read_bytes()
    assert start_check.startup(demo_pound, lambda box: box.quit_button) is None
    assert demo_pound.read_bytes() == damaged
    assert InstanceLock(demo_pound).acquire().held   # and the lock was let go
    open_database(demo_pound.with_name("other.sqlite3"))


def test_start_with_the_database_missing_but_backups_there_asks(demo_pound, qtbot):
    backups.back_up(demo_pound, "daily", datetime(2026, 3, 5, 9, 0))
    close_database()
    for p in demo_pound.parent.glob(demo_pound.name + "*"):
        if not p.name.endswith(".lock"):
            p.unlink()
    shown = []
    assert start_check.startup(demo_pound, lambda box: shown.append(box) or box.quit_button) is None
    assert "missing" in shown[0].text() and not demo_pound.exists()
    lock = start_check.startup(demo_pound, lambda box: getattr(box, "restore_button", None))
    assert lock is not None and demo_pound.exists()
    lock.release()
    open_database(demo_pound)


def test_a_second_copy_is_told_and_does_not_start(demo_pound, qtbot):
    shown = []
    with InstanceLock(demo_pound):
        assert start_check.startup(demo_pound, lambda box: shown.append(box)) is None
    assert "already open" in shown[0].text()
    lock = start_check.startup(demo_pound, lambda box: shown.append(box))
    assert lock is not None
    lock.release()


def test_run_gui_makes_the_days_backup_behind_the_window_and_none_on_closing(tmp_path):
    """The whole start in its own process (a second QApplication would abort
    here): the check and the day's backup on a worker once the window is up;
    closing waits on no backup."""
    import subprocess
    import sys
    import textwrap

    db_path = tmp_path / "desk.sqlite3"
    # closed as soon as the day's backup is there (a busy machine takes longer), or after four minutes
    code = f"""
        import time
        from pathlib import Path
        from PySide6.QtCore import QTimer
        from pound_desk.ui.app import make_app, run_gui
        app = make_app([])
        began = time.monotonic()
        def look():
            if any(Path({str(tmp_path)!r}).rglob("*-daily.sqlite3")) or time.monotonic() - began > 240:
                app.quit()
        poll = QTimer()
        poll.timeout.connect(look)
        poll.start(200)
        print("exit", run_gui({str(db_path)!r}, demo=True, argv=[]))
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POUND_DESK_HOME=str(tmp_path / "home"))
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, timeout=300,
                            capture_output=True, text=True)
    assert result.returncode == 0 and "exit 0" in result.stdout, result.stderr
    from pound_desk import paths

    demo_db = paths.demo_db(db_path)     # the demo pound is in its own file
    kinds = sorted(b.kind for b in backups.list_backups(demo_db))
    assert kinds == ["daily"]
    assert all(b.cases and b.cases > 0 for b in backups.list_backups(demo_db))


def test_verify_the_register_from_the_file_menu(window, demo_pound, qtbot):
    """File → Verify the register walks the chain on a worker and says the
    register is intact; after another program changes an entry it names it."""
    import sqlite3

    file_menu = window.menuBar().actions()[0].menu()
    assert window.verify_action in file_menu.actions()
    window.verify_action.trigger()
    qtbot.waitUntil(lambda: getattr(window, "verify_message", None) is not None, timeout=20000)
    assert window.verify_message.icon() == QMessageBox.Icon.Information
    assert "intact" in window.verify_message.text()
    window.verify_message.close()
    window.verify_message = None

    con = sqlite3.connect(demo_pound)
    con.execute('DROP TRIGGER "case_no_update"')
    con.execute("UPDATE \"case\" SET owner_name = 'x' WHERE id = (SELECT MIN(id) FROM \"case\")")
    con.commit()
    con.close()
    window.verify_action.trigger()
    qtbot.waitUntil(lambda: getattr(window, "verify_message", None) is not None, timeout=20000)
    assert window.verify_message.icon() == QMessageBox.Icon.Warning
    assert "of table case" in window.verify_message.text()
