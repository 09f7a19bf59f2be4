"""The local authority's desktop: register a pound, import a folder of
returns off the screen's thread (each file's outcome shown), and the
consolidated report with its PDF and CSV."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "authority"))

from authority_helpers import bundle, new_key  # noqa: E402

from pound_desk.authority import pounds  # noqa: E402
from pound_desk.authority.database import close_authority, open_authority  # noqa: E402
from pound_desk.returns import keys  # noqa: E402


@pytest.fixture
def window(qtbot, tmp_path):
    open_authority(tmp_path / "authority.sqlite3")
    from pound_desk.ui.authority.window import AuthorityWindow

    w = AuthorityWindow(str(tmp_path / "authority.sqlite3"))
    qtbot.addWidget(w)
    w.show()
    yield w
    qtbot.waitUntil(lambda: w.task is None, timeout=20000)
    close_authority()


def test_register_a_pound_from_the_window(window, tmp_path):
    window.pounds.register_button.click()
    assert window.pounds.name_error.text() == "Give the pound's name"
    assert window.pounds.key_error.isVisible()
    key = new_key()
    pem = tmp_path / "pub.pem"
    pem.write_bytes(keys.public_pem(key))
    bad = tmp_path / "bad.pem"
    bad.write_text("nothing")
    window.pounds.name_edit.setText("Attingal Pound")
    window.pounds.key_edit.setText(str(bad))
    window.pounds.register_button.click()
    assert "does not hold a pound's public key" in window.pounds.key_error.text()
    assert window.pounds.name_edit.text() == "Attingal Pound"        # nothing lost on a refusal
    window.pounds.key_edit.setText(str(pem))
    window.pounds.la_edit.setText("Attingal Municipality")
    window.pounds.register_button.click()
    assert not window.pounds.key_error.isVisible()
    assert window.pounds.pounds_table.rowCount() == 1
    assert window.pounds.pounds_table.item(0, 0).text() == "Attingal Pound"
    assert window.pounds.pounds_table.item(0, 2).text() == keys.pound_id(key)
    assert keys.fingerprint(key) in window.pounds.register_note.text()
    window.grab().save(str(tmp_path / "authority-pounds.png"))


def test_import_a_folder_then_the_report(window, qtbot, tmp_path):
    a, b = new_key(), new_key()
    pounds.register("Nedumangad Municipal Pound", keys.public_pem(a))
    pounds.register("Attingal Pound", keys.public_pem(b))
    usb = tmp_path / "usb"
    usb.mkdir()
    for named in (bundle(a, "2026-10", 1, totals={"impounded": 2, "fines_paise": 20000}),
                  bundle(a, "2026-11", 2, totals={"impounded": 3, "fines_paise": 45050, "held_at_end": 1,
                                                  "overdue_cases": 1},
                         open_cases=[{"case_no": "012/2026", "heads_held": 1, "dues_paise": 45050,
                                      "overdue": ["s13_report"]}]),
                  bundle(b, "2026-11", 5, name="Attingal Pound", totals={"impounded": 1})):
        (usb / named[0]).write_bytes(named[1])
    name, data = bundle(b, "2026-12", 6, name="Attingal Pound")
    (usb / name).write_bytes(data[:-40])       # pulled out while it was copied

    window.tabs.setCurrentIndex(1)
    task = window.importing.start_import([usb])
    assert task is not None and not window.importing.folder_button.isEnabled()
    qtbot.waitUntil(lambda: window.task is None, timeout=20000)
    assert window.importing.folder_button.isEnabled()
    assert window.importing.outcome_table.rowCount() == 4
    statuses = sorted(o.status for o in window.importing.outcomes)
    assert statuses == ["imported", "imported", "imported", "refused"]
    refused = [r for r in range(4) if window.importing.outcome_table.item(r, 1).text().startswith("Refused")]
    assert [window.importing.outcome_table.item(r, 0).text() for r in refused] == [name]
    assert window.importing.outcome_table.item(refused[0], 4).text().startswith("The bundle is truncated")
    assert "4 file(s): 3 imported, 0 corrections, 0 already there, 1 refused" in window.importing.import_summary.text()
    assert window.importing.progress.value() == 4
    window.grab().save(str(tmp_path / "authority-import.png"))

    window.tabs.setCurrentIndex(2)
    window.report.period_edit.setText("2026-13")
    assert window.report.make_report() is None
    assert window.report.period_error.text().startswith("give a month as YYYY-MM or a year as YYYY")
    window.report.period_edit.setText("2026-11")
    window.report.authority_edit.setText("Thiruvananthapuram District Panchayat")
    window.report.make_report()
    qtbot.waitUntil(lambda: window.task is None, timeout=20000)
    assert not window.report.period_error.isVisible()
    table = window.report.report_table
    assert table.rowCount() == 3
    rows = {table.item(r, 0).text(): [table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(3)}
    # impounded is the third column, fines the eighth
    assert rows["Nedumangad Municipal Pound"][1:3] == ["1/1", "3"]
    assert rows["Nedumangad Municipal Pound"][7] == "450.50"
    assert rows["All pounds"][2] == "4"
    assert window.report.report_pdf.exists() and window.report.report_pdf.read_bytes().startswith(b"%PDF")
    assert window.report.preview_button.isEnabled()
    window.grab().save(str(tmp_path / "authority-report.png"))
    window.report.preview_report()
    qtbot.waitUntil(lambda: window.report.preview is not None and window.report.preview.isVisible())
    window.report.preview.grab().save(str(tmp_path / "authority-preview.png"))
    window.report.preview.close()
    out = tmp_path / "nov"
    window.report.save_csv(out)
    text = (tmp_path / "nov.csv").read_bytes().decode("utf-8-sig")
    assert text.splitlines()[-1] == "2026-11,,All pounds,,2,,4,0,0,0,1,450.50,0.00,0.00,0.00,0.00,1"
    assert window.report.report_note.text().startswith("Saved ")


def test_a_usb_stick_is_offered_and_imported(window, qtbot, tmp_path, monkeypatch):
    from pound_desk.returns import drives

    monkeypatch.setattr(drives, "removable_drives", lambda: [])
    window.importing.rescan_button.click()
    assert not window.importing.drive_button.isEnabled()
    assert window.importing.drive_combo.currentText().startswith("No USB stick found")
    stick = tmp_path / "stick"
    stick.mkdir()
    key = new_key()
    pounds.register("Attingal Pound", keys.public_pem(key))
    name, data = bundle(key, "2026-11", 1, name="Attingal Pound")
    (stick / name).write_bytes(data)
    monkeypatch.setattr(drives, "removable_drives", lambda: [drives.Drive(stick, "POUND")])
    window.importing.rescan_button.click()
    assert window.importing.drive_combo.currentText() == f"POUND — {stick}"
    assert window.importing.drive_button.isEnabled()
    window.importing.drive_button.click()
    qtbot.waitUntil(lambda: window.task is None, timeout=20000)
    assert [o.status for o in window.importing.outcomes] == ["imported"]
    assert window.importing.drive_button.isEnabled()
    assert window.pounds.pounds_table.item(0, 3).text() == "2026-11 (seq. 1, rev. 0)"


def test_the_command_without_a_subcommand_opens_the_desktop(tmp_path, monkeypatch):
    import pound_desk.ui.authority as desk
    from pound_desk import cli

    seen = []
    monkeypatch.setattr(desk, "run", lambda url, user=None: seen.append((url, user)) or 0)
    assert cli.main(["authority", "--db", str(tmp_path / "a.sqlite3")]) == 0
    assert cli.main(["--user", "K. Radha", "authority", "--db", str(tmp_path / "a.sqlite3")]) == 0
    assert seen == [(str(tmp_path / "a.sqlite3"), None), (str(tmp_path / "a.sqlite3"), "K. Radha")]


def test_a_held_return_is_refused_by_an_officer_in_the_window(window, tmp_path):
    """A return of 600 heads held at its end from a pound of 10 is held; the
    officer's name and reason are asked for beside their fields."""
    key = new_key()
    pem = tmp_path / "pub.pem"
    pem.write_bytes(keys.public_pem(key))
    window.pounds.name_edit.setText("Attingal Pound")
    window.pounds.key_edit.setText(str(pem))
    window.pounds.capacity_edit.setText("ten")
    window.pounds.register_button.click()
    assert window.pounds.capacity_error.text() == "The heads of cattle it can hold: a whole number"
    assert window.pounds.pounds_table.rowCount() == 0
    window.pounds.capacity_edit.setText("10")
    window.pounds.register_button.click()
    assert window.pounds.pounds_table.item(0, 5).text() == "10"

    from pound_desk.authority import imports

    name, data = bundle(key, "2026-11", 1, name="Attingal Pound", totals={"impounded": 600, "held_at_end": 600})
    assert imports.import_bytes(data, name).status == "held"
    window.held.refresh_held()
    window.tabs.setCurrentIndex(4)
    assert window.held.held_table.rowCount() == 1
    assert [window.held.held_table.item(0, c).text() for c in (0, 1, 3, 5, 7, 9)] == \
        ["1", "Attingal Pound", "1", "600", "10", "Waiting"]
    assert not window.held.refuse_button.isEnabled()
    window.held.held_table.selectRow(0)
    assert window.held.refuse_button.isEnabled()
    window.held.refuse_button.click()
    assert window.held.officer_error.text() == "Give the officer's name"
    assert window.held.held_reason_error.text() == "Give the reason for the decision"
    window.held.officer_edit.setText("K. Radha, Secretary")
    window.held.held_reason_edit.setText("600 cattle in a pound of 10")
    window.held.refuse_button.click()
    assert window.held.held_note.text() == "Held no. 1 refused"
    assert window.held.held_table.item(0, 9).text().startswith("Refused by K. Radha, Secretary on ")
    assert not window.held.refuse_button.isEnabled() and not window.held.accept_button.isEnabled()
    window.grab().save(str(tmp_path / "authority-held.png"))


def test_forward_from_one_window_and_import_it_in_the_district_s(window, qtbot, tmp_path, monkeypatch):
    from pound_desk.authority import forward, imports, upper_users
    from pound_desk.ui.upper.window import UpperWindow

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "la-home"))
    key = new_key()
    pounds.register("Attingal Pound", keys.public_pem(key))
    name, data = bundle(key, "2026-11", 1, name="Attingal Pound", totals={"impounded": 2})
    assert imports.import_bytes(data, name).status == "imported"
    window.tabs.setCurrentIndex(5)
    window.upward.forward_period.setText("11-2026")
    window.upward.forward_to(tmp_path / "stick")
    assert "give a month as YYYY-MM or a year as YYYY" in window.upward.forward_error.text()
    window.upward.forward_period.setText("2026-11")
    window.report.authority_edit.setText("Attingal Municipality")
    window.upward.forward_to(tmp_path / "stick")
    note = window.upward.forward_note.text()
    assert note.startswith("Wrote ") and ": 1 returns of 1 pounds." in note
    (tmp_path / "la.pem").write_bytes(forward.public_pem())
    close_authority()

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "district-home"))
    open_authority(tmp_path / "district.sqlite3")
    officer = upper_users.add("K. Radha", "officer", "district-2026", None)
    district = UpperWindow(officer, str(tmp_path / "district.sqlite3"))
    qtbot.addWidget(district)
    district.show()
    district.tabs.setCurrentIndex(3)
    district.authorities.register_button.click()
    assert district.authorities.name_error.text() == "Give the local authority's name"
    district.authorities.name_edit.setText("Attingal Municipality")
    district.authorities.district_edit.setText("Thiruvananthapuram")
    district.authorities.key_edit.setText(str(tmp_path / "la.pem"))
    district.authorities.register_button.click()
    assert district.authorities.table.rowCount() == 1
    assert district.authorities.table.item(0, 1).text() == "Thiruvananthapuram"
    [forwarded] = list((tmp_path / "stick").glob("*.pdforward"))
    district.tabs.setCurrentIndex(0)
    assert district.forwarded.start_import([forwarded]) is not None
    qtbot.waitUntil(lambda: district.task is None, timeout=20000)
    assert district.forwarded.outcome_table.rowCount() == 1
    assert district.forwarded.outcome_table.item(0, 1).text() == "Imported"
    assert district.forwarded.summary.text() == ("1 returns: 1 imported or already there, 0 refused, "
                                                 "0 held for an officer")
    assert district.authorities.table.item(0, 3).text() == "1"
    district.grab().save(str(tmp_path / "authority-upward.png"))
    district.close()


def test_a_return_opened_from_the_file_manager_is_offered_for_import(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    key = new_key()
    pounds.register("Nedumangad Municipal Pound", keys.public_pem(key))
    name, data = bundle(key, "2026-10", 1, totals={"impounded": 2})
    path = tmp_path / name
    path.write_bytes(data)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text: asked.append(text)
                        or QMessageBox.StandardButton.No)
    assert window.offer_import(path) is None and window.importing.outcomes == []     # declined: nothing imported
    assert str(path) in asked[0] and window.tabs.currentIndex() == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    assert window.offer_import(path) is not None
    qtbot.waitUntil(lambda: window.task is None, timeout=20000)
    assert [o.status for o in window.importing.outcomes] == ["imported"]


def test_an_auditor_of_the_local_authority_reads_and_changes_nothing(qtbot, tmp_path, monkeypatch):
    from pound_desk.authority import held, upper_users
    from pound_desk.authority.models import ImportedReturn, RegisteredPound, UpperLog
    from pound_desk.ui.authority.window import AuthorityWindow

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    open_authority(tmp_path / "authority.sqlite3")
    try:
        officer = upper_users.add("K. Radha", "officer", "secretary-1", None)
        upper_users.add("P. Anil", "auditor", "auditor-01", officer)
        key = new_key()
        pounds.register("Attingal Pound", keys.public_pem(key), capacity=2)
        name, data = bundle(key, "2026-11", 1, name="Attingal Pound", totals={"impounded": 1})
        (tmp_path / name).write_bytes(data)
        w = AuthorityWindow(str(tmp_path / "authority.sqlite3"), upper_users.sign_in("P. Anil", "auditor-01"))
        qtbot.addWidget(w)
        w.show()
        assert not w.pounds.register_button.isEnabled() and not w.importing.folder_button.isEnabled()
        assert not w.upward.forward_button.isEnabled()
        # reached all the same: refused where the form says so, logged, nothing written
        assert w.importing.start_import([tmp_path / name]) is None
        assert w.importing.import_summary.text() == "P. Anil is an auditor: an auditor reads and changes nothing"
        w.pounds.name_edit.setText("Varkala Pound")
        w.pounds.key_edit.setText(str(tmp_path / name))
        w.pounds.register_pound()
        assert w.pounds.key_error.text() == "P. Anil is an auditor: an auditor reads and changes nothing"
        w.upward.forward_to(tmp_path / "stick")
        assert w.upward.forward_error.text().startswith("P. Anil is an auditor")
        assert ImportedReturn.select().count() == 0 and RegisteredPound.select().count() == 1
        assert not (tmp_path / "stick").exists() and held.listing() == []
        assert UpperLog.select().where(UpperLog.event == "refused").count() == 3
        w.close()
    finally:
        close_authority()


def test_a_report_or_list_saved_as_csv_says_where_or_why_not(qtbot, tmp_path):
    from PySide6.QtWidgets import QLabel

    from pound_desk.ui.authority.work import save_csv

    note = QLabel()
    qtbot.addWidget(note)
    assert save_csv(tmp_path / "report.txt", b"a,b\n", note) == tmp_path / "report.csv"
    assert (tmp_path / "report.csv").read_bytes() == b"a,b\n"
    assert note.text() == f"Saved {tmp_path / 'report.csv'}"
    assert save_csv(tmp_path / "no-such-folder" / "report", b"a,b\n", note) is None
    assert note.text().startswith(f"Could not save {tmp_path / 'no-such-folder' / 'report.csv'}: ")
    assert not (tmp_path / "no-such-folder").exists()
