"""The guide printed as one booklet (Help → Guide → Print): a title page, the
contents with the page each part starts on, then every page of the guide
with its pictures and the Act's sections; Malayalam shaped (its text comes
back from the PDF as typed), in either language."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from pound_desk.services import guide

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) missing")


def _pages(path: Path) -> list[str]:
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout
    return text.split("\f")


def _squeezed(text: str) -> str:
    # without spaces: the PDF's text breaks a word where its script changes ("USB- യിലേക്ക്")
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("code", ["ml", "en"])
def test_the_booklet_has_its_contents_and_each_part_on_the_page_the_contents_say(code, tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path))
    path = guide.booklet(code)
    assert path.parent == tmp_path / "guide" and path.read_bytes().startswith(b"%PDF")
    pages = _pages(path)
    doc = guide.booklet_doc(code)
    contents = _squeezed(pages[1])
    assert doc.contents_title in contents
    starts = []
    for page in doc.pages:
        found = re.search(re.escape(_squeezed(page.title)) + r"(\d+)", contents)
        assert found, f"{page.title} is not in the contents"
        number = int(found.group(1))
        # the part begins on that page, its title first
        assert _squeezed(pages[number - 1]).startswith(_squeezed(page.title)), (page.title, number)
        starts.append(number)
    assert starts == sorted(starts) and starts[0] == 3
    # every page numbered in the booklet's own language, out of the whole
    total = len([p for p in pages if p.strip()])
    word = "പേജ്" if code == "ml" else "Page"
    assert all(f"{n}" in p and word in p for n, p in enumerate(pages[:total], start=1))
    # every step of every page is printed (shaped Malayalam extracts as it was typed)
    printed = _squeezed(" ".join(pages))
    for page in doc.pages:
        for block in page.blocks:
            if block.kind == "step":
                assert _squeezed(block.text.replace("**", "")) in printed, block.text
    # the Act's box on every page, each section in it
    assert printed.count(_squeezed(doc.law_title)) == len(doc.pages)
    for page in doc.pages:
        for line in page.sections():
            assert _squeezed(line) in printed, line


def test_the_booklet_carries_the_pictures_of_its_pages(tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path))
    path = guide.booklet("en")
    listed = subprocess.run(["pdfimages", "-list", str(path)], capture_output=True, text=True).stdout
    images = [line for line in listed.splitlines()[2:] if line.strip()]
    pictures = sum(len(p.pictures()) for p in guide.pages("en"))
    assert len(images) >= pictures
