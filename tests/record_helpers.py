"""Helpers for the storage and workflow tests: a seizure entered at the desk."""
from __future__ import annotations

from datetime import date, datetime, timedelta

from pound_desk.law.kinds import implied_sex
from pound_desk.law.money import Money
from pound_desk.law.rates import RateEntry, RateType
from pound_desk.law.seizure import HeadDraft, SeizureDraft
from pound_desk.models import Case
from pound_desk.services.case import seizures

# The pound and rates that tests/conftest.py's ``pound`` fixture sets up
# (repeated here: a module named conftest cannot be imported reliably).
POUND_AREA = "Nedumangad"
OTHER_AREA = "Aruvikkara"
FINE_REF = "G.O.(P) 112/2019/LSGD"
FEED_REF = "Council resolution 45/2023"


def draft(brought: datetime, kinds=("cow",), seized: datetime | None = None, owner: str = "",
          local_area: str = "Nedumangad", ear_tags=None) -> SeizureDraft:
    tags = list(ear_tags) if ear_tags is not None else [""] * len(kinds)
    return SeizureDraft(
        brought_at=brought, seized_at=seized or brought - timedelta(hours=2),
        seized_place="Manjadi paddy field", local_area=local_area, basis="s9",
        seizer_name="Ramachandran", seizer_residence="Manjadi", seizer_capacity="cultivator",
        owner_name=owner, owner_residence="Karakulam" if owner else "",
        heads=[HeadDraft(kind, implied_sex(kind) or "female", "brown", "", tag) for kind, tag in zip(kinds, tags)],
    )


def seize(brought: datetime, kinds=("cow",), seized: datetime | None = None, owner: str = "",
          local_area: str = "Nedumangad", ear_tags=None, now: datetime | None = None,
          without_fine_scale: bool = True) -> Case:
    """Register a seizure as entered at the desk a few minutes after it was brought
    (a head with no fine scale, such as a pig, as agreed to at the desk)."""
    return seizures.register(draft(brought, kinds, seized, owner, local_area, ear_tags),
                             now=now or brought + timedelta(minutes=5),
                             without_fine_scale=without_fine_scale)


def base_rates() -> list[RateEntry]:
    """The rates the ``pound`` fixture sets up (pigs have none)."""
    start = date(2020, 1, 1)
    out = []
    for kind, fine, feed in (("cow", 200, 60), ("ox", 200, 60), ("buffalo", 250, 70),
                             ("goat", 100, 30)):
        out.append(RateEntry(RateType.FINE, POUND_AREA, kind, Money.of_rupees(fine), start, FINE_REF))
        out.append(RateEntry(RateType.FINE, OTHER_AREA, kind, Money.of_rupees(fine), start, FINE_REF))
        out.append(RateEntry(RateType.FEEDING, POUND_AREA, kind, Money.of_rupees(feed), start, FEED_REF))
    return out
