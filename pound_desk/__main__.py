"""``python -m pound_desk`` and the ``pound-desk`` command: without a command
the desktop opens; with one, the job runs headless (see ``cli``)."""
from __future__ import annotations

import sys
from typing import Sequence

from pound_desk import instance_mutex
from pound_desk.cli import main as cli_main


def main(argv: Sequence[str] | None = None) -> int:
    instance_mutex.hold()      # Windows: the installer sees this copy runs (no-op elsewhere)

    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
