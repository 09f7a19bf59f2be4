"""The pound-keeper's appointment history (s. 5): appointed by the local
authority, and suspended, reinstated or removed by it. A keeper who is
suspended or removed cannot make register, receipt or release entries."""
from __future__ import annotations

from datetime import date, datetime

from pound_desk.language import translate
from pound_desk.law import keepers as law_keepers
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB, Pound
from pound_desk.models.office import KeeperEvent
from pound_desk.services.desk import users
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.desk.keeper_standing import events, standing
from pound_desk.services.office.pound import the_pound

EVENTS = {
    "appointed": ("Appointed (s. 5(1))", "നിയമിച്ചു (വകുപ്പ് 5(1))"),
    "suspended": ("Suspended (s. 5(3))", "സസ്പെൻഡ് ചെയ്തു (വകുപ്പ് 5(3))"),
    "reinstated": ("Suspension ended", "സസ്പെൻഷൻ അവസാനിച്ചു"),
    "removed": ("Removed (s. 5(3))", "നീക്കം ചെയ്തു (വകുപ്പ് 5(3))"),
}


class KeeperBarred(ServiceError):
    """No pound-keeper is in office: nothing is entered."""


def require_in_office(at: datetime | date) -> str:
    """The keeper's name, or KeeperBarred when the keeper on that day is
    suspended or removed, or none is appointed."""
    users.require_may_change(translate("keepers", "An entry in the register (s. 5(3))"))
    on = at.date() if isinstance(at, datetime) else at
    s = standing(on)
    if s.may_act:
        return s.name
    if s.state == "none":
        raise KeeperBarred(translate("keepers", "No pound-keeper is appointed on {day}: record the appointment "
                                                "(s. 5(1)) before making entries").format(day=f"{on:%d-%m-%Y}"))
    text = (translate("keepers", "The pound-keeper {name} was suspended from {since} ({reference}) and cannot "
                                 "make register, receipt or release entries (s. 5(3))") if s.state == "suspended"
            else translate("keepers", "The pound-keeper {name} was removed from {since} ({reference}) and cannot "
                                      "make register, receipt or release entries (s. 5(3))"))
    raise KeeperBarred(text.format(name=s.name, since=f"{s.since:%d-%m-%Y}", reference=s.reference))


def record(name: str, event: str, effective_on: date, reference: str) -> KeeperEvent:
    """Record an order about the keeper, in date order: one keeper in charge
    at a time (s. 5(1))."""
    users.require("supervisor", translate("keepers", "Recording an order about the pound-keeper (s. 5)"))
    name, reference = clean(name), clean(reference)
    problems = []
    if event not in EVENTS:
        problems.append(Problem("event", translate("keepers", "Choose appointed, suspended, reinstated or removed")))
    if not name:
        problems.append(Problem("name", translate("keepers", "The pound-keeper's name is required")))
    if not reference:
        problems.append(Problem("reference", translate("keepers", "Give the local authority's order number")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        later = [e for e in events() if e.effective_on > effective_on]
        if later:
            raise Invalid([Problem("effective_on", translate("keepers", "An order from {day} is already recorded; "
                                                                       "orders are recorded in date order")
                                   .format(day=f"{later[-1].effective_on:%d-%m-%Y}"))])
        s = standing(effective_on) if KeeperEvent.select().exists() else law_keepers.NO_KEEPER
        found = law_keepers.order_problems(s, name, event, effective_on)
        if found:
            raise Invalid(found)
        row = KeeperEvent.create(name=name, event=event, effective_on=effective_on, reference=reference)
        if event == "appointed":
            # documents copy the keeper's name from the pound's particulars
            Pound.update(keeper_name=name).where(Pound.id == the_pound().id).execute()
        return row
