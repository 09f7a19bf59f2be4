"""Logging a view from the screen: the view goes on when the audit log
cannot be written, and the failure is shown in the main window's status bar."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from pound_desk.services.desk import audit

SHOWN_FOR_MS = 20000


def _main_window(widget: QWidget | None) -> QMainWindow | None:
    w = widget
    while w is not None:
        if isinstance(w, QMainWindow):
            return w
        w = w.parentWidget()
    for top in QApplication.topLevelWidgets():
        if isinstance(top, QMainWindow) and top.isVisible():
            return top
    return None


def note_view(widget: QWidget | None, action: str, subject: Any = "", detail: Any = "") -> str | None:
    """Record a read-only action; on failure say so in the status bar and
    return the text (None when recorded)."""
    problem = audit.record_view(action, subject, detail)
    if problem:
        window = _main_window(widget)
        if window is not None:
            window.statusBar().showMessage(problem, SHOWN_FOR_MS)
    return problem
