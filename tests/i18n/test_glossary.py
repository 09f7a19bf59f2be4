"""One word for each term of the Act and of the office, on the screens and
on the papers alike: wherever a glossary term's English is in a string, the
Malayalam beside it holds the glossary's word for it, and a word the
glossary put aside is nowhere.
"""
from __future__ import annotations

import re

import pytest

from pound_desk.law.kinds import ACT_KINDS, SEXES
from tests.i18n.malayalam_text import ROOT, Pair, Term, code_literals, code_pairs, glossary, nfc, ts_pairs

TERMS = glossary()


def disagreements(pairs: list[Pair], terms: list[Term]) -> list[str]:
    """Each string whose English uses a term while its Malayalam holds none of the term's words."""
    out = []
    for pair in pairs:
        # a placeholder ({pound}, %1) or an option (--demo) is not the term
        english = re.sub(r"\{\w+\}|%\d|--[\w-]+|Pound Desk", " ", pair.english)
        for term in terms:
            if not term.pattern.search(english) or any(s in pair.malayalam for s in term.stems):
                continue
            if term.pattern.search(pair.malayalam):
                continue        # the English word itself, kept as a code to type ("cow, ox, bull")
            out.append(f"{pair.where}: {term.english!r} is {term.malayalam!r}, not in "
                       f"{pair.malayalam!r} (for {pair.english!r})")
    return out


def test_the_glossary_is_well_formed():
    assert len(TERMS) > 50
    seen = set()
    for term in TERMS:
        assert term.group in {"kind", "sex", "register", "form", "basis", "role", "money", "office"}, term
        assert term.english.lower() not in seen, f"{term.english} twice"
        seen.add(term.english.lower())
        assert term.source.strip(), f"{term.english} names no source"
        assert term.malayalam and all(term.stems), term


@pytest.mark.parametrize("where", ["screens", "papers"])
def test_every_string_uses_the_glossarys_malayalam(where):
    pairs = ts_pairs() if where == "screens" else code_pairs()
    assert len(pairs) > (2000 if where == "screens" else 300)
    problems = disagreements(pairs, TERMS)
    assert not problems, f"{len(problems)} strings:\n" + "\n".join(problems[:40])


def test_no_word_the_glossary_put_aside_is_used():
    places = [(p.malayalam, p.where) for p in ts_pairs()] + code_literals() + [
        (nfc(page.read_text(encoding="utf-8")), str(page.relative_to(ROOT)))
        for page in sorted((ROOT / "resources" / "guide" / "ml").glob("*.md"))]    # the keeper's guide
    problems = [f"{where}: {bad!r} (the glossary has {t.malayalam!r} for {t.english!r})"
                for t in TERMS for bad in t.avoid for text, where in places if bad in text]
    assert not problems, "\n".join(problems)


def test_the_kinds_and_sexes_are_the_glossarys():
    by_english = {t.english: t.malayalam for t in TERMS if t.group in ("kind", "sex")}
    for kind in ACT_KINDS:
        assert by_english[kind.en.lower()] == kind.ml, kind
    for en, ml in (SEXES["female"], SEXES["male"]):
        assert by_english[en.lower()] == ml


def test_the_check_finds_a_term_said_another_way():
    """What the test above says of a screen string that uses another word."""
    cash_book = next(t for t in TERMS if t.english == "cash book")
    assert disagreements([Pair("Print the cash book", "രൊക്കം പുസ്തകം അച്ചടിക്കുക", "here")], [cash_book])
    assert not disagreements([Pair("Print the cash book", "റൊക്കം പുസ്തകം അച്ചടിക്കുക", "here")], [cash_book])
    assert not disagreements([Pair("Print the book", "രൊക്കം പുസ്തകം", "here")], [cash_book])
