"""The pound's daily accounts (rules 13, 15, 16, 17; s. 16(2)): the daily
statement in Form IV made at the close of a day, the day's remittance to the
local authority with its voucher, the maintenance spent on the cattle and
the daily advances received for it. Each is one transaction and a balanced
entry in the ledger; statements and vouchers are documents of record. The
figures a statement states are counted in ``day_figures``."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from pathlib import Path

import peewee as pw

from pound_desk.documents import render
from pound_desk.documents.books_data import AcknowledgmentDoc, CashBookDoc, StatementDoc, VoucherDoc
from pound_desk.language import translate
from pound_desk.law import ledger as law
from pound_desk.law import limits, records
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, chain
from pound_desk.models.findings import StatementRevision
from pound_desk.models.ledger import DailyStatement, LedgerPosting, LedgerTxn, Remittance, write_txn
from pound_desk.models.stored import both, halves
from pound_desk.services.books import ledger
from pound_desk.services.books.day_figures import (
    StatementFigures,
    changes,
    close_of,
    day_not_over,
    figures,
    voucher_number,
)
from pound_desk.services.books.ledger import balances
from pound_desk.services.books.ledger import reverse as reverse_txn
from pound_desk.services.desk import clock, numbers
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.desk.kept import deliver
from pound_desk.services.office import keepers, settings
from pound_desk.services.office.pound import header, the_pound

# ------------------------------------------------------------------ the daily statement (Form IV)

def latest_figures(s: DailyStatement) -> tuple[StatementFigures, datetime, int]:
    """The figures of a day as last stated (the newest revision, or the
    statement), when they were made, and the revision (0: the statement)."""

    r = (StatementRevision.select().where(StatementRevision.statement == s)
         .order_by(StatementRevision.revision.desc()).first())
    if r is None:
        return StatementFigures.from_json(s.figures), s.made_at, 0
    return StatementFigures.from_json(r.figures), r.made_at, r.revision


def make_statement(day: date, now: datetime | None = None) -> DailyStatement:
    """The daily statement in Form IV for a day (rule 15), made after the
    day's last entry: made before the day is over, ``warning`` on the row
    returned says so (the desktop asks the keeper to confirm first, the
    command prints it). A statement is never remade: for a day
    already stated whose figures have changed since (an entry made after
    it), a revised statement is made, a new document of record that refers
    to the earlier one and names what changed (``revision`` on the row
    returned, 0 for the first statement). Its PDF is kept in the documents
    folder (``pdf_path`` on the row returned)."""

    now = now or clock.now()
    if day > now.date():
        raise Invalid([Problem("day", translate("accounts", "A daily statement is made at the close of the day, "
                                                            "not before it"))])
    warning = day_not_over(day, now)
    with DB.atomic("IMMEDIATE"):
        keeper = keepers.require_in_office(day)
        made = DailyStatement.get_or_none(DailyStatement.day == day)
        f = figures(day)
        if made is not None:
            before, at, revision = latest_figures(made)
            en, ml = changes(before, f)
            if not en:
                raise ServiceError(translate("accounts", "The daily statement for {day} was made at {made_at} and "
                                                         "nothing in it has changed since; a statement is never "
                                                         "remade")
                                   .format(day=f"{day:%d-%m-%Y}", made_at=f"{at:%d-%m-%Y %H:%M}"))
            StatementRevision.create(statement=made, revision=revision + 1, made_at=now, keeper_name=keeper,
                                     figures=f.to_json(), needed_paise=f.needed_total.paise,
                                     changes=both(en, ml))
            made.revision = revision + 1
        else:
            made = DailyStatement.create(day=day, made_at=now, keeper_name=keeper, figures=f.to_json(),
                                         needed_paise=f.needed_total.paise)
            made.revision = 0
    made.warning = warning
    made.pdf_path = print_statement(day)
    return made


def revisions_due() -> list[date]:
    """Days already stated with an entry dated after their last statement
    (or revision) was made: each wants a revised statement (rule 15)."""
    sql = ('SELECT s.day FROM daily_statement s WHERE EXISTS (SELECT 1 FROM ledger_txn t '
           "WHERE t.at >= s.day AND t.at < date(s.day, '+1 day') AND t.at > COALESCE((SELECT MAX(r.made_at) "
           'FROM statement_revision r WHERE r.statement_id = s.id), s.made_at)) OR EXISTS (SELECT 1 FROM "case" c '
           "WHERE c.brought_at >= s.day AND c.brought_at < date(s.day, '+1 day') AND c.brought_at > "
           'COALESCE((SELECT MAX(r.made_at) FROM statement_revision r WHERE r.statement_id = s.id), s.made_at)) '
           'ORDER BY s.day')
    return [d if isinstance(d, date) else date.fromisoformat(str(d)[:10]) for (d,) in DB.execute_sql(sql)]


def statement(day: date) -> DailyStatement:
    s = DailyStatement.get_or_none(DailyStatement.day == day)
    if s is None:
        raise NotFound(translate("accounts", "No daily statement has been made for {day}")
                       .format(day=f"{day:%d-%m-%Y}"))
    return s


def statements() -> list[DailyStatement]:
    return list(DailyStatement.select().order_by(DailyStatement.day.desc()))


def statement_missing(today: date) -> date | None:
    """Yesterday, when its daily statement has not been made, once the office
    makes them (law/records.statement_missing decides; this reads the days)."""
    yesterday = today - timedelta(days=1)
    first = DailyStatement.select(pw.fn.MIN(DailyStatement.day)).scalar()
    if first is not None and not isinstance(first, date):
        first = date.fromisoformat(str(first))
    made = {yesterday} if DailyStatement.select().where(DailyStatement.day == yesterday).exists() else set()
    return records.statement_missing(today, first, made)


# ------------------------------------------------------------------ remittance (rule 13)

@dataclass(frozen=True)
class RemittancePlan:
    """What a day's remittance would be: the cash in hand at the close, what
    stays with the pound-keeper and why, and the amount remitted."""

    day: date
    cash: Money
    retained: Money          # feeding charges kept by the keeper (s. 16(2)), if the office retains
    advance_unspent: Money   # the local authority's maintenance advance not yet spent (rule 17)
    proceeds_held: Money     # sale proceeds awaiting distribution and balances due to owners (s. 15)
    amount: Money
    feeding_charges: str     # the office setting: remit | retain
    previous: str            # the last voucher before this one, if any

    protest_held: Money = Money(0)   # deposits under protest not yet converted or refunded (s. 14)

    @property
    def held_back(self) -> Money:
        return self.retained + self.advance_unspent + self.proceeds_held + self.protest_held


def _last_remittance() -> Remittance | None:
    return Remittance.select().order_by(Remittance.day.desc(), Remittance.id.desc()).first()


def remittance_plan(day: date) -> RemittancePlan:
    close = close_of(day)
    last = _last_remittance()
    bal = balances(close)
    cash = bal.get("cash", Money.zero())
    mode = settings.current().feeding_charges
    retained = Money.zero()
    if mode == "retain":
        # the feeding charges received since the last remittance (s. 16(2))
        since = last.txn.at if last is not None else datetime.min
        feeding = (LedgerPosting.select(pw.fn.SUM(LedgerPosting.amount_paise)).join(LedgerTxn)
                   .where(LedgerPosting.account == "feeding", LedgerTxn.at > since, LedgerTxn.at < close)
                   .scalar() or 0)
        retained = Money(max(0, -feeding))
    retained = retained.min(cash) if cash.paise > 0 else Money.zero()
    # the advance is the local authority's money for maintenance, not a receipt
    advance_unspent = Money(max(0, -bal["advance"].paise - bal["maintenance"].paise))
    proceeds_held = Money(max(0, -bal["sale_proceeds"].paise) + max(0, -bal["owner_balance"].paise))
    # a deposit under protest may yet be refunded (s. 14, Q12): it is not a receipt until converted
    protest_held = Money(max(0, -bal.get("protest_deposit", Money.zero()).paise))
    available = cash - retained - advance_unspent - proceeds_held - protest_held
    amount = available if available.paise > 0 else Money.zero()
    return RemittancePlan(day, cash, retained, advance_unspent, proceeds_held, amount, mode,
                          last.number if last is not None else "", protest_held)


def remit(day: date, now: datetime | None = None) -> Remittance:
    """Remit the cash received up to the close of ``day`` to the local
    authority with a numbered voucher (rule 13); feeding charges are first
    kept back when the office retains them (s. 16(2)). The voucher's PDF is
    kept in the documents folder (``pdf_path`` on the row returned)."""
    now = now or clock.now()
    if day > now.date():
        raise Invalid([Problem("day", translate("accounts", "A day's receipts are remitted at its close, not "
                                                            "before"))])
    with DB.atomic("IMMEDIATE"):
        keeper = keepers.require_in_office(now)
        last = _last_remittance()
        if last is not None and last.day > day:
            raise ServiceError(translate("accounts", "Remittance {number} for {day} is already made; an earlier "
                                                     "day's cash went with it")
                               .format(number=last.number, day=f"{last.day:%d-%m-%Y}"))
        plan = remittance_plan(day)
        if not plan.amount:
            why = (translate("accounts", "Nothing to remit: the cash in hand at the close of {day} is {cash}, of "
                                         "which {held_back} stays with the pound-keeper") if plan.held_back
                   else translate("accounts", "Nothing to remit: the cash in hand at the close of {day} is {cash}"))
            raise ServiceError(why.format(day=f"{day:%d-%m-%Y}", cash=plan.cash, held_back=plan.held_back))
        at = min(now, close_of(day) - timedelta(minutes=1))
        fy, serial = numbers.next_in_year(Remittance, day)
        number = voucher_number(fy, serial)
        if plan.retained:
            write_txn(at, "feeding_retained",
                      both(f"Feeding charges retained by the pound-keeper (s. 16(2)), with voucher {number}",
                           f"പൗണ്ട് സൂക്ഷിപ്പുകാരൻ കൈവശം വെച്ച തീറ്റച്ചെലവ് (വകുപ്പ് 16(2)), വൗച്ചർ {number}"),
                      [law.debit("feeding_retained", plan.retained), law.credit("cash", plan.retained)],
                      reference=number)
        txn = write_txn(at, "remittance", both(f"Remitted to the local authority (rule 13), voucher {number}",
                                               f"തദ്ദേശസ്ഥാപനത്തിൽ അടച്ചു (ചട്ടം 13), വൗച്ചർ {number}"),
                        [law.debit("remitted", plan.amount), law.credit("cash", plan.amount)],
                        reference=number)
        made = Remittance.create(fy=fy, serial=serial, number=number, day=day, amount_paise=plan.amount.paise,
                                 made_at=now, keeper_name=keeper, txn=txn, cash_paise=plan.cash.paise,
                                 advance_held_paise=plan.advance_unspent.paise,
                                 proceeds_held_paise=plan.proceeds_held.paise,
                                 protest_held_paise=plan.protest_held.paise)
    made.pdf_path = print_voucher(made.number)
    return made


@dataclass(frozen=True)
class Voucher:
    """A remittance voucher just made: its number and its PDF in the documents folder."""
    number: str
    pdf_path: Path


def remit_voucher(day: date, now: datetime | None = None) -> Voucher:
    """``remit`` for the desktop: the voucher made, as a frozen view."""
    r = remit(day, now)
    return Voucher(r.number, r.pdf_path)


def statement_pdf(day: date, now: datetime | None = None) -> Path:
    """``make_statement`` for the desktop: the kept PDF of the statement made."""
    return make_statement(day, now).pdf_path


def remittance_reversal(r: Remittance) -> LedgerTxn | None:
    """The reversing entry of a remittance, if it was reversed."""
    return LedgerTxn.get_or_none(LedgerTxn.reverses == r.txn_id)


def reversal_problems(reason: str) -> list[Problem]:
    """What a remittance's reversal lacks as given (``reverse_remittance``)."""
    if not clean(reason):
        return [Problem("reason", translate("accounts", "Say why the remittance is reversed"))]
    return []


def reverse_remittance(number: str, reason: str, now: datetime | None = None) -> LedgerTxn:
    """Correct a remittance recorded by mistake: a balanced reversing entry
    that says why (the cash is in hand again; with it the feeding charges
    kept back for the same voucher). The voucher and its entry stay as they
    were, marked reversed where they are listed; one transaction."""
    now = now or clock.now()
    problems = reversal_problems(reason)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        r = remittance(number)
        if remittance_reversal(r) is not None:
            raise ServiceError(translate("accounts", "Remittance {number} has already been reversed")
                               .format(number=r.number))
        txn = reverse_txn(r.txn_id, reason, now)
        retained = (LedgerTxn.select().where(LedgerTxn.kind == "feeding_retained",
                                              LedgerTxn.reference == r.number))
        for t in retained:
            if not LedgerTxn.select().where(LedgerTxn.reverses == t).exists():
                reverse_txn(t.id, reason, now)
        return txn


def remittance(number: str) -> Remittance:
    r = Remittance.get_or_none(Remittance.number == clean(number))
    if r is None:
        raise NotFound(translate("accounts", "No remittance voucher {number}").format(number=number))
    return r


@dataclass(frozen=True)
class RemittanceLine:
    number: str
    amount: Money
    reversed: bool


@dataclass(frozen=True)
class DayClosing:
    """What was done at the close of a day: when its daily statement was
    made (None: not yet) and the remittances of the day, reversed or not."""
    statement_made_at: datetime | None
    remitted: tuple[RemittanceLine, ...]


def day_closing(day: date) -> DayClosing:
    made = DailyStatement.get_or_none(DailyStatement.day == day)
    done = Remittance.select().where(Remittance.day == day).order_by(Remittance.id)
    return DayClosing(made.made_at if made is not None else None,
                      tuple(RemittanceLine(r.number, r.amount, remittance_reversal(r) is not None)
                            for r in done))


def remittances() -> list[Remittance]:
    return list(Remittance.select().order_by(Remittance.day.desc(), Remittance.id.desc()))


# ------------------------------------------------------------------ maintenance and advances

def _entry_problems(on: date | None, description: str, amount: Money | None, now: datetime,
                    future: str) -> list[Problem]:
    """``future``: what to say of an entry for a day still to come."""
    out = []
    if on is None:
        out.append(Problem("on", translate("accounts", "Give the date")))
    elif on > (now + FUTURE_SLACK).date():
        out.append(Problem("on", future))
    if not description:
        out.append(Problem("description", translate("accounts", "Say what it was for")))
    if amount is None:
        out.append(Problem("amount", translate("accounts", "Give the amount")))
    elif amount.paise <= 0:
        out.append(Problem("amount", translate("accounts", "The amount must be more than nothing")))
    return out


def entry_problems(kind: str, on: date | None, description: str, amount: Money | None, reference: str = "",
                   now: datetime | None = None) -> list[Problem]:
    """Every problem of a maintenance entry or an advance (``kind``
    "maintenance" or "advance") as given, at once, for a form to show them
    together."""
    now = now or clock.now()
    description, reference = clean(description), clean(reference)
    future = (translate("accounts", "An advance cannot be entered for a day still to come") if kind == "advance"
              else translate("accounts", "Maintenance cannot be entered for a day still to come"))
    return (_entry_problems(on, description, amount, now, future)
            + limits.problems(description=(description, "description"), reference=(reference, "reference")))


def _at(on: date, now: datetime) -> datetime:
    return now if on == now.date() else datetime.combine(on, time(12))


def record_maintenance(on: date, description: str, amount: Money, reference: str = "",
                       now: datetime | None = None) -> LedgerTxn:
    """Feed or other maintenance bought for the cattle (rules 16, 17), paid
    from the cash in hand."""
    now = now or clock.now()
    description, reference = clean(description), clean(reference)
    problems = entry_problems("maintenance", on, description, amount, reference, now)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(on)
        at = _at(on, now)
        cash = balances().get("cash", Money.zero())
        if amount > cash:
            raise Invalid([Problem("amount", translate("accounts", "The cash in hand is {cash}; record the advance "
                                                                   "received from the local authority first "
                                                                   "(rule 17)").format(cash=cash))])
        # the description as typed, once, after the words in both languages
        return write_txn(at, "maintenance", both("Maintenance", "സംരക്ഷണച്ചെലവ്") + f": {description}",
                         [law.debit("maintenance", amount), law.credit("cash", amount)], reference=reference)


def record_advance(on: date, description: str, amount: Money, reference: str = "",
                   now: datetime | None = None) -> LedgerTxn:
    """The daily advance for maintenance received from the local authority
    against the pound-keeper's acknowledgment (rule 17), kept as a PDF
    (``pdf_path`` on the transaction returned) to sign and hand over."""
    now = now or clock.now()
    description, reference = clean(description), clean(reference)
    problems = entry_problems("advance", on, description, amount, reference, now)
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(on)
        txn = write_txn(_at(on, now), "advance",
                        both("Advance received (rule 17)", "മുൻകൂർ ലഭിച്ചു (ചട്ടം 17)") + f": {description}",
                        [law.debit("cash", amount), law.credit("advance", amount)], reference=reference)
    txn.pdf_path = print_acknowledgment(txn.id)
    return txn


@dataclass(frozen=True)
class Entry:
    id: int
    at: datetime
    kind: str
    memo: str
    reference: str
    amount: Money
    reversed: bool


def entries(kinds=("maintenance", "advance"), limit: int = 200) -> list[Entry]:
    """The latest maintenance and advance entries, newest first."""
    reversed_ids = {t.reverses_id for t in LedgerTxn.select(LedgerTxn.reverses)
                    .where(LedgerTxn.reverses.is_null(False))}
    out = []
    for t in (LedgerTxn.select().where(LedgerTxn.kind.in_(list(kinds)))
              .order_by(LedgerTxn.at.desc(), LedgerTxn.id.desc()).limit(limit)):
        cash = sum(p.amount_paise for p in t.postings if p.account == "cash")
        out.append(Entry(t.id, t.at, t.kind, t.memo, t.reference, Money(abs(cash)), t.id in reversed_ids))
    return out


# ------------------------------------------------------------------ the PDFs

def statement_doc(day: date):
    """The day's statement as last made: the newest revision, which names
    the statement it revises and what changed."""

    s = statement(day)
    r = (StatementRevision.select().where(StatementRevision.statement == s)
         .order_by(StatementRevision.revision.desc()).first())
    if r is None:
        return StatementDoc(header(), StatementFigures.from_json(s.figures), s.made_at, s.keeper_name,
                            register_head=_head_at(DailyStatement, s.id))
    previous = s.made_at if r.revision == 1 else StatementRevision.get(
        StatementRevision.statement == s, StatementRevision.revision == r.revision - 1).made_at
    return StatementDoc(header(), StatementFigures.from_json(r.figures), r.made_at, r.keeper_name,
                        revision=r.revision, revises_made_at=previous, changes=halves(r.changes),
                        register_head=_head_at(StatementRevision, r.id))


def _head_at(model, row_id: int) -> str:
    """The register's head at the statement's own link, short: the same
    on every print of it, and checked by ``pound-desk verify --head``."""
    link = chain.link_of_row(DB.obj, model._meta.table_name, row_id)
    return chain.short_head(*link) if link else ""


def voucher_doc(number: str):
    r = remittance(number)
    retained = (LedgerTxn.select().where(LedgerTxn.kind == "feeding_retained", LedgerTxn.reference == r.number)
                .first())
    kept = Money(sum(p.amount_paise for p in retained.postings if p.account == "feeding_retained")) \
        if retained is not None else Money.zero()
    return VoucherDoc(header(), r.number, r.day, r.amount, kept, r.made_at, r.keeper_name,
                      the_pound().local_authority, r.cash, r.advance_held,
                      r.proceeds_held, r.protest_held)


def acknowledgment_doc(txn_id: int):
    t = LedgerTxn.get_or_none(LedgerTxn.id == txn_id, LedgerTxn.kind == "advance")
    if t is None:
        raise NotFound(translate("accounts", "No advance in the ledger as transaction {number}")
                       .format(number=txn_id))
    amount = Money(sum(p.amount_paise for p in t.postings if p.account == "cash"))
    description = t.memo.split(": ", 1)[-1]
    return AcknowledgmentDoc(header(), t.id, t.at, amount, description, t.reference,
                             keepers.standing(t.at.date()).name, the_pound().local_authority)


def print_acknowledgment(txn_id: int, out: Path | None = None) -> Path:
    pdf = render.pdf(acknowledgment_doc(txn_id))
    return deliver("advance-acknowledgment", f"advance-{txn_id}", pdf, out)


def print_statement(day: date, out: Path | None = None) -> Path:
    doc = statement_doc(day)
    pdf = render.pdf(doc)
    # a revision is a document of its own: it never overwrites the statement it revises
    ref = day.isoformat() + (f"-r{doc.revision}" if doc.revision else "")
    return deliver("daily-statement", ref, pdf, out)


def print_voucher(number: str, out: Path | None = None) -> Path:
    doc = voucher_doc(number)
    pdf = render.pdf(doc)
    return deliver("remittance", doc.number, pdf, out)


def cash_book_doc(start: date, end: date):
    book = ledger.cash_book(start, end)
    trial, debits, credits = law.trial_balance(
        [law.Posting(code, amount) for code, amount in book.balances.items()])
    return CashBookDoc(header(), book, tuple(trial), debits, credits, clock.now())


def print_cash_book(start: date, end: date, out: Path | None = None) -> Path:
    pdf = render.pdf(cash_book_doc(start, end))
    return deliver("cash-book", f"{start.isoformat()}_{end.isoformat()}", pdf, out)
