"""PostgreSQL's driver, kept out of the desk's start.

peewee imports psycopg2 whenever it is installed (about 20 ms and OpenSSL),
yet the desk reads SQLite only: PostgreSQL is for the authority's
consolidation database. So peewee is imported here, when ``pound_desk`` is,
with psycopg2 hidden from it; ``load`` hands peewee the driver, as its own
import would have, before a PostgreSQL database is made. The installed desk
carries no psycopg2 at all, and this changes nothing there.
"""
from __future__ import annotations

import sys

# hidden only if neither is imported yet: a program that imported psycopg2
# (or peewee) itself gets peewee's own import, with the driver
_HIDE = "peewee" not in sys.modules and "psycopg2" not in sys.modules
if _HIDE:
    sys.modules["psycopg2"] = None    # ``import psycopg2`` fails: peewee goes on without it
try:
    import peewee
finally:
    if _HIDE:
        del sys.modules["psycopg2"]


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
