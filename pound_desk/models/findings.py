"""What a Magistrate may ask about, kept beside the records it explains
(schema v9): the ground of a complaint and whom it is made against (s. 19),
what was adjudged illegal and who is liable for it (s. 21), the reason
recorded for selling while the s. 19 window was open (s. 15(1)), and the
revised daily statements (rule 15) made when an entry follows a statement
of its day. All documents of record."""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import RecordModel
from pound_desk.models.disposal import Complaint, ComplaintOutcome, Sale
from pound_desk.models.ledger import DailyStatement


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class ComplaintGround(RecordModel):
    """s. 19: the complaint is of illegal seizure, of illegal detention, or
    of both; ``against``: the person complained against (s. 20(2))."""

    complaint = pw.ForeignKeyField(Complaint, unique=True, backref="grounds")
    ground = pw.TextField()            # seizure | detention | both
    against = pw.TextField(default="")
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "complaint_ground"


class ComplaintFinding(RecordModel):
    """s. 21(1): what was adjudged illegal (the seizure or the detention) and
    the person liable: the one who made the seizure or who detained the
    cattle (``liable_role``: seizer | pound_keeper | other)."""

    outcome = pw.ForeignKeyField(ComplaintOutcome, unique=True, backref="findings")
    adjudged = pw.TextField()          # seizure | detention
    liable_role = pw.TextField()
    liable_name = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "complaint_finding"


class SaleInWindow(RecordModel):
    """s. 15(1) with s. 19: a sale made while the owner's ten days to
    complain had not run out, confirmed with the reason recorded."""

    sale = pw.ForeignKeyField(Sale, unique=True, backref="window_reasons")
    window_ends = pw.DateField()
    reason = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "sale_in_window"


class StatementRevision(RecordModel):
    """Rule 15: a revised daily statement (Form IV) for a day already
    stated, made because an entry of that day came after the statement;
    ``revision`` 1, 2 …; ``revises`` the original; ``changes`` says what
    changed (English and Malayalam)."""

    statement = pw.ForeignKeyField(DailyStatement, backref="revisions", index=False)   # the index below serves it
    revision = pw.IntegerField()
    made_at = pw.DateTimeField()
    keeper_name = pw.TextField()
    figures = pw.TextField()
    needed_paise = pw.IntegerField()
    changes = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "statement_revision"
        indexes = ((("statement", "revision"), True),)


FINDING_MODELS = [ComplaintGround, ComplaintFinding, SaleInWindow, StatementRevision]
