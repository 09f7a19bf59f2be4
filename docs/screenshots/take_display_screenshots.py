"""Grab the desk at 200 % text and in high contrast, on a 1366 x 768 screen,
offscreen, into this folder: ``python docs/screenshots/take_display_screenshots.py [ml|en]``.
A person then looks at each PNG: is any text cut, does anything lie over
something else, is every line readable on black? The labels and buttons too
narrow for their text are also listed as each screen is saved."""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
LANGUAGE = sys.argv[1] if len(sys.argv) > 1 else "ml"
SUFFIX = "" if LANGUAGE == "ml" else f"-{LANGUAGE}"
SCREEN = (1366, 768)


def main() -> int:
    home = Path(tempfile.mkdtemp(prefix="pound-desk-shots-"))
    os.environ["POUND_DESK_HOME"] = str(home)
    sys.path.insert(0, str(HERE))
    from PySide6.QtCore import QSize
    from take_screenshots import clipped, settle

    from pound_desk.services.desk.display import Display
    from pound_desk.ui import app as desk
    from pound_desk.ui import display, translations, workers

    qapp = desk.make_app([])
    translations.apply(LANGUAGE)
    display.room = lambda widget: QSize(*SCREEN)   # the office PC's screen, not the offscreen one

    def save(widget, name: str) -> None:
        widget.resize(min(widget.width(), SCREEN[0]), min(widget.height(), SCREEN[1]))
        settle(qapp)
        widget.grab().save(str(HERE / f"{name}{SUFFIX}.png"))
        print("saved", name + SUFFIX, widget.width(), "x", widget.height())
        for line in clipped(widget):
            print("   clipped:", line)

    window = desk.main_window_for(home / "demo.sqlite3", demo_pound=True)
    for scale, contrast, tag in ((200, False, "200"), (100, True, "contrast"), (200, True, "200-contrast")):
        display.apply(Display(scale, contrast))
        window.resize(*SCREEN)
        window.show()
        for _ in range(3):   # today's list, then the month's figures counted from it
            workers.wait_for_all()
            settle(qapp)
        save(window, f"main-window-{tag}")
        held = next(r for r in (window.model.row_at(i) for i in range(window.model.rowCount()))
                    if r.status == "held" and r.head_count > 1)
        view = window.open_case(held.case_no)
        view.activateWindow()
        settle(qapp)
        save(view, f"case-view-{tag}")
        if tag == "200":
            release = view.release()
            release.activateWindow()
            settle(qapp)
            save(release, f"release-dialog-{tag}")
            release.close()
            form = window.new_seizure()
            form.activateWindow()
            settle(qapp)
            save(form, f"seizure-form-{tag}")
            form.confirm_discard = lambda: True
            form.close()
        view.close()
    workers.wait_for_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
