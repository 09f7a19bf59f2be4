"""Checking the tamper-evident chain (models/chain.py) of the open database:
what ``pound-desk verify`` and File → Verify the register run."""
from __future__ import annotations

from typing import Callable

from pound_desk.models import DB
from pound_desk.models.chain import Verdict, verify
from pound_desk.models.tables import RECORD_MODELS


def check(progress: Callable[[int, int], None] | None = None,
          cancelled: Callable[[], bool] | None = None) -> Verdict | None:
    """Every record as written, none removed, none slipped in (read in one
    snapshot, so work going on meanwhile cannot look like tampering); None
    when cancelled."""
    with DB.atomic():
        return verify(DB, [m._meta.table_name for m in RECORD_MODELS], progress, cancelled=cancelled)
