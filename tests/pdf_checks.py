"""Checks on a printed PDF that need no eyes: its page sizes, its text as
pdftotext reads it, and whether anything is drawn outside a page (the page
is widened by a margin, rendered, and the margin must stay white)."""
from __future__ import annotations

import io
import subprocess
import tempfile
import unicodedata
from pathlib import Path

from PIL import Image
from pypdf import PdfReader, PdfWriter
from pypdf.generic import RectangleObject

MM = 72 / 25.4


def page_sizes(path: Path) -> list[tuple[float, float]]:
    return [(float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(str(path)).pages]


def text(path: Path) -> str:
    """pdftotext's reading, one line of words (NFKC: "ﬁ" ligatures as letters)."""
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], check=True, capture_output=True).stdout
    return " ".join(unicodedata.normalize("NFKC", out.decode("utf-8")).split())


def ink_outside(path: Path, margin_mm: float = 15, dpi: int = 60) -> list[int]:
    """Numbers (1-based) of the pages with anything drawn outside their page box."""
    reader = PdfReader(str(path))
    writer = PdfWriter()
    m = margin_mm * MM
    for page in reader.pages:
        box = page.mediabox
        page.mediabox = RectangleObject([float(box.left) - m, float(box.bottom) - m,
                                         float(box.right) + m, float(box.top) + m])
        page.cropbox = page.mediabox
        writer.add_page(page)
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        wide = Path(tmp) / "wide.pdf"
        with open(wide, "wb") as f:
            writer.write(f)
        for n in range(1, len(reader.pages) + 1):
            png = subprocess.run(["pdftoppm", "-r", str(dpi), "-f", str(n), "-l", str(n), "-png", "-gray",
                                  str(wide)], check=True, capture_output=True).stdout
            image = Image.open(io.BytesIO(png)).convert("L")
            w, h = image.size
            edge = round(margin_mm / 25.4 * dpi) - 1       # the widened margin in pixels, less rounding
            strips = [(0, 0, w, edge), (0, h - edge, w, h), (0, 0, edge, h), (w - edge, 0, w, h)]
            if any(image.crop(strip).getextrema()[0] < 200 for strip in strips):
                bad.append(n)
    return bad
