"""The public notice at every pound (s. 11(4)): the list of the fines and
feeding rates in force, put up on or near the pound. Whenever a scale or a
rate that applies to the pound changes (a revision entered, or one coming
into force), the list shown is out of date until the new list is put up and
its display confirmed. What the list says is told apart by its fingerprint,
not by the day it was printed."""
from __future__ import annotations

import hashlib
from collections.abc import Iterable


def fingerprint(rows: Iterable[str], references: Iterable[str]) -> str:
    """What a list says: its rows (each a line of text naming its table,
    columns, kind and amounts) and the notifications it cites."""
    text = "\n".join(rows) + "\n" + "\n".join(references)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def needs_display(in_force: str, has_rates: bool, displayed: str | None) -> bool:
    """Whether the list in force (its fingerprint ``in_force``) still has to
    be put up: true until the list last confirmed as displayed (``displayed``,
    None when none was) says the same. A pound with no rate has no list."""
    return has_rates and displayed != in_force
