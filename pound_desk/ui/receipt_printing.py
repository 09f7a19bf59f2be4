"""Receipts on the office's printers: the owner's receipt (s. 12) and the
auction buyer's receipt are previewed on the paper of the office's default
printer, and printed on whichever paper the printer chosen takes. The paper
made when a preview opens is the original if none was made before; every
later paper, from this preview or another, is marked duplicate."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtPrintSupport import QPrinterInfo
from PySide6.QtWidgets import QWidget

from pound_desk.documents import copies
from pound_desk.services.case import documents
from pound_desk.services.desk import kept
from pound_desk.services.disposal import auctions
from pound_desk.services.office import settings
from pound_desk.ui.pdf_preview import PdfPreview, show_pdf

# (number, paper, copy) -> the PDF kept in the documents folder
Maker = Callable[..., Path]


def _show(kind: str, number: str, make: Maker, title: str, parent: QWidget | None) -> PdfPreview:
    copy = kept.copy_of(kind, number)
    paper = settings.paper_for(QPrinterInfo.defaultPrinterName())
    path = make(number, paper=paper, copy=copy)

    def variant(other: str, printed_before: bool) -> Path:
        return make(number, paper=other, copy=copies.DUPLICATE if printed_before else copy)

    return show_pdf(path, title, parent, variant=variant, paper=paper)


def show_receipt(number: str, title: str, parent: QWidget | None = None) -> PdfPreview:
    return _show("receipt", number, documents.print_receipt, title, parent)


def show_sale_receipt(number: str, title: str, parent: QWidget | None = None) -> PdfPreview:
    return _show("sale-receipt", number, auctions.print_sale_receipt, title, parent)
