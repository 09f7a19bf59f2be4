"""The Accounts menu driven as a person would: the close of day (figures
shown first, then the remittance and the daily statement, each previewed),
maintenance and advances, deposits, and the cash book as PDF and CSV.
The office clock is desk_helpers.NOW (10 March 2026, 15:30)."""
from __future__ import annotations

import csv
import io
from datetime import date, datetime, time, timedelta

import pytest
from desk_helpers import NOW, a_draft, pdf_text
from PySide6.QtCore import QDate, Qt

from pound_desk.law import ledger as law
from pound_desk.law.money import Money
from pound_desk.models import DB
from pound_desk.models.disposal import Deposit
from pound_desk.models.ledger import DailyStatement, LedgerTxn, Remittance, write_txn
from pound_desk.services.books import ledger
from pound_desk.services.case import releases, seizures
from pound_desk.ui.accounts.cash_book_dialog import CashBookDialog
from pound_desk.ui.accounts.close_day_dialog import CloseDayDialog
from pound_desk.ui.accounts.deposits_dialog import DepositsDialog
from pound_desk.ui.accounts.entries_dialog import EntriesDialog
from pound_desk.ui.main_window import MainWindow

R = Money.of_rupees
click = Qt.MouseButton.LeftButton


@pytest.fixture
def paid_today(pound):
    """Two cows brought at 09:00 today; one released at 14:00 on payment of
    a fine of 200 and one day's feeding of 60."""
    case = seizures.register(a_draft(NOW.replace(hour=9, minute=0), kinds=("cow", "cow")),
                             now=NOW.replace(hour=9, minute=5))
    releases.release_on_payment(case.case_no, NOW.replace(hour=14, minute=0), "Rajan P.", R(260),
                                head_seqs=[1], now=NOW)
    return case


def _shown(dialog, qtbot):
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _cell(table, row: int, col: int) -> str:
    return table.item(row, col).text()


def _figure(dialog, label_start: str) -> str:
    t = dialog.figures_table
    for r in range(t.rowCount()):
        if _cell(t, r, 0).startswith(label_start):
            return _cell(t, r, 1)
    raise AssertionError(label_start)


def test_menu_installed(pound, qtbot, now):
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    assert "Accounts" in w.menu_titles()
    # the four entries, then the returns under a separator
    assert len([a for a in w.accounts_menu.actions() if not a.isSeparator() and a.menu() is None]) == 4
    w.accounts_menu.actions()[0].trigger()
    assert isinstance(w.dialogs[-1], CloseDayDialog)
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)


def test_close_of_day_figures_then_remit_then_statement(paid_today, qtbot, now, tmp_path):
    d = _shown(CloseDayDialog(now=now), qtbot)
    # figures shown before anything is done
    assert _figure(d, "Fines collected") == "₹200.00"
    assert _figure(d, "Feeding charges collected") == "₹60.00"
    assert _figure(d, "In the pound at the close").startswith("1 (Cow 1)")
    assert _figure(d, "Needed for the next day") == "₹60.00"
    assert _figure(d, "To remit now") == "₹260.00"
    assert d.remit_button.isEnabled() and "₹260.00" in d.remit_button.text()
    assert Remittance.select().count() == 0
    qtbot.mouseClick(d.remit_button, click)
    r = Remittance.get()
    assert r.number == "R-2025-26/00001" and r.amount_paise == 26000
    assert not d.remit_button.isEnabled()
    assert "R-2025-26/00001" in d.state.text()
    voucher = d.previews[-1]
    assert voucher.page_count == 1 and "R-2025-26/00001" in pdf_text(voucher.path)
    # 15:30: the day is not over; the keeper is asked, and says yes
    asked = []
    d.confirm_early = lambda warning: asked.append(warning) or True
    qtbot.mouseClick(d.statement_button, click)
    assert asked and "is not over yet (15:30)" in asked[0]
    assert DailyStatement.select().count() == 1
    assert not d.statement_button.isEnabled() and d.show_statement_button.isEnabled()
    statement = d.previews[-1]
    assert "Daily statement" in pdf_text(statement.path)
    assert ledger.check().ok
    d.grab().save(str(tmp_path / "close_day.png"))


def test_rule_15_a_statement_before_the_day_is_over_needs_the_keepers_confirmation(paid_today, qtbot, now):
    d = _shown(CloseDayDialog(now=now), qtbot)
    d.confirm_early = lambda warning: False
    assert not d.make_statement()
    assert DailyStatement.select().count() == 0
    assert "is not over yet" in d.errors.message("__general__")


def test_close_of_day_refuses_a_day_to_come(paid_today, qtbot, now):
    d = _shown(CloseDayDialog(now=now), qtbot)
    d.day.setDate(QDate(NOW.date() + timedelta(days=1)))
    assert not d.make_statement()
    assert "close of the day" in d.errors.message("day")
    assert DailyStatement.select().count() == 0


def test_maintenance_and_advance_forms(pound, qtbot, now, tmp_path):
    d = _shown(EntriesDialog(now=now), qtbot)
    # a maintenance beyond the cash in hand, and nothing typed: refused beside the fields
    qtbot.mouseClick(d.record_button, click)
    assert d.errors.message("description") and d.errors.message("amount")
    d.kind.setCurrentIndex(d.kind.findData("advance"))
    qtbot.keyClicks(d.description, "Daily advance")
    qtbot.keyClicks(d.amount, "500")
    qtbot.keyClicks(d.reference, "Ack 12")
    qtbot.mouseClick(d.record_button, click)
    assert d.table.rowCount() == 1 and d.description.text() == ""
    assert "Acknowledgment" in pdf_text(d.previews[-1].path)
    d.kind.setCurrentIndex(d.kind.findData("maintenance"))
    qtbot.keyClicks(d.description, "Hay, 20 kg")
    qtbot.keyClicks(d.amount, "600")
    qtbot.mouseClick(d.record_button, click)
    assert "cash in hand is ₹500.00" in d.errors.message("amount")
    assert d.description.text() == "Hay, 20 kg"     # nothing lost on a refusal
    d.amount.clear()
    qtbot.keyClicks(d.amount, "240")
    qtbot.mouseClick(d.record_button, click)
    assert d.table.rowCount() == 2
    assert ledger.balances()["cash"] == R(260)
    assert "₹260.00" in d.cash.text()
    d.on.setDate(QDate(NOW.date() + timedelta(days=1)))
    qtbot.keyClicks(d.description, "tomorrow's hay")
    qtbot.keyClicks(d.amount, "10")
    qtbot.mouseClick(d.record_button, click)
    assert d.errors.message("on")
    assert ledger.check().ok
    d.grab().save(str(tmp_path / "entries.png"))


def _deposit(on: date, amount: Money) -> Deposit:
    case = seizures.register(a_draft(datetime.combine(on, time(8))), now=datetime.combine(on, time(8, 5)))
    at = datetime.combine(on, time(12))
    with DB.atomic():
        write_txn(at, "sale_test", "sale", [law.debit("cash", amount), law.credit("sale_proceeds", amount)])
        d = Deposit.create(case=case, deposited_on=on, amount_paise=amount.paise)
        write_txn(at, "deposit", "surplus", [law.debit("sale_proceeds", amount), law.credit("deposit", amount)],
                  reference=f"deposit {d.id}")
    return d


def test_deposits_claim_then_credit_refused_then_credited(pound, qtbot, now, tmp_path):
    old = _deposit(date(2025, 11, 30), R(1500))       # last day 28 Feb 2026: due now
    _deposit(date(2026, 1, 10), R(700))               # last day 10 April 2026: open
    d = _shown(DepositsDialog(now=now), qtbot)
    assert d.table.rowCount() == 2
    assert _cell(d.table, 0, 3) == "28-02-2026" and _cell(d.table, 1, 3) == "10-04-2026"
    assert _cell(d.table, 0, 4).startswith("No claim in time")
    # choose the open one, record a claim, and crediting is refused with the date
    d.table.selectRow(1)
    qtbot.keyClicks(d.claimant, "Madhavan")
    qtbot.mouseClick(d.claim_button, click)
    assert d.claims.rowCount() == 1 and _cell(d.claims, 0, 3).startswith("in time")
    qtbot.mouseClick(d.credit_button, click)
    assert "10-04-2026" in d.general.text()
    # the old one is credited
    d.table.selectRow(0)
    qtbot.mouseClick(d.credit_button, click)
    assert d.general.isHidden()
    assert _cell(d.table, 0, 4).startswith("Credited")
    assert LedgerTxn.select().where(LedgerTxn.kind == "deposit_credited").count() == 1
    # the claim to the other is paid on an order
    d.table.selectRow(1)
    qtbot.mouseClick(d.pay_button, click)
    assert d.errors.message("reference")
    qtbot.keyClicks(d.reference, "LA order 5/2026")
    qtbot.mouseClick(d.pay_button, click)
    assert _cell(d.table, 1, 4).startswith("Paid")
    assert ledger.check().ok
    assert old.id != 0
    d.grab().save(str(tmp_path / "deposits.png"))


def test_needs_action_opens_the_deposits(pound, qtbot, now):
    _deposit(date(2025, 11, 30), R(1500))
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    codes = [a.code for a in w.needs.actions]
    assert "deposit_due" in codes
    for i in range(w.needs.tree.topLevelItemCount()):
        group = w.needs.tree.topLevelItem(i)
        if group.child(0).data(0, Qt.ItemDataRole.UserRole + 1) == "deposit_due":
            w.needs._activated(group.child(0))
    assert isinstance(w.dialogs[-1], DepositsDialog)


def test_cash_book_pdf_off_the_thread_and_csv(paid_today, qtbot, now, tmp_path):
    d = _shown(CashBookDialog(now=now), qtbot)
    assert "closing ₹260.00" in d.summary.text()
    with qtbot.waitSignal(d.pdf_ready, timeout=20000) as blocker:
        d.make_pdf()
    path = blocker.args[0]
    text = pdf_text(path)
    assert "Cash book, 01-03-2026 to 10-03-2026" in text and "2025-26/00001" in text
    out = d.save_csv(tmp_path / "cb.csv")
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    assert rows[2][6] == "260.00" and rows[3][8] == "260.00"
    d.end.setDate(QDate(2026, 2, 1))
    assert d.save_csv(tmp_path / "bad.csv") is None
    assert d.errors.message("end")
    d.end.setDate(QDate(NOW.date()))
    d.show_figures()
    d.grab().save(str(tmp_path / "cash_book.png"))


def test_needs_action_opens_the_close_of_day_for_the_missing_day(paid_today, qtbot, now):
    from pound_desk.services.books import accounts

    accounts.make_statement(NOW.date() - timedelta(days=2), now=NOW)
    w = MainWindow(now=now)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)
    assert "daily_statement" in [a.code for a in w.needs.actions]
    for i in range(w.needs.tree.topLevelItemCount()):
        group = w.needs.tree.topLevelItem(i)
        if group.child(0).data(0, Qt.ItemDataRole.UserRole + 1) == "daily_statement":
            assert "09-03-2026" in group.child(0).text(0)
            w.needs._activated(group.child(0))
    dialog = w.dialogs[-1]
    assert isinstance(dialog, CloseDayDialog)
    assert dialog.chosen_day() == date(2026, 3, 9)
    assert dialog.statement_button.isEnabled()


def test_remit_shows_what_stays_and_warns_when_the_next_day_is_short(paid_today, qtbot, now, monkeypatch):
    from pound_desk.ui import fields

    asked = []
    monkeypatch.setattr(fields, "ask_to_record",
                        lambda parent, text, warning="": asked.append((text, warning)) or False)
    d = _shown(CloseDayDialog(now=now), qtbot)
    qtbot.mouseClick(d.remit_button, click)
    # all ₹260 would go, ₹60 is needed tomorrow for the cow still held: asked, with the warning
    [(text, warning)] = asked
    assert "₹260.00" in text and "₹0.00" in text
    assert "₹60.00" in warning and "advance" in warning
    assert Remittance.select().count() == 0          # No: nothing recorded


def test_a_remittance_is_corrected_by_a_reversing_entry_that_says_why(paid_today, qtbot, now):
    d = _shown(CloseDayDialog(now=now), qtbot)
    qtbot.mouseClick(d.remit_button, click)
    r = Remittance.get()
    assert d.reverse_button.isEnabled()
    qtbot.mouseClick(d.reverse_button, click)
    assert d.errors.message("reason")                 # a reason is required
    qtbot.keyClicks(d.reverse_reason, "Rs 1,780 needed for tomorrow feeding")
    qtbot.mouseClick(d.reverse_button, click)
    from pound_desk.models.ledger import LedgerTxn

    rev = LedgerTxn.get(LedgerTxn.reverses == r.txn_id)
    assert "Rs 1,780 needed" in rev.memo
    assert Remittance.get_by_id(r.id).amount_paise == 26000      # the voucher stays as it was
    assert ledger.check().ok
    assert "(reversed)" in d.state.text() and not d.reverse_button.isEnabled()
    assert _figure(d, "To remit now") == "₹260.00"               # the cash is in hand again


def test_a_reversal_without_its_reason_is_refused_before_the_question(paid_today, qtbot, now, monkeypatch):
    from pound_desk.ui import fields

    d = _shown(CloseDayDialog(now=now), qtbot)
    qtbot.mouseClick(d.remit_button, click)
    asked = []
    monkeypatch.setattr(fields, "ask_to_record", lambda parent, text, warning="": asked.append(text) or True)
    qtbot.mouseClick(d.reverse_button, click)
    assert d.errors.message("reason") and asked == []      # nothing to say Yes to yet
