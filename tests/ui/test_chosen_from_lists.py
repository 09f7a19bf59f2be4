"""The place of seizure and the kind are chosen from the office's lists,
typing finding them in either script ("nedu" finds "നെടുമങ്ങാട്"); a new
place is typed on purpose and the form says it will be added, never a
near match put in its stead."""
from __future__ import annotations

from datetime import datetime

from desk_helpers import NOW, a_draft, focused, tab_to, type_text

from pound_desk.law import words
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
    qtbot.waitUntil(heads.kind.search_paused)
    qtbot.keyClicks(heads.kind, "pashu")                          # Latin letters for പശു
    assert heads.kind.currentData() == "cow"
    qtbot.waitUntil(heads.kind.search_paused)
    qtbot.keyClicks(heads.kind, "go")
    assert heads.kind.currentData() == "goat"
    assert heads.kind.count() == len(heads.kind.codes)            # never a new kind


# ---- the same on every form that names something the office keeps a list of

def in_malayalam(monkeypatch):
    monkeypatch.setattr(words.SCREEN, "code", "ml")      # the switch on, as in a Malayalam office


def shown(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    return dialog


def test_typing_a_listed_place_in_english_letters_chooses_it(qtbot, pound, now, monkeypatch):
    """On a Malayalam screen "market road" typed is "Market road" on the list,
    not a new place written in Malayalam from its letters."""
    in_malayalam(monkeypatch)
    seizures.register(a_draft(seized_place="Market road"), now=NOW)
    form = open_form(qtbot, now)
    tab_to(qtbot, form.seized_at)
    tab_to(qtbot, form.seized_place)
    qtbot.keyClicks(focused(), "market road")
    tab_to(qtbot, form.local_area)
    assert form.seized_place.text() == "Market road"
    assert form.seized_place.note.isHidden()


def notice_dialog(qtbot, now):
    from pound_desk.services.disposal import unclaimed
    from pound_desk.ui.unclaimed.notice_dialog import NoticeDialog

    case_no = seizures.register(a_draft(datetime(2026, 3, 2, 10, 0)), now=datetime(2026, 3, 2, 10, 0)).case_no
    unclaimed.make_report(now=NOW)
    return case_no, shown(qtbot, NoticeDialog(case_no, now=now))


def test_the_notices_village_and_market_are_chosen_from_the_lists(qtbot, pound, now, monkeypatch):
    from pound_desk.services.disposal import unclaimed
    from pound_desk.services.office import authorities

    in_malayalam(monkeypatch)
    authorities.add_place("Nedumangad", "Manjadi", "village")
    authorities.add_place("Nedumangad", "Karakulam", "village")
    # an earlier notice's market place, named when none was listed
    earlier = seizures.register(a_draft(datetime(2026, 3, 1, 10, 0)), now=datetime(2026, 3, 1, 10, 0)).case_no
    unclaimed.make_report(now=NOW)
    unclaimed.issue_notice(earlier, NOW.date(), "Manjadi", "നെടുമങ്ങാട് ചന്ത", now=NOW)
    _case_no, d = notice_dialog(qtbot, now)
    assert d.village.items == ["Karakulam", "Manjadi"]           # the listed ones, then the earlier notices'
    assert d.market.items == ["നെടുമങ്ങാട് ചന്ത"]
    # the first listed village is offered, and leaving it is not writing it in Malayalam
    assert d.village.text() == "Karakulam"
    d.village.setFocus()
    qtbot.waitUntil(lambda: d.village.lineEdit().hasFocus())
    d.market.setFocus()
    qtbot.waitUntil(lambda: d.market.lineEdit().hasFocus())
    assert d.village.text() == "Karakulam" and d.village.note.isHidden()
    # English letters find the Malayalam market place; nothing new is made of them
    qtbot.keyClicks(d.market.lineEdit(), "nedu")
    assert d.market._matching(d.market.currentText()) == ["നെടുമങ്ങാട് ചന്ത"]
    assert d.market.completer().completionModel().rowCount() == 1
    d.market.setText("നെടുമങ്ങാട് ചന്ത")
    assert d.market.note.isHidden()
    # a village not on the list is typed on purpose, and the form says so
    d.village.setText("Anad")
    assert not d.village.note.isHidden() and "Anad" in d.village.note.text()


def test_the_amendments_kind_is_found_by_typing_in_either_script(qtbot, pound, now):
    from pound_desk.services.case import cases
    from pound_desk.ui.amend_dialog import AmendDialog

    case_no = seizures.register(a_draft(kinds=("goat",)), now=NOW).case_no
    d = shown(qtbot, AmendDialog(cases.view(case_no)))
    d.choose("kind", 1)
    assert d.choice_value.currentData() == "goat"                 # the kind as entered
    d.choice_value.setFocus()
    qtbot.waitUntil(lambda: focused() is d.choice_value)
    type_text(d.choice_value, "എരു")
    assert d.choice_value.currentData() == "buffalo"
    qtbot.waitUntil(d.choice_value.search_paused)
    qtbot.keyClicks(d.choice_value, "pashu")
    assert d.choice_value.currentData() == "cow"
    assert d.choice_value.count() == len(d.choice_value.codes)    # never a new kind


def test_the_amendments_place_is_chosen_and_its_entry_never_rewritten(qtbot, pound, now, monkeypatch):
    from pound_desk.services.case import cases
    from pound_desk.ui.amend_dialog import AmendDialog

    in_malayalam(monkeypatch)
    seizures.register(a_draft(seized_place="നെടുമങ്ങാട് ചന്ത"), now=NOW)
    case_no = seizures.register(a_draft(seized_place="Market road"), now=NOW).case_no
    d = shown(qtbot, AmendDialog(cases.view(case_no)))
    d.choose("seized_place")
    assert d.value.currentWidget() is d.place_value
    assert d.place_value.text() == "Market road"                  # the entry as it reads, not in Malayalam
    d.place_value.setFocus()
    qtbot.waitUntil(lambda: d.place_value.lineEdit().hasFocus())
    d.reason.setFocus()
    qtbot.waitUntil(d.reason.hasFocus)
    assert d.place_value.text() == "Market road"
    d.place_value.setFocus()
    qtbot.waitUntil(lambda: d.place_value.lineEdit().hasFocus())
    d.place_value.lineEdit().selectAll()
    qtbot.keyClicks(d.place_value.lineEdit(), "nedu")             # finds the listed place
    assert d.place_value._matching(d.place_value.currentText()) == ["നെടുമങ്ങാട് ചന്ത"]
    d.place_value.setText("നെടുമങ്ങാട് ചന്ത")
    assert d.place_value.note.isHidden()
    d.reason.setText("the place as the seizer named it")
    d.submit()
    assert cases.view(case_no).seized_place == "നെടുമങ്ങാട് ചന്ത"


def test_the_amendments_local_area_is_one_of_the_offices(qtbot, pound, now):
    from pound_desk.services.case import cases
    from pound_desk.ui.amend_dialog import AmendDialog

    case_no = seizures.register(a_draft(), now=NOW).case_no
    d = shown(qtbot, AmendDialog(cases.view(case_no)))
    d.choose("local_area")
    assert d.value.currentWidget() is d.area_value
    assert d.area_value.chosen() == cases.view(case_no).local_area
    d.area_value.setEditText("Nowhere at all")
    d.submit()                                                    # nor a reason: both said at once
    assert "from the list" in d.errors.message("new_value")
    assert d.errors.message("reason")
    assert not cases.view(case_no).amendments


def test_the_rates_kind_is_found_by_typing_and_a_new_area_is_said(qtbot, pound, now):
    from pound_desk.ui.office.rates_dialog import RatesDialog

    d = shown(qtbot, RatesDialog(today=lambda: NOW.date()))
    for combo in (d.kind, d.filter_kind):
        combo.setFocus()
        qtbot.waitUntil(lambda combo=combo: focused() is combo)
        type_text(combo, "എരു")
        assert combo.currentData() == "buffalo"
        qtbot.waitUntil(combo.search_paused)
        qtbot.keyClicks(combo, "go")
        assert combo.currentData() == "goat"
    assert d.area.text() in d.area.items and d.area.note.isHidden()
    d.area.setText("Vithura town")
    assert not d.area.note.isHidden() and "Vithura town" in d.area.note.text()


def test_a_new_place_that_began_like_a_listed_one_is_written_whole(qtbot, pound, now, monkeypatch):
    """"kollam" finds "Kollam junction" and is left as typed while it does;
    "kollam road" finds nothing, and the whole new place is written in
    Malayalam, not half of it."""
    in_malayalam(monkeypatch)
    seizures.register(a_draft(seized_place="Kollam junction"), now=NOW)
    form = open_form(qtbot, now)
    tab_to(qtbot, form.seized_at)
    tab_to(qtbot, form.seized_place)
    qtbot.keyClicks(focused(), "kollam ")
    assert form.seized_place.currentText() == "kollam "          # a search, as typed
    qtbot.keyClicks(focused(), "road")
    tab_to(qtbot, form.local_area)
    assert form.seized_place.text() == "കൊല്ലം റോഡ്"
    assert "will be added" in form.seized_place.note.text()


def test_an_old_entrys_place_is_not_called_new(qtbot, pound, now, monkeypatch):
    """A case older than the places the form reads: its place, shown to be
    amended, is the entry's own, not "a new place"."""
    from pound_desk.services.case import cases
    from pound_desk.ui.amend_dialog import AmendDialog

    case_no = seizures.register(a_draft(seized_place="Old ferry"), now=NOW).case_no
    monkeypatch.setattr(seizures, "known_places", lambda: ["Market road"])
    d = shown(qtbot, AmendDialog(cases.view(case_no)))
    d.choose("seized_place")
    assert d.place_value.text() == "Old ferry" and d.place_value.note.isHidden()


def leave_typed(qtbot, box, text, next_field):
    """Letters typed into a box (a chooser, or the plain line it was), then
    the field left for the next one."""
    edit = box.lineEdit() if hasattr(box, "lineEdit") else box
    box.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    edit.selectAll()
    qtbot.keyClicks(edit, text)
    next_field.setFocus()
    qtbot.waitUntil(next_field.hasFocus)


def test_the_places_local_area_is_one_of_the_offices(qtbot, pound, now, monkeypatch):
    """Listing a village: its local area is chosen from the office's, found
    by typing in either script; "vithura" is the listed "വിതുര", never a
    new area in English letters; a new one is typed on purpose and said."""
    from pound_desk.services.office import authorities
    from pound_desk.ui.office.authorities_dialog import AuthoritiesDialog

    in_malayalam(monkeypatch)
    authorities.add_place("വിതുര", "Anad", "village")
    d = shown(qtbot, AuthoritiesDialog(now=now))
    d.tabs.setCurrentIndex(1)                                     # the villages and markets
    assert d.place_area.text() == "Nedumangad"                    # the pound's own, offered
    leave_typed(qtbot, d.place_area, "vithura", d.place_name)
    d.place_name.setText("Manjadi")
    assert d.add_place()
    assert {(p.local_area, p.name) for p in authorities.places()} == {("വിതുര", "Anad"), ("വിതുര", "Manjadi")}
    assert d.place_area.text() == "വിതുര" and d.place_area.note.isHidden()
    assert d.place_area.items[0] == "Nedumangad" and "വിതുര" in d.place_area.items
    assert d.place_area._matching("നെടു") == d.place_area._matching("nedu") == ["Nedumangad"]
    d.place_area.setText("Palode")
    assert not d.place_area.note.isHidden() and "Palode" in d.place_area.note.text()


def test_an_excluded_area_is_one_of_the_offices(qtbot, pound, now, monkeypatch):
    """The s. 1 exclusions: the area is chosen from the office's local areas
    ("vithura" is the listed "വിതുര"); a new one is said beside the field."""
    from pound_desk.services.office import authorities, settings
    from pound_desk.ui.office.settings_dialog import SettingsDialog

    in_malayalam(monkeypatch)
    authorities.add_place("വിതുര", "Anad", "village")
    d = shown(qtbot, SettingsDialog(now=now))
    leave_typed(qtbot, d.excluded_area, "vithura", d.excluded_reference)
    d.excluded_reference.setText("G.O. 12/2026")
    d.add_excluded_area()
    assert d.save_extent()
    assert [x.area for x in settings.extent().exclusions] == ["വിതുര"]
    assert "Nedumangad" in d.excluded_area.items and "വിതുര" in d.excluded_area.items
    assert d.excluded_area._matching("വിതു") == d.excluded_area._matching("vithu") == ["വിതുര"]
    d.excluded_area.setText("Palode")
    assert not d.excluded_area.note.isHidden() and "Palode" in d.excluded_area.note.text()
