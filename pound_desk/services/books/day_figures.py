"""The day's figures, counted from the register and the ledger as they
stand: what moved between two moments, by the workflow that moved it, and
the figures of a day's statement in Form IV (rule 15), with what changed
between two statements of a day."""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from pound_desk.language import translate
from pound_desk.law import numbering
from pound_desk.law.money import Money
from pound_desk.models import Case, Head, Release, ReleasedHead
from pound_desk.models.ledger import LedgerPosting, LedgerTxn
from pound_desk.services.books.ledger import balances
from pound_desk.services.case import cases
from pound_desk.services.office import rates
from pound_desk.services.office.pound import kind_names, the_pound
from pound_desk.text import money

VOUCHER_PREFIX = "R-"
# kinds whose cash is received by the pound (for the statement's columns)
SALE_KINDS = ("sale", "other_disposal")


def day_start(day: date) -> datetime:
    return datetime.combine(day, time())


def close_of(day: date) -> datetime:
    """The close of a day: midnight at its end (the next day's first moment)."""
    return day_start(day + timedelta(days=1))


def voucher_number(fy: str, serial: int) -> str:
    """``R-2026-27/00001``: remittance vouchers numbered per financial year."""
    return f"{VOUCHER_PREFIX}{numbering.receipt_number(fy, serial)}"


# ------------------------------------------------------------------ the day's movements

@dataclass(frozen=True)
class DayMovements:
    fines: Money            # received on Form III receipts (s. 12)
    feeding: Money
    sale_proceeds: Money    # cash received at sales and other disposals (ss. 13, 15)
    maintenance: Money      # spent on the cattle (rules 16, 17)
    advances: Money         # received from the local authority (rule 17)
    remitted: Money         # remitted to the local authority (rule 13)
    protest_received: Money = Money(0)    # deposits under protest taken (s. 14)
    protest_converted: Money = Money(0)   # deposits under protest turned into fines and charges (Q12)
    protest_refunded: Money = Money(0)    # deposits under protest paid back on an order
    seizer_paid: Money = Money(0)         # paid by seizers under s. 21 orders
    fines_from_sales: Money = Money(0)    # fines deducted from sale proceeds on settling (s. 15(2))
    feeding_from_sales: Money = Money(0)  # feeding charges deducted from sale proceeds (s. 15(2))


def movements(start: datetime, end: datetime) -> DayMovements:
    """What moved between two moments, by the workflow that moved it; a
    reversal counts against the kind it reverses."""
    txns = {t.id: t for t in LedgerTxn.select(LedgerTxn.id, LedgerTxn.kind, LedgerTxn.reverses)
            .where(LedgerTxn.at >= start, LedgerTxn.at < end)}
    originals = {t.reverses_id for t in txns.values() if t.kind == "reversal" and t.reverses_id}
    kind_of = {t.id: t.kind for t in LedgerTxn.select(LedgerTxn.id, LedgerTxn.kind)
               .where(LedgerTxn.id.in_(list(originals)))} if originals else {}
    sums: dict[tuple[str, str], int] = defaultdict(int)
    if txns:
        for p in LedgerPosting.select().where(LedgerPosting.txn.in_(list(txns))):
            t = txns[p.txn_id]
            kind = kind_of.get(t.reverses_id, "reversal") if t.kind == "reversal" else t.kind
            sums[(kind, p.account)] += p.amount_paise

    def got(kind: str, account: str, sign: int = 1) -> Money:
        return Money(sign * sums[(kind, account)])

    return DayMovements(
        fines=got("receipt", "fines", -1), feeding=got("receipt", "feeding", -1),
        sale_proceeds=sum((got(k, "cash") for k in SALE_KINDS), Money.zero()),
        maintenance=got("maintenance", "maintenance"), advances=got("advance", "advance", -1),
        remitted=got("remittance", "remitted"),
        protest_received=got("protest_deposit", "cash"),
        protest_converted=got("protest_converted", "protest_deposit"),
        protest_refunded=got("protest_refunded", "protest_deposit"),
        seizer_paid=got("seizer_paid", "cash"),
        fines_from_sales=got("settlement", "fines", -1), feeding_from_sales=got("settlement", "feeding", -1))


# ------------------------------------------------------------------ Form IV

@dataclass(frozen=True)
class NeededLine:
    kind: str
    kind_en: str
    kind_ml: str
    heads: int
    rate: Money | None       # None: no feeding rate in force for the kind
    reference: str
    amount: Money


@dataclass(frozen=True)
class StatementFigures:
    day: date
    impounded: dict          # kind -> heads impounded that day
    held: dict               # kind -> heads in the pound at the close
    fines: Money
    feeding: Money
    sale_proceeds: Money
    maintenance: Money
    advances: Money
    remitted: Money
    cash_at_close: Money
    needed: tuple[NeededLine, ...]
    no_rate: tuple[str, ...]   # kinds held with no feeding rate for tomorrow
    names: dict = None         # kind -> (English, Malayalam), as named that day
    protest_received: Money = Money(0)    # s. 14
    protest_converted: Money = Money(0)   # Q12
    protest_refunded: Money = Money(0)
    seizer_paid: Money = Money(0)         # s. 21
    fines_from_sales: Money = Money(0)    # s. 15(2): recovered from sale proceeds on settling
    feeding_from_sales: Money = Money(0)

    @property
    def fines_collected(self) -> Money:
        """Fines collected: on Form III receipts and recovered from sale proceeds."""
        return self.fines + self.fines_from_sales

    @property
    def feeding_collected(self) -> Money:
        return self.feeding + self.feeding_from_sales

    @property
    def impounded_total(self) -> int:
        return sum(self.impounded.values())

    @property
    def held_total(self) -> int:
        return sum(self.held.values())

    @property
    def needed_total(self) -> Money:
        return sum((n.amount for n in self.needed), Money.zero())

    def to_json(self) -> str:
        return json.dumps({
            "day": self.day.isoformat(), "impounded": self.impounded, "held": self.held,
            "fines_paise": self.fines.paise, "feeding_paise": self.feeding.paise,
            "sale_proceeds_paise": self.sale_proceeds.paise, "maintenance_paise": self.maintenance.paise,
            "advances_paise": self.advances.paise, "remitted_paise": self.remitted.paise,
            "cash_at_close_paise": self.cash_at_close.paise,
            "needed": [{"kind": n.kind, "kind_en": n.kind_en, "kind_ml": n.kind_ml, "heads": n.heads,
                        "rate_paise": n.rate.paise if n.rate is not None else None,
                        "reference": n.reference, "amount_paise": n.amount.paise} for n in self.needed],
            "no_rate": list(self.no_rate), "names": {k: list(v) for k, v in (self.names or {}).items()},
            "protest_received_paise": self.protest_received.paise,
            "protest_converted_paise": self.protest_converted.paise,
            "protest_refunded_paise": self.protest_refunded.paise, "seizer_paid_paise": self.seizer_paid.paise,
            "fines_from_sales_paise": self.fines_from_sales.paise,
            "feeding_from_sales_paise": self.feeding_from_sales.paise,
        }, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "StatementFigures":
        d = json.loads(text)
        return cls(
            date.fromisoformat(d["day"]), dict(d["impounded"]), dict(d["held"]), Money(d["fines_paise"]),
            Money(d["feeding_paise"]), Money(d["sale_proceeds_paise"]), Money(d["maintenance_paise"]),
            Money(d["advances_paise"]), Money(d["remitted_paise"]), Money(d["cash_at_close_paise"]),
            tuple(NeededLine(n["kind"], n["kind_en"], n["kind_ml"], n["heads"],
                             Money(n["rate_paise"]) if n["rate_paise"] is not None else None,
                             n["reference"], Money(n["amount_paise"])) for n in d["needed"]),
            tuple(d["no_rate"]), {k: tuple(v) for k, v in d.get("names", {}).items()},
            Money(d.get("protest_received_paise", 0)), Money(d.get("protest_converted_paise", 0)),
            Money(d.get("protest_refunded_paise", 0)), Money(d.get("seizer_paid_paise", 0)),
            Money(d.get("fines_from_sales_paise", 0)), Money(d.get("feeding_from_sales_paise", 0)))


def _cases_in_pound_during(day: date) -> list[Case]:
    """Cases with a head not released before the day began (so possibly in
    the pound that day); brought later ones are dropped by their views."""
    start = day_start(day)
    gone = (ReleasedHead.select(ReleasedHead.head).join(Release)
            .where(Release.released_at < start))
    live = Head.select(Head.case).where(Head.id.not_in(gone))
    return list(Case.select().where(Case.id.in_(live)).order_by(Case.id))


def figures(day: date) -> StatementFigures:
    """The Form IV figures of a day (rule 15), counted from the register and
    the ledger as they stand."""
    start, close = day_start(day), close_of(day)
    impounded: Counter = Counter()
    held: Counter = Counter()
    for cv in cases.views(_cases_in_pound_during(day)):
        if start <= cv.brought_at < close:
            impounded.update(h.kind for h in cv.heads)
        if cv.brought_at < close:
            held.update(h.kind for h in cases.held_at(cv, close))
    names = kind_names()
    table, area = rates.table(), the_pound().local_area
    needed, no_rate = [], []
    for kind in sorted(held):
        en, ml = names.get(kind, (kind, kind))
        entry = table.feeding_rate(kind, area, day + timedelta(days=1))
        if entry is None:
            no_rate.append(kind)
            needed.append(NeededLine(kind, en, ml, held[kind], None, "", Money.zero()))
        else:
            needed.append(NeededLine(kind, en, ml, held[kind], entry.amount, entry.reference,
                                     entry.amount * held[kind]))
    m = movements(start, close)
    return StatementFigures(
        day, dict(sorted(impounded.items())), dict(sorted(held.items())), m.fines, m.feeding,
        m.sale_proceeds, m.maintenance, m.advances, m.remitted,
        balances(close).get("cash", Money.zero()), tuple(needed), tuple(no_rate),
        {k: names.get(k, (k, k)) for k in sorted(set(impounded) | set(held))},
        m.protest_received, m.protest_converted, m.protest_refunded, m.seizer_paid, m.fines_from_sales,
        m.feeding_from_sales)


def day_not_over(day: date, now: datetime) -> str:
    """The warning, in the language on screen, when ``day`` has not closed
    at ``now``; "" once it has."""
    if now >= close_of(day):
        return ""
    return translate("accounts", "{day} is not over yet ({now}): what is entered later today will not be in "
                                 "this statement, and will make a revised statement (rule 15)").format(
        day=f"{day:%d-%m-%Y}", now=f"{now:%H:%M}")


# what a revision compares, and how it names each figure: (attribute, English, Malayalam)
_COMPARED = (("impounded_total", "cattle impounded", "പിടിച്ചെടുത്ത കന്നുകാലികൾ"),
             ("held_total", "cattle in the pound at the close", "ദിവസാവസാനം പൗണ്ടിലുള്ളവ"),
             ("fines_collected", "fines collected", "പിഴ പിരിച്ചത്"),
             ("feeding_collected", "feeding charges collected", "തീറ്റച്ചെലവ് പിരിച്ചത്"),
             ("sale_proceeds", "sale proceeds received", "ലേലത്തുക ലഭിച്ചത്"),
             ("advances", "advance received", "മുൻകൂർ ലഭിച്ചത്"),
             ("maintenance", "maintenance spent", "സംരക്ഷണച്ചെലവ്"),
             ("remitted", "remitted", "അടച്ച തുക"),
             ("protest_received", "deposits under protest received", "പ്രതിഷേധ നിക്ഷേപം"),
             ("protest_converted", "deposits under protest converted", "നിക്ഷേപം പിഴയാക്കിയത്"),
             ("protest_refunded", "deposits under protest refunded", "നിക്ഷേപം തിരികെ നൽകിയത്"),
             ("seizer_paid", "paid by the one liable (s. 21)", "ബാധ്യസ്ഥൻ അടച്ചത്"),
             ("cash_at_close", "cash in hand at the close", "ദിവസാവസാനം കൈവശമുള്ള പണം"),
             ("needed_total", "amount needed for the next day", "അടുത്ത ദിവസത്തേക്ക് ആവശ്യമായ തുക"))


def changes(old: StatementFigures, new: StatementFigures) -> tuple[str, str]:
    """What changed between two statements of a day, in English and
    Malayalam ("fines collected ₹0.00 → ₹200.00; …"); ("", "") if nothing."""
    en, ml = [], []
    for attr, name_en, name_ml in _COMPARED:
        a, b = getattr(old, attr), getattr(new, attr)
        if a != b:
            a, b = (money(a), money(b)) if isinstance(a, Money) else (a, b)
            en.append(f"{name_en} {a} → {b}")
            ml.append(f"{name_ml} {a} → {b}")
    return "; ".join(en), "; ".join(ml)
