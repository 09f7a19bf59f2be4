"""Who is pound-keeper on a day, and whether in office (s. 5): read from the
local authority's orders of appointment, suspension, reinstatement and
removal. The desk's users need it (a keeper's account acts only while its
keeper is in office, s. 5(3)); recording the orders is the office's
(services/office/keepers.py)."""
from __future__ import annotations

from datetime import date

from pound_desk.law import keepers
from pound_desk.law.keepers import KeeperOrder, Standing
from pound_desk.models import Pound
from pound_desk.models.office import KeeperEvent
from pound_desk.services.desk.errors import NotSetUp


def _pound() -> Pound:
    pound = Pound.select().order_by(Pound.id).first()
    if pound is None:
        raise NotSetUp()
    return pound


def events() -> list[KeeperOrder]:
    return [KeeperOrder(e.name, e.event, e.effective_on, e.reference)
            for e in KeeperEvent.select().order_by(KeeperEvent.effective_on, KeeperEvent.id)]


def standing(on: date) -> Standing:
    """Who is pound-keeper on ``on``, and whether in office (decided by
    ``law.keepers.standing`` from the orders recorded)."""
    orders = events()
    return keepers.standing(orders, on, "" if orders else _pound().keeper_name)
