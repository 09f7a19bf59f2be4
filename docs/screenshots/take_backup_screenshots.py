"""Grab the Backups dialog and the message for a damaged database, offscreen,
into this folder: ``python docs/screenshots/take_backup_screenshots.py``.
A person then looks at each PNG."""
from __future__ import annotations

import os
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from take_screenshots import clipped  # noqa: E402


def settle(app, rounds: int = 30) -> None:
    for _ in range(rounds):
        app.processEvents()


def main() -> int:
    home = Path(tempfile.mkdtemp(prefix="pound-desk-shots-"))
    os.environ["POUND_DESK_HOME"] = str(home)
    from pound_desk.models import close_database
    from pound_desk.services import backups
    from pound_desk.ui import app as desk
    from pound_desk.ui import workers
    from pound_desk.ui.start_check import damaged_box

    qapp = desk.make_app([])

    # the screens in the office's default language (POUND_DESK_LANGUAGE=en for English)
    from pound_desk.ui import translations


    translations.apply(os.environ.get("POUND_DESK_LANGUAGE", "ml"))
    db_path = home / "pound-desk.sqlite3"
    window = desk.main_window_for(db_path, demo_pound=True)
    window.show()
    now = datetime.now().replace(microsecond=0)
    for days, kind in ((40, "daily"), (9, "daily"), (2, "daily"), (1, "exit"), (0, "daily")):
        backups.back_up(db_path, kind, now - timedelta(days=days, hours=3 if kind == "exit" else 6))
    dialog = window.show_backups()
    workers.wait_for_all()
    settle(qapp)
    dialog.resize(900, 520)
    settle(qapp)
    dialog.grab().save(str(HERE / "backups-dialog.png"))
    print("saved backups-dialog")
    for line in clipped(dialog):
        print("   clipped:", line)
    dialog.close()
    workers.wait_for_all()

    close_database()
    newest = backups.newest_good(db_path)
    box = damaged_box(db_path, ["*** in database main ***", "Page 12: btreeInitPage() returns error code 11"],
                      newest)
    box.show()
    settle(qapp)
    box.grab().save(str(HERE / "database-damaged.png"))
    print("saved database-damaged")
    for line in clipped(box):
        print("   clipped:", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
