"""Signing in to the consolidation databases' commands (a local
authority's, ``pound-desk authority``, and the level above's, ``pound-desk
upper``): their people are their own (``authority/upper_users.py``), officers
and auditors, not the pound's. The global ``--user NAME`` names the person;
the password is asked, or read as the first line of standard input with
``--password-stdin``. Shared here: the ``user`` and ``log`` subcommands, and
the check of a person's role before a command runs."""
from __future__ import annotations

from pound_desk.authority import upper_users
from pound_desk.cli.signin import read_password


def add_parsers(sub) -> None:
    q = sub.add_parser("user", help="the people of this database: officers and auditors")
    xsub = q.add_subparsers(dest="user_action", metavar="ACTION", required=True)
    r = xsub.add_parser("add", help="add a person (the first, an officer, without signing in)")
    r.add_argument("name", metavar="NAME")
    r.add_argument("--role", choices=upper_users.ROLES, required=True)
    xsub.add_parser("list", help="the people, with their roles")


def add_log_parser(sub) -> None:
    sub.add_parser("log", help="who signed in, and every refusal of a name, a password or a role (newest first)")


def sign_in(args, writes: bool, what: str, err, command: str = "pound-desk upper") -> upper_users.UpperUser | None:
    """The person signed in, allowed ``what``; None (said in one line) when not."""
    try:
        person = upper_users.sign_in(args.user, read_password(args, "Password: "), command=command)
        upper_users.may(person, writes=writes, what=what)
    except upper_users.SignInRefused as e:
        err(str(e))
        return None
    return person


def add_user(args, err) -> int:
    try:
        by = None
        if not upper_users.needs_first():
            by = upper_users.sign_in(args.user, read_password(args, "Your password: "))
            upper_users.may(by, writes=True, what=f"{args.command} user add")
        password = read_password(args, f"The password for {args.name}: ")
        u = upper_users.add(args.name, args.role, password, by)
    except upper_users.SignInRefused as e:
        err(str(e))
        return 1
    print(f"Added {u.name}, {u.role}")
    return 0


def list_users() -> int:
    for u in upper_users.listing():
        print(f"{u.name}  {u.role}  added {u.created_at:%d-%m-%Y}" + (f" by {u.created_by}" if u.created_by else ""))
    return 0


def show_log() -> int:
    for line in upper_users.log_listing():
        print(f"{line.at:%d-%m-%Y %H:%M:%S}  {line.event}  {line.name}  {line.detail}")
    return 0
