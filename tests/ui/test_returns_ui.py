"""The Returns menu driven as a person would: choose February 2026 and a
USB stick, export, see where it went; a stick that fails shows why in both
languages and keeps the choices; the log; the set-up sheet. The office clock
is desk_helpers.NOW (10 March 2026, 15:30): February is the last month ended."""
from __future__ import annotations

import errno
from datetime import datetime
from pathlib import Path

import pytest
from desk_helpers import a_draft
from PySide6.QtCore import Qt

from pound_desk.models.returns import ReturnExport
from pound_desk.returns import drives, keys
from pound_desk.returns.bundle import read_bundle
from pound_desk.services import returns
from pound_desk.services.books import ledger
from pound_desk.services.case import seizures
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.returns.export_dialog import ExportDialog
from pound_desk.ui.returns.log_dialog import ExportLogDialog

click = Qt.MouseButton.LeftButton


@pytest.fixture
def february(pound):
    seizures.register(a_draft(datetime(2026, 2, 10, 9, 0), kinds=("cow", "goat")),
                      now=datetime(2026, 2, 10, 9, 5))


@pytest.fixture
def stick(tmp_path):
    folder = tmp_path / "PENDRIVE"
    folder.mkdir()
    return drives.Drive(folder, "PENDRIVE", "/dev/sdb1", 8 * 1024 ** 3)


def _dialog(qtbot, now, stick=None):
    d = ExportDialog(now=now, find_drives=lambda: [stick] if stick else [])
    qtbot.addWidget(d)
    d.show()
    return d


def test_menu_installed_with_the_setup_sheet_on_office_too(pound, qtbot, now):
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    assert "Returns" in w.menu_titles()
    assert len(w.returns_menu.actions()) == 3
    office = next(a.menu() for a in w.menuBar().actions() if a.menu() and a.menu().objectName() == "office")
    assert any("Set-up sheet" in a.text() for a in office.actions())
    w.returns_menu.actions()[0].trigger()
    assert isinstance(w.dialogs[-1], ExportDialog)
    w.returns_menu.actions()[1].trigger()
    assert isinstance(w.dialogs[-1], ExportLogDialog)
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)


def test_months_offered_newest_first(pound, qtbot, now):
    d = _dialog(qtbot, now)
    assert d.chosen_period() == "2026-02"
    assert d.period_box.itemData(1) == "2026-01" and d.period_box.itemData(2) == "2025-12"
    assert d.period_box.currentText() == "February 2026"
    assert "Not exported yet" in d.period_note.text()


def test_export_to_the_stick(february, qtbot, now, stick):
    d = _dialog(qtbot, now, stick)
    assert d.targets.count() == 1 and "PENDRIVE" in d.targets.item(0).text() and "8.0 GB" in d.targets.item(0).text()
    d.targets.setCurrentRow(0)
    with qtbot.waitSignal(d.exported, timeout=30000) as got:
        qtbot.mouseClick(d.export_button, click)
    done = got.args[0]
    assert done.path.parent == stick.path and done.period == "2026-02"
    b = read_bundle(done.path, returns.the_key().public_key())
    assert b.data.totals.impounded == 2 and b.data.totals.held_at_end == 2
    assert str(done.path) in d.result_label.text() and "revision 0" in d.result_label.text()
    assert d.period_box.currentText().endswith("✓")
    assert "Exported on 10-03-2026 (sequence 1, revision 0)" in d.period_note.text()
    assert ReturnExport.select().count() == 1
    assert ledger.check().ok
    d.grab().save(str(Path(stick.path).parent / "export.png"))


def test_no_drive_chosen_is_said_beside_the_list(february, qtbot, now):
    d = _dialog(qtbot, now)
    assert not d.targets.item(0).flags() & Qt.ItemFlag.ItemIsSelectable   # the "no drive" note
    assert d.start_export() is None
    assert "Choose a drive or a folder" in d.errors.message("destination")
    assert ReturnExport.select().count() == 0


def test_another_folder(february, qtbot, now, tmp_path):
    d = _dialog(qtbot, now)
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    d.add_folder(folder)
    assert d.chosen_destination() == folder
    d.reload_drives()           # a folder chosen stays after looking for drives again
    assert d.chosen_destination() == folder
    with qtbot.waitSignal(d.exported, timeout=30000):
        d.start_export()
    assert len(list(folder.glob("*.pdreturn"))) == 1


def test_a_stick_pulled_out_shows_why_and_keeps_the_choices(february, qtbot, now, stick, monkeypatch):
    real = drives.write_verified

    def pulled(folder, name, data, public_key=None, open_file=None, progress=None):
        def opener(path):
            raise OSError(errno.EIO, "Input/output error")
        return real(folder, name, data, public_key, open_file=opener)

    monkeypatch.setattr(returns, "write_verified", pulled)
    d = _dialog(qtbot, now, stick)
    d.targets.setCurrentRow(0)
    d.period_box.setCurrentIndex(1)      # January
    with qtbot.waitSignal(d.refused, timeout=30000) as got:
        d.start_export()
    text = got.args[0]
    assert "removed or failed" in text
    assert "removed or failed" in d.general.text()
    assert d.chosen_period() == "2026-01" and d.chosen_destination() == stick.path
    assert d.export_button.isEnabled()
    assert list(stick.path.iterdir()) == [] and ReturnExport.select().count() == 0
    d.grab().save(str(Path(stick.path).parent / "pulled.png"))


def test_the_log_and_checking_a_file(february, qtbot, now, tmp_path):
    done = returns.export("2026-02", tmp_path, now=now())
    log = ExportLogDialog()
    qtbot.addWidget(log)
    assert log.table.rowCount() == 1 and log.table.item(0, 1).text() == "2026-02"
    assert log.check_file(done.path) and "Valid" in log.check_label.text()
    broken = tmp_path / "broken.pdreturn"
    broken.write_bytes(done.path.read_bytes()[:200])
    assert not log.check_file(broken) and "truncated" in log.check_label.text()


def test_setup_sheet_from_the_menu(pound, qtbot, now):
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    w.returns_menu.actions()[2].trigger()
    qtbot.waitUntil(lambda: getattr(w, "setup_sheet_preview", None) is not None, timeout=30000)
    from desk_helpers import pdf_text

    text = pdf_text(w.setup_sheet_preview.path)
    assert keys.pound_id(returns.the_key()) in text
    w.setup_sheet_preview.close()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)


def test_needs_action_asks_for_last_months_return_and_opens_the_export(february, qtbot, now, tmp_path):
    from pound_desk.services import today

    assert [a.code for a in today.needs_action(now().date()) if a.code == "return_due"] == ["return_due"]
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    tree = w.needs.tree
    group = next(tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
                 if "Monthly return (s. 6)" in tree.topLevelItem(i).text(0))
    item = group.child(0)
    assert item.text(0).startswith("02-2026: export")
    w.needs._activated(item)
    dialog = w.dialogs[-1]
    assert isinstance(dialog, ExportDialog) and dialog.chosen_period() == "2026-02"
    # once exported, it is no longer asked for
    returns.export("2026-02", tmp_path, now=now())
    assert [a for a in today.needs_action(now().date()) if a.code == "return_due"] == []
