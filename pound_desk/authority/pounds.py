"""Registering a pound with the local authority: its name and the public key
from its set-up sheet. A return is imported only from a registered pound."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

from pound_desk.authority.database import transaction
from pound_desk.authority.models import ImportedReturn, RegisteredPound
from pound_desk.language import translate
from pound_desk.returns import keys


class PoundRefused(Exception):
    """``str()`` says why, in the language on screen."""


def register(name: str, public_key_pem: bytes, local_authority: str = "",
             now: datetime | None = None) -> RegisteredPound:
    name = " ".join((name or "").split())
    if not name:
        raise PoundRefused(translate("pounds", "Give the pound's name"))
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
        return RegisteredPound.create(
            pound_id=keys.pound_id(fp), name=name, local_authority=" ".join(local_authority.split()),
            public_key_pem=keys.public_pem(key).decode("ascii"), fingerprint=fp,
            registered_at=(now or datetime.now()).replace(microsecond=0))


def register_file(name: str, pubkey: Path, local_authority: str = "") -> RegisteredPound:
    try:
        pem = Path(pubkey).read_bytes()
    except OSError as exc:
        raise PoundRefused(translate("pounds", "Cannot read {path}: {error}")
                           .format(path=pubkey, error=exc.strerror or exc)) from None
    return register(name, pem, local_authority)


def listing() -> list[dict]:
    """The pounds registered, with their latest return, for a table."""
    rows = []
    for p in RegisteredPound.select().order_by(RegisteredPound.name, RegisteredPound.id):
        last = (ImportedReturn.select().where(ImportedReturn.pound == p)
                .order_by(ImportedReturn.sequence.desc(), ImportedReturn.revision.desc()).first())
        rows.append({"name": p.name, "local_authority": p.local_authority, "pound_id": p.pound_id,
                     "fingerprint": p.fingerprint, "registered_at": p.registered_at,
                     "last_period": last.period if last else "", "last_sequence": last.sequence if last else None,
                     "last_revision": last.revision if last else None})
    return rows
