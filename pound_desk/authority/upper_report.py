"""The report of the level above: the consolidated figures of every pound
(``reports.build``) summed by local authority and by district, for a month
or a year, as CSV or PDF (both languages, with the charts)."""
from __future__ import annotations

import io
from dataclasses import dataclass

from pound_desk import csv_cells
from pound_desk.authority import reports
from pound_desk.authority.models import PoundVia, RegisteredPound, UpperAuthority
from pound_desk.authority.reports import COLUMNS, CSV_HEADERS, MONEY_KEYS, Consolidated
from pound_desk.law.money import Money

UNKNOWN = ""   # a pound registered here by hand, through no local authority


@dataclass(frozen=True)
class Group:
    district: str
    name: str                     # the local authority ("" for a district's line)
    pounds: int
    returns: int
    figures: dict[str, int]


@dataclass(frozen=True)
class UpperReport:
    consolidated: Consolidated
    authorities: list[Group]      # by district, then name
    districts: list[Group]


def _places() -> dict[str, tuple[str, str]]:
    """Each pound's (district, local authority): the district of the authority its returns come
    through, and its own local authority (at the Director's, a pound came through a district)."""
    return {pound_id: (district, local_authority or name) for pound_id, local_authority, district, name in
            PoundVia.select(RegisteredPound.pound_id, RegisteredPound.local_authority, UpperAuthority.district,
                            UpperAuthority.name)
            .join(RegisteredPound).switch(PoundVia).join(UpperAuthority).tuples()}


def _sum(lines) -> dict[str, int]:
    return {k: sum(line.figures[k] for line in lines) for k in COLUMNS}


def build(period: str) -> UpperReport:
    report = reports.build(period)
    via = _places()
    by_authority: dict[tuple[str, str], list] = {}
    sending = {a for (a,) in PoundVia.select(PoundVia.authority).distinct().tuples()}
    for a in UpperAuthority.select():   # a local authority registered, none of whose pounds has sent yet
        if a.id not in sending:
            by_authority.setdefault((a.district, a.name), [])
    for line in report.lines:
        by_authority.setdefault(via.get(line.pound_id, (UNKNOWN, line.local_authority)), []).append(line)
    authorities = [Group(d, n, len(lines), sum(x.returns for x in lines), _sum(lines))
                   for (d, n), lines in sorted(by_authority.items())]
    by_district: dict[str, list[Group]] = {}
    for g in authorities:
        by_district.setdefault(g.district, []).append(g)
    districts = [Group(d, "", sum(g.pounds for g in gs), sum(g.returns for g in gs), _sum(gs))
                 for d, gs in sorted(by_district.items())]
    return UpperReport(report, authorities, districts)


def to_csv(report: UpperReport) -> bytes:
    """One row per pound, then one per local authority and per district, and the state's total."""
    out = io.StringIO()
    w = csv_cells.writer(out, lineterminator="\r\n")
    sp = report.consolidated.span
    w.writerow(["Period", "Level", "District", "Local authority", "Pound id", "Pound", "Pounds", "Returns"]
               + [CSV_HEADERS[k] for k in COLUMNS])

    def cells(figures):
        return [Money(figures[k]).plain() if k in MONEY_KEYS else str(figures[k]) for k in COLUMNS]

    via = _places()
    for line in sorted(report.consolidated.lines,
                       key=lambda x: (*via.get(x.pound_id, (UNKNOWN, x.local_authority)), x.name)):
        d, a = via.get(line.pound_id, (UNKNOWN, line.local_authority))
        w.writerow([sp.text, "pound", d, a, line.pound_id, line.name, "1", f"{line.returns}/{sp.months}"]
                   + cells(line.figures))
    for g in report.authorities:
        w.writerow([sp.text, "local authority", g.district, g.name, "", "", str(g.pounds), str(g.returns)]
                   + cells(g.figures))
    for g in report.districts:
        w.writerow([sp.text, "district", g.district, "", "", "", str(g.pounds), str(g.returns)] + cells(g.figures))
    w.writerow([sp.text, "all", "", "", "", "", str(len(report.consolidated.lines)),
                str(sum(x.returns for x in report.consolidated.lines))] + cells(report.consolidated.totals))
    return ("\ufeff" + out.getvalue()).encode("utf-8")


def pdf(report: UpperReport, title: str = "") -> bytes:
    from pound_desk.authority.upper_document import render  # late: reportlab, only for the PDF

    return render(report, title)
