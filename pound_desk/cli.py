"""The command line, for headless jobs: set-up, imports, dues, release on
payment and printing. It calls the services, documents and exchange layers;
it never imports Qt (the desktop is started lazily when no command is given).

Exit codes: 0 done; 1 refused or invalid input (nothing was changed); 2 the
command line itself was wrong. Errors go to stderr, one line per problem.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from datetime import date, datetime
from pathlib import Path
from typing import Callable, Sequence

from pound_desk import __version__, cli_signin, paths
from pound_desk.documents.papers import DEFAULT as PAPER_DEFAULT, PAPERS
from pound_desk.law import numbering
from pound_desk.law.flags import describe
from pound_desk.law.kinds import BY_CODE
from pound_desk.law.money import Money, MoneyError
from pound_desk.law.records import SIGNATURES
from pound_desk.law.seizure import SeizureDraft
from pound_desk.law.seizure import flags as seizure_flags

PROG = "pound-desk"

try:  # Indian grouping (₹1,23,456.00)
    from pound_desk.text import money as _money
except ImportError:  # pragma: no cover - text formatting not there yet
    _money = str


def money(m: Money) -> str:
    return _money(m)


class Refused(Exception):
    """A command refused before it reached a service; ``str()`` says why."""


# ------------------------------------------------------------------ argument types

# the days a pound's records can speak of: a date beyond them is a typing mistake
FIRST_DAY, LAST_DAY = date(1961, 1, 1), date(2199, 12, 31)


def _in_range(day: date) -> None:
    if not FIRST_DAY <= day <= LAST_DAY:
        raise argparse.ArgumentTypeError(
            f"give a date between {FIRST_DAY.isoformat()} and {LAST_DAY.isoformat()}, not {day.isoformat()}")


def _datetime_arg(text: str) -> datetime:
    try:
        value = datetime.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"give a local time as YYYY-MM-DDTHH:MM, not {text!r}") from None
    if value.tzinfo is not None:
        raise argparse.ArgumentTypeError("give the local time, without a time zone")
    _in_range(value.date())
    return value.replace(second=0, microsecond=0)


def _date_arg(text: str) -> date:
    try:
        day = date.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"give a date as YYYY-MM-DD, not {text!r}") from None
    _in_range(day)
    return day


def _money_arg(text: str) -> Money:
    from pound_desk.exchange.csv_import import parse_money

    try:
        amount = parse_money(text)
    except MoneyError:
        raise argparse.ArgumentTypeError(f"give rupees like 700 or 691.50, not {text!r}") from None
    if amount.paise < 0:
        raise argparse.ArgumentTypeError("an amount paid cannot be negative")
    return amount


def _heads_arg(text: str) -> list[int]:
    try:
        seqs = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        seqs = []
    if not seqs or any(s < 1 for s in seqs):
        raise argparse.ArgumentTypeError(f"give head numbers like 1,2, not {text!r}")
    return sorted(set(seqs))


def _case_no(text: str) -> str:
    """``017/2026`` is case 17/2026; anything else is looked up as typed."""
    try:
        return numbering.case_number(*numbering.parse_case_number(text))
    except ValueError:
        return text.strip()


# ------------------------------------------------------------------ the parser

class _Parser(argparse.ArgumentParser):
    """A usage error on one line: what is wrong, then the usage."""

    def error(self, message: str):
        usage = " ".join(self.format_usage().split())
        self.exit(2, f"{self.prog}: error: {message}; {usage}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Pound Desk: the register, receipts and accounts of a cattle pound under the "
                    "Kerala Cattle Trespass Act, 1961. Without a command, the desktop opens.",
        epilog="Exit codes: 0 done; 1 refused or invalid input (nothing changed); 2 usage.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--db", metavar="PATH", type=Path, default=None,
                        help=f"the pound's database (default: {paths.default_db()}; "
                             "POUND_DESK_HOME moves the default folder)")
    parser.add_argument("--demo", action="store_true",
                        help="open the desktop on a demo pound (for trying it out; never a register "
                             "that has users)")
    cli_signin.add_arguments(parser)
    parser.add_argument("--self-test", action="store_true",
                        help="check this installation headless: a window offscreen, a seizure and a "
                             "receipt PDF in a temporary folder (the pound's data is not touched); "
                             "exit code 0 when it works")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

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
    p.set_defaults(run=cmd_init, subparser=p)

    p = sub.add_parser("rates", help="rate tables: fines, enhanced fines, feeding rates")
    rsub = p.add_subparsers(dest="rates_command", metavar="ACTION", required=True)
    q = rsub.add_parser("import", help="import rates from a CSV file",
                        description="Import rates from CSV with the columns "
                                    "type,local_area,kind,amount,effective_from,reference. type is fine, "
                                    "enhanced_fine or feeding; amount in rupees (25, 12.50); "
                                    "effective_from as YYYY-MM-DD. Feeding rates are for the pound's own "
                                    "local area. Entries already in the table are skipped, so a file can "
                                    "be imported again. A file with any bad line imports nothing.")
    q.add_argument("file", metavar="FILE.csv", type=Path)
    q.set_defaults(run=cmd_rates_import, subparser=q)
    q = rsub.add_parser("export", help="write every rate entry to a CSV file (the import's format)",
                        description="Write every version of every rate to CSV with the columns "
                                    "type,local_area,kind,amount,effective_from,reference, so that "
                                    "another office can import the same table.")
    q.add_argument("file", metavar="FILE.csv", type=Path)
    q.set_defaults(run=cmd_rates_export, subparser=q)

    p = sub.add_parser("register", help="the register of cattle impounded (s. 7)")
    gsub = p.add_subparsers(dest="register_command", metavar="ACTION", required=True)
    q = gsub.add_parser("import", help="import an earlier register from a CSV file",
                        description="Import an earlier register from CSV, one row per head, with the "
                                    "columns case_no,brought_at,seized_at,seized_place,local_area,basis,"
                                    "seizer_name,seizer_residence,owner_name,owner_residence,kind,sex,"
                                    "colour,marks,ear_tag (optionally seizer_capacity,police_aid). "
                                    "Rows with the same case_no are one case. Times as "
                                    "2026-03-01T09:30; basis s9 or s10. A file with any bad line "
                                    "imports nothing.")
    q.add_argument("file", metavar="FILE.csv", type=Path)
    q.add_argument("--without-fine-scale", action="store_true",
                   help="enter heads of a kind or local area that has no fine scale, with no fine "
                        "(s. 11(1)); without it such a line is refused, naming the kind and area")
    q.set_defaults(run=cmd_register_import, subparser=q)
    q = gsub.add_parser("search", help="find cases by number, name or ear tag, newest first",
                        description="The cases whose number, owner's or seizer's name or ear tag "
                                    "contains TEXT (a name typed in English letters finds it written in "
                                    "Malayalam too), newest first, as the register's search bar finds "
                                    "them. Counted up to 1,000: more are reported as \"more than 1,000\".")
    q.add_argument("text", metavar="TEXT")
    q.add_argument("--field", choices=("any", "case_no", "owner", "seizer", "ear_tag", "kind"), default="any",
                   help="where to look (default: any of number, names and ear tags)")
    q.add_argument("--limit", type=int, default=50, metavar="N", help="list the newest N found (default 50)")
    q.set_defaults(run=cmd_register_search, subparser=q)

    p = sub.add_parser("dues", help="what is due on a case (fines and feeding charges)",
                       description="The fines (s. 11) and feeding and watering charges (s. 4) due on "
                                   "the heads of a case held at a moment.")
    p.add_argument("case_no", metavar="CASE_NO", help="e.g. 17/2026")
    p.add_argument("--as-of", metavar="YYYY-MM-DDTHH:MM", type=_datetime_arg, default=None,
                   help="the moment (default: now)")
    p.add_argument("--heads", metavar="1,2", type=_heads_arg, default=None,
                   help="only these heads (default: every head held then)")
    p.add_argument("--json", action="store_true", help="print one JSON object (amounts in paise)")
    p.set_defaults(run=cmd_dues, subparser=p)

    p = sub.add_parser("release", help="release on payment (s. 12) and issue a receipt",
                       description="Deliver heads of a case to their owner or the owner's agent on "
                                   "payment of the dues as of --at, and issue a Form III receipt. A "
                                   "payment short of the dues is refused and nothing changes.")
    p.add_argument("case_no", metavar="CASE_NO")
    p.add_argument("--at", metavar="YYYY-MM-DDTHH:MM", type=_datetime_arg, required=True,
                   help="the time of release")
    p.add_argument("--claimant", metavar="NAME", required=True, help="who claims the cattle")
    p.add_argument("--paid", metavar="AMOUNT", type=_money_arg, required=True,
                   help="rupees received, e.g. 700 or 691.50")
    p.add_argument("--agent", action="store_true",
                   help="the claimant is the owner's agent (needs --evidence of authority)")
    p.add_argument("--evidence", metavar="TEXT", default="",
                   help="the evidence of ownership or written authority shown")
    p.add_argument("--residence", metavar="R", default="", help="the claimant's residence")
    p.add_argument("--heads", metavar="1,2", type=_heads_arg, default=None,
                   help="release only these heads (default: every head held)")
    p.add_argument("--register-signature", choices=("signed", "refused", "agent"), default="signed",
                   help="how the receipt for the cattle was signed in the register, s. 12(b): signed "
                        "(by the owner; by the agent with --agent), refused to sign, or agent (signed "
                        "by the owner's agent). Default: signed")
    p.set_defaults(run=cmd_release, subparser=p)

    p = sub.add_parser("print", help="print a document as PDF",
                       description="Write a document as PDF. A copy is always kept in the documents "
                                   "folder beside the database and logged; --out writes it there too.")
    psub = p.add_subparsers(dest="print_command", metavar="DOCUMENT", required=True)
    q = psub.add_parser("seizer-copy", help="the seizer's attested copy of a case's entries (s. 7; r. 11)")
    q.add_argument("case_no", metavar="CASE_NO")
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.set_defaults(run=cmd_print_seizer_copy, subparser=q)
    q = psub.add_parser("receipt", help="a Form III receipt (r. 12)")
    q.add_argument("number", metavar="RECEIPT_NO", help="e.g. 2025-26/00001")
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.add_argument("--paper", choices=list(PAPERS), default=PAPER_DEFAULT,
                   help="an A4 or A5 sheet, or a thermal roll 80 or 58 mm wide (default a4)")
    q.set_defaults(run=cmd_print_receipt, subparser=q)
    q = psub.add_parser("register", help="the register for cases brought in a date range")
    q.add_argument("--from", dest="date_from", metavar="YYYY-MM-DD", type=_date_arg, required=True)
    q.add_argument("--to", dest="date_to", metavar="YYYY-MM-DD", type=_date_arg, required=True)
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.set_defaults(run=cmd_print_register, subparser=q)
    q = psub.add_parser("sale-receipt", help="the buyer's receipt for a lot sold at auction (ss. 13(3), 15(1))")
    q.add_argument("number", metavar="SALE_NO", help="e.g. A-2026-27/00001")
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.add_argument("--paper", choices=list(PAPERS), default=PAPER_DEFAULT,
                   help="an A4 or A5 sheet, or a thermal roll 80 or 58 mm wide (default a4)")
    q.set_defaults(run=cmd_print_sale_receipt, subparser=q)
    q = psub.add_parser("sale-list", help="the sale list of an auction: lots, buyers, prices, declarations")
    q.add_argument("auction_id", metavar="AUCTION_ID", type=int)
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.set_defaults(run=cmd_print_sale_list, subparser=q)
    q = psub.add_parser("owner-account", help="the account to the owner of a settlement (s. 15(3))")
    q.add_argument("settlement_id", metavar="SETTLEMENT_ID", type=int)
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.set_defaults(run=cmd_print_owner_account, subparser=q)
    from pound_desk.cli_history import add_print_parsers  # case history, release on an order

    add_print_parsers(psub)
    p = sub.add_parser("report", help="reports the Act asks of the pound-keeper")
    rsub = p.add_subparsers(dest="report_command", metavar="REPORT", required=True)
    q = rsub.add_parser("unclaimed", help="make the report of cattle unclaimed for seven days (s. 13(1))",
                        description="Record and print the report to the local authority (or the officer) of "
                                    "every case falling due, with any earlier case not yet reported.")
    q.add_argument("--on", metavar="YYYY-MM-DD", type=_date_arg, default=None,
                   help="the day the report is made (default today; not a day to come)")
    q.set_defaults(run=cmd_report_unclaimed, subparser=q)
    from pound_desk.cli_history import add_report_parsers  # the s. 27 report

    add_report_parsers(rsub)
    _add_account_parsers(sub)
    from pound_desk.exchange import backup_commands, verify_command

    backup_commands.add_parsers(sub)
    verify_command.add_parsers(sub)
    __import__("pound_desk.exchange.audit_commands", fromlist=["add_parsers"]).add_parsers(sub)
    __import__("pound_desk.returns.commands", fromlist=["add_parsers"]).add_parsers(sub)
    __import__("pound_desk.authority.commands", fromlist=["add_parsers"]).add_parsers(sub)
    from pound_desk.cli_disputes import add_parsers as add_dispute_parsers  # ss. 14, 19-22

    add_dispute_parsers(sub)
    __import__("pound_desk.cli_users", fromlist=["add_parsers"]).add_parsers(sub)   # the desk's users
    __import__("pound_desk.cli_receipts", fromlist=["add_parsers"]).add_parsers(sub)   # a receipt's check code
    __import__("pound_desk.cli_photos", fromlist=["add_parsers"]).add_parsers(sub)   # photos of each head
    __import__("pound_desk.cli_auction", fromlist=["add_parsers"]).add_parsers(sub)   # a sale reversed
    return parser


# ------------------------------------------------------------------ output

def _out(text: str = "") -> None:
    print(text, file=sys.stdout)


def _err(text: str) -> None:
    print(text, file=sys.stderr)


def _problems(problems, heading: str | None = None) -> None:
    if heading:
        _err(f"{PROG}: {heading}")
    for p in problems:
        _err(p.message if heading else f"{PROG}: {p.message}")


def _safe_streams() -> None:
    """A console that cannot show ₹ or Malayalam gets '?' rather than a crash;
    text that is not text (bytes that were not UTF-8) is shown escaped."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
        if hasattr(stream, "reconfigure"):
            try:
                stream.reconfigure(errors="backslashreplace" if encoding in ("utf8", "utf8sig") else "replace")
            except (ValueError, OSError):  # pragma: no cover - a stream that will not change
                pass


# ------------------------------------------------------------------ commands

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
    from pound_desk.models import DB
    from pound_desk.services import clock, demo, pound

    if pound.is_set_up():
        p = pound.the_pound()
        raise Refused(f"This database already has a pound ({p.name}, {p.local_area}); nothing was changed")
    if args.init_demo:
        with DB.atomic():
            demo.create_demo(clock.now())
            made = demo.create_demo_users()
        p = pound.the_pound()
        _out(f"Set up the demo pound {p.name} in its own file, {args.db_path}; give it as "
             f"--db {args.db_path} to use it (a real register is never touched)")
        _out("Its users (for trying it out; sign in with --user NAME):")
        for name, role, password in made:
            _out(f"  {name}  {role}  password {password}")
        return 0
    from pound_desk.services import users

    if args.password_stdin:
        password = again = sys.stdin.readline().rstrip("\r\n")
    else:
        password = cli_signin.ask(f"Password for {args.supervisor}: ")
        again = cli_signin.ask("The same password again: ")
    problems = users.password_problems(password, again)
    if problems:
        from pound_desk.services.errors import Invalid

        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        p = pound.set_up(name=args.pound, place=args.place if args.place is not None else args.local_area,
                         local_authority=args.local_authority, local_area=args.local_area,
                         keeper_name=args.keeper)
        users.create(args.supervisor, "supervisor", password, again)
    _out(f"Set up {p.name} ({p.place}; {p.local_authority}, local area {p.local_area}; "
         f"pound-keeper {p.keeper_name}) in {args.db_path}")
    _out(f"Its supervising officer {args.supervisor} signs in with --user {args.supervisor} and adds the "
         "other users (pound-desk users add)")
    return 0


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except IsADirectoryError:
        raise Refused(f"{path} is a folder, not a CSV file") from None
    except OSError as e:
        raise Refused(f"Cannot read {path}: {e.strerror or e}") from None


def _import(path: Path, run: Callable[[bytes], str]) -> int:
    from pound_desk.services.errors import Invalid

    data = _read(path)
    try:
        _out(run(data))
    except Invalid as e:
        n = len(e.problems)
        _problems(e.problems, f"{path} refused; nothing was imported "
                              f"({n} problem{'s' if n != 1 else ''}):")
        return 1
    return 0


def cmd_rates_import(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.exchange import csv_import

    def run(data: bytes) -> str:
        done = csv_import.import_rates(data)
        old = done.entries - done.added
        return (f"Imported {done.added} rate entr{'y' if done.added == 1 else 'ies'} from {args.file}"
                + (f"; {old} already in the table" if old else ""))

    return _import(args.file, run)


def cmd_rates_export(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.exchange import csv_export

    _check_output(args.file, "FILE")
    count = csv_export.export_rates(args.file)
    _out(f"Wrote {count} rate entr{'y' if count == 1 else 'ies'} to {args.file}")
    return 0


def cmd_register_import(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.exchange import csv_import

    def run(data: bytes) -> str:
        numbers = csv_import.import_register(data, without_fine_scale=args.without_fine_scale)
        shown = ", ".join(numbers[:5]) + (", …" if len(numbers) > 5 else "")
        return f"Imported {len(numbers)} case{'s' if len(numbers) != 1 else ''} from {args.file}: {shown}"

    return _import(args.file, run)


def _kind_name(code: str) -> str:
    return BY_CODE[code].en if code in BY_CODE else code


def _case_flags(cv) -> tuple[str, ...]:
    """Flags of the entry as it now stands (amendments applied)."""
    draft = SeizureDraft(brought_at=cv.brought_at, seized_at=cv.seized_at, seized_place="",
                         local_area="", basis=cv.basis, seizer_name="", seizer_residence="",
                         seizer_capacity=cv.seizer_capacity)
    return seizure_flags(draft)


def dues_record(cv, d) -> dict:
    """The dues of a case as plain JSON values; money in integer paise."""
    heads = []
    for h in d.heads:
        refs = [r for r in (h.fine.reference, *h.feeding_references) if r]
        heads.append({
            "seq": h.seq, "kind": h.kind,
            "fine_paise": h.fine.amount.paise, "fine_reference": h.fine.reference,
            "feeding_periods": h.periods, "feeding_paise": h.feeding.paise,
            "feeding_references": list(h.feeding_references),
            "total_paise": h.total.paise, "references": list(dict.fromkeys(refs)),
            "flags": list(h.flags),
        })
    return {
        "case_no": cv.case_no,
        "as_of": d.as_of.isoformat(timespec="minutes"),
        "brought_at": cv.brought_at.isoformat(timespec="minutes"),
        "seized_at": cv.seized_at.isoformat(timespec="minutes") if cv.seized_at else None,
        "heads": heads,
        "fine_paise": d.fine.paise,
        "feeding_paise": d.feeding.paise,
        "total_paise": d.total.paise,
        "feeding_periods": d.feeding_periods,
        "unclaimed_report_due": d.unclaimed_report_due.isoformat(),
        "complaint_window_ends": d.complaint_window_ends.isoformat() if d.complaint_window_ends else None,
        "flags": list(dict.fromkeys((*d.flags, *_case_flags(cv)))),
    }


def _table(rows: list[list[str]], right: set[int]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  ".join(c.rjust(w) if i in right else c.ljust(w)
                      for i, (c, w) in enumerate(zip(row, widths))).rstrip()
            for row in rows]


def dues_text(cv, d) -> list[str]:
    from pound_desk.text import date_str, datetime_str

    lines = [f"Case {cv.case_no}: dues as of {datetime_str(d.as_of)}",
             f"Brought to the pound {datetime_str(cv.brought_at)}"]
    if not d.heads:
        lines.append("No heads of this case are in the pound at that time: nothing is due.")
    else:
        rows = [["Head", "Kind", "Fine", "Periods", "Feeding", "Total"]]
        for h in d.heads:
            rows.append([str(h.seq), _kind_name(h.kind), money(h.fine.amount), str(h.periods),
                         money(h.feeding), money(h.total)])
        rows.append(["", "Total", money(d.fine), "", money(d.feeding), money(d.total)])
        lines += [""] + _table(rows, right={0, 2, 3, 4, 5})
        lines.append(f"Feeding and watering: {d.feeding_periods} commenced period"
                     f"{'s' if d.feeding_periods != 1 else ''} of 24 hours (s. 4)")
    if d.heads:
        lines.append(f"Unclaimed report due (s. 13(1)): {date_str(d.unclaimed_report_due)}")
    if d.complaint_window_ends:
        lines.append(f"Complaint window ends (s. 19): {date_str(d.complaint_window_ends)}")
    flags = list(dict.fromkeys((*d.flags, *_case_flags(cv))))
    if flags:
        lines.append("Notes:")
        lines += [f"  - {describe(code)}" for code in flags]
    fine_refs = list(dict.fromkeys(h.fine.reference for h in d.heads if h.fine.reference))
    feed_refs = list(dict.fromkeys(r for h in d.heads for r in h.feeding_references))
    if fine_refs or feed_refs:
        lines.append("Rates applied:")
        lines += [f"  fine: {r}" for r in fine_refs] + [f"  feeding: {r}" for r in feed_refs]
    return lines


def cmd_register_search(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import register
    from pound_desk.text import datetime_str

    if args.limit < 1:
        parser.error("--limit must be 1 or more")
    q = register.Query(text=args.text, field=args.field)
    found = register.count(q, cap=register.COUNT_CAP)
    rows = register.page(q, 0, args.limit)
    if found > register.COUNT_CAP:
        _out(f"More than {register.COUNT_CAP:,} cases found; the newest {len(rows)}:")
    else:
        _out(f"{found} case{'' if found == 1 else 's'} found" + (f"; the newest {len(rows)}:" if found > len(rows)
                                                                 else (":" if rows else ".")))
    if rows:
        table = [["Case", "Brought", "Owner", "Seizer", "Heads"]]
        table += [[r.case_no, datetime_str(r.brought_at), r.owner_name, r.seizer_name, r.heads] for r in rows]
        for line in _table(table, right=set()):
            _out(line)
    return 0


def cmd_dues(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import cases, clock

    cv = cases.view(_case_no(args.case_no), with_events=False)
    d = cases.dues(cv, args.as_of or clock.now(), args.heads)
    if args.json:
        _out(json.dumps(dues_record(cv, d), ensure_ascii=False, indent=2))
    else:
        _out("\n".join(dues_text(cv, d)))
    return 0


def cmd_release(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import cases, releases
    from pound_desk.text import datetime_str

    if args.agent and not args.evidence.strip():
        raise Refused("An agent needs written authority: say what was shown with --evidence (s. 12)")
    case_no = _case_no(args.case_no)
    try:
        receipt = releases.release_on_payment(
            case_no, args.at, args.claimant, args.paid,
            claimant_capacity="agent" if args.agent else "owner", claimant_residence=args.residence,
            evidence=args.evidence, head_seqs=args.heads, signature=args.register_signature)
    except releases.PaymentShort as e:
        raise Refused(f"Payment refused: {money(e.due)} is due on case {case_no} as of {datetime_str(args.at)}; "
                      f"{money(e.paid)} was paid, {money(e.due - e.paid)} more is needed. "
                      "Nothing was released.") from None
    cv = cases.view(case_no, with_events=False)
    seqs = [str(h.seq) for h in cv.heads if h.receipt_no == receipt.number]
    total, tendered = Money(receipt.total_paise), Money(receipt.tendered_paise)
    _out(f"Receipt {receipt.number} issued for case {cv.case_no}")
    capacity = "owner's agent" if args.agent else "owner"
    _out(f"Head{'s' if len(seqs) != 1 else ''} {', '.join(seqs)} released to {receipt.claimant_name} "
         f"({capacity}) at {datetime_str(receipt.issued_at)}")
    signature = next((r.signature for r in cv.releases if r.receipt_no == receipt.number), "")
    _out(f"Register, s. 12(b): {SIGNATURES.get(signature, SIGNATURES[''])[0].removesuffix(', s. 12(b)')}")
    change = tendered - total
    _out(f"Due {money(total)}; paid {money(tendered)}"
         + (f"; change to return {money(change)}" if change else ""))
    return 0


def _printed(path: Path) -> int:
    _out(f"Wrote {path}")
    return 0


def cmd_print_seizer_copy(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import documents

    return _printed(documents.print_seizer_copy(_case_no(args.case_no), args.out))


def cmd_print_receipt(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import documents

    return _printed(documents.print_receipt(args.number.strip(), args.out, paper=args.paper))


def cmd_print_register(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import documents

    if args.date_to < args.date_from:
        raise Refused(f"--to {args.date_to.isoformat()} is before --from {args.date_from.isoformat()}")
    return _printed(documents.print_register(args.date_from, args.date_to, args.out))


def cmd_print_sale_receipt(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import auctions

    return _printed(auctions.print_sale_receipt(args.number.strip(), args.out, paper=args.paper))


def cmd_print_sale_list(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import auctions

    return _printed(auctions.print_sale_list(args.auction_id, args.out))


def cmd_print_owner_account(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import settlements

    return _printed(settlements.print_account(args.settlement_id, args.out))


def cmd_report_unclaimed(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from datetime import datetime

    from pound_desk.services import clock, unclaimed

    now = clock.now()
    if args.on is not None and args.on > now.date():
        raise Refused(f"--on {args.on.isoformat()} is a day still to come")
    at = now if args.on is None else datetime.combine(args.on, now.time())
    report, path = unclaimed.make_report(now=at)
    _out(f"Report {report.id} to {report.addressed_to}: {', '.join(unclaimed.report_case_nos(report))}")
    return _printed(path)


# ------------------------------------------------------------------ a case, the ledger, the accounts

def _add_account_parsers(sub) -> None:
    p = sub.add_parser("case", help="a case as it stands: heads, dues now, deadlines and history",
                       description="The case's state, its heads (held, released or sold), the dues now, "
                                   "its deadlines and its history.")
    p.add_argument("case_no", metavar="CASE_NO", help="e.g. 17/2026")
    p.add_argument("--json", action="store_true", help="print one JSON object (amounts as rupees, "
                                                       "e.g. \"1250.50\")")
    p.set_defaults(run=cmd_case, subparser=p)

    p = sub.add_parser("ledger", help="the pound's ledger")
    lsub = p.add_subparsers(dest="ledger_command", metavar="ACTION", required=True)
    q = lsub.add_parser("check", help="check every transaction balances and every receipt, sale, "
                                      "settlement and remittance is posted; print the trial balance",
                        description="Exit status 0 when the ledger passes, 1 when not (each problem "
                                    "on its own line).")
    q.set_defaults(run=cmd_ledger_check, subparser=q)

    p = sub.add_parser("accounts", help="the cash book, the daily statement (rule 15) and the "
                                        "remittance (rule 13)")
    asub = p.add_subparsers(dest="accounts_command", metavar="ACTION", required=True)
    q = asub.add_parser("cash-book", help="the cash book and the balances of every account head for a period")
    q.add_argument("--from", dest="date_from", metavar="YYYY-MM-DD", type=_date_arg, required=True)
    q.add_argument("--to", dest="date_to", metavar="YYYY-MM-DD", type=_date_arg, required=True)
    q.add_argument("--csv", metavar="FILE.csv", type=Path, help="also write it as CSV")
    q.add_argument("--pdf", metavar="FILE.pdf", type=Path, help="also write it as PDF (a copy is kept)")
    q.set_defaults(run=cmd_cash_book, subparser=q)
    q = asub.add_parser("daily-statement", help="make the daily statement in Form IV for a day (rule 15)",
                        description="Made once for a day and never remade; the PDF is kept in the "
                                    "documents folder.")
    q.add_argument("--day", metavar="YYYY-MM-DD", type=_date_arg, required=True)
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.set_defaults(run=cmd_daily_statement, subparser=q)
    q = asub.add_parser("remit", help="remit the cash received up to the close of a day (rule 13)")
    q.add_argument("--day", metavar="YYYY-MM-DD", type=_date_arg, required=True)
    q.add_argument("--out", metavar="FILE.pdf", type=Path, help="also write the voucher here")
    q.set_defaults(run=cmd_remit, subparser=q)


def _iso(value) -> str | None:
    if value is None:
        return None
    return value.isoformat(timespec="minutes") if isinstance(value, datetime) else value.isoformat()


def case_record(cv, now: datetime) -> dict:
    """A case as plain JSON values; money as rupees ("1250.50")."""
    from pound_desk.models import Case
    from pound_desk.services import cases, releases, settings, unclaimed
    from pound_desk.law import periods

    basis_of = {seq: r for r in cv.releases for seq in r.head_seqs}
    heads = []
    for h in cv.heads:
        r = basis_of.get(h.seq)
        state = "held" if r is None else ("sold" if r.basis == "sale" else "released")
        heads.append({"seq": h.seq, "kind": h.kind, "kind_en": h.kind_en, "sex": h.sex, "colour": h.colour,
                      "marks": h.marks, "ear_tag": h.ear_tag, "state": state,
                      "released_at": _iso(h.released_at), "basis": r.basis if r else None,
                      "to": r.claimant_name if r else None, "receipt": h.receipt_no or None})
    dues = None
    if cv.held and now >= cv.brought_at:
        d = cases.dues(cv, now)
        dues = {"as_of": _iso(d.as_of), "fine": d.fine.plain(), "feeding": d.feeding.plain(),
                "total": d.total.plain(), "feeding_periods": d.feeding_periods,
                "heads": [{"seq": x.seq, "fine": x.fine.amount.plain(), "feeding": x.feeding.plain(),
                           "total": x.total.plain()} for x in d.heads]}
    closed = settings.closed_days()
    case = Case.get_by_id(cv.id)
    deadlines = {"unclaimed_report_due": _iso(periods.unclaimed_report_due(cv.brought_at.date(), closed)),
                 "complaint_window_ends": _iso(periods.complaint_window_ends(cv.seized_at.date(), closed))
                 if cv.seized_at else None}
    notice = unclaimed.latest_notice(case)
    if notice is not None:
        ns = unclaimed.notice_state(notice)
        deadlines["notice"] = {"issued_on": _iso(notice.issued_on), "affixed": _iso(ns.affixed),
                               "proclaimed_village": _iso(ns.village), "proclaimed_market": _iso(ns.market),
                               "earliest_sale": _iso(ns.earliest_sale)}
    return {
        "case_no": cv.case_no, "status": cv.status, "brought_at": _iso(cv.brought_at),
        "seized_at": _iso(cv.seized_at), "seized_place": cv.seized_place, "local_area": cv.local_area,
        "seizer": cv.seizer_name, "owner": cv.owner_name, "heads": heads, "dues_now": dues,
        "deadlines": deadlines,
        "releases": [{"at": _iso(r.released_at), "basis": r.basis, "to": r.claimant_name,
                      "heads": list(r.head_seqs), "receipt": r.receipt_no or None,
                      "register_signature": r.signature or None,     # s. 12(b)
                      "en": releases.describe(r)[0]} for r in cv.releases],
        "events": [{"at": _iso(e.at), "en": e.en, "ml": e.ml} for e in cv.events],
    }


def _when(iso: str | None) -> str:
    """An ISO date or time from a case record, as the register writes it."""
    from pound_desk.text import date_str, datetime_str

    if not iso:
        return "-"
    return datetime_str(datetime.fromisoformat(iso)) if "T" in iso else date_str(date.fromisoformat(iso))


def case_text(rec: dict) -> list[str]:
    def rupees(text: str) -> str:
        return money(Money.of_rupees(text))

    lines = [f"Case {rec['case_no']}: {rec['status'].replace('_', ' ')}",
             f"Brought to the pound {_when(rec['brought_at'])}"]
    if rec["seized_at"]:
        lines.append(f"Seized {_when(rec['seized_at'])} at {rec['seized_place']} by {rec['seizer']}")
    if rec["owner"]:
        lines.append(f"Owner: {rec['owner']}")
    rows = [["Head", "Kind", "State", "When", "To"]]
    for h in rec["heads"]:
        rows.append([str(h["seq"]), h["kind_en"] or h["kind"], h["state"],
                     _when(h["released_at"]) if h["released_at"] else "", h["to"] or ""])
    lines += [""] + _table(rows, right={0}) + [""]
    d = rec["dues_now"]
    if d:
        lines.append(f"Due now: {rupees(d['total'])} (fines {rupees(d['fine'])}, feeding {rupees(d['feeding'])}, "
                     f"{d['feeding_periods']} period{'s' if d['feeding_periods'] != 1 else ''})")
    dl = rec["deadlines"]
    lines.append(f"Unclaimed report due (s. 13(1)): {_when(dl['unclaimed_report_due'])}")
    if dl["complaint_window_ends"]:
        lines.append(f"Complaint window ends (s. 19): {_when(dl['complaint_window_ends'])}")
    if "notice" in dl:
        n = dl["notice"]
        lines.append(f"Notice issued {_when(n['issued_on'])}; affixed {_when(n['affixed'])}; proclaimed in the "
                     f"village {_when(n['proclaimed_village'])}, market {_when(n['proclaimed_market'])}; "
                     f"earliest sale {_when(n['earliest_sale']) if n['earliest_sale'] else 'not yet known'}")
    lines.append("History:")
    lines += [f"  {_when(e['at'])}  {e['en']}" for e in rec["events"]]
    return lines


def cmd_case(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import cases, clock

    rec = case_record(cases.view(_case_no(args.case_no)), clock.now())
    _out(json.dumps(rec, ensure_ascii=False, indent=2) if args.json else "\n".join(case_text(rec)))
    return 0


def _trial_lines(trial, debits: Money, credits: Money) -> list[str]:
    from pound_desk.law.ledger import ACCOUNTS

    rows = [["Account", "Debit", "Credit"]]
    rows += [[ACCOUNTS[t.account].en, money(t.debit) if t.debit else "", money(t.credit) if t.credit else ""]
             for t in trial]
    rows.append(["Totals", money(debits), money(credits)])
    return _table(rows, right={1, 2})


def cmd_ledger_check(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import ledger

    result = ledger.check()
    _out("\n".join(_trial_lines(result.trial, result.debits, result.credits)))
    if result.ok:
        _out(f"The ledger passes: {result.transactions} transactions, every one balanced and posted.")
        return 0
    for problem in result.problems:
        _err(problem)
    if result.debits != result.credits:
        _err(f"The trial balance does not agree: debits {money(result.debits)}, credits {money(result.credits)}")
    return 1


def cmd_cash_book(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.law.ledger import ACCOUNTS, normal_balance
    from pound_desk.services import accounts, ledger
    from pound_desk.text import date_str, datetime_str

    if args.date_to < args.date_from:
        raise Refused(f"--to {args.date_to.isoformat()} is before --from {args.date_from.isoformat()}")
    book = ledger.cash_book(args.date_from, args.date_to)
    rows = [["When", "Reference", "Particulars", "Received", "Paid", "Balance"],
            [date_str(args.date_from), "", "Opening balance", "", "", money(book.opening)]]
    for ln in book.lines:
        rows.append([datetime_str(ln.at), ln.reference, ln.memo[:48], money(ln.received) if ln.received else "",
                     money(ln.paid) if ln.paid else "", money(ln.balance)])
    rows.append([date_str(args.date_to), "", "Closing balance", "", "", money(book.closing)])
    _out("\n".join(_table(rows, right={3, 4, 5})))
    _out("")
    moved = [[ACCOUNTS[c].en, money(normal_balance(c, m))] for c, m in book.movements.items() if m]
    if moved:
        _out("Movements in the period:")
        _out("\n".join("  " + line for line in _table(moved, right={1})))
    if args.csv:
        from pound_desk.exchange.accounts_csv import export_cash_book

        _out(f"Wrote {export_cash_book(args.date_from, args.date_to, args.csv)}")
    if args.pdf:
        _out(f"Wrote {accounts.print_cash_book(args.date_from, args.date_to, args.pdf)}")
    return 0


def _copy_out(kept: Path, out: Path | None) -> Path:
    """The kept PDF, and a copy at ``out`` when one is asked for."""
    if out is None:
        return kept
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(kept.read_bytes())
    return out


def cmd_daily_statement(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import accounts

    # made after the day's last entry: before the day is over it is made all the same, with a warning
    s = accounts.make_statement(args.day)
    if s.warning:
        _out(f"Warning: {s.warning}")
    doc = accounts.statement_doc(args.day)
    f = doc.figures
    if doc.revision:
        _out(f"Revised daily statement (Form IV) for {args.day:%d-%m-%Y} made: revision {doc.revision} of the "
             f"statement made at {doc.revises_made_at:%d-%m-%Y %H:%M}; changed: {doc.changes[0]}")
    else:
        _out(f"Daily statement (Form IV) for {args.day:%d-%m-%Y} made")
    _out(f"Impounded: {f.impounded_total} head; in the pound at the close: {f.held_total} head")
    _out(f"Fines collected {money(f.fines_collected)} (of which from sale proceeds {money(f.fines_from_sales)}); "
         f"feeding charges {money(f.feeding_collected)}; sale proceeds {money(f.sale_proceeds)}; "
         f"maintenance {money(f.maintenance)}; remitted {money(f.remitted)}; "
         f"cash in hand at the close {money(f.cash_at_close)}")
    _out(f"Needed for the next day: {money(f.needed_total)}"
         + (f" (no feeding rate for: {', '.join(f.no_rate)})" if f.no_rate else ""))
    _out(f"Wrote {_copy_out(s.pdf_path, args.out)}")
    return 0


def cmd_remit(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.services import accounts

    r = accounts.remit(args.day)
    _out(f"Remittance {r.number}: {money(Money(r.amount_paise))} remitted for {args.day:%d-%m-%Y} (rule 13)")
    _out(f"Wrote {_copy_out(r.pdf_path, args.out)}")
    return 0


# ------------------------------------------------------------------ the desktop

def start_gui(db_path: Path, demo: bool) -> int:
    try:
        from pound_desk.app import run_gui
    except ModuleNotFoundError as e:
        if e.name == "pound_desk.app":
            raise Refused("The desktop is not part of this installation; use a command "
                          f"(see `{PROG} --help`)") from None
        if e.name and e.name.split(".")[0] == "PySide6":
            raise Refused("The desktop needs PySide6, which is not installed; "
                          f"the commands work without it (see `{PROG} --help`)") from None
        raise
    return run_gui(db_path, demo=demo) or 0


# ------------------------------------------------------------------ main

def _open(path: Path, create: bool) -> None:
    from pound_desk.models import open_database

    if not create and not path.exists():
        raise Refused(f"No database at {path}: set up the pound first with "
                      f"`{PROG} --db {path} init` (or start the desktop)")
    if path.exists() and path.is_dir():
        raise Refused(f"{path} is a folder, not a database file")
    open_database(path)


# the arguments that name a file or folder the command writes
_OUTPUTS = ("out", "pdf", "csv", "to")


def _check_text(argv: Sequence[str]) -> None:
    for n, arg in enumerate(argv, start=1):
        if "\x00" in arg:
            raise Refused(f"argument {n} holds a NUL character: not a name, date or amount")
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            raise Refused(f"argument {n} is not valid text (its bytes are not UTF-8)") from None


def _check_output(path: object, flag: str) -> None:
    """A file or folder to write, refused before anything is made when it
    cannot be one: nothing is kept or logged for a copy that fails.
    ``flag`` is the option's name ("out"), or the argument's ("FILE")."""
    if not isinstance(path, Path):
        return
    text = str(path)
    flag = flag if flag.isupper() else f"--{flag}"
    if not text.strip():
        raise Refused(f"{flag}: give a file or folder name")
    for part in path.parts:
        if len(os.fsencode(part)) > 255:
            raise Refused(f"{flag}: a name in the path is too long (at most 255 bytes each)")
    if len(os.fsencode(text)) > 4000:
        raise Refused(f"{flag}: the path is too long")
    if flag != "--to" and path.is_dir():
        raise Refused(f"{flag} {text}: that is a folder; give a file name")
    parent = path.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    if parent.exists() and not parent.is_dir():
        raise Refused(f"{flag} {text}: {parent} is a file, not a folder")


def _quiet_broken_pipe() -> None:
    """The reader of our output went away (``| head``): say nothing more."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # pragma: no cover - no real stdout
        pass


def _unexpected(e: BaseException, db_path: Path) -> int:
    from pound_desk import errorlog

    where = errorlog.record(db_path, e, "command line")
    if isinstance(e, OverflowError):
        what = "a number or date is out of range"
    elif isinstance(e, OSError):
        what = f"a file could not be read or written{f' ({e.filename})' if e.filename else ''}"
    else:
        what = "an unexpected error"
    _err(f"{PROG}: the command was not completed: {what}"
         + (f"; the details are in {where}" if where else ""))
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    _safe_streams()
    paths.keep_private()   # the database, its log, backups, documents and keys: the office user's only
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        _check_text(argv)
    except Refused as e:
        _err(f"{PROG}: {e}")
        return 2
    try:
        return _main(argv)
    except BrokenPipeError:
        _quiet_broken_pipe()
        return 0
    except KeyboardInterrupt:
        _err(f"{PROG}: stopped")
        return 1


def _main(argv: list[str]) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:   # usage errors (2), --help and --version (0)
        return e.code if isinstance(e.code, int) else 2
    db_path: Path = args.db if args.db is not None else paths.default_db()
    if args.command == "init" and getattr(args, "init_demo", False):
        # the demo pound in its own file beside the register, as the desk's --demo:
        # it never becomes, nor writes into, a real register
        db_path = paths.demo_db(db_path)
    args.db_path = db_path

    if args.self_test:
        from pound_desk.ui.selftest import run_self_test

        return run_self_test()
    if (args.user or args.signin_password_stdin) and args.command is None:
        _err(f"{PROG}: --user and --password-stdin sign in for a command; the desktop asks at its start")
        return 2
    if args.command is None:
        try:
            return start_gui(db_path, args.demo)
        except Refused as e:
            _err(f"{PROG}: {e}")
            return 1
    if args.demo:
        _err(f"{PROG}: --demo before a command is for the desktop; to set up the demo pound use "
             f"`{PROG} init --demo`")
        return 2

    import peewee as pw

    from pound_desk.models import close_database
    from pound_desk.models.database import SchemaTooNew
    from pound_desk.services.errors import Invalid, ServiceError

    try:
        for flag in _OUTPUTS:
            _check_output(getattr(args, flag, None), flag)
        if args.command == "init":
            check_init(args, args.subparser)
        from pound_desk.returns import keys

        try:
            keys.check_private(db_path)
        except keys.KeyExposed as e:
            raise Refused(str(e)) from None
        signs_in = cli_signin.needs_sign_in(args)
        if not getattr(args, "opens_itself", False):  # backup commands read the file themselves
            _open(db_path, create=args.command == "init")
        elif signs_in:   # they sign in on the file first, then let go of it
            _open(db_path, create=False)
        if signs_in and not cli_signin.first_supervisor(args):
            cli_signin.sign_in(args)
        if getattr(args, "opens_itself", False) and signs_in:
            close_database()
        return args.run(args, args.subparser)
    except SystemExit as e:   # parser.error() from a command's own checks
        return e.code if isinstance(e.code, int) else 2
    except BrokenPipeError:
        raise
    except (Refused, cli_signin.SignInNeeded) as e:
        _err(f"{PROG}: {e}")
    except Invalid as e:
        _problems(e.problems)
    except ServiceError as e:
        _err(f"{PROG}: {e}")
    except SchemaTooNew as e:
        _err(f"{PROG}: {db_path}: {e}")
    except pw.DatabaseError as e:
        from pound_desk import errorlog   # the sentence here, SQLite's own words in the log

        where = errorlog.record(db_path, e, "command line")
        _err(f"{PROG}: {db_path}: {errorlog.database_trouble(e)}; nothing was changed"
             + (f" (the details are in {where})" if where else ""))
    except Exception as e:   # never a traceback: a sentence here, the detail in the log
        return _unexpected(e, db_path)
    finally:
        from pound_desk.services import session

        session.sign_out()
        close_database()
    return 1
