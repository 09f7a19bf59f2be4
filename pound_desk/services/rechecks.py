"""What the program refuses, checked again over the register as it stands.

The chain (models/chain.py) says who signed each record and that nothing
changed since; it cannot say that a record someone signed with their own
key is one the program would have written. Someone who holds a key (their
own password's, or the pound's) can seal a receipt lowered by Rs 100, a
payment above the cash in hand, a rate only a supervisor may fix. So
``verify`` asks again what the workflows ask before they write:

- the signer's role may write the record (the rate tables, the settings,
  the closed days, the keeper's orders and the inspections only by a
  supervisor; an auditor only their own password, the log and the papers
  printed);
- every transaction of the ledger balances, and no maintenance payment was
  above the cash in hand when it was entered (rule 17);
- receipts are numbered from 1 in each financial year, without a gap, in
  the order and the year they were issued (rules 12, 14);
- each receipt's total is its lines' and the ledger's, and each line's fine
  and feeding charge are what law/ computes for that head at that release
  from the rates the register held then (ss. 4, 11, 12);
- a sale comes after its notice's seven days (s. 13(3), Q11, Q20).

Each breach is a finding named with the rule it breaks, whoever signed it."""
from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime
from typing import Callable

from pound_desk.law import dues as law_dues
from pound_desk.law import numbering
from pound_desk.law.disposal import earliest_sale
from pound_desk.law.money import Money
from pound_desk.law.rates import RateTable
from pound_desk.models import DB, Amendment, Case, Head, Pound, Receipt, ReceiptLine
from pound_desk.models.chain import Finding
from pound_desk.models.ledger import LedgerPosting, LedgerTxn
from pound_desk.services.case import cases
from pound_desk.services.desk.users import AUDITOR_MAY_WRITE
from pound_desk.services.office import rates, settings

# what only a supervisor writes (services/office: rates, settings, keepers,
# inspections; the settings table holds the office's settings, the pound's
# order and areas, the lock time and who may order a release)
SUPERVISOR_TABLES = ("rate", "setting", "closed_day", "keeper_event", "inspection")
CHUNK = 2000   # receipts recomputed at a time


def findings(cancelled: Callable[[], bool] | None = None) -> list[Finding] | None:
    """Every breach of the rules above (None when ``cancelled`` says stop)."""
    tables = set(DB.get_tables())
    if "chain_seal" not in tables or "chain_layout" not in tables:
        return []
    out: list[Finding] = []
    out += _roles()
    out += _ledger()
    out += _receipt_numbers()
    found = _receipt_amounts(cancelled)
    if found is None:
        return None
    out += found
    out += _sales()
    return out


# ------------------------------------------------------------------ who may write it

class _SealIndex:
    """The seal over a link, found by bisecting the seals by their row ids
    (seals are only ever added, in the order of their links: verify names any
    that overlaps the one before), a row look-up at each step: a register
    of a million cases has millions of seals, none of them kept here."""

    def __init__(self):
        self.count = DB.execute_sql("SELECT max(id) FROM chain_seal").fetchone()[0] or 0

    def _row(self, i: int):
        return DB.execute_sql("SELECT first_seq, last_seq, signer FROM chain_seal WHERE id = ?", [i]).fetchone()

    def signer(self, seq: int) -> int | None:
        low, high, found = 1, self.count, None
        while low <= high:
            mid = (low + high) // 2
            row = self._row(mid)
            if row is None:        # an id never used: look below it
                high = mid - 1
            elif row[0] <= seq:
                found, low = row, mid + 1
            else:
                high = mid - 1
        if found is None or found[1] < seq:
            return None
        return found[2]


def _accounts() -> dict[int, tuple[str, str]]:
    return {r[0]: (r[1], r[2]) for r in DB.execute_sql('SELECT id, name, role FROM "user_account"')}


def _roles() -> list[Finding]:
    accounts = _accounts()
    if not accounts:
        return []
    seals = _SealIndex()
    out = []
    marks = ", ".join("?" * len(SUPERVISOR_TABLES))
    for table, row_id, seq in DB.execute_sql(
            "SELECT y.tbl, l.row_id, l.seq FROM chain_link l JOIN chain_layout y ON y.id = l.layout "
            f"WHERE y.tbl IN ({marks}) ORDER BY l.seq", list(SUPERVISOR_TABLES)).fetchall():
        signer = seals.signer(seq)
        if signer is not None and signer in accounts and accounts[signer][1] != "supervisor":
            out.append(Finding("role_may_not", table, row_id, seq, accounts[signer][0]))
    auditors = [i for i, (_, role) in accounts.items() if role == "auditor"]
    if auditors:
        marks = ", ".join("?" * len(auditors))
        for first, last, signer in DB.execute_sql(
                f"SELECT first_seq, last_seq, signer FROM chain_seal WHERE signer IN ({marks})", auditors).fetchall():
            row = DB.execute_sql(
                "SELECT y.tbl, l.row_id, l.seq FROM chain_link l JOIN chain_layout y ON y.id = l.layout "
                f"WHERE l.seq BETWEEN ? AND ? AND y.tbl NOT IN ({', '.join('?' * len(AUDITOR_MAY_WRITE))}) "
                "ORDER BY l.seq LIMIT 1", [first, last, *sorted(AUDITOR_MAY_WRITE)]).fetchone()
            if row:
                out.append(Finding("role_may_not", row[0], row[1], row[2], accounts[signer][0]))
    return out


# ------------------------------------------------------------------ the ledger

def _ledger() -> list[Finding]:
    """Every transaction balances; a maintenance payment was never above the
    cash in hand when it was entered (accounts.record_maintenance refuses it).
    Read as one pass over the postings in the order of their transactions."""
    out = []
    cash = 0
    txn, kind, total, moved = None, "", 0, 0

    def close() -> None:
        nonlocal cash
        if txn is None:
            return
        if total:
            out.append(Finding("unbalanced", "ledger_txn", txn, None, _rupees(total)))
        if kind == "maintenance" and cash + moved < 0:
            out.append(Finding("above_cash", "ledger_txn", txn, None, _rupees(-moved)))
        cash += moved

    for t, k, account, paise in DB.execute_sql(
            "SELECT p.txn_id, t.kind, p.account, p.amount_paise FROM ledger_posting p "
            "JOIN ledger_txn t ON t.id = p.txn_id ORDER BY p.txn_id"):
        if t != txn:
            close()
            txn, kind, total, moved = t, k, 0, 0
        total += paise
        if account == "cash":
            moved += paise
    close()
    return out


def _rupees(paise: int) -> str:
    return str(Money(paise))


# ------------------------------------------------------------------ receipts

def _receipt_numbers() -> list[Finding]:
    """Numbered from 1 in each financial year, without a gap, in the order
    issued; the number is the year's and the serial's; issued in that year."""
    out = []
    expected: dict[str, int] = defaultdict(lambda: 1)
    last_at = None
    # .iterator(): the rows are not kept by peewee (a register may hold a million receipts)
    receipts = (Receipt.select(Receipt.id, Receipt.fy, Receipt.serial, Receipt.number, Receipt.issued_at)
                .order_by(Receipt.id).tuples().iterator())
    for rid, fy, serial, number, issued_at in receipts:
        wrong = (serial != expected[fy] or number != numbering.receipt_number(fy, serial)
                 or fy != numbering.financial_year(issued_at.date())
                 or (last_at is not None and issued_at < last_at))
        if wrong:
            out.append(Finding("receipt_order", "receipt", rid, None, number))
        expected[fy] = max(expected[fy], serial + 1)
        last_at = issued_at if last_at is None else max(last_at, issued_at)
    return out


class _RatesThen:
    """The rate table as the register held it when a receipt was linked: the
    rate rows linked before it (a rate added later, even back-dated, was not
    the program's to apply). Receipts are linked in the order of their ids,
    so each rate row is known to the receipts after the last one linked
    before it: one look-up a rate row, not one a receipt."""

    def __init__(self):
        self.rows = sorted(rates.entries_with_ids(), key=lambda e: e[0])
        linked = dict(DB.execute_sql(
            "SELECT l.row_id, l.seq FROM chain_link l JOIN chain_layout y ON y.id = l.layout "
            "WHERE y.tbl = 'rate'").fetchall())
        receipt_layouts = [r[0] for r in DB.execute_sql("SELECT id FROM chain_layout WHERE tbl = 'receipt'")]
        marks = ", ".join("?" * len(receipt_layouts)) or "NULL"
        self.after: list[int] = []   # each rate row applies to receipts with a greater id
        for rate_id, _ in self.rows:
            seq = linked.get(rate_id)
            row = None if seq is None else DB.execute_sql(
                f"SELECT row_id FROM chain_link WHERE seq < ? AND layout IN ({marks}) ORDER BY seq DESC LIMIT 1",
                [seq, *receipt_layouts]).fetchone()
            self.after.append(row[0] if row else 0)
        self.tables: dict[int, RateTable] = {}

    def at(self, receipt_id: int) -> RateTable:
        n = sum(1 for after in self.after if after < receipt_id)
        table = self.tables.get(n)
        if table is None:
            known = [e for (_, e), after in zip(self.rows, self.after) if after < receipt_id]
            table = self.tables[n] = RateTable(known)
        return table


def _receipt_amounts(cancelled: Callable[[], bool] | None) -> list[Finding] | None:
    out: list[Finding] = []
    rates_then = _RatesThen()
    pound = Pound.select().first()
    if pound is None:   # not set up: no receipt yet
        return out
    pound_area = pound.local_area
    last_id = 0
    while True:
        if cancelled and cancelled():
            return None
        chunk = list(Receipt.select(Receipt.id, Receipt.number, Receipt.case, Receipt.issued_at,
                                    Receipt.total_paise).where(Receipt.id > last_id)
                     .order_by(Receipt.id).limit(CHUNK).tuples())
        if not chunk:
            return out
        last_id = chunk[-1][0]
        ledger_cash = dict(LedgerPosting.select(LedgerTxn.receipt, LedgerPosting.amount_paise).join(LedgerTxn).where(
            (LedgerTxn.kind == "receipt") & (LedgerPosting.account == "cash")
            & LedgerTxn.receipt.between(chunk[0][0], last_id)).tuples())
        lines: dict[int, list[tuple]] = defaultdict(list)
        for rid, seq, kind, fine, periods, feeding in ReceiptLine.select(
                ReceiptLine.receipt, Head.seq, Head.kind, ReceiptLine.fine_paise, ReceiptLine.feeding_periods,
                ReceiptLine.feeding_paise).join(Head).where(
                ReceiptLine.receipt.between(chunk[0][0], last_id)).tuples():
            lines[rid].append((seq, kind, fine, periods, feeding))
        case_ids = sorted({c for _, _, c, _, _ in chunk})
        entered = {c[0]: c[1:] for c in Case.select(Case.id, Case.brought_at, Case.seized_at, Case.local_area)
                   .where(Case.id.in_(case_ids)).tuples()}
        # the case as amended, read only where an amendment was made (few are)
        amended = [Case.get_by_id(c) for (c,) in Amendment.select(Amendment.case).distinct()
                   .where(Amendment.case.in_(case_ids)).tuples()]
        views = {cv.id: cv for cv in cases.views(amended)} if amended else {}
        for rid, number, case_id, issued_at, total in chunk:
            mine = lines.get(rid, [])
            sum_lines = sum(f + fd for _, _, f, _, fd in mine)
            posted = ledger_cash.get(rid)
            # (a receipt missing from the ledger is ``ledger check``'s to say)
            if total != sum_lines or (posted is not None and posted != total):
                out.append(Finding("receipt_total", "receipt", rid, None, number))
                continue
            table = rates_then.at(rid)
            if not any(_lines_hold(stay, kinds, mine, table, issued_at)
                       for stay, kinds in _readings(entered[case_id], views.get(case_id), mine, pound_area)):
                out.append(Finding("receipt_dues", "receipt", rid, None, number))


def _readings(entered: tuple, cv, mine, pound_area: str):
    """The facts the dues rest on, as entered and, for an amended case, as
    amended (an amendment made after the release does not change what was
    due then)."""
    brought_at, seized_at, local_area = entered
    yield (law_dues.Stay(brought_at, seized_at, local_area or None, pound_area),
           {seq: kind for seq, kind, *_ in mine})
    if cv is not None:
        kinds = {h.seq: h.kind for h in cv.heads}
        yield (law_dues.Stay(cv.brought_at, cv.seized_at, cv.local_area or None, pound_area),
               {seq: kinds.get(seq, kind) for seq, kind, *_ in mine})


def _lines_hold(stay, kinds: dict[int, str], mine, table: RateTable, at) -> bool:
    for seq, _, fine, periods, feeding in mine:
        due = law_dues.head_dues(stay, seq, kinds[seq], table, at)
        if (due.fine.amount.paise, due.periods, due.feeding.paise) != (fine, periods, feeding):
            return False
    return True


# ------------------------------------------------------------------ sales

def _sales() -> list[Finding]:
    """s. 13(3): a head with a notice is sold only from the day after the
    last day to claim (seven days from the later of affixing and the two
    proclamations, past the office's closed days). A notice names its case's
    heads, or those it lists; the newest issued by the sale's day counts.
    Read sale by sale (a register of a million cases has tens of thousands)."""
    out = []
    closed = settings.closed_days()
    rows = DB.execute_sql(
        "SELECT s.id, s.number, s.sold_at, (SELECT n.id FROM notice n WHERE n.case_id = h.case_id "
        "AND n.issued_on <= date(s.sold_at) AND (NOT EXISTS (SELECT 1 FROM notice_head x WHERE x.notice_id = n.id) "
        "OR EXISTS (SELECT 1 FROM notice_head x WHERE x.notice_id = n.id AND x.head_id = lh.head_id)) "
        "ORDER BY n.issued_on DESC, n.id DESC LIMIT 1) "
        "FROM sale s JOIN lot_head lh ON lh.lot_id = s.lot_id JOIN head h ON h.id = lh.head_id ORDER BY s.id")
    named: set[int] = set()
    for sale_id, number, sold_at, notice in rows:
        if notice is None or sale_id in named:
            continue   # sold without a notice: a court's order (s. 25), not s. 13
        on = dict(DB.execute_sql("SELECT event, \"on\" FROM notice_event WHERE notice_id = ?", [notice]).fetchall())
        days = [on.get("affixed"), on.get("village"), on.get("market")]
        sold = _day(sold_at)
        if None in days or sold < earliest_sale(_day(days[0]), [_day(d) for d in days[1:]], closed):
            out.append(Finding("sale_early", "sale", sale_id, None, number))
            named.add(sale_id)
    return out


def _day(value) -> date:
    """A day as SQLite gives it back (text), or as peewee does."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    return date.fromisoformat(str(value)[:10])
