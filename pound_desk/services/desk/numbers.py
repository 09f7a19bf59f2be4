"""The next number of a series kept per financial year (receipts, deposits
under protest, sale receipts, remittance vouchers): the register gives the
highest issued, the rule (rule 12: April to March, never reused) is
``law/numbering``'s."""
from __future__ import annotations

from datetime import date

import peewee as pw

from pound_desk.law import numbering


def next_in_year(model, day: date) -> tuple[str, int]:
    """The financial year of ``day`` and the next serial of ``model``'s
    series in it (a table with ``fy`` and ``serial`` columns); read inside
    the caller's transaction, so two desks never take one number."""
    fy = numbering.financial_year(day)
    highest = model.select(pw.fn.MAX(model.serial)).where(model.fy == fy).scalar()
    return fy, numbering.next_serial(highest)
