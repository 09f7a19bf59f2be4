"""The office's dialogs driven as a person would: the rate tables (ss. 4,
11), the s. 11(4) list from "needs action", the office settings (rules.md
Q20) and the pound-keeper (s. 5)."""
from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from desk_helpers import NOW, a_draft
from PySide6.QtCore import QDate, Qt

from pound_desk.law.money import Money
from pound_desk.law.rates import RateType
from pound_desk.services.case import cases, seizures
from pound_desk.services.office import rates, settings
from pound_desk.services.office.keepers import KeeperBarred
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.office.exhibit_dialog import ExhibitDialog
from pound_desk.ui.office.keeper_dialog import KeeperDialog
from pound_desk.ui.office.rates_dialog import RatesDialog
from pound_desk.ui.office.settings_dialog import SettingsDialog


def rates_dialog(qtbot) -> RatesDialog:
    d = RatesDialog(today=lambda: NOW.date())
    qtbot.addWidget(d)
    d.show()
    return d


def fill_rate(qtbot, d: RatesDialog, type_: RateType, kind: str, amount: str, ref: str, effective: date):
    d.type.setCurrentIndex(d.type.findData(type_.value))
    d.area.setCurrentText("Nedumangad")
    d.kind.setCurrentIndex(d.kind.findData(kind))
    d.amount.clear()
    qtbot.keyClicks(d.amount, amount)
    d.reference.clear()
    qtbot.keyClicks(d.reference, ref)
    d.notified_on.setDate(QDate(effective - timedelta(days=10)))
    d.effective.setDate(QDate(effective))


def test_s11_rate_revision_in_the_dialog_leaves_an_existing_case_as_impounded(pound, qtbot):
    # a cow brought 8 Mar 2026 15:30: as of 10 Mar 15:30 that is two periods,
    # ₹200 + 2 × ₹60 = ₹320
    case_no = seizures.register(a_draft(NOW - timedelta(days=2)), now=NOW).case_no
    assert cases.dues(case_no, NOW).total == Money.of_rupees(320)
    d = rates_dialog(qtbot)
    before = d.table.rowCount()
    fill_rate(qtbot, d, RateType.FINE, "cow", "300", "G.O.(P) 9/2026/LSGD", date(2026, 3, 9))
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert d.general.isHidden(), d.general.text()
    assert d.table.rowCount() == before + 1
    # the cow impounded on 8 Mar keeps the fine of its impounding date
    assert cases.dues(case_no, NOW).total == Money.of_rupees(320)
    assert rates.table().in_force(RateType.FINE, "Nedumangad", "cow", NOW.date()).amount == Money.of_rupees(300)


def test_s11_2_enhanced_fine_above_double_is_refused_beside_the_form(pound, qtbot):
    d = rates_dialog(qtbot)
    before = d.table.rowCount()
    fill_rate(qtbot, d, RateType.ENHANCED_FINE, "cow", "450", "Gazette 12/2026", date(2026, 3, 1))
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert not d.general.isHidden()
    assert "exceeds double the s. 11(1) fine of ₹200.00" in d.general.text()
    assert d.table.rowCount() == before
    # ₹400 is double: accepted; then a base fine of ₹150 from 1 Apr is flagged
    fill_rate(qtbot, d, RateType.ENHANCED_FINE, "cow", "400", "Gazette 12/2026", date(2026, 3, 1))
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert d.general.isHidden() and d.warning.isHidden()
    fill_rate(qtbot, d, RateType.FINE, "cow", "150", "G.O.(P) 10/2026/LSGD", date(2026, 4, 1))
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert not d.warning.isHidden() and "only ₹300.00 is levied" in d.warning.text()


def test_rate_form_errors_beside_their_fields(pound, qtbot):
    d = rates_dialog(qtbot)
    d.amount.clear()
    d.reference.clear()
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert "Give the amount" in d.errors.message("amount")
    assert "notification or order number" in d.errors.message("reference")


def test_rates_exported_and_imported_from_the_dialog(pound, qtbot, tmp_path):
    d = rates_dialog(qtbot)
    path = tmp_path / "rates.csv"
    assert d.export_to(path) == 12
    assert d.import_from(path) == 0
    bad = tmp_path / "bad.csv"
    bad.write_text("type,local_area,kind,amount,effective_from,reference\n"
                   "enhanced_fine,Nedumangad,cow,999,2026-03-01,Gazette 1\n", encoding="utf-8")
    assert d.import_from(bad) is None
    assert "exceeds double" in d.exchange_error.text()


def test_s11_4_needs_action_opens_the_list_and_confirming_clears_it(pound, qtbot, now):
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    assert [a.code for a in w.needs.actions] == ["exhibit"]
    group = w.needs.tree.topLevelItem(0)
    w.needs._activated(group.child(0))
    dialog = w.dialogs[-1]
    assert isinstance(dialog, ExhibitDialog) and dialog.confirm_button.isEnabled()
    dialog._preview = False
    qtbot.mouseClick(dialog.confirm_button, Qt.MouseButton.LeftButton)
    assert "Print the list first" in dialog.general.text()
    qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    assert dialog.path is not None and dialog.path.exists()
    qtbot.mouseClick(dialog.confirm_button, Qt.MouseButton.LeftButton)
    assert dialog.general.isHidden()
    assert not dialog.confirm_button.isEnabled()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    assert w.needs.actions == []


def test_q20_closed_days_set_in_the_dialog_move_the_deadlines(pound, qtbot, now):
    # seized Wed 5 Aug 2026: the tenth day, Sat 15 Aug, is a holiday and Sun 16 Aug
    # a weekly closed day: the s. 19 window runs to Mon 17 Aug
    case_no = seizures.register(a_draft(datetime(2026, 8, 5, 9, 0)), now=datetime(2026, 8, 5, 9, 5)).case_no
    d = SettingsDialog(now=now)
    qtbot.addWidget(d)
    d.weekdays[6].setChecked(True)
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert settings.current().closed_weekdays == frozenset({6})
    d.closed_day.setDate(QDate(2026, 8, 15))
    qtbot.mouseClick(d.add_day, Qt.MouseButton.LeftButton)
    assert "Say why" in d.day_errors.message("reason")
    qtbot.keyClicks(d.closed_reason, "Independence Day")
    qtbot.mouseClick(d.add_day, Qt.MouseButton.LeftButton)
    assert d.closed_table.rowCount() == 1
    assert cases.dues(case_no, datetime(2026, 8, 6, 9, 0)).complaint_window_ends == date(2026, 8, 17)
    # every weekday closed is refused beside the field
    for box in d.weekdays:
        box.setChecked(True)
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert "open on at least one day" in d.errors.message("closed_weekdays")


def test_s5_3_keeper_suspended_in_the_dialog_cannot_register(pound, qtbot, now):
    d = KeeperDialog(now=now)
    qtbot.addWidget(d)
    assert d.name.text() == "K. Sasidharan"
    qtbot.keyClicks(d.reference, "Council order 3/2020")
    d.effective.setDate(QDate(2020, 1, 1))
    qtbot.mouseClick(d.record_button, Qt.MouseButton.LeftButton)
    d.order_kind.setCurrentIndex(d.order_kind.findData("suspended"))
    d.effective.setDate(QDate(2026, 3, 9))
    qtbot.mouseClick(d.record_button, Qt.MouseButton.LeftButton)
    assert "Order / ഉത്തരവ്" in d.errors.message("reference") or "order number" in d.errors.message("reference")
    qtbot.keyClicks(d.reference, "Council order 9/2026")
    qtbot.mouseClick(d.record_button, Qt.MouseButton.LeftButton)
    assert d.table.rowCount() == 2
    assert "SUSPENDED" in d.state.text()
    with pytest.raises(KeeperBarred):
        seizures.register(a_draft(NOW - timedelta(hours=1)), now=NOW)


def test_r18_inspection_dialog_lists_the_head_count_differences(pound, qtbot, now):
    from pound_desk.ui.office.inspection_dialog import InspectionDialog

    # two cows of 1/2026 are held at NOW; the officer counts one cow and one goat
    seizures.register(a_draft(NOW - timedelta(days=1), kinds=("cow", "cow")), now=NOW)
    d = InspectionDialog(now=now)
    qtbot.addWidget(d)
    d.show()
    assert d.register_labels["cow"].text() == "2"
    assert "Cow: counted 0, the register has 2" in d.differences.text()
    d.counts["cow"].setValue(1)
    d.counts["goat"].setValue(1)
    assert d.differences.text().splitlines()[1:] == [
        "Cow: counted 1, the register has 2 (1 fewer than the register)",
        "Goat: counted 1, the register has 0 (1 more than the register)"]
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert "officer" in d.errors.message("officer")
    qtbot.keyClicks(d.officer, "Secretary, Nedumangad Municipality")
    for box in d.checks.values():
        box.setChecked(True)
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert d.general.isHidden() and d.history.rowCount() == 1
    assert "Goat: counted 1" in d.history.item(0, 2).text()
    d.counts["cow"].setValue(2)
    d.counts["goat"].setValue(0)
    assert d.differences.isHidden() and "agrees" in d.agrees.text()


def test_s18_1_lists_places_kinds_and_the_pound_in_the_dialog(pound, qtbot, now):
    from pound_desk.services.office import authorities
    from pound_desk.ui.office.authorities_dialog import AuthoritiesDialog

    d = AuthoritiesDialog(now=now)
    qtbot.addWidget(d)
    d.show()
    # the pound: a neighbour that is also served is refused beside its field
    d.service.setText("Nedumangad, Karakulam")
    d.neighbours.setText("Karakulam")
    qtbot.mouseClick(d.p_save, Qt.MouseButton.LeftButton)
    assert "served by the pound" in d.p_errors.message("neighbours")
    d.neighbours.setText("Aruvikkara")
    qtbot.keyClicks(d.p_edits["order_reference"], "DLB order B3-1442/98")
    qtbot.mouseClick(d.p_save, Qt.MouseButton.LeftButton)
    assert authorities.area_standing("Aruvikkara") == "neighbour"
    # a village for notices
    qtbot.keyClicks(d.place_name, "Manjadi")
    qtbot.mouseClick(d.place_add, Qt.MouseButton.LeftButton)
    assert d.places.rowCount() == 1
    # a member of the local authority, then the end of the term
    d.l_role.setCurrentIndex(d.l_role.findData("member"))
    qtbot.keyClicks(d.l_name, "Suma Devi")
    d.l_from.setDate(QDate(2020, 12, 21))
    qtbot.mouseClick(d.list_add, Qt.MouseButton.LeftButton)
    assert "reference" in d.l_errors.message("reference").lower() or d.l_errors.message("reference")
    qtbot.keyClicks(d.l_reference, "Election 2020")
    qtbot.mouseClick(d.list_add, Qt.MouseButton.LeftButton)
    assert d.lists.rowCount() == 1
    assert authorities.barred_purchasers("Suma Devi", NOW.date())
    d.lists.selectRow(0)
    d.l_until.setDate(QDate(2025, 12, 20))
    qtbot.keyClicks(d.l_reference, "Term ended")
    qtbot.mouseClick(d.list_end, Qt.MouseButton.LeftButton)
    assert d.lists.item(0, 4).text() == "20-12-2025"
    assert authorities.barred_purchasers("Suma Devi", NOW.date()) == []


def test_s3_2_case_view_shows_a_seizure_from_a_neighbouring_area(pound, qtbot, now):
    from pound_desk.services.office import authorities
    from pound_desk.ui.case_view import CaseViewDialog

    e = authorities.establishment()
    authorities.save_establishment(authorities.Establishment(
        e.name, e.place, e.local_authority, e.local_area, neighbours=("Aruvikkara",),
        service_areas=("Nedumangad",)))
    ours = seizures.register(a_draft(NOW - timedelta(hours=3)), now=NOW).case_no
    theirs = seizures.register(a_draft(NOW - timedelta(hours=2), local_area="Aruvikkara"), now=NOW).case_no
    views = []
    for case_no in (ours, theirs):
        v = CaseViewDialog(case_no, now=now)
        qtbot.addWidget(v)
        views.append(v)
    assert "neighbouring local area" not in views[0].dues_notes.text()
    assert "Seized in Aruvikkara, a neighbouring local area" in views[1].dues_notes.text()
