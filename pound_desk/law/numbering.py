"""Case numbers (per pound and year) and receipt numbers (per financial year,
April to March; rule 12's Form III receipts are never reused)."""
from __future__ import annotations

import re
from datetime import date

from pound_desk.law.words import translate

_CASE = re.compile(r"^(\d{1,7})/(\d{4})$")
_RECEIPT = re.compile(r"^(\d{4})-(\d{2})/(\d{1,7})$")


def case_number(serial: int, year: int) -> str:
    return f"{serial}/{year}"


def parse_case_number(text: str) -> tuple[int, int]:
    """``"17/2026"`` → (17, 2026)."""
    m = _CASE.match(text.strip())
    if not m or int(m.group(1)) == 0:
        raise ValueError(translate("numbering", "a case number looks like 17/2026, not {text}")
                         .format(text=repr(text)))
    return int(m.group(1)), int(m.group(2))


def case_order(case_no: str) -> tuple[int, int]:
    """The order of case numbers: 2/2026 before 11/2026, and 2026 before
    2027; a text that is no case number (or none) first."""
    try:
        serial, year = parse_case_number(case_no)
    except ValueError:
        return 0, 0
    return year, serial


def financial_year(day: date) -> str:
    """1 April 2026 to 31 March 2027 is ``"2026-27"``."""
    start = day.year if day.month >= 4 else day.year - 1
    return f"{start}-{(start + 1) % 100:02d}"


def next_serial(highest: int | None) -> int:
    """Rule 12: a series of receipts runs through a financial year from 1,
    each one after the highest already issued in that year (``highest``,
    None when none was): a number is never reused, and a new year starts
    again at 1."""
    return (highest or 0) + 1


def receipt_number(fy: str, serial: int) -> str:
    return f"{fy}/{serial:05d}"


def parse_receipt_number(text: str) -> tuple[str, int]:
    m = _RECEIPT.match(text.strip())
    if not m or (int(m.group(1)) + 1) % 100 != int(m.group(2)) or int(m.group(3)) == 0:
        raise ValueError(translate("numbering", "a receipt number looks like 2026-27/00012, not {text}")
                         .format(text=repr(text)))
    return f"{m.group(1)}-{m.group(2)}", int(m.group(3))
