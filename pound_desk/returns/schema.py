"""The monthly return (s. 6) as one typed schema: what ``data.json`` holds,
as frozen dataclasses, read by the pound's export, the return's PDF and the
local authority's (and the level above's) import alike.

``data_json.read_return`` reads the bytes of a ``data.json`` into them (any
shape the program ever wrote: sections and fields added since the first
return read as absent) and refuses one not of its shape, naming what is
wrong; ``data_json.write_return`` gives the exact bytes the pound signs.

Three kinds of field: one the figures are counted from has no default and a
return without it is refused; one added in a later return, or written only
when it says something (a release entered late, a sale reversed), is
``None`` when absent and left out when written; every other field has a
plain default. Money is integer paise throughout. Standard library only."""
from __future__ import annotations

import functools
from dataclasses import MISSING, dataclass, field, fields

# data.json's ``format_version``. Version 1 has grown only by sections and
# fields a reader of an earlier return takes as absent; a change that an
# earlier reader would misread takes the next version.
SCHEMA_VERSION = 1


def _omit():
    """A field written only when it has a value (added later, or saying something only sometimes)."""
    return field(default=None, metadata={"omit": True})


class _Record:
    """Lists become tuples, so that a return gathered and the same return
    read back compare equal (and stay unchanged)."""

    def __post_init__(self) -> None:
        for name in _names(type(self)):
            value = getattr(self, name)
            if isinstance(value, list):
                object.__setattr__(self, name, tuple(value))


@functools.cache
def _names(cls) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


# ---- the sections -------------------------------------------------------------

@dataclass(frozen=True)
class Month(_Record):
    start: str = ""            # YYYY-MM-DD
    end: str = ""
    label: str = ""            # YYYY-MM


@dataclass(frozen=True)
class PoundPart(_Record):
    """The pound as it was when the return was gathered."""
    name: str = ""
    place: str = ""
    local_authority: str = ""
    local_area: str = ""
    keeper_name: str = ""


@dataclass(frozen=True)
class Totals(_Record):
    """The month's figures. The first eleven are the list every return has
    carried (the local authority keeps them in columns of their own); the
    rest came later and are ``None`` in a return made before them."""
    impounded: int
    released: int
    sold: int
    disposed_otherwise: int
    held_at_end: int
    fines_paise: int
    feeding_paise: int
    sale_proceeds_paise: int
    deposits_held_paise: int
    deposits_due_paise: int
    overdue_cases: int
    # dues charged to the one liable on a complaint (s. 21(2)), not money received, and what he paid
    due_from_liable_paise: int | None = _omit()
    paid_by_liable_paise: int | None = _omit()
    # the deposits under protest (s. 14)
    protest_taken_paise: int | None = _omit()
    protest_refunded_paise: int | None = _omit()
    protest_converted_paise: int | None = _omit()
    protest_held_paise: int | None = _omit()

    def get(self, key: str) -> int | None:
        return getattr(self, key)


TOTAL_KEYS = tuple(f.name for f in fields(Totals))
SHARED_TOTALS = tuple(f.name for f in fields(Totals) if f.default is MISSING)
MONEY_TOTALS = frozenset(k for k in TOTAL_KEYS if k.endswith("_paise"))


@dataclass(frozen=True)
class Opening(_Record):
    held_at_start: int


@dataclass(frozen=True)
class Head(_Record):
    seq: int = 0
    kind: str = ""
    sex: str = ""
    colour: str = ""
    marks: str = ""
    ear_tag: str = ""


@dataclass(frozen=True)
class Amendment(_Record):
    case_no: str = ""
    made_at: str | None = None
    head_seq: int | None = None
    field_name: str = field(default="", metadata={"key": "field"})
    old: str | None = None
    new: str | None = None
    reason: str = ""


@dataclass(frozen=True)
class Entry(_Record):
    """A register entry of the month, as amended, with its amendments."""
    heads: tuple[Head, ...]
    case_no: str = ""
    brought_at: str | None = None
    seized_at: str | None = None
    seized_place: str = ""
    local_area: str = ""
    basis: str = ""
    seizer_name: str = ""
    seizer_residence: str = ""
    seizer_capacity: str = ""
    owner_name: str = ""
    owner_residence: str = ""
    police_aid: str = ""
    flags: tuple[str, ...] = ()
    source: str = ""
    entered_at: str | None = None
    amendments: tuple[Amendment, ...] = ()


@dataclass(frozen=True)
class EnteredLate(_Record):
    """A record entered later than the time it states: when, and why."""
    at: str | None = None
    reason: str = ""


@dataclass(frozen=True)
class Release(_Record):
    head_seqs: tuple[int, ...]
    basis: str = ""
    case_no: str = ""
    released_at: str | None = None
    claimant_name: str = ""
    claimant_capacity: str = ""
    receipt_no: str = ""
    en: str = ""               # the release in words, English and Malayalam
    ml: str = ""
    entered_late: EnteredLate | None = _omit()


@dataclass(frozen=True)
class ReceiptLine(_Record):
    fine_paise: int
    feeding_paise: int
    head_seq: int = 0
    fine_reference: str = ""
    feeding_periods: int = 0
    feeding_reference: str = ""


@dataclass(frozen=True)
class Receipt(_Record):
    lines: tuple[ReceiptLine, ...]
    fines_paise: int
    feeding_paise: int
    total_paise: int
    number: str = ""
    issued_at: str | None = None
    case_no: str = ""
    check_code: str | None = _omit()    # the receipt's signed check code, for a short code's look-up
    claimant_name: str = ""
    claimant_capacity: str = ""
    claimant_residence: str = ""
    tendered_paise: int = 0
    keeper_name: str = ""
    entered_late: EnteredLate | None = _omit()


@dataclass(frozen=True)
class Remittance(_Record):
    number: str = ""
    day: str | None = None
    made_at: str | None = None
    amount_paise: int = 0
    cash_paise: int = 0
    advance_held_paise: int = 0
    proceeds_held_paise: int = 0
    keeper_name: str = ""


@dataclass(frozen=True)
class StatementRevision(_Record):
    revision: int = 0
    made_at: str | None = None
    keeper_name: str = ""
    needed_paise: int = 0
    changes: str = ""
    figures: object = None     # the statement's figures as it stored them


@dataclass(frozen=True)
class DailyStatement(_Record):
    day: str | None = None
    made_at: str | None = None
    keeper_name: str = ""
    needed_paise: int = 0
    figures: object = None
    revisions: tuple[StatementRevision, ...] | None = _omit()   # revised (rule 15) by the month's end


@dataclass(frozen=True)
class NoticeEvent(_Record):
    event: str = ""
    on: str | None = None
    place: str = ""
    by_whom: str = ""


@dataclass(frozen=True)
class Notice(_Record):
    id: int = 0
    case_no: str = ""
    issued_on: str | None = None
    issued_by: str = ""
    issuer_role: str = ""
    village: str = ""
    market: str = ""
    cause: str = ""
    head_seqs: tuple[int, ...] = ()
    events: tuple[NoticeEvent, ...] = ()


@dataclass(frozen=True)
class Share(_Record):
    case_no: str = ""
    head_seq: int = 0
    amount_paise: int = 0


@dataclass(frozen=True)
class Reversal(_Record):
    """A sale whose hammer price was recorded wrong: shown with why, not counted."""
    at: str | None = None
    by: str = ""
    reason: str = ""
    recorded_again_as: str = ""


@dataclass(frozen=True)
class Sale(_Record):
    price_paise: int
    number: str = ""
    sold_at: str | None = None
    auction_held_at: str | None = None
    place: str = ""
    conductor: str = ""
    lot: int = 0
    buyer: str = ""
    buyer_residence: str = ""
    shares: tuple[Share, ...] = ()
    check_code: str | None = _omit()    # the buyer's receipt's check code
    reversed: Reversal | None = _omit()


@dataclass(frozen=True)
class OrderRef(_Record):
    number: str = ""
    issued_on: str | None = None
    authority: str = ""


@dataclass(frozen=True)
class OtherDisposal(_Record):
    proceeds_paise: int
    case_no: str = ""
    at: str | None = None
    manner: str = ""
    recipient: str = ""
    order: OrderRef = OrderRef()


@dataclass(frozen=True)
class Settlement(_Record):
    id: int = 0
    case_no: str = ""
    at: str | None = None
    path: str = ""
    proceeds_paise: int = 0
    fines_paise: int = 0
    feeding_paise: int = 0
    expenses_paise: int = 0
    surplus_paise: int = 0
    shortfall_paise: int = 0
    write_off_order: str = ""


@dataclass(frozen=True)
class OwnerAccount(_Record):
    settlement_id: int = 0
    case_no: str = ""
    at: str | None = None
    claimant_name: str = ""
    claimant_capacity: str = ""
    accepted: bool = False
    balance_paise: int = 0


@dataclass(frozen=True)
class DepositClaim(_Record):
    preferred_on: str | None = None
    claimant: str = ""
    late: bool = False
    decision: str = ""
    decided_on: str | None = None


@dataclass(frozen=True)
class Deposit(_Record):
    """Unclaimed proceeds in deposit (s. 16(3)), as they stood at the month's end."""
    amount_paise: int
    held_at_end: bool = False
    due_at_end: bool = False
    id: int = 0
    case_no: str = ""
    deposited_on: str | None = None
    last_claim_day: str | None = None
    closed_on: str | None = None
    outcome: str = ""
    claims: tuple[DepositClaim, ...] = ()


@dataclass(frozen=True)
class ProtestDeposit(_Record):
    """A deposit under protest (s. 14) and its state at the month's end."""
    total_paise: int
    state_at_end: str = ""     # held | refunded | converted
    at: str | None = None
    closed_at: str | None = None
    number: str = ""
    case_no: str = ""
    depositor_name: str = ""
    fines_paise: int = 0
    feeding_paise: int = 0
    voucher: str = ""


@dataclass(frozen=True)
class Complaint(_Record):
    case_no: str = ""
    filed_on: str | None = None
    complainant: str = ""
    authority: str = ""
    mode: str = ""
    capacity: str = ""
    particulars: str = ""
    ground: str | None = _omit()        # seizure | detention | both
    against: str | None = _omit()
    outcome: str = ""
    decided_on: str | None = None
    reference: str = ""
    compensation_paise: int = 0
    # decided illegal (s. 21): what was adjudged, who is liable, and what he must pay
    adjudged: str | None = _omit()
    liable_role: str | None = _omit()
    liable_name: str | None = _omit()
    fines_paid_paise: int | None = _omit()
    refunded_paise: int | None = _omit()
    due_to_pound_paise: int | None = _omit()
    payable_paise: int | None = _omit()


@dataclass(frozen=True)
class WrittenOrder(_Record):
    purpose: str = ""
    case_no: str = ""
    authority_role: str = ""
    authority: str = ""
    number: str = ""
    issued_on: str | None = None
    reasons: str = ""


@dataclass(frozen=True)
class OpenCase(_Record):
    """A case open at the month's end: heads held, dues then, steps overdue."""
    case_no: str
    heads_held: int
    dues_paise: int
    brought_at: str | None = None
    head_seqs: tuple[int, ...] = ()
    overdue: tuple[str, ...] = ()


@dataclass(frozen=True)
class Ledger(_Record):
    """Each account's net movement in the month and balance at its end (debit positive)."""
    moved: dict[str, int]
    balances_at_end: dict[str, int]


@dataclass(frozen=True)
class Change(_Record):
    """What a correction changed: a total (was, now) or a list, by name."""
    what: str
    was: int | None = None
    now: int | None = None
    en: str | None = None
    ml: str | None = None

    def as_json(self) -> dict:
        out: dict = {"what": self.what}
        if self.what.startswith("totals."):
            out.update(was=self.was, now=self.now)
        out.update({k: v for k, v in (("en", self.en), ("ml", self.ml)) if v is not None})
        return out


@dataclass(frozen=True)
class Corrects(_Record):
    """The return a correction corrects, and what changed since."""
    revision: int
    made_at: str | None = None
    changes: tuple[Change, ...] = ()


@dataclass(frozen=True)
class MonthlyReturn(_Record):
    """The whole return. A section the figures are counted from is ``None``
    in a return made before it was carried."""
    totals: Totals
    format_version: int = SCHEMA_VERSION
    period: Month = Month()
    pound: PoundPart = PoundPart()
    opening: Opening | None = _omit()
    cases: tuple[Entry, ...] | None = _omit()
    amendments_to_earlier_entries: tuple[Amendment, ...] = ()
    releases: tuple[Release, ...] | None = _omit()
    receipts: tuple[Receipt, ...] | None = _omit()
    remittances: tuple[Remittance, ...] = ()
    daily_statements: tuple[DailyStatement, ...] = ()
    notices: tuple[Notice, ...] = ()
    sales: tuple[Sale, ...] | None = _omit()
    disposals_otherwise: tuple[OtherDisposal, ...] | None = _omit()
    settlements: tuple[Settlement, ...] = ()
    owner_accounts: tuple[OwnerAccount, ...] = ()
    deposits: tuple[Deposit, ...] | None = _omit()
    protest_deposits: tuple[ProtestDeposit, ...] | None = _omit()
    complaints: tuple[Complaint, ...] = ()
    orders: tuple[WrittenOrder, ...] = ()
    open_cases: tuple[OpenCase, ...] | None = _omit()
    ledger: Ledger | None = _omit()
    corrects: Corrects | None = _omit()    # a correction only


# the records the figures are counted from; a return with its chain section
# (every return made since) carries all of them
RECORDS = ("opening", "cases", "releases", "receipts", "sales", "disposals_otherwise", "deposits",
           "protest_deposits", "open_cases", "ledger")


def missing_records(data: MonthlyReturn) -> list[str]:
    return [k for k in RECORDS if getattr(data, k) is None]
