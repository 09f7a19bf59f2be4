"""Grab the screens of Pound Desk on the demo pound, offscreen, into this
folder: ``python docs/screenshots/take_screenshots.py [ml|en|pseudo]``
(Malayalam, the default, English, or every string half as long again).
A person then looks at each PNG (is the Malayalam shaped? is anything
clipped?); the labels and buttons too narrow for their text are also
listed as each screen is saved."""
from __future__ import annotations

import os
import sys
import tempfile
from datetime import timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
LANGUAGE = sys.argv[1] if len(sys.argv) > 1 else "ml"
SUFFIX = "" if LANGUAGE == "ml" else f"-{LANGUAGE}"


def clipped(top) -> list[str]:
    """Labels and buttons whose one-line text is wider than the widget."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import Qt as QtGuiNamespace
    from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel, QPushButton, QRadioButton

    out = []
    for w in top.findChildren(QAbstractButton) + top.findChildren(QLabel):
        if not w.isVisible() or not w.text() or w.width() < 2:
            continue
        if isinstance(w, QLabel) and (w.wordWrap() or w.textFormat() == Qt.TextFormat.RichText
                                      or QtGuiNamespace.mightBeRichText(w.text())):
            continue
        need = max(w.fontMetrics().horizontalAdvance(line) for line in w.text().replace("&", "").split("\n"))
        if isinstance(w, (QCheckBox, QRadioButton)):
            need += 22      # the box
        elif isinstance(w, QPushButton):
            need += 12      # the frame
        if need > w.width() + 1:
            out.append(f"{type(w).__name__} {w.text()[:40]!r}: {w.width()} px for {need}")
    return out


def settle(app, rounds: int = 20) -> None:
    for _ in range(rounds):
        app.processEvents()


def save(widget, name: str, app, size: tuple[int, int] | None = None) -> None:
    # the offscreen screen is small; show each window at the size an office
    # PC of 1280 x 800 (or the given size) would open it
    if size:
        widget.resize(*size)
    settle(app)
    image = widget.grab()
    if image.width() > 1280 or image.height() > 800:
        from PySide6.QtCore import Qt

        image = image.scaled(1280, 800, Qt.AspectRatioMode.KeepAspectRatio,
                             Qt.TransformationMode.SmoothTransformation)
    image.save(str(HERE / f"{name}{SUFFIX}.png"))
    print("saved", name + SUFFIX, image.width(), "x", image.height())
    for line in clipped(widget):
        print("   clipped:", line)


def main() -> int:
    home = Path(tempfile.mkdtemp(prefix="pound-desk-shots-"))
    os.environ["POUND_DESK_HOME"] = str(home)
    from pound_desk.ui import app as desk
    from pound_desk.ui import translations, workers
    from pound_desk.ui.setup_wizard import SetupWizard

    qapp = desk.make_app([])
    translations.apply(LANGUAGE)
    window = desk.main_window_for(home / "demo.sqlite3", demo_pound=True)
    window.show()
    workers.wait_for_all()
    settle(qapp)
    save(window, "main-window", qapp, (1280, 800))
    save(window, "main-window-1024", qapp, (1024, 740))

    form = window.new_seizure()
    form.seized_place.setText("Paddy field near the temple")   # a new place: the form says so
    form.seizer_name.setText("")
    # a late arrival: seized 30 hours before it was brought
    form.seized_at.set_value(form.brought_at.value() - timedelta(hours=30))
    form.heads.ear_tag.setText("12345678901")
    form.heads.add_current()
    form.submit()
    save(form, "seizure-form-errors", qapp, (1100, 760))
    save(form, "seizure-form-1024", qapp, (1000, 700))
    form.confirm_discard = lambda: True
    form.close()

    held = next(r for r in (window.model.row_at(i) for i in range(window.model.rowCount()))
                if r.status == "held" and r.head_count > 1)
    view = window.open_case(held.case_no)
    save(view, "case-view", qapp, (1240, 780))
    release = view.release()
    if not release.claimant_name.text():
        release.claimant_name.setText("Rajan P.")   # an owner not named at entry claims them
    release.paid.setText("100")
    release.submit()
    save(release, "release-dialog", qapp, (1120, 720))
    release.paid.setText(release.dues.total.plain())
    release.submit()
    save(release.preview, "receipt-preview", qapp, (900, 760))
    release.preview.close()
    release.close()
    view.close()

    os.environ["POUND_DESK_HOME"] = str(home / "fresh")
    wizard = SetupWizard()
    wizard.resize(860, 640)
    wizard.show()
    save(wizard, "setup-wizard-1", qapp)
    wizard.next()
    for name, text in (("name", "Nedumangad Municipal Pound"), ("place", "Nedumangad"),
                       ("local_authority", "Nedumangad Municipality"), ("local_area", "Nedumangad"),
                       ("keeper_name", "K. Sasidharan")):
        wizard.particulars.edits[name].setText(text)
    save(wizard, "setup-wizard-2", qapp)
    wizard.next()
    save(wizard, "setup-wizard-3", qapp)
    wizard.next()
    save(wizard, "setup-wizard-4", qapp)
    workers.wait_for_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
