"""The cash book and the balances of every account head for a period, as
CSV for a spreadsheet or the local authority's accountant: the cash lines
with their running balance between an opening and a closing line, then a
blank line and the balances with the period's movements and the trial
balance totals. Amounts are plain rupees ("1250.50"), UTF-8 with a BOM so
that a spreadsheet shows the Malayalam names."""
from __future__ import annotations

import io
from datetime import date
from pathlib import Path

from pound_desk import csv_cells
from pound_desk.documents.books_data import kind_words
from pound_desk.law import ledger as law
from pound_desk.law.money import Money
from pound_desk.services.books import ledger
from pound_desk.services.desk import audit

CASH_COLUMNS = ["date", "time", "transaction", "kind", "reference", "particulars", "received", "paid",
                "balance"]
BALANCE_COLUMNS = ["account", "account_en", "account_ml", "movement", "debit", "credit"]


def _amount(m: Money) -> str:
    return m.plain() if m else ""


def cash_book_csv(start: date, end: date) -> bytes:
    book = ledger.cash_book(start, end)
    out = io.StringIO()
    w = csv_cells.writer(out, lineterminator="\r\n")
    w.writerow(CASH_COLUMNS)
    w.writerow([start.isoformat(), "", "", "opening", "", "Opening balance", "", "", book.opening.plain()])
    received = paid = Money.zero()
    for ln in book.lines:
        received, paid = received + ln.received, paid + ln.paid
        w.writerow([ln.at.date().isoformat(), ln.at.strftime("%H:%M"), ln.txn_id, ln.kind, ln.reference,
                    f"{kind_words(ln.kind)[0]}: {ln.memo}", _amount(ln.received), _amount(ln.paid),
                    ln.balance.plain()])
    w.writerow([end.isoformat(), "", "", "closing", "", "Closing balance", received.plain(), paid.plain(),
                book.closing.plain()])
    w.writerow([])
    w.writerow(BALANCE_COLUMNS)
    trial, debits, credits = law.trial_balance([law.Posting(c, a) for c, a in book.balances.items()])
    for t in trial:
        a = law.ACCOUNTS[t.account]
        moved = law.normal_balance(t.account, book.movements.get(t.account, Money.zero()))
        w.writerow([t.account, a.en, a.ml, moved.plain(), _amount(t.debit), _amount(t.credit)])
    w.writerow(["total", "Totals", "ആകെ", "", debits.plain(), credits.plain()])
    return ("\ufeff" + out.getvalue()).encode("utf-8")


def export_cash_book(start: date, end: date, path: Path | str) -> Path:
    path = Path(path)
    path.write_bytes(cash_book_csv(start, end))
    audit.record("export_csv", "cash-book", audit.file_detail(path, start=start.isoformat(), end=end.isoformat()))
    return path
