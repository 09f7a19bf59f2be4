"""The commands' argument types: dates, times, amounts, head numbers and case
numbers, each refused with a sentence saying what to give."""
from __future__ import annotations

import argparse
from datetime import date, datetime

from pound_desk.exchange.csv_import import parse_money
from pound_desk.law import numbering
from pound_desk.law.money import Money, MoneyError

# the days a pound's records can speak of: a date beyond them is a typing mistake
FIRST_DAY, LAST_DAY = date(1961, 1, 1), date(2199, 12, 31)


def _in_range(day: date) -> None:
    if not FIRST_DAY <= day <= LAST_DAY:
        raise argparse.ArgumentTypeError(
            f"give a date between {FIRST_DAY.isoformat()} and {LAST_DAY.isoformat()}, not {day.isoformat()}")


def datetime_arg(text: str) -> datetime:
    try:
        value = datetime.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"give a local time as YYYY-MM-DDTHH:MM, not {text!r}") from None
    if value.tzinfo is not None:
        raise argparse.ArgumentTypeError("give the local time, without a time zone")
    _in_range(value.date())
    return value.replace(second=0, microsecond=0)


def date_arg(text: str) -> date:
    try:
        day = date.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"give a date as YYYY-MM-DD, not {text!r}") from None
    _in_range(day)
    return day


def money_arg(text: str) -> Money:
    try:
        amount = parse_money(text)
    except MoneyError:
        raise argparse.ArgumentTypeError(f"give rupees like 700 or 691.50, not {text!r}") from None
    if amount.paise < 0:
        raise argparse.ArgumentTypeError("an amount paid cannot be negative")
    return amount


def heads_arg(text: str) -> list[int]:
    try:
        seqs = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        seqs = []
    if not seqs or any(s < 1 for s in seqs):
        raise argparse.ArgumentTypeError(f"give head numbers like 1,2, not {text!r}")
    return sorted(set(seqs))


def case_no(text: str) -> str:
    """``017/2026`` is case 17/2026; anything else is looked up as typed."""
    try:
        return numbering.case_number(*numbering.parse_case_number(text))
    except ValueError:
        return text.strip()
