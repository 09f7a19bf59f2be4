"""The month's return (s. 6) through the services: gathered, signed, written
to a drive, read back. Every total below is counted by hand from the cases
the fixture makes (cow: fine Rs 200, feeding Rs 60 a commenced 24 hours;
goat: fine Rs 100, feeding Rs 30).

June 2026:
- A: a cow brought 31 May 08:00 (in the pound at the start), released
  1 June 09:00: 25 h = 2 periods: fine 200 + feeding 120;
- B: two cows brought 1 June 10:00, noticed, sold together for Rs 9,000 on
  19 June, settled 19 June 12:00: fines 400, feeding 2,280 (19 periods x 2),
  expenses 150, surplus 6,170 into deposit (last claim day 19 September);
- C: a goat brought 1 June 00:00 (the first minute of the month), released
  3 June 00:00: exactly 48 h = 2 periods: fine 100 + feeding 60;
- D: a cow brought 30 June 23:59 (the last minute): held at the end, owing
  at 23:59 a fine of 200 and one period, 60;
- E: an ox brought 1 July 00:00: not June's.
So June: impounded 4 (B 2, C 1, D 1), released 2 (A, C), sold 2, held at the
start 1, at the end 1; fines 700, feeding 2,460, proceeds 9,000, in deposit
6,170, none of it due yet."""
from __future__ import annotations

import errno
import hashlib
import io
import os
import zipfile
from dataclasses import replace
from datetime import date, datetime
from pathlib import Path

import pytest
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models import DB, DocumentLog
from pound_desk.models.returns import ReturnExport
from pound_desk.returns import data_json, drives, keys, schema
from pound_desk.returns.bundle import bundle_name, read_bundle
from pound_desk.services import return_period, return_reading, returns
from pound_desk.services.books import ledger
from pound_desk.services.case import cases, releases
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.disposal import auctions, settlements
from tests.services.disposal.test_auctions import AUCTION_AT, auction, bidder, head_ids, noticed

R = Money.of_rupees
JULY_2 = datetime(2026, 7, 2, 10, 0)


def _gathered(period: str, **kwargs) -> dict:
    """The month's return as data.json holds it."""
    return data_json.as_json(returns.gather(period, **kwargs))


def _ledger_ok():
    result = ledger.check()
    assert result.ok, result.problems


@pytest.fixture
def june(pound):
    a = seize(datetime(2026, 5, 31, 8, 0), kinds=("cow",))
    releases.release_on_payment(a.case_no, datetime(2026, 6, 1, 9, 0), "Anil", R(320),
                                now=datetime(2026, 6, 1, 9, 5))
    b = seize(datetime(2026, 6, 1, 10, 0), kinds=("cow", "cow"))
    c = seize(datetime(2026, 6, 1, 0, 0), kinds=("goat",))
    releases.release_on_payment(c.case_no, datetime(2026, 6, 3, 0, 0), "Beena", R(160),
                                now=datetime(2026, 6, 3, 0, 5))
    noticed(b)
    auc = auction()
    lot = auctions.add_lot(auc.id, head_ids(b))
    auctions.add_expense(auc.id, b.case_no, R(150), "Crier and drum", date(2026, 6, 19),
                         now=datetime(2026, 6, 30, 17, 0))
    auctions.sell(lot.id, bidder(auc).id, R(9000), AUCTION_AT, now=datetime(2026, 6, 30, 17, 0))
    settlements.settle(b.case_no, datetime(2026, 6, 19, 12, 0), now=datetime(2026, 6, 30, 17, 0))
    d = seize(datetime(2026, 6, 30, 23, 59), kinds=("cow",), now=datetime(2026, 7, 1, 0, 5))
    e = seize(datetime(2026, 7, 1, 0, 0), kinds=("ox",), now=datetime(2026, 7, 1, 0, 10))
    # an amendment in June to A's entry of May
    cases.amend(a.case_no, "owner_name", "Anil Kumar", "Owner's name as he gave it",
                now=datetime(2026, 6, 1, 9, 10))
    _ledger_ok()
    return {"A": a.case_no, "B": b.case_no, "C": c.case_no, "D": d.case_no, "E": e.case_no}


def test_june_totals_counted_by_hand(june):
    data = _gathered("2026-06")
    assert data["totals"] == {
        "impounded": 4, "released": 2, "sold": 2, "disposed_otherwise": 0, "held_at_end": 1,
        "fines_paise": 70000, "feeding_paise": 246000, "sale_proceeds_paise": 900000,
        "deposits_held_paise": 617000, "deposits_due_paise": 0, "overdue_cases": 1,
        "due_from_liable_paise": 0, "paid_by_liable_paise": 0, "protest_taken_paise": 0,
        "protest_refunded_paise": 0, "protest_converted_paise": 0, "protest_held_paise": 0,
    }
    assert list(data["totals"]) == list(schema.TOTAL_KEYS)
    assert data["opening"] == {"held_at_start": 1}
    assert data["period"] == {"label": "2026-06", "start": "2026-06-01", "end": "2026-06-30"}
    assert [c["case_no"] for c in data["cases"]] == [june["C"], june["B"], june["D"]]
    assert [len(c["heads"]) for c in data["cases"]] == [1, 2, 1]
    # the amendment to May's entry is listed on its own
    (am,) = data["amendments_to_earlier_entries"]
    assert (am["case_no"], am["field"], am["new"]) == (june["A"], "owner_name", "Anil Kumar")
    assert [(r["case_no"], r["basis"], r["head_seqs"]) for r in data["releases"]] == [
        (june["A"], "s12", [1]), (june["C"], "s12", [1]), (june["B"], "sale", [1, 2])]
    assert [(r["fines_paise"], r["feeding_paise"]) for r in data["receipts"]] == [(20000, 12000), (10000, 6000)]
    (sale,) = data["sales"]
    assert sale["price_paise"] == 900000 and sale["buyer"] == "Abdul Khader"
    assert sorted(s["amount_paise"] for s in sale["shares"]) == [450000, 450000]
    (st,) = data["settlements"]
    assert (st["fines_paise"], st["feeding_paise"], st["expenses_paise"], st["surplus_paise"]) == \
        (40000, 228000, 15000, 617000)
    (dep,) = data["deposits"]
    assert (dep["amount_paise"], dep["held_at_end"], dep["due_at_end"]) == (617000, True, False)
    assert dep["last_claim_day"] == "2026-09-19"
    (notice,) = data["notices"]
    assert notice["case_no"] == june["B"] and len(notice["events"]) == 3
    # open at the end: D alone, owing 200 + 60, its feeding of 30 June not logged
    (open_case,) = data["open_cases"]
    assert open_case["case_no"] == june["D"] and open_case["heads_held"] == 1
    assert open_case["dues_paise"] == 26000
    assert "feeding" in open_case["overdue"]
    # the ledger's own view agrees: what moved on the income heads in June
    assert data["ledger"]["moved"]["fines"] == -70000
    assert data["ledger"]["balances_at_end"]["deposit"] == -617000
    # held at the start + impounded - released - sold - disposed = held at the end
    t = data["totals"]
    assert data["opening"]["held_at_start"] + t["impounded"] - t["released"] - t["sold"] \
        - t["disposed_otherwise"] == t["held_at_end"]


def test_may_and_july_at_their_edges(june):
    may = _gathered("2026-05")["totals"]
    assert (may["impounded"], may["held_at_end"], may["fines_paise"]) == (1, 1, 0)
    july = _gathered("2026-07")
    assert july["totals"]["impounded"] == 1          # E, brought in the first minute of July
    assert july["opening"]["held_at_start"] == 1     # D, brought in the last minute of June
    assert july["totals"]["held_at_end"] == 2


def test_september_the_deposit_falls_due_after_its_last_claim_day(june):
    # 19 September is the last day to claim; at the end of September it is due to the fund
    sept = _gathered("2026-09")["totals"]
    assert (sept["deposits_held_paise"], sept["deposits_due_paise"]) == (617000, 617000)
    aug = _gathered("2026-08")["totals"]
    assert (aug["deposits_held_paise"], aug["deposits_due_paise"]) == (617000, 0)


def test_export_writes_a_bundle_that_reads_back_signed_by_the_pound(june, tmp_path):
    stick = tmp_path / "stick"
    stick.mkdir()
    done = returns.export("2026-06", stick, now=JULY_2)
    key = returns.the_key()
    assert done.path == stick / bundle_name(keys.pound_id(key), "2026-06", 0)
    assert [p.name for p in stick.iterdir()] == [done.path.name]
    b = read_bundle(done.path, key.public_key())
    assert b.verified_with_registered_key
    assert (b.period, b.sequence, b.revision) == ("2026-06", 1, 0)
    assert b.manifest["pound"]["name"] == "Nedumangad Municipal Pound"
    assert b.manifest["made_at"] == "2026-07-02T10:00:00"
    assert len(b.manifest["chain_head"]) == 64
    assert b.data.totals.fines_paise == 70000
    assert b.files["return.pdf"].startswith(b"%PDF")
    row = ReturnExport.get()
    assert (row.period, row.sequence, row.revision, row.file_name) == ("2026-06", 1, 0, done.path.name)
    assert row.checksum == hashlib.sha256(done.path.read_bytes()).hexdigest()
    assert row.destination == str(stick)
    # the pound keeps its own copy, and the PDF in the documents folder
    assert (returns.returns_dir() / done.path.name).read_bytes() == done.path.read_bytes()
    assert DocumentLog.select().where(DocumentLog.kind == "return").count() == 1
    _ledger_ok()


def test_exported_again_unchanged_is_the_same_file_then_a_correction_is_the_next_revision(june, tmp_path):
    first = returns.export("2026-06", tmp_path, now=JULY_2)
    again_dir = tmp_path / "again"
    again_dir.mkdir()
    again = returns.export("2026-06", again_dir, now=datetime(2026, 7, 3, 9, 0))
    assert again.same_as_before and again.revision == 0 and again.sequence == 1
    assert again.path.read_bytes() == first.path.read_bytes()
    assert ReturnExport.select().count() == 2
    # an amendment to a June entry changes June's return: revision 1, same sequence
    cases.amend(june["D"], "seized_place", "Karakulam junction", "Place misheard",
                now=datetime(2026, 7, 3, 10, 0))
    fixed = returns.export("2026-06", tmp_path, now=datetime(2026, 7, 3, 11, 0))
    assert (fixed.sequence, fixed.revision, fixed.same_as_before) == (1, 1, False)
    assert fixed.path.name.endswith("-2026-06-r1.pdreturn")
    # the log the desk lists: frozen lines with the rows' values, the newest first
    rows = list(ReturnExport.select().order_by(ReturnExport.exported_at.desc(), ReturnExport.id.desc()))
    assert [(x.id, x.period, x.sequence, x.revision, x.file_name, x.destination, x.exported_at)
            for x in returns.export_log()] == [
        (r.id, r.period, r.sequence, r.revision, r.file_name, r.destination, r.exported_at) for r in rows]
    assert [x.revision for x in returns.export_log()] == [1, 0, 0]
    b = read_bundle(fixed.path, returns.the_key().public_key())
    (d,) = [c for c in b.data.cases if c.case_no == june["D"]]
    assert d.seized_place == "Karakulam junction"
    assert d.amendments[0].old == "Manjadi paddy field"
    # s. 6: the correction says what it corrects and why
    assert b.data.corrects.revision == 0
    assert {c.what for c in b.data.corrects.changes} >= {"cases"}
    from pypdf import PdfReader
    pages = PdfReader(io.BytesIO(b.files["return.pdf"])).pages
    assert "What changed since" in " ".join(p.extract_text() for p in pages)
    # both files are there, the first untouched
    assert first.path.exists() and first.path.read_bytes() != fixed.path.read_bytes()
    # the next month is the next sequence; an earlier month cannot follow it
    july = returns.export("2026-07", tmp_path, now=datetime(2026, 8, 1, 9, 0))
    assert (july.sequence, july.revision) == (2, 0)
    with pytest.raises(Invalid) as e:
        returns.export("2026-05", tmp_path, now=datetime(2026, 8, 1, 9, 0))
    assert "cannot follow" in str(e.value)
    _ledger_ok()


@pytest.mark.parametrize("now", [datetime(2026, 6, 30, 23, 59), datetime(2026, 6, 15, 12, 0)])
def test_a_month_not_yet_ended_is_refused(june, tmp_path, now):
    with pytest.raises(Invalid) as e:
        returns.export("2026-06", tmp_path, now=now)
    assert e.value.problems[0].field == "period" and "01-07-2026" in str(e.value)
    assert ReturnExport.select().count() == 0


def test_the_day_after_the_month_it_may_be_made(june, tmp_path):
    done = returns.export("2026-06", tmp_path, now=datetime(2026, 7, 1, 0, 0))
    assert done.revision == 0


@pytest.mark.parametrize("text", ["2026-13", "2026-6", "June 2026", "", "2026-00"])
def test_a_period_not_yyyy_mm_is_refused(text):
    with pytest.raises(Invalid):
        returns.period_of(text)


@pytest.mark.parametrize("text, start, end", [
    ("2026-02", date(2026, 2, 1), date(2026, 2, 28)),
    ("2028-02", date(2028, 2, 1), date(2028, 2, 29)),
    ("2026-12", date(2026, 12, 1), date(2026, 12, 31)),
    ("2026-04", date(2026, 4, 1), date(2026, 4, 30)),
])
def test_month_ends(text, start, end):
    p = returns.period_of(text)
    assert (p.start, p.end) == (start, end)


def test_last_complete_month():
    assert returns.last_complete(date(2026, 7, 1)).label == "2026-06"
    assert returns.last_complete(date(2026, 1, 31)).label == "2025-12"


# ---- a drive that fails ------------------------------------------------------------

class _Failing:
    """A file on a drive that fails after ``after`` bytes."""

    def __init__(self, path: Path, err: int, after: int):
        self._f = open(path, "wb")
        self.err, self.after, self.written = err, after, 0

    def write(self, data: bytes) -> int:
        room = self.after - self.written
        if len(data) > room:
            self._f.write(data[:max(room, 0)])
            self._f.flush()
            raise OSError(self.err, os.strerror(self.err))
        self.written += len(data)
        return self._f.write(data)

    def flush(self):
        self._f.flush()

    def fileno(self):
        return self._f.fileno()

    def close(self):
        self._f.close()


def _nothing_recorded(folder: Path, docs_before: int):
    assert list(folder.iterdir()) == []            # no half-written file, no temporary
    assert ReturnExport.select().count() == 0
    assert DocumentLog.select().count() == docs_before
    assert not returns.returns_dir().exists() or list(returns.returns_dir().iterdir()) == []


@pytest.mark.parametrize("err, code, words", [
    (errno.EIO, "removed", "removed or failed"),
    (errno.ENOSPC, "full", "full"),
    (errno.EROFS, "read_only", "read-only"),
    (errno.EACCES, "denied", "permission denied"),
])
def test_a_drive_failing_mid_write_records_nothing_and_leaves_nothing(june, tmp_path, err, code, words):
    stick = tmp_path / "stick"
    stick.mkdir()
    docs = DocumentLog.select().count()
    with pytest.raises(returns.ExportFailed) as e:
        returns.export("2026-06", stick, now=JULY_2, open_file=lambda p: _Failing(p, err, 4096))
    assert e.value.code == code and words in e.value.reason
    _nothing_recorded(stick, docs)
    # put back, it works, and is revision 0 (nothing was recorded before)
    done = returns.export("2026-06", stick, now=JULY_2)
    assert done.revision == 0 and [p.name for p in stick.iterdir()] == [done.path.name]


def test_a_drive_refusing_the_file_at_once(june, tmp_path):
    def refuse(path):
        raise OSError(errno.EROFS, "Read-only file system")

    stick = tmp_path / "stick"
    stick.mkdir()
    docs = DocumentLog.select().count()
    with pytest.raises(returns.ExportFailed) as e:
        returns.export("2026-06", stick, now=JULY_2, open_file=refuse)
    assert e.value.code == "read_only"
    _nothing_recorded(stick, docs)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_folder(june, tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        with pytest.raises(returns.ExportFailed) as e:
            returns.export("2026-06", folder, now=JULY_2)
        assert e.value.code in {"denied", "read_only"}
        assert list(folder.iterdir()) == [] and ReturnExport.select().count() == 0
    finally:
        folder.chmod(0o755)


def test_a_folder_that_is_gone(june, tmp_path):
    with pytest.raises(returns.ExportFailed) as e:
        returns.export("2026-06", tmp_path / "pulled-out", now=JULY_2)
    assert e.value.code == "missing" and ReturnExport.select().count() == 0


def test_the_temporary_name_never_passes_for_a_return():
    name = "return-0123456789ABCDEF-2026-06-r0.pdreturn"
    assert not drives.partial_name(name).endswith(".pdreturn")
    assert drives.partial_name(name).startswith(".")


def test_a_file_that_reads_back_different_is_removed(tmp_path, monkeypatch):
    """A drive that keeps other bytes than it was given (a failing stick)."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from pound_desk.returns.bundle import write_bundle

    key = Ed25519PrivateKey.generate()
    blob = write_bundle({"period": "2026-06", "sequence": 1, "revision": 0, "made_at": "2026-07-01T10:00:00"},
                        {"data.json": b"{}", "return.pdf": b"%PDF"}, key)

    class Corrupting(_Failing):
        def write(self, data):
            return self._f.write(bytes([data[0] ^ 1]) + data[1:])

    with pytest.raises(drives.WriteError) as e:
        drives.write_verified(tmp_path, "r.pdreturn", blob, key.public_key(),
                              open_file=lambda p: Corrupting(p, 0, 0))
    assert e.value.code == "verify"
    assert list(tmp_path.iterdir()) == []
    path = drives.write_verified(tmp_path, "r.pdreturn", blob, key.public_key())
    assert zipfile.is_zipfile(path)


# ---- finding the drives ------------------------------------------------------------

def test_removable_drives_from_proc_mounts(tmp_path):
    sys_block = tmp_path / "sys"
    for disk, removable in (("sda", "0"), ("sdb", "1")):
        (sys_block / disk).mkdir(parents=True)
        (sys_block / disk / "removable").write_text(removable + "\n")
        part = sys_block / disk / f"{disk}1"
        part.mkdir()
        (part / "partition").write_text("1\n")
    # /sys/class/block/<partition> links to the partition inside its disk
    block = tmp_path / "class"
    block.mkdir()
    for disk in ("sda", "sdb"):
        (block / f"{disk}1").symlink_to(sys_block / disk / f"{disk}1")
    dev = tmp_path / "dev"
    dev.mkdir()
    mounts = tmp_path / "mounts"
    mounts.write_text(
        f"{dev}/sda1 / ext4 rw 0 0\n"
        f"{dev}/sdb1 /mnt/PEN\\040DRIVE vfat rw 0 0\n"
        "tmpfs /run tmpfs rw 0 0\n"
        "/dev/mmcblk0p1 /media/clerk/CARD exfat rw 0 0\n"
        "proc /proc proc rw 0 0\n")
    (dev / "sda1").write_text("")
    (dev / "sdb1").write_text("")
    found = drives.removable_drives(mounts, block, platform="linux")
    assert [str(d.path) for d in found] == ["/mnt/PEN DRIVE", "/media/clerk/CARD"]
    assert [d.label for d in found] == ["PEN DRIVE", "CARD"]


def test_no_mounts_file_means_no_drives(tmp_path):
    assert drives.removable_drives(tmp_path / "none", tmp_path, platform="linux") == []


# ---- the key --------------------------------------------------------------------------

def test_the_key_is_made_at_set_up_beside_the_database(pound, db):
    folder = Path(db.database).parent / "keys"
    assert (folder / keys.KEY_NAME).exists()
    assert keys.fingerprint(returns.the_key()) == keys.fingerprint(keys.load_or_create(folder))


def test_a_pound_set_up_before_gets_its_key_on_first_need(pound, db):
    folder = Path(db.database).parent / "keys"
    (folder / keys.KEY_NAME).unlink()
    key = returns.the_key()
    assert (folder / keys.KEY_NAME).exists() and keys.fingerprint(key) == keys.fingerprint(returns.the_key())


def test_the_setup_sheet_carries_the_fingerprint(pound):
    import io

    from pypdf import PdfReader

    pdf, path = returns.setup_sheet(now=JULY_2)
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages)
    fp = keys.fingerprint(returns.the_key())
    assert fp[:39] in text.replace("\n", " ")
    assert keys.pound_id(fp) in text
    assert path.exists() and DocumentLog.select().where(DocumentLog.kind == "setup-sheet").count() == 1


# ---- a busy year ---------------------------------------------------------------------

def test_a_busy_month_is_read_in_batches(pound, monkeypatch):
    """More cases than a batch: every one is in the return, and progress
    reaches the end."""
    monkeypatch.setattr(return_reading, "BATCH", 7)
    for i in range(30):
        seize(datetime(2026, 6, 1 + i % 28, 8, i % 60), kinds=("goat",))
    seen = []
    data = _gathered("2026-06", progress=lambda d, t: seen.append((d, t)))
    assert data["totals"]["impounded"] == 30 and len(data["cases"]) == 30
    assert data["totals"]["held_at_end"] == 30 and len(data["open_cases"]) == 30
    assert seen[-1][0] == seen[-1][1] and len(seen) > 5
    assert all(a <= b for (a, _), (b, _) in zip(seen, seen[1:]))


def test_export_reports_progress_to_the_end_and_the_chain_it_saw(june, tmp_path):
    seen = []
    done = returns.export("2026-06", tmp_path, now=JULY_2, progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (100, 100) and all(t == 100 for _, t in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    m = read_bundle(done.path).manifest
    from pound_desk.services import tamper

    verdict = tamper.check()
    assert m["chain_intact"] is True and 0 < m["chain_links"] <= verdict.links


def test_the_returns_paper_prints_the_head_it_carries_and_the_desk_writes_it_down(june, tmp_path):
    """The head on the return's paper is the manifest's, short, as an
    inspector types it into verify --head; the export writes it down too."""
    from pypdf import PdfReader

    from pound_desk.services import heads

    done = returns.export("2026-06", tmp_path, now=JULY_2)
    b = read_bundle(done.path)
    short = f'{b.manifest["chain_links"]}:{b.manifest["chain_head"][:16]}'
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(b.files["return.pdf"])).pages)
    assert short in text
    assert heads.extends(*heads.parse(short))
    assert heads.newest(DB.obj.database).why == "return"


def test_stopped_part_way_writes_and_records_nothing(june, tmp_path):
    from pound_desk.documents.register import RenderCancelled

    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 3

    stick = tmp_path / "stick"
    stick.mkdir()
    with pytest.raises(RenderCancelled):
        returns.export("2026-06", stick, now=JULY_2, cancelled=cancelled)
    assert list(stick.iterdir()) == [] and ReturnExport.select().count() == 0


def test_a_lost_copy_or_a_new_key_makes_the_next_revision(june, tmp_path, db):
    first = returns.export("2026-06", tmp_path, now=JULY_2)
    (returns.returns_dir() / first.path.name).unlink()         # the pound's own copy lost
    second = returns.export("2026-06", tmp_path, now=datetime(2026, 7, 3, 9, 0))
    assert (second.revision, second.same_as_before) == (1, False)
    # a new key (the old one lost): the old copy is not reused under the new key
    (Path(db.database).parent / "keys" / keys.KEY_NAME).unlink()
    third = returns.export("2026-06", tmp_path, now=datetime(2026, 7, 4, 9, 0))
    assert (third.revision, third.same_as_before) == (2, False)
    assert read_bundle(third.path, returns.the_key().public_key()).revision == 2


def test_the_return_falls_due_the_day_after_the_month(june, tmp_path):
    # June's return: not on 30 June, from 1 July, until it is exported
    assert return_period.due(date(2026, 6, 30)).label == "2026-05"       # A was brought in May
    assert return_period.due(date(2026, 7, 1)).label == "2026-06"
    returns.export("2026-06", tmp_path, now=JULY_2)
    assert return_period.due(date(2026, 7, 20)) is None
    # May is not asked for once June has been returned (it could not follow it)
    assert return_period.due(date(2026, 6, 15)) is None
    assert return_period.due(date(2026, 8, 1)).label == "2026-07"


def test_a_pound_with_nothing_before_the_month_end_is_not_asked(pound):
    seize(datetime(2026, 7, 1, 0, 0), kinds=("cow",))
    assert return_period.due(date(2026, 7, 10)) is None       # June: nothing was in the register yet
    assert return_period.due(date(2026, 8, 1)).label == "2026-07"


def test_a_damaged_key_is_said_plainly(pound, db, tmp_path):
    from pound_desk.services.desk.errors import ServiceError

    (Path(db.database).parent / "keys" / keys.KEY_NAME).write_text("not a key")
    with pytest.raises(ServiceError) as e:
        returns.export("2026-06", tmp_path, now=JULY_2)
    assert "cannot be read" in str(e.value) and "backup" in str(e.value)
    assert ReturnExport.select().count() == 0


def test_a_disposal_otherwise_is_counted_apart_with_its_order(pound):
    """Two cows brought 1 June 10:00, disposed of by private treaty for Rs 700
    on the Director's order on 21 June: 2 disposed otherwise, none sold or
    released; the proceeds are the month's; the order is listed."""
    case = seize(datetime(2026, 6, 1, 10, 0), ("cow", "cow"))
    noticed(case)
    order = dict(authority="Director of Panchayats", number="DP/33/2026", issued_on=date(2026, 6, 20),
                 reasons="Old and infirm; no bid expected")
    auctions.dispose_otherwise(case.case_no, [1, 2], datetime(2026, 6, 21, 9, 0), "Sold by private treaty",
                               "Raghavan", R(700), order, now=datetime(2026, 6, 30, 17, 0))
    data = _gathered("2026-06")
    t = data["totals"]
    assert (t["disposed_otherwise"], t["sold"], t["released"], t["held_at_end"]) == (2, 0, 0, 0)
    assert t["sale_proceeds_paise"] == 70000
    (d,) = data["disposals_otherwise"]
    assert (d["manner"], d["recipient"], d["order"]["number"]) == ("Sold by private treaty", "Raghavan", "DP/33/2026")
    assert [o["number"] for o in data["orders"]] == ["DP/33/2026"]
    # sold but not settled: the case stays open with its step overdue
    (open_case,) = data["open_cases"]
    assert open_case["case_no"] == case.case_no and open_case["heads_held"] == 0
    assert open_case["overdue"] == ["settle"]
    assert t["overdue_cases"] == 1
    _ledger_ok()


def test_complaints_filed_pending_and_decided_by_month(pound):
    """A complaint filed 3 June about a cow seized 1 June, dismissed 10 July:
    June's return has it pending, July's has it decided, August's not at all."""
    from pound_desk.services.disputes import complaints

    case = seize(datetime(2026, 6, 1, 10, 0), ("cow",), seized=datetime(2026, 6, 1, 8, 0))
    c = complaints.record(case.case_no, date(2026, 6, 3), "Joseph", "Judicial First Class Magistrate, Nedumangad",
                          now=datetime(2026, 6, 3, 11, 0))
    complaints.decide(c.id, date(2026, 7, 10), "dismissed", "CMP 12/2026", now=datetime(2026, 7, 10, 15, 0))
    (june,) = _gathered("2026-06")["complaints"]
    assert (june["complainant"], june["filed_on"], june["outcome"]) == ("Joseph", "2026-06-03", "")
    (july,) = _gathered("2026-07")["complaints"]
    assert (july["outcome"], july["decided_on"], july["reference"]) == ("dismissed", "2026-07-10", "CMP 12/2026")
    assert _gathered("2026-08")["complaints"] == []


def test_the_days_statement_and_remittance_are_in_their_months_return(pound):
    """A cow brought 31 March 09:00 and released 15:00 (fine 200, one period
    60); the day's cash remitted and its Form IV statement made that evening:
    both in March's return, neither in April's."""
    from pound_desk.services.books import accounts

    case = seize(datetime(2026, 3, 31, 9, 0), ("cow",))
    releases.release_on_payment(case.case_no, datetime(2026, 3, 31, 15, 0), "Rajan", R(260),
                                now=datetime(2026, 3, 31, 15, 5))
    accounts.remit(date(2026, 3, 31), now=datetime(2026, 3, 31, 18, 0))
    accounts.make_statement(date(2026, 3, 31), now=datetime(2026, 3, 31, 18, 5))
    march = _gathered("2026-03")
    (rem,) = march["remittances"]
    assert (rem["day"], rem["amount_paise"]) == ("2026-03-31", 26000)
    (st,) = march["daily_statements"]
    assert st["day"] == "2026-03-31" and st["keeper_name"] == "K. Sasidharan"
    assert (march["totals"]["fines_paise"], march["totals"]["feeding_paise"]) == (20000, 6000)
    april = _gathered("2026-04")
    assert april["remittances"] == [] and april["daily_statements"] == []
    _ledger_ok()


def test_the_setup_sheets_qr_code_holds_the_public_key(pound):
    from pound_desk.documents.setup_sheet import qr_drawing

    pem = keys.public_pem(returns.the_key()).decode("ascii")
    (widget,) = qr_drawing(pem).contents
    assert widget.value == pem
    assert keys.fingerprint(keys.load_public(widget.value.encode("ascii"))) == keys.fingerprint(returns.the_key())


def test_s6_fines_received_leave_out_dues_charged_to_the_one_liable(pound):
    """s. 6 with s. 21(2): a cow released on the Magistrate's order in June
    (fine 200 and feeding 540 charged to the seizer) is no fine received;
    the dues are a line of their own. Another owner's deposit under protest
    (cow, Rs 320) taken and refunded in June is a section of its own."""
    from pound_desk.services.disputes import complaints, protest

    held = seize(datetime(2026, 6, 1, 10, 0), ("cow",), seized=datetime(2026, 6, 1, 8, 0))
    c = complaints.record(held.case_no, date(2026, 6, 5), "Joseph", "JFCM", now=datetime(2026, 6, 5, 15, 0))
    complaints.decide(c.id, date(2026, 6, 9), "illegal", "CMP 4/2026", released_at=datetime(2026, 6, 9, 11, 0),
                      now=datetime(2026, 6, 9, 12, 0))
    other = seize(datetime(2026, 6, 1, 10, 0), ("cow",), seized=datetime(2026, 6, 1, 8, 0))
    protest.deposit(other.case_no, datetime(2026, 6, 2, 11, 0), "Mathew", R(320), "Will complain",
                    now=datetime(2026, 6, 2, 11, 5))
    c2 = complaints.record(other.case_no, date(2026, 6, 4), "Mathew", "JFCM", now=datetime(2026, 6, 4, 15, 0))
    complaints.decide(c2.id, date(2026, 6, 20), "illegal", "CMP 7/2026", refund=True,
                      now=datetime(2026, 6, 20, 12, 0))
    data = _gathered("2026-06")
    t = data["totals"]
    assert (t["fines_paise"], t["feeding_paise"]) == (0, 0)          # nothing received as fines
    assert t["due_from_liable_paise"] == 74000
    assert (t["protest_taken_paise"], t["protest_refunded_paise"], t["protest_converted_paise"],
            t["protest_held_paise"]) == (32000, 32000, 0, 0)
    (dep,) = data["protest_deposits"]
    assert (dep["state_at_end"], dep["voucher"]) == ("refunded", "D-2026-27/00001-R")
    decided = {x["reference"]: x for x in data["complaints"]}
    assert decided["CMP 7/2026"]["payable_paise"] == 0 and decided["CMP 7/2026"]["refunded_paise"] == 32000
    assert decided["CMP 4/2026"]["liable_role"] == "seizer" and decided["CMP 4/2026"]["adjudged"] == "seizure"


def test_s6_a_return_states_overdue_steps_as_they_stood_at_the_months_end(pound):
    """s. 6 with s. 13(1): a cow brought 1 March and never claimed; its
    report was overdue at the end of March. March's return says so whether
    it is made before the report (2 April, morning) or after (2 April, noon):
    the same figures and the same data."""
    from pound_desk.services.disposal import unclaimed

    seize(datetime(2026, 3, 1, 10, 0), ("cow",))
    before = returns.gather("2026-03")
    assert before.totals.overdue_cases == 1
    assert "unclaimed_report" in before.open_cases[0].overdue
    unclaimed.make_report(now=datetime(2026, 4, 2, 12, 0))
    after = returns.gather("2026-03")
    assert after.totals == before.totals
    assert returns.data_bytes(after) == returns.data_bytes(before)


def test_s6_the_returns_pdf_prints_bases_in_words_and_figures_whole(pound, tmp_path):
    """s. 6: the return for people names each basis of release in both
    languages (not "s14 / s14"), has the deposits under protest as a section
    of its own, and never breaks a figure across lines, however narrow its
    column (a surplus of ₹1,22,170 in the settlements' table)."""
    import io

    from pypdf import PdfReader

    from pound_desk.documents.return_pdf import render_return
    from pound_desk.services.disputes import complaints, protest

    dep = seize(datetime(2026, 6, 1, 10, 0), ("cow",), seized=datetime(2026, 6, 1, 8, 0))
    protest.deposit(dep.case_no, datetime(2026, 6, 2, 11, 0), "Mathew", R(320), "Will complain",
                    now=datetime(2026, 6, 2, 11, 5))
    held = seize(datetime(2026, 6, 1, 10, 0), ("cow",), seized=datetime(2026, 6, 1, 8, 0))
    c = complaints.record(held.case_no, date(2026, 6, 5), "Joseph", "JFCM", ground="detention",
                          now=datetime(2026, 6, 5, 15, 0))
    complaints.decide(c.id, date(2026, 6, 9), "illegal", "CMP 4/2026", released_at=datetime(2026, 6, 9, 11, 0),
                      now=datetime(2026, 6, 9, 12, 0))
    data = replace(returns.gather("2026-06"), settlements=(schema.Settlement(
        id=1, case_no="12345/2026", at="2026-06-19T12:00:00", path="s13", proceeds_paise=12500000,
        fines_paise=40000, feeding_paise=228000, expenses_paise=15000, surplus_paise=12217000, shortfall_paise=0,
        write_off_order=""),))
    pdf = render_return(data, sequence=1, revision=0, made_at=JULY_2, fingerprint="AB12")
    (tmp_path / "return.pdf").write_bytes(pdf)
    lines = [ln for p in PdfReader(io.BytesIO(pdf)).pages for ln in p.extract_text().splitlines()]
    text = " ".join(lines)
    assert "s14 / s14" not in text and "s21 / s21" not in text
    assert "on a deposit under protest, s. 14" in text
    assert "on the Magistrate's order, without payment, s. 21(2)" in text
    assert "Deposits under protest (s. 14)" in text and "D-2026-27/00001" in text
    assert "detention adjudged illegal" in text and "the pound-keeper" in text
    assert "due from the one liable on a complaint" in text.replace("\n", " ")
    for figure in ("₹1,22,170.00", "₹1,25,000.00", "₹2,280.00"):
        assert any(figure in ln for ln in lines), figure
