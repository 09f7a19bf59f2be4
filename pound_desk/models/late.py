"""A record whose stated time is earlier than the moment it was made by
more than the office's margin (the ``late_entry_hours`` setting): the
person's reason, the time stated and the time it was really entered. A
document of record of its own, chained like the others, so that a date
typed a week back, or a clock rolled back and then forward, is seen on the
register, the receipt and the return instead of passing as made on time."""
from __future__ import annotations

import peewee as pw

from pound_desk.models.base import RecordModel


class LateEntry(RecordModel):
    """``record`` names the table of the late record (``release``,
    ``case`` for a seizure's time brought, ``feeding``), ``row_id`` its row;
    ``entered_at`` is the office clock when it was written; ``by`` the
    person signed in."""

    record = pw.TextField()
    row_id = pw.IntegerField()
    stated_at = pw.DateTimeField()
    entered_at = pw.DateTimeField()
    reason = pw.TextField()
    by = pw.TextField()

    class Meta:
        table_name = "late_entry"
        indexes = ((("record", "row_id"), False),)


LATE_MODELS = [LateEntry]
