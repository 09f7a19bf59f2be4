"""Command-line printing of a case's history and of a release on a written
order (s. 18(2)); added to ``pound-desk print`` by one line in cli.py."""
from __future__ import annotations

import argparse
from pathlib import Path


def add_print_parsers(psub) -> None:
    q = psub.add_parser("case-history", help="a case's history: its entry, every event in order and the "
                                             "documents issued")
    q.add_argument("case_no", metavar="CASE_NO", help="e.g. 17/2026")
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.set_defaults(run=cmd_print_case_history, subparser=q)
    q = psub.add_parser("release-order", help="the record of a release on a written order (s. 18(2))")
    q.add_argument("release_id", metavar="RELEASE_ID", type=int)
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.set_defaults(run=cmd_print_release_order, subparser=q)


def cmd_print_case_history(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.cli.main import _case_no, _printed
    from pound_desk.services import case_history

    return _printed(case_history.print_case_history(_case_no(args.case_no), args.out))


def cmd_print_release_order(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.cli.main import _printed
    from pound_desk.services.disputes import release_orders

    return _printed(release_orders.print_release_order(args.release_id, args.out))


def add_report_parsers(rsub) -> None:
    q = rsub.add_parser("s27", help="the pound-keeper's failures the register shows (s. 27): days a held head "
                                    "has no feeding entry, releases outside s. 18, s. 27 fines",
                        description="List, for a period, the days a head held in the pound was not logged as fed "
                                    "and watered (s. 8), every release without its basis or document (s. 18(2)), "
                                    "and the fines recorded under s. 27. Exit code 1 when anything is found.")
    from pound_desk.cli.main import _date_arg

    q.add_argument("--from", dest="date_from", metavar="YYYY-MM-DD", type=_date_arg, required=True)
    q.add_argument("--to", dest="date_to", metavar="YYYY-MM-DD", type=_date_arg, required=True)
    q.set_defaults(run=cmd_report_s27, subparser=q)


def cmd_report_s27(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.cli.main import _out
    from pound_desk.law.money import Money
    from pound_desk.services.disputes import penalties

    r = penalties.s27_report(args.date_from, args.date_to)
    for u in r.unfed:
        if u.not_fed:
            _out(f"{u.day:%d-%m-%Y}  not fed (s. 8): {', '.join(u.not_fed)}")
        if u.not_watered:
            _out(f"{u.day:%d-%m-%Y}  not watered (s. 8): {', '.join(u.not_watered)}")
    for f in r.releases:
        _out(f"{f.released_at:%d-%m-%Y %H:%M}  case {f.case_no}: {f.en}")
    for f in r.fines:
        _out(f"{f.imposed_on:%d-%m-%Y}  fine under s. 27: {f.offender}, {Money(f.amount_paise)}, {f.court}, "
             f"{f.order_ref}")
    if r.clean:
        _out(f"Nothing found in the register from {args.date_from:%d-%m-%Y} to {args.date_to:%d-%m-%Y}")
        return 0
    return 1
