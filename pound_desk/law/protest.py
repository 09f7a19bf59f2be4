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



def closing_on_order(outcome: str, refund: bool, others_pending: bool) -> str | None:
    """How an order on a complaint closes a deposit under protest (Q12): on a
    finding of illegality it stands as fines paid ("converted"), recoverable
    from the one liable under s. 21(1), unless the order directs a refund;
    a complaint dismissed or withdrawn converts it, unless another complaint
    still waits (None: the deposit stays held)."""
    if outcome == "illegal":
        return "refunded" if refund else "converted"
    return None if others_pending else "converted"
