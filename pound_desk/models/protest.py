"""Deposits under protest (s. 14) and how each one ended: converted to fines
and charges (rules.md Q12) or refunded on a Magistrate's order (s. 21).
Documents of record; complaints and their outcomes live with the other
disposal records (models/disposal.py)."""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import MoneyOf, RecordModel
from pound_desk.models.disposal import ComplaintOutcome
from pound_desk.models.ledger import LedgerTxn
from pound_desk.models.schema import Case, Head, Release


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class ProtestDeposit(RecordModel):
    """s. 14: the owner or agent refused to pay, saying the seizure was
    illegal and that a complaint is about to be made, and deposited the fines
    and charges; the heads were delivered (``release``). Numbered in a
    series of its own per financial year (``D-2026-27/00001``): it is not a
    Form III receipt of fines paid until it is converted."""

    case = pw.ForeignKeyField(Case, backref="protest_deposits")
    fy = pw.TextField()
    serial = pw.IntegerField()
    number = pw.TextField(unique=True)
    at = pw.DateTimeField()
    depositor_name = pw.TextField()
    depositor_capacity = pw.TextField()        # owner | agent
    depositor_residence = pw.TextField(default="")
    evidence = pw.TextField(default="")        # an agent's written authority
    intention = pw.TextField()                 # the stated intention to complain (s. 19)
    fines_paise = pw.IntegerField()
    feeding_paise = pw.IntegerField()
    total_paise = pw.IntegerField()
    tendered_paise = pw.IntegerField()
    keeper_name = pw.TextField()
    release = pw.ForeignKeyField(Release, unique=True)
    entered_at = pw.DateTimeField(default=_now)
    fines = MoneyOf("fines_paise")
    feeding = MoneyOf("feeding_paise")
    total = MoneyOf("total_paise")
    tendered = MoneyOf("tendered_paise")

    class Meta:
        table_name = "protest_deposit"
        indexes = ((("fy", "serial"), True),)


class ProtestDepositLine(RecordModel):
    """One head's fine and feeding charges in a deposit, as a receipt has them."""

    deposit = pw.ForeignKeyField(ProtestDeposit, backref="lines", index=False)   # the index below serves it
    head = pw.ForeignKeyField(Head)
    fine_paise = pw.IntegerField()
    fine_reference = pw.TextField(default="")
    feeding_periods = pw.IntegerField()
    feeding_paise = pw.IntegerField()
    feeding_reference = pw.TextField(default="")
    fine = MoneyOf("fine_paise")
    feeding = MoneyOf("feeding_paise")

    class Meta:
        table_name = "protest_deposit_line"
        indexes = ((("deposit", "head"), True),)


class ProtestClosing(RecordModel):
    """How a deposit ended: ``converted`` to fines and charges (no complaint
    by the end of the s. 19 window, or a complaint decided), or ``refunded``
    on the Magistrate's order (``voucher`` numbers the refund)."""

    deposit = pw.ForeignKeyField(ProtestDeposit, unique=True, backref="closings")
    at = pw.DateTimeField()
    outcome = pw.TextField()                   # converted | refunded
    reason = pw.TextField()
    complaint_outcome = pw.ForeignKeyField(ComplaintOutcome, null=True)
    voucher = pw.TextField(default="")
    txn = pw.ForeignKeyField(LedgerTxn, unique=True)
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "protest_closing"


PROTEST_MODELS = [ProtestDeposit, ProtestDepositLine, ProtestClosing]
