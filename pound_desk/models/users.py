"""The people who use the desk: their accounts and everything that ever
happened to an account (created, password changed, disabled, enabled), so
nothing is lost. Both tables are documents of record, chained like the
others: an account's present state is read from its events, never kept by
changing a row."""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import BaseModel, RecordModel


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
    event = pw.TextField()                # created | password | key | reset | disabled | enabled
    password_hash = pw.TextField(default="")   # created, password, key and reset (a one-time password, no key) events
    # the person's Ed25519 key (created, password and key events): the public
    # half, and the private half sealed by the password (services/desk/users.py)
    by = pw.TextField()                   # who did it (session label)
    at = pw.DateTimeField(default=_now)
    public_key = pw.TextField(default="")
    sealed_key = pw.TextField(default="")

    class Meta:
        table_name = "user_event"


class SignInLock(BaseModel):
    """Wrong sign-in tries in a row, and until when signing in waits (a
    Unix time): kept here so that a restart does not start them again."""

    key = pw.TextField(primary_key=True)
    count = pw.IntegerField(default=0)
    until = pw.FloatField(default=0.0)

    class Meta:
        table_name = "sign_in_lock"


USER_MODELS = [User, UserEvent]
LOCK_MODELS = [SignInLock]   # not a record: the count changes
