"""peewee as the desk imports it (pound_desk/peewee_import.py): three
standard modules it imports for fields the desk never declares are left
unloaded, and loaded the first time peewee uses one, with the same results
as its own import gives. Each case runs in a fresh interpreter: this test
process has imported them all long ago."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LATER = ["socket", "uuid", "calendar"]

# peewee's fields that use the three, each value stored and read back
ROUND_TRIP = """
import datetime, json, sys
import peewee
db = peewee.SqliteDatabase(":memory:")
class Thing(peewee.Model):
    key = peewee.UUIDField(null=True)
    address = peewee.IPField(null=True)
    at = peewee.TimestampField(utc=True, null=True)
    class Meta:
        database = db
loaded_before = [name for name in %r if name in sys.modules]
stand_ins = [name for name in %r if type(getattr(peewee, name)).__name__ == "_Later"]
db.create_tables([Thing])
import uuid
key = uuid.UUID("12345678-1234-5678-1234-567812345678")
Thing.create(key=key, address="10.0.0.7", at=datetime.datetime(2026, 2, 28, 23, 59, 59))
got = Thing.get()
print(json.dumps({"loaded_before": loaded_before, "stand_ins": stand_ins,
                  "row": [str(got.key), got.address, got.at.isoformat()],
                  "real_after": [getattr(peewee, n) is sys.modules.get(n) for n in %r]}))
""" % (LATER, LATER, LATER)


def _run(first: str) -> dict:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-c", first + ROUND_TRIP], env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_desk_imports_peewee_without_the_three_and_loads_each_when_first_used():
    seen = _run("import pound_desk\n")
    assert seen["loaded_before"] == []
    assert seen["stand_ins"] == LATER
    assert seen["real_after"] == [True, True, True]   # peewee's later uses go straight to the module


def test_peewee_stores_and_reads_the_same_through_the_stand_ins_as_with_its_own_import():
    own = _run("import peewee\n")
    assert own["stand_ins"] == [] and own["loaded_before"] == LATER   # the check can fail
    desk = _run("import pound_desk\n")
    assert desk["row"] == own["row"] == ["12345678-1234-5678-1234-567812345678", "10.0.0.7",
                                         "2026-02-28T23:59:59"]


def test_a_program_that_imported_peewee_first_keeps_its_own_import():
    first = _run("import peewee\nimport pound_desk\n")
    assert first["stand_ins"] == [] and first["loaded_before"] == LATER


KINDS = """import json, sys, pound_desk, socket, uuid, calendar
print(json.dumps([type(sys.modules[n]).__name__ for n in ("socket", "uuid", "calendar")]))"""


def test_the_other_imports_of_the_three_get_the_real_modules():
    seen = json.loads(subprocess.run(
        [sys.executable, "-c", KINDS], env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True,
        text=True, timeout=120, check=True).stdout)
    assert seen == ["module", "module", "module"]
