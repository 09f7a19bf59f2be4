"""PostgreSQL's driver, handed to peewee when a PostgreSQL database is made:
the desk's start imports peewee without it (peewee_import.py).
"""
from __future__ import annotations

# imported by pound_desk's own import first, without the driver (peewee_import.py)
import peewee


def load() -> None:
    """Give peewee psycopg2 as its import does when psycopg2 is installed:
    the module, its extensions, UUIDs adapted, the JSON wrapper and the
    adapter's transaction states. Nothing if peewee has it already or it is
    not installed (peewee then says so when connecting)."""
    if peewee.psycopg2 is not None:
        return
    try:
        import psycopg2.extras  # late: only a PostgreSQL address needs the driver
    except ImportError:
        return
    extensions = psycopg2.extensions
    psycopg2.extras.register_uuid()
    peewee.psycopg2 = psycopg2
    peewee.pg_extensions = extensions
    peewee.pg_register_uuid = psycopg2.extras.register_uuid
    peewee.Json_pg2 = psycopg2.extras.Json
    adapter = peewee.Psycopg2Adapter
    adapter.txn_idle = extensions.TRANSACTION_STATUS_IDLE
    adapter.txn_inerror = extensions.TRANSACTION_STATUS_INERROR
    adapter.txn_unknown = extensions.TRANSACTION_STATUS_UNKNOWN
