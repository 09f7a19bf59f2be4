"""The consolidation database for the authority's tests: SQLite in a
temporary folder, and PostgreSQL at POUND_DESK_TEST_PG (scripts/dev.sh starts
a throwaway server and sets it). Without it the PostgreSQL runs are skipped,
saying why; under CI (CI=true) they fail instead."""
from __future__ import annotations

import os

import pytest

from pound_desk.authority.database import close_authority, open_authority
from pound_desk.authority.models import AUTHORITY_MODELS

PG_ENV = "POUND_DESK_TEST_PG"


def postgres_url() -> str:
    url = os.environ.get(PG_ENV, "")
    if not url:
        reason = (f"{PG_ENV} is not set: no PostgreSQL server for this run "
                  "(scripts/dev.sh test starts one)")
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"{reason}; under CI the PostgreSQL tests must run", pytrace=False)
        pytest.skip(reason)
    return url


def fresh_postgres(url: str):
    import peewee as pw

    from pound_desk.authority.database import _postgres

    db = _postgres(url)
    db.connect()
    tables = ", ".join(f'"{m._meta.table_name}"' for m in AUTHORITY_MODELS)
    db.execute_sql(f"DROP TABLE IF EXISTS {tables} CASCADE")
    db.close()
    assert isinstance(db, pw.PostgresqlDatabase)


@pytest.fixture
def pg_url() -> str:
    return postgres_url()


@pytest.fixture(params=["sqlite", "postgresql"])
def adb(request, tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'authority.sqlite3'}"
    else:
        url = postgres_url()
        fresh_postgres(url)
    db = open_authority(url)
    db.url = url
    yield db
    close_authority()


@pytest.fixture
def sqlite_adb(tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    url = str(tmp_path / "authority.sqlite3")
    db = open_authority(url)
    db.url = url
    yield db
    close_authority()
