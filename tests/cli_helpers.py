"""Running the command line signed in, as a script would: ``--user NAME
--password-stdin`` with the password as the first line of standard input.

Every register made here has a supervising officer, a keeper account for
the pound-keeper in office and an auditor (``add_users``); ``signed_main``
runs a command as one of them (by default the supervisor for rate tables,
users and restores, the keeper for the rest)."""
from __future__ import annotations

import io
import sys
from pathlib import Path

from pound_desk.cli import main

PASSWORDS = {"Asha": "supervisor-pass", "Raman": "keeper-pass", "Devi": "auditor-pass"}
SUPERVISOR, KEEPER, AUDITOR = "Asha", "Raman", "Devi"
ROLE_USER = {"supervisor": SUPERVISOR, "keeper": KEEPER, "auditor": AUDITOR}
SUPERVISOR_COMMANDS = {"rates", "users", "restore"}


def add_users(keeper_name: str | None = None) -> None:
    """The three accounts, in the open database (as the program itself, so
    before anyone signs in; the supervisor first, if there is none)."""
    from pound_desk.models.users import User
    from pound_desk.services.desk import clock, session, users
    from pound_desk.services.office import keepers, pound

    if not User.select().where(User.name == SUPERVISOR).exists():
        users.create(SUPERVISOR, "supervisor", PASSWORDS[SUPERVISOR])
    # the others are added by the supervisor, signed in (so signed by her)
    before = session.current()
    session.sign_in(users.authenticate(SUPERVISOR, PASSWORDS[SUPERVISOR]))
    try:
        if pound.is_set_up():   # a register with no pound yet has no keeper
            keeper_name = keeper_name or keepers.standing(clock.now().date()).name
            users.create(KEEPER, "keeper", PASSWORDS[KEEPER], keeper_name=keeper_name)
        users.create(AUDITOR, "auditor", PASSWORDS[AUDITOR])
    finally:
        session.sign_out()
        if before.role != "system":
            session.sign_in(before)


def add_users_to(db_path: str | Path, keeper_name: str | None = None) -> None:
    """``add_users`` on a closed database file (opened and closed again)."""
    from pound_desk.models import close_database
    from pound_desk.services.desk.storage import open_database

    open_database(db_path)
    try:
        add_users(keeper_name)
    finally:
        close_database()


def default_user(argv) -> str | None:
    words = [a for a in argv if not a.startswith("-")]
    if not words or words[0] == "init":
        return None
    return SUPERVISOR if words[0] in SUPERVISOR_COMMANDS else KEEPER


def signed_argv(argv, user: str | None = "default", stdin: str = "") -> tuple[list[str], str]:
    """``argv`` with the sign-in options before the command, and what
    standard input then holds. ``user`` is a name, a role, None (no one) or
    "default"."""
    argv = list(argv)
    db = []
    if argv[:1] == ["--db"]:
        db, argv = argv[:2], argv[2:]
    if user == "default":
        user = default_user(argv)
    user = ROLE_USER.get(user, user)
    if "init" in argv and "--supervisor" in argv and "--password-stdin" not in argv:
        argv.append("--password-stdin")
        stdin = PASSWORDS[SUPERVISOR] + "\n" + stdin
    if user is None:
        return [*db, *argv], stdin
    return [*db, "--user", user, "--password-stdin", *argv], PASSWORDS.get(user, "wrong") + "\n" + stdin


def signed_main(argv, user: str | None = "default", stdin: str = "") -> int:
    """``main(argv)`` signed in as ``user`` (see ``signed_argv``)."""
    argv, text = signed_argv(argv, user, stdin)
    saved = sys.stdin
    sys.stdin = io.StringIO(text)
    try:
        return main(argv)
    finally:
        sys.stdin = saved
