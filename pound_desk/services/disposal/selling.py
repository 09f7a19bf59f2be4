"""The sale of a lot: the buyer's receipt, each head's share of the price, the
heads delivered to the buyer and the money in the ledger (ss. 13(3), 15(1),
18(1), 19)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.language import translate
from pound_desk.law import bases, disposal, periods
from pound_desk.law import ledger as law_ledger
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, Case, Head, Release, ReleasedHead
from pound_desk.models.disposal import Bidder, Lot, LotHead, Sale, SaleShare
from pound_desk.models.findings import SaleInWindow
from pound_desk.models.findings import SaleInWindow as _InWindow
from pound_desk.models.ledger import write_txn
from pound_desk.models.stored import both
from pound_desk.services.case import cases
from pound_desk.services.desk import clock, numbers
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.disposal.bidders import bars
from pound_desk.services.disposal.conduct import sale_number
from pound_desk.services.disposal.footing import sale_footing
from pound_desk.services.disposal.position import Position, position
from pound_desk.services.disposal.sale_corrections import last_reversed, standing_sale
from pound_desk.services.disposal.sale_holds import hold_problems, settled_s15
from pound_desk.services.office import keepers, settings
from pound_desk.text import money


@dataclass(frozen=True)
class SaleResult:
    sale: Sale
    positions: tuple[Position, ...]     # after the sale, for the s. 15 cases of the lot
    number: str = ""
    lot_number: int = 0
    buyer: str = ""
    buyer_id: int = 0
    price: Money = Money.zero()

    def messages(self) -> list[tuple[str, str]]:
        out = []
        for p in self.positions:
            if p.covered:
                out.append((f"Case {p.case_no}: the proceeds now cover the dues and expenses ({p.figures_en}); "
                            "sell no more of this owner's cattle (s. 15(1)); settle the case and give the "
                            "owner the account",
                            f"കേസ് {p.case_no}: ലേലത്തുക ഇപ്പോൾ കുടിശ്ശികയും ചെലവും തീർക്കുന്നു; ഈ ഉടമയുടെ "
                            "കൂടുതൽ കന്നുകാലികളെ വിൽക്കരുത് (വകുപ്പ് 15(1)); കേസിന്റെ കണക്കുതീർത്ത് ഉടമയ്ക്ക് കണക്ക് നൽകുക"))
            else:
                short = p.dues + p.expenses - p.proceeds
                out.append((f"Case {p.case_no}: the proceeds do not yet cover the dues and expenses "
                            f"({p.figures_en}); {money(short)} more is needed",
                            f"കേസ് {p.case_no}: ലേലത്തുക കുടിശ്ശികയും ചെലവും തീർക്കാൻ ഇനിയും {money(short)} വേണം"))
        return out


def _case_sale_problems(case: Case, at: datetime) -> tuple[str, list[Problem]]:
    footing = sale_footing(case, at)
    problems = [Problem("at", p.message) for p in footing.problems]
    problems += [Problem("lot", m) for m in hold_problems(case, at.date())]
    if footing.path == "s15":
        problems += [Problem("lot", m) for m in settled_s15(case, at)]
    if footing.path == "s15" and not problems:
        pos = position(case, at)
        if pos.covered:
            problems.append(Problem("lot", translate(
                "auctions", "Case {case_no}: the proceeds already credited cover the dues and the expenses of "
                "sale ({figures}); no more of this owner's cattle may be sold (s. 15(1))").format(
                    case_no=case.case_no, figures=pos.figures)))
    return footing.path, problems


class InsideComplaintWindow(Invalid):
    """s. 15(1) with s. 19: a case of the lot is sold on the owner's refusal
    while his ten days to complain have not run out; the sale goes ahead
    only with a reason recorded (``warnings``: the sentences to show)."""

    def __init__(self, warnings: list[str]):
        super().__init__([Problem("window_reason", w) for w in warnings])
        self.warnings = warnings


def window_warnings(lot_id: int, at: datetime) -> list[tuple[int, date, str]]:
    """(case id, last day, sentence) for each case of the lot on the s. 15
    path whose s. 19 window is still open at ``at``: a sale then could defeat
    a release the Magistrate might order (s. 21(2))."""
    out = []
    heads = LotHead.select(LotHead, Head).join(Head).where(LotHead.lot == lot_id)
    for case_id in sorted({lh.head.case_id for lh in heads}):
        case = Case.get_by_id(case_id)
        if sale_footing(case, at).path != "s15":
            continue
        cv = cases.view(case)
        closed = settings.closed_days()
        if periods.complaint_window_open(at.date(), cv.seized_at, closed):
            ends = periods.complaint_last_day(cv.seized_at, closed)
            out.append((case_id, ends, translate(
                "auctions", "Case {case_no}: the owner refused to pay, but may still complain of the seizure "
                "until {ends} (s. 19); a sale now could defeat a release the Magistrate might order (s. 21(2)). "
                "Give the reason for selling before then").format(case_no=cv.case_no, ends=f"{ends:%d-%m-%Y}")))
    return out


def sale_problems(bidder_id: int | None, price: Money | None, at: datetime,
                  now: datetime | None = None) -> list[Problem]:
    """The problems of a sale as given (the buyer, the hammer price, the
    hour), at once; ``sell`` adds the lot's and the case's."""
    now = now or clock.now()
    problems: list[Problem] = []
    if price is None or price.paise <= 0:
        problems.append(Problem("price", translate("auctions", "Give the hammer price")))
    if bidder_id is None:
        problems.append(Problem("bidder", translate("auctions", "Choose the buyer from the bidder register")))
    if at.replace(second=0, microsecond=0) > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("auctions", "A sale cannot be recorded in the future")))
    return problems


def _lot_to_sell(lot_id: int) -> Lot:
    """The lot, refused when there is none or it has been sold already."""
    lot = Lot.get_or_none(Lot.id == lot_id)
    if lot is None:
        raise NotFound(translate("auctions", "No lot {id}").format(id=lot_id))
    if standing_sale(lot) is not None:
        raise ServiceError(translate("auctions", "Lot {number} has already been sold").format(number=lot.number))
    return lot


def _again_problems(again: Sale, bidder_id: int | None) -> list[Problem]:
    """A reversed sale is recorded again to the buyer it was knocked down to."""
    if bidder_id is not None and bidder_id != again.bidder_id:
        return [Problem("bidder", translate(
            "auctions", "The lot was knocked down to {buyer} and delivered to him at the sale reversed; "
            "it is recorded again to the same buyer").format(buyer=again.bidder.name))]
    return []


def _earlier_reason(again: Sale) -> str:
    """The reason recorded for selling the reversed sale inside the s. 19 window."""
    earlier = _InWindow.get_or_none(_InWindow.sale == again)
    return earlier.reason if earlier is not None else ""


def _bidder(bidder_id: int | None, auction, at: datetime) -> tuple[Bidder | None, list[Problem]]:
    """The buyer from the auction's register, with why he may not buy: not
    registered, no s. 18(1) declaration, or barred on the day (s. 18(1))."""
    if bidder_id is None:
        return None, []
    bidder = Bidder.get_or_none(Bidder.id == bidder_id, Bidder.auction == auction)
    if bidder is None:
        return None, [Problem("bidder", translate("auctions", "The buyer is not in this auction's bidder register"))]
    if not bidder.declared:
        return bidder, [Problem("bidder", translate("auctions", "The buyer has not signed the s. 18(1) declaration"))]
    return bidder, [Problem("bidder", m) for m in bars(bidder.name, at.date())]


def _lot_heads(lot: Lot) -> tuple[list[Head], dict[int, list[Head]]]:
    """The lot's heads in the order they were put in it, and by case."""
    lot_heads = [lh.head for lh in LotHead.select(LotHead, Head).join(Head)
                 .where(LotHead.lot == lot).order_by(LotHead.id)]
    by_case: dict[int, list[Head]] = {}
    for h in lot_heads:
        by_case.setdefault(h.case_id, []).append(h)
    return lot_heads, by_case


def _heads_problems(cv: cases.CaseView, heads: list[Head], at: datetime) -> list[Problem]:
    """A first sale delivers heads still in the pound at the hammer, and
    comes before any later release of the case."""
    problems = []
    held_ids = {h.id for h in cases.held_at(cv, at)}
    gone = [h.seq for h in heads if h.id not in held_ids]
    if gone:
        problems.append(Problem("lot", (translate(
            "auctions", "Case {case_no}: head {seqs} is not in the pound at {at}") if len(gone) == 1 else
            translate("auctions", "Case {case_no}: heads {seqs} are not in the pound at {at}")).format(
                case_no=cv.case_no, seqs=", ".join(map(str, gone)), at=f"{at:%d-%m-%Y %I:%M %p}")))
    if any(h.released_at and h.released_at > at for h in cv.heads):
        problems.append(Problem("at", translate(
            "auctions", "Case {case_no}: a later release is already recorded").format(case_no=cv.case_no)))
    return problems


def _order_problems(at: datetime) -> list[Problem]:
    """Buyers' receipts are issued in the order of the hammer."""
    last = Sale.select().order_by(Sale.sold_at.desc(), Sale.id.desc()).first()
    if last is not None and at < last.sold_at:
        return [Problem("at", translate(
            "auctions", "Sale {number} was recorded at {at}; buyers' receipts are issued in order").format(
                number=last.number, at=f"{last.sold_at:%d-%m-%Y %H:%M}"))]
    return []


@dataclass(frozen=True)
class _Hammer:
    """A sale as checked, ready to record: the lot, when, to whom, for how
    much, the reversed sale it records again (if any), and the lot's heads
    by case with each case's path and view."""
    lot: Lot
    at: datetime
    bidder: Bidder
    price: Money
    again: Sale | None
    lot_heads: list[Head]
    by_case: dict[int, list[Head]]
    paths: dict[int, str]
    views: dict[int, cases.CaseView]


def _checked(lot_id: int, bidder_id: int | None, price: Money | None, at: datetime,
             problems: list[Problem]) -> tuple[_Hammer, str]:
    """The sale checked against the lot, the buyer, the hour and each case of
    the lot, every problem at once (``problems``: those of the sale as given);
    with the reason recorded for a reversed sale made inside the s. 19 window."""
    lot = _lot_to_sell(lot_id)
    auction = lot.auction
    again = last_reversed(lot)   # its sale was reversed: recorded again at the right price
    earlier_reason = ""
    if again is not None:
        at = again.sold_at
        problems += _again_problems(again, bidder_id)
        earlier_reason = _earlier_reason(again)
    if at < auction.held_at:
        problems.append(Problem("at", translate(
            "auctions", "The auction starts at {at}; a lot is not sold before it").format(
                at=f"{auction.held_at:%d-%m-%Y %I:%M %p}")))
    bidder, found = _bidder(bidder_id, auction, at)
    problems += found
    lot_heads, by_case = _lot_heads(lot)
    paths: dict[int, str] = {}
    views: dict[int, cases.CaseView] = {}
    for case_id, heads in by_case.items():
        case = Case.get_by_id(case_id)
        cv = views[case_id] = cases.view(case)
        if again is None:
            problems += _heads_problems(cv, heads, at)
        paths[case_id], found = _case_sale_problems(case, at)
        problems += found
    if again is None:
        problems += _order_problems(at)
    if problems:
        raise Invalid(problems)
    return _Hammer(lot, at, bidder, price, again, lot_heads, by_case, paths, views), earlier_reason


def _record(sale: _Hammer, inside: list[tuple[int, date, str]], window_reason: str, now: datetime) -> Sale:
    """The heads delivered to the buyer (a reversed sale's release stands),
    the buyer's receipt, each head's share of the price, and a sale inside
    the s. 19 window with its reason."""
    fy, serial = numbers.next_in_year(Sale, sale.at.date())
    first_release = sale.again.release if sale.again is not None else None   # the heads left at that hammer
    for case_id, heads in (sale.by_case.items() if sale.again is None else ()):
        release = Release.create(case=case_id, released_at=sale.at, basis=bases.SALE, receipt=None,
                                 claimant_name=sale.bidder.name, claimant_capacity="buyer")
        for h in heads:
            ReleasedHead.create(release=release, head=h)
        first_release = first_release or release
    row = Sale.create(lot=sale.lot, bidder=sale.bidder, price_paise=sale.price.paise, sold_at=sale.at, fy=fy,
                      serial=serial, number=sale_number(fy, serial), release=first_release)
    for h, share in zip(sale.lot_heads, disposal.apportion(sale.price, len(sale.lot_heads))):
        SaleShare.create(sale=row, head=h, amount_paise=share.paise)
    if inside:
        SaleInWindow.create(sale=row, window_ends=min(ends for _, ends, _ in inside), reason=window_reason,
                            entered_at=now.replace(microsecond=0))
    return row


def _post(sale: _Hammer, number: str) -> None:
    """The hammer price into the cash book, as sale proceeds."""
    only_case = next(iter(sale.by_case)) if len(sale.by_case) == 1 else None
    case_nos = ", ".join(sale.views[c].case_no for c in sale.by_case)
    again, lot, buyer, price = sale.again, sale.lot, sale.bidder.name, sale.price
    again_en = f", recorded again for {again.number} (reversed)" if again is not None else ""
    again_ml = f", റദ്ദാക്കിയ {again.number}-നു പകരം" if again is not None else ""
    write_txn(sale.at, "sale", both(f"Sale {number}, lot {lot.number} (case {case_nos}) to {buyer}{again_en}",
                                    f"ലേലം {number}, ലോട്ട് {lot.number} (കേസ് {case_nos}), വാങ്ങിയത് {buyer}"
                                    f"{again_ml}"),
              [law_ledger.debit("cash", price), law_ledger.credit("sale_proceeds", price)],
              reference=number, case=only_case)


def sell(lot_id: int, bidder_id: int | None, price: Money | None, at: datetime,
         now: datetime | None = None, window_reason: str = "") -> SaleResult:
    """Knock a lot down to a registered bidder: the buyer's receipt, each
    head's share of the price, the heads delivered to the buyer and the
    money in the ledger; one transaction, or nothing. A case sold on the
    owner's refusal (s. 15(1)) while the s. 19 window is open is sold only
    with ``window_reason`` (else ``InsideComplaintWindow``), which is
    recorded with the sale."""

    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    window_reason = clean(window_reason)
    problems = sale_problems(bidder_id, price, at, now)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)   # s. 5(3): a release entry
        sale, earlier_reason = _checked(lot_id, bidder_id, price, at, problems)
        window_reason = window_reason or earlier_reason
        inside = window_warnings(sale.lot.id, sale.at)
        if inside and not window_reason:
            raise InsideComplaintWindow([w for _, _, w in inside])
        row = _record(sale, inside, window_reason, now)
        _post(sale, row.number)
        positions = tuple(position(Case.get_by_id(c), sale.at) for c in sale.by_case if sale.paths[c] == "s15")
        return SaleResult(row, positions, row.number, sale.lot.number, sale.bidder.name, sale.bidder.id, sale.price)


def sales(auction_id: int) -> list[Sale]:
    return list(Sale.select().join(Lot).where(Lot.auction == auction_id).order_by(Sale.sold_at, Sale.id))
