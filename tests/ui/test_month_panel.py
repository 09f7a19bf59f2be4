"""The main window's month panel: counted only once the window is on the
screen, off the screen's thread; its figures equal counts made here another
way (every case read and filtered, heads held from the case views, the cash
book's lines, the needs-action list); a click opens the list behind each."""
from __future__ import annotations

from datetime import datetime, time, timedelta

import pytest
from desk_helpers import NOW

from pound_desk.law.money import Money
from pound_desk.models import Case
from pound_desk.services import demo, month_figures, today
from pound_desk.services.books import ledger
from pound_desk.services.case import cases
from pound_desk.text import money
from pound_desk.ui import month_panel
from pound_desk.ui.accounts.cash_book_dialog import CashBookDialog
from pound_desk.ui.main_window import MainWindow


@pytest.fixture
def window(db, qtbot):
    demo.create_demo(now=NOW)
    w = MainWindow(now=lambda: NOW)
    qtbot.addWidget(w)
    assert w.month.task is None          # nothing counted before the window is shown
    w.show()
    qtbot.waitUntil(lambda: w.month.figures is not None and not w.needs.loading, timeout=20000)
    return w


def _by_hand():
    start = NOW.date().replace(day=1)
    last_start = (start - timedelta(days=1)).replace(day=1)
    every = cases.views(list(Case.select()))
    brought = lambda a, b: sum(1 for cv in every if a <= cv.brought_at.date() <= b)   # noqa: E731
    held = lambda at: sum(len(cases.held_at(cv, at)) for cv in every)                 # noqa: E731
    got = lambda a, b: sum((ln.received for ln in ledger.cash_book(a, b).lines), Money.zero()).paise  # noqa: E731
    overdue = lambda d: len([a for a in today.needs_action(d)                          # noqa: E731
                             if a.due <= d and a.code not in ("complaint_window", "deposit_soon", "protest_window")])
    last_end = start - timedelta(days=1)
    return {"cases": (brought(start, NOW.date()), brought(last_start, last_end)),
            "held": (held(NOW), held(datetime.combine(start, time()))),
            "collected": (got(start, NOW.date()), got(last_start, last_end)),
            "overdue": (overdue(NOW.date()), overdue(last_end))}


def test_the_figures_equal_counts_made_another_way(window):
    f = window.month.figures
    hand = _by_hand()
    assert (f.cases.this, f.cases.last) == hand["cases"]
    assert (f.heads_held.this, f.heads_held.last) == hand["held"]
    assert (f.collected.this, f.collected.last) == hand["collected"]
    assert (f.overdue.this, f.overdue.last) == hand["overdue"]
    assert f.cases.this > 0 and f.cases.last > 0 and f.heads_held.this > 0 and f.collected.last > 0
    assert window.month.buttons[month_panel.CASES].text() == f"Cases brought: {f.cases.this} ({f.cases.last})"
    assert all(b.isEnabled() for b in window.month.buttons.values())


def test_a_click_opens_the_list_behind_each_figure(window, qtbot):
    f = window.month.figures
    window.month.buttons[month_panel.CASES].click()
    assert window.model.total == f.cases.this
    assert not window.search.all_dates.isChecked()
    assert window.search.date_from.date().toPython() == NOW.date().replace(day=1)
    rows = {window.model.case_no_at(r) for r in range(window.model.rowCount())}
    assert rows == {c.case_no for c in Case.select() if c.brought_at >= NOW.replace(day=1, hour=0, minute=0)}

    window.month.buttons[month_panel.HELD].click()
    assert window.search.status.currentData() == "held" and window.search.all_dates.isChecked()
    held_cases = [cv for cv in cases.views(list(Case.select()))
                  if cv.heads and len(cases.held_at(cv, NOW)) == len(cv.heads)]
    assert window.model.total == len(held_cases)

    window.month.buttons[month_panel.COLLECTED].click()
    book = [d for d in window.dialogs if isinstance(d, CashBookDialog)]
    assert len(book) == 1 and book[0].isVisible()
    assert book[0].start.date().toPython() == NOW.date().replace(day=1)
    assert book[0].end.date().toPython() == NOW.date()
    assert f"received {money(Money(f.collected.this))}," in book[0].summary.text()   # the cash book's own sum
    book[0].close()

    window.month.buttons[month_panel.OVERDUE].click()
    assert window.needs.tree.hasFocus() or window.focusWidget() is window.needs.tree


def test_a_change_counts_again(window, qtbot):
    first = window.month.task
    window.refresh()
    qtbot.waitUntil(lambda: window.month.task is not first and window.month.figures is not None, timeout=20000)


def test_todays_list_is_not_made_twice(db, qtbot, monkeypatch):
    demo.create_demo(now=NOW)
    asked = []
    real = month_figures.overdue_steps
    monkeypatch.setattr(month_figures, "overdue_steps", lambda day: asked.append(day) or real(day))
    w = MainWindow(now=lambda: NOW)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.month.figures is not None, timeout=20000)
    # today's overdue steps come from the needs-action list the window made; only last month's are counted
    assert asked == [NOW.date().replace(day=1) - timedelta(days=1)]
    assert w.month.figures.overdue.this == month_figures.overdue_in(w.needs.actions, NOW.date()) > 0
