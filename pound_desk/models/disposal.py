"""Cattle not claimed and their sale (ss. 13, 15, 18(1), 19): written orders,
complaints, the report to the local authority, notices and their
proclamations, an owner's refusal to pay, auctions with their lots, bidders
and sales, disposal otherwise than by auction, and the settlement of a
case's proceeds with the account to its owner. All documents of record.
"""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import MoneyOf, RecordModel
from pound_desk.models.schema import Case, Head, Release


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class WrittenOrder(RecordModel):
    """An order in writing: who made it (the role, since amendments moved
    powers, and the office or person), its number and date, and its reasons.
    ``purpose``: dispose_otherwise (s. 13 proviso), sale_despite_complaint
    (Q16), deputation (s. 13(3)), write_off (Q19)."""

    purpose = pw.TextField()
    case = pw.ForeignKeyField(Case, null=True, backref="orders")
    authority_role = pw.TextField()
    authority = pw.TextField()
    number = pw.TextField()
    issued_on = pw.DateField()
    reasons = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "written_order"


class Complaint(RecordModel):
    """s. 19: a complaint of illegal seizure or detention about a case."""

    case = pw.ForeignKeyField(Case, backref="complaints")
    filed_on = pw.DateField()
    complainant = pw.TextField()
    authority = pw.TextField()        # the Magistrate or authority it was made to
    mode = pw.TextField()             # written | oral
    particulars = pw.TextField(default="")   # an oral complaint as reduced to writing (s. 20)
    capacity = pw.TextField(default="owner")   # owner | agent (who knows the facts, s. 20)
    entered_at = pw.DateTimeField(default=_now)


class ComplaintOutcome(RecordModel):
    """How a complaint ended; a complaint without one is pending."""

    complaint = pw.ForeignKeyField(Complaint, unique=True, backref="outcomes")
    decided_on = pw.DateField()
    outcome = pw.TextField()          # dismissed | illegal | withdrawn
    reference = pw.TextField()
    # s. 21: what an illegality finding makes payable by the seizer
    compensation_paise = pw.IntegerField(default=0)   # at most Rs 100 (s. 21(1))
    fines_paid_paise = pw.IntegerField(default=0)     # fines and charges the owner had paid
    due_fines_paise = pw.IntegerField(default=0)      # dues of heads still held, released on the order
    due_feeding_paise = pw.IntegerField(default=0)
    refund = pw.BooleanField(default=False)           # the order directs the s. 14 deposit refunded
    release = pw.ForeignKeyField(Release, null=True)  # heads released on the order (s. 21(2))
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "complaint_outcome"


class UnclaimedReport(RecordModel):
    """s. 13(1): the pound-keeper's report of cattle unclaimed for seven days."""

    made_on = pw.DateField()
    addressed_to = pw.TextField()
    keeper_name = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "unclaimed_report"


class ReportedCase(RecordModel):
    report = pw.ForeignKeyField(UnclaimedReport, backref="cases", index=False)   # the index below serves it
    case = pw.ForeignKeyField(Case, backref="reports")

    class Meta:
        table_name = "reported_case"
        indexes = ((("report", "case"), True),)


class Notice(RecordModel):
    """s. 13(2): the notice of a case's cattle, issued by the local authority
    or the officer; ``cause`` is s13 (unclaimed a week) or s15_5 (the owner
    refused what was left after a sale, Q14)."""

    case = pw.ForeignKeyField(Case, backref="notices")
    issued_on = pw.DateField()
    issued_by = pw.TextField()
    issuer_role = pw.TextField(default="")   # local_authority | officer (services.roles)
    village = pw.TextField()
    market = pw.TextField()
    cause = pw.TextField(default="s13")
    entered_at = pw.DateTimeField(default=_now)


class NoticeHead(RecordModel):
    notice = pw.ForeignKeyField(Notice, backref="heads", index=False)   # the index below serves it
    head = pw.ForeignKeyField(Head)

    class Meta:
        table_name = "notice_head"
        indexes = ((("notice", "head"), True),)


class NoticeEvent(RecordModel):
    """The notice affixed at the office, or proclaimed by beat of drum in the
    village or the market place (``event``: affixed | village | market)."""

    notice = pw.ForeignKeyField(Notice, backref="events", index=False)   # the index below serves it
    event = pw.TextField()
    on = pw.DateField()
    place = pw.TextField()
    by_whom = pw.TextField(default="")
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "notice_event"
        indexes = ((("notice", "event"), True),)


class OwnerRefusal(RecordModel):
    """s. 15(1): the owner or agent appeared and refused or omitted to pay."""

    case = pw.ForeignKeyField(Case, backref="refusals")
    at = pw.DateTimeField()
    claimant_name = pw.TextField()
    claimant_capacity = pw.TextField()
    statement = pw.TextField(default="")
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "owner_refusal"


class OtherDisposal(RecordModel):
    """The s. 13 proviso: cattle unlikely to fetch a fair price disposed of
    otherwise, on a written order; ``release`` takes the heads out."""

    order = pw.ForeignKeyField(WrittenOrder)
    release = pw.ForeignKeyField(Release, unique=True)
    manner = pw.TextField()
    proceeds_paise = pw.IntegerField(default=0)
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "other_disposal"


class Auction(RecordModel):
    """s. 13(3), 15(1): a public auction, by whom it is conducted (the local
    authority, the officer, or a subordinate deputed by an order), where,
    when and on what conditions."""

    held_at = pw.DateTimeField()
    place = pw.TextField()
    conductor_role = pw.TextField()   # local_authority | officer | deputed
    conductor = pw.TextField()
    deputation = pw.ForeignKeyField(WrittenOrder, null=True)
    conditions = pw.TextField()
    conditions_order = pw.TextField(default="")   # the Director's general or special order
    entered_at = pw.DateTimeField(default=_now)


class Lot(RecordModel):
    """A head, or a group of heads from one or more cases, sold together;
    ``position`` is the order the officer chose."""

    auction = pw.ForeignKeyField(Auction, backref="lots", index=False)   # the index below serves it
    number = pw.IntegerField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        indexes = ((("auction", "number"), True),)


class LotHead(RecordModel):
    lot = pw.ForeignKeyField(Lot, backref="heads", index=False)   # the index below serves it
    head = pw.ForeignKeyField(Head)

    class Meta:
        table_name = "lot_head"
        indexes = ((("lot", "head"), True),)


class Bidder(RecordModel):
    """The bidder register; ``declared``: he signed the s. 18(1) declaration."""

    auction = pw.ForeignKeyField(Auction, backref="bidders", index=False)   # the index below serves it
    number = pw.IntegerField()
    name = pw.TextField()
    residence = pw.TextField()
    declared = pw.BooleanField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        indexes = ((("auction", "number"), True),)


class Sale(RecordModel):
    """A lot knocked down to a bidder at the hammer price; the buyer's receipt
    is numbered per financial year. ``release`` takes the heads out. A lot
    has one sale standing: a sale reversed (models/corrections.py) may be
    followed by the lot's sale recorded again, on the same release."""

    lot = pw.ForeignKeyField(Lot, backref="sales")
    bidder = pw.ForeignKeyField(Bidder, backref="purchases")
    price_paise = pw.IntegerField()
    sold_at = pw.DateTimeField()
    fy = pw.TextField()
    serial = pw.IntegerField()
    number = pw.TextField(unique=True)
    release = pw.ForeignKeyField(Release)
    entered_at = pw.DateTimeField(default=_now)
    price = MoneyOf("price_paise")

    class Meta:
        indexes = ((("fy", "serial"), True),)


class SaleShare(RecordModel):
    """The part of a sale's price that falls to one head (and so its case)."""

    sale = pw.ForeignKeyField(Sale, backref="shares")
    head = pw.ForeignKeyField(Head)   # one share standing per head: a reversed sale's no longer counts
    amount_paise = pw.IntegerField()
    amount = MoneyOf("amount_paise")

    class Meta:
        table_name = "sale_share"


class SaleExpense(RecordModel):
    """An expense of sale (s. 15(2)) charged to a case."""

    auction = pw.ForeignKeyField(Auction, backref="expenses")
    case = pw.ForeignKeyField(Case, backref="sale_expenses")
    amount_paise = pw.IntegerField()
    description = pw.TextField()
    spent_on = pw.DateField()
    entered_at = pw.DateTimeField(default=_now)
    amount = MoneyOf("amount_paise")

    class Meta:
        table_name = "sale_expense"


class Settlement(RecordModel):
    """ss. 15(2), 16: a case's sale proceeds distributed: fines, feeding
    charges and expenses deducted, the surplus or the shortfall (written off
    on an order, Q19). ``path`` is s13 (unclaimed) or s15 (owner refused)."""

    case = pw.ForeignKeyField(Case, backref="settlements")
    at = pw.DateTimeField()
    path = pw.TextField()
    proceeds_paise = pw.IntegerField()
    fines_paise = pw.IntegerField()
    feeding_paise = pw.IntegerField()
    expenses_paise = pw.IntegerField()
    surplus_paise = pw.IntegerField()
    shortfall_paise = pw.IntegerField()
    write_off = pw.ForeignKeyField(WrittenOrder, null=True)
    entered_at = pw.DateTimeField(default=_now)
    proceeds = MoneyOf("proceeds_paise")
    fines = MoneyOf("fines_paise")
    feeding = MoneyOf("feeding_paise")
    expenses = MoneyOf("expenses_paise")
    surplus = MoneyOf("surplus_paise")
    shortfall = MoneyOf("shortfall_paise")


class OwnerAccount(RecordModel):
    """s. 15(3)–(5): the account given to the owner, and whether he took the
    remaining cattle and the balance (his receipt) or refused them."""

    settlement = pw.ForeignKeyField(Settlement, unique=True, backref="accounts")
    at = pw.DateTimeField()
    claimant_name = pw.TextField()
    claimant_capacity = pw.TextField()
    accepted = pw.BooleanField()
    balance_paise = pw.IntegerField()
    release = pw.ForeignKeyField(Release, null=True)
    entered_at = pw.DateTimeField(default=_now)
    balance = MoneyOf("balance_paise")

    class Meta:
        table_name = "owner_account"


class Deposit(RecordModel):
    """s. 16(3): surplus unclaimed proceeds held in deposit by the local
    authority from ``deposited_on``."""

    case = pw.ForeignKeyField(Case, backref="deposits")
    settlement = pw.ForeignKeyField(Settlement, null=True)
    deposited_on = pw.DateField()
    amount_paise = pw.IntegerField()
    entered_at = pw.DateTimeField(default=_now)
    amount = MoneyOf("amount_paise")


class DepositClaim(RecordModel):
    """A claim to a deposit preferred (in time or not)."""

    deposit = pw.ForeignKeyField(Deposit, backref="claims")
    preferred_on = pw.DateField()
    claimant = pw.TextField()
    particulars = pw.TextField(default="")
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "deposit_claim"


class DepositClaimDecision(RecordModel):
    """A claim to a deposit decided: established (the claimant is paid, s.
    16(3)) or not; ``reference`` is the order that decided it."""

    claim = pw.ForeignKeyField(DepositClaim, unique=True, backref="decisions")
    decided_on = pw.DateField()
    established = pw.BooleanField()
    reference = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "deposit_claim_decision"


class DepositClosing(RecordModel):
    """How a deposit ended: paid to a claimant whose claim was established,
    or credited to the local authority's fund (s. 17)."""

    deposit = pw.ForeignKeyField(Deposit, unique=True, backref="closings")
    closed_on = pw.DateField()
    outcome = pw.TextField()          # paid | credited
    reference = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "deposit_closing"


DISPOSAL_MODELS = [WrittenOrder, Complaint, ComplaintOutcome, UnclaimedReport, ReportedCase,
                   Notice, NoticeHead, NoticeEvent, OwnerRefusal, OtherDisposal, Auction, Lot,
                   LotHead, Bidder, Sale, SaleShare, SaleExpense, Settlement, OwnerAccount,
                   Deposit, DepositClaim, DepositClaimDecision, DepositClosing]
