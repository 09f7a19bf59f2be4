"""``pound-desk check-receipt CODE``: whether a receipt is genuine, from the
check code printed on it (the QR code's text, or the short code of 12
letters). At the pound: the signature by the pound's key, and the receipt in
the register with the same amount and date. A buyer's receipt at a public
auction (PDS1.…) names its sale, lot, buyer, hammer price and day, and says
when the sale was reversed. (The local authority checks the
same code with ``pound-desk authority check-receipt CODE``.)"""
from __future__ import annotations

import argparse

from pound_desk.law.money import Money
from pound_desk.returns import receipt_code as codes
from pound_desk.services import receipt_lookup
from pound_desk.text import money


def add_parsers(sub) -> None:
    p = sub.add_parser("check-receipt", help="whether a receipt is genuine, from the check code printed on it",
                       description="CODE is the text of the receipt's QR code (PD1.… on the owner's receipt, "
                                   "PDS1.… on the buyer's receipt at an auction) or its short check code "
                                   "(XXXX-XXXX-XXXX). Exit status 0 when genuine (and, for a sale, not "
                                   "reversed), 1 when not.")
    p.add_argument("code", metavar="CODE")
    p.set_defaults(run=cmd_check_receipt, subparser=p)


def cmd_check_receipt(args: argparse.Namespace, parser) -> int:
    if codes.is_short(args.code):
        wanted = codes.normal_short(args.code)
        found = receipt_lookup.by_short(wanted)
        if isinstance(found, receipt_lookup.ReceiptSeen):
            print(f"Genuine: receipt {found.number} of {found.issued_at:%d-%m-%Y} for {money(found.total)}, "
                  "in this pound's register")
            return 0
        if isinstance(found, receipt_lookup.SaleSeen):
            return _sale_said(found)
        print(f"No receipt of this pound has the check code {wanted}: not genuine, or not this pound's")
        return 1
    try:
        code = codes.read(args.code)
    except ValueError:
        raise SystemExit(_usage(parser, args.code)) from None
    if isinstance(code, codes.SaleCode):
        return _check_sale(code)
    if not receipt_lookup.signed(code):
        print(f"Not genuine: the code of receipt {code.number} is not signed with this pound's key")
        return 1
    said = f"receipt {code.number} of {code.day:%d-%m-%Y} for {money(Money(code.paise))}"
    if receipt_lookup.receipt_as_printed(code) is None:
        print(f"Signed by this pound, but the register does not hold {said} as printed: "
              "the receipt was removed or changed since")
        return 1
    print(f"Genuine: {said}, in this pound's register")
    return 0


def _check_sale(code: codes.SaleCode) -> int:
    if not receipt_lookup.signed(code):
        print(f"Not genuine: the code of buyer's receipt {code.number} is not signed with this pound's key")
        return 1
    sale = receipt_lookup.sale_as_printed(code)
    if sale is None:
        print(f"Signed by this pound, but the register does not hold sale {code.number} of {code.day:%d-%m-%Y}, "
              f"lot {code.lot}, for {money(Money(code.paise))} as printed: the sale was removed or changed since")
        return 1
    return _sale_said(sale)


def _sale_said(sale: receipt_lookup.SaleSeen) -> int:
    """What the register holds of a buyer's receipt's sale; 1 when it was reversed."""
    said = (f"buyer's receipt {sale.number}, sale at public auction on {sale.sold_at:%d-%m-%Y}, "
            f"lot {sale.lot}, to {sale.bidder_name} (bidder no. {sale.bidder_number}) "
            f"at a hammer price of {money(sale.price)}")
    if sale.reversal:
        print(f"Signed by this pound, but REVERSED: {said}. {sale.reversal}")
        return 1
    print(f"Genuine: {said}, in this pound's register")
    return 0


def _usage(parser, text: str) -> int:
    print(f"pound-desk: {text!r} is not a receipt's check code (PD1.…, PDS1.… or XXXX-XXXX-XXXX)")
    return 2
