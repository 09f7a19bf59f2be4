"""A picture of a window's title bar as the desktop draws it: a virtual screen
(Xvfb) with a window manager (openbox) that draws the titles with the
system's fonts through fontconfig, as a desktop does, not with the fonts the
program brings. Used by the .deb test to see that, once the package is
installed, a Malayalam title is drawn in Malayalam and not as empty boxes."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

NEEDED = ("Xvfb", "openbox", "xwininfo")
# the frame openbox draws: its title bar is the frame's top rows; the window's
# icon sits at its left and the buttons at its right
TITLE_ROWS = 20
LEFT, RIGHT = 24, 70

_GRAB = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
app.primaryScreen().grabWindow(0).save(sys.argv[1])
"""


def missing() -> list[str]:
    return [name for name in NEEDED if shutil.which(name) is None]


def _frames(display: str) -> list[tuple[int, int, int, int]]:
    """The frames on the screen (x, y, width, height): the root's children
    larger than openbox's own helper windows."""
    out = subprocess.run(["xwininfo", "-root", "-children", "-display", display],
                         capture_output=True, text=True, timeout=30).stdout
    found = []
    for w, h, x, y in re.findall(r"\s(\d+)x(\d+)\+(-?\d+)\+(-?\d+)\s", out):
        if int(w) > 100 and int(h) > 50:
            found.append((int(x), int(y), int(w), int(h)))
    return found


def title_bar(program: list[str], env: dict, out: Path, display: int,
              fontconfig_file: Path | None = None, wait: float = 60) -> Path:
    """Start ``program`` on a screen of its own, wait for its first window's
    frame, and save the frame's title bar (its text, without icon and
    buttons) to ``out``. With ``fontconfig_file`` the window manager sees
    only the fonts that file names."""
    name = f":{display}"
    screen = subprocess.Popen(["Xvfb", name, "-screen", "0", "800x600x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    procs = [screen]
    try:
        time.sleep(1)
        wm_env = dict(os.environ, DISPLAY=name)
        if fontconfig_file:
            wm_env["FONTCONFIG_FILE"] = str(fontconfig_file)
        procs.append(subprocess.Popen(["openbox"], env=wm_env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        time.sleep(1)
        procs.append(subprocess.Popen(program, env=dict(env, DISPLAY=name),
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        deadline = time.monotonic() + wait
        while not _frames(name):
            if time.monotonic() > deadline:
                raise AssertionError(f"no window appeared on the screen within {wait} s")
            time.sleep(0.5)
        time.sleep(2)           # the window takes its size, the window manager draws its title
        x, y, w, _ = _frames(name)[-1]      # xwininfo lists the root's children bottom first
        whole = out.with_suffix(".screen.png")
        subprocess.run([sys.executable, "-c", _GRAB, str(whole)], check=True, timeout=60,
                       env=dict(os.environ, DISPLAY=name, QT_QPA_PLATFORM="xcb"))
        from PySide6.QtGui import QImage
        image = QImage(str(whole))
        image.copy(x + LEFT, y + 1, w - LEFT - RIGHT, TITLE_ROWS).save(str(out))
        return out
    finally:
        for proc in reversed(procs):
            proc.kill()
            proc.wait()


def without_malayalam(folder: Path) -> Path:
    """The system's fontconfig configuration with every font that covers
    Malayalam set aside: the desktop as it would be without a Malayalam font,
    every other font the same, so that a title drawn with the system's
    configuration differs from one drawn with this only if a Malayalam font
    draws it."""
    folder.mkdir(parents=True, exist_ok=True)
    conf = folder / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
        "  <include>/etc/fonts/fonts.conf</include>\n"
        "  <selectfont><rejectfont><pattern>\n"
        '    <patelt name="lang"><string>ml</string></patelt>\n'
        "  </pattern></rejectfont></selectfont>\n"
        f"  <cachedir>{folder / 'cache'}</cachedir>\n</fontconfig>\n", encoding="utf-8")
    return conf


def differing(a: Path, b: Path) -> int:
    """How many pixels of two pictures of one size differ."""
    from PySide6.QtGui import QImage
    one, two = QImage(str(a)), QImage(str(b))
    assert one.size() == two.size(), (one.size(), two.size())
    return sum(one.pixel(x, y) != two.pixel(x, y) for y in range(one.height()) for x in range(one.width()))

