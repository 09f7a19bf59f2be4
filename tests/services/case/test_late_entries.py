"""Time that cannot be rolled back unseen (attack 5 of the insider): a
release dated earlier than the moment it is made by more than the office's
margin needs the person's reason, kept in a record of its own under the
chain, and is printed as entered late on the register, the receipt and the
month's return."""
from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from cli_helpers import signed_main
from pdf_checks import text
from record_helpers import seize

from pound_desk.documents.receipt import render_receipt
from pound_desk.documents.register import render_register
from pound_desk.law import late
from pound_desk.law.money import Money
from pound_desk.models import DB, Receipt, close_database
from pound_desk.models.late import LateEntry
from pound_desk.returns import schema
from pound_desk.returns.bundle import read_bundle
from pound_desk.services import returns, tamper
from pound_desk.services.case import documents, late_entries, releases
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid

BROUGHT = datetime(2026, 3, 2, 9, 0)
RELEASED = datetime(2026, 3, 3, 10, 0)
A_WEEK_LATER = datetime(2026, 3, 10, 11, 30)
REASON = "Paid at the office; the desk's computer was being repaired"


@pytest.fixture
def margin():
    """The office's own margin (the suite widens it: tests/conftest.py)."""
    late_entries.use_test_margin(None)
    yield late_entries.margin_hours()
    late_entries.use_test_margin(10 ** 6)


@pytest.fixture
def case(pound, margin):
    return seize(BROUGHT, kinds=("cow",), owner="Rajan")


def release(case, now, reason=""):
    return releases.release_on_payment(case.case_no, RELEASED, "Rajan", Money.of_rupees(5000), now=now,
                                       late_reason=reason)


def test_the_margin_is_a_day_by_default_and_a_setting(pound, margin):
    assert margin == late.DEFAULT_MARGIN_HOURS == 24
    late_entries.set_margin_hours(48)
    assert late_entries.margin_hours() == 48
    with pytest.raises(Invalid):
        late_entries.set_margin_hours(0)


def test_a_release_a_week_back_without_a_reason_is_refused(case):
    with pytest.raises(Invalid) as e:
        release(case, A_WEEK_LATER)
    (problem,) = e.value.problems
    assert problem.field == "late_reason" and "entered late" in problem.message
    assert Receipt.select().count() == 0 and LateEntry.select().count() == 0


def test_a_release_within_the_margin_needs_no_reason(case):
    release(case, RELEASED + timedelta(hours=23))
    assert Receipt.select().count() == 1 and LateEntry.select().count() == 0


def test_a_release_a_week_back_with_a_reason_is_printed_as_entered_late(case, tmp_path):
    receipt = release(case, A_WEEK_LATER, REASON)
    (entry,) = LateEntry.select()
    assert (entry.record, entry.stated_at, entry.entered_at, entry.reason) == (
        "release", RELEASED, A_WEEK_LATER, REASON)
    words = "entered late, on 10-03-2026 11:30 AM"
    register = tmp_path / "register.pdf"
    register.write_bytes(render_register(documents.register_doc(date(2026, 3, 1), date(2026, 3, 31))))
    assert words in text(register) and "repaired" in text(register)
    paper = tmp_path / "receipt.pdf"
    paper.write_bytes(render_receipt(documents.receipt_doc(receipt.number)))
    assert words in text(paper)
    made = returns.export("2026-03", tmp_path, now=datetime(2026, 4, 1, 9, 0))
    bundle = read_bundle(made.path, returns.the_key().public_key())
    (line,) = bundle.data.releases
    assert line.entered_late == schema.EnteredLate(at="2026-03-10T11:30:00", reason=REASON)
    assert bundle.data.receipts[0].entered_late.at == "2026-03-10T11:30:00"
    printed = tmp_path / "return.pdf"
    printed.write_bytes(bundle.files["return.pdf"])
    assert text(printed).count(words) == 2     # the release's line and the receipt's
    assert tamper.check().intact


def test_the_reason_is_under_the_chain(case):
    release(case, A_WEEK_LATER, REASON)
    DB.execute_sql("DROP TRIGGER IF EXISTS late_entry_no_update")
    for (name,) in DB.execute_sql("SELECT name FROM sqlite_master WHERE type = 'trigger' "
                                  "AND tbl_name = 'late_entry'").fetchall():
        DB.execute_sql(f'DROP TRIGGER "{name}"')
    DB.execute_sql("UPDATE late_entry SET reason = 'On time', entered_at = stated_at")
    assert ("changed", "late_entry") in {(f.kind, f.table) for f in tamper.check().findings}


def test_the_command_line_asks_for_the_reason(pound, margin, capsys):
    from cli_helpers import add_users

    now = clock.now()
    c = seize(now - timedelta(days=10), kinds=("cow",), owner="Rajan")
    add_users()
    path = DB.obj.database
    close_database()
    at = (now - timedelta(days=7)).strftime("%Y-%m-%dT%H:%M")
    argv = ["--db", path, "release", c.case_no, "--at", at, "--claimant", "Rajan", "--paid", "5000"]
    code = signed_main(argv, "keeper", "")
    _, err = capsys.readouterr()
    assert code == 1 and "entered late" in err and "--late-reason" in err
    code = signed_main([*argv, "--late-reason", REASON], "keeper", "")
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "This release was entered late, on" in out and REASON in out


def test_cattle_brought_a_week_before_the_entry_need_a_reason_printed_with_it(pound, margin, tmp_path):
    from record_helpers import draft

    from pound_desk.models import Case
    from pound_desk.services.case import seizures

    entered = BROUGHT + timedelta(days=7)
    with pytest.raises(Invalid) as e:
        seizures.register(draft(BROUGHT), now=entered)
    assert [p.field for p in e.value.problems] == ["late_reason"] and Case.select().count() == 0
    case = seizures.register(draft(BROUGHT), now=entered, late_reason="The register was kept on paper that week")
    assert late_entries.one("case", case.id).entered_at == entered
    register = tmp_path / "register.pdf"
    register.write_bytes(render_register(documents.register_doc(date(2026, 3, 1), date(2026, 3, 31))))
    assert "entered late, on 09-03-2026 09:00 AM" in text(register)


def test_a_feeding_day_logged_days_later_needs_a_reason_kept_with_each_entry(case):
    from pound_desk.services.case import feeding

    with pytest.raises(Invalid):
        feeding.log(date(2026, 3, 3), now=datetime(2026, 3, 6, 9, 0))
    assert feeding.log(date(2026, 3, 3), now=datetime(2026, 3, 4, 9, 0)) == 1   # the next morning: in time
    assert LateEntry.select().count() == 0
    assert feeding.log(date(2026, 3, 2), now=datetime(2026, 3, 6, 9, 0), late_reason="The log book was copied in") == 1
    (entry,) = LateEntry.select()
    assert entry.record == "feeding" and entry.reason == "The log book was copied in"
