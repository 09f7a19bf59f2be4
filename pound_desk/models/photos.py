"""Photos of each head: a record per photo attached (the file itself is kept
beside the database, in ``photos/``, named by its SHA-256), and the record
that withdraws one attached by mistake. Documents of record, chained like the
others: the digest in the record is what ``verify`` checks the file against.
"""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import RecordModel
from pound_desk.models.schema import Head


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class Photo(RecordModel):
    """A photo of a head, as stored (scaled, re-compressed, without metadata)."""

    head = pw.ForeignKeyField(Head, backref="photos")
    digest = pw.TextField(index=True)     # SHA-256 of the stored file, hex
    width = pw.IntegerField()
    height = pw.IntegerField()
    size = pw.IntegerField()              # bytes of the stored file
    caption = pw.TextField(default="")
    attached_by = pw.TextField()          # who attached it (name and role)
    attached_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "photo"


class PhotoWithdrawal(RecordModel):
    """A photo attached by mistake (the wrong head, the wrong animal): it is
    no longer shown or printed, and the record says who withdrew it and why.
    The photo's record and file stay."""

    photo = pw.ForeignKeyField(Photo, unique=True, backref="withdrawals")
    reason = pw.TextField()
    withdrawn_by = pw.TextField()
    withdrawn_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "photo_withdrawal"


PHOTO_MODELS = [Photo, PhotoWithdrawal]
