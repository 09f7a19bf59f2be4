"""Taking a head's photo with a camera attached to the PC (a webcam): the
camera's picture is shown live and one frame is taken, which is handed, as a
PNG file, to the same import as a photo chosen from a file
(``PhotoStrip.add_photo``: turned upright, scaled, kept as JPEG).

Two ways to read a camera, chosen once (``backend``):

- Qt Multimedia, where it loads (a copy run from source on Windows, or on
  a Linux with PulseAudio's library, which it links; both installers leave
  it out): ``CaptureDialog`` below.
- Video4Linux2 read directly with ``linuxpy``, where Qt Multimedia does not
  load and linuxpy is there: the installed Linux program, whose installers
  leave Qt Multimedia out (its FFmpeg, Qt Quick and libpulse are past their
  size targets: docs/PERFORMANCE.md). ui/v4l2_camera.py reads the device,
  ui/v4l2_window.py is its window.

With neither there is no camera action at all; with one but no camera
attached, the action is shown disabled and says so. Qt Multimedia is loaded
only when a photo strip is first shown, never at start-up (its FFmpeg
libraries are large). ``POUND_DESK_CAMERA=v4l2`` (or ``qt``) makes a
developer's copy use that way, to try it."""
from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from pound_desk.ui import v4l2_camera
from pound_desk.ui.fields import ErrorLabel, fit_to_screen, plain_buttons
from pound_desk.ui.v4l2_window import V4L2CaptureDialog

QT, V4L2 = "qt", "v4l2"
_backend: list[str | None] = []     # the way cameras are read here, found out once
_qt: list = []                      # Qt Multimedia's modules, or None, found out once


def _qt_multimedia():
    """(QtMultimedia, QtMultimediaWidgets), or None where they do not load."""
    if not _qt:
        try:
            # late: optional, and may not load (see above)
            from PySide6 import QtMultimedia, QtMultimediaWidgets
            _qt.append((QtMultimedia, QtMultimediaWidgets))
        except ImportError:
            _qt.append(None)
    return _qt[0]


def _qt_loads() -> bool:
    return _qt_multimedia() is not None


def backend() -> str | None:
    """QT, V4L2, or None where this computer can read no camera."""
    if not _backend:
        wanted = os.environ.get("POUND_DESK_CAMERA", "")
        ways = {QT: _qt_loads, V4L2: v4l2_camera.available}
        order = [wanted] + [w for w in (QT, V4L2) if w != wanted] if wanted in ways else [QT, V4L2]
        _backend.append(next((w for w in order if ways[w]()), None))
    return _backend[0]


def supported() -> bool:
    """Whether a camera can be read on this computer."""
    return backend() is not None


def cameras() -> list:
    """The cameras attached now, the default one first (QCameraDevice, or
    v4l2_camera.Camera); none where no camera can be read."""
    if backend() == V4L2:
        return v4l2_camera.cameras()
    if backend() != QT:
        return []
    devices = _qt_multimedia()[0].QMediaDevices
    found = list(devices.videoInputs())
    default = devices.defaultVideoInput()
    found.sort(key=lambda d: d != default)
    return found


def capture_dialog(found: list, title: str, parent: QWidget | None = None) -> QDialog:
    """The camera's window for the cameras ``cameras()`` found; its
    ``captured`` signal gives the frame taken."""
    if backend() == V4L2:
        return V4L2CaptureDialog(found, title, parent)
    return CaptureDialog(found[0], title, parent)


def no_camera_text() -> str:
    return QCoreApplication.translate("Camera", "No camera is attached to this computer: attach a webcam "
                                                "to take a photo here, or add a photo from a file")


class CaptureDialog(QDialog):
    """Qt Multimedia's way: the camera's picture, live, and a button that takes it. ``captured``
    gives the frame taken; the camera is stopped when the dialog closes."""

    captured = Signal(QImage)

    def __init__(self, device, title: str, parent: QWidget | None = None):
        # Qt Multimedia is optional (see above); this dialog opens only where it loaded
        multimedia, widgets = _qt_multimedia()
        QCamera, QImageCapture = multimedia.QCamera, multimedia.QImageCapture
        QMediaCaptureSession, QVideoWidget = multimedia.QMediaCaptureSession, widgets.QVideoWidget
        super().__init__(parent)
        self.setWindowTitle(title)
        fit_to_screen(self, 800, 640)
        self.camera = QCamera(device, self)
        self.session = QMediaCaptureSession(self)
        self.session.setCamera(self.camera)
        self.capture = QImageCapture(self)
        self.session.setImageCapture(self.capture)
        self.preview = QVideoWidget()
        self.preview.setMinimumSize(320, 240)
        self.session.setVideoOutput(self.preview)
        self.error = ErrorLabel()
        hint = QLabel(self.tr("Hold the head's ear tag, face or marks in the picture, then take the photo."))
        hint.setWordWrap(True)
        self.take_button = QPushButton(self.tr("Take the photo"))
        self.take_button.setDefault(True)
        self.take_button.setEnabled(False)     # until the camera is ready
        cancel = QPushButton(self.tr("Cancel"))
        plain_buttons(self.take_button, cancel)
        self.take_button.clicked.connect(self.take)
        cancel.clicked.connect(self.reject)
        self.capture.readyForCaptureChanged.connect(self.take_button.setEnabled)
        self.capture.imageCaptured.connect(self._taken)
        self.capture.errorOccurred.connect(lambda *_: self._trouble())
        self.camera.errorOccurred.connect(lambda *_: self._trouble())
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.take_button)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(self.preview, 1)
        layout.addWidget(hint)
        layout.addWidget(self.error)
        layout.addLayout(buttons)
        self.camera.start()
        if self.camera.error() != QCamera.Error.NoError:   # found before the signal was connected
            self._trouble()

    def take(self) -> None:
        self.take_button.setEnabled(False)
        self.capture.capture()

    def _taken(self, _id: int, image: QImage) -> None:
        self.camera.stop()
        self.captured.emit(image)
        self.accept()

    def _trouble(self) -> None:
        # the library's own words are not shown: what the keeper can do is
        self.take_button.setEnabled(False)
        self.error.show_message(self.tr("The camera cannot be used: it may be unplugged or in use by "
                                        "another program. Close that program or attach the camera again, "
                                        "then open this window again."))

    def done(self, result: int) -> None:
        self.camera.stop()
        super().done(result)
