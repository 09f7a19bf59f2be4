"""Backups carry the photos of the heads: a backup names every photo file
its records name, checked against their digests, and the backups folder
keeps one copy of each (backups/photos/<sha256>.jpg), pruned only when no
backup kept names it; a copy to a folder, and backups made before, carry
them inside. A restore puts them back beside the database (a file there that
is not the photo is moved aside, never deleted); a copy damaged in the
backup, or in the shared store, is refused."""
from __future__ import annotations

import shutil
import sqlite3
import time
from datetime import datetime
from pathlib import Path

import pytest
from photo_helpers import phone_jpeg
from record_helpers import seize

from pound_desk.models import DB, close_database, snapshots
from pound_desk.services import backups, tamper
from pound_desk.services.case import photos
from pound_desk.services.desk.storage import open_database

T0 = datetime(2026, 3, 1, 9, 0)


@pytest.fixture
def with_photos(pound, tmp_path):
    case = seize(T0, kinds=("cow", "ox"))
    one = photos.attach(case.case_no, 1, phone_jpeg(tmp_path / "a.jpg", size=(800, 600)), now=T0)
    two = photos.attach(case.case_no, 2, phone_jpeg(tmp_path / "b.jpg", size=(600, 800)), now=T0)
    return Path(DB.obj.database), [one.digest, two.digest]


def carried_names(backup: Path) -> list[str]:
    con = sqlite3.connect(backup)
    try:
        return sorted(n for (n,) in con.execute(f'SELECT name FROM "{snapshots.CARRIED}"'))
    finally:
        con.close()


def test_a_backup_carries_every_photo_and_a_restore_brings_them_back(with_photos):
    db_path, digests = with_photos
    written = backups.back_up(db_path, "manual", datetime(2026, 3, 5, 18, 0))
    assert [n for n in carried_names(written.path) if n.startswith("photos")] == sorted(
        f"photos-shared/{d}.jpg" for d in digests)
    assert sorted(p.name for p in (written.path.parent / "photos").iterdir()) == sorted(f"{d}.jpg" for d in digests)
    assert backups.photo_check(written.path) == ([], [])
    close_database()
    shutil.rmtree(db_path.parent / "photos")          # the disk lost them
    done = backups.restore(db_path, written.path, when=datetime(2026, 3, 6, 9, 0))
    assert "2 of the backup's 2 photos were put back" in done.photos_note
    for d in digests:
        assert (db_path.parent / "photos" / f"{d}.jpg").is_file()
    open_database(db_path)
    assert tamper.check().intact


def test_a_copy_to_a_stick_restores_the_photos_on_another_machine(with_photos, tmp_path):
    db_path, digests = with_photos
    stick = tmp_path / "stick"
    stick.mkdir()
    copy = backups.to_folder(db_path, stick, datetime(2026, 3, 5, 18, 0)).path
    close_database()
    elsewhere = tmp_path / "new-pc" / "pound.sqlite3"
    done = backups.restore(elsewhere, copy)
    assert sorted(p.name for p in (elsewhere.parent / "photos").iterdir()) == sorted(f"{d}.jpg" for d in digests)
    assert done.info.cases == 1


def test_a_photo_file_swapped_beside_the_database_is_moved_aside_by_a_restore(with_photos):
    db_path, digests = with_photos
    written = backups.back_up(db_path, "manual", datetime(2026, 3, 5, 18, 0))
    close_database()
    swapped = db_path.parent / "photos" / f"{digests[0]}.jpg"
    swapped.write_bytes(b"another cow")
    done = backups.restore(db_path, written.path, when=datetime(2026, 3, 6, 9, 0))
    assert (done.set_aside / "photos" / swapped.name).read_bytes() == b"another cow"
    assert photos._sha256(swapped) == digests[0]


def test_a_backup_made_with_a_photo_file_changed_carries_the_rest_and_the_restore_says_so(with_photos):
    db_path, digests = with_photos
    (db_path.parent / "photos" / f"{digests[1]}.jpg").write_bytes(b"not the photo")
    written = backups.back_up(db_path, "manual", datetime(2026, 3, 5, 18, 0))   # the register is backed up
    assert backups.photo_check(written.path) == ([], [f"{digests[1]}.jpg"])
    close_database()
    done = backups.restore(db_path, written.path, when=datetime(2026, 3, 6, 9, 0))
    assert "1 photos the register names are not in the backup" in done.photos_note


def old_format(db_path: Path, when: datetime) -> Path:
    """A backup as made before the shared store: every photo inside it."""
    con = sqlite3.connect(db_path)
    try:
        return snapshots.take(con, db_path, "manual", when, backups.carried(db_path)).path
    finally:
        con.close()


def test_a_shared_photo_damaged_is_refused_by_the_restore_and_written_again_by_the_next_backup(with_photos):
    db_path, digests = with_photos
    written = backups.back_up(db_path, "manual", datetime(2026, 3, 5, 18, 0))
    shared = written.path.parent / "photos" / f"{digests[0]}.jpg"
    shared.write_bytes(b"scribbled")
    assert backups.photo_check(written.path) == ([f"{digests[0]}.jpg"], [])
    assert backups.newest_good(db_path) is None
    close_database()
    before = db_path.read_bytes()
    with pytest.raises(backups.NotRestorable, match="not the photos attached"):
        backups.restore(db_path, written.path)
    assert db_path.read_bytes() == before
    open_database(db_path)
    again = backups.back_up(db_path, "manual", datetime(2026, 3, 5, 19, 0))
    assert photos._sha256(shared) == digests[0]
    assert backups.photo_check(written.path) == backups.photo_check(again.path) == ([], [])


def test_two_backups_share_one_copy_and_pruning_keeps_what_a_kept_backup_names(with_photos, tmp_path):
    db_path, digests = with_photos
    older = backups.back_up(db_path, "manual", datetime(2026, 3, 5, 18, 0), policy=None)
    case = seize(T0, kinds=("buffalo",))
    third = photos.attach(case.case_no, 1, phone_jpeg(tmp_path / "c.jpg", size=(700, 500)), now=T0).digest
    newer = backups.back_up(db_path, "manual", datetime(2026, 3, 6, 18, 0), policy=None)
    store = newer.path.parent / "photos"
    assert sorted(p.name for p in store.iterdir()) == sorted(f"{d}.jpg" for d in [*digests, third])
    for b in (older.path, newer.path):       # each names its photos and holds none of their bytes
        con = sqlite3.connect(b)
        assert con.execute(f'SELECT SUM(LENGTH(data)) FROM "{snapshots.CARRIED}" WHERE name LIKE ?',
                           ["photos%"]).fetchone()[0] == 0
        con.close()
    # the older one goes: the photos the newer names stay
    later = time.time() + 2 * backups.STRAY_AFTER
    removed = backups.rotate(db_path, backups.Policy(latest=1, daily=0, weekly=0, monthly=0), now=later)
    assert older.path in removed and newer.path.exists()
    assert sorted(p.name for p in store.iterdir()) == sorted(f"{d}.jpg" for d in [*digests, third])
    assert backups.photo_check(newer.path) == ([], [])
    # a photo no kept backup names is pruned (once it is older than a backup in progress could be)
    orphan = store / ("0" * 64 + ".jpg")
    orphan.write_bytes(b"left by a backup removed by hand")
    assert backups.prune_shared(store.parent) == []          # just written: perhaps a backup's in progress
    assert backups.prune_shared(store.parent, now=later) == [orphan]
    assert sorted(p.name for p in store.iterdir()) == sorted(f"{d}.jpg" for d in [*digests, third])
    # the newer restores every photo
    close_database()
    shutil.rmtree(db_path.parent / "photos")
    done = backups.restore(db_path, newer.path, when=datetime(2026, 3, 7, 9, 0))
    assert "3 of the backup's 3 photos were put back" in done.photos_note
    open_database(db_path)
    assert tamper.check().intact


def test_a_backup_of_the_old_format_still_restores_and_keeps_the_shared_photos(with_photos):
    db_path, digests = with_photos
    old = old_format(db_path, datetime(2026, 3, 4, 18, 0))
    assert [n for n in carried_names(old) if n.startswith("photos")] == sorted(f"photos/{d}.jpg" for d in digests)
    assert backups.photo_check(old) == ([], [])
    new = backups.back_up(db_path, "manual", datetime(2026, 3, 5, 18, 0), policy=None)
    assert backups.prune_shared(new.path.parent, now=time.time() + 2 * backups.STRAY_AFTER) == []
    close_database()
    shutil.rmtree(db_path.parent / "photos")
    done = backups.restore(db_path, old, when=datetime(2026, 3, 6, 9, 0))
    assert "2 of the backup's 2 photos were put back" in done.photos_note
    for d in digests:
        assert photos._sha256(db_path.parent / "photos" / f"{d}.jpg") == d


def test_a_backup_whose_photo_was_damaged_is_not_restored_and_nothing_changes(with_photos):
    db_path, digests = with_photos
    written = old_format(db_path, datetime(2026, 3, 5, 18, 0))
    con = sqlite3.connect(written)
    con.execute(f'UPDATE "{snapshots.CARRIED}" SET data = ? WHERE name = ?', [b"scribbled", f"photos/{digests[0]}.jpg"])
    con.commit()
    con.close()
    assert backups.photo_check(written) == ([f"{digests[0]}.jpg"], [])
    close_database()
    before = db_path.read_bytes()
    with pytest.raises(backups.NotRestorable, match="not the photos attached"):
        backups.restore(db_path, written)
    assert db_path.read_bytes() == before
    assert backups.newest_good(db_path) is None


def test_restoring_puts_the_photos_back_but_never_the_database_in_use_photos_folder(with_photos):
    """The database in use never holds the photos: only the copies do."""
    db_path, _ = with_photos
    backups.back_up(db_path, "manual", datetime(2026, 3, 5, 18, 0))
    assert snapshots.CARRIED not in DB.get_tables()


def test_the_backup_before_a_migration_carries_the_key_and_the_photos(with_photos):
    """A register written by an older Pound Desk is backed up before it is
    upgraded; that backup brings the whole register back as any other does."""
    from pound_desk.models import search as search_index
    from pound_desk.returns import key_file

    db_path, digests = with_photos
    key = key_file.key_path(key_file.keys_dir(db_path))
    assert key.is_file()
    # the register as v15 left it: no table of name pieces
    DB.execute_sql("DROP TRIGGER name_piece_case")
    DB.execute_sql("DROP TRIGGER name_piece_amendment")
    DB.execute_sql(f"DROP TABLE {search_index.PIECES}")
    DB.execute_sql("PRAGMA user_version = 15")
    close_database()
    open_database(db_path)
    [before] = [p for p in (db_path.parent / "backups").glob("*-before-v16.sqlite3")]
    assert carried_names(before) == sorted([backups.KEY_ENTRY, *(f"photos-shared/{d}.jpg" for d in digests)])
    assert backups.photo_check(before) == ([], [])
    close_database()
    shutil.rmtree(db_path.parent / "photos")          # the disk lost them, and the key
    key.unlink()
    done = backups.restore(db_path, before, when=datetime(2026, 3, 6, 9, 0))
    assert "2 of the backup's 2 photos were put back" in done.photos_note
    assert key.is_file()
    open_database(db_path)
    assert tamper.check().intact
