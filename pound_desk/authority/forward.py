"""Returns forwarded upward, unchanged and still checkable.

The local authority forwards the bundles it imported, byte for byte as the
pounds signed them, with its own signed covering list, to the district or
the Director, on a stick as the pounds do. One file (``*.pdforward``), a zip:

* ``covering.json``: the list: the authority (name, key), the month or year,
  when made, and for each return its file, SHA-256, manifest SHA-256, pound
  (name, key, capacity), period, sequence, revision and when it was imported;
* ``covering.sig``: the Ed25519 signature of the exact bytes of
  ``covering.json`` by the authority's key, base64;
* ``return-….pdreturn``: each bundle listed, as received.

The authority's key is made the first time it forwards (``keys/`` in its
data folder, mode 0600, as a pound's); ``pound-desk authority key`` writes
its public key for the level above to register."""
from __future__ import annotations

import base64
import hashlib
import json
import os
import zipfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from pound_desk import paths
from pound_desk.authority import proportion
from pound_desk.authority.models import ImportedReturn, PoundVia, RegisteredPound, ReturnBundle, UpperAuthority
from pound_desk.authority.reports import PeriodError, span
from pound_desk.language import translate
from pound_desk.returns import keys

FORMAT = "pound-desk-forward"
FORMAT_VERSION = 1
SUFFIX = ".pdforward"
COVERING, SIGNATURE = "covering.json", "covering.sig"
KEY_NAME = "authority-forward-key.pem"
_FIXED_TIME = (2020, 1, 1, 0, 0, 0)


class ForwardError(Exception):
    """``str()`` says why, in the language on screen."""


@dataclass(frozen=True)
class Forwarded:
    path: Path
    returns: int
    pounds: int
    left_out: list[str]         # returns imported before their bundles were kept: named, not forwarded


def keys_folder() -> Path:
    return paths.data_dir() / "keys"


def the_key():
    return keys.load_or_create(keys_folder(), KEY_NAME)


def public_pem() -> bytes:
    return keys.public_pem(the_key())


def forward(period: str, destination: Path, authority_name: str = "", now: datetime | None = None) -> Forwarded:
    """Every return imported for ``period`` (a month, or a year), each revision, with the covering list."""
    try:
        sp = span(period)
    except PeriodError as exc:
        raise ForwardError(str(exc)) from None
    now = (now or datetime.now()).replace(microsecond=0)
    key = the_key()
    rows = list(ImportedReturn.select(ImportedReturn, RegisteredPound).join(RegisteredPound)
                .where((ImportedReturn.period >= sp.first) & (ImportedReturn.period <= sp.last))
                .order_by(RegisteredPound.pound_id, ImportedReturn.period, ImportedReturn.revision))
    kept = {ret_id: bytes(raw) for ret_id, raw in
            ReturnBundle.select(ReturnBundle.ret, ReturnBundle.bundle)
            .where(ReturnBundle.ret.in_([r.id for r in rows])).tuples()} if rows else {}
    # a district forwarding to the Director: each pound's local authority is the one it came through
    through = {v.pound_id: v.authority.name for v in PoundVia.select(PoundVia, UpperAuthority).join(UpperAuthority)}
    entries, members, left_out = [], {}, []
    for r in rows:
        raw = kept.get(r.id)
        if raw is None:
            left_out.append(f"{r.pound.name} {r.period} r{r.revision}")
            continue
        entries.append(entry(r.file_name if r.file_name not in members else f"{r.id}-{r.file_name}", raw,
                             r.manifest_sha256, r.pound, through.get(r.pound.id) or authority_name.strip()
                             or r.pound.local_authority, proportion.capacity(r.pound),
                             r.period, r.sequence, r.revision, r.imported_at))
        members[entries[-1]["file"]] = raw
    if not entries:
        raise ForwardError(translate("forward", "No return imported for {period} can be forwarded")
                           .format(period=sp.text))
    path = write(key, authority_name, sp.text, now, entries, members, destination)
    return Forwarded(path, len(entries), len({e["pound"]["fingerprint"] for e in entries}), left_out)


def entry(file: str, raw: bytes, manifest_sha256: str, pound, local_authority: str, capacity: int | None,
          period: str, sequence: int, revision: int, imported_at: datetime | None) -> dict:
    """A return's line in the covering list (``pound``: its name, fingerprint and public key's PEM)."""
    return {"file": file, "sha256": hashlib.sha256(raw).hexdigest(), "manifest_sha256": manifest_sha256,
            "pound": {"name": pound.name, "fingerprint": pound.fingerprint, "public_key": pound.public_key_pem,
                      "local_authority": local_authority, "capacity": capacity},
            "period": period, "sequence": sequence, "revision": revision,
            "imported_at": imported_at.isoformat() if imported_at else ""}


def write(key, authority_name: str, span_text: str, now: datetime, entries: list[dict], members: dict[str, bytes],
          destination: Path) -> Path:
    """The forwarded file of ``entries`` (the covering list's, one a return) and their bundles
    (``members``, by file name), the list signed with ``key``; written whole or not at all."""
    covering = {"format": FORMAT, "format_version": FORMAT_VERSION, "span": span_text, "made_at": now.isoformat(),
                "authority": {"name": " ".join(authority_name.split()), "fingerprint": keys.fingerprint(key),
                              "public_key": keys.public_pem(key).decode("ascii")},
                "returns": entries}
    body = json.dumps(covering, ensure_ascii=False, indent=1, sort_keys=True).encode("utf-8")
    destination = Path(destination)
    destination.mkdir(parents=True, exist_ok=True)
    path = destination / f"forward-{keys.pound_id(key)}-{span_text}{SUFFIX}"
    tmp = path.with_name("." + path.name + ".part")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_STORED) as zf:   # the bundles are zips already
        for name, data in [(COVERING, body), (SIGNATURE, base64.b64encode(key.sign(body)) + b"\n"),
                           *members.items()]:
            zf.writestr(zipfile.ZipInfo(name, date_time=_FIXED_TIME), data)
    with open(tmp, "rb") as f:
        os.fsync(f.fileno())
    tmp.replace(path)
    return path
