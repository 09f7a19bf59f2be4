"""``pound-desk report unclaimed|s27``: the reports the Act asks of the
pound-keeper: cattle unclaimed for seven days (s. 13(1)) and the
pound-keeper's failures the register shows (s. 27)."""
from __future__ import annotations

import argparse
from datetime import datetime

from pound_desk.cli.arguments import date_arg
from pound_desk.cli.common import Refused, out, printed
from pound_desk.services.desk import clock
from pound_desk.services.disposal import unclaimed
from pound_desk.services.disputes import penalties


def add_parsers(sub) -> None:
    p = sub.add_parser("report", help="reports the Act asks of the pound-keeper")
    rsub = p.add_subparsers(dest="report_command", metavar="REPORT", required=True)
    q = rsub.add_parser("unclaimed", help="make the report of cattle unclaimed for seven days (s. 13(1))",
                        description="Record and print the report to the local authority (or the officer) of "
                                    "every case falling due, with any earlier case not yet reported.")
    q.add_argument("--on", metavar="YYYY-MM-DD", type=date_arg, default=None,
                   help="the day the report is made (default today; not a day to come)")
    q.set_defaults(run=cmd_report_unclaimed, subparser=q)
    q = rsub.add_parser("s27", help="the pound-keeper's failures the register shows (s. 27): days a held head "
                                    "has no feeding entry, releases outside s. 18, s. 27 fines",
                        description="List, for a period, the days a head held in the pound was not logged as fed "
                                    "and watered (s. 8), every release without its basis or document (s. 18(2)), "
                                    "and the fines recorded under s. 27. Exit code 1 when anything is found.")
    q.add_argument("--from", dest="date_from", metavar="YYYY-MM-DD", type=date_arg, required=True)
    q.add_argument("--to", dest="date_to", metavar="YYYY-MM-DD", type=date_arg, required=True)
    q.set_defaults(run=cmd_report_s27, subparser=q)


def cmd_report_unclaimed(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    now = clock.now()
    if args.on is not None and args.on > now.date():
        raise Refused(f"--on {args.on.isoformat()} is a day still to come")
    at = now if args.on is None else datetime.combine(args.on, now.time())
    report, path = unclaimed.make_report(now=at)
    out(f"Report {report.id} to {report.addressed_to}: {', '.join(unclaimed.report_case_nos(report))}")
    return printed(path)


def cmd_report_s27(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    r = penalties.s27_report(args.date_from, args.date_to)
    for u in r.unfed:
        if u.not_fed:
            out(f"{u.day:%d-%m-%Y}  not fed (s. 8): {', '.join(u.not_fed)}")
        if u.not_watered:
            out(f"{u.day:%d-%m-%Y}  not watered (s. 8): {', '.join(u.not_watered)}")
    for f in r.releases:
        out(f"{f.released_at:%d-%m-%Y %H:%M}  case {f.case_no}: {f.en}")
    for f in r.fines:
        out(f"{f.imposed_on:%d-%m-%Y}  fine under s. 27: {f.offender}, {f.amount}, {f.court}, "
            f"{f.order_ref}")
    if r.clean:
        out(f"Nothing found in the register from {args.date_from:%d-%m-%Y} to {args.date_to:%d-%m-%Y}")
        return 0
    return 1
