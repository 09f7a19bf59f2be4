"""The daily feeding and watering log (s. 8), per head."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta

from pound_desk.language import translate
from pound_desk.law import custody
from pound_desk.law.custody import Neglect
from pound_desk.law.problems import clean
from pound_desk.models import DB, Case, FeedingEntry, Head, held
from pound_desk.services.case import late_entries
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError


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
        note: str = "", now: datetime | None = None, late_reason: str = "") -> int:
    """Record that the held heads (of the given cases, or all) were fed and/or
    watered on ``day``. Feeding and watering are two duties (s. 8): a head
    already logged for the day takes a new entry only for a duty its entries
    do not yet show. Returns the number of heads newly logged. A day whose
    end is earlier than ``now`` by more than the office's margin needs
    ``late_reason``, kept with each entry (late_entries)."""
    now = now or clock.now()
    if day > now.date():
        raise ServiceError(translate("feeding", "Feeding cannot be logged for a day that has not come"))
    late_entries.require(day, late_reason, now)
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
        done = _duties_done(day)
        new = [h for h in heads
               if (fed and not done.get(h.id, (False, False))[0])
               or (watered and not done.get(h.id, (False, False))[1])]
        for h in new:
            entry = FeedingEntry.create(head=h, day=day, fed=fed, watered=watered, note=clean(note),
                                        logged_at=now)
            late_entries.record("feeding", entry.id, day, late_reason, now)
        return len(new)


def _duties_done(day: date) -> dict[int, tuple[bool, bool]]:
    """head id -> (fed, watered) on ``day``, over all its entries of the day."""
    done: dict[int, tuple[bool, bool]] = {}
    for f in FeedingEntry.select(FeedingEntry.head, FeedingEntry.fed, FeedingEntry.watered).where(
            FeedingEntry.day == day):
        was_fed, was_watered = done.get(f.head_id, (False, False))
        done[f.head_id] = (was_fed or bool(f.fed), was_watered or bool(f.watered))
    return done


def neglected(day: date) -> list[Neglect]:
    """Cases with a head held on ``day`` not logged as fed, or not logged as
    watered, that day: each is a duty of its own (s. 8; law/custody.py decides)."""
    done = _duties_done(day)
    q = held_heads_on(day).select(Head.id, Case.case_no, Case.brought_at).order_by(Case.brought_at, Case.id)
    return custody.neglected((h.case.case_no, *done.get(h.id, (False, False))) for h in q)


def unfed_case_nos(day: date) -> list[str]:
    """Cases with a head held on ``day`` and not logged as both fed and
    watered that day."""
    return [n.case_no for n in neglected(day)]
