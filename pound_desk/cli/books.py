"""``pound-desk ledger check`` and ``pound-desk accounts …``: the pound's
ledger, its cash book, the daily statement in Form IV (rule 15) and the
remittance (rule 13)."""
from __future__ import annotations

import argparse
from pathlib import Path

from pound_desk.cli.arguments import date_arg
from pound_desk.cli.common import Refused, copy_out, err, out, table
from pound_desk.exchange.accounts_csv import export_cash_book
from pound_desk.law.ledger import ACCOUNTS, normal_balance
from pound_desk.law.money import Money
from pound_desk.services.books import accounts, ledger
from pound_desk.text import date_str, datetime_str, money


def add_parsers(sub) -> None:
    p = sub.add_parser("ledger", help="the pound's ledger")
    lsub = p.add_subparsers(dest="ledger_command", metavar="ACTION", required=True)
    q = lsub.add_parser("check", help="check every transaction balances and every receipt, sale, "
                                      "settlement and remittance is posted; print the trial balance",
                        description="Exit status 0 when the ledger passes, 1 when not (each problem "
                                    "on its own line).")
    q.set_defaults(run=cmd_ledger_check, subparser=q)

    p = sub.add_parser("accounts", help="the cash book, the daily statement (rule 15) and the "
                                        "remittance (rule 13)")
    asub = p.add_subparsers(dest="accounts_command", metavar="ACTION", required=True)
    q = asub.add_parser("cash-book", help="the cash book and the balances of every account head for a period")
    q.add_argument("--from", dest="date_from", metavar="YYYY-MM-DD", type=date_arg, required=True)
    q.add_argument("--to", dest="date_to", metavar="YYYY-MM-DD", type=date_arg, required=True)
    q.add_argument("--csv", metavar="FILE.csv", type=Path, help="also write it as CSV")
    q.add_argument("--pdf", metavar="FILE.pdf", type=Path, help="also write it as PDF (a copy is kept)")
    q.set_defaults(run=cmd_cash_book, subparser=q)
    q = asub.add_parser("daily-statement", help="make the daily statement in Form IV for a day (rule 15)",
                        description="Made once for a day and never remade; the PDF is kept in the "
                                    "documents folder.")
    q.add_argument("--day", metavar="YYYY-MM-DD", type=date_arg, required=True)
    q.add_argument("--out", metavar="FILE.pdf", type=Path)
    q.set_defaults(run=cmd_daily_statement, subparser=q)
    q = asub.add_parser("remit", help="remit the cash received up to the close of a day (rule 13)")
    q.add_argument("--day", metavar="YYYY-MM-DD", type=date_arg, required=True)
    q.add_argument("--out", metavar="FILE.pdf", type=Path, help="also write the voucher here")
    q.set_defaults(run=cmd_remit, subparser=q)


def _trial_lines(trial, debits: Money, credits: Money) -> list[str]:
    rows = [["Account", "Debit", "Credit"]]
    rows += [[ACCOUNTS[t.account].en, money(t.debit) if t.debit else "", money(t.credit) if t.credit else ""]
             for t in trial]
    rows.append(["Totals", money(debits), money(credits)])
    return table(rows, right={1, 2})


def cmd_ledger_check(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    result = ledger.check()
    out("\n".join(_trial_lines(result.trial, result.debits, result.credits)))
    if result.ok:
        out(f"The ledger passes: {result.transactions} transactions, every one balanced and posted.")
        return 0
    for problem in result.problems:
        err(problem)
    if result.debits != result.credits:
        err(f"The trial balance does not agree: debits {money(result.debits)}, credits {money(result.credits)}")
    return 1


def cmd_cash_book(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.date_to < args.date_from:
        raise Refused(f"--to {args.date_to.isoformat()} is before --from {args.date_from.isoformat()}")
    book = ledger.cash_book(args.date_from, args.date_to)
    rows = [["When", "Reference", "Particulars", "Received", "Paid", "Balance"],
            [date_str(args.date_from), "", "Opening balance", "", "", money(book.opening)]]
    for ln in book.lines:
        rows.append([datetime_str(ln.at), ln.reference, ln.memo[:48], money(ln.received) if ln.received else "",
                     money(ln.paid) if ln.paid else "", money(ln.balance)])
    rows.append([date_str(args.date_to), "", "Closing balance", "", "", money(book.closing)])
    out("\n".join(table(rows, right={3, 4, 5})))
    out("")
    moved = [[ACCOUNTS[c].en, money(normal_balance(c, m))] for c, m in book.movements.items() if m]
    if moved:
        out("Movements in the period:")
        out("\n".join("  " + line for line in table(moved, right={1})))
    if args.csv:
        out(f"Wrote {export_cash_book(args.date_from, args.date_to, args.csv)}")
    if args.pdf:
        out(f"Wrote {accounts.print_cash_book(args.date_from, args.date_to, args.pdf)}")
    return 0


def cmd_daily_statement(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    # made after the day's last entry: before the day is over it is made all the same, with a warning
    s = accounts.make_statement(args.day)
    if s.warning:
        out(f"Warning: {s.warning}")
    doc = accounts.statement_doc(args.day)
    f = doc.figures
    if doc.revision:
        out(f"Revised daily statement (Form IV) for {args.day:%d-%m-%Y} made: revision {doc.revision} of the "
            f"statement made at {doc.revises_made_at:%d-%m-%Y %H:%M}; changed: {doc.changes[0]}")
    else:
        out(f"Daily statement (Form IV) for {args.day:%d-%m-%Y} made")
    out(f"Impounded: {f.impounded_total} head; in the pound at the close: {f.held_total} head")
    out(f"Fines collected {money(f.fines_collected)} (of which from sale proceeds {money(f.fines_from_sales)}); "
        f"feeding charges {money(f.feeding_collected)}; sale proceeds {money(f.sale_proceeds)}; "
        f"maintenance {money(f.maintenance)}; remitted {money(f.remitted)}; "
        f"cash in hand at the close {money(f.cash_at_close)}")
    out(f"Needed for the next day: {money(f.needed_total)}"
        + (f" (no feeding rate for: {', '.join(f.no_rate)})" if f.no_rate else ""))
    out(f"Wrote {copy_out(s.pdf_path, args.out)}")
    return 0


def cmd_remit(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    r = accounts.remit(args.day)
    out(f"Remittance {r.number}: {money(r.amount)} remitted for {args.day:%d-%m-%Y} (rule 13)")
    out(f"Wrote {copy_out(r.pdf_path, args.out)}")
    return 0
