"""The guide's pictures are of the windows as they are: each window is
opened again as tools/guide_pictures.py opened it, and its widget tree (its
widgets and their words, figures masked) must match the digest stored when
its picture was made. A window changed since (a field added, a label
reworded) fails here until ``python tools/guide_pictures.py`` is run again."""
from __future__ import annotations

import hashlib

import pytest

from pound_desk.services import guide
from pound_desk.services.desk import clock
from pound_desk.ui import translations
from tools import guide_pictures as pictures

RUN_AGAIN = "python tools/guide_pictures.py"


@pytest.fixture
def stage(qapp, db, tmp_path, monkeypatch):
    monkeypatch.setattr(clock, "now", pictures.now)
    home = tmp_path / "guide-home"
    home.mkdir()
    monkeypatch.setenv("POUND_DESK_HOME", str(home))
    made = pictures.build(home)
    yield made
    translations.apply("en")
    made.window.close()


def test_every_picture_is_of_its_window_as_it_is_now(stage):
    stored = pictures.stored()
    stale = []
    for code in pictures.LANGUAGES:
        pictures.in_language(stage, code)
        for name in pictures.PICTURES:
            widget = pictures.open_window(name, stage)
            key = f"{code}/{name}"
            if stored.get(key, {}).get("tree") != pictures.digest(widget, stage.home):
                stale.append(key)
            pictures.close_window(widget, stage)
    assert stale == [], f"these windows changed since their pictures were made: {stale}; run {RUN_AGAIN}"


def test_the_pictures_on_disk_are_the_ones_made_with_the_digests():
    stored = pictures.stored()
    assert set(stored) == {f"{code}/{name}" for code in pictures.LANGUAGES for name in pictures.PICTURES}
    for key, digests in stored.items():
        code, name = key.split("/")
        png = pictures.picture_path(code, name).read_bytes()
        assert hashlib.sha256(png).hexdigest() == digests["png"], f"{key}: not the picture made; run {RUN_AGAIN}"


def test_every_picture_made_is_shown_on_a_page_and_every_page_shows_pictures_made():
    shown = {p.split("/")[-1].removesuffix(".png") for page in guide.pages("en") for p in page.pictures()}
    assert shown == set(pictures.PICTURES)
    assert all(p.startswith("pictures/") for page in guide.pages("ml") for p in page.pictures())


def test_the_tree_changes_with_a_window_and_not_with_its_figures(stage, qtbot):
    from PySide6.QtWidgets import QLabel

    widget = pictures.open_window("refusal-dialog", stage)
    before = pictures.digest(widget, stage.home)
    label = QLabel("A new line of 12 words", widget)
    label.show()
    changed = pictures.digest(widget, stage.home)
    label.setText("A new line of 13 words")     # a figure: masked
    assert changed != before and pictures.digest(widget, stage.home) == changed
    pictures.close_window(widget, stage)
