"""What the tabs of the authority's and the upper level's windows share:
work on the pool's threads, the month a report starts at, and where the
reports are kept."""
from __future__ import annotations

from datetime import date
from pathlib import Path

from pound_desk import paths
from pound_desk.authority.models import ADB


def in_worker(work):
    """Work for the pool: the worker thread's own connection is closed after."""
    def run(*args, **kwargs):
        try:
            return work(*args, **kwargs)
        finally:
            if ADB.obj is not None and not ADB.is_closed():
                ADB.close()
    return run


def reports_dir() -> Path:
    return paths.data_dir() / "authority-reports"


def last_month(today: date | None = None) -> str:
    today = today or date.today()
    y, m = (today.year, today.month - 1) if today.month > 1 else (today.year - 1, 12)
    return f"{y}-{m:02d}"
