"""A day of work at the desk, through the main window's own forms: seizures
registered, cattle released on payment, feeding logged, searches, today's
list refreshed and the language switched, again and again. The desk must not
abort (a binding that takes references from None would, within a few
thousand screen updates) and its memory must stay flat.

The suite runs a short day. The long form is the same test with more rounds:

    POUND_DESK_SOAK_ROUNDS=400 bash scripts/dev.sh test tests/ui/test_soak.py -s

and prints its figures (docs/RELIABILITY.md, "A day at the desk")."""
from __future__ import annotations

import os
import sys
from datetime import datetime, timedelta

from PySide6.QtCore import Qt

from pound_desk.services.case import register
from pound_desk.ui import translations
from pound_desk.ui.main_window import MainWindow

ROUNDS = int(os.environ.get("POUND_DESK_SOAK_ROUNDS", "24"))
# references to None a run may lose to the test's own machinery, not a leak
NONE_MARGIN = 500
# memory a run may gain after its first quarter (caches filling, not a leak)
GROWTH_MB = 40


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


def test_a_day_of_work_keeps_the_desk_up_and_its_memory_flat(pound, qtbot):
    clock = [datetime(2026, 3, 2, 8, 0)]

    def now() -> datetime:
        return clock[0]

    def open_window() -> MainWindow:
        w = MainWindow(now=now)     # closed and deleted here, as the desk does on a switch
        w.confirm = lambda text: True
        w.show()
        qtbot.waitUntil(lambda: not w.needs.loading, timeout=20000)
        return w

    window = open_window()
    none_before = sys.getrefcount(None)
    memory = []
    registered = released = 0
    for r in range(ROUNDS):
        clock[0] += timedelta(minutes=53)
        # a seizure through the form
        form = window.new_seizure()
        form.seized_at.set_value(clock[0] - timedelta(hours=2))
        form.seized_place.setText("Market road")
        form.basis.setCurrentIndex(form.basis.findData("s10"))
        form.seizer_capacity.setCurrentIndex(form.seizer_capacity.findData("police"))
        form.seizer_name.setText("SI Anil Kumar")
        form.seizer_residence.setText("Nedumangad")
        form.owner_name.setText(f"Rajan {r}")
        form.owner_residence.setText("Karakulam")
        for kind in ("cow", "goat")[: 1 + r % 2]:
            form.heads.kind.setCurrentIndex(form.heads.kind.findData(kind))
            form.heads.colour.setText("black")
            assert form.heads.add_current()
        form.submit()
        assert form.case_no, form.general_error.text()
        registered += 1
        form.close()
        # every other round an owner comes for the oldest held case and pays
        if r % 2:
            held = next(i for i in range(window.model.rowCount()) if window.model.row_at(i).status == "held")
            window.table.selectRow(held)
            dialog = window.release_selected()
            dialog.paid.setText(str(dialog.dues.total.paise // 100 + 1))
            dialog.submit()
            assert dialog.receipt_no, dialog.general.text()
            released += 1
            dialog.close()
        window.log_feeding()
        # searches, as a keeper looks a case or an owner up
        window.search.text.setText(f"Rajan {r // 2}")
        qtbot.keyClick(window.search.text, Qt.Key.Key_Return)
        window.search.text.setText("")
        qtbot.keyClick(window.search.text, Qt.Key.Key_Return)
        window.refresh_needs()
        qtbot.waitUntil(lambda window=window: not window.needs.loading, timeout=20000)
        # the language switched now and then (the window is rebuilt, as File → Language does)
        if r % 8 == 7:
            translations.apply("ml" if r % 16 == 7 else "en")
            window.close()
            window.deleteLater()
            window = open_window()
        memory.append(rss_mb())
    translations.apply("en")
    window.close()
    window.deleteLater()
    none_lost = none_before - sys.getrefcount(None)
    settled = memory[len(memory) // 4]
    grew = max(memory[len(memory) // 4:]) - settled
    print(f"\nsoak: {ROUNDS} rounds, {registered} seizures, {released} releases; "
          f"memory {memory[0]:.0f} MB after the first round, {settled:.0f} MB after a quarter, "
          f"{memory[-1]:.0f} MB at the end (at most +{grew:.0f} MB); references to None lost: {none_lost}")
    assert register.count(register.Query()) == registered
    assert none_lost <= NONE_MARGIN
    assert grew <= GROWTH_MB
