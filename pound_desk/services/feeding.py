"""The daily feeding and watering log (s. 8), per head."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta

from pound_desk.language import translate
from pound_desk.law.seizure import clean
from pound_desk.models import DB, Case, FeedingEntry, Head, held
from pound_desk.services import clock
from pound_desk.services.errors import ServiceError


def held_heads_on(day: date, case_ids: list[int] | None = None):
    """Heads in the pound at some time on ``day``: brought by its end and not
    released before it began."""
    end = datetime.combine(day + timedelta(days=1), time())
    start = datetime.combine(day, time())
    q = (Head.select(Head, Case).join(Case)
         .where(Head.id.in_(held.heads_in_at(start)), Case.brought_at < end))
    if case_ids is not None:
        q = q.where(Case.id.in_(case_ids))
    return q


def log(day: date, case_nos: list[str] | None = None, fed: bool = True, watered: bool = True,
        note: str = "", now: datetime | None = None) -> int:
    """Record that the held heads (of the given cases, or all) were fed and
    watered on ``day``. Heads already logged for the day are left as they
    are. Returns the number of heads newly logged."""
    now = now or clock.now()
    if day > now.date():
        raise ServiceError(translate("feeding", "Feeding cannot be logged for a day that has not come"))
    if not (fed or watered):
        raise ServiceError(translate("feeding", "Log at least one of fed or watered"))
    with DB.atomic("IMMEDIATE"):
        ids = None
        if case_nos is not None:
            ids = [c.id for c in Case.select(Case.id).where(Case.case_no.in_(case_nos))]
            if len(ids) != len(set(case_nos)):
                raise ServiceError(translate("feeding", "Some of those cases are not in the register"))
        # on the day itself, only heads already brought can have been fed
        heads = held_heads_on(day, ids).where(Case.brought_at <= now)
        done = {f.head_id for f in FeedingEntry.select(FeedingEntry.head).where(FeedingEntry.day == day)}
        new = [h for h in heads if h.id not in done]
        for h in new:
            FeedingEntry.create(head=h, day=day, fed=fed, watered=watered, note=clean(note),
                                logged_at=now)
        return len(new)


def unfed_case_nos(day: date) -> list[str]:
    """Cases with a head held on ``day`` and not logged as fed that day."""
    logged = FeedingEntry.select(FeedingEntry.head).where(FeedingEntry.day == day)
    q = (held_heads_on(day).where(Head.id.not_in(logged))
         .select(Case.case_no, Case.brought_at).distinct().order_by(Case.brought_at))
    return [row.case.case_no for row in q]
