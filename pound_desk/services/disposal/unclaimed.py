"""Cattle not claimed (s. 13) and cattle whose owner will not pay (s. 15(1)):
the state of a case's notice, and on what footing its cattle may be sold
at a moment."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from pathlib import Path

from pound_desk.documents import render
from pound_desk.documents.unclaimed_data import (
    NoticeDoc,
    NoticeHeadLine,
    ReportedCaseLine,
    ReportedHead,
    UnclaimedReportDoc,
)
from pound_desk.language import pick, translate
from pound_desk.law import bases, disposal, parties, periods
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, Case, DocumentLog, held
from pound_desk.models.disposal import (
    Auction,
    Lot,
    LotHead,
    Notice,
    NoticeEvent,
    NoticeHead,
    OwnerAccount,
    OwnerRefusal,
    ReportedCase,
    Settlement,
    UnclaimedReport,
)
from pound_desk.models.records import NoticeSale
from pound_desk.services.case import cases, photos
from pound_desk.services.desk import clock, kept
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.disputes import release_orders
from pound_desk.services.office import authorities, keepers, pound, roles, settings
from pound_desk.services.office.roles import REPORT_TO

NOTICE_EVENTS = {"affixed": ("Affixed at the office", "ഓഫീസിൽ പതിച്ചു"),
                 "village": ("Proclaimed by beat of drum in the village", "ഗ്രാമത്തിൽ ചെണ്ടകൊട്ടി വിളംബരം ചെയ്തു"),
                 "market": ("Proclaimed by beat of drum in the market place", "ചന്തയിൽ ചെണ്ടകൊട്ടി വിളംബരം ചെയ്തു")}


@dataclass(frozen=True)
class NoticeState:
    """When a notice was affixed and proclaimed, and the first day its
    cattle may be sold (s. 13(3), Q11: the day after the seventh day from
    the later of the three; None until all three are recorded)."""
    number: str
    issued_on: date
    affixed: date | None
    village: date | None
    market: date | None
    earliest_sale: date | None

    @property
    def complete(self) -> bool:
        return None not in (self.affixed, self.village, self.market)

    @property
    def missing(self) -> tuple[str, ...]:
        return tuple(e for e in NOTICE_EVENTS if getattr(self, e) is None)


def _state(notice: Notice, on: dict[str, date], closed=None) -> NoticeState:
    """``on``: the day of each event recorded; ``closed``: the office's
    calendar, read here when not handed in and needed."""
    affixed, village, market = on.get("affixed"), on.get("village"), on.get("market")
    earliest = None
    if None not in (affixed, village, market):
        earliest = disposal.earliest_sale(affixed, [village, market],
                                          closed if closed is not None else settings.closed_days())
    return NoticeState(notice_number(notice), notice.issued_on, affixed, village, market, earliest)


def _event_name(event: str) -> str:
    """An event of the notice ("affixed at the office") in the language on
    screen, to stand inside a sentence."""
    en, ml = NOTICE_EVENTS[event]
    return pick(en.lower(), ml)


def latest_notice(case: Case, by: date | None = None) -> Notice | None:
    """The case's newest notice (issued by the day ``by``, when given)."""
    q = Notice.select().where(Notice.case == case)
    if by is not None:
        q = q.where(Notice.issued_on <= by)
    return q.order_by(Notice.issued_on.desc(), Notice.id.desc()).first()


def notice_state(notice: Notice, by: date | None = None) -> NoticeState:
    """When the notice was affixed and proclaimed (as recorded by the end
    of ``by``, when given)."""
    q = NoticeEvent.select().where(NoticeEvent.notice == notice)
    if by is not None:
        q = q.where(NoticeEvent.on <= by)
    return _state(notice, {e.event: e.on for e in q})


def latest_refusal(case: Case, at: datetime | None = None) -> OwnerRefusal | None:
    q = OwnerRefusal.select().where(OwnerRefusal.case == case)
    if at is not None:
        q = q.where(OwnerRefusal.at <= at)
    return q.order_by(OwnerRefusal.at.desc(), OwnerRefusal.id.desc()).first()


@dataclass(frozen=True)
class SaleFooting:
    """Whether a case's cattle may be sold at a moment: ``path`` is s13
    (unclaimed, after the notice) or s15 (the owner refused to pay), or ""
    with ``problems`` saying why not."""

    path: str
    problems: tuple[Problem, ...] = ()
    earliest: date | None = None


def sale_footing(case: Case, at: datetime) -> SaleFooting:
    """The newest of the owner's refusal (s. 15(1)) and a notice (s. 13(2),
    or after a refusal under s. 15(5)) decides the path."""

    contest = release_orders.contest(case)
    if contest is not None and contest.raised_on <= at.date() and not bases.may_leave_while_contested(bases.SALE):
        return SaleFooting("", (Problem("case", translate(
            "unclaimed", "Case {case_no}: the ownership is contested ({claimants}); the cattle are held and "
            "leave only on a written order stating reasons (s. 18(2))").format(
                case_no=case.case_no, claimants=contest.claimants)),))
    notice = latest_notice(case, at.date())
    refusal = latest_refusal(case, at)
    remainder = _refused_remainder(case, at)
    if remainder is not None and (notice is None or notice.issued_on < remainder):
        return SaleFooting("", (Problem("case", translate(
            "unclaimed", "Case {case_no}: the owner refused the remaining cattle on {refused_on}; they are "
            "deemed unclaimed (s. 15(5)) and are sold only after a notice under s. 13(2) and its seven days").format(
                case_no=case.case_no, refused_on=f"{remainder:%d-%m-%Y}")),))
    notice_newer = notice is not None and (refusal is None or notice.issued_on >= refusal.at.date())
    if refusal is not None and not notice_newer:
        return SaleFooting("s15")
    if notice is None:
        return SaleFooting("", (Problem("case", translate(
            "unclaimed", "Case {case_no}: no notice under s. 13(2) has been issued, and the owner has not "
            "refused to pay (s. 15(1)); the cattle cannot be sold").format(case_no=case.case_no)),))
    state = notice_state(notice, at.date())
    if not state.complete:
        names = ", ".join(_event_name(m) for m in state.missing)
        return SaleFooting("", (Problem("case", translate(
            "unclaimed", "Case {case_no}: the notice is not yet {events}; the seven days run from the "
            "later of the affixing and the proclamations (s. 13(3))").format(case_no=case.case_no, events=names)),))
    earliest = state.earliest_sale
    if at.date() < earliest:
        days = (earliest - at.date()).days
        if days == 1:
            early = translate("unclaimed", "Case {case_no}: the cattle may be sold from {earliest}, seven clear "
                              "days after the notice (s. 13(3)); this is 1 day early")
        else:
            early = translate("unclaimed", "Case {case_no}: the cattle may be sold from {earliest}, seven clear "
                              "days after the notice (s. 13(3)); this is {days} days early")
        return SaleFooting("", (Problem("case", early.format(
            case_no=case.case_no, earliest=f"{earliest:%d-%m-%Y}", days=days)),), earliest)
    return SaleFooting("s13", earliest=earliest)


# ---------------------------------------------------------------- the report (s. 13(1))

CAUSES = {"s13": ("Unclaimed for seven days (s. 13(2))", "ഏഴു ദിവസമായി അവകാശിയില്ല (വകുപ്പ് 13(2))"),
          "s15_5": ("The owner refused the remaining cattle (s. 15(5))",
                    "ബാക്കി കന്നുകാലികളെ ഉടമ ഏറ്റുവാങ്ങിയില്ല (വകുപ്പ് 15(5))")}
REFUSAL_CAPACITIES = parties.OWNER_OR_AGENT


def _end_of(day: date) -> datetime:
    return datetime.combine(day + timedelta(days=1), time())


def _held_views(on: date, exclude_reported: bool = False) -> list[cases.CaseView]:
    """Cases with a head still in the pound at the end of ``on`` (by the
    amended day of impounding), in the order they were brought."""
    end = _end_of(on)
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
    return {r.case_id for r in OwnerRefusal.select(OwnerRefusal.case).where(OwnerRefusal.at < _end_of(on))}


def due_for_report(on: date) -> list[cases.CaseView]:
    """Cases whose report falls due on ``on`` or fell due earlier and was not
    made: unclaimed (heads still held), not yet in any report, and not a case
    whose owner appeared and refused to pay (s. 15(1))."""
    refused = refused_by(on)
    return [cv for cv in _held_views(on, exclude_reported=True)
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


# ---------------------------------------------------------------- the notice (s. 13(2))

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


def notice_problems(case: Case | str, issued_on: date, village: str, market: str, cause: str = "s13",
                    issuer_role: str | None = None, head_seqs: list[int] | None = None,
                    now: datetime | None = None, sale_place: str = "",
                    sale_at: datetime | None = None) -> list[Problem]:
    """Every reason the notice ``issue_notice`` would be refused, at once:
    the fields as given, the heads chosen, and the case's state (reported
    under s. 13(1), or refused under s. 15(5); not already noticed)."""
    now = now or clock.now()
    village, market = clean(village), clean(market)
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
    r = roles.current()
    issuer_role = issuer_role or r.report_to
    if issuer_role not in REPORT_TO:
        problems.append(Problem("issuer_role", translate("unclaimed",
                                                         "The local authority or the officer issues the notice")))
    elif not r.name(issuer_role):
        problems.append(Problem("issuer_role", translate(
            "unclaimed", "Name the officer under Office → Authorities named by the Act")))
    case = case if isinstance(case, Case) else cases.find(case)
    cv = cases.view(case)
    held_seqs = {h.seq for h in cv.held}
    if head_seqs is not None and held_seqs:
        if not head_seqs:
            problems.append(Problem("heads", translate("unclaimed", "Choose at least one head")))
        elif any(s not in held_seqs for s in head_seqs):
            problems.append(Problem("heads", translate("unclaimed", "Choose heads that are still in the pound")))
    if cause == "s13":
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
    elif cause == "s15_5":
        refused = _refused_remainder(case)
        if refused is None:
            problems.append(Problem("cause", translate(
                "unclaimed", "The owner of case {case_no} has not refused the remaining cattle (s. 15(5))").format(
                    case_no=cv.case_no)))
        else:
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


def _refused_remainder(case: Case, at: datetime | None = None) -> date | None:
    """The day the owner last refused the remaining cattle and the balance (s. 15(5))."""

    q = (OwnerAccount.select().join(Settlement)
         .where(Settlement.case == case, OwnerAccount.accepted == False))  # noqa: E712 (peewee)
    if at is not None:
        q = q.where(OwnerAccount.at <= at)
    row = q.order_by(OwnerAccount.at.desc()).first()
    return row.at.date() if row else None


def _cases_with_refused_remainder(case_ids: list[int]) -> set[int]:
    return {row.case_id for row in Settlement.select(Settlement.case).join(OwnerAccount)
            .where(Settlement.case.in_(case_ids), OwnerAccount.accepted == False)}  # noqa: E712 (peewee)


def notice_awaited(case: Case, by: date | None = None) -> str:
    """The notice a case held waits for: "s15_5" after the owner refused the
    remaining cattle and no notice followed, "s13" once reported and before
    its s. 13(2) notice, or "" when none is due (as things stood at the end
    of ``by``, when given)."""
    notice = latest_notice(case, by)
    remainder = _refused_remainder(case, _end_of(by) if by is not None else None)
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


def notice_number(notice: Notice) -> str:
    return f"N-{notice.id}"


def find_notice(notice: Notice | int) -> Notice:
    if isinstance(notice, Notice):
        return notice
    row = Notice.get_or_none(Notice.id == notice)
    if row is None:
        raise NotFound(translate("unclaimed", "No notice N-{id}").format(id=notice))
    return row


@dataclass(frozen=True)
class NoticeEventLine:
    event: str               # NOTICE_EVENTS
    on: date
    place: str
    by_whom: str


@dataclass(frozen=True)
class NoticeLine:
    """A notice as the screens show it: its case's number, what was
    recorded of it (in the order of NOTICE_EVENTS) and its state."""
    id: int
    number: str
    case_no: str
    issued_on: date
    issued_by: str
    village: str
    market: str
    events: tuple[NoticeEventLine, ...]
    state: NoticeState


def _notice_lines(notices_q, events_q) -> list[NoticeLine]:
    """The notices of ``notices_q`` (their case joined) with the events of
    ``events_q`` and the office's calendar: three queries in all."""
    rows = list(notices_q)
    if not rows:
        return []
    order = list(NOTICE_EVENTS)
    events: dict[int, list[NoticeEventLine]] = {}
    for e in events_q:
        events.setdefault(e.notice_id, []).append(NoticeEventLine(e.event, e.on, e.place, e.by_whom))
    closed = settings.closed_days()
    out = []
    for n in rows:
        done = tuple(sorted(events.get(n.id, ()), key=lambda e: order.index(e.event)))
        out.append(NoticeLine(n.id, notice_number(n), n.case.case_no, n.issued_on, n.issued_by, n.village,
                              n.market, done, _state(n, {e.event: e.on for e in done}, closed)))
    return out


def notice_lines() -> list[NoticeLine]:
    """Every notice, the newest first."""
    return _notice_lines(Notice.select(Notice, Case).join(Case)
                         .order_by(Notice.issued_on.desc(), Notice.id.desc()),
                         NoticeEvent.select())


def notice_line(notice_id: int) -> NoticeLine:
    found = _notice_lines(Notice.select(Notice, Case).join(Case).where(Notice.id == notice_id),
                          NoticeEvent.select().where(NoticeEvent.notice == notice_id))
    if not found:
        raise NotFound(translate("unclaimed", "No notice N-{id}").format(id=notice_id))
    return found[0]


def notice_doc(notice: Notice | int):
    notice = find_notice(notice)
    cv = cases.view(notice.case)
    by_id = {h.id: h for h in cv.heads}
    noticed = sorted((by_id[nh.head_id] for nh in notice.heads), key=lambda h: h.seq)
    heads = tuple(NoticeHeadLine(h.seq, h.kind_en, h.kind_ml, h.sex, h.colour, h.marks, h.ear_tag)
                  for h in noticed)
    en, ml = REPORT_TO.get(notice.issuer_role, ("", ""))
    sale_place, sale_at = sale_of(notice)
    return NoticeDoc(pound.header(), notice_number(notice), cv.case_no, notice.issued_on, notice.issued_by,
                     en, ml, notice.cause, cv.seized_at, cv.seized_place, cv.local_area, cv.brought_at,
                     notice.village, notice.market, heads, sale_place, sale_at,
                     photos.printed(cv.id, noticed))   # an owner knows his cow by sight


def sale_of(notice: Notice) -> tuple[str, datetime | None]:
    """The place and the day and hour of the sale the notice announces: the
    auction scheduled for its heads, or what was entered with the notice."""
    head_ids = [nh.head_id for nh in notice.heads]
    auction = (Auction.select().join(Lot).join(LotHead)
               .where(LotHead.head.in_(head_ids), Auction.held_at >= datetime.combine(notice.issued_on, time()))
               .order_by(Auction.held_at).first()) if head_ids else None
    if auction is not None:
        return auction.place, auction.held_at
    entered = NoticeSale.get_or_none(NoticeSale.notice == notice)
    return (entered.place, entered.sale_at) if entered else ("", None)


def print_notice(notice: Notice | int) -> Path:
    doc = notice_doc(notice)
    return kept.keep("notice", f"{doc.number} case {doc.case_no}", render.pdf(doc))


def print_proclamation(notice: Notice | int) -> Path:
    doc = notice_doc(notice)
    return kept.keep("proclamation", f"{doc.number} case {doc.case_no}", render.pdf(doc, "proclamation"))


# ---------------------------------------------------------------- affixing and proclamations

def record_event(notice: Notice | int, event: str, on: date, by_whom: str, place: str = "",
                 now: datetime | None = None) -> NoticeEvent:
    """The notice affixed at the office, or proclaimed in the village or the
    market place, on a day and by whom. Each is recorded once: a record of
    the notice is not changed afterwards."""
    now = now or clock.now()
    by_whom, place = clean(by_whom), clean(place)
    problems: list[Problem] = []
    if event not in NOTICE_EVENTS:
        problems.append(Problem("event", translate("unclaimed",
                                                   "Affixed, or proclaimed in the village or the market place")))
    if not by_whom:
        problems.append(Problem("by_whom", translate("unclaimed", "Say who affixed or proclaimed it")))
    if on > now.date():
        problems.append(Problem("on", translate("unclaimed", "This cannot be recorded for a day still to come")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        notice = find_notice(notice)
        if on < notice.issued_on:
            raise Invalid([Problem("on", translate(
                "unclaimed", "The notice was issued on {issued_on}; it cannot have been {event} before that").format(
                    issued_on=f"{notice.issued_on:%d-%m-%Y}", event=_event_name(event)))])
        earlier = NoticeEvent.get_or_none(NoticeEvent.notice == notice, NoticeEvent.event == event)
        if earlier is not None:
            raise Invalid([Problem("event", translate(
                "unclaimed", "Already recorded: {event} on {on} by {by_whom}. A record of the notice is not "
                "changed; if it is wrong, issue a fresh notice on the Director's or the local authority's order")
                .format(event=_event_name(event), on=f"{earlier.on:%d-%m-%Y}",
                        by_whom=earlier.by_whom or translate("unclaimed", "not stated")))])
        default = {"affixed": notice.issued_by, "village": notice.village, "market": notice.market}[event]
        return NoticeEvent.create(notice=notice, event=event, on=on, place=place or default, by_whom=by_whom)


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


# ---------------------------------------------------------------- the owner refuses to pay (s. 15(1))

def refusal_id(case_no: str, at: datetime, claimant_name: str, claimant_capacity: str = "owner",
               statement: str = "", now: datetime | None = None) -> int:
    """``record_refusal`` for the desktop: the id of the refusal recorded."""
    return record_refusal(case_no, at, claimant_name, claimant_capacity, statement, now).id


def record_refusal(case_no: str, at: datetime, claimant_name: str, claimant_capacity: str = "owner",
                   statement: str = "", now: datetime | None = None) -> OwnerRefusal:
    """s. 15(1): the owner or agent appeared and refused or omitted to pay the
    fines and charges; the cattle may then be sold, as many as necessary."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    claimant_name, statement = clean(claimant_name), clean(statement)
    problems: list[Problem] = []
    if not claimant_name:
        problems.append(Problem("claimant_name", translate("unclaimed", "Give the name of the person who appeared")))
    if claimant_capacity not in REFUSAL_CAPACITIES:
        problems.append(Problem("claimant_capacity", translate("unclaimed", "The owner or the owner's agent")))
    if at > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("unclaimed", "A refusal cannot be recorded in the future")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        case = cases.find(case_no)
        cv = cases.view(case)
        if at < cv.brought_at:
            raise Invalid([Problem("at", translate(
                "unclaimed", "The cattle were brought at {brought_at}; a refusal cannot be before that").format(
                    brought_at=f"{cv.brought_at:%d-%m-%Y %H:%M}"))])
        if not cases.held_at(cv, at):
            raise ServiceError(translate("unclaimed", "No cattle of case {case_no} were in the pound at {at}").format(
                case_no=cv.case_no, at=f"{at:%d-%m-%Y %H:%M}"))
        return OwnerRefusal.create(case=case, at=at, claimant_name=claimant_name,
                                   claimant_capacity=claimant_capacity, statement=statement)


# ---------------------------------------------------------------- what the case needs next

@dataclass(frozen=True)
class Step:
    code: str        # unclaimed_report | notice_issue | notice_events | may_sell
    case_no: str
    due: date
    en: str
    ml: str


def steps(today: date) -> list[Step]:
    """The next step of each case still held on the unclaimed path: the
    report, the notice, its affixing and proclamations, and the day the
    cattle may be sold (s. 13), or the owner's refusal (s. 15(1))."""
    out: list[Step] = []
    held = _held_views(today)
    if not held:
        return out
    ids = [cv.id for cv in held]
    # as things stood at the end of ``today``: a report, refusal or notice
    # made later does not count (a return for a past month reads it so)
    end = _end_of(today)
    reported_ids = {rc.case_id for rc in ReportedCase.select(ReportedCase.case).join(UnclaimedReport)
                    .where(ReportedCase.case.in_(ids), UnclaimedReport.made_on <= today)}
    with_refusal = {r.case_id for r in OwnerRefusal.select(OwnerRefusal.case)
                    .where(OwnerRefusal.case.in_(ids), OwnerRefusal.at < end)}
    with_notice = {n.case_id for n in Notice.select(Notice.case)
                   .where(Notice.case.in_(ids), Notice.issued_on <= today)}
    refused_remainder = _cases_with_refused_remainder(ids)
    # read once for all the cases held: each step below asks about them
    by_id = {c.id: c for c in Case.select().where(Case.id.in_(ids))}
    closed = settings.closed_days()
    at = end - timedelta(minutes=1)
    for cv in held:
        due = report_due_on(cv, closed)
        case = by_id[cv.id]
        remainder = _refused_remainder(case, at) if cv.id in refused_remainder else None
        if remainder is not None and notice_awaited(case, today) == "s15_5":
            out.append(Step("notice_issue", cv.case_no, remainder,
                            f"The owner refused the remaining cattle on {remainder:%d-%m-%Y}: they are deemed "
                            "unclaimed; the notice is to be issued (ss. 15(5), 13(2))",
                            f"{remainder:%d-%m-%Y}-ന് ബാക്കി കന്നുകാലികളെ ഉടമ ഏറ്റുവാങ്ങിയില്ല: നോട്ടീസ് നൽകണം "
                            "(വകുപ്പ് 15(5), 13(2))"))
            continue
        if cv.id in with_refusal or cv.id in with_notice:
            footing = sale_footing(case, at)
            if footing.path:
                when = footing.earliest or latest_refusal(case, at).at.date()
                basis = "s. 13(3)" if footing.path == "s13" else "s. 15(1)"
                out.append(Step("may_sell", cv.case_no, when,
                                f"May be sold by public auction from {when:%d-%m-%Y} ({basis})",
                                f"{when:%d-%m-%Y} മുതൽ പരസ്യലേലത്തിൽ വിൽക്കാം ({basis.replace('s.', 'വകുപ്പ്')})"))
                continue
            notice = latest_notice(case, today)
            if notice is not None:
                state = notice_state(notice, today)
                if state.missing:
                    en = ", ".join(NOTICE_EVENTS[m][0].lower() for m in state.missing)
                    ml = ", ".join(NOTICE_EVENTS[m][1] for m in state.missing)
                    out.append(Step("notice_events", cv.case_no, notice.issued_on,
                                    f"Notice {notice_number(notice)} issued: record when it was {en} (s. 13(2))",
                                    f"നോട്ടീസ് {notice_number(notice)}: രേഖപ്പെടുത്തണം — {ml} (വകുപ്പ് 13(2))"))
                # complete but not yet ripe: nothing to do until the day arrives
                continue
        if due > today:
            continue
        if cv.id not in reported_ids:
            late = "" if due == today else f" (since {due:%d-%m-%Y})"
            out.append(Step("unclaimed_report", cv.case_no, due,
                            f"Unclaimed for seven days: report to the local authority (s. 13(1)){late}",
                            "ഏഴു ദിവസമായി അവകാശിയില്ല: തദ്ദേശസ്ഥാപനത്തിന് റിപ്പോർട്ട് നൽകണം (വകുപ്പ് 13(1))"))
        elif cv.id not in with_notice:
            made = reported(case, today).made_on
            out.append(Step("notice_issue", cv.case_no, made,
                            f"Reported on {made:%d-%m-%Y}: the notice is to be issued (s. 13(2))",
                            f"{made:%d-%m-%Y}-ന് റിപ്പോർട്ട് ചെയ്തു: നോട്ടീസ് നൽകണം (വകുപ്പ് 13(2))"))
    return out
