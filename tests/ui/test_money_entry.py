"""Amounts typed at the desk: every key stays in the field, and anything but
a plain non-negative figure is refused beside it (a dropped minus sign once
turned "-140" into a full payment)."""
from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import Qt
from record_helpers import seize

from pound_desk.law.money import Money, MoneyError
from pound_desk.services.case import cases
from pound_desk.ui.fields import MoneyEdit
from pound_desk.ui.release_dialog import ReleaseDialog


@pytest.mark.parametrize("typed", ["-140", "−140", "140-", "1e3", "(140)", "14O", "₹-140", "1,40,00,0"])
def test_money_edit_refuses_what_is_not_a_plain_figure(qtbot, typed):
    edit = MoneyEdit()
    qtbot.addWidget(edit)
    qtbot.keyClicks(edit, typed) if typed.isascii() else edit.setText(typed)
    assert edit.text() == typed                   # nothing swallowed
    with pytest.raises(MoneyError):
        edit.money()


def test_money_edit_reads_plain_figures(qtbot):
    edit = MoneyEdit()
    qtbot.addWidget(edit)
    for typed, paise in (("140", 14000), ("₹ 1,250.50", 125050), ("75.", 7500), ("0", 0)):
        edit.setText(typed)
        assert edit.money() == Money(paise)


def test_release_with_a_minus_sign_is_refused_beside_the_amount(pound, qtbot, now):
    seize(datetime(2026, 3, 10, 9, 0), owner="Rajan P.")
    dialog = ReleaseDialog("1/2026", now=now)
    qtbot.addWidget(dialog)
    dialog.show()                                # Enter presses the shown dialog's default button
    due = dialog.dues.total
    dialog.paid.setFocus()
    qtbot.keyClicks(dialog.paid, "-" + due.plain())
    qtbot.keyClick(dialog.paid, Qt.Key.Key_Return)
    assert dialog.receipt_no is None
    assert dialog.errors.message("paid")
    assert not cases.view("1/2026").receipts and len(cases.view("1/2026").held) == 1
