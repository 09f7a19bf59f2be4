"""The plain data of the disputes' papers: a complaint's acknowledgement,
a deposit under protest and its refund, a release on a written order;
light, without the PDF library."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.documents.data import ReceiptDoc, ReceiptLine
from pound_desk.documents.header import PoundHeader
from pound_desk.law.money import Money


@dataclass(frozen=True)
class ComplaintAckDoc:
    pound: PoundHeader
    complaint_id: int
    case_no: str
    seized_at: datetime | None
    seized_place: str
    seizer_name: str
    complainant: str
    capacity: str
    authority: str
    filed_on: date
    mode: str
    particulars: str
    window_ends: date | None
    late: bool
    entered_at: datetime
    keeper_name: str
    ground: tuple[str, str] = ("Illegal seizure", "നിയമവിരുദ്ധമായ പിടിച്ചെടുക്കൽ")   # (English, Malayalam), s. 19
    against: str = ""
    # the outcome, once decided (s. 21): what it was, who is liable, and the working
    outcome: tuple[str, str] | None = None
    decided: str = ""                       # "CMP 4/2026, 20-06-2026"
    liable: tuple[str, str] | None = None
    working: tuple[tuple[str, str, str], ...] = ()   # (English, Malayalam, amount as printed)


@dataclass(frozen=True)
class ProtestDepositDoc:
    pound: PoundHeader
    number: str                  # "D-2026-27/00001"
    at: datetime
    case_no: str
    brought_at: datetime
    seized_on: date | None
    depositor_name: str
    depositor_capacity: str      # owner | agent
    depositor_residence: str
    evidence: str
    intention: str               # what was said: illegal seizure, a complaint to be made
    lines: tuple[ReceiptLine, ...]
    tendered: Money
    keeper_name: str
    window_ends: date | None     # the last day to complain (s. 19)

    def as_receipt(self) -> ReceiptDoc:
        return ReceiptDoc(self.pound, self.number, self.at, self.case_no, self.brought_at, self.depositor_name,
                          self.depositor_capacity, self.depositor_residence, self.lines, self.tendered,
                          self.keeper_name)


@dataclass(frozen=True)
class RefundVoucherDoc:
    pound: PoundHeader
    voucher: str                 # "D-2026-27/00001-R"
    deposit_no: str
    deposited_at: datetime
    case_no: str
    paid_at: datetime
    payee: str
    amount: Money
    order_reference: str
    order_date: date | None
    keeper_name: str


@dataclass(frozen=True)
class ReleaseOrderDoc:
    header: PoundHeader
    ref: str
    case_no: str
    brought_at: datetime
    owner_name: str
    role_en: str
    role_ml: str
    authority: str
    number: str
    issued_on: date
    reasons: str
    released_at: datetime
    taken_by: str
    capacity: tuple[str, str]          # English, Malayalam
    heads: tuple[tuple[int, str, str, str], ...]   # seq, kind (en), kind (ml), description
    scan_sha256: str
    scan_name: str
    keeper_name: str
    printed_at: datetime
    seen_by: str = ""          # without a scan: who saw the order (s. 18(2))
