"""``pound-desk authority``: the local authority's commands.

    pound-desk authority [--db URL] pound add NAME --pubkey FILE [--local-authority LA] [--capacity HEADS]
    pound-desk authority [--db URL] pound capacity POUND_ID HEADS
    pound-desk authority [--db URL] pound list
    pound-desk authority [--db URL] import PATH...
    pound-desk authority [--db URL] held list
    pound-desk authority [--db URL] held accept|refuse NUMBER --officer NAME --reason TEXT
    pound-desk authority [--db URL] key [--out FILE.pem]
    pound-desk authority [--db URL] seen --period YYYY-MM|YYYY [--find TAG|"NAME | RESIDENCE"] [--out FILE.csv]
    pound-desk authority [--db URL] forward --period YYYY-MM|YYYY --to DIR [--authority-name NAME]
    pound-desk authority [--db URL] report --period YYYY-MM|YYYY --out FILE.pdf|FILE.csv
    pound-desk authority [--db URL] user add NAME --role officer|auditor
    pound-desk authority [--db URL] user list
    pound-desk authority [--db URL] log
    pound-desk authority [--db URL]            (the authority's desktop, signed in)

``--db`` after ``authority`` is the consolidation database (a path,
sqlite:///path or postgresql://user:password@host:port/dbname; default
authority.sqlite3 in the user data folder), not the pound's database that
the ``--db`` before a command names.

Its people are its own, as the upper level's are (``cli/people.py``,
``authority/upper_users.py``): once its first officer is added (``user add``,
or the desktop's first start), every command signs in with the global
``--user NAME`` and the password (asked, or the first line of standard input
with ``--password-stdin``); an officer may do everything, an auditor lists,
reports, looks across pounds and checks receipts, and changes nothing. A
database with no one added yet keeps working without signing in, as before
people were kept, and each command then says so on standard error."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import peewee as pw

from pound_desk.authority import across, forward, held, imports, pounds, receipts, reports, upper_users
from pound_desk.authority.database import AuthorityDbError, close_authority, describe, open_authority
from pound_desk.cli import people
from pound_desk.documents import render

PROG = "pound-desk authority"


def add_parsers(sub) -> None:
    p = sub.add_parser(
        "authority", help="the local authority's side: register pounds, import their returns, "
                          "consolidated reports (without a subcommand, its desktop opens)",
        description="The local authority's consolidation of the pounds' returns (s. 6). Its database is "
                    "its own: --db here names it (a file path, sqlite:///path or "
                    "postgresql://user:password@host:port/dbname; default "
                    "authority.sqlite3 in the user data folder). Without a subcommand, its desktop opens.",
        epilog="Once its first officer is added (user add), every command signs in: --user NAME before the "
               "command, the password asked or read with --password-stdin; an auditor reads and changes nothing. "
               "Exit codes: 0 done; 1 refused (for import: at least one file refused or held for an officer); 2 usage.")
    p.add_argument("--db", dest="authority_db", metavar="URL", default=None,
                   help="the consolidation database (SQLite path or postgresql:// URL)")
    p.set_defaults(run=cmd_authority, subparser=p, opens_itself=True, authority_command=None)
    asub = p.add_subparsers(dest="authority_command", metavar="SUBCOMMAND")

    q = asub.add_parser("pound", help="the pounds registered with the local authority")
    psub = q.add_subparsers(dest="pound_command", metavar="ACTION", required=True)
    r = psub.add_parser("add", help="register a pound with the public key from its set-up sheet")
    r.add_argument("name", metavar="NAME", help="the pound's name")
    r.add_argument("--pubkey", metavar="FILE", type=Path, required=True,
                   help="the pound's public key (PEM), as the pound exported it")
    r.add_argument("--local-authority", metavar="LA", default="", help="the pound's local authority")
    r.add_argument("--capacity", metavar="HEADS", type=int, default=None,
                   help="the heads of cattle the pound can hold (a return far beyond it is held for an officer)")
    r = psub.add_parser("capacity", help="set a registered pound's capacity (the earlier stays on record)")
    r.add_argument("pound_id", metavar="POUND_ID", help="the pound's id (pound list shows it)")
    r.add_argument("heads", metavar="HEADS", type=int, help="the heads of cattle it can hold")
    psub.add_parser("list", help="the pounds registered, with their last return")

    q = asub.add_parser("import", help="import return bundles (*.pdreturn): files, or folders holding them")
    q.add_argument("paths", metavar="PATH", nargs="+", type=Path)

    q = asub.add_parser("held", help="returns held for an officer's decision (out of all proportion to "
                                     "their pound): list them, accept or refuse one")
    hsub = q.add_subparsers(dest="held_command", metavar="ACTION", required=True)
    hsub.add_parser("list", help="the returns held, and the decisions made on them")
    for action, text in (("accept", "import a held return (every check of an import is made again)"),
                         ("refuse", "refuse a held return; importing it again says so")):
        r = hsub.add_parser(action, help=text)
        r.add_argument("number", metavar="NUMBER", type=int, help="the held return's number (held list)")
        r.add_argument("--officer", metavar="NAME", required=True, help="the officer deciding")
        r.add_argument("--reason", metavar="TEXT", required=True, help="why")

    q = asub.add_parser("key", help="the local authority's public key, for the district or the Director to "
                                    "register it (it signs the covering list of what it forwards)")
    q.add_argument("--out", metavar="FILE", type=Path, default=None, help="write the key (PEM) to FILE")
    q = asub.add_parser("forward", help="forward the returns imported for a month or a year, as the pounds "
                                        "signed them, with the authority's signed covering list")
    q.add_argument("--period", metavar="YYYY-MM", required=True, help="a month (YYYY-MM) or a whole year (YYYY)")
    q.add_argument("--to", metavar="DIR", type=Path, required=True, help="the USB stick or folder")
    q.add_argument("--authority-name", metavar="NAME", default="", help="the local authority's name on the list")

    add_seen_parser(asub)

    q = asub.add_parser("check-receipt", help="whether a receipt is genuine (its check code: PD1.… on the "
                                              "owner's receipt, PDS1.… on the buyer's receipt at an auction, "
                                              "or the short code under either's QR code) and appears in the "
                                              "returns received")
    q.add_argument("code", metavar="CODE")

    q = asub.add_parser("report", help="the consolidated report for a month or a year, as PDF or CSV")
    q.add_argument("--period", metavar="YYYY-MM", required=True,
                   help="a month (YYYY-MM) or a whole year (YYYY)")
    q.add_argument("--out", metavar="FILE", type=Path, required=True, help="FILE.pdf or FILE.csv")
    q.add_argument("--authority-name", metavar="NAME", default="",
                   help="the local authority's name at the head of the PDF")
    people.add_parsers(asub)
    people.add_log_parser(asub)


def add_seen_parser(sub) -> None:
    q = sub.add_parser("seen", help="ear tags and owners seen in more than one pound, with their cases, and "
                                    "the cattle brought in more than once, per local area")
    q.add_argument("--period", metavar="YYYY-MM", required=True, help="a month (YYYY-MM) or a whole year (YYYY)")
    q.add_argument("--find", metavar="TEXT", default=None,
                   help='one ear tag, or one owner as "NAME | RESIDENCE", wherever seen')
    q.add_argument("--out", metavar="FILE", type=Path, default=None, help="also write the list as FILE.csv")


def run_seen(args, err) -> int:
    try:
        found = across.look_up(args.find, args.period) if args.find else across.across_pounds(args.period)
        repeats = {} if args.find else across.repeats_by_area(args.period)
    except reports.PeriodError as e:
        err(str(e))
        return 1
    for a in found:
        print(f"{'ear tag' if a.kind == 'tag' else 'owner'} {a.key}: {len(a.cases)} case(s) in {a.pounds} pound(s)")
        for c in a.cases:
            print(f"  {c.pound}  {c.case_no}  brought {c.brought_at.replace('T', ' ')}  {c.local_area}")
    if not found:
        print("Nothing seen in more than one pound." if not args.find else f"{args.find}: not seen in {args.period}")
    for area, n in repeats.items():
        print(f"Repeat trespass in {area or '(no local area)'}: {n} ear tag(s) brought in more than once")
    if args.out is not None:
        args.out.write_bytes(across.to_csv(found))
        print(f"Wrote {args.out}")
    return 0


def _err(text: str) -> None:
    print(f"{PROG}: {text}", file=sys.stderr)


# what changes the database (or the local authority's key): an officer's
WRITES = {"pound": ("add", "capacity"), "import": None, "held": ("accept", "refuse"), "forward": None, "key": None}


def _writes(args) -> bool:
    if args.authority_command not in WRITES:
        return False
    actions = WRITES[args.authority_command]
    return actions is None or getattr(args, "pound_command", None) in actions \
        or getattr(args, "held_command", None) in actions


def _signed_in(args) -> bool:
    """Whether the command may run: the person signed in with a role that
    allows it, or no one added yet (said once on standard error)."""
    if args.authority_command in ("user", "log") or not upper_users.needs_first():
        return people.sign_in(args, _writes(args), f"authority {args.authority_command}", _err,
                              command=PROG) is not None
    print(f"{PROG}: no one is added to this database yet: anyone may run its commands until its first "
          f"officer is added ({PROG} user add NAME --role officer)", file=sys.stderr)
    return True


def desktop(level: str, url: str | None, err, user: str | None = None) -> int:
    """The local authority's desktop (``level`` "authority") or the upper
    level's ("upper"), whose people sign in at its start."""
    try:
        # late: the desktops are Qt, which the commands never load
        from pound_desk.ui import authority, upper
    except ModuleNotFoundError as e:
        err(f"the desktop needs {e.name}, which is not installed; the commands work without it")
        return 1
    return (authority if level == "authority" else upper).run(url, user=user) or 0


def cmd_authority(args: argparse.Namespace, parser) -> int:
    if args.authority_command is None:
        return desktop("authority", args.authority_db, _err, user=args.user)
    if args.authority_command == "report" and args.out.suffix.lower() not in (".pdf", ".csv"):
        parser.error("--out must end in .pdf or .csv")
    try:
        open_authority(args.authority_db)
    except AuthorityDbError as e:
        _err(str(e))
        return 1
    try:
        if args.authority_command == "user" and args.user_action == "add":
            return people.add_user(args, _err)
        return _run(args) if _signed_in(args) else 1
    except Exception as e:  # a database error: said in one line, nothing half-written
        if isinstance(e, pw.DatabaseError):
            _err(f"{describe(args.authority_db)}: database error: {e}")
            return 1
        raise
    finally:
        close_authority()


def _run(args) -> int:
    if args.authority_command == "user":
        return people.list_users()
    if args.authority_command == "log":
        return people.show_log()
    if args.authority_command == "pound":
        return _pound(args)
    if args.authority_command == "import":
        return _import(args)
    if args.authority_command == "held":
        return _held(args)
    if args.authority_command in ("key", "forward"):
        return _forward(args)
    if args.authority_command == "seen":
        return run_seen(args, _err)
    if args.authority_command == "check-receipt":
        ok, text = receipts.check(args.code)
        print(text)
        return 0 if ok else 1
    return _report(args)


def _pound(args) -> int:
    if args.pound_command == "list":
        for row in pounds.listing():
            last = (f"last return {row['last_period']} (sequence {row['last_sequence']}, "
                    f"revision {row['last_revision']})") if row["last_period"] else "no return yet"
            size = f"  capacity {row['capacity']}" if row["capacity"] else ""
            print(f"{row['pound_id']}  {row['name']}  [{row['fingerprint']}]  {last}{size}")
        return 0
    if args.pound_command == "capacity":
        try:
            pounds.set_capacity(args.pound_id, args.heads)
        except pounds.PoundRefused as e:
            _err(str(e))
            return 1
        print(f"{args.pound_id.upper()}: capacity {args.heads} heads")
        return 0
    try:
        p = pounds.register_file(args.name, args.pubkey, args.local_authority, capacity=args.capacity)
    except pounds.PoundRefused as e:
        _err(str(e))
        return 1
    print(f"Registered {p.name}: pound id {p.pound_id}")
    print(f"Fingerprint: {p.fingerprint}")
    print("Check the fingerprint against the pound's set-up sheet.")
    return 0


def _import(args) -> int:
    missing = [p for p in args.paths if not p.exists()]
    for p in missing:
        _err(f"{p}: no such file or folder")
    outcomes = imports.import_paths([p for p in args.paths if p.exists()],
                                    on_outcome=lambda o: print(f"{o.file}: {o.status}: {o.message}"))
    if not outcomes and not missing:
        _err("no return bundles (*.pdreturn) found there")
        return 1
    refused = sum(1 for o in outcomes if o.status == imports.REFUSED)
    waiting = sum(1 for o in outcomes if o.status == imports.HELD)
    line = f"{len(outcomes)} file(s): {len(outcomes) - refused - waiting} imported or already there, {refused} refused"
    print(line + (f", {waiting} held for an officer's decision (held list)" if waiting else ""))
    return 1 if refused or waiting or missing else 0


def _forward(args) -> int:
    try:
        if args.authority_command == "key":
            pem = forward.public_pem()
            if args.out is not None:
                args.out.write_bytes(pem)
                print(f"Wrote {args.out}")
            else:
                print(pem.decode("ascii"), end="")
            print(f"Fingerprint: {forward.keys.fingerprint(forward.the_key())}")
            return 0
        done = forward.forward(args.period, args.to, args.authority_name)
    except (forward.ForwardError, OSError, ValueError) as e:
        _err(str(getattr(e, "strerror", None) or e))
        return 1
    print(f"Wrote {done.path}: {done.returns} return(s) of {done.pounds} pound(s)")
    for name in done.left_out:
        print(f"Not forwarded (imported before bundles were kept; forward the pound's own file): {name}")
    return 0


def _held(args) -> int:
    if args.held_command == "list":
        lines = held.listing()
        if not lines:
            print("No return is held.")
        for h in lines:
            size = f", capacity {h.capacity}" if h.capacity else ""
            state = (f"{h.decision} by {h.officer} on {h.decided_at:%d-%m-%Y %H:%M}: {h.reason}" if h.decision
                     else "waiting for an officer's decision")
            print(f"{h.number}  {h.pound}  {h.period} r{h.revision}  {h.cases} cases, {h.heads} heads, "
                  f"{h.held_heads} held at its end (never more than {h.most_cases} cases before{size}); "
                  f"held {h.held_at:%d-%m-%Y %H:%M}; {state}")
        return 0
    try:
        if args.held_command == "accept":
            outcome = held.accept(args.number, args.officer, args.reason)
            print(f"Held no. {args.number} accepted by {' '.join(args.officer.split())}: {outcome.message}")
        else:
            held.refuse(args.number, args.officer, args.reason)
            print(f"Held no. {args.number} refused by {' '.join(args.officer.split())}")
    except held.HeldError as e:
        _err(str(e))
        return 1
    return 0


def _report(args) -> int:
    try:
        report = reports.build(args.period)
    except reports.PeriodError as e:
        _err(str(e))
        return 1
    if args.out.suffix.lower() == ".csv":
        data = reports.to_csv(report)
    else:
        data = render.pdf(report, authority=args.authority_name)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    tmp = args.out.with_name(args.out.name + ".part")
    tmp.write_bytes(data)
    tmp.replace(args.out)
    print(f"Wrote {args.out} ({len(report.lines)} pounds, {sum(x.returns for x in report.lines)} returns)")
    return 0
