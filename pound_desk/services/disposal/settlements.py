"""The proceeds of a case's sales distributed (ss. 15(2), 16): fines,
feeding charges and expenses of sale deducted, a shortfall written off on
an order (rules.md Q19), a surplus of unclaimed cattle held in deposit
(s. 16(3)) or, when the owner refused to pay, owed to him with an account
(s. 15(3)); his receipt for the remaining cattle and the balance (s. 15(4)),
or his refusal, which sends both back as unclaimed (s. 15(5), Q14)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time
from pathlib import Path

import peewee as pw

from pound_desk.documents import render
from pound_desk.documents.sale_data import AccountHead, AccountSale, OwnerAccountDoc
from pound_desk.language import translate
from pound_desk.law import bases, disposal, limits, parties
from pound_desk.law import ledger as law_ledger
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, Case, Head, Release, ReleasedHead
from pound_desk.models.disposal import (
    Deposit,
    Lot,
    OtherDisposal,
    OwnerAccount,
    Sale,
    SaleExpense,
    SaleShare,
    Settlement,
)
from pound_desk.models.ledger import write_txn
from pound_desk.models.stored import both
from pound_desk.services.case import cases
from pound_desk.services.desk import clock, kept
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.disposal import deposits, sale_corrections
from pound_desk.services.disposal.notice_issue import issue_notice, notice_places
from pound_desk.services.disposal.notices import latest_notice
from pound_desk.services.disposal.position import Position, position
from pound_desk.services.disposal.refusals import latest_refusal
from pound_desk.services.disputes import orders
from pound_desk.services.office import keepers, pound
from pound_desk.text import money

CAPACITIES = parties.OWNER_OR_AGENT


@dataclass(frozen=True)
class Preview:
    """What settling a case at a moment would do, and what stops it."""

    case_no: str
    at: datetime
    path: str
    position: Position
    distribution: disposal.Distribution
    held: int
    problems: tuple[Problem, ...]


def preview(case_no: str, at: datetime, close: bool = False) -> Preview:
    case = cases.find(case_no)
    at = at.replace(second=0, microsecond=0)
    cv = cases.view(case)
    pos = position(case, at)
    path = pos.path or "s13"
    held = len(cases.held_at(cv, at))
    problems: list[Problem] = []
    if pos.proceeds.paise == 0 and pos.expenses.paise == 0:
        problems.append(Problem("case", translate(
            "settlements", "Case {case_no} has no sale proceeds or expenses of sale to settle").format(
                case_no=cv.case_no)))
    elif held and not close and not (path == "s15" and pos.covered):
        problems.append(Problem("close", (translate(
            "settlements", "1 head of case {case_no} is still in the pound and may yet be sold; sell it first, "
            "or close the case's sales to settle what has been sold") if held == 1 else translate(
            "settlements", "{held} heads of case {case_no} are still in the pound and may yet be sold; sell "
            "them first, or close the case's sales to settle what has been sold")).format(
                held=held, case_no=cv.case_no)))
    dist = disposal.distribute(pos.proceeds, pos.fines, pos.feeding, pos.expenses)
    return Preview(cv.case_no, at, path, pos, dist, held, tuple(problems))


def settle(case_no: str, at: datetime, close: bool = False, write_off: dict | None = None,
           now: datetime | None = None) -> Settlement:
    """Distribute the case's proceeds since its last settlement. A shortfall
    needs the local authority's write-off order (authority, number,
    issued_on, reasons); without one nothing is written and the shortfall is
    shown."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    problems: list[Problem] = []
    if at > now + FUTURE_SLACK:
        # with the others, at once
        problems.append(Problem("at", translate("settlements", "A settlement cannot be recorded in the future")))
    with DB.atomic("IMMEDIATE"):
        p = preview(case_no, at, close)
        problems += p.problems
        dist = p.distribution
        order_fields = None
        if not p.problems and dist.shortfall:
            if not write_off:
                problems.append(Problem("write_off", translate(
                    "settlements", "The proceeds of {proceeds} fall short of the fines, feeding charges and "
                    "expenses ({deductions}) by {shortfall}; the shortfall is written off only on the local "
                    "authority's order").format(
                        proceeds=money(dist.proceeds), deductions=money(dist.deductions),
                        shortfall=money(dist.shortfall))))
            else:
                order_fields = {"authority_role": write_off.get("authority_role", "local_authority"),
                                "authority": write_off.get("authority", ""),
                                "number": write_off.get("number", ""),
                                "issued_on": write_off.get("issued_on"),
                                "reasons": write_off.get("reasons", "")}
                problems += orders.order_problems("write_off", now=now, prefix="write_off.", **order_fields)
        last = (Settlement.select().join(Case).where(Case.case_no == p.case_no)
                .order_by(Settlement.at.desc()).first())
        if last is not None and at < last.at:
            problems.append(Problem("at", translate("settlements", "The case was last settled at {at}").format(
                at=f"{last.at:%d-%m-%Y %H:%M}")))
        if problems:
            raise Invalid(problems)
        case = cases.find(case_no)
        order = orders.record("write_off", case=case, now=now, **order_fields) if order_fields else None
        row = Settlement.create(case=case, at=at, path=p.path, proceeds_paise=dist.proceeds.paise,
                                fines_paise=dist.fines.paise, feeding_paise=dist.feeding.paise,
                                expenses_paise=dist.expenses.paise, surplus_paise=dist.surplus.paise,
                                shortfall_paise=dist.shortfall.paise, write_off=order)
        surplus_to = "owner_balance" if p.path == "s15" else "deposit"
        d, c = law_ledger.debit, law_ledger.credit
        section = p.path.removeprefix("s")   # "s15" -> s. 15
        write_txn(at, "settlement", both(f"Settlement of case {p.case_no} (s. {section})",
                                         f"കേസ് {p.case_no} ലേലത്തുകയുടെ കണക്കുതീർപ്പ് (വകുപ്പ് {section})"),
                  [d("sale_proceeds", dist.proceeds), d("shortfall", dist.shortfall),
                   c("fines", dist.fines), c("feeding", dist.feeding), c("sale_expenses", dist.expenses),
                   c(surplus_to, dist.surplus)],
                  reference=f"settlement {row.id}", case=case)
        if p.path != "s15" and dist.surplus:
            Deposit.create(case=case, settlement=row, deposited_on=at.date(), amount_paise=dist.surplus.paise)
        return row


def get(settlement_id: int) -> Settlement:
    s = Settlement.get_or_none(Settlement.id == settlement_id)
    if s is None:
        raise NotFound(translate("settlements", "No settlement {id}").format(id=settlement_id))
    return s


@dataclass(frozen=True)
class SettlementLine:
    """A settlement of a case's proceeds (ss. 15(2), 16) as the desk reads it."""
    id: int
    at: datetime
    path: str                 # s13 | s15
    proceeds: Money
    fines: Money
    feeding: Money
    expenses: Money
    surplus: Money
    shortfall: Money


def _line(s: Settlement) -> SettlementLine:
    return SettlementLine(s.id, s.at, s.path, s.proceeds, s.fines, s.feeding, s.expenses, s.surplus, s.shortfall)


def of_case(case_no: str) -> list[SettlementLine]:
    case = cases.find(case_no)
    return [_line(s) for s in Settlement.select().where(Settlement.case == case).order_by(Settlement.at, Settlement.id)]


def settle_line(case_no: str, at: datetime, close: bool = False, write_off: dict | None = None,
                now: datetime | None = None) -> SettlementLine:
    """``settle`` for the desktop: the settlement made, as a frozen view."""
    return _line(settle(case_no, at, close, write_off, now))


# ---------------------------------------------------------------- the account to the owner (s. 15(3)-(5))

def record_account(settlement_id: int, at: datetime, claimant_name: str, claimant_capacity: str,
                   accepted: bool, now: datetime | None = None) -> OwnerAccount:
    """The owner or agent took the remaining cattle and the balance and gave
    his receipt (s. 15(4)), or refused them (s. 15(5)): the balance then goes
    to the deposit and the cattle are unclaimed again."""
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    claimant_name = clean(claimant_name)
    problems = limits.problems(claimant_name=(claimant_name, "name"))
    if not claimant_name:
        problems.append(Problem("claimant_name", translate("settlements",
                                                           "Who took the account: the owner's or agent's name")))
    if claimant_capacity not in CAPACITIES:
        problems.append(Problem("claimant_capacity", translate("settlements", "The owner or the owner's agent")))
    if at > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("settlements", "Cannot be recorded in the future")))
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)   # s. 5(3): a release entry
        s = get(settlement_id)
        if s.path != "s15":
            raise ServiceError(translate("settlements", "An account to the owner follows a sale on his refusal "
                                         "to pay (s. 15); this settlement's surplus is held in deposit (s. 16(3))"))
        if OwnerAccount.select().where(OwnerAccount.settlement == s).exists():
            raise ServiceError(translate("settlements", "The account for this settlement has already been recorded"))
        if at < s.at:
            problems.append(Problem("at", translate(
                "settlements", "The case was settled at {at}; the account follows it").format(
                    at=f"{s.at:%d-%m-%Y %H:%M}")))
        if problems:
            raise Invalid(problems)
        case = s.case
        cv = cases.view(case)
        balance = s.surplus
        release = None
        if accepted:
            held = cases.held_at(cv, at)
            if held:
                release = Release.create(case=case, released_at=at, basis=bases.S15, receipt=None,
                                         claimant_name=claimant_name, claimant_capacity=claimant_capacity)
                for h in held:
                    ReleasedHead.create(release=release, head=h.id)
        account = OwnerAccount.create(settlement=s, at=at, claimant_name=claimant_name,
                                      claimant_capacity=claimant_capacity, accepted=accepted,
                                      balance_paise=balance.paise, release=release)
        d, c = law_ledger.debit, law_ledger.credit
        if accepted and balance:
            write_txn(at, "owner_balance", both(f"Balance of proceeds paid to {claimant_name}, case {cv.case_no}",
                                                f"ലേലത്തുകയുടെ ബാക്കി {claimant_name}-ന് നൽകി, കേസ് {cv.case_no}"),
                      [d("owner_balance", balance), c("cash", balance)],
                      reference=f"owner account {account.id}", case=case)
        elif not accepted and balance:
            deposit = Deposit.create(case=case, settlement=s, deposited_on=at.date(),
                                     amount_paise=balance.paise)
            write_txn(at, "deposit", both(f"Balance refused by {claimant_name}, case {cv.case_no}: held in "
                                          "deposit (s. 15(5), 16(3))",
                                          f"ബാക്കി തുക {claimant_name} വാങ്ങാൻ വിസമ്മതിച്ചു, കേസ് {cv.case_no}: "
                                          "നിക്ഷേപമായി സൂക്ഷിക്കുന്നു (വകുപ്പ് 15(5), 16(3))"),
                      [d("owner_balance", balance), c("deposit", balance)],
                      reference=f"deposit {deposit.id}", case=case)
        if not accepted:
            _remaining_unclaimed(case, at, now)
        return account


def _remaining_unclaimed(case: Case, at: datetime, now: datetime):
    """s. 15(5), Q14: the remaining cattle go back to the notice path from the
    day of the refusal. The notice names the village and market place of the
    case's earlier notice, or those listed for its local area; when neither
    is known (or the notice is refused) nothing more is written here and the
    case's next step asks for the notice."""
    cv = cases.view(case)
    if not cases.held_at(cv, at):
        return None
    earlier = latest_notice(case)
    villages, markets = notice_places(case)
    village = earlier.village if earlier else (villages[0] if villages else "")
    market = earlier.market if earlier else (markets[0] if markets else "")
    if not (village and market):
        return None
    try:
        with DB.atomic():   # a savepoint: a refused notice leaves the account standing
            return issue_notice(case, at.date(), village, market, cause="s15_5", now=now)
    except ServiceError:
        return None


def account_of(settlement_id: int) -> OwnerAccount | None:
    return OwnerAccount.get_or_none(OwnerAccount.settlement == settlement_id)


def account_recorded(settlement_id: int) -> bool:
    """Whether the owner's answer to the account is recorded (s. 15(4), (5))."""
    return OwnerAccount.select().where(OwnerAccount.settlement == settlement_id).exists()


@dataclass(frozen=True)
class AccountAnswer:
    """The owner's answer to the account just recorded."""
    id: int
    accepted: bool
    balance: Money


def answer_account(settlement_id: int, at: datetime, claimant_name: str, claimant_capacity: str,
                   accepted: bool, now: datetime | None = None) -> AccountAnswer:
    """``record_account`` for the desktop: the answer recorded, as a frozen view."""
    acc = record_account(settlement_id, at, claimant_name, claimant_capacity, accepted, now)
    return AccountAnswer(acc.id, acc.accepted, acc.balance)


# ---------------------------------------------------------------- the account's document

def _sold_line(head: AccountHead, share: SaleShare) -> AccountSale:
    """A head sold at auction: its sale, lot, share of the price and buyer."""
    lot = Lot.get_by_id(share.sale.lot_id)
    return AccountSale(head, share.sale.number, share.sale.sold_at, lot.number, share.amount, share.sale.bidder.name)


def _disposed_line(head: AccountHead, release: Release) -> AccountSale:
    """A head disposed of otherwise (s. 13 proviso): the manner and order, and
    its even part of what the disposal brought."""
    od = OtherDisposal.get(OtherDisposal.release == release)
    n = len(list(release.heads))
    return AccountSale(head, f"{od.manner} (order {od.order.number})", release.released_at, 0,
                       Money(od.proceeds_paise // n), release.claimant_name)


def _heads_at(s: Settlement, cv: cases.CaseView) -> tuple[list[AccountSale], list[AccountHead]]:
    """The case's heads as the settlement found them: sold (at auction or
    otherwise) by then, and those still in the pound."""
    case = s.case
    shares = {sh.head_id: sh for sh in SaleShare.select(SaleShare, Sale).join(Sale)
              .join_from(SaleShare, Head).where(Head.case == case, sale_corrections.standing())}
    others = {rh.head_id: rh.release for rh in
              ReleasedHead.select(ReleasedHead, Release).join(Release)
              .where(Release.case == case, Release.basis == bases.S13_PROVISO)}
    sold, remaining = [], []
    for h in cv.heads:
        head = AccountHead(h.seq, h.kind_en, h.kind_ml, h.description)
        if h.id in shares and shares[h.id].sale.sold_at <= s.at:
            sold.append(_sold_line(head, shares[h.id]))
        elif h.id in others and others[h.id].released_at <= s.at:
            sold.append(_disposed_line(head, others[h.id]))
        elif h.released_at is None or h.released_at > s.at:
            remaining.append(head)
    return sold, remaining


def _deposit_held(s: Settlement) -> dict:
    """s. 16(3): the surplus of an unclaimed case went into the deposit, paid
    only on a claim established; the account says until when, and to whom."""
    if s.path == "s15":
        return {}
    dep = Deposit.get_or_none(Deposit.settlement == s)
    if dep is None:
        return {}
    v = deposits.view(dep.id)
    held = dict(deposit_last_day=v.last_claim_day)
    if v.outcome == "paid" and v.established is not None:
        held.update(deposit_paid_to=v.established.claimant, deposit_paid_on=v.closed_on,
                    deposit_reference=v.closing_reference or v.established.decision_reference)
    return held


def _write_off(s: Settlement) -> str:
    return (f"{s.write_off.authority}, order {s.write_off.number} of {s.write_off.issued_on:%d-%m-%Y}"
            if s.write_off_id else "")


def account_doc(settlement_id: int, now: datetime | None = None) -> OwnerAccountDoc:
    s = get(settlement_id)
    case = s.case
    cv = cases.view(case)
    sold, remaining = _heads_at(s, cv)
    exp = list(SaleExpense.select().where(SaleExpense.case == case, SaleExpense.spent_on <= s.at.date())
               .order_by(SaleExpense.id))
    account = account_of(s.id)
    refusal = latest_refusal(case, s.at)
    return OwnerAccountDoc(path=s.path, **_deposit_held(s),
        pound=pound.header(), case_no=cv.case_no, settlement_id=s.id, settled_at=s.at,
        owner_name=cv.owner_name or (refusal.claimant_name if refusal else ""),
        owner_residence=cv.owner_residence, brought_at=cv.brought_at, seized_at=cv.seized_at,
        seized_place=cv.seized_place, heads_seized=len(cv.heads),
        refused_at=refusal.at if refusal else None,
        fines=s.fines, feeding=s.feeding, sold=tuple(sold),
        proceeds=s.proceeds,
        expenses=tuple((e.description, e.amount) for e in exp),
        expenses_total=s.expenses, balance=s.surplus,
        shortfall=s.shortfall,
        write_off=_write_off(s),
        remaining=tuple(remaining), keeper_name=pound.header().keeper_name,
        accepted=None if account is None else account.accepted,
        reversals=tuple(v.words() for v in sale_corrections.of_case(case)),
        claimant_name=account.claimant_name if account else "",
        made_at=now or clock.now())


def print_account(settlement_id: int, out: Path | None = None) -> Path:
    doc = account_doc(settlement_id)
    pdf = render.pdf(doc)
    return kept.deliver("owner-account", f"{doc.case_no}-settlement-{doc.settlement_id}", pdf, out)


# ---------------------------------------------------------------- what needs doing

def _as_datetime(value) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))


@dataclass(frozen=True)
class Step:
    code: str        # settle | owner_account
    case_no: str
    due: date
    en: str
    ml: str


def steps(today: date) -> list[Step]:
    """Cases sold with nothing left to sell (or, on the s. 15 path, enough
    sold) whose proceeds wait to be settled; and settlements on the owner's
    refusal whose account has not been given (s. 15(3))."""
    at = datetime.combine(today, time(23, 59))
    out: list[Step] = []
    # the sales through the index of (basis, released_at): a join of every case with its releases,
    # made distinct, read the whole register (0.7 s at 1,000,000 cases, every time today's list was made)
    sold_cases = (Case.select().where(Case.id.in_(
        Release.select(Release.case).where(Release.basis.in_(bases.DISPOSED_BY_THE_POUND), Release.released_at <= at)))
        .order_by(Case.id))
    # settlements and accounts as they stood at the end of ``today`` (a past month's return reads them so)
    settled = {row.case_id: _as_datetime(row.last) for row in
               Settlement.select(Settlement.case, pw.fn.MAX(Settlement.at).alias("last"))
               .where(Settlement.at <= at).group_by(Settlement.case)}
    for case in sold_cases:
        last = _as_datetime(Release.select(pw.fn.MAX(Release.released_at))
                            .where(Release.case == case, Release.basis.in_(bases.DISPOSED_BY_THE_POUND),
                                   Release.released_at <= at).scalar())
        if case.id in settled and settled[case.id] >= last:
            continue   # settled since its last sale: nothing new (a quick look before the full one)
        p = preview(case.case_no, at)
        if p.problems:
            continue
        due = last.date()
        out.append(Step("settle", p.case_no, due,
                        f"Sold: settle the proceeds of {money(p.distribution.proceeds)} (ss. 15(2), 16)",
                        f"വിറ്റു: ലേലത്തുക {money(p.distribution.proceeds)}-ന്റെ കണക്കുതീർക്കണം (വകുപ്പ് 15(2), 16)"))
    given = {a.settlement_id for a in OwnerAccount.select(OwnerAccount.settlement).where(OwnerAccount.at <= at)}
    for s in Settlement.select().where(Settlement.path == "s15", Settlement.at <= at).order_by(Settlement.at):
        if s.id not in given:
            out.append(Step("owner_account", s.case.case_no, s.at.date(),
                            f"Give the owner the account, the remaining cattle and the balance of "
                            f"{money(s.surplus)} (s. 15(3))",
                            f"ഉടമയ്ക്ക് കണക്കും ശേഷിക്കുന്ന കന്നുകാലികളും ബാക്കി {money(s.surplus)}-ഉം "
                            "നൽകണം (വകുപ്പ് 15(3))"))
    return out
