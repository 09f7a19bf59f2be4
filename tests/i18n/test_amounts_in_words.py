"""Amounts in words against an independent spelling: AI4Bharat's
indic-numtowords writes the same numbers, with spellings of its own (and not
always the same spelling twice). Each way it differs is listed below with
the form Pound Desk writes and why; once those are allowed for, every number
tried must read the same. (mlmorph's number grammar does not cover the
number words written apart, as amounts are, so this is their check; the
word check of the printed documents leaves them to it.)
"""
from __future__ import annotations

import random
import re
import unicodedata

import pytest

from pound_desk.text import ml_number

indic = pytest.importorskip("indic_numtowords", reason="indic-numtowords is a test dependency")

# (indic-numtowords' form, Pound Desk's form, why Pound Desk writes its own)
VARIANTS = (
    ("ല്പ", "ൽപ", "നാൽപത് (40) with the atomic chillu ൽ, as Unicode 5.1 and Kerala's reformed "
                  "typing write it; നാല്പത് is the same word in the older conjunct"),
    ("ഒന്പത", "ഒമ്പത", "ഒമ്പത് (9), the spelling of Kerala's school textbooks; ഒൻപത്/ഒന്പത് are older"),
    ("ഒൻപത", "ഒമ്പത", "ഒമ്പത് (9), as the line before"),
    ("അൻപത", "അമ്പത", "അമ്പത് (50), as ഒമ്പത്: the spelling of the textbooks"),
    ("ഇരുന്നൂറ", "ഇരുനൂറ", "ഇരുനൂറ് (200): mlmorph's number grammar (Thottingal 2017) analyses ഇരുനൂറ്, "
                          "not ഇരുന്നൂറ്; indic-numtowords writes both"),
    ("അറുന്നൂറ", "അറുനൂറ", "അറുനൂറ് (600): mlmorph analyses അറുനൂറ്, not അറുന്നൂറ്; indic-numtowords "
                          "itself writes 600 as അറുനൂറു and 650 as അറുന്നൂറ്റമ്പത്"),
    ("എഴുന്നൂറ", "എഴുനൂറ", "എഴുനൂറ് (700): mlmorph analyses എഴുനൂറ്, not എഴുന്നൂറ്"),
    (r"(?<!ഒര)ു(?=$| )", "്", "a final half-u written with the virama (രണ്ട്, not രണ്ടു), as the "
                             "standard script writes it; ഒരു (one, before a noun) keeps its u"),
    (r"^ഒരു ?നൂറ", "നൂറ", "a hundred is നൂറ്, not ഒരുനൂറ്"),
    (r"(?<=[^\sി]പ)ത്തൊ", "ത്തിയൊ", "-പത്തിയൊമ്പത് (69, 79…) joined with the -ി and the യ glide as "
                                   "the other tens are (അറുപത്തിയൊന്ന്); 19 stays പത്തൊമ്പത്"),
    ("റ്റമ്പത", "റ്റി അമ്പത", "a hundred and fifty written as two words (നൂറ്റി അമ്പത്), as every "
                            "hundred before its tens is (ഇരുനൂറ്റി അറുപത്)"),
    ("മൂന്നായിര", "മൂവായിര", "three thousand is മൂവായിരം, the fused form of the number tables"),
    ("ഞ്ചായിര", "യ്യായിര", "five thousand is അയ്യായിരം (25,000 ഇരുപത്തയ്യായിരം), the fused form"),
    ("ട്ടായിര", "ണ്ണായിര", "eight thousand is എണ്ണായിരം (18,000 പതിനെണ്ണായിരം), the fused form"),
    ("ഒമ്പതായിര", "ഒമ്പതിനായിര", "nine thousand is ഒമ്പതിനായിരം, with -ഇൻ- as പതിനായിരം"),
    ("പത്തായിര", "പതിനായിര", "ten thousand is പതിനായിരം"),
    ("പതായിര", "പതിനായിര", "twenty, thirty… thousand: ഇരുപതിനായിരം, with -ഇൻ-"),
)

# the tens join the ones into one word with a യ glide before a vowel
# (ഇരുപത്തിയേഴ്); indic-numtowords often writes them apart (ഇരുപത്തി ഏഴ്), and
# Pound Desk writes each group apart (ആയിരത്തി ഇരുനൂറ്റി അമ്പത്), as receipts do
_GLIDE = (("ിഅ", "ിയ"), ("ിആ", "ിയാ"), ("ിഎ", "ിയെ"), ("ിഏ", "ിയേ"), ("ിഒ", "ിയൊ"), ("ിഓ", "ിയോ"),
          ("ത്തിയയ്യായിര", "ത്തയ്യായിര"), ("റ്റിയയ്യായിര", "റ്റയ്യായിര"))


def joined(words: str) -> str:
    """The words run together, with the glide where two of them meet."""
    text = words.replace(" ", "")
    for old, new in _GLIDE:
        text = text.replace(old, new)
    return text


def theirs(n: int) -> str:
    text = unicodedata.normalize("NFC", indic.num2words(n, lang="ml"))
    for old, new, _why in VARIANTS:
        text = re.sub(old, new, text)
    return joined(text)


def numbers() -> list[int]:
    rng = random.Random(32)        # the same numbers every run
    return list(range(1, 1001)) + [rng.randint(1000, 10**5) for _ in range(300)] + [
        rng.randint(10**5, 10**8) for _ in range(300)] + [1000, 10**4, 10**5, 10**6, 10**7, 25000, 95000]


def test_every_variant_says_why():
    for old, new, why in VARIANTS:
        assert old != new and len(why) > 10


def test_amounts_in_words_read_as_the_independent_spelling():
    differ = [(n, ml_number(n), indic.num2words(n, lang="ml")) for n in numbers()
              if joined(ml_number(n)) != theirs(n)]
    assert not differ, f"{len(differ)} numbers differ, e.g. " + "; ".join(f"{n}: {a} / {b}" for n, a, b in differ[:5])


def test_the_check_finds_a_wrong_number_word():
    assert joined("അറുപത്തിയേഴ്") == theirs(67)
    assert joined("അറുപത്തിയെട്ട്") != theirs(67)
