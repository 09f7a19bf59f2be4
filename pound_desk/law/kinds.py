"""Kinds of "cattle" under s. 2(1), with their Malayalam names.

The Government may add kinds by notification; an added kind carries its
notification reference and effective date (kept in the database), so this
module holds only the list in the Act itself.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True, slots=True)
class Kind:
    code: str
    en: str
    ml: str
    reference: str = "s. 2(1)"
    effective_from: date | None = None  # None: from the Act's commencement


# In the order of s. 2(1). The Malayalam names are the dictionary headwords of
# Gundert's *A Malayalam and English Dictionary* (Mangalore, 1872; on the
# Malayalam Wikisource) and the Olam English-Malayalam dictionary (olam.in),
# the references to check them against:
#   പശു cow; കാള ox (a bullock); കൂറ്റൻ bull (uncastrated); ആന elephant;
#   ഒട്ടകം camel; എരുമ buffalo; കുതിര horse; പെൺകുതിര mare; വരിയുടച്ച കുതിര
#   gelding (വരിയുടയ്ക്കുക, to castrate); മട്ടക്കുതിര pony; ആൺ-/പെൺകുതിരക്കുട്ടി
#   colt/filly; കോവർകഴുത mule; കഴുത ass; പന്നി pig; ചെമ്മരിയാട് sheep;
#   ആട് goat; ആട്ടിൻകുട്ടി kid; കോഴി fowl.
# Ram and ewe are the male and female of the sheep (ചെമ്മരിയാട്), not of the
# goat: മുട്ടനാട് is a he-goat and പെണ്ണാട് a she-goat (so used in the press,
# e.g. Malayala Manorama, 6 April 2025, of a pygmy goat), so they take
# ആൺചെമ്മരിയാട് and പെൺചെമ്മരിയാട്, made as പെൺകുതിര is. A lamb is the
# young of the sheep: ചെമ്മരിയാട്ടിൻകുട്ടി.
ACT_KINDS: tuple[Kind, ...] = (
    Kind("cow", "Cow", "പശു"),
    Kind("ox", "Ox", "കാള"),
    Kind("bull", "Bull", "കൂറ്റൻ"),
    Kind("elephant", "Elephant", "ആന"),
    Kind("camel", "Camel", "ഒട്ടകം"),
    Kind("buffalo", "Buffalo", "എരുമ"),
    Kind("horse", "Horse", "കുതിര"),
    Kind("mare", "Mare", "പെൺകുതിര"),
    Kind("gelding", "Gelding", "വരിയുടച്ച കുതിര"),
    Kind("pony", "Pony", "മട്ടക്കുതിര"),
    Kind("colt", "Colt", "ആൺകുതിരക്കുട്ടി"),
    Kind("filly", "Filly", "പെൺകുതിരക്കുട്ടി"),
    Kind("mule", "Mule", "കോവർകഴുത"),
    Kind("ass", "Ass", "കഴുത"),
    Kind("pig", "Pig", "പന്നി"),
    Kind("ram", "Ram", "ആൺചെമ്മരിയാട്"),
    Kind("ewe", "Ewe", "പെൺചെമ്മരിയാട്"),
    Kind("sheep", "Sheep", "ചെമ്മരിയാട്"),
    Kind("lamb", "Lamb", "ചെമ്മരിയാട്ടിൻകുട്ടി"),
    Kind("goat", "Goat", "ആട്"),
    Kind("kid", "Kid", "ആട്ടിൻകുട്ടി"),
    Kind("fowl", "Fowl", "കോഴി"),
)

BY_CODE: dict[str, Kind] = {k.code: k for k in ACT_KINDS}

# Names printed by earlier versions, corrected in databases that stored them:
# code -> (the old Malayalam name, the right one).
CORRECTED_ML: dict[str, tuple[str, str]] = {
    "ram": ("മുട്ടനാട്", BY_CODE["ram"].ml),
    "ewe": ("പെണ്ണാട്", BY_CODE["ewe"].ml),
}

SEXES: dict[str, tuple[str, str]] = {
    "female": ("Female", "പെൺ"),
    "male": ("Male", "ആൺ"),
    "unknown": ("Not known", "അറിയില്ല"),
}

# The sex a kind's own name says (s. 2(1) names some kinds by sex: a cow, a
# mare, a filly and an ewe are female; an ox, a bull, a gelding, a colt and
# a ram male). Any other kind (buffalo, goat, sheep, horse...) leaves the
# sex to be seen and entered.
IMPLIED_SEX: dict[str, str] = {
    "cow": "female", "mare": "female", "filly": "female", "ewe": "female",
    "ox": "male", "bull": "male", "gelding": "male", "colt": "male", "ram": "male",
}


def implied_sex(code: str) -> str | None:
    """"female" or "male" when the kind's name says it; None otherwise."""
    return IMPLIED_SEX.get(code)


def sex_for(code: str, sex: str) -> str:
    """The sex to record: the kind's own where its name says one and the
    person gave none ("" or "unknown"); otherwise as given."""
    implied = implied_sex(code)
    if implied is not None and sex in ("", "unknown"):
        return implied
    return sex


def is_cattle(code: str, added: dict[str, Kind] | None = None, on: date | None = None) -> bool:
    """True when ``code`` is a kind under s. 2(1), or one added by notification
    that is in force on ``on``."""
    if code in BY_CODE:
        return True
    kind = (added or {}).get(code)
    if kind is None:
        return False
    return kind.effective_from is None or on is None or kind.effective_from <= on
