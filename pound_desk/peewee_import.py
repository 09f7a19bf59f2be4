"""peewee imported for the desk's start, with less loaded than its own
import loads.

PostgreSQL's driver: peewee imports psycopg2 whenever it is installed (about
20 ms and OpenSSL), yet the desk reads SQLite only; PostgreSQL is for the
authority's consolidation database. So psycopg2 is hidden from peewee's
import, and ``postgres_driver.load`` hands it the driver, as its own import
would have, before a PostgreSQL database is made. The installed desk carries
no psycopg2 at all, and this changes nothing there.

Three standard modules: peewee imports ``socket``, ``uuid`` (which loads
``platform``) and ``calendar`` (which loads ``locale``) for fields the desk
never declares (an IP address, a UUID, a Unix timestamp) and for PostgreSQL's
named cursors. peewee is handed a stand-in for each; the first name it asks
of one imports the real module and puts it in the stand-in's place. Only
peewee holds the stand-ins: they are out of ``sys.modules`` again once it is
imported, so every other import of these modules gets the real one. About
4 ms of every start (docs/PERFORMANCE.md).

Both only if peewee is not imported yet: a program that imported it (or
psycopg2) first keeps peewee's own import.
"""
from __future__ import annotations

import importlib
import sys
import types

LATER = ("socket", "uuid", "calendar")


class _Later(types.ModuleType):
    """Stands in peewee's module for a standard module until peewee first
    uses it."""

    def __getattr__(self, name: str):
        if name.startswith("__"):
            # a look at the module itself (an import hook's, inspect's) is not a use
            raise AttributeError(name)
        if sys.modules.get(self.__name__) is self:    # used while peewee is being imported
            del sys.modules[self.__name__]
        real = importlib.import_module(self.__name__)
        if getattr(sys.modules.get("peewee"), self.__name__, None) is self:
            setattr(sys.modules["peewee"], self.__name__, real)   # peewee's later uses go straight to it
        return getattr(real, name)


_FIRST = "peewee" not in sys.modules and "psycopg2" not in sys.modules
_STAND_INS = [name for name in LATER if _FIRST and name not in sys.modules]
if _FIRST:
    sys.modules["psycopg2"] = None    # ``import psycopg2`` fails: peewee goes on without it
for _name in _STAND_INS:
    sys.modules[_name] = _Later(_name)
try:
    import peewee  # noqa: F401  (imported for its module, once, here)
finally:
    if _FIRST:
        del sys.modules["psycopg2"]
    for _name in _STAND_INS:
        if isinstance(sys.modules.get(_name), _Later):
            del sys.modules[_name]
