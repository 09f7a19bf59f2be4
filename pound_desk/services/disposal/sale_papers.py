"""The papers of an auction: the buyer's receipt and the sale list."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from pound_desk.documents import copies, papers, render
from pound_desk.documents.sale_data import (
    AuctionHeader,
    LotHeadLine,
    SaleListBidder,
    SaleListDoc,
    SaleListLot,
    SaleReceiptDoc,
)
from pound_desk.language import translate
from pound_desk.law.problems import clean
from pound_desk.models import DB, Head
from pound_desk.models.disposal import Auction, LotHead, Sale, SaleShare
from pound_desk.returns import receipt_code as codes
from pound_desk.services.case import cases
from pound_desk.services.desk import clock, kept, signing
from pound_desk.services.desk.errors import NotFound
from pound_desk.services.disposal.bidders import DECLARATION, bars, bidders
from pound_desk.services.disposal.conduct import CONDUCTORS, get
from pound_desk.services.disposal.lots import lots
from pound_desk.services.disposal.sale_corrections import standing, views
from pound_desk.services.disposal.sale_expenses import expenses
from pound_desk.services.office import pound


def _header(a: Auction):
    role_en, role_ml = CONDUCTORS.get(a.conductor_role, (a.conductor_role, a.conductor_role))
    dep = ""
    if a.deputation_id:
        o = a.deputation
        dep = f"{o.authority}, order {o.number} of {o.issued_on:%d-%m-%Y}: {o.reasons}"
    return AuctionHeader(a.held_at, a.place, a.conductor, role_en, role_ml, dep, a.conditions, a.conditions_order)


def _lot_lines(lot_id: int, with_shares: bool, sale: Sale | None = None):
    """The lot's heads, with each one's share of ``sale`` (by default, of the
    sale that stands)."""

    shares = {s.head_id: s.amount for s in SaleShare.select().join(Sale)
              .where(Sale.lot == lot_id, (Sale.id == sale.id) if sale is not None else standing())}
    out = []
    for lh in LotHead.select(LotHead, Head).join(Head).where(LotHead.lot == lot_id).order_by(LotHead.id):
        cv = cases.view(lh.head.case)
        hv = next(x for x in cv.heads if x.id == lh.head_id)
        out.append(LotHeadLine(cv.case_no, hv.seq, hv.kind_en, hv.kind_ml, hv.description,
                               shares.get(hv.id) if with_shares else None))
    return tuple(out)


def receipt_doc(number: str):
    sale = Sale.get_or_none(Sale.number == clean(number))
    if sale is None:
        raise NotFound(translate("auctions", "No sale {number}").format(number=number))
    lot, b = sale.lot, sale.bidder
    gone = views([sale]).get(sale.id)
    earlier = (Sale.select().where(Sale.lot == lot, Sale.id < sale.id).order_by(Sale.id.desc()).first())
    code = sale_code(sale)
    return SaleReceiptDoc(pound.header(), _header(lot.auction), sale.number, sale.sold_at, lot.number,
                          _lot_lines(lot.id, True, sale), sale.price, b.number, b.name, b.residence,
                          DECLARATION[0], DECLARATION[1], reversal=gone.words() if gone else ("", ""),
                          corrects=earlier.number if earlier is not None else "",
                          check_code=code.text, short_code=code.short)


def sale_code(sale: Sale) -> codes.SaleCode:
    """The buyer's receipt's check code: the sale's number, hammer price, day
    and lot signed with the pound's key (deterministic, as the owner's)."""
    return codes.make_sale(signing.program_key(DB.obj), sale.number, sale.price_paise, sale.sold_at.date(),
                           sale.lot.number)


def sale_list_doc(auction_id: int, now: datetime | None = None):
    a = get(auction_id)
    lots_out = []
    for lv in lots(a.id):
        lots_out.append(SaleListLot(lv.number, _lot_lines(lv.id, False), lv.sale_number, lv.sold_at, lv.buyer,
                                    lv.price, lv.reversals))
    bidders_out = tuple(SaleListBidder(b.number, b.name, b.residence, b.declared,
                                       tuple(bars(b.name, a.held_at.date(), document=True)))
                        for b in bidders(a.id))
    exp = tuple((e.case_no, e.description, e.amount) for e in expenses(a.id))
    return SaleListDoc(pound.header(), _header(a), tuple(lots_out), bidders_out, exp, now or clock.now())


def print_sale_receipt(number: str, out=None, paper: str = "a4", copy: str | None = None):
    """The buyer's receipt on the paper asked for, original or duplicate as
    ``documents.print_receipt`` decides for the owner's."""
    sheet = papers.paper(paper)
    doc = receipt_doc(number)
    copy = copy or kept.copy_of("sale-receipt", doc.number)
    at = clock.now()
    doc = replace(doc, copy=copy, copy_made_at=at if copy == copies.DUPLICATE else None)
    pdf = render.pdf(doc) if paper == papers.DEFAULT else render.pdf(doc, "slip", paper=sheet)
    return kept.deliver("sale-receipt", kept.copy_ref(doc.number, paper, copy), pdf, out)


def print_sale_list(auction_id: int, out=None):
    doc = sale_list_doc(auction_id)
    pdf = render.pdf(doc)
    return kept.deliver("sale-list", f"auction-{auction_id}-{doc.auction.held_at:%Y-%m-%d}", pdf, out)
