"""Importing returns into the consolidation database, on SQLite and on
PostgreSQL: the round trip from bundles to the report, every refusal with
its reason, re-import, corrections, and the records kept append-only."""
from __future__ import annotations

import io
import zipfile

import peewee as pw
import pytest
from authority_helpers import bundle, new_key

from pound_desk.authority import imports, pounds, reports
from pound_desk.authority.models import ImportedReturn, ReturnOpenCase, ReturnTotals
from pound_desk.returns import keys


def _register(key, name="Nedumangad Municipal Pound"):
    return pounds.register(name, keys.public_pem(key), "Nedumangad Municipality")


def _write(folder, named):
    name, data = named
    path = folder / name
    path.write_bytes(data)
    return path


def test_round_trip_from_bundles_to_the_report(adb, tmp_path):
    a, b = new_key(), new_key()
    _register(a, "Nedumangad Municipal Pound")
    _register(b, "Attingal Pound")
    folder = tmp_path / "usb"
    folder.mkdir()
    # written out of order: the folder import takes them oldest first
    _write(folder, bundle(a, "2026-11", 8, totals={"impounded": 5, "released": 3, "held_at_end": 2,
                                                  "fines_paise": 150000, "overdue_cases": 1},
                          open_cases=[{"case_no": "041/2026", "heads_held": 2, "dues_paise": 91000,
                                       "overdue": ["s13_report"]}]))
    _write(folder, bundle(a, "2026-10", 7, totals={"impounded": 4, "released": 4, "fines_paise": 80000}))
    _write(folder, bundle(b, "2026-11", 1, name="Attingal Pound",
                          totals={"impounded": 1, "sold": 1, "sale_proceeds_paise": 420050}))
    (folder / "notes.txt").write_text("not a return")

    outcomes = imports.import_paths([folder])
    assert sorted((o.pound, o.status, o.period) for o in outcomes) == [
        ("Attingal Pound", "imported", "2026-11"),
        ("Nedumangad Municipal Pound", "imported", "2026-10"),
        ("Nedumangad Municipal Pound", "imported", "2026-11")]
    assert ImportedReturn.select().count() == 3
    assert ReturnOpenCase.select().count() == 1

    month = reports.build("2026-11")
    by_name = {line.name: line for line in month.lines}
    assert by_name["Nedumangad Municipal Pound"].figures["impounded"] == 5
    assert by_name["Nedumangad Municipal Pound"].figures["fines_paise"] == 150000
    assert by_name["Attingal Pound"].figures["sale_proceeds_paise"] == 420050
    assert month.totals["impounded"] == 6
    assert [(c.pound, c.case_no, c.overdue) for c in month.overdue] == [
        ("Nedumangad Municipal Pound", "041/2026", ("s13_report",))]

    year = reports.build("2026")
    ned = {line.name: line for line in year.lines}["Nedumangad Municipal Pound"]
    assert ned.returns == 2
    assert ned.figures["impounded"] == 9 and ned.figures["fines_paise"] == 230000
    assert ned.figures["held_at_end"] == 2      # November's, the latest month


def test_unknown_pound_is_refused(adb):
    _register(new_key())
    stranger = new_key()
    name, data = bundle(stranger, "2026-11", 1, name="Kilimanoor Pound")
    out = imports.import_bytes(data, name)
    assert out.status == "refused"
    assert out.message.startswith("unknown pound (Kilimanoor Pound): its key's fingerprint "
                                  f"{keys.fingerprint(stranger)} is not registered")
    assert ImportedReturn.select().count() == 0


def test_a_flipped_byte_is_refused(adb):
    key = new_key()
    _register(key)
    name, data = bundle(key, "2026-11", 1)
    flipped = bytearray(data)
    # a byte inside data.json's compressed content
    zf = zipfile.ZipFile(io.BytesIO(data))
    info = zf.getinfo("data.json")
    at = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra) + 5
    flipped[at] ^= 0x01
    out = imports.import_bytes(bytes(flipped), name)
    assert out.status == "refused"
    assert out.message.startswith("data.json is damaged") or out.message.startswith("data.json was changed")
    assert ImportedReturn.select().count() == 0


def test_a_changed_file_and_an_edited_manifest_are_refused(adb):
    key = new_key()
    _register(key)
    name, data = bundle(key, "2026-11", 1, totals={"impounded": 2})
    src = zipfile.ZipFile(io.BytesIO(data))

    def rebuilt(change):
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w") as zf:
            for item in src.infolist():
                zf.writestr(item.filename, change(item.filename, src.read(item.filename)))
        return out.getvalue()

    more = rebuilt(lambda n, b: b.replace(b'"impounded": 2', b'"impounded": 1') if n == "data.json" else b)
    out = imports.import_bytes(more, name)
    assert out.status == "refused"
    assert out.message.startswith("data.json was changed: its checksum differs from the signed manifest's")

    edited = rebuilt(lambda n, b: b.replace(b'"revision": 0', b'"revision": 1') if n == "manifest.json" else b)
    out = imports.import_bytes(edited, name)
    assert out.status == "refused"
    assert out.message.startswith("The manifest was edited after it was signed")
    assert ImportedReturn.select().count() == 0


def test_a_truncated_bundle_is_refused(adb):
    key = new_key()
    _register(key)
    name, data = bundle(key, "2026-11", 1)
    out = imports.import_bytes(data[: len(data) // 2], name)
    assert out.status == "refused"
    assert out.message.startswith("The bundle is truncated or damaged")
    assert imports.import_bytes(b"hello", "x.pdreturn").message.startswith("This is not a return bundle")
    assert ImportedReturn.select().count() == 0


def test_out_of_sequence_is_refused_and_the_first_may_have_any(adb):
    key = new_key()
    _register(key)
    assert imports.import_bytes(*reversed(bundle(key, "2026-09", 14))).status == "imported"
    name, data = bundle(key, "2026-11", 16)          # October (15) skipped
    out = imports.import_bytes(data, name)
    assert out.status == "refused"
    assert out.message.startswith("out of sequence: expected 15")
    name, data = bundle(key, "2026-10", 14)          # the sequence used again
    assert imports.import_bytes(data, name).message.startswith("out of sequence: expected 15")
    assert imports.import_bytes(*reversed(bundle(key, "2026-10", 15))).status == "imported"
    assert imports.import_bytes(*reversed(bundle(key, "2026-11", 16))).status == "imported"
    assert [r.sequence for r in ImportedReturn.select().order_by(ImportedReturn.id)] == [14, 15, 16]


def test_importing_the_same_return_twice_changes_nothing(adb, tmp_path):
    key = new_key()
    _register(key)
    path = _write(tmp_path, bundle(key, "2026-11", 1, totals={"impounded": 3, "held_at_end": 1},
                                   open_cases=[{"case_no": "001/2026", "heads_held": 1, "dues_paise": 5000,
                                                "overdue": []}]))
    first = imports.import_file(path)
    again = imports.import_file(path)
    assert first.status == "imported"
    assert again.status == "already"
    assert again.message.startswith("already imported: Nedumangad Municipal Pound, 2026-11 r0")
    assert (ImportedReturn.select().count(), ReturnTotals.select().count(),
            ReturnOpenCase.select().count()) == (1, 1, 1)


def test_same_period_and_revision_with_other_content_is_refused(adb):
    key = new_key()
    _register(key)
    imports.import_bytes(*reversed(bundle(key, "2026-11", 1, totals={"impounded": 3})))
    name, data = bundle(key, "2026-11", 1, totals={"impounded": 4})
    out = imports.import_bytes(data, name)
    assert out.status == "refused"
    assert "already imported with other content" in out.message
    assert ReturnTotals.get().impounded == 3


def test_a_correction_supersedes_and_both_are_kept(adb):
    key = new_key()
    _register(key)
    imports.import_bytes(*reversed(bundle(key, "2026-10", 1, totals={"impounded": 1})))
    imports.import_bytes(*reversed(bundle(key, "2026-11", 2, totals={"impounded": 3, "fines_paise": 30000})))
    name, data = bundle(key, "2026-11", 2, revision=1, totals={"impounded": 4, "fines_paise": 40000})
    out = imports.import_bytes(data, name)
    assert out.status == "correction"
    assert "corrects revision 0, which is kept" in out.message
    nov = list(ImportedReturn.select().where(ImportedReturn.period == "2026-11").order_by(ImportedReturn.revision))
    assert [r.revision for r in nov] == [0, 1]
    assert nov[0].superseded_by_id == nov[1].id and nov[1].superseded_by_id is None
    assert reports.build("2026-11").totals["impounded"] == 4
    assert reports.build("2026").totals["fines_paise"] == 40000
    # a correction must keep its period's sequence; an older revision is refused
    wrong = imports.import_bytes(*reversed(bundle(key, "2026-11", 3, revision=2)))
    assert wrong.message.startswith("out of sequence: a correction of 2026-11 keeps its sequence 2, not 3")
    # the next month follows the corrected one's sequence
    assert imports.import_bytes(*reversed(bundle(key, "2026-12", 3))).status == "imported"
    r2 = imports.import_bytes(*reversed(bundle(key, "2026-11", 2, revision=2, totals={"impounded": 5})))
    assert r2.status == "correction"
    assert imports.import_bytes(*reversed(bundle(key, "2026-11", 2, revision=1, totals={"impounded": 9}))) \
        .message.startswith("Nedumangad Municipal Pound, 2026-11 r1 was already imported with other content")
    assert reports.build("2026-11").totals["impounded"] == 5


def test_a_folder_import_goes_on_past_a_refused_file(adb, tmp_path):
    key = new_key()
    _register(key)
    _write(tmp_path, bundle(key, "2026-10", 1))
    name, data = bundle(key, "2026-11", 2)
    (tmp_path / name).write_bytes(data[:100])
    _write(tmp_path, bundle(key, "2026-12", 2))
    seen = []
    outcomes = imports.import_paths([tmp_path], progress=lambda d, t: seen.append((d, t)))
    assert [o.status for o in outcomes] == ["imported", "refused", "imported"]
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_the_records_are_append_only(adb):
    key = new_key()
    _register(key)
    imports.import_bytes(*reversed(bundle(key, "2026-11", 1)))
    ret = ImportedReturn.get()
    for statement in (ImportedReturn.update(period="2026-12"), ImportedReturn.delete(),
                      ReturnTotals.update(impounded=99), ReturnTotals.delete()):
        with pytest.raises((pw.IntegrityError, pw.InternalError, pw.OperationalError)):
            with adb.atomic():
                statement.execute()
    # superseded_by may be set once, never changed again nor cleared
    with pytest.raises((pw.IntegrityError, pw.InternalError, pw.OperationalError)):
        with adb.atomic():
            ImportedReturn.update(superseded_by=ret.id, sequence=7).execute()
    assert ImportedReturn.get().period == "2026-11" and ReturnTotals.get().impounded == 0


def test_a_bad_totals_block_is_refused(adb):
    key = new_key()
    _register(key)
    from authority_helpers import data_json

    data = data_json("2026-11")
    del data["totals"]["overdue_cases"]
    data["totals"]["fines_paise"] = 12.5
    out = imports.import_bytes(*reversed(bundle(key, "2026-11", 1, data=data)))
    assert out.status == "refused"
    assert out.message.startswith("data.json's totals lack overdue_cases")


def test_a_key_is_registered_once(adb):
    key = new_key()
    _register(key)
    with pytest.raises(pounds.PoundRefused, match="already registered"):
        _register(key, "Another")
    with pytest.raises(pounds.PoundRefused, match="does not hold a pound's public key"):
        pounds.register("X", b"-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----\n")
    assert [p["pound_id"] for p in pounds.listing()] == [keys.pound_id(key)]
