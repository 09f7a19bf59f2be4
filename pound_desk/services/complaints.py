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

from pound_desk.language import translate
from pound_desk.law import periods
from pound_desk.law.money import Money
from pound_desk.law.seizure import FUTURE_SLACK, Problem, clean
from pound_desk.models import DB, Case
from pound_desk.models.disposal import Complaint, ComplaintOutcome, WrittenOrder
from pound_desk.services import cases, clock, roles, settings
from pound_desk.services.errors import Invalid, NotFound, ServiceError
from pound_desk.services.stored import both

MODES = {"written": ("In writing", "രേഖാമൂലം"), "oral": ("Oral, reduced to writing", "വാമൊഴി, എഴുതിയെടുത്തത്")}
CAPACITIES = {"owner": ("Owner", "ഉടമ"), "agent": ("Agent who knows the facts", "വസ്തുതകൾ അറിയുന്ന പ്രതിനിധി")}
OUTCOMES = {"dismissed": ("Dismissed", "തള്ളി"), "illegal": ("Seizure adjudged illegal", "പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധം"),
            "withdrawn": ("Withdrawn", "പിൻവലിച്ചു")}
# s. 21(1): compensation "not exceeding one hundred rupees"
MAX_COMPENSATION = Money.of_rupees(100)
S21 = "s21"


def record(case_no: str, filed_on: date, complainant: str, authority: str = "", mode: str = "written",
           particulars: str = "", now: datetime | None = None, capacity: str = "owner") -> Complaint:
    """s. 19, s. 20: a complaint made in person or by an agent who knows the
    facts, in writing or orally (then reduced to writing: ``particulars``),
    to the Magistrate (by default the one the office's settings name). One
    filed after the window is still recorded, and shown as late."""
    now = now or clock.now()
    complainant, authority, particulars = map(clean, (complainant, authority, particulars))
    authority = authority or roles.current().magistrate
    problems = []
    if not complainant:
        problems.append(Problem("complainant", translate("complaints", "Who made the complaint?")))
    if capacity not in CAPACITIES:
        problems.append(Problem("capacity", translate("complaints", "The owner, or an agent who knows the facts (s. 20)")))
    if not authority:
        problems.append(Problem("authority", translate("complaints", "To which Magistrate or authority?")))
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
        cv = cases.view(case, with_events=False)
        if cv.seized_at is not None and filed_on < cv.seized_at.date():
            raise Invalid([Problem("filed_on", translate(
                "complaints", "The cattle were seized on {seized_on}; a complaint comes after the seizure").format(
                    seized_on=f"{cv.seized_at:%d-%m-%Y}"))])
        return Complaint.create(case=case, filed_on=filed_on, complainant=complainant,
                                authority=authority, mode=mode, particulars=particulars, capacity=capacity,
                                entered_at=now.replace(microsecond=0))


def window_ends(complaint: Complaint) -> date | None:
    cv = cases.view(complaint.case, with_events=False)
    if cv.seized_at is None:
        return None
    return periods.complaint_window_ends(cv.seized_at.date(), settings.closed_days())


def is_late(complaint: Complaint) -> bool:
    """Filed after the s. 19 window (Q3): still recorded; the Magistrate decides."""
    ends = window_ends(complaint)
    return ends is not None and complaint.filed_on > ends


def find(complaint_id: int) -> Complaint:
    complaint = Complaint.get_or_none(Complaint.id == complaint_id)
    if complaint is None:
        raise NotFound(translate("complaints", "No complaint {id}").format(id=complaint_id))
    return complaint


def _fines_paid(case: Case) -> Money:
    """What the owner paid for the case: Form III receipts and deposits under protest."""
    from pound_desk.models import Receipt
    from pound_desk.models.protest import ProtestDeposit

    paid = (Receipt.select(pw.fn.SUM(Receipt.total_paise)).where(Receipt.case == case).scalar() or 0)
    paid += (ProtestDeposit.select(pw.fn.SUM(ProtestDeposit.total_paise))
             .where(ProtestDeposit.case == case).scalar() or 0)
    return Money(paid)


def decide(complaint_id: int, decided_on: date, outcome: str, reference: str,
           compensation: Money | None = None, refund: bool = False, released_at: datetime | None = None,
           now: datetime | None = None) -> ComplaintOutcome:
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
      fines (s. 22)."""
    from pound_desk.law import ledger as law
    from pound_desk.models import Release, ReleasedHead
    from pound_desk.models.ledger import write_txn
    from pound_desk.models.protest import ProtestDeposit
    from pound_desk.services import keepers, protest

    now = now or clock.now()
    reference = clean(reference)
    compensation = compensation or Money.zero()
    problems = []
    if outcome not in OUTCOMES:
        problems.append(Problem("outcome", translate("complaints", "Choose the outcome")))
    if not reference:
        problems.append(Problem("reference", translate("complaints", "Give the order's reference")))
    if decided_on is None:
        problems.append(Problem("decided_on", translate("complaints", "Give the order's date")))
    elif decided_on > now.date():
        problems.append(Problem("decided_on", translate("complaints", "An order cannot be dated in the future")))
    if compensation.paise < 0:
        problems.append(Problem("compensation", translate("complaints", "Compensation cannot be negative")))
    elif compensation > MAX_COMPENSATION:
        problems.append(Problem("compensation", translate(
            "complaints", "Compensation is at most {most} (s. 21(1))").format(most=MAX_COMPENSATION)))
    if outcome != "illegal" and (compensation or refund):
        problems.append(Problem("compensation", translate(
            "complaints", "Compensation and a refund follow only a finding that the seizure was illegal")))
    if released_at is not None and released_at > now + FUTURE_SLACK:
        problems.append(Problem("released_at", translate("complaints", "A release cannot be recorded in the future")))
    elif released_at is not None and decided_on is not None and released_at.date() < decided_on:
        problems.append(Problem("released_at", translate(
            "complaints", "The cattle are released on the order: not before its date")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        complaint = find(complaint_id)
        if ComplaintOutcome.select().where(ComplaintOutcome.complaint == complaint).exists():
            raise ServiceError(translate("complaints", "This complaint has already been decided"))
        if decided_on < complaint.filed_on:
            raise Invalid([Problem("decided_on", translate(
                "complaints", "The complaint was filed on {filed_on}; it is decided after that").format(
                    filed_on=f"{complaint.filed_on:%d-%m-%Y}"))])
        case = complaint.case
        cv = cases.view(case, with_events=False)
        deposits = [d for d in ProtestDeposit.select().where(ProtestDeposit.case == case)
                    if protest.closing(d) is None]
        if refund and not deposits:
            raise Invalid([Problem("refund", translate(
                "complaints", "No deposit under protest on this case is held to refund"))])
        at = (released_at or now).replace(second=0, microsecond=0)
        release = None
        due_fines = due_feeding = Money.zero()
        held = cases.held_at(cv, at) if outcome == "illegal" and at >= cv.brought_at else []
        if outcome == "illegal" and held:
            keepers.require_in_office(now)   # s. 5(3): a release is a register entry
            if any(h.released_at and h.released_at > at for h in cv.heads):
                raise Invalid([Problem("released_at", translate(
                    "complaints", "A later release of this case is already recorded"))])
            due = cases.dues(cv, at, [h.seq for h in held])
            due_fines, due_feeding = due.fine, due.feeding
            release = Release.create(case=case, released_at=at, basis=S21, receipt=None,
                                     claimant_name=complaint.complainant,
                                     claimant_capacity=both(f"on the Magistrate's order {reference}",
                                                            f"മജിസ്ട്രേറ്റിന്റെ ഉത്തരവ് {reference} പ്രകാരം"))
            for h in held:
                ReleasedHead.create(release=release, head=h.id)
        fines_paid = _fines_paid(case) if outcome == "illegal" else Money.zero()
        result = ComplaintOutcome.create(
            complaint=complaint, decided_on=decided_on, outcome=outcome, reference=reference,
            compensation_paise=compensation.paise, fines_paid_paise=fines_paid.paise,
            due_fines_paise=due_fines.paise, due_feeding_paise=due_feeding.paise, refund=refund,
            release=release)
        if due_fines + due_feeding:
            write_txn(at, "seizer_due", both(f"Case {cv.case_no}: fines and charges of the heads released on "
                                             f"order {reference} due from the seizer {cv.seizer_name} (ss. 21, 22)",
                                             f"കേസ് {cv.case_no}: ഉത്തരവ് {reference} പ്രകാരം വിട്ടുകൊടുത്ത ഉരുക്കളുടെ "
                                             f"പിഴയും തീറ്റച്ചെലവും പിടിച്ചെടുത്തയാൾ {cv.seizer_name} നൽകണം "
                                             "(വകുപ്പുകൾ 21, 22)"),
                      [law.debit("seizer_receivable", due_fines + due_feeding),
                       law.credit("fines", due_fines), law.credit("feeding", due_feeding)],
                      reference=f"complaint {complaint.id}", case=case)
        others_pending = [c for c in protest.open_complaints(case) if c.id != complaint.id]
        for d in deposits:
            if outcome == "illegal" and refund:
                protest.close(d, at, "refunded", (f"order {reference}: seizure adjudged illegal, refund directed",
                                                  f"ഉത്തരവ് {reference}: പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധം, തുക തിരികെ "
                                                  "നൽകാൻ നിർദേശം"), result)
            elif outcome == "illegal":
                protest.close(d, at, "converted", (f"order {reference}: seizure adjudged illegal; the deposit "
                                                   "stands as fines paid, recoverable from the seizer (s. 21(1), Q12)",
                                                   f"ഉത്തരവ് {reference}: പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധം; നിക്ഷേപം "
                                                   "അടച്ച പിഴയായി നിലനിൽക്കും, അത് പിടിച്ചെടുത്തയാളിൽ നിന്ന് "
                                                   "ഈടാക്കാം (വകുപ്പ് 21(1), Q12)"), result)
            elif not others_pending:
                en, ml = OUTCOMES[outcome]
                protest.close(d, at, "converted", (f"complaint {en.lower()}, order {reference}",
                                                   f"പരാതി {ml}, ഉത്തരവ് {reference}"), result)
        return result


def pending(case: Case, on: date) -> list[Complaint]:
    """Complaints about the case filed by ``on`` and not decided by then."""
    decided = {o.complaint_id: o.decided_on for o in
               ComplaintOutcome.select().join(Complaint).where(Complaint.case == case)}
    return [c for c in Complaint.select().where(Complaint.case == case, Complaint.filed_on <= on)
            .order_by(Complaint.filed_on)
            if c.id not in decided or decided[c.id] > on]


def sale_allowed_despite(case: Case) -> WrittenOrder | None:
    """The newest written order allowing a sale although a complaint is pending."""
    return (WrittenOrder.select().where(WrittenOrder.case == case,
                                        WrittenOrder.purpose == "sale_despite_complaint")
            .order_by(WrittenOrder.issued_on.desc(), WrittenOrder.id.desc()).first())


def allow_sale(case_no: str, authority_role: str, authority: str, number: str, issued_on: date,
               reasons: str, now: datetime | None = None) -> WrittenOrder:
    """Q16: record the written order that lets a case be sold although a
    complaint about it is pending."""
    from pound_desk.services import orders

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
    fines_paid: Money
    due_from_seizer: Money       # fines and charges of heads released on the order
    refund: bool
    entered_at: datetime

    @property
    def state_words(self) -> tuple[str, str]:
        if not self.outcome:
            return ("Pending", "തീർപ്പാകാത്തത്")
        return OUTCOMES[self.outcome]

    @property
    def payable_by_seizer(self) -> Money:
        """s. 21(1): compensation, the fines paid and the expenses."""
        return self.compensation + self.fines_paid + self.due_from_seizer


def view(c: Complaint) -> ComplaintView:
    o = ComplaintOutcome.get_or_none(ComplaintOutcome.complaint == c)
    ends = window_ends(c)
    return ComplaintView(
        c.id, c.case.case_no, c.filed_on, c.complainant, c.capacity, c.authority, c.mode, c.particulars,
        ends, ends is not None and c.filed_on > ends, o.outcome if o else "", o.decided_on if o else None,
        o.reference if o else "", Money(o.compensation_paise if o else 0), Money(o.fines_paid_paise if o else 0),
        Money((o.due_fines_paise + o.due_feeding_paise) if o else 0), bool(o and o.refund), c.entered_at)


def of_case(case_no: str) -> list[ComplaintView]:
    case = cases.find(case_no)
    return [view(c) for c in Complaint.select().where(Complaint.case == case)
            .order_by(Complaint.filed_on, Complaint.id)]


def all_complaints() -> list[ComplaintView]:
    return [view(c) for c in Complaint.select().order_by(Complaint.filed_on, Complaint.id)]


# ------------------------------------------------------------ the acknowledgement

def acknowledgement_doc(complaint_id: int):
    from pound_desk.documents.complaint import ComplaintAckDoc
    from pound_desk.services import keepers, pound

    c = find(complaint_id)
    cv = cases.view(c.case, with_events=False)
    v = view(c)
    return ComplaintAckDoc(pound.header(), c.id, cv.case_no, cv.seized_at, cv.seized_place, cv.seizer_name,
                           c.complainant, c.capacity, c.authority, c.filed_on, c.mode, c.particulars,
                           v.window_ends, v.late, c.entered_at, keepers.standing(c.entered_at.date()).name)


def print_acknowledgement(complaint_id: int, out=None):
    from pound_desk.documents.complaint import render_acknowledgement
    from pound_desk.services import documents

    doc = acknowledgement_doc(complaint_id)
    pdf = render_acknowledgement(doc)
    # named "... case N/YYYY" so the case's history lists it among the documents issued
    return documents.deliver("complaint", f"complaint {doc.complaint_id} case {doc.case_no}", pdf, out)


# ------------------------------------------------------------ what the seizer owes the pound

def seizer_outstanding(complaint_id: int) -> Money:
    """What the seizer still owes the pound on an order (s. 21(2)): the fines
    and charges of the heads released on it, less what he has paid."""
    from pound_desk.models.ledger import LedgerPosting, LedgerTxn

    ref = f"complaint {complaint_id}"
    total = (LedgerPosting.select(pw.fn.SUM(LedgerPosting.amount_paise)).join(LedgerTxn)
             .where(LedgerTxn.reference == ref, LedgerPosting.account == "seizer_receivable").scalar() or 0)
    return Money(total)


def seizer_paid(complaint_id: int, amount: Money, at: datetime, receipt_ref: str,
                now: datetime | None = None):
    """The seizer pays what an order made him owe the pound (recoverable as
    fines, s. 22): Dr cash / Cr seizer_receivable, never more than is owed."""
    from pound_desk.law import ledger as law
    from pound_desk.models.ledger import write_txn
    from pound_desk.services import keepers

    now = now or clock.now()
    receipt_ref = clean(receipt_ref)
    problems = []
    if amount is None or amount.paise <= 0:
        problems.append(Problem("amount", translate("complaints", "Enter the amount paid")))
    if not receipt_ref:
        problems.append(Problem("receipt_ref", translate(
            "complaints", "Say how it was paid or recovered (receipt, court's order)")))
    if at > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("complaints", "A payment cannot be recorded in the future")))
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
        cv = cases.view(complaint.case, with_events=False)
        return write_txn(at.replace(second=0, microsecond=0), "seizer_paid",
                         both(f"Case {cv.case_no}: paid by the seizer {cv.seizer_name} on complaint {complaint.id} "
                              f"({receipt_ref}), ss. 21, 22",
                              f"കേസ് {cv.case_no}: പരാതി {complaint.id} പ്രകാരം പിടിച്ചെടുത്തയാൾ {cv.seizer_name} "
                              f"അടച്ചു ({receipt_ref}), വകുപ്പുകൾ 21, 22"),
                         [law.debit("cash", amount), law.credit("seizer_receivable", amount)],
                         reference=f"complaint {complaint.id}", case=complaint.case)
