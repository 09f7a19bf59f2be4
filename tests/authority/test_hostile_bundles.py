"""Hostile bundles at the local authority: one bad file never stops a
folder's import; the manifest is checked against its schema (types and
ranges); sizes are checked before unpacking; the names listed are plain
file names. And on the pound's side: an export into the empty folder of a
stick that was pulled out is refused."""
from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest
from authority_helpers import bundle, new_key

from pound_desk.authority import imports, pounds
from pound_desk.returns import bundle as bundle_mod
from pound_desk.returns import drives, keys


def registered():
    key = new_key()
    pounds.register("Attingal Pound", keys.public_pem(key), "Attingal Municipality")
    return key


@pytest.mark.parametrize("field, value", [
    ("sequence", -1), ("sequence", 10 ** 30), ("sequence", "2"), ("sequence", True), ("revision", 1.5),
    ("revision", -3), ("chain_links", -5), ("chain_head", "not hex"), ("made_at", 7),
])
def test_a_manifest_out_of_its_schema_is_refused(adb, field, value):
    key = registered()
    name, blob = bundle(key, "2026-06", 1, extra={field: value})
    outcome = imports.import_bytes(blob, name)
    assert outcome.status == "refused" and field in outcome.message


def zip_of(members: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return out.getvalue()


def test_a_huge_member_is_refused_without_unpacking_it(adb):
    # 400 MB of zeros compress to about 400 KB: refused by its declared size, at once
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        with zf.open("data.json", "w", force_zip64=True) as fh:
            chunk = bytes(1024 * 1024)
            for _ in range(400):
                fh.write(chunk)
        zf.writestr("manifest.json", b"{}")
        zf.writestr("manifest.sig", b"")
    outcome = imports.import_bytes(out.getvalue(), "bomb.pdreturn")
    assert outcome.status == "refused"


def test_a_huge_manifest_is_refused(adb):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        with zf.open("manifest.json", "w", force_zip64=True) as fh:
            fh.write(b"{" + b" " * (300 * 1024 * 1024) + b"}")
        zf.writestr("manifest.sig", b"")
    outcome = imports.import_bytes(out.getvalue(), "big-manifest.pdreturn")
    assert outcome.status == "refused" and "too large" in outcome.message


def test_names_that_are_not_plain_file_names_are_refused(adb):
    blob = zip_of({"manifest.json": b"{}", "manifest.sig": b"", "../../etc/passwd": b"x"})
    outcome = imports.import_bytes(blob, "slip.pdreturn")
    assert outcome.status == "refused" and "not a plain file name" in outcome.message


def test_a_file_far_too_large_is_refused_before_it_is_read(adb, tmp_path, monkeypatch):
    monkeypatch.setattr(bundle_mod, "MAX_BUNDLE", 1000)
    path = tmp_path / "big.pdreturn"
    path.write_bytes(b"PK\x03\x04" + bytes(5000))
    outcome = imports.import_file(path)
    assert outcome.status == "refused" and "far larger" in outcome.message


def test_one_bad_file_never_stops_a_folder(adb, tmp_path, monkeypatch):
    key = registered()
    name, blob = bundle(key, "2026-06", 1)
    (tmp_path / name).write_bytes(blob)
    (tmp_path / "return-AAAA-2026-05-r0.pdreturn").write_bytes(b"garbage")
    real = imports.import_file

    def exploding(path, now=None):
        if "2026-05" in Path(path).name:
            raise MemoryError("simulated")
        return real(path, now)

    monkeypatch.setattr(imports, "import_file", exploding)
    outcomes = imports.import_paths([tmp_path])
    assert sorted(o.status for o in outcomes) == ["imported", "refused"]


def test_an_export_into_a_stick_that_was_pulled_out_is_refused(tmp_path, monkeypatch):
    media = tmp_path / "media"
    stick = media / "keeper" / "STICK"
    stick.mkdir(parents=True)          # the empty mount point the stick left
    monkeypatch.setattr(drives, "REMOVABLE_ROOTS", (str(media),))
    with pytest.raises(drives.WriteError) as e:
        drives.write_verified(stick, "r.pdreturn", b"data")
    assert e.value.code == "unmounted" and list(stick.iterdir()) == []
