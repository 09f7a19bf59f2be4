"""The office's own records: its settings and closed days, the pound-keeper's
appointment history (s. 5), the s. 11(4) exhibit's displays and the
inspections of the pound (rules 4–6, 18)."""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import BaseModel, RecordModel


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class Setting(BaseModel):
    """A setting the Act leaves to the office; one value per key, as text."""

    key = pw.TextField(primary_key=True)
    value = pw.TextField()


class ClosedDay(BaseModel):
    """A date the office is closed (a holiday or a closure): deadlines that
    end on it run on to the next open day (rules.md Q20)."""

    day = pw.DateField(primary_key=True)
    reason = pw.TextField(default="")

    class Meta:
        table_name = "closed_day"


class KeeperEvent(RecordModel):
    """s. 5: a pound-keeper appointed, suspended, reinstated or removed by
    the local authority, by an order, from a date."""

    name = pw.TextField()
    event = pw.TextField()            # appointed | suspended | reinstated | removed
    effective_on = pw.DateField()
    reference = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "keeper_event"


class ExhibitDisplay(RecordModel):
    """s. 11(4): the list of fines and rates printed and displayed at the
    pound; ``fingerprint`` identifies the rates it showed."""

    fingerprint = pw.TextField()
    rates_on = pw.DateField()
    confirmed_at = pw.DateTimeField()
    confirmed_by = pw.TextField()
    document_ref = pw.TextField(default="")

    class Meta:
        table_name = "exhibit_display"


class Inspection(RecordModel):
    """Rules 4–6 and 18: the pound inspected, its checklist, and the head
    count compared with the register (``counted`` and ``in_register`` as
    JSON: kind -> number)."""

    inspected_at = pw.DateTimeField()
    officer = pw.TextField()
    ground = pw.BooleanField()        # at least 2 cents (r. 4)
    fencing = pw.BooleanField()       # properly fenced (r. 4)
    shed = pw.BooleanField()          # roofed shed for at least 10 head (r. 5)
    drainage = pw.BooleanField()      # drained floor kept clean (r. 5)
    tied_apart = pw.BooleanField()    # animals tied apart (r. 6)
    counted = pw.TextField()
    in_register = pw.TextField()
    differences = pw.TextField(default="")
    notes = pw.TextField(default="")
    entered_at = pw.DateTimeField(default=_now)


class Place(BaseModel):
    """A village or market place of a local area, named in s. 13(2) notices
    (the proclamation in the village and the market place nearest the place
    of seizure)."""

    local_area = pw.TextField()
    name = pw.TextField()
    kind = pw.TextField()             # village | market

    class Meta:
        indexes = ((("local_area", "name", "kind"), True),)


class ListEntry(RecordModel):
    """A person on a list the Act relies on, from a date, by an order:
    police officers and officers under the Act and members of the local
    authority (s. 18(1)), officers empowered under s. 10. An entry that ends
    is a second row pointing at it (``ends``), with the end date."""

    role = pw.TextField()             # police | officer | member | s10
    name = pw.TextField()
    designation = pw.TextField(default="")
    held_from = pw.DateField()
    held_until = pw.DateField(null=True)
    reference = pw.TextField()
    ends = pw.ForeignKeyField("self", null=True, backref="endings")
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "list_entry"


OFFICE_MODELS = [Setting, ClosedDay, KeeperEvent, ExhibitDisplay, Inspection]
# added in v5
LIST_MODELS = [Place, ListEntry]
