"""The audit log: who did what at the desk and when, including what writes no
other record (a document viewed, a file exported, a backup made, the
program started). Every entry is a document of record, chained like the
others, and never pruned."""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import RecordModel


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class AuditEntry(RecordModel):
    at = pw.DateTimeField(default=_now, index=True)
    actor = pw.TextField(index=True)        # the person's name (or system:<user>)
    role = pw.TextField()                   # keeper, supervisor, auditor, system
    action = pw.TextField(index=True)       # a short code: document_printed, export_csv …
    subject = pw.TextField(default="")      # case number, document reference, file …
    detail = pw.TextField(default="")       # free text or JSON

    class Meta:
        table_name = "audit_entry"


AUDIT_MODELS = [AuditEntry]
