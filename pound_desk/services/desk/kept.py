"""The papers kept: every PDF made is written into the documents folder
beside the database (safely: a temporary name, synced, renamed), logged
with its checksum in the documents log and the audit log, and copied where
the person asked; a place that cannot take the copy is refused in words
before anything is kept."""
from __future__ import annotations

import errno
import hashlib
import os
import re
from datetime import datetime
from pathlib import Path

from pound_desk import paths
from pound_desk.documents import copies, papers
from pound_desk.language import translate
from pound_desk.models import DB, DocumentLog
from pound_desk.services.desk import audit
from pound_desk.services.desk.errors import ServiceError


def documents_dir() -> Path:
    return paths.documents_dir(Path(DB.obj.database))


def keep(kind: str, ref: str, pdf: bytes) -> Path:
    """Write a PDF into the documents folder (safely: temporary name, sync,
    rename) and log it with its checksum."""
    folder = documents_dir() / kind
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (re.sub(r"[^0-9A-Za-z._-]+", "-", ref).strip("-") + ".pdf")
    tmp = path.with_suffix(".pdf.part")
    with open(tmp, "wb") as f:
        f.write(pdf)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    DocumentLog.create(kind=kind, ref=ref, path=str(path), sha256=hashlib.sha256(pdf).hexdigest())
    audit.record("document_printed", f"{kind}/{ref}", {"kind": kind, "ref": ref,
                                                       "sha256": hashlib.sha256(pdf).hexdigest(), "path": str(path)})
    return path


def copy_of(kind: str, number: str) -> str:
    """"original" for a receipt's first paper, "duplicate" once one was made
    (on any paper): the documents log says which."""
    made = DocumentLog.select().where((DocumentLog.kind == kind) & (
        (DocumentLog.ref == number) | DocumentLog.ref.startswith(number + " "))).exists()
    return copies.DUPLICATE if made else copies.ORIGINAL


def copy_ref(number: str, paper: str, copy: str) -> str:
    """The name a receipt's paper is kept under: a duplicate never takes
    the original's place (or another duplicate's) in the documents folder."""
    ref = number if paper == papers.DEFAULT else f"{number} {paper}"
    return f"{ref} duplicate {datetime.now():%Y%m%d-%H%M%S-%f}" if copy == copies.DUPLICATE else ref


def write_out(out: Path | str, pdf: bytes) -> Path:
    """A copy of a document where the person asked for it, written whole or
    not at all; a place that cannot take it is refused in a sentence."""
    out = Path(out)
    try:
        if out.is_dir() or not out.name or out.name in (".", ".."):
            raise IsADirectoryError(errno.EISDIR, "a folder", str(out))
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_name(out.name[:200] + ".part")
        try:
            tmp.write_bytes(pdf)
            os.replace(tmp, out)
        finally:
            tmp.unlink(missing_ok=True)
    except OSError as e:
        raise ServiceError(translate("documents", "Cannot write {path}: {why}").format(
            path=out, why=os_reason(e))) from None
    return out


def os_reason(e: OSError) -> str:
    """Why a file could not be written, in words (not a library's message)."""
    if isinstance(e, IsADirectoryError):
        return translate("documents", "it is a folder; give a file name")
    if isinstance(e, (FileNotFoundError, NotADirectoryError)):
        return translate("documents", "no such folder")
    if isinstance(e, PermissionError):
        return translate("documents", "not allowed to write there")
    if e.errno == errno.ENAMETOOLONG:
        return translate("documents", "the name is too long")
    if e.errno == errno.ENOSPC:
        return translate("documents", "the disk is full")
    return translate("documents", "the file could not be written")


def deliver(kind: str, ref: str, pdf: bytes, out: Path | str | None = None) -> Path:
    """Keep the PDF in the documents folder (and log it), with a copy at
    ``out`` when asked: the copy is written first, so a place that cannot
    take it refuses the command before anything is kept or logged."""
    if out is None:
        return keep(kind, ref, pdf)
    path = write_out(out, pdf)
    try:
        keep(kind, ref, pdf)
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    return path
