"""Every Malayalam word of Pound Desk is a word: SMC's morphology analyser
(mlmorph) analyses it, or a person has read it and listed it, with the
reason mlmorph cannot, in unanalysed.tsv (loanwords, Sanskrit words of
official Malayalam, compounds, forms mlmorph does not make). A word that is
neither (a misspelling, a word cut short) fails.

The words are those of the screens (the translations), of the code (the
papers' own wording, the rules' messages) and of every kind of document as
printed, with the screen in Malayalam (amounts in words, dates, the
services' words filled in).
"""
from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

from tests.documents.test_pdf_text import pound as pound  # noqa: F401 (the Malayalam pound, a fixture)
from tests.i18n.malayalam_text import ROOT, code_literals, malayalam_words, nfc, ts_pairs

mlmorph = pytest.importorskip("mlmorph", reason="mlmorph (SMC's Malayalam analyser) is a test dependency")

REVIEWED = Path(__file__).with_name("unanalysed.tsv")
KINDS = {"loanword", "sanskrit", "compound", "derived", "inflection", "piece", "abbreviation", "number"}


def reviewed() -> dict[str, tuple[str, str]]:
    out = {}
    for line in REVIEWED.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        word, kind, reason, _where = line.split("\t")
        out[nfc(word)] = (kind, reason)
    return out


@functools.lru_cache(maxsize=1)
def analyser():
    return mlmorph.Analyser()


def unknown(words) -> list[str]:
    """The words neither analysed by mlmorph nor reviewed."""
    listed = reviewed()
    a = analyser()
    return sorted(w for w in set(words) if w not in listed and not a.analyse(w))


def test_the_reviewed_list_gives_a_reason_for_each_word():
    listed = reviewed()
    assert len(listed) > 100
    for word, (kind, reason) in listed.items():
        assert kind in KINDS, (word, kind)
        assert len(reason) > 15, word
        assert malayalam_words(word) == [word], f"{word!r} is not one Malayalam word"


def test_every_word_of_the_screens_and_the_code_is_analysed_or_reviewed():
    places: dict[str, str] = {}
    for pair in ts_pairs():
        for w in malayalam_words(pair.malayalam):
            places.setdefault(w, pair.where)
    for text, where in code_literals():
        for w in malayalam_words(text):
            places.setdefault(w, where)
    assert len(places) > 2000
    bad = unknown(places)
    assert not bad, "not analysed and not in unanalysed.tsv:\n" + "\n".join(f"{w}  ({places[w]})" for w in bad)


def _fixture_words() -> set[str]:
    """The words of the records the documents are printed from (names,
    places, reasons typed by the tests): the person's words, not the program's."""
    words = set()
    for name in ("tests/documents/test_pdf_text.py", "tests/documents/every_document.py"):
        for node in ast.walk(ast.parse((ROOT / name).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                words.update(malayalam_words(node.value))
    return words


@functools.lru_cache(maxsize=1)
def number_words() -> frozenset[str]:
    """Every word an amount in words is written with (up to crores): these are
    checked against indic-numtowords in test_amounts_in_words.py, since
    mlmorph does not analyse a number's combining form standing alone."""
    from pound_desk.text import ml_number

    words = {w for n in range(1, 100_000) for w in malayalam_words(ml_number(n))}
    return frozenset(words | set(malayalam_words(ml_number(12_34_56_789))))


def test_every_word_printed_is_analysed_or_reviewed(pound, qapp, tmp_path, monkeypatch):  # noqa: F811
    from pound_desk.ui import translations
    from tests.documents.every_document import print_every_document

    translations.apply("ml")
    try:
        printed = print_every_document(tmp_path, monkeypatch)
    finally:
        translations.apply("en")
    mine = _fixture_words() | number_words()
    places: dict[str, str] = {}
    for kind, p in printed.items():
        for text in p.drawn:
            for w in malayalam_words(text):
                if w not in mine:
                    places.setdefault(w, kind)
    assert len(places) > 500
    # a word too long for its cell is cut across two lines, and each line
    # drawn apart: a piece that begins or ends a word written is that word
    written = mine | {w for pair in ts_pairs() for w in malayalam_words(pair.malayalam)} | {
        w for text, _ in code_literals() for w in malayalam_words(text)}
    bad = [w for w in unknown(places)
           if not any(len(whole) > len(w) and (whole.startswith(w) or whole.endswith(w)) for whole in written)]
    assert not bad, "printed, not analysed and not in unanalysed.tsv:\n" + "\n".join(
        f"{w}  ({places[w]})" for w in bad)


def test_a_misspelling_is_found():
    """What the tests above say of a word spelt wrongly."""
    assert unknown(["രൊക്കം", "റൊക്കം", "രസീത്", "പശു"]) == ["രൊക്കം"]
    assert unknown(["വർധിപ്പിച്ച", "വർദ്ധിപ്പിച്ച"]) == ["വർധിപ്പിച്ച"]


def test_a_glossary_word_said_to_follow_mlmorph_is_analysed_by_it():
    from tests.i18n.malayalam_text import glossary

    a = analyser()
    said = [t for t in glossary() if t.source.startswith("mlmorph")]
    assert len(said) > 20
    for term in said:
        assert all(a.analyse(w) for w in malayalam_words(term.malayalam)), term.malayalam
