"""A webcam on Linux read through Video4Linux2 directly (``linuxpy``), for
the installed program, which leaves Qt Multimedia out (its FFmpeg, Qt Quick
and libpulse are past the installers' size targets: docs/PERFORMANCE.md).

The cameras are the ``/dev/video*`` devices that can capture, named as
their drivers name them. A stream prefers MJPEG (each frame a JPEG, small
over USB) and takes YUYV otherwise; the frames are decoded with Pillow.
What goes wrong with a device is said as a kind (``CameraTrouble.kind``):
the window says it in the keeper's words, never the library's.

The device is reached through ``Device`` (``LinuxpyDevice`` on a real
computer): a test hands ``stream`` a device of its own that yields frames.
Nothing here touches Qt; the window is ui/v4l2_window.py."""
from __future__ import annotations

import errno
import io
import logging
import re
import select
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, Protocol

from pound_desk.services.case.photos import LONGEST_SIDE

if TYPE_CHECKING:
    from PIL import Image

# linuxpy logs what it skips (a format it does not know) as warnings: with no handler
# Python would print them on the terminal; the window says what matters
logging.getLogger("linuxpy").addHandler(logging.NullHandler())

MJPEG, YUYV = "MJPG", "YUYV"
SILENT_AFTER = 5.0     # seconds without a frame: the camera is said to send no picture
BAD_FRAMES = 30        # frames in a row that do not decode: the camera's format is not read
WAIT = 0.2             # seconds a read waits, so a stop is seen that soon

# what goes wrong, by the error number the kernel gives
BUSY, UNPLUGGED, PERMISSION, FORMAT, SILENT, OTHER = "busy", "unplugged", "permission", "format", "silent", "other"
_KINDS = {errno.EBUSY: BUSY, errno.EACCES: PERMISSION, errno.EPERM: PERMISSION,
          errno.ENODEV: UNPLUGGED, errno.ENXIO: UNPLUGGED, errno.ENOENT: UNPLUGGED, errno.EIO: UNPLUGGED,
          errno.EPIPE: UNPLUGGED}


class CameraTrouble(Exception):
    """Why a camera cannot be used, as one of the kinds above."""

    def __init__(self, kind: str):
        super().__init__(kind)
        self.kind = kind


def trouble_of(error: OSError) -> CameraTrouble:
    return CameraTrouble(_KINDS.get(error.errno, OTHER))


@dataclass(frozen=True)
class Camera:
    path: str
    name: str


@dataclass(frozen=True)
class RawFrame:
    """One frame as the device sent it: ``stride`` bytes a row for YUYV."""
    fourcc: str
    width: int
    height: int
    stride: int
    data: bytes


class Device(Protocol):
    """What a stream needs of a camera (``LinuxpyDevice``; a test's own)."""

    def formats(self) -> dict[str, list[tuple[int, int]]]:
        """The frame sizes offered, by format (MJPG, YUYV, ...)."""

    def start(self, fourcc: str, width: int, height: int) -> tuple[str, int, int, int]:
        """Asks for that format and size, starts streaming; returns what the
        device chose: (format, width, height, bytes a row)."""

    def read(self, timeout: float) -> bytes | None:
        """The next frame's bytes, or None when none came within ``timeout``."""

    def close(self) -> None:
        """Stops streaming and closes the device."""


def _linuxpy():
    """linuxpy's V4L2 module (its ``IO``, ``Device``, ``VideoCapture``, ...)."""
    # late: linuxpy is a dependency on Linux alone, and takes a tenth of a second to load
    from linuxpy.video import device
    return device


def available() -> bool:
    """Whether this computer can read a camera this way: Linux with linuxpy."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        _linuxpy()
    except ImportError:
        return False
    return True


def _number(path: Path) -> int:
    digits = re.sub(r"\D", "", path.name)
    return int(digits) if digits else -1


def cameras(dev: str | Path = "/dev", sysfs: str | Path = "/sys/class/video4linux") -> list[Camera]:
    """The devices that can capture, in their numbers' order. A device this
    user may not open is listed too (by the name the kernel gives it), the
    first of its card only (a webcam has a second node for metadata), so the
    window can say why it cannot be used rather than show no camera at all."""
    v4l2 = _linuxpy()
    found = []
    for path in sorted(Path(dev).glob("video*"), key=_number):
        try:
            with v4l2.IO.open(path) as fobj:
                caps = v4l2.read_capabilities(fobj)
        except PermissionError:
            node = Path(sysfs) / path.name
            index = _read(node / "index")
            if index in ("", "0"):
                found.append(Camera(str(path), _read(node / "name") or path.name))
            continue
        except OSError:
            continue       # gone since listed, or not a V4L2 device
        if v4l2.Capability.VIDEO_CAPTURE in v4l2.Capability(caps.device_caps):
            card = bytes(caps.card).split(b"\0")[0].decode(errors="replace").strip()   # a C string
            found.append(Camera(str(path), card or path.name))
    return found


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        return ""


class LinuxpyDevice:
    """A V4L2 device through linuxpy: memory-mapped buffers, read with a
    time limit so a stop is seen even when the camera sends nothing."""

    def __init__(self, path: str):
        self._v4l2 = _linuxpy()
        self._device = self._v4l2.Device(path)
        self._capture = None
        self._device.open()

    def formats(self) -> dict[str, list[tuple[int, int]]]:
        BufferType, FrameSizeType = self._v4l2.BufferType, self._v4l2.FrameSizeType
        offered: dict[str, list[tuple[int, int]]] = {}
        for image_format in self._device.info.buffer_formats(BufferType.VIDEO_CAPTURE):
            name = _fourcc(image_format.pixel_format)
            sizes = offered.setdefault(name, [])
            for size in self._device.info.format_frame_sizes(image_format.pixel_format):
                if size.type == FrameSizeType.DISCRETE:
                    sizes.append((size.info.width, size.info.height))
                else:   # stepwise or continuous: its largest and smallest
                    sizes += [(size.info.max_width, size.info.max_height),
                              (size.info.min_width, size.info.min_height)]
        return offered

    def start(self, fourcc: str, width: int, height: int) -> tuple[str, int, int, int]:
        BufferType = self._v4l2.BufferType
        self._device.set_format(BufferType.VIDEO_CAPTURE, width, height, fourcc)
        chosen = self._device.get_format(BufferType.VIDEO_CAPTURE)
        self._capture = self._v4l2.VideoCapture(self._device)
        self._capture.open()
        return _fourcc(chosen.pixel_format), chosen.width, chosen.height, chosen.bytes_per_line

    def read(self, timeout: float) -> bytes | None:
        ready, _, _ = select.select((self._device,), (), (), timeout)
        if not ready:
            return None
        return bytes(self._capture.buffer.raw_read())

    def close(self) -> None:
        try:
            if self._capture is not None:
                self._capture.close()
        except (OSError, ValueError):
            pass      # an unplugged camera cannot be stopped: closing the file is enough
        finally:
            self._capture = None
            try:
                self._device.close()
            except OSError:
                pass


def _fourcc(pixel_format) -> str:
    code = int(pixel_format)
    return bytes((code >> s) & 0xFF for s in (0, 8, 16, 24)).decode("ascii", errors="replace")


def choose(offered: dict[str, list[tuple[int, int]]]) -> tuple[str, int, int]:
    """MJPEG where offered (a JPEG a frame: full speed over USB 2), else
    YUYV; the smallest size whose longer side reaches the size photos are
    kept at, else the largest."""
    aliases = {"JPEG": MJPEG}
    usable = {}
    for name, sizes in offered.items():
        usable.setdefault(aliases.get(name, name), []).extend((name, w, h) for w, h in sizes)
    for wanted in (MJPEG, YUYV):
        sizes = [s for s in usable.get(wanted, []) if s[1] > 0 and s[2] > 0]
        if not sizes:
            if wanted in usable:     # offered with no size listed: the driver picks
                return next(iter(n for n in offered if aliases.get(n, n) == wanted)), 1280, 720
            continue
        big = [s for s in sizes if max(s[1], s[2]) >= LONGEST_SIDE]
        name, w, h = min(big, key=lambda s: s[1] * s[2]) if big else max(sizes, key=lambda s: s[1] * s[2])
        return name, w, h
    raise CameraTrouble(FORMAT)


def stream(open_device: Callable[[str], Device], path: str, stop: threading.Event,
           silent_after: float | None = None) -> Iterator[RawFrame]:
    """The frames of the camera at ``path`` until ``stop`` is set; raises
    ``CameraTrouble`` for what goes wrong. The device is closed when the
    stream ends, however it ends."""
    silent_after = SILENT_AFTER if silent_after is None else silent_after
    try:
        device = open_device(path)
    except OSError as e:
        raise trouble_of(e) from e
    try:
        try:
            fourcc, width, height, stride = device.start(*choose(device.formats()))
        except OSError as e:
            raise trouble_of(e) from e
        if fourcc == "JPEG":
            fourcc = MJPEG
        if fourcc not in (MJPEG, YUYV):
            raise CameraTrouble(FORMAT)
        last = time.monotonic()
        while not stop.is_set():
            try:
                data = device.read(WAIT)
            except BlockingIOError:
                continue       # woken with nothing to take yet
            except OSError as e:
                raise trouble_of(e) from e
            if not data:
                if time.monotonic() - last > silent_after:
                    raise CameraTrouble(SILENT)
                continue
            last = time.monotonic()
            yield RawFrame(fourcc, width, height, stride, data)
    finally:
        device.close()


# YUYV from a webcam is "studio range" (Y 16-235, colour 16-240); Pillow's YCbCr is the
# full range of JPEG's, so the planes are stretched first or the picture is washed out
_Y_RANGE = [min(255, max(0, round((v - 16) * 255 / 219))) for v in range(256)]
_C_RANGE = [min(255, max(0, round((v - 128) * 255 / 224 + 128))) for v in range(256)]


def decode(frame: RawFrame, preview: int | None = None) -> Image.Image | None:
    """The frame as an RGB picture; None when it does not decode (a webcam's
    first frames may be cut short). ``preview``: a size in pixels the
    picture may be decoded down to (about), for the live picture."""
    from PIL import Image  # late: Pillow loads when a picture is first decoded, not at start-up

    try:
        if frame.fourcc == MJPEG:
            image = Image.open(io.BytesIO(frame.data))
            if preview:     # JPEG decodes at 1/2, 1/4 or 1/8 of its size for little work
                scale = preview / max(image.size)
                image.draft("RGB", (max(1, int(image.width * scale)), max(1, int(image.height * scale))))
            return image.convert("RGB")
        if frame.fourcc == YUYV:
            return _yuyv(frame, preview, Image)
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        return None
    return None


def _yuyv(frame: RawFrame, preview: int | None, Image) -> Image.Image | None:
    w, h, row = frame.width, frame.height, frame.width * 2
    data = frame.data
    if frame.stride > row:      # rows padded: the padding dropped
        data = b"".join(data[i * frame.stride:i * frame.stride + row] for i in range(h))
    if w < 2 or len(data) < row * h:
        return None
    data = data[:row * h]
    # Y U Y V: a brightness for every pixel, a colour for every two
    y = Image.frombytes("L", (w, h), data[0::2]).point(_Y_RANGE)
    u = Image.frombytes("L", (w // 2, h), data[1::4]).point(_C_RANGE).resize((w, h), Image.Resampling.NEAREST)
    v = Image.frombytes("L", (w // 2, h), data[3::4]).point(_C_RANGE).resize((w, h), Image.Resampling.NEAREST)
    image = Image.merge("YCbCr", (y, u, v)).convert("RGB")
    if preview and max(w, h) >= 2 * preview:
        image = image.reduce(max(w, h) // preview)
    return image


def open_device(path: str) -> Device:
    return LinuxpyDevice(path)
