"""A head's photo taken with a camera attached to the PC: "Take a photo…"
beside "Add photo…" only where a camera can be read (Qt Multimedia, or
Video4Linux2 with linuxpy), enabled only when a camera is attached (else its
tooltip says none is); the frame taken goes through the same import as a
photo's file (upright, scaled, JPEG), and its temporary file is removed.

The Video4Linux2 window is driven end to end by a device that sends real
MJPEG and YUYV frames (camera_helpers.py): the live picture, the photo taken
appearing on the head, each trouble said in words, the reading stopped when
the window closes. Qt Multimedia's own window needs a camera: not tested."""
from __future__ import annotations

import errno
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from desk_helpers import NOW, a_draft
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QInputDialog

from pound_desk.services.case import photos, seizures
from pound_desk.ui import camera, v4l2_camera, v4l2_window
from pound_desk.ui.case_view import CaseViewDialog

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from camera_helpers import COLOUR, Opener  # noqa: E402


def open_strip(qtbot, now, kinds=("cow", "goat")):
    case_no = seizures.register(a_draft(NOW - timedelta(days=1), kinds=kinds), now=NOW).case_no
    view = CaseViewDialog(case_no, now=now)
    qtbot.addWidget(view)
    view.show()
    return case_no, view.photos


@pytest.fixture
def no_multimedia(monkeypatch):
    monkeypatch.setattr(camera, "_backend", [None])


@pytest.fixture
def cameras(monkeypatch):
    """Qt Multimedia loaded, with the cameras the test gives."""
    attached: list = []
    monkeypatch.setattr(camera, "_backend", [camera.QT])
    monkeypatch.setattr(camera, "cameras", lambda: list(attached))
    return attached


@pytest.mark.parametrize("qt, v4l2, wanted, chosen", [
    (True, True, "", camera.QT),            # Windows, a developer's venv: Qt Multimedia kept
    (False, True, "", camera.V4L2),         # the installed Linux program
    (False, False, "", None),               # neither: no camera action
    (True, True, "v4l2", camera.V4L2),      # a developer trying the Linux program's way
    (False, True, "qt", camera.V4L2),       # asked for what does not load: the other
])
def test_the_way_cameras_are_read_is_chosen_once(monkeypatch, qt, v4l2, wanted, chosen):
    calls = []
    monkeypatch.setattr(camera, "_backend", [])
    monkeypatch.setattr(camera, "_qt_loads", lambda: calls.append("qt") or qt)
    monkeypatch.setattr(v4l2_camera, "available", lambda: calls.append("v4l2") or v4l2)
    monkeypatch.setenv("POUND_DESK_CAMERA", wanted)
    assert camera.backend() == chosen and camera.supported() == (chosen is not None)
    made = len(calls)
    assert camera.backend() == chosen and len(calls) == made


def test_on_this_linux_without_qt_multimedia_the_camera_is_read_through_v4l2(monkeypatch):
    """The installed program's case, found for real: linuxpy is installed
    (a dependency on Linux) and PySide6's Qt Multimedia needs libpulse."""
    if not sys.platform.startswith("linux") or camera._qt_loads():
        pytest.skip("Qt Multimedia loads here: it is the way chosen")
    monkeypatch.setattr(camera, "_backend", [])
    monkeypatch.delenv("POUND_DESK_CAMERA", raising=False)
    assert camera.backend() == camera.V4L2
    assert camera.cameras() == v4l2_camera.cameras()


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
    if not camera._qt_loads():
        pytest.skip("Qt Multimedia does not load on this computer")
    from PySide6.QtMultimedia import QCameraDevice

    dialog = camera.CaptureDialog(QCameraDevice(), "Photo of head 1")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: "cannot be used" in dialog.error.text(), timeout=5000)
    assert not dialog.take_button.isEnabled()
    dialog.reject()
    assert not dialog.camera.isActive()


# ------------------------------------------------------------------ the Video4Linux2 window
FAKE = v4l2_camera.Camera("/dev/video0", "USB2.0 HD UVC WebCam")


@pytest.fixture
def webcam(monkeypatch):
    """Video4Linux2 chosen, one camera listed; ``webcam(**kw)`` sets what
    its devices do (camera_helpers.FakeDevice) and gives their opener."""
    monkeypatch.setattr(camera, "_backend", [camera.V4L2])
    monkeypatch.setattr(camera, "cameras", lambda: [FAKE])

    def make(**kwargs):
        opener = Opener(**kwargs)
        monkeypatch.setattr(v4l2_camera, "open_device", opener)
        return opener
    return make


def pixel(image: QImage, x: int, y: int) -> tuple[int, int, int]:
    c = image.pixelColor(x, y)
    return c.red(), c.green(), c.blue()


def near(a, b, tolerance=10) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


@pytest.mark.parametrize("offered, fourcc, size", [
    (None, "MJPG", (1280, 720)),                                  # MJPEG preferred
    ({"YUYV": [(640, 480), (320, 240)]}, "YUYV", (640, 480)),     # YUYV where it is all there is
])
def test_a_photo_taken_with_the_webcam_appears_on_the_head(pound, qtbot, now, webcam, monkeypatch,
                                                           offered, fourcc, size):
    opener = webcam(offered=offered) if offered else webcam()
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("at the gate", True))
    case_no, strip = open_strip(qtbot, now, kinds=("cow",))
    assert strip.take_buttons[1].isEnabled()
    dialog = strip.take_photo(1)
    assert isinstance(dialog, v4l2_window.V4L2CaptureDialog)
    assert dialog.choice.count() == 1 and dialog.choice.currentText() == "USB2.0 HD UVC WebCam"
    assert not dialog.take_button.isEnabled()              # nothing on screen yet
    qtbot.waitUntil(lambda: dialog.frame is not None, timeout=10000)
    [device] = opener.devices
    assert device.started == (fourcc, *size)
    # the live picture: the scene's ground, in the label, and it keeps coming
    shown = dialog.preview.pixmap().toImage()
    assert not shown.isNull() and near(pixel(shown, 3, shown.height() // 2), (150, 90, 40), 14)
    first = device.read_count
    qtbot.waitUntil(lambda: device.read_count > first + 2, timeout=5000)
    assert dialog.take_button.isEnabled() and dialog.error.text() == ""
    reader = dialog.reader
    with qtbot.waitSignal(dialog.captured, timeout=5000) as got:
        dialog.take_button.click()
    taken = got.args[0]
    assert (taken.width(), taken.height()) == size           # the full frame, not the preview
    assert near(pixel(taken, 10, 10), COLOUR)
    assert not reader.thread.is_alive() and device.closed.is_set()   # stopped on taking
    qtbot.waitUntil(lambda: strip.adding is None and 1 in strip.buttons, timeout=20000)
    [v] = photos.of_case(case_no)
    assert (v.head_seq, v.caption) == (1, "at the gate")
    assert (v.width, v.height) == ((1200, 675) if size == (1280, 720) else size)
    assert "attached to head 1" in strip.message.text() and strip.taken_dir is None
    assert v.id in strip.thumb_buttons and [x.id for x in strip.views if x.head_seq == 1] == [v.id]


def open_window(qtbot, cams=(FAKE,)):
    dialog = v4l2_window.V4L2CaptureDialog(list(cams), "Photo of head 1")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


@pytest.mark.parametrize("kwargs, words", [
    (dict(fail=errno.EACCES, fail_at="open"), ['"video" group', "log out"]),
    (dict(fail=errno.EBUSY, fail_at="start"), ["in use by another program"]),
    (dict(fail=errno.ENODEV, fail_at=3), ["unplugged"]),
    (dict(offered={"GREY": [(640, 480)], "H264": [(1920, 1080)]}), ["neither MJPEG nor YUYV"]),
    (dict(fail=errno.EINVAL, fail_at="start"), ["cannot be used"]),
])
def test_each_trouble_is_said_beside_the_picture(qtbot, webcam, kwargs, words):
    opener = webcam(**kwargs)
    dialog = open_window(qtbot)
    qtbot.waitUntil(lambda: dialog.error.text() != "", timeout=10000)
    text = dialog.error.text()
    assert all(w in text for w in words), text
    assert "Errno" not in text and "VIDIOC" not in text and "Traceback" not in text
    assert not dialog.take_button.isEnabled()
    assert dialog.again.isVisible() == (not ('"video" group' in words[0] or "MJPEG" in words[0]))
    assert dialog.reader is None and all(d is None or d.closed.is_set() for d in opener.devices)
    if kwargs.get("fail_at") == 3:         # unplugged mid-stream: its picture had been shown
        assert opener.devices[0].read_count == 3
    dialog.reject()


def test_the_permission_message_names_the_account(qtbot, webcam, monkeypatch):
    monkeypatch.setattr(v4l2_window.getpass, "getuser", lambda: "keeper1")
    webcam(fail=errno.EACCES, fail_at="open")
    dialog = open_window(qtbot)
    qtbot.waitUntil(lambda: dialog.error.text() != "", timeout=10000)
    assert "(keeper1)" in dialog.error.text()


def test_a_camera_that_sends_no_picture_says_so(qtbot, webcam, monkeypatch):
    monkeypatch.setattr(v4l2_camera, "SILENT_AFTER", 0.3)
    webcam(silent=True)
    dialog = open_window(qtbot)
    qtbot.waitUntil(lambda: dialog.error.text() != "", timeout=10000)
    assert "sends no picture" in dialog.error.text()


def test_try_again_opens_the_camera_again(qtbot, webcam):
    opener = webcam(fail=errno.EBUSY, fail_at="start")
    dialog = open_window(qtbot)
    qtbot.waitUntil(lambda: dialog.error.text() != "", timeout=10000)
    opener.kwargs = {}                         # the other program closed
    dialog.again.click()
    qtbot.waitUntil(lambda: dialog.frame is not None, timeout=10000)
    assert dialog.error.text() == "" and not dialog.again.isVisible() and dialog.take_button.isEnabled()
    assert len(opener.devices) == 2
    dialog.reject()


def test_closing_the_window_stops_the_reading_and_closes_the_device(qtbot, webcam):
    opener = webcam()
    dialog = open_window(qtbot)
    qtbot.waitUntil(lambda: dialog.frame is not None, timeout=10000)
    reader = dialog.reader
    dialog.reject()
    assert not reader.thread.is_alive() and reader.stop.is_set()
    assert opener.devices[0].closed.is_set() and dialog.reader is None


def test_choosing_another_camera_reads_that_one(qtbot, webcam):
    opener = webcam()
    other = v4l2_camera.Camera("/dev/video2", "USB2.0 HD UVC WebCam")
    dialog = open_window(qtbot, (FAKE, other))
    assert [dialog.choice.itemText(i) for i in range(2)] == [
        "USB2.0 HD UVC WebCam (/dev/video0)", "USB2.0 HD UVC WebCam (/dev/video2)"]
    qtbot.waitUntil(lambda: dialog.frame is not None, timeout=10000)
    dialog.choice.setCurrentIndex(1)
    qtbot.waitUntil(lambda: dialog.frame is not None and len(opener.devices) == 2, timeout=10000)
    assert [d.path for d in opener.devices] == ["/dev/video0", "/dev/video2"]
    assert opener.devices[0].closed.is_set() and not opener.devices[1].closed.is_set()
    dialog.reject()
    assert opener.devices[1].closed.is_set()


def test_a_fault_of_the_program_is_logged_and_said_in_words(qtbot, webcam, monkeypatch):
    logged = []
    monkeypatch.setattr(v4l2_window.crash, "log", lambda e, where="": logged.append((e, where)))
    webcam()
    monkeypatch.setattr(v4l2_camera, "decode", lambda *a: 1 / 0)
    dialog = open_window(qtbot)
    qtbot.waitUntil(lambda: dialog.error.text() != "", timeout=10000)
    assert "cannot be used" in dialog.error.text() and "division" not in dialog.error.text()
    assert isinstance(logged[0][0], ZeroDivisionError)
