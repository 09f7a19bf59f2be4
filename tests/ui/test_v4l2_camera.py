"""The webcam read through Video4Linux2 (ui/v4l2_camera.py), without a
webcam: the format and size chosen from what a device offers, real MJPEG
and YUYV frames decoded to the scene they were made from, the kernel's
errors named as the window says them, the device closed however a stream
ends; and linuxpy itself, imported and listing this machine's devices."""
from __future__ import annotations

import errno
import sys
import threading
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from camera_helpers import COLOUR, FakeDevice, mjpeg, scene, yuyv  # noqa: E402

from pound_desk.ui import v4l2_camera as v4l2  # noqa: E402

linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Video4Linux2 is Linux's")


def near(a, b, tolerance=8) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


# ------------------------------------------------------------------ formats and sizes
def test_mjpeg_is_preferred_at_the_smallest_size_that_fills_a_kept_photo():
    offered = {"YUYV": [(640, 480), (1280, 720)], "MJPG": [(320, 240), (1920, 1080), (1280, 720), (640, 480)]}
    assert v4l2.choose(offered) == ("MJPG", 1280, 720)


def test_yuyv_when_mjpeg_is_not_offered_and_the_largest_size_when_none_fills():
    assert v4l2.choose({"YUYV": [(320, 240), (640, 480)], "GREY": [(1280, 720)]}) == ("YUYV", 640, 480)


def test_a_jpeg_camera_counts_as_mjpeg():
    assert v4l2.choose({"JPEG": [(1600, 1200)], "YUYV": [(1600, 1200)]}) == ("JPEG", 1600, 1200)


def test_a_camera_with_neither_format_is_refused_as_such():
    with pytest.raises(v4l2.CameraTrouble) as e:
        v4l2.choose({"GREY": [(640, 480)], "H264": [(1920, 1080)]})
    assert e.value.kind == v4l2.FORMAT


# ------------------------------------------------------------------ frames decoded
def test_an_mjpeg_frame_is_the_picture_it_was_made_from():
    frame = v4l2.RawFrame("MJPG", 1280, 720, 0, mjpeg(scene(1280, 720)))
    image = v4l2.decode(frame)
    assert image.size == (1280, 720) and image.mode == "RGB"
    assert near(image.getpixel((20, 20)), COLOUR)
    preview = v4l2.decode(frame, 320)             # decoded smaller for the live picture
    assert preview.size == (320, 180) and near(preview.getpixel((5, 5)), COLOUR)


def test_a_yuyv_frame_is_the_picture_it_was_made_from():
    picture = scene(640, 480)
    frame = v4l2.RawFrame("YUYV", 640, 480, 1280, yuyv(picture))
    image = v4l2.decode(frame)
    assert image.size == (640, 480)
    for point in ((20, 20), (450, 130), (150, 350)):          # the ground, the tag, the dark patch
        assert near(image.getpixel(point), picture.getpixel(point)), point
    assert v4l2.decode(frame, 320).size == (320, 240)


def test_a_yuyv_frame_with_padded_rows_is_read_row_by_row():
    picture = scene(64, 48)
    packed = yuyv(picture)
    padded = b"".join(packed[r * 128:(r + 1) * 128] + b"\x00" * 32 for r in range(48))
    image = v4l2.decode(v4l2.RawFrame("YUYV", 64, 48, 160, padded))
    assert near(image.getpixel((60, 40)), picture.getpixel((60, 40)))


@pytest.mark.parametrize("frame", [v4l2.RawFrame("MJPG", 640, 480, 0, b"\xff\xd8 cut short"),
                                   v4l2.RawFrame("YUYV", 640, 480, 1280, b"\x80" * 1000),
                                   v4l2.RawFrame("GREY", 640, 480, 640, b"\x80" * 640 * 480)])
def test_a_frame_that_does_not_decode_is_none(frame):
    assert v4l2.decode(frame) is None


# ------------------------------------------------------------------ the stream
def frames_of(opener, n, **kwargs):
    stop = threading.Event()
    out = []
    for frame in v4l2.stream(opener, "/dev/video0", stop, **kwargs):
        out.append(frame)
        if len(out) == n:
            stop.set()
    return out


def test_a_stream_gives_frames_in_the_format_chosen_and_closes_the_device_when_stopped():
    made = []
    frames = frames_of(lambda p: made.append(FakeDevice(p)) or made[-1], 3)
    [device] = made
    assert device.started == ("MJPG", 1280, 720)
    assert [(f.fourcc, f.width, f.height) for f in frames] == [("MJPG", 1280, 720)] * 3
    assert device.closed.is_set()


@pytest.mark.parametrize("number, at, kind", [
    (errno.EACCES, "open", v4l2.PERMISSION),       # not in the video group
    (errno.ENOENT, "open", v4l2.UNPLUGGED),        # gone since it was listed
    (errno.EBUSY, "start", v4l2.BUSY),             # another program streams from it
    (errno.ENODEV, 2, v4l2.UNPLUGGED),             # unplugged while streaming
    (errno.EINVAL, 2, v4l2.OTHER),
])
def test_the_kernels_errors_are_named(number, at, kind):
    made = []

    def opener(path):
        made.append(None)
        made[-1] = FakeDevice(path, fail=number, fail_at=at)
        return made[-1]

    got = []
    with pytest.raises(v4l2.CameraTrouble) as e:
        for frame in v4l2.stream(opener, "/dev/video0", threading.Event()):
            got.append(frame)
    assert e.value.kind == kind
    assert len(got) == (at if isinstance(at, int) else 0)
    if made[-1] is not None:              # opened: closed again
        assert made[-1].closed.is_set()


def test_a_camera_that_sends_nothing_is_said_to_be_silent():
    device = []
    with pytest.raises(v4l2.CameraTrouble) as e:
        frames_of(lambda p: device.append(FakeDevice(p, silent=True)) or device[-1], 1, silent_after=0.3)
    assert e.value.kind == v4l2.SILENT and device[0].closed.is_set()


def test_an_unreadable_format_ends_the_stream_before_a_frame():
    with pytest.raises(v4l2.CameraTrouble) as e:
        frames_of(lambda p: FakeDevice(p, offered={"GREY": [(640, 480)]}), 1)
    assert e.value.kind == v4l2.FORMAT


# ------------------------------------------------------------------ linuxpy on this machine
@linux
def test_linuxpy_loads_and_lists_this_machines_cameras():
    assert v4l2.available()
    from linuxpy.video.device import Device, VideoCapture  # noqa: F401  (what LinuxpyDevice uses)

    found = v4l2.cameras()
    nodes = sorted(Path("/dev").glob("video*"))
    if not nodes:
        assert found == []                       # no device: no camera listed
    assert all(isinstance(c, v4l2.Camera) and c.name and c.path.startswith("/dev/video") for c in found)
    assert len(found) <= len(nodes)


@linux
def test_files_that_are_no_video_devices_are_not_cameras(tmp_path):
    (tmp_path / "video0").write_bytes(b"")       # the capability ioctl fails on a plain file
    (tmp_path / "video1").mkdir()
    assert v4l2.cameras(tmp_path, tmp_path / "sys") == []


@linux
def test_opening_a_missing_device_is_named_unplugged():
    with pytest.raises(v4l2.CameraTrouble) as e:
        next(v4l2.stream(v4l2.open_device, "/dev/video-none", threading.Event()))
    assert e.value.kind == v4l2.UNPLUGGED


@linux
def test_capture_devices_are_listed_by_their_cards_name_and_metadata_nodes_are_not(tmp_path, monkeypatch):
    """A webcam makes two nodes: video0 captures, video1 carries metadata."""
    from types import SimpleNamespace

    from linuxpy.video import device

    for name in ("video0", "video1", "video10"):
        (tmp_path / name).write_bytes(b"")
    caps = {"video0": device.Capability.VIDEO_CAPTURE | device.Capability.STREAMING,
            "video1": device.Capability.META_CAPTURE | device.Capability.STREAMING,
            "video10": device.Capability.VIDEO_CAPTURE}
    monkeypatch.setattr(device, "read_capabilities", lambda f: SimpleNamespace(
        device_caps=int(caps[Path(f.name).name]), card=f"Camera {Path(f.name).name}".encode() + b"\0"))
    assert v4l2.cameras(tmp_path, tmp_path / "sys") == [
        v4l2.Camera(str(tmp_path / "video0"), "Camera video0"),
        v4l2.Camera(str(tmp_path / "video10"), "Camera video10")]       # by number, not by name


@linux
def test_a_device_this_account_may_not_open_is_listed_by_the_kernels_name(tmp_path, monkeypatch):
    """So the window can say why (the video group), rather than show no camera."""
    from linuxpy.video import device

    sysfs = tmp_path / "sys"
    for name, index in (("video0", "0"), ("video1", "1")):
        (tmp_path / name).write_bytes(b"")
        (sysfs / name).mkdir(parents=True)
        (sysfs / name / "name").write_text("Integrated Camera: Integrated C\n")
        (sysfs / name / "index").write_text(index + "\n")

    def refused(path, *a, **k):
        raise PermissionError(errno.EACCES, "Permission denied", str(path))
    monkeypatch.setattr(device.IO, "open", staticmethod(refused))
    assert v4l2.cameras(tmp_path, sysfs) == [v4l2.Camera(str(tmp_path / "video0"), "Integrated Camera: Integrated C")]
