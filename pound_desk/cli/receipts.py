"""``pound-desk check-receipt CODE``: whether a receipt is genuine, from the
check code printed on it (the QR code's text, or the short code of 12
letters). At the pound: the signature by the pound's key, and the receipt in
the register with the same amount and date. (The local authority checks the
same code with ``pound-desk authority check-receipt CODE``.)"""
from __future__ import annotations

import argparse
from pathlib import Path

from pound_desk.law.money import Money
from pound_desk.models import DB, Receipt
from pound_desk.returns import receipt_code as codes
from pound_desk.services import signing
from pound_desk.services.case import documents
from pound_desk.text import money


def add_parsers(sub) -> None:
    p = sub.add_parser("check-receipt", help="whether a receipt is genuine, from the check code printed on it",
                       description="CODE is the text of the receipt's QR code (PD1.…) or its short check code "
                                   "(XXXX-XXXX-XXXX). Exit status 0 when genuine, 1 when not.")
    p.add_argument("code", metavar="CODE")
    p.set_defaults(run=cmd_check_receipt, subparser=p)


def cmd_check_receipt(args: argparse.Namespace, parser) -> int:
    key = signing.program_key(DB.obj)
    if codes.is_short(args.code):
        wanted = codes.normal_short(args.code)
        for r in Receipt.select().order_by(Receipt.id.desc()):
            if documents.receipt_code(r).short == wanted:
                print(f"Genuine: receipt {r.number} of {r.issued_at:%d-%m-%Y} for {money(Money(r.total_paise))}, "
                      "in this pound's register")
                return 0
        print(f"No receipt of this pound has the check code {wanted}: not genuine, or not this pound's")
        return 1
    try:
        code = codes.parse(args.code)
    except ValueError:
        raise SystemExit(_usage(parser, args.code))
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


def _usage(parser, text: str) -> int:
    print(f"pound-desk: {text!r} is not a receipt's check code (PD1.… or XXXX-XXXX-XXXX)")
    return 2
