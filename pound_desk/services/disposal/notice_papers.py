"""The notices as the screens list them, and their papers: the notice and
the proclamation by beat of drum (s. 13(2))."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time
from pathlib import Path

from pound_desk.documents import render
from pound_desk.documents.unclaimed_data import (
    NoticeDoc,
    NoticeHeadLine,
)
from pound_desk.language import translate
from pound_desk.models import Case
from pound_desk.models.disposal import (
    Auction,
    Lot,
    LotHead,
    Notice,
    NoticeEvent,
)
from pound_desk.models.records import NoticeSale
from pound_desk.services.case import cases, photos
from pound_desk.services.desk import kept
from pound_desk.services.desk.errors import NotFound
from pound_desk.services.disposal.notices import NOTICE_EVENTS, NoticeState, find_notice, notice_number, state_of
from pound_desk.services.office import pound, settings
from pound_desk.services.office.roles import REPORT_TO


@dataclass(frozen=True)
class NoticeEventLine:
    event: str               # NOTICE_EVENTS
    on: date
    place: str
    by_whom: str


@dataclass(frozen=True)
class NoticeLine:
    """A notice as the screens show it: its case's number, what was
    recorded of it (in the order of NOTICE_EVENTS) and its state."""
    id: int
    number: str
    case_no: str
    issued_on: date
    issued_by: str
    village: str
    market: str
    events: tuple[NoticeEventLine, ...]
    state: NoticeState


def _notice_lines(notices_q, events_q) -> list[NoticeLine]:
    """The notices of ``notices_q`` (their case joined) with the events of
    ``events_q`` and the office's calendar: three queries in all."""
    rows = list(notices_q)
    if not rows:
        return []
    order = list(NOTICE_EVENTS)
    events: dict[int, list[NoticeEventLine]] = {}
    for e in events_q:
        events.setdefault(e.notice_id, []).append(NoticeEventLine(e.event, e.on, e.place, e.by_whom))
    closed = settings.closed_days()
    out = []
    for n in rows:
        done = tuple(sorted(events.get(n.id, ()), key=lambda e: order.index(e.event)))
        out.append(NoticeLine(n.id, notice_number(n), n.case.case_no, n.issued_on, n.issued_by, n.village,
                              n.market, done, state_of(n, {e.event: e.on for e in done}, closed)))
    return out


def notice_lines() -> list[NoticeLine]:
    """Every notice, the newest first."""
    return _notice_lines(Notice.select(Notice, Case).join(Case)
                         .order_by(Notice.issued_on.desc(), Notice.id.desc()),
                         NoticeEvent.select())


def notice_line(notice_id: int) -> NoticeLine:
    found = _notice_lines(Notice.select(Notice, Case).join(Case).where(Notice.id == notice_id),
                          NoticeEvent.select().where(NoticeEvent.notice == notice_id))
    if not found:
        raise NotFound(translate("unclaimed", "No notice N-{id}").format(id=notice_id))
    return found[0]


def notice_doc(notice: Notice | int):
    notice = find_notice(notice)
    cv = cases.view(notice.case)
    by_id = {h.id: h for h in cv.heads}
    noticed = sorted((by_id[nh.head_id] for nh in notice.heads), key=lambda h: h.seq)
    heads = tuple(NoticeHeadLine(h.seq, h.kind_en, h.kind_ml, h.sex, h.colour, h.marks, h.ear_tag)
                  for h in noticed)
    en, ml = REPORT_TO.get(notice.issuer_role, ("", ""))
    sale_place, sale_at = sale_of(notice)
    return NoticeDoc(pound.header(), notice_number(notice), cv.case_no, notice.issued_on, notice.issued_by,
                     en, ml, notice.cause, cv.seized_at, cv.seized_place, cv.local_area, cv.brought_at,
                     notice.village, notice.market, heads, sale_place, sale_at,
                     photos.printed(cv.id, noticed))   # an owner knows his cow by sight


def sale_of(notice: Notice) -> tuple[str, datetime | None]:
    """The place and the day and hour of the sale the notice announces: the
    auction scheduled for its heads, or what was entered with the notice."""
    head_ids = [nh.head_id for nh in notice.heads]
    auction = (Auction.select().join(Lot).join(LotHead)
               .where(LotHead.head.in_(head_ids), Auction.held_at >= datetime.combine(notice.issued_on, time()))
               .order_by(Auction.held_at).first()) if head_ids else None
    if auction is not None:
        return auction.place, auction.held_at
    entered = NoticeSale.get_or_none(NoticeSale.notice == notice)
    return (entered.place, entered.sale_at) if entered else ("", None)


def print_notice(notice: Notice | int) -> Path:
    doc = notice_doc(notice)
    return kept.keep("notice", f"{doc.number} case {doc.case_no}", render.pdf(doc))


def print_proclamation(notice: Notice | int) -> Path:
    doc = notice_doc(notice)
    return kept.keep("proclamation", f"{doc.number} case {doc.case_no}", render.pdf(doc, "proclamation"))
