"""Help → About / where is my data: the version, the database and documents
folders of the database open now (never the install folder), and the
licences, whose files the installers carry."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel

from pound_desk import __version__
from pound_desk.paths import resources_dir
from pound_desk.services import about
from pound_desk.ui.about_dialog import AboutDialog
from pound_desk.ui.main_window import MainWindow


def test_help_about_shows_version_and_where_the_data_is(pound, qtbot, now, db):
    window = MainWindow(now=now)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: not window.needs.loading)
    assert window.about_action.shortcut().isEmpty()     # F1 is the guide's (tests/ui/test_guide.py)
    window.about_action.trigger()                      # the Help menu's entry
    dialog = window.about_dialog
    assert isinstance(dialog, AboutDialog) and dialog.isVisible() and dialog in window.dialogs
    database = Path(db.database).resolve()
    assert dialog.database_label.text() == str(database)
    assert dialog.documents_label.text() == str(database.parent / "documents")
    assert dialog.backups_label.text() == str(database.parent / "backups")
    labels = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert f"version {__version__}" in labels
    assert "Running from source" in dialog.install_label.text()
    assert "GPL" in dialog.licences.toPlainText() and "OFL-1.1" in dialog.licences.toPlainText()
    dialog.copy_paths()
    assert str(database) in QGuiApplication.clipboard().text()
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus[-1] == "&Help"
    assert window.menuBar().actions()[-1].menu().actions() == [window.guide_action, window.about_action]


def test_the_data_is_never_in_the_install_folder(pound, db):
    info = about.info()
    assert not about.data_in_install_dir(info)
    frozen_inside = about.AboutInfo(info.version, True, info.places.database.parent, info.places,
                                    info.licences_dir, info.components)
    assert about.data_in_install_dir(frozen_inside)


def test_backups_beside_the_database_are_listed(pound, db):
    database = Path(db.database)
    (database.parent / f"{database.name}.v1.bak").write_bytes(b"")
    places = about.places()
    assert [p.name for p in places.upgrade_copies] == [f"{database.name}.v1.bak"]
    assert places.backups == database.resolve().parent / "backups"


def test_licence_files_and_icons_are_there():
    folder = resources_dir()
    for name in ("licences/COPYING-GPL-3.txt", "licences/LGPL-3.txt",
                 "fonts/OFL-NotoSansMalayalam.txt", "fonts/LICENSE-DejaVu.txt",
                 "icons/pound-desk.svg", "icons/pound-desk-256.png", "icons/pound-desk.ico"):
        assert (folder / name).is_file(), name
    # the list of what an installation carries is made by its build, from its files
    assert not (folder / "licences" / about.COMPONENTS_FILE).exists()
    assert not (folder / "licences" / "THIRD-PARTY.txt").exists()


def test_from_source_the_licences_are_those_of_what_is_loaded(tmp_path):
    rows = dict(about.components(tmp_path))
    assert rows[f"Pound Desk {__version__}"] == "GPL-3.0-or-later"
    names = {name.rsplit(" ", 1)[0] if name[-1].isdigit() else name for name in rows}
    assert {"peewee", "PySide6_Essentials", "Noto Sans Malayalam"} <= names, names
    assert "docopt" not in names and "pycparser" not in names     # installed, never loaded


def test_an_installed_build_shows_the_list_its_build_made(tmp_path):
    (tmp_path / about.COMPONENTS_FILE).write_text(
        '[{"name": "linuxpy", "version": "0.25.0", "licence": "GPL-3.0-or-later", "kind": "python-package"},'
        ' {"name": "ICU", "version": "73", "licence": "Unicode-DFS-2016", "kind": "embedded-library"}]',
        encoding="utf-8")
    assert about.components(tmp_path) == (("linuxpy 0.25.0", "GPL-3.0-or-later"), ("ICU 73", "Unicode-DFS-2016"))
