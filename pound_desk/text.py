"""How amounts, dates and times are written on screen and on paper.

No Qt and no database here, so documents, the UI and the command line all
write a rupee or a date the same way.

Babel and num2words are imported where they are first used: loading them
(num2words reads every language it knows) takes longer than opening the
main window, which writes no amount.

Negative amounts: ``money`` shows them with a leading minus ("-₹50.00"),
since a screen may need to show a shortfall; the word forms refuse them
with ``ValueError``, because no document of record writes a negative sum
in words.
"""
from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from pound_desk import language
from pound_desk.law.money import Money

# ---------------------------------------------------------------- figures


def _babel_numbers():
    """babel's number formats, loaded with the first sum written, not with the desk."""
    # late: Babel's number formats load with the first amount written, not with the desk
    from babel import numbers

    return numbers


def money(m: Money) -> str:
    """``₹1,23,456.00``: Indian grouping (lakh, crore) and two decimals."""
    # Decimal from paise and a power of ten: exact, no float anywhere.
    amount = Decimal(m.paise).scaleb(-2)
    return _babel_numbers().format_currency(amount, "INR", locale="en_IN")


def count(n: int) -> str:
    """A count with Indian grouping: ``3,07,000`` records, not ``307,000``."""
    if type(n) is not int:
        return _babel_numbers().format_decimal(n, locale="en_IN")   # a Decimal or float count, rare
    # by hand for a whole number (as babel writes it for en_IN, a tenth of the
    # time: a report of a thousand pounds writes some 20,000 figures)
    digits = str(abs(n))
    head, tail = digits[:-3], digits[-3:]
    pairs = [head[max(i - 2, 0):i] for i in range(len(head), 0, -2)][::-1]
    return ("-" if n < 0 else "") + ",".join(pairs + [tail])


def amount(paise: int) -> str:
    """``1,23,456.00``: money without the rupee sign, for a table of figures."""
    rupees, rest = divmod(abs(paise), 100)
    return ("-" if paise < 0 else "") + f"{count(rupees)}.{rest:02d}"


# ---------------------------------------------------------------- English words


def _en_words(n: int) -> str:
    from num2words import num2words  # loads with the first sum in words, not with the desk

    try:
        words = num2words(n, lang="en_IN")
    except OverflowError as exc:
        raise ValueError(f"amount too large to write in words: {n}") from exc
    # "one lakh, twenty-three thousand, four hundred and fifty-six"
    # -> "One Lakh Twenty-Three Thousand Four Hundred and Fifty-Six"
    out = []
    for word in words.replace(",", "").split():
        if word == "and":
            out.append(word)
        else:
            out.append("-".join(part.capitalize() for part in word.split("-")))
    return " ".join(out)


def money_words_en(m: Money) -> str:
    """``Rupees One Thousand Two Hundred and Fifty and Paise Fifty Only``."""
    if m.paise < 0:
        raise ValueError("a negative amount is not written in words")
    rupees, paise = m.rupees_part, m.paise_part
    if rupees and paise:
        return f"Rupees {_en_words(rupees)} and Paise {_en_words(paise)} Only"
    if paise:
        return f"Paise {_en_words(paise)} Only"
    return f"Rupees {_en_words(rupees)} Only"


# ---------------------------------------------------------------- Malayalam words
#
# Indian numbering in Malayalam. Numbers are words of their own; a group
# followed by a smaller group takes its combining form ("ആയിരം" ->
# "ആയിരത്തി", "ഇരുനൂറ്" -> "ഇരുനൂറ്റി"). Within 21..99 the tens join the
# ones into one word, with a യ glide before a vowel ("ഇരുപത്തിയഞ്ച്").
# Thousands fuse with their count ("രണ്ടായിരം", "മൂവായിരം", "പതിനായിരം").
# The forms follow the number tables cited in tests/test_text.py (Santhosh
# Thottingal's Malayalam number spellout, 2017; the Jai Malayalam lessons'
# table of thousands). An amount in words ends in "മാത്രം", as the English
# line ends in "Only".

_ONES = ("", "ഒന്ന്", "രണ്ട്", "മൂന്ന്", "നാല്", "അഞ്ച്", "ആറ്", "ഏഴ്", "എട്ട്", "ഒമ്പത്")
_TEENS = ("പത്ത്", "പതിനൊന്ന്", "പന്ത്രണ്ട്", "പതിമൂന്ന്", "പതിനാല്", "പതിനഞ്ച്",
          "പതിനാറ്", "പതിനേഴ്", "പതിനെട്ട്", "പത്തൊമ്പത്")
_TENS = ("", "", "ഇരുപത്", "മുപ്പത്", "നാൽപത്", "അമ്പത്", "അറുപത്", "എഴുപത്", "എൺപത്", "തൊണ്ണൂറ്")
# tens before a ones digit: "ഇരുപത്തി" + "രണ്ട്"
_TENS_JOIN = ("", "", "ഇരുപത്തി", "മുപ്പത്തി", "നാൽപത്തി", "അമ്പത്തി", "അറുപത്തി",
              "എഴുപത്തി", "എൺപത്തി", "തൊണ്ണൂറ്റി")
# ones after a joining tens: vowel-initial ones take a യ glide
_ONES_AFTER_TENS = ("", "യൊന്ന്", "രണ്ട്", "മൂന്ന്", "നാല്", "യഞ്ച്", "യാറ്", "യേഴ്", "യെട്ട്", "യൊമ്പത്")

# N thousand, N = 1..19, and round tens
_THOUSANDS_SMALL = ("", "ആയിരം", "രണ്ടായിരം", "മൂവായിരം", "നാലായിരം", "അയ്യായിരം",
                    "ആറായിരം", "ഏഴായിരം", "എണ്ണായിരം", "ഒമ്പതിനായിരം", "പതിനായിരം",
                    "പതിനൊന്നായിരം", "പന്ത്രണ്ടായിരം", "പതിമൂവായിരം", "പതിനാലായിരം",
                    "പതിനയ്യായിരം", "പതിനാറായിരം", "പതിനേഴായിരം", "പതിനെണ്ണായിരം",
                    "പത്തൊമ്പതിനായിരം")
_THOUSANDS_TENS = ("", "", "ഇരുപതിനായിരം", "മുപ്പതിനായിരം", "നാൽപതിനായിരം", "അമ്പതിനായിരം",
                   "അറുപതിനായിരം", "എഴുപതിനായിരം", "എൺപതിനായിരം", "തൊണ്ണൂറായിരം")
# ones-thousand after a joining tens: "ഇരുപത്തി" + "മൂവായിരം"
# Five thousand after a ten fuses without the linking "-ി" (as പതിനയ്യായിരം):
# "ഇരുപത്ത" + "യ്യായിരം" = ഇരുപത്തയ്യായിരം, the usual spelling of 25,000.
_THOUSANDS_AFTER_TENS = ("", "യൊന്നായിരം", "രണ്ടായിരം", "മൂവായിരം", "നാലായിരം", "യ്യായിരം",
                         "യാറായിരം", "യേഴായിരം", "യെണ്ണായിരം", "യൊമ്പതിനായിരം")

_HUNDREDS = ("", "നൂറ്", "ഇരുനൂറ്", "മുന്നൂറ്", "നാനൂറ്", "അഞ്ഞൂറ്", "അറുനൂറ്",
             "എഴുനൂറ്", "എണ്ണൂറ്", "തൊള്ളായിരം")
_HUNDREDS_JOIN = ("", "നൂറ്റി", "ഇരുനൂറ്റി", "മുന്നൂറ്റി", "നാനൂറ്റി", "അഞ്ഞൂറ്റി",
                  "അറുനൂറ്റി", "എഴുനൂറ്റി", "എണ്ണൂറ്റി", "തൊള്ളായിരത്തി")

_HUNDREDS_JOIN_OF = dict(zip(_HUNDREDS[1:], _HUNDREDS_JOIN[1:]))

_ML_ONE = "ഒരു"     # "one" before a noun: ഒരു ലക്ഷം, ഒരു രൂപ
_ML_ZERO = "പൂജ്യം"


def _ml_below_100(n: int) -> str:
    if n < 10:
        return _ONES[n]
    if n < 20:
        return _TEENS[n - 10]
    tens, ones = divmod(n, 10)
    return _TENS[tens] if not ones else _TENS_JOIN[tens] + _ONES_AFTER_TENS[ones]


def _ml_thousands(n: int) -> str:
    """``n`` thousand for n = 1..99, as one word."""
    if n < 20:
        return _THOUSANDS_SMALL[n]
    tens, ones = divmod(n, 10)
    if not ones:
        return _THOUSANDS_TENS[tens]
    join = _TENS_JOIN[tens]
    if ones == 5:
        join = join[:-1]                    # ഇരുപത്തി -> ഇരുപത്ത
    return join + _THOUSANDS_AFTER_TENS[ones]


def _ml_join(group: str) -> str:
    """The form a group takes when a smaller group follows it."""
    if group in _HUNDREDS_JOIN_OF:
        return _HUNDREDS_JOIN_OF[group]     # ഇരുനൂറ് -> ഇരുനൂറ്റി
    if group.endswith("ം"):
        return group[:-1] + "ത്തി"          # ആയിരം -> ആയിരത്തി, ലക്ഷം -> ലക്ഷത്തി
    return group                            # കോടി stays കോടി


def _ml_count(n: int, noun: str) -> str:
    """``n`` of a unit: "ഒരു ലക്ഷം", "ഇരുപത്തിമൂന്ന് ലക്ഷം", "ഒരു രൂപ"."""
    return f"{_ML_ONE if n == 1 else ml_number(n)} {noun}"


def ml_number(n: int) -> str:
    """A whole number >= 1 in Malayalam words, Indian grouping."""
    if n < 1:
        raise ValueError("ml_number takes a whole number of at least one")
    crores, rest = divmod(n, 10_000_000)
    lakhs, rest = divmod(rest, 100_000)
    thousands, rest = divmod(rest, 1000)
    hundreds, below = divmod(rest, 100)

    groups = []
    if crores:
        groups.append(_ml_count(crores, "കോടി"))
    if lakhs:
        groups.append(_ml_count(lakhs, "ലക്ഷം"))
    if thousands:
        groups.append(_ml_thousands(thousands))
    if hundreds:
        groups.append(_HUNDREDS[hundreds])
    if below:
        groups.append(_ml_below_100(below))
    # every group but the last takes its combining form
    joined = [_ml_join(g) for g in groups[:-1]] + groups[-1:]
    return " ".join(joined)


def money_words_ml(m: Money) -> str:
    """``ആയിരത്തി ഇരുനൂറ്റി അമ്പത് രൂപ അമ്പത് പൈസ മാത്രം``."""
    if m.paise < 0:
        raise ValueError("a negative amount is not written in words")
    rupees, paise = m.rupees_part, m.paise_part
    parts = []
    if rupees:
        parts.append(_ml_count(rupees, "രൂപ"))
    if paise:
        parts.append(_ml_count(paise, "പൈസ"))
    if not parts:
        parts.append(f"{_ML_ZERO} രൂപ")
    parts.append("മാത്രം")                 # "Only"
    return " ".join(parts)


# ---------------------------------------------------------------- dates and times


MONTHS_ML = ("ജനുവരി", "ഫെബ്രുവരി", "മാർച്ച്", "ഏപ്രിൽ", "മേയ്", "ജൂൺ", "ജൂലൈ", "ഓഗസ്റ്റ്",
             "സെപ്റ്റംബർ", "ഒക്ടോബർ", "നവംബർ", "ഡിസംബർ")
MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")


def month_words(label: str) -> tuple[str, str]:
    """A month's label ("2026-10") in words: ("October 2026", "2026 ഒക്ടോബർ")."""
    year, month = (int(x) for x in label.split("-"))
    return f"{MONTHS_EN[month - 1]} {year}", f"{year} {MONTHS_ML[month - 1]}"


def date_str(d: date) -> str:
    """``07-03-2026``."""
    return f"{d.day:02d}-{d.month:02d}-{d.year:04d}"


def _clock12(dt: datetime) -> str:
    hour = dt.hour % 12 or 12
    return f"{hour:02d}:{dt.minute:02d}"


def time_str(dt: datetime) -> str:
    """``03:15 PM``; AM/PM written out, not left to the C locale's ``%p``."""
    return f"{_clock12(dt)} {'AM' if dt.hour < 12 else 'PM'}"


def datetime_str(dt: datetime) -> str:
    """``07-03-2026 03:15 PM``."""
    return f"{date_str(dt)} {time_str(dt)}"


def ml_period(hour: int) -> str:
    """The part of the day said before a 12-hour clock time in Malayalam."""
    if 4 <= hour < 12:
        return "രാവിലെ"        # morning
    if 12 <= hour < 15:
        return "ഉച്ചയ്ക്ക്"       # midday
    if 15 <= hour < 19:
        return "വൈകുന്നേരം"     # evening
    return "രാത്രി"            # night, 7 PM to 4 AM


def datetime_str_ml(dt: datetime) -> str:
    """``07-03-2026 വൈകുന്നേരം 03:15``: the period word comes before the time."""
    return f"{date_str(dt)} {ml_period(dt.hour)} {_clock12(dt)}"


def screen_datetime(dt: datetime) -> str:
    """A day and hour on screen, in the language of the screen:
    ``07-03-2026 03:15 PM`` or ``07-03-2026 വൈകുന്നേരം 03:15``. Documents
    print both forms themselves."""
    return datetime_str_ml(dt) if language.current() == "ml" else datetime_str(dt)


# ---------------------------------------------------------------- counts of cattle
#
# "Head of cattle" does not change in the plural; its verb does: "1 head of
# cattle has been seized", "3 head of cattle have been seized". Malayalam
# says one animal as ഒരു കന്നുകാലിയെ (the singular) and more as
# "3 കന്നുകാലികളെ".


def cattle_count_en(n: int) -> str:
    """``1 head of cattle``, ``3 head of cattle``."""
    return f"{n} head of cattle"


def cattle_count_ml(n: int) -> str:
    """``ഒരു കന്നുകാലിയെ``, ``3 കന്നുകാലികളെ`` (the object of a verb)."""
    return "ഒരു കന്നുകാലിയെ" if n == 1 else f"{n} കന്നുകാലികളെ"


def heads_en(n: int) -> str:
    """``1 head``, ``2 heads``: heads counted in the register."""
    return f"{n} head" if n == 1 else f"{n} heads"


def heads_numbered_en(numbers: str, n: int) -> str:
    """``head 2``, ``heads 1, 2``: heads named by their numbers."""
    return f"head {numbers}" if n == 1 else f"heads {numbers}"


def agree(n: int, one: str, more: str) -> str:
    """The word that agrees with a count: ``agree(n, "has", "have")``."""
    return one if n == 1 else more


def late_words(entered_at: datetime, reason: str = "") -> tuple[str, str]:
    """A record entered later than the time it states (models/late.py):
    "entered late, on <when>", in English and Malayalam, with the reason."""
    en = f"entered late, on {datetime_str(entered_at)}"
    ml = f"വൈകി രേഖപ്പെടുത്തിയത്, {datetime_str_ml(entered_at)}-ന്"
    if reason:
        en, ml = f"{en}: {reason}", f"{ml}: {reason}"
    return en, ml
