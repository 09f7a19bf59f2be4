"""Public auction of cattle not claimed (s. 13(3)) or whose owner refused to
pay (s. 15(1)): the auction and who conducts it, its lots, the bidder
register with the s. 18(1) declaration, the sale of a lot (the buyer's
receipt, the price apportioned over the heads, the heads delivered, the
ledger), the expenses of sale, and disposal otherwise on the Director's
order (s. 13 proviso).

A case's position (what its sales have brought, what it owes, what its
sale cost) is worked out here too: the sale needs it for "as many as may
be necessary" (s. 15(1), rules.md Q13) and the settlement for s. 15(2)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime

import peewee as pw

from pound_desk import language
from pound_desk.documents import copies, papers, render
from pound_desk.documents.sale_data import (
    AuctionHeader,
    LotHeadLine,
    SaleListBidder,
    SaleListDoc,
    SaleListLot,
    SaleReceiptDoc,
)
from pound_desk.language import pick, translate
from pound_desk.law import bases, disposal, limits, numbering, periods, purchasers
from pound_desk.law import complaints as law_complaints
from pound_desk.law import dues as law_dues
from pound_desk.law import ledger as law_ledger
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, Case, Head, Release, ReleasedHead
from pound_desk.models.disposal import (
    Auction,
    Bidder,
    Lot,
    LotHead,
    OtherDisposal,
    OwnerAccount,
    Sale,
    SaleExpense,
    SaleShare,
    Settlement,
    WrittenOrder,
)
from pound_desk.models.findings import SaleInWindow
from pound_desk.models.findings import SaleInWindow as _InWindow
from pound_desk.models.ledger import write_txn
from pound_desk.models.stored import both
from pound_desk.returns import receipt_code as codes
from pound_desk.services.case import cases
from pound_desk.services.desk import clock, kept, numbers, signing
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.disposal import unclaimed
from pound_desk.services.disposal.sale_corrections import last_reversed, reversed_ids, standing, standing_sale, views
from pound_desk.services.disputes import awaiting, complaints, orders
from pound_desk.services.office import authorities, keepers, pound, rates, settings
from pound_desk.text import money

CONDUCTORS = {
    "local_authority": ("The local authority", "തദ്ദേശസ്ഥാപനം"),
    "officer": ("The officer specified by the Director", "ഡയറക്ടർ നിർദേശിച്ച ഉദ്യോഗസ്ഥൻ"),
    "deputed": ("An officer deputed by order (s. 13(3))", "ഉത്തരവ് പ്രകാരം നിയോഗിച്ച ഉദ്യോഗസ്ഥൻ (വകുപ്പ് 13(3))"),
}
PATHS = {"s13": ("Unclaimed after notice (s. 13(3))", "നോട്ടീസിനു ശേഷം അവകാശികളില്ലാത്തവ (വകുപ്പ് 13(3))"),
         "s15": ("Owner refused to pay (s. 15(1))", "ഉടമ പണമടയ്ക്കാൻ വിസമ്മതിച്ചു (വകുപ്പ് 15(1))")}
DECLARATION = (
    ("I am not a Police officer, nor an officer or pound-keeper appointed under the Kerala Cattle "
     "Trespass Act, 1961, nor a member of the local authority under whose control the pound is, and I "
     "do not purchase for any such person, directly or indirectly (s. 18(1))."),
    ("ഞാൻ പോലീസ് ഉദ്യോഗസ്ഥനോ, 1961-ലെ കേരള കന്നുകാലി അതിക്രമ നിയമപ്രകാരം നിയമിക്കപ്പെട്ട "
     "ഉദ്യോഗസ്ഥനോ പൗണ്ട് സൂക്ഷിപ്പുകാരനോ, പൗണ്ടിന്റെ നിയന്ത്രണമുള്ള തദ്ദേശസ്ഥാപനത്തിലെ അംഗമോ അല്ല; "
     "അങ്ങനെയുള്ള ആർക്കും വേണ്ടി നേരിട്ടോ അല്ലാതെയോ വാങ്ങുന്നുമില്ല (വകുപ്പ് 18(1))."),
)
SALE_PREFIX = "A-"
MANNERS_HINT = ("e.g. given to a goshala free of cost; sold by private treaty at the market",
                "ഉദാ: ഗോശാലയ്ക്ക് സൗജന്യമായി നൽകി")


def _as_written(context: str, text: str) -> str:
    """``translate`` for text that stays English: the English half of a
    message kept in both languages, and the documents."""
    return text


def sale_number(fy: str, serial: int) -> str:
    """The buyer's receipt: ``A-2026-27/00001``, a series of its own per
    financial year, apart from the Form III receipts."""
    return SALE_PREFIX + numbering.receipt_number(fy, serial)


# ---------------------------------------------------------------- a case's position

@dataclass(frozen=True)
class Position:
    """A case's money at a moment, since its last settlement: the proceeds
    its sales (and disposals) brought, the fines and feeding charges its
    heads incurred (sold heads up to their sale, and, with ``held``, the
    heads still in the pound up to ``at``), and its expenses of sale."""

    case_no: str
    at: datetime
    path: str
    proceeds: Money
    fines: Money
    feeding: Money
    expenses: Money
    sold: int
    held: int

    @property
    def dues(self) -> Money:
        return self.fines + self.feeding

    @property
    def covered(self) -> bool:
        return disposal.covered(self.proceeds, self.dues, self.expenses)

    @property
    def figures(self) -> str:
        """The figures, in the language on screen."""
        return self._figures(translate)

    @property
    def figures_en(self) -> str:
        """The figures in English, for the English half of a message kept
        in both languages (``SaleResult.messages``)."""
        return self._figures(_as_written)

    def _figures(self, translate) -> str:
        return translate("auctions", "proceeds {proceeds}; fines {fines}, feeding charges {feeding} and "
                         "expenses of sale {expenses}: {total} to cover").format(
            proceeds=money(self.proceeds), fines=money(self.fines), feeding=money(self.feeding),
            expenses=money(self.expenses), total=money(self.dues + self.expenses))


def _sold_heads(case: Case, at: datetime) -> list[tuple[Head, datetime, Money]]:
    """Heads of the case that left by sale or disposal otherwise by ``at``,
    with when and what each brought."""
    out = []
    rows = (ReleasedHead.select(ReleasedHead, Release, Head).join(Release)
            .switch(ReleasedHead).join(Head)
            .where(Release.case == case, Release.basis.in_(bases.DISPOSED_BY_THE_POUND),
                   Release.released_at <= at))
    shares = {s.head_id: s.amount for s in
              SaleShare.select().join(Head).where(Head.case == case, SaleShare.sale.not_in(reversed_ids()))}
    for rh in rows:
        out.append((rh.head, rh.release.released_at, shares.get(rh.head_id, Money.zero())))
    return out


def _other_proceeds(case: Case, at: datetime) -> Money:
    total = (OtherDisposal.select(pw.fn.SUM(OtherDisposal.proceeds_paise)).join(Release)
             .where(Release.case == case, Release.released_at <= at).scalar() or 0)
    return Money(total)


def position(case: Case | str, at: datetime, with_held: bool | None = None) -> Position:
    """The case's position at ``at`` less what its settlements already took.
    ``with_held`` counts the heads still held (the s. 15 path does: the owner
    owes for all his cattle); by default it follows the case's footing."""
    if isinstance(case, str):
        case = cases.find(case)
    cv = cases.view(case)
    footing = unclaimed.sale_footing(case, at)
    path = footing.path
    if with_held is None:
        with_held = path == "s15"
    sold = _sold_heads(case, at)
    kinds = {h.id: h.kind for h in cv.heads}
    seqs = {h.id: h.seq for h in cv.heads}
    table, closed, stay = rates.table(), settings.closed_days(), cases.stay(cv)
    fines = feeding = Money.zero()
    for head, sold_at, _ in sold:
        d = law_dues.dues(stay, [(seqs[head.id], kinds[head.id])], table, sold_at, closed)
        fines, feeding = fines + d.fine, feeding + d.feeding
    held = cases.held_at(cv, at)
    if with_held and held and at >= cv.brought_at:
        d = law_dues.dues(stay, [(h.seq, h.kind) for h in held], table, at, closed)
        fines, feeding = fines + d.fine, feeding + d.feeding
    proceeds = sum((m for _, _, m in sold), Money.zero()) + _other_proceeds(case, at)
    expenses = Money(SaleExpense.select(pw.fn.SUM(SaleExpense.amount_paise))
                     .where(SaleExpense.case == case, SaleExpense.spent_on <= at.date()).scalar() or 0)
    done = list(Settlement.select().where(Settlement.case == case, Settlement.at <= at))

    def less(total: Money, column: str) -> Money:
        rest = total - Money(sum(getattr(s, column) for s in done))
        return rest if rest.paise > 0 else Money.zero()

    return Position(cv.case_no, at, path, less(proceeds, "proceeds_paise"), less(fines, "fines_paise"),
                    less(feeding, "feeding_paise"), less(expenses, "expenses_paise"), len(sold), len(held))


# ---------------------------------------------------------------- the auction

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


# ---------------------------------------------------------------- lots

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


def _hold_problems(case: Case, on: date) -> list[str]:
    pending = awaiting.pending(case, on)
    if law_complaints.sale_held(bool(pending), complaints.sale_allowed_despite(case) is not None):
        c = pending[0]
        return [translate("auctions", "Case {case_no}: a complaint by {complainant} filed on {filed_on} is "
                          "pending before {authority}; sales are held until it is decided, or a written order "
                          "allows the sale (s. 19)").format(
            case_no=case.case_no, complainant=c.complainant, filed_on=f"{c.filed_on:%d-%m-%Y}",
            authority=c.authority)]
    return []


def _settled_s15(case: Case, at: datetime) -> list[str]:
    """On the s. 15 path, a settlement after the owner's refusal ends the
    sales: the rest goes back to him with the account, or, if he refuses it,
    is unclaimed and waits for a notice (s. 15(5))."""

    refusal = unclaimed.latest_refusal(case, at)
    if refusal is None:
        return []
    s = (Settlement.select().where(Settlement.case == case, Settlement.path == "s15",
                                   Settlement.at >= refusal.at, Settlement.at <= at)
         .order_by(Settlement.at.desc(), Settlement.id.desc()).first())
    if s is None:
        return []
    account = OwnerAccount.get_or_none(OwnerAccount.settlement == s)
    if account is not None and not account.accepted:
        return [translate("auctions", "Case {case_no}: the owner refused the remaining cattle on {refused_on}; "
                          "they are deemed unclaimed and are sold only after a notice under s. 13(2) "
                          "(s. 15(5))").format(case_no=case.case_no, refused_on=f"{account.at:%d-%m-%Y}")]
    return [translate("auctions", "Case {case_no}: settled on {settled_on}; no more of the owner's cattle are "
                      "sold (s. 15(1)); the rest go back to him with the account (s. 15(3))").format(
        case_no=case.case_no, settled_on=f"{s.at:%d-%m-%Y}")]


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
        footing = unclaimed.sale_footing(case, at)
        case_problems = [p.message for p in footing.problems] + _hold_problems(case, at.date())
        if footing.path == "s15":
            case_problems += _settled_s15(case, at)
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


# ---------------------------------------------------------------- bidders (s. 18(1))

def register_bidder(auction_id: int, name: str, residence: str, declared: bool) -> Bidder:
    """A bidder signs the s. 18(1) declaration before bidding; without it
    the registration is refused."""
    name, residence = clean(name), clean(residence)
    problems = limits.problems(name=(name, "name"), residence=(residence, "residence"))
    if not name:
        problems.append(Problem("name", translate("auctions", "The bidder's name is required")))
    if not residence:
        problems.append(Problem("residence", translate("auctions", "The bidder's residence is required")))
    if not declared:
        problems.append(Problem("declared", translate(
            "auctions", "The bidder must sign the declaration under s. 18(1) before bidding")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        auction = get(auction_id)
        number = (Bidder.select(pw.fn.MAX(Bidder.number)).where(Bidder.auction == auction).scalar() or 0) + 1
        return Bidder.create(auction=auction, number=number, name=name, residence=residence, declared=True)


def register_bidder_id(auction_id: int, name: str, residence: str, declared: bool) -> int:
    """``register_bidder`` for the desktop: the id of the bidder."""
    return register_bidder(auction_id, name, residence, declared).id


def bidders(auction_id: int) -> list[Bidder]:
    return list(Bidder.select().where(Bidder.auction == auction_id).order_by(Bidder.number))


@dataclass(frozen=True)
class BidderLine:
    id: int
    number: int
    name: str
    residence: str
    declared: bool
    barred: tuple[str, ...]   # why he may not buy on the auction's day (s. 18(1)); () when he may


def bidder_lines(auction_id: int) -> list[BidderLine]:
    """The auction's bidders in their order, each with the lists (s. 18(1))
    his name is on for the day of the auction."""
    on = get(auction_id).held_at.date()
    return [BidderLine(b.id, b.number, b.name, b.residence, b.declared, tuple(bars(b.name, on)))
            for b in bidders(auction_id)]


def bars(name: str, on: date, document: bool = False) -> list[str]:
    """Why ``name`` may not buy on ``on`` (s. 18(1)): each list the name is
    on, with the entry's reference; and the pound-keeper himself. In the
    language on screen, or in both languages for the sale list
    (``document``: "Malayalam / English")."""
    if document:
        return [f"{ml} / {en}" for en, ml in _bars_both(name, on)]
    translate = language.translate
    out = []
    for h in authorities.barred_purchasers(name, on):
        role_en, role_ml = authorities.ROLES[h.entry.role][:2]
        what = f", {h.entry.designation}" if h.entry.designation else ""
        out.append(translate("auctions", "{name} is on the list: {role}, from {held_from} ({reference}); may "
                             "not purchase, directly or indirectly (s. 18(1))").format(
            name=h.entry.name + what, role=role_en if document else pick(role_en, role_ml),
            held_from=f"{h.entry.held_from:%d-%m-%Y}", reference=h.entry.reference))
    keeper = keepers.standing(on)
    if purchasers.barred_as_keeper(name, keeper.name):
        ref = f" ({keeper.reference})" if keeper.reference else ""
        out.append(translate("auctions", "{name} is the pound-keeper{reference}; a pound-keeper may not purchase "
                             "cattle at a sale under the Act (s. 18(1))").format(name=keeper.name, reference=ref))
    return out


def _bars_both(name: str, on: date) -> list[tuple[str, str]]:
    """The bars of ``bars`` in English and Malayalam, for the sale list."""
    out = []
    for h in authorities.barred_purchasers(name, on):
        role_en, role_ml = authorities.ROLES[h.entry.role][:2]
        who = h.entry.name + (f", {h.entry.designation}" if h.entry.designation else "")
        held_from, ref = f"{h.entry.held_from:%d-%m-%Y}", h.entry.reference
        out.append((f"{who} is on the list: {role_en}, from {held_from} ({ref}); may not purchase, directly or "
                    "indirectly (s. 18(1))",
                    f"{who} പട്ടികയിലുണ്ട്: {role_ml}, {held_from} മുതൽ ({ref}); നേരിട്ടോ അല്ലാതെയോ "
                    "വാങ്ങാൻ പാടില്ല (വകുപ്പ് 18(1))"))
    keeper = keepers.standing(on)
    if purchasers.barred_as_keeper(name, keeper.name):
        ref = f" ({keeper.reference})" if keeper.reference else ""
        out.append((f"{keeper.name} is the pound-keeper{ref}; a pound-keeper may not purchase cattle at a sale "
                    "under the Act (s. 18(1))",
                    f"{keeper.name} പൗണ്ട് സൂക്ഷിപ്പുകാരനാണ്{ref}; ഈ നിയമപ്രകാരമുള്ള വിൽപനയിൽ പൗണ്ട് "
                    "സൂക്ഷിപ്പുകാരൻ കന്നുകാലികളെ വാങ്ങാൻ പാടില്ല (വകുപ്പ് 18(1))"))
    return out


# ---------------------------------------------------------------- the sale

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
                            "കൂടുതൽ കന്നുകാലികളെ വിൽക്കരുത് (വകുപ്പ് 15(1))"))
            else:
                short = p.dues + p.expenses - p.proceeds
                out.append((f"Case {p.case_no}: the proceeds do not yet cover the dues and expenses "
                            f"({p.figures_en}); {money(short)} more is needed",
                            f"കേസ് {p.case_no}: ലേലത്തുക കുടിശ്ശികയും ചെലവും തീർക്കാൻ ഇനിയും {money(short)} വേണം"))
        return out


def _case_sale_problems(case: Case, at: datetime) -> tuple[str, list[Problem]]:
    footing = unclaimed.sale_footing(case, at)
    problems = [Problem("at", p.message) for p in footing.problems]
    problems += [Problem("lot", m) for m in _hold_problems(case, at.date())]
    if footing.path == "s15":
        problems += [Problem("lot", m) for m in _settled_s15(case, at)]
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
        if unclaimed.sale_footing(case, at).path != "s15":
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
        lot = Lot.get_or_none(Lot.id == lot_id)
        if lot is None:
            raise NotFound(translate("auctions", "No lot {id}").format(id=lot_id))
        auction = lot.auction
        if standing_sale(lot) is not None:
            raise ServiceError(translate("auctions", "Lot {number} has already been sold").format(number=lot.number))
        again = last_reversed(lot)   # its sale was reversed: recorded again at the right price
        if again is not None:
            at = again.sold_at
            if bidder_id is not None and bidder_id != again.bidder_id:
                problems.append(Problem("bidder", translate(
                    "auctions", "The lot was knocked down to {buyer} and delivered to him at the sale reversed; "
                    "it is recorded again to the same buyer").format(buyer=again.bidder.name)))
            if not window_reason:
                earlier = _InWindow.get_or_none(_InWindow.sale == again)
                window_reason = earlier.reason if earlier is not None else ""
        if at < auction.held_at:
            problems.append(Problem("at", translate(
                "auctions", "The auction starts at {at}; a lot is not sold before it").format(
                    at=f"{auction.held_at:%d-%m-%Y %I:%M %p}")))
        bidder = None
        if bidder_id is not None:
            bidder = Bidder.get_or_none(Bidder.id == bidder_id, Bidder.auction == auction)
            if bidder is None:
                problems.append(Problem("bidder", translate("auctions",
                                                            "The buyer is not in this auction's bidder register")))
            elif not bidder.declared:
                problems.append(Problem("bidder", translate("auctions",
                                                            "The buyer has not signed the s. 18(1) declaration")))
            else:
                problems += [Problem("bidder", m) for m in bars(bidder.name, at.date())]
        lot_heads = [lh.head for lh in LotHead.select(LotHead, Head).join(Head)
                     .where(LotHead.lot == lot).order_by(LotHead.id)]
        by_case: dict[int, list[Head]] = {}
        for h in lot_heads:
            by_case.setdefault(h.case_id, []).append(h)
        paths: dict[int, str] = {}
        views: dict[int, cases.CaseView] = {}
        for case_id, heads in by_case.items():
            case = Case.get_by_id(case_id)
            cv = views[case_id] = cases.view(case)
            held_ids = {h.id for h in cases.held_at(cv, at)}
            gone = [h.seq for h in heads if h.id not in held_ids] if again is None else []
            if gone:
                problems.append(Problem("lot", (translate(
                    "auctions", "Case {case_no}: head {seqs} is not in the pound at {at}") if len(gone) == 1 else
                    translate("auctions", "Case {case_no}: heads {seqs} are not in the pound at {at}")).format(
                        case_no=cv.case_no, seqs=", ".join(map(str, gone)), at=f"{at:%d-%m-%Y %I:%M %p}")))
            if again is None and any(h.released_at and h.released_at > at for h in cv.heads):
                problems.append(Problem("at", translate(
                    "auctions", "Case {case_no}: a later release is already recorded").format(case_no=cv.case_no)))
            path, found = _case_sale_problems(case, at)
            paths[case_id] = path
            problems += found
        last = Sale.select().order_by(Sale.sold_at.desc(), Sale.id.desc()).first()
        if again is None and last is not None and at < last.sold_at:
            problems.append(Problem("at", translate(
                "auctions", "Sale {number} was recorded at {at}; buyers' receipts are issued in order").format(
                    number=last.number, at=f"{last.sold_at:%d-%m-%Y %H:%M}")))
        if problems:
            raise Invalid(problems)
        inside = window_warnings(lot.id, at)
        if inside and not window_reason:
            raise InsideComplaintWindow([w for _, _, w in inside])

        fy, serial = numbers.next_in_year(Sale, at.date())
        first_release = again.release if again is not None else None   # the heads left at that hammer
        for case_id, heads in (by_case.items() if again is None else ()):
            release = Release.create(case=case_id, released_at=at, basis=bases.SALE, receipt=None,
                                     claimant_name=bidder.name, claimant_capacity="buyer")
            for h in heads:
                ReleasedHead.create(release=release, head=h)
            first_release = first_release or release
        number = sale_number(fy, serial)
        sale = Sale.create(lot=lot, bidder=bidder, price_paise=price.paise, sold_at=at, fy=fy,
                           serial=serial, number=number, release=first_release)
        for h, share in zip(lot_heads, disposal.apportion(price, len(lot_heads))):
            SaleShare.create(sale=sale, head=h, amount_paise=share.paise)
        if inside:
            SaleInWindow.create(sale=sale, window_ends=min(ends for _, ends, _ in inside), reason=window_reason,
                                entered_at=now.replace(microsecond=0))
        only_case = next(iter(by_case)) if len(by_case) == 1 else None
        case_nos = ", ".join(views[c].case_no for c in by_case)
        again_en = f", recorded again for {again.number} (reversed)" if again is not None else ""
        again_ml = f", റദ്ദാക്കിയ {again.number}-നു പകരം" if again is not None else ""
        write_txn(at, "sale", both(f"Sale {number}, lot {lot.number} (case {case_nos}) to {bidder.name}{again_en}",
                                   f"ലേലം {number}, ലോട്ട് {lot.number} (കേസ് {case_nos}), വാങ്ങിയത് {bidder.name}"
                                   f"{again_ml}"),
                  [law_ledger.debit("cash", price), law_ledger.credit("sale_proceeds", price)],
                  reference=number, case=only_case)
        positions = tuple(position(Case.get_by_id(c), at) for c in by_case if paths[c] == "s15")
        return SaleResult(sale, positions, number, lot.number, bidder.name, bidder.id, price)


def sales(auction_id: int) -> list[Sale]:
    return list(Sale.select().join(Lot).where(Lot.auction == auction_id).order_by(Sale.sold_at, Sale.id))


# ---------------------------------------------------------------- expenses of sale

def expense_problems(amount: Money | None, description: str, spent_on: date,
                     now: datetime | None = None) -> list[Problem]:
    """The problems of an expense of sale as given, at once; ``add_expense``
    adds the case's."""
    now = now or clock.now()
    description = clean(description)
    problems = limits.problems(description=(description, "description"))
    if amount is None or amount.paise <= 0:
        problems.append(Problem("amount", translate("auctions", "Give the amount spent")))
    if not description:
        problems.append(Problem("description", translate("auctions", "Say what the expense was for")))
    if spent_on > now.date():
        problems.append(Problem("spent_on", translate("auctions", "An expense cannot be dated in the future")))
    return problems


def add_expense(auction_id: int, case_no: str, amount: Money | None, description: str, spent_on: date,
                now: datetime | None = None) -> SaleExpense:
    """An expense of sale charged to a case (s. 15(2)), paid out of cash."""
    now = now or clock.now()
    description = clean(description)
    problems = expense_problems(amount, description, spent_on, now)
    with DB.atomic("IMMEDIATE"):
        auction = get(auction_id)
        case = cases.find(case_no)
        in_auction = (LotHead.select().join(Lot).switch(LotHead).join(Head)
                      .where(Lot.auction == auction, Head.case == case).exists())
        if not in_auction:
            problems.append(Problem("case", translate(
                "auctions", "Case {case_no} has no head in this auction's lots").format(case_no=case.case_no)))
        if problems:
            raise Invalid(problems)
        expense = SaleExpense.create(auction=auction, case=case, amount_paise=amount.paise,
                                     description=description, spent_on=spent_on)
        # on the auction's day, at its hour; another day, at the start of that day
        at = (auction.held_at if spent_on == auction.held_at.date()
              else datetime.combine(spent_on, datetime.min.time()))
        # the description as typed, once, after the words in both languages
        write_txn(at, "sale_expense", both(f"Expense of sale, case {case.case_no}",
                                           f"ലേലച്ചെലവ്, കേസ് {case.case_no}") + f": {description}",
                  [law_ledger.debit("sale_expenses", amount), law_ledger.credit("cash", amount)],
                  reference=f"expense {expense.id}", case=case)
        return expense


def add_expense_id(auction_id: int, case_no: str, amount: Money | None, description: str, spent_on: date,
                   now: datetime | None = None) -> int:
    """``add_expense`` for the desktop: the id of the expense."""
    return add_expense(auction_id, case_no, amount, description, spent_on, now).id


@dataclass(frozen=True)
class ExpenseView:
    case_no: str
    description: str
    spent_on: date
    amount: Money


def expenses(auction_id: int) -> list[ExpenseView]:
    return [ExpenseView(e.case.case_no, e.description, e.spent_on, e.amount)
            for e in SaleExpense.select(SaleExpense, Case).join(Case)
            .where(SaleExpense.auction == auction_id).order_by(SaleExpense.id)]


# ---------------------------------------------------------------- disposal otherwise (s. 13 proviso)

def _order_fields(order: dict) -> dict:
    return {"authority_role": "director", "authority": order.get("authority", ""),
            "number": order.get("number", ""), "issued_on": order.get("issued_on"),
            "reasons": order.get("reasons", "")}


def disposal_problems(case_no: str, head_seqs: list[int], at: datetime, manner: str, recipient: str,
                      proceeds: Money | None, order: dict, now: datetime | None = None) -> list[Problem]:
    """Every reason ``dispose_otherwise`` would refuse, at once: the order's,
    the fields', and the heads' and the case's at that time."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    manner, recipient = clean(manner), clean(recipient)
    proceeds = proceeds or Money.zero()
    fields = _order_fields(order)
    problems = orders.order_problems("dispose_otherwise", now=now, prefix="order.", **fields)
    if not head_seqs:
        problems.append(Problem("heads", translate("auctions", "Choose the heads disposed of")))
    if not manner:
        problems.append(Problem("manner", translate("auctions", "Say how the cattle were disposed of")))
    if not recipient:
        problems.append(Problem("recipient", translate("auctions", "To whom were they delivered?")))
    if proceeds.paise < 0:
        problems.append(Problem("proceeds", translate("auctions", "The money received cannot be negative")))
    if at > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("auctions", "A disposal cannot be recorded in the future")))
    if fields["issued_on"] is not None and fields["issued_on"] > at.date():
        problems.append(Problem("order.issued_on", translate("auctions", "The order comes before the disposal")))
    case = cases.find(case_no)
    cv = cases.view(case)
    held = {h.seq for h in cases.held_at(cv, at)}
    missing = [s for s in head_seqs if s not in held]
    if missing:
        problems.append(Problem("heads", (translate(
            "auctions", "Head {seqs} of case {case_no} is not in the pound at that time") if len(missing) == 1
            else translate("auctions", "Heads {seqs} of case {case_no} are not in the pound at that time")).format(
                seqs=", ".join(map(str, missing)), case_no=cv.case_no)))
    if any(h.released_at and h.released_at > at for h in cv.heads):
        problems.append(Problem("at", translate("auctions", "A later release of this case is already recorded")))
    footing = unclaimed.sale_footing(case, at)
    problems += [Problem("at", p.message) for p in footing.problems]
    problems += [Problem("heads", m) for m in _hold_problems(case, at.date())]
    return problems


def dispose_otherwise(case_no: str, head_seqs: list[int], at: datetime, manner: str, recipient: str,
                      proceeds: Money | None, order: dict, now: datetime | None = None) -> OtherDisposal:
    """Cattle the Director thinks unlikely to fetch a fair price, disposed of
    in the manner he orders in writing (order: authority, number, issued_on,
    reasons; made by the Director). Money received is credited to the case
    as sale proceeds. Refused with every problem at once (``disposal_problems``)."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    manner, recipient = clean(manner), clean(recipient)
    proceeds = proceeds or Money.zero()
    fields = _order_fields(order)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        problems = disposal_problems(case_no, head_seqs, at, manner, recipient, proceeds, order, now)
        if problems:
            raise Invalid(problems)
        case = cases.find(case_no)
        cv = cases.view(case)
        held = {h.seq: h for h in cases.held_at(cv, at)}
        written = orders.record("dispose_otherwise", case=case, now=now, **fields)
        release = Release.create(case=case, released_at=at, basis=bases.S13_PROVISO, receipt=None,
                                 claimant_name=recipient, claimant_capacity="recipient")
        for s in dict.fromkeys(head_seqs):
            ReleasedHead.create(release=release, head=held[s].id)
        row = OtherDisposal.create(order=written, release=release, manner=manner,
                                   proceeds_paise=proceeds.paise)
        if proceeds:
            write_txn(at, "other_disposal", both(f"Disposal otherwise, case {cv.case_no}, order {written.number}",
                                                 f"ലേലമല്ലാതെ വിനിയോഗം, കേസ് {cv.case_no}, ഉത്തരവ് {written.number}"),
                      [law_ledger.debit("cash", proceeds), law_ledger.credit("sale_proceeds", proceeds)],
                      reference=f"disposal {row.id}", case=case)
        return row


def dispose_otherwise_id(case_no: str, head_seqs: list[int], at: datetime, manner: str, recipient: str,
                         proceeds: Money | None, order: dict, now: datetime | None = None) -> int:
    """``dispose_otherwise`` for the desktop: the id of the disposal."""
    return dispose_otherwise(case_no, head_seqs, at, manner, recipient, proceeds, order, now).id


def order_of(disposal_row: OtherDisposal) -> WrittenOrder:
    return disposal_row.order


# ---------------------------------------------------------------- documents

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
