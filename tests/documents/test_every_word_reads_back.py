"""Every word printed reads back: each kind of document, every heading, cell
and caption its renderer drew, in pdftotext (poppler: Evince, Okular) and in
the preview's own engine (PDFium through QtPdf), with the screen in English
and in Malayalam; and no private-use character, which is what a conjunct's
glyph reads back as when the text it stands for is lost.
"""
from __future__ import annotations

import re
import unicodedata

import pytest

from tests.documents.every_document import KINDS, print_every_document
from tests.documents.test_pdf_text import needs_poppler, pdftotext
from tests.documents.test_pdf_text import pound as pound  # noqa: F401 (the Malayalam pound, a fixture)

_SPACE = re.compile(r"\s+")
_PRIVATE = re.compile("[\ue000-\uf8ff\U000f0000-\U0010ffff]")


def bare(text: str) -> str:
    """NFC without whitespace: a line may wrap, and a reader may space a line
    its own way, anywhere."""
    return _SPACE.sub("", unicodedata.normalize("NFC", text))


def pdfium_text(path) -> str:
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument(None)
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    try:
        return "\n".join(doc.getAllText(page).text() for page in range(doc.pageCount()))
    finally:
        doc.close()


def unread(drawn: list[str], text: str) -> list[str]:
    """The strings drawn that the text read back does not hold, whole."""
    read = bare(text)
    # pdftotext joins a line that ends in a hyphen to the next, as a word
    # broken there, and drops the hyphen ("-----BEGIN PUBLIC KEY-----")
    return [s for s in dict.fromkeys(drawn)
            if bare(s) and bare(s) not in read and not (s.endswith("-") and bare(s)[:-1] in read)]


@pytest.fixture(params=["en", "ml"])
def screen(request, qapp):
    """The screen's language while the documents are printed: the services'
    own words (a flag, a reason) come in it."""
    from pound_desk.ui import translations

    translations.apply(request.param)
    yield request.param
    translations.apply("en")


@needs_poppler
def test_every_document_reads_back_every_word_it_drew(pound, screen, tmp_path, monkeypatch):  # noqa: F811
    printed = print_every_document(tmp_path, monkeypatch)
    problems = []
    for kind in KINDS:
        p = printed[kind]
        assert p.drawn, f"{kind}: nothing drawn was seen"
        assert any(re.search("[\u0d00-\u0d7f]", s) for s in p.drawn), f"{kind}: no Malayalam drawn"
        for reader, text in (("pdftotext", pdftotext(p.path)), ("PDFium", pdfium_text(p.path))):
            private = sorted(set(_PRIVATE.findall(text)))
            if private:
                problems.append(f"{kind} ({screen}), {reader}: private-use characters "
                                + " ".join(f"U+{ord(c):04X}" for c in private))
            missing = unread(p.drawn, text)
            if missing:
                problems.append(f"{kind} ({screen}), {reader}: not read back: {missing[:5]}")
    assert not problems, "\n".join(problems)


def test_every_renderer_is_printed():
    """A kind of document added to the renderers is added to every_document too."""
    from pound_desk.documents import render

    assert len(KINDS) == len(set(KINDS)) == len(render._RENDERERS)


def test_the_check_finds_a_word_cut_from_its_text():
    """What the test above would say of a conjunct drawn without its text."""
    assert unread(["പിടിച്ചെടുത്തയാൾ / Seizer"], "പിടിെ\ue000ടു\ue001യാ ൾ Seizer")
    assert not unread(["പിടിച്ചെടുത്തയാൾ / Seizer"], "പിടിച്ചെടുത്തയാ\nൾ / Seizer")
    assert _PRIVATE.search("പിടിെ\ue000ടു")
