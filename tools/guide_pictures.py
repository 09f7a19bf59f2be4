"""The guide's pictures, made from the program itself on the demo pound:
``python tools/guide_pictures.py`` (offscreen) writes every window the guide
shows, in Malayalam and in English, to resources/guide/<language>/pictures/,
and resources/guide/pictures.json with two digests of each: of the window's
widget tree as staged here, and of the PNG written.

tests/ui/test_guide_pictures.py stages the same windows again and compares
their trees with the stored digests: a window changed (a field added, a
label reworded, a button gone) fails it until this is run again and the
pictures with it. The tree, not the pixels: what fonts and a Qt version draw
differs from one machine to another, the widgets and their words do not.

Everything is staged at one fixed moment (FIXED) on the demo pound made
from its fixed seed, so the same window gives the same tree every day."""
from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import tempfile
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QAbstractListModel, QModelIndex, QRect, Qt  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenuBar,
    QTabWidget,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "resources" / "guide"
MANIFEST = GUIDE / "pictures.json"
LANGUAGES = ("ml", "en")
FIXED = datetime(2026, 3, 20, 11, 0)      # a Friday morning at the pound
WIDTH = 900                                # pixels: a picture's width in the guide


@dataclass
class Stage:
    """What the pictures are made on: the main window of the demo pound and
    the cases the windows are opened for."""
    window: QWidget
    db_path: Path
    home: Path
    owned: str          # a case held, its owner known (release, refusal)
    unclaimed: str      # a case held more than seven days, no owner (report, notice)
    auction_id: int     # an auction with the oldest unclaimed case as its lot


def now() -> datetime:
    return FIXED


def build(home: Path) -> Stage:
    """The demo pound in ``home`` at FIXED, with a few backups: the register
    opened on it and its main window shown. The office clock must already
    read FIXED (``clock.now``) and POUND_DESK_HOME name ``home``, as main()
    and the test make them."""
    from pound_desk.services import backups
    from pound_desk.services.case import register
    from pound_desk.services.demo import create_demo
    from pound_desk.services.desk.storage import open_database
    from pound_desk.services.disposal import auctions
    from pound_desk.ui import workers
    from pound_desk.ui.main_window import MainWindow

    db_path = home / "pound-desk.sqlite3"
    open_database(db_path)
    create_demo(now=FIXED, count=14)
    for days, kind in ((9, "daily"), (2, "daily"), (1, "exit"), (0, "daily")):
        backups.back_up(db_path, kind, FIXED - timedelta(days=days, hours=3))
    held = [r for r in register.page(register.Query(), 0, 100) if r.status == "held"]
    owned = next(r for r in held if r.owner_name)
    unowned = sorted((r for r in held if not r.owner_name), key=lambda r: r.brought_at)
    auctioned, lonely = unowned[0], unowned[1]
    _to_auction(auctioned.case_no)
    disputed = next(r for r in sorted(held, key=lambda r: r.brought_at, reverse=True)
                    if r.owner_name and r.case_no != owned.case_no)
    _disputed(disputed.case_no, disputed.owner_name)
    window = MainWindow(now=now)
    window.resize(1280, 800)
    window.show()
    workers.wait_for_all()
    settle()
    return Stage(window, db_path, home, owned.case_no, lonely.case_no, auction_id=auctions.auctions()[0].id)


def _disputed(case_no: str, owner: str) -> None:
    """The newest case whose owner says its seizure was illegal: the cattle
    taken on a deposit under protest, and the complaint to the Magistrate."""
    from pound_desk.services.case import cases
    from pound_desk.services.disputes import complaints, protest

    at = FIXED - timedelta(hours=2)
    protest.deposit(case_no, at, owner, cases.dues(case_no, at).total,
                    "Will complain to the Magistrate: the cattle were on the owner's own land", now=at)
    complaints.record(case_no, FIXED.date(), owner, mode="written",
                      particulars="The cattle were seized on the owner's own land", now=FIXED)


def _to_auction(case_no: str) -> None:
    """The oldest case nobody claimed taken to the auction: reported, noticed,
    proclaimed, and put up as a lot with two bidders (not yet sold)."""
    from pound_desk.services.case import cases
    from pound_desk.services.disposal import auctions, unclaimed
    from pound_desk.services.office import authorities

    notice_day = (FIXED - timedelta(days=20)).date()
    authorities.add_place("Nedumangad", "Manjadi", "village")
    authorities.add_place("Nedumangad", "Nedumangad chantha", "market")
    unclaimed.make_report(now=datetime.combine(notice_day, datetime.min.time()).replace(hour=10))
    at = datetime.combine(notice_day, datetime.min.time()).replace(hour=11)
    issued = unclaimed.issue(case_no, notice_day, "Manjadi", "Nedumangad chantha", now=at)
    for event, day in (("affixed", notice_day), ("village", notice_day + timedelta(days=1)),
                       ("market", notice_day + timedelta(days=1))):
        unclaimed.record_event(issued.id, event, day, "Chenda Kuttan", now=at + timedelta(days=2))
    held_at = FIXED - timedelta(hours=1)
    auction = auctions.create(held_at, "Nedumangad market yard", "local_authority",
                              "Secretary, Nedumangad Municipality", "Cash on the fall of the hammer",
                              "Director's general order LB/12/2026", now=held_at)
    auctions.add_lot(auction.id, [head.id for head in cases.view(case_no).heads])
    auctions.register_bidder(auction.id, "Vinod P", "Nedumangad", True)
    auctions.register_bidder(auction.id, "അബ്ദുൾ ഖാദർ", "Pazhakutty", True)


def in_language(stage: Stage, code: str) -> None:
    """The screen in ``code`` from now on, with a main window made in it
    (a window's words are set when it is made)."""
    from pound_desk.ui import translations
    from pound_desk.ui.main_window import MainWindow

    translations.apply(code)
    stage.window.close()
    stage.window = MainWindow(now=now)
    stage.window.resize(1280, 800)
    stage.window.show()
    settle()


def settle(rounds: int = 20) -> None:
    app = QApplication.instance()
    for _ in range(rounds):
        app.processEvents()


# ---------------------------------------------------------------- the windows
def _seizure(s: Stage) -> QWidget:
    form = s.window.new_seizure()
    form.seizer_name.setText("Ramachandran")
    form.seized_place.setText("Paddy field, Manjadi")
    return form


def _needs(s: Stage) -> QWidget:
    return s.window.needs


def _release(s: Stage) -> QWidget:
    from pound_desk.ui.release_dialog import ReleaseDialog
    return ReleaseDialog(s.owned, s.window, now=now)


def _refusal(s: Stage) -> QWidget:
    from pound_desk.ui.unclaimed.refusal_dialog import RefusalDialog
    return RefusalDialog(s.owned, s.window, now=now)


def _report(s: Stage) -> QWidget:
    from pound_desk.ui.unclaimed.report_dialog import ReportDialog
    return ReportDialog(s.window, now=now)


def _notice(s: Stage) -> QWidget:
    from pound_desk.ui.unclaimed.notice_dialog import NoticeDialog
    return NoticeDialog(s.unclaimed, s.window, now=now)


def _auction(s: Stage) -> QWidget:
    from pound_desk.ui.auction.auction_window import AuctionWindow
    return AuctionWindow(s.window, now=now, auction_id=s.auction_id)


def _disputes(s: Stage) -> QWidget:
    from pound_desk.ui.disputes.disputes_window import DisputesWindow
    return DisputesWindow(s.window, now=now)


def _close_day(s: Stage) -> QWidget:
    from pound_desk.ui.accounts.close_day_dialog import CloseDayDialog
    return CloseDayDialog(s.window, now=now)


def _export(s: Stage) -> QWidget:
    from pound_desk.ui.returns.export_dialog import ExportDialog
    return ExportDialog(s.window, now=now, find_drives=lambda: [])   # no stick of this machine's


def _backups(s: Stage) -> QWidget:
    from pound_desk.ui.backups_dialog import BackupsDialog
    return BackupsDialog(s.window, s.db_path)


def _damaged(s: Stage) -> QWidget:
    from pound_desk.services import backups
    from pound_desk.ui.start_check import damaged_box
    return damaged_box(s.db_path, ["Page 12: btreeInitPage() returns error code 11"],
                       backups.newest_good(s.db_path))


def _main(s: Stage) -> QWidget:
    return s.window


# name: (how to open it, its size on the screen); each is shown on a page of the guide
PICTURES: dict[str, tuple[Callable[[Stage], QWidget], tuple[int, int] | None]] = {
    "main-window": (_main, (1280, 800)),
    "seizure-form": (_seizure, (1100, 760)),
    "needs-action": (_needs, None),
    "release-dialog": (_release, (1100, 720)),
    "refusal-dialog": (_refusal, (760, 420)),
    "report-dialog": (_report, (1000, 620)),
    "notice-dialog": (_notice, (900, 700)),
    "auction-window": (_auction, (1200, 760)),
    "disputes-window": (_disputes, (1100, 700)),
    "close-day": (_close_day, (900, 700)),
    "export-dialog": (_export, (800, 520)),
    "backups-dialog": (_backups, (900, 560)),
    "damaged": (_damaged, None),
}


def open_window(name: str, s: Stage) -> QWidget:
    make, size = PICTURES[name]
    widget = make(s)
    if size:
        widget.resize(*size)
    widget.show()
    from pound_desk.ui import workers
    for _ in range(4):           # a list loaded on a worker starts the next (today's list, then the month)
        workers.wait_for_all()
        settle()
    return widget


def close_window(widget: QWidget, s: Stage) -> None:
    if widget is s.window or widget is s.window.needs:
        return
    if hasattr(widget, "confirm_discard"):
        widget.confirm_discard = lambda: True
    widget.close()
    widget.deleteLater()
    settle()


# ---------------------------------------------------------------- the tree and its digest
def _words(widget: QWidget) -> list[str]:
    if isinstance(widget, QLabel):
        return [widget.text()]
    if isinstance(widget, QAbstractButton):
        return [widget.text()]
    if isinstance(widget, QGroupBox):
        return [widget.title()]
    if isinstance(widget, QLineEdit):
        return [widget.placeholderText()]          # what is typed is the stage's, not the window's
    if isinstance(widget, QComboBox):
        return [str(widget.isEditable())]
    if isinstance(widget, QMenuBar):
        return [action.text() for action in widget.actions()]
    if isinstance(widget, QTabWidget):
        return [widget.tabText(i) for i in range(widget.count())]
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        model = widget.model()
        if isinstance(model, QAbstractListModel):     # a list: one column, no headings
            return []
        return [str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                for c in range(model.columnCount(QModelIndex()))]
    return []


def tree(widget: QWidget, home: Path) -> str:
    """The window as a list of its visible widgets, each with its kind and
    words: the home folder and every figure masked (a date, a sum, a size),
    the values typed or listed left out."""
    lines = [f"window {widget.windowTitle()}"]

    def walk(w: QWidget, depth: int) -> None:
        for child in w.children():
            if isinstance(child, QWidget) and child.isVisibleTo(widget):
                words = " | ".join(_words(child))
                lines.append(f"{'  ' * depth}{type(child).__name__} {words}".rstrip())
                walk(child, depth + 1)

    walk(widget, 1)
    text = "\n".join(lines).replace(str(home), "~")
    return re.sub(r"\d+", "#", text)


def digest(widget: QWidget, home: Path) -> str:
    return hashlib.sha256(tree(widget, home).encode("utf-8")).hexdigest()


def picture_path(language: str, name: str) -> Path:
    return GUIDE / language / "pictures" / f"{name}.png"


def save_picture(widget: QWidget, path: Path) -> bytes:
    """The window as the keeper sees it, WIDTH pixels wide at most, in 256
    colours (a quarter of the size; the text stays sharp)."""
    from io import BytesIO

    from PIL import Image
    from PySide6.QtCore import QBuffer, QIODevice

    image = widget.grab(QRect(0, 0, widget.width(), widget.height())).toImage()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    picture = Image.open(BytesIO(bytes(buffer.data()))).convert("RGB")
    if picture.width > WIDTH:
        picture = picture.resize((WIDTH, round(picture.height * WIDTH / picture.width)), Image.Resampling.LANCZOS)
    out = BytesIO()
    picture.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
        out, "PNG", optimize=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(out.getvalue())
    return out.getvalue()


def stored() -> dict[str, dict[str, str]]:
    return json.loads(MANIFEST.read_text(encoding="utf-8")) if MANIFEST.is_file() else {}


def main() -> int:
    from pound_desk.services.desk import clock
    from pound_desk.ui import app as desk

    desk.make_app([])
    clock.now = now              # the whole program at the fixed moment
    home = Path(tempfile.mkdtemp(prefix="pound-desk-guide-"))
    os.environ["POUND_DESK_HOME"] = str(home)
    stage = build(home)
    manifest: dict[str, dict[str, str]] = {}
    for language in LANGUAGES:
        in_language(stage, language)
        for name in PICTURES:
            widget = open_window(name, stage)
            png = save_picture(widget, picture_path(language, name))
            manifest[f"{language}/{name}"] = {
                "tree": digest(widget, home),
                "png": hashlib.sha256(png).hexdigest(),
            }
            print("saved", language, name, f"{len(png) // 1024} KB")
            close_window(widget, stage)
    MANIFEST.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
