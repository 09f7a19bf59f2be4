"""Release on payment (s. 12): the dues as of the moment of release, the
payment, a numbered Form III receipt, and the heads delivered."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from pound_desk.language import translate
from pound_desk.law import bases, limits, numbering, parties
from pound_desk.law import records as s12b
from pound_desk.law.dues import Dues
from pound_desk.law.ledger import receipt_postings
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, Case, Receipt, ReceiptLine, Release, ReleasedHead
from pound_desk.models.ledger import write_txn
from pound_desk.models.records import ReleaseSignature
from pound_desk.models.stored import both, halves
from pound_desk.services.case import cases, late_entries
from pound_desk.services.desk import clock, numbers
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.office import keepers
from pound_desk.text import datetime_str, datetime_str_ml, heads_numbered_en, money

CAPACITIES = parties.OWNER_OR_AGENT


class PaymentShort(ServiceError):
    def __init__(self, due: Money, paid: Money):
        self.due, self.paid = due, paid
        super().__init__(translate("releases", "The payment of {paid} does not cover the dues of {due}; {more} "
                                              "more is needed. Nothing was released.")
                         .format(paid=paid, due=due, more=due - paid))


def claim_problems(at: datetime, claimant_name: str, claimant_capacity: str = "owner",
                   claimant_residence: str = "", evidence: str = "", head_seqs: list[int] | None = None,
                   now: datetime | None = None, signature: str = s12b.SIGNED,
                   late_reason: str = "") -> list[Problem]:
    """Every problem of a claim (s. 12) that can be told before the dues are
    read: a form shows them all at once, with its own. A release dated
    earlier than now by more than the office's margin needs ``late_reason``."""
    now = now or clock.now()
    claimant_name, claimant_residence, evidence = map(clean, (claimant_name, claimant_residence, evidence))
    if claimant_capacity == "agent" and signature == s12b.SIGNED:
        signature = s12b.AGENT
    problems: list[Problem] = limits.problems(claimant_name=(claimant_name, "name"),
                                              claimant_residence=(claimant_residence, "residence"),
                                              evidence=(evidence, "evidence"))
    if not claimant_name:
        problems.append(Problem("claimant_name", translate("releases", "The claimant's name is required (s. 12)")))
    if claimant_capacity not in CAPACITIES:
        problems.append(Problem("claimant_capacity", translate("releases", "The claimant is the owner or the "
                                                                           "owner's agent")))
    if claimant_capacity == "agent" and not evidence:
        problems.append(Problem("evidence", translate("releases", "An agent needs written authority: say what was "
                                                                  "shown")))
    if signature not in (s12b.SIGNED, s12b.AGENT, s12b.REFUSED):
        problems.append(Problem("signature", translate("releases", "Say whether the receipt for the cattle was "
                                                                   "signed in the register, by the owner or "
                                                                   "the agent, or refused (s. 12(b))")))
    elif signature == s12b.AGENT and claimant_capacity != "agent":
        problems.append(Problem("signature", translate("releases", "Signed by the agent: record the claimant "
                                                                   "as the owner's agent (s. 12(b))")))
    if head_seqs is not None and not head_seqs:
        problems.append(Problem("heads", translate("releases", "Choose at least one head to release")))
    if at.replace(second=0, microsecond=0) > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("releases", "A release cannot be recorded in the future")))
    return problems + late_entries.problems(at.replace(second=0, microsecond=0), late_reason, now)


def release_on_payment(case_no: str, at: datetime, claimant_name: str, paid: Money,
                       claimant_capacity: str = "owner", claimant_residence: str = "",
                       evidence: str = "", head_seqs: list[int] | None = None,
                       now: datetime | None = None, signature: str = s12b.SIGNED,
                       late_reason: str = "") -> Receipt:
    """Deliver the chosen heads (all held, by default) against payment of their
    dues as of ``at``; one transaction, or nothing at all. ``signature`` says
    how the claimant signed the receipt for the cattle in the register
    (s. 12(b)): signed by the owner, by the agent, or refused. A release
    dated earlier than ``now`` by more than the office's margin needs the
    person's ``late_reason``, kept with it (late_entries)."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    claimant_name, claimant_residence, evidence = map(clean, (claimant_name, claimant_residence, evidence))
    if claimant_capacity == "agent" and signature == s12b.SIGNED:
        signature = s12b.AGENT          # the agent is the one who signs
    problems = claim_problems(at, claimant_name, claimant_capacity, claimant_residence, evidence,
                              head_seqs, now, signature, late_reason)
    if problems:
        raise Invalid(problems)

    with DB.atomic("IMMEDIATE"):
        keeper_name = keepers.require_in_office(now)   # s. 5(3)
        case = cases.find(case_no)
        cv = cases.view(case)
        refuse_if_contested(cv)   # Q15: only a written order under s. 18(2)
        if at < cv.brought_at:
            raise Invalid([Problem("at", translate("releases", "A release cannot be before the cattle were "
                                                               "brought"))])
        held = cases.held_at(cv, at)
        if not held:
            raise ServiceError(translate("releases", "No heads of case {case_no} are in the pound at {at}")
                               .format(case_no=cv.case_no, at=f"{at:%d-%m-%Y %H:%M}"))
        if any(h.released_at for h in cv.heads if h.released_at and h.released_at > at):
            raise Invalid([Problem("at", translate("releases", "A later release of this case is already "
                                                               "recorded"))])
        due: Dues = cases.dues(cv, at, head_seqs or [h.seq for h in held])
        if paid < due.total:
            raise PaymentShort(due.total, paid)
        fy, serial = numbers.next_in_year(Receipt, at.date())
        last = Receipt.select().order_by(Receipt.issued_at.desc(), Receipt.id.desc()).first()
        if last is not None and at < last.issued_at:
            raise Invalid([Problem("at", translate("releases", "Receipt {number} was issued at {at}; receipts are "
                                                               "issued in order, so a release cannot be dated "
                                                               "before it")
                                   .format(number=last.number, at=f"{last.issued_at:%d-%m-%Y %H:%M}"))])
        receipt = Receipt.create(
            fy=fy, serial=serial, number=numbering.receipt_number(fy, serial), issued_at=at,
            case=case, claimant_name=claimant_name, claimant_capacity=claimant_capacity,
            claimant_residence=claimant_residence, evidence=evidence, total_paise=due.total.paise,
            tendered_paise=paid.paise, keeper_name=keeper_name)
        by_seq = {h.seq: h for h in cv.heads}
        release = Release.create(case=case, released_at=at, basis=bases.S12, receipt=receipt,
                                 claimant_name=claimant_name, claimant_capacity=claimant_capacity)
        ReleaseSignature.create(release=release, signature=signature)
        late_entries.record("release", release.id, at, late_reason, now)
        for line in due.heads:
            head_id = by_seq[line.seq].id
            ReceiptLine.create(receipt=receipt, head=head_id, fine_paise=line.fine.amount.paise,
                               fine_reference=line.fine.reference, feeding_periods=line.periods,
                               feeding_paise=line.feeding.paise,
                               feeding_reference="; ".join(line.feeding_references))
            ReleasedHead.create(release=release, head=head_id)
        if due.total:   # heads with no fine scale and no feeding rate owe nothing (rules.md Q8)
            write_txn(at, "receipt", both(f"Receipt {receipt.number}, case {cv.case_no}",
                                          f"രസീത് {receipt.number}, കേസ് {cv.case_no}"),
                      receipt_postings(due.fine, due.feeding), reference=receipt.number,
                      case=case, receipt=receipt)
        return receipt


@dataclass(frozen=True)
class Paid:
    """A receipt just issued, as the release dialog shows it."""
    number: str
    total: Money
    tendered: Money


def release_paid(case_no: str, at: datetime, claimant_name: str, paid: Money,
                 claimant_capacity: str = "owner", claimant_residence: str = "",
                 evidence: str = "", head_seqs: list[int] | None = None,
                 now: datetime | None = None, signature: str = s12b.SIGNED, late_reason: str = "") -> Paid:
    """``release_on_payment`` for the desktop: the receipt issued, as a frozen view."""
    receipt = release_on_payment(case_no, at, claimant_name, paid, claimant_capacity, claimant_residence,
                                 evidence, head_seqs, now, signature, late_reason)
    return Paid(receipt.number, receipt.total, receipt.tendered)


def record_earlier_release(case: Case, at: datetime, released_to: str) -> Release:
    """Carry over a release that an earlier register (paper or spreadsheet)
    already shows, within the import's transaction. Its receipt stays in the
    old receipt book, so none is issued here."""
    release = Release.create(case=case, released_at=at.replace(second=0, microsecond=0),
                             basis=bases.EARLIER_REGISTER, receipt=None, claimant_name=clean(released_to),
                             claimant_capacity="as recorded")
    for head in case.heads:
        ReleasedHead.create(release=release, head=head)
    return release


def owner_receipt(r: cases.ReleaseView) -> tuple[str, str]:
    """The s. 12(b) line of the register for a release on payment: the receipt
    and how the claimant signed for the cattle."""
    en, ml = s12b.SIGNATURES.get(r.signature, s12b.SIGNATURES[s12b.NOT_RECORDED])
    return (f"{r.receipt_no}: {r.claimant_name}, {en}", f"{r.receipt_no}: {r.claimant_name}, {ml}")


def refuse_if_contested(cv: cases.CaseView, basis: str = bases.S12) -> None:
    """A case whose ownership is contested leaves only on a written order
    stating reasons (Q15, s. 18(2)): a release on any other ``basis`` is
    refused."""
    c = cv.contested
    if c is not None and not bases.may_leave_while_contested(basis):
        raise ServiceError(translate(
            "release_orders", "The ownership of case {case_no} is contested ({claimants}, since {since}): its "
                              "cattle are held and released only on a written order stating reasons (s. 18(2))")
            .format(case_no=cv.case_no, claimants=c.claimants, since=f"{c.raised_on:%d-%m-%Y}"))


# Each kind of release in the register's words (English, Malayalam), by its
# basis; the fields are filled by ``describe``. Payment (s. 12) is the default.
RELEASE_WORDS: dict[str, tuple[str, str]] = {
    bases.EARLIER_REGISTER: (
        "{when_en}: {heads} released, as the earlier register records: {name}",
        "{when_ml}: {numbers} എണ്ണം വിട്ടുകൊടുത്തു (മുൻ രജിസ്റ്റർ പ്രകാരം): {name}"),
    bases.SALE: (
        "{when_en}: {heads} sold at public auction to {name} (buyer), s. 13(3) / 15(1)",
        "{when_ml}: {numbers} എണ്ണം പരസ്യലേലത്തിൽ വിറ്റു, വാങ്ങിയത് {name} (വകുപ്പ് 13(3) / 15(1))"),
    bases.S15: (
        "{when_en}: remaining {heads} delivered to {name} with the account of the sale, s. 15(3)",
        "{when_ml}: ശേഷിച്ച {numbers} എണ്ണം ലേലത്തിന്റെ കണക്കു സഹിതം {name}-ന് ഏൽപ്പിച്ചു (വകുപ്പ് 15(3))"),
    bases.S21: (
        "{when_en}: {heads} released without payment by the owner to {name}, the seizure adjudged illegal "
        "({adjudged}), s. 21(2); the fines and charges are due from the seizer",
        "{when_ml}: പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധമെന്ന മജിസ്ട്രേറ്റിന്റെ ഉത്തരവ് പ്രകാരം {numbers} എണ്ണം ഉടമ "
        "പണമടയ്ക്കാതെ {name}-ന് വിട്ടുകൊടുത്തു (വകുപ്പ് 21(2)); പിഴയും ചാർജും പിടിച്ചെടുത്തയാൾ നൽകണം"),
    bases.S14: (
        "{when_en}: {heads} delivered to {name} ({capacity_en}) on a deposit under protest, s. 14{deposit_en}",
        "{when_ml}: {numbers} എണ്ണം പ്രതിഷേധത്തോടെ തുക നിക്ഷേപിച്ച് {name} ({capacity_ml}) ഏറ്റുവാങ്ങി, "
        "വകുപ്പ് 14{deposit_ml}"),
    bases.S13_PROVISO: (
        "{when_en}: {heads} disposed of otherwise than by auction on the Director's order, s. 13 proviso; "
        "delivered to {name}",
        "{when_ml}: {numbers} എണ്ണം ഡയറക്ടറുടെ ഉത്തരവ് പ്രകാരം ലേലമല്ലാതെ വിനിയോഗിച്ചു "
        "(വകുപ്പ് 13 ക്ലിപ്തനിബന്ധന); ഏറ്റുവാങ്ങിയത് {name}"),
    bases.S18_2: (
        "{when_en}: {heads} released to {name} ({capacity_en}) on a written order stating reasons, s. 18(2)",
        "{when_ml}: {numbers} എണ്ണം കാരണം വ്യക്തമാക്കിയ രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം {name} ({capacity_ml}) "
        "ഏറ്റുവാങ്ങി, വകുപ്പ് 18(2)"),
    bases.S25: (
        "{when_en}: {heads} delivered to {name}, the court's officer, for sale to recover a fine, s. 25",
        "{when_ml}: പിഴ ഈടാക്കാൻ വിൽക്കുന്നതിന് {numbers} എണ്ണം കോടതി ഉദ്യോഗസ്ഥൻ {name}-ന് ഏൽപ്പിച്ചു, "
        "വകുപ്പ് 25"),
    bases.S12: (
        "{when_en}: {heads} released to {name} ({capacity_en}) on payment, s. 12{paid_en}",
        "{when_ml}: {numbers} എണ്ണം {name} ({capacity_ml}) പണമടച്ച് ഏറ്റുവാങ്ങി, വകുപ്പ് 12{paid_ml}"),
}


def describe(r: cases.ReleaseView) -> tuple[str, str]:
    """A release in words, English and Malayalam, for the register's disposal
    column and the case's history (``RELEASE_WORDS``)."""
    numbers = ", ".join(map(str, r.head_seqs))
    takers = parties.ORDER_TAKERS if r.basis == bases.S18_2 else CAPACITIES
    who = takers.get(r.claimant_capacity, (r.claimant_capacity, r.claimant_capacity))
    total = money(r.receipt_total) if r.receipt_total is not None else ""
    fields = {
        "when_en": datetime_str(r.released_at), "when_ml": datetime_str_ml(r.released_at),
        "heads": heads_numbered_en(numbers, len(r.head_seqs)),    # "head 2", "heads 1, 2"
        "numbers": numbers, "name": r.claimant_name, "capacity_en": who[0].lower(), "capacity_ml": who[1],
        "adjudged": halves(r.claimant_capacity)[0],
        "deposit_en": f"; deposit {r.deposit_no}, {r.deposit_total}" if r.deposit_no else "",
        "deposit_ml": f"; നിക്ഷേപം {r.deposit_no}, {r.deposit_total}" if r.deposit_no else "",
        "paid_en": f"; receipt {r.receipt_no}, {total}" if r.receipt_no else "",
        "paid_ml": f"; രസീത് {r.receipt_no}, {total}" if r.receipt_no else "",
    }
    en, ml = RELEASE_WORDS.get(r.basis, RELEASE_WORDS[bases.S12])
    en, ml = en.format(**fields), ml.format(**fields)
    if r.late[0]:
        en, ml = f"{en}; {r.late[0]}", f"{ml}; {r.late[1]}"
    return en, ml
