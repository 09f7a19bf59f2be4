"""Printing a receipt from the preview on the office's printers: the paper
each printer takes is an office setting; the preview makes the receipt for
that paper and sets the printer's page to it (a roll's page as long as the
receipt). Printed here to a PDF printer, offscreen: the page size, all the
text, nothing drawn off the page; and as an image, as a physical printer
gets it, the same page with nothing cut."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from pdf_checks import MM, ink_outside, page_sizes, text
from PIL import Image, ImageChops, ImageFilter, ImageOps, ImageStat
from PySide6.QtCore import Qt
from PySide6.QtGui import QPageLayout
from PySide6.QtPrintSupport import QPrinter

from pound_desk.documents import papers
from pound_desk.services import demo
from pound_desk.services.case import documents
from pound_desk.services.office import settings
from pound_desk.ui.office.settings_dialog import SettingsDialog
from pound_desk.ui.receipt_printing import show_receipt

NUMBER = "2026-27/00001"


@pytest.fixture
def demo_pound(db):
    demo.create_demo(now=datetime(2026, 11, 30, 10, 0))


def pdf_printer(out: Path) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    return printer


def preview_of(qtbot):
    preview = show_receipt(NUMBER, "Receipt")
    qtbot.addWidget(preview)
    return preview


@pytest.mark.parametrize("code", ["a4", "a5", "80mm", "58mm"])
def test_printed_to_a_pdf_printer_on_each_paper(demo_pound, qtbot, tmp_path, code):
    paper = papers.paper(code)
    preview = preview_of(qtbot)
    out = tmp_path / f"{code}.pdf"
    printer = pdf_printer(out)
    sent = preview.print_to(printer, code)
    assert sent >= 1
    # the printer's page is the paper, used whole
    page = printer.pageLayout().fullRectPoints()
    assert page.width() == pytest.approx(paper.width, abs=1)
    sizes = page_sizes(out)
    assert len(sizes) == sent
    for w, h in sizes:
        assert w == pytest.approx(paper.width, abs=0.5)
        assert h == pytest.approx(paper.height if paper.height else page.height(), abs=1)
    if paper.roll:
        assert sent == 1 and sizes[0][1] > 200 * MM
    got = text(out)
    doc = documents.receipt_doc(NUMBER)
    for wanted in (doc.number, doc.case_no, doc.claimant_name, doc.short_code, "ORIGINAL", "₹1,030.00",
                   doc.keeper_name, *(line.kind_en for line in doc.lines)):
        assert wanted in got, wanted
    assert ink_outside(out) == []


def test_a_roll_printed_as_an_image_is_the_whole_receipt(demo_pound, qtbot, tmp_path):
    """What a physical thermal printer gets: the page drawn as an image on a
    page of the roll's width and the receipt's length, nothing cut."""
    preview = preview_of(qtbot)
    out = tmp_path / "image.pdf"
    printer = pdf_printer(out)
    assert preview.print_to(printer, "58mm", as_image=True) == 1
    source = preview.last_printed
    (printed,) = page_sizes(out)
    (made,) = page_sizes(source)
    assert printed == (pytest.approx(made[0], abs=1), pytest.approx(made[1], abs=1))
    assert printer.pageLayout().orientation() == QPageLayout.Orientation.Portrait

    def rendered(path: Path) -> Image.Image:
        png = tmp_path / f"{path.stem}-r"
        import subprocess
        subprocess.run(["pdftoppm", "-r", "50", "-gray", "-png", "-singlefile", str(path), str(png)], check=True)
        return Image.open(f"{png}.png").convert("L")

    a, b = rendered(source), rendered(out)
    assert abs(a.size[0] - b.size[0]) <= 1 and abs(a.size[1] - b.size[1]) <= 1   # whole points
    b = b.resize(a.size)
    # the ink spans the same part of the page: the receipt whole, its last line too
    box_a, box_b = ImageOps.invert(a).getbbox(), ImageOps.invert(b).getbbox()
    assert all(abs(x - y) <= 3 for x, y in zip(box_a, box_b)), (box_a, box_b)
    # and it is the same receipt, blurred alike (the printer's image is resampled)
    blur = ImageFilter.GaussianBlur(2)
    assert ImageStat.Stat(ImageChops.difference(a.filter(blur), b.filter(blur))).mean[0] < 6
    assert ink_outside(out) == []


def test_the_chosen_printers_paper_comes_from_the_settings(demo_pound, qtbot, tmp_path):
    settings.save_printer_paper("Counter thermal", "80mm")
    preview = preview_of(qtbot)
    assert preview.paper_for("Counter thermal") == "80mm"
    assert preview.paper_for("Some other printer") == "a4"


def test_a_second_paper_from_the_same_preview_is_a_duplicate(demo_pound, qtbot, tmp_path):
    preview = preview_of(qtbot)
    first, second = tmp_path / "1.pdf", tmp_path / "2.pdf"
    preview.print_to(pdf_printer(first), "80mm")
    preview.print_to(pdf_printer(second), "80mm")
    assert "ORIGINAL" in text(first) and "DUPLICATE" not in text(first)
    assert "DUPLICATE" in text(second) and "ORIGINAL" not in text(second)


def test_settings_dialog_sets_a_printers_paper(demo_pound, qtbot):
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.printer.setCurrentText("Counter thermal")
    dialog.paper.setCurrentIndex(dialog.paper.findData("58mm"))
    qtbot.mouseClick(dialog.save_printer_button, Qt.MouseButton.LeftButton)
    assert settings.printer_papers() == {"Counter thermal": "58mm"}
    assert dialog.printers_table.rowCount() == 1
    assert dialog.printers_table.item(0, 0).text() == "Counter thermal"
    dialog.printer.setCurrentText("")
    qtbot.mouseClick(dialog.save_printer_button, Qt.MouseButton.LeftButton)
    assert "Name the printer" in dialog.printer_errors.message("printer")
    dialog.printer.setCurrentText("Counter thermal")
    assert dialog.paper.currentData() == "58mm"
    qtbot.mouseClick(dialog.forget_printer_button, Qt.MouseButton.LeftButton)
    assert settings.printer_papers() == {}
