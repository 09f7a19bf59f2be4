"""The programs bench/startup.py starts and times, as code for ``python -c``
(and for bench/frozen_start.py, the same programs frozen as the installed
Pound Desk is): a bare Qt window with a table, and the desk. Nothing is
imported here, so that a frozen program imports only what its code does."""

# The children print, each on its line: "painted WALL CPU" (the wall-clock
# moment the first paint of the table's rows ended, and the processor time
# used by then), the desk "listed WALL" (today's list on the screen), then,
# told to close, "closing WALL HWM_KB"; the parent times the exit.
PEAK = """
def peak_kb():
    with open("/proc/self/status") as status:
        return next((int(line.split()[1]) for line in status if line.startswith("VmHWM:")), 0)
"""

# The first paint of a table's rows, timed at its end: the viewport's paint
# event, caught on its way in, is delivered there and then (Qt is inside its
# painting of the window, so the table paints as it would have), and the
# moment after it is printed. ``then`` runs after.
FIRST_ROWS = """
import os
import time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

class FirstRows(QObject):
    def __init__(self, table, then):
        super().__init__(table)
        self.table, self.then = table, then
        table.viewport().installEventFilter(self)

    def eventFilter(self, watched, event):
        if event.type() != QEvent.Type.Paint or not self.table.model().rowCount():
            return False
        watched.removeEventFilter(self)
        QApplication.sendEvent(watched, event)
        print("painted", time.time(), time.process_time(), flush=True)
        if os.environ.get("BENCH_STOP_AT_PAINT"):
            os._exit(0)   # counting instructions: the count ends with the paint
        self.then()
        return True
"""

BARE = PEAK + FIRST_ROWS + """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QMainWindow, QTableView
app = QApplication([])
w = QMainWindow(); w.resize(1280, 800)
model = QStandardItemModel(200, 7)
for r in range(200):
    for c, text in enumerate((f"{9999 - r}/2026", "30-11-2026 10:00", "2 cow, 1 goat", f"Owner {r}",
                              f"Seizer {r}", f"Place {r}", "held")):
        model.setItem(r, c, QStandardItem(text))
table = QTableView(); table.setModel(model); w.setCentralWidget(table)

def ready():
    print("closing", time.time(), peak_kb(), flush=True)
    w.close(); app.quit()

rows = FirstRows(table, lambda: QTimer.singleShot(0, ready))
w.show()
app.exec()
"""

# ``pound-desk --db FILE`` with the sign-in answered: the entry point is
# imported first, before Qt, as the command imports it before it opens the
# desktop (and before the bench's own timing imports Qt: a module imported
# after PySide6 is read again by PySide's import hook, which the command's
# modules, imported before, are not)
DESK = "from pound_desk.__main__ import main\n" + PEAK + FIRST_ROWS + """
import sys
from pathlib import Path
import pound_desk.ui.app as desk
from PySide6.QtCore import QTimer
from pound_desk.services.desk import session

def signed_in(demo=False, folder=None):
    session.sign_in(session.Actor("Bench keeper", "keeper"))
    return True

desk.sign_in_at_start = signed_in

def close():
    print("closing", time.time(), peak_kb(), flush=True)
    for w in QApplication.topLevelWidgets():
        w.close()
    QApplication.instance().quit()

_show = desk.open_main_window
def open_and_time(folder, demo=False):
    window = _show(folder, demo)
    window.needs.settled.connect(lambda: print("listed", time.time(), flush=True))
    window.rows_timed = FirstRows(window.table, lambda: QTimer.singleShot(int(sys.argv[2]), close))
    return window
desk.open_main_window = open_and_time
sys.exit(main(["--db", sys.argv[1]]))
"""
