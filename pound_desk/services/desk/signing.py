"""Who signs the links a transaction wrote (models/seals.py): the person
signed in, with the key their password unsealed at sign-in; with no one
signed in, the program itself with the pound's key (the ``keys`` folder
beside the database, the key that also signs the returns).

The program's seals count only when the pound's key is enrolled in the
register (``pound_key``): the set-up enrols the first, and a supervisor's
session enrols the one in the keys folder when it is not (a key made anew
after the folder was lost), in a record the supervisor signs."""
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


def _enrolled(db: pw.Database, public: bytes) -> bool | None:
    """Whether ``public`` is an enrolled pound's key (None: the register has
    no enrolment yet, or predates it)."""
    try:
        rows = db.execute_sql('SELECT public_key FROM "pound_key"').fetchall()
    except pw.OperationalError:   # a file from before enrolment, being upgraded
        return True
    if not rows:
        return None
    return public.hex() in {r[0] for r in rows}


def _enrol(db: pw.Database, public: bytes, by: str, note: str, now: str) -> None:
    db.execute_sql('INSERT INTO "pound_key" (public_key, by, at, note) VALUES (?, ?, ?, ?)',
                   [public.hex(), by, now, note])
    db._pound_key_enrolled = public


def _enrol_if_due(db: pw.Database, actor: session.Actor, key, now: str) -> bool:
    """Enrol the pound's key in this transaction when it is due: at set-up
    (the register's first seal by the program) or by a supervisor when the
    key in the keys folder is not the register's. True when a row was written."""
    if actor.user_id is None:
        public = keys.raw_public(key)
        if getattr(db, "_pound_key_enrolled", None) == public:
            return False
        state = _enrolled(db, public)
        if state is None and not _has_users(db):
            _enrol(db, public, actor.label, "set-up", now)
            return True
        if state:
            db._pound_key_enrolled = public
        return False
    if actor.role != "supervisor":
        return False
    if not keys.key_path(keys.keys_dir(Path(db.database))).exists():
        return False   # never make a key only to enrol it
    public = keys.raw_public(program_key(db))
    if getattr(db, "_pound_key_enrolled", None) == public:
        return False
    if _enrolled(db, public) is False:
        _enrol(db, public, actor.label, "by a supervisor", now)
        return True
    db._pound_key_enrolled = public
    return False


def enrol_at_upgrade(db: pw.Database) -> None:
    """The upgrade to enrolment (schema v18) enrols the key in the keys
    folder, beside the keys that had sealed before it."""
    public = keys.raw_public(program_key(db))
    if not _enrolled(db, public):
        _enrol(db, public, session.current().label, "upgrade",
               datetime.now().replace(microsecond=0).isoformat(sep=" "))


def _has_users(db: pw.Database) -> bool:
    try:
        return db.execute_sql('SELECT 1 FROM "user_account" LIMIT 1').fetchone() is not None
    except pw.OperationalError:
        return False


def seal(db: pw.Database, first: int, last: int, reason: str = "") -> None:
    """Sign links ``first`` to ``last`` (inside the writing transaction),
    with the time and the links' writers (the second form). A file from
    before signatures (a backup being restored) has no seals yet: its
    upgrade seals what it holds."""
    tables = db.get_tables()
    if "chain_seal" not in tables:
        return
    actor = session.current()
    key = actor.signing_key if actor.user_id is not None else None
    signer = actor.user_id if key is not None else None
    key = key or program_key(db)
    now = datetime.now().replace(microsecond=0).isoformat(sep=" ")
    if "pound_key" in tables and _enrol_if_due(db, actor if signer is not None else session.Actor(
            actor.name, actor.role), key, now):
        last = db.execute_sql("SELECT max(seq) FROM chain_link").fetchone()[0]
    digest = db.execute_sql("SELECT digest FROM chain_link WHERE seq = ?", [last]).fetchone()[0]
    form = 2 if "form" in {r[1] for r in db.execute_sql('PRAGMA table_info("chain_seal")')} else 1
    if form == 2:
        actors = seals.actors_digest(r[0] for r in db.execute_sql(
            "SELECT actor FROM chain_link WHERE seq BETWEEN ? AND ? ORDER BY seq", [first, last]))
        signature = seals.sign(key, first, last, bytes(digest), signer, reason, now, actors)
        db.execute_sql("INSERT INTO chain_seal (first_seq, last_seq, signer, public_key, signature, reason, at, "
                       "form) VALUES (?, ?, ?, ?, ?, ?, ?, 2)",
                       [first, last, signer, keys.raw_public(key), signature, reason, now])
    else:
        signature = seals.sign(key, first, last, bytes(digest), signer, reason)
        db.execute_sql("INSERT INTO chain_seal (first_seq, last_seq, signer, public_key, signature, reason, at) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?)",
                       [first, last, signer, keys.raw_public(key), signature, reason, now])
    db.links_written = 0   # the enrolment's link is under this seal
