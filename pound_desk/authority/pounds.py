"""Registering a pound with the local authority: its name and the public key
from its set-up sheet. A return is imported only from a registered pound."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

from pound_desk.authority import proportion
from pound_desk.authority.database import transaction
from pound_desk.authority.models import ImportedReturn, PoundCapacity, RegisteredPound
from pound_desk.language import translate
from pound_desk.returns import keys


class PoundRefused(Exception):
    """``str()`` says why, in the language on screen."""


MAX_CAPACITY = 100_000


def _capacity(heads) -> int | None:
    if heads is None or heads == "":
        return None
    if type(heads) is not int or not 1 <= heads <= MAX_CAPACITY:
        raise PoundRefused(translate("pounds", "The pound's capacity is the heads of cattle it can hold: "
                                               "a whole number from 1 to {most}").format(most=MAX_CAPACITY))
    return heads


def register(name: str, public_key_pem: bytes, local_authority: str = "",
             now: datetime | None = None, capacity: int | None = None) -> RegisteredPound:
    name = " ".join((name or "").split())
    if not name:
        raise PoundRefused(translate("pounds", "Give the pound's name"))
    capacity = _capacity(capacity)
    try:
        key = keys.load_public(public_key_pem)
    except (ValueError, TypeError):
        raise PoundRefused(translate("pounds", "That file does not hold a pound's public key "
                                               "(an Ed25519 PEM)")) from None
    fp = keys.fingerprint(key)
    with transaction():
        known = RegisteredPound.get_or_none(RegisteredPound.fingerprint == fp)
        if known is not None:
            raise PoundRefused(translate("pounds", "This key is already registered for {name} ({pound_id})")
                               .format(name=known.name, pound_id=known.pound_id))
        at = (now or datetime.now()).replace(microsecond=0)
        p = RegisteredPound.create(
            pound_id=keys.pound_id(fp), name=name, local_authority=" ".join(local_authority.split()),
            public_key_pem=keys.public_pem(key).decode("ascii"), fingerprint=fp, registered_at=at)
        if capacity is not None:
            PoundCapacity.create(pound=p, heads=capacity, set_at=at)
        return p


def find(pound_id: str) -> RegisteredPound:
    """A registered pound by its id (the first 16 hex digits of its key's fingerprint)."""
    p = RegisteredPound.get_or_none(RegisteredPound.pound_id == (pound_id or "").strip().upper())
    if p is None:
        raise PoundRefused(translate("pounds", "No pound is registered with the id {pound_id}")
                           .format(pound_id=pound_id))
    return p


def set_capacity(pound_id: str, heads: int, now: datetime | None = None) -> PoundCapacity:
    """A pound's capacity as it now is (enlarged, or registered without one); the earlier stays on record."""
    heads = _capacity(heads)
    if heads is None:
        raise PoundRefused(translate("pounds", "Give the pound's capacity"))
    with transaction():
        return PoundCapacity.create(pound=find(pound_id), heads=heads,
                                    set_at=(now or datetime.now()).replace(microsecond=0))


def register_file(name: str, pubkey: Path, local_authority: str = "",
                  capacity: int | None = None) -> RegisteredPound:
    try:
        pem = Path(pubkey).read_bytes()
    except OSError as exc:
        raise PoundRefused(translate("pounds", "Cannot read {path}: {error}")
                           .format(path=pubkey, error=exc.strerror or exc)) from None
    return register(name, pem, local_authority, capacity=capacity)


def listing() -> list[dict]:
    """The pounds registered, with their latest return, for a table."""
    rows = []
    for p in RegisteredPound.select().order_by(RegisteredPound.name, RegisteredPound.id):
        last = (ImportedReturn.select().where(ImportedReturn.pound == p)
                .order_by(ImportedReturn.sequence.desc(), ImportedReturn.revision.desc()).first())
        rows.append({"name": p.name, "local_authority": p.local_authority, "pound_id": p.pound_id,
                     "fingerprint": p.fingerprint, "registered_at": p.registered_at,
                     "capacity": proportion.capacity(p),
                     "last_period": last.period if last else "", "last_sequence": last.sequence if last else None,
                     "last_revision": last.revision if last else None})
    return rows
