"""Cattle not claimed, sold, and the proceeds (ss. 13, 15, 16): when a sale
may first be held, how a lot's price falls to the cases in it, when enough
has been sold, how the proceeds are distributed, and the deposit's clock.
"""
from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date, timedelta

from pound_desk.law.money import Money
from pound_desk.law.periods import ClosedDays, next_open_day

NOTICE_DAYS = 7          # s. 13(3): "within seven days from the date of the notice"
DEPOSIT_MONTHS = 3       # s. 16(3): "within three months"


def notice_date(affixed: date, proclaimed: list[date] | tuple[date, ...]) -> date:
    """rules.md Q11: the date of the notice is the later of its affixing and
    its proclamations (the owner-protective reading)."""
    return max([affixed, *proclaimed])


def last_claim_day(affixed: date, proclaimed, closed: ClosedDays | None = None) -> date:
    """s. 13(3): the seventh day after the date of the notice, the start day
    excluded (Q1, Q11); a closed office carries it to its next open day (Q20)."""
    return next_open_day(notice_date(affixed, proclaimed) + timedelta(days=NOTICE_DAYS), closed)


def earliest_sale(affixed: date, proclaimed, closed: ClosedDays | None = None) -> date:
    """The first day the cattle may be sold: the day after the last day to claim."""
    return last_claim_day(affixed, proclaimed, closed) + timedelta(days=1)


def first_sale_day(issued_on: date, affixed: date | None = None, proclaimed=(),
                   closed: ClosedDays | None = None) -> date:
    """s. 13(3) with Q11, Q20: the first day a notice issued on ``issued_on``
    lets its cattle be sold, as far as its affixing and proclamations are
    recorded: ``earliest_sale`` with any not yet done counted at the earliest
    it can be, the day of issue. The day a notice announces for its sale is
    held to it, as the sale itself is to ``earliest_sale``."""
    return earliest_sale(affixed or issued_on, [issued_on, *proclaimed], closed)


def notice_awaited(refused_remainder_on: date | None, latest_notice_on: date | None, reported: bool,
                   s13_noticed: bool) -> str:
    """The notice a case held waits for: after the owner refused the
    remaining cattle (s. 15(5), Q14) they are deemed unclaimed and a notice
    dated on or after the refusal is due ("s15_5"); otherwise, once reported
    under s. 13(1) and before its s. 13(2) notice, "s13"; or "" when none is."""
    if refused_remainder_on is not None:
        if latest_notice_on is None or latest_notice_on < refused_remainder_on:
            return "s15_5"
        return ""
    return "s13" if reported and not s13_noticed else ""


def apportion(price: Money, shares: int) -> list[Money]:
    """A lot's price split over its heads equally; the odd paise go to the
    first heads, so the parts add up to the price exactly."""
    if shares < 1:
        raise ValueError("a lot has at least one head")
    base, extra = divmod(price.paise, shares)
    return [Money(base + (1 if i < extra else 0)) for i in range(shares)]


def covered(proceeds: Money, dues: Money, expenses: Money) -> bool:
    """s. 15(1) with Q13: the proceeds already pay the fines, the feeding
    charges and the expenses of sale, so no more of the owner's cattle are sold."""
    return proceeds >= dues + expenses


@dataclass(frozen=True, slots=True)
class Distribution:
    """s. 15(2), 16: what the proceeds of a case's sales pay for."""

    proceeds: Money
    fines: Money
    feeding: Money
    expenses: Money
    surplus: Money       # to the owner (s. 15(3)) or the deposit (s. 16(3))
    shortfall: Money     # proceeds below the dues: written off on approval (Q19)

    @property
    def deductions(self) -> Money:
        return self.fines + self.feeding + self.expenses


def distribute(proceeds: Money, fines: Money, feeding: Money, expenses: Money) -> Distribution:
    for name, amount in (("proceeds", proceeds), ("fines", fines), ("feeding", feeding),
                         ("expenses", expenses)):
        if amount.paise < 0:
            raise ValueError(f"{name} cannot be negative")
    rest = proceeds - (fines + feeding + expenses)
    return Distribution(proceeds, fines, feeding, expenses,
                        surplus=rest if rest.paise > 0 else Money.zero(),
                        shortfall=-rest if rest.paise < 0 else Money.zero())


def add_months(day: date, months: int) -> date:
    """The corresponding date ``months`` calendar months later, or the last
    day of that month when it has none (31 May + 3 → 31 August; 30 November
    + 3 → 28 or 29 February)."""
    index = day.month - 1 + months
    year, month = day.year + index // 12, index % 12 + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def deposit_claim_ends(deposited: date, closed: ClosedDays | None = None) -> date:
    """s. 16(3) with rules.md Q4: the last day to prefer a claim to surplus
    proceeds held in deposit; the day after it they may be credited (s. 17)."""
    return next_open_day(add_months(deposited, DEPOSIT_MONTHS), closed)


def claim_in_time(preferred_on: date, last_claim_day: date) -> bool:
    """s. 16(3) with Q4: a claim to surplus proceeds in deposit counts when
    preferred by the last day (``deposit_claim_ends``); it may be decided later."""
    return preferred_on <= last_claim_day


def may_credit(on: date, last_claim_day: date) -> bool:
    """s. 17 with s. 16(3): unclaimed proceeds are credited to the local
    authority's fund only after the last day to claim them."""
    return on > last_claim_day


def deposit_state(outcome: str, claim_pending: bool, on: date, last_claim_day: date) -> str:
    """Where a deposit of surplus proceeds stands on ``on``: closed (paid or
    credited), held for a claim preferred in time and undecided, open for
    claims, or to be credited (s. 16(3), s. 17)."""
    if outcome:
        return outcome
    if claim_pending:
        return "claim_pending"
    return "may_credit" if may_credit(on, last_claim_day) else "open"


def sale_path(refused_on: date | None, noticed_on: date | None, remainder_refused_on: date | None) -> str:
    """On what footing a case's cattle go to sale: the newest of the owner's
    refusal to pay (s. 15(1), "s15") and a notice (s. 13(2), "s13", its seven
    days still to run) decides. After the owner refused the remaining cattle
    and the balance (s. 15(5)) they are sold only on a notice dated on or
    after that refusal ("remainder" until one is); "" with neither."""
    if remainder_refused_on is not None and (noticed_on is None or noticed_on < remainder_refused_on):
        return "remainder"
    if refused_on is not None and (noticed_on is None or noticed_on < refused_on):
        return "s15"
    return "s13" if noticed_on is not None else ""
