"""The command line, for headless jobs: set-up, imports, dues, release on
payment and printing. It calls the services, documents and exchange layers;
it never imports Qt (the desktop is started lazily when no command is given).

Without a command the desktop starts at once: the global options are read by
a light parser of their own, and the commands (their parser, services and
documents) are imported only when a command, --help or --version is given.

Exit codes: 0 done; 1 refused or invalid input (nothing was changed); 2 the
command line itself was wrong. Errors go to stderr, one line per problem.
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
from pathlib import Path
from typing import Sequence

import peewee as pw

from pound_desk import errorlog, paths
from pound_desk.cli import signin
from pound_desk.cli.common import PROG, Refused, add_global_options, check_output, err, problems, safe_streams
from pound_desk.returns.key_file import KeyExposed, check_private
from pound_desk.services.desk import session
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.desk.storage import SchemaTooNew, close_database, open_database

# the arguments that name a file or folder the command writes
OUTPUTS = ("out", "pdf", "csv", "to")


# ------------------------------------------------------------------ the desk's options

class _NotForTheDesk(Exception):
    """The global options' parser met something only the full parser knows."""


class _DeskOptions(argparse.ArgumentParser):
    def error(self, message: str):
        raise _NotForTheDesk(message)


def desk_options(argv: Sequence[str]) -> argparse.Namespace | None:
    """The global options when ``argv`` names no command (the desktop
    starts); None when the full parser is needed: a command, --help,
    --version, or anything these options do not take (the full parser then
    says what is wrong, as it always has)."""
    parser = _DeskOptions(prog=PROG, add_help=False)
    add_global_options(parser, version_action="store_true")
    try:
        args, rest = parser.parse_known_args(list(argv))
    except _NotForTheDesk:
        return None
    if rest or args.version:
        return None
    return args


RETURN_SUFFIX = ".pdreturn"


def return_file_options(argv: Sequence[str]) -> argparse.Namespace | None:
    """The global options and a return file when ``argv`` is just that: a
    return double-clicked in the file manager (``pound-desk FILE.pdreturn``,
    the menu entry's %f). None for anything else, which goes on as before."""
    if not any(arg.lower().endswith(RETURN_SUFFIX) for arg in argv):
        return None   # no return named: the options are not parsed twice at every start
    parser = _DeskOptions(prog=PROG, add_help=False)
    add_global_options(parser, version_action="store_true")
    parser.add_argument("return_file", type=Path)
    try:
        args = parser.parse_args(list(argv))
    except _NotForTheDesk:
        return None
    if args.version or args.self_test or not args.return_file.name.lower().endswith(RETURN_SUFFIX):
        return None
    return args


def open_return_file(args: argparse.Namespace) -> int:
    """Where a return goes: at the local authority (its database here, and no
    pound register), the authority's desktop offers its import; at a pound, the
    desk opens and checks it against the pound's own key."""
    from pound_desk.authority.database import default_path as authority_db  # late: the desk needs none of it

    path = args.return_file.resolve()
    if not path.is_file():
        err(f"{PROG}: {args.return_file}: no such return file")
        return 1
    at_authority = args.db is None and authority_db().is_file() and not paths.default_db().exists()
    if at_authority:
        try:
            # late: the authority's desktop is Qt, which the desk's start never loads
            from pound_desk.ui.authority import run
        except ModuleNotFoundError as e:
            err(f"{PROG}: the desktop needs {e.name}, which is not installed")
            return 1
        return run(None, offer=path) or 0
    try:
        return start_gui(args.db if args.db is not None else paths.default_db(), args.demo, check_return=path)
    except Refused as e:
        err(f"{PROG}: {e}")
        return 1


# ------------------------------------------------------------------ the desktop

def start_gui(db_path: Path, demo: bool, check_return: Path | None = None) -> int:
    try:   # late: the desktop is Qt, which the commands never load (and an installation may lack)
        # late: the desktop is Qt; an installation without it still runs every command
        from pound_desk.ui.app import run_gui
    except ModuleNotFoundError as e:
        if e.name in ("pound_desk.ui", "pound_desk.ui.app"):
            raise Refused("The desktop is not part of this installation; use a command "
                          f"(see `{PROG} --help`)") from None
        if e.name and e.name.split(".")[0] == "PySide6":
            raise Refused("The desktop needs PySide6, which is not installed; "
                          f"the commands work without it (see `{PROG} --help`)") from None
        raise
    if check_return is not None:
        return run_gui(db_path, demo=demo, check_return=check_return) or 0
    return run_gui(db_path, demo=demo) or 0


def _without_a_command(args: argparse.Namespace) -> int:
    """--self-test, or the desktop."""
    if args.self_test:
        from pound_desk.ui.selftest import run_self_test  # late: the self-test opens a window (Qt)

        return run_self_test()
    if args.user or args.signin_password_stdin:
        err(f"{PROG}: --user and --password-stdin sign in for a command; the desktop asks at its start")
        return 2
    try:
        return start_gui(args.db_path, args.demo)
    except Refused as e:
        err(f"{PROG}: {e}")
        return 1


# ------------------------------------------------------------------ main

def _open(path: Path, create: bool) -> None:
    if not create and not path.exists():
        raise Refused(f"No database at {path}: set up the pound first with "
                      f"`{PROG} --db {path} init` (or start the desktop)")
    if path.exists() and path.is_dir():
        raise Refused(f"{path} is a folder, not a database file")
    open_database(path)


def _check_text(argv: Sequence[str]) -> None:
    for n, arg in enumerate(argv, start=1):
        if "\x00" in arg:
            raise Refused(f"argument {n} holds a NUL character: not a name, date or amount")
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            raise Refused(f"argument {n} is not valid text (its bytes are not UTF-8)") from None


def _quiet_broken_pipe() -> None:
    """The reader of our output went away (``| head``): say nothing more."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # pragma: no cover - no real stdout
        pass


def _unexpected(e: BaseException, db_path: Path) -> int:
    where = errorlog.record(db_path, e, "command line")
    if isinstance(e, OverflowError):
        what = "a number or date is out of range"
    elif isinstance(e, OSError):
        what = f"a file could not be read or written{f' ({e.filename})' if e.filename else ''}"
    else:
        what = "an unexpected error"
    err(f"{PROG}: the command was not completed: {what}"
        + (f"; the details are in {where}" if where else ""))
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    safe_streams()
    paths.keep_private()   # the database, its log, backups, documents and keys: the office user's only
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        _check_text(argv)
    except Refused as e:
        err(f"{PROG}: {e}")
        return 2
    try:
        return _main(argv)
    except BrokenPipeError:
        _quiet_broken_pipe()
        return 0
    except KeyboardInterrupt:
        err(f"{PROG}: stopped")
        return 1


def _main(argv: list[str]) -> int:
    opened = return_file_options(argv)
    if opened is not None:
        gc.enable()
        return open_return_file(opened)
    desk = desk_options(argv)
    if desk is not None:
        desk.command = None
        desk.db_path = desk.db if desk.db is not None else paths.default_db()
        return _without_a_command(desk)
    gc.enable()   # held off for the desktop's start alone (pound_desk/__main__.py)
    # late: the desk starts without the commands, their services and documents (and reportlab)
    from pound_desk.cli import parser

    try:
        args = parser.build_parser().parse_args(argv)
    except SystemExit as e:   # usage errors (2), --help and --version (0)
        return e.code if isinstance(e.code, int) else 2
    db_path: Path = args.db if args.db is not None else paths.default_db()
    if args.command == "init" and getattr(args, "init_demo", False):
        # the demo pound in its own file beside the register, as the desk's --demo:
        # it never becomes, nor writes into, a real register
        db_path = paths.demo_db(db_path)
    args.db_path = db_path

    if args.self_test or args.command is None:
        return _without_a_command(args)
    if args.demo:
        err(f"{PROG}: --demo before a command is for the desktop; to set up the demo pound use "
            f"`{PROG} init --demo`")
        return 2
    return run_command(args)


def run_command(args: argparse.Namespace) -> int:
    """Open the register, sign in when the command needs it, run it: every
    refusal or failure is one line on stderr and exit code 1."""
    db_path: Path = args.db_path
    try:
        for flag in OUTPUTS:
            check_output(getattr(args, flag, None), flag)
        check_first = getattr(args, "check_first", None)   # usage errors found before a file is made
        if check_first is not None:
            check_first(args, args.subparser)
        try:
            check_private(db_path)
        except KeyExposed as e:
            raise Refused(str(e)) from None
        signs_in = signin.needs_sign_in(args)
        if not getattr(args, "opens_itself", False):  # backup commands read the file themselves
            _open(db_path, create=args.command == "init")
        elif signs_in:   # they sign in on the file first, then let go of it
            _open(db_path, create=False)
        if signs_in and not signin.first_supervisor(args):
            signin.sign_in(args)
        if getattr(args, "opens_itself", False) and signs_in:
            close_database()
        return args.run(args, args.subparser)
    except SystemExit as e:   # parser.error() from a command's own checks
        return e.code if isinstance(e.code, int) else 2
    except BrokenPipeError:
        raise
    except (Refused, signin.SignInNeeded) as e:
        err(f"{PROG}: {e}")
    except Invalid as e:
        problems(e.problems)
    except ServiceError as e:
        err(f"{PROG}: {e}")
    except SchemaTooNew as e:
        err(f"{PROG}: {db_path}: {e}")
    except pw.DatabaseError as e:   # the sentence here, SQLite's own words in the log
        where = errorlog.record(db_path, e, "command line")
        err(f"{PROG}: {db_path}: {errorlog.database_trouble(e)}; nothing was changed"
            + (f" (the details are in {where})" if where else ""))
    except Exception as e:   # never a traceback: a sentence here, the detail in the log
        return _unexpected(e, db_path)
    finally:
        session.sign_out()
        close_database()
    return 1
