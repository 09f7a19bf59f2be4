"""The tables. Money columns hold integer paise (SQLite stores DECIMAL as REAL)."""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import BaseModel, MoneyOf, RecordModel


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class Pound(BaseModel):
    """The office's own particulars; settings, not a record (documents copy them)."""

    name = pw.TextField()
    place = pw.TextField()
    local_authority = pw.TextField()
    local_area = pw.TextField()
    keeper_name = pw.TextField()
    created_at = pw.DateTimeField(default=_now)


class KindRow(BaseModel):
    """Kinds of cattle (s. 2(1)) and those added by notification; ``in_use``
    marks the kinds this pound offers first in its forms."""

    code = pw.TextField(primary_key=True)
    en = pw.TextField()
    ml = pw.TextField()
    reference = pw.TextField()
    effective_from = pw.DateField(null=True)
    position = pw.IntegerField(default=0)
    in_use = pw.BooleanField(default=True)

    class Meta:
        table_name = "kind"


class RateRow(RecordModel):
    type = pw.TextField()  # fine | enhanced_fine | feeding
    local_area = pw.TextField()
    kind = pw.TextField()
    amount_paise = pw.IntegerField()
    effective_from = pw.DateField()
    reference = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)
    notified_on = pw.DateField(null=True)  # the notification's or order's own date
    amount = MoneyOf("amount_paise")

    class Meta:
        table_name = "rate"
        indexes = ((("type", "local_area", "kind", "effective_from"), True),)


class Case(RecordModel):
    """One entry of the s. 7 register."""

    pound = pw.ForeignKeyField(Pound, backref="cases", index=False)   # the index below serves it
    year = pw.IntegerField()
    serial = pw.IntegerField()
    case_no = pw.TextField(unique=True)
    brought_at = pw.DateTimeField(index=True)
    seized_at = pw.DateTimeField(null=True)
    seized_place = pw.TextField()
    local_area = pw.TextField()
    basis = pw.TextField()
    seizer_name = pw.TextField(index=True)
    seizer_residence = pw.TextField()
    seizer_capacity = pw.TextField(default="")
    owner_name = pw.TextField(default="", index=True)
    owner_residence = pw.TextField(default="")
    police_aid = pw.TextField(default="")
    flags = pw.TextField(default="")  # comma-separated codes at entry
    source = pw.TextField(default="desk")  # desk | import
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        indexes = ((("pound", "year", "serial"), True),)


class Head(RecordModel):
    case = pw.ForeignKeyField(Case, backref="heads", index=False)   # the index below serves it
    seq = pw.IntegerField()
    kind = pw.TextField(index=True)
    sex = pw.TextField(default="unknown")
    colour = pw.TextField(default="")
    marks = pw.TextField(default="")
    ear_tag = pw.TextField(default="", index=True)

    class Meta:
        indexes = ((("case", "seq"), True),)


class Amendment(RecordModel):
    """A correction of a register entry: what, from what, to what, and why."""

    case = pw.ForeignKeyField(Case, backref="amendments")
    head = pw.ForeignKeyField(Head, null=True, backref="amendments")
    field = pw.TextField()
    old_value = pw.TextField()
    new_value = pw.TextField()
    reason = pw.TextField()
    made_at = pw.DateTimeField(default=_now)


class FeedingEntry(RecordModel):
    """s. 8: a head fed and watered on a day. Feeding and watering are two
    duties: a day logged with one of them may take a second entry for the
    other (so (head, day) is indexed, not unique)."""

    head = pw.ForeignKeyField(Head, backref="feedings", index=False)   # the index below serves it
    day = pw.DateField(index=True)
    fed = pw.BooleanField(default=True)
    watered = pw.BooleanField(default=True)
    note = pw.TextField(default="")
    logged_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "feeding"
        indexes = ((("head", "day"), False),)


class Receipt(RecordModel):
    """Form III receipt (rules 12, 14); numbered per financial year, no gaps."""

    fy = pw.TextField()
    serial = pw.IntegerField()
    number = pw.TextField(unique=True)
    issued_at = pw.DateTimeField()
    case = pw.ForeignKeyField(Case, backref="receipts")
    claimant_name = pw.TextField()
    claimant_capacity = pw.TextField()  # owner | agent
    claimant_residence = pw.TextField(default="")
    evidence = pw.TextField(default="")
    total_paise = pw.IntegerField()
    tendered_paise = pw.IntegerField()
    keeper_name = pw.TextField()
    total = MoneyOf("total_paise")
    tendered = MoneyOf("tendered_paise")

    class Meta:
        indexes = ((("fy", "serial"), True),)


class ReceiptLine(RecordModel):
    receipt = pw.ForeignKeyField(Receipt, backref="lines")
    head = pw.ForeignKeyField(Head)
    fine_paise = pw.IntegerField()
    fine_reference = pw.TextField(default="")
    feeding_periods = pw.IntegerField()
    feeding_paise = pw.IntegerField()
    feeding_reference = pw.TextField(default="")


class Release(RecordModel):
    """Cattle delivered out of the pound; ``basis`` is the section that allows it."""

    case = pw.ForeignKeyField(Case, backref="releases")
    released_at = pw.DateTimeField()
    basis = pw.TextField(default="s12")
    receipt = pw.ForeignKeyField(Receipt, null=True, backref="releases")
    claimant_name = pw.TextField()
    claimant_capacity = pw.TextField()

    class Meta:
        # the sales waiting to be settled are found without reading every release
        indexes = ((("basis", "released_at"), False),)


class ReleasedHead(RecordModel):
    release = pw.ForeignKeyField(Release, backref="heads")
    head = pw.ForeignKeyField(Head, unique=True, backref="released")


class DocumentLog(RecordModel):
    """Every PDF written to the documents folder, with its checksum."""

    kind = pw.TextField()
    ref = pw.TextField()
    path = pw.TextField()
    sha256 = pw.TextField()
    created_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "document"


REGISTER_MODELS = [Pound, KindRow, RateRow, Case, Head, Amendment, FeedingEntry, Receipt,
                   ReceiptLine, Release, ReleasedHead, DocumentLog]
