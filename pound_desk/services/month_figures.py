"""This month against last, for the main window's small panel: cases
brought, heads held, money collected, steps overdue.

Each figure is one query on an index (``case.brought_at``, ``head_out``'s
``out_at``, ``ledger_txn.at``), or the needs-action list the window shows
anyway, and is read off the screen's thread. Each is the count of the list
a click opens: the register between the dates, the register of cattle held,
the cash book's money received, the needs-action list."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

import peewee as pw

from pound_desk.law.money import Money
from pound_desk.models import DB, held
from pound_desk.models.ledger import LedgerPosting, LedgerTxn

# the needs-action list also warns ahead of time; these are not overdue
WARNINGS = frozenset({"complaint_window", "deposit_soon", "protest_window"})


@dataclass(frozen=True)
class Pair:
    this: int
    last: int


@dataclass(frozen=True)
class MonthFigures:
    day: date                 # today
    start: date               # the first of this month
    last_start: date          # the first of last month
    cases: Pair               # cases brought this month / last month
    heads_held: Pair          # heads in the pound now / at the end of last month
    collected: Pair           # paise received into cash this month / last month
    overdue: Pair             # steps overdue today / on the last day of last month

    @property
    def last_end(self) -> date:
        return self.start - timedelta(days=1)

    def collected_money(self) -> tuple[Money, Money]:
        return Money(self.collected.this), Money(self.collected.last)


def _at(day: date) -> datetime:
    return datetime.combine(day, time())


def cases_brought(start: date, end: date) -> int:
    """Cases brought from ``start`` to ``end`` (both days), as the register's date search finds them."""
    return DB.execute_sql('SELECT COUNT(*) FROM "case" WHERE brought_at >= ? AND brought_at < ?',
                          [_at(start), _at(end + timedelta(days=1))]).fetchone()[0]


def heads_held_at(moment: datetime) -> int:
    return DB.execute_sql(f'SELECT COUNT(*) FROM {held.TABLE} o JOIN "case" c ON c.id = o.case_id '
                          "WHERE o.out_at >= ? AND c.brought_at < ?", [moment, moment]).fetchone()[0]


def received(start: date, end: date) -> int:
    """Paise received into cash from ``start`` to ``end`` (both days): the cash book's "received"."""
    total = (LedgerPosting.select(pw.fn.SUM(LedgerPosting.amount_paise))
             .join(LedgerTxn)
             .where((LedgerTxn.at >= _at(start)) & (LedgerTxn.at < _at(end + timedelta(days=1)))
                    & (LedgerPosting.account == "cash") & (LedgerPosting.amount_paise > 0)))
    return int(total.scalar() or 0)


def overdue_in(actions, day: date) -> int:
    """How many of a needs-action list are overdue on ``day`` (not the warnings ahead of time)."""
    return sum(1 for a in actions if a.code not in WARNINGS and a.due <= day)


def overdue_steps(day: date) -> int:
    # late: the desk shows its window before today's list and every wing behind it are loaded
    from pound_desk.services import today

    return overdue_in(today.needs_action(day), day)


def figures(now: datetime, overdue_today: int | None = None) -> MonthFigures:
    """The panel's figures; ``overdue_today`` when the window has just listed
    today's needs (the list is the dearest figure: it is not made twice)."""
    day = now.date()
    start = day.replace(day=1)
    last_start = (start - timedelta(days=1)).replace(day=1)
    last_end = start - timedelta(days=1)
    return MonthFigures(
        day, start, last_start,
        Pair(cases_brought(start, day), cases_brought(last_start, last_end)),
        Pair(heads_held_at(now), heads_held_at(_at(start))),
        Pair(received(start, day), received(last_start, last_end)),
        Pair(overdue_steps(day) if overdue_today is None else overdue_today, overdue_steps(last_end)),
    )
