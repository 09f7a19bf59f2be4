"""Pound Desk: the pound office's register, receipts and accounts under the
Kerala Cattle Trespass Act, 1961."""

# first: peewee imported without PostgreSQL's driver, which the desk never uses
from pound_desk import postgres_driver  # noqa: F401

__version__ = "0.1.0"
