"""The month's sales, settlements, deposits, complaints and orders, and the
cases open at its end, read for its return (``services/returns.py``) into
the return's schema (``returns/schema.py``)."""
from __future__ import annotations

from datetime import timedelta

from pound_desk.law import dues as law_dues
from pound_desk.law import numbering
from pound_desk.models import DB, Case, Head, Release
from pound_desk.models.disposal import (
    Auction,
    Bidder,
    Complaint,
    ComplaintOutcome,
    Lot,
    OtherDisposal,
    OwnerAccount,
    Sale,
    SaleShare,
    Settlement,
    WrittenOrder,
)
from pound_desk.models.protest import ProtestClosing, ProtestDeposit
from pound_desk.returns import schema
from pound_desk.services import today
from pound_desk.services.case import cases
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.disposal import auctions, sale_corrections
from pound_desk.services.disposal import deposits as deposit_service
from pound_desk.services.disputes import complaints as complaint_service
from pound_desk.services.office import pound, rates, settings
from pound_desk.services.return_period import Period
from pound_desk.services.return_reading import Reading, batches, iso, within

# steps of needs_action that warn ahead rather than say something is late
WARNINGS = {"complaint_window", "deposit_soon"}
# steps that keep a case open after its last head has left the pound
AFTER_SALE = {"settle", "owner_account", "deposit_due"}


# ---- sales and disposals otherwise ---------------------------------------------

def sales(r: Reading) -> list[schema.Sale]:
    p = r.p
    rows = list(Sale.select(Sale, Lot, Auction).join(Lot).join(Auction)
                .where((Sale.sold_at >= p.start_at) & (Sale.sold_at < p.end_at))
                .order_by(Sale.sold_at, Sale.id))
    bidders = {b.id: b for b in Bidder.select().where(Bidder.id.in_([s.bidder_id for s in rows]))} if rows else {}
    shares: dict[int, list] = {}
    for chunk in batches([s.id for s in rows]):
        for sh in (SaleShare.select(SaleShare, Head.seq, Head.case).join(Head)
                   .where(SaleShare.sale.in_(chunk)).order_by(SaleShare.id)):
            shares.setdefault(sh.sale_id, []).append((sh.head.case_id, sh.head.seq, sh.amount_paise))
    names = r.names([c for v in shares.values() for c, _, _ in v])
    gone = sale_corrections.views(rows)
    out = []
    for s in rows:
        b = bidders.get(s.bidder_id)
        g = gone.get(s.id)
        # a hammer price recorded wrong is shown with the reason, not counted
        out.append(schema.Sale(
            number=s.number, sold_at=iso(s.sold_at), price_paise=s.price_paise,
            auction_held_at=iso(s.lot.auction.held_at), place=s.lot.auction.place,
            conductor=s.lot.auction.conductor, lot=s.lot.number,
            buyer=b.name if b else "", buyer_residence=b.residence if b else "",
            shares=tuple(schema.Share(case_no=names[c], head_seq=q, amount_paise=a)
                         for c, q, a in shares.get(s.id, [])),
            # the buyer's receipt's check code, so that the authority can take its short form too
            check_code=auctions.sale_code(s).text,
            reversed=None if g is None else schema.Reversal(at=iso(g.reversed_at), by=g.reversed_by, reason=g.reason,
                                                            recorded_again_as=g.corrected_by)))
    return out


def others(r: Reading) -> list[schema.OtherDisposal]:
    """Heads disposed of otherwise than by the pound's auction, on a written order."""
    p = r.p
    out = []
    for d in (OtherDisposal.select(OtherDisposal, Release, WrittenOrder).join(Release)
              .switch(OtherDisposal).join(WrittenOrder)
              .where((Release.released_at >= p.start_at) & (Release.released_at < p.end_at))
              .order_by(Release.released_at, OtherDisposal.id)):
        out.append(schema.OtherDisposal(
            case_no=r.names([d.release.case_id])[d.release.case_id], at=iso(d.release.released_at),
            manner=d.manner, recipient=d.release.claimant_name, proceeds_paise=d.proceeds_paise,
            order=schema.OrderRef(number=d.order.number, issued_on=iso(d.order.issued_on),
                                  authority=d.order.authority)))
    r.step()
    return out


def settlements(r: Reading) -> tuple[list[schema.Settlement], list[schema.OwnerAccount]]:
    p = r.p
    rows = list(Settlement.select().where((Settlement.at >= p.start_at) & (Settlement.at < p.end_at))
                .order_by(Settlement.at, Settlement.id))
    names = r.names([s.case_id for s in rows])
    sets = [schema.Settlement(id=s.id, case_no=names[s.case_id], at=iso(s.at), path=s.path,
                              proceeds_paise=s.proceeds_paise, fines_paise=s.fines_paise,
                              feeding_paise=s.feeding_paise, expenses_paise=s.expenses_paise,
                              surplus_paise=s.surplus_paise, shortfall_paise=s.shortfall_paise,
                              write_off_order=s.write_off.number if s.write_off_id else "") for s in rows]
    accs = [schema.OwnerAccount(settlement_id=a.settlement_id,
                                case_no=r.names([a.settlement.case_id])[a.settlement.case_id],
                                at=iso(a.at), claimant_name=a.claimant_name, claimant_capacity=a.claimant_capacity,
                                accepted=bool(a.accepted), balance_paise=a.balance_paise)
            for a in (OwnerAccount.select(OwnerAccount, Settlement).join(Settlement)
                      .where((OwnerAccount.at >= p.start_at) & (OwnerAccount.at < p.end_at))
                      .order_by(OwnerAccount.at, OwnerAccount.id))]
    r.step()
    return sets, accs


# ---- deposits -------------------------------------------------------------------

def _claim(p: Period, c) -> schema.DepositClaim:
    """A claim on a deposit as it stood at the month's end: a decision made later is not yet one."""
    decided = c.decided_on is not None and c.decided_on <= p.end
    return schema.DepositClaim(preferred_on=iso(c.preferred_on), claimant=c.claimant, late=c.late,
                               decision=c.decision if decided else "",
                               decided_on=iso(c.decided_on) if decided else None)


def _touched(p: Period, v) -> bool:
    """Whether the month saw a deposit made, claimed, decided or closed."""
    return (within(p, v.deposited_on) or within(p, v.closed_on)
            or any(within(p, c.preferred_on) or within(p, c.decided_on) for c in v.claims))


def _deposit(p: Period, v) -> schema.Deposit | None:
    """A deposit (s. 16(3)) at the month's end, or None when the month neither
    touched it nor ended with it held."""
    if v.deposited_on > p.end:
        return None
    open_at_end = v.closed_on is None or v.closed_on > p.end
    if not (open_at_end or _touched(p, v)):
        return None
    claims = [c for c in v.claims if c.preferred_on <= p.end]
    pending = [c for c in claims if not c.late and (c.decided_on is None or c.decided_on > p.end)]
    return schema.Deposit(id=v.id, case_no=v.case_no, deposited_on=iso(v.deposited_on), amount_paise=v.amount.paise,
                          last_claim_day=iso(v.last_claim_day), held_at_end=open_at_end,
                          due_at_end=open_at_end and p.end > v.last_claim_day and not pending,
                          closed_on=iso(v.closed_on) if not open_at_end else None,
                          outcome=v.outcome if not open_at_end else "",
                          claims=tuple(_claim(p, c) for c in claims))


def deposits(r: Reading) -> list[schema.Deposit]:
    """Deposits (s. 16(3)) made, claimed or closed in the month or still
    held at its end, each with whether it was held and due then."""
    out = [d for d in (_deposit(r.p, v) for v in deposit_service.all_deposits()) if d is not None]
    r.step()
    return out


def protest_deposits(r: Reading) -> list[schema.ProtestDeposit]:
    """Deposits under protest (s. 14) taken, refunded or converted in the
    month, or held at its end, each with its state then."""
    p = r.p
    closings = {c.deposit_id: c for c in ProtestClosing.select()}
    rows = list(ProtestDeposit.select().where(ProtestDeposit.at < p.end_at)
                .order_by(ProtestDeposit.at, ProtestDeposit.id))
    names = r.names([d.case_id for d in rows])
    out = []
    for d in rows:
        c = closings.get(d.id)
        closed_by_end = c is not None and c.at < p.end_at
        if not (within(p, d.at) or (c is not None and within(p, c.at)) or not closed_by_end):
            continue
        out.append(schema.ProtestDeposit(number=d.number, case_no=names[d.case_id], at=iso(d.at),
                                         depositor_name=d.depositor_name, fines_paise=d.fines_paise,
                                         feeding_paise=d.feeding_paise, total_paise=d.total_paise,
                                         state_at_end=c.outcome if closed_by_end else "held",
                                         closed_at=iso(c.at) if closed_by_end else None,
                                         voucher=c.voucher if closed_by_end else ""))
    r.step()
    return out


# ---- complaints and orders ------------------------------------------------------------

def _complaint(c, o, case_no: str, p: Period) -> schema.Complaint:
    decided = o is not None and o.decided_on <= p.end
    v = complaint_service.view(c)
    adjudged = {}
    if decided and o.outcome == "illegal":
        # s. 21: what was adjudged, who is liable, and the sum without a refund counted twice
        adjudged = {"adjudged": v.adjudged, "liable_role": v.liable_role, "liable_name": v.liable_name,
                    "fines_paid_paise": v.fines_paid.paise, "refunded_paise": v.refunded.paise,
                    "due_to_pound_paise": v.due_from_seizer.paise, "payable_paise": v.payable_by_seizer.paise}
    return schema.Complaint(case_no=case_no, filed_on=iso(c.filed_on), complainant=c.complainant,
                            authority=c.authority, mode=c.mode, capacity=c.capacity, particulars=c.particulars,
                            ground=v.ground, against=v.against, outcome=o.outcome if decided else "",
                            decided_on=iso(o.decided_on) if decided else None,
                            reference=o.reference if decided else "",
                            compensation_paise=o.compensation_paise if decided else 0, **adjudged)


def complaints(r: Reading) -> list[schema.Complaint]:
    """Complaints filed or decided in the month, or pending at its end."""
    p = r.p
    outcomes = {o.complaint_id: o for o in ComplaintOutcome.select()}
    rows = list(Complaint.select().order_by(Complaint.filed_on, Complaint.id))
    names = r.names([c.case_id for c in rows])
    out = []
    for c in rows:
        o = outcomes.get(c.id)
        decided_in = o is not None and within(p, o.decided_on)
        pending_at_end = c.filed_on <= p.end and (o is None or o.decided_on > p.end)
        if within(p, c.filed_on) or decided_in or pending_at_end:
            out.append(_complaint(c, o, names[c.case_id], p))
    r.step()
    return out


def orders(r: Reading) -> list[schema.WrittenOrder]:
    p = r.p
    rows = list(WrittenOrder.select().where((WrittenOrder.issued_on >= p.start) & (WrittenOrder.issued_on <= p.end))
                .order_by(WrittenOrder.issued_on, WrittenOrder.id))
    names = r.names([o.case_id for o in rows if o.case_id])
    out = [schema.WrittenOrder(purpose=o.purpose, case_no=names.get(o.case_id, "") if o.case_id else "",
                               authority_role=o.authority_role, authority=o.authority, number=o.number,
                               issued_on=iso(o.issued_on), reasons=o.reasons) for o in rows]
    r.step()
    return out


# ---- the end of the month -------------------------------------------------------------

def _overdue(p: Period) -> dict[str, list[str]]:
    """Each case's steps overdue at the month's end (warnings ahead left out)."""
    overdue: dict[str, list[str]] = {}
    try:
        for a in today.needs_action(p.end):
            if a.case_no and a.code not in WARNINGS and a.due <= p.end:
                codes = overdue.setdefault(a.case_no, [])
                if a.code not in codes:
                    codes.append(a.code)
    except ServiceError:
        return {}
    return overdue


def _held_ids(p: Period) -> list[int]:
    """Cases brought before the month's end with a head not released before its start."""
    sql = ('SELECT c.id FROM "case" c WHERE c.brought_at < ? AND EXISTS (SELECT 1 FROM head h '
           'WHERE h.case_id = c.id AND NOT EXISTS (SELECT 1 FROM released_head rh JOIN release r '
           'ON r.id = rh.release_id WHERE rh.head_id = h.id AND r.released_at < ?)) ORDER BY c.id')
    # a little wider than the month's end: the views apply amended times
    return [row[0] for row in DB.execute_sql(sql, [p.end_at + timedelta(days=1), p.start_at])]


class _Dues:
    """What a case's heads held at the month's end owed then."""

    def __init__(self, p: Period):
        self.at = p.end_at - timedelta(minutes=1)
        self.table, self.closed = rates.table(), settings.closed_days()
        self.area = pound.the_pound().local_area

    def owed(self, cv, held) -> int:
        if not held:
            return 0
        stay = law_dues.Stay(cv.brought_at, cv.seized_at, cv.local_area or None, self.area)
        return law_dues.dues(stay, [(h.seq, h.kind) for h in held], self.table, self.at, self.closed).total.paise


def open_cases(r: Reading) -> tuple[list[schema.OpenCase], int]:
    """Cases with heads in the pound at the end of the month (with their
    dues then), and cases with a step overdue by then; and the heads held
    at the start of the month."""
    p = r.p
    overdue = _overdue(p)
    dues = _Dues(p)
    out, held_start = [], 0
    for chunk in batches(_held_ids(p)):
        for cv in cases.views(list(Case.select().where(Case.id.in_(chunk)))):
            at_end = cases.held_at(cv, p.end_at - timedelta(microseconds=1))
            held_start += len(cases.held_at(cv, p.start_at - timedelta(microseconds=1)))
            codes = overdue.get(cv.case_no, [])
            if not at_end:   # nothing in the pound: only what is left after a sale keeps it open
                codes = [c for c in codes if c in AFTER_SALE]
                if not codes:
                    continue
            out.append(schema.OpenCase(case_no=cv.case_no, brought_at=iso(cv.brought_at), heads_held=len(at_end),
                                       head_seqs=tuple(h.seq for h in at_end), dues_paise=dues.owed(cv, at_end),
                                       overdue=tuple(codes)))
        r.step(len(chunk))
    # cases with nothing held but a step overdue (a sale not settled, an account not given)
    listed = {c.case_no for c in out}
    rest = [no for no, codes in overdue.items() if no not in listed and set(codes) & AFTER_SALE]
    for chunk in batches(rest):
        for c in Case.select(Case.case_no, Case.brought_at).where(Case.case_no.in_(chunk)):
            out.append(schema.OpenCase(case_no=c.case_no, brought_at=iso(c.brought_at), heads_held=0,
                                       dues_paise=0, overdue=tuple(x for x in overdue[c.case_no] if x in AFTER_SALE)))
    out.sort(key=lambda e: numbering.case_order(e.case_no))
    return out, held_start
