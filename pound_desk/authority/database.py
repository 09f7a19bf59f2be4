"""Opening the consolidation database from ``--db URL``.

* nothing: ``authority.sqlite3`` in the user data folder (``paths.data_dir()``);
* a path, or ``sqlite:///relative/path`` / ``sqlite:////absolute/path``: SQLite;
* ``postgresql://user:password@host:port/dbname`` (or ``postgres://``): PostgreSQL.

The tables are created when missing, with the triggers that keep them
append-only on either database."""
from __future__ import annotations

from contextlib import contextmanager
from importlib.util import find_spec
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlsplit

import peewee as pw

from pound_desk import paths, postgres_driver
from pound_desk.authority import across, seizures
from pound_desk.authority.models import ADB, AUTHORITY_MODELS, ImportedReturn, ReturnMark
from pound_desk.language import translate

DB_NAME = "authority.sqlite3"


class AuthorityDbError(Exception):
    """The database named cannot be opened; ``str()`` says why, for a person."""


def default_path() -> Path:
    return paths.data_dir() / DB_NAME


def is_postgres(url: str | None) -> bool:
    return bool(url) and str(url).split("://", 1)[0].lower() in ("postgresql", "postgres")


def _sqlite_path(url: str | Path | None) -> Path:
    if url is None or str(url) == "":
        return default_path()
    text = str(url)
    if text.lower().startswith("sqlite:///"):
        return Path(text[len("sqlite:///"):])
    if "://" in text:
        raise AuthorityDbError(translate("database", "unknown database address {address}: give a file path, "
                                                     "sqlite:///path or postgresql://user:password@host:port/dbname")
                               .format(address=repr(text)))
    return Path(text)


def describe(url: str | Path | None) -> str:
    """The database for a person to read, without its password."""
    if is_postgres(str(url)):
        parts = urlsplit(str(url))
        user = f"{unquote(parts.username)}@" if parts.username else ""
        port = f":{parts.port}" if parts.port else ""
        return f"postgresql://{user}{parts.hostname or ''}{port}{parts.path}"
    return str(_sqlite_path(url))


def _postgres(url: str) -> pw.PostgresqlDatabase:
    # the desk's installers carry no PostgreSQL driver (the desk needs SQLite only)
    if find_spec("psycopg2") is None and find_spec("psycopg") is None:
        raise AuthorityDbError(translate("database", "this installation of Pound Desk has no PostgreSQL "
                                                     "driver: use a database file, or install Pound Desk "
                                                     "with its authority extra (pip install 'pound-desk[authority]')"))
    postgres_driver.load()   # the desk's start left it out of peewee
    parts = urlsplit(url)
    name = unquote(parts.path.lstrip("/"))
    if not name:
        raise AuthorityDbError(translate("database", "name the database in the address: "
                                                     "postgresql://user@host:port/dbname"))
    kwargs: dict = dict(parse_qsl(parts.query))
    if parts.username:
        kwargs["user"] = unquote(parts.username)
    if parts.password:
        kwargs["password"] = unquote(parts.password)
    if parts.hostname:
        kwargs["host"] = parts.hostname
    if parts.port:
        kwargs["port"] = parts.port
    return pw.PostgresqlDatabase(name, **kwargs)


def _columns(model) -> list[str]:
    return [f.column_name for f in model._meta.sorted_fields]


def _sqlite_triggers(db: pw.Database) -> None:
    for model in AUTHORITY_MODELS:
        table = model._meta.table_name
        db.execute_sql(f'CREATE TRIGGER IF NOT EXISTS "{table}_no_delete" BEFORE DELETE ON "{table}" '
                       f"BEGIN SELECT RAISE(ABORT, '{table} is a record: never deleted'); END")
        when = ""
        if model is ImportedReturn:
            same = " AND ".join(f'NEW."{c}" IS OLD."{c}"' for c in _columns(model) if c != "superseded_by")
            when = f"WHEN NOT (OLD.superseded_by IS NULL AND NEW.superseded_by IS NOT NULL AND {same}) "
        db.execute_sql(f'CREATE TRIGGER IF NOT EXISTS "{table}_no_update" BEFORE UPDATE ON "{table}" {when}'
                       f"BEGIN SELECT RAISE(ABORT, '{table} is a record: never updated'); END")


def _postgres_triggers(db: pw.Database) -> None:
    db.execute_sql(
        "CREATE OR REPLACE FUNCTION authority_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ "
        "BEGIN RAISE EXCEPTION '%% is a record: never %%', TG_TABLE_NAME, lower(TG_OP); END $$")
    for model in AUTHORITY_MODELS:
        table = model._meta.table_name
        db.execute_sql(f'CREATE OR REPLACE TRIGGER "{table}_no_delete" BEFORE DELETE ON "{table}" '
                       "FOR EACH ROW EXECUTE FUNCTION authority_refuse()")
        db.execute_sql(f'CREATE OR REPLACE TRIGGER "{table}_no_truncate" BEFORE TRUNCATE ON "{table}" '
                       "FOR EACH STATEMENT EXECUTE FUNCTION authority_refuse()")
        when = ""
        if model is ImportedReturn:
            same = " AND ".join(f'NEW."{c}" IS NOT DISTINCT FROM OLD."{c}"'
                                for c in _columns(model) if c != "superseded_by")
            when = f"WHEN (NOT (OLD.superseded_by IS NULL AND NEW.superseded_by IS NOT NULL AND {same})) "
        db.execute_sql(f'CREATE OR REPLACE TRIGGER "{table}_no_update" BEFORE UPDATE ON "{table}" '
                       f"FOR EACH ROW {when}EXECUTE FUNCTION authority_refuse()")


def open_authority(url: str | Path | None = None) -> pw.Database:
    """Open (creating when missing) the consolidation database and bind ``ADB``."""
    if is_postgres(str(url) if url is not None else None):
        db = _postgres(str(url))
        try:
            db.connect(reuse_if_open=True)
        except pw.OperationalError as exc:
            raise AuthorityDbError(translate("database", "cannot reach {address}: {error}").format(
                address=describe(url), error=str(exc).strip().splitlines()[0])) from None
    else:
        path = _sqlite_path(url)
        path.parent.mkdir(parents=True, exist_ok=True)
        db = pw.SqliteDatabase(str(path), pragmas={"journal_mode": "wal", "synchronous": "full",
                                                   "foreign_keys": 1, "busy_timeout": 5000})
        try:
            db.connect(reuse_if_open=True)
        except pw.OperationalError as exc:
            raise AuthorityDbError(translate("database", "cannot open {path}: {error}")
                                   .format(path=path, error=exc)) from None
    ADB.initialize(db)
    with db.atomic():
        marks_kept = db.table_exists(ReturnMark._meta.table_name)
        db.create_tables(AUTHORITY_MODELS, safe=True)
        (_postgres_triggers if isinstance(db, pw.PostgresqlDatabase) else _sqlite_triggers)(db)
        # returns imported before the charts' counts were kept are counted from their data.json
        seizures.backfill()
        if not marks_kept:   # returns imported before the tags and owners were kept
            across.backfill(db)
    return db


def close_authority() -> None:
    if ADB.obj is not None:
        if not ADB.is_closed():
            ADB.close()
        ADB.initialize(None)


@contextmanager
def transaction():
    """One import, one transaction: IMMEDIATE on SQLite (the writer's lock at
    the start), a plain transaction on PostgreSQL (the pound's row is locked)."""
    db = ADB.obj
    if isinstance(db, pw.SqliteDatabase):
        with db.atomic("IMMEDIATE"):
            yield
    else:
        with db.atomic():
            yield


def locks_rows() -> bool:
    return isinstance(ADB.obj, pw.PostgresqlDatabase)
