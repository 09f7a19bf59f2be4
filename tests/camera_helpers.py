"""A webcam for tests (there is none on a build machine): a device with
v4l2_camera.Device's methods that sends real frames, MJPEG (JPEGs made by
Pillow) or YUYV (packed here from a Pillow picture), and can be told to fail
as a real device does, by the kernel's error numbers."""
from __future__ import annotations

import errno
import io
import threading
import time

from PIL import Image, ImageDraw

COLOUR = (150, 90, 40)      # the scene's ground: a brown head, more or less


def scene(width: int, height: int, n: int = 0) -> Image.Image:
    """A picture with something in it: a ground of COLOUR, a pale ear tag
    and the frame's number (so a test can tell frames apart)."""
    image = Image.new("RGB", (width, height), COLOUR)
    draw = ImageDraw.Draw(image)
    w, h = width, height
    draw.rectangle((w * 0.55, h * 0.15, w * 0.85, h * 0.4), fill=(235, 200, 40))
    draw.text((w * 0.6, h * 0.22), f"KL-07 {n:04d}", fill=(0, 0, 0), font_size=max(10, h // 20))
    draw.ellipse((w * 0.1, h * 0.45, w * 0.45, h * 0.95), fill=(90, 60, 30))
    return image


def mjpeg(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "JPEG", quality=85)
    return out.getvalue()


def yuyv(image: Image.Image) -> bytes:
    """Packed YUYV, studio range (Y 16-235), as webcams send it: Y U Y V,
    one colour for every two pixels."""
    ycc = image.convert("YCbCr")      # full range, as JPEG's; squeezed below
    y, u, v = ycc.split()
    y = y.point([round(16 + c * 219 / 255) for c in range(256)]).tobytes()
    u = u.point([round(128 + (c - 128) * 224 / 255) for c in range(256)]).tobytes()
    v = v.point([round(128 + (c - 128) * 224 / 255) for c in range(256)]).tobytes()
    out = bytearray(len(y) * 2)
    out[0::2] = y
    out[1::4] = u[0::2]
    out[3::4] = v[0::2]
    return bytes(out)


class FakeDevice:
    """A camera offering ``offered`` (format -> sizes); ``fail``: an error
    number raised at ``fail_at`` ("open", "start", or after that many frames
    read); ``silent``: sends no frame at all."""

    def __init__(self, path: str, offered=None, fail: int | None = None, fail_at: str | int = "open",
                 silent: bool = False, frames: int = 4):
        self.path = path
        self.offered = offered if offered is not None else {"MJPG": [(640, 480), (1280, 720), (1920, 1080)],
                                                            "YUYV": [(640, 480), (1280, 720)]}
        self.fail, self.fail_at, self.silent = fail, fail_at, silent
        self.started: tuple | None = None
        self.read_count = 0
        self.closed = threading.Event()
        self.frames: list[bytes] = []
        self._frames = frames
        if fail is not None and fail_at == "open":
            raise PermissionError(fail, "Permission denied") if fail == errno.EACCES else OSError(fail, "open")

    def formats(self):
        return self.offered

    def start(self, fourcc, width, height):
        if self.fail is not None and self.fail_at == "start":
            raise OSError(self.fail, "VIDIOC_S_FMT")
        self.started = (fourcc, width, height)
        pack = mjpeg if fourcc == "MJPG" else yuyv
        self.frames = [pack(scene(width, height, n)) for n in range(self._frames)]
        return fourcc, width, height, width * 2 if fourcc == "YUYV" else 0

    def read(self, timeout):
        if self.closed.is_set():
            raise OSError(errno.EBADF, "closed")
        if self.silent:
            time.sleep(timeout)
            return None
        if isinstance(self.fail_at, int) and self.read_count >= self.fail_at:
            raise OSError(self.fail, "VIDIOC_DQBUF")
        time.sleep(0.02)        # about a webcam's pace
        frame = self.frames[self.read_count % len(self.frames)]
        self.read_count += 1
        return frame

    def close(self):
        self.closed.set()


class Opener:
    """``open_device`` for the window: makes FakeDevices, and keeps them."""

    def __init__(self, **kwargs):
        self.kwargs = kwargs
        self.devices: list[FakeDevice] = []

    def __call__(self, path: str) -> FakeDevice:
        self.devices.append(None)     # an open that fails is counted too
        device = FakeDevice(path, **self.kwargs)
        self.devices[-1] = device
        return device
