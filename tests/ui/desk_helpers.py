"""Helpers for the desktop's tests: the fixed office clock, a seizure
draft, typing Malayalam (``qtbot.keyClicks`` with Malayalam aborts inside
Qt, so it goes through the input method), and reading a PDF's text."""
from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication

from pound_desk.law.seizure import HeadDraft, SeizureDraft

# The office clock in these tests: a weekday afternoon, so typed times are known.
NOW = datetime(2026, 3, 10, 15, 30)


def type_text(widget, text: str) -> None:
    """Commit text through the input method, as a Malayalam keyboard does."""
    event = QInputMethodEvent()
    event.setCommitString(text)
    QApplication.sendEvent(widget, event)


CTRL = Qt.KeyboardModifier.ControlModifier


def focused():
    return QApplication.focusWidget()


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier):
    """A key, to whichever widget has the focus, as from the keyboard."""
    qtbot.keyClick(focused(), key, modifier)


def tab_to(qtbot, widget):
    press(qtbot, Qt.Key.Key_Tab)
    assert focused() is widget, f"Tab went to {focused()!r}, not {widget!r}"


def a_draft(brought_at: datetime = NOW, owner: str = "Rajan P.", kinds=("cow",), **kw) -> SeizureDraft:
    values = dict(brought_at=brought_at, seized_at=brought_at - timedelta(hours=2),
                  seized_place="Market road", local_area="Nedumangad", basis="s10",
                  seizer_name="SI Anil Kumar", seizer_residence="Nedumangad",
                  seizer_capacity="police", owner_name=owner, owner_residence="Karakulam",
                  heads=[HeadDraft(kind=k, sex="female", colour="black") for k in kinds])
    values.update(kw)
    return SeizureDraft(**values)


def pdf_text(path: Path) -> str:
    from pypdf import PdfReader

    return "\n".join(page.extract_text() or "" for page in PdfReader(str(path)).pages)
