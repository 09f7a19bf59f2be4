"""The desktop starts without font warnings: Qt is given the Malayalam font
in the application font's family list, first (a Latin font asked for
Malayalam is refused with "OpenType support missing … script 19" on every
start). Runs in a subprocess: ``run_gui`` makes its own QApplication."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap


def test_starting_in_malayalam_prints_no_font_warning(tmp_path):
    home = tmp_path / "home"
    shot = tmp_path / "main.png"
    code = f"""
        from pathlib import Path
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from pound_desk import language
        from pound_desk.ui.app import make_app, run_gui
        db = Path({str(tmp_path / "desk.sqlite3")!r})
        language.save(db.parent, "ml")
        app = make_app([])
        def look():
            for w in QApplication.topLevelWidgets():
                if w.isVisible() and type(w).__name__ == "MainWindow":
                    w.grab().save({str(shot)!r})
            app.quit()
        QTimer.singleShot(1500, look)
        print("exit", run_gui(db, demo=True, argv=[]))
        print("families", app.font().families())
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POUND_DESK_HOME=str(home))
    env.pop("QT_LOGGING_RULES", None)
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, timeout=120,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "exit 0" in result.stdout
    assert shot.is_file()                     # the main window was drawn, in Malayalam
    assert "OpenType support missing" not in result.stderr, result.stderr
    assert "qt.text.font" not in result.stderr, result.stderr
    assert "Noto Sans Malayalam" in result.stdout and "DejaVu Sans" in result.stdout


def test_text_in_a_script_neither_font_has_prints_nothing_and_falls_back(tmp_path):
    """Devanagari (Qt's script 11) or Tamil (16) on a screen, as in a folder's
    name: Qt asks both bundled families, then draws it with a system font, and
    prints no "OpenType support missing" line for either; the category's
    warnings stay on."""
    code = """
        from PySide6.QtCore import QLoggingCategory
        from PySide6.QtGui import QPixmap
        from PySide6.QtWidgets import QLabel
        from pound_desk.ui.app import make_app
        app = make_app([])
        for text in ("नमस्ते", "தமிழ்", "പശു / Cow"):
            label = QLabel(text)
            label.render(QPixmap(300, 40))
        category = QLoggingCategory("qt.text.font.db")
        print("info", category.isInfoEnabled(), "warning", category.isWarningEnabled())
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POUND_DESK_HOME=str(tmp_path / "home"))
    env.pop("QT_LOGGING_RULES", None)
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, timeout=120,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "info False warning True" in result.stdout
    assert "OpenType support missing" not in result.stderr, result.stderr
