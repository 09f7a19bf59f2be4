"""Plain data that the PDF renderers lay out.

The services gather these from the database; the renderers never query.
Everything is already resolved: amendments applied, names copied, money in
``Money``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Iterable

from pound_desk.documents.header import PoundHeader  # noqa: F401  (documents take it from here too)
from pound_desk.law.money import Money


@dataclass(frozen=True)
class HeadLine:
    seq: int            # 1, 2, 3 … within the case
    kind_code: str
    kind_en: str
    kind_ml: str
    sex: str            # "female" | "male" | "unknown"
    colour: str
    marks: str
    ear_tag: str        # "" or 12 digits


@dataclass(frozen=True)
class PhotoLine:
    """A head's photo as printed: the stored file and its size in pixels."""
    seq: int            # the head's number in the case
    kind_en: str
    kind_ml: str
    path: str
    width: int
    height: int
    caption: str = ""


@dataclass(frozen=True)
class AmendmentLine:
    made_at: datetime
    what: str           # e.g. "Owner's name" or "Head 2: colour"
    old: str
    new: str
    reason: str


@dataclass(frozen=True)
class CaseEntry:
    case_no: str        # "17/2026"
    brought_at: datetime
    seized_at: datetime | None
    seized_place: str
    local_area: str
    basis: str          # "s9" | "s10"
    seizer_name: str
    seizer_residence: str
    seizer_capacity: str
    owner_name: str     # "" when not known
    owner_residence: str
    police_aid: str
    heads: tuple[HeadLine, ...]
    flags: tuple[str, ...] = ()           # e.g. ("late_to_pound",)
    amendments: tuple[AmendmentLine, ...] = ()
    disposal: tuple[str, ...] = ()        # one line per release etc., English
    disposal_ml: tuple[str, ...] = ()     # the same lines in Malayalam
    # s. 12(b): the owner's receipt for the cattle, one (English, Malayalam)
    # pair per release to the owner or agent
    owner_receipts: tuple[tuple[str, str], ...] = ()
    photos: tuple[PhotoLine, ...] = ()    # the first photo of each head that has one
    late: tuple[str, str] = ("", "")      # brought earlier than entered by more than the margin (English, Malayalam)


@dataclass(frozen=True)
class SeizerCopy:
    pound: PoundHeader
    case: CaseEntry
    issued_at: datetime


@dataclass(frozen=True)
class ReceiptLine:
    head_seq: int
    kind_en: str
    kind_ml: str
    description: str    # colour and marks, ear tag
    fine: Money
    fine_reference: str       # notification; "" when no fine is leviable
    feeding_periods: int
    feeding: Money
    feeding_reference: str

    @property
    def total(self) -> Money:
        return self.fine + self.feeding


@dataclass(frozen=True)
class ReceiptDoc:
    pound: PoundHeader
    number: str               # "2026-27/00012"
    issued_at: datetime
    case_no: str
    brought_at: datetime
    claimant_name: str
    claimant_capacity: str    # "owner" | "agent"
    claimant_residence: str
    lines: tuple[ReceiptLine, ...]
    tendered: Money
    keeper_name: str
    signature: str = ""       # s. 12(b): signed | agent | refused; "" not recorded
    # the receipt's check code signed with the pound's key (QR and text), and
    # its short form for typing in (returns/receipt_code.py)
    check_code: str = ""
    short_code: str = ""
    copy: str = "original"            # or "duplicate": a later print (documents/copies.py)
    copy_made_at: datetime | None = None
    late: tuple[str, str] = ("", "")  # "entered late, on …" (English, Malayalam: text.late_words)

    @property
    def fine_total(self) -> Money:
        return sum((l.fine for l in self.lines), Money.zero())

    @property
    def feeding_total(self) -> Money:
        return sum((l.feeding for l in self.lines), Money.zero())

    @property
    def total(self) -> Money:
        return self.fine_total + self.feeding_total

    @property
    def change(self) -> Money:
        return self.tendered - self.total


@dataclass(frozen=True)
class RegisterDoc:
    pound: PoundHeader
    date_from: date
    date_to: date
    printed_at: datetime
    entries: Iterable[CaseEntry] = field(default_factory=tuple)
    count: int = 0            # number of entries, for progress


# The s. 11(4) list of fines and rates put up at the pound

@dataclass(frozen=True)
class ExhibitColumn:
    ml: str
    en: str


@dataclass(frozen=True)
class ExhibitRow:
    kind_en: str
    kind_ml: str
    amounts: tuple[Money | None, ...]   # one per column; None: no rate fixed
    enhanced: tuple[bool, ...] = ()     # per column: an enhanced fine under s. 11(2)


@dataclass(frozen=True)
class ExhibitTable:
    title_ml: str
    title_en: str
    columns: tuple[ExhibitColumn, ...]
    rows: tuple[ExhibitRow, ...]


@dataclass(frozen=True)
class ExhibitDoc:
    pound: PoundHeader
    on: date
    tables: tuple[ExhibitTable, ...]
    references: tuple[str, ...]         # the notifications and orders the amounts come from


@dataclass(frozen=True)
class HistoryEvent:
    at: datetime
    en: str
    ml: str


@dataclass(frozen=True)
class IssuedDocument:
    at: datetime
    kind: str
    ref: str
    sha256: str


@dataclass(frozen=True)
class CaseHistoryDoc:
    pound: PoundHeader
    case: CaseEntry
    status_en: str
    status_ml: str
    events: tuple[HistoryEvent, ...]
    documents: tuple[IssuedDocument, ...]
    printed_at: datetime
