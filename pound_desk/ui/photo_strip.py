"""The photos of a case's heads on screen: a row per head with its
thumbnails (click one to see it large), an "Add photo…" button that
takes a JPEG or PNG file, and a "Take a photo…" button that takes one with
a camera attached to the PC (ui/camera.py), through the same import. Reading, turning and scaling a phone's photo
takes seconds on an old PC, so it runs off the screen's thread
(ui/workers.py); only the short write of the record is done here. Used by
the case view and by the seizure form once the case is entered."""
from __future__ import annotations

import shutil
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QImage, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk.services.case import photos
from pound_desk.services.desk import clock, users
from pound_desk.services.desk.errors import ServiceError
from pound_desk.text import screen_datetime
from pound_desk.ui import camera, crash, workers
from pound_desk.ui.fields import ErrorLabel, fit_to_screen, plain_buttons

THUMB = 64   # pixels: a row of them fits beside the heads on a 1024-pixel screen


def _pixmap(data: bytes | None) -> QPixmap:
    pixmap = QPixmap()
    if data:
        pixmap.loadFromData(data, "JPEG")
    return pixmap


class PhotoStrip(QWidget):
    changed = Signal()   # a photo was attached or withdrawn

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.case_no: str | None = None
        self.heads: list[tuple[int, str]] = []
        self.views: list[photos.PhotoView] = []
        self.thumbs: dict[str, QPixmap] = {}     # by digest: a photo's thumbnail is made once
        self.buttons: dict[int, QPushButton] = {}       # "Add photo…" per head
        self.take_buttons: dict[int, QPushButton] = {}  # "Take a photo…" per head (with Qt Multimedia)
        self.taken_dir: Path | None = None               # a frame taken, on its way to the import
        self.thumb_buttons: dict[int, QToolButton] = {}  # per photo id
        self.task: workers.Task | None = None            # the thumbnails being made
        self.loading: set[str] = set()                   # their digests
        self.adding: workers.Task | None = None          # a photo being scaled
        self.progress = None
        self.child: QDialog | None = None
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.error = ErrorLabel()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.grid)
        layout.addWidget(self.message)
        layout.addWidget(self.error)

    # ------------------------------------------------------------ showing
    def show_case(self, case_no: str, heads: list[tuple[int, str]]) -> None:
        """The heads (number, kind in words) of the case, each with its photos
        (withdrawn ones left out)."""
        self.case_no, self.heads = case_no, heads
        try:
            self.views = photos.of_case(case_no, with_withdrawn=False)
        except ServiceError as e:
            self.views = []
            self.error.show_message(str(e))
        self._rebuild()
        wanted = [v for v in self.views if v.digest not in self.thumbs and v.digest not in self.loading]
        if wanted:
            self.loading.update(v.digest for v in wanted)
            task = workers.Task(_thumbnails, wanted, wants_progress=False)
            task.signals.finished.connect(self._thumbnails_made)
            task.signals.failed.connect(lambda e: self.error.show_message(crash.sentence(e)))
            self.task = workers.start(task)

    def _rebuild(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
            elif item.layout() is not None:
                _clear(item.layout())
        self.buttons.clear()
        self.take_buttons.clear()
        self.thumb_buttons.clear()
        may = users.may_change()
        cams = camera.cameras() if camera.supported() and self.heads else []
        for row, (seq, kind) in enumerate(self.heads):
            self.grid.addWidget(QLabel(self.tr("%1. %2").replace("%1", str(seq)).replace("%2", kind)), row, 0)
            shelf = QHBoxLayout()
            for v in (v for v in self.views if v.head_seq == seq):
                button = QToolButton()
                button.setIconSize(QSize(THUMB, THUMB))
                button.setFixedSize(THUMB + 8, THUMB + 8)
                button.setToolTip(self._describe(v))
                button.setAccessibleName(self.tr("Photo %1 of head %2").replace("%1", str(v.id))
                                         .replace("%2", str(seq)))
                if v.digest in self.thumbs:
                    button.setIcon(QIcon(self.thumbs[v.digest]))
                else:
                    button.setText("…")
                button.clicked.connect(lambda _=False, v=v: self.open_photo(v))
                self.thumb_buttons[v.id] = button
                shelf.addWidget(button)
            add = QPushButton(self.tr("Add photo…"))
            plain_buttons(add)
            add.setEnabled(may and self.adding is None)
            if not may:
                add.setToolTip(users.change_refused())
            add.clicked.connect(lambda _=False, s=seq: self.add_photo(s))
            self.buttons[seq] = add
            shelf.addWidget(add)
            if camera.supported():
                take = QPushButton(self.tr("Take a photo…"))
                plain_buttons(take)
                take.setEnabled(may and self.adding is None and bool(cams))
                if not cams:
                    take.setToolTip(camera.no_camera_text())
                elif not may:
                    take.setToolTip(users.change_refused())
                take.clicked.connect(lambda _=False, s=seq: self.take_photo(s))
                self.take_buttons[seq] = take
                shelf.addWidget(take)
            shelf.addStretch(1)
            self.grid.addLayout(shelf, row, 1)
            self.grid.setRowMinimumHeight(row, THUMB + 8)
        self.grid.setColumnStretch(1, 1)
        self.grid.setRowStretch(len(self.heads), 1)

    def _describe(self, v: photos.PhotoView) -> str:
        text = self.tr("Attached by %1 on %2").replace("%1", v.attached_by).replace(
            "%2", screen_datetime(v.attached_at))
        return f"{v.caption}\n{text}" if v.caption else text

    def _thumbnails_made(self, made: dict[str, bytes | None]) -> None:
        self.loading.difference_update(made)
        for digest, data in made.items():
            pixmap = _pixmap(data)
            if not pixmap.isNull():
                self.thumbs[digest] = pixmap
        missing = [d for d, data in made.items() if data is None]
        for v in self.views:
            button = self.thumb_buttons.get(v.id)
            if button is None:
                continue
            if v.digest in self.thumbs:
                button.setText("")
                button.setIcon(QIcon(self.thumbs[v.digest]))
            elif v.digest in missing:
                button.setText("?")
        if missing:
            self.error.show_message(self.tr("A photo's file is missing from the photos folder: "
                                            "File → Verify the register names it"))

    # ------------------------------------------------------------ acting
    def add_photo(self, seq: int, path: str | Path | None = None, caption: str | None = None
                  ) -> workers.Task | None:
        """Choose a photo (a file dialog when no path is given), scale it off
        the screen's thread, then attach it to head ``seq``."""
        if self.case_no is None or self.adding is not None:
            return None
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(
                self, self.tr("Photo of head %1").replace("%1", str(seq)), str(Path.home()),
                self.tr("Photos (*.jpg *.jpeg *.JPG *.JPEG *.png *.PNG)"))
            if not chosen:
                return None
            path = chosen
        if caption is None:
            caption, ok = QInputDialog.getText(self, self.tr("Photo of head %1").replace("%1", str(seq)),
                                               self.tr("Caption (optional): what the photo shows"))
            if not ok:
                return None
        self.error.clear_message()
        self.message.setText("")
        task = workers.Task(photos.prepare, Path(path), wants_progress=False)
        self.adding = task
        for button in (*self.buttons.values(), *self.take_buttons.values()):
            button.setEnabled(False)
        self.progress = workers.run_with_progress(
            self, self.tr("Scaling the photo…"), task,
            lambda prepared: self._attach(seq, prepared, caption), self._failed, self._cancelled)
        return task

    def take_photo(self, seq: int) -> QDialog | None:
        """The camera's window; the frame taken goes to ``photo_taken``."""
        if self.case_no is None or self.adding is not None:
            return None
        cams = camera.cameras()
        if not cams:
            self.error.show_message(camera.no_camera_text())
            return None
        dialog = camera.capture_dialog(cams, self.tr("Photo of head %1").replace("%1", str(seq)), self)
        dialog.captured.connect(lambda image, s=seq: self.photo_taken(s, image))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.child = dialog
        return dialog

    def photo_taken(self, seq: int, image: QImage, caption: str | None = None) -> workers.Task | None:
        """A frame from the camera: written as a PNG (lossless: the import
        makes the one JPEG) to a folder of its own, then imported as a file
        is; the folder is removed when the import ends."""
        if self.case_no is None or self.adding is not None or image.isNull():
            return None
        self._drop_taken()
        self.taken_dir = Path(tempfile.mkdtemp(prefix="pound-desk-camera-"))
        path = self.taken_dir / f"head-{seq}.png"
        if not image.save(str(path), "PNG"):
            self._drop_taken()
            self.error.show_message(self.tr("The photo taken could not be written to the temporary folder: "
                                            "is the disk full?"))
            return None
        task = self.add_photo(seq, path, caption)
        if task is None:
            self._drop_taken()
        return task

    def _drop_taken(self) -> None:
        if self.taken_dir is not None:
            shutil.rmtree(self.taken_dir, ignore_errors=True)
            self.taken_dir = None

    def _attach(self, seq: int, prepared: photos.Prepared, caption: str) -> None:
        self.adding = None
        self._drop_taken()
        try:
            photo_id = photos.attach_id(self.case_no, seq, prepared, caption, now=self._now())
        except ServiceError as e:
            self._failed(e)
            return
        self.message.setText(self.tr("Photo %1 attached to head %2").replace("%1", str(photo_id))
                             .replace("%2", str(seq)))
        self.show_case(self.case_no, self.heads)
        self.changed.emit()

    def _failed(self, error: Exception) -> None:
        self.adding = None
        self._drop_taken()
        self._rebuild()
        self.error.show_message(str(error) if isinstance(error, ServiceError) else crash.sentence(error))

    def _cancelled(self) -> None:
        self.adding = None
        self._drop_taken()
        self._rebuild()

    def open_photo(self, view: photos.PhotoView) -> "PhotoDialog":
        dialog = PhotoDialog(view, self._describe(view), self, self._now)
        dialog.withdrawn.connect(self._after_withdrawal)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.child = dialog
        return dialog

    def _after_withdrawal(self) -> None:
        self.show_case(self.case_no, self.heads)
        self.changed.emit()


def _thumbnails(views: list[photos.PhotoView]) -> dict[str, bytes | None]:
    """On a worker: a small JPEG of each photo (None: its file is missing or unreadable)."""
    out: dict[str, bytes | None] = {}
    for v in views:
        try:
            out[v.digest] = photos.thumbnail(v.path, THUMB * 2)
        except (OSError, ValueError):
            out[v.digest] = None
    return out


def in_box(strip: PhotoStrip, title: str) -> QGroupBox:
    """The strip in a titled box that scrolls when the heads are many."""
    box = QGroupBox(title)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(strip)
    scroll.setMinimumHeight(THUMB + 24)
    QVBoxLayout(box).addWidget(scroll)
    return box


def _clear(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()


class PhotoDialog(QDialog):
    """One photo, large, with its caption, who attached it and when; a photo
    attached by mistake is withdrawn from here, saying why."""

    withdrawn = Signal()

    def __init__(self, view: photos.PhotoView, description: str, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.view = view
        self.setWindowTitle(self.tr("Case %1, head %2: photo %3").replace("%1", view.case_no)
                            .replace("%2", str(view.head_seq)).replace("%3", str(view.id)))
        fit_to_screen(self, 960, 760)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setMinimumSize(320, 240)
        self.pixmap = QPixmap(str(view.path))
        if self.pixmap.isNull():
            self.picture.setText(self.tr("The photo's file is missing from the photos folder or cannot be "
                                         "read: File → Verify the register names it"))
            self.picture.setWordWrap(True)
        about = QLabel(description)
        about.setWordWrap(True)
        about.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error = ErrorLabel()
        self.withdraw_button = QPushButton(self.tr("Withdraw…"))
        self.withdraw_button.setToolTip(self.tr("A photo attached by mistake: it is no longer shown or "
                                                "printed, and stays on record with the reason"))
        self.withdraw_button.setEnabled(users.may_change())
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.withdraw_button, close)
        self.withdraw_button.clicked.connect(lambda: self.withdraw())
        close.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.withdraw_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.picture, 1)
        layout.addWidget(about)
        layout.addWidget(self.error)
        layout.addLayout(buttons)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self.pixmap.isNull():
            self.picture.setPixmap(self.pixmap.scaled(self.picture.size(), Qt.AspectRatioMode.KeepAspectRatio,
                                                      Qt.TransformationMode.SmoothTransformation))

    def withdraw(self, reason: str | None = None) -> bool:
        if reason is None:
            reason, ok = QInputDialog.getText(self, self.tr("Withdraw photo %1").replace("%1", str(self.view.id)),
                                              self.tr("Why is the photo withdrawn?"))
            if not ok:
                return False
        try:
            photos.withdraw(self.view.id, reason, now=self._now())
        except ServiceError as e:
            self.error.show_message(str(e))
            return False
        self.withdrawn.emit()
        self.accept()
        return True
