"""The people who use the desk: their accounts and everything that ever
happened to an account (created, password changed, disabled, enabled), so
nothing is lost. Both tables are documents of record, chained like the
others: an account's present state is read from its events, never kept by
changing a row."""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import RecordModel


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class User(RecordModel):
    name = pw.TextField(unique=True)      # the sign-in name, as typed at creation
    role = pw.TextField()                 # keeper | supervisor | auditor
    keeper_name = pw.TextField(default="")  # a keeper account: the pound-keeper it is (s. 5)
    created_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "user_account"


class UserEvent(RecordModel):
    user = pw.ForeignKeyField(User, backref="events")
    event = pw.TextField()                # created | password | disabled | enabled
    password_hash = pw.TextField(default="")   # created and password events
    by = pw.TextField()                   # who did it (session label)
    at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "user_event"


USER_MODELS = [User, UserEvent]
