"""Taking a head's photo with a camera attached to the PC (a webcam): Qt
Multimedia shows the camera's picture and takes one frame, which is handed,
as a PNG file, to the same import as a photo chosen from a file
(``PhotoStrip.add_photo``: turned upright, scaled, kept as JPEG).

Qt Multimedia is optional: where it is not installed or cannot load (a
build without it; a Linux without PulseAudio's library, which it links),
there is no camera action at all; where it loads but no camera is attached,
the action is shown disabled and says so. It is loaded only when a photo
strip is first shown, never at start-up (its FFmpeg libraries are large)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from pound_desk.ui.fields import ErrorLabel, fit_to_screen, plain_buttons

_support: list[bool] = []     # whether Qt Multimedia loads, found out once


def supported() -> bool:
    """Whether Qt Multimedia can be used on this computer."""
    if not _support:
        try:
            from PySide6 import QtMultimedia  # noqa: F401  (late: optional, and may not load; see above)
            _support.append(True)
        except ImportError:
            _support.append(False)
    return _support[0]


def cameras() -> list:
    """The cameras attached now (QCameraDevice), the default one first; none
    without Qt Multimedia."""
    if not supported():
        return []
    from PySide6.QtMultimedia import QMediaDevices  # late: optional (see above)

    found = list(QMediaDevices.videoInputs())
    default = QMediaDevices.defaultVideoInput()
    found.sort(key=lambda d: d != default)
    return found


def no_camera_text() -> str:
    return QCoreApplication.translate("Camera", "No camera is attached to this computer: attach a webcam "
                                                "to take a photo here, or add a photo from a file")


class CaptureDialog(QDialog):
    """The camera's picture, live, and a button that takes it. ``captured``
    gives the frame taken; the camera is stopped when the dialog closes."""

    captured = Signal(QImage)

    def __init__(self, device, title: str, parent: QWidget | None = None):
        # late: Qt Multimedia is optional (see above); this dialog opens only where it loaded
        from PySide6.QtMultimedia import QCamera, QImageCapture, QMediaCaptureSession

        # late: optional (see above)
        from PySide6.QtMultimediaWidgets import QVideoWidget

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
