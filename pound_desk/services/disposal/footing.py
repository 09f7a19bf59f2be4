"""On what footing a case's cattle may be sold at a moment: unclaimed after
the notice (s. 13(3)), or on the owner's refusal to pay (s. 15(1)); or why
not yet."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.language import translate
from pound_desk.law import bases, disposal
from pound_desk.law.problems import Problem
from pound_desk.models import Case
from pound_desk.services.disposal.notices import event_name, latest_notice, notice_state
from pound_desk.services.disposal.refusals import latest_refusal, refused_remainder
from pound_desk.services.disputes import release_orders


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
    or after a refusal under s. 15(5)) decides the path (``disposal.sale_path``);
    a notice's path waits for its affixing, proclamations and seven days."""

    contest = release_orders.contest(case)
    if contest is not None and contest.raised_on <= at.date() and not bases.may_leave_while_contested(bases.SALE):
        return SaleFooting("", (Problem("case", translate(
            "unclaimed", "Case {case_no}: the ownership is contested ({claimants}); the cattle are held and "
            "leave only on a written order stating reasons (s. 18(2))").format(
                case_no=case.case_no, claimants=contest.claimants)),))
    notice = latest_notice(case, at.date())
    refusal = latest_refusal(case, at)
    remainder = refused_remainder(case, at)
    path = disposal.sale_path(refusal.at.date() if refusal else None, notice.issued_on if notice else None,
                              remainder)
    if path == "remainder":
        return SaleFooting("", (Problem("case", translate(
            "unclaimed", "Case {case_no}: the owner refused the remaining cattle on {refused_on}; they are "
            "deemed unclaimed (s. 15(5)) and are sold only after a notice under s. 13(2) and its seven days").format(
                case_no=case.case_no, refused_on=f"{remainder:%d-%m-%Y}")),))
    if path == "s15":
        return SaleFooting("s15")
    if not path:
        return SaleFooting("", (Problem("case", translate(
            "unclaimed", "Case {case_no}: no notice under s. 13(2) has been issued, and the owner has not "
            "refused to pay (s. 15(1)); the cattle cannot be sold").format(case_no=case.case_no)),))
    state = notice_state(notice, at.date())
    if not state.complete:
        names = ", ".join(event_name(m) for m in state.missing)
        return SaleFooting("", (Problem("case", translate(
            "unclaimed", "Case {case_no}: the notice is not yet {events}; the seven days run from the "
            "later of the affixing and the proclamations (s. 13(3))").format(case_no=case.case_no, events=names)),))
    earliest = state.earliest_sale
    if at.date() < earliest:
        days = (earliest - at.date()).days
        if days == 1:
            early = translate("unclaimed", "Case {case_no}: the cattle may be sold from {earliest}, seven clear "
                              "days after the notice (s. 13(3)); this is 1 day early")
        else:
            early = translate("unclaimed", "Case {case_no}: the cattle may be sold from {earliest}, seven clear "
                              "days after the notice (s. 13(3)); this is {days} days early")
        return SaleFooting("", (Problem("case", early.format(
            case_no=case.case_no, earliest=f"{earliest:%d-%m-%Y}", days=days)),), earliest)
    return SaleFooting("s13", earliest=earliest)
