"""Who is at the desk: the person signed in, for the records and the audit
log. Before anyone signs in (the command line, scripts, tests) the actor is
the program itself, named by the operating system's user."""
from __future__ import annotations

import getpass
import threading
from dataclasses import dataclass, field

# roles: keeper (the day's work), supervisor (the local authority's
# supervising officer: settings, rates, users, orders, inspections), auditor
# (reads and prints, changes nothing), system (no one signed in)
ROLES = ("keeper", "supervisor", "auditor", "system")


@dataclass(frozen=True)
class Actor:
    name: str
    role: str
    user_id: int | None = None
    # the person's Ed25519 private key, unsealed by their password at sign-in:
    # it signs what they write (services/desk/signing.py); None for the program
    signing_key: object = field(default=None, compare=False, repr=False)
    # signed in with a one-time password a supervisor set: may only choose
    # their own (services/desk/users.py), and holds no key to sign with
    one_time: bool = False

    @property
    def label(self) -> str:
        return f"{self.name} ({self.role})"


def _system() -> Actor:
    try:
        who = getpass.getuser()
    except Exception:   # no user name in the environment (a service, a container)
        who = "unknown"
    return Actor(f"system:{who}", "system")


_lock = threading.Lock()
_current: Actor | None = None


def current() -> Actor:
    """The signed-in person, or the program itself. One desk, one person at a
    time: shared by the screen's thread and the workers."""
    with _lock:
        return _current or _system()


def sign_in(actor: Actor) -> None:
    global _current
    if actor.role not in ROLES:
        raise ValueError(f"unknown role {actor.role!r}")
    with _lock:
        _current = actor


def sign_out() -> None:
    global _current
    with _lock:
        _current = None
