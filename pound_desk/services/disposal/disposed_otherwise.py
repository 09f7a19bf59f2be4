"""Disposal otherwise than by auction, on the Director's written order (s. 13
proviso)."""
from __future__ import annotations

from datetime import datetime

from pound_desk.language import translate
from pound_desk.law import bases
from pound_desk.law import ledger as law_ledger
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, Release, ReleasedHead
from pound_desk.models.disposal import OtherDisposal, WrittenOrder
from pound_desk.models.ledger import write_txn
from pound_desk.models.stored import both
from pound_desk.services.case import cases
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.disposal.footing import sale_footing
from pound_desk.services.disposal.sale_holds import hold_problems
from pound_desk.services.disputes import orders
from pound_desk.services.office import keepers

MANNERS_HINT = ("e.g. given to a goshala free of cost; sold by private treaty at the market",
                "ഉദാ: ഗോശാലയ്ക്ക് സൗജന്യമായി നൽകി")


def _order_fields(order: dict) -> dict:
    return {"authority_role": "director", "authority": order.get("authority", ""),
            "number": order.get("number", ""), "issued_on": order.get("issued_on"),
            "reasons": order.get("reasons", "")}


def disposal_problems(case_no: str, head_seqs: list[int], at: datetime, manner: str, recipient: str,
                      proceeds: Money | None, order: dict, now: datetime | None = None) -> list[Problem]:
    """Every reason ``dispose_otherwise`` would refuse, at once: the order's,
    the fields', and the heads' and the case's at that time."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    manner, recipient = clean(manner), clean(recipient)
    proceeds = proceeds or Money.zero()
    fields = _order_fields(order)
    problems = orders.order_problems("dispose_otherwise", now=now, prefix="order.", **fields)
    if not head_seqs:
        problems.append(Problem("heads", translate("auctions", "Choose the heads disposed of")))
    if not manner:
        problems.append(Problem("manner", translate("auctions", "Say how the cattle were disposed of")))
    if not recipient:
        problems.append(Problem("recipient", translate("auctions", "To whom were they delivered?")))
    if proceeds.paise < 0:
        problems.append(Problem("proceeds", translate("auctions", "The money received cannot be negative")))
    if at > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("auctions", "A disposal cannot be recorded in the future")))
    if fields["issued_on"] is not None and fields["issued_on"] > at.date():
        problems.append(Problem("order.issued_on", translate("auctions", "The order comes before the disposal")))
    case = cases.find(case_no)
    cv = cases.view(case)
    held = {h.seq for h in cases.held_at(cv, at)}
    missing = [s for s in head_seqs if s not in held]
    if missing:
        problems.append(Problem("heads", (translate(
            "auctions", "Head {seqs} of case {case_no} is not in the pound at that time") if len(missing) == 1
            else translate("auctions", "Heads {seqs} of case {case_no} are not in the pound at that time")).format(
                seqs=", ".join(map(str, missing)), case_no=cv.case_no)))
    if any(h.released_at and h.released_at > at for h in cv.heads):
        problems.append(Problem("at", translate("auctions", "A later release of this case is already recorded")))
    footing = sale_footing(case, at)
    problems += [Problem("at", p.message) for p in footing.problems]
    problems += [Problem("heads", m) for m in hold_problems(case, at.date())]
    return problems


def dispose_otherwise(case_no: str, head_seqs: list[int], at: datetime, manner: str, recipient: str,
                      proceeds: Money | None, order: dict, now: datetime | None = None) -> OtherDisposal:
    """Cattle the Director thinks unlikely to fetch a fair price, disposed of
    in the manner he orders in writing (order: authority, number, issued_on,
    reasons; made by the Director). Money received is credited to the case
    as sale proceeds. Refused with every problem at once (``disposal_problems``)."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    manner, recipient = clean(manner), clean(recipient)
    proceeds = proceeds or Money.zero()
    fields = _order_fields(order)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        problems = disposal_problems(case_no, head_seqs, at, manner, recipient, proceeds, order, now)
        if problems:
            raise Invalid(problems)
        case = cases.find(case_no)
        cv = cases.view(case)
        held = {h.seq: h for h in cases.held_at(cv, at)}
        written = orders.record("dispose_otherwise", case=case, now=now, **fields)
        release = Release.create(case=case, released_at=at, basis=bases.S13_PROVISO, receipt=None,
                                 claimant_name=recipient, claimant_capacity="recipient")
        for s in dict.fromkeys(head_seqs):
            ReleasedHead.create(release=release, head=held[s].id)
        row = OtherDisposal.create(order=written, release=release, manner=manner,
                                   proceeds_paise=proceeds.paise)
        if proceeds:
            write_txn(at, "other_disposal", both(f"Disposal otherwise, case {cv.case_no}, order {written.number}",
                                                 f"ലേലമല്ലാതെ വിനിയോഗം, കേസ് {cv.case_no}, ഉത്തരവ് {written.number}"),
                      [law_ledger.debit("cash", proceeds), law_ledger.credit("sale_proceeds", proceeds)],
                      reference=f"disposal {row.id}", case=case)
        return row


def dispose_otherwise_id(case_no: str, head_seqs: list[int], at: datetime, manner: str, recipient: str,
                         proceeds: Money | None, order: dict, now: datetime | None = None) -> int:
    """``dispose_otherwise`` for the desktop: the id of the disposal."""
    return dispose_otherwise(case_no, head_seqs, at, manner, recipient, proceeds, order, now).id


def order_of(disposal_row: OtherDisposal) -> WrittenOrder:
    return disposal_row.order
