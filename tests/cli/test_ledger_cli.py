"""The command line for a case, the ledger and the accounts: ``case --json``,
``ledger check`` (exit 0 when it passes, 1 with each problem when not) and
``accounts cash-book / daily-statement / remit``. Figures by hand from the
``pound`` fixture's rates (cow: fine 200, feeding 60 a day; goat: 100, 30)."""
from __future__ import annotations

import csv
import io
import json
import sqlite3
from datetime import date, datetime

import pypdf
import pytest
from cli_helpers import add_users, signed_main
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models import chain, close_database
from pound_desk.services.case import releases
from pound_desk.services.desk import clock
from pound_desk.services.desk.storage import open_database

R = Money.of_rupees
NOW = datetime(2026, 3, 3, 10, 0)


@pytest.fixture
def cli(pound, tmp_path, capsys, monkeypatch):
    """A case 1/2026: two cows and a goat brought 1 March 09:00, seized 07:00;
    the goat released on 2 March 10:00 (fine 100 + 2 periods of 30 = 160)."""
    case = seize(datetime(2026, 3, 1, 9, 0), kinds=("cow", "cow", "goat"), owner="Madhavan")
    releases.release_on_payment(case.case_no, datetime(2026, 3, 2, 10, 0), "Madhavan", R(160),
                                head_seqs=[3], now=datetime(2026, 3, 2, 10, 5))
    path = tmp_path / "pound.sqlite3"
    add_users()
    close_database()
    monkeypatch.setattr(clock, "now", lambda: NOW)

    def run(*argv: str) -> tuple[int, str, str]:
        code = signed_main(["--db", str(path), *argv])
        out, err = capsys.readouterr()
        return code, out, err

    run.db = path
    run.case_no = case.case_no
    yield run
    open_database(path)   # the fixture's own teardown closes it


def test_case_json(cli):
    code, out, err = cli("case", cli.case_no, "--json")
    assert code == 0, err
    rec = json.loads(out)
    assert rec["case_no"] == "1/2026" and rec["status"] == "part_released"
    assert [(h["seq"], h["kind"], h["state"]) for h in rec["heads"]] == [
        (1, "cow", "held"), (2, "cow", "held"), (3, "goat", "released")]
    goat = rec["heads"][2]
    assert goat["released_at"] == "2026-03-02T10:00" and goat["basis"] == "s12" and goat["to"] == "Madhavan"
    # now 3 March 10:00: two cows, 2 fines of 200 and 3 commenced days of 60 each
    assert rec["dues_now"]["total"] == "760.00"
    assert rec["dues_now"]["fine"] == "400.00" and rec["dues_now"]["feeding"] == "360.00"
    # brought 1 March: the seven days run 2-8 March, the report is due 9 March;
    # seized 1 March: ten days from it end 11 March (s. 19)
    assert rec["deadlines"]["unclaimed_report_due"] == "2026-03-09"
    assert rec["deadlines"]["complaint_window_ends"] == "2026-03-11"
    assert "notice" not in rec["deadlines"]
    events = [e["en"] for e in rec["events"]]
    assert any("released to Madhavan" in e for e in events)
    assert rec["events"] == sorted(rec["events"], key=lambda e: e["at"])


def test_case_text(cli):
    code, out, _ = cli("case", "001/2026")
    assert code == 0
    assert "Case 1/2026: part released" in out and "Due now: ₹760.00" in out
    assert "History:" in out


def test_case_unknown(cli):
    code, _, err = cli("case", "99/2026")
    assert code == 1 and "No case 99/2026" in err


def test_ledger_check_passes(cli):
    code, out, err = cli("ledger", "check")
    assert code == 0, err
    assert "The ledger passes: 1 transactions" in out
    assert "Totals" in out and "₹160.00" in out


def test_ledger_check_fails_on_an_unbalanced_transaction(cli):
    con = sqlite3.connect(cli.db)
    # another program that knows the chain's hash (the chaining triggers call it)
    con.create_function(chain.HASH_FUNCTION, 4, chain.chain_hash)
    con.create_function(chain.ACTOR_FUNCTION, 1, lambda table: "outside")
    with con:
        cur = con.execute("INSERT INTO ledger_txn (at, kind, memo, reference, entered_at) "
                          "VALUES ('2026-03-02 12:00:00', 'maintenance', 'typed in by hand', '', "
                          "'2026-03-02 12:00:00')")
        con.execute("INSERT INTO ledger_posting (txn_id, account, amount_paise) VALUES (?, 'maintenance', 5000)",
                    (cur.lastrowid,))
        con.execute("INSERT INTO ledger_posting (txn_id, account, amount_paise) VALUES (?, 'cash', -4000)",
                    (cur.lastrowid,))
    con.close()
    code, out, err = cli("ledger", "check")
    assert code == 1
    assert "does not balance: off by ₹10.00" in err
    assert "The trial balance does not agree" in err
    assert "passes" not in out


def test_ledger_check_fails_on_a_receipt_not_posted(cli):
    con = sqlite3.connect(cli.db)
    with con:
        con.execute("DROP TRIGGER ledger_posting_no_delete")
        con.execute("DROP TRIGGER ledger_txn_no_delete")
        con.execute("DELETE FROM ledger_posting")
        con.execute("DELETE FROM ledger_txn")
    con.close()
    code, _, err = cli("ledger", "check")
    assert code == 1 and "Receipt 2025-26/00001 is not in the ledger" in err


def test_accounts_cash_book_csv_and_pdf(cli, tmp_path):
    code, out, err = cli("accounts", "cash-book", "--from", "2026-03-01", "--to", "2026-03-31",
                         "--csv", str(tmp_path / "cb.csv"), "--pdf", str(tmp_path / "cb.pdf"))
    assert code == 0, err
    assert "Opening balance" in out and "Closing balance" in out and "₹160.00" in out
    rows = list(csv.reader(io.StringIO((tmp_path / "cb.csv").read_text(encoding="utf-8-sig"))))
    assert rows[0][:3] == ["date", "time", "transaction"]
    assert rows[1][5] == "Opening balance" and rows[1][8] == "0.00"
    assert rows[2][4] == "2025-26/00001" and rows[2][6] == "160.00" and rows[2][8] == "160.00"
    assert rows[3][5] == "Closing balance" and rows[3][8] == "160.00"
    text = "\n".join(p.extract_text() for p in pypdf.PdfReader(tmp_path / "cb.pdf").pages)
    assert "Cash book, 01-03-2026 to 31-03-2026" in text and "2025-26/00001" in text


def test_accounts_cash_book_refuses_a_period_backwards(cli):
    code, _, err = cli("accounts", "cash-book", "--from", "2026-03-31", "--to", "2026-03-01")
    assert code == 1 and "before" in err


def test_accounts_daily_statement_and_remit(cli, tmp_path):
    code, out, err = cli("accounts", "remit", "--day", "2026-03-02", "--out", str(tmp_path / "v.pdf"))
    assert code == 0, err
    assert "Remittance R-2025-26/00001: ₹160.00 remitted" in out
    code, out, err = cli("accounts", "daily-statement", "--day", "2026-03-02", "--out", str(tmp_path / "s.pdf"))
    assert code == 0, err
    # 2 March: nothing impounded, two cows held at the close; next day 2 x 60
    assert "Impounded: 0 head; in the pound at the close: 2 head" in out
    assert "Needed for the next day: ₹120.00" in out
    assert (tmp_path / "s.pdf").exists()
    code, _, err = cli("accounts", "daily-statement", "--day", "2026-03-02")
    assert code == 1 and "never remade" in err
    code, _, err = cli("accounts", "remit", "--day", "2026-03-02")
    assert code == 1 and "Nothing to remit" in err
    code, out, _ = cli("ledger", "check")
    assert code == 0


def test_accounts_daily_statement_for_a_day_to_come(cli):
    code, _, err = cli("accounts", "daily-statement", "--day", "2026-03-04")
    assert code == 1 and "close of the day" in err
    assert date(2026, 3, 4) > NOW.date()
