"""The monthly return (s. 6) as one typed schema: what ``data.json`` holds,
as frozen dataclasses, read by the pound's export, the return's PDF and the
local authority's (and the level above's) import alike.

``read_return`` takes the bytes of a ``data.json`` (any shape the program
ever wrote: sections and fields added since the first return read as absent)
and refuses one not of its shape with ``SchemaError``, naming what is wrong;
``write_return`` gives the exact bytes the pound signs. The JSON is the
same as before the schema existed, so bundles already signed still verify.

Three kinds of field: one the figures are counted from has no default and a
return without it is refused; one added in a later return, or written only
when it says something (a release entered late, a sale reversed), is
``None`` when absent and left out when written; every other field has a
plain default. Money is integer paise throughout. Standard library only."""
from __future__ import annotations

import functools
import json
import types
import typing
from dataclasses import MISSING, dataclass, field, fields, is_dataclass

from pound_desk.language import translate

# data.json's ``format_version``. Version 1 has grown only by sections and
# fields a reader of an earlier return takes as absent; a change that an
# earlier reader would misread takes the next version.
SCHEMA_VERSION = 1
MAX_FIGURE = 10 ** 15      # paise or heads: far above any pound's, far below what breaks a column
MAX_HEADS_HELD = 100_000   # heads one open case may hold


class SchemaError(ValueError):
    """A data.json not of the return's shape: ``reason`` for a person (in the
    language on screen), ``code`` for a program (unreadable, totals, open_case,
    version, records) and ``where`` the field it concerns."""

    def __init__(self, reason: str, code: str = "records", where: str = ""):
        super().__init__(reason)
        self.reason, self.code, self.where = reason, code, where

    def on_screen(self) -> str:
        return self.reason


def _omit():
    """A field written only when it has a value (added later, or saying something only sometimes)."""
    return field(default=None, metadata={"omit": True})


class _Record:
    """Lists become tuples, so that a return gathered and the same return
    read back compare equal (and stay unchanged)."""

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, list):
                object.__setattr__(self, f.name, tuple(value))


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


# ---- writing --------------------------------------------------------------------

def _key(f) -> str:
    return f.metadata.get("key", f.name)


def as_json(value):
    """A record (or any part of one) as plain JSON values."""
    if hasattr(value, "as_json"):
        return value.as_json()
    if is_dataclass(value):
        return {_key(f): as_json(getattr(value, f.name)) for f in fields(value)
                if not (f.metadata.get("omit") and getattr(value, f.name) is None)}
    if isinstance(value, (tuple, list)):
        return [as_json(v) for v in value]
    if isinstance(value, dict):
        return {k: as_json(v) for k, v in value.items()}
    return value


def write_return(data: MonthlyReturn) -> bytes:
    """The bytes of data.json: sorted keys, one space of indent, UTF-8."""
    return (json.dumps(as_json(data), ensure_ascii=False, indent=1, sort_keys=True) + "\n").encode("utf-8")


# ---- reading --------------------------------------------------------------------

def _unreadable(where: str) -> SchemaError:
    return SchemaError(translate("imports", "the return's records cannot be read: {what}").format(what=where),
                       "records", where)


@functools.cache
def _plan(cls) -> tuple[tuple[str, str, object, bool], ...]:
    """(attribute, key, type, required) of each field of ``cls``: worked out
    once, as a year's import reads thousands of returns."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, _key(f), hints[f.name], f.default is MISSING and f.default_factory is MISSING)
                 for f in fields(cls))


def _value(kind, value, where: str):
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(kind)
        if value is None and type(None) in options:
            return None
        kind = next(k for k in options if k is not type(None))
        origin = typing.get_origin(kind)
    if kind is object:
        return value
    if kind is bool:
        if type(value) is not bool:
            raise _unreadable(where)
        return value
    if kind is int:
        if type(value) is not int:
            raise _unreadable(where)
        return value
    if kind is str:
        if not isinstance(value, str):
            raise _unreadable(where)
        return value
    if origin is tuple:
        if not isinstance(value, list):
            raise _unreadable(where)
        item = typing.get_args(kind)[0]
        return tuple(_value(item, v, f"{where}[{i}]") for i, v in enumerate(value))
    if origin is dict:
        if not isinstance(value, dict):
            raise _unreadable(where)
        return {str(k): _value(typing.get_args(kind)[1], v, f"{where}.{k}") for k, v in value.items()}
    if is_dataclass(kind):
        return _record(kind, value, where)
    raise TypeError(f"the schema has no reader for {kind!r}")   # a mistake in this module, not in a return


def _record(cls, value, where: str):
    if not isinstance(value, dict):
        raise _unreadable(where)
    found = {}
    for name, key, kind, required in _plan(cls):
        if key not in value:
            if required:
                raise _unreadable(f"{where}.{key}" if where else key)
            continue
        found[name] = _value(kind, value[key], f"{where}.{key}" if where else key)
    return cls(**found)


def _check_totals(data: dict) -> None:
    """The totals every return carries, each a whole number of zero or more:
    refused with the names of those missing or wrong (a check, not an
    assertion: it holds however the program is run)."""
    totals = data.get("totals")
    if not isinstance(totals, dict):
        raise SchemaError(translate("imports", "data.json has no totals"), "totals", "totals")
    missing = [k for k in SHARED_TOTALS if k not in totals]
    if missing:
        raise SchemaError(translate("imports", "data.json's totals lack {names}").format(names=", ".join(missing)),
                          "totals", "totals")
    bad = [k for k in SHARED_TOTALS if type(totals[k]) is not int or not 0 <= totals[k] <= MAX_FIGURE]
    bad += [k for k in TOTAL_KEYS if k not in SHARED_TOTALS and k in totals and type(totals[k]) is not int]
    if bad:
        raise SchemaError(translate("imports", "data.json's totals are not whole numbers of zero or more: {names}")
                          .format(names=", ".join(bad)), "totals", "totals")


def _check_open_cases(data: dict) -> None:
    rows = data.get("open_cases", [])
    if not isinstance(rows, list):
        raise SchemaError(translate("imports", "data.json's open_cases is not a list"), "open_case", "open_cases")
    for i, row in enumerate(rows):
        heads = row.get("heads_held") if isinstance(row, dict) else None
        dues = row.get("dues_paise") if isinstance(row, dict) else None
        if (type(heads) is not int or type(dues) is not int or not 0 <= heads <= MAX_HEADS_HELD
                or not 0 <= dues <= MAX_FIGURE or not isinstance(row.get("case_no"), str)
                or not isinstance(row.get("overdue", []), list)):
            raise SchemaError(translate("imports", "data.json's open case {n} is incomplete").format(n=i + 1),
                              "open_case", f"open_cases[{i}]")


def read_return(raw: bytes | str | dict) -> MonthlyReturn:
    """The return ``raw`` (data.json's bytes, or its JSON already parsed),
    or ``SchemaError`` saying what is wrong with it."""
    if isinstance(raw, dict):
        data = raw
    else:
        try:
            data = json.loads(raw.decode("utf-8") if isinstance(raw, (bytes, bytearray)) else raw)
        except (UnicodeDecodeError, ValueError):
            data = None
        if not isinstance(data, dict):
            raise SchemaError(translate("imports", "data.json cannot be read (not UTF-8 JSON)"), "unreadable")
    version = data.get("format_version", SCHEMA_VERSION)
    if type(version) is not int or not 1 <= version <= SCHEMA_VERSION:
        raise SchemaError(translate("bundle", "Unknown format version {version}: this program reads "
                                              "version {known} (a newer Pound Desk may read it)")
                          .format(version=repr(version)[:20], known=SCHEMA_VERSION), "version", "format_version")
    _check_totals(data)
    _check_open_cases(data)
    return _record(MonthlyReturn, data, "")
