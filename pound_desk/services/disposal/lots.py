"""The lots of an auction: the heads in the pound at its time that may go in
one, and the lots made, sold or not."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import peewee as pw

from pound_desk.language import translate
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem
from pound_desk.models import DB, Case, Head, Release, ReleasedHead
from pound_desk.models.disposal import Auction, Lot, LotHead, Sale
from pound_desk.services.case import cases
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.disposal.conduct import get
from pound_desk.services.disposal.footing import sale_footing
from pound_desk.services.disposal.position import position
from pound_desk.services.disposal.sale_corrections import last_reversed, standing, standing_sale, views
from pound_desk.services.disposal.sale_holds import hold_problems, settled_s15


@dataclass(frozen=True)
class Candidate:
    """A head in the pound at the auction's time, and whether it may be put
    in a lot (``problems`` say why not)."""

    head_id: int
    case_no: str
    seq: int
    kind: str
    kind_en: str
    kind_ml: str
    description: str
    path: str
    problems: tuple[str, ...]

    @property
    def saleable(self) -> bool:
        return not self.problems


def _in_open_lot(head_ids, auction: Auction) -> dict[int, Lot]:
    """Heads already in an unsold lot of this auction or of another auction
    not held on an earlier day (one that failed to sell a lot leaves it free)."""
    q = (LotHead.select(LotHead, Lot, Auction).join(Lot).join(Auction)
         .where(LotHead.head.in_(list(head_ids)),
                (Auction.id == auction.id) | (pw.fn.date(Auction.held_at) >= auction.held_at.date())))
    sold = {s.lot_id for s in Sale.select(Sale.lot).where(standing())}
    return {lh.head_id: lh.lot for lh in q if lh.lot_id not in sold}


def candidates(auction_id: int) -> list[Candidate]:
    """Every head in the pound at the auction's time with the reason, if any,
    it may not go in a lot."""
    auction = get(auction_id)
    at = auction.held_at
    out = []
    gone = ReleasedHead.select(ReleasedHead.head).join(Release).where(Release.released_at <= at)
    held_cases = (Case.select().join(Head).switch(Case)
                  .where(Case.brought_at <= at, Head.id.not_in(gone)).distinct()
                  .order_by(Case.brought_at, Case.id))
    for case in held_cases:
        cv = cases.view(case)
        held = cases.held_at(cv, at)
        if not held:
            continue
        footing = sale_footing(case, at)
        case_problems = [p.message for p in footing.problems] + hold_problems(case, at.date())
        if footing.path == "s15":
            case_problems += settled_s15(case, at)
        if footing.path == "s15" and not case_problems:
            pos = position(case, at)
            if pos.covered:
                case_problems.append(translate(
                    "auctions", "Case {case_no}: the proceeds already cover the dues and expenses ({figures}); "
                    "no more of the owner's cattle may be sold (s. 15(1))").format(
                        case_no=cv.case_no, figures=pos.figures))
        in_lot = _in_open_lot([h.id for h in held], auction)
        for h in held:
            problems = list(case_problems)
            if h.released_at is not None:
                problems.append(translate("auctions", "Released from the pound at {at}").format(
                    at=f"{h.released_at:%d-%m-%Y %I:%M %p}"))
            if h.id in in_lot:
                lot = in_lot[h.id]
                problems.append(translate("auctions", "Already in lot {lot} of the auction of {held_on}").format(
                    lot=lot.number, held_on=f"{lot.auction.held_at:%d-%m-%Y}"))
            out.append(Candidate(h.id, cv.case_no, h.seq, h.kind, h.kind_en, h.kind_ml, h.description,
                                 footing.path, tuple(problems)))
    return out


def add_lot(auction_id: int, head_ids: list[int], number: int | None = None) -> Lot:
    """A lot of the chosen heads, numbered in the order the officer chooses
    (the next number by default)."""
    with DB.atomic("IMMEDIATE"):
        auction = get(auction_id)
        problems: list[Problem] = []
        if not head_ids:
            problems.append(Problem("heads", translate("auctions", "Choose at least one head for the lot")))
        if number is not None and number < 1:
            problems.append(Problem("number", translate("auctions", "Lot numbers start at 1")))
        elif number is not None and Lot.select().where(Lot.auction == auction, Lot.number == number).exists():
            problems.append(Problem("number", translate("auctions", "This auction already has a lot {number}").format(
                number=number)))
        by_id = {c.head_id: c for c in candidates(auction.id)}
        for hid in dict.fromkeys(head_ids):
            c = by_id.get(hid)
            if c is None:
                problems.append(Problem("heads", translate(
                    "auctions", "Head {id} is not in the pound at the auction's time").format(id=hid)))
            else:
                problems += [Problem("heads", translate("auctions", "Case {case_no} head {seq}: {problem}").format(
                    case_no=c.case_no, seq=c.seq, problem=m)) for m in c.problems]
        if problems:
            raise Invalid(problems)
        if number is None:
            number = (Lot.select(pw.fn.MAX(Lot.number)).where(Lot.auction == auction).scalar() or 0) + 1
        lot = Lot.create(auction=auction, number=number)
        for hid in dict.fromkeys(head_ids):
            LotHead.create(lot=lot, head=hid)
        return lot


def add_lot_id(auction_id: int, head_ids: list[int], number: int | None = None) -> int:
    """``add_lot`` for the desktop: the id of the lot."""
    return add_lot(auction_id, head_ids, number).id


@dataclass(frozen=True)
class LotView:
    id: int
    number: int
    heads: tuple[Candidate, ...]
    sale_number: str = ""            # "" while unsold
    sold_at: datetime | None = None
    buyer: str = ""
    price: Money | None = None
    reversals: tuple[tuple[str, str], ...] = ()   # its sales reversed, (English, Malayalam)
    # a reversed sale to record again at the right price: (its number, the buyer's id, the hammer's time)
    sell_again: tuple[str, int, datetime] | None = None

    @property
    def case_nos(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(h.case_no for h in self.heads))


def lots(auction_id: int) -> list[LotView]:
    out = []
    for lot in Lot.select().where(Lot.auction == auction_id).order_by(Lot.number):
        heads = []
        for lh in LotHead.select(LotHead, Head).join(Head).where(LotHead.lot == lot).order_by(LotHead.id):
            h = lh.head
            cv = cases.view(h.case)
            hv = next(x for x in cv.heads if x.id == h.id)
            heads.append(Candidate(h.id, cv.case_no, hv.seq, hv.kind, hv.kind_en, hv.kind_ml,
                                   hv.description, "", ()))
        s = standing_sale(lot)
        gone = tuple(v.words() for v in views(list(Sale.select().where(Sale.lot == lot))).values())
        again = last_reversed(lot) if s is None else None
        out.append(LotView(lot.id, lot.number, tuple(heads), reversals=gone,
                           sell_again=(again.number, again.bidder_id, again.sold_at) if again else None)
                   if s is None else
                   LotView(lot.id, lot.number, tuple(heads), s.number, s.sold_at, s.bidder.name,
                           s.price, reversals=gone))
    return out
