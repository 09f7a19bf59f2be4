"""Custody of the cattle in the pound (s. 8): the pound-keeper feeds and
waters every head held, every day, until it is disposed of; feeding and
watering are two duties, and a day a held head is not logged as having had
either is a neglect of that duty (an offence under s. 27)."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Neglect:
    """A case with a head held on a day that the log does not show as fed, or
    as watered, that day (ss. 8, 27)."""
    case_no: str
    not_fed: bool
    not_watered: bool


def neglected(held: Iterable[tuple[str, bool, bool]]) -> list[Neglect]:
    """The cases neglected on a day, from ``held``: (case number, fed,
    watered) for each head held that day, as the log shows it, in the
    register's order. A case appears once, naming each duty missed for any
    of its heads."""
    out: dict[str, list[bool]] = {}
    for case_no, fed, watered in held:
        if fed and watered:
            continue
        flags = out.setdefault(case_no, [False, False])
        flags[0] |= not fed
        flags[1] |= not watered
    return [Neglect(no, not_fed, not_watered) for no, (not_fed, not_watered) in out.items()]
