"""A deposit under protest (s. 14, rules.md Q12): held apart while a
complaint may still be made or is pending; once the s. 19 window closed with
no complaint, converted to the fines and charges it stands for."""
from __future__ import annotations

from datetime import date


def deposit_state(closed_as: str | None, complaint_pending: bool, on: date, window_ends: date | None) -> str:
    """The deposit's state on ``on``: how it was closed (converted or
    refunded) once it was; "awaiting_outcome" while a complaint is pending;
    "held" until the window's last day; "convert_due" after it (Q12). A case
    whose seizure's time is unknown has no window to wait for."""
    if closed_as is not None:
        return closed_as
    if complaint_pending:
        return "awaiting_outcome"
    if window_ends is not None and on <= window_ends:
        return "held"
    return "convert_due"

