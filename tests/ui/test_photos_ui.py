"""Photos of each head on screen: thumbnails per head in the case view, a
click shows the photo large, "Add photo…" scales a phone's photo off the
screen's thread and attaches it; the seizure form offers the same per head
once the case is entered."""
from __future__ import annotations

import sys
from datetime import timedelta
from pathlib import Path

from desk_helpers import NOW, a_draft
from PySide6.QtWidgets import QApplication

from pound_desk.services.case import cases, photos, seizures
from pound_desk.ui.case_view import CaseViewDialog
from pound_desk.ui.photo_strip import PhotoDialog
from pound_desk.ui.seizure_form import SeizureForm

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from photo_helpers import phone_jpeg  # noqa: E402


def a_case(kinds=("cow", "goat")) -> str:
    return seizures.register(a_draft(NOW - timedelta(days=1), kinds=kinds), now=NOW).case_no


def open_view(qtbot, case_no, now) -> CaseViewDialog:
    view = CaseViewDialog(case_no, now=now)
    qtbot.addWidget(view)
    view.show()
    return view


def added(qtbot, strip, seq, path, caption=""):
    task = strip.add_photo(seq, path, caption)
    assert task is not None
    qtbot.waitUntil(lambda: strip.adding is None, timeout=20000)
    return task


def test_case_view_adds_a_photo_per_head_off_the_screens_thread(pound, qtbot, now, tmp_path):
    case_no = a_case()
    view = open_view(qtbot, case_no, now)
    strip = view.photos
    assert sorted(strip.buttons) == [1, 2] and strip.thumb_buttons == {}
    assert all(b.text() == "Add photo…" and b.isEnabled() for b in strip.buttons.values())
    added(qtbot, strip, 2, phone_jpeg(tmp_path / "IMG_2.jpg", size=(3000, 2000), orientation=6),
          "white patch")
    [v] = photos.of_case(case_no)
    assert (v.head_seq, v.caption, v.width, v.height) == (2, "white patch", 800, 1200)
    assert "Photo 1 attached to head 2" in strip.message.text()
    qtbot.waitUntil(lambda: v.digest in strip.thumbs, timeout=20000)
    button = strip.thumb_buttons[v.id]
    assert not button.icon().isNull() and "white patch" in button.toolTip()
    # the thumbnail is upright too: taller than wide
    thumb = strip.thumbs[v.digest]
    assert thumb.height() > thumb.width()


def test_clicking_a_thumbnail_shows_it_large_and_it_can_be_withdrawn(pound, qtbot, now, tmp_path):
    case_no = a_case(kinds=("cow",))
    view = open_view(qtbot, case_no, now)
    added(qtbot, view.photos, 1, phone_jpeg(tmp_path / "a.jpg", size=(1600, 1200)))
    [v] = photos.of_case(case_no)
    view.photos.thumb_buttons[v.id].click()
    dialog = view.photos.child
    assert isinstance(dialog, PhotoDialog) and dialog.isVisible()
    assert (dialog.pixmap.width(), dialog.pixmap.height()) == (1200, 900)
    QApplication.processEvents()
    assert dialog.picture.pixmap() is not None and not dialog.picture.pixmap().isNull()
    assert "Attached by" in dialog.findChildren(type(dialog.picture))[1].text()
    assert not dialog.withdraw("  ")            # a reason is needed
    assert "Say why" in dialog.error.text()
    assert dialog.withdraw("the neighbour's cow")
    assert view.photos.thumb_buttons == {} and photos.of_case(case_no)[0].withdrawn


def test_a_file_that_is_not_a_photo_is_refused_beside_the_strip(pound, qtbot, now, tmp_path):
    case_no = a_case(kinds=("cow",))
    view = open_view(qtbot, case_no, now)
    bad = tmp_path / "notes.jpg"
    bad.write_text("a shopping list")
    added(qtbot, view.photos, 1, bad)
    assert "notes.jpg is not a JPEG or PNG photo" in view.photos.error.text()
    assert photos.of_case(case_no) == [] and view.photos.buttons[1].isEnabled()


def test_an_auditor_sees_photos_but_adds_none(pound, qtbot, now, tmp_path):
    from pound_desk.services.desk import session

    case_no = a_case(kinds=("cow",))
    photos.attach(case_no, 1, phone_jpeg(tmp_path / "a.jpg", size=(400, 300)), now=NOW)
    session.sign_in(session.Actor("Devi", "auditor"))
    try:
        view = open_view(qtbot, case_no, now)
        assert not view.photos.buttons[1].isEnabled() and len(view.photos.thumb_buttons) == 1
    finally:
        session.sign_out()


def test_the_seizure_form_offers_a_photo_per_head_once_entered(pound, qtbot, now, tmp_path):
    form = SeizureForm(now=now)
    qtbot.addWidget(form)
    form.confirm_discard = lambda: True
    form.show()
    form.seized_at.set_value(form.brought_at.value())
    form.seized_place.setText("Dam road")
    form.basis.setCurrentIndex(form.basis.findData("s10"))
    form.seizer_name.setText("Shaji")
    form.seizer_residence.setText("Nedumangad")
    form.heads.add_current()
    form.submit()
    assert form.case_no and sorted(form.photo_strip.buttons) == [1]
    added(qtbot, form.photo_strip, 1, phone_jpeg(tmp_path / "a.jpg", size=(800, 600)))
    assert [v.head_seq for v in photos.of_case(form.case_no)] == [1]
    assert cases.view(form.case_no).case_no == form.case_no
    qtbot.waitUntil(lambda: len(form.photo_strip.thumbs) == 1, timeout=20000)
