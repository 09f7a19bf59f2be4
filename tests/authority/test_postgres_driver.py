"""peewee without PostgreSQL's driver at the desk's start, and with it, as
its own import gives it, once a PostgreSQL database is made
(pound_desk/postgres_driver.py). Each case runs in a fresh interpreter: this
test process has imported the driver long ago."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("psycopg2")

ROOT = Path(__file__).resolve().parents[2]

# what of peewee's module and its psycopg2 adapter came from psycopg2: each
# name with the psycopg2 object it holds, and UUIDs adapted by the driver
STATE = """
import json, sys, uuid
import peewee
def named(value):
    if isinstance(value, type(sys)):
        return value.__name__ if value.__name__.startswith("psycopg2") else None
    module = getattr(value, "__module__", None) or ""
    return f"{module}.{getattr(value, '__qualname__', type(value).__name__)}" if module.startswith("psycopg2") else None
state = {name: named(value) for name, value in vars(peewee).items() if named(value)}
state |= {"Psycopg2Adapter." + k: repr(v) for k, v in vars(peewee.Psycopg2Adapter).items()
          if not k.startswith("__") and not callable(v)}
if "psycopg2" in sys.modules:
    import psycopg2.extensions
    state["uuid adapted"] = (uuid.UUID, psycopg2.extensions.ISQLQuote) in psycopg2.extensions.adapters
print(json.dumps({"state": state, "imported": "psycopg2" in sys.modules}))
"""


def _run(code: str, home: Path | None = None) -> dict:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    if home:
        env["POUND_DESK_HOME"] = str(home)
    out = subprocess.run([sys.executable, "-c", code + STATE], env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_desk_imports_peewee_without_psycopg2():
    seen = _run("import pound_desk.models\n")
    assert seen["imported"] is False
    assert "psycopg2" not in seen["state"] and "Psycopg2Adapter.txn_idle" not in seen["state"]


def test_loading_the_driver_gives_peewee_what_its_own_import_does():
    own = _run("import peewee\n")            # psycopg2 installed: peewee imports it
    assert own["imported"] and own["state"]["psycopg2"] == "psycopg2"   # the check can fail
    loaded = _run("import pound_desk.models\nfrom pound_desk import postgres_driver\npostgres_driver.load()\n")
    assert loaded == own


def test_a_program_that_imported_psycopg2_first_keeps_peewee_s_own_import():
    first = _run("import psycopg2\nimport pound_desk\n")
    assert first == _run("import peewee\n")


def test_a_postgresql_address_opens_in_the_program_that_opened_the_register(tmp_path, pg_url):
    seen = _run(f"""
import sys
from pathlib import Path
from pound_desk.services.desk.storage import open_database
from pound_desk.cli import main
open_database(Path({str(tmp_path / "pound.sqlite3")!r}))
assert "psycopg2" not in sys.modules
assert main(["authority", "--db", {pg_url!r}, "pound", "list"]) == 0
""", home=tmp_path / "home")
    assert seen["imported"] and seen["state"] == _run("import peewee\n")["state"]
