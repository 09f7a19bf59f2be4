"""The consolidated report of the returns: per pound, for a month (``YYYY-MM``)
or a year (``YYYY``), from the latest revision of each return.

Flows over the period (cattle impounded, released, sold, otherwise disposed
of; fines, feeding charges, sale proceeds) are the sums of the months'
returns; what stands at the period's end (cattle still held, deposits held
and due to be credited, cases overdue for action) is the latest month's.
Everything is SQL over the returns' totals and open cases, the same on
SQLite and PostgreSQL."""
from __future__ import annotations

import io
import re
from datetime import datetime

import peewee as pw

from pound_desk import csv_cells
from pound_desk.authority import charts
from pound_desk.authority.models import ImportedReturn, RegisteredPound, ReturnOpenCase, ReturnTotals
from pound_desk.authority.report_data import (
    COLUMNS,
    FLOWS,
    MONEY_KEYS,
    STOCKS,
    Consolidated,
    OverdueCase,
    PoundLine,
    Span,
)
from pound_desk.documents import render
from pound_desk.language import translate
from pound_desk.law.money import Money

_PERIOD = re.compile(r"^(\d{4})(?:-(0[1-9]|1[0-2]))?$")


class PeriodError(ValueError):
    pass


def span(text: str) -> Span:
    match = _PERIOD.match((text or "").strip())
    if not match:
        raise PeriodError(translate("reports", "give a month as YYYY-MM or a year as YYYY, not {text}")
                          .format(text=repr(text)))
    year, month = match.group(1), match.group(2)
    if month:
        return Span(f"{year}-{month}", f"{year}-{month}", f"{year}-{month}", 1)
    return Span(year, f"{year}-01", f"{year}-12", 12)


# on paper (``render.pdf(report, authority=name)``) by authority/document.py, loaded with the first report
# made; registered here, where the report is made, not beside its data, which the paper imports
render.add(Consolidated, "pound_desk.authority.document", "render")


def _live(sp: Span):
    return ((ImportedReturn.superseded_by.is_null()) & (ImportedReturn.period >= sp.first)
            & (ImportedReturn.period <= sp.last))


def _flows(sp: Span) -> dict[int, dict]:
    """Each pound's sums of the flows over the span, with its returns counted."""
    flows = (ReturnTotals
             .select(ImportedReturn.pound.alias("pid"),
                     pw.fn.COUNT(ImportedReturn.id).alias("returns"),
                     pw.fn.SUM(pw.Case(None, [(ImportedReturn.revision > 0, 1)], 0)).alias("revisions"),
                     pw.fn.MAX(ImportedReturn.period).alias("last_period"),
                     *[pw.fn.SUM(getattr(ReturnTotals, k)).alias(k) for k in FLOWS])
             .join(ImportedReturn, on=(ReturnTotals.ret == ImportedReturn.id))
             .where(_live(sp))
             .group_by(ImportedReturn.pound))
    return {row["pid"]: row for row in flows.dicts()}


def _latest(sp: Span):
    """The ids of each pound's latest month's return in the span (its latest revision)."""
    last = (ImportedReturn
            .select(ImportedReturn.pound.alias("pid"), pw.fn.MAX(ImportedReturn.period).alias("lp"))
            .where(_live(sp)).group_by(ImportedReturn.pound)).alias("last")
    return (ImportedReturn.select(ImportedReturn.id)
            .join(last, on=((ImportedReturn.pound == last.c.pid) & (ImportedReturn.period == last.c.lp)))
            .where(ImportedReturn.superseded_by.is_null()))


def _stocks(latest) -> dict[int, dict]:
    """Each pound's figures at the span's end, from its latest return."""
    stocks = (ReturnTotals
              .select(ImportedReturn.pound.alias("pid"), *[getattr(ReturnTotals, k) for k in STOCKS])
              .join(ImportedReturn, on=(ReturnTotals.ret == ImportedReturn.id))
              .where(ImportedReturn.id.in_(latest)))
    return {row["pid"]: row for row in stocks.dicts()}


def _line(p: RegisteredPound, f: dict, s: dict) -> PoundLine:
    figures = {k: int(f.get(k) or 0) for k in FLOWS}
    figures.update({k: int(s.get(k) or 0) for k in STOCKS})
    return PoundLine(p.pound_id, p.name, p.local_authority, int(f.get("returns") or 0),
                     f.get("last_period") or "", int(f.get("revisions") or 0), {k: figures[k] for k in COLUMNS})


def _overdue(latest) -> list[OverdueCase]:
    """The cases with a step overdue in each pound's latest return."""
    rows = (ReturnOpenCase
            .select(RegisteredPound.name, ImportedReturn.period, ReturnOpenCase.case_no,
                    ReturnOpenCase.heads_held, ReturnOpenCase.dues_paise, ReturnOpenCase.overdue)
            .join(ImportedReturn, on=(ReturnOpenCase.ret == ImportedReturn.id))
            .join(RegisteredPound, on=(ImportedReturn.pound == RegisteredPound.id))
            .where(ImportedReturn.id.in_(latest) & (ReturnOpenCase.overdue != ""))
            .order_by(RegisteredPound.name, ReturnOpenCase.id)
            .tuples())
    return [OverdueCase(name, per, case_no, heads, dues, tuple(c for c in codes.split(",") if c))
            for name, per, case_no, heads, dues, codes in rows]


def build(period: str, now: datetime | None = None) -> Consolidated:
    sp = span(period)
    by_pound = _flows(sp)
    latest = _latest(sp)
    stock_of = _stocks(latest)
    lines = []
    ids: list[tuple[int, str]] = []
    for p in RegisteredPound.select().order_by(RegisteredPound.name, RegisteredPound.id):
        ids.append((p.id, p.name))
        lines.append(_line(p, by_pound.get(p.id, {}), stock_of.get(p.id, {})))
    totals = {k: sum(line.figures[k] for line in lines) for k in COLUMNS}
    collected = {pid: line.figures["fines_paise"] + line.figures["feeding_paise"]
                 for (pid, _), line in zip(ids, lines)}
    pictures = charts.build(sp.first, sp.last, ids, collected)
    return Consolidated(sp, (now or datetime.now()).replace(microsecond=0), lines, totals, _overdue(latest),
                        pictures)


CSV_HEADERS = {
    "impounded": "Cattle impounded", "released": "Released", "sold": "Sold",
    "disposed_otherwise": "Disposed of otherwise", "held_at_end": "Held at the end",
    "fines_paise": "Fines (Rs)", "feeding_paise": "Feeding charges (Rs)",
    "sale_proceeds_paise": "Sale proceeds (Rs)", "deposits_held_paise": "Deposits held (Rs)",
    "deposits_due_paise": "Deposits due to be credited (Rs)", "overdue_cases": "Cases overdue",
}


def to_csv(report: Consolidated) -> bytes:
    """One row per pound and a last row of the totals; rupees with two decimals."""
    out = io.StringIO()
    w = csv_cells.writer(out, lineterminator="\r\n")
    w.writerow(["Period", "Pound id", "Pound", "Local authority", "Returns", "Figures at the end from"]
               + [CSV_HEADERS[k] for k in COLUMNS])

    def cells(figures):
        return [Money(figures[k]).plain() if k in MONEY_KEYS else str(figures[k]) for k in COLUMNS]

    for line in report.lines:
        w.writerow([report.span.text, line.pound_id, line.name, line.local_authority,
                    f"{line.returns}/{report.span.months}", line.last_period] + cells(line.figures))
    w.writerow([report.span.text, "", "All pounds", "", str(sum(x.returns for x in report.lines)), ""]
               + cells(report.totals))
    # a BOM so that spreadsheet programs read Malayalam names as UTF-8
    return ("\ufeff" + out.getvalue()).encode("utf-8")


def money(paise: int) -> Money:
    return Money(paise)
