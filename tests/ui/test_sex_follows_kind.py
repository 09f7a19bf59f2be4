"""On the seizure form the sex of a cow, bull, ox, ram or ewe follows from
the kind, shown so and not open to a contradicting choice; a buffalo's or a
goat's is the person's to choose."""
from __future__ import annotations

from desk_helpers import focused, tab_to

from pound_desk.services.case import cases
from pound_desk.ui.seizure_form import SeizureForm


def form_for(qtbot, now) -> SeizureForm:
    form = SeizureForm(now=now)
    form.confirm_discard = lambda: True
    qtbot.addWidget(form)
    form.show()
    form.activateWindow()
    qtbot.waitExposed(form)
    return form


def choose_kind(heads, code):
    heads.kind.setCurrentIndex(heads.kind.findData(code))


def test_the_sex_follows_from_the_kind(qtbot, pound, now):
    heads = form_for(qtbot, now).heads
    for code, sex in (("cow", "female"), ("ox", "male"), ("bull", "male")):
        choose_kind(heads, code)
        assert heads.sex.currentData() == sex
        assert not heads.sex.isEnabled()                  # no contradicting sex can be chosen
        assert heads.sex_note.isVisibleTo(heads) and heads.sex_note.text()
    choose_kind(heads, "buffalo")                         # says no sex: the person's choice
    assert heads.sex.isEnabled() and heads.sex.currentData() == "unknown"
    assert not heads.sex_note.isVisibleTo(heads)


def test_by_keyboard_tab_passes_over_a_sex_the_kind_gives(qtbot, pound, now):
    form = form_for(qtbot, now)
    heads = form.heads
    choose_kind(heads, "goat")
    heads.kind.setFocus()
    qtbot.waitUntil(lambda: focused() is heads.kind)
    tab_to(qtbot, heads.sex)                              # a goat: the sex is asked
    choose_kind(heads, "ox")
    heads.kind.setFocus()
    qtbot.waitUntil(lambda: focused() is heads.kind)
    tab_to(qtbot, heads.colour)                           # an ox: male, nothing to ask


def test_an_ox_is_registered_male(qtbot, pound, now):
    from datetime import timedelta

    from desk_helpers import NOW

    form = form_for(qtbot, now)
    form.seized_at.set_value(NOW - timedelta(hours=2))
    form.seized_place.setText("Market road")
    form.basis.setCurrentIndex(form.basis.findData("s10"))
    form.seizer_capacity.setCurrentIndex(form.seizer_capacity.findData("police"))
    form.seizer_name.setText("SI Anil Kumar")
    form.seizer_residence.setText("Nedumangad")
    choose_kind(form.heads, "ox")
    assert form.heads.add_current()
    form.submit()
    assert form.case_no, form.general_error.text()
    assert [h.sex for h in cases.view(form.case_no).heads] == ["male"]
