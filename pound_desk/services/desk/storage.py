"""Opening the pound's register with the desk as its writer: the person
signed in is named on each row's link and signs each transaction's links
(the program itself, with the pound's key, when no one is); a row the chain
refused is refused in words; the backup taken before a migration carries
the key and the photos, as every backup does (models/writer.py)."""
from __future__ import annotations

from pathlib import Path

import peewee as pw

from pound_desk.models import DB, database
from pound_desk.models.database import SchemaTooNew
from pound_desk.models.writer import Writer
from pound_desk.services.desk import carried, signing, users
from pound_desk.services.desk.errors import ServiceError


def _refusal() -> ServiceError | None:
    why = users.write_refusal()
    return ServiceError(why) if why else None


DESK = Writer(label=users.actor_for_chain, seal=signing.seal, refusal=_refusal, carry=carried.shared,
              enrol=signing.enrol_at_upgrade)


def open_database(path: str | Path) -> pw.SqliteDatabase:
    """Open (creating if need be) the pound's database, upgraded to the
    latest schema, with the models bound to it."""
    return database.open_database(path, DESK)


def register_path() -> Path:
    """The file of the register open now."""
    return Path(DB.obj.database)


def close_database() -> None:
    """Let go of the register (a command's end, the desk's close)."""
    database.close_database()


# a register written by a newer Pound Desk: said as it is, never opened
__all__ = ["DESK", "SchemaTooNew", "close_database", "open_database", "register_path"]
