"""Surplus proceeds held in deposit (s. 16(3), s. 17; rules.md Q4): the last
day to prefer a claim, claims preferred in time or late, their decision, and
the closing of a deposit: paid to a claimant whose claim was established, or
credited to the local authority's fund when no claim was preferred in time."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from pound_desk.language import translate
from pound_desk.law import disposal
from pound_desk.law import ledger as law
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB
from pound_desk.models.disposal import Deposit, DepositClaim, DepositClaimDecision, DepositClosing
from pound_desk.models.ledger import write_txn
from pound_desk.models.stored import both
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.office import keepers, settings

# "needs action" warns this many days before a deposit's last claim day
WARNING_DAYS = 7

STATES = {
    "open": ("Open for claims", "അവകാശവാദത്തിന് സമയമുണ്ട്"),
    "claim_pending": ("A claim preferred in time is undecided", "സമയത്തിനുള്ളിലെ അവകാശവാദം തീർപ്പാകാനുണ്ട്"),
    "may_credit": ("No claim in time: may be credited to the local authority's fund (s. 17)",
                   "സമയത്തിന് അവകാശവാദമില്ല: തദ്ദേശസ്ഥാപന ഫണ്ടിലേക്ക് വരവുവെക്കാം (വകുപ്പ് 17)"),
    "paid": ("Paid to the claimant", "അവകാശിക്ക് നൽകി"),
    "credited": ("Credited to the local authority's fund (s. 17)",
                 "തദ്ദേശസ്ഥാപന ഫണ്ടിലേക്ക് വരവുവെച്ചു (വകുപ്പ് 17)"),
}


@dataclass(frozen=True)
class ClaimView:
    id: int
    preferred_on: date
    claimant: str
    particulars: str
    late: bool                      # preferred after the last day: does not keep the deposit open
    decision: str                   # "" (undecided) | established | rejected
    decided_on: date | None
    decision_reference: str


@dataclass(frozen=True)
class DepositView:
    id: int
    case_no: str
    deposited_on: date
    amount: Money
    last_claim_day: date
    claims: tuple[ClaimView, ...]
    closed_on: date | None
    outcome: str                    # "" | paid | credited
    closing_reference: str

    @property
    def pending(self) -> tuple[ClaimView, ...]:
        """Claims preferred in time and not yet decided: they keep it open."""
        return tuple(c for c in self.claims if not c.late and not c.decision)

    @property
    def established(self) -> ClaimView | None:
        return next((c for c in self.claims if c.decision == "established"), None)

    def state(self, today: date) -> str:
        return disposal.deposit_state(self.outcome, bool(self.pending), today, self.last_claim_day)


def _view(d: Deposit, closed) -> DepositView:
    ends = disposal.deposit_claim_ends(d.deposited_on, closed)
    decisions = {x.claim_id: x for x in DepositClaimDecision.select().join(DepositClaim)
                 .where(DepositClaim.deposit == d)}
    claims = []
    for c in d.claims.order_by(DepositClaim.preferred_on, DepositClaim.id):
        x = decisions.get(c.id)
        late = not disposal.claim_in_time(c.preferred_on, ends)
        claims.append(ClaimView(c.id, c.preferred_on, c.claimant, c.particulars, late,
                                ("established" if x.established else "rejected") if x else "",
                                x.decided_on if x else None, x.reference if x else ""))
    closing = DepositClosing.get_or_none(DepositClosing.deposit == d)
    return DepositView(d.id, d.case.case_no, d.deposited_on, d.amount, ends, tuple(claims),
                       closing.closed_on if closing else None, closing.outcome if closing else "",
                       closing.reference if closing else "")


def view(deposit_id: int) -> DepositView:
    d = Deposit.get_or_none(Deposit.id == deposit_id)
    if d is None:
        raise NotFound(translate("deposits", "No deposit {number}").format(number=deposit_id))
    return _view(d, settings.closed_days())


def all_deposits(include_closed: bool = True) -> list[DepositView]:
    closed = settings.closed_days()
    out = [_view(d, closed) for d in Deposit.select().order_by(Deposit.deposited_on, Deposit.id)]
    return out if include_closed else [v for v in out if not v.outcome]


def _future(day: date | None, now: datetime) -> bool:
    return day is not None and day > (now + FUTURE_SLACK).date()


def _closed(v: DepositView, already: bool = False) -> str:
    """That the deposit was paid or credited, and when."""
    if v.outcome == "paid":
        text = (translate("deposits", "Deposit {number} was already paid on {day}") if already
                else translate("deposits", "Deposit {number} was paid on {day}"))
    else:
        text = (translate("deposits", "Deposit {number} was already credited on {day}") if already
                else translate("deposits", "Deposit {number} was credited on {day}"))
    return text.format(number=v.id, day=f"{v.closed_on:%d-%m-%Y}")


def claim_problems(claimant: str, preferred_on: date | None, now: datetime | None = None) -> list[Problem]:
    """Every problem of a claim as given, at once (``record_claim``)."""
    now = now or clock.now()
    problems = []
    if not clean(claimant):
        problems.append(Problem("claimant", translate("deposits", "Name the person who prefers the claim")))
    if preferred_on is None:
        problems.append(Problem("preferred_on", translate("deposits", "Give the date the claim was preferred")))
    elif _future(preferred_on, now):
        problems.append(Problem("preferred_on", translate("deposits", "A claim cannot be dated in the future")))
    return problems


def record_claim(deposit_id: int, claimant: str, preferred_on: date, particulars: str = "",
                 now: datetime | None = None) -> DepositClaim:
    """A claim to the deposit as preferred. One preferred after the last day
    is recorded too, marked late: it does not keep the deposit open."""
    now = now or clock.now()
    claimant, particulars = clean(claimant), clean(particulars)
    problems = claim_problems(claimant, preferred_on, now)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        v = view(deposit_id)
        if v.outcome:
            raise ServiceError(_closed(v))
        if preferred_on < v.deposited_on:
            raise Invalid([Problem("preferred_on", translate("deposits", "The deposit was made on {day}; a claim "
                                                                         "to it comes after")
                                   .format(day=f"{v.deposited_on:%d-%m-%Y}"))])
        return DepositClaim.create(deposit=deposit_id, preferred_on=preferred_on, claimant=claimant,
                                   particulars=particulars)


def closing_problems(on: date | None, reference: str, now: datetime) -> list[Problem]:
    """Every problem of the order closing a deposit or deciding a claim as given, at once."""
    out = []
    if on is None:
        out.append(Problem("on", translate("deposits", "Give the date")))
    elif _future(on, now):
        out.append(Problem("on", translate("deposits", "A deposit cannot be closed on a day still to come")))
    if not reference:
        out.append(Problem("reference", translate("deposits", "Give the order's number and date")))
    return out


def reject_claim(claim_id: int, on: date, reference: str, now: datetime | None = None) -> DepositClaimDecision:
    """A claim not established, by the order that says so; a deposit with no
    other claim in time may then be credited after its last day."""
    now = now or clock.now()
    reference = clean(reference)
    problems = closing_problems(on, reference, now)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        claim = DepositClaim.get_or_none(DepositClaim.id == claim_id)
        if claim is None:
            raise NotFound(translate("deposits", "No claim {number}").format(number=claim_id))
        _decidable(claim, on)
        return DepositClaimDecision.create(claim=claim, decided_on=on, established=False, reference=reference)


def _decidable(claim: DepositClaim, on: date) -> DepositView:
    v = view(claim.deposit_id)
    if v.outcome:
        raise ServiceError(_closed(v, already=True))
    c = next(c for c in v.claims if c.id == claim.id)
    if c.decision:
        raise ServiceError(translate("deposits", "The claim of {claimant} was already decided on {day}")
                           .format(claimant=c.claimant, day=f"{c.decided_on:%d-%m-%Y}"))
    if on < c.preferred_on:
        raise Invalid([Problem("on", translate("deposits", "The claim was preferred on {day}; it is decided "
                                                           "after that").format(day=f"{c.preferred_on:%d-%m-%Y}"))])
    return v


def _at(on: date, now: datetime) -> datetime:
    return now if on == now.date() else datetime.combine(on, time(12))


def pay(deposit_id: int, claim_id: int, on: date, reference: str,
        now: datetime | None = None) -> DepositClosing:
    """Pay the deposit to a claimant whose claim, preferred in time, was
    established by the order ``reference`` (s. 16(3))."""
    now = now or clock.now()
    reference = clean(reference)
    problems = closing_problems(on, reference, now)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        claim = DepositClaim.get_or_none(DepositClaim.id == claim_id, DepositClaim.deposit == deposit_id)
        if claim is None:
            raise NotFound(translate("deposits", "No claim {claim} to deposit {deposit}")
                           .format(claim=claim_id, deposit=deposit_id))
        v = _decidable(claim, on)
        if not disposal.claim_in_time(claim.preferred_on, v.last_claim_day):
            raise ServiceError(translate("deposits", "The claim of {claimant} was preferred on {day}, after the "
                                                     "last day {last_day} (s. 16(3)); it cannot be paid")
                               .format(claimant=claim.claimant, day=f"{claim.preferred_on:%d-%m-%Y}",
                                       last_day=f"{v.last_claim_day:%d-%m-%Y}"))
        if on < v.deposited_on:
            raise Invalid([Problem("on", translate("deposits", "A deposit is paid after it was made"))])
        DepositClaimDecision.create(claim=claim, decided_on=on, established=True, reference=reference)
        closing = DepositClosing.create(deposit=deposit_id, closed_on=on, outcome="paid", reference=reference)
        write_txn(_at(on, now), "deposit_paid",
                  both(f"Deposit {v.id} (case {v.case_no}) paid to {claim.claimant}, claim established by {reference}",
                       f"നിക്ഷേപം {v.id} (കേസ് {v.case_no}) {claim.claimant}-ന് നൽകി, അവകാശം സ്ഥാപിച്ചത് "
                       f"{reference} പ്രകാരം"),
                  [law.debit("deposit", v.amount), law.credit("remitted", v.amount)],
                  reference=f"deposit {v.id}", case=Deposit.get_by_id(deposit_id).case_id)
        return closing


def credit(deposit_id: int, on: date, reference: str = "", now: datetime | None = None) -> DepositClosing:
    """Credit an unclaimed deposit to the local authority's fund (s. 17):
    only after its last claim day, and not while a claim preferred in time is
    undecided."""
    now = now or clock.now()
    reference = clean(reference) or both("s. 17", "വകുപ്പ് 17")   # stored: read on either screen
    problems = closing_problems(on, reference, now)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        v = view(deposit_id)
        if v.outcome:
            raise ServiceError(_closed(v, already=True))
        if not disposal.may_credit(on, v.last_claim_day):
            raise ServiceError(translate("deposits", "A claim to deposit {number} may be preferred until {last_day} "
                                                     "(three months from {deposited_on}, s. 16(3)); it may be "
                                                     "credited from {first_day}")
                               .format(number=v.id, last_day=f"{v.last_claim_day:%d-%m-%Y}",
                                       deposited_on=f"{v.deposited_on:%d-%m-%Y}",
                                       first_day=f"{v.last_claim_day + timedelta(days=1):%d-%m-%Y}"))
        if v.established is not None:
            raise ServiceError(translate("deposits", "The claim of {claimant} was established: the deposit is paid "
                                                     "to the claimant, not credited")
                               .format(claimant=v.established.claimant))
        if v.pending:
            names = ", ".join(f"{c.claimant} ({c.preferred_on:%d-%m-%Y})" for c in v.pending)
            raise ServiceError(translate("deposits", "A claim preferred in time is undecided: {names}. The deposit "
                                                     "stays open until it is decided").format(names=names))
        closing = DepositClosing.create(deposit=deposit_id, closed_on=on, outcome="credited", reference=reference)
        write_txn(_at(on, now), "deposit_credited",
                  both(f"Deposit {v.id} (case {v.case_no}) unclaimed: credited to the local authority's fund (s. 17)",
                       f"നിക്ഷേപം {v.id} (കേസ് {v.case_no}) ആരും അവകാശപ്പെട്ടില്ല: തദ്ദേശസ്ഥാപനത്തിന്റെ ഫണ്ടിലേക്ക് "
                       "വരവുവെച്ചു (വകുപ്പ് 17)"),
                  [law.debit("deposit", v.amount), law.credit("la_fund", v.amount)],
                  reference=f"deposit {v.id}", case=Deposit.get_by_id(deposit_id).case_id)
        return closing


@dataclass(frozen=True)
class DepositAction:
    deposit_id: int
    case_no: str
    due: date
    overdue: bool       # True: the three months have run out; False: the last day is near
    en: str
    ml: str


def actions(today: date) -> list[DepositAction]:
    """Deposits whose three months have run out with no claim in time pending
    (to be credited), and those whose last claim day is within a week."""
    out = []
    for v in all_deposits(include_closed=False):
        state = v.state(today)
        if state == "may_credit":
            out.append(DepositAction(
                v.id, v.case_no, v.last_claim_day, True,
                f"Deposit of {v.amount} unclaimed since {v.last_claim_day:%d-%m-%Y}: credit it to the local "
                "authority's fund (s. 17)",
                f"{v.amount} നിക്ഷേപത്തിന് {v.last_claim_day:%d-%m-%Y} വരെ അവകാശവാദമില്ല: തദ്ദേശസ്ഥാപന "
                "ഫണ്ടിലേക്ക് വരവുവെക്കുക (വകുപ്പ് 17)"))
        elif state == "open" and v.last_claim_day <= today + timedelta(days=WARNING_DAYS):
            when = "today" if v.last_claim_day == today else f"on {v.last_claim_day:%d-%m-%Y}"
            out.append(DepositAction(
                v.id, v.case_no, v.last_claim_day, False,
                f"Last day to claim the deposit of {v.amount} is {when} (s. 16(3))",
                f"{v.amount} നിക്ഷേപത്തിന് അവകാശവാദം നൽകാനുള്ള അവസാന തീയതി {v.last_claim_day:%d-%m-%Y} "
                "(വകുപ്പ് 16(3))"))
    return out
