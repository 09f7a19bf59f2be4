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
from pound_desk.models import DB, Receipt
from pound_desk.models.disposal import Lot, Sale
from pound_desk.returns import receipt_code as codes
from pound_desk.services.case import documents
from pound_desk.services.desk import signing
from pound_desk.services.disposal import auctions, sale_corrections
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
    key = signing.program_key(DB.obj)
    if codes.is_short(args.code):
        wanted = codes.normal_short(args.code)
        for r in Receipt.select().order_by(Receipt.id.desc()):
            if documents.receipt_code(r, key).short == wanted:
                print(f"Genuine: receipt {r.number} of {r.issued_at:%d-%m-%Y} for {money(r.total)}, "
                      "in this pound's register")
                return 0
        for sale in Sale.select(Sale, Lot).join(Lot).order_by(Sale.id.desc()):   # the lot's number is signed
            if auctions.sale_code(sale).short == wanted:
                return _sale_said(sale)
        print(f"No receipt of this pound has the check code {wanted}: not genuine, or not this pound's")
        return 1
    try:
        code = codes.read(args.code)
    except ValueError:
        raise SystemExit(_usage(parser, args.code)) from None
    if isinstance(code, codes.SaleCode):
        return _check_sale(code, key)
    if not codes.genuine(code, key.public_key()):
        print(f"Not genuine: the code of receipt {code.number} is not signed with this pound's key")
        return 1
    said = f"receipt {code.number} of {code.day:%d-%m-%Y} for {money(Money(code.paise))}"
    r = Receipt.get_or_none(Receipt.number == code.number)
    if r is None or r.total_paise != code.paise or r.issued_at.date() != code.day:
        print(f"Signed by this pound, but the register does not hold {said} as printed: "
              "the receipt was removed or changed since")
        return 1
    print(f"Genuine: {said}, in this pound's register")
    return 0


def _check_sale(code: codes.SaleCode, key) -> int:
    if not codes.genuine(code, key.public_key()):
        print(f"Not genuine: the code of buyer's receipt {code.number} is not signed with this pound's key")
        return 1
    sale = Sale.get_or_none(Sale.number == code.number)
    if (sale is None or sale.price_paise != code.paise or sale.sold_at.date() != code.day
            or sale.lot.number != code.lot):
        print(f"Signed by this pound, but the register does not hold sale {code.number} of {code.day:%d-%m-%Y}, "
              f"lot {code.lot}, for {money(Money(code.paise))} as printed: the sale was removed or changed since")
        return 1
    return _sale_said(sale)


def _sale_said(sale) -> int:
    """What the register holds of a buyer's receipt's sale; 1 when it was reversed."""
    said = (f"buyer's receipt {sale.number}, sale at public auction on {sale.sold_at:%d-%m-%Y}, "
            f"lot {sale.lot.number}, to {sale.bidder.name} (bidder no. {sale.bidder.number}) "
            f"at a hammer price of {money(sale.price)}")
    gone = sale_corrections.views([sale]).get(sale.id)
    if gone is not None:
        print(f"Signed by this pound, but REVERSED: {said}. {gone.words()[0]}")
        return 1
    print(f"Genuine: {said}, in this pound's register")
    return 0


def _usage(parser, text: str) -> int:
    print(f"pound-desk: {text!r} is not a receipt's check code (PD1.…, PDS1.… or XXXX-XXXX-XXXX)")
    return 2
