"""Where a case stands under ss. 13 and 15(1), and the next step of each case
still held on the unclaimed path."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from pound_desk.models import Case
from pound_desk.models.disposal import (
    Notice,
    OwnerRefusal,
    ReportedCase,
    UnclaimedReport,
)
from pound_desk.services.case import cases
from pound_desk.services.disposal.footing import sale_footing
from pound_desk.services.disposal.notice_issue import notice_awaited
from pound_desk.services.disposal.notices import NOTICE_EVENTS, NoticeState, latest_notice, notice_number, notice_state
from pound_desk.services.disposal.refusals import cases_with_refused_remainder, latest_refusal, refused_remainder
from pound_desk.services.disposal.unclaimed_report import end_of, held_views, report_due_on, reported
from pound_desk.services.office import settings


@dataclass(frozen=True)
class UnclaimedStanding:
    """Where a case stands under ss. 13 and 15(1), as its view shows it."""
    reported_to: str              # "" when not reported (s. 13(1))
    reported_on: date | None
    notice_id: int | None         # the newest notice
    notice: NoticeState | None
    refused_by: str               # "" when the owner has not refused (s. 15(1))
    refused_at: datetime | None
    notice_awaited: str           # the cause of a notice due now ("s13", "s15_5"), or ""


def standing(case_no: str) -> UnclaimedStanding:
    case = cases.find(case_no)
    report = reported(case)
    notice = latest_notice(case)
    refusal = latest_refusal(case)
    return UnclaimedStanding(report.addressed_to if report else "", report.made_on if report else None,
                             notice.id if notice else None, notice_state(notice) if notice else None,
                             refusal.claimant_name if refusal else "", refusal.at if refusal else None,
                             notice_awaited(case))


@dataclass(frozen=True)
class Step:
    code: str        # unclaimed_report | notice_issue | notice_events | may_sell
    case_no: str
    due: date
    en: str
    ml: str


@dataclass(frozen=True)
class _Recorded:
    """What was recorded of the cases held by the end of a day, read once for
    all of them: each step asks about them."""
    reported: set[int]
    refused: set[int]
    noticed: set[int]
    refused_remainder: set[int]
    by_id: dict[int, Case]
    closed: frozenset | set


def _recorded(ids: list[int], today: date) -> _Recorded:
    # as things stood at the end of ``today``: a report, refusal or notice
    # made later does not count (a return for a past month reads it so)
    end = end_of(today)
    reported_ids = {rc.case_id for rc in ReportedCase.select(ReportedCase.case).join(UnclaimedReport)
                    .where(ReportedCase.case.in_(ids), UnclaimedReport.made_on <= today)}
    with_refusal = {r.case_id for r in OwnerRefusal.select(OwnerRefusal.case)
                    .where(OwnerRefusal.case.in_(ids), OwnerRefusal.at < end)}
    with_notice = {n.case_id for n in Notice.select(Notice.case)
                   .where(Notice.case.in_(ids), Notice.issued_on <= today)}
    remainder = cases_with_refused_remainder(ids)
    by_id = {c.id: c for c in Case.select().where(Case.id.in_(ids))}
    return _Recorded(reported_ids, with_refusal, with_notice, remainder, by_id, settings.closed_days())


def _remainder_step(case: Case, cv: cases.CaseView, today: date, at: datetime) -> Step | None:
    """The owner refused the remaining cattle and no notice followed (s. 15(5))."""
    remainder = refused_remainder(case, at)
    if remainder is None or notice_awaited(case, today) != "s15_5":
        return None
    return Step("notice_issue", cv.case_no, remainder,
                f"The owner refused the remaining cattle on {remainder:%d-%m-%Y}: they are deemed "
                "unclaimed; the notice is to be issued (ss. 15(5), 13(2))",
                f"{remainder:%d-%m-%Y}-ന് ബാക്കി കന്നുകാലികളെ ഉടമ ഏറ്റുവാങ്ങിയില്ല: "
                "അവ അവകാശപ്പെടാത്തവയായി കണക്കാക്കും; നോട്ടീസ് നൽകണം "
                "(വകുപ്പ് 15(5), 13(2))")


def _footing_step(case: Case, cv: cases.CaseView, today: date, at: datetime) -> tuple[bool, Step | None]:
    """A case refused or noticed: the day it may be sold, or the affixing and
    proclamations its notice still waits for. ``False`` first when neither
    decides the case's step (refused, no notice, and not yet saleable)."""
    footing = sale_footing(case, at)
    if footing.path:
        when = footing.earliest or latest_refusal(case, at).at.date()
        basis = "s. 13(3)" if footing.path == "s13" else "s. 15(1)"
        return True, Step("may_sell", cv.case_no, when,
                          f"May be sold by public auction from {when:%d-%m-%Y} ({basis})",
                          f"{when:%d-%m-%Y} മുതൽ പരസ്യലേലത്തിൽ വിൽക്കാം ({basis.replace('s.', 'വകുപ്പ്')})")
    notice = latest_notice(case, today)
    if notice is None:
        return False, None
    state = notice_state(notice, today)
    if not state.missing:
        return True, None    # complete but not yet ripe: nothing to do until the day arrives
    en = ", ".join(NOTICE_EVENTS[m][0].lower() for m in state.missing)
    ml = ", ".join(NOTICE_EVENTS[m][1] for m in state.missing)
    return True, Step("notice_events", cv.case_no, notice.issued_on,
                      f"Notice {notice_number(notice)} issued: record when it was {en} (s. 13(2))",
                      f"നോട്ടീസ് {notice_number(notice)}: രേഖപ്പെടുത്തണം — {ml} (വകുപ്പ് 13(2))")


def _report_step(case: Case, cv: cases.CaseView, today: date, recorded: _Recorded) -> Step | None:
    """Seven days unclaimed: the report (s. 13(1)), then the notice (s. 13(2))."""
    due = report_due_on(cv, recorded.closed)
    if due > today:
        return None
    if cv.id not in recorded.reported:
        late = "" if due == today else f" (since {due:%d-%m-%Y})"
        return Step("unclaimed_report", cv.case_no, due,
                    f"Unclaimed for seven days: report to the local authority (s. 13(1)){late}",
                    "ഏഴു ദിവസമായി ആരും അവകാശപ്പെട്ടില്ല: തദ്ദേശസ്ഥാപനത്തിന് റിപ്പോർട്ട് നൽകണം (വകുപ്പ് 13(1))")
    if cv.id not in recorded.noticed:
        made = reported(case, today).made_on
        return Step("notice_issue", cv.case_no, made,
                    f"Reported on {made:%d-%m-%Y}: the notice is to be issued (s. 13(2))",
                    f"{made:%d-%m-%Y}-ന് റിപ്പോർട്ട് ചെയ്തു: നോട്ടീസ് നൽകണം (വകുപ്പ് 13(2))")
    return None


def _step(cv: cases.CaseView, today: date, at: datetime, recorded: _Recorded) -> Step | None:
    case = recorded.by_id[cv.id]
    if cv.id in recorded.refused_remainder and (step := _remainder_step(case, cv, today, at)) is not None:
        return step
    if cv.id in recorded.refused or cv.id in recorded.noticed:
        decided, step = _footing_step(case, cv, today, at)
        if decided:
            return step
    return _report_step(case, cv, today, recorded)


def steps(today: date) -> list[Step]:
    """The next step of each case still held on the unclaimed path: the
    report, the notice, its affixing and proclamations, and the day the
    cattle may be sold (s. 13), or the owner's refusal (s. 15(1))."""
    held = held_views(today)
    if not held:
        return []
    recorded = _recorded([cv.id for cv in held], today)
    at = end_of(today) - timedelta(minutes=1)
    return [step for cv in held if (step := _step(cv, today, at, recorded)) is not None]
