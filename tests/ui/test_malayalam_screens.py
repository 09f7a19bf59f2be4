"""A Malayalam-speaking pound-keeper meets no English: the main window, every
window its menus open and the case view, in Malayalam, are searched for
text left in English (a string that missed the translation, or one worked
out before the language was chosen)."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from desk_helpers import NOW, a_draft
from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QTabWidget,
    QTreeView,
    QWidget,
)

from pound_desk.services.case import seizures
from pound_desk.ui import translations
from pound_desk.ui.main_window import MainWindow

# an English word: three letters or more with a small letter (acronyms such
# as PDF, CSV and case numbers are the same in both languages)
ENGLISH = re.compile(r"\b[A-Za-z]*[a-z][A-Za-z]*\b")


def _sources() -> set[str]:
    root = ET.parse(translations.ts_file("ml")).getroot()
    return {m.findtext("source").replace("&", "") for m in root.iter("message")
            if len(m.findtext("source") or "") > 3 and re.search("[a-z]{3}", m.findtext("source"))}


SOURCES = _sources()


# the names of keys, printed on the keyboard in English
KEYS = {"Ctrl", "Enter", "Shift", "Esc", "Tab", "Alt", "Del", "Delete", "Space"}


def english_words(text: str) -> list[str]:
    return [w for w in ENGLISH.findall(text.replace("&", "")) if len(w) >= 3 and w not in KEYS]


def scan(top: QWidget) -> list[str]:
    """What on ``top`` reads as English: the chrome (buttons, menus, titles,
    tabs, headings) may carry no English word at all; any other text may
    not be an English source string as it is."""
    found: list[str] = []
    where = type(top).__name__

    def chrome(text: str, what: str) -> None:
        words = english_words(text)
        if words:
            found.append(f"{where}: {what} {text!r}")

    def plain(text: str, what: str) -> None:
        if text.replace("&", "").strip() in SOURCES:
            found.append(f"{where}: {what} {text!r}")

    plain(top.windowTitle(), "title")   # titles may name the pound or a person
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisibleTo(top) and w is not top:
            continue
        if isinstance(w, QAbstractButton):
            chrome(w.text(), "button")
            plain(w.toolTip(), "tooltip")
        elif isinstance(w, QLabel):
            plain(w.text(), "label")
        elif isinstance(w, QGroupBox):
            chrome(w.title(), "group")
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                chrome(w.tabText(i), "tab")
        elif isinstance(w, QLineEdit):
            plain(w.placeholderText(), "placeholder")
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                plain(w.itemText(i), "choice")
        elif isinstance(w, (QTableView, QTreeView)) and w.model() is not None:
            model = w.model()
            for c in range(model.columnCount(QModelIndex())):
                chrome(str(model.headerData(c, Qt.Orientation.Horizontal) or ""), "heading")
    for menu in top.findChildren(QMenu):
        chrome(menu.title(), "menu")
        for a in menu.actions():
            if not a.isSeparator() and a.objectName() != "language":   # offered in both on purpose
                chrome(a.text(), "menu entry")
    return found


def _close_modals(seen: list[str]) -> QTimer:
    """Scans and closes each modal dialog as it comes up (a question, a file
    chooser), so that triggering a menu entry never blocks the test."""
    timer = QTimer()

    def tick() -> None:
        modal = QApplication.activeModalWidget()
        if modal is not None:
            seen.extend(scan(modal))
            modal.close()

    timer.timeout.connect(tick)
    timer.start(50)
    return timer


def _all_actions(menu: QMenu):
    for a in menu.actions():
        if a.menu() is not None:
            yield from _all_actions(a.menu())
        elif not a.isSeparator():
            yield a


@pytest.fixture
def window(pound, malayalam, qtbot, now, monkeypatch):
    # file choosers would wait for a person: they answer "cancelled" at once
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(lambda *a, **k: ([], "")))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: ""))
    seizures.insert_case(a_draft(NOW, owner="Rajan P.", kinds=("cow", "goat")), now=NOW)
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    return w


def test_the_main_window_reads_in_malayalam(window):
    found = scan(window)
    assert found == [], "\n".join(found)


def test_every_window_the_menus_open_reads_in_malayalam(window, qtbot):
    found: list[str] = []
    timer = _close_modals(found)
    skip = {window.quit_action}
    try:
        for menu in [a.menu() for a in window.menuBar().actions() if a.menu() is not None]:
            for action in _all_actions(menu):
                if action in skip or action.objectName() == "language" or not action.isEnabled():
                    continue
                before = set(QApplication.topLevelWidgets())
                action.trigger()
                QApplication.processEvents()     # the windows it opens are up (a deferred one too)
                for top in set(QApplication.topLevelWidgets()) - before:
                    if top.isVisible() and not isinstance(top, QMenu):
                        found.extend(scan(top))
                        top.close()
    finally:
        timer.stop()
    assert found == [], "\n".join(found)


def test_the_case_view_and_its_forms_read_in_malayalam(window, qtbot):
    found: list[str] = []
    view = window.open_case(window.model.data(window.model.index(0, 0), Qt.ItemDataRole.UserRole))
    qtbot.waitUntil(lambda: view.isVisible(), timeout=5000)
    found.extend(scan(view))
    found.extend(scan(view.release()))
    found.extend(scan(window.new_seizure()))
    assert found == [], "\n".join(found)


def test_the_search_finds_english_on_an_english_screen(pound, qtbot, now):
    """The same search on the English screen finds plenty: it can fail."""
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    w.show()
    found = scan(w)
    assert any("menu" in f for f in found) and any("button" in f for f in found)


def test_the_refusals_beside_the_fields_read_in_malayalam(window, qtbot):
    """The rules' own messages (s. 7's particulars) come back in Malayalam."""
    from pound_desk.ui.fields import ErrorLabel

    form = window.new_seizure()
    form.seized_place.clear()
    form.seizer_name.clear()
    form.submit()
    shown = [e.text() for e in form.findChildren(ErrorLabel) if e.isVisibleTo(form) and e.text()]
    assert len(shown) >= 2
    for text in shown:
        assert re.search("[\u0d00-\u0d7f]", text) and not english_words(text), text


def test_the_english_screen_has_no_malayalam_in_its_menus_and_buttons(pound, qtbot, now):
    """The other way round: English is English (only the way back to Malayalam is in both)."""
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    w.show()
    malayalam = re.compile("[\u0d00-\u0d7f]")
    texts = [a.text() for m in w.findChildren(QMenu) for a in m.actions() if a.objectName() != "language"]
    texts += [m.title() for m in w.findChildren(QMenu)]
    texts += [b.text() for b in w.findChildren(QAbstractButton) if b.isVisibleTo(w)]
    assert [t for t in texts if malayalam.search(t)] == []
