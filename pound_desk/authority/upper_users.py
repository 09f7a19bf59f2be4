"""The people of the level above, and signing in to its commands.

Two roles: an **officer** registers local authorities, imports what they
forward and decides on held returns; an **auditor** reads (the lists, the
report, who was seen across pounds) and changes nothing. The first person,
an officer, is added without signing in, as at a pound's first start; every
later one by an officer signed in. Passwords are kept as the desk keeps its
own (scrypt, ``services.desk.users``); the list is append-only."""
from __future__ import annotations

from datetime import datetime

from pound_desk.authority.database import transaction
from pound_desk.authority.models import UpperUser
from pound_desk.language import translate
from pound_desk.services.desk.users import check_password, hash_password

ROLES = ("officer", "auditor")
MIN_PASSWORD = 8


class SignInRefused(Exception):
    """``str()`` says why, in the language on screen."""


def needs_first() -> bool:
    return not UpperUser.select().exists()


def add(name: str, role: str, password: str, by: UpperUser | None, now: datetime | None = None) -> UpperUser:
    name = " ".join((name or "").split())
    if not name:
        raise SignInRefused(translate("upper_users", "Give the person's name"))
    if role not in ROLES:
        raise SignInRefused(translate("upper_users", "The role is officer or auditor"))
    if len(password or "") < MIN_PASSWORD:
        raise SignInRefused(translate("upper_users", "The password needs at least {count} characters")
                            .format(count=MIN_PASSWORD))
    with transaction():
        first = needs_first()
        if first and role != "officer":
            raise SignInRefused(translate("upper_users", "The first person is an officer"))
        if not first and (by is None or by.role != "officer"):
            raise SignInRefused(translate("upper_users", "Only an officer adds people"))
        if UpperUser.get_or_none(UpperUser.name == name) is not None:
            raise SignInRefused(translate("upper_users", "{name} is already here").format(name=name))
        return UpperUser.create(name=name, role=role, password_hash=hash_password(password),
                                created_at=(now or datetime.now()).replace(microsecond=0),
                                created_by=by.name if by is not None else "")


def sign_in(name: str | None, password: str) -> UpperUser:
    if needs_first():
        raise SignInRefused(translate("upper_users", "No one is registered here yet: add the first officer "
                                                     "(pound-desk upper user add NAME --role officer)"))
    if not name:
        raise SignInRefused(translate("upper_users", "Sign in: give --user NAME and the password"))
    user = UpperUser.get_or_none(UpperUser.name == " ".join(name.split()))
    if user is None or not check_password(password or "", user.password_hash):
        raise SignInRefused(translate("upper_users", "The name or the password is wrong"))
    return user


def may(user: UpperUser, writes: bool) -> None:
    if writes and user.role != "officer":
        raise SignInRefused(translate("upper_users", "{name} is an auditor: an auditor reads and changes nothing")
                            .format(name=user.name))


def listing() -> list[UpperUser]:
    return list(UpperUser.select().order_by(UpperUser.id))
