"""Photos of each head: imported upright, scaled, compressed and stripped of
metadata; kept beside the database under their SHA-256, recorded and
chained; a file missing or swapped is named by verify; withdrawn, never
deleted; the photo commands of the command line."""
from __future__ import annotations

import hashlib
import sqlite3
from datetime import datetime
from pathlib import Path

import peewee as pw
import pytest
from cli_helpers import add_users_to, signed_main
from photo_helpers import RED, opened, phone_jpeg, png
from record_helpers import seize

from pound_desk.models import DB, RecordIsFinal, close_database
from pound_desk.models.photos import Photo, PhotoWithdrawal
from pound_desk.services import tamper
from pound_desk.services.case import photos
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError

T0 = datetime(2026, 3, 2, 9, 0)
DATA = Path(__file__).parents[2] / "data"


def _near(pixel, colour, tolerance=40):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))


def test_photos_orientation_6_comes_out_turned_upright(tmp_path):
    # orientation 6: the camera was held turned; shown upright, the stored
    # pixels' top-left corner is the top-right one
    src = phone_jpeg(tmp_path / "p.jpg", size=(800, 400), orientation=6)
    p = photos.prepare(src)
    im = opened(p.data)
    assert (im.width, im.height) == (400, 800) == (p.width, p.height)
    assert _near(im.getpixel((im.width - 5, 5)), RED)
    assert not _near(im.getpixel((5, 5)), RED)


def test_photos_without_orientation_stay_as_they_are(tmp_path):
    p = photos.prepare(phone_jpeg(tmp_path / "p.jpg", size=(800, 400)))
    im = opened(p.data)
    assert (im.width, im.height) == (800, 400)
    assert _near(im.getpixel((5, 5)), RED)


def test_photos_a_phones_large_photo_is_scaled_compressed_and_stripped(tmp_path):
    src = phone_jpeg(tmp_path / "p.jpg", size=(4000, 3000), gps=True)
    with opened(src) as raw:
        assert raw.getexif().get_ifd(0x8825)[1] == "N"   # the phone's position is in the file given
    p = photos.prepare(src)
    im = opened(p.data)
    assert max(im.size) == photos.LONGEST_SIDE and im.size == (1200, 900)
    assert im.format == "JPEG" and len(p.data) < src.stat().st_size / 4 and len(p.data) < 600_000
    assert not im.getexif() and "exif" not in im.info and "icc_profile" not in im.info
    assert b"Exif" not in p.data and b"PhoneMaker" not in p.data
    assert p.digest == hashlib.sha256(p.data).hexdigest()


def test_photos_a_transparent_png_is_kept_as_jpeg_on_white(tmp_path):
    p = photos.prepare(png(tmp_path / "p.png"))
    im = opened(p.data)
    assert im.format == "JPEG" and im.size == (300, 200) and _near(im.getpixel((10, 10)), (255, 255, 255))


@pytest.mark.parametrize("content", [b"", b"not a photo at all", b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"])
def test_photos_a_file_that_is_not_a_photo_is_refused_in_words(tmp_path, content):
    bad = tmp_path / "bad.jpg"
    bad.write_bytes(content)
    with pytest.raises(ServiceError, match="bad.jpg is not a JPEG or PNG photo"):
        photos.prepare(bad)


def test_photos_attached_photo_is_kept_beside_the_database_and_recorded(pound, tmp_path):
    case = seize(T0, kinds=("cow", "goat"))
    photo = photos.attach(case.case_no, 2, phone_jpeg(tmp_path / "cow.jpg", gps=True), "white patch on the left")
    kept = Path(DB.obj.database).parent / "photos" / f"{photo.digest}.jpg"
    assert kept.is_file() and hashlib.sha256(kept.read_bytes()).hexdigest() == photo.digest
    assert b"Exif" not in kept.read_bytes()
    [v] = photos.of_case(case.case_no)
    assert (v.head_seq, v.caption, v.path, v.withdrawn) == (2, "white patch on the left", kept, False)
    assert v.attached_by.startswith("system:")
    assert tamper.check().intact


def test_photos_wrong_case_head_or_caption_is_refused_and_nothing_written(pound, tmp_path):
    case = seize(T0)
    src = phone_jpeg(tmp_path / "cow.jpg", size=(400, 300))
    with pytest.raises(NotFound, match="has no head 2"):
        photos.attach(case.case_no, 2, src)
    with pytest.raises(NotFound, match="No case 99/2026"):
        photos.attach("99/2026", 1, src)
    with pytest.raises(Invalid):
        photos.attach(case.case_no, 1, src, "x" * (photos.CAPTION_MAX + 1))
    assert Photo.select().count() == 0
    assert not (Path(DB.obj.database).parent / "photos").exists() or not any(
        (Path(DB.obj.database).parent / "photos").iterdir())


def test_photos_the_same_photo_twice_on_a_head_is_refused(pound, tmp_path):
    case = seize(T0)
    src = phone_jpeg(tmp_path / "cow.jpg", size=(400, 300))
    photos.attach(case.case_no, 1, src)
    with pytest.raises(ServiceError, match="already attached"):
        photos.attach(case.case_no, 1, src)
    assert Photo.select().count() == 1


def test_photos_a_swapped_or_missing_file_is_named_by_verify(pound, tmp_path):
    case = seize(T0, kinds=("cow", "ox"))
    first = photos.attach(case.case_no, 1, phone_jpeg(tmp_path / "a.jpg", size=(400, 300)))
    second = photos.attach(case.case_no, 2, phone_jpeg(tmp_path / "b.jpg", size=(500, 300)))
    assert tamper.check().intact
    # another cow's photo put in place of the first, under the first's name
    photos.file_of(first.digest).write_bytes(photos.file_of(second.digest).read_bytes())
    photos.file_of(second.digest).unlink()
    findings = tamper.check().findings
    assert [(f.kind, f.row_id) for f in findings] == [("photo_changed", first.id), ("photo_missing", second.id)]
    assert f"photo {first.id}" in str(findings[0]) and "changed or replaced" in str(findings[0])
    assert f"{second.digest}.jpg" in str(findings[1]) and "missing" in str(findings[1])


def test_photos_a_photo_record_changed_behind_the_program_is_named(pound, tmp_path):
    case = seize(T0)
    photo = photos.attach(case.case_no, 1, phone_jpeg(tmp_path / "a.jpg", size=(400, 300)), "brown cow")
    con = sqlite3.connect(DB.obj.database, isolation_level=None)
    con.execute("DROP TRIGGER photo_no_update")
    con.execute("UPDATE photo SET caption = 'black cow' WHERE id = ?", (photo.id,))
    con.close()
    assert [(f.kind, f.table) for f in tamper.check().findings] == [("changed", "photo")]


def test_photos_a_photo_is_withdrawn_with_a_reason_never_deleted(pound, tmp_path):
    case = seize(T0)
    photo = photos.attach(case.case_no, 1, phone_jpeg(tmp_path / "a.jpg", size=(400, 300)))
    with pytest.raises(Invalid):
        photos.withdraw(photo.id, "  ")
    photos.withdraw(photo.id, "photo of the neighbour's cow")
    with pytest.raises(ServiceError, match="already withdrawn"):
        photos.withdraw(photo.id, "again")
    assert photos.of_case_id(case.id) == []
    [v] = photos.of_case(case.case_no)
    assert v.withdrawn and v.withdrawn_reason == "photo of the neighbour's cow"
    with pytest.raises(RecordIsFinal):
        photo.delete_instance()
    for sql in ("DELETE FROM photo", "DELETE FROM photo_withdrawal", "UPDATE photo SET caption = 'x'"):
        with pytest.raises(pw.IntegrityError):
            DB.execute_sql(sql)
    assert photos.file_of(photo.digest).is_file() and PhotoWithdrawal.select().count() == 1
    assert tamper.check().intact


# ------------------------------------------------------------------ the command line

@pytest.fixture
def cli_db(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "pound.sqlite3"
    close_database()
    for argv in (["init", "--pound", "Nedumangad Municipal Pound", "--local-area", "Nedumangad",
                  "--local-authority", "Nedumangad Municipality", "--keeper", "K. Sasidharan",
                  "--supervisor", "Asha"], ["rates", "import", str(DATA / "rates.csv")],
                 ["register", "import", str(DATA / "register.csv")]):
        assert signed_main(["--db", str(path), *argv]) == 0, capsys.readouterr()
        if argv[0] == "init":
            add_users_to(path)
    capsys.readouterr()
    return path


def test_photos_cli_add_list_and_withdraw(cli_db, tmp_path, capsys):
    src = phone_jpeg(tmp_path / "IMG_0001.jpg", size=(2000, 1500), orientation=6, gps=True)
    assert signed_main(["--db", str(cli_db), "photo", "add", "18/2026", "1", str(src),
                        "--caption", "horn broken"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Photo 1 attached to head 1 of case 18/2026: 900×1200")
    # listing only reads: no one need sign in
    assert signed_main(["--db", str(cli_db), "photo", "list", "18/2026"], user=None) == 0
    out = capsys.readouterr().out
    assert "head 1" in out and "Raman (keeper)" in out and "“horn broken”" in out
    assert signed_main(["--db", str(cli_db), "photo", "withdraw", "1", "--reason", "wrong cow"]) == 0
    capsys.readouterr()
    signed_main(["--db", str(cli_db), "photo", "list", "18/2026"], user=None)
    out = capsys.readouterr().out
    assert "WITHDRAWN" in out and "by Raman (keeper): wrong cow" in out
    assert signed_main(["--db", str(cli_db), "verify"], user=None) == 0


def test_photos_cli_refuses_in_one_line_and_writes_nothing(cli_db, tmp_path, capsys):
    bad = tmp_path / "notes.jpg"
    bad.write_text("not a photo")
    src = phone_jpeg(tmp_path / "ok.jpg", size=(400, 300))
    for argv, user, words in ((["photo", "add", "18/2026", "1", str(bad)], "default", "not a JPEG or PNG"),
                              (["photo", "add", "18/2026", "9", str(src)], "default", "has no head 9"),
                              (["photo", "add", "18/2026", "1", str(tmp_path / "gone.jpg")], "default",
                               "Cannot read gone.jpg"),
                              (["photo", "add", "18/2026", "1", str(src)], None, "sign in"),
                              (["photo", "add", "18/2026", "1", str(src)], "auditor", "auditor")):
        assert signed_main(["--db", str(cli_db), *argv], user=user) == 1, argv
        err = capsys.readouterr().err
        assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    con = sqlite3.connect(cli_db)
    try:
        assert con.execute("SELECT COUNT(*) FROM photo").fetchone()[0] == 0
    finally:
        con.close()
    assert not (tmp_path / "photos").exists() or not any((tmp_path / "photos").iterdir())


def test_photos_a_register_from_before_photos_takes_them_after_the_upgrade(tmp_path, monkeypatch):
    """An older register climbs the ladder: the photo tables come with their
    triggers and chain, and a photo attached after verifies."""
    from pound_desk.models.database import LATEST
    from pound_desk.services.desk.storage import open_database
    from tests.models.test_storage import _build_v1

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    path = tmp_path / "pound.sqlite3"
    _build_v1(path)
    try:
        db = open_database(path)
        assert db.execute_sql("PRAGMA user_version").fetchone()[0] == LATEST
        assert {"photo", "photo_withdrawal"} <= set(db.get_tables())
        photo = photos.attach("1/2026", 1, phone_jpeg(tmp_path / "a.jpg", size=(400, 300)),
                              now=datetime(2026, 1, 10, 10, 0))
        assert photo.id == 1 and tamper.check().intact
        with pytest.raises(pw.IntegrityError):
            DB.execute_sql("DELETE FROM photo")
    finally:
        close_database()


def test_photos_cli_verify_names_a_swapped_photo_file_and_fails(cli_db, tmp_path, capsys):
    src = phone_jpeg(tmp_path / "IMG_0001.jpg", size=(800, 600))
    assert signed_main(["--db", str(cli_db), "photo", "add", "18/2026", "1", str(src)]) == 0
    capsys.readouterr()
    [kept] = (tmp_path / "photos").iterdir()
    kept.write_bytes(phone_jpeg(tmp_path / "other.jpg", size=(600, 800)).read_bytes())
    assert signed_main(["--db", str(cli_db), "verify"], user=None) == 1
    err = capsys.readouterr().err
    assert f"The file of photo 1 ({kept.name}) is not the photo attached" in err
