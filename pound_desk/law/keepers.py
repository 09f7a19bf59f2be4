"""The pound-keeper (s. 5): one keeper in charge of a pound, appointed by
the local authority, which may suspend or remove him (s. 5(3)); a keeper
suspended or removed makes no register, receipt or release entry. The
orders are the register's; who is keeper on a day, and whether he may act,
is decided here from them."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from pound_desk.law.problems import Problem
from pound_desk.law.words import translate

EVENTS = ("appointed", "suspended", "reinstated", "removed")
# the state each order leaves the keeper in
_STATE_AFTER = {"appointed": "in_office", "reinstated": "in_office", "suspended": "suspended",
                "removed": "removed"}


@dataclass(frozen=True)
class KeeperOrder:
    """An order of the local authority about the pound-keeper (s. 5)."""
    name: str
    event: str        # EVENTS
    effective_on: date
    reference: str


@dataclass(frozen=True)
class Standing:
    name: str
    state: str       # in_office | suspended | removed | none
    since: date | None
    reference: str

    @property
    def may_act(self) -> bool:
        """s. 5(3): only a keeper in office makes register, receipt or
        release entries."""
        return self.state == "in_office"


def standing(orders: list[KeeperOrder], on: date, named_at_set_up: str) -> Standing:
    """Who is pound-keeper on ``on`` by the orders (in the order they took
    effect). Before any order is recorded the keeper named when the pound was
    set up is taken as in office; once orders are kept, a day before the
    first has no keeper."""
    history = [o for o in orders if o.effective_on <= on]
    if not history:
        if orders:
            return Standing("", "none", None, "")
        return Standing(named_at_set_up, "in_office", None, "")
    last = history[-1]
    return Standing(last.name, _STATE_AFTER[last.event], last.effective_on, last.reference)


NO_KEEPER = Standing("", "none", None, "")


def order_problems(s: Standing, name: str, event: str, effective_on: date) -> list[Problem]:
    """s. 5(1), (3): whether an order about ``name`` may follow the keeper's
    standing ``s`` on its day: one keeper in charge at a time, and only the
    keeper in charge is suspended, reinstated or removed."""
    same = s.state != "none" and s.name.casefold() == name.casefold()
    if event != "appointed":
        if not same:
            return [Problem("name", translate("keepers", "{name} is not the pound-keeper on {day}")
                            .format(name=name, day=f"{effective_on:%d-%m-%Y}"))]
        if s.state == "removed":
            return [Problem("event", translate("keepers", "{name} was already removed").format(name=name))]
        if event == "suspended" and s.state == "suspended":
            return [Problem("event", translate("keepers", "{name} is already suspended").format(name=name))]
        if event == "reinstated" and s.state != "suspended":
            return [Problem("event", translate("keepers", "{name} is not suspended").format(name=name))]
    elif s.state == "in_office" and same:
        return [Problem("name", translate("keepers", "{name} is already the pound-keeper").format(name=name))]
    return []
