"""A document on screen before it goes to the printer: the PDF kept in the
documents folder, shown page by page, with Find (a name or number, in
either script: the documents carry their Malayalam as text behind the shaped
glyphs), Copy the text, Print, Open folder and Close.

A receipt can be printed on a sheet or a thermal roll: the preview is given
a way to make the document for another paper (``variant``), and printing
asks the office's settings which paper the chosen printer takes, makes the
document for it and sets the printer's page to it (a roll's page as long as
the receipt). The first paper printed from a receipt's preview is what it
was made as (the original, when it is issued); any print after it is made
again, marked duplicate."""
from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QEvent, QMarginsF, QModelIndex, QPoint, QRect, QSize, QSizeF, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication, QKeySequence, QPageLayout, QPageSize, QPainter, QShortcut
from PySide6.QtPdf import QPdfDocument, QPdfSearchModel
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk.documents import papers
from pound_desk.services.office import settings
from pound_desk.ui import crash
from pound_desk.ui.audit_note import note_view
from pound_desk.ui.fields import fit_to_screen

# Pages are drawn for the printer at this resolution: sharp on paper, and
# small enough for an old PC's memory.
PRINT_DPI = 300
POINTS_PER_MM = 72 / 25.4

# Makes the document for a paper; the flag says a paper was printed from
# this preview already (a receipt's next paper is a duplicate).
Variant = Callable[[str, bool], Path]


class PdfPreview(QDialog):
    def __init__(self, path: Path, title: str = "", parent: QWidget | None = None,
                 variant: Variant | None = None, paper: str = papers.DEFAULT):
        super().__init__(parent)
        self.path = Path(path)
        self.variant = variant
        self.paper = paper          # what ``path`` was made for
        self.printed = 0            # prints sent from this preview
        self.last_printed: Path | None = None
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
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            self.print_to(printer, self.paper_for(printer.printerName()))
        except Exception as e:  # the paper failed; what is recorded stays recorded
            self.found.setText(self.tr("Could not print: %1").replace("%1", crash.sentence(e)))

    def paper_for(self, printer_name: str) -> str | None:
        """The paper the office set for a printer, for a document made in
        several (None: the document has one layout, printed as it is)."""
        return settings.paper_for(printer_name) if self.variant is not None else None

    def print_to(self, printer: QPrinter, paper: str | None = None, as_image: bool = False) -> int:
        """Draw each page (or the chosen range) into the printer; returns
        the number of pages sent. ``paper``: made for that paper and the
        printer's page set to it. A printer writing a PDF file gets the
        document itself (its text stays text), unless ``as_image``."""
        document, path = self.document, self.path
        if paper is not None:
            if self.variant is not None and (paper != self.paper or self.printed):
                path = Path(self.variant(paper, self.printed > 0))
                document = QPdfDocument(self)
                document.load(str(path))
            set_page(printer, paper, document.pagePointSize(0))
        count = document.pageCount()
        first, last = 1, count
        if printer.printRange() == QPrinter.PrintRange.PageRange and printer.fromPage() > 0:
            first, last = printer.fromPage(), min(printer.toPage() or last, last)
        if (not as_image and printer.outputFormat() == QPrinter.OutputFormat.PdfFormat
                and printer.outputFileName() and (first, last) == (1, count)):
            Path(printer.outputFileName()).write_bytes(path.read_bytes())
            sent = count
        else:
            sent = self._paint(printer, document, first, last)
        if sent:
            self.printed += 1
            self.last_printed = path
        return sent

    def _paint(self, printer: QPrinter, document: QPdfDocument, first: int, last: int) -> int:
        painter = QPainter()
        if not painter.begin(printer):
            return 0
        sent = 0
        try:
            for number in range(first, last + 1):
                if sent:
                    printer.newPage()
                self._draw_page(painter, printer, document, number - 1)
                sent += 1
        finally:
            painter.end()
        return sent

    def _draw_page(self, painter: QPainter, printer: QPrinter, document: QPdfDocument, index: int) -> None:
        points = document.pagePointSize(index)          # 1/72 inch
        pixels = QSize(round(points.width() * PRINT_DPI / 72), round(points.height() * PRINT_DPI / 72))
        image = document.render(index, pixels)
        target = printer.pageLayout().paintRectPixels(printer.resolution())
        # fit the page inside the printable area, keeping its shape
        scaled = image.size().scaled(target.size(), Qt.AspectRatioMode.KeepAspectRatio)
        painter.drawImage(QRect(QPoint(0, 0), scaled), image)

    def open_folder(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.path.parent)))


def set_page(printer: QPrinter, paper: str, page_points) -> bool:
    """The printer's page for the paper: a sheet by its name, a roll as wide
    as the roll and as long as the document's page; the document carries its
    own margins, so the page is used whole."""
    sheet = papers.paper(paper)
    if sheet.roll:
        size = QPageSize(QSizeF(sheet.width / POINTS_PER_MM, page_points.height() / POINTS_PER_MM),
                         QPageSize.Unit.Millimeter, sheet.en, QPageSize.SizeMatchPolicy.ExactMatch)
    else:
        size = QPageSize(QPageSize.PageSizeId.A5 if paper == "a5" else QPageSize.PageSizeId.A4)
    printer.setFullPage(True)
    return printer.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0),
                                             QPageLayout.Unit.Millimeter))


def show_pdf(path: Path, title: str = "", parent: QWidget | None = None, variant: Variant | None = None,
             paper: str = papers.DEFAULT) -> PdfPreview:
    """Open the preview without blocking (the caller keeps working)."""
    preview = PdfPreview(path, title, parent, variant, paper)
    preview.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    preview.show()
    return preview
