"""Disputes, written release orders and penalties: ownership contested
(rules.md Q15), cattle released on a written order stating reasons
(s. 18(2)), incidents of forcible opposition or rescue (s. 23), cases
referred under s. 24, fines imposed (ss. 23, 24, 27), a court's order to
sell cattle to recover a fine (s. 25), and fines appropriated as
compensation (s. 28). All documents of record.
"""
from __future__ import annotations

from datetime import datetime

import peewee as pw

from pound_desk.models.base import MoneyOf, RecordModel
from pound_desk.models.disposal import WrittenOrder
from pound_desk.models.schema import Case, Release


def _now() -> datetime:
    return datetime.now().replace(microsecond=0)


class OwnershipContest(RecordModel):
    """Q15: the ownership of a case's cattle is contested; they are held and
    leave only on a written order under s. 18(2)."""

    case = pw.ForeignKeyField(Case, backref="contests")
    raised_on = pw.DateField()
    claimants = pw.TextField()        # who claims the cattle
    particulars = pw.TextField(default="")
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "ownership_contest"


class OrderRelease(RecordModel):
    """s. 18(2): heads delivered on a written order stating reasons
    (``order``, purpose release_s18_2); ``release`` takes them out. The
    scan of the order, if the keeper kept one, is in the documents folder
    with its checksum."""

    order = pw.ForeignKeyField(WrittenOrder)
    release = pw.ForeignKeyField(Release, unique=True)
    scan_path = pw.TextField(default="")
    scan_sha256 = pw.TextField(default="")
    entered_at = pw.DateTimeField(default=_now)

    class Meta:
        table_name = "order_release"


class Incident(RecordModel):
    """s. 23: a seizure forcibly opposed, or cattle rescued from the pound or
    on the way to it."""

    case = pw.ForeignKeyField(Case, null=True, backref="incidents")
    occurred_at = pw.DateTimeField()
    kind = pw.TextField()              # opposition | rescue_pound | rescue_way
    place = pw.TextField()
    persons = pw.TextField()
    account = pw.TextField()           # what happened
    police_informed = pw.BooleanField()
    police_reference = pw.TextField(default="")
    entered_at = pw.DateTimeField(default=_now)


class Referral(RecordModel):
    """s. 24: an owner, keeper or attendant referred to the court for letting
    cattle stray or damage land or a public road."""

    case = pw.ForeignKeyField(Case, null=True, backref="referrals")
    referred_on = pw.DateField()
    offender = pw.TextField()
    court = pw.TextField()
    particulars = pw.TextField()
    entered_at = pw.DateTimeField(default=_now)


class PenaltyFine(RecordModel):
    """A fine a court imposed under s. 23, 24 or 27 (``section``), with the
    order; ``referral`` for a s. 24 case, ``incident`` for s. 23."""

    section = pw.TextField()           # s23 | s24 | s25 | s27
    case = pw.ForeignKeyField(Case, null=True, backref="penalty_fines")
    referral = pw.ForeignKeyField(Referral, null=True, backref="fines")
    incident = pw.ForeignKeyField(Incident, null=True, backref="fines")
    offender = pw.TextField()
    amount_paise = pw.IntegerField()
    court = pw.TextField()
    order_ref = pw.TextField()
    imposed_on = pw.DateField()
    entered_at = pw.DateTimeField(default=_now)
    amount = MoneyOf("amount_paise")

    class Meta:
        table_name = "penalty_fine"


class CourtSaleOrder(RecordModel):
    """s. 25: a court's order to recover a fine by selling trespassing
    cattle; the heads are delivered to the court's officer (``release``,
    basis s25), who sells them."""

    case = pw.ForeignKeyField(Case, backref="court_sale_orders")
    fine = pw.ForeignKeyField(PenaltyFine, null=True)
    court = pw.TextField()
    order_ref = pw.TextField()
    ordered_on = pw.DateField()
    fine_paise = pw.IntegerField()
    officer = pw.TextField()
    release = pw.ForeignKeyField(Release, unique=True)
    entered_at = pw.DateTimeField(default=_now)
    fine_amount = MoneyOf("fine_paise")   # ``fine`` is the fine the sale recovers

    class Meta:
        table_name = "court_sale_order"


class Appropriation(RecordModel):
    """s. 28: a fine paid wholly or partly as compensation for loss proved
    to the convicting Magistrate."""

    fine = pw.ForeignKeyField(PenaltyFine, backref="appropriations")
    amount_paise = pw.IntegerField()
    paid_to = pw.TextField()
    order_ref = pw.TextField()
    ordered_on = pw.DateField()
    entered_at = pw.DateTimeField(default=_now)
    amount = MoneyOf("amount_paise")


DISPUTE_MODELS = [OwnershipContest, OrderRelease, Incident, Referral, PenaltyFine, CourtSaleOrder,
                  Appropriation]
