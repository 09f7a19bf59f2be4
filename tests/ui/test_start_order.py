"""The register's rows come first: what the start does behind the window
(today's list on its worker, the check of the head, the start's record, the
check of the whole file and the backups) waits for the first paint of the
register's rows, and all of it still happens after. Counted, not timed."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import QEvent, QObject

from pound_desk.services import demo
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.needs_action import NeedsActionPanel
from pound_desk.ui.register_model import RegisterModel

# the whole start in its own process (run_gui makes its own QApplication): each piece of
# work behind the window counted as it begins; the counts taken when the register's rows
# first come to be painted, and again once today's list is on the screen
START = """
import gc
gc.disable()   # as the command's entry point holds it (pound_desk/__main__.py)
import json, sys
from pathlib import Path
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
import pound_desk.ui.app as desk
from pound_desk.services import heads
from pound_desk.services.desk import audit
from pound_desk.ui import housekeeping, workers

done = {"worker": 0, "head check": 0, "start recorded": 0, "file check": 0, "version": 0}

def counted(owner, name, key, only=None):
    real = getattr(owner, name)
    def count(*args, **kwargs):
        if only is None or only(*args):
            done[key] += 1
        return real(*args, **kwargs)
    setattr(owner, name, count)

counted(workers, "start", "worker")
counted(heads, "older_than_remembered", "head check")
counted(audit, "record_view", "start recorded", only=lambda action, *rest: action == "app_started")
counted(housekeeping.Housekeeping, "start", "file check")
app = desk.make_app([])
counted(app, "setApplicationVersion", "version")
marks = {}

class FirstRows(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and self.window.model.rowCount():
            watched.removeEventFilter(self)
            marks["at the first paint"] = dict(done, rows=self.window.model.rowCount(), gc=gc.isenabled())
        return False

rows = FirstRows()
_show = desk.open_main_window
def open_and_watch(folder, demo=False):
    window = _show(folder, demo)
    rows.window = window
    window.table.viewport().installEventFilter(rows)
    def listed():
        if "at the first paint" in marks and not window.needs.loading and done["file check"]:
            marks["once listed"] = dict(done, listed=len(window.needs.actions), error=window.needs.error.isVisible(),
                                        gc=gc.isenabled())
            QApplication.instance().quit()
    poll = QTimer(window)
    poll.timeout.connect(listed)
    poll.start(50)
    QTimer.singleShot(120000, QApplication.instance().quit)
    return window
desk.open_main_window = open_and_watch
code = desk.run_gui(Path(sys.argv[1]), demo=True, argv=[])
print(json.dumps(marks))
"""


def test_the_start_paints_the_registers_rows_before_the_work_behind_the_window(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POUND_DESK_HOME=str(tmp_path / "home"),
               POUND_DESK_LANGUAGE="en")
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(START), str(tmp_path / "desk.sqlite3")],
                            env=env, timeout=300, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    marks = json.loads(result.stdout.strip().splitlines()[-1])
    first, after = marks["at the first paint"], marks["once listed"]
    assert first["rows"] > 0
    # nothing behind the window had begun when the rows were painted
    assert {k: v for k, v in first.items() if k != "rows"} == {
        "worker": 0, "head check": 0, "start recorded": 0, "file check": 0, "version": 0,
        "gc": False}
    # the cyclic collector, held off for the start, is back on once the rows are painted
    assert after["gc"] is True
    # and all of it happened after: today's list on its worker, then the check of the file on its own
    assert after["worker"] >= 2 and after["head check"] == 1 and after["start recorded"] == 1
    assert after["file check"] == 1 and after["version"] == 1
    assert after["listed"] > 0 and not after["error"]


class _Paints(QObject):
    """How many times the register's rows were painted."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.count = 0
        window.table.viewport().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


@pytest.fixture
def demo_pound(db):
    demo.create_demo()
    return db


def test_todays_list_and_the_count_wait_for_the_rows_painted(demo_pound, qtbot, monkeypatch):
    seen: list[tuple[str, int]] = []
    paints: list[_Paints] = []
    real_refresh = NeedsActionPanel.refresh
    monkeypatch.setattr(NeedsActionPanel, "refresh",
                        lambda self, day: seen.append(("list", paints[0].count)) or real_refresh(self, day))
    real_count, real_init = RegisterModel.count_now, RegisterModel.__init__
    monkeypatch.setattr(RegisterModel, "count_now", lambda self: (
        None if self.is_counted else seen.append(("count", paints[0].count))) or real_count(self))
    # pages of two cases: the demo's register is more than a page, so it has a count to read
    monkeypatch.setattr(RegisterModel, "__init__", lambda self, parent=None: real_init(self, parent, page_size=2))
    window = MainWindow()
    paints.append(_Paints(window))
    window.after_first_paint(lambda: seen.append(("a step", paints[0].count)))
    qtbot.addWidget(window)
    window.show()
    assert not window.painted and seen == []
    qtbot.waitUntil(lambda: not window.needs.loading, timeout=20000)
    assert window.painted
    # each began once, and only after the rows had been painted
    assert sorted(what for what, _ in seen) == ["a step", "count", "list"]
    assert all(painted > 0 for _, painted in seen), seen
    assert window.count_label.text().startswith(str(window.model.total))
    # a step asked for once the rows are up runs at the next turn
    later: list[bool] = []
    window.after_first_paint(lambda: later.append(True))
    qtbot.waitUntil(lambda: later == [True], timeout=5000)


def test_a_window_never_shown_goes_on_without_its_paint(demo_pound, qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.needs.loading, timeout=20000)
    assert window.painted and window.needs.error.isHidden()
