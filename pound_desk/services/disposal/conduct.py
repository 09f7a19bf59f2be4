"""The auction itself: who conducts it (the local authority, the officer the
Director specifies, or one deputed by order, s. 13(3)), where and when, on
the conditions the Director's order sets; and the buyers' receipts' series."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from pound_desk.language import translate
from pound_desk.law import numbering
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB
from pound_desk.models.disposal import Auction
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, NotFound
from pound_desk.services.disputes import orders

CONDUCTORS = {
    "local_authority": ("The local authority", "തദ്ദേശസ്ഥാപനം"),
    "officer": ("The officer specified by the Director", "ഡയറക്ടർ നിർദേശിച്ച ഉദ്യോഗസ്ഥൻ"),
    "deputed": ("An officer deputed by order (s. 13(3))", "ഉത്തരവ് പ്രകാരം നിയോഗിച്ച ഉദ്യോഗസ്ഥൻ (വകുപ്പ് 13(3))"),
}
SALE_PREFIX = "A-"


def sale_number(fy: str, serial: int) -> str:
    """The buyer's receipt: ``A-2026-27/00001``, a series of its own per
    financial year, apart from the Form III receipts."""
    return SALE_PREFIX + numbering.receipt_number(fy, serial)


def _deputation_fields(deputation: dict | None) -> dict:
    d = dict(deputation or {})
    return {"authority_role": d.get("authority_role", ""), "authority": d.get("authority", ""),
            "number": d.get("number", ""), "issued_on": d.get("issued_on"), "reasons": d.get("reasons", "")}


def create(held_at: datetime, place: str, conductor_role: str, conductor: str, conditions: str,
           conditions_order: str = "", deputation: dict | None = None,
           now: datetime | None = None) -> Auction:
    """An auction; a deputed officer's deputation order (authority_role,
    authority, number, issued_on, reasons) is recorded with it."""
    now = now or clock.now()
    held_at = held_at.replace(second=0, microsecond=0)
    place, conductor, conditions, conditions_order = map(clean, (place, conductor, conditions,
                                                                 conditions_order))
    problems: list[Problem] = []
    if not place:
        problems.append(Problem("place", translate("auctions", "Where is the auction held?")))
    if conductor_role not in CONDUCTORS:
        problems.append(Problem("conductor_role", translate("auctions",
                                                            "The local authority, the officer, or an officer deputed")))
    if not conductor:
        problems.append(Problem("conductor", translate("auctions", "Name who conducts the auction")))
    if not conditions:
        problems.append(Problem("conditions", translate("auctions", "State the conditions of sale (s. 13(3))")))
    if not conditions_order:
        problems.append(Problem("conditions_order", translate(
            "auctions", "Give the Director's order that sets the place, time and conditions (s. 13(3))")))
    fields = _deputation_fields(deputation)
    if conductor_role == "deputed":
        problems += orders.order_problems("deputation", now=now, prefix="deputation.", **fields)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        order = None
        if conductor_role == "deputed":
            order = orders.record("deputation", now=now, **fields)
        return Auction.create(held_at=held_at, place=place, conductor_role=conductor_role,
                              conductor=conductor, deputation=order, conditions=conditions,
                              conditions_order=conditions_order)


def create_id(held_at: datetime, place: str, conductor_role: str, conductor: str, conditions: str,
              conditions_order: str = "", deputation: dict | None = None, now: datetime | None = None) -> int:
    """``create`` for the desktop: the id of the auction."""
    return create(held_at, place, conductor_role, conductor, conditions, conditions_order, deputation, now).id


def get(auction_id: int) -> Auction:
    a = Auction.get_or_none(Auction.id == auction_id)
    if a is None:
        raise NotFound(translate("auctions", "No auction {id}").format(id=auction_id))
    return a


def auctions() -> list[Auction]:
    return list(Auction.select().order_by(Auction.held_at.desc(), Auction.id.desc()))


@dataclass(frozen=True)
class AuctionLine:
    """An auction as the desk shows it."""
    id: int
    held_at: datetime
    place: str
    conductor: str
    conductor_role: str       # CONDUCTORS
    conditions_order: str
    conditions: str


def _auction_line(a: Auction) -> AuctionLine:
    return AuctionLine(a.id, a.held_at, a.place, a.conductor, a.conductor_role, a.conditions_order, a.conditions)


def auction_lines() -> list[AuctionLine]:
    """Every auction, the latest first."""
    return [_auction_line(a) for a in auctions()]


def auction_line(auction_id: int) -> AuctionLine:
    return _auction_line(get(auction_id))
