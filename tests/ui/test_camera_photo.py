"""A head's photo taken with a camera attached to the PC: "Take a photo…"
beside "Add photo…" only where Qt Multimedia loads, enabled only when a
camera is attached (else its tooltip says none is); the frame taken goes
through the same import as a photo's file (upright, scaled, JPEG), and its
temporary file is removed. The camera itself needs a camera: not tested."""
from __future__ import annotations

import sys
from datetime import timedelta
from pathlib import Path

import pytest
from desk_helpers import NOW, a_draft
from PySide6.QtGui import QColor, QImage

from pound_desk.services.case import photos, seizures
from pound_desk.ui import camera
from pound_desk.ui.case_view import CaseViewDialog

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def open_strip(qtbot, now, kinds=("cow", "goat")):
    case_no = seizures.register(a_draft(NOW - timedelta(days=1), kinds=kinds), now=NOW).case_no
    view = CaseViewDialog(case_no, now=now)
    qtbot.addWidget(view)
    view.show()
    return case_no, view.photos


@pytest.fixture
def no_multimedia(monkeypatch):
    monkeypatch.setattr(camera, "_support", [False])


@pytest.fixture
def cameras(monkeypatch):
    """Qt Multimedia loaded, with the cameras the test gives."""
    attached: list = []
    monkeypatch.setattr(camera, "_support", [True])
    monkeypatch.setattr(camera, "cameras", lambda: list(attached))
    return attached


def test_without_qt_multimedia_there_is_no_camera_button(pound, qtbot, now, no_multimedia):
    _, strip = open_strip(qtbot, now)
    assert sorted(strip.buttons) == [1, 2] and strip.take_buttons == {}
    assert camera.cameras() == []


def test_with_no_camera_attached_the_button_is_disabled_and_says_why(pound, qtbot, now, cameras):
    _, strip = open_strip(qtbot, now)
    assert sorted(strip.take_buttons) == [1, 2]
    for button in strip.take_buttons.values():
        assert button.text() == "Take a photo…" and not button.isEnabled()
        assert "No camera is attached" in button.toolTip()
    assert strip.take_photo(1) is None and "No camera is attached" in strip.error.text()


def test_with_a_camera_attached_the_button_is_enabled(pound, qtbot, now, cameras):
    cameras.append(object())
    _, strip = open_strip(qtbot, now)
    assert all(b.isEnabled() and not b.toolTip() for b in strip.take_buttons.values())


def test_a_frame_taken_is_imported_as_a_file_is(pound, qtbot, now, cameras):
    case_no, strip = open_strip(qtbot, now, kinds=("cow",))
    frame = QImage(1920, 1080, QImage.Format.Format_RGB32)
    frame.fill(QColor("saddlebrown"))
    task = strip.photo_taken(1, frame, "taken at the gate")
    assert task is not None
    taken = strip.taken_dir
    assert taken is not None and (taken / "head-1.png").is_file()
    assert all(not b.isEnabled() for b in (*strip.buttons.values(), *strip.take_buttons.values()))
    qtbot.waitUntil(lambda: strip.adding is None, timeout=20000)
    [v] = photos.of_case(case_no)
    assert (v.head_seq, v.caption) == (1, "taken at the gate")
    assert max(v.width, v.height) == photos.LONGEST_SIDE and v.width > v.height   # scaled as a file is
    assert v.path.read_bytes()[:2] == b"\xff\xd8"                                # kept as JPEG
    assert not taken.exists() and strip.taken_dir is None
    assert "attached to head 1" in strip.message.text()


def test_an_empty_frame_is_not_imported(pound, qtbot, now, cameras):
    case_no, strip = open_strip(qtbot, now, kinds=("cow",))
    assert strip.photo_taken(1, QImage(), "nothing") is None
    assert photos.of_case(case_no) == [] and strip.taken_dir is None


def test_the_camera_window_on_a_camera_that_cannot_be_used_says_so(qtbot):
    """Where Qt Multimedia loads (it links PulseAudio's library on Linux):
    a camera that is not there is said in the window's own words, and
    nothing can be taken."""
    if not camera.supported():
        pytest.skip("Qt Multimedia does not load on this computer")
    from PySide6.QtMultimedia import QCameraDevice

    dialog = camera.CaptureDialog(QCameraDevice(), "Photo of head 1")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: "cannot be used" in dialog.error.text(), timeout=5000)
    assert not dialog.take_button.isEnabled()
    dialog.reject()
    assert not dialog.camera.isActive()
