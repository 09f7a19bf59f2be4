"""A document on screen before it goes to the printer: the PDF kept in the
documents folder, shown page by page, with Print, Open folder and Close."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSize, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence, QPainter, QShortcut
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton,
                               QVBoxLayout, QWidget)

from pound_desk.ui.audit_note import note_view
from pound_desk.ui.fields import fit_to_screen

# Pages are drawn for the printer at this resolution: sharp on paper, and
# small enough for an old PC's memory.
PRINT_DPI = 300


class PdfPreview(QDialog):
    def __init__(self, path: Path, title: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.path = Path(path)
        self.setWindowTitle(title or self.path.name)
        fit_to_screen(self, 900, 760)

        self.document = QPdfDocument(self)
        self.load_error = self.document.load(str(self.path))
        self.audit_problem = note_view(parent, "document_viewed", self.path.name, {"path": str(self.path)})
        self.view = QPdfView(self)
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)

        self.where = QLabel(self.tr("Kept at: %1").replace("%1", str(self.path)))
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where.setWordWrap(True)

        self.print_button = QPushButton(self.tr("&Print"))
        self.folder_button = QPushButton(self.tr("Open &folder"))
        buttons = QDialogButtonBox()
        buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        self.print_button.clicked.connect(self.ask_and_print)
        self.folder_button.clicked.connect(self.open_folder)
        QShortcut(QKeySequence.StandardKey.Print, self, activated=self.ask_and_print)

        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.where, 1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self.print_button.setFocus()

    @property
    def page_count(self) -> int:
        return self.document.pageCount()

    def ask_and_print(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        dialog.setMinMax(1, max(1, self.page_count))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.print_to(printer)

    def print_to(self, printer: QPrinter) -> int:
        """Draw each page (or the chosen range) into the printer; returns
        the number of pages sent."""
        first, last = 1, self.page_count
        if printer.printRange() == QPrinter.PrintRange.PageRange and printer.fromPage() > 0:
            first, last = printer.fromPage(), min(printer.toPage() or last, last)
        painter = QPainter()
        if not painter.begin(printer):
            return 0
        sent = 0
        try:
            for number in range(first, last + 1):
                if sent:
                    printer.newPage()
                self._draw_page(painter, printer, number - 1)
                sent += 1
        finally:
            painter.end()
        return sent

    def _draw_page(self, painter: QPainter, printer: QPrinter, index: int) -> None:
        points = self.document.pagePointSize(index)          # 1/72 inch
        pixels = QSize(round(points.width() * PRINT_DPI / 72), round(points.height() * PRINT_DPI / 72))
        image = self.document.render(index, pixels)
        target = printer.pageLayout().paintRectPixels(printer.resolution())
        # fit the page inside the printable area, keeping its shape
        scaled = image.size().scaled(target.size(), Qt.AspectRatioMode.KeepAspectRatio)
        painter.drawImage(QRect(QPoint(0, 0), scaled), image)

    def open_folder(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.path.parent)))


def show_pdf(path: Path, title: str = "", parent: QWidget | None = None) -> PdfPreview:
    """Open the preview without blocking (the caller keeps working)."""
    preview = PdfPreview(path, title, parent)
    preview.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    preview.show()
    return preview
