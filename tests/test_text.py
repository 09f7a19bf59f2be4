"""Amounts, dates and times as people read them."""
from __future__ import annotations

from datetime import date, datetime

import pytest

from pound_desk.law.money import Money
from pound_desk.text import (
    date_str,
    datetime_str,
    datetime_str_ml,
    ml_number,
    money,
    money_words_en,
    money_words_ml,
    time_str,
)


def rs(s: str) -> Money:
    return Money.of_rupees(s)


# ------------------------------------------------------------------ figures

@pytest.mark.parametrize("amount, shown", [
    ("0", "₹0.00"),
    ("0.05", "₹0.05"),
    ("0.50", "₹0.50"),
    ("999", "₹999.00"),
    ("1250", "₹1,250.00"),
    ("100000", "₹1,00,000.00"),
    ("123456", "₹1,23,456.00"),
    ("123456.50", "₹1,23,456.50"),
    ("10000000", "₹1,00,00,000.00"),
    ("12345678.9", "₹1,23,45,678.90"),
])
def test_money_in_figures_uses_indian_grouping(amount, shown):
    assert money(rs(amount)) == shown


def test_money_negative_is_shown_with_a_minus():
    assert money(rs("-50")) == "-₹50.00"
    assert money(rs("-123456.5")) == "-₹1,23,456.50"


def test_money_in_figures_is_exact_for_every_paisa_near_a_rupee():
    for paise in range(0, 201):
        assert money(Money(paise)) == f"₹{paise // 100}.{paise % 100:02d}"


# ------------------------------------------------------------------ English words

@pytest.mark.parametrize("amount, words", [
    ("0", "Rupees Zero Only"),
    ("0.50", "Paise Fifty Only"),
    ("0.01", "Paise One Only"),
    ("1", "Rupees One Only"),
    ("1250.50", "Rupees One Thousand Two Hundred and Fifty and Paise Fifty Only"),
    ("100000", "Rupees One Lakh Only"),
    ("123456", "Rupees One Lakh Twenty-Three Thousand Four Hundred and Fifty-Six Only"),
    ("123456.50", "Rupees One Lakh Twenty-Three Thousand Four Hundred and Fifty-Six "
                  "and Paise Fifty Only"),
    ("10000000", "Rupees One Crore Only"),
    ("25000000", "Rupees Two Crore Fifty Lakh Only"),
])
def test_money_in_english_words(amount, words):
    assert money_words_en(rs(amount)) == words


def test_words_refuse_a_negative_amount():
    with pytest.raises(ValueError):
        money_words_en(rs("-1"))
    with pytest.raises(ValueError):
        money_words_ml(rs("-1"))


# ------------------------------------------------------------------ Malayalam words

@pytest.mark.parametrize("n, words", [
    (1, "ഒന്ന്"),
    (5, "അഞ്ച്"),
    (9, "ഒമ്പത്"),
    (10, "പത്ത്"),
    (11, "പതിനൊന്ന്"),
    (12, "പന്ത്രണ്ട്"),
    (19, "പത്തൊമ്പത്"),
    (20, "ഇരുപത്"),
    (21, "ഇരുപത്തിയൊന്ന്"),
    (22, "ഇരുപത്തിരണ്ട്"),
    (25, "ഇരുപത്തിയഞ്ച്"),
    (50, "അമ്പത്"),
    (56, "അമ്പത്തിയാറ്"),
    (90, "തൊണ്ണൂറ്"),
    (99, "തൊണ്ണൂറ്റിയൊമ്പത്"),
    (100, "നൂറ്"),
    (101, "നൂറ്റി ഒന്ന്"),
    (250, "ഇരുനൂറ്റി അമ്പത്"),
    (500, "അഞ്ഞൂറ്"),
    (900, "തൊള്ളായിരം"),
    (950, "തൊള്ളായിരത്തി അമ്പത്"),
    (1000, "ആയിരം"),
    (1250, "ആയിരത്തി ഇരുനൂറ്റി അമ്പത്"),
    (2000, "രണ്ടായിരം"),
    (3000, "മൂവായിരം"),
    (5000, "അയ്യായിരം"),
    (8000, "എണ്ണായിരം"),
    (9000, "ഒമ്പതിനായിരം"),
    (10000, "പതിനായിരം"),
    (15000, "പതിനയ്യായിരം"),
    (20000, "ഇരുപതിനായിരം"),
    (23000, "ഇരുപത്തിമൂവായിരം"),
    (90000, "തൊണ്ണൂറായിരം"),
    (100000, "ഒരു ലക്ഷം"),
    (200000, "രണ്ട് ലക്ഷം"),
    (123456, "ഒരു ലക്ഷത്തി ഇരുപത്തിമൂവായിരത്തി നാനൂറ്റി അമ്പത്തിയാറ്"),
    (10000000, "ഒരു കോടി"),
    (12345678, "ഒരു കോടി ഇരുപത്തിമൂന്ന് ലക്ഷത്തി നാൽപത്തയ്യായിരത്തി അറുനൂറ്റി എഴുപത്തിയെട്ട്"),
    (1500000000, "നൂറ്റി അമ്പത് കോടി"),
])
def test_malayalam_numbers(n, words):
    assert ml_number(n) == words


@pytest.mark.parametrize("amount, words", [
    ("0", "പൂജ്യം രൂപ മാത്രം"),
    ("0.50", "അമ്പത് പൈസ മാത്രം"),
    ("0.01", "ഒരു പൈസ മാത്രം"),
    ("1", "ഒരു രൂപ മാത്രം"),
    ("1250.50", "ആയിരത്തി ഇരുനൂറ്റി അമ്പത് രൂപ അമ്പത് പൈസ മാത്രം"),
    ("100000", "ഒരു ലക്ഷം രൂപ മാത്രം"),
    ("123456.50", "ഒരു ലക്ഷത്തി ഇരുപത്തിമൂവായിരത്തി നാനൂറ്റി അമ്പത്തിയാറ് രൂപ അമ്പത് പൈസ മാത്രം"),
    ("10000000", "ഒരു കോടി രൂപ മാത്രം"),
])
def test_money_in_malayalam_words(amount, words):
    assert money_words_ml(rs(amount)) == words


# The number words, form by form, as the Malayalam number tables give them:
# Santhosh Thottingal, "Number spellout and generation in Malayalam using
# Morphology analyser" (thottingal.in, 2017; the rules of SMC's mlmorph), and
# the thousands table of the Jai Malayalam lessons (jaimalayalam.com, lesson 4:
# ആയിരം, രണ്ടായിരം, മൂവായിരം, അയ്യായിരം, എണ്ണായിരം, ഒമ്പതിനായിരം). Five
# after a ten fuses without the linking "-ി": ഇരുപത്തയ്യായിരം (25,000), as
# പതിനയ്യായിരം (15,000); ഇരുപത്തിയ്യായിരം and ഇരുപത്തിയയ്യായിരം are misspellings.
@pytest.mark.parametrize("n, words", [
    # ones, teens, tens
    (9, "ഒമ്പത്"), (11, "പതിനൊന്ന്"), (12, "പന്ത്രണ്ട്"), (13, "പതിമൂന്ന്"),
    (40, "നാൽപത്"), (45, "നാൽപത്തിയഞ്ച്"), (80, "എൺപത്"), (88, "എൺപത്തിയെട്ട്"),
    # hundreds and their combining forms
    (300, "മുന്നൂറ്"), (400, "നാനൂറ്"), (600, "അറുനൂറ്"), (700, "എഴുനൂറ്"),
    (800, "എണ്ണൂറ്"), (905, "തൊള്ളായിരത്തി അഞ്ച്"),
    # thousands
    (4000, "നാലായിരം"), (6000, "ആറായിരം"), (7000, "ഏഴായിരം"), (13000, "പതിമൂവായിരം"),
    (18000, "പതിനെണ്ണായിരം"), (21000, "ഇരുപത്തിയൊന്നായിരം"),
    (25000, "ഇരുപത്തയ്യായിരം"), (35000, "മുപ്പത്തയ്യായിരം"), (45000, "നാൽപത്തയ്യായിരം"),
    (55000, "അമ്പത്തയ്യായിരം"), (95000, "തൊണ്ണൂറ്റയ്യായിരം"),
    (25500, "ഇരുപത്തയ്യായിരത്തി അഞ്ഞൂറ്"), (29000, "ഇരുപത്തിയൊമ്പതിനായിരം"),
    # lakhs and crores
    (2500000, "ഇരുപത്തിയഞ്ച് ലക്ഷം"), (125000, "ഒരു ലക്ഷത്തി ഇരുപത്തയ്യായിരം"),
    (25000000, "രണ്ട് കോടി അമ്പത് ലക്ഷം"),
])
def test_malayalam_number_forms_from_the_tables(n, words):
    assert ml_number(n) == words


def test_amount_in_words_ml_25000_is_irupathayyayiram_and_ends_in_mathram():
    # the usual spelling, and "Only" of the English line said in Malayalam
    assert money_words_ml(rs("25000")) == "ഇരുപത്തയ്യായിരം രൂപ മാത്രം"
    assert money_words_en(rs("25000")).endswith("Only")
    assert money_words_ml(rs("25000.25")) == "ഇരുപത്തയ്യായിരം രൂപ ഇരുപത്തിയഞ്ച് പൈസ മാത്രം"


def test_every_malayalam_number_below_a_lakh_is_well_formed():
    # no gaps, no English digits, no doubled spaces; the last word never
    # keeps a combining "-ി" ending that expects something after it
    for n in range(1, 100000):
        words = ml_number(n)
        assert words and "  " not in words and not any(c.isascii() and c != " " for c in words), n
        assert not words.endswith("ത്തി") and not words.endswith("റ്റി"), n


# ------------------------------------------------------------------ dates and times

def test_dates_and_times():
    assert date_str(date(2026, 3, 7)) == "07-03-2026"
    assert datetime_str(datetime(2026, 3, 7, 15, 15)) == "07-03-2026 03:15 PM"
    assert datetime_str(datetime(2026, 3, 7, 0, 5)) == "07-03-2026 12:05 AM"      # midnight
    assert datetime_str(datetime(2026, 3, 7, 12, 0)) == "07-03-2026 12:00 PM"     # noon
    assert time_str(datetime(2024, 2, 29, 23, 59)) == "11:59 PM"


@pytest.mark.parametrize("hour, period", [
    (0, "രാത്രി"), (3, "രാത്രി"), (4, "രാവിലെ"), (11, "രാവിലെ"), (12, "ഉച്ചയ്ക്ക്"),
    (14, "ഉച്ചയ്ക്ക്"), (15, "വൈകുന്നേരം"), (18, "വൈകുന്നേരം"), (19, "രാത്രി"), (23, "രാത്രി"),
])
def test_malayalam_period_of_the_day(hour, period):
    text = datetime_str_ml(datetime(2026, 3, 7, hour, 30))
    assert text == f"07-03-2026 {period} {(hour % 12 or 12):02d}:30"


def test_the_screen_writes_the_hour_in_its_own_language():
    from pound_desk import language
    from pound_desk.text import screen_datetime

    at = datetime(2024, 2, 29, 0, 5)    # a leap day, five past midnight
    try:
        language.set_current("ml", None)
        assert screen_datetime(at) == "29-02-2024 രാത്രി 12:05"
        language.set_current("en", None)
        assert screen_datetime(at) == "29-02-2024 12:05 AM"
    finally:
        language.set_current("en", None)


@pytest.mark.parametrize("n, shown", [(0, "0"), (999, "999"), (1000, "1,000"), (100000, "1,00,000"),
                                      (307000, "3,07,000"), (12345678, "1,23,45,678")])
def test_counts_use_indian_grouping(n, shown):
    from pound_desk.text import count

    assert count(n) == shown


def test_counts_and_amounts_are_grouped_as_babel_groups_them_for_en_in():
    """``count`` and ``amount`` group by hand (a report of a thousand pounds
    writes 20,000 figures); babel's en_IN is the reference."""
    import random
    from decimal import Decimal

    from babel.numbers import format_currency, format_decimal

    from pound_desk.text import amount, count

    rng = random.Random(1961)
    values = [0, 1, -1, 99, 100, 999, 1000, 99999, 100000, 1234567, -1234567, 10 ** 15, -10 ** 15]
    values += [rng.randint(-10 ** 16, 10 ** 16) for _ in range(20000)]
    values += [rng.randint(-10 ** 5, 10 ** 5) for _ in range(20000)]
    for v in values:
        assert count(v) == format_decimal(v, locale="en_IN"), v
        assert amount(v) == format_currency(Decimal(v).scaleb(-2), "INR", locale="en_IN").replace("₹", ""), v
