"""The consolidated report's figures as plain values: what the report's
paper (authority/document.py) and the desktop lay out, kept apart from the
queries that make them (authority/reports.py), which register the paper."""
from __future__ import annotations

import calendar
from dataclasses import dataclass, field
from datetime import date, datetime

FLOWS = ("impounded", "released", "sold", "disposed_otherwise",
         "fines_paise", "feeding_paise", "sale_proceeds_paise")
STOCKS = ("held_at_end", "deposits_held_paise", "deposits_due_paise", "overdue_cases")
MONEY_KEYS = ("fines_paise", "feeding_paise", "sale_proceeds_paise", "deposits_held_paise",
              "deposits_due_paise")
COLUMNS = FLOWS[:4] + ("held_at_end",) + FLOWS[4:] + STOCKS[1:]


@dataclass(frozen=True)
class Span:
    text: str           # as asked: "2026-11" or "2026"
    first: str          # first month, YYYY-MM
    last: str           # last month, YYYY-MM
    months: int

    @property
    def start(self) -> date:
        return date.fromisoformat(self.first + "-01")

    @property
    def end(self) -> date:
        y, m = map(int, self.last.split("-"))
        return date(y, m, calendar.monthrange(y, m)[1])


@dataclass(frozen=True)
class PoundLine:
    pound_id: str
    name: str
    local_authority: str
    returns: int                    # months of the span with a return
    last_period: str                # the month the figures at the end are from ("" when none)
    revisions: int                  # corrected returns among them (revision > 0)
    figures: dict[str, int]         # COLUMNS → integer (paise for money)


@dataclass(frozen=True)
class OverdueCase:
    pound: str
    period: str
    case_no: str
    heads_held: int
    dues_paise: int
    overdue: tuple[str, ...]


@dataclass(frozen=True)
class Consolidated:
    span: Span
    made_at: datetime
    lines: list[PoundLine]
    totals: dict[str, int]
    overdue: list[OverdueCase] = field(default_factory=list)
    charts: tuple = ()              # charts.Bars, the pictures of the same figures

    @property
    def missing(self) -> list[PoundLine]:
        return [line for line in self.lines if line.returns < self.span.months]
