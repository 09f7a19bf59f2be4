"""Complaints of illegal seizure or detention (ss. 19-22): who complained,
when and to whom, in writing or orally; late ones marked (Q3); the outcome
and the money it drives (a deposit under protest converted or refunded, the
heads still held released on the Magistrate's order, what the seizer must
pay). A complaint pending holds the case's sales (rules.md Q16) unless a
written order says otherwise."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

import peewee as pw

from pound_desk.documents import render
from pound_desk.documents.disputes_data import ComplaintAckDoc
from pound_desk.language import translate
from pound_desk.law import bases, parties, periods
from pound_desk.law import complaints as law_complaints
from pound_desk.law import ledger as law
from pound_desk.law import protest as law_protest
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, Case, Receipt, Release, ReleasedHead
from pound_desk.models.disposal import Complaint, ComplaintOutcome, WrittenOrder
from pound_desk.models.findings import ComplaintFinding, ComplaintGround
from pound_desk.models.ledger import LedgerPosting, LedgerTxn, write_txn
from pound_desk.models.protest import ProtestClosing, ProtestDeposit
from pound_desk.models.stored import both
from pound_desk.services.case import cases
from pound_desk.services.desk import clock, kept
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.disputes import awaiting, orders, protest
from pound_desk.services.office import keepers, pound, roles, settings
from pound_desk.text import date_str

MODES = {"written": ("In writing", "രേഖാമൂലം"), "oral": ("Oral, reduced to writing", "വാമൊഴി, എഴുതിയെടുത്തത്")}
CAPACITIES = parties.COMPLAINANTS
OUTCOMES = law_complaints.OUTCOMES
# s. 19: a complaint of illegal seizure, of illegal detention, or of both
GROUNDS = {"seizure": ("Illegal seizure", "നിയമവിരുദ്ധമായ പിടിച്ചെടുക്കൽ"),
           "detention": ("Illegal detention", "നിയമവിരുദ്ധമായ തടഞ്ഞുവെക്കൽ"),
           "both": ("Illegal seizure and detention", "നിയമവിരുദ്ധമായ പിടിച്ചെടുക്കലും തടഞ്ഞുവെക്കലും")}
ADJUDGED = law_complaints.ADJUDGED
LIABLE_ROLES = law_complaints.LIABLE_ROLES
MAX_COMPENSATION = law_complaints.MAX_COMPENSATION
S21 = bases.S21


def record(case_no: str, filed_on: date, complainant: str, authority: str = "", mode: str = "written",
           particulars: str = "", now: datetime | None = None, capacity: str = "owner",
           ground: str = "seizure", against: str = "") -> Complaint:
    """s. 19, s. 20: a complaint made in person or by an agent who knows the
    facts, in writing or orally (then reduced to writing: ``particulars``),
    to the Magistrate (by default the one the office's settings name). One
    filed after the window is still recorded, and shown as late. ``ground``:
    illegal seizure, illegal detention, or both (s. 19); ``against``: the
    person complained against (by default the seizer, or the pound-keeper
    for a detention)."""

    now = now or clock.now()
    complainant, authority, particulars, against = map(clean, (complainant, authority, particulars, against))
    authority = authority or roles.current().magistrate
    problems = []
    if not complainant:
        problems.append(Problem("complainant", translate("complaints", "Who made the complaint?")))
    if capacity not in CAPACITIES:
        problems.append(Problem("capacity", translate("complaints",
                                                      "The owner, or an agent who knows the facts (s. 20)")))
    if not authority:
        problems.append(Problem("authority", translate("complaints", "To which Magistrate or authority?")))
    if ground not in GROUNDS:
        problems.append(Problem("ground", translate("complaints",
                                                    "Of illegal seizure, of illegal detention, or both (s. 19)")))
    if mode not in MODES:
        problems.append(Problem("mode", translate("complaints", "In writing, or oral")))
    elif mode == "oral" and not particulars:
        problems.append(Problem("particulars", translate(
            "complaints", "An oral complaint is reduced to writing: write it down (s. 20)")))
    if filed_on is None:
        problems.append(Problem("filed_on", translate("complaints", "Give the day the complaint was made")))
    elif filed_on > now.date():
        problems.append(Problem("filed_on", translate("complaints", "A complaint cannot be dated in the future")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        case = cases.find(case_no)
        cv = cases.view(case)
        if cv.seized_at is not None and filed_on < cv.seized_at.date():
            raise Invalid([Problem("filed_on", translate(
                "complaints", "The cattle were seized on {seized_on}; a complaint comes after the seizure").format(
                    seized_on=f"{cv.seized_at:%d-%m-%Y}"))])
        complaint = Complaint.create(case=case, filed_on=filed_on, complainant=complainant,
                                     authority=authority, mode=mode, particulars=particulars, capacity=capacity,
                                     entered_at=now.replace(microsecond=0))
        if not against:
            against = (_keeper_name(filed_on) if ground == "detention" else cv.seizer_name) or ""
        ComplaintGround.create(complaint=complaint, ground=ground, against=against,
                               entered_at=now.replace(microsecond=0))
        return complaint


def _keeper_name(on: date) -> str:
    try:
        return keepers.standing(on).name
    except ServiceError:
        return ""


def ground_of(complaint: Complaint) -> tuple[str, str]:
    """(ground, against) of a complaint; one recorded before grounds were
    kept is of illegal seizure, against the seizer."""

    g = ComplaintGround.get_or_none(ComplaintGround.complaint == complaint)
    if g is None:
        return "seizure", cases.view(complaint.case).seizer_name
    return g.ground, g.against


def window_ends(complaint: Complaint) -> date | None:
    return periods.complaint_last_day(cases.view(complaint.case).seized_at, settings.closed_days())


def is_late(complaint: Complaint) -> bool:
    """Filed after the s. 19 window (Q3): still recorded; the Magistrate decides."""
    return periods.complaint_late(complaint.filed_on, cases.view(complaint.case).seized_at,
                                  settings.closed_days())


def find(complaint_id: int) -> Complaint:
    complaint = Complaint.get_or_none(Complaint.id == complaint_id)
    if complaint is None:
        raise NotFound(translate("complaints", "No complaint {id}").format(id=complaint_id))
    return complaint


def _fines_paid(case: Case) -> Money:
    """What the owner paid for the case: Form III receipts and deposits under protest."""

    paid = (Receipt.select(pw.fn.SUM(Receipt.total_paise)).where(Receipt.case == case).scalar() or 0)
    paid += (ProtestDeposit.select(pw.fn.SUM(ProtestDeposit.total_paise))
             .where(ProtestDeposit.case == case).scalar() or 0)
    return Money(paid)


def decision_problems(decided_on: date | None, outcome: str, reference: str, compensation: Money | None = None,
                      refund: bool = False, released_at: datetime | None = None, now: datetime | None = None,
                      adjudged: str | None = None, liable_role: str | None = None,
                      liable_name: str = "") -> list[Problem]:
    """Every problem of an order on a complaint as given, at once (``decide``)."""
    now = now or clock.now()
    reference = clean(reference)
    compensation = compensation or Money.zero()
    ruled = law_complaints.outcome_problems(outcome, compensation, refund, adjudged, liable_role, clean(liable_name))
    # in the order of the form: the outcome, the order's reference and date, then the rest
    problems = [p for p in ruled if p.field == "outcome"]
    if not reference:
        problems.append(Problem("reference", translate("complaints", "Give the order's reference")))
    if decided_on is None:
        problems.append(Problem("decided_on", translate("complaints", "Give the order's date")))
    elif decided_on > now.date():
        problems.append(Problem("decided_on", translate("complaints", "An order cannot be dated in the future")))
    problems += [p for p in ruled if p.field != "outcome"]
    if released_at is not None and released_at > now + FUTURE_SLACK:
        problems.append(Problem("released_at", translate("complaints", "A release cannot be recorded in the future")))
    elif released_at is not None and decided_on is not None and released_at.date() < decided_on:
        problems.append(Problem("released_at", translate(
            "complaints", "The cattle are released on the order: not before its date")))
    return problems


def _to_decide(complaint_id: int, decided_on: date) -> Complaint:
    """The complaint, refused when already decided or decided before it was filed."""
    complaint = find(complaint_id)
    if ComplaintOutcome.select().where(ComplaintOutcome.complaint == complaint).exists():
        raise ServiceError(translate("complaints", "This complaint has already been decided"))
    if decided_on < complaint.filed_on:
        raise Invalid([Problem("decided_on", translate(
            "complaints", "The complaint was filed on {filed_on}; it is decided after that").format(
                filed_on=f"{complaint.filed_on:%d-%m-%Y}"))])
    return complaint


@dataclass(frozen=True)
class _Finding:
    """What an illegal finding adjudged and who is liable (s. 21), with the
    words the ledger and the deposit's closing use."""
    adjudged: str
    liable_role: str
    liable_name: str

    @property
    def liable(self) -> tuple[str, str]:
        """"the seizer <name>", in English and Malayalam."""
        en, ml = LIABLE_ROLES[self.liable_role][:2]
        return f"{en} {self.liable_name}".strip(), f"{ml} {self.liable_name}".strip()


def _finding(complaint: Complaint, cv: cases.CaseView, decided_on: date, adjudged: str | None,
             liable_role: str | None, liable_name: str) -> _Finding:
    ground, against = ground_of(complaint)
    adjudged, liable_role = law_complaints.finding(ground, adjudged, liable_role)
    if not liable_name:
        liable_name = {"seizer": cv.seizer_name, "pound_keeper": _keeper_name(decided_on)}.get(
            liable_role, against)
    return _Finding(adjudged, liable_role, liable_name)


def _open_deposits(case: Case, refund: bool) -> list[ProtestDeposit]:
    """The case's deposits under protest still held; a refund needs one."""
    deposits = [d for d in ProtestDeposit.select().where(ProtestDeposit.case == case)
                if protest.closing(d) is None]
    if refund and not deposits:
        raise Invalid([Problem("refund", translate(
            "complaints", "No deposit under protest on this case is held to refund"))])
    return deposits


def _release_on_order(complaint: Complaint, cv: cases.CaseView, at: datetime, now: datetime,
                      reference: str) -> tuple[Release | None, Money, Money]:
    """s. 21(2): the heads still held leave without payment on the
    Magistrate's order; their fines and charges as of then, due from the one
    liable (s. 22)."""
    held = cases.held_at(cv, at) if at >= cv.brought_at else []
    if not held:
        return None, Money.zero(), Money.zero()
    keepers.require_in_office(now)   # s. 5(3): a release is a register entry
    if any(h.released_at and h.released_at > at for h in cv.heads):
        raise Invalid([Problem("released_at", translate(
            "complaints", "A later release of this case is already recorded"))])
    due = cases.dues(cv, at, [h.seq for h in held])
    release = Release.create(case=complaint.case, released_at=at, basis=S21, receipt=None,
                             claimant_name=complaint.complainant,
                             claimant_capacity=both(f"on the Magistrate's order {reference}",
                                                    f"മജിസ്ട്രേറ്റിന്റെ ഉത്തരവ് {reference} പ്രകാരം"))
    for h in held:
        ReleasedHead.create(release=release, head=h.id)
    return release, due.fine, due.feeding


def _post_seizer_dues(complaint: Complaint, cv: cases.CaseView, at: datetime, reference: str,
                      finding: _Finding, due_fines: Money, due_feeding: Money) -> None:
    """The released heads' fines and charges into the ledger as owed by the one liable (s. 22)."""
    if not due_fines + due_feeding:
        return
    liable, liable_ml = finding.liable
    write_txn(at, "seizer_due", both(f"Case {cv.case_no}: fines and charges of the heads released on "
                                     f"order {reference} due from {liable} (ss. 21, 22)",
                                     f"കേസ് {cv.case_no}: ഉത്തരവ് {reference} പ്രകാരം വിട്ടുകൊടുത്ത ഉരുക്കളുടെ "
                                     f"പിഴയും തീറ്റച്ചെലവും {liable_ml} നൽകണം "
                                     "(വകുപ്പുകൾ 21, 22)"),
              [law.debit("seizer_receivable", due_fines + due_feeding),
               law.credit("fines", due_fines), law.credit("feeding", due_feeding)],
              reference=f"complaint {complaint.id}", case=complaint.case)


def _closing_words(outcome: str, closed_as: str, reference: str, finding: _Finding | None) -> tuple[str, str]:
    """Why the deposit was closed, in English and Malayalam."""
    if outcome != "illegal":
        en, ml = OUTCOMES[outcome]
        return f"complaint {en.lower()}, order {reference}", f"പരാതി {ml}, ഉത്തരവ് {reference}"
    adj_en, adj_ml = ADJUDGED[finding.adjudged]
    if closed_as == "refunded":
        return (f"order {reference}: {adj_en.lower()}, refund directed",
                f"ഉത്തരവ് {reference}: {adj_ml}, തുക തിരികെ നൽകാൻ നിർദേശം")
    liable, liable_ml = finding.liable
    return (f"order {reference}: {adj_en.lower()}; the deposit stands as fines paid, recoverable from {liable} "
            "(s. 21(1), Q12)",
            f"ഉത്തരവ് {reference}: {adj_ml}; നിക്ഷേപം അടച്ച പിഴയായി നിലനിൽക്കും, അത് {liable_ml} നൽകണം "
            "(വകുപ്പ് 21(1), Q12)")


def _close_deposits(deposits: list[ProtestDeposit], complaint: Complaint, result: ComplaintOutcome,
                    at: datetime, refund: bool, finding: _Finding | None) -> None:
    """Each deposit under protest still held, closed as the order makes it (Q12)."""
    others_pending = [c for c in awaiting.undecided(complaint.case) if c.id != complaint.id]
    for d in deposits:
        closed_as = law_protest.closing_on_order(result.outcome, refund, bool(others_pending))
        if closed_as is not None:
            protest.close(d, at, closed_as, _closing_words(result.outcome, closed_as, result.reference, finding),
                          result)


def decide(complaint_id: int, decided_on: date, outcome: str, reference: str,
           compensation: Money | None = None, refund: bool = False, released_at: datetime | None = None,
           now: datetime | None = None, adjudged: str | None = None, liable_role: str | None = None,
           liable_name: str = "") -> ComplaintOutcome:
    """ss. 21, 22: record the order on a complaint, once, and what it makes
    happen, in one transaction:

    - dismissed or withdrawn: a deposit under protest on the case is
      converted to fines and charges (Q12), unless another complaint waits;
    - illegal: compensation (at most Rs 100) and the fines paid are payable
      by the seizer to the owner; a deposit under protest stands as fines
      paid (converted) unless the order directs a refund; heads still held
      are released without payment (basis "s21") at ``released_at`` (now, by
      default) and their fines and charges as of then are due from the
      seizer (Dr seizer_receivable / Cr fines, Cr feeding), recoverable as
      fines (s. 22).

    An illegal finding says what was adjudged illegal (``adjudged``: the
    seizure or the detention; by default what the complaint was of) and who
    is liable (s. 21): the one who made the seizure, or the one who detained
    the cattle (``liable_role`` seizer | pound_keeper | other, by default
    the seizer for a seizure and the pound-keeper for a detention;
    ``liable_name`` by default the seizer's or the standing keeper's)."""

    now = now or clock.now()
    reference = clean(reference)
    compensation = compensation or Money.zero()
    liable_name = clean(liable_name)
    problems = decision_problems(decided_on, outcome, reference, compensation, refund, released_at, now,
                                 adjudged, liable_role, liable_name)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        complaint = _to_decide(complaint_id, decided_on)
        case = complaint.case
        cv = cases.view(case)
        illegal = outcome == "illegal"
        finding = _finding(complaint, cv, decided_on, adjudged, liable_role, liable_name) if illegal else None
        deposits = _open_deposits(case, refund)
        at = (released_at or now).replace(second=0, microsecond=0)
        release, due_fines, due_feeding = (_release_on_order(complaint, cv, at, now, reference) if illegal
                                           else (None, Money.zero(), Money.zero()))
        fines_paid = _fines_paid(case) if illegal else Money.zero()
        result = ComplaintOutcome.create(
            complaint=complaint, decided_on=decided_on, outcome=outcome, reference=reference,
            compensation_paise=compensation.paise, fines_paid_paise=fines_paid.paise,
            due_fines_paise=due_fines.paise, due_feeding_paise=due_feeding.paise, refund=refund,
            release=release)
        if finding is not None:
            ComplaintFinding.create(outcome=result, adjudged=finding.adjudged, liable_role=finding.liable_role,
                                    liable_name=finding.liable_name, entered_at=now.replace(microsecond=0))
            _post_seizer_dues(complaint, cv, at, reference, finding, due_fines, due_feeding)
        _close_deposits(deposits, complaint, result, at, refund, finding)
        return result


def sale_allowed_despite(case: Case) -> WrittenOrder | None:
    """The newest written order allowing a sale although a complaint is pending."""
    return (WrittenOrder.select().where(WrittenOrder.case == case,
                                        WrittenOrder.purpose == "sale_despite_complaint")
            .order_by(WrittenOrder.issued_on.desc(), WrittenOrder.id.desc()).first())


def allow_sale(case_no: str, authority_role: str, authority: str, number: str, issued_on: date,
               reasons: str, now: datetime | None = None) -> WrittenOrder:
    """Q16: record the written order that lets a case be sold although a
    complaint about it is pending."""

    with DB.atomic("IMMEDIATE"):
        case = cases.find(case_no)
        return orders.record("sale_despite_complaint", authority_role, authority, number, issued_on,
                             reasons, case=case, now=now)


@dataclass(frozen=True)
class ComplaintView:
    id: int
    case_no: str
    filed_on: date
    complainant: str
    capacity: str
    authority: str
    mode: str
    particulars: str
    window_ends: date | None
    late: bool
    outcome: str                 # "" while pending
    decided_on: date | None
    reference: str
    compensation: Money
    fines_paid: Money            # fines and charges the complainant paid (receipts, deposits under protest)
    due_from_seizer: Money       # fines and charges of heads released on the order (s. 21(2)), due to the pound
    refund: bool
    entered_at: datetime
    refunded: Money = Money.zero()   # of the fines paid, what was refunded on the order
    ground: str = "seizure"      # seizure | detention | both (s. 19)
    against: str = ""
    adjudged: str = ""           # seizure | detention, on an illegal finding (s. 21)
    liable_role: str = ""        # seizer | pound_keeper | other
    liable_name: str = ""

    @property
    def state_words(self) -> tuple[str, str]:
        if not self.outcome:
            return ("Pending", "തീർപ്പാകാത്തത്")
        if self.outcome == "illegal" and self.adjudged in ADJUDGED:
            return ADJUDGED[self.adjudged]
        return OUTCOMES[self.outcome]

    @property
    def ground_words(self) -> tuple[str, str]:
        return GROUNDS.get(self.ground, (self.ground, self.ground))

    @property
    def liable_words(self) -> tuple[str, str]:
        """(English, Malayalam): "the pound-keeper Raman"."""
        en, ml = LIABLE_ROLES.get(self.liable_role, ("", ""))
        return f"{en} {self.liable_name}".strip(), f"{ml} {self.liable_name}".strip()

    @property
    def to_complainant(self) -> Money:
        """s. 21(1): the compensation and the fines and expenses the
        complainant paid and did not get back (a refund on the order is
        not recovered twice)."""
        return self.compensation + self.fines_paid - self.refunded

    @property
    def payable_by_seizer(self) -> Money:
        """What the one liable (s. 21) must pay in all: to the complainant,
        and to the pound the fines and charges of heads released on the
        order (s. 21(2))."""
        return self.to_complainant + self.due_from_seizer

    def working(self) -> list[tuple[str, str, Money]]:
        """The sum the one liable owes, line by line (English, Malayalam,
        amount; a refund negative), ending with the total."""
        lines = [("Compensation (s. 21(1))", "നഷ്ടപരിഹാരം (വകുപ്പ് 21(1))", self.compensation),
                 ("Fines and charges paid by the complainant", "പരാതിക്കാരൻ അടച്ച പിഴയും ചെലവും",
                  self.fines_paid)]
        if self.refunded:
            lines.append(("Less refunded to the complainant on the order", "ഉത്തരവ് പ്രകാരം തിരികെ നൽകിയത് കുറയ്ക്കുക",
                          -self.refunded))
        if self.due_from_seizer:
            lines.append(("Fines and charges of the heads released on the order, to the pound (s. 21(2))",
                          "ഉത്തരവ് പ്രകാരം വിട്ടുകൊടുത്ത ഉരുക്കളുടെ പിഴയും ചെലവും, പൗണ്ടിന് (വകുപ്പ് 21(2))",
                          self.due_from_seizer))
        lines.append(("Payable by the one liable", "ബാധ്യസ്ഥൻ നൽകേണ്ടത്", self.payable_by_seizer))
        return lines


def _refunded_on(o: ComplaintOutcome) -> Money:
    total = (ProtestClosing.select(pw.fn.SUM(ProtestDeposit.total_paise)).join(ProtestDeposit)
             .where(ProtestClosing.complaint_outcome == o, ProtestClosing.outcome == "refunded").scalar() or 0)
    return Money(total)


def view(c: Complaint) -> ComplaintView:
    o = ComplaintOutcome.get_or_none(ComplaintOutcome.complaint == c)
    f = ComplaintFinding.get_or_none(ComplaintFinding.outcome == o) if o is not None else None
    if o is not None and o.outcome == "illegal" and f is None:
        # decided before findings were kept: the seizure, against the seizer
        f = ComplaintFinding(adjudged="seizure", liable_role="seizer",
                             liable_name=cases.view(c.case).seizer_name)
    ground, against = ground_of(c)
    ends = window_ends(c)
    return ComplaintView(
        c.id, c.case.case_no, c.filed_on, c.complainant, c.capacity, c.authority, c.mode, c.particulars,
        ends, ends is not None and c.filed_on > ends, o.outcome if o else "", o.decided_on if o else None,
        o.reference if o else "", Money(o.compensation_paise if o else 0), Money(o.fines_paid_paise if o else 0),
        Money((o.due_fines_paise + o.due_feeding_paise) if o else 0), bool(o and o.refund), c.entered_at,
        _refunded_on(o) if o else Money.zero(), ground, against,
        f.adjudged if f else "", f.liable_role if f else "", f.liable_name if f else "")


def view_of(complaint_id: int) -> ComplaintView:
    """One complaint, found by its id, as a frozen view."""
    return view(find(complaint_id))


def record_id(case_no: str, filed_on: date, complainant: str, authority: str = "", mode: str = "written",
              particulars: str = "", now: datetime | None = None, capacity: str = "owner",
              ground: str = "seizure", against: str = "") -> int:
    """``record`` for the desktop: the id of the complaint recorded."""
    return record(case_no, filed_on, complainant, authority, mode, particulars, now, capacity, ground,
                  against).id


def allow_sale_id(case_no: str, authority_role: str, authority: str, number: str,
                  issued_on: date, reasons: str, now: datetime | None = None) -> int:
    """``allow_sale`` for the desktop: the id of the written order recorded."""
    return allow_sale(case_no, authority_role, authority, number, issued_on, reasons, now).id


def of_case(case_no: str) -> list[ComplaintView]:
    case = cases.find(case_no)
    return [view(c) for c in Complaint.select().where(Complaint.case == case)
            .order_by(Complaint.filed_on, Complaint.id)]


def all_complaints() -> list[ComplaintView]:
    return [view(c) for c in Complaint.select().order_by(Complaint.filed_on, Complaint.id)]


# ------------------------------------------------------------ the acknowledgement

def acknowledgement_doc(complaint_id: int):
    c = find(complaint_id)
    cv = cases.view(c.case)
    v = view(c)

    decided = {}
    if v.outcome:
        decided = dict(outcome=v.state_words, decided=f"{v.reference}, {date_str(v.decided_on)}")
        if v.outcome == "illegal":
            decided.update(liable=v.liable_words,
                           working=tuple((en, ml, f"− {-m}" if m.paise < 0 else str(m)) for en, ml, m in v.working()))
    return ComplaintAckDoc(pound.header(), c.id, cv.case_no, cv.seized_at, cv.seized_place, cv.seizer_name,
                           c.complainant, c.capacity, c.authority, c.filed_on, c.mode, c.particulars,
                           v.window_ends, v.late, c.entered_at, keepers.standing(c.entered_at.date()).name,
                           ground=v.ground_words, against=v.against, **decided)


def print_acknowledgement(complaint_id: int, out=None):
    doc = acknowledgement_doc(complaint_id)
    pdf = render.pdf(doc)
    # named "... case N/YYYY" so the case's history lists it among the documents issued
    return kept.deliver("complaint", f"complaint {doc.complaint_id} case {doc.case_no}", pdf, out)


# ------------------------------------------------------------ what the seizer owes the pound

def seizer_outstanding(complaint_id: int) -> Money:
    """What the seizer still owes the pound on an order (s. 21(2)): the fines
    and charges of the heads released on it, less what he has paid."""

    ref = f"complaint {complaint_id}"
    total = (LedgerPosting.select(pw.fn.SUM(LedgerPosting.amount_paise)).join(LedgerTxn)
             .where(LedgerTxn.reference == ref, LedgerPosting.account == "seizer_receivable").scalar() or 0)
    return Money(total)


def seizer_payment_problems(amount: Money | None, at: datetime, receipt_ref: str,
                            now: datetime | None = None) -> list[Problem]:
    """Every problem of a seizer's payment as given, at once (``seizer_paid``)."""
    now = now or clock.now()
    problems = []
    if amount is None or amount.paise <= 0:
        problems.append(Problem("amount", translate("complaints", "Enter the amount paid")))
    if not clean(receipt_ref):
        problems.append(Problem("receipt_ref", translate(
            "complaints", "Say how it was paid or recovered (receipt, court's order)")))
    if at > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("complaints", "A payment cannot be recorded in the future")))
    return problems


def seizer_paid(complaint_id: int, amount: Money, at: datetime, receipt_ref: str,
                now: datetime | None = None):
    """The seizer pays what an order made him owe the pound (recoverable as
    fines, s. 22): Dr cash / Cr seizer_receivable, never more than is owed."""

    now = now or clock.now()
    receipt_ref = clean(receipt_ref)
    problems = seizer_payment_problems(amount, at, receipt_ref, now)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        complaint = find(complaint_id)
        owed = seizer_outstanding(complaint.id)
        if not owed:
            raise ServiceError(translate("complaints", "The seizer owes nothing on complaint {id}").format(
                id=complaint.id))
        if amount > owed:
            raise Invalid([Problem("amount", translate(
                "complaints", "The seizer owes {owed}; {amount} is more than that").format(owed=owed, amount=amount))])
        cv = cases.view(complaint.case)
        return write_txn(at.replace(second=0, microsecond=0), "seizer_paid",
                         both(f"Case {cv.case_no}: paid by the seizer {cv.seizer_name} on complaint {complaint.id} "
                              f"({receipt_ref}), ss. 21, 22",
                              f"കേസ് {cv.case_no}: പരാതി {complaint.id} പ്രകാരം പിടിച്ചെടുത്തയാൾ {cv.seizer_name} "
                              f"അടച്ചു ({receipt_ref}), വകുപ്പുകൾ 21, 22"),
                         [law.debit("cash", amount), law.credit("seizer_receivable", amount)],
                         reference=f"complaint {complaint.id}", case=complaint.case)
