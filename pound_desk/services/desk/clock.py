"""The office clock, to the minute (the register records the day and hour)."""
from __future__ import annotations

from datetime import datetime


def now() -> datetime:
    return datetime.now().replace(second=0, microsecond=0)
