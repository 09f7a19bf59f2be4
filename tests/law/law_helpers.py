"""Helpers for the rules tests: rate entries and stays as plain values."""
from __future__ import annotations

from datetime import date, datetime

from pound_desk.law.dues import Stay
from pound_desk.law.money import Money
from pound_desk.law.rates import RateEntry, RateTable, RateType

POUND_AREA = "Nedumangad"
OTHER_AREA = "Aruvikkara"
GAZETTE = "G.O.(P) 112/2019/LSGD"
REVISED = "G.O.(P) 7/2026/LSGD"
ENHANCED = "G.O.(P) 30/2024/LSGD"
COUNCIL = "Council resolution 45/2023"
COUNCIL_NEW = "Council resolution 12/2026"


def fine(area: str, kind: str, rupees: int, since: date, ref: str = GAZETTE) -> RateEntry:
    return RateEntry(RateType.FINE, area, kind, Money.of_rupees(rupees), since, ref)


def enhanced(area: str, kind: str, rupees: int, since: date, ref: str = ENHANCED) -> RateEntry:
    return RateEntry(RateType.ENHANCED_FINE, area, kind, Money.of_rupees(rupees), since, ref)


def feeding(area: str, kind: str, rupees: int, since: date, ref: str = COUNCIL) -> RateEntry:
    return RateEntry(RateType.FEEDING, area, kind, Money.of_rupees(rupees), since, ref)


def table(*entries: RateEntry) -> RateTable:
    return RateTable(list(entries))


def stay(brought: datetime, seized: datetime | None = None, seizure_area: str | None = POUND_AREA,
         pound_area: str = POUND_AREA) -> Stay:
    return Stay(brought, seized if seized is not None else brought, seizure_area, pound_area)


def rs(rupees: int | str) -> Money:
    return Money.of_rupees(rupees)
