"""``pound-desk complaint`` and ``pound-desk protest``: complaints (s. 19) and
deposits under protest (s. 14).

    pound-desk complaint add 17/2026 --on 2026-06-11 --by "Joseph" [--agent]
                                     [--to "JFCM Nedumangad"] [--oral TEXT | --text TEXT] [--out ack.pdf]
    pound-desk complaint list
    pound-desk protest list
    pound-desk protest convert [--on 2026-06-12] [NUMBER]
"""
from __future__ import annotations

import argparse
from pathlib import Path

from pound_desk.cli.arguments import case_no, date_arg
from pound_desk.cli.common import out
from pound_desk.services.disputes import complaints, protest
from pound_desk.text import date_str, money


def add_parsers(sub) -> None:
    p = sub.add_parser("complaint", help="complaints of illegal seizure or detention (ss. 19-22)")
    csub = p.add_subparsers(dest="complaint_command", metavar="ACTION", required=True)
    q = csub.add_parser("add", help="record a complaint made to the Magistrate (marked late after the "
                                    "tenth day from the seizure) and write its acknowledgement",
                        epilog="Example: complaint add 17/2026 --on 2026-06-11 --by Joseph --oral "
                               "\"The cow was on my own land\"")
    q.add_argument("case_no", metavar="CASE_NO", help="e.g. 17/2026")
    q.add_argument("--on", metavar="YYYY-MM-DD", type=date_arg, required=True, help="the day it was made")
    q.add_argument("--by", metavar="NAME", required=True, help="the complainant")
    q.add_argument("--agent", action="store_true", help="made by an agent who knows the facts (s. 20)")
    q.add_argument("--of", dest="ground", choices=("seizure", "detention", "both"), default="seizure",
                   help="illegal seizure, illegal detention or both (s. 19; default: seizure)")
    q.add_argument("--against", metavar="NAME", default="",
                   help="the person complained against (default: the seizer; for a detention, the pound-keeper)")
    q.add_argument("--to", metavar="AUTHORITY", default="",
                   help="the Magistrate or authority (default: the one named in the office's settings)")
    how = q.add_mutually_exclusive_group()
    how.add_argument("--text", metavar="TEXT", default="", help="a written complaint, in brief")
    how.add_argument("--oral", metavar="TEXT", default=None, help="an oral complaint as reduced to writing")
    q.add_argument("--out", metavar="FILE.pdf", type=Path, help="also write the acknowledgement here")
    q.set_defaults(run=cmd_complaint_add, subparser=q)
    q = csub.add_parser("list", help="every complaint with its last day, lateness and outcome")
    q.set_defaults(run=cmd_complaint_list, subparser=q)

    p = sub.add_parser("protest", help="deposits under protest (s. 14)")
    psub = p.add_subparsers(dest="protest_command", metavar="ACTION", required=True)
    q = psub.add_parser("list", help="every deposit under protest with its state")
    q.set_defaults(run=cmd_protest_list, subparser=q)
    q = psub.add_parser("convert", help="convert deposits whose s. 19 window closed with no complaint to "
                                        "fines and charges (Q12)",
                        epilog="Without NUMBER, every deposit due on the day is converted.")
    q.add_argument("number", metavar="NUMBER", nargs="?", default=None, help="e.g. D-2026-27/00001")
    q.add_argument("--on", metavar="YYYY-MM-DD", type=date_arg, default=None,
                   help="the day of conversion (default: today)")
    q.set_defaults(run=cmd_protest_convert, subparser=q)


def cmd_complaint_add(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    oral = args.oral is not None
    c = complaints.record(case_no(args.case_no), args.on, args.by, args.to, "oral" if oral else "written",
                          args.oral if oral else args.text, capacity="agent" if args.agent else "owner",
                          ground=args.ground, against=args.against)
    v = complaints.view(c)
    out(f"Complaint {c.id} recorded for case {v.case_no}: {v.complainant} to {v.authority} on "
         f"{date_str(v.filed_on)}" + (" — LATE (after " + date_str(v.window_ends) + ")" if v.late else ""))
    path = complaints.print_acknowledgement(c.id, args.out)
    out(f"Wrote {path}")
    return 0


def cmd_complaint_list(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    rows = complaints.all_complaints()
    if not rows:
        out("No complaints recorded")
    for v in rows:
        state = v.state_words[0] + (f" ({v.reference}, {date_str(v.decided_on)})" if v.outcome else "")
        owes = (f"; {v.liable_words[0]} owes {money(v.payable_by_seizer)} ("
                + ", ".join(f"{en.lower()} {money(m)}" for en, _, m in v.working()[:-1]) + ")"
                if v.outcome == "illegal" else "")
        late = " LATE" if v.late else ""
        out(f"{v.id}\t{v.case_no}\t{date_str(v.filed_on)}{late}\t{v.complainant}\t{v.authority}\t{state}{owes}")
    return 0


def cmd_protest_list(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    rows = protest.all_deposits()
    if not rows:
        out("No deposits under protest")
    for v in rows:
        ends = date_str(v.window_ends) if v.window_ends else "-"
        out(f"{v.number}\t{v.case_no}\t{money(v.total)}\tcomplaints until {ends}\t{v.state_words[0]}")
    return 0


def cmd_protest_convert(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.number:
        done = [protest.convert(args.number, on=args.on)]
    else:
        done = protest.convert_all_due(args.on)
    if not done:
        out("No deposit under protest is due for conversion")
    for c in done:
        out(f"Deposit {c.deposit.number} (case {c.deposit.case.case_no}) converted to fines and charges: "
             f"{money(c.deposit.total)}")
    return 0
