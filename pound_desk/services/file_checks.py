"""The check of the pound's database file: before the desk opens it (the
file opens; after damage was found, the whole file passes again), and the
whole check behind the window (ui/housekeeping.py). The start needs only
this, not the making, listing and restoring of backups (services/backups.py)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from pound_desk.models import snapshots
from pound_desk.models.snapshots import check_file

if TYPE_CHECKING:
    from pound_desk.services.backup_files import Progress


def check_database(db_path: Path, full: bool = False, progress: Progress | None = None,
                   cancelled: Callable[[], bool] | None = None) -> list[str]:
    """The live database's page-by-page check ([] when sound): ``quick_check``
    and the foreign keys, or the full ``integrity_check``. A database left by
    a crash is recovered from its write-ahead log first, as SQLite does on
    opening it. Seconds at a large register: the desk runs it after its window
    is up, on a worker (``cancelled`` stops it when the desk closes)."""
    return check_file(db_path, full=full, live=True, cancelled=cancelled, progress=progress)


def opens(db_path: Path) -> list[str]:
    """The check before the window: the file opens and its schema reads."""
    return snapshots.opens(db_path)


def damage_marker(db_path: Path) -> Path:
    """Left beside the database when its check found damage while the desk
    was open: the next start checks the whole file before anything else."""
    return Path(db_path).with_name(Path(db_path).name + ".check-failed")


def mark_damaged(db_path: Path, problems: list[str]) -> Path:
    marker = damage_marker(db_path)
    marker.write_text("\n".join(problems[:50]) + "\n", encoding="utf-8")
    return marker


def check_at_start(db_path: Path) -> list[str]:
    """[] when the desk may start on the file: it opens; and, when the last
    check found damage, the whole file passes the check again (the mark is
    then cleared: the damage was repaired or restored by other means)."""
    marker = damage_marker(db_path)
    if not marker.exists():
        return opens(db_path)
    problems = check_database(db_path)
    if not problems:
        marker.unlink(missing_ok=True)
    return problems
