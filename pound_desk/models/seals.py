"""Seals: who wrote each run of links in the chain, proved by a signature.

Each transaction that writes records ends by sealing the links it wrote
(``first_seq`` to ``last_seq``): an Ed25519 signature, by the key of the
person signed in, over the range and the digest of its last link (which
itself covers every link before it). A person's private key is kept sealed
by their password (services/desk/users.py), so a record added without someone's
password carries no valid seal. The program itself seals what it writes
with no one signed in (set-up, the demo, a migration, the log of a start)
with the pound's key; once the register has users, a document of record
sealed only by the program is reported by ``verify``.

Seals are not chained themselves (their signatures are what protects them);
their table refuses updates and deletes like the chain's.

A seal of the second form (schema v18) also signs when it was made and who
each of its links names as its writer (``chain_link.actor``), so neither can
be changed unseen; and the program's own seals count only when made by a
pound's key enrolled in the register (``PoundKey``), never by any key the
desk could mint.
"""
from __future__ import annotations

import functools
import hashlib
import struct
from collections.abc import Iterable
from typing import TYPE_CHECKING

import peewee as pw

from pound_desk.models.base import BaseModel, RecordModel

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

MIGRATION = "migration"
TAG = b"pound-desk seal v1\x00"
TAG_2 = b"pound-desk seal v2\x00"
FORM = 2   # the form every new seal takes


class ChainSeal(BaseModel):
    first_seq = pw.IntegerField()
    last_seq = pw.IntegerField(index=True)
    signer = pw.IntegerField(null=True)          # the user's id; None: the program (the pound's key)
    public_key = pw.BlobField()                  # 32 bytes, the key that signed
    signature = pw.BlobField()                   # 64 bytes
    reason = pw.TextField(default="")            # "migration": links made by an upgrade
    at = pw.DateTimeField()
    # 1: range, digest, signer, reason; 2: also when and who (a seal made before v18 is of the first)
    form = pw.IntegerField(default=FORM, constraints=[pw.SQL("DEFAULT 1")])

    class Meta:
        table_name = "chain_seal"


class PoundKey(RecordModel):
    """A pound's key enrolled in the register: the only keys whose seals
    count as the program's own. The first is enrolled by the set-up (or the
    upgrade that brought enrolment, with the keys that had sealed before it);
    any later one by a supervisor's signed record."""

    public_key = pw.TextField()                  # hex, 32 bytes
    by = pw.TextField()                          # who enrolled it (session label)
    at = pw.DateTimeField()
    note = pw.TextField(default="")              # set-up | upgrade | by a supervisor

    class Meta:
        table_name = "pound_key"


SEAL_MODELS = [ChainSeal]
KEY_MODELS = [PoundKey]


def actors_digest(actors: Iterable[str | None]) -> bytes:
    """What the second form signs of the links' writers: each link's actor in
    order (none: empty)."""
    h = hashlib.sha256()
    for actor in actors:
        h.update((actor or "").encode("utf-8") + b"\x1f")
    return h.digest()


def message(first: int, last: int, digest: bytes, signer: int | None, reason: str) -> bytes:
    """What a seal signs: the range, the last link's digest, the signer and
    why (so none of them can be changed without the signature failing)."""
    return (TAG + struct.pack(">QQq", first, last, -1 if signer is None else signer) + bytes(digest)
            + reason.encode("utf-8"))


def message_2(first: int, last: int, digest: bytes, signer: int | None, reason: str, at: str,
              actors: bytes) -> bytes:
    """The second form: the first's, with the time the seal was made (as
    stored) and the digest of its links' writers."""
    return (TAG_2 + struct.pack(">QQq", first, last, -1 if signer is None else signer) + bytes(digest)
            + bytes(actors) + at.encode("utf-8") + b"\x1f" + reason.encode("utf-8"))


def sign(key: Ed25519PrivateKey, first: int, last: int, digest: bytes, signer: int | None,
         reason: str = "", at: str | None = None, actors: bytes | None = None) -> bytes:
    """A seal's signature: the second form when given its time and writers."""
    if at is None or actors is None:
        return key.sign(message(first, last, digest, signer, reason))
    return key.sign(message_2(first, last, digest, signer, reason, at, actors))


def at_text(at) -> str:
    """A seal's time as it is stored and signed (to the second)."""
    return at if isinstance(at, str) else at.replace(microsecond=0).isoformat(sep=" ")


@functools.cache
def _verifying():
    """cryptography's Ed25519 public key and the error of a signature that
    does not hold, loaded with the first signature checked; kept, so that a
    register's thousands of checks do not each go through the import."""
    # late: cryptography is not needed to open the desk
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    return Ed25519PublicKey, InvalidSignature


def signature_holds(public_key: bytes, signature: bytes, first: int, last: int, digest: bytes,
                    signer: int | None, reason: str, form: int = 1, at: str = "",
                    actors: bytes = b"") -> bool:
    Ed25519PublicKey, InvalidSignature = _verifying()
    msg = (message(first, last, digest, signer, reason) if form == 1
           else message_2(first, last, digest, signer, reason, at, actors))
    try:
        Ed25519PublicKey.from_public_bytes(bytes(public_key)).verify(bytes(signature), msg)
        return True
    except (InvalidSignature, ValueError):
        return False


def create(db: pw.Database) -> None:
    db.create_tables(SEAL_MODELS)
    for event in ("UPDATE", "DELETE"):
        db.execute_sql(
            f'CREATE TRIGGER IF NOT EXISTS "chain_seal_no_{event.lower()}" BEFORE {event} ON "chain_seal" '
            f"BEGIN SELECT RAISE(ABORT, 'chain_seal holds the chain''s signatures: never {event.lower()}'); END")
