"""``python -m pound_desk`` and the ``pound-desk`` command: without a command
the desktop opens; with one, the job runs headless (see ``cli``)."""
from __future__ import annotations

import gc
import sys
from typing import Sequence

# The cyclic collector is held off while the program's modules load and, for
# the desktop, until the register's rows are first painted: the hundreds of
# classes and tables made on import are not garbage, yet each collection
# walks them all again (about 2.5 % of the start). A command turns it back on
# before it runs (cli/main.py); the desktop, once its rows are on the screen
# or when it ends before them (ui/app.py).
gc.disable()

from pound_desk import instance_mutex  # noqa: E402
from pound_desk.cli import main as cli_main  # noqa: E402


def main(argv: Sequence[str] | None = None) -> int:
    instance_mutex.hold()      # Windows: the installer sees this copy runs (no-op elsewhere)
    try:
        return cli_main(argv)
    finally:
        gc.enable()


if __name__ == "__main__":
    sys.exit(main())
