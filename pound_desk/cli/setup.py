"""``pound-desk init``: set up the pound (its name, place, local authority
and local area, its pound-keeper and its supervising officer), or the demo
pound in its own file."""
from __future__ import annotations

import argparse
import sys

from pound_desk import paths
from pound_desk.cli import signin
from pound_desk.cli.common import Refused, out
from pound_desk.services import demo
from pound_desk.services.desk import clock
from pound_desk.services.office import first_run, pound


def add_parsers(sub) -> None:
    p = sub.add_parser("init", help="set up the pound (first run)",
                       description="Set up the pound: its name, place, local authority and local area, "
                                   "and its pound-keeper. Refused if the database already has a pound.")
    p.add_argument("--demo", action="store_true", dest="init_demo",
                   help="set up the demo pound (Nedumangad) with its rates and a few weeks of cases; "
                        "no other option is taken with it")
    p.add_argument("--pound", metavar="NAME", help="the pound's name (required without --demo)")
    p.add_argument("--local-area", metavar="AREA",
                   help="the local area of the pound's local authority: fines for an unknown place of "
                        "seizure and all feeding rates are looked up under it (required without --demo)")
    p.add_argument("--place", metavar="P", help="where the pound is (default: the local area)")
    p.add_argument("--local-authority", metavar="LA",
                   help="the controlling local authority, e.g. 'Nedumangad Municipality' "
                        "(required without --demo: it is printed on every receipt)")
    p.add_argument("--keeper", metavar="NAME",
                   help="the pound-keeper's name (required without --demo: the keeper signs the "
                        "receipts and attests the register)")
    p.add_argument("--supervisor", metavar="NAME",
                   help="the first user, the supervising officer, who then adds the others (required "
                        "without --demo; the password is asked twice, or read from standard input)")
    p.add_argument("--password-stdin", action="store_true",
                   help="read the supervising officer's password as one line of standard input")
    # its usage errors are found before any database file is made
    p.set_defaults(run=cmd_init, subparser=p, check_first=check_init)


def check_init(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Usage errors of ``init``, found before any database file is made."""
    given = {"--pound": args.pound, "--local-area": args.local_area, "--place": args.place,
             "--local-authority": args.local_authority, "--keeper": args.keeper,
             "--supervisor": args.supervisor}
    if args.init_demo:
        extra = [k for k, v in given.items() if v is not None]
        if extra:
            parser.error(f"init --demo sets up the demo pound; it takes no {', '.join(extra)}")
    elif paths.is_demo(args.db_path):
        raise Refused(f"{args.db_path} is the demo pound's file; set up a real pound in another file "
                      f"(without --db, the usual one)")
    else:
        missing = [k for k in ("--pound", "--local-area", "--local-authority", "--keeper", "--supervisor")
                   if given[k] is None]
        if missing:
            parser.error(f"init needs {', '.join(missing)} (or --demo)")


def cmd_init(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if pound.is_set_up():
        p = pound.the_pound()
        raise Refused(f"This database already has a pound ({p.name}, {p.local_area}); nothing was changed")
    if args.init_demo:
        made = demo.set_up_demo(clock.now())
        p = pound.the_pound()
        out(f"Set up the demo pound {p.name} in its own file, {args.db_path}; give it as "
            f"--db {args.db_path} to use it (a real register is never touched)")
        out("Its users (for trying it out; sign in with --user NAME):")
        for name, role, password in made:
            out(f"  {name}  {role}  password {password}")
        return 0
    if args.password_stdin:
        password = again = sys.stdin.readline().rstrip("\r\n")
    else:
        password = signin.ask(f"Password for {args.supervisor}: ")
        again = signin.ask("The same password again: ")
    p = first_run.set_up(args.pound, args.place if args.place is not None else args.local_area,
                         args.local_authority, args.local_area, args.keeper, args.supervisor, password, again)
    out(f"Set up {p.name} ({p.place}; {p.local_authority}, local area {p.local_area}; "
        f"pound-keeper {p.keeper_name}) in {args.db_path}")
    out(f"Its supervising officer {args.supervisor} signs in with --user {args.supervisor} and adds the "
        "other users (pound-desk users add)")
    return 0
