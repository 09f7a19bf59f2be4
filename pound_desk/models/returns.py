"""The returns made under s. 6 and carried out of the office: every export
of a return bundle is logged, a document of record."""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import RecordModel


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class ReturnExport(RecordModel):
    """One return written to a drive or folder and read back whole.
    ``revision`` 0 is the period's first return; a later one with other
    content is a correction (1, 2 …); the same content exported again keeps
    its revision (the same bundle, byte for byte)."""

    period = pw.TextField(index=True)       # YYYY-MM
    sequence = pw.IntegerField()
    revision = pw.IntegerField()
    file_name = pw.TextField()
    checksum = pw.TextField()               # sha256 of the bundle file
    manifest_sha256 = pw.TextField()
    content_sha256 = pw.TextField()         # sha256 of data.json: what "nothing changed" compares
    destination = pw.TextField()            # the drive or folder written to
    made_at = pw.DateTimeField()            # the manifest's made_at
    exported_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "return_export"


RETURN_MODELS = [ReturnExport]
