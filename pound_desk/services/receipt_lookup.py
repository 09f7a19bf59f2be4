"""A receipt's check code at the pound (``pound-desk check-receipt``): whether
this pound's key signed it, and which receipt or sale of the register it
names, with what the register holds of it. The short code of 12 letters is
looked for among every receipt, then every sale, newest first."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from pound_desk.law.money import Money
from pound_desk.models import DB, Receipt
from pound_desk.models.disposal import Lot, Sale
from pound_desk.returns import receipt_code as codes
from pound_desk.services.case import documents
from pound_desk.services.desk import signing
from pound_desk.services.disposal import auctions, sale_corrections


@dataclass(frozen=True)
class ReceiptSeen:
    """An owner's receipt as the register holds it."""

    number: str
    issued_at: datetime
    total: Money


@dataclass(frozen=True)
class SaleSeen:
    """A sale at public auction as the register holds it; ``reversal``: the
    words of its reversal (English), "" when it stands."""

    number: str
    sold_at: datetime
    lot: int
    bidder_name: str
    bidder_number: int
    price: Money
    reversal: str


def signed(code: codes.ReceiptCode | codes.SaleCode) -> bool:
    """Whether this pound's key signed ``code``."""
    return codes.genuine(code, signing.program_key(DB.obj).public_key())


def by_short(short: str) -> ReceiptSeen | SaleSeen | None:
    """The receipt, else the buyer's receipt's sale, whose short check code
    is ``short`` (as ``codes.normal_short`` writes it); None: no such one."""
    key = signing.program_key(DB.obj)
    for r in Receipt.select().order_by(Receipt.id.desc()):
        if documents.receipt_code(r, key).short == short:
            return _receipt_seen(r)
    for sale in Sale.select(Sale, Lot).join(Lot).order_by(Sale.id.desc()):   # the lot's number is signed
        if auctions.sale_code(sale).short == short:
            return _sale_seen(sale)
    return None


def receipt_as_printed(code: codes.ReceiptCode) -> ReceiptSeen | None:
    """The receipt ``code`` names, when the register holds it with the
    amount and date printed; None when it was removed or changed since."""
    r = Receipt.get_or_none(Receipt.number == code.number)
    if r is None or r.total_paise != code.paise or r.issued_at.date() != code.day:
        return None
    return _receipt_seen(r)


def sale_as_printed(code: codes.SaleCode) -> SaleSeen | None:
    """The sale ``code`` names, when the register holds it with the hammer
    price, day and lot printed; None when it was removed or changed since."""
    sale = Sale.get_or_none(Sale.number == code.number)
    if (sale is None or sale.price_paise != code.paise or sale.sold_at.date() != code.day
            or sale.lot.number != code.lot):
        return None
    return _sale_seen(sale)


def _receipt_seen(r: Receipt) -> ReceiptSeen:
    return ReceiptSeen(r.number, r.issued_at, r.total)


def _sale_seen(sale: Sale) -> SaleSeen:
    gone = sale_corrections.views([sale]).get(sale.id)
    return SaleSeen(sale.number, sale.sold_at, sale.lot.number, sale.bidder.name, sale.bidder.number, sale.price,
                    gone.words()[0] if gone is not None else "")
