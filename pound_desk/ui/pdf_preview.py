"""A document on screen before it goes to the printer: the PDF kept in the
documents folder, shown page by page, with Find (a name or number, in
either script: the documents carry their Malayalam as text behind the shaped
glyphs), Copy the text, Print, Open folder and Close."""
from __future__ import annotations

from pathlib import Path

import unicodedata

from PySide6.QtCore import QEvent, QModelIndex, QPoint, QRect, QSize, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication, QKeySequence, QPainter, QShortcut
from PySide6.QtPdf import QPdfDocument, QPdfSearchModel
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QPushButton,
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

        # Find: the view marks every match and goes to the one chosen
        self.search = QPdfSearchModel(self)
        self.search.setDocument(self.document)
        self.view.setSearchModel(self.search)
        self.find = QLineEdit()
        self.find.setPlaceholderText(self.tr("Find a name or number in the document"))
        self.find.setClearButtonEnabled(True)
        self.found = QLabel()
        self.previous_button = QPushButton(self.tr("Pre&vious"))
        self.next_button = QPushButton(self.tr("&Next"))
        self.copy_button = QPushButton(self.tr("&Copy the text"))
        self.find.textChanged.connect(self._find)
        self.find.installEventFilter(self)
        self.next_button.clicked.connect(self.next_match)
        self.previous_button.clicked.connect(self.previous_match)
        self.copy_button.clicked.connect(self.copy_text)
        self.search.countChanged.connect(self._show_count)
        QShortcut(QKeySequence.StandardKey.Find, self, activated=self.find.setFocus)

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
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Find:")))
        top.addWidget(self.find, 1)
        top.addWidget(self.found)
        top.addWidget(self.previous_button)
        top.addWidget(self.next_button)
        top.addWidget(self.copy_button)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.where, 1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self.print_button.setFocus()

    @property
    def page_count(self) -> int:
        return self.document.pageCount()

    # ------------------------------------------------------------ find and copy

    def eventFilter(self, obj, event) -> bool:
        # Enter in the Find field goes to the next match (Shift+Enter the one
        # before), never on to the dialog's default button, Print
        if (obj is self.find and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.previous_match()
            else:
                self.next_match()
            return True
        return super().eventFilter(obj, event)

    def _find(self, text: str) -> None:
        # the documents' text is in composed form (NFC); so is what is looked for
        self.search.setSearchString(unicodedata.normalize("NFC", text.strip()))
        self._show_count()

    def match_count(self) -> int:
        return self.search.rowCount(QModelIndex())

    def _show_count(self, *_args) -> None:
        if not self.find.text().strip():
            self.found.setText("")
            return
        count = self.match_count()
        self.found.setText(self.tr("%1 found").replace("%1", str(count)) if count
                           else self.tr("not found"))
        if count and not 0 <= self.view.currentSearchResultIndex() < count:
            self._go_to(0)

    def _go_to(self, index: int) -> None:
        count = self.match_count()
        if not count:
            return
        index %= count
        self.view.setCurrentSearchResultIndex(index)
        link = self.search.resultAtIndex(index)
        self.view.pageNavigator().jump(link.page(), link.location(), link.zoom())
        self.found.setText(self.tr("%1 of %2").replace("%1", str(index + 1)).replace("%2", str(count)))

    def next_match(self) -> None:
        self._go_to(self.view.currentSearchResultIndex() + 1)

    def previous_match(self) -> None:
        self._go_to(self.view.currentSearchResultIndex() - 1)

    def text(self) -> str:
        """The document's text, page after page, as it was written."""
        return "\n\n".join(self.document.getAllText(page).text() for page in range(self.page_count))

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.text())
        self.found.setText(self.tr("The text of %1 pages is copied").replace("%1", str(self.page_count)))

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
