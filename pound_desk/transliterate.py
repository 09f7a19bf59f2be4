"""Malayalam typed in English letters ("Manglish"), for offices without a
Malayalam keyboard: ``to_malayalam("pashu") == "പശു"``.

Why this module and not a library
---------------------------------
The libraries on PyPI were looked at first. ``indic-transliteration`` is
well kept, but its schemes (ITRANS, Harvard-Kyoto, OPTITRANS, ...) are
for Sanskrit: they give no chillu (``raman`` -> ``രമന്``), read ``th``
as ഥ and ``d`` as ദ (``aadu`` -> ``ആദു``), and leave letters such as
``z`` untouched (``kozhikode`` -> ``കോz്ഹികോദേ`` in OPTITRANS). ``aksharam``,
``ml2en`` and ``mltranslit`` go the other way (Malayalam to English).
``pyvarnam`` needs the C library libvarnam, which no package brings, and
has not changed since 2020; ``ai4bharat-transliteration`` is a neural model
whose weights are fetched at run time. None does the casual phone scheme,
so this is a small table-driven transliterator close to Mozhi /
Varamozhi, with a short list of common words that the rules alone cannot
spell.

The scheme
----------
A word is a run of the letters a-z, A-Z. Anything else (Malayalam, digits,
spaces, punctuation, other scripts) passes through unchanged, and the
result is NFC.

Capitals: a word typed all in small letters, with only its first letter
capital (``Raman``) or all in capitals is read in small letters, as a
phone keyboard capitalises names. Capitals inside a word have the Mozhi
meanings below (``kaaLa`` -> ``കാള``, ``aaT`` -> ``ആട്``).

Vowels (the letter at the start of a word or after a vowel; the sign
after a consonant)::

    a  അ  (no sign)   aa A  ആ  ാ      i  ഇ  ി     ii I ee  ഈ  ീ
    u  ഉ  ു           uu U oo  ഊ  ൂ    R  ഋ  ൃ     e  എ  െ
    E ae  ഏ  േ        ai  ഐ  ൈ        o  ഒ  ൊ     O oa  ഓ  ോ
    au  ഔ  ൗ

``ru`` is ര + ു (``eruma``, ``guru``, ``ruchi`` need it), so ഋ is typed
``R`` only: ``kRShi`` -> ``കൃഷി``, ``thRSSoor`` -> ``തൃശ്ശൂർ``.

Consonants (longest first; a doubled letter is the doubled consonant)::

    k c q ക   kk ക്ക   kh ഖ   g ഗ   gg ഗ്ഗ   gh ഘ
    ng ങ്ങ (nng, ngng too)    nk ങ്ക   x ക്സ   ksh ക്ഷ
    ch ച   chch cch ച്ച   chh Ch ഛ   j ജ   jj ജ്ജ   jh ഝ
    nj ഞ at the start of a word, ഞ്ഞ inside it (kunju); njj ഞ്ജ
    T ട   t ട   tt TT ട്ട   Th ഠ   D ഡ   DD ഡ്ഡ   Dh ഢ   N ണ   NN ണ്ണ
    th ത   thth tth ത്ത   thh ഥ   dh ധ   ddh ദ്ധ   dd ദ്ദ
    d  ദ at the start of a word or after a consonant (devan, abdul),
       ട after a vowel (vadakara, aadu), as Malayalam is spoken
    n ന   nn ന്ന   nt ന്റ   nth ന്ത   nd ണ്ട   ndh ന്ധ   ndr ന്ദ്ര
    p പ   pp പ്പ   ph f ഫ   b ബ   bb ബ്ബ   bh ഭ   m മ   mm മ്മ   mp മ്പ
    y യ   yy യ്യ   r ര   rr റ   l ല   ll ല്ല   L ള   LL ള്ള
    v w വ   vv വ്വ   sh S z ശ   SS ശ്ശ   Sh ഷ   s സ   ss സ്സ   h ഹ
    zh ഴ

Between consonants a chandrakkala (്) joins them (``vyakthi`` ->
``വ്യക്തി``), except that ``r`` after a vowel and before a consonant is
the chillu ർ (``dharmam`` -> ``ധർമം``) but not before ``y`` (``surya`` ->
``സുര്യ``), and ``m`` after a vowel and before a consonant is the anusvara
ം (``simham`` -> ``സിംഹം``, ``ambika`` -> ``അംബിക``) except in
``mm mp my mr ml``. At the end of a word, after a vowel, ``n l r L N``
are the chillus ``ൻ ൽ ർ ൾ ൺ`` and ``m`` is the anusvara ``ം``
(``kollam`` -> ``കൊല്ലം``); any other final consonant takes the
chandrakkala (``aaT`` -> ``ആട്``). A chillu or the anusvara never follows
a chandrakkala. ``~`` after a consonant forces the chandrakkala instead of
the chillu (``n~`` -> ``ന്``); ``_`` parts a word, and what follows it is
read as at the start of a word (``vino_d`` -> ``വിനൊദ്``). A final ``y``
after a consonant is the vowel ി (``kutty`` -> ``കുട്ടി``). A vowel after
a vowel is written as its own letter (type the glide: ``mariya``).

Common words
------------
Casual spelling leaves out what Malayalam writes: vowel length (``raman``
is രാമൻ, not രമൻ), ന/ണ and ല/ള (``kannur`` കണ്ണൂർ, ``kaala`` കാള), the
final chandrakkala written as ``u`` or ``e`` (``aadu`` ആട്,
``kozhikode`` കോഴിക്കോട്). ``WORDS`` spells the districts and towns of
Kerala, the cattle of a pound and common names as they are written; a word
found there (in small letters) is taken from it whole.

Known limits (what the rules give)
----------------------------------
* Vowel length is what is typed: ``rajan`` would be ``രജൻ`` without the
  word list (``raajan`` -> ``രാജൻ``); ``e``/``o`` are short
  (``dEvan`` -> ``ദേവൻ``, ``kozhikkOd`` -> ``കൊഴിക്കോട്``).
* ``nn`` is ന്ന and ``l`` is ല: ണ്ണ and ള need ``NN`` and ``L``
  (``kannur`` alone gives ``കന്നുർ``).
* ``sh`` is ശ (``pashu``): ഷ needs ``Sh`` (``kRShi`` -> ``കൃഷി``;
  ``kRshi`` gives ``കൃശി``).
* ``thrissur`` without the word list would be ``ത്രിസ്സുർ``; the rules
  spell തൃശ്ശൂർ as ``thRSSoor``.
* ``t`` is ട and ``rr`` is റ; റ്റ is ``rr~rr`` at best.
* ``ng`` is ങ്ങ, so ``sangeetha`` gives ``സങ്ങീത`` (type ``samgeetha``
  for ``സംഗീത``).
* ``d`` after a vowel is ട: ദ there needs ``_`` (``vino_d``) or the word
  list (``vinod`` -> ``വിനോദ്``).
* The final ``u`` is a vowel: ``kunju`` and ``aadu`` are ``കുഞ്ഞ്``,
  ``ആട്`` from the word list only (the rules give ``കുഞ്ഞു``, ``ആടു``).
* Only the letters a-z, A-Z are read: é, ñ and the like pass through.
* Chillus are the atomic letters (U+0D7A-U+0D7F), not the older
  consonant + ് + ZWJ (``with_old_chillus`` gives that spelling, which
  the register search looks for as well).
"""
from __future__ import annotations

import re
import unicodedata

VIRAMA = "\u0d4d"          # ്  chandrakkala
ANUSVARA = "\u0d02"        # ം

# Latin -> (independent vowel, vowel sign after a consonant)
VOWELS: dict[str, tuple[str, str]] = {
    "a": ("അ", ""), "aa": ("ആ", "ാ"), "A": ("ആ", "ാ"),
    "i": ("ഇ", "ി"), "ii": ("ഈ", "ീ"), "I": ("ഈ", "ീ"), "ee": ("ഈ", "ീ"),
    "u": ("ഉ", "ു"), "uu": ("ഊ", "ൂ"), "U": ("ഊ", "ൂ"), "oo": ("ഊ", "ൂ"),
    "R": ("ഋ", "ൃ"),
    "e": ("എ", "െ"), "E": ("ഏ", "േ"), "ae": ("ഏ", "േ"),
    "ai": ("ഐ", "ൈ"),
    "o": ("ഒ", "ൊ"), "O": ("ഓ", "ോ"), "oa": ("ഓ", "ോ"),
    "au": ("ഔ", "\u0d57"),   # ൗ, as modern print writes it (പൗണ്ട്)
}

# Latin -> consonant (or cluster, joined with ്, without a final one)
CONSONANTS: dict[str, str] = {
    "k": "ക", "c": "ക", "q": "ക", "kk": "ക്ക", "kh": "ഖ", "x": "ക്സ", "ksh": "ക്ഷ",
    "g": "ഗ", "gg": "ഗ്ഗ", "gh": "ഘ",
    "ng": "ങ്ങ", "nng": "ങ്ങ", "ngng": "ങ്ങ", "nk": "ങ്ക",
    "ch": "ച", "chch": "ച്ച", "cch": "ച്ച", "chh": "ഛ", "Ch": "ഛ",
    "j": "ജ", "jj": "ജ്ജ", "jh": "ഝ",
    "nj": "ഞ്ഞ", "njj": "ഞ്ജ",
    "t": "ട", "T": "ട", "tt": "ട്ട", "TT": "ട്ട", "Th": "ഠ",
    "D": "ഡ", "DD": "ഡ്ഡ", "Dh": "ഢ", "N": "ണ", "NN": "ണ്ണ",
    "th": "ത", "thth": "ത്ത", "tth": "ത്ത", "thh": "ഥ",
    "d": "ദ", "dd": "ദ്ദ", "dh": "ധ", "ddh": "ദ്ധ",
    "n": "ന", "nn": "ന്ന", "nt": "ന്റ", "nth": "ന്ത", "nd": "ണ്ട", "ndh": "ന്ധ", "ndr": "ന്ദ്ര",
    "p": "പ", "pp": "പ്പ", "ph": "ഫ", "f": "ഫ",
    "b": "ബ", "bb": "ബ്ബ", "bh": "ഭ",
    "m": "മ", "mm": "മ്മ", "mp": "മ്പ",
    "y": "യ", "yy": "യ്യ",
    "r": "ര", "rr": "റ",
    "l": "ല", "ll": "ല്ല", "L": "ള", "LL": "ള്ള",
    "v": "വ", "w": "വ", "vv": "വ്വ",
    "sh": "ശ", "S": "ശ", "z": "ശ", "SS": "ശ്ശ", "Sh": "ഷ",
    "s": "സ", "ss": "സ്സ",
    "h": "ഹ",
    "zh": "ഴ",
}
# the capitals that mean nothing of their own are their small letters
for _c in "BCFGHJKMPQVWXYZ":
    CONSONANTS.setdefault(_c, CONSONANTS[_c.lower()])

# at the end of a word
CHILLUS = {"ന": "ൻ", "ല": "ൽ", "ര": "ർ", "ള": "ൾ", "ണ": "ൺ", "മ": ANUSVARA}
# `m` before these is a conjunct; before other consonants the anusvara
_M_JOINS = ("മ", "പ", "യ", "ര", "ല")

_LONGEST = max(len(k) for k in list(VOWELS) + list(CONSONANTS))
_WORD = re.compile(r"[A-Za-z]+(?:[~_]+[A-Za-z]+)*~?")

# Words as they are written, where casual spelling cannot tell (see above).
WORDS: dict[str, str] = {
    # cattle and the pound
    "pashu": "പശു", "pasu": "പശു", "kaala": "കാള", "kala": "കാള", "aadu": "ആട്", "adu": "ആട്",
    "eruma": "എരുമ", "pothu": "പോത്ത്", "pothe": "പോത്ത്", "kunju": "കുഞ്ഞ്",
    "kidaavu": "കിടാവ്", "kidavu": "കിടാവ്", "moori": "മൂരി", "kozhi": "കോഴി",
    "kaalakkutty": "കാളക്കുട്ടി", "pashukkutty": "പശുക്കുട്ടി", "aattinkutty": "ആട്ടിൻകുട്ടി",
    "kuthira": "കുതിര", "kazhutha": "കഴുത", "panni": "പന്നി", "pound": "പൗണ്ട്",
    # districts and towns
    "thiruvananthapuram": "തിരുവനന്തപുരം", "trivandrum": "തിരുവനന്തപുരം",
    "kollam": "കൊല്ലം", "pathanamthitta": "പത്തനംതിട്ട", "alappuzha": "ആലപ്പുഴ",
    "kottayam": "കോട്ടയം", "idukki": "ഇടുക്കി", "ernakulam": "എറണാകുളം", "kochi": "കൊച്ചി",
    "thrissur": "തൃശ്ശൂർ", "trissur": "തൃശ്ശൂർ", "thrisur": "തൃശ്ശൂർ", "palakkad": "പാലക്കാട്",
    "malappuram": "മലപ്പുറം", "kozhikode": "കോഴിക്കോട്", "kozhikkode": "കോഴിക്കോട്",
    "calicut": "കോഴിക്കോട്", "wayanad": "വയനാട്", "kannur": "കണ്ണൂർ", "kasaragod": "കാസർഗോഡ്",
    "kasargod": "കാസർഗോഡ്", "vadakara": "വടകര", "thalassery": "തലശ്ശേരി", "tellicherry": "തലശ്ശേരി",
    "thalasseri": "തലശ്ശേരി", "kalpetta": "കൽപറ്റ", "manjeri": "മഞ്ചേരി", "tirur": "തിരൂർ",
    "ottapalam": "ഒറ്റപ്പാലം", "guruvayur": "ഗുരുവായൂർ", "chalakudy": "ചാലക്കുടി",
    "aluva": "ആലുവ", "muvattupuzha": "മൂവാറ്റുപുഴ", "thodupuzha": "തൊടുപുഴ", "pala": "പാലാ",
    "changanassery": "ചങ്ങനാശ്ശേരി", "kayamkulam": "കായംകുളം", "attingal": "ആറ്റിങ്ങൽ",
    "neyyattinkara": "നെയ്യാറ്റിൻകര", "payyannur": "പയ്യന്നൂർ", "kanhangad": "കാഞ്ഞങ്ങാട്",
    "koyilandy": "കൊയിലാണ്ടി", "perinthalmanna": "പെരിന്തൽമണ്ണ", "kerala": "കേരളം",
    "keralam": "കേരളം", "panchayath": "പഞ്ചായത്ത്", "panchayat": "പഞ്ചായത്ത്",
    "nagar": "നഗർ", "road": "റോഡ്", "junction": "ജംഗ്ഷൻ", "veedu": "വീട്", "vila": "വിള",
    "puthen": "പുത്തൻ", "purayil": "പുരയിൽ", "parambil": "പറമ്പിൽ",
    # names
    "raman": "രാമൻ", "lakshmi": "ലക്ഷ്മി", "suresh": "സുരേഷ്", "ramesh": "രമേശ്",
    "mahesh": "മഹേഷ്", "rajesh": "രാജേഷ്", "dinesh": "ദിനേശ്", "ganesh": "ഗണേഷ്",
    "santhosh": "സന്തോഷ്", "prakash": "പ്രകാശ്", "abdul": "അബ്ദുൽ", "mary": "മേരി",
    "joseph": "ജോസഫ്", "george": "ജോർജ്", "thomas": "തോമസ്", "john": "ജോൺ",
    "unnikrishnan": "ഉണ്ണികൃഷ്ണൻ", "krishnan": "കൃഷ്ണൻ", "gopalakrishnan": "ഗോപാലകൃഷ്ണൻ",
    "radhakrishnan": "രാധാകൃഷ്ണൻ", "balakrishnan": "ബാലകൃഷ്ണൻ", "krishna": "കൃഷ്ണ",
    "rajan": "രാജൻ", "gopalan": "ഗോപാലൻ", "gopi": "ഗോപി", "vijayan": "വിജയൻ", "mohanan": "മോഹനൻ",
    "mohan": "മോഹൻ", "sasi": "ശശി", "devan": "ദേവൻ", "madhavan": "മാധവൻ", "narayanan": "നാരായണൻ",
    "kumar": "കുമാർ", "kumaran": "കുമാരൻ", "babu": "ബാബു", "biju": "ബിജു", "shaji": "ഷാജി",
    "vinod": "വിനോദ്", "pramod": "പ്രമോദ്", "anil": "അനിൽ", "sunil": "സുനിൽ", "ravi": "രവി",
    "unni": "ഉണ്ണി", "sreedharan": "ശ്രീധരൻ", "sreedevi": "ശ്രീദേവി", "sree": "ശ്രീ",
    "sri": "ശ്രീ", "sita": "സീത", "seetha": "സീത", "radha": "രാധ", "ammini": "അമ്മിണി",
    "kamala": "കമല", "saraswathi": "സരസ്വതി", "shanthi": "ശാന്തി", "usha": "ഉഷ",
    "mini": "മിനി", "bindu": "ബിന്ദു", "geetha": "ഗീത", "latha": "ലത", "leela": "ലീല",
    "mohammed": "മുഹമ്മദ്", "muhammed": "മുഹമ്മദ്", "muhammad": "മുഹമ്മദ്", "ali": "അലി",
    "ahammed": "അഹമ്മദ്", "ahmed": "അഹമ്മദ്", "ibrahim": "ഇബ്രാഹിം", "aisha": "ആയിഷ",
    "fathima": "ഫാത്തിമ", "khadeeja": "ഖദീജ", "basheer": "ബഷീർ", "rasheed": "റഷീദ്",
    "abdulla": "അബ്ദുള്ള", "abdullah": "അബ്ദുള്ള", "kunhi": "കുഞ്ഞി", "moideen": "മൊയ്തീൻ",
    "varghese": "വർഗീസ്", "mathew": "മാത്യു", "jacob": "ജേക്കബ്", "peter": "പീറ്റർ",
    "paul": "പോൾ", "antony": "ആന്റണി", "thankachan": "തങ്കച്ചൻ", "kuttan": "കുട്ടൻ",
    "chacko": "ചാക്കോ", "kutty": "കുട്ടി", "annamma": "അന്നമ്മ", "elsy": "എൽസി",
    "nair": "നായർ", "menon": "മേനോൻ", "pillai": "പിള്ള", "nambiar": "നമ്പ്യാർ",
    "namboothiri": "നമ്പൂതിരി", "panicker": "പണിക്കർ", "kurup": "കുറുപ്പ്", "warrier": "വാര്യർ",
    "thampi": "തമ്പി", "haji": "ഹാജി", "master": "മാസ്റ്റർ", "amma": "അമ്മ",
}


# the chillus as older keyboards wrote them: consonant, chandrakkala, zero-width joiner
OLD_CHILLUS = {"ൺ": "ണ്\u200d", "ൻ": "ന്\u200d", "ർ": "ര്\u200d", "ൽ": "ല്\u200d", "ൾ": "ള്\u200d"}
_TO_OLD = str.maketrans(OLD_CHILLUS)


def with_old_chillus(text: str) -> str:
    """``text`` with each atomic chillu written the older way (രാമൻ ->
    രാമന്‍), as names typed on older systems are stored."""
    return text.translate(_TO_OLD)


def to_malayalam(latin: str) -> str:
    """``latin`` with each word of English letters written in Malayalam."""
    out = _WORD.sub(lambda m: _word(m.group(0)), latin)
    return unicodedata.normalize("NFC", out)


def _word(word: str) -> str:
    letters = re.sub(r"[~_]", "", word)
    if letters in (letters.lower(), letters.upper(), letters.capitalize()):
        word = word.lower()
        known = WORDS.get(word)
        if known:
            return known
    # "_" parts the word: what follows it is read as at the start of a word
    return "".join(_spell(_tokens(part)) for part in word.split("_"))


def _tokens(word: str) -> list[tuple[str, str, str]]:
    """("V", independent, sign), ("C", consonant, latin) or ("~", "", "")."""
    tokens: list[tuple[str, str, str]] = []
    i = 0
    while i < len(word):
        if word[i] == "~":
            tokens.append(("~", "", ""))
            i += 1
            continue
        for size in range(min(_LONGEST, len(word) - i), 0, -1):
            piece = word[i:i + size]
            if piece in VOWELS:
                tokens.append(("V",) + VOWELS[piece])
                break
            if piece in CONSONANTS:
                letter = CONSONANTS[piece]
                if piece == "d" and tokens and tokens[-1][0] == "V":
                    letter = "ട"             # spoken ḍ between vowels: vadakara, aadu
                elif piece == "nj" and not tokens:
                    letter = "ഞ"             # njan
                tokens.append(("C", letter, piece))
                break
        else:   # pragma: no cover - every ASCII letter is in the tables
            raise ValueError(f"no spelling for {word[i]!r}")
        i += size
    # a final y after a consonant is the vowel i: kutty, mary
    if len(tokens) >= 2 and tokens[-1][0] == "C" and tokens[-1][2] in ("y", "Y") and tokens[-2][0] == "C":
        tokens[-1] = ("V",) + VOWELS["i"]
    return tokens


def _spell(tokens: list[tuple[str, str, str]]) -> str:
    out: list[str] = []
    for i, (kind, letter, sign) in enumerate(tokens):
        prev = tokens[i - 1] if i else None
        after_consonant = prev is not None and prev[0] == "C"
        if kind == "V":
            out.append(sign if after_consonant else letter)
        elif kind == "~":
            out.append(VIRAMA if after_consonant else "~")
        else:
            out.append(_consonant(letter, prev, tokens[i + 1] if i + 1 < len(tokens) else None))
    return "".join(out)


def _consonant(letter: str, prev: tuple[str, str, str] | None, nxt: tuple[str, str, str] | None) -> str:
    """A consonant as written between the tokens ``prev`` and ``nxt``: bare
    before a vowel, else closed (a chillu, the anusvara or the chandrakkala)."""
    # a chillu or the anusvara closes a syllable: never after a chandrakkala
    # (nor the anusvara at the start of a word)
    after_vowel = prev is not None and prev[0] == "V"
    if nxt is not None and nxt[0] in "V~":
        return letter                    # a ~ adds the chandrakkala
    if nxt is None:
        closing = CHILLUS.get(letter) if after_vowel or (prev is None and letter != "മ") else None
        return closing or letter + VIRAMA
    following = nxt[1][0]                # before a consonant
    if letter == "ര" and following != "യ" and after_vowel:
        return "ർ"
    if letter == "മ" and following not in _M_JOINS and after_vowel:
        return ANUSVARA
    return letter + VIRAMA


def _spellings(text: str) -> set[str]:
    """``text`` as typed and as written in Malayalam; a half-typed last word
    also without its closing letter (a chillu, the anusvara or the
    chandrakkala that a longer word would not have there)."""
    text = unicodedata.normalize("NFC", text).casefold().strip()
    out = {text}
    if any("a" <= c <= "z" for c in text):
        written = to_malayalam(text)
        out |= {written, written[:-1] if len(written) > 1 else written}
    return {s for s in out if s}


def matches(typed: str, item: str) -> bool:
    """Whether ``item`` of an office's list (a local area, a place, a kind)
    is what a person typing ``typed`` means, in either script: ``nedu``,
    ``Nedu`` and ``നെടു`` all find "Nedumangad" and "നെടുമങ്ങാട്"."""
    if not typed.strip():
        return True
    wanted = _spellings(typed)
    have = _spellings(item)
    return any(w in h for w in wanted for h in have)


def same_name(typed: str, item: str) -> bool:
    """Whether ``typed`` is ``item`` itself, in either script: "market road"
    is "Market road", and "pashu" is "പശു"; never a part of it."""
    typed = unicodedata.normalize("NFC", typed).casefold().strip()
    item = unicodedata.normalize("NFC", item).casefold().strip()
    return bool(typed) and (typed == item or to_malayalam(typed) == item)
