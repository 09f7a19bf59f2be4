"""The return bundle (pound_desk/returns/bundle.py) and the pound's key
(returns/keys.py): a round trip, and every way a bundle can be damaged or
tampered with refused with its own reason."""
from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import stat
import zipfile

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from pound_desk.returns import keys
from pound_desk.returns.bundle import BundleError, bundle_name, read_bundle, write_bundle

DATA = json.dumps({"format_version": 1, "totals": {"impounded": 3}}).encode()
PDF = b"%PDF-1.4 not really a pdf but bytes all the same\n" * 20


def _manifest():
    return {"format": "pound-desk-return", "format_version": 1,
            "pound": {"name": "Pound A", "place": "Aluva", "local_authority": "Aluva Municipality",
                      "local_area": "Ward 3"},
            "period": "2026-10", "sequence": 4, "revision": 0,
            "made_at": "2026-11-02T10:00:00", "chain_head": "ab" * 32}


@pytest.fixture
def key():
    return Ed25519PrivateKey.generate()


def _bundle(key, **over):
    m = _manifest()
    m.update(over)
    return write_bundle(m, {"data.json": DATA, "return.pdf": PDF}, key)


def _members(blob: bytes) -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(blob)) as zf:
        return {i.filename: zf.read(i) for i in zf.infolist()}


def _rezip(members: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return out.getvalue()


def _refused(blob, public_key=None) -> BundleError:
    with pytest.raises(BundleError) as info:
        read_bundle(blob, public_key)
    assert info.value.reason and info.value.code   # a reason for a person, a code for a program
    return info.value


# ---- keys ---------------------------------------------------------------

def test_key_is_made_once_private_and_kept(tmp_path):
    folder = tmp_path / "keys"
    first = keys.load_or_create(folder)
    path = folder / keys.KEY_NAME
    assert path.exists()
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    text = path.read_text()
    assert text.startswith("-----BEGIN PRIVATE KEY-----")     # PKCS8, no passphrase
    again = keys.load_or_create(folder)
    assert keys.public_pem(again) == keys.public_pem(first)
    assert [p.name for p in folder.iterdir()] == [keys.KEY_NAME]   # no temporary left


def test_fingerprint_is_sha256_of_the_raw_key_in_groups(key):
    raw = keys.raw_public(key)
    assert len(raw) == 32
    digest = hashlib.sha256(raw).hexdigest().upper()
    fp = keys.fingerprint(key)
    assert fp.replace(" ", "") == digest
    groups = fp.split(" ")
    assert len(groups) == 16 and all(len(g) == 4 for g in groups)
    assert keys.pound_id(key) == digest[:16]
    assert keys.pound_id(fp) == digest[:16]
    pem = keys.public_pem(key)
    assert pem.startswith(b"-----BEGIN PUBLIC KEY-----")
    assert keys.fingerprint(keys.load_public(pem)) == fp
    assert keys.fingerprint(key.public_key()) == fp


def test_load_public_refuses_what_is_not_an_ed25519_key():
    with pytest.raises(ValueError):
        keys.load_public(b"not a key")


# ---- round trip ---------------------------------------------------------

def test_round_trip(key):
    blob = _bundle(key)
    got = read_bundle(blob, key.public_key())
    assert got.files == {"data.json": DATA, "return.pdf": PDF}
    assert json.loads(got.files["data.json"]) == {"format_version": 1, "totals": {"impounded": 3}}
    assert got.period == "2026-10" and got.sequence == 4 and got.revision == 0
    assert got.fingerprint == keys.fingerprint(key)
    assert got.pound_id == keys.fingerprint(key).replace(" ", "")[:16]
    assert got.manifest["pound"]["name"] == "Pound A"
    assert got.manifest["files"] == {"data.json": hashlib.sha256(DATA).hexdigest(),
                                     "return.pdf": hashlib.sha256(PDF).hexdigest()}
    assert got.verified_with_registered_key
    members = _members(blob)
    assert set(members) == {"manifest.json", "manifest.sig", "data.json", "return.pdf"}
    assert got.manifest_sha256 == hashlib.sha256(members["manifest.json"]).hexdigest()
    # the signature is base64 text of the manifest's exact bytes
    key.public_key().verify(base64.b64decode(members["manifest.sig"]), members["manifest.json"])
    # without the registered key: whole and unchanged, but not proven whose
    loose = read_bundle(blob)
    assert loose.fingerprint == got.fingerprint and not loose.verified_with_registered_key


def test_same_return_makes_the_same_bytes(key):
    assert _bundle(key) == _bundle(key)
    assert _bundle(key) != _bundle(key, revision=1)


def test_reads_from_a_path(key, tmp_path):
    path = tmp_path / bundle_name("ABCD0123ABCD0123", "2026-10", 2)
    assert path.name == "return-ABCD0123ABCD0123-2026-10-r2.pdreturn"
    path.write_bytes(_bundle(key))
    assert read_bundle(path).period == "2026-10"


def test_write_refuses_a_file_named_like_the_manifest(key):
    with pytest.raises(ValueError):
        write_bundle(_manifest(), {"manifest.json": b"{}"}, key)
    with pytest.raises(ValueError):
        write_bundle(_manifest(), {"../evil": b"x"}, key)


# ---- tampering ------------------------------------------------------------

@pytest.mark.parametrize("name", ["data.json", "return.pdf"])
@pytest.mark.parametrize("where", [0, 17, -1])
def test_a_changed_byte_in_a_file_is_refused_naming_the_file(key, name, where):
    members = _members(_bundle(key))
    content = bytearray(members[name])
    content[where] ^= 0x01
    members[name] = bytes(content)
    err = _refused(_rezip(members), key.public_key())
    assert err.code == "checksum" and err.name == name
    assert name in err.reason and "checksum differs" in err.reason
    assert _refused(_rezip(members)).code == "checksum"


def test_a_flipped_byte_in_the_zip_itself_is_refused(key):
    blob = _bundle(key)
    # flip a byte inside each member's stored data, in the raw zip
    with zipfile.ZipFile(io.BytesIO(blob)) as zf:
        infos = zf.infolist()
    for info in infos:
        start = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra)
        for pos in (start, start + info.compress_size // 2):
            damaged = bytearray(blob)
            damaged[pos] ^= 0x40
            err = _refused(bytes(damaged), key.public_key())
            assert err.code in {"checksum", "edited", "unreadable", "truncated"}, (info.filename, err)
            if info.filename in ("data.json", "return.pdf"):
                assert err.code == "checksum" and err.name == info.filename


@pytest.mark.parametrize("name", ["data.json", "return.pdf", "manifest.sig", "manifest.json"])
def test_a_removed_file_is_refused_naming_it(key, name):
    members = _members(_bundle(key))
    del members[name]
    err = _refused(_rezip(members), key.public_key())
    assert err.code == "missing" and err.name == name and name in err.reason


def test_an_extra_file_is_refused(key):
    members = _members(_bundle(key))
    members["extra.txt"] = b"slipped in"
    err = _refused(_rezip(members), key.public_key())
    assert err.code == "unexpected" and "extra.txt" in err.reason


@pytest.mark.parametrize("change", [
    lambda m: m.update(period="2026-09"),
    lambda m: m.update(revision=1),
    lambda m: m["pound"].update(name="Another pound"),
    lambda m: m["files"].update({"data.json": hashlib.sha256(b"other").hexdigest()}),
])
def test_the_manifest_edited_is_refused(key, change):
    members = _members(_bundle(key))
    manifest = json.loads(members["manifest.json"])
    change(manifest)
    members["manifest.json"] = json.dumps(manifest).encode()
    err = _refused(_rezip(members), key.public_key())
    assert err.code == "edited" and "edited" in err.reason
    assert _refused(_rezip(members)).code == "edited"


def test_a_whitespace_change_in_the_manifest_is_an_edit(key):
    members = _members(_bundle(key))
    members["manifest.json"] = members["manifest.json"] + b" "
    assert _refused(_rezip(members), key.public_key()).code == "edited"


def test_a_garbled_signature_is_refused(key):
    members = _members(_bundle(key))
    members["manifest.sig"] = b"not base64 at all!!"
    assert _refused(_rezip(members), key.public_key()).code == "edited"


def test_a_signature_from_another_key_is_refused_with_both_fingerprints(key):
    other = Ed25519PrivateKey.generate()
    blob = _bundle(other)
    err = _refused(blob, key.public_key())
    assert err.code == "other_key"
    assert keys.fingerprint(other) in err.reason and keys.fingerprint(key) in err.reason
    # alone, the other key's bundle is whole: it is only not this pound's
    assert read_bundle(blob).fingerprint == keys.fingerprint(other)


def test_a_manifest_resigned_by_another_key_but_naming_ours_is_refused(key):
    other = Ed25519PrivateKey.generate()
    members = _members(_bundle(key))
    manifest = json.loads(members["manifest.json"])
    manifest["pound"]["public_key"] = keys.public_pem(other).decode()  # keeps our fingerprint
    body = json.dumps(manifest).encode()
    members["manifest.json"] = body
    members["manifest.sig"] = base64.b64encode(other.sign(body))
    assert _refused(_rezip(members), key.public_key()).code == "other_key"
    assert _refused(_rezip(members)).code == "other_key"


@pytest.mark.parametrize("keep", [0.3, 0.6, 0.9, 0.99])
def test_a_truncated_bundle_is_refused(key, keep):
    blob = _bundle(key)
    err = _refused(blob[:int(len(blob) * keep)], key.public_key())
    assert err.code == "truncated" and "truncated" in err.reason


def test_not_a_zip_and_empty_are_refused(key):
    assert _refused(b"hello, this is a text file").code == "not_zip"
    assert _refused(b"").code == "truncated"


@pytest.mark.parametrize("version", [2, 0, "1", None])
def test_an_unknown_format_version_is_refused(key, version):
    m = _manifest()
    m["format_version"] = version
    blob = write_bundle(m, {"data.json": DATA, "return.pdf": PDF}, key)
    err = _refused(blob, key.public_key())
    assert err.code == "version" and "version" in err.reason


def test_another_format_is_refused(key):
    blob = _bundle(key, format="something-else")
    assert _refused(blob).code == "not_return"


def test_a_bad_period_is_refused(key):
    assert _refused(_bundle(key, period="2026-13")).code == "unreadable"
