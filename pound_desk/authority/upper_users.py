"""The people of a consolidation database, and signing in to its commands
and its window: the level above's (``pound-desk upper``) and a local
authority's own (``pound-desk authority``), each in its own database.

Two roles: an **officer** registers (pounds, local authorities), imports
and decides on held returns; an **auditor** reads (the lists, the report,
who was seen across pounds) and changes nothing. The first person,
an officer, is added without signing in, as at a pound's first start; every
later one by an officer signed in. Passwords are kept as the desk keeps its
own (scrypt, ``services.desk.users``); the list is append-only.

What each role may do, the same on the command line and in the window:

    officer   import (returns, forwarded files), register (pounds and their
              capacity, local authorities), decide on held returns, forward
              with the local authority's key, add people; and all an auditor does
    auditor   the report (PDF, CSV), who was seen across pounds, the lists
              (pounds, held returns, local authorities, people), a receipt's
              check, the log of signing in

Every signing in, and every refusal of a name, a password or a role, is kept
in the log (``UpperLog``), never changed; a refused action writes nothing
else."""
from __future__ import annotations

from datetime import datetime

from pound_desk.authority.database import transaction
from pound_desk.authority.models import UpperLog, UpperUser
from pound_desk.language import translate
from pound_desk.services.desk.users import check_password, hash_password

ROLES = ("officer", "auditor")
SIGNED_IN, REFUSED, ADDED = "signed_in", "refused", "added"     # the log's events
MIN_PASSWORD = 8


class SignInRefused(Exception):
    """``str()`` says why, in the language on screen."""


def needs_first() -> bool:
    return not UpperUser.select().exists()


def add(name: str, role: str, password: str, by: UpperUser | None, now: datetime | None = None) -> UpperUser:
    if by is not None and by.role != "officer" and not needs_first():
        log(by.name, REFUSED, "adding a person: only an officer adds people")
        raise SignInRefused(translate("upper_users", "Only an officer adds people"))
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
        user = UpperUser.create(name=name, role=role, password_hash=hash_password(password),
                                created_at=(now or datetime.now()).replace(microsecond=0),
                                created_by=by.name if by is not None else "")
        UpperLog.create(at=user.created_at, name=user.created_by or user.name, event=ADDED,
                        detail=f"{user.name}, {user.role}")
    return user


def log(name: str, event: str, detail: str = "", now: datetime | None = None) -> None:
    with transaction():
        UpperLog.create(at=(now or datetime.now()).replace(microsecond=0), name=" ".join((name or "").split()),
                        event=event, detail=detail)


def log_listing(limit: int = 200) -> list[UpperLog]:
    """The newest first."""
    return list(UpperLog.select().order_by(UpperLog.id.desc()).limit(limit))


def sign_in(name: str | None, password: str, where: str = "command line",
            command: str = "pound-desk upper") -> UpperUser:
    """The person, signed in and logged; ``SignInRefused`` (logged, but for
    no one yet registered or no name given) saying why not."""
    if needs_first():
        raise SignInRefused(translate("upper_users", "No one is registered here yet: add the first officer "
                                                     "({command} user add NAME --role officer)")
                            .format(command=command))
    if not name:
        raise SignInRefused(translate("upper_users", "Sign in: give --user NAME and the password"))
    user = UpperUser.get_or_none(UpperUser.name == " ".join(name.split()))
    if user is None or not check_password(password or "", user.password_hash):
        log(name, REFUSED, f"sign-in ({where}): the name or the password is wrong")
        raise SignInRefused(translate("upper_users", "The name or the password is wrong"))
    log(user.name, SIGNED_IN, f"{where}, as {user.role}")
    return user


def may(user: UpperUser, writes: bool, what: str = "") -> None:
    """Refused (and logged) when ``user`` is an auditor and the action writes."""
    if writes and user.role != "officer":
        log(user.name, REFUSED, f"{what or 'a change'}: an auditor changes nothing")
        raise SignInRefused(translate("upper_users", "{name} is an auditor: an auditor reads and changes nothing")
                            .format(name=user.name))


def listing() -> list[UpperUser]:
    return list(UpperUser.select().order_by(UpperUser.id))
