"""User accounts, signing in, and what each role may do.

Roles: a keeper does the day's work (register, feeding, releases, notices,
sales, accounts entries, returns); a supervisor may also change the
settings, rate tables, the pound-keeper record, user accounts, release
orders (s. 18(2)) and inspections; an auditor reads and prints and changes
nothing. When no one is signed in (the command line, scripts, tests) the
program itself acts and nothing is refused.

An account is a row of ``User`` that never changes; its password, and
whether it is disabled, are read from its latest ``UserEvent``. Both are
documents of record, so an account's whole history stays in the chain.

Passwords are hashed with scrypt at OWASP's parameters (n=2**17, r=8, p=1,
a 16-byte random salt) and stored as ``scrypt$n$r$p$salt$hash`` (hex), so
the parameters can be raised later without losing the older hashes
(services/desk/passwords.py). Only the test suite lowers them, and only by
calling ``use_test_parameters()``. There is no default password: the first
supervising user chooses one at set-up.
"""
from __future__ import annotations

import dataclasses
import json
import math
import threading
import time
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Callable

import peewee as pw

from pound_desk.language import pick, translate
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB
from pound_desk.models.audit import AuditEntry
from pound_desk.models.office import Setting
from pound_desk.models.schema import DocumentLog
from pound_desk.models.users import SignInLock, User, UserEvent
from pound_desk.services.desk import clock, keeper_standing, session
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.desk.passwords import (
    CREDENTIAL_EVENTS,
    RESET,
    check_password,
    hash_password,
    new_credentials,
    password_problems,
    sealing,
    unlock,
)
from pound_desk.services.desk.passwords import (
    use_test_parameters as use_test_parameters,  # the test suite lowers scrypt's cost through users
)

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

ROLES = {
    "keeper": ("Pound-keeper: the day's work", "പൗണ്ട് സൂക്ഷിപ്പുകാരൻ: ദൈനംദിന ജോലി"),
    "supervisor": ("Supervising officer: also settings, rates, users, orders, inspections",
                   "മേൽനോട്ട ഉദ്യോഗസ്ഥൻ: ക്രമീകരണങ്ങൾ, നിരക്കുകൾ, ഉപയോക്താക്കൾ, ഉത്തരവുകൾ, പരിശോധന"),
    "auditor": ("Auditor: reads and prints, changes nothing",
                "ഓഡിറ്റർ: വായിക്കാനും അച്ചടിക്കാനും മാത്രം"),
}
ROLE_NAMES = {"keeper": ("keeper", "സൂക്ഷിപ്പുകാരൻ"), "supervisor": ("supervisor", "മേൽനോട്ട ഉദ്യോഗസ്ഥൻ"),
              "auditor": ("auditor", "ഓഡിറ്റർ"), "system": ("the program", "പ്രോഗ്രാം")}
EVENTS = {"created": ("Created", "സൃഷ്ടിച്ചു"), "password": ("Password changed", "പാസ്‌വേഡ് മാറ്റി"),
          "key": ("Signing key made", "ഒപ്പിനുള്ള കീ ഉണ്ടാക്കി"),
          "reset": ("One-time password set", "ഒറ്റത്തവണ പാസ്‌വേഡ് നൽകി"),
          "disabled": ("Disabled", "പ്രവർത്തനരഹിതമാക്കി"), "enabled": ("Enabled", "വീണ്ടും പ്രവർത്തനക്ഷമമാക്കി")}

MAX_TRIES = 5
WAIT_SECONDS = 30
LOCK_MINUTES_DEFAULT = 10
LOCK_KEY = "lock_minutes"

# tables an auditor's actions may still write: the audit log, the log of
# documents printed (the table of DocumentLog), and an auditor's own password
# change
AUDITOR_MAY_WRITE = frozenset({"audit_entry", DocumentLog._meta.table_name, "user_event"})

# -- roles ------------------------------------------------------------------

def role_name(role: str) -> str:
    """A role's short name in the language on screen."""
    return pick(*ROLE_NAMES[role])


def _role_words(roles: tuple[str, ...]) -> str:
    words = role_name(roles[0])
    for role in roles[1:]:
        words = translate("users", "{first} or {second}").format(first=words, second=role_name(role))
    return words


def one_time_refusal() -> str:
    return translate("users", "You signed in with a one-time password: choose your own password first")


def refusal(roles: str | tuple[str, ...], what: str) -> str | None:
    """Why the signed-in person may not do ``what`` (None: they may).
    ``what`` is already in the language on screen."""
    roles = (roles,) if isinstance(roles, str) else tuple(roles)
    actor = session.current()
    if actor.one_time:
        return one_time_refusal()
    if actor.role == "system" or actor.role in roles:
        return None
    return translate("users", "{what}: only a {roles} may do this; you are signed in as {name} ({role})").format(
        what=what, roles=_role_words(roles), name=actor.name, role=role_name(actor.role))


def require(roles: str | tuple[str, ...], what: str) -> None:
    """Refuse (ServiceError, in the language on screen) unless the
    signed-in person has one of ``roles``; the program itself is never
    refused. ``what`` names the work, already translated."""
    why = refusal(roles, what)
    if why:
        raise ServiceError(why)


def may(roles: str | tuple[str, ...]) -> bool:
    return refusal(roles, "") is None


def may_change() -> bool:
    return session.current().role != "auditor"


def require_may_change(what: str) -> None:
    """An auditor reads and prints and changes nothing."""
    require(("keeper", "supervisor"), what)


def change_refused() -> str:
    """Why an auditor's change is refused, in the language on screen."""
    return translate("users", "An auditor reads and prints and changes nothing")


def standing_refusal(actor: session.Actor | None = None, on: date | None = None) -> str | None:
    """Why the signed-in person may no longer act (None: they may): the
    account was disabled, or the keeper it is for was suspended or removed
    (s. 5(3)) since signing in. Asked before every write, so a change made
    at another desk or by the command line takes effect on the next action
    of a session already open."""
    actor = actor or session.current()
    if actor.user_id is None:
        return None
    user = User.get_or_none(User.id == actor.user_id)
    if user is None:
        return translate("users", "No user {name}").format(name=actor.name)
    state = _latest(user, ("created", "disabled", "enabled"))
    if state is not None and state.event == "disabled":
        return translate("users", "The account {name} is disabled: ask the supervising officer").format(
            name=user.name)
    if user.role == "keeper":
        return _keeper_refusal(user, on or clock.now().date())
    return None


def require_good_standing() -> None:
    why = standing_refusal()
    if why:
        raise ServiceError(why)


def write_refusal(table: str = "") -> str | None:
    """Why a write by the signed-in person is refused (None: it is not)."""
    actor = session.current()
    if actor.one_time:   # nothing: the password chosen is written under its own new key
        return one_time_refusal()
    if actor.role == "auditor" and table not in AUDITOR_MAY_WRITE:
        return change_refused()
    return standing_refusal(actor)


def actor_for_chain(table: str) -> str:
    """The chain's ``pd_actor(table)``: who is writing the row. Refuses
    (the insert is then aborted) a document of record written while an
    auditor is signed in, or by someone disabled or suspended since signing
    in, whatever the code path."""
    why = write_refusal(table)
    if why:
        raise PermissionError(why)
    return session.current().label


# -- accounts ---------------------------------------------------------------

@dataclass(frozen=True)
class Account:
    id: int
    name: str
    role: str
    keeper_name: str
    enabled: bool
    created_at: datetime
    password_changed_at: datetime


def _latest(user: User, events: tuple[str, ...]) -> UserEvent | None:
    return (UserEvent.select().where(UserEvent.user == user, UserEvent.event.in_(events))
            .order_by(UserEvent.id.desc()).first())


def _account(user: User) -> Account:
    state = _latest(user, ("created", "disabled", "enabled"))
    pw_event = _latest(user, CREDENTIAL_EVENTS)
    return Account(user.id, user.name, user.role, user.keeper_name,
                   state is None or state.event != "disabled", user.created_at, pw_event.at)


def accounts() -> list[Account]:
    return [_account(u) for u in User.select().order_by(User.name)]


def account(name_or_id: str | int) -> Account:
    return _account(_find(name_or_id))


def history(name_or_id: str | int) -> list[UserEvent]:
    return list(UserEvent.select().where(UserEvent.user == _find(name_or_id)).order_by(UserEvent.id))


def _find(name_or_id: str | int) -> User:
    if isinstance(name_or_id, int):
        user = User.get_or_none(User.id == name_or_id)
    else:
        user = User.select().where(User.name.collate("NOCASE") == clean(name_or_id)).first()
    if user is None:
        raise ServiceError(translate("users", "No user {name}").format(name=name_or_id))
    return user


def has_users() -> bool:
    """Whether any account has been made in this register yet."""
    return User.select().exists()


def needs_first_user() -> bool:
    """No supervising user yet: one must be created (at set-up, or at the
    next start of a pound set up before users existed)."""
    return not User.select().where(User.role == "supervisor").exists()


def create(name: str, role: str, password: str, again: str | None = None, keeper_name: str = "") -> Account:
    """Add an account. The first account of a pound is its supervising user
    (created by the program at set-up); after that only a supervisor adds
    accounts."""
    name, keeper_name = clean(name), clean(keeper_name)
    problems = []
    if not name:
        problems.append(Problem("name", translate("users", "The user's name is required")))
    elif User.select().where(User.name.collate("NOCASE") == name).exists():
        problems.append(Problem("name", translate("users", "There is already a user {name}").format(name=name)))
    if role not in ROLES:
        problems.append(Problem("role", translate("users", "Choose keeper, supervisor or auditor")))
    elif role == "keeper" and not keeper_name:
        problems.append(Problem("keeper_name", translate("users", "Name the pound-keeper this account is for "
                                                                  "(s. 5)")))
    problems += password_problems(password, again)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        if not needs_first_user() or role != "supervisor":
            require("supervisor", translate("users", "Adding a user"))
        if needs_first_user() and role != "supervisor":
            raise Invalid([Problem("role", translate("users", "The first user is the supervising officer"))])
        now = clock.now()
        user = User.create(name=name, role=role, keeper_name=keeper_name if role == "keeper" else "",
                           created_at=now)
        made = new_credentials(password)
        UserEvent.create(user=user, event="created", password_hash=made.password_hash,
                         public_key=made.public_key, sealed_key=made.sealed_key,
                         by=session.current().label, at=now)
    return _account(user)


def change_password(name_or_id: str | int, new: str, again: str | None = None, old: str | None = None) -> None:
    """One's own password (the old one is asked, unless one signed in with
    a one-time password), or a supervisor's reset of another's: a one-time
    password that lets its holder only choose their own (``RESET``)."""
    problems = password_problems(new, again)
    me = session.current()
    with DB.atomic("IMMEDIATE"):
        user = _find(name_or_id)
        own = me.user_id == user.id
        if own and not me.one_time:
            # with the new password's problems, all at once
            if old is None or not check_password(old, _latest(user, CREDENTIAL_EVENTS).password_hash):
                problems.insert(0, Problem("old", translate("users", "The present password is wrong")))
        elif not own:
            require("supervisor", translate("users", "Changing another user's password"))
        if problems:
            raise Invalid(problems)
        if not own:
            _reset(user, new, me)
            return
        made = new_credentials(new)   # a new key: whoever set the password could not unseal the old one
        chosen = dataclasses.replace(me, signing_key=made.private, one_time=False)
        reset = pending_reset(user.id) if me.one_time else None
        if me.one_time:
            # no key to sign with yet: the new key signs its own event, as at
            # an account's first sign-in (_first_key)
            session.sign_in(chosen)
        try:
            UserEvent.create(user=user, event="password", password_hash=made.password_hash,
                             public_key=made.public_key, sealed_key=made.sealed_key, by=me.label, at=clock.now())
            if reset is not None:   # the first sign-in after the reset, signed with the new key
                _log(ONE_TIME_SIGN_IN, user.name, {"by": reset.by, "at": f"{reset.at:%Y-%m-%d %H:%M}"})
        except BaseException:
            session.sign_in(me)
            raise
    session.sign_in(chosen)   # signs from now on with the new key


def _reset(user: User, password: str, me: session.Actor) -> None:
    """A supervisor's reset: the password's hash and no key (the old key
    stays sealed by the password the person forgot; the new one is made
    when they choose their own), in the audit log too."""
    at = clock.now()
    UserEvent.create(user=user, event=RESET, password_hash=hash_password(password), by=me.label, at=at)
    _log("password_reset", user.name, {"by": me.label, "at": f"{at:%Y-%m-%d %H:%M}"})


@dataclass(frozen=True)
class Reset:
    """The supervisor's reset an account is waiting on."""
    event_id: int
    by: str
    at: datetime


def pending_reset(name_or_id: str | int) -> Reset | None:
    """The reset whose one-time password the account has not yet replaced."""
    event = _latest(_find(name_or_id), CREDENTIAL_EVENTS)
    if event is None or event.event != RESET:
        return None
    return Reset(event.id, event.by, event.at)


def reset_notice(reset: Reset) -> str:
    """What the person is told at the sign-in after a reset."""
    return translate("users", "Your password was reset by {by} on {at}. The one you were given works only "
                              "to choose your own: choose it now.").format(by=reset.by, at=f"{reset.at:%d-%m-%Y %H:%M}")


def set_enabled(name_or_id: str | int, enabled: bool) -> None:
    with DB.atomic("IMMEDIATE"):
        require("supervisor", translate("users", "Disabling or enabling a user"))
        user = _find(name_or_id)
        acc = _account(user)
        me = session.current()
        if acc.enabled == enabled:
            raise ServiceError((translate("users", "{name} is already enabled") if enabled
                                else translate("users", "{name} is already disabled")).format(name=user.name))
        if not enabled and me.user_id == user.id:
            raise ServiceError(translate("users", "You cannot disable your own account"))
        if not enabled and user.role == "supervisor" and not [
                a for a in accounts() if a.role == "supervisor" and a.enabled and a.id != user.id]:
            raise ServiceError(translate("users", "The last supervising user stays enabled"))
        UserEvent.create(user=user, event="enabled" if enabled else "disabled", by=me.label, at=clock.now())


# -- signing in ---------------------------------------------------------------

class SignInRefused(ServiceError):
    """Not signed in; ``field`` is where the message belongs ("" for both)."""

    def __init__(self, message: str, field: str = "", wait: float = 0.0):
        super().__init__(message)
        self.field = field
        self.wait = wait


def _wrong() -> str:
    return translate("users", "The name or the password is wrong")


class _Tries:
    """Wrong tries in a row at this desk, kept in the database as well
    (``SignInLock``), so that neither a restart of the desktop nor a new run
    of the command line starts the count again."""

    def __init__(self):
        self.lock = threading.Lock()


_tries = _Tries()
# the wall clock (seconds): a wait must outlast the program, so not monotonic
clock_seconds: Callable[[], float] = time.time
_DESK = ""   # one count for the desk: a wrong name counts like a wrong password


def _stored() -> SignInLock:
    try:
        row = SignInLock.get_or_none(SignInLock.key == _DESK)
    except pw.OperationalError:   # a file from before the count was kept
        return SignInLock(key=_DESK, count=0, until=0.0)
    return row or SignInLock(key=_DESK, count=0, until=0.0)


def _store(count: int, until: float) -> None:
    try:
        # an update of the one row, never a replace: the chain keeps its every state (v18)
        SignInLock.insert(key=_DESK, count=count, until=until).on_conflict(
            conflict_target=[SignInLock.key], update={SignInLock.count: count, SignInLock.until: until}).execute()
    except pw.OperationalError:
        pass


def reset_tries() -> None:
    with _tries.lock:
        # only a count to clear is written: a sign-in after no wrong try
        # leaves no link behind (nor a pound's key made to seal one)
        if DB.obj is not None and not DB.is_closed():
            row = _stored()
            if row.count or row.until:
                _store(0, 0.0)


def wait_left() -> float:
    with _tries.lock:
        if DB.obj is None or DB.is_closed():
            return 0.0
        return max(0.0, _stored().until - clock_seconds())


def _failed() -> SignInRefused:
    with _tries.lock:
        row = _stored()
        count = row.count + 1
        if count >= MAX_TRIES:
            _store(0, clock_seconds() + WAIT_SECONDS)
            return SignInRefused(translate("users", "The name or the password is wrong. {tries} wrong tries: "
                                                    "wait {seconds} seconds")
                                 .format(tries=MAX_TRIES, seconds=WAIT_SECONDS), wait=WAIT_SECONDS)
        _store(count, row.until)
    return SignInRefused(_wrong())


def load_sealing() -> None:
    """Loads what unsealing a person's key takes (cryptography), which the
    desk does not load to open: the sign-in dialog calls this once it is
    up, so that signing in does not wait for it."""
    sealing()


def authenticate(name: str, password: str, on: date | None = None) -> session.Actor:
    """The actor for ``name`` and ``password`` (not yet signed in), or
    SignInRefused saying why: a wrong name or password (without saying
    which), a wait after five wrong tries, a disabled account, or a keeper
    who is suspended or removed on that day (s. 5(3))."""
    left = wait_left()
    if left > 0:
        raise SignInRefused(translate("users", "Too many wrong tries: wait {seconds} seconds")
                            .format(seconds=math.ceil(left)), wait=left)
    problems = []
    if not clean(name):
        problems.append(Problem("name", translate("users", "Type your name")))
    if not password:
        problems.append(Problem("password", translate("users", "Type your password")))
    if problems:
        raise Invalid(problems)
    user = User.select().where(User.name.collate("NOCASE") == clean(name)).first()
    if user is None:
        hash_password(password)   # the same time as a wrong password: the name is not given away
        raise _failed()
    credentials = _latest(user, CREDENTIAL_EVENTS)
    ok, key = unlock(password, credentials)
    if not ok:
        spent = _spent_reset(user, password)
        if spent is not None:
            raise SignInRefused(translate("users", "This one-time password was used already, on {at}, to choose "
                                                   "a password: ask the supervising officer").format(
                at=f"{spent:%d-%m-%Y %H:%M}"))
        raise _failed()
    reset_tries()
    if not _account(user).enabled:
        raise SignInRefused(translate("users", "The account {name} is disabled: ask the supervising officer")
                            .format(name=user.name))
    if user.role == "keeper":
        why = _keeper_refusal(user, on or clock.now().date())
        if why:
            raise SignInRefused(why)
    if credentials.event == RESET:
        return _one_time(user, Reset(credentials.id, credentials.by, credentials.at))
    if key is None:
        key = _first_key(user, password)
    return session.Actor(user.name, user.role, user.id, signing_key=key)


def _spent_reset(user: User, password: str) -> datetime | None:
    """When the one-time password ``password``, of the account's latest
    reset, was used to choose a password (None: it is not one): the person
    it was meant for learns that someone else used it first."""
    reset = _latest(user, (RESET,))
    if reset is None:
        return None
    chosen = (UserEvent.select().where(UserEvent.user == user, UserEvent.id > reset.id,
                                       UserEvent.event.in_(CREDENTIAL_EVENTS)).order_by(UserEvent.id).first())
    if chosen is None or not check_password(password, reset.password_hash):
        return None
    return chosen.at


def _one_time(user: User, reset: Reset) -> session.Actor:
    """A sign-in with a one-time password: no key, so that it can do
    nothing but choose a password, which spends it (the sign-in is then in
    the audit log, signed with the key the chosen password seals)."""
    return session.Actor(user.name, user.role, user.id, one_time=True)


ONE_TIME_SIGN_IN = "sign_in_one_time"


def _first_key(user: User, password: str) -> Ed25519PrivateKey:
    """An account made before records were signed gets its key at its first
    sign-in: a ``key`` event, sealed by that key itself."""
    made = new_credentials(password)
    before = session.current()
    session.sign_in(session.Actor(user.name, user.role, user.id, signing_key=made.private))
    try:
        with DB.atomic("IMMEDIATE"):
            UserEvent.create(user=user, event="key", password_hash=made.password_hash,
                             public_key=made.public_key, sealed_key=made.sealed_key,
                             by=f"{user.name} ({user.role})", at=clock.now())
    finally:
        if before.role == "system":
            session.sign_out()
        else:
            session.sign_in(before)
    return made.private


def _keeper_refusal(user: User, on: date) -> str | None:
    """Why a keeper account may not act on ``on`` (s. 5(3)), or None."""
    s = keeper_standing.standing(on)
    if s.state == "in_office" and s.name.casefold() == user.keeper_name.casefold():
        return None
    if s.state in ("suspended", "removed") and s.name.casefold() == user.keeper_name.casefold():
        text = (translate("users", "The pound-keeper {name} is suspended from {since} ({reference}) "
                                   "and cannot make entries (s. 5(3))") if s.state == "suspended" else
                translate("users", "The pound-keeper {name} is removed from {since} ({reference}) "
                                   "and cannot make entries (s. 5(3))"))
        return text.format(name=user.keeper_name, since=f"{s.since:%d-%m-%Y}", reference=s.reference)
    return translate("users", "{name} is not the pound-keeper in office on {day} (s. 5(3))").format(
        name=user.keeper_name, day=f"{on:%d-%m-%Y}")


def _log(action: str, subject: str, detail: dict) -> None:
    """One entry of the audit log, as services/desk/audit.py writes it (that
    module is not imported here: it opens the register through these users)."""
    who = session.current()
    AuditEntry.create(at=datetime.now().replace(microsecond=0), actor=who.name, role=who.role, action=action,
                      subject=subject, detail=json.dumps(detail, ensure_ascii=False, sort_keys=True, default=str))


# -- the lock screen's setting --------------------------------------------------

def lock_minutes() -> int:
    row = Setting.get_or_none(Setting.key == LOCK_KEY)
    try:
        return int(row.value) if row else LOCK_MINUTES_DEFAULT
    except ValueError:
        return LOCK_MINUTES_DEFAULT


def set_lock_minutes(minutes: int) -> None:
    if not 1 <= int(minutes) <= 240:
        raise Invalid([Problem("lock_minutes", translate("users", "Between {low} and {high} minutes")
                               .format(low=1, high=240))])
    with DB.atomic("IMMEDIATE"):
        require("supervisor", translate("users", "Changing the lock time"))
        Setting.insert(key=LOCK_KEY, value=str(int(minutes))).on_conflict_replace().execute()
