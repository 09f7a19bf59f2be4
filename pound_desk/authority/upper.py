"""The level above the local authorities (a district, the Director of Local
Bodies): it registers local authorities by their keys, as a local authority
registers pounds, and imports what they forward (``forward``) into its own
database, which has the local authority's tables, so the same checks and
reports serve it.

A forwarded file is taken only from a registered local authority (its
covering list signed with the key registered). Each bundle in it must be
listed, with the SHA-256 the list gives, and signed by the pound key the list
names; the pound is registered at this level through that local authority
the first time (a pound already known through another is refused). Then each
return goes through the local authority's own import (``imports.store``):
the chain anchor, the figures counted again, the sequence, the proportion.
A bundle on the stick that the list does not name was not received by the
local authority from a registered pound, and is refused."""
from __future__ import annotations

import base64
import binascii
import hashlib
import io
import json
import zipfile
from datetime import datetime
from pathlib import Path
from typing import Callable, Iterable

from cryptography.exceptions import InvalidSignature

from pound_desk.authority import imports
from pound_desk.authority.database import transaction
from pound_desk.authority.forward import COVERING, FORMAT, FORMAT_VERSION, SIGNATURE, SUFFIX
from pound_desk.authority.models import ADB, ForwardReceived, PoundCapacity, PoundVia, RegisteredPound, UpperAuthority
from pound_desk.authority.statements import for_db
from pound_desk.language import translate
from pound_desk.returns import keys
from pound_desk.returns.bundle import MAX_BUNDLE, BundleError, read_bundle

MAX_COVERING = 64 * 1024 * 1024     # a covering list of a state's year is a few MB
MAX_RETURNS = 200_000


class UpperRefused(Exception):
    """``str()`` says why, in the language on screen."""


def register(name: str, public_key_pem: bytes, district: str = "", now: datetime | None = None,
             by: str = "") -> UpperAuthority:
    name = " ".join((name or "").split())
    if not name:
        raise UpperRefused(translate("upper", "Give the local authority's name"))
    try:
        key = keys.load_public(public_key_pem)
    except (ValueError, TypeError):
        raise UpperRefused(translate("upper", "That file does not hold a local authority's public key "
                                              "(an Ed25519 PEM)")) from None
    fp = keys.fingerprint(key)
    with transaction():
        known = UpperAuthority.get_or_none(UpperAuthority.fingerprint == fp)
        if known is not None:
            raise UpperRefused(translate("upper", "This key is already registered for {name} ({authority_id})")
                               .format(name=known.name, authority_id=known.authority_id))
        return UpperAuthority.create(authority_id=keys.pound_id(fp), name=name, district=" ".join(district.split()),
                                     public_key_pem=keys.public_pem(key).decode("ascii"), fingerprint=fp,
                                     registered_at=(now or datetime.now()).replace(microsecond=0), registered_by=by)


def register_file(name: str, pubkey: Path, district: str = "", by: str = "") -> UpperAuthority:
    try:
        pem = Path(pubkey).read_bytes()
    except OSError as exc:
        raise UpperRefused(translate("upper", "Cannot read {path}: {error}")
                           .format(path=pubkey, error=exc.strerror or exc)) from None
    return register(name, pem, district, by=by)


def listing() -> list[dict]:
    counts: dict[int, int] = {}
    for v in PoundVia.select():
        counts[v.authority_id] = counts.get(v.authority_id, 0) + 1
    return [{"authority_id": a.authority_id, "name": a.name, "district": a.district, "fingerprint": a.fingerprint,
             "registered_at": a.registered_at, "pounds": counts.get(a.id, 0)}
            for a in UpperAuthority.select().order_by(UpperAuthority.district, UpperAuthority.name)]


def _covering(zf: zipfile.ZipFile) -> tuple[dict, bytes, UpperAuthority]:
    names = set(zf.namelist())
    if COVERING not in names or SIGNATURE not in names:
        raise UpperRefused(translate("upper", "not a forwarded file: it has no signed covering list"))
    if zf.getinfo(COVERING).file_size > MAX_COVERING or zf.getinfo(SIGNATURE).file_size > 1024:
        raise UpperRefused(translate("upper", "the covering list is too large to be one"))
    body = zf.read(COVERING)
    try:
        covering = json.loads(body.decode("utf-8"))
        signature = base64.b64decode(zf.read(SIGNATURE).strip(), validate=True)
        fingerprint = covering["authority"]["fingerprint"]
        entries = covering["returns"]
        if not isinstance(entries, list) or len(entries) > MAX_RETURNS or not isinstance(fingerprint, str):
            raise ValueError
    except (UnicodeDecodeError, ValueError, KeyError, TypeError, binascii.Error):
        raise UpperRefused(translate("upper", "the covering list cannot be read")) from None
    if covering.get("format") != FORMAT or covering.get("format_version") != FORMAT_VERSION:
        raise UpperRefused(translate("upper", "the covering list is not of a format this Pound Desk reads"))
    authority = UpperAuthority.get_or_none(UpperAuthority.fingerprint == fingerprint)
    if authority is None:
        raise UpperRefused(translate("upper", "unknown local authority ({name}): its key's fingerprint {fingerprint} "
                                              "is not registered")
                           .format(name=str((covering.get("authority") or {}).get("name") or ""),
                                   fingerprint=fingerprint))
    try:
        keys.load_public(authority.public_key_pem.encode("ascii")).verify(signature, body)
    except InvalidSignature:
        raise UpperRefused(translate("upper", "the covering list was changed after {name} signed it, or was not "
                                              "signed by its key").format(name=authority.name)) from None
    return covering, body, authority


def _pound(entry: dict, authority: UpperAuthority, fingerprint: str, now: datetime) -> RegisteredPound:
    """The pound at this level, registered through ``authority`` the first time."""
    db = ADB.obj   # one plain statement: it runs for every return of a state's year
    row = db.execute_sql(for_db(db, 'SELECT p."id", p."name", v."authority_id", a."name" FROM "authority_pound" p '
                                    'LEFT JOIN "upper_pound_via" v ON v."pound_id" = p."id" LEFT JOIN '
                                    '"upper_authority" a ON a."id" = v."authority_id" WHERE p."fingerprint" = ?'),
                         (fingerprint,)).fetchone()
    if row is not None:
        pound_id, name, through, other = row
        if through != authority.id:
            raise imports.Refused(translate("upper", "the pound {name} sends its returns through {other}, not "
                                                     "{authority}").format(name=name, other=other or "",
                                                                           authority=authority.name))
        return RegisteredPound(id=pound_id, name=name)   # its id and name are all an import reads of it
    about = entry.get("pound") or {}
    key = keys.load_public(str(about.get("public_key") or "").encode("ascii"))
    with transaction():
        pound = RegisteredPound.create(pound_id=keys.pound_id(fingerprint), name=" ".join(str(about.get("name")
                                                                                             or "").split())
                                       or keys.pound_id(fingerprint),
                                       # the pound's own local authority (through a district, not the district)
                                       local_authority=" ".join(str(about.get("local_authority") or "").split())
                                       or authority.name,
                                       public_key_pem=keys.public_pem(key).decode("ascii"),
                                       fingerprint=fingerprint, registered_at=now)
        PoundVia.create(pound=pound, authority=authority, first_seen_at=now)
        capacity = about.get("capacity")
        if type(capacity) is int and capacity > 0:
            PoundCapacity.create(pound=pound, heads=capacity, set_at=now)
    return pound


def import_forward(path: Path, now: datetime | None = None,
                   on_outcome: Callable[[imports.Outcome], None] | None = None, by: str = "") -> list[imports.Outcome]:
    """Every return of one forwarded file, each with its outcome (as a
    folder of returns is imported at a local authority); ``UpperRefused``
    for the file as a whole (not forwarded by a registered local authority)."""
    now = (now or datetime.now()).replace(microsecond=0)
    path = Path(path)
    try:
        zf = zipfile.ZipFile(io.BytesIO(path.read_bytes()) if path.stat().st_size < 512 * 1024 * 1024 else path)
    except (OSError, zipfile.BadZipFile) as exc:
        raise UpperRefused(translate("upper", "{file} cannot be read as a forwarded file: {error}")
                           .format(file=path.name, error=getattr(exc, "strerror", None) or exc)) from None
    with zf:
        covering, body, authority = _covering(zf)
        sha = hashlib.sha256(body).hexdigest()
        with transaction():
            if not ForwardReceived.select().where((ForwardReceived.authority == authority)
                                                  & (ForwardReceived.sha256 == sha)).exists():
                ForwardReceived.create(authority=authority, sha256=sha, span=str(covering.get("span") or "")[:7],
                                       made_at=imports._made_at(covering.get("made_at")), file_name=path.name,
                                       received_at=now, received_by=by, covering_json=body.decode("utf-8"))
        outcomes = []
        listed = set()

        def done(outcome: imports.Outcome) -> None:
            outcomes.append(outcome)
            if on_outcome is not None:
                on_outcome(outcome)

        entries = [e for e in covering["returns"] if isinstance(e, dict)]
        entries.sort(key=lambda e: (str((e.get("pound") or {}).get("fingerprint")), str(e.get("period")),
                                    e.get("revision") if type(e.get("revision")) is int else 0))
        for entry in entries:
            name = str(entry.get("file") or "")
            listed.add(name)
            done(_one(zf, entry, name, authority, now))
        for name in zf.namelist():
            if name not in listed and name not in (COVERING, SIGNATURE):
                done(imports.Outcome(name, imports.REFUSED, translate(
                    "upper", "not in {authority}'s covering list: not a return it received from a registered "
                             "pound").format(authority=authority.name)))
    return outcomes


def _one(zf: zipfile.ZipFile, entry: dict, name: str, authority: UpperAuthority, now: datetime) -> imports.Outcome:
    about = entry.get("pound") or {}
    pound_name = str(about.get("name") or "")
    try:
        info = zf.getinfo(name)
    except KeyError:
        return imports.Outcome(name, imports.REFUSED, translate("upper", "listed by {authority}, but not in the "
                                                                         "file").format(authority=authority.name),
                               pound_name, str(entry.get("period") or ""))
    if info.file_size > MAX_BUNDLE:
        return imports.Outcome(name, imports.REFUSED, translate("upper", "too large to be a return"), pound_name)
    raw = zf.read(name)
    if hashlib.sha256(raw).hexdigest() != entry.get("sha256"):
        return imports.Outcome(name, imports.REFUSED, translate("upper", "not the return {authority} listed: "
                                                                         "its checksum differs")
                               .format(authority=authority.name), pound_name, str(entry.get("period") or ""))
    try:
        key = keys.load_public(str(about.get("public_key") or "").encode("ascii"))
        bundle = read_bundle(raw, public_key=key)
    except (ValueError, TypeError):
        return imports.Outcome(name, imports.REFUSED, translate("upper", "the covering list names no pound's key "
                                                                         "for it"), pound_name)
    except BundleError as exc:
        return imports.Outcome(name, imports.REFUSED, exc.on_screen(), pound_name)
    if bundle.manifest_sha256 != entry.get("manifest_sha256") or bundle.fingerprint != about.get("fingerprint"):
        return imports.Outcome(name, imports.REFUSED, translate("upper", "not the return {authority} listed")
                               .format(authority=authority.name), pound_name, bundle.period, bundle.revision)
    try:
        pound = _pound(entry, authority, bundle.fingerprint, now)
        return imports.store(bundle, raw, pound, name, now)
    except imports.Refused as exc:
        return imports.Outcome(name, imports.REFUSED, str(exc), pound_name, bundle.period, bundle.revision)


def expand(paths: Iterable[Path]) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        p = Path(p)
        files += sorted(f for f in p.rglob(f"*{SUFFIX}") if f.is_file()) if p.is_dir() else [p]
    return list(dict.fromkeys(files))
