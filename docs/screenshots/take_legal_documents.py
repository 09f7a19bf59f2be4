"""Render the documents a Magistrate may be shown to PNG (first pages, with
``pdftoppm`` from poppler-utils), into this folder:
``python docs/screenshots/take_legal_documents.py``.

A pound at Nedumangad in June 2026: a cow whose owner deposited under
protest and complained, the seizure adjudged illegal and the deposit
refunded (the one liable owes the compensation, not the refund again); a
cow held and a complaint of illegal detention, decided against the
pound-keeper; two cows sold unclaimed, their surplus held in deposit; a
daily statement made mid-day and revised after a later release; and June's
return. A person then looks at each PNG (is the Malayalam shaped? does any
figure break?)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from datetime import date, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))


def page_png(pdf: Path | bytes, name: str, page: int = 1) -> None:
    if shutil.which("pdftoppm") is None:
        print("pdftoppm missing: skipped", name)
        return
    if isinstance(pdf, bytes):
        path = Path(tempfile.mkdtemp()) / f"{name}.pdf"
        path.write_bytes(pdf)
        pdf = path
    subprocess.run(["pdftoppm", "-r", "70", "-png", "-singlefile", "-f", str(page), "-l", str(page), str(pdf),
                    str(HERE / name)], check=True)
    print("saved", f"{name}.png")


def main() -> int:
    home = Path(tempfile.mkdtemp(prefix="pound-desk-legal-shots-"))
    os.environ["POUND_DESK_HOME"] = str(home)
    from record_helpers import base_rates, seize

    from pound_desk.documents.return_pdf import render_return
    from pound_desk.law.money import Money
    from pound_desk.services import returns
    from pound_desk.services.books import accounts
    from pound_desk.services.case import releases
    from pound_desk.services.desk.storage import open_database
    from pound_desk.services.disposal import auctions, settlements
    from pound_desk.services.disputes import complaints, protest
    from pound_desk.services.office import pound, rates
    from tests.services.disposal.test_auctions import AUCTION_AT, auction, bidder, head_ids, noticed

    R = Money.of_rupees
    open_database(home / "pound.sqlite3")
    pound.set_up("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality", "Nedumangad",
                 "K. Sasidharan")
    rates.add(base_rates())

    # s. 14 then s. 21: deposit under protest, seizure adjudged illegal, deposit refunded
    dep = seize(datetime(2026, 6, 1, 10, 0), ("cow", "goat"), seized=datetime(2026, 6, 1, 8, 0), owner="Joseph")
    protest.deposit(dep.case_no, datetime(2026, 6, 2, 11, 0), "Joseph", R(480), "Will complain to the Magistrate",
                    now=datetime(2026, 6, 2, 11, 5))
    c = complaints.record(dep.case_no, date(2026, 6, 4), "Joseph", now=datetime(2026, 6, 4, 11, 0))
    complaints.decide(c.id, date(2026, 6, 20), "illegal", "CMP 4/2026", compensation=R(100), refund=True,
                      now=datetime(2026, 6, 20, 12, 0))
    page_png(complaints.print_acknowledgement(c.id), "doc-complaint-outcome")

    # s. 19: illegal detention, the pound-keeper liable; the cow released on the order
    held = seize(datetime(2026, 6, 3, 10, 0), ("cow",), seized=datetime(2026, 6, 3, 8, 0), owner="Mathew")
    c2 = complaints.record(held.case_no, date(2026, 6, 6), "Mathew", ground="detention",
                           now=datetime(2026, 6, 6, 11, 0))
    complaints.decide(c2.id, date(2026, 6, 9), "illegal", "CMP 5/2026", compensation=R(60),
                      released_at=datetime(2026, 6, 9, 11, 0), now=datetime(2026, 6, 9, 12, 0))

    # ss. 13(3), 16(3): two cows sold unclaimed, the surplus held in deposit
    b = seize(datetime(2026, 6, 1, 10, 0), ("cow", "cow"))
    noticed(b)
    a = auction()
    lot = auctions.add_lot(a.id, head_ids(b))
    auctions.add_expense(a.id, b.case_no, R(150), "Crier and drum", date(2026, 6, 19), now=AUCTION_AT)
    auctions.sell(lot.id, bidder(a).id, R(125000), AUCTION_AT, now=AUCTION_AT)
    s = settlements.settle(b.case_no, datetime(2026, 6, 19, 12, 0), now=datetime(2026, 6, 19, 12, 5))
    page_png(settlements.print_account(s.id), "doc-unclaimed-sale-account")

    # rule 15: the statement of 24 June made at 1:58 PM, a release at 2:00 PM, the revised statement
    late = seize(datetime(2026, 6, 22, 9, 0), ("cow", "goat"), owner="Beena")
    accounts.make_statement(date(2026, 6, 24), now=datetime(2026, 6, 24, 13, 58))
    releases.release_on_payment(late.case_no, datetime(2026, 6, 24, 14, 0), "Beena", R(570),
                                now=datetime(2026, 6, 24, 14, 0))
    revised = accounts.make_statement(date(2026, 6, 24), now=datetime(2026, 6, 25, 9, 0))
    page_png(revised.pdf_path, "doc-revised-statement")
    made = accounts.make_statement(date(2026, 6, 19), now=datetime(2026, 6, 20, 9, 0))
    page_png(made.pdf_path, "daily-statement")

    data = returns.gather("2026-06")
    pdf = render_return(data, sequence=1, revision=0, made_at=datetime(2026, 7, 2, 10, 0),
                        fingerprint="3F2A 91C4 0B7E 55D1")
    page_png(pdf, "doc-monthly-return")
    page_png(pdf, "doc-monthly-return-2", page=2)
    page_png(pdf, "doc-monthly-return-3", page=3)
    return 0


if __name__ == "__main__":
    sys.exit(main())
