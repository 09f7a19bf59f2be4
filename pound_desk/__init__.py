"""Pound Desk: the pound office's register, receipts and accounts under the
Kerala Cattle Trespass Act, 1961."""

# first: peewee imported without what the desk's start never uses
# (PostgreSQL's driver; three standard modules until peewee first needs them)
from pound_desk import peewee_import  # noqa: F401


def __getattr__(name: str):
    # one version, kept in pyproject.toml alone: read from the package's metadata
    # (an installation, or the bundle, whose spec writes the same metadata) when
    # first asked for, not by every start (pound_desk/version.py)
    if name == "__version__":
        from pound_desk.version import installed_version  # late: see above

        globals()["__version__"] = value = installed_version()
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
