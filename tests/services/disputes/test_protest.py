"""Deposit under protest (s. 14) and its conversion (rules.md Q12). Figures
worked by hand from the fixture's rates (cow: fine Rs 200, feeding Rs 60 a
commenced 24 hours). Seized 1 June 2026 at 08:00: "within ten days from the
date of seizure" excludes 1 June, so the last day to complain is 11 June."""
from __future__ import annotations

from datetime import date, datetime

import pytest
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models import Release
from pound_desk.models.ledger import LedgerTxn
from pound_desk.models.protest import ProtestDeposit
from pound_desk.services import case_history
from pound_desk.services.books import ledger
from pound_desk.services.case import cases, releases
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disputes import complaints, protest
from pound_desk.services.office import settings

BROUGHT = datetime(2026, 6, 1, 10, 0)
SEIZED = datetime(2026, 6, 1, 8, 0)
AT = datetime(2026, 6, 2, 11, 0)        # 25 hours after brought: two periods
NOW = datetime(2026, 6, 2, 11, 5)
LAST_DAY = date(2026, 6, 11)
DUE = Money.of_rupees(320)              # the fines and feeding due at AT


def assert_ledger_ok():
    result = ledger.check()
    assert result.ok, result.problems


def bal(account: str) -> Money:
    return ledger.balances()[account]


def deposited(case, paid=DUE, **kw):
    args = dict(depositor_name="Joseph", paid=paid, intention="Says the field was not his; will complain "
                "to the District Magistrate", now=NOW)
    args.update(kw)
    return protest.deposit(case.case_no, AT, **args)


@pytest.fixture
def case(pound):
    return seize(BROUGHT, ("cow",), seized=SEIZED, owner="Joseph")


def test_deposit_delivers_the_heads_and_is_held_apart_from_the_fines(case):
    d = deposited(case)
    assert d.number == "D-2026-27/00001"
    # fine 200 + 2 periods x 60
    assert (d.fines_paise, d.feeding_paise, d.total_paise) == (20000, 12000, 32000)
    cv = cases.view(case.case_no)
    assert cv.status == "released"
    release = Release.get(Release.case == case)
    assert release.basis == "s14" and release.receipt is None
    assert bal("cash") == Money.of_rupees(320)
    assert bal("protest_deposit") == -Money.of_rupees(320)
    assert bal("fines") == Money.zero() and bal("feeding") == Money.zero()
    assert "District Magistrate" in d.intention
    assert_ledger_ok()


def test_the_release_is_described_in_both_languages(case):
    deposited(case)
    r = cases.view(case.case_no).releases[0]
    en, ml = releases.describe(r)
    assert "under protest" in en and "s. 14" in en and "D-2026-27/00001" in en
    assert "വകുപ്പ് 14" in ml


def test_short_deposit_is_refused_with_the_figures_and_nothing_is_written(case):
    with pytest.raises(protest.DepositShort) as e:
        deposited(case, paid=Money.of_rupees(319))
    assert "₹320.00" in str(e.value) and "₹1.00 more" in str(e.value)
    assert not ProtestDeposit.select().exists() and not Release.select().exists()
    assert not LedgerTxn.select().exists()


def test_deposit_needs_the_stated_intention_and_an_agents_authority(case):
    with pytest.raises(Invalid) as e:
        deposited(case, intention="  ", depositor_capacity="agent", depositor_name="")
    assert {p.field for p in e.value.problems} == {"intention", "evidence", "depositor_name"}


def test_some_heads_only(pound):
    c = seize(BROUGHT, ("cow", "goat"), seized=SEIZED, owner="Joseph")
    d = protest.deposit(c.case_no, AT, "Joseph", Money.of_rupees(160), "Will complain", head_seqs=[2], now=NOW)
    # goat: fine 100 + 2 x 30
    assert d.total_paise == 16000
    cv = cases.view(c.case_no)
    assert [h.seq for h in cv.held] == [1]
    assert_ledger_ok()


def test_numbers_run_per_financial_year(pound):
    a = seize(datetime(2027, 3, 30, 10, 0), owner="A")
    b = seize(datetime(2027, 3, 31, 10, 0), owner="B")
    first = protest.deposit(a.case_no, datetime(2027, 3, 31, 12, 0), "A", Money.of_rupees(1000), "complaint",
                            now=datetime(2027, 4, 1, 12, 0))
    second = protest.deposit(b.case_no, datetime(2027, 4, 1, 11, 0), "B", Money.of_rupees(1000), "complaint",
                             now=datetime(2027, 4, 1, 12, 0))
    assert (first.number, second.number) == ("D-2026-27/00001", "D-2027-28/00001")


def test_conversion_refused_on_the_last_day_and_done_the_day_after(case):
    d = deposited(case)
    with pytest.raises(ServiceError) as e:
        protest.convert(d.number, on=LAST_DAY, now=datetime(2026, 6, 11, 17, 0))
    assert "11-06-2026" in str(e.value) and "12-06-2026" in str(e.value)
    assert protest.state(d, LAST_DAY) == "held"
    assert protest.state(d, date(2026, 6, 12)) == "convert_due"
    assert [v.number for v in protest.due_for_conversion(date(2026, 6, 12))] == [d.number]
    assert protest.due_for_conversion(LAST_DAY) == []
    done = protest.convert(d.number, on=date(2026, 6, 12), now=datetime(2026, 6, 12, 9, 0))
    assert done.outcome == "converted"
    assert bal("protest_deposit") == Money.zero()
    assert bal("fines") == -Money.of_rupees(200) and bal("feeding") == -Money.of_rupees(120)
    assert bal("cash") == Money.of_rupees(320)
    assert protest.state(d, date(2026, 6, 12)) == "converted"
    with pytest.raises(ServiceError):
        protest.convert(d.number, on=date(2026, 6, 13), now=datetime(2026, 6, 13, 9, 0))
    assert_ledger_ok()


def test_a_closed_last_day_moves_the_conversion(case):
    # 11 June 2026 is a Thursday; closed that day, complaints run to Friday 12 June (Q20)
    settings.add_closed_day(LAST_DAY, "Local holiday")
    d = deposited(case)
    with pytest.raises(ServiceError) as e:
        protest.convert(d.number, on=date(2026, 6, 12), now=datetime(2026, 6, 12, 17, 0))
    assert "12-06-2026" in str(e.value)
    protest.convert(d.number, on=date(2026, 6, 13), now=datetime(2026, 6, 13, 9, 0))
    assert_ledger_ok()


def test_conversion_refused_while_a_complaint_is_pending_even_a_late_one(case):
    d = deposited(case)
    c = complaints.record(case.case_no, date(2026, 6, 14), "Joseph", now=datetime(2026, 6, 14, 10, 0))
    assert complaints.is_late(c)
    with pytest.raises(ServiceError) as e:
        protest.convert(d.number, on=date(2026, 6, 15), now=datetime(2026, 6, 15, 10, 0))
    assert "pending" in str(e.value)
    assert protest.state(d, date(2026, 6, 15)) == "awaiting_outcome"
    assert protest.due_for_conversion(date(2026, 6, 15)) == []
    assert bal("protest_deposit") == -Money.of_rupees(320)
    # dismissed: the outcome converts it, in the same transaction
    complaints.decide(c.id, date(2026, 6, 20), "dismissed", "CMP 4/2026", now=datetime(2026, 6, 20, 12, 0))
    assert protest.state(d, date(2026, 6, 20)) == "converted"
    assert bal("protest_deposit") == Money.zero() and bal("fines") == -Money.of_rupees(200)
    assert_ledger_ok()


def test_convert_all_due(pound):
    a = seize(BROUGHT, owner="A", seized=SEIZED)
    b = seize(datetime(2026, 6, 3, 10, 0), owner="B", seized=datetime(2026, 6, 3, 8, 0))
    protest.deposit(a.case_no, AT, "A", Money.of_rupees(320), "complaint", now=NOW)
    protest.deposit(b.case_no, datetime(2026, 6, 3, 12, 0), "B", Money.of_rupees(320), "complaint",
                    now=datetime(2026, 6, 3, 12, 5))
    # a's window ended 11 June, b's ends 13 June
    done = protest.convert_all_due(date(2026, 6, 13), now=datetime(2026, 6, 13, 18, 0))
    assert [c.deposit.case.case_no for c in done] == [a.case_no]
    assert_ledger_ok()


def test_a_contested_case_is_not_delivered_on_a_deposit(case):
    from pound_desk.services.disputes import release_orders

    release_orders.mark_contested(case.case_no, date(2026, 6, 2), "Joseph and Mathew", now=NOW)
    with pytest.raises(ServiceError) as e:
        deposited(case)
    assert "contested" in str(e.value)
    assert not ProtestDeposit.select().exists()


def test_command_line_complaint_and_conversion(case, capsys, monkeypatch):
    from cli_helpers import add_users
    from cli_helpers import signed_main as main

    from pound_desk.models import DB
    from pound_desk.services.desk import clock
    from pound_desk.services.desk.storage import open_database

    add_users()
    path = DB.obj.database
    d = deposited(case)
    monkeypatch.setattr(clock, "now", lambda: datetime(2026, 6, 11, 17, 0))

    def run(*argv):
        code = main(["--db", path, *argv])
        out, err = capsys.readouterr()
        open_database(path)   # the command closes the database when done
        return code, out, err

    code, out, err = run("protest", "convert", "--on", "2026-06-11")
    assert code == 0 and "No deposit under protest is due" in out
    code, out, err = run("protest", "convert", d.number, "--on", "2026-06-11")
    assert code == 1 and "11-06-2026" in err
    code, out, _ = run("protest", "list")
    assert d.number in out and "complaints until 11-06-2026" in out
    monkeypatch.setattr(clock, "now", lambda: datetime(2026, 6, 12, 9, 0))
    code, out, _ = run("complaint", "add", case.case_no, "--on", "2026-06-12", "--by", "Joseph",
                       "--oral", "The cow was on my own land")
    assert code == 0 and "LATE" in out and "Wrote" in out
    code, out, err = run("protest", "convert", "--on", "2026-06-12")
    assert code == 0 and "No deposit under protest is due" in out   # the late complaint makes it wait
    code, out, _ = run("complaint", "list")
    assert "Joseph" in out and "LATE" in out and "Pending" in out
    assert_ledger_ok()


def test_command_line_converts_every_deposit_due(case, capsys, monkeypatch):
    from cli_helpers import add_users
    from cli_helpers import signed_main as main

    from pound_desk.models import DB
    from pound_desk.services.desk import clock
    from pound_desk.services.desk.storage import open_database

    add_users()
    path = DB.obj.database
    d = deposited(case)
    monkeypatch.setattr(clock, "now", lambda: datetime(2026, 6, 12, 9, 0))
    assert main(["--db", path, "protest", "convert"]) == 0
    out, _ = capsys.readouterr()
    assert f"Deposit {d.number} (case {case.case_no}) converted" in out and "₹320.00" in out
    open_database(path)
    assert protest.state(d, date(2026, 6, 12)) == "converted"
    assert_ledger_ok()


def test_the_history_events_of_a_deposit(case):
    d = deposited(case)
    protest.convert(d.number, on=date(2026, 6, 12), now=datetime(2026, 6, 12, 9, 0))
    texts = [en for _, en, _ in protest.events(case.id)]
    assert texts[0].startswith("Deposit under protest D-2026-27/00001 of ₹320.00 by Joseph")
    assert "converted to fines and charges" in texts[1] and "no complaint by 11-06-2026" in texts[1]


def test_the_memo_and_the_closing_reason_are_stored_in_both_languages(case):
    """Records are read on either screen and never edited: the program writes
    them "English / Malayalam", with the number and the date in both halves."""
    from pound_desk.models.stored import halves

    d = deposited(case)
    taken = LedgerTxn.get(LedgerTxn.kind == "protest_deposit")
    assert taken.memo == (f"Deposit under protest {d.number}, case {case.case_no} (s. 14) / "
                          f"പ്രതിഷേധ നിക്ഷേപം {d.number}, കേസ് {case.case_no} (വകുപ്പ് 14)")
    c = protest.convert(d.number, on=date(2026, 6, 12), now=datetime(2026, 6, 12, 9, 0))
    en, ml = halves(c.reason)
    assert en == "no complaint by 11-06-2026 (s. 19, Q12)"
    assert "11-06-2026" in ml and "പരാതിയില്ല" in ml and "വകുപ്പ് 19" in ml
    memo = LedgerTxn.get(LedgerTxn.kind == "protest_converted").memo
    en, ml = halves(memo)
    assert en == f"Deposit under protest {d.number} converted to fines and charges: {halves(c.reason)[0]}"
    assert ml.startswith(f"പ്രതിഷേധ നിക്ഷേപം {d.number}") and "11-06-2026" in ml
    # the case's history gives each screen its own half
    (_, en_line, ml_line), = [e for e in protest.events(case.id) if "11-06-2026" in e[1]]
    assert "പരാതിയില്ല" not in en_line and "പരാതിയില്ല" in ml_line


def test_needs_action_shows_the_window_then_asks_for_the_conversion(case):
    from pound_desk.services import today

    d = deposited(case)

    def ours(day):
        return [(a.code, a.case_no, a.due) for a in today.needs_action(day) if a.code.startswith("protest")]

    assert ours(LAST_DAY) == [("protest_window", case.case_no, LAST_DAY)]
    assert ours(date(2026, 6, 12)) == [("protest_convert", case.case_no, LAST_DAY)]
    protest.convert(d.number, on=date(2026, 6, 12), now=datetime(2026, 6, 12, 9, 0))
    assert ours(date(2026, 6, 12)) == []


def test_a_deposit_held_is_not_remitted_until_converted(case):
    """The day's remittance keeps a deposit under protest back (it may yet be
    refunded); once converted it is remitted with the next day's cash."""
    from pound_desk.services.books import accounts

    deposited(case)
    evening = datetime(2026, 6, 2, 18, 0)
    with pytest.raises(ServiceError, match="Nothing to remit"):
        accounts.remit(date(2026, 6, 2), now=evening)
    plan = accounts.remittance_plan(date(2026, 6, 2))
    assert (plan.cash, plan.protest_held, plan.amount) == (Money.of_rupees(320), Money.of_rupees(320), Money.zero())
    protest.convert(protest.find("D-2026-27/00001").number, on=date(2026, 6, 12), now=datetime(2026, 6, 12, 9, 0))
    r = accounts.remit(date(2026, 6, 12), now=datetime(2026, 6, 12, 18, 0))
    assert r.amount_paise == 32000 and r.protest_held_paise == 0
    assert_ledger_ok()


def test_the_case_history_shows_the_deposit_and_its_conversion(case):
    d = deposited(case)
    protest.convert(d.number, on=date(2026, 6, 12), now=datetime(2026, 6, 12, 9, 0))
    joined = "\n".join(e.en for e in case_history.view(case.case_no).events)
    assert f"Deposit under protest {d.number}" in joined and "converted to fines and charges" in joined


def test_the_daily_statement_shows_the_deposit_and_its_conversion(case):
    """Form IV (rule 15): the deposit on the day it is taken, the conversion on
    the day it is made; the fines of the day are the receipts' alone."""
    from pound_desk.services.books import accounts

    d = deposited(case)
    f = accounts.figures(date(2026, 6, 2))
    assert (f.protest_received, f.fines, f.cash_at_close) == (Money.of_rupees(320), Money.zero(),
                                                              Money.of_rupees(320))
    protest.convert(d.number, on=date(2026, 6, 12), now=datetime(2026, 6, 12, 9, 0))
    g = accounts.figures(date(2026, 6, 12))
    assert (g.protest_received, g.protest_converted) == (Money.zero(), Money.of_rupees(320))
    made = accounts.make_statement(date(2026, 6, 12), now=datetime(2026, 6, 12, 18, 0))
    again = accounts.StatementFigures.from_json(made.figures)
    assert again.protest_converted == Money.of_rupees(320)
    from pypdf import PdfReader
    text = " ".join("".join(p.extract_text() for p in PdfReader(str(made.pdf_path)).pages).split())
    text = text.replace("\ufb01", "fi")   # the PDF's "fi" ligature
    assert "Deposits under protest converted to fines and charges ₹320.00" in text
