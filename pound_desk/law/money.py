"""Money as an integer count of paise.

Floats are refused outright (never an ``assert``, which ``python -O`` strips):
a fine of ₹12.10 must not turn into 1209 paise on some machine.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

# ASCII digits only, grouped in the Indian way (1,23,456) or the Western way
# (123,456) or not at all; a decimal comma ("12,50") is not read as grouping.
_RUPEES = re.compile(
    r"^\s*(-)?\s*(?:₹|Rs\.?)?\s*"
    r"([0-9]+|[0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,2}(?:,[0-9]{2})*,[0-9]{3})"
    r"(?:\.([0-9]{1,2}))?\s*\Z")


# the largest amount a person may type or import: ₹99,99,99,99,999 (about a
# thousand crore), far beyond any fine, charge or sale, and far inside what
# SQLite's 64-bit integers hold when sums are taken
MAX_RUPEES = 99_99_99_99_999


class MoneyError(ValueError):
    """An amount that is not a whole number of paise, or not money at all."""


@dataclass(frozen=True, slots=True, order=True)
class Money:
    paise: int

    def __post_init__(self) -> None:
        # bool is an int subclass; True paise is a bug, not an amount.
        if type(self.paise) is not int:
            raise MoneyError(f"money is a whole number of paise, not {type(self.paise).__name__}")

    @classmethod
    def zero(cls) -> "Money":
        return cls(0)

    @classmethod
    def of_rupees(cls, rupees: int | str) -> "Money":
        """``25`` or ``"12.50"`` or ``"₹1,250"`` rupees; never a float."""
        if type(rupees) is int:
            return cls(rupees * 100)
        if isinstance(rupees, str):
            m = _RUPEES.match(rupees)
            if not m:
                raise MoneyError(f"not an amount in rupees: {rupees!r}")
            sign, whole, frac = m.groups()
            digits = whole.replace(",", "")
            if len(digits) > len(str(MAX_RUPEES)) or int(digits) > MAX_RUPEES:
                raise MoneyError(f"an amount larger than ₹{MAX_RUPEES:,}: {rupees!r}")
            paise = int(digits) * 100 + int((frac or "0").ljust(2, "0"))
            return cls(-paise if sign else paise)
        raise MoneyError(f"rupees are given as int or str, not {type(rupees).__name__}")

    # arithmetic stays in paise; multiplying by a count (heads, periods) only
    def __add__(self, other: "Money") -> "Money":
        if not isinstance(other, Money):
            return NotImplemented
        return Money(self.paise + other.paise)

    def __radd__(self, other: object) -> "Money":
        # lets sum() start from 0 (the int 0 only: 0.0, False and Decimal(0) are refused)
        if type(other) is int and other == 0:
            return self
        return NotImplemented

    def __sub__(self, other: "Money") -> "Money":
        if not isinstance(other, Money):
            return NotImplemented
        return Money(self.paise - other.paise)

    def __mul__(self, count: int) -> "Money":
        if type(count) is not int:
            raise MoneyError("money is multiplied only by a whole count")
        return Money(self.paise * count)

    __rmul__ = __mul__

    def __neg__(self) -> "Money":
        return Money(-self.paise)

    def __bool__(self) -> bool:
        return self.paise != 0

    @property
    def rupees_part(self) -> int:
        return abs(self.paise) // 100

    @property
    def paise_part(self) -> int:
        return abs(self.paise) % 100

    def plain(self) -> str:
        """``1250.50``: for CSV and JSON, no grouping, no symbol."""
        sign = "-" if self.paise < 0 else ""
        return f"{sign}{self.rupees_part}.{self.paise_part:02d}"

    def __str__(self) -> str:
        return f"₹{self.plain()}"

    def min(self, other: "Money") -> "Money":
        return self if self <= other else other
