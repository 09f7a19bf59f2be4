"""A form shows every refusal at once, beside each field, not one per
attempt: the release on payment (s. 12) and the seizure (s. 7)."""
from __future__ import annotations

from desk_helpers import a_draft
from PySide6.QtCore import Qt

from pound_desk.services.case import cases, seizures
from pound_desk.ui.release_dialog import ReleaseDialog
from pound_desk.ui.seizure_form import SeizureForm


def test_the_release_shows_every_refusal_at_once(qtbot, pound, now):
    case = seizures.register(a_draft(), now=now())
    d = ReleaseDialog(case.case_no, now=now)
    qtbot.addWidget(d)
    d.show()
    d.claimant_name.clear()                                  # no name
    d.claimant_capacity.setCurrentIndex(d.claimant_capacity.findData("agent"))   # an agent, no evidence
    for i in range(d.heads.count()):                          # no head ticked
        d.heads.item(i).setCheckState(Qt.CheckState.Unchecked)
    d.paid.setText("-5")                                     # not an amount
    d.submit()
    for name in ("claimant_name", "evidence", "heads", "paid"):
        assert d.errors.message(name), name
    assert d.receipt_no is None and cases.view(case.case_no).held


def test_the_seizure_shows_every_refusal_at_once(qtbot, pound, now):
    form = SeizureForm(now=now)
    form.confirm_discard = lambda: True
    qtbot.addWidget(form)
    form.show()
    form.local_area.setCurrentText("Nowhere at all")
    form.submit()
    for name in ("seized_place", "basis", "seizer_name", "heads", "local_area"):
        assert form.errors.message(name), name
    assert form.case_no is None
