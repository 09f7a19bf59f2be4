"""The camera's window as the installed Linux program shows it (the webcam
read through Video4Linux2), offscreen, into this folder:
``python docs/screenshots/take_camera_screenshots.py``.

No webcam is needed: the window reads the tests' camera (tests/camera_helpers.py),
which sends real MJPEG frames of a drawn scene. ``camera-window.png``: its live
picture; ``camera-window-permission.png``: an account not in the "video" group.
A person then looks at each PNG."""
from __future__ import annotations

import errno
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "tests"))

from camera_helpers import Opener  # noqa: E402
from take_screenshots import clipped  # noqa: E402


def settle(app, until=lambda: True, seconds: float = 10) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if until():
            break
        time.sleep(0.02)
    for _ in range(20):
        app.processEvents()


def main() -> int:
    from pound_desk.ui import app as desk
    from pound_desk.ui import translations
    from pound_desk.ui.v4l2_camera import Camera
    from pound_desk.ui.v4l2_window import V4L2CaptureDialog

    os.environ["LOGNAME"] = "keeper"      # the account the permission message names
    qapp = desk.make_app([])
    translations.apply(os.environ.get("POUND_DESK_LANGUAGE", "ml"))
    cams = [Camera("/dev/video0", "USB2.0 HD UVC WebCam"), Camera("/dev/video2", "Integrated Camera")]
    shots = (("camera-window", {}), ("camera-window-permission", {"fail": errno.EACCES, "fail_at": "open"}))
    for name, kwargs in shots:
        dialog = V4L2CaptureDialog(cams, "Photo of head 1", open_device=Opener(**kwargs))
        dialog.resize(800, 600)
        dialog.show()
        settle(qapp, lambda d=dialog: d.frame is not None or d.error.text() != "")
        dialog.grab().save(str(HERE / f"{name}.png"))
        print("saved", name)
        for line in clipped(dialog):
            print("   clipped:", line)
        dialog.reject()
    return 0


if __name__ == "__main__":
    sys.exit(main())
