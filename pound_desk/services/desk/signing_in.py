"""Signing a person in at the desk in one step: the name and password
checked (users), the person made the session's writer, and the sign-in kept in
the audit log. Apart from the users, whom the audit log's own writer (the
register opened with the desk as its writer) depends on."""
from __future__ import annotations

from datetime import date

from pound_desk.services.desk import audit, session, users


def sign_in(name: str, password: str, on: date | None = None) -> session.Actor:
    actor = users.authenticate(name, password, on)
    session.sign_in(actor)
    if actor.one_time:
        return actor   # logged when the person has chosen their own (users.change_password)
    audit.record_view("sign_in", actor.name, {"role": actor.role})
    return actor
