"""Offences and penalties kept for the office's reports (ss. 23–28). The
courts impose them; the office records what happened and what was ordered:

- s. 23 incidents: a seizure forcibly opposed, or cattle rescued;
- s. 24 referrals, and the fine imposed (Rs 25 to Rs 250);
- fines under ss. 23 (up to Rs 500) and 27 (up to Rs 50) with their orders;
- s. 25: a court's order to sell trespassing cattle to recover a fine. The
  heads are delivered to the court's officer (a release with basis "s25")
  who sells them; the pound's own auction is not used, since the sale is
  the court's and its proceeds go to the fine, not to the pound's accounts;
- s. 27: the pound-keeper's failures seen in the register: days a held
  head has no feeding entry, and releases outside s. 18 (the audit);
- s. 28: fines appropriated as compensation for loss proved.

No money passes through the pound's cash in any of these, so none touches
the ledger.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

import peewee as pw

from pound_desk.language import translate
from pound_desk.law import bases
from pound_desk.law import penalties as law_penalties
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, Case, Release, ReleasedHead
from pound_desk.models.disputes import Appropriation, CourtSaleOrder, Incident, PenaltyFine, Referral
from pound_desk.services.case import cases, feeding
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.disputes import release_orders
from pound_desk.services.office import keepers

INCIDENT_KINDS = {
    "opposition": ("Seizure forcibly opposed", "പിടിച്ചെടുക്കൽ ബലമായി തടഞ്ഞു"),
    "rescue_pound": ("Cattle rescued from the pound", "പൗണ്ടിൽ നിന്ന് കന്നുകാലികളെ ബലമായി മോചിപ്പിച്ചു"),
    "rescue_way": ("Cattle rescued on the way to the pound", "പൗണ്ടിലേക്കുള്ള വഴിയിൽ കന്നുകാലികളെ മോചിപ്പിച്ചു"),
}


def _case(case_no: str | None) -> Case | None:
    return cases.find(case_no) if clean(case_no or "") else None


def _not_future(problems: list[Problem], field: str, d: date | datetime | None, now: datetime,
                missing: str, future: str) -> None:
    """``missing`` and ``future``: the messages, already translated, for no
    date and for a date still to come."""
    if d is None:
        problems.append(Problem(field, missing))
    elif isinstance(d, datetime) and d > now + FUTURE_SLACK or not isinstance(d, datetime) and d > now.date():
        problems.append(Problem(field, future))


def _order_date_messages() -> tuple[str, str]:
    return (translate("penalties", "Give the date of the order"),
            translate("penalties", "The date of the order cannot be in the future"))


# ---------------------------------------------------------------- s. 23

def record_incident(occurred_at: datetime | None, kind: str, place: str, persons: str, account: str,
                    police_informed: bool, police_reference: str = "", case_no: str | None = None,
                    now: datetime | None = None) -> Incident:
    now = now or clock.now()
    place, persons, account, police_reference = map(clean, (place, persons, account, police_reference))
    problems: list[Problem] = []
    _not_future(problems, "occurred_at", occurred_at, now,
                translate("penalties", "Give the time of the incident"),
                translate("penalties", "The time of the incident cannot be in the future"))
    if kind not in INCIDENT_KINDS:
        problems.append(Problem("kind", translate("penalties",
                                                  "Say whether the seizure was opposed or the cattle rescued")))
    if not place:
        problems.append(Problem("place", translate("penalties", "Say where it happened")))
    if not persons:
        problems.append(Problem("persons", translate("penalties", "Name who did it, or describe them")))
    if not account:
        problems.append(Problem("account", translate("penalties", "Say what happened")))
    if police_informed and not police_reference:
        problems.append(Problem("police_reference", translate("penalties",
                                                              "Give the police station and the reference")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        return Incident.create(case=_case(case_no), occurred_at=occurred_at.replace(second=0, microsecond=0),
                               kind=kind, place=place, persons=persons, account=account,
                               police_informed=bool(police_informed), police_reference=police_reference,
                               entered_at=now)


# ---------------------------------------------------------------- s. 24

def refer(referred_on: date | None, offender: str, court: str, particulars: str,
          case_no: str | None = None, now: datetime | None = None) -> Referral:
    now = now or clock.now()
    offender, court, particulars = map(clean, (offender, court, particulars))
    problems: list[Problem] = []
    _not_future(problems, "referred_on", referred_on, now,
                translate("penalties", "Give the date of the referral"),
                translate("penalties", "The date of the referral cannot be in the future"))
    if not offender:
        problems.append(Problem("offender", translate("penalties", "Name the owner, keeper or attendant")))
    if not court:
        problems.append(Problem("court", translate("penalties", "Name the court")))
    if not particulars:
        problems.append(Problem("particulars", translate("penalties", "Say what the cattle were allowed to do")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        return Referral.create(case=_case(case_no), referred_on=referred_on, offender=offender, court=court,
                               particulars=particulars, entered_at=now)


def record_fine_problems(section: str, offender: str, amount: Money | None, court: str, order_ref: str,
                         imposed_on: date | None, referral_id: int | None = None,
                         now: datetime | None = None) -> list[Problem]:
    """Every problem of a fine as given, at once (``record_fine``)."""
    now = now or clock.now()
    problems = law_penalties.fine_problems(section, amount)
    _not_future(problems, "imposed_on", imposed_on, now, *_order_date_messages())
    if not clean(offender):
        problems.append(Problem("offender", translate("penalties", "Name who was fined")))
    if not clean(court):
        problems.append(Problem("court", translate("penalties", "Name the court")))
    if not clean(order_ref):
        problems.append(Problem("order_ref", translate("penalties", "Give the court's order or case number")))
    if section == "s24" and referral_id is None:
        problems.append(Problem("referral", translate("penalties",
                                                      "Choose the s. 24 referral the fine was imposed on")))
    return problems


def record_fine(section: str, offender: str, amount: Money | None, court: str, order_ref: str,
                imposed_on: date | None, referral_id: int | None = None, incident_id: int | None = None,
                case_no: str | None = None, now: datetime | None = None) -> PenaltyFine:
    now = now or clock.now()
    offender, court, order_ref = map(clean, (offender, court, order_ref))
    problems = record_fine_problems(section, offender, amount, court, order_ref, imposed_on, referral_id, now)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        referral = Referral.get_or_none(Referral.id == referral_id) if referral_id else None
        if referral_id and referral is None:
            raise NotFound(translate("penalties", "No referral {id}").format(id=referral_id))
        incident = Incident.get_or_none(Incident.id == incident_id) if incident_id else None
        if incident_id and incident is None:
            raise NotFound(translate("penalties", "No incident {id}").format(id=incident_id))
        if referral is not None and imposed_on < referral.referred_on:
            raise Invalid([Problem("imposed_on", translate("penalties",
                                                           "The fine cannot be imposed before the referral"))])
        case = _case(case_no) or (referral.case if referral else None) or (incident.case if incident else None)
        return PenaltyFine.create(section=section, case=case, referral=referral, incident=incident,
                                  offender=offender, amount_paise=amount.paise, court=court,
                                  order_ref=order_ref, imposed_on=imposed_on, entered_at=now)


# ---------------------------------------------------------------- s. 25

def court_sale_problems(at: datetime, court: str, order_ref: str, ordered_on: date | None, fine: Money | None,
                        officer: str, head_seqs: list[int] | None = None,
                        now: datetime | None = None) -> list[Problem]:
    """Every problem of a delivery to the court's officer as given, at once (``court_sale``)."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    court, order_ref, officer = map(clean, (court, order_ref, officer))
    problems: list[Problem] = []
    if not court:
        problems.append(Problem("court", translate("penalties", "Name the court that ordered the sale")))
    if not order_ref:
        problems.append(Problem("order_ref", translate("penalties", "Give the court's order reference (s. 25)")))
    _not_future(problems, "ordered_on", ordered_on, now, *_order_date_messages())
    if ordered_on is not None and ordered_on > at.date():
        problems.append(Problem("ordered_on", translate("penalties",
                                                        "The cattle cannot leave before the order was made")))
    if fine is None or not fine or fine < Money(0):
        problems.append(Problem("fine", translate("penalties", "Give the fine to be recovered")))
    if not officer:
        problems.append(Problem("officer", translate("penalties", "Name the court's officer who took the cattle")))
    if head_seqs is not None and not head_seqs:
        problems.append(Problem("heads", translate("penalties", "Choose at least one head")))
    if at > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("penalties", "A delivery cannot be recorded in the future")))
    return problems


def court_sale(case_no: str, at: datetime, court: str, order_ref: str, ordered_on: date | None,
               fine: Money | None, officer: str, head_seqs: list[int] | None = None,
               fine_id: int | None = None, now: datetime | None = None) -> CourtSaleOrder:
    """Deliver the heads the court ordered sold to its officer (basis s25)."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    court, order_ref, officer = map(clean, (court, order_ref, officer))
    problems = court_sale_problems(at, court, order_ref, ordered_on, fine, officer, head_seqs, now)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)   # s. 5(3): a release entry
        case = cases.find(case_no)
        cv = cases.view(case)
        if at < cv.brought_at:
            raise Invalid([Problem("at", translate("penalties", "The cattle cannot leave before they were brought"))])
        held = {h.seq for h in cases.held_at(cv, at)}
        if not held:
            raise ServiceError(translate("penalties", "No heads of case {case_no} are in the pound at {at}").format(
                case_no=cv.case_no, at=f"{at:%d-%m-%Y %H:%M}"))
        if any(h.released_at and h.released_at > at for h in cv.heads):
            raise Invalid([Problem("at", translate("penalties", "A later release of this case is already recorded"))])
        seqs = head_seqs or sorted(held)
        missing = [s for s in seqs if s not in held]
        if missing:
            raise Invalid([Problem("heads", (
                translate("penalties", "Head {seqs} is not in the pound then") if len(missing) == 1 else
                translate("penalties", "Heads {seqs} are not in the pound then")).format(
                seqs=", ".join(map(str, missing))))])
        linked = PenaltyFine.get_or_none(PenaltyFine.id == fine_id) if fine_id else None
        if fine_id and linked is None:
            raise NotFound(translate("penalties", "No fine {id}").format(id=fine_id))
        release = Release.create(case=case, released_at=at, basis=bases.S25, receipt=None, claimant_name=officer,
                                 claimant_capacity="court_officer")
        by_seq = {h.seq: h.id for h in cv.heads}
        for s in seqs:
            ReleasedHead.create(release=release, head=by_seq[s])
        return CourtSaleOrder.create(case=case, fine=linked, court=court, order_ref=order_ref,
                                     ordered_on=ordered_on, fine_paise=fine.paise, officer=officer,
                                     release=release, entered_at=now)


# ---------------------------------------------------------------- s. 28

def appropriable(fine: PenaltyFine) -> bool:
    """s. 28: fines recovered under ss. 24, 25 and 27 may go to compensation;
    a fine is recovered under s. 25 when a court's order of sale recovers it."""
    return law_penalties.appropriable(fine.section,
                                      CourtSaleOrder.select().where(CourtSaleOrder.fine == fine).exists())


def appropriated(fine: PenaltyFine) -> Money:
    total = (Appropriation.select(pw.fn.SUM(Appropriation.amount_paise))
             .where(Appropriation.fine == fine).scalar()) or 0
    return Money(total)


def appropriation_problems(fine_id: int | None, amount: Money | None, paid_to: str, order_ref: str,
                           ordered_on: date | None, now: datetime | None = None) -> list[Problem]:
    """Every problem of an appropriation as given, at once (``appropriate``)."""
    now = now or clock.now()
    paid_to, order_ref = clean(paid_to), clean(order_ref)
    problems: list[Problem] = []
    if fine_id is None:
        problems.append(Problem("fine", translate("penalties", "Choose the fine")))
    if amount is None or amount <= Money(0):
        problems.append(Problem("amount", translate("penalties", "Give the amount paid as compensation")))
    if not paid_to:
        problems.append(Problem("paid_to", translate("penalties", "Name who receives the compensation")))
    if not order_ref:
        problems.append(Problem("order_ref", translate("penalties", "Give the Magistrate's order")))
    _not_future(problems, "ordered_on", ordered_on, now, *_order_date_messages())
    return problems


def appropriate(fine_id: int | None, amount: Money | None, paid_to: str, order_ref: str,
                ordered_on: date | None, now: datetime | None = None) -> Appropriation:
    now = now or clock.now()
    paid_to, order_ref = clean(paid_to), clean(order_ref)
    problems = appropriation_problems(fine_id, amount, paid_to, order_ref, ordered_on, now)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        fine = PenaltyFine.get_or_none(PenaltyFine.id == fine_id)
        if fine is None:
            raise NotFound(translate("penalties", "No fine {id}").format(id=fine_id))
        if not appropriable(fine):
            raise Invalid([Problem("fine",
                                   translate("penalties",
                                             "Only fines under ss. 24, 25 and 27 may go to compensation (s. 28)"))])
        left = fine.amount - appropriated(fine)
        if amount > left:
            raise Invalid([Problem("amount", translate(
                "penalties", "Only {left} of the fine of {fine} is left to appropriate").format(
                    left=left, fine=fine.amount))])
        if ordered_on < fine.imposed_on:
            raise Invalid([Problem("ordered_on", translate("penalties",
                                                           "The order cannot be before the fine was imposed"))])
        return Appropriation.create(fine=fine, amount_paise=amount.paise, paid_to=paid_to, order_ref=order_ref,
                                    ordered_on=ordered_on, entered_at=now)


# ---------------------------------------------------------------- s. 27 report

@dataclass(frozen=True)
class UnfedDay:
    """A day a held head was not logged as fed, or not as watered (ss. 8, 27):
    two duties, each flagged on its own."""
    day: date
    case_nos: tuple[str, ...]              # either duty missing
    not_fed: tuple[str, ...] = ()
    not_watered: tuple[str, ...] = ()


@dataclass(frozen=True)
class S27Report:
    date_from: date
    date_to: date
    unfed: tuple[UnfedDay, ...]
    releases: tuple[release_orders.AuditFinding, ...]
    fines: tuple[FineLine, ...]              # under s. 27

    @property
    def clean(self) -> bool:
        return not self.unfed and not self.releases


def s27_report(date_from: date, date_to: date, now: datetime | None = None) -> S27Report:
    """The pound-keeper's failures the register shows between two days: days
    a held head was not logged as fed, or not as watered (s. 8: two duties),
    and releases
    outside s. 18 (the audit); with the s. 27 fines recorded."""
    now = now or clock.now()
    if date_to < date_from:
        raise ServiceError(translate("penalties", "The end of the range is before its start"))
    last = min(date_to, now.date() - timedelta(days=1))   # today's feeding may still be logged
    unfed = []
    day = date_from
    while day <= last:
        found = feeding.neglected(day)
        if found:
            unfed.append(UnfedDay(day, tuple(n.case_no for n in found),
                                  tuple(n.case_no for n in found if n.not_fed),
                                  tuple(n.case_no for n in found if n.not_watered)))
        day += timedelta(days=1)
    findings = tuple(f for f in release_orders.release_audit()
                     if date_from <= f.released_at.date() <= date_to)
    fines = tuple(_fine_lines(PenaltyFine.select().where(
        PenaltyFine.section == "s27", PenaltyFine.imposed_on >= date_from,
        PenaltyFine.imposed_on <= date_to).order_by(PenaltyFine.imposed_on, PenaltyFine.id)))
    return S27Report(date_from, date_to, tuple(unfed), findings, fines)


# ---------------------------------------------------------------- lists and the case's history
# The screens are handed these frozen lines, each with what it shows (the
# case's number, a fine's sums), read in a query or three, never the rows.

@dataclass(frozen=True)
class IncidentLine:
    id: int
    occurred_at: datetime
    kind: str                # INCIDENT_KINDS
    place: str
    persons: str
    police_informed: bool
    police_reference: str
    case_no: str             # "" when no case
    account: str


@dataclass(frozen=True)
class ReferralLine:
    id: int
    referred_on: date
    offender: str
    court: str
    case_no: str             # "" when no case
    particulars: str

    @property
    def number(self) -> str:
        return f"S24-{self.id}"


@dataclass(frozen=True)
class FineLine:
    id: int
    section: str             # s23 | s24 | s27
    offender: str
    amount: Money
    appropriated: Money      # paid as compensation so far (s. 28)
    appropriable: bool       # may go to compensation (s. 28)
    court: str
    order_ref: str
    imposed_on: date

    @property
    def left(self) -> Money:
        return self.amount - self.appropriated


@dataclass(frozen=True)
class CourtSaleLine:
    id: int
    ordered_on: date
    case_no: str
    court: str
    order_ref: str
    fine: Money
    officer: str
    delivered_at: datetime   # when the heads left with the court's officer


@dataclass(frozen=True)
class AppropriationLine:
    id: int
    ordered_on: date
    fine_id: int
    fine_offender: str
    fine_order_ref: str
    amount: Money
    paid_to: str
    order_ref: str


def _case_nos(rows) -> dict[int, str]:
    """The case numbers of the rows' cases, in one query."""
    ids = {r.case_id for r in rows if r.case_id}
    return dict(Case.select(Case.id, Case.case_no).where(Case.id.in_(ids)).tuples()) if ids else {}


def incidents() -> list[IncidentLine]:
    rows = list(Incident.select().order_by(Incident.occurred_at.desc(), Incident.id.desc()))
    nos = _case_nos(rows)
    return [IncidentLine(i.id, i.occurred_at, i.kind, i.place, i.persons, i.police_informed, i.police_reference,
                         nos.get(i.case_id, ""), i.account) for i in rows]


def referrals() -> list[ReferralLine]:
    rows = list(Referral.select().order_by(Referral.referred_on.desc(), Referral.id.desc()))
    nos = _case_nos(rows)
    return [ReferralLine(r.id, r.referred_on, r.offender, r.court, nos.get(r.case_id, ""), r.particulars)
            for r in rows]


def _fine_lines(query) -> list[FineLine]:
    """The fines of ``query`` with their sums: the appropriations summed and
    the fines a court's sale recovers, a query each."""
    rows = list(query)
    ids = [f.id for f in rows]
    paid = dict(Appropriation.select(Appropriation.fine, pw.fn.SUM(Appropriation.amount_paise))
                .where(Appropriation.fine.in_(ids)).group_by(Appropriation.fine).tuples()) if ids else {}
    by_sale = {fid for (fid,) in CourtSaleOrder.select(CourtSaleOrder.fine)
               .where(CourtSaleOrder.fine.in_(ids)).tuples()} if ids else set()
    return [FineLine(f.id, f.section, f.offender, f.amount, Money(paid.get(f.id, 0)),
                     law_penalties.appropriable(f.section, f.id in by_sale), f.court, f.order_ref, f.imposed_on)
            for f in rows]


def fines() -> list[FineLine]:
    return _fine_lines(PenaltyFine.select().order_by(PenaltyFine.imposed_on.desc(), PenaltyFine.id.desc()))


def court_sale_orders() -> list[CourtSaleLine]:
    q = (CourtSaleOrder.select(CourtSaleOrder, Case.case_no, Release.released_at)
         .join(Case, on=(CourtSaleOrder.case == Case.id))
         .switch(CourtSaleOrder).join(Release, on=(CourtSaleOrder.release == Release.id))
         .order_by(CourtSaleOrder.ordered_on.desc(), CourtSaleOrder.id.desc()))
    return [CourtSaleLine(o.id, o.ordered_on, o.case.case_no, o.court, o.order_ref, o.fine_amount, o.officer,
                          o.release.released_at) for o in q]


def appropriations() -> list[AppropriationLine]:
    q = (Appropriation.select(Appropriation, PenaltyFine.id, PenaltyFine.offender, PenaltyFine.order_ref)
         .join(PenaltyFine)
         .order_by(Appropriation.ordered_on.desc(), Appropriation.id.desc()))
    return [AppropriationLine(a.id, a.ordered_on, a.fine.id, a.fine.offender, a.fine.order_ref, a.amount,
                              a.paid_to, a.order_ref) for a in q]


def events(case_id: int) -> list[tuple[datetime, str, str]]:
    out = []
    for i in Incident.select().where(Incident.case == case_id):
        en, ml = INCIDENT_KINDS.get(i.kind, (i.kind, i.kind))
        police = f"; police informed ({i.police_reference})" if i.police_informed else "; police not informed"
        out.append((i.occurred_at, f"{en} at {i.place} by {i.persons}: {i.account}{police} (s. 23)",
                    f"{ml}, {i.place}, {i.persons} (വകുപ്പ് 23)"))
    for r in Referral.select().where(Referral.case == case_id):
        out.append((r.entered_at, f"{r.offender} referred to {r.court} on {r.referred_on:%d-%m-%Y}: "
                                  f"{r.particulars} (s. 24)",
                    f"{r.referred_on:%d-%m-%Y}-ന് {r.offender}-നെതിരെ {r.court}-ലേക്ക് റഫർ ചെയ്തു (വകുപ്പ് 24)"))
    for f in PenaltyFine.select().where(PenaltyFine.case == case_id):
        out.append((f.entered_at, f"Fine of {f.amount} imposed on {f.offender} by {f.court} on "
                                  f"{f.imposed_on:%d-%m-%Y}, {f.order_ref} ({f.section.replace('s', 's. ')})",
                    f"{f.imposed_on:%d-%m-%Y}-ന് {f.court} {f.offender}-ന് {f.amount} പിഴ ചുമത്തി "
                    f"({f.order_ref})"))
        for a in Appropriation.select().where(Appropriation.fine == f):
            out.append((a.entered_at, f"{a.amount} of the fine paid to {a.paid_to} as compensation, "
                                      f"{a.order_ref} of {a.ordered_on:%d-%m-%Y} (s. 28)",
                        f"പിഴയിൽ നിന്ന് {a.amount} {a.paid_to}-ന് നഷ്ടപരിഹാരമായി നൽകി "
                        f"({a.order_ref}, വകുപ്പ് 28)"))
    for o in CourtSaleOrder.select().where(CourtSaleOrder.case == case_id):
        out.append((o.entered_at, f"Order {o.order_ref} of {o.court}, {o.ordered_on:%d-%m-%Y}: cattle to be sold to "
                                  f"recover a fine of {o.fine_amount} (s. 25)",
                    f"{o.court}-ന്റെ ഉത്തരവ് {o.order_ref}, {o.ordered_on:%d-%m-%Y}: {o.fine_amount} പിഴ "
                    "ഈടാക്കാൻ കന്നുകാലികളെ വിൽക്കണം (വകുപ്പ് 25)"))
    return out
