"""Who signs the links a transaction wrote (models/seals.py): the person
signed in, with the key their password unsealed at sign-in; with no one
signed in, the program itself with the pound's key (the ``keys`` folder
beside the database, the key that also signs the returns)."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

import peewee as pw

from pound_desk.models import seals
from pound_desk.returns import keys
from pound_desk.services.desk import session
from pound_desk.services.desk.errors import ServiceError


def program_key(db: pw.Database):
    """The pound's key, read once per open database."""
    key = getattr(db, "_program_key", None)
    if key is None:
        try:
            key = keys.load_or_create(keys.keys_dir(Path(db.database)))
        except keys.KeyExposed as exc:
            raise ServiceError(str(exc)) from None
        db._program_key = key
    return key


def seal(db: pw.Database, first: int, last: int, reason: str = "") -> None:
    """Sign links ``first`` to ``last`` (inside the writing transaction). A
    file from before signatures (a backup being restored) has no seals yet:
    its upgrade seals what it holds."""
    if "chain_seal" not in db.get_tables():
        return
    digest = db.execute_sql("SELECT digest FROM chain_link WHERE seq = ?", [last]).fetchone()[0]
    actor = session.current()
    key = actor.signing_key if actor.user_id is not None else None
    signer = actor.user_id if key is not None else None
    key = key or program_key(db)
    signature = seals.sign(key, first, last, bytes(digest), signer, reason)
    db.execute_sql("INSERT INTO chain_seal (first_seq, last_seq, signer, public_key, signature, reason, at) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?)",
                   [first, last, signer, keys.raw_public(key), signature, reason,
                    datetime.now().replace(microsecond=0).isoformat(sep=" ")])
