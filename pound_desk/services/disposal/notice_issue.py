"""Issuing the notice of cattle unclaimed (s. 13(2)), or of cattle the owner
refused after the account (s. 15(5)): its places, the sale it announces,
what refuses it, and the notice a case waits for."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.language import translate
from pound_desk.law import disposal
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB, Case
from pound_desk.models.disposal import (
    Notice,
    NoticeHead,
)
from pound_desk.models.records import NoticeSale
from pound_desk.services.case import cases
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal.notices import latest_notice, notice_number
from pound_desk.services.disposal.refusals import refused_remainder
from pound_desk.services.disposal.unclaimed_report import end_of, reported
from pound_desk.services.office import authorities, keepers, roles, settings
from pound_desk.services.office.roles import REPORT_TO

CAUSES = {"s13": ("Unclaimed for seven days (s. 13(2))", "ഏഴു ദിവസമായി ആരും അവകാശപ്പെട്ടില്ല (വകുപ്പ് 13(2))"),
          "s15_5": ("The owner refused the remaining cattle (s. 15(5))",
                    "ബാക്കി കന്നുകാലികളെ ഉടമ ഏറ്റുവാങ്ങിയില്ല (വകുപ്പ് 15(5))")}


def notice_places(case: Case | str) -> tuple[list[str], list[str]]:
    """The villages and market places listed for the local area of seizure."""
    cv = cases.view(case)
    rows = authorities.places(cv.local_area) if cv.local_area else []
    return ([p.name for p in rows if p.kind == "village"], [p.name for p in rows if p.kind == "market"])


def first_sale_day(issued_on: date) -> date:
    """The first day a notice issued on ``issued_on`` may announce for its
    sale (s. 13(3), Q20), by the office's calendar."""
    return disposal.first_sale_day(issued_on, closed=settings.closed_days())


def sale_problems(issued_on: date, sale_place: str, sale_at: datetime | None) -> list[Problem]:
    """s. 13(2), (3): the notice names the place and the day and hour of the
    sale, which cannot come before the seven days from the notice's date are
    out (moved past a day the office is closed, Q20): the day the sale itself
    would first be allowed."""
    out = []
    if not clean(sale_place):
        out.append(Problem("sale_place", translate("unclaimed", "Name the place of the sale (s. 13(3))")))
    if sale_at is None:
        out.append(Problem("sale_at", translate("unclaimed", "Give the day and hour of the sale (s. 13(3))")))
    elif sale_at.date() < (first := first_sale_day(issued_on)):
        out.append(Problem("sale_at", translate(
            "unclaimed", "The sale cannot be before {day}: the owner has seven days from the date of the notice "
                         "(s. 13(3))").format(day=f"{first:%d-%m-%Y}")))
    return out


def notice_place_choices(case: Case | str, recent: int = 500) -> tuple[list[str], list[str]]:
    """The villages and market places to offer on a notice: those listed for
    the local area of seizure first, then those named on earlier notices
    (the latest first; only the ``recent`` latest are read). Another is
    typed on purpose, and is offered on the next notice."""
    villages, markets = notice_places(case)
    earlier = list(Notice.select(Notice.village, Notice.market).order_by(Notice.id.desc()).limit(recent))
    villages += [n.village for n in earlier]
    markets += [n.market for n in earlier]
    return list(dict.fromkeys(v for v in villages if v)), list(dict.fromkeys(m for m in markets if m))


def _field_problems(issued_on: date, village: str, market: str, cause: str, now: datetime,
                    sale_place: str, sale_at: datetime | None) -> list[Problem]:
    """The notice's own fields: the sale it announces (when given), its cause,
    the places it is proclaimed in and its date."""
    problems: list[Problem] = []
    if clean(sale_place) or sale_at is not None:
        problems += sale_problems(issued_on, sale_place, sale_at)
    if cause not in CAUSES:
        problems.append(Problem("cause", translate("unclaimed",
                                                   "A notice follows s. 13(1) (unclaimed) or s. 15(5) (refused)")))
    if not village:
        problems.append(Problem("village", translate("unclaimed", "Name the village nearest the place of seizure")))
    if not market:
        problems.append(Problem("market", translate("unclaimed", "Name the market place nearest the place of seizure")))
    if issued_on > now.date():
        problems.append(Problem("issued_on", translate("unclaimed", "A notice cannot be dated in the future")))
    return problems


def _issuer_problems(issuer_role: str | None) -> list[Problem]:
    """The local authority or the officer issues the notice, named in the roles."""
    r = roles.current()
    issuer_role = issuer_role or r.report_to
    if issuer_role not in REPORT_TO:
        return [Problem("issuer_role", translate("unclaimed",
                                                 "The local authority or the officer issues the notice"))]
    if not r.name(issuer_role):
        return [Problem("issuer_role", translate(
            "unclaimed", "Name the officer under Office → Authorities named by the Act"))]
    return []


def _heads_problems(cv: cases.CaseView, head_seqs: list[int] | None) -> list[Problem]:
    """Heads chosen, when chosen, are heads still in the pound."""
    held_seqs = {h.seq for h in cv.held}
    if head_seqs is None or not held_seqs:
        return []
    if not head_seqs:
        return [Problem("heads", translate("unclaimed", "Choose at least one head"))]
    if any(s not in held_seqs for s in head_seqs):
        return [Problem("heads", translate("unclaimed", "Choose heads that are still in the pound"))]
    return []


def _after_report_problems(case: Case, cv: cases.CaseView, issued_on: date) -> list[Problem]:
    """s. 13(2): the notice follows the report under s. 13(1), once."""
    problems: list[Problem] = []
    report = reported(case)
    if report is None:
        problems.append(Problem("case", translate(
            "unclaimed", "Case {case_no} has not been reported under s. 13(1); the notice follows the "
            "report").format(case_no=cv.case_no)))
    elif issued_on < report.made_on:
        problems.append(Problem("issued_on", translate(
            "unclaimed", "The report under s. 13(1) was made on {made_on}; the notice cannot be "
            "dated before it").format(made_on=f"{report.made_on:%d-%m-%Y}")))
    earlier = (Notice.select().where(Notice.case == case, Notice.cause == "s13")
               .order_by(Notice.id).first())
    if earlier is not None:
        problems.append(Problem("case", translate(
            "unclaimed", "A notice under s. 13(2) for case {case_no} was already issued on "
            "{issued_on} (notice {notice}); a notice of record is not issued twice").format(
                case_no=cv.case_no, issued_on=f"{earlier.issued_on:%d-%m-%Y}",
                notice=notice_number(earlier))))
    return problems


def _after_refusal_problems(case: Case, cv: cases.CaseView, issued_on: date) -> list[Problem]:
    """s. 15(5): the notice follows the owner's refusal of the remaining
    cattle, once after each refusal."""
    refused = refused_remainder(case)
    if refused is None:
        return [Problem("cause", translate(
            "unclaimed", "The owner of case {case_no} has not refused the remaining cattle (s. 15(5))").format(
                case_no=cv.case_no))]
    problems: list[Problem] = []
    if issued_on < refused:
        problems.append(Problem("issued_on", translate(
            "unclaimed", "The owner refused the remaining cattle on {refused_on}; the notice cannot be "
            "dated before it").format(refused_on=f"{refused:%d-%m-%Y}")))
    if Notice.select().where(Notice.case == case, Notice.cause == "s15_5",
                             Notice.issued_on >= refused).exists():
        problems.append(Problem("case", translate(
            "unclaimed", "A notice after the owner's refusal (s. 15(5)) for case {case_no} was already "
            "issued").format(case_no=cv.case_no)))
    return problems


def notice_problems(case: Case | str, issued_on: date, village: str, market: str, cause: str = "s13",
                    issuer_role: str | None = None, head_seqs: list[int] | None = None,
                    now: datetime | None = None, sale_place: str = "",
                    sale_at: datetime | None = None) -> list[Problem]:
    """Every reason the notice ``issue_notice`` would be refused, at once:
    the fields as given, the heads chosen, and the case's state (reported
    under s. 13(1), or refused under s. 15(5); not already noticed)."""
    now = now or clock.now()
    problems = _field_problems(issued_on, clean(village), clean(market), cause, now, sale_place, sale_at)
    problems += _issuer_problems(issuer_role)
    case = case if isinstance(case, Case) else cases.find(case)
    cv = cases.view(case)
    problems += _heads_problems(cv, head_seqs)
    if cause == "s13":
        problems += _after_report_problems(case, cv, issued_on)
    elif cause == "s15_5":
        problems += _after_refusal_problems(case, cv, issued_on)
    return problems


def issue_notice(case: Case | str, issued_on: date, village: str, market: str, cause: str = "s13",
                 issuer_role: str | None = None, head_seqs: list[int] | None = None,
                 now: datetime | None = None, sale_place: str = "",
                 sale_at: datetime | None = None) -> Notice:
    """s. 13(2) (or s. 15(5), ``cause="s15_5"``): the notice of a case's heads
    still held, issued by the local authority or the officer (the roles
    setting, copied onto the notice), naming the village and the market place
    where it is to be proclaimed, and the place, day and hour of the sale
    (given here, or by an auction scheduled later for its heads). Refused
    with every problem at once (``notice_problems``). One transaction (a
    savepoint inside a caller's)."""
    now = now or clock.now()
    village, market = clean(village), clean(market)
    r = roles.current()
    issuer_role = issuer_role or r.report_to
    with DB.atomic("IMMEDIATE"):
        problems = notice_problems(case, issued_on, village, market, cause, issuer_role, head_seqs, now,
                                   sale_place, sale_at)
        if problems:
            raise Invalid(problems)
        keepers.require_in_office(now)
        case = case if isinstance(case, Case) else cases.find(case)
        cv = cases.view(case)
        held = list(cv.held)     # the heads in the pound as the notice is entered
        if not held:
            raise ServiceError(translate("unclaimed", "No cattle of case {case_no} are in the pound: there is "
                                         "nothing to give notice of").format(case_no=cv.case_no))
        if head_seqs is not None:
            held = [h for h in held if h.seq in head_seqs]
        notice = Notice.create(case=case, issued_on=issued_on, issued_by=r.name(issuer_role),
                               issuer_role=issuer_role, village=village, market=market, cause=cause)
        for h in held:
            NoticeHead.create(notice=notice, head=h.id)
        if sale_at is not None:
            NoticeSale.create(notice=notice, place=clean(sale_place), sale_at=sale_at.replace(second=0, microsecond=0))
        return notice


def notice_awaited(case: Case, by: date | None = None) -> str:
    """The notice a case held waits for: "s15_5" after the owner refused the
    remaining cattle and no notice followed, "s13" once reported and before
    its s. 13(2) notice, or "" when none is due (as things stood at the end
    of ``by``, when given)."""
    notice = latest_notice(case, by)
    remainder = refused_remainder(case, end_of(by) if by is not None else None)
    s13 = Notice.select().where(Notice.case == case, Notice.cause == "s13")
    if by is not None:
        s13 = s13.where(Notice.issued_on <= by)
    if remainder is not None:     # the report and the s. 13 notice do not count after a refusal
        return disposal.notice_awaited(remainder, notice.issued_on if notice else None, False, False)
    return disposal.notice_awaited(None, None, reported(case, by) is not None, s13.exists())


def awaited(case_no: str, by: date | None = None) -> str:
    """``notice_awaited`` of the case numbered ``case_no``."""
    return notice_awaited(cases.find(case_no), by)


@dataclass(frozen=True)
class Issued:
    """A notice just issued, as the notice dialog shows it."""
    id: int
    number: str
    village: str
    market: str


def issue(case_no: str, issued_on: date, village: str, market: str, cause: str = "s13",
          issuer_role: str | None = None, head_seqs: list[int] | None = None,
          now: datetime | None = None, sale_place: str = "", sale_at: datetime | None = None) -> Issued:
    """``issue_notice`` for the desktop: the notice issued, as a frozen view."""
    notice = issue_notice(case_no, issued_on, village, market, cause, issuer_role, head_seqs, now,
                          sale_place, sale_at)
    return Issued(notice.id, notice_number(notice), notice.village, notice.market)
