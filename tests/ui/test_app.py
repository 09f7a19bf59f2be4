"""Starting the desktop: nothing happens on import; ``run_gui`` opens the
database, sets up the demo pound when asked, and shows the main window.
``run_gui`` makes its own QApplication, so it runs in a subprocess (a
second QApplication inside pytest-qt's would abort)."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from pound_desk.services.case import register
from pound_desk.services.case.register import Query
from pound_desk.services.office import pound
from pound_desk.ui import app as desk
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.setup_wizard import RATES, SetupWizard


def run(code: str, home, timeout=120) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POUND_DESK_HOME=str(home))
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, timeout=timeout,
                          capture_output=True, text=True)


def test_importing_the_app_does_nothing(tmp_path):
    home = tmp_path / "home"
    result = run("""
        import pound_desk.ui.app
        from PySide6.QtWidgets import QApplication
        assert QApplication.instance() is None
        print("ok")
    """, home)
    assert result.returncode == 0, result.stderr
    assert "ok" in result.stdout
    assert not home.exists()


def test_run_gui_with_the_demo_pound_opens_the_main_window(tmp_path):
    db_path = tmp_path / "desk.sqlite3"
    result = run(f"""
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from pound_desk.ui.app import make_app, run_gui
        from pound_desk.ui.main_window import MainWindow
        app = make_app([])
        seen = []
        def look():
            seen.extend(type(w).__name__ for w in QApplication.topLevelWidgets() if w.isVisible())
            app.quit()
        QTimer.singleShot(1500, look)
        code = run_gui({str(db_path)!r}, demo=True, argv=[])
        print("exit", code, "windows", seen)
        print("families", app.font().families())
    """, tmp_path / "home")
    assert result.returncode == 0, result.stderr
    assert "exit 0" in result.stdout and "MainWindow" in result.stdout
    assert "Noto Sans Malayalam" in result.stdout
    # the demo is in its own file: a later plain start finds no pound and sets up
    assert not db_path.exists()
    assert (tmp_path / "demo" / "pound-desk-demo.sqlite3").is_file()


def test_the_set_up_choosing_the_demo_opens_its_own_file(tmp_path):
    db_path = tmp_path / "desk.sqlite3"
    result = run(f"""
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from pound_desk.ui.app import make_app, run_gui
        from pound_desk.ui import setup_wizard
        app = make_app([])
        seen = []
        def choose_demo(self):
            self.created_demo = True
            return self.DialogCode.Accepted
        setup_wizard.SetupWizard.exec = choose_demo
        def look():
            seen.extend(w.windowTitle() for w in QApplication.topLevelWidgets()
                        if w.isVisible() and type(w).__name__ == "MainWindow")
            app.quit()
        QTimer.singleShot(1500, look)
        code = run_gui({str(db_path)!r}, argv=[])
        print("exit", code, "titles", seen)
    """, tmp_path / "home")
    assert result.returncode == 0, result.stderr
    assert "exit 0" in result.stdout and "DEMO" in result.stdout
    from pound_desk.models import close_database
    from pound_desk.services.desk.storage import open_database
    open_database(db_path)
    try:
        assert not pound.is_set_up()      # the real register was left for its own set-up
    finally:
        close_database()
    assert (tmp_path / "demo" / "pound-desk-demo.sqlite3").is_file()


def test_helpers_build_the_windows_tests_use(tmp_path, qtbot, db):
    wizard = desk.setup_wizard_for(tmp_path / "fresh.sqlite3")
    qtbot.addWidget(wizard)
    assert isinstance(wizard, SetupWizard) and wizard.startId() != RATES
    window = desk.main_window_for(tmp_path / "fresh.sqlite3", demo_pound=True)
    qtbot.addWidget(window)
    assert isinstance(window, MainWindow) and pound.is_set_up()
    assert window.model.total == register.count(Query()) > 0
    qtbot.waitUntil(lambda: not window.needs.loading, timeout=10000)


def test_a_pound_without_rates_is_asked_for_them_alone(tmp_path, qtbot, db):
    pound.set_up("P", "Place", "Authority", "Area", "Keeper", kinds_in_use=["cow"])
    assert desk.needs_rates() and not desk.needs_setup()
    wizard = desk.setup_wizard_for(tmp_path / "pound.sqlite3")
    qtbot.addWidget(wizard)
    assert wizard.startId() == RATES
    assert wizard.kinds_page.chosen() == ["cow"]
