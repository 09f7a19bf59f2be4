"""Expenses of sale charged to a case (s. 15(2)), paid out of cash."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.language import translate
from pound_desk.law import ledger as law_ledger
from pound_desk.law import limits
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB, Case, Head
from pound_desk.models.disposal import Lot, LotHead, SaleExpense
from pound_desk.models.ledger import write_txn
from pound_desk.models.stored import both
from pound_desk.services.case import cases
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.disposal.conduct import get


def expense_problems(amount: Money | None, description: str, spent_on: date,
                     now: datetime | None = None) -> list[Problem]:
    """The problems of an expense of sale as given, at once; ``add_expense``
    adds the case's."""
    now = now or clock.now()
    description = clean(description)
    problems = limits.problems(description=(description, "description"))
    if amount is None or amount.paise <= 0:
        problems.append(Problem("amount", translate("auctions", "Give the amount spent")))
    if not description:
        problems.append(Problem("description", translate("auctions", "Say what the expense was for")))
    if spent_on > now.date():
        problems.append(Problem("spent_on", translate("auctions", "An expense cannot be dated in the future")))
    return problems


def add_expense(auction_id: int, case_no: str, amount: Money | None, description: str, spent_on: date,
                now: datetime | None = None) -> SaleExpense:
    """An expense of sale charged to a case (s. 15(2)), paid out of cash."""
    now = now or clock.now()
    description = clean(description)
    problems = expense_problems(amount, description, spent_on, now)
    with DB.atomic("IMMEDIATE"):
        auction = get(auction_id)
        case = cases.find(case_no)
        in_auction = (LotHead.select().join(Lot).switch(LotHead).join(Head)
                      .where(Lot.auction == auction, Head.case == case).exists())
        if not in_auction:
            problems.append(Problem("case", translate(
                "auctions", "Case {case_no} has no head in this auction's lots").format(case_no=case.case_no)))
        if problems:
            raise Invalid(problems)
        expense = SaleExpense.create(auction=auction, case=case, amount_paise=amount.paise,
                                     description=description, spent_on=spent_on)
        # on the auction's day, at its hour; another day, at the start of that day
        at = (auction.held_at if spent_on == auction.held_at.date()
              else datetime.combine(spent_on, datetime.min.time()))
        # the description as typed, once, after the words in both languages
        write_txn(at, "sale_expense", both(f"Expense of sale, case {case.case_no}",
                                           f"ലേലച്ചെലവ്, കേസ് {case.case_no}") + f": {description}",
                  [law_ledger.debit("sale_expenses", amount), law_ledger.credit("cash", amount)],
                  reference=f"expense {expense.id}", case=case)
        return expense


def add_expense_id(auction_id: int, case_no: str, amount: Money | None, description: str, spent_on: date,
                   now: datetime | None = None) -> int:
    """``add_expense`` for the desktop: the id of the expense."""
    return add_expense(auction_id, case_no, amount, description, spent_on, now).id


@dataclass(frozen=True)
class ExpenseView:
    case_no: str
    description: str
    spent_on: date
    amount: Money


def expenses(auction_id: int) -> list[ExpenseView]:
    return [ExpenseView(e.case.case_no, e.description, e.spent_on, e.amount)
            for e in SaleExpense.select(SaleExpense, Case).join(Case)
            .where(SaleExpense.auction == auction_id).order_by(SaleExpense.id)]
