"""``pound-desk users``: the desk's accounts from the command line (list,
add, a new password, disable, enable). Like every command that writes, it
is done by a user signed in with ``--user NAME`` (the services let only a
supervisor add, disable or enable accounts or set another's password); the
first supervising user of a register that has none is added without. New
passwords are read without echo, or for scripts from standard input with
--password-stdin (after the signing-in password, when that is read there
too); there is no default password."""
from __future__ import annotations

import argparse
import sys

from pound_desk.cli.signin import ask
from pound_desk.services.desk import users


def add_parsers(sub) -> None:
    p = sub.add_parser("users", help="the desk's users: list, add, password, disable, enable")
    usub = p.add_subparsers(dest="users_command", metavar="ACTION", required=True)
    q = usub.add_parser("list", help="every account with its role and state")
    q.set_defaults(run=cmd_list, subparser=q)
    q = usub.add_parser("add", help="add an account (the first must be a supervisor)")
    q.add_argument("name")
    q.add_argument("--role", choices=["keeper", "supervisor", "auditor"], required=True)
    q.add_argument("--keeper", default="", help="a keeper account: the pound-keeper's name (s. 5)")
    q.add_argument("--password-stdin", action="store_true", help="read the password from standard input")
    q.set_defaults(run=cmd_add, subparser=q)
    q = usub.add_parser("password", help="set a new password for an account")
    q.add_argument("name")
    q.add_argument("--password-stdin", action="store_true", help="read the password from standard input")
    q.set_defaults(run=cmd_password, subparser=q)
    for action in ("disable", "enable"):
        q = usub.add_parser(action, help=f"{action} an account")
        q.add_argument("name")
        q.set_defaults(run=cmd_disable if action == "disable" else cmd_enable, subparser=q)


def _password(args) -> tuple[str, str]:
    if args.password_stdin:
        line = sys.stdin.readline().rstrip("\r\n")
        return line, line
    return ask("Password: "), ask("Password again: ")


def cmd_list(args: argparse.Namespace, parser) -> int:
    accounts = users.accounts()
    if not accounts:
        print("No users yet: add the supervising officer first (pound-desk users add NAME --role supervisor)")
    for a in accounts:
        state = "enabled" if a.enabled else "disabled"
        keeper = f"  pound-keeper {a.keeper_name}" if a.keeper_name else ""
        print(f"{a.name}  {a.role}  {state}  since {a.created_at:%d-%m-%Y}{keeper}")
    return 0


def cmd_add(args: argparse.Namespace, parser) -> int:
    password, again = _password(args)
    a = users.create(args.name, args.role, password, again, keeper_name=args.keeper)
    print(f"Added {a.name} ({a.role})")
    return 0


def cmd_password(args: argparse.Namespace, parser) -> int:
    password, again = _password(args)
    users.change_password(args.name, password, again, old=getattr(args, "signin_password", None))
    if users.pending_reset(args.name) is not None:   # another's: a one-time password
        print(f"One-time password set for {users.account(args.name).name}: it serves only to choose their own "
              "at their next sign-in")
    else:
        print(f"New password set for {users.account(args.name).name}")
    return 0


def cmd_disable(args: argparse.Namespace, parser) -> int:
    users.set_enabled(args.name, False)
    print(f"Disabled {args.name}")
    return 0


def cmd_enable(args: argparse.Namespace, parser) -> int:
    users.set_enabled(args.name, True)
    print(f"Enabled {args.name}")
    return 0
