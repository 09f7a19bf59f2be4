"""The ledger (law/ledger.py says how it balances), the daily statements
(rule 15, Form IV) and the remittance vouchers (rule 13). Documents of
record: a wrong transaction is reversed by another, never edited."""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.law import ledger
from pound_desk.law.money import Money
from pound_desk.models.base import MoneyOf, RecordModel
from pound_desk.models.schema import Case, Receipt, ReceiptLine
from pound_desk.models.stored import both  # the memo in both languages, as every record writes it


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class LedgerTxn(RecordModel):
    """One balanced transaction; ``kind`` says which workflow made it and
    ``reference`` the receipt, voucher, order or sale it rests on."""

    at = pw.DateTimeField(index=True)
    kind = pw.TextField()
    memo = pw.TextField()
    reference = pw.TextField(default="")
    case = pw.ForeignKeyField(Case, null=True, backref="transactions")
    receipt = pw.ForeignKeyField(Receipt, null=True, backref="transactions")
    reverses = pw.ForeignKeyField("self", null=True, unique=True, backref="reversals")
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "ledger_txn"


class LedgerPosting(RecordModel):
    txn = pw.ForeignKeyField(LedgerTxn, backref="postings")
    account = pw.TextField(index=True)
    amount_paise = pw.IntegerField()   # debit positive, credit negative
    amount = MoneyOf("amount_paise")

    class Meta:
        table_name = "ledger_posting"


class DailyStatement(RecordModel):
    """Rule 15, Form IV, made at the close of a day; ``figures`` as JSON."""

    day = pw.DateField(unique=True)
    made_at = pw.DateTimeField()
    keeper_name = pw.TextField()
    figures = pw.TextField()
    needed_paise = pw.IntegerField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "daily_statement"


class Remittance(RecordModel):
    """Rule 13: a day's receipts remitted to the local authority, with a
    voucher numbered per financial year."""

    fy = pw.TextField()
    serial = pw.IntegerField()
    number = pw.TextField(unique=True)
    day = pw.DateField()
    amount_paise = pw.IntegerField()
    made_at = pw.DateTimeField()
    keeper_name = pw.TextField()
    txn = pw.ForeignKeyField(LedgerTxn, unique=True)
    # what the voucher shows was kept back from the cash in hand, and why
    cash_paise = pw.IntegerField(default=0)
    advance_held_paise = pw.IntegerField(default=0)     # the advance not yet spent (rule 17)
    proceeds_held_paise = pw.IntegerField(default=0)    # sale proceeds not yet distributed or paid (s. 15)
    protest_held_paise = pw.IntegerField(default=0)     # deposits under protest still held (s. 14)
    entered_at = pw.DateTimeField(default=_now)
    amount = MoneyOf("amount_paise")
    cash = MoneyOf("cash_paise")
    advance_held = MoneyOf("advance_held_paise")
    proceeds_held = MoneyOf("proceeds_held_paise")
    protest_held = MoneyOf("protest_held_paise")

    class Meta:
        indexes = ((("fy", "serial"), True),)


LEDGER_MODELS = [LedgerTxn, LedgerPosting, DailyStatement, Remittance]


def write_txn(at: datetime, kind: str, memo: str, postings, reference: str = "",
              case=None, receipt=None, reverses=None) -> LedgerTxn:
    """Insert one transaction with its postings, checked to balance first
    (inside the caller's database transaction)."""
    kept = ledger.check(list(postings))
    txn = LedgerTxn.create(at=at, kind=kind, memo=memo, reference=reference, case=case,
                           receipt=receipt, reverses=reverses)
    LedgerPosting.insert_many([{"txn": txn.id, "account": p.account, "amount_paise": p.amount.paise}
                               for p in kept]).execute()
    return txn


def post_receipts_already_issued() -> int:
    """Post every receipt that has no transaction yet (those issued before
    the ledger was kept); returns how many."""
    sums = (ReceiptLine.select(ReceiptLine.receipt, pw.fn.SUM(ReceiptLine.fine_paise).alias("fines"),
                               pw.fn.SUM(ReceiptLine.feeding_paise).alias("feeding"))
            .group_by(ReceiptLine.receipt))
    by_receipt = {row.receipt_id: (row.fines, row.feeding) for row in sums}
    posted = {t.receipt_id for t in LedgerTxn.select(LedgerTxn.receipt).where(LedgerTxn.receipt.is_null(False))}
    count = 0
    for r in Receipt.select().order_by(Receipt.issued_at, Receipt.id):
        if r.id in posted or not r.total_paise:   # nothing was paid: nothing to post
            continue
        fines, feeding = by_receipt.get(r.id, (0, 0))
        write_txn(r.issued_at, "receipt", both(f"Receipt {r.number}, case {r.case.case_no}",
                                               f"രസീത് {r.number}, കേസ് {r.case.case_no}"),
                  ledger.receipt_postings(Money(fines), Money(feeding)), reference=r.number,
                  case=r.case_id, receipt=r.id)
        count += 1
    return count
