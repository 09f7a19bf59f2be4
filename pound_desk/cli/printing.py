"""``pound-desk print …``: a document as PDF. A copy is always kept in the
documents folder beside the database and logged; ``--out`` writes it there
too."""
from __future__ import annotations

import argparse
from pathlib import Path

from pound_desk.cli.arguments import case_no, date_arg
from pound_desk.cli.common import Refused, printed
from pound_desk.documents.papers import DEFAULT as PAPER_DEFAULT
from pound_desk.documents.papers import PAPERS
from pound_desk.services import case_history
from pound_desk.services.case import documents
from pound_desk.services.disposal import auctions, settlements
from pound_desk.services.disputes import release_orders


def add_parsers(sub) -> None:
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
    q.add_argument("--from", dest="date_from", metavar="YYYY-MM-DD", type=date_arg, required=True)
    q.add_argument("--to", dest="date_to", metavar="YYYY-MM-DD", type=date_arg, required=True)
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
    q = psub.add_parser("case-history", help="a case's history: its entry, every event in order and the "
                                             "documents issued")
    q.add_argument("case_no", metavar="CASE_NO", help="e.g. 17/2026")
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.set_defaults(run=cmd_print_case_history, subparser=q)
    q = psub.add_parser("release-order", help="the record of a release on a written order (s. 18(2))")
    q.add_argument("release_id", metavar="RELEASE_ID", type=int)
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.set_defaults(run=cmd_print_release_order, subparser=q)


def cmd_print_seizer_copy(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    return printed(documents.print_seizer_copy(case_no(args.case_no), args.out))


def cmd_print_receipt(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    return printed(documents.print_receipt(args.number.strip(), args.out, paper=args.paper))


def cmd_print_register(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.date_to < args.date_from:
        raise Refused(f"--to {args.date_to.isoformat()} is before --from {args.date_from.isoformat()}")
    return printed(documents.print_register(args.date_from, args.date_to, args.out))


def cmd_print_sale_receipt(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    return printed(auctions.print_sale_receipt(args.number.strip(), args.out, paper=args.paper))


def cmd_print_sale_list(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    return printed(auctions.print_sale_list(args.auction_id, args.out))


def cmd_print_owner_account(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    return printed(settlements.print_account(args.settlement_id, args.out))


def cmd_print_case_history(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    return printed(case_history.print_case_history(case_no(args.case_no), args.out))


def cmd_print_release_order(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    return printed(release_orders.print_release_order(args.release_id, args.out))
