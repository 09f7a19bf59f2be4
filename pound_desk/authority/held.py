"""Returns held for an officer's decision: those out of all proportion to
their pound (``proportion``). An officer accepts one (it is then imported,
with every check of an import made again, and the decision recorded in the
same transaction) or refuses it; either way with their name and reason,
kept for good beside the return held."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from pound_desk.authority import imports
from pound_desk.authority.database import transaction
from pound_desk.authority.models import HeldDecision, HeldReturn, RegisteredPound
from pound_desk.language import translate
from pound_desk.returns.bundle import BundleError, read_bundle


class HeldError(Exception):
    """``str()`` says why, in the language on screen."""


@dataclass(frozen=True)
class HeldLine:
    number: int
    pound: str
    period: str
    revision: int
    file_name: str
    cases: int
    heads: int
    held_heads: int
    most_cases: int
    capacity: int | None
    held_at: datetime
    decision: str            # "", "accepted" or "refused"
    officer: str
    reason: str
    decided_at: datetime | None


def listing(waiting_only: bool = False) -> list[HeldLine]:
    """The returns held, oldest first, each with its decision if one was made."""
    decisions = {d.held_id: d for d in HeldDecision.select()}
    out = []
    for h in (HeldReturn.select(HeldReturn, RegisteredPound.name).join(RegisteredPound)
              .order_by(HeldReturn.id)):
        d = decisions.get(h.id)
        if waiting_only and d is not None:
            continue
        out.append(HeldLine(h.id, h.pound.name, h.period, h.revision, h.file_name, h.cases, h.heads,
                            h.held_heads, h.most_cases, h.capacity, h.held_at,
                            "" if d is None else "accepted" if d.accepted else "refused",
                            d.officer if d else "", d.reason if d else "", d.decided_at if d else None))
    return out


def _who(officer: str, reason: str) -> tuple[str, str]:
    officer, reason = " ".join((officer or "").split()), " ".join((reason or "").split())
    if not officer:
        raise HeldError(translate("held", "Give the officer's name"))
    if not reason:
        raise HeldError(translate("held", "Give the reason for the decision"))
    return officer, reason


def _waiting(number: int) -> HeldReturn:
    held = HeldReturn.get_or_none(HeldReturn.id == number)
    if held is None:
        raise HeldError(translate("held", "No return is held as no. {number}").format(number=number))
    d = HeldDecision.get_or_none(HeldDecision.held == held)
    if d is not None:
        raise HeldError(translate("held", "Held no. {number} was already {decision} by {officer} on {day}")
                        .format(number=number, officer=d.officer, day=f"{d.decided_at:%d-%m-%Y}",
                                decision=translate("held", "accepted") if d.accepted
                                else translate("held", "refused")))
    return held


def refuse(number: int, officer: str, reason: str, now: datetime | None = None) -> HeldDecision:
    officer, reason = _who(officer, reason)
    now = (now or datetime.now()).replace(microsecond=0)
    with transaction():
        held = _waiting(number)
        return HeldDecision.create(held=held, accepted=False, officer=officer, reason=reason, decided_at=now)


def accept(number: int, officer: str, reason: str, now: datetime | None = None) -> imports.Outcome:
    """Import the held return as received; refused as any import would be
    (out of sequence, history rewritten…), and then nothing is recorded."""
    officer, reason = _who(officer, reason)
    now = (now or datetime.now()).replace(microsecond=0)
    held = _waiting(number)
    raw = bytes(held.bundle)
    try:
        bundle = read_bundle(raw)
    except BundleError as exc:   # the database's copy damaged: it was whole when held
        raise HeldError(exc.on_screen()) from None
    pound = RegisteredPound.get_by_id(held.pound_id)
    if bundle.fingerprint != pound.fingerprint:
        raise HeldError(translate("held", "Held no. {number} is not signed by its pound's key").format(number=number))

    def decided(ret_id: int) -> None:
        _waiting(number)   # another officer's decision in the meantime
        HeldDecision.create(held=held, accepted=True, officer=officer, reason=reason, decided_at=now, ret=ret_id)

    try:
        outcome = imports.store(bundle, raw, pound, held.file_name, now, decided=decided)
    except imports.Refused as exc:
        raise HeldError(str(exc)) from None
    if outcome.status not in (imports.IMPORTED, imports.CORRECTION):
        raise HeldError(outcome.message)
    return outcome
