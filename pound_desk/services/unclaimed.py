"""Cattle not claimed (s. 13) and cattle whose owner will not pay (s. 15(1)):
the state of a case's notice, and on what footing its cattle may be sold
at a moment."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.law import disposal
from pound_desk.law.seizure import Problem
from pound_desk.models import Case
from pound_desk.models.disposal import Notice, NoticeEvent, OwnerRefusal
from pound_desk.services import settings

NOTICE_EVENTS = {"affixed": ("Affixed at the office", "ഓഫീസിൽ പതിച്ചു"),
                 "village": ("Proclaimed by beat of drum in the village", "ഗ്രാമത്തിൽ ചെണ്ടകൊട്ടി വിളംബരം ചെയ്തു"),
                 "market": ("Proclaimed by beat of drum in the market place", "ചന്തയിൽ ചെണ്ടകൊട്ടി വിളംബരം ചെയ്തു")}


@dataclass(frozen=True)
class NoticeState:
    notice: Notice
    affixed: date | None
    village: date | None
    market: date | None

    @property
    def complete(self) -> bool:
        return None not in (self.affixed, self.village, self.market)

    @property
    def missing(self) -> tuple[str, ...]:
        return tuple(e for e in NOTICE_EVENTS if getattr(self, e) is None)

    @property
    def earliest_sale(self) -> date | None:
        """s. 13(3), Q11: the day after the seventh day from the later of the
        affixing and the proclamations; unknown until all three are recorded."""
        if not self.complete:
            return None
        return disposal.earliest_sale(self.affixed, [self.village, self.market], settings.closed_days())


def latest_notice(case: Case) -> Notice | None:
    return (Notice.select().where(Notice.case == case)
            .order_by(Notice.issued_on.desc(), Notice.id.desc()).first())


def notice_state(notice: Notice) -> NoticeState:
    on = {e.event: e.on for e in NoticeEvent.select().where(NoticeEvent.notice == notice)}
    return NoticeState(notice, on.get("affixed"), on.get("village"), on.get("market"))


def latest_refusal(case: Case, at: datetime | None = None) -> OwnerRefusal | None:
    q = OwnerRefusal.select().where(OwnerRefusal.case == case)
    if at is not None:
        q = q.where(OwnerRefusal.at <= at)
    return q.order_by(OwnerRefusal.at.desc(), OwnerRefusal.id.desc()).first()


@dataclass(frozen=True)
class SaleFooting:
    """Whether a case's cattle may be sold at a moment: ``path`` is s13
    (unclaimed, after the notice) or s15 (the owner refused to pay), or ""
    with ``problems`` saying why not."""

    path: str
    problems: tuple[Problem, ...] = ()
    earliest: date | None = None


def sale_footing(case: Case, at: datetime) -> SaleFooting:
    """The newest of the owner's refusal (s. 15(1)) and a notice (s. 13(2),
    or after a refusal under s. 15(5)) decides the path."""
    notice = latest_notice(case)
    refusal = latest_refusal(case, at)
    notice_newer = notice is not None and (refusal is None or notice.issued_on >= refusal.at.date())
    if refusal is not None and not notice_newer:
        return SaleFooting("s15")
    if notice is None:
        return SaleFooting("", (Problem("case", (
            f"Case {case.case_no}: no notice under s. 13(2) has been issued, and the owner has not "
            "refused to pay (s. 15(1)); the cattle cannot be sold")),))
    state = notice_state(notice)
    if not state.complete:
        names = ", ".join(NOTICE_EVENTS[m][0].lower() for m in state.missing)
        return SaleFooting("", (Problem("case", (
            f"Case {case.case_no}: the notice is not yet {names}; the seven days run from the "
            "later of the affixing and the proclamations (s. 13(3))")),))
    earliest = state.earliest_sale
    if at.date() < earliest:
        days = (earliest - at.date()).days
        return SaleFooting("", (Problem("case", (
            f"Case {case.case_no}: the cattle may be sold from {earliest:%d-%m-%Y}, seven clear days "
            f"after the notice (s. 13(3)); this is {days} day{'s' if days != 1 else ''} early")),),
            earliest)
    return SaleFooting("s13", earliest=earliest)
