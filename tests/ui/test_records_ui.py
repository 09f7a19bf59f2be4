"""The desk's records of the Act: the owner's receipt in the register
(s. 12(b)) chosen in the release dialog."""
from __future__ import annotations

from datetime import timedelta

from desk_helpers import NOW, a_draft

from pound_desk.services.case import cases, seizures
from pound_desk.ui.release_dialog import ReleaseDialog


def test_s12b_release_dialog_records_a_refusal_to_sign(pound, qtbot, now):
    case_no = seizures.register(a_draft(NOW - timedelta(days=2), kinds=("cow",)), now=NOW).case_no
    dialog = ReleaseDialog(case_no, now=now)
    qtbot.addWidget(dialog)
    codes = [dialog.signature.itemData(i) for i in range(dialog.signature.count())]
    assert codes == ["signed", "agent", "refused"]          # signed is the first, as before
    dialog.signature.setCurrentIndex(codes.index("refused"))
    dialog.paid.setText("5000")
    dialog.submit()
    assert dialog.receipt_no
    assert [r.signature for r in cases.view(case_no).releases] == ["refused"]


def test_s1_office_settings_keep_commencement_and_excluded_areas(pound, qtbot, now):
    from datetime import date

    from PySide6.QtCore import QDate, Qt

    from pound_desk.services.office import settings
    from pound_desk.ui.office.settings_dialog import SettingsDialog

    d = SettingsDialog(now=now)
    qtbot.addWidget(d)
    # the default is stated: the Act's 1961 date
    assert d.commenced_on.date().toPython() == date(1961, 7, 15)
    assert "15th July 1961" in d.commencement_reference.text()
    d.commenced_on.setDate(QDate(1962, 1, 1))
    d.commencement_reference.setText("G.O. 1/1961 appointing the date")
    d.excluded_area.setText("Palode")
    d.excluded_from.setDate(QDate(2026, 3, 1))
    d.add_exclusion.click()
    assert d.exclusion_table.rowCount() == 1
    qtbot.mouseClick(d.save_extent_button, Qt.MouseButton.LeftButton)
    assert "notification" in d.extent_errors.general.text()          # no reference for the area
    assert settings.extent().exclusions == ()
    d.exclusion_table.setCurrentCell(0, 0)
    d.remove_exclusion.click()
    d.excluded_area.setText("Palode")
    d.excluded_from.setDate(QDate(2026, 3, 1))
    d.excluded_reference.setText("SRO 12/2026")
    d.add_exclusion.click()
    qtbot.mouseClick(d.save_extent_button, Qt.MouseButton.LeftButton)
    e = settings.extent()
    assert e.commenced_on == date(1962, 1, 1) and [x.area for x in e.exclusions] == ["Palode"]
    assert e.exclusions[0].reference == "SRO 12/2026"


def test_s2_1_seizure_form_refuses_a_kind_before_its_notification_beside_the_kind(pound, qtbot, now):
    from datetime import date, datetime

    from pound_desk.services.office import authorities
    from pound_desk.ui.seizure_form import SeizureForm

    authorities.add_kind("yak", "Yak", "യാക്ക്", "G.O.(P) 9/2026/AD", date(2026, 12, 25))
    form = SeizureForm(now=lambda: datetime(2026, 11, 1, 12, 0))
    qtbot.addWidget(form)
    form.confirm_discard = lambda: True
    form.brought_at.set_value(datetime(2026, 11, 1, 10, 0))
    form.seized_at.set_value(datetime(2026, 11, 1, 8, 0))
    form.heads.kind.setCurrentIndex(form.heads.kind.findData("yak"))
    assert not form.heads.add_current()
    text = form.heads.entry_error.text()
    assert "Yak" in text and "25-12-2026" in text and "s. 2(1)" in text
    assert form.heads.table.rowCount() == 0
