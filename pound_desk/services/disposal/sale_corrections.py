"""A hammer price recorded wrong, corrected by reversal (never an edit).

The sale stays as it was recorded; a reversal record says who reversed it,
when and why, and a balanced ledger entry, dated at the sale, takes its
money back out, so the day's cash book, Form IV and the month's return read
the corrected figure with the reversal and its reason beside it. The lot's
sale may then be recorded again at the right price (``auctions.sell``): the
same heads, delivered to the same buyer at the same hammer, on a new buyer's
receipt. A reversal is refused once money has gone on from the sale: its
case's proceeds settled (paid to the owner or into the deposit), or the
month's return sent with it."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import peewee as pw

from pound_desk.language import translate
from pound_desk.law import ledger as law_ledger
from pound_desk.law import limits
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB, Case, Head
from pound_desk.models.corrections import SaleReversal
from pound_desk.models.disposal import LotHead, Sale, SaleShare, Settlement
from pound_desk.models.ledger import LedgerTxn, write_txn
from pound_desk.models.returns import ReturnExport
from pound_desk.models.stored import both
from pound_desk.services.desk import clock, session
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.office import keepers
from pound_desk.text import money


def reversed_ids() -> pw.Select:
    """The ids of the sales reversed (for ``Sale.id.not_in(...)``)."""
    return SaleReversal.select(SaleReversal.sale)


def standing() -> pw.Expression:
    """Where-clause of the sales that stand (not reversed)."""
    return Sale.id.not_in(reversed_ids())


def standing_sale(lot) -> Sale | None:
    """The lot's sale that stands, if it is sold."""
    return Sale.select().where(Sale.lot == lot, standing()).order_by(Sale.id.desc()).first()


def last_reversed(lot) -> Sale | None:
    """The lot's latest reversed sale, whose price is to be recorded again."""
    return (Sale.select().join(SaleReversal, on=(SaleReversal.sale == Sale.id))
            .where(Sale.lot == lot).order_by(Sale.id.desc()).first())


def reversal_of(sale: Sale) -> SaleReversal | None:
    return SaleReversal.get_or_none(SaleReversal.sale == sale)


@dataclass(frozen=True)
class ReversalView:
    """A reversal as the documents and the return show it."""

    number: str
    price: Money
    sold_at: datetime
    reason: str
    reversed_by: str
    reversed_at: datetime
    corrected_by: str      # the number of the sale recorded again, "" until then

    def words(self) -> tuple[str, str]:
        """(English, Malayalam)."""
        again_en = f"; recorded again as {self.corrected_by}" if self.corrected_by else ""
        again_ml = f"; വീണ്ടും {self.corrected_by} ആയി രേഖപ്പെടുത്തി" if self.corrected_by else ""
        return (f"Sale {self.number} at {money(self.price)} reversed on {self.reversed_at:%d-%m-%Y %H:%M} by "
                f"{self.reversed_by}: {self.reason}{again_en}",
                f"ലേലം {self.number} ({money(self.price)}) {self.reversed_at:%d-%m-%Y %H:%M}-ന് "
                f"{self.reversed_by} റദ്ദാക്കി: {self.reason}{again_ml}")


def views(sales) -> dict[int, ReversalView]:
    """Sale id -> its reversal, for the reversed ones among ``sales``."""
    ids = [s.id for s in sales]
    if not ids:
        return {}
    by_sale = {r.sale_id: r for r in SaleReversal.select().where(SaleReversal.sale.in_(ids))}
    out = {}
    for s in sales:
        r = by_sale.get(s.id)
        if r is None:
            continue
        again = (Sale.select(Sale.number).where(Sale.lot == s.lot_id, Sale.id > s.id)
                 .order_by(Sale.id).first())
        out[s.id] = ReversalView(s.number, s.price, s.sold_at, r.reason, r.reversed_by,
                                 r.reversed_at, again.number if again else "")
    return out


def of_case(case: Case) -> list[ReversalView]:
    """The reversed sales of a case's heads."""
    sales = list(Sale.select().join(SaleShare).join(Head).where(Head.case == case).distinct()
                 .order_by(Sale.id))
    return [v for v in views(sales).values()]


def _cases_of(sale: Sale) -> list[Case]:
    return list(Case.select().join(Head).join(LotHead).where(LotHead.lot == sale.lot_id).distinct()
                .order_by(Case.id))


def refusals(sale: Sale) -> list[str]:
    """Why the sale may no longer be reversed: money has gone on from it."""
    out = []
    if reversal_of(sale) is not None:
        out.append(translate("sale_corrections", "Sale {number} has already been reversed").format(number=sale.number))
    for case in _cases_of(sale):
        s = (Settlement.select().where(Settlement.case == case, Settlement.at >= sale.sold_at)
             .order_by(Settlement.at).first())
        if s is not None:
            out.append(translate(
                "sale_corrections", "Case {case_no} was settled on {on}: the proceeds of this sale have been "
                "distributed (fines, feeding charges, the balance to the owner or the deposit, ss. 15, 16), "
                "so the sale can no longer be reversed").format(case_no=case.case_no, on=f"{s.at:%d-%m-%Y}"))
    period = f"{sale.sold_at:%Y-%m}"
    sent = (ReturnExport.select().where(ReturnExport.period == period).order_by(ReturnExport.id).first())
    if sent is not None:
        out.append(translate(
            "sale_corrections", "The return for {period} was sent on {on} with this sale in its accounts (s. 6), "
            "so the sale can no longer be reversed").format(period=period, on=f"{sent.exported_at:%d-%m-%Y}"))
    return out


def find(number: str) -> Sale:
    sale = Sale.get_or_none(Sale.number == clean(number))
    if sale is None:
        raise NotFound(translate("sale_corrections", "No sale {number}").format(number=clean(number)))
    return sale


@dataclass(frozen=True)
class Reversed:
    """A sale reversed, with what the desk and the command line show of it
    and need to sell the lot again: the lot, the buyer, the hammer's time."""
    sale_id: int
    sale_number: str
    lot_id: int
    lot_number: int
    bidder_id: int
    sold_at: datetime
    price: Money              # the hammer price recorded wrong
    reason: str
    reversed_by: str
    reversed_at: datetime
    txn_id: int               # the ledger's reversal


def reverse_sale(number: str, reason: str, now: datetime | None = None) -> Reversed:
    """Reverse sale ``number`` (its hammer price was recorded wrong) with the
    reason; one transaction. The lot can then be sold again at the right
    price; the heads stay delivered to the buyer."""
    now = (now or clock.now()).replace(microsecond=0)
    reason = clean(reason)
    problems = limits.problems(reason=(reason, "reason"))
    if not reason:
        problems.append(Problem("reason", translate("sale_corrections", "Say why the sale is reversed")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        sale = find(number)
        why_not = refusals(sale)
        if why_not:
            raise ServiceError("; ".join(why_not))
        original = LedgerTxn.get_or_none(LedgerTxn.kind == "sale", LedgerTxn.reference == sale.number)
        price = sale.price
        cases = _cases_of(sale)
        # dated at the sale: the day's and the month's figures read as corrected, with the reason beside
        txn = write_txn(sale.sold_at, "reversal",
                        both(f"Reversal of sale {sale.number} (hammer price {money(price)} recorded wrong)",
                             f"ലേലം {sale.number} റദ്ദാക്കൽ (ലേലത്തുക {money(price)} തെറ്റായി രേഖപ്പെടുത്തി)")
                        + f": {reason}",
                        [law_ledger.debit("sale_proceeds", price), law_ledger.credit("cash", price)],
                        reference=sale.number, case=cases[0].id if len(cases) == 1 else None,
                        reverses=original.id if original is not None and not LedgerTxn.select().where(
                            LedgerTxn.reverses == original).exists() else None)
        row = SaleReversal.create(sale=sale, reason=reason, reversed_by=session.current().name,
                                  reversed_at=now, txn=txn)
        return Reversed(sale.id, sale.number, sale.lot_id, sale.lot.number, sale.bidder_id, sale.sold_at, price,
                        row.reason, row.reversed_by, row.reversed_at, txn.id)
