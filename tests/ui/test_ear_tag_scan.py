"""Ear tags scanned, not typed: a USB scanner types the 12 digits of a Pashu
Aadhaar tag a few milliseconds apart and ends with Enter or Tab. The scan
lands in the ear tag of the head being entered whichever field had the
focus; the same digits typed slowly stay where they were typed; the search
bar opens the case that holds a scanned tag. The office's clock for the
keys is a fake one the test moves on, so the speed is exact."""
from __future__ import annotations

from datetime import timedelta

import pytest
from desk_helpers import NOW, a_draft
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from pound_desk.law.money import Money
from pound_desk.law.seizure import HeadDraft
from pound_desk.services.case import cases, register, releases, seizures, tags
from pound_desk.services.case.register import Query
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.scanner import GAP_MS
from pound_desk.ui.seizure_form import SeizureForm

TAG = "302114567890"


class KeyClock:
    """Milliseconds that move only when the test says."""

    def __init__(self) -> None:
        self.ms = 1_000_000.0

    def __call__(self) -> float:
        return self.ms


def type_at(qtbot, clock: KeyClock, widget, text: str, gap_ms: float, end=None) -> None:
    """Each key ``gap_ms`` after the one before, to the widget with the focus."""
    for ch in text:
        clock.ms += gap_ms
        qtbot.keyClick(widget, ch)
    if end is not None:
        clock.ms += gap_ms
        qtbot.keyClick(widget, end)


def earlier_cases():
    """Two earlier cases of the tag: one released to its owner, one (a later
    seizure) still held with the owner not known."""
    first = seizures.register(a_draft(NOW - timedelta(days=40), owner="Rajan P.",
                                      heads=[HeadDraft("cow", "female", "black", ear_tag=TAG)]),
                              now=NOW - timedelta(days=40))
    releases.release_on_payment(first.case_no, NOW - timedelta(days=39), "Rajan P.", Money.of_rupees(10000),
                                now=NOW - timedelta(days=39))
    second = seizures.register(a_draft(NOW - timedelta(days=2), owner="", owner_residence="",
                                       heads=[HeadDraft("cow", "female", "black", ear_tag=TAG),
                                              HeadDraft("goat", "male", "white")]),
                               now=NOW - timedelta(days=2))
    return first.case_no, second.case_no


def a_form(qtbot, now, clock) -> SeizureForm:
    form = SeizureForm(now=now, scan_clock=clock)
    qtbot.addWidget(form)
    form.confirm_discard = lambda: True
    form.show()
    form.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is form)
    return form


def test_a_scan_into_the_owners_name_lands_in_the_ear_tag(pound, qtbot, now):
    first, second = earlier_cases()
    clock = KeyClock()
    form = a_form(qtbot, now, clock)
    form.owner_name.setFocus()
    type_at(qtbot, clock, form.owner_name, "Ra", 150)     # the person starts typing a name
    qtbot.waitUntil(lambda: form.owner_name.text() == "Ra")
    clock.ms += 400
    type_at(qtbot, clock, form.owner_name, TAG, 4, end=Qt.Key.Key_Return)   # then scans the tag

    assert form.heads.ear_tag.text() == TAG
    assert form.owner_name.text() == "Ra"                 # no digit left behind in the name
    assert form.scanner.holding == 0
    assert QApplication.focusWidget() is form.owner_name  # Enter did not move on, nor register
    assert form.case_no is None

    # the earlier cases are shown: dates, owner, what happened
    history = form.tag_history
    assert history.isVisible()
    assert [t.case_no for t in history.found] == [second, first]
    text = history.listing.text()
    assert first in text and second in text and "Rajan P." in text
    assert "Still in the pound" in text and "Rajan P." in text
    assert f"{(NOW - timedelta(days=40)):%d-%m-%Y}" in text

    # the known owner is offered, not filled in
    assert history.take_button.isVisible() and "Rajan P." in history.take_button.text()
    assert form.owner_residence.text() == ""
    qtbot.mouseClick(history.take_button, Qt.MouseButton.LeftButton)
    assert form.owner_name.text() == "Rajan P."
    assert form.owner_residence.text() == "Karakulam"


def test_a_scan_ended_by_tab_in_a_time_field(pound, qtbot, now):
    clock = KeyClock()
    form = a_form(qtbot, now, clock)
    form.seized_at.setFocus()
    before = form.seized_at.value()
    type_at(qtbot, clock, form.seized_at, TAG, 3, end=Qt.Key.Key_Tab)
    assert form.heads.ear_tag.text() == TAG
    assert form.seized_at.value() == before              # the time was not typed over
    assert QApplication.focusWidget() is form.seized_at
    # a tag with no earlier case says so
    assert form.tag_history.isVisible() and not form.tag_history.found
    assert "no earlier case" in form.tag_history.heading.text()
    assert not form.tag_history.take_button.isVisible()


def test_a_scan_into_the_ear_tag_field_is_typed_there_and_enter_adds_the_head(pound, qtbot, now):
    clock = KeyClock()
    form = a_form(qtbot, now, clock)
    form.heads.ear_tag.setFocus()
    type_at(qtbot, clock, form.heads.ear_tag, TAG, 3, end=Qt.Key.Key_Return)
    assert [h.ear_tag for h in form.heads.heads()] == [TAG]
    assert form.heads.ear_tag.text() == ""


def test_the_same_digits_typed_slowly_stay_in_the_name_field(pound, qtbot, now):
    earlier_cases()
    clock = KeyClock()
    form = a_form(qtbot, now, clock)
    form.owner_name.setFocus()
    type_at(qtbot, clock, form.owner_name, TAG, GAP_MS * 4, end=Qt.Key.Key_Return)
    assert form.owner_name.text() == TAG
    assert form.heads.ear_tag.text() == ""
    assert QApplication.focusWidget() is form.owner_residence   # Enter moved on, as typed Enter does
    assert not form.tag_history.isVisible()


def test_a_typed_ear_tag_shows_its_cases_too(pound, qtbot, now):
    first, _ = earlier_cases()
    clock = KeyClock()
    form = a_form(qtbot, now, clock)
    form.heads.ear_tag.setFocus()
    type_at(qtbot, clock, form.heads.ear_tag, TAG, 200)
    clock.ms += 200
    qtbot.waitUntil(lambda: form.heads.ear_tag.text() == TAG)   # the last digit, after the pause
    assert first in form.tag_history.listing.text()


def test_a_short_fast_burst_is_typing(pound, qtbot, now):
    """A person's two quick digits and Enter are not a scan."""
    clock = KeyClock()
    form = a_form(qtbot, now, clock)
    form.police_aid.setFocus()
    type_at(qtbot, clock, form.police_aid, "12", 5, end=Qt.Key.Key_Return)
    assert form.police_aid.text() == "12"
    assert form.heads.ear_tag.text() == ""


def test_digits_typed_just_before_a_shortcut_go_in_first(pound, qtbot, now):
    """A shortcut is decided before its key reaches any field: a digit still
    held back is delivered before it acts (Ctrl+Enter's Ctrl, a key of its
    own, does that too; a function key has none)."""
    from PySide6.QtGui import QKeySequence, QShortcut

    clock = KeyClock()
    form = a_form(qtbot, now, clock)
    seen = []
    QShortcut(QKeySequence("F9"), form, activated=lambda: seen.append(form.police_aid.text()))
    form.police_aid.setFocus()
    type_at(qtbot, clock, form.police_aid, "5", 150)
    assert form.scanner.holding == 1
    clock.ms += 5
    qtbot.keyClick(form.police_aid, Qt.Key.Key_F9)
    assert seen == ["5"]
    assert form.scanner.holding == 0


@pytest.fixture
def window(pound, qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    return w


def test_a_scan_into_the_search_bar_opens_the_case_that_holds_it(window, qtbot):
    first, second = earlier_cases()
    window.refresh()
    clock = KeyClock()
    window.search.scanner.clock = clock
    window.search.text.setFocus()
    type_at(qtbot, clock, window.search.text, TAG, 4, end=Qt.Key.Key_Return)
    # the case whose head is still in the pound opens
    assert [d.case_no for d in window.dialogs] == [second]
    # and the register lists every case of the tag
    assert window.search.text.text() == TAG
    assert {window.model.case_no_at(r) for r in range(window.model.rowCount())} == {first, second}


def test_a_scanned_tag_in_no_case_says_so(window, qtbot):
    clock = KeyClock()
    window.search.scanner.clock = clock
    window.search.text.setFocus()
    type_at(qtbot, clock, window.search.text, "999999999999", 4, end=Qt.Key.Key_Return)
    assert window.dialogs == []
    assert "999999999999" in window.statusBar().currentMessage()


def test_the_register_search_finds_every_case_of_a_tag_amended_ones_too(pound):
    first, second = earlier_cases()
    third = seizures.register(a_draft(NOW, heads=[HeadDraft("cow", "female", "brown", ear_tag="111122223333")]),
                              now=NOW)
    cases.amend(third.case_no, "ear_tag", TAG, "Tag read again in daylight", head_seq=1, now=NOW)
    found = {r.case_no for r in register.page(Query(text=TAG, field="ear_tag"), 0, 50)}
    assert found == {first, second, third.case_no}
    assert {t.case_no for t in tags.cases_of(TAG)} == found
    assert tags.cases_of("111122223333") == []      # the tag it no longer bears
    assert tags.case_to_open(tags.cases_of(TAG)) in (second, third.case_no)
