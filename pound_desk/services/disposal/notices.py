"""The notice of cattle unclaimed (s. 13(2)) as recorded: its number, its
affixing and proclamations, each recorded once, and the first day its
cattle may be sold (s. 13(3), rules.md Q11)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.language import pick, translate
from pound_desk.law import disposal
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB, Case
from pound_desk.models.disposal import (
    Notice,
    NoticeEvent,
)
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, NotFound
from pound_desk.services.office import keepers, settings

NOTICE_EVENTS = {"affixed": ("Affixed at the office", "ഓഫീസിൽ പതിച്ചു"),
                 "village": ("Proclaimed by beat of drum in the village", "ഗ്രാമത്തിൽ ചെണ്ടകൊട്ടി വിളംബരം ചെയ്തു"),
                 "market": ("Proclaimed by beat of drum in the market place", "ചന്തയിൽ ചെണ്ടകൊട്ടി വിളംബരം ചെയ്തു")}


@dataclass(frozen=True)
class NoticeState:
    """When a notice was affixed and proclaimed, and the first day its
    cattle may be sold (s. 13(3), Q11: the day after the seventh day from
    the later of the three; None until all three are recorded)."""
    number: str
    issued_on: date
    affixed: date | None
    village: date | None
    market: date | None
    earliest_sale: date | None

    @property
    def complete(self) -> bool:
        return None not in (self.affixed, self.village, self.market)

    @property
    def missing(self) -> tuple[str, ...]:
        return tuple(e for e in NOTICE_EVENTS if getattr(self, e) is None)


def state_of(notice: Notice, on: dict[str, date], closed=None) -> NoticeState:
    """``on``: the day of each event recorded; ``closed``: the office's
    calendar, read here when not handed in and needed."""
    affixed, village, market = on.get("affixed"), on.get("village"), on.get("market")
    earliest = None
    if None not in (affixed, village, market):
        earliest = disposal.earliest_sale(affixed, [village, market],
                                          closed if closed is not None else settings.closed_days())
    return NoticeState(notice_number(notice), notice.issued_on, affixed, village, market, earliest)


def event_name(event: str) -> str:
    """An event of the notice ("affixed at the office") in the language on
    screen, to stand inside a sentence."""
    en, ml = NOTICE_EVENTS[event]
    return pick(en.lower(), ml)


def latest_notice(case: Case, by: date | None = None) -> Notice | None:
    """The case's newest notice (issued by the day ``by``, when given)."""
    q = Notice.select().where(Notice.case == case)
    if by is not None:
        q = q.where(Notice.issued_on <= by)
    return q.order_by(Notice.issued_on.desc(), Notice.id.desc()).first()


def notice_state(notice: Notice, by: date | None = None) -> NoticeState:
    """When the notice was affixed and proclaimed (as recorded by the end
    of ``by``, when given)."""
    q = NoticeEvent.select().where(NoticeEvent.notice == notice)
    if by is not None:
        q = q.where(NoticeEvent.on <= by)
    return state_of(notice, {e.event: e.on for e in q})


def notice_number(notice: Notice) -> str:
    return f"N-{notice.id}"


def find_notice(notice: Notice | int) -> Notice:
    if isinstance(notice, Notice):
        return notice
    row = Notice.get_or_none(Notice.id == notice)
    if row is None:
        raise NotFound(translate("unclaimed", "No notice N-{id}").format(id=notice))
    return row


def record_event(notice: Notice | int, event: str, on: date, by_whom: str, place: str = "",
                 now: datetime | None = None) -> NoticeEvent:
    """The notice affixed at the office, or proclaimed in the village or the
    market place, on a day and by whom. Each is recorded once: a record of
    the notice is not changed afterwards."""
    now = now or clock.now()
    by_whom, place = clean(by_whom), clean(place)
    problems: list[Problem] = []
    if event not in NOTICE_EVENTS:
        problems.append(Problem("event", translate("unclaimed",
                                                   "Affixed, or proclaimed in the village or the market place")))
    if not by_whom:
        problems.append(Problem("by_whom", translate("unclaimed", "Say who affixed or proclaimed it")))
    if on > now.date():
        problems.append(Problem("on", translate("unclaimed", "This cannot be recorded for a day still to come")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        notice = find_notice(notice)
        if on < notice.issued_on:
            raise Invalid([Problem("on", translate(
                "unclaimed", "The notice was issued on {issued_on}; it cannot have been {event} before that").format(
                    issued_on=f"{notice.issued_on:%d-%m-%Y}", event=event_name(event)))])
        earlier = NoticeEvent.get_or_none(NoticeEvent.notice == notice, NoticeEvent.event == event)
        if earlier is not None:
            raise Invalid([Problem("event", translate(
                "unclaimed", "Already recorded: {event} on {on} by {by_whom}. A record of the notice is not "
                "changed; if it is wrong, issue a fresh notice on the Director's or the local authority's order")
                .format(event=event_name(event), on=f"{earlier.on:%d-%m-%Y}",
                        by_whom=earlier.by_whom or translate("unclaimed", "not stated")))])
        default = {"affixed": notice.issued_by, "village": notice.village, "market": notice.market}[event]
        return NoticeEvent.create(notice=notice, event=event, on=on, place=place or default, by_whom=by_whom)
