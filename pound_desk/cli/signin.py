"""Signing in at the command line: every command that writes, prints or
exports names a user (``--user NAME``) who signs in with a password, asked
on the terminal or read as the first line of standard input
(``--password-stdin``). A one-time password (a supervisor's reset) lets
its holder only choose their own password, asked at once (or read from the
next line); the command is then run again with it. The same services then refuse the same roles as at
the desk, and the records and the audit log name the person.

Commands that only read (``dues``, ``case``, ``verify``, ``ledger check``,
``returns verify``, ``backups``, ``photo list``) need no one; the local authority's commands
and the upper level's work on their own databases and are not the pound's.
"""
from __future__ import annotations

import argparse
import getpass
import sys

from pound_desk.services.desk import session, users
from pound_desk.services.office import pound

# (command, action) pairs that only read; an action of None: the whole command
READ_ONLY = {("dues", None), ("case", None), ("verify", None), ("ledger", "check"), ("returns", "verify"),
             ("backups", None), ("authority", None), ("upper", None), ("check-receipt", None), ("photo", "list"),
             ("auction", "sales"), ("register", "search")}


class SignInNeeded(Exception):
    """The command needs someone signed in; ``str()`` says how."""


def _action(args: argparse.Namespace) -> str | None:
    for attr, value in vars(args).items():
        if attr.endswith("_command") and attr != "command" and isinstance(value, str):
            return value
    return None


def read_only(args: argparse.Namespace) -> bool:
    return (args.command, None) in READ_ONLY or (args.command, _action(args)) in READ_ONLY


def first_supervisor(args: argparse.Namespace) -> bool:
    """``users add NAME --role supervisor`` on a register that has no
    supervising user yet (one set up before accounts existed): the first one
    is made without signing in, as at the desk's first start."""
    return (args.command == "users" and getattr(args, "users_command", None) == "add"
            and args.role == "supervisor" and users.needs_first_user())


def needs_sign_in(args: argparse.Namespace) -> bool:
    return args.command != "init" and not read_only(args)


def read_password(args: argparse.Namespace, prompt: str) -> str:
    if args.signin_password_stdin:
        return sys.stdin.readline().rstrip("\r\n")
    return ask(prompt)


def ask(prompt: str) -> str:
    """A password typed on the terminal, without echo."""
    try:
        return getpass.getpass(prompt)
    except EOFError:
        raise SignInNeeded("No password was typed (no terminal?): give it on standard input with "
                           "--password-stdin") from None


def sign_in(args: argparse.Namespace) -> None:
    """Sign in the user the command names, or SignInNeeded / the services'
    SignInRefused saying why not."""
    if not users.has_users():
        pound.the_pound()   # a register not set up says so first
        raise SignInNeeded("This register has no users yet: add the supervising officer first "
                           "(pound-desk users add NAME --role supervisor)")
    if not args.user:
        raise SignInNeeded(f"`{args.command}` writes, prints or exports: sign in with --user NAME "
                           "(the password is asked, or read from standard input with --password-stdin)")
    password = read_password(args, f"Password for {args.user}: ")
    actor = users.authenticate(args.user, password)
    if actor.one_time:
        choose_password(args, actor)
        session.sign_out()
        raise SignInNeeded(f"Your own password is set, {actor.name}: run the command again, signing in with it "
                           "(a one-time password serves only to choose it)")
    session.sign_in(actor)   # each command logs its own work
    args.signin_password = password   # one's own new password needs the present one


def choose_password(args: argparse.Namespace, actor: session.Actor) -> None:
    """Signed in with a one-time password a supervisor set: the person is
    told who set it and when, and chooses their own (asked twice on the
    terminal, or read from the next line of standard input with
    --password-stdin). The command itself is not run."""
    print(users.reset_notice(users.pending_reset(actor.user_id)), file=sys.stderr)
    if args.signin_password_stdin:
        new = again = sys.stdin.readline().rstrip("\r\n")
    else:
        new, again = ask("Your new password: "), ask("Your new password again: ")
    session.sign_in(actor)
    try:
        users.change_password(actor.user_id, new, again)
    except BaseException:
        session.sign_out()
        raise
