"""The place of seizure and the kind are chosen from the office's lists,
typing finding them in either script ("nedu" finds "നെടുമങ്ങാട്"); a new
place is typed on purpose and the form says it will be added, never a
near match put in its stead."""
from __future__ import annotations

from desk_helpers import NOW, a_draft, focused, tab_to, type_text
from pound_desk.services.case import seizures
from pound_desk.ui.seizure_form import SeizureForm


def open_form(qtbot, now) -> SeizureForm:
    form = SeizureForm(now=now)
    form.confirm_discard = lambda: True
    qtbot.addWidget(form)
    form.show()
    form.activateWindow()
    qtbot.waitUntil(lambda: focused() is form.brought_at)
    return form


def test_the_places_of_earlier_entries_are_offered(qtbot, pound, now):
    seizures.register(a_draft(seized_place="നെടുമങ്ങാട് ചന്ത"), now=NOW)
    seizures.register(a_draft(seized_place="Market road"), now=NOW)
    form = open_form(qtbot, now)
    assert set(form.seized_place.items) == {"നെടുമങ്ങാട് ചന്ത", "Market road"}
    assert form.seized_place.text() == ""                       # nothing chosen for the person
    # Latin letters find the Malayalam name, without transliterating a new one
    form.seized_place.setFocus()
    qtbot.waitUntil(lambda: focused() is form.seized_place)
    qtbot.keyClicks(form.seized_place.lineEdit(), "nedu")
    assert form.seized_place._matching("nedu") == ["നെടുമങ്ങാട് ചന്ത"]
    assert form.seized_place.completer().completionModel().rowCount() == 1
    form.seized_place.setText("നെടുമങ്ങാട് ചന്ത")
    assert form.seized_place.chosen() == "നെടുമങ്ങാട് ചന്ത"
    assert form.seized_place.note.isHidden()


def test_a_new_place_is_added_on_purpose_and_said_so(qtbot, pound, now):
    seizures.register(a_draft(seized_place="Market road"), now=NOW)
    form = open_form(qtbot, now)
    tab_to(qtbot, form.seized_at)
    tab_to(qtbot, form.seized_place)
    qtbot.keyClicks(focused(), "Market")                         # a part of a known place
    tab_to(qtbot, form.local_area)
    assert form.seized_place.text() == "Market"                  # kept as typed, not "Market road"
    assert not form.seized_place.note.isHidden()
    assert "will be added" in form.seized_place.note.text()


def test_the_kind_is_found_by_typing_in_either_script(qtbot, pound, now):
    form = open_form(qtbot, now)
    heads = form.heads
    heads.kind.setFocus()
    qtbot.waitUntil(lambda: focused() is heads.kind)
    type_text(heads.kind, "എരു")                                 # Malayalam on an English screen
    assert heads.kind.currentData() == "buffalo"
    qtbot.wait(heads.kind.search_pause_ms + 50)
    qtbot.keyClicks(heads.kind, "pashu")                          # Latin letters for പശു
    assert heads.kind.currentData() == "cow"
    qtbot.wait(heads.kind.search_pause_ms + 50)
    qtbot.keyClicks(heads.kind, "go")
    assert heads.kind.currentData() == "goat"
    assert heads.kind.count() == len(heads.kind.codes)            # never a new kind
