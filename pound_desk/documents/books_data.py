"""The plain data of the books' papers (the day's statement, the remittance
voucher, an acknowledgment, the cash book) and how the cash book names each
kind of transaction; light, without the PDF library, for the services and
the cash book's CSV to import."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.documents.header import PoundHeader
from pound_desk.law.ledger import ACCOUNTS, TrialLine
from pound_desk.law.money import Money

# how each workflow's transactions are named on the cash book (English, Malayalam)
KINDS = {
    "receipt": ("Receipt (s. 12)", "രസീത് (വകുപ്പ് 12)"),
    "sale": ("Sale (ss. 13, 15)", "ലേലം (വകുപ്പ് 13, 15)"),
    "sale_expense": ("Expense of sale", "ലേലച്ചെലവ്"),
    "settlement": ("Settlement of proceeds (s. 16)", "ലേലത്തുകയുടെ കണക്കുതീർപ്പ് (വകുപ്പ് 16)"),
    "owner_balance": ("Balance paid to the owner (s. 15(4))", "ഉടമയ്ക്ക് ബാക്കി നൽകി (വകുപ്പ് 15(4))"),
    "deposit": ("To deposit (s. 15(5))", "നിക്ഷേപത്തിലേക്ക് (വകുപ്പ് 15(5))"),
    "deposit_credited": ("Deposit credited (s. 17)", "നിക്ഷേപം വരവുവച്ചു (വകുപ്പ് 17)"),
    "deposit_paid": ("Deposit paid to a claimant", "നിക്ഷേപം അവകാശിക്ക് നൽകി"),
    "remittance": ("Remittance (rule 13)", "തുക അടച്ചു (ചട്ടം 13)"),
    "feeding_retained": ("Feeding charges retained (s. 16(2))", "തീറ്റച്ചാർജ് കൈവശം വെച്ചു (വകുപ്പ് 16(2))"),
    "maintenance": ("Maintenance (rules 16, 17)", "സംരക്ഷണച്ചെലവ് (ചട്ടം 16, 17)"),
    "advance": ("Advance received (rule 17)", "മുൻകൂർ ലഭിച്ചു (ചട്ടം 17)"),
    "other_disposal": ("Disposal otherwise (s. 13 proviso)", "മറ്റു വിധത്തിലുള്ള വിനിയോഗം"),
    "reversal": ("Reversal", "റദ്ദാക്കൽ"),
}


# deposits under protest and the seizer's dues are named by their account heads
_PROTEST, _SEIZER = ACCOUNTS["protest_deposit"], ACCOUNTS["seizer_receivable"]


KINDS.update({
    "protest_deposit": (_PROTEST.en, _PROTEST.ml),
    "protest_converted": (f"{_PROTEST.en}: converted to fines and charges",
                          f"{_PROTEST.ml}: പിഴയും തീറ്റച്ചെലവുമായി മാറ്റി"),
    "protest_refunded": (f"{_PROTEST.en}: refunded", f"{_PROTEST.ml}: തിരികെ നൽകി"),
    "seizer_due": (_SEIZER.en, _SEIZER.ml),
    "seizer_paid": (f"{_SEIZER.en}: paid by the seizer", f"{_SEIZER.ml}: പിടിച്ചെടുത്തയാൾ അടച്ചു"),
})


def kind_words(kind: str) -> tuple[str, str]:
    """A transaction's kind in words; a kind this table does not know prints
    readable, never as a raw code twice."""
    if kind in KINDS:
        return KINDS[kind]
    if kind in ACCOUNTS:
        return ACCOUNTS[kind].en, ACCOUNTS[kind].ml
    words = kind.replace("_", " ").capitalize()
    return words, ""


@dataclass(frozen=True)
class StatementDoc:
    pound: PoundHeader
    figures: object          # services.books.day_figures.StatementFigures (plain values)
    made_at: datetime
    keeper_name: str
    revision: int = 0                      # 1, 2 … for a revised statement (rule 15)
    revises_made_at: datetime | None = None   # when the statement it revises was made
    changes: tuple[str, str] = ("", "")    # what changed (English, Malayalam)
    register_head: str = ""                # the register's head at the statement, short (services/heads.py)


@dataclass(frozen=True)
class VoucherDoc:
    pound: PoundHeader
    number: str
    day: date
    amount: Money
    retained: Money          # feeding charges kept back by the keeper (s. 16(2))
    made_at: datetime
    keeper_name: str
    local_authority: str
    cash: Money = Money(0)            # cash in hand at the close, before the remittance
    advance_held: Money = Money(0)    # the maintenance advance not yet spent (rule 17)
    proceeds_held: Money = Money(0)   # sale proceeds not yet distributed, balances due to owners (s. 15)
    protest_held: Money = Money(0)    # deposits under protest still held (s. 14)


@dataclass(frozen=True)
class AcknowledgmentDoc:
    pound: PoundHeader
    txn_id: int
    at: datetime
    amount: Money
    description: str
    reference: str
    keeper_name: str
    local_authority: str


@dataclass(frozen=True)
class CashBookDoc:
    pound: PoundHeader
    book: object             # services.ledger.CashBook (plain values)
    trial: tuple[TrialLine, ...]
    debits: Money
    credits: Money
    printed_at: datetime
