"""Malayalam typed in English letters: what the scheme gives."""
from __future__ import annotations

import re
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pound_desk import transliterate
from pound_desk.transliterate import to_malayalam

# (typed, written): words of the pound, names, places; then the rules
# alone, typed as the scheme asks.
WORDS = [
    # cattle
    ("pashu", "പശു"), ("kaala", "കാള"), ("aadu", "ആട്"), ("eruma", "എരുമ"), ("pothu", "പോത്ത്"),
    ("kunju", "കുഞ്ഞ്"), ("moori", "മൂരി"), ("pashukkutty", "പശുക്കുട്ടി"), ("kuthira", "കുതിര"),
    # names
    ("raman", "രാമൻ"), ("lakshmi", "ലക്ഷ്മി"), ("suresh", "സുരേഷ്"), ("abdul", "അബ്ദുൽ"),
    ("mary", "മേരി"), ("joseph", "ജോസഫ്"), ("unnikrishnan", "ഉണ്ണികൃഷ്ണൻ"), ("Raman", "രാമൻ"),
    ("RAMAN", "രാമൻ"), ("nair", "നായർ"), ("sasi", "ശശി"),
    # places in Kerala
    ("kozhikode", "കോഴിക്കോട്"), ("kozhikkode", "കോഴിക്കോട്"), ("thrissur", "തൃശ്ശൂർ"),
    ("kannur", "കണ്ണൂർ"), ("palakkad", "പാലക്കാട്"), ("ernakulam", "എറണാകുളം"), ("kollam", "കൊല്ലം"),
    ("alappuzha", "ആലപ്പുഴ"), ("malappuram", "മലപ്പുറം"), ("vadakara", "വടകര"),
    ("thalassery", "തലശ്ശേരി"), ("Kottayam", "കോട്ടയം"), ("idukki", "ഇടുക്കി"),
    ("thiruvananthapuram", "തിരുവനന്തപുരം"), ("wayanad", "വയനാട്"),
    # the rules alone (none of these is in the word list)
    ("kozhikkOd", "കൊഴിക്കോട്"), ("thRSSoor", "തൃശ്ശൂർ"), ("kaaLa", "കാള"), ("aaT", "ആട്"),
    ("vyakthi", "വ്യക്തി"), ("raajan", "രാജൻ"), ("dEvan", "ദേവൻ"), ("kRShi", "കൃഷി"),
    ("chandran", "ചന്ദ്രൻ"), ("ente", "എന്റെ"), ("sankaran", "സങ്കരൻ"),
    ("simham", "സിംഹം"), ("ambika", "അംബിക"), ("dharmam", "ധർമം"), ("amma", "അമ്മ"),
    ("kutty", "കുട്ടി"), ("mariya", "മരിയ"), ("paund", "പൗണ്ട്"), ("vino_d", "വിനൊദ്"),
    ("n~", "ന്"), ("karunakaran", "കരുനകരൻ"), ("pashukkaL", "പശുക്കൾ"), ("kaaLakaL", "കാളകൾ"),
    ("randu", "രണ്ടു"), ("veedu", "വീട്"), ("njaaN", "ഞാൺ"), ("kunjaaTu", "കുഞ്ഞാടു"),
    ("akshayam", "അക്ഷയം"), ("bhaagyam", "ഭാഗ്യം"), ("Sheeja", "ശീജ"), ("zheeja", "ഴീജ"),
    ("surya", "സുര്യ"), ("manga", "മങ്ങ"), ("pandhalam", "പന്ധലം"), ("santhoSh", "സന്തൊഷ്"),
    ("aaNu", "ആണു"), ("ezhuthu", "എഴുതു"), ("thaLLi", "തള്ളി"),
]


@pytest.mark.parametrize("typed, written", WORDS)
def test_words(typed, written):
    assert to_malayalam(typed) == written


def test_the_table_is_long_enough():
    assert len(WORDS) >= 40


def test_the_rules_alone_for_words_of_the_list():
    # what the keeper gets for a word the list would not know
    rules = lambda w: transliterate._spell(transliterate._tokens(w))  # noqa: E731
    assert rules("thrissur") == "ത്രിസ്സുർ"
    assert rules("raman") == "രമൻ"
    assert rules("kozhikode") == "കൊഴികൊടെ"
    assert rules("kunju") == "കുഞ്ഞു"
    assert rules("kaala") == "കാല"


def test_words_in_a_sentence_and_what_is_not_latin():
    assert to_malayalam("raman, pashu 2 (kaala)") == "രാമൻ, പശു 2 (കാള)"
    assert to_malayalam("") == ""
    assert to_malayalam("12/3, 4-5") == "12/3, 4-5"
    assert to_malayalam("രാമൻ raman") == "രാമൻ രാമൻ"
    assert to_malayalam("café") == "കഫ്é"      # only a-z, A-Z are read


def test_the_older_chillus():
    assert transliterate.with_old_chillus("രാമൻ നായർ") == "രാമന്\u200d നായര്\u200d"
    assert transliterate.with_old_chillus("പശു 12") == "പശു 12"


def test_the_word_list_is_nfc_malayalam():
    for latin, written in transliterate.WORDS.items():
        assert latin == latin.lower() and latin.isascii(), latin
        assert unicodedata.normalize("NFC", written) == written, latin
        assert _MALAYALAM.fullmatch(written), latin


_MALAYALAM = re.compile("[\u0d00-\u0d7f]+")
_SIGNS = "\u0d3e-\u0d4c\u0d57\u0d62\u0d63"    # vowel signs
_CHILLUS = "\u0d7a-\u0d7f\u0d02"               # chillus and the anusvara
_LATIN = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=24)


@given(st.lists(_LATIN, min_size=1, max_size=4))
def test_any_latin_gives_valid_malayalam(words):
    text = " ".join(words)
    out = to_malayalam(text)
    assert unicodedata.normalize("NFC", out) == out
    assert not re.search("[A-Za-z]", out)
    assert re.fullmatch("[\u0d00-\u0d7f ]+", out)
    assert not re.search(f"[{_SIGNS}]\u0d4d", out)              # no virama after a vowel sign
    assert not re.search(f"[{_SIGNS}][{_SIGNS}]", out)            # no two vowel signs
    assert not re.search(f"\u0d4d[\u0d4d{_SIGNS}{_CHILLUS}]", out)  # nothing closes a virama
    assert not re.search(f"(^| )[\u0d4d{_SIGNS}\u0d02]", out)     # no word starts with a sign
    assert out.count(" ") == text.count(" ")


_ML_LETTERS = [chr(c) for c in range(0x0D00, 0x0D80) if unicodedata.category(chr(c)) != "Cn"]


@given(st.text(alphabet=_ML_LETTERS + list(" ,.-0123456789()"), max_size=40))
def test_malayalam_is_unchanged(text):
    text = unicodedata.normalize("NFC", text)
    assert to_malayalam(text) == text
