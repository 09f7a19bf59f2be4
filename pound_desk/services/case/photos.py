"""Photos of each head, from a file (a phone's pictures copied from its
cable or card): imported, turned upright as the camera's EXIF orientation
says, scaled to at most 1,200 pixels on the longest side, re-compressed as
JPEG and stripped of every metadata (the phone's location included), then
kept beside the database in ``photos/`` under the SHA-256 of the stored
file. The record names the head, the digest, who attached it and when; a
photo attached by mistake is withdrawn by a record that says why, never
deleted. ``check_files`` names a file missing or changed (``verify``).

Pillow does the decoding, orientation and scaling: it reads every JPEG and
PNG a phone or scanner writes, and needs no Qt (the command line uses it).
"""
from __future__ import annotations

import hashlib
import io
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from pound_desk import paths
from pound_desk.documents.data import PhotoLine
from pound_desk.language import translate
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB, Case, Head
from pound_desk.models.chain import Finding
from pound_desk.models.photos import Photo, PhotoWithdrawal
from pound_desk.services.desk import clock, session
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.office import keepers

LONGEST_SIDE = 1200     # pixels: sharp on a screen and in print, ~200 KB
QUALITY = 80            # JPEG quality: no visible loss at that size
SMALL_SIDE = 240        # thumbnails on screen
MAX_FILE = 60 * 1024 * 1024            # bytes: larger is not a photo from a phone
MAX_PIXELS = 120_000_000               # a picture that big is not a photo of a cow
CAPTION_MAX = 200
FORMATS = ("JPEG", "PNG")
SUFFIX = paths.PHOTO_SUFFIX


@dataclass(frozen=True)
class Prepared:
    """A photo ready to be kept: the JPEG bytes and their digest."""
    data: bytes
    digest: str
    width: int
    height: int


@dataclass(frozen=True)
class PhotoView:
    id: int
    case_no: str
    head_seq: int
    digest: str
    path: Path
    width: int
    height: int
    caption: str
    attached_by: str
    attached_at: datetime
    withdrawn: bool = False
    withdrawn_reason: str = ""
    withdrawn_by: str = ""
    withdrawn_at: datetime | None = None


def folder(db_path: Path | str | None = None) -> Path:
    return paths.photos_dir(Path(db_path if db_path is not None else DB.obj.database))


def file_of(digest: str, db_path: Path | str | None = None) -> Path:
    return folder(db_path) / f"{digest}{SUFFIX}"


def _pillow():
    """Pillow's Image and ImageOps, loaded with the first photo, not with the desk."""
    # late: Pillow loads with the first photo, not with the desk
    from PIL import Image, ImageOps

    return Image, ImageOps


def _unreadable(source: Path) -> ServiceError:
    return ServiceError(translate("photos", "{file} is not a JPEG or PNG photo that can be read")
                        .format(file=source.name))


def prepare(source: Path | str) -> Prepared:
    """Read a JPEG or PNG and make the copy that is kept: upright, at most
    LONGEST_SIDE pixels on its longest side, JPEG at QUALITY, no metadata.
    The slow part (seconds for a phone's 4,000-pixel photo on an old PC): run
    it off the screen's thread."""
    Image, ImageOps = _pillow()

    source = Path(source)
    try:
        if source.stat().st_size > MAX_FILE:
            raise ServiceError(translate("photos", "{file} is larger than {mb} MB: not a photo from a phone "
                                                   "or camera").format(file=source.name, mb=MAX_FILE // 2 ** 20))
        raw = source.read_bytes()
    except OSError as e:
        raise ServiceError(translate("photos", "Cannot read {file}: {why}")
                           .format(file=source.name, why=e.strerror or e)) from None
    try:
        with Image.open(io.BytesIO(raw), formats=FORMATS) as im:
            if im.width * im.height > MAX_PIXELS:
                raise _unreadable(source)
            upright = ImageOps.exif_transpose(im)
            upright.thumbnail((LONGEST_SIDE, LONGEST_SIDE), Image.Resampling.LANCZOS)
            rgb = _flattened(upright)
    except ServiceError:
        raise
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        raise _unreadable(source) from None
    out = io.BytesIO()
    # no exif, icc_profile or comment given: the copy carries no metadata at all
    rgb.save(out, "JPEG", quality=QUALITY, optimize=True, progressive=False)
    data = out.getvalue()
    return Prepared(data, hashlib.sha256(data).hexdigest(), rgb.width, rgb.height)


def _flattened(im):
    """RGB, a transparent PNG's background white (JPEG has no transparency)."""
    Image, _ = _pillow()

    if im.mode in ("RGBA", "LA") or (im.mode == "P" and "transparency" in im.info):
        rgba = im.convert("RGBA")
        white = Image.new("RGB", rgba.size, (255, 255, 255))
        white.paste(rgba, mask=rgba.getchannel("A"))
        return white
    return im.convert("RGB")


def _head(case_no: str, head_seq: int) -> Head:
    case = Case.get_or_none(Case.case_no == case_no.strip())
    if case is None:
        raise NotFound(translate("photos", "No case {case_no} in the register").format(case_no=case_no))
    head = Head.get_or_none(Head.case == case, Head.seq == head_seq)
    if head is None:
        raise NotFound(translate("photos", "Case {case_no} has no head {seq}").format(case_no=case_no,
                                                                                       seq=head_seq))
    return head


def _store(prepared: Prepared, db_path: Path | str | None = None) -> bool:
    """Write the file (once: the same photo is the same file); True when this
    call wrote it. Written whole and synced before it is renamed into place."""
    target = file_of(prepared.digest, db_path)
    if target.exists() and hashlib.sha256(target.read_bytes()).hexdigest() == prepared.digest:
        return False
    target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    part = target.with_name(target.name + ".part")
    with open(part, "wb") as f:
        f.write(prepared.data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(part, target)
    return True


def attach(case_no: str, head_seq: int, source: Path | str | Prepared, caption: str = "",
           now: datetime | None = None) -> Photo:
    """Attach a photo (a file, or one already prepared) to a head: at seizure
    or any time after. One transaction; the file is removed again if the
    record could not be written."""

    now = now or clock.now()
    caption = clean(caption)
    if len(caption) > CAPTION_MAX:
        raise Invalid([Problem("caption", translate("photos", "The caption is longer than {n} characters")
                               .format(n=CAPTION_MAX))])
    head = _head(case_no, head_seq)   # before the slow part: a wrong number is said at once
    prepared = source if isinstance(source, Prepared) else prepare(source)
    wrote = _store(prepared)
    try:
        with DB.atomic("IMMEDIATE"):
            keepers.require_in_office(now)   # s. 5(3): a photo is an entry in the register
            head = _head(case_no, head_seq)
            if (Photo.select().where(Photo.head == head, Photo.digest == prepared.digest,
                                     Photo.id.not_in(PhotoWithdrawal.select(PhotoWithdrawal.photo)))
                    .exists()):
                raise ServiceError(translate("photos", "This photo is already attached to head {seq} of case "
                                                       "{case_no}").format(seq=head_seq, case_no=case_no))
            return Photo.create(head=head, digest=prepared.digest, width=prepared.width,
                                height=prepared.height, size=len(prepared.data), caption=caption,
                                attached_by=session.current().label, attached_at=now)
    except BaseException:
        if wrote and not Photo.select().where(Photo.digest == prepared.digest).exists():
            file_of(prepared.digest).unlink(missing_ok=True)
        raise


def attach_id(case_no: str, head_seq: int, source: Path | str | Prepared, caption: str = "",
              now: datetime | None = None) -> int:
    """``attach`` for the desktop: the id of the photo attached."""
    return attach(case_no, head_seq, source, caption, now).id


def withdraw(photo_id: int, reason: str, now: datetime | None = None) -> PhotoWithdrawal:
    """Withdraw a photo attached by mistake: it stays in the register (and its
    file in the folder), no longer shown or printed; the record says why."""

    now = now or clock.now()
    reason = clean(reason)
    if not reason:
        raise Invalid([Problem("reason", translate("photos", "Say why the photo is withdrawn"))])
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        photo = Photo.get_or_none(Photo.id == photo_id)
        if photo is None:
            raise NotFound(translate("photos", "No photo {id} in the register").format(id=photo_id))
        if PhotoWithdrawal.select().where(PhotoWithdrawal.photo == photo).exists():
            raise ServiceError(translate("photos", "Photo {id} is already withdrawn").format(id=photo_id))
        return PhotoWithdrawal.create(photo=photo, reason=reason, withdrawn_by=session.current().label,
                                      withdrawn_at=now)


def of_case(case_no: str, with_withdrawn: bool = True) -> list[PhotoView]:
    """The photos of a case's heads, by head and in the order attached."""
    case = Case.get_or_none(Case.case_no == case_no.strip())
    if case is None:
        raise NotFound(translate("photos", "No case {case_no} in the register").format(case_no=case_no))
    return of_case_id(case.id, with_withdrawn)


def of_case_id(case_id: int, with_withdrawn: bool = False) -> list[PhotoView]:
    rows = (Photo.select(Photo, Head, Case).join(Head).join(Case)
            .where(Head.case == case_id).order_by(Head.seq, Photo.id))
    withdrawals = {w.photo_id: w for w in PhotoWithdrawal.select().join(Photo).join(Head)
                   .where(Head.case == case_id)}
    out = []
    for p in rows:
        w = withdrawals.get(p.id)
        if w is not None and not with_withdrawn:
            continue
        out.append(PhotoView(p.id, p.head.case.case_no, p.head.seq, p.digest, file_of(p.digest), p.width,
                             p.height, p.caption, p.attached_by, p.attached_at, w is not None,
                             w.reason if w else "", w.withdrawn_by if w else "",
                             w.withdrawn_at if w else None))
    return out


def printed(case_id: int, heads) -> tuple:
    """The photos a document prints: the first photo (not withdrawn) of each
    of ``heads`` (views with seq, kind_en, kind_ml), when its file is there
    (one missing is named by verify, not printed)."""

    first: dict[int, PhotoView] = {}
    for v in of_case_id(case_id):
        first.setdefault(v.head_seq, v)
    out = []
    for h in sorted(heads, key=lambda h: h.seq):
        v = first.get(h.seq)
        if v is not None and v.path.is_file():
            out.append(PhotoLine(h.seq, h.kind_en, h.kind_ml, str(v.path), v.width, v.height, v.caption))
    return tuple(out)


def events(case_id: int) -> list[tuple[datetime, str, str]]:
    """The case's history: each photo attached, and each withdrawn with why."""
    out = []
    for v in of_case_id(case_id, with_withdrawn=True):
        said = f" ({v.caption})" if v.caption else ""
        out.append((v.attached_at, f"Photo {v.id} of head {v.head_seq} attached by {v.attached_by}{said}",
                    f"{v.head_seq}-ാം ഉരുവിന്റെ ഫോട്ടോ {v.id} {v.attached_by} ചേർത്തു{said}"))
        if v.withdrawn:
            out.append((v.withdrawn_at, f"Photo {v.id} of head {v.head_seq} withdrawn by {v.withdrawn_by}: "
                                        f"{v.withdrawn_reason}",
                        f"{v.head_seq}-ാം ഉരുവിന്റെ ഫോട്ടോ {v.id} {v.withdrawn_by} പിൻവലിച്ചു: "
                        f"{v.withdrawn_reason}"))
    return out


def thumbnail(path: Path, side: int = SMALL_SIDE) -> bytes:
    """A small JPEG of a stored photo, for the screen (off its thread)."""
    Image, _ = _pillow()

    with Image.open(path) as im:
        im.thumbnail((side, side), Image.Resampling.LANCZOS)
        out = io.BytesIO()
        im.convert("RGB").save(out, "JPEG", quality=QUALITY)
        return out.getvalue()


def check_files(db_path: Path | str | None = None) -> list[Finding]:
    """Every photo's file against the digest in its record: a file missing,
    or not the photo attached (changed or swapped), is named."""
    found = []
    sums: dict[str, str | None] = {}
    for p in Photo.select(Photo.id, Photo.digest).order_by(Photo.id):
        if p.digest not in sums:
            target = file_of(p.digest, db_path)
            try:
                sums[p.digest] = _sha256(target)
            except FileNotFoundError:
                sums[p.digest] = None
            except OSError:
                sums[p.digest] = ""
        got = sums[p.digest]
        name = f"{p.digest}{SUFFIX}"
        if got is None:
            found.append(Finding("photo_missing", "photo", p.id, None, name))
        elif got != p.digest:
            found.append(Finding("photo_changed", "photo", p.id, None, name))
    return found


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()
