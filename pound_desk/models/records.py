"""Records the Act requires that earlier versions did not keep: the owner's
receipt for the cattle in the register (s. 12(b)), and a written order under
s. 18(2) seen by the keeper when no scan of it was kept, and the place, day
and hour of the sale a notice under s. 13(2) announces. Documents of record,
chained like the others.
"""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import RecordModel
from pound_desk.models.disposal import Notice
from pound_desk.models.disputes import OrderRelease
from pound_desk.models.schema import Release


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class ReleaseSignature(RecordModel):
    """s. 12(b): how the owner or his agent, taking the cattle back, signed a
    receipt for them in the register: ``signed`` (the owner), ``agent`` (signed
    by the agent) or ``refused`` (refused to sign; the keeper notes it)."""

    release = pw.ForeignKeyField(Release, unique=True, backref="signatures")
    signature = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "release_signature"


class OrderSeen(RecordModel):
    """s. 18(2): the keeper saw the written order but kept no scan of it, and
    says so under his name."""

    order_release = pw.ForeignKeyField(OrderRelease, unique=True, backref="seen")
    seen_by = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "order_seen"


class NoticeSale(RecordModel):
    """s. 13(2), (3): the place and the day and hour of the sale, as entered
    when the notice was issued (an auction scheduled later for its heads
    names them instead)."""

    notice = pw.ForeignKeyField(Notice, unique=True, backref="sale")
    place = pw.TextField()
    sale_at = pw.DateTimeField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "notice_sale"


RECORDS_MODELS = [ReleaseSignature, OrderSeen, NoticeSale]
