"""Checking the tamper-evident chain (models/chain.py) of the open database:
what ``pound-desk verify`` and File → Verify the register run."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from pound_desk.models import DB
from pound_desk.models.chain import Verdict
from pound_desk.models.chain_check import verify
from pound_desk.models.tables import RECORD_MODELS
from pound_desk.services import rechecks
from pound_desk.services.case import photos


def check(progress: Callable[[int, int], None] | None = None,
          cancelled: Callable[[], bool] | None = None) -> Verdict | None:
    """Every record as written, none removed, none slipped in (read in one
    snapshot, so work going on meanwhile cannot look like tampering); None
    when cancelled. The photos' files are checked against their records,
    and the records against what the program would have refused, whoever
    signed them (services/rechecks.py)."""
    with DB.atomic():
        verdict = verify(DB, [m._meta.table_name for m in RECORD_MODELS], progress, cancelled=cancelled)
        if verdict is None:
            return None
        broken = rechecks.findings(cancelled)
        if broken is None:
            return None
        # the photos are files beside the database: each must still be the one its record names
        found = tuple(broken) + tuple(photos.check_files())
        return replace(verdict, findings=verdict.findings + found) if found else verdict
