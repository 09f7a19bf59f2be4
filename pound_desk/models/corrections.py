"""Corrections by reversal, never by edit: a sale whose hammer price was
recorded wrong is reversed by a record that says who reversed it, when and
why, with the ledger's reversing entry; the sale itself stays as it was
recorded, and the lot may then be recorded again at the right price.
Documents of record, chained like the others."""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import RecordModel
from pound_desk.models.disposal import Sale
from pound_desk.models.ledger import LedgerTxn


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class SaleReversal(RecordModel):
    """A sale reversed: ``reversed_by`` the person signed in, ``reason`` as
    typed, ``txn`` the balanced entry that takes its money back out of the
    ledger (dated at the sale, so the day's and the month's figures read as
    corrected)."""

    sale = pw.ForeignKeyField(Sale, unique=True, backref="reversals")
    reason = pw.TextField()
    reversed_by = pw.TextField()
    reversed_at = pw.DateTimeField()
    txn = pw.ForeignKeyField(LedgerTxn, unique=True)
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "sale_reversal"


CORRECTION_MODELS = [SaleReversal]
