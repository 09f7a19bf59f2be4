"""Grab the guide's window (Help → Guide, F1) in Malayalam and English, and
two pages of each printed booklet (``pdftoppm`` from poppler-utils),
offscreen, into this folder: ``python docs/screenshots/take_guide_screenshots.py``.
A person then looks at each PNG (is the Malayalam shaped? do the pictures fit?)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from take_screenshots import settle  # noqa: E402


def main() -> int:
    os.environ["POUND_DESK_HOME"] = tempfile.mkdtemp(prefix="pound-desk-guide-shots-")
    from PySide6.QtWidgets import QWidget

    from pound_desk.services import guide
    from pound_desk.ui import app as desk
    from pound_desk.ui import guide_key, translations

    qapp = desk.make_app([])
    host = QWidget()
    for code, suffix, page in (("ml", "", "seizure"), ("en", "-en", "release")):
        translations.apply(code)
        host.guide_window = None
        window = guide_key.open_guide(host, page)
        window.resize(1200, 820)
        settle(qapp)
        window._render()
        settle(qapp)
        window.grab().save(str(HERE / f"guide-window{suffix}.png"))
        print("saved", f"guide-window{suffix}")
        window.close()
        pdf = guide.booklet(code)
        if shutil.which("pdftoppm") is None:
            print("pdftoppm missing: skipped the booklet's pages")
            continue
        for number, name in ((2, "contents"), (4, "page")):   # page 4: the seizure
            subprocess.run(["pdftoppm", "-r", "60", "-png", "-singlefile", "-f", str(number), "-l", str(number),
                            str(pdf), str(HERE / f"guide-booklet-{name}{suffix}")], check=True)
            print("saved", f"guide-booklet-{name}{suffix}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
