"""The plain data of the sale's papers: the buyer's receipt, the sale list
and the account to the owner; light, without the PDF library."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.documents.header import PoundHeader
from pound_desk.law.money import Money
from pound_desk.text import agree, datetime_str


@dataclass(frozen=True)
class LotHeadLine:
    case_no: str
    seq: int
    kind_en: str
    kind_ml: str
    description: str
    share: Money | None = None


@dataclass(frozen=True)
class AuctionHeader:
    held_at: datetime
    place: str
    conductor: str
    conductor_role_en: str
    conductor_role_ml: str
    deputation: str            # "" or the deputation order
    conditions: str
    conditions_order: str


@dataclass(frozen=True)
class SaleReceiptDoc:
    pound: PoundHeader
    auction: AuctionHeader
    number: str
    sold_at: datetime
    lot: int
    heads: tuple[LotHeadLine, ...]
    price: Money
    buyer_no: int
    buyer_name: str
    buyer_residence: str
    declaration_en: str
    declaration_ml: str
    copy: str = "original"            # or "duplicate": a later print (documents/copies.py)
    copy_made_at: datetime | None = None
    reversal: tuple[str, str] = ("", "")   # the sale reversed: why, by whom and when (English, Malayalam)
    corrects: str = ""                     # the reversed sale this one records again
    # the sale's number, hammer price, day and lot signed with the pound's key
    # (returns/receipt_code.py), and its short form for typing in
    check_code: str = ""
    short_code: str = ""


@dataclass(frozen=True)
class SaleListLot:
    number: int
    heads: tuple[LotHeadLine, ...]
    sale_number: str
    sold_at: datetime | None
    buyer: str
    price: Money | None
    reversals: tuple[tuple[str, str], ...] = ()   # its sales reversed (English, Malayalam)


@dataclass(frozen=True)
class SaleListBidder:
    number: int
    name: str
    residence: str
    declared: bool
    barred: tuple[str, ...]


@dataclass(frozen=True)
class SaleListDoc:
    pound: PoundHeader
    auction: AuctionHeader
    lots: tuple[SaleListLot, ...]
    bidders: tuple[SaleListBidder, ...]
    expenses: tuple[tuple[str, str, Money], ...]     # case, description, amount
    made_at: datetime

    @property
    def total(self) -> Money:
        return sum((lot.price for lot in self.lots if lot.price), Money.zero())


@dataclass(frozen=True)
class AccountHead:
    seq: int
    kind_en: str
    kind_ml: str
    description: str


@dataclass(frozen=True)
class AccountSale:
    head: AccountHead
    reference: str        # the buyer's receipt, or the manner and order of a disposal otherwise
    at: datetime
    lot: int              # 0 when not sold at auction
    amount: Money
    buyer: str


@dataclass(frozen=True)
class OwnerAccountDoc:
    pound: PoundHeader
    case_no: str
    settlement_id: int
    settled_at: datetime
    owner_name: str
    owner_residence: str
    brought_at: datetime
    seized_at: datetime | None
    seized_place: str
    heads_seized: int
    refused_at: datetime | None
    fines: Money
    feeding: Money
    sold: tuple[AccountSale, ...]
    proceeds: Money
    expenses: tuple[tuple[str, Money], ...]
    expenses_total: Money
    balance: Money
    shortfall: Money
    write_off: str
    remaining: tuple[AccountHead, ...]
    keeper_name: str
    accepted: bool | None       # None until the owner's answer is recorded
    claimant_name: str
    made_at: datetime
    # s13: cattle sold unclaimed (s. 13(3)); the surplus is held in deposit (s. 16(3)) until its last
    # claim day and paid only to an owner whose claim is established, on his receipt then
    path: str = "s15"
    deposit_last_day: date | None = None
    deposit_paid_to: str = ""
    deposit_paid_on: date | None = None
    deposit_reference: str = ""
    # sales of the case reversed (a hammer price recorded wrong): what, by whom, when, why
    reversals: tuple[tuple[str, str], ...] = ()

    @property
    def impounded_for(self) -> tuple[str, str]:
        delta = self.settled_at - self.brought_at
        days, hours = delta.days, delta.seconds // 3600
        return (f"{days} {agree(days, 'day', 'days')} {hours} {agree(hours, 'hour', 'hours')}, from "
                f"{datetime_str(self.brought_at)} to "
                f"{datetime_str(self.settled_at)}",
                f"{days} ദിവസം {hours} മണിക്കൂർ")

    @property
    def charges(self) -> Money:
        return self.fines + self.feeding
