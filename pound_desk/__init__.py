"""Pound Desk: the pound office's register, receipts and accounts under the
Kerala Cattle Trespass Act, 1961."""

# first: peewee imported without PostgreSQL's driver, which the desk never uses
from pound_desk import postgres_driver  # noqa: F401
from pound_desk.version import installed_version

# one version, kept in pyproject.toml alone: read from the package's metadata
# (an installation, or the bundle, whose spec writes the same metadata)
__version__ = installed_version()
