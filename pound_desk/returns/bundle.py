"""The return bundle (docs/RETURNS.md): ONE zip file,
``return-<POUNDID>-<YYYY-MM>-r<REVISION>.pdreturn``, holding

- ``manifest.json`` — UTF-8 JSON: format, format_version, the pound, the
  period, sequence, revision, made_at, chain_head and ``files`` {name: sha256};
- ``manifest.sig`` — the Ed25519 signature of the exact bytes of
  manifest.json, base64 text;
- the files the manifest lists (``data.json`` and ``return.pdf``).

``read_bundle`` refuses a bundle that is not whole and as signed, with the
exact reason for a person (in the language on screen) and a short code for
a program. Standard library and ``cryptography`` only."""
from __future__ import annotations

import base64
import binascii
import copy
import hashlib
import io
import json
import re
import zipfile
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from pound_desk.language import translate

from . import data_json, keys, schema

FORMAT = "pound-desk-return"
FORMAT_VERSION = 1
MANIFEST = "manifest.json"
SIGNATURE = "manifest.sig"
REQUIRED_FILES = ("data.json", "return.pdf")
SUFFIX = ".pdreturn"
# a return is a few megabytes; refuse at once anything far larger, before
# unpacking it: the whole file, each member, the manifest and its signature
MAX_BUNDLE = 256 * 1024 * 1024
MAX_UNPACKED = 256 * 1024 * 1024
MAX_MEMBER = 128 * 1024 * 1024
MAX_MANIFEST = 1024 * 1024
MAX_SIGNATURE = 4096
MAX_MEMBERS = 16
# the manifest's numbers, checked before anything is imported
MAX_SEQUENCE = 10 ** 6
MAX_REVISION = 10 ** 4
MAX_LINKS = 10 ** 12
_ZIP_TIME = (1980, 1, 1, 0, 0, 0)   # fixed, so the same return makes the same bytes
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
_PERIOD = re.compile(r"^\d{4}-(0[1-9]|1[0-2])$")


class BundleError(Exception):
    """Why a bundle is refused: ``reason`` (in the language on screen) and a
    short ``code`` (not_zip, truncated, missing, checksum, unexpected,
    unreadable, not_return, version, edited, other_key)."""

    def __init__(self, reason: str, code: str = "", name: str = ""):
        super().__init__(reason)
        self.reason = reason
        self.code = code
        self.name = name      # the file it concerns, when it concerns one

    def on_screen(self) -> str:
        """The reason, in the language of the screen."""
        return self.reason


@dataclass
class Bundle:
    manifest: dict
    files: dict[str, bytes]          # every file the manifest lists, by name
    fingerprint: str                 # of the key the signature was verified with
    manifest_sha256: str = ""        # sha256 of manifest.json's bytes
    manifest_bytes: bytes = field(default=b"", repr=False)
    verified_with_registered_key: bool = False

    @property
    def data(self) -> schema.MonthlyReturn:
        """The return it carries (``data_json.SchemaError`` if not of its shape)."""
        return data_json.read_return(self.files["data.json"])

    @property
    def period(self) -> str:
        return self.manifest["period"]

    @property
    def revision(self) -> int:
        return int(self.manifest["revision"])

    @property
    def sequence(self) -> int:
        return int(self.manifest["sequence"])

    @property
    def pound_id(self) -> str:
        return self.manifest["pound"]["id"]


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def bundle_name(pound_id: str, period: str, revision: int) -> str:
    return f"return-{pound_id}-{period}-r{int(revision)}{SUFFIX}"


def manifest_bytes(manifest: dict) -> bytes:
    return (json.dumps(manifest, ensure_ascii=False, indent=2, sort_keys=True) + "\n").encode("utf-8")


def write_bundle(manifest: dict, files: dict[str, bytes], key: Ed25519PrivateKey) -> bytes:
    """The bundle's bytes: ``files`` with their checksums filled into a copy
    of ``manifest`` (and the pound's public key and its fingerprint), the
    manifest signed with ``key``. The same manifest and files make the same
    bytes."""
    for name in files:
        if name in (MANIFEST, SIGNATURE) or not _NAME.match(name):
            raise ValueError(f"a bundle cannot hold a file named {name!r}")
    manifest = copy.deepcopy(manifest)
    manifest.setdefault("format", FORMAT)
    manifest.setdefault("format_version", FORMAT_VERSION)
    pound = manifest.setdefault("pound", {})
    fp = keys.fingerprint(key)
    if pound.get("public_key_fingerprint") not in (None, fp):
        raise ValueError("the manifest names another key's fingerprint than the signing key's")
    pound["public_key_fingerprint"] = fp
    pound.setdefault("id", keys.pound_id(fp))
    pound["public_key"] = keys.public_pem(key).decode("ascii")
    manifest["files"] = {name: sha256(data) for name, data in sorted(files.items())}
    body = manifest_bytes(manifest)
    sig = base64.b64encode(key.sign(body)) + b"\n"
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, data in [(MANIFEST, body), (SIGNATURE, sig)] + sorted(files.items()):
            info = zipfile.ZipInfo(name, date_time=_ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return out.getvalue()


def _err(code: str, reason: str, name: str = "") -> BundleError:
    return BundleError(reason, code, name)


def _open_zip(data: bytes) -> zipfile.ZipFile:
    if not data:
        raise _err("truncated", translate("bundle", "The file is empty: it is not a whole return"))
    looks_like_zip = data[:4] == b"PK\x03\x04"
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
        zf.infolist()
        return zf
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError, OSError):
        if looks_like_zip:
            raise _err("truncated", translate("bundle", "The bundle is truncated or damaged: its end is missing "
                                                        "(was the drive pulled out while it was written?)")) from None
        raise _err("not_zip", translate("bundle", "This is not a return bundle (not a zip file)")) from None


def _member(zf: zipfile.ZipFile, name: str, budget: list[int], limit: int = MAX_MEMBER) -> bytes:
    """A member's bytes, read no further than ``limit`` (and what is left of
    the whole budget): a member that says, or turns out, larger is refused."""
    info = zf.getinfo(name)
    budget = [min(budget[0], limit)] if budget[0] > limit else budget
    if info.file_size > budget[0]:
        raise _err("unreadable", translate("bundle", "{name} is too large for a return").format(name=name), name)
    try:
        with zf.open(info) as fh:
            data = fh.read(budget[0] + 1)
    except (zipfile.BadZipFile, zlib.error, EOFError, OSError, NotImplementedError, RuntimeError):
        raise _err("checksum", translate("bundle", "{name} is damaged: its checksum differs from the one it was "
                                                   "written with").format(name=name), name) from None
    if len(data) > budget[0]:
        raise _err("unreadable", translate("bundle", "{name} is too large for a return").format(name=name), name)
    budget[0] -= len(data)
    return data


def _too_large(name: str) -> BundleError:
    return _err("unreadable", translate("bundle", "The file {name} is far larger than a return: refused "
                                                  "without reading it").format(name=name))


def _check_manifest(m: dict) -> None:
    """The manifest's fields, by type and range (a schema): refused with the
    first field that is wrong."""
    def bad(field: str) -> BundleError:
        return _err("unreadable", translate("bundle", "The manifest's {field} is not valid: {value}")
                    .format(field=field, value=repr(m.get(field))[:60]), MANIFEST)

    def whole(field: str, low: int, high: int, required: bool = True) -> None:
        if field not in m and not required:
            return
        value = m.get(field)
        if type(value) is not int or not low <= value <= high:
            raise bad(field)

    whole("sequence", 1, MAX_SEQUENCE)
    whole("revision", 0, MAX_REVISION)
    for name in ("chain_links", "chain_from_links"):
        whole(name, 0, MAX_LINKS, required=False)
    for name in ("chain_head", "chain_from_head"):
        value = m.get(name, "")
        if not isinstance(value, str) or not re.fullmatch(r"(|[0-9a-f]{64})", value):
            raise bad(name)
    if not isinstance(m.get("made_at"), str) or len(m["made_at"]) > 40:
        raise bad("made_at")
    pound = m.get("pound")
    if not isinstance(pound, dict) or any(not isinstance(v, str) or len(v) > 1000 for v in pound.values()):
        raise bad("pound")
    for name, digest in m.get("files", {}).items():
        if not isinstance(name, str) or not _NAME.match(name) or name in (MANIFEST, SIGNATURE) \
                or not isinstance(digest, str) or not re.fullmatch(r"[0-9a-f]{64}", digest):
            raise _err("unreadable", translate("bundle", "The manifest lists {name}, which is not a plain file "
                                                         "name with its checksum").format(name=repr(name)[:80]),
                       MANIFEST)


def _missing(name: str) -> BundleError:
    return _err("missing", translate("bundle", "{name} is missing from the bundle").format(name=name), name)


def _bytes(data: bytes | Path | str) -> bytes:
    """The bundle's bytes, read from its file when given a path; one far
    larger than a return is refused without reading it."""
    if isinstance(data, (str, Path)):
        try:
            if Path(data).stat().st_size > MAX_BUNDLE:
                raise _too_large(Path(data).name)
            data = Path(data).read_bytes()
        except OSError as exc:
            raise _err("unreadable", translate("bundle", "The bundle cannot be read: {error}")
                       .format(error=exc.strerror or exc)) from None
    if len(data) > MAX_BUNDLE:
        raise _too_large("")
    return bytes(data)


def _member_names(zf: zipfile.ZipFile) -> list[str]:
    """The zip's members: a few, each once, each a plain file name, the manifest and its signature among them."""
    names = [i.filename for i in zf.infolist()]
    if len(names) > MAX_MEMBERS:
        raise _err("unexpected", translate("bundle", "The bundle holds {count} files: a return holds a few")
                   .format(count=len(names)))
    if len(set(names)) != len(names):
        raise _err("unexpected", translate("bundle", "The bundle holds a file twice"))
    for name in names:
        if not _NAME.match(name) or ".." in name:
            raise _err("unexpected", translate("bundle", "The bundle holds {name}, which is not a plain file name")
                       .format(name=repr(name[:80])))
    for name in (MANIFEST, SIGNATURE):
        if name not in names:
            raise _missing(name)
    return names


def _manifest(body: bytes) -> dict:
    """manifest.json read: JSON, of a return, of the version this program reads."""
    try:
        manifest = json.loads(body.decode("utf-8"))
        if not isinstance(manifest, dict):
            raise ValueError
    except (UnicodeDecodeError, ValueError):
        raise _err("unreadable", translate("bundle", "manifest.json cannot be read (not UTF-8 JSON): "
                                                     "it was changed or damaged"), MANIFEST) from None
    if manifest.get("format") != FORMAT:
        raise _err("not_return", translate("bundle", "This is not a Pound Desk return "
                                                     "(the manifest names another format)"))
    version = manifest.get("format_version")
    if version != FORMAT_VERSION:
        raise _err("version", translate("bundle", "Unknown format version {version}: this program reads "
                                                  "version {known} (a newer Pound Desk may read it)")
                   .format(version=repr(version), known=FORMAT_VERSION))
    return manifest


def _verifies(key, sig: bytes, body: bytes) -> bool:
    try:
        key.verify(sig, body)
        return True
    except (InvalidSignature, ValueError):
        return False


def _signed_by(manifest: dict, body: bytes, sig: bytes, public_key: Ed25519PublicKey | None) -> tuple[str, bool]:
    """(fingerprint, registered): the key the manifest's signature verifies
    with, the registered one when given (a signature by another key says
    whose), else the one the manifest carries; and the manifest names it."""
    pound = manifest.get("pound") if isinstance(manifest.get("pound"), dict) else {}
    try:
        carried = keys.load_public(str(pound.get("public_key", "")).encode("ascii"))
    except (ValueError, UnicodeEncodeError, TypeError):
        carried = None
    edited = _err("edited", translate("bundle", "The manifest was edited after it was signed "
                                                "(the signature does not verify)"), MANIFEST)
    if public_key is not None:
        expected = keys.fingerprint(public_key)
        if not _verifies(public_key, sig, body):
            if carried is not None and _verifies(carried, sig, body):
                raise _err("other_key", translate("bundle", "Signed by another key: fingerprint {other}, "
                                                            "not the registered {expected}")
                           .format(other=keys.fingerprint(carried), expected=expected))
            raise edited
        fp, registered = expected, True
    else:
        if carried is None or not _verifies(carried, sig, body):
            raise edited
        fp, registered = keys.fingerprint(carried), False
    if pound.get("public_key_fingerprint") != fp or pound.get("id") != keys.pound_id(fp):
        raise _err("other_key", translate("bundle", "The manifest names another key than the one it was "
                                                    "signed with"), MANIFEST)
    return fp, registered


def _listed(manifest: dict, names: list[str]) -> dict:
    """The files the signed manifest lists, each in the zip, and nothing else in it."""
    listed = manifest.get("files")
    if not isinstance(listed, dict):
        raise _err("unreadable", translate("bundle", "The manifest lists no files"), MANIFEST)
    if not isinstance(manifest.get("period"), str) or not _PERIOD.match(manifest["period"]):
        raise _err("unreadable", translate("bundle", "The manifest's period {period} is not YYYY-MM")
                   .format(period=repr(manifest.get("period"))), MANIFEST)
    _check_manifest(manifest)
    for name in list(REQUIRED_FILES) + sorted(listed):
        if name not in names:
            raise _missing(name)
    for name in names:
        if name not in listed and name not in (MANIFEST, SIGNATURE):
            raise _err("unexpected", translate("bundle", "{name} is in the bundle but not in its manifest")
                       .format(name=name), name)
    return listed


def read_bundle(data: bytes | Path | str, public_key: Ed25519PublicKey | None = None) -> Bundle:
    """The bundle, whole and as signed, or ``BundleError`` with the reason.

    With ``public_key`` (the key the local authority registered for the
    pound) the signature must be that key's. Without it the signature is
    checked against the public key the manifest carries: that proves the
    bundle is whole and unchanged since it was signed, not who signed it."""
    zf = _open_zip(_bytes(data))
    budget = [MAX_UNPACKED]
    names = _member_names(zf)
    body = _member(zf, MANIFEST, budget, MAX_MANIFEST)
    manifest = _manifest(body)
    try:
        sig = base64.b64decode(_member(zf, SIGNATURE, budget, MAX_SIGNATURE).strip(), validate=True)
    except (binascii.Error, ValueError):
        sig = b""
    fp, registered = _signed_by(manifest, body, sig, public_key)
    listed = _listed(manifest, names)
    files = {}
    for name in sorted(listed):
        content = _member(zf, name, budget)
        if sha256(content) != listed[name]:
            raise _err("checksum", translate("bundle", "{name} was changed: its checksum differs from the "
                                                       "signed manifest's").format(name=name), name)
        files[name] = content
    return Bundle(manifest=manifest, files=files, fingerprint=fp, manifest_sha256=sha256(body),
                  manifest_bytes=body, verified_with_registered_key=registered)
