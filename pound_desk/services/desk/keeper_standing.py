"""Who is pound-keeper on a day, and whether in office (s. 5): read from the
local authority's orders of appointment, suspension, reinstatement and
removal. The desk's users need it (a keeper's account acts only while its
keeper is in office, s. 5(3)); recording the orders is the office's
(services/office/keepers.py)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from pound_desk.models import Pound
from pound_desk.models.office import KeeperEvent
from pound_desk.services.desk.errors import NotSetUp


def _pound() -> Pound:
    pound = Pound.select().order_by(Pound.id).first()
    if pound is None:
        raise NotSetUp()
    return pound


@dataclass(frozen=True)
class Standing:
    name: str
    state: str       # in_office | suspended | removed | none
    since: date | None
    reference: str


@dataclass(frozen=True)
class KeeperOrder:
    """An order of the local authority about the pound-keeper (s. 5)."""
    name: str
    event: str        # appointed | suspended | reinstated | removed
    effective_on: date
    reference: str


def events() -> list[KeeperOrder]:
    return [KeeperOrder(e.name, e.event, e.effective_on, e.reference)
            for e in KeeperEvent.select().order_by(KeeperEvent.effective_on, KeeperEvent.id)]


def standing(on: date) -> Standing:
    """Who is pound-keeper on ``on``, and whether in office. Before any
    appointment is recorded, the keeper named at set-up is taken as in office."""
    history = [e for e in events() if e.effective_on <= on]
    if not history:
        if KeeperEvent.select().exists():
            return Standing("", "none", None, "")
        return Standing(_pound().keeper_name, "in_office", None, "")
    last = history[-1]
    state = {"appointed": "in_office", "reinstated": "in_office", "suspended": "suspended",
             "removed": "removed"}[last.event]
    return Standing(last.name, state, last.effective_on, last.reference)
