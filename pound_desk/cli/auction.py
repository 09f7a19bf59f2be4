"""``pound-desk auction``: corrections of an auction.

    pound-desk --user NAME auction reverse-sale A-2026-27/00001 --reason "typed 90,000 for 9,000"
    pound-desk auction sales AUCTION_ID

A sale whose hammer price was recorded wrong is reversed (never edited), with
the reason; the lot's sale is then recorded again at the right price at the
desk (Auction window). Refused, saying why, once money has gone on from the
sale (its case settled, or the month's return sent).
"""
from __future__ import annotations

import argparse

from pound_desk.cli.common import out
from pound_desk.services.disposal import auctions, sale_corrections
from pound_desk.text import money


def add_parsers(sub) -> None:
    p = sub.add_parser("auction", help="corrections of an auction's sales (ss. 13(3), 15(1))")
    asub = p.add_subparsers(dest="auction_command", metavar="ACTION", required=True)
    q = asub.add_parser("reverse-sale", help="reverse a sale whose hammer price was recorded wrong, saying why",
                        description="Reverse a sale whose hammer price was recorded wrong: a reversal record "
                                    "(who, when, why) and a balanced entry that takes its money back out of "
                                    "the accounts; the sale itself stays as recorded. The lot's sale is then "
                                    "recorded again at the right price at the desk. Refused once the case is "
                                    "settled or the month's return has been sent.",
                        epilog='Example: auction reverse-sale A-2026-27/00001 --reason "typed 90,000 for 9,000"')
    q.add_argument("number", metavar="SALE_NO", help="the buyer's receipt number, e.g. A-2026-27/00001")
    q.add_argument("--reason", metavar="TEXT", required=True, help="why the sale is reversed")
    q.set_defaults(run=cmd_reverse_sale, subparser=q)
    q = asub.add_parser("sales", help="an auction's sales, with any reversed and why")
    q.add_argument("auction_id", metavar="AUCTION_ID", type=int)
    q.set_defaults(run=cmd_sales, subparser=q)


def cmd_reverse_sale(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    r = sale_corrections.reverse_sale(args.number, args.reason)
    out(f"Reversed sale {r.sale_number} of lot {r.lot_number}: its hammer price {money(r.price)} "
         f"is out of the accounts (ledger transaction {r.txn_id}).")
    out(f"Record the lot's sale again at the right price at the desk (Auction window, lot {r.lot_number}).")
    return 0


def cmd_sales(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    auctions.get(args.auction_id)
    for lot in auctions.lots(args.auction_id):
        if lot.sale_number:
            out(f"Lot {lot.number}: {lot.sale_number} {lot.sold_at:%Y-%m-%d %H:%M} {lot.buyer} {money(lot.price)}")
        else:
            out(f"Lot {lot.number}: not sold" + (f" (to be recorded again for {lot.sell_again[0]})"
                                                   if lot.sell_again else ""))
        for en, _ in lot.reversals:
            out(f"  {en}")
    return 0
