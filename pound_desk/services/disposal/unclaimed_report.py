"""The report of cattle unclaimed for seven days to the local authority or
the officer (s. 13(1)): the cases due, the report made and its paper."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from pathlib import Path

from pound_desk.documents import render
from pound_desk.documents.unclaimed_data import (
    ReportedCaseLine,
    ReportedHead,
    UnclaimedReportDoc,
)
from pound_desk.language import translate
from pound_desk.law import periods
from pound_desk.models import DB, Case, DocumentLog, held
from pound_desk.models.disposal import (
    OwnerRefusal,
    ReportedCase,
    UnclaimedReport,
)
from pound_desk.services.case import cases
from pound_desk.services.desk import clock, kept
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.office import keepers, pound, roles, settings
from pound_desk.services.office.roles import REPORT_TO


def end_of(day: date) -> datetime:
    return datetime.combine(day + timedelta(days=1), time())


def held_views(on: date, exclude_reported: bool = False) -> list[cases.CaseView]:
    """Cases with a head still in the pound at the end of ``on`` (by the
    amended day of impounding), in the order they were brought."""
    end = end_of(on)
    q = Case.select().where(Case.id.in_(held.cases_in_at(end)))
    if exclude_reported:
        q = q.where(Case.id.not_in(ReportedCase.select(ReportedCase.case)))
    out = [cv for cv in cases.views(list(q)) if cases.held_at(cv, end - timedelta(minutes=1))]
    return sorted(out, key=lambda cv: (cv.brought_at, cv.id))


def report_due_on(cv: cases.CaseView, closed: frozenset | set | None = None) -> date:
    return periods.unclaimed_report_due(cv.brought_at.date(),
                                        settings.closed_days() if closed is None else closed)


def refused_by(on: date) -> set[int]:
    """Ids of the cases whose owner or agent had appeared and refused or
    omitted to pay (s. 15(1)) by the end of ``on``: they are claimed, not
    unclaimed, and go to the s. 15 sale, not to the s. 13(1) report."""
    return {r.case_id for r in OwnerRefusal.select(OwnerRefusal.case).where(OwnerRefusal.at < end_of(on))}


def due_for_report(on: date) -> list[cases.CaseView]:
    """Cases whose report falls due on ``on`` or fell due earlier and was not
    made: unclaimed (heads still held), not yet in any report, and not a case
    whose owner appeared and refused to pay (s. 15(1))."""
    refused = refused_by(on)
    return [cv for cv in held_views(on, exclude_reported=True)
            if report_due_on(cv) <= on and cv.id not in refused]


def reported(case: Case, by: date | None = None) -> UnclaimedReport | None:
    q = UnclaimedReport.select().join(ReportedCase).where(ReportedCase.case == case)
    if by is not None:
        q = q.where(UnclaimedReport.made_on <= by)
    return q.order_by(UnclaimedReport.made_on, UnclaimedReport.id).first()


@dataclass(frozen=True)
class ReportLine:
    """A report made (s. 13(1)) as the screens list it, with its cases."""
    id: int
    made_on: date
    addressed_to: str
    case_nos: tuple[str, ...]    # in the order they were brought


def reports() -> list[ReportLine]:
    """Every report, the newest first: two queries, however many."""
    rows = list(UnclaimedReport.select().order_by(UnclaimedReport.made_on.desc(), UnclaimedReport.id.desc()))
    nos: dict[int, list[str]] = {}
    for report_id, case_no in (ReportedCase.select(ReportedCase.report, Case.case_no).join(Case)
                               .order_by(Case.brought_at, Case.id).tuples()):
        nos.setdefault(report_id, []).append(case_no)
    return [ReportLine(r.id, r.made_on, r.addressed_to, tuple(nos.get(r.id, ()))) for r in rows]


def report_case_nos(report: UnclaimedReport) -> list[str]:
    return [rc.case.case_no for rc in
            ReportedCase.select(ReportedCase, Case).join(Case).where(ReportedCase.report == report)
            .order_by(Case.brought_at, Case.id)]


@dataclass(frozen=True)
class MadeReport:
    """A report under s. 13(1) just made, as the desktop shows it."""
    id: int
    case_nos: tuple[str, ...]
    path: Path


def make_report_view(now: datetime | None = None) -> MadeReport:
    """``make_report`` for the desktop: the report made, as a frozen view."""
    report, path = make_report(now)
    return MadeReport(report.id, tuple(report_case_nos(report)), path)


def report_doc(number: str, made_at: datetime, addressed_to: str, keeper_name: str,
               due: list[cases.CaseView]) -> UnclaimedReportDoc:
    r = roles.current()
    closed = settings.closed_days()
    lines = []
    for cv in due:
        d = cases.dues(cv, made_at)
        by_seq = {h.seq: h for h in cv.heads}
        heads = tuple(ReportedHead(line.seq, by_seq[line.seq].kind_en, by_seq[line.seq].kind_ml,
                                   by_seq[line.seq].sex, by_seq[line.seq].colour, by_seq[line.seq].marks,
                                   by_seq[line.seq].ear_tag, line.fine.amount, line.periods, line.feeding)
                      for line in d.heads)
        lines.append(ReportedCaseLine(
            cv.case_no, cv.brought_at, cv.seized_at, cv.seized_place, cv.local_area, cv.owner_name,
            periods.claim_window_last_day(cv.brought_at.date(), closed), report_due_on(cv), heads))
    en, ml = REPORT_TO[r.report_to]
    return UnclaimedReportDoc(pound.header(), number, made_at, addressed_to, en, ml, keeper_name,
                              tuple(lines))


def preview_report(on: date | None = None, now: datetime | None = None) -> UnclaimedReportDoc | None:
    """The report as it would be made now, without recording it (None when
    no case is due)."""
    now = now or clock.now()
    due = due_for_report(on or now.date())
    if not due:
        return None
    return report_doc("—", now, roles.current().reported_to, pound.the_pound().keeper_name, due)


def make_report(now: datetime | None = None) -> tuple[UnclaimedReport, Path]:
    """s. 13(1): report every case falling due today, and any due earlier and
    not yet reported, in one report to the addressee the roles name; the
    report and its cases are recorded and its PDF kept, or nothing is."""

    now = now or clock.now()
    with DB.atomic("IMMEDIATE"):
        keeper_name = keepers.require_in_office(now)
        due = due_for_report(now.date())
        if not due:
            raise ServiceError(translate(
                "unclaimed", "No case is due for the report under s. 13(1) on {day}: cattle are reported when "
                "seven days from impounding have passed unclaimed").format(day=f"{now:%d-%m-%Y}"))
        addressed_to = roles.current().reported_to
        if not addressed_to:
            raise ServiceError(translate("unclaimed", "Name the officer who receives the report under "
                                         "Office → Authorities named by the Act"))
        report = UnclaimedReport.create(made_on=now.date(), addressed_to=addressed_to, keeper_name=keeper_name)
        for cv in due:
            ReportedCase.create(report=report, case=cv.id)
        pdf = render.pdf(report_doc(str(report.id), now, addressed_to, keeper_name, due))
        path = kept.keep("unclaimed-report", f"report {report.id} {now:%Y-%m-%d}", pdf)
    return report, path


def report_path(report: UnclaimedReport | ReportLine) -> Path | None:
    """The kept PDF of a report made earlier (it is not made again: the dues
    it gave were those of its day)."""
    row = (DocumentLog.select().where(DocumentLog.kind == "unclaimed-report",
                                      DocumentLog.ref.startswith(f"report {report.id} "))
           .order_by(DocumentLog.id.desc()).first())
    return Path(row.path) if row else None
