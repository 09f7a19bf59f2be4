"""Whether a return is in proportion to its pound.

A return can be whole, signed with the pound's own key and add up, and still
be junk: 50,000 cases made up and signed by whoever holds the key would fill
the consolidated report and the charts. A return whose month is far beyond
what the pound can hold and what it has ever returned is therefore held for
an officer's decision instead of being imported (``imports``, ``held``).

Generous on purpose: a busy month is never held, only one out of all
proportion; a held return costs an officer one look."""
from __future__ import annotations

from dataclasses import dataclass

from pound_desk.authority.models import ADB, PoundCapacity, RegisteredPound
from pound_desk.authority.statements import for_db

FLOOR_CASES = 500        # a month's cases never held below this, whatever the pound's size or history
DAYS = 31                # a pound full of cattle every day of a month, each a case of its own
HISTORY_TIMES = 5        # or five times the most the pound has ever returned in a month
HEADS_A_CASE = 4         # heads brought: four a case at the ceiling (a herd is one case)
HELD_TIMES = 5           # heads held at the end: five times its capacity or the most held before


@dataclass(frozen=True)
class Measure:
    cases: int
    heads: int
    held_heads: int
    most_cases: int
    most_held: int
    capacity: int | None

    @property
    def ceiling(self) -> int:
        return max(FLOOR_CASES, DAYS * (self.capacity or 0), HISTORY_TIMES * self.most_cases)

    @property
    def held_ceiling(self) -> int:
        return max(FLOOR_CASES, HELD_TIMES * (self.capacity or 0), HELD_TIMES * self.most_held)

    @property
    def out_of_proportion(self) -> bool:
        return (self.cases > self.ceiling or self.heads > HEADS_A_CASE * self.ceiling
                or self.held_heads > self.held_ceiling)


def capacity(pound: RegisteredPound | int) -> int | None:
    row = (PoundCapacity.select(PoundCapacity.heads).where(PoundCapacity.pound == pound)
           .order_by(PoundCapacity.id.desc()).first())
    return row.heads if row else None


def measure(pound: RegisteredPound | int, cases: int, heads: int, held_heads: int) -> Measure:
    """The month against the pound's capacity and the returns it sent before."""
    pid = pound if isinstance(pound, int) else pound.id
    db = ADB.obj   # one plain statement: it runs in every import (a year's is 12,000)
    most_cases, most_held, size = db.execute_sql(for_db(db, _MEASURE), (pid, pid, pid)).fetchone()
    return Measure(cases, heads, held_heads, most_cases or 0, most_held or 0, size)


_MEASURE = ('SELECT (SELECT MAX(s."cases") FROM "authority_return_seizures" s JOIN "authority_return" r '
            'ON r."id" = s."return_id" WHERE r."pound_id" = ?), '
            '(SELECT MAX(t."held_at_end") FROM "authority_return_totals" t JOIN "authority_return" r '
            'ON r."id" = t."return_id" WHERE r."pound_id" = ?), '
            '(SELECT c."heads" FROM "authority_pound_capacity" c WHERE c."pound_id" = ? ORDER BY c."id" DESC '
            'LIMIT 1)')
