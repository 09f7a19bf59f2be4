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
    from pound_desk.cli import _case_no, _printed
    from pound_desk.services import case_history

    return _printed(case_history.print_case_history(_case_no(args.case_no), args.out))


def cmd_print_release_order(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pound_desk.cli import _printed
    from pound_desk.services import release_orders

    return _printed(release_orders.print_release_order(args.release_id, args.out))
