"""``pound-desk upper``: the level above the local authorities (a district,
the Director of Local Bodies).

    pound-desk [--user NAME --password-stdin] upper [--db URL] …   every command is signed in (below)
    pound-desk upper [--db URL] user add NAME --role officer|auditor
    pound-desk upper [--db URL] user list
    pound-desk upper [--db URL] authority add NAME --pubkey FILE [--district DISTRICT]
    pound-desk upper [--db URL] authority list
    pound-desk upper [--db URL] import PATH...          forwarded files (*.pdforward), or folders of them
    pound-desk upper [--db URL] report --period YYYY-MM|YYYY --out FILE.pdf|FILE.csv
    pound-desk upper [--db URL] seen --period YYYY-MM|YYYY [--find TAG|"NAME | RESIDENCE"] [--out FILE.csv]
    pound-desk upper [--db URL] log                     who signed in, and what was refused
    pound-desk upper [--db URL]                         the upper level's desktop (it asks who signs in)

``--db`` names the upper level's own database (a path, sqlite:///path or
postgresql://…; default upper.sqlite3 in the user data folder): the same
tables as a local authority's, so ``pound-desk authority --db URL report``,
``check-receipt`` and ``held`` work on it too.

Its people are its own (``upper_users``): every command signs in with the
global ``--user NAME`` and the password (asked, or the first line of standard
input with ``--password-stdin``). An officer may do everything; an auditor
lists, reports and looks across pounds, and changes nothing. The first
officer is added without signing in (the password is asked, or read from
standard input); a later person by an officer, whose password comes first.
What each role may do is the table in ``authority/upper_users.py``; every
signing in and every refusal is kept in the log (``upper log``)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import peewee as pw

from pound_desk import paths
from pound_desk.authority import imports, upper, upper_report
from pound_desk.authority.database import AuthorityDbError, close_authority, describe, open_authority
from pound_desk.authority.reports import PeriodError
from pound_desk.cli import people
from pound_desk.cli.authority import add_seen_parser, desktop, run_seen

PROG = "pound-desk upper"
DB_NAME = "upper.sqlite3"


def add_parsers(sub) -> None:
    p = sub.add_parser(
        "upper", help="the district's or the Director's side: register local authorities, import the returns "
                      "they forward, the report by district, local authority and pound",
        description="The level above the local authorities. Its database is its own: --db here names it "
                    "(a file path, sqlite:///path or postgresql://user:password@host:port/dbname; default "
                    "upper.sqlite3 in the user data folder).",
        epilog="Without a subcommand, its desktop opens (it asks who signs in). "
               "Exit codes: 0 done; 1 refused (for import: at least one return refused or held); 2 usage.")
    p.add_argument("--db", dest="upper_db", metavar="URL", default=None,
                   help="the upper level's database (SQLite path or postgresql:// URL)")
    p.set_defaults(run=cmd_upper, subparser=p, opens_itself=True, upper_command=None)
    usub = p.add_subparsers(dest="upper_command", metavar="SUBCOMMAND")

    people.add_parsers(usub)

    q = usub.add_parser("authority", help="the local authorities registered")
    asub = q.add_subparsers(dest="authority_action", metavar="ACTION", required=True)
    r = asub.add_parser("add", help="register a local authority with its public key (pound-desk authority key)")
    r.add_argument("name", metavar="NAME")
    r.add_argument("--pubkey", metavar="FILE", type=Path, required=True)
    r.add_argument("--district", metavar="DISTRICT", default="")
    asub.add_parser("list", help="the local authorities registered, with their pounds")

    q = usub.add_parser("import", help="import forwarded files (*.pdforward): files, or folders holding them")
    q.add_argument("paths", metavar="PATH", nargs="+", type=Path)

    q = usub.add_parser("report", help="the report by district, local authority and pound, as PDF or CSV")
    q.add_argument("--period", metavar="YYYY-MM", required=True, help="a month (YYYY-MM) or a whole year (YYYY)")
    q.add_argument("--out", metavar="FILE", type=Path, required=True, help="FILE.pdf or FILE.csv")
    q.add_argument("--title", metavar="NAME", default="", help="the office's name at the head of the PDF")
    add_seen_parser(usub)
    people.add_log_parser(usub)


def _err(text: str) -> None:
    print(f"{PROG}: {text}", file=sys.stderr)


def cmd_upper(args: argparse.Namespace, parser) -> int:
    url = args.upper_db if args.upper_db else str(paths.data_dir() / DB_NAME)
    if args.upper_command is None:
        return desktop("upper", url, _err, user=args.user)
    if args.upper_command == "report" and args.out.suffix.lower() not in (".pdf", ".csv"):
        parser.error("--out must end in .pdf or .csv")
    try:
        open_authority(url)
    except AuthorityDbError as e:
        _err(str(e))
        return 1
    try:
        if args.upper_command == "user" and args.user_action == "add":
            return people.add_user(args, _err)
        person = people.sign_in(args, _writes(args), f"upper {args.upper_command}", _err)
        if person is None:
            return 1
        args.signed_in = person.name
        if args.upper_command == "user":
            return people.list_users()
        if args.upper_command == "log":
            return people.show_log()
        if args.upper_command == "authority":
            return _authority(args)
        if args.upper_command == "import":
            return _import(args)
        if args.upper_command == "seen":
            return run_seen(args, _err)
        return _report(args)
    except pw.DatabaseError as e:   # said in one line, nothing half-written
        _err(f"{describe(url)}: database error: {e}")
        return 1
    finally:
        close_authority()


def _writes(args) -> bool:
    return args.upper_command == "import" or (args.upper_command == "authority" and args.authority_action == "add")


def _authority(args) -> int:
    if args.authority_action == "list":
        for row in upper.listing():
            print(f"{row['authority_id']}  {row['name']}  ({row['district'] or '-'})  [{row['fingerprint']}]  "
                  f"{row['pounds']} pound(s)")
        return 0
    try:
        a = upper.register_file(args.name, args.pubkey, args.district, by=args.signed_in)
    except upper.UpperRefused as e:
        _err(str(e))
        return 1
    print(f"Registered {a.name}: authority id {a.authority_id}")
    print(f"Fingerprint: {a.fingerprint}")
    print("Check the fingerprint against the one the local authority gives.")
    return 0


def _import(args) -> int:
    missing = [p for p in args.paths if not p.exists()]
    for p in missing:
        _err(f"{p}: no such file or folder")
    files = upper.expand([p for p in args.paths if p.exists()])
    if not files and not missing:
        _err("no forwarded files (*.pdforward) found there")
        return 1
    bad = 0
    outcomes = []
    for f in files:
        try:
            outcomes += upper.import_forward(f, on_outcome=lambda o, f=f: print(f"{f.name}: {o.file}: {o.status}: "
                                                                                  f"{o.message}"),
                                             by=args.signed_in)
        except upper.UpperRefused as e:
            print(f"{f.name}: refused: {e}")
            bad += 1
    refused = sum(1 for o in outcomes if o.status == imports.REFUSED)
    waiting = sum(1 for o in outcomes if o.status == imports.HELD)
    print(f"{len(files)} file(s), {len(outcomes)} return(s): {len(outcomes) - refused - waiting} imported or "
          f"already there, {refused} refused, {waiting} held; {bad} file(s) refused whole")
    return 1 if refused or waiting or bad or missing else 0


def _report(args) -> int:
    try:
        report = upper_report.build(args.period)
    except PeriodError as e:
        _err(str(e))
        return 1
    data = upper_report.to_csv(report) if args.out.suffix.lower() == ".csv" else upper_report.pdf(report, args.title)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    tmp = args.out.with_name(args.out.name + ".part")
    tmp.write_bytes(data)
    tmp.replace(args.out)
    print(f"Wrote {args.out} ({len(report.districts)} district(s), {len(report.authorities)} local authorities, "
          f"{len(report.consolidated.lines)} pounds)")
    return 0
