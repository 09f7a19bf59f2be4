"""The bench's two starts frozen as the installed Pound Desk is (PyInstaller,
its modules compiled in the program's archive, without their sources), each
the same code bench/startup.py runs with ``python -c``: ``frozen-bare bare``
(a program of PySide6 alone) and ``frozen-desk desk DB OPEN_FOR_MS``. Built
and counted by ``python bench/startup.py --instructions --frozen``
(bench/frozen_start.spec)."""
import sys

from start_code import BARE, DESK

which = sys.argv.pop(1) if len(sys.argv) > 1 else ""
code = {"bare": BARE, "desk": DESK}.get(which)
if code is None:
    sys.exit("frozen-bare bare | frozen-desk desk DB OPEN_FOR_MS")
exec(compile(code, f"<{which}>", "exec"), {"__name__": "__main__"})
