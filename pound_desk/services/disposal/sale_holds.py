"""What holds a case's cattle from a lot or a sale besides its footing: a
complaint pending (s. 19, rules.md Q16), and on the s. 15 path a settlement
after the owner's refusal (s. 15(1), (5))."""
from __future__ import annotations

from datetime import date, datetime

from pound_desk.language import translate
from pound_desk.law import complaints as law_complaints
from pound_desk.models import Case
from pound_desk.models.disposal import OwnerAccount, Settlement
from pound_desk.services.disposal.refusals import latest_refusal
from pound_desk.services.disputes import awaiting, complaints


def hold_problems(case: Case, on: date) -> list[str]:
    pending = awaiting.pending(case, on)
    if law_complaints.sale_held(bool(pending), complaints.sale_allowed_despite(case) is not None):
        c = pending[0]
        return [translate("auctions", "Case {case_no}: a complaint by {complainant} filed on {filed_on} is "
                          "pending before {authority}; sales are held until it is decided, or a written order "
                          "allows the sale (s. 19)").format(
            case_no=case.case_no, complainant=c.complainant, filed_on=f"{c.filed_on:%d-%m-%Y}",
            authority=c.authority)]
    return []


def settled_s15(case: Case, at: datetime) -> list[str]:
    """On the s. 15 path, a settlement after the owner's refusal ends the
    sales: the rest goes back to him with the account, or, if he refuses it,
    is unclaimed and waits for a notice (s. 15(5))."""

    refusal = latest_refusal(case, at)
    if refusal is None:
        return []
    s = (Settlement.select().where(Settlement.case == case, Settlement.path == "s15",
                                   Settlement.at >= refusal.at, Settlement.at <= at)
         .order_by(Settlement.at.desc(), Settlement.id.desc()).first())
    if s is None:
        return []
    account = OwnerAccount.get_or_none(OwnerAccount.settlement == s)
    if account is not None and not account.accepted:
        return [translate("auctions", "Case {case_no}: the owner refused the remaining cattle on {refused_on}; "
                          "they are deemed unclaimed and are sold only after a notice under s. 13(2) "
                          "(s. 15(5))").format(case_no=case.case_no, refused_on=f"{account.at:%d-%m-%Y}")]
    return [translate("auctions", "Case {case_no}: settled on {settled_on}; no more of the owner's cattle are "
                      "sold (s. 15(1)); the rest go back to him with the account (s. 15(3))").format(
        case_no=case.case_no, settled_on=f"{s.at:%d-%m-%Y}")]
