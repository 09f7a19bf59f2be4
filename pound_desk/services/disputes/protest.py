"""Deposit under protest (s. 14) and what becomes of it (rules.md Q12).

The owner or agent refuses to pay, saying the seizure was illegal and that a
complaint under s. 19 is about to be made; on deposit of the fines and
charges as of that moment the cattle are delivered. The deposit is held
apart (Dr cash / Cr protest_deposit), not credited as fines, under a number
of its own series per financial year ("D-2026-27/00001"): a Form III
receipt says the fines were paid, which a deposit under protest does not
say, and the Form III series stays the record of fines actually received.

If no complaint about the case is recorded by the end of the s. 19 window
the deposit is converted to the fines and charges it stood for. A complaint
recorded, in time or late, makes it wait for the outcome, which converts it
(or refunds it, when the Magistrate's order directs).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from pound_desk.documents import render
from pound_desk.documents.data import ReceiptLine
from pound_desk.documents.disputes_data import ProtestDepositDoc, RefundVoucherDoc
from pound_desk.language import translate
from pound_desk.law import bases, limits, numbering, periods
from pound_desk.law import ledger as law
from pound_desk.law import protest as law_protest
from pound_desk.law.dues import Dues
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, Case, Release, ReleasedHead
from pound_desk.models.disposal import ComplaintOutcome
from pound_desk.models.ledger import write_txn
from pound_desk.models.protest import ProtestClosing, ProtestDeposit, ProtestDepositLine
from pound_desk.models.stored import both, halves
from pound_desk.services.case import cases, releases
from pound_desk.services.case.releases import CAPACITIES
from pound_desk.services.desk import clock, kept, numbers
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.disputes import awaiting
from pound_desk.services.office import keepers, pound, settings

BASIS = bases.S14
PREFIX = "D-"
STATES = {
    "held": ("Held under protest: the complaint window is open", "പ്രതിഷേധ നിക്ഷേപം: പരാതി സമയം തുടരുന്നു"),
    "convert_due": ("Window closed without a complaint: to be converted to fines and charges",
                    "പരാതിയില്ലാതെ സമയം കഴിഞ്ഞു: പിഴയും ചാർജുമായി മാറ്റണം"),
    "awaiting_outcome": ("A complaint is pending: waits for its outcome",
                         "പരാതി നിലവിലുണ്ട്: തീർപ്പിനായി കാത്തിരിക്കുന്നു"),
    "converted": ("Converted to fines and charges", "പിഴയും ചാർജുമായി മാറ്റി"),
    "refunded": ("Refunded on the Magistrate's order", "മജിസ്ട്രേറ്റിന്റെ ഉത്തരവ് പ്രകാരം തിരികെ നൽകി"),
}


class DepositShort(ServiceError):
    def __init__(self, due: Money, paid: Money):
        self.due, self.paid = due, paid
        super().__init__(translate("protest", "The deposit of {paid} does not cover the fines and charges of "
                                             "{due}; {more} more is needed. Nothing was released.")
                         .format(paid=paid, due=due, more=due - paid))


def deposit_number(fy: str, serial: int) -> str:
    return f"{PREFIX}{numbering.receipt_number(fy, serial)}"


def refund_voucher(number: str) -> str:
    """The refund of a deposit is one voucher, named after the deposit."""
    return f"{number}-R"


def window_ends(case: Case | cases.CaseView) -> date | None:
    """The last day to complain about the case (s. 19, Q3, Q20)."""
    cv = case if isinstance(case, cases.CaseView) else cases.view(case)
    return periods.complaint_last_day(cv.seized_at, settings.closed_days())


def deposit_problems(at: datetime, depositor_name: str, intention: str, depositor_capacity: str = "owner",
                     depositor_residence: str = "", evidence: str = "", head_seqs: list[int] | None = None,
                     now: datetime | None = None) -> list[Problem]:
    """Every problem of a deposit under protest that can be told before the
    dues are read: a form shows them all at once, with its own."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    depositor_name, depositor_residence, evidence, intention = map(
        clean, (depositor_name, depositor_residence, evidence, intention))
    problems: list[Problem] = limits.problems(depositor_name=(depositor_name, "name"),
                                              depositor_residence=(depositor_residence, "residence"),
                                              evidence=(evidence, "evidence"), intention=(intention, "reason"))
    if not depositor_name:
        problems.append(Problem("depositor_name", translate("protest", "Who made the deposit?")))
    if depositor_capacity not in CAPACITIES:
        problems.append(Problem("depositor_capacity", translate("protest", "The owner or the owner's agent")))
    if depositor_capacity == "agent" and not evidence:
        problems.append(Problem("evidence", translate("protest", "An agent needs written authority: say what was "
                                                                 "shown")))
    if not intention:
        problems.append(Problem("intention", translate("protest", "Record what was said: the seizure is illegal "
                                                                  "and a complaint is about to be made (s. 14)")))
    if head_seqs is not None and not head_seqs:
        problems.append(Problem("heads", translate("protest", "Choose at least one head")))
    if at > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("protest", "A deposit cannot be recorded in the future")))
    return problems


def deposit(case_no: str, at: datetime, depositor_name: str, paid: Money, intention: str,
            depositor_capacity: str = "owner", depositor_residence: str = "", evidence: str = "",
            head_seqs: list[int] | None = None, now: datetime | None = None) -> ProtestDeposit:
    """Deliver the chosen heads (all held, by default) against a deposit of
    their fines and charges as of ``at``; one transaction, or nothing."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    problems = deposit_problems(at, depositor_name, intention, depositor_capacity, depositor_residence, evidence,
                                head_seqs, now)
    depositor_name, depositor_residence, evidence, intention = map(
        clean, (depositor_name, depositor_residence, evidence, intention))
    if problems:
        raise Invalid(problems)

    with DB.atomic("IMMEDIATE"):
        keeper_name = keepers.require_in_office(now)   # s. 5(3)
        case = cases.find(case_no)
        cv = cases.view(case)
        releases.refuse_if_contested(cv, bases.S14)   # Q15: a contested case leaves only on an order
        if at < cv.brought_at:
            raise Invalid([Problem("at", translate("protest", "A deposit cannot be before the cattle were "
                                                              "brought"))])
        held = cases.held_at(cv, at)
        if not held:
            raise ServiceError(translate("protest", "No heads of case {case_no} are in the pound at {at}")
                               .format(case_no=cv.case_no, at=f"{at:%d-%m-%Y %H:%M}"))
        if any(h.released_at and h.released_at > at for h in cv.heads):
            raise Invalid([Problem("at", translate("protest", "A later release of this case is already recorded"))])
        due: Dues = cases.dues(cv, at, head_seqs or [h.seq for h in held])
        if not due.total:
            raise ServiceError(translate("protest", "Nothing is due for these heads (no fine scale, no feeding "
                                                    "rate): release them on payment (s. 12) on a nil receipt"))
        if paid < due.total:
            raise DepositShort(due.total, paid)
        fy, serial = numbers.next_in_year(ProtestDeposit, at.date())
        last = ProtestDeposit.select().order_by(ProtestDeposit.at.desc(), ProtestDeposit.id.desc()).first()
        if last is not None and at < last.at:
            raise Invalid([Problem("at", translate("protest", "Deposit {number} was taken at {at}; deposits are "
                                                              "numbered in order")
                                   .format(number=last.number, at=f"{last.at:%d-%m-%Y %H:%M}"))])
        release = Release.create(case=case, released_at=at, basis=BASIS, receipt=None,
                                 claimant_name=depositor_name, claimant_capacity=depositor_capacity)
        d = ProtestDeposit.create(
            case=case, fy=fy, serial=serial, number=deposit_number(fy, serial), at=at,
            depositor_name=depositor_name, depositor_capacity=depositor_capacity,
            depositor_residence=depositor_residence, evidence=evidence, intention=intention,
            fines_paise=due.fine.paise, feeding_paise=due.feeding.paise, total_paise=due.total.paise,
            tendered_paise=paid.paise, keeper_name=keeper_name, release=release)
        by_seq = {h.seq: h for h in cv.heads}
        for line in due.heads:
            head_id = by_seq[line.seq].id
            ProtestDepositLine.create(deposit=d, head=head_id, fine_paise=line.fine.amount.paise,
                                      fine_reference=line.fine.reference, feeding_periods=line.periods,
                                      feeding_paise=line.feeding.paise,
                                      feeding_reference="; ".join(line.feeding_references))
            ReleasedHead.create(release=release, head=head_id)
        write_txn(at, "protest_deposit", both(f"Deposit under protest {d.number}, case {cv.case_no} (s. 14)",
                                              f"പ്രതിഷേധ നിക്ഷേപം {d.number}, കേസ് {cv.case_no} (വകുപ്പ് 14)"),
                  [law.debit("cash", due.total), law.credit("protest_deposit", due.total)],
                  reference=d.number, case=case)
        return d


def find(number: str) -> ProtestDeposit:
    d = ProtestDeposit.get_or_none(ProtestDeposit.number == clean(number))
    if d is None:
        raise NotFound(translate("protest", "No deposit under protest {number}").format(number=number))
    return d


def _already(d: ProtestDeposit, c: ProtestClosing, dated: bool = False) -> str:
    """That the deposit was already converted or refunded (and when)."""
    if c.outcome == "refunded":
        text = (translate("protest", "Deposit {number} has already been refunded ({day})") if dated
                else translate("protest", "Deposit {number} has already been refunded"))
    else:
        text = (translate("protest", "Deposit {number} has already been converted ({day})") if dated
                else translate("protest", "Deposit {number} has already been converted"))
    return text.format(number=d.number, day=f"{c.at:%d-%m-%Y}")


def closing(d: ProtestDeposit) -> ProtestClosing | None:
    return ProtestClosing.get_or_none(ProtestClosing.deposit == d)


def state(d: ProtestDeposit, on: date) -> str:
    """The deposit's state at the end of ``on``: a closing or a complaint
    recorded later does not count (a past month's return reads it so)."""
    c = closing(d)
    if c is not None and c.at.date() <= on:
        return law_protest.deposit_state(c.outcome, False, on, None)
    return law_protest.deposit_state(None, bool(awaiting.pending(d.case, on)), on, window_ends(d.case))


def close(d: ProtestDeposit, at: datetime, outcome: str, reason: str | tuple[str, str],
          complaint_outcome: ComplaintOutcome | None = None) -> ProtestClosing:
    """Within the caller's transaction: convert the deposit to the fines and
    charges of its own split (Dr protest_deposit / Cr fines, Cr feeding), or
    refund it (Dr protest_deposit / Cr cash). ``reason``: (English, Malayalam)
    when the program words it, stored in both; a text as given otherwise."""
    if closing(d) is not None:
        raise ServiceError(_already(d, closing(d)))
    reason_en, reason_ml = map(clean, (reason, reason) if isinstance(reason, str) else reason)
    total = d.total
    voucher = ""
    if outcome == "converted":
        postings = [law.debit("protest_deposit", total), law.credit("fines", d.fines),
                    law.credit("feeding", d.feeding)]
        memo = both(f"Deposit under protest {d.number} converted to fines and charges: {reason_en}",
                    f"പ്രതിഷേധ നിക്ഷേപം {d.number} പിഴയും തീറ്റച്ചെലവുമായി മാറ്റി: {reason_ml}")
    elif outcome == "refunded":
        voucher = refund_voucher(d.number)
        postings = [law.debit("protest_deposit", total), law.credit("cash", total)]
        memo = both(f"Deposit under protest {d.number} refunded, voucher {voucher}: {reason_en}",
                    f"പ്രതിഷേധ നിക്ഷേപം {d.number} തിരികെ നൽകി, വൗച്ചർ {voucher}: {reason_ml}")
    else:
        raise ValueError(outcome)
    txn = write_txn(at, f"protest_{outcome}", memo, postings, reference=d.number, case=d.case_id)
    stored = reason_en if reason_en == reason_ml else both(reason_en, reason_ml)
    return ProtestClosing.create(deposit=d, at=at, outcome=outcome, reason=stored,
                                 complaint_outcome=complaint_outcome, voucher=voucher, txn=txn)


def take_deposit(case_no: str, at: datetime, depositor_name: str, paid: Money, intention: str,
                 depositor_capacity: str = "owner", depositor_residence: str = "", evidence: str = "",
                 head_seqs: list[int] | None = None, now: datetime | None = None) -> str:
    """``deposit`` for the desktop: the number of the deposit recorded."""
    return deposit(case_no, at, depositor_name, paid, intention, depositor_capacity, depositor_residence,
                   evidence, head_seqs, now).number


def convert(number: str, on: date | None = None, now: datetime | None = None) -> ProtestClosing:
    """Q12: no complaint recorded by the end of the s. 19 window: the deposit
    becomes the fines and charges it stood for. ``on``: the day converted."""
    now = now or clock.now()
    on = on or now.date()
    if on > (now + FUTURE_SLACK).date():
        raise Invalid([Problem("on", translate("protest", "A conversion cannot be dated in the future"))])
    with DB.atomic("IMMEDIATE"):
        d = find(number)
        done = closing(d)
        if done is not None:
            raise ServiceError(_already(d, done, dated=True))
        waiting = awaiting.undecided(d.case)
        if waiting:
            c = waiting[0]
            raise ServiceError(translate("protest", "A complaint by {complainant} filed on {day} is pending: "
                                                    "deposit {number} waits for its outcome")
                               .format(complainant=c.complainant, day=f"{c.filed_on:%d-%m-%Y}", number=d.number))
        ends = window_ends(d.case)
        if ends is None:
            raise ServiceError(translate("protest", "Case {case_no} has no time of seizure: the s. 19 window "
                                                    "cannot be reckoned; amend the entry first")
                               .format(case_no=d.case.case_no))
        if on <= ends:
            raise ServiceError(translate("protest", "Complaints may be made until {last_day} (s. 19): the deposit "
                                                    "can be converted from {first_day}")
                               .format(last_day=f"{ends:%d-%m-%Y}",
                                       first_day=f"{date.fromordinal(ends.toordinal() + 1):%d-%m-%Y}"))
        at = max(datetime.combine(on, time()), d.at) if on != now.date() else now.replace(microsecond=0)
        return close(d, at, "converted", (f"no complaint by {ends:%d-%m-%Y} (s. 19, Q12)",
                                          f"നിശ്ചിത തീയതിയായ {ends:%d-%m-%Y} വരെ പരാതിയില്ല (വകുപ്പ് 19, Q12)"))


@dataclass(frozen=True)
class DepositView:
    id: int
    number: str
    case_no: str
    at: datetime
    depositor_name: str
    depositor_capacity: str
    intention: str
    fines: Money
    feeding: Money
    total: Money
    head_seqs: tuple[int, ...]
    window_ends: date | None
    state: str
    closed_at: datetime | None
    voucher: str

    @property
    def state_words(self) -> tuple[str, str]:
        return STATES[self.state]


def view(d: ProtestDeposit, on: date) -> DepositView:
    c = closing(d)
    seqs = tuple(sorted(rh.head.seq for rh in ReleasedHead.select().where(ReleasedHead.release == d.release_id)))
    return DepositView(d.id, d.number, d.case.case_no, d.at, d.depositor_name, d.depositor_capacity,
                       d.intention, d.fines, d.feeding, d.total, seqs,
                       window_ends(d.case), state(d, on), c.at if c else None, c.voucher if c else "")


def of_case(case_no: str, on: date | None = None) -> list[DepositView]:
    on = on or clock.now().date()
    case = cases.find(case_no)
    return [view(d, on) for d in ProtestDeposit.select().where(ProtestDeposit.case == case)
            .order_by(ProtestDeposit.at, ProtestDeposit.id)]


def all_deposits(on: date | None = None) -> list[DepositView]:
    on = on or clock.now().date()
    return [view(d, on) for d in ProtestDeposit.select().order_by(ProtestDeposit.at, ProtestDeposit.id)]


def open_deposits(on: date) -> list[DepositView]:
    """Deposits not yet converted or refunded."""
    closed = ProtestClosing.select(ProtestClosing.deposit).where(
        ProtestClosing.at < datetime.combine(on + timedelta(days=1), datetime.min.time()))
    return [view(d, on) for d in ProtestDeposit.select().where(ProtestDeposit.id.not_in(closed),
                                                                ProtestDeposit.at < datetime.combine(
                                                                    on + timedelta(days=1), datetime.min.time()))
            .order_by(ProtestDeposit.at, ProtestDeposit.id)]


def due_for_conversion(on: date) -> list[DepositView]:
    """Deposits whose window closed with no complaint recorded (needs action)."""
    return [v for v in open_deposits(on) if v.state == "convert_due"]


def convert_all_due(on: date | None = None, now: datetime | None = None) -> list[ProtestClosing]:
    """Convert every deposit due on ``on`` (the command line's batch)."""
    now = now or clock.now()
    on = on or now.date()
    return [convert(v.number, on, now) for v in due_for_conversion(on)]


# ------------------------------------------------------------ documents

def deposit_doc(number: str):
    d = find(number)
    cv = cases.view(d.case)
    by_id = {h.id: h for h in cv.heads}
    lines = []
    for line in d.lines.order_by(ProtestDepositLine.id):
        h = by_id[line.head_id]
        lines.append(ReceiptLine(h.seq, h.kind_en, h.kind_ml, h.description, line.fine,
                                 line.fine_reference, line.feeding_periods, line.feeding,
                                 line.feeding_reference))
    return ProtestDepositDoc(pound.header(), d.number, d.at, cv.case_no, cv.brought_at,
                             cv.seized_at.date() if cv.seized_at else None, d.depositor_name,
                             d.depositor_capacity, d.depositor_residence, d.evidence, d.intention, tuple(lines),
                             d.tendered, d.keeper_name, window_ends(cv))


def refund_doc(number: str):
    d = find(number)
    c = closing(d)
    if c is None or c.outcome != "refunded":
        raise ServiceError(translate("protest", "Deposit {number} has not been refunded").format(number=d.number))
    o = c.complaint_outcome
    return RefundVoucherDoc(pound.header(), c.voucher, d.number, d.at, d.case.case_no, c.at, d.depositor_name,
                            d.total, o.reference if o else "", o.decided_on if o else None,
                            keepers.standing(c.at.date()).name)


def print_deposit(number: str, out=None):
    doc = deposit_doc(number)
    pdf = render.pdf(doc)
    # named "... case N/YYYY" so the case's history lists it among the documents issued
    return kept.deliver("protest-deposit", f"{doc.number} case {doc.case_no}", pdf, out)


def print_refund(number: str, out=None):
    doc = refund_doc(number)
    pdf = render.pdf(doc)
    return kept.deliver("protest-refund", f"{doc.voucher} case {doc.case_no}", pdf, out)


def events(case_id: int) -> list[tuple[datetime, str, str]]:
    """A case's deposits under protest and how they ended, for its history
    (the delivery itself is described with the case's releases)."""
    out = []
    for d in ProtestDeposit.select().where(ProtestDeposit.case == case_id):
        out.append((d.entered_at, f"Deposit under protest {d.number} of {d.total} by {d.depositor_name}: "
                                  f"\"{d.intention}\" (s. 14)",
                    f"പ്രതിഷേധ നിക്ഷേപം {d.number}, {d.total}, {d.depositor_name}: "
                    f"\"{d.intention}\" (വകുപ്പ് 14)"))
        c = closing(d)
        if c is not None:
            en, ml = STATES[c.outcome]
            reason_en, reason_ml = halves(c.reason)   # older closings kept the reason in English only
            why_ml = f" ({reason_ml})" if reason_ml != reason_en else ""
            out.append((c.at, f"Deposit {d.number}: {en.lower()} ({reason_en})" + (f", voucher {c.voucher}"
                                                                               if c.voucher else ""),
                        f"നിക്ഷേപം {d.number}: {ml}{why_ml}" + (f", വൗച്ചർ {c.voucher}" if c.voucher else "")))
    return out
