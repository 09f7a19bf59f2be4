"""The main window on the demo pound: the register, today's list (read in
a worker), searching, opening a case, logging feeding and printing the
register behind a progress dialog."""
from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest
from desk_helpers import pdf_text
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from pound_desk.services import demo, today
from pound_desk.services.case import feeding, register
from pound_desk.services.case.register import Query
from pound_desk.ui.case_view import CaseViewDialog
from pound_desk.ui.main_window import MainWindow


@pytest.fixture
def demo_pound(db):
    demo.create_demo()
    return db


@pytest.fixture
def window(demo_pound, qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    return w


def test_opens_with_rows_and_todays_actions(window):
    assert window.model.total == register.count(Query()) > 0
    assert window.model.rowCount() == window.model.total      # the demo is under a page
    assert window.count_label.text().startswith(str(window.model.total))
    expected = today.needs_action(date.today())
    assert expected, "the demo pound leaves today's feeding to the keeper"
    assert sorted(window.needs.case_nos()) == sorted(a.case_no for a in expected)
    assert window.needs.error.isHidden()


def test_double_click_on_an_action_opens_its_case(window, qtbot):
    tree = window.needs.tree
    group = tree.topLevelItem(0)
    item = group.child(0)
    case_no = item.data(0, Qt.ItemDataRole.UserRole)
    tree.scrollToItem(item)
    rect = tree.visualItemRect(item)
    # a press first: an item view acts on a double click only where it was pressed
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    view = window.dialogs[-1]
    assert isinstance(view, CaseViewDialog) and view.case_no == case_no
    # the case view shows the heads, dues and the history of the case
    assert view.heads.rowCount() == len(view.cv.heads)
    assert view.timeline.count() == len(view.cv.events)


def test_searching_resets_the_register(window, qtbot):
    row = window.model.row_at(0)
    window.search.field.setCurrentIndex(window.search.field.findData("case_no"))
    window.search.text.setFocus()
    qtbot.keyClicks(window.search.text, row.case_no)
    qtbot.keyClick(window.search.text, Qt.Key.Key_Return)
    expected = register.count(Query(text=row.case_no, field="case_no"))
    assert window.model.total == expected
    assert row.case_no in [window.model.case_no_at(i) for i in range(window.model.rowCount())]
    window.search.status.setCurrentIndex(window.search.status.findData("released"))
    assert all(window.model.row_at(i).status == "released" for i in range(window.model.rowCount()))
    window.search.all_dates.setChecked(False)
    window.search.date_from.setDate(date(2000, 1, 1))
    window.search.date_to.setDate(date(2000, 1, 2))
    assert window.model.rowCount() == 0


def test_enter_on_a_row_opens_the_case(window, qtbot):
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)
    qtbot.keyClick(window.table, Qt.Key.Key_Down)
    wanted = window.selected_case_no()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert window.dialogs[-1].case_no == wanted


def test_logging_todays_feeding_asks_then_clears_the_feeding_actions(window, qtbot):
    window.confirm = lambda text: False
    assert window.log_feeding() is None
    assert feeding.unfed_case_nos(date.today())
    window.confirm = lambda text: True
    logged = window.log_feeding()
    assert logged and logged > 0
    assert feeding.unfed_case_nos(date.today()) == []
    qtbot.waitUntil(lambda: not window.needs.loading)
    assert not any(a.code == "feeding" for a in window.needs.actions)


def test_print_register_runs_in_a_worker_and_opens_the_preview(window, qtbot):
    dialog = window.print_register()
    dialog.date_from.setDate(date(2000, 1, 1))
    dialog.date_to.setDate(date.today())
    task = dialog.start()
    assert task is not None
    qtbot.waitUntil(lambda: dialog.preview is not None or not dialog.error.isHidden(), timeout=60000)
    assert dialog.error.isHidden(), dialog.error.text()
    assert Path(dialog.path).is_file() and dialog.preview.page_count >= 1
    first = window.model.row_at(window.model.rowCount() - 1).case_no   # the oldest case
    assert first in pdf_text(dialog.path)


def test_release_from_the_toolbar_needs_a_held_case(window):
    released = next(i for i in range(window.model.rowCount()) if window.model.row_at(i).status == "released")
    window.table.selectRow(released)
    assert window.release_selected() is None
    held = next(i for i in range(window.model.rowCount()) if window.model.row_at(i).status == "held")
    window.table.selectRow(held)
    dialog = window.release_selected()
    assert dialog is not None and dialog.cv.case_no == window.model.row_at(held).case_no
    assert dialog.dues.total.paise > 0
    assert isinstance(dialog.at.value(), datetime)


def test_the_menus_fit_an_old_screen(pound, qtbot):
    """The paths of a case are grouped under one menu and the returns under
    the accounts, so the menu bar fits 1024 pixels with nothing hidden."""
    from pound_desk.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1024, 740)
    w.show()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    top = [a.text().replace("&", "").split(" / ")[0] for a in w.menuBar().actions()]
    assert top == ["File", "Pound", "Office", "Cases", "Accounts", "View", "Help"]
    assert [a.text().replace("&", "").split(" / ")[0] for a in w.cases_menu.actions()] == [
        "Unclaimed", "Auction", "Disputes", "Penalties"]
    bar = w.menuBar()
    assert all(bar.actionGeometry(a).right() <= bar.width() for a in bar.actions())


def test_closing_the_window_with_a_form_open_asks_and_no_means_no(window, qtbot):
    form = window.new_seizure()
    form.seizer_name.setText("Ramachandran")        # typed work that would be lost
    asked = []
    form.confirm_discard = lambda: asked.append(1) or False
    assert not window.close()
    assert asked and window.isVisible() and form.isVisible()
    assert form.seizer_name.text() == "Ramachandran"
    form.confirm_discard = lambda: True
    assert window.close()
    assert not window.isVisible()


def test_closing_the_window_closes_a_release_opened_from_a_case(window, qtbot):
    view = window.open_case(window.model.case_no_at(0))
    assert view is not None
    assert window.close()
    assert not view.isVisible()
