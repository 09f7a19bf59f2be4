"""The pound's ledger: transactions posted by the workflows, reversals, the
check that every transaction balances and that every receipt, sale,
settlement and remittance is in it, balances and the cash book."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from pound_desk.language import translate
from pound_desk.law import ledger as law
from pound_desk.law import limits
from pound_desk.law.money import Money
from pound_desk.law.problems import clean
from pound_desk.models import DB, Receipt
from pound_desk.models.corrections import SaleReversal
from pound_desk.models.disposal import DepositClosing, Sale, Settlement
from pound_desk.models.ledger import LedgerPosting, LedgerTxn, Remittance, write_txn
from pound_desk.models.stored import both
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError


def post(at: datetime, kind: str, memo: str, postings, reference: str = "", case=None,
         receipt=None) -> LedgerTxn:
    """A balanced transaction (law.ledger.Unbalanced if not), inside the
    caller's database transaction when there is one."""
    with DB.atomic():
        return write_txn(at, kind, clean(memo), postings, reference=reference, case=case,
                         receipt=receipt)


def postings_of(txn: LedgerTxn) -> list[law.Posting]:
    return [law.Posting(p.account, p.amount)
            for p in LedgerPosting.select().where(LedgerPosting.txn == txn).order_by(LedgerPosting.id)]


def reverse(txn_id: int, reason: str, now: datetime | None = None) -> LedgerTxn:
    """Undo a transaction by its mirror image; the original stays."""
    reason = clean(reason)
    if not reason:
        raise ServiceError(translate("ledger", "Say why the transaction is reversed"))
    too_long = limits.problems(reason=(reason, "reason"))
    if too_long:
        raise Invalid(too_long)
    now = now or clock.now()
    with DB.atomic("IMMEDIATE"):
        txn = LedgerTxn.get_or_none(LedgerTxn.id == txn_id)
        if txn is None:
            raise NotFound(translate("ledger", "No transaction {number} in the ledger").format(number=txn_id))
        if LedgerTxn.select().where(LedgerTxn.reverses == txn).exists():
            raise ServiceError(translate("ledger", "Transaction {number} has already been reversed")
                               .format(number=txn_id))
        if txn.kind == "reversal":
            raise ServiceError(translate("ledger", "A reversal is not reversed; post the transaction again instead"))
        mirror = [law.Posting(p.account, -p.amount) for p in postings_of(txn)]
        # the reason as typed, once, after the words in both languages
        return write_txn(now, "reversal", both(f"Reversal of transaction {txn.id}",
                                               f"ഇടപാട് {txn.id} റദ്ദാക്കൽ") + f": {reason}", mirror,
                         reference=txn.reference, case=txn.case_id, reverses=txn.id)


def _postings_until(until: datetime | None):
    q = (LedgerPosting.select(LedgerPosting.account, LedgerPosting.amount_paise)
         .join(LedgerTxn))
    if until is not None:
        q = q.where(LedgerTxn.at < until)
    return [law.Posting(p.account, p.amount) for p in q]


def balances(until: datetime | None = None) -> dict[str, Money]:
    """Every account's balance (debit positive) before ``until`` (all, by default)."""
    return law.balances(_postings_until(until))


@dataclass(frozen=True)
class CheckResult:
    transactions: int
    problems: tuple[str, ...]
    trial: tuple[law.TrialLine, ...]
    debits: Money
    credits: Money

    @property
    def ok(self) -> bool:
        return not self.problems and self.debits == self.credits


def check() -> CheckResult:
    """Every transaction balances, names known accounts and has postings;
    every receipt, sale, settlement and remittance has its transaction."""
    problems: list[str] = []
    sums: dict[int, int] = defaultdict(int)
    lines: dict[int, int] = defaultdict(int)
    all_postings = []
    for p in LedgerPosting.select(LedgerPosting.txn, LedgerPosting.account, LedgerPosting.amount_paise):
        sums[p.txn_id] += p.amount_paise
        lines[p.txn_id] += 1
        if p.account not in law.ACCOUNTS:
            problems.append(f"Transaction {p.txn_id} posts to an unknown account {p.account!r}")
        else:
            all_postings.append(law.Posting(p.account, p.amount))
    txns = list(LedgerTxn.select(LedgerTxn.id, LedgerTxn.reference, LedgerTxn.kind))
    for t in txns:
        if not lines[t.id]:
            problems.append(f"Transaction {t.id} has no postings")
        elif sums[t.id]:
            problems.append(f"Transaction {t.id} does not balance: off by {Money(sums[t.id])}")
    references = defaultdict(set)
    for t in txns:
        references[t.kind].add(t.reference)
    for number in Receipt.select(Receipt.number).where(Receipt.total_paise != 0).tuples():
        if number[0] not in references["receipt"]:
            problems.append(f"Receipt {number[0]} is not in the ledger")
    for number in Sale.select(Sale.number).tuples():
        if number[0] not in references["sale"]:
            problems.append(f"Sale {number[0]} is not in the ledger")

    for r in SaleReversal.select(SaleReversal, LedgerTxn).join(LedgerTxn):
        if r.txn.kind != "reversal" or r.txn.reference != Sale.get_by_id(r.sale_id).number:
            problems.append(f"The reversal of sale {Sale.get_by_id(r.sale_id).number} has no reversing entry")
    for s in Settlement.select(Settlement.id):
        if f"settlement {s.id}" not in references["settlement"]:
            problems.append(f"Settlement {s.id} is not in the ledger")
    for number in Remittance.select(Remittance.number).tuples():
        if number[0] not in references["remittance"]:
            problems.append(f"Remittance {number[0]} is not in the ledger")
    for closing in DepositClosing.select(DepositClosing.deposit, DepositClosing.outcome):
        if f"deposit {closing.deposit_id}" not in references[f"deposit_{closing.outcome}"]:
            problems.append(f"Deposit {closing.deposit_id} was {closing.outcome} but is not in the ledger")
    trial, debits, credits = law.trial_balance(all_postings)
    return CheckResult(len(txns), tuple(problems), tuple(trial), debits, credits)


@dataclass(frozen=True)
class CashLine:
    at: datetime
    txn_id: int
    kind: str
    memo: str
    reference: str
    received: Money
    paid: Money
    balance: Money


@dataclass(frozen=True)
class CashBook:
    start: date
    end: date
    opening: Money
    lines: tuple[CashLine, ...]
    closing: Money
    balances: dict          # account -> balance at the end (debit positive)
    movements: dict         # account -> net movement within the period


def _day_start(day: date) -> datetime:
    return datetime.combine(day, time())


def cash_book(start: date, end: date) -> CashBook:
    """The cash account from ``start`` to ``end`` (both days included), with
    the balances of every account head at the end and their movements."""
    if end < start:
        raise ServiceError(translate("ledger", "The period ends before it starts"))
    lo, hi = _day_start(start), _day_start(end + timedelta(days=1))
    opening = balances(lo).get("cash", Money.zero())
    movements = {code: Money.zero() for code in law.ACCOUNTS}
    rows = (LedgerPosting.select(LedgerPosting, LedgerTxn).join(LedgerTxn)
            .where(LedgerTxn.at >= lo, LedgerTxn.at < hi).order_by(LedgerTxn.at, LedgerTxn.id))
    lines, running = [], opening
    for p in rows:
        amount = p.amount
        movements[p.account] = movements.get(p.account, Money.zero()) + amount
        if p.account != "cash":
            continue
        running += amount
        t = p.txn
        lines.append(CashLine(t.at, t.id, t.kind, t.memo, t.reference,
                              amount if amount.paise > 0 else Money.zero(),
                              -amount if amount.paise < 0 else Money.zero(), running))
    return CashBook(start, end, opening, tuple(lines), running, balances(hi), movements)
