"""The camera's window where the camera is read through Video4Linux2
(ui/v4l2_camera.py: the installed Linux program). The frames are read and
decoded on a thread of their own and shown here as they come; "Take the
photo" takes the frame on screen, decoded at the camera's full size, and
hands it on (``captured``) to the same import as a photo's file. What goes
wrong is said beside the picture in the keeper's words; the stream is
stopped, and the device closed, when the window closes."""
from __future__ import annotations

import getpass
import threading
from typing import Callable

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from pound_desk.ui import crash
from pound_desk.ui import v4l2_camera as v4l2
from pound_desk.ui.fields import ErrorLabel, fit_to_screen, plain_buttons

PREVIEW = 640      # pixels: the live picture is decoded about this size (the window is smaller)


def to_qimage(image) -> QImage:
    """A Pillow RGB picture as a QImage that owns its pixels (it crosses threads)."""
    data = image.tobytes("raw", "RGB")
    return QImage(data, image.width, image.height, 3 * image.width, QImage.Format.Format_RGB888).copy()


class _Relay(QObject):
    """The reading thread's news, delivered on the screen's thread."""
    # each with the reader it came from: a restarted camera's late news is dropped
    frame = Signal(object, QImage, object)     # the picture to show, and the frame it came from
    trouble = Signal(object, str)              # a CameraTrouble's kind


class _Reader:
    """Reads one camera on a thread until stopped. A frame is decoded for
    the screen only when the screen has shown the one before (``ready``), so
    a slow PC drops frames instead of falling behind."""

    def __init__(self, open_device: Callable[[str], v4l2.Device], path: str, relay: _Relay):
        self.stop = threading.Event()
        self.ready = threading.Event()
        self.ready.set()
        self._open, self._path, self._relay = open_device, path, relay
        self.thread = threading.Thread(target=self._run, name="camera", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        bad = 0
        try:
            for frame in v4l2.stream(self._open, self._path, self.stop):
                if not self.ready.is_set():
                    continue
                image = v4l2.decode(frame, PREVIEW)
                if image is None:
                    bad += 1
                    if bad >= v4l2.BAD_FRAMES:
                        raise v4l2.CameraTrouble(v4l2.FORMAT)
                    continue
                bad = 0
                self.ready.clear()
                if not self.stop.is_set():
                    self._relay.frame.emit(self, to_qimage(image), frame)
        except v4l2.CameraTrouble as e:
            if not self.stop.is_set():
                self._relay.trouble.emit(self, e.kind)
        except Exception as e:   # a fault of the program's: logged, and said in words
            crash.log(e, "camera")
            if not self.stop.is_set():
                self._relay.trouble.emit(self, v4l2.OTHER)

    def halt(self) -> None:
        self.stop.set()
        self.thread.join(timeout=2 * v4l2.WAIT + 2)


class V4L2CaptureDialog(QDialog):
    """The cameras to choose from, the chosen one's live picture, and a
    button that takes it. ``captured`` gives the frame taken."""

    captured = Signal(QImage)

    def __init__(self, cameras: list[v4l2.Camera], title: str, parent: QWidget | None = None,
                 open_device: Callable[[str], v4l2.Device] | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        fit_to_screen(self, 800, 640)
        self._open = open_device or v4l2.open_device
        self.reader: _Reader | None = None
        self.frame: v4l2.RawFrame | None = None      # the frame on screen
        self.relay = _Relay(self)
        self.relay.frame.connect(self._show)
        self.relay.trouble.connect(self._trouble)
        self.choice = QComboBox()
        names = [c.name for c in cameras]
        for c in cameras:     # two cameras of one make are told apart by their device
            self.choice.addItem(c.name if names.count(c.name) == 1 else f"{c.name} ({c.path})", c)
        self.choice.setAccessibleName(self.tr("Camera"))
        self.choice.currentIndexChanged.connect(lambda _i: self.start())
        self.preview = QLabel(self.tr("Starting the camera…"))
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(320, 240)
        self.preview.setStyleSheet("background: #222; color: #eee;")
        self.error = ErrorLabel()
        hint = QLabel(self.tr("Hold the head's ear tag, face or marks in the picture, then take the photo."))
        hint.setWordWrap(True)
        self.take_button = QPushButton(self.tr("Take the photo"))
        self.take_button.setDefault(True)
        self.take_button.setEnabled(False)     # until a picture is shown
        self.again = QPushButton(self.tr("Try again"))
        self.again.hide()
        cancel = QPushButton(self.tr("Cancel"))
        plain_buttons(self.take_button, self.again, cancel)
        self.take_button.clicked.connect(self.take)
        self.again.clicked.connect(self.start)
        cancel.clicked.connect(self.reject)
        top = QHBoxLayout()
        label = QLabel(self.tr("Camera:"))
        label.setBuddy(self.choice)
        top.addWidget(label)
        top.addWidget(self.choice, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.again)
        buttons.addWidget(self.take_button)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.preview, 1)
        layout.addWidget(hint)
        layout.addWidget(self.error)
        layout.addLayout(buttons)
        self.start()

    def camera(self) -> v4l2.Camera | None:
        return self.choice.currentData()

    def start(self) -> None:
        """(Re)start reading the chosen camera."""
        self._halt()
        self.error.clear_message()
        self.again.hide()
        self.take_button.setEnabled(False)
        self.frame = None
        self.preview.setPixmap(QPixmap())
        self.preview.setText(self.tr("Starting the camera…"))
        chosen = self.camera()
        if chosen is not None:
            self.reader = _Reader(self._open, chosen.path, self.relay)

    def _show(self, reader: _Reader, image: QImage, frame: v4l2.RawFrame) -> None:
        if reader is not self.reader:
            return
        self.frame = frame
        size = self.preview.size() - QSize(4, 4)
        self.preview.setPixmap(QPixmap.fromImage(image.scaled(
            size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)))
        self.take_button.setEnabled(True)
        self.reader.ready.set()

    def take(self) -> None:
        """The frame on screen, at the camera's full size."""
        if self.frame is None:
            return
        image = v4l2.decode(self.frame)
        if image is None:
            self.error.show_message(self.tr("That picture came damaged from the camera: take the photo again."))
            return
        self._halt()
        self.captured.emit(to_qimage(image))
        self.accept()

    def _trouble(self, reader: _Reader, kind: str) -> None:
        if reader is not self.reader:
            return
        self._halt()
        self.frame = None
        self.take_button.setEnabled(False)
        self.preview.setPixmap(QPixmap())
        self.preview.setText("")
        self.error.show_message(self.message(kind))
        # trying again mends neither: the account's groups change at the next log-in
        self.again.setVisible(kind not in (v4l2.PERMISSION, v4l2.FORMAT))

    def message(self, kind: str) -> str:
        # the library's own words are never shown: what happened, and what the keeper can do
        if kind == v4l2.BUSY:
            return self.tr("The camera is in use by another program (a video call, another camera "
                           "window). Close that program, then press Try again.")
        if kind == v4l2.UNPLUGGED:
            return self.tr("The camera was unplugged or stopped answering. Plug it in again, "
                           "wait a moment, then press Try again.")
        if kind == v4l2.PERMISSION:
            return self.tr("Your account on this computer (%1) is not allowed to use the camera. Ask "
                           "the person who looks after this computer to add the account to the "
                           "\"video\" group; then log out, log in again and open this window again."
                           ).replace("%1", getpass.getuser())
        if kind == v4l2.FORMAT:
            return self.tr("This camera sends its picture in a form Pound Desk cannot read (it offers "
                           "neither MJPEG nor YUYV). Try another camera, or add the photo from a file.")
        if kind == v4l2.SILENT:
            return self.tr("The camera sends no picture. Check that it is plugged in and not covered, "
                           "then press Try again.")
        return self.tr("The camera cannot be used: it may be unplugged or in use by another program. "
                       "Close that program or attach the camera again, then press Try again.")

    def _halt(self) -> None:
        if self.reader is not None:
            reader, self.reader = self.reader, None
            reader.halt()

    def done(self, result: int) -> None:
        self._halt()
        super().done(result)
