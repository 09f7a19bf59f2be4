"""The return's schema at the local authority and above: a return the first
Pound Desk to make one wrote still imports, and forwarded upward imports
there; a return not of its shape is refused saying what is wrong; what the
pound gathers is what the authority reads back, on SQLite and PostgreSQL."""
from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from authority_helpers import bundle, data_json, new_key
from record_helpers import seize

from pound_desk.authority import forward, imports, pounds, reports, upper
from pound_desk.authority.database import close_authority, open_authority
from pound_desk.authority.models import ImportedReturn
from pound_desk.law.money import Money
from pound_desk.returns import data_json as return_json
from pound_desk.returns import keys
from pound_desk.returns.bundle import read_bundle
from pound_desk.services import returns
from pound_desk.services.case import releases

FIRST = Path(__file__).resolve().parents[1] / "returns" / "data" / "first-version-2026-06.pdreturn"


def _register_first() -> None:
    manifest = read_bundle(FIRST).manifest
    pounds.register("Nedumangad Municipal Pound", manifest["pound"]["public_key"].encode("ascii"),
                    "Nedumangad Municipality")


def test_the_first_version_of_a_return_imports_and_is_reported(adb):
    _register_first()
    out = imports.import_file(FIRST)
    assert out.status == "imported", out.message
    line = reports.build("2026-06").lines[0]
    assert (line.figures["impounded"], line.figures["released"], line.figures["held_at_end"]) == (2, 1, 2)
    assert (line.figures["fines_paise"], line.figures["feeding_paise"]) == (20000, 12000)
    kept = ImportedReturn.get()
    assert kept.data_json.encode("utf-8") == read_bundle(FIRST).files["data.json"]   # as received
    assert imports.import_file(FIRST).status == "already"


def test_the_first_version_forwarded_upward_imports_there(adb, tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "la"))
    open_authority(tmp_path / "la" / "authority.sqlite3")
    _register_first()
    assert imports.import_file(FIRST).status == "imported"
    done = forward.forward("2026", tmp_path / "stick", "Nedumangad Municipality")
    pem = forward.public_pem()
    close_authority()
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "district"))
    open_authority(adb.url)
    upper.register("Nedumangad Municipality", pem, "Thiruvananthapuram")
    (out,) = upper.import_forward(done.path)
    assert out.status == "imported", out.message
    assert reports.build("2026-06").lines[0].figures["impounded"] == 2


def test_a_return_not_of_its_shape_is_refused_saying_where(adb):
    key = new_key()
    pounds.register("Nedumangad Municipal Pound", keys.public_pem(key), "Nedumangad Municipality")
    data = data_json("2026-06", {"impounded": 1})
    data["cases"][0]["heads"][0]["seq"] = "one"
    out = imports.import_bytes(bundle(key, "2026-06", 1, data=data)[1], "bad.pdreturn")
    assert out.status == "refused"
    assert out.message == "the return's records cannot be read: cases[0].heads[0].seq"
    data = data_json("2026-06", {"impounded": 1})
    data["totals"]["impounded"] = "1"
    out = imports.import_bytes(bundle(key, "2026-06", 1, data=data)[1], "bad.pdreturn")
    assert out.message == "data.json's totals are not whole numbers of zero or more: impounded"
    assert ImportedReturn.select().count() == 0


def test_what_the_pound_gathers_is_what_the_authority_reads_back(pound, adb, tmp_path):
    cow = seize(datetime(2026, 6, 1, 10, 0), kinds=("cow",))
    releases.release_on_payment(cow.case_no, datetime(2026, 6, 2, 11, 0), "Anil", Money.of_rupees(320),
                                now=datetime(2026, 6, 2, 11, 5))
    seize(datetime(2026, 6, 20, 0, 0), kinds=("goat", "cow"), owner="Beena")
    stick = tmp_path / "stick"
    stick.mkdir()
    made = returns.export("2026-06", stick, now=datetime(2026, 7, 2, 10, 0))
    pounds.register("Nedumangad Municipal Pound", keys.public_pem(returns.the_key()), "Nedumangad Municipality")
    assert imports.import_file(made.path).status == "imported"
    gathered = returns.gather("2026-06")
    received = return_json.read_return(ImportedReturn.get().data_json)
    assert received == gathered == read_bundle(made.path).data
    assert json.loads(return_json.write_return(received)) == return_json.as_json(gathered)
