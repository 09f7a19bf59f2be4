"""The text size (100-200 %) and the high-contrast look: kept for each
person, chosen from the View menu, on every open window at once; and every
window the menus open shows all its text at 200 % on a 1366 x 768 screen."""
from __future__ import annotations

from itertools import chain

import pytest
import window_walk as walk
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTabBar, QToolButton, QWidget

from pound_desk.services.desk import display as kept
from pound_desk.services.desk import session
from pound_desk.services.desk.display import Display
from pound_desk.ui import access, display, fonts
from pound_desk.ui.menus import find_menu

SCREEN = QSize(1366, 768)


def test_each_person_keeps_their_own_choice(db, tmp_path):
    assert kept.for_person("mini") == Display()           # nothing chosen: the usual
    kept.save_for_person("mini", Display(175, True))
    kept.save_for_person("anil", Display(125, False))
    assert kept.for_person("mini") == Display(175, True)
    assert kept.for_person("anil") == Display(125, False)
    assert kept.for_person("nobody") == Display()
    with pytest.raises(ValueError):
        Display(250)
    # a damaged file: the usual size, never an error on the screen
    (tmp_path / kept.FILE_NAME).write_text("{not json", encoding="utf-8")
    assert kept.for_person("mini") == Display()


def _action(window, name):
    menu = find_menu(window, "view")
    found = [a for a in [*menu.actions(), *menu.actions()[0].menu().actions()] if a.objectName() == name]
    assert found, name
    return found[0]


def test_the_view_menu_changes_every_open_window_at_once_and_keeps_it(db, qtbot, monkeypatch):
    walk.quiet(monkeypatch)
    window = walk.main_window(qtbot)
    session.sign_in(session.Actor("Mini", "keeper"))
    try:
        _choose_and_keep(window)
    finally:
        session.sign_out()


def _choose_and_keep(window):
    view = window.open_case(window.model.case_no_at(0))
    title_sheet = view.title.styleSheet()
    usual_row = window.table.verticalHeader().defaultSectionSize()
    usual_label = view.dues_notes.fontInfo().pointSizeF()

    _action(window, "text_size_200").trigger()
    assert QApplication.font().pointSizeF() == 2 * fonts.POINT_SIZE
    QApplication.processEvents()
    assert view.dues_notes.fontInfo().pointSizeF() >= 2 * usual_label - 1     # an open window follows
    assert window.table.verticalHeader().defaultSectionSize() > 1.6 * usual_row
    assert "30pt" in view.title.styleSheet() and "15pt" in title_sheet       # its heading too
    assert kept.for_person("Mini") == Display(200, False)
    QApplication.processEvents()
    table = window.table   # no name in the register cut to a few letters: it scrolls sideways
    narrow = [c for c in range(window.model.columnCount())
              if table.horizontalHeader().sectionSize(c) < table.sizeHintForColumn(c)]
    assert narrow == []
    assert _action(window, "text_size_200").isChecked()

    _action(window, "high_contrast").trigger()
    QApplication.processEvents()
    for w in (window, window.table, view):
        assert w.palette().color(QPalette.ColorRole.Window).lightness() < 30
        assert w.palette().color(QPalette.ColorRole.WindowText).lightness() > 225
    assert window.table.palette().color(QPalette.ColorRole.Base).lightness() < 30
    assert kept.for_person("Mini") == Display(200, True)

    _action(window, "text_smaller").trigger()
    assert display.current() == Display(175, True)
    _action(window, "text_normal").trigger()
    QApplication.processEvents()
    assert QApplication.font().pointSizeF() == fonts.POINT_SIZE
    assert window.table.verticalHeader().defaultSectionSize() == usual_row   # back, not left tall
    assert view.title.styleSheet() == title_sheet
    # another person signs in: their own choice, not Mini's
    session.sign_in(session.Actor("Anil", "keeper"))
    assert display.apply_for_person() == Display()
    session.sign_in(session.Actor("Mini", "keeper"))
    assert display.apply_for_person() == Display(100, True)


def test_a_red_message_stays_readable_in_high_contrast():
    sheet = display.styled("color: #b00020;", Display(100, True))
    assert sheet == f"color: {display.LIGHT_ERROR};"
    warning = display.styled("color: #8a5a00; background: #fff4d6; padding: 4px; font-size: 12pt;",
                             Display(150, True))
    assert "#fff4d6" not in warning and "#8a5a00" not in warning and "18pt" in warning


def cut_text(top: QWidget) -> list[str]:
    """What in ``top`` cannot be read whole: a label, button or tab narrower
    than its text, a wrapped label lower than its lines, and widgets of one
    layout lying over each other."""
    out = []
    shown = [w for w in top.findChildren(QWidget) if w.isVisible() and w.window() is top]
    for w in shown:
        where = f"{type(w).__name__} {w.text()[:40]!r}" if isinstance(w, (QLabel, QAbstractButton)) else ""
        if isinstance(w, QLabel) and w.text():
            if w.wordWrap():
                if w.heightForWidth(w.width()) > w.height() + 1:
                    out.append(f"{where}: {w.height()} px high for {w.heightForWidth(w.width())}")
            elif w.minimumSizeHint().width() > w.width() + 1:
                out.append(f"{where}: {w.width()} px wide for {w.minimumSizeHint().width()}")
        elif isinstance(w, QAbstractButton) and w.text():
            if isinstance(w, QToolButton) and not w.icon().isNull() \
                    and w.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
                continue   # an icon: its text is never drawn
            if w.sizeHint().width() > w.width() + 1:
                out.append(f"{where}: {w.width()} px wide for {w.sizeHint().width()}")
        elif isinstance(w, QTabBar):
            for i in range(w.count()):   # a tab narrower than its title shows it with "…"
                if w.tabRect(i).width() + 1 < w.tabSizeHint(i).width():
                    out.append(f"tab {w.tabText(i)[:40]!r}: {w.tabRect(i).width()} px for {w.tabSizeHint(i).width()}")
    laid_out = [w for w in shown if access.laid_out(w)]
    by_parent: dict[int, list[QWidget]] = {}
    for w in laid_out:
        by_parent.setdefault(id(w.parentWidget()), []).append(w)
    for siblings in by_parent.values():
        for i, a in enumerate(siblings):
            for b in siblings[i + 1:]:
                overlap = a.geometry().intersected(b.geometry())
                if overlap.width() > 1 and overlap.height() > 1:
                    out.append(f"{type(a).__name__} and {type(b).__name__} overlap by "
                               f"{overlap.width()} x {overlap.height()} px")
    return out


def test_every_window_shows_all_its_text_at_200_per_cent_on_1366_by_768(db, qtbot, monkeypatch):
    walk.quiet(monkeypatch)
    monkeypatch.setattr(display, "room", lambda widget: SCREEN)
    display.apply(Display(200, False))
    window = walk.main_window(qtbot, (SCREEN.width(), SCREEN.height()))
    found, seen = [], 0
    for opened in chain(walk.start_windows(qtbot), walk.windows(window, qtbot)):
        top = opened.window
        seen += 1
        # a window manager keeps a window on the screen
        top.resize(min(top.width(), SCREEN.width()), min(top.height(), SCREEN.height()))
        QApplication.processEvents()
        need = top.minimumSizeHint()
        if need.width() > SCREEN.width() or need.height() > SCREEN.height():
            found.append(f"{opened.path}: needs {need.width()} x {need.height()}, more than the screen")
        found += [f"{opened.path}: {line}" for line in cut_text(top)]
    assert seen > 30     # every window of the menus was walked
    assert found == [], "\n".join(found)
