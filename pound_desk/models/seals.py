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
"""
from __future__ import annotations

import struct

import peewee as pw
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from pound_desk.models.base import BaseModel

MIGRATION = "migration"
TAG = b"pound-desk seal v1\x00"


class ChainSeal(BaseModel):
    first_seq = pw.IntegerField()
    last_seq = pw.IntegerField(index=True)
    signer = pw.IntegerField(null=True)          # the user's id; None: the program (the pound's key)
    public_key = pw.BlobField()                  # 32 bytes, the key that signed
    signature = pw.BlobField()                   # 64 bytes
    reason = pw.TextField(default="")            # "migration": links made by an upgrade
    at = pw.DateTimeField()

    class Meta:
        table_name = "chain_seal"


SEAL_MODELS = [ChainSeal]


def message(first: int, last: int, digest: bytes, signer: int | None, reason: str) -> bytes:
    """What a seal signs: the range, the last link's digest, the signer and
    why (so none of them can be changed without the signature failing)."""
    return (TAG + struct.pack(">QQq", first, last, -1 if signer is None else signer) + bytes(digest)
            + reason.encode("utf-8"))


def sign(key: Ed25519PrivateKey, first: int, last: int, digest: bytes, signer: int | None,
         reason: str = "") -> bytes:
    return key.sign(message(first, last, digest, signer, reason))


def signature_holds(public_key: bytes, signature: bytes, first: int, last: int, digest: bytes,
                    signer: int | None, reason: str) -> bool:
    try:
        Ed25519PublicKey.from_public_bytes(bytes(public_key)).verify(
            bytes(signature), message(first, last, digest, signer, reason))
        return True
    except (InvalidSignature, ValueError):
        return False


def create(db: pw.Database) -> None:
    db.create_tables(SEAL_MODELS)
    for event in ("UPDATE", "DELETE"):
        db.execute_sql(
            f'CREATE TRIGGER IF NOT EXISTS "chain_seal_no_{event.lower()}" BEFORE {event} ON "chain_seal" '
            f"BEGIN SELECT RAISE(ABORT, 'chain_seal holds the chain''s signatures: never {event.lower()}'); END")
