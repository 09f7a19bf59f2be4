"""The time of seizure is typed from what the seizer says, never defaulted
to the hour brought: a default would hide a late arrival (more than 24
hours, ss. 9-10, rules 12 and Q2). The field starts empty and is required;
entering it offers the hour brought to type over; leaving it untouched
leaves it empty."""
from __future__ import annotations

from desk_helpers import NOW, focused, tab_to

from pound_desk.ui.seizure_form import SeizureForm


def open_form(qtbot, now) -> SeizureForm:
    form = SeizureForm(now=now)
    form.confirm_discard = lambda: True
    qtbot.addWidget(form)
    form.show()
    form.activateWindow()
    qtbot.waitUntil(lambda: focused() is form.brought_at)
    return form


def test_the_time_of_seizure_starts_empty_and_is_required(qtbot, pound, now):
    form = open_form(qtbot, now)
    assert form.seized_at.value() is None
    assert form.seized_at.text() != form.brought_at.text()      # says "not typed", not a time
    tab_to(qtbot, form.seized_at)
    tab_to(qtbot, form.seized_place)                             # passed over without typing
    assert form.seized_at.value() is None
    form.submit()
    assert "time of seizure" in form.errors.message("seized_at").lower()
    assert form.case_no is None


def test_typing_the_time_of_seizure_over_the_offered_hour(qtbot, pound, now):
    form = open_form(qtbot, now)
    tab_to(qtbot, form.seized_at)
    qtbot.keyClicks(focused(), "090320261000am")                 # the day before, 10 AM
    tab_to(qtbot, form.seized_place)
    assert form.seized_at.value() == NOW.replace(day=9, hour=10, minute=0)
    # more than 24 hours before the hour brought: flagged as the form stands
    assert not form.late_warning.isHidden() and form.late_warning.text()
    form.reset()
    assert form.seized_at.value() is None                        # the next seizure: empty again
