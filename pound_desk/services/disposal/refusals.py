"""The owner or his agent appears and refuses or omits to pay (s. 15(1)), and
refuses the remaining cattle and the balance after the account (s. 15(5))."""
from __future__ import annotations

from datetime import date, datetime

from pound_desk.language import translate
from pound_desk.law import parties
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, Case
from pound_desk.models.disposal import (
    OwnerAccount,
    OwnerRefusal,
    Settlement,
)
from pound_desk.services.case import cases
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.office import keepers

REFUSAL_CAPACITIES = parties.OWNER_OR_AGENT


def latest_refusal(case: Case, at: datetime | None = None) -> OwnerRefusal | None:
    q = OwnerRefusal.select().where(OwnerRefusal.case == case)
    if at is not None:
        q = q.where(OwnerRefusal.at <= at)
    return q.order_by(OwnerRefusal.at.desc(), OwnerRefusal.id.desc()).first()


def refused_remainder(case: Case, at: datetime | None = None) -> date | None:
    """The day the owner last refused the remaining cattle and the balance (s. 15(5))."""

    q = (OwnerAccount.select().join(Settlement)
         .where(Settlement.case == case, OwnerAccount.accepted == False))  # noqa: E712 (peewee)
    if at is not None:
        q = q.where(OwnerAccount.at <= at)
    row = q.order_by(OwnerAccount.at.desc()).first()
    return row.at.date() if row else None


def cases_with_refused_remainder(case_ids: list[int]) -> set[int]:
    return {row.case_id for row in Settlement.select(Settlement.case).join(OwnerAccount)
            .where(Settlement.case.in_(case_ids), OwnerAccount.accepted == False)}  # noqa: E712 (peewee)


def refusal_id(case_no: str, at: datetime, claimant_name: str, claimant_capacity: str = "owner",
               statement: str = "", now: datetime | None = None) -> int:
    """``record_refusal`` for the desktop: the id of the refusal recorded."""
    return record_refusal(case_no, at, claimant_name, claimant_capacity, statement, now).id


def record_refusal(case_no: str, at: datetime, claimant_name: str, claimant_capacity: str = "owner",
                   statement: str = "", now: datetime | None = None) -> OwnerRefusal:
    """s. 15(1): the owner or agent appeared and refused or omitted to pay the
    fines and charges; the cattle may then be sold, as many as necessary."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    claimant_name, statement = clean(claimant_name), clean(statement)
    problems: list[Problem] = []
    if not claimant_name:
        problems.append(Problem("claimant_name", translate("unclaimed", "Give the name of the person who appeared")))
    if claimant_capacity not in REFUSAL_CAPACITIES:
        problems.append(Problem("claimant_capacity", translate("unclaimed", "The owner or the owner's agent")))
    if at > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("unclaimed", "A refusal cannot be recorded in the future")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        case = cases.find(case_no)
        cv = cases.view(case)
        if at < cv.brought_at:
            raise Invalid([Problem("at", translate(
                "unclaimed", "The cattle were brought at {brought_at}; a refusal cannot be before that").format(
                    brought_at=f"{cv.brought_at:%d-%m-%Y %H:%M}"))])
        if not cases.held_at(cv, at):
            raise ServiceError(translate("unclaimed", "No cattle of case {case_no} were in the pound at {at}").format(
                case_no=cv.case_no, at=f"{at:%d-%m-%Y %H:%M}"))
        return OwnerRefusal.create(case=case, at=at, claimant_name=claimant_name,
                                   claimant_capacity=claimant_capacity, statement=statement)
