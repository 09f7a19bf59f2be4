"""The upper level's window (a district, the Director): signed in by its
own people, an officer imports a stick's forwarded returns off the screen's
thread, registers local authorities and adds people; an auditor reads the
report and the lists and is refused (and logged) whatever would change
anything, with nothing written."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "authority"))

from authority_helpers import bundle, new_key  # noqa: E402

from pound_desk.authority import forward, imports, pounds, upper_users  # noqa: E402
from pound_desk.authority.database import close_authority, open_authority  # noqa: E402
from pound_desk.authority.models import ImportedReturn, UpperAuthority, UpperLog  # noqa: E402
from pound_desk.returns import keys  # noqa: E402

PASSWORD = "director-2026"


def forwarded(tmp_path, monkeypatch) -> tuple[Path, Path]:
    """A local authority's key (PEM file) and the file it forwarded for 2026:
    two pounds, three returns."""
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "la-home"))
    open_authority(tmp_path / "la.sqlite3")
    a, b = new_key(), new_key()
    pounds.register("Nedumangad Pound", keys.public_pem(a), "Nedumangad Municipality")
    pounds.register("Attingal Pound", keys.public_pem(b), "Nedumangad Municipality")
    for name, data in (bundle(a, "2026-10", 1, name="Nedumangad Pound", totals={"impounded": 2}),
                       bundle(a, "2026-11", 2, name="Nedumangad Pound", totals={"impounded": 3}),
                       bundle(b, "2026-11", 1, name="Attingal Pound", totals={"impounded": 1})):
        assert imports.import_bytes(data, name).status == "imported"
    done = forward.forward("2026", tmp_path / "stick", "Nedumangad Municipality")
    pem = tmp_path / "la.pem"
    pem.write_bytes(forward.public_pem())
    close_authority()
    return pem, done.path


@pytest.fixture
def director(tmp_path, monkeypatch):
    """The Director's database, its first officer and an auditor."""
    pem, stick = forwarded(tmp_path, monkeypatch)
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "director-home"))
    url = str(tmp_path / "upper.sqlite3")
    open_authority(url)
    officer = upper_users.add("K. Radha", "officer", PASSWORD, None)
    upper_users.add("P. Anil", "auditor", PASSWORD, officer)
    yield url, pem, stick
    close_authority()


def window_for(qtbot, name: str, url: str):
    from pound_desk.ui.upper.window import UpperWindow

    w = UpperWindow(upper_users.sign_in(name, PASSWORD, where="window"), url)
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    return w


def test_the_first_officer_is_added_at_the_first_start_and_a_wrong_password_is_refused(qtbot, tmp_path,
                                                                                      monkeypatch):
    from pound_desk.ui.authority.sign_in import UpperSignInDialog

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    open_authority(tmp_path / "upper.sqlite3")
    try:
        first = UpperSignInDialog()
        qtbot.addWidget(first)
        assert first.first and first.again.isVisibleTo(first)
        first.name.setText("K. Radha")
        first.password.setText("short")
        assert first.submit() is None
        assert first.password_error.text() == "The password needs at least 8 characters"
        first.password.setText(PASSWORD)
        first.again.setText(PASSWORD + "x")
        assert first.submit() is None and first.again_error.text() == "The two passwords differ"
        assert upper_users.needs_first()                       # nothing written on a refusal
        first.password.setText(PASSWORD)
        first.again.setText(PASSWORD)
        user = first.submit()
        assert user is not None and user.role == "officer"

        again = UpperSignInDialog("K. Radha")
        qtbot.addWidget(again)
        assert not again.first and not again.again.isVisibleTo(again)
        again.password.setText("not the password")
        assert again.submit() is None
        assert again.general.text() == "The name or the password is wrong"
        again.password.setText(PASSWORD)
        assert again.submit().name == "K. Radha"
        at_authority = UpperSignInDialog("K. Radha", authority=True)   # the local authority's window asks the same
        qtbot.addWidget(at_authority)
        assert at_authority.windowTitle() == "Sign in — Pound Desk, local authority"
        events = [(x.name, x.event) for x in UpperLog.select().order_by(UpperLog.id)]
        assert events == [("K. Radha", "added"), ("K. Radha", "signed_in"), ("K. Radha", "refused"),
                          ("K. Radha", "signed_in")]
    finally:
        close_authority()


def test_an_officer_registers_imports_reports_and_adds_a_person(director, qtbot, tmp_path):
    url, pem, stick = director
    w = window_for(qtbot, "K. Radha", url)
    assert "K. Radha, officer" in w.who.text()
    tab = w.authorities
    w.tabs.setCurrentIndex(3)
    tab.register_button.click()
    assert tab.name_error.text() == "Give the local authority's name"
    assert tab.key_error.text() == "Choose the local authority's public key file"
    tab.name_edit.setText("Nedumangad Municipality")
    tab.district_edit.setText("Thiruvananthapuram")
    tab.key_edit.setText(str(tmp_path / "nothing.pem"))
    tab.register_button.click()
    assert tab.key_error.text().startswith("Cannot read")
    assert tab.name_edit.text() == "Nedumangad Municipality"     # nothing lost on a refusal
    tab.key_edit.setText(str(pem))
    tab.register_button.click()
    assert tab.table.rowCount() == 1 and tab.table.item(0, 1).text() == "Thiruvananthapuram"
    assert UpperAuthority.get().registered_by == "K. Radha"

    w.tabs.setCurrentIndex(0)
    task = w.forwarded.start_import([stick.parent])
    assert task is not None and not w.forwarded.folder_button.isEnabled() and not w.report.make_button.isEnabled()
    qtbot.waitUntil(lambda: w.task is None, timeout=20000)
    assert [o.status for o in w.forwarded.outcomes] == ["imported"] * 3
    assert w.forwarded.progress.value() == w.forwarded.progress.maximum() == 3
    assert w.forwarded.summary.text() == "3 returns: 3 imported or already there, 0 refused, 0 held for an officer"
    assert w.forwarded.outcome_table.item(0, 1).text() == "Imported"
    assert w.authorities.table.item(0, 3).text() == "2"
    assert w.forwarded.start_import([tmp_path / "empty-nothing"]) is None
    assert w.forwarded.refusal.text() == "No forwarded files (*.pdforward) there"

    w.tabs.setCurrentIndex(1)
    w.report.period_edit.setText("2026-13")
    assert w.report.make_report() is None
    assert w.report.period_error.text().startswith("give a month as YYYY-MM or a year as YYYY")
    w.report.period_edit.setText("2026")
    w.report.make_report()
    qtbot.waitUntil(lambda: w.task is None, timeout=30000)
    table = w.report.table
    rows = [[table.item(r, c).text() for c in range(4)] for r in range(table.rowCount())]
    assert rows == [["Thiruvananthapuram", "Nedumangad Municipality", "2", "3"],
                    ["Thiruvananthapuram", "District total", "2", "3"],
                    ["All", "", "2", "3"]]
    assert w.report.report_pdf.read_bytes().startswith(b"%PDF")
    w.report.save_csv(tmp_path / "director")
    assert (tmp_path / "director.csv").read_bytes().decode("utf-8-sig").splitlines()[-1].startswith("2026,all,")

    w.tabs.setCurrentIndex(2)
    w.seen.period_edit.setText("26")
    w.seen.look()
    assert w.seen.period_error.isVisibleTo(w.seen)
    w.seen.period_edit.setText("2026")
    w.seen.look()
    assert not w.seen.period_error.isVisibleTo(w.seen) and w.seen.note.text()

    people = w.people
    w.tabs.setCurrentIndex(4)
    people.name_edit.setText("S. Latha")
    people.password_edit.setText(PASSWORD)
    people.mine_edit.setText("wrong password")
    people.add_person()
    assert people.refusal.text() == "The name or the password is wrong"
    assert [u.name for u in upper_users.listing()] == ["K. Radha", "P. Anil"]
    people.mine_edit.setText(PASSWORD)
    people.add_person()
    assert people.note.text() == "Added S. Latha"
    assert people.people_table.rowCount() == 3 and people.people_table.item(2, 1).text() == "Auditor"
    assert people.log_table.item(0, 2).text() == "Added"


def test_an_auditor_reads_and_is_refused_what_would_change_anything(director, qtbot, tmp_path):
    url, pem, stick = director
    w = window_for(qtbot, "P. Anil", url)
    assert w.tabs.currentIndex() == 1 and "As an auditor" in w.who.text()
    assert not w.forwarded.folder_button.isEnabled() and not w.forwarded.files_button.isEnabled()
    assert not w.authorities.register_button.isEnabled() and not w.people.add_button.isEnabled()
    # reached all the same (a shortcut, a script): refused beside the form, logged, nothing written
    assert w.forwarded.start_import([stick]) is None
    assert w.forwarded.refusal.text() == "P. Anil is an auditor: an auditor reads and changes nothing"
    w.authorities.name_edit.setText("Nedumangad Municipality")
    w.authorities.key_edit.setText(str(pem))
    w.authorities.register()
    assert w.authorities.refusal.text() == "P. Anil is an auditor: an auditor reads and changes nothing"
    assert ImportedReturn.select().count() == 0 and UpperAuthority.select().count() == 0
    refused = [x.detail for x in UpperLog.select().where(UpperLog.event == "refused")]
    assert refused == ["import in the window: an auditor changes nothing",
                       "registering a local authority in the window: an auditor changes nothing"]
    w.report.period_edit.setText("2026")
    w.report.make_report()
    qtbot.waitUntil(lambda: w.task is None, timeout=30000)
    assert w.report.csv_button.isEnabled() and w.report.table.item(0, 0).text() == "All"


def test_the_window_in_malayalam(director, qtbot, malayalam):
    url, _, _ = director
    w = window_for(qtbot, "K. Radha", url)
    assert w.tabs.tabText(1) != "Report" and "K. Radha" in w.who.text()
    w.report.make_report()
    qtbot.waitUntil(lambda: w.task is None, timeout=30000)


def test_a_return_held_above_is_decided_in_the_window_by_an_officer_not_an_auditor(qtbot, tmp_path, monkeypatch):
    """A local authority's officer accepted a return far beyond its pound's
    capacity; forwarded, it is held again above. The upper level's officer
    sees it in the window and accepts it (imported, every check made again);
    the auditor's window lists it with its decision off."""
    from pound_desk.authority import held, upper

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "la-home"))
    open_authority(tmp_path / "la.sqlite3")
    key = new_key()
    pounds.register("Attingal Pound", keys.public_pem(key), "Attingal Municipality", capacity=10)
    name, data = bundle(key, "2026-11", 1, name="Attingal Pound", totals={"impounded": 600, "held_at_end": 600})
    assert imports.import_bytes(data, name).status == "held"
    assert held.accept(1, "S. Nair, Secretary", "a fair at the pound").status == "imported"
    done = forward.forward("2026", tmp_path / "stick", "Attingal Municipality")
    pem = tmp_path / "la.pem"
    pem.write_bytes(forward.public_pem())
    close_authority()

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "director-home"))
    url = str(tmp_path / "upper.sqlite3")
    open_authority(url)
    try:
        officer = upper_users.add("K. Radha", "officer", PASSWORD, None)
        upper_users.add("P. Anil", "auditor", PASSWORD, officer)
        upper.register_file("Attingal Municipality", pem, "Thiruvananthapuram", by="K. Radha")
        auditor = window_for(qtbot, "P. Anil", url)
        w = window_for(qtbot, "K. Radha", url)
        task = w.forwarded.start_import([done.path])
        assert task is not None
        qtbot.waitUntil(lambda: w.task is None, timeout=20000)
        assert [o.status for o in w.forwarded.outcomes] == ["held"]
        tab = w.held
        w.tabs.setCurrentIndex(w.tabs.count() - 1)
        assert w.tabs.tabText(w.tabs.currentIndex()) == "Held returns"
        assert tab.held_table.rowCount() == 1     # listed once the import ended
        assert [tab.held_table.item(0, c).text() for c in (1, 3, 7, 9)] == ["Attingal Pound", "1", "10", "Waiting"]
        assert tab.officer_edit.text() == "K. Radha" and not tab.accept_button.isEnabled()
        # the auditor's window lists it, its decision off; reached all the same, refused and logged
        auditor.held.refresh_held()
        auditor.held.held_table.selectRow(0)
        assert auditor.held.held_table.rowCount() == 1
        assert not auditor.held.accept_button.isEnabled() and not auditor.held.officer_edit.isEnabled()
        auditor.held.decide(True)
        assert auditor.held.held_note.text() == "P. Anil is an auditor: an auditor reads and changes nothing"
        assert ImportedReturn.select().count() == 0
        assert [x.detail for x in UpperLog.select().where(UpperLog.event == "refused")] == [
            "deciding on a held return in the window: an auditor changes nothing"]

        tab.held_table.selectRow(0)
        assert tab.accept_button.isEnabled()
        tab.accept_button.click()
        assert tab.held_reason_error.text() == "Give the reason for the decision"
        assert ImportedReturn.select().count() == 0
        tab.held_reason_edit.setText("accepted below: a fair at the pound")
        tab.accept_button.click()
        assert ImportedReturn.select().count() == 1
        assert tab.held_table.item(0, 9).text().startswith("Accepted by K. Radha on ")
        assert tab.held_note.text() and w.authorities.table.item(0, 3).text() == "1"
        assert not tab.accept_button.isEnabled() and not tab.refuse_button.isEnabled()
        w.grab().save(str(tmp_path / "upper-held.png"))
    finally:
        close_authority()
