"""The guide inside the program: Help → Guide and F1 from any window, at that
window's page; its pages in Malayalam and English, each with pictures of the
real windows and the sections of the Act behind its steps."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from desk_helpers import a_draft
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from pound_desk.documents.guide_data import LAW, PICTURE, STEP, PageError, marked, parse_page
from pound_desk.services import guide
from pound_desk.services.case import seizures
from pound_desk.ui import guide_key
from pound_desk.ui.guide_window import GuideWindow, page_html
from pound_desk.ui.main_window import MainWindow

UI = Path(__file__).resolve().parents[2] / "pound_desk" / "ui"
MALAYALAM = re.compile("[\u0d00-\u0d7f]")


def _open_main(qtbot, now) -> MainWindow:
    window = MainWindow(now=now)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: not window.needs.loading)
    return window


def test_f1_in_the_main_window_opens_the_guide_and_about_stays_in_the_help_menu(pound, qtbot, now):
    window = _open_main(qtbot, now)
    qtbot.keyClick(window.table, Qt.Key.Key_F1)
    shown = window.guide_window
    assert isinstance(shown, GuideWindow) and shown.isVisible()
    assert shown.page_key == "start"
    assert window.guide_action.shortcut().toString() == "F1"
    help_menu = window.menuBar().actions()[-1].menu()
    assert help_menu.actions() == [window.guide_action, window.about_action]
    window.about_action.trigger()
    assert window.about_dialog.isVisible()
    shown.close()
    # F1 with today's list in focus: its page (feeding, the first thing it asks)
    window.activateWindow()
    window.needs.tree.setFocus()
    focus = QApplication.focusWidget()
    assert focus is not None and focus.window() is window
    qtbot.keyClick(focus, Qt.Key.Key_F1)
    assert shown.isVisible() and shown.page_key == "feeding"


def test_f1_in_a_form_opens_that_forms_page(pound, qtbot, now):
    case_no = seizures.register(a_draft(now()), now=now()).case_no
    window = _open_main(qtbot, now)
    window.refresh()
    view = window.open_case(case_no)
    release = view.release()
    release.activateWindow()
    # a key comes to the window with the focus: the form has taken it, as it does on a screen
    qtbot.waitUntil(lambda: QApplication.focusWindow() is release.windowHandle())
    field = release.claimant_name
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_F1)
    assert release.guide_window.isVisible() and release.guide_window.page_key == "release"
    assert "Release on payment" in release.guide_window.browser.toPlainText()
    # a message over the form is the form's: its page too
    box = QMessageBox(release)
    assert guide_key.page_for(box) == "release"
    # the case view, and a window with no page of its own (the first page)
    assert guide_key.page_for(view) == "seizure"
    assert guide_key.page_for(QWidget()) == guide_key.FIRST_PAGE
    # today's list in the main window has a page of its own
    assert guide_key.page_for(window.needs) == "feeding" and guide_key.page_for(window.table) == "start"
    # F1 pressed again in the guide itself opens no guide over the guide
    guide_window = release.guide_window
    guide_window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWindow() is guide_window.windowHandle())
    assert guide_window.property(guide_key.WATCHED)   # F1 is watched there: the check below can fail
    qtbot.keyClick(guide_window.browser, Qt.Key.Key_F1)
    assert getattr(guide_window, "guide_window", None) is None
    release.confirm_discard = lambda: True
    release.close()
    view.close()


def _classes_of_the_desktop() -> set[str]:
    names = set()
    for path in UI.rglob("*.py"):
        names |= set(re.findall(r"^class (\w+)\(", path.read_text(encoding="utf-8"), re.M))
    return names


def test_every_window_of_the_table_exists_and_has_a_page():
    classes = _classes_of_the_desktop()
    assert set(guide_key.WINDOW_PAGES) <= classes, set(guide_key.WINDOW_PAGES) - classes
    assert set(guide_key.WINDOW_PAGES.values()) <= set(guide.PAGES)
    # every page but the last (what to do when something goes wrong) is some window's or part's
    assert set(guide.PAGES) - set(guide_key.WINDOW_PAGES.values()) == {"trouble"}


def _law_numbers(page) -> set[str]:
    return set(re.findall(r"\d+(?:\(\d+\))?", " ".join(page.sections())))


@pytest.mark.parametrize("key", guide.PAGES)
def test_each_page_in_both_languages_has_pictures_steps_and_the_act(key):
    ml, en = guide.page(key, "ml"), guide.page(key, "en")
    assert MALAYALAM.search(ml.title) and not MALAYALAM.search(en.title)
    for page, code in ((ml, "ml"), (en, "en")):
        assert page.pictures(), f"{code}/{key} has no picture"
        for picture in page.pictures():
            assert (guide.folder(code) / picture).is_file(), f"{code}/{key}: {picture}"
        assert page.sections(), f"{code}/{key} names no section of the Act"
        steps = [b.number for b in page.blocks if b.kind == STEP]
        assert steps, f"{code}/{key} has no steps"
        # each run of steps counts 1, 2, 3…
        runs = [n for n in steps]
        assert all(b == a + 1 or b == 1 for a, b in zip(runs, runs[1:])) and runs[0] == 1, runs
    # the same pictures and the same sections in both languages
    assert ml.pictures() == en.pictures()
    assert _law_numbers(ml) == _law_numbers(en), (ml.sections(), en.sections())
    # short sentences, one step a line: no line of the Malayalam page runs on and on
    for block in ml.blocks:
        assert block.kind == LAW or len(block.text) < 260, block.text


def test_the_pages_name_the_acts_sections_as_the_act_numbers_them():
    cited = {re.match(r"\d+", n).group() for key in guide.PAGES for n in _law_numbers(guide.page(key, "en"))}
    assert cited <= {str(n) for n in range(1, 29)}, cited     # the Act has 28 sections
    assert {"6", "7", "8", "12", "13", "14", "15", "19"} <= cited


def test_a_page_is_read_from_its_marks():
    page = parse_page("x", "# Title\n## Head\n1. One **two**\n2. Three\n- A point\n"
                           "![Caption](pictures/a.png)\n§ s. 7: words\nPlain.\n")
    assert page.title == "Title"
    assert [b.kind for b in page.blocks] == ["heading", "step", "step", "point", PICTURE, LAW, "text"]
    assert page.pictures() == ["pictures/a.png"] and page.sections() == ["s. 7: words"]
    assert marked("One **two** three") == [("One ", False), ("two", True), (" three", False)]
    with pytest.raises(PageError):
        parse_page("x", "No title\n")
    with pytest.raises(PageError):
        parse_page("x", "# T\n![broken](no end\n")
    with pytest.raises(PageError):
        parse_page("x", "# T\n# Second title\n")


def test_the_guide_window_shows_a_page_its_pictures_and_the_other_language(qtbot, malayalam):
    host = QWidget()
    qtbot.addWidget(host)
    shown = guide_key.open_guide(host, "backups")
    assert shown.contents.count() == len(guide.PAGES)
    assert shown.page_key == "backups" and shown.contents.currentRow() == guide.PAGES.index("backups")
    text = shown.browser.toPlainText()
    assert "ബാക്കപ്പ്" in text and "നിയമം പറയുന്നത്" in text
    # the picture is loaded from the program's own files
    image = shown.browser.document().resource(QTextDocument.ResourceType.ImageResource,
                                              QUrl("pictures/backups-dialog.png"))
    assert image is not None and not image.isNull()
    shown.contents.setCurrentRow(guide.PAGES.index("auction"))
    assert shown.page_key == "auction" and "ലേലം" in shown.browser.toPlainText()
    assert MALAYALAM.search(shown.language_button.text())
    shown.language_button.click()
    assert shown.language == "en" and "The auction and its account" in shown.browser.toPlainText()
    assert shown.page_key == "auction"
    # opened again over the same window: the same guide, at the page asked for
    assert guide_key.open_guide(host, "trouble") is shown and shown.page_key == "trouble"


def test_a_page_as_html_escapes_its_words_and_fits_its_pictures():
    page = parse_page("x", "# A <b> & c\n![Pic](pictures/main-window.png)\n1. Step **bold**\n")
    html = page_html(page, "Law", 300, guide.folder("en"))
    assert "A &lt;b&gt; &amp; c" in html and "<b>bold</b>" in html
    assert "width='300'" in html


def test_the_guide_prints_its_booklet_and_shows_it(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path))
    host = QWidget()
    qtbot.addWidget(host)
    shown = guide_key.open_guide(host, "seizure")
    shown.print_button.click()
    assert not shown.print_button.isEnabled()          # one booklet at a time
    qtbot.waitUntil(lambda: shown.preview is not None, timeout=60000)
    assert shown.booklet_path == tmp_path / "guide" / "pound-desk-guide-en.pdf"
    assert shown.booklet_path.read_bytes().startswith(b"%PDF")
    assert shown.print_button.isEnabled() and shown.message.text() == ""
    shown.preview.close()
    # closed and asked for again: the same guide, shown again
    shown.close()
    assert guide_key.open_guide(host, "feeding") is shown and shown.isVisible()


def test_a_booklet_that_cannot_be_written_is_said_plainly(qtbot, tmp_path, monkeypatch):
    blocked = tmp_path / "home"
    blocked.write_text("a file where the data folder should be")
    monkeypatch.setenv("POUND_DESK_HOME", str(blocked))
    host = QWidget()
    qtbot.addWidget(host)
    shown = guide_key.open_guide(host, "start")
    shown.print_button.click()
    qtbot.waitUntil(lambda: shown.message.text() != "", timeout=60000)
    assert "disk full" in shown.message.text() and "Errno" not in shown.message.text()
    assert shown.preview is None and shown.print_button.isEnabled()
