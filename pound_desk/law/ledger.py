"""The pound's accounts as a double-entry ledger (ss. 11(3), 16, 17; rules
12–17). Every transaction is a set of postings in paise whose debits equal
its credits; a mistake is put right by a reversing transaction, never by an
edit.

A posting's ``amount`` is signed: a debit is positive, a credit negative, so
a transaction balances when its amounts sum to zero.
"""
from __future__ import annotations

from dataclasses import dataclass

from pound_desk.law.money import Money


@dataclass(frozen=True, slots=True)
class Account:
    code: str
    en: str
    ml: str
    nature: str       # asset | liability | income | expense


ACCOUNTS: dict[str, Account] = {a.code: a for a in (
    Account("cash", "Cash with the pound-keeper", "പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ കൈവശമുള്ള പണം", "asset"),
    Account("remitted", "Remitted to the local authority (rule 13)",
            "തദ്ദേശസ്ഥാപനത്തിലേക്ക് അടച്ചത് (ചട്ടം 13)", "asset"),
    Account("fines", "Fines, for the local authority's fund (ss. 11(3), 16(1))",
            "പിഴ, തദ്ദേശസ്ഥാപന ഫണ്ടിലേക്ക് (വകുപ്പ് 11(3), 16(1))", "income"),
    Account("feeding", "Feeding and watering charges (ss. 4, 16(2))",
            "തീറ്റയും വെള്ളവും നൽകിയതിനുള്ള ചാർജ് (വകുപ്പ് 4, 16(2))", "income"),
    Account("sale_proceeds", "Sale proceeds awaiting distribution (s. 15(2))",
            "വിതരണം ചെയ്യാനുള്ള ലേലത്തുക (വകുപ്പ് 15(2))", "liability"),
    Account("sale_expenses", "Expenses of sale (s. 15(2))", "ലേലച്ചെലവ് (വകുപ്പ് 15(2))", "expense"),
    Account("owner_balance", "Balance of proceeds due to owners (s. 15(3))",
            "ഉടമയ്ക്ക് നൽകാനുള്ള ബാക്കി ലേലത്തുക (വകുപ്പ് 15(3))", "liability"),
    Account("deposit", "Unclaimed proceeds held in deposit (s. 16(3))",
            "അവകാശപ്പെടാത്ത ലേലത്തുക നിക്ഷേപത്തിൽ (വകുപ്പ് 16(3))", "liability"),
    Account("la_fund", "Unclaimed proceeds credited to the local authority's fund (s. 17)",
            "തദ്ദേശസ്ഥാപന ഫണ്ടിലേക്ക് വരവുവച്ച അവകാശപ്പെടാത്ത ലേലത്തുക (വകുപ്പ് 17)", "income"),
    Account("shortfall", "Shortfalls of proceeds written off", "എഴുതിത്തള്ളിയ ലേലത്തുകക്കുറവ്", "expense"),
    Account("maintenance", "Maintenance of the cattle (rules 16, 17)",
            "കന്നുകാലികളുടെ സംരക്ഷണച്ചെലവ് (ചട്ടം 16, 17)", "expense"),
    Account("advance", "Maintenance advances from the local authority (rule 17)",
            "തദ്ദേശസ്ഥാപനത്തിൽ നിന്നുള്ള സംരക്ഷണ മുൻകൂർ (ചട്ടം 17)", "liability"),
    Account("protest_deposit", "Deposits under protest (s. 14)", "പ്രതിഷേധത്തോടെയുള്ള നിക്ഷേപം (വകുപ്പ് 14)",
            "liability"),
    Account("seizer_receivable", "Due from the seizer (s. 21)", "പിടിച്ചെടുത്തയാളിൽ നിന്ന് ഈടാക്കേണ്ടത് (വകുപ്പ് 21)",
            "asset"),
    Account("feeding_retained", "Feeding charges retained by the pound-keeper (s. 16(2))",
            "പൗണ്ട് സൂക്ഷിപ്പുകാരൻ കൈവശം വെച്ച തീറ്റച്ചാർജ് (വകുപ്പ് 16(2))", "expense"),
)}

DEBIT_NORMAL = {"asset", "expense"}


class Unbalanced(ValueError):
    """A transaction whose debits and credits differ, or that names an
    account the ledger does not keep."""


@dataclass(frozen=True, slots=True)
class Posting:
    account: str
    amount: Money      # debit positive, credit negative


def debit(account: str, amount: Money) -> Posting:
    return Posting(account, amount)


def credit(account: str, amount: Money) -> Posting:
    return Posting(account, -amount)


def check(postings: list[Posting] | tuple[Posting, ...]) -> tuple[Posting, ...]:
    """The postings of one transaction, without zero lines; refuses an
    unknown account, an empty transaction and one that does not balance."""
    kept = tuple(p for p in postings if p.amount)
    for p in kept:
        if p.account not in ACCOUNTS:
            raise Unbalanced(f"no account {p.account!r} in the ledger")
    if not kept:
        raise Unbalanced("a transaction moves some money")
    total = sum((p.amount for p in kept), Money.zero())
    if total:
        raise Unbalanced(f"debits and credits differ by {total}")
    return kept


def balances(postings) -> dict[str, Money]:
    """The balance of every account (debit positive), zero ones included."""
    out = {code: Money.zero() for code in ACCOUNTS}
    for p in postings:
        out[p.account] = out.get(p.account, Money.zero()) + p.amount
    return out


def normal_balance(account: str, balance: Money) -> Money:
    """A balance as the account's own side reads it: a liability's or
    income's credit balance is shown positive."""
    return balance if ACCOUNTS[account].nature in DEBIT_NORMAL else -balance


@dataclass(frozen=True, slots=True)
class TrialLine:
    account: str
    debit: Money
    credit: Money


def trial_balance(postings) -> tuple[list[TrialLine], Money, Money]:
    """Each account's balance on its debit or credit side, and the two
    totals, which are equal when every transaction balanced."""
    lines = []
    for code, bal in balances(postings).items():
        lines.append(TrialLine(code, bal if bal.paise > 0 else Money.zero(),
                               -bal if bal.paise < 0 else Money.zero()))
    return (lines, sum((ln.debit for ln in lines), Money.zero()),
            sum((ln.credit for ln in lines), Money.zero()))


def receipt_postings(fines: Money, feeding: Money) -> tuple[Posting, ...]:
    """A Form III receipt (s. 12, rule 12): the cash taken, credited to the
    fines and to the feeding charges' own head (rules.md Q17)."""
    return check([debit("cash", fines + feeding), credit("fines", fines), credit("feeding", feeding)])
