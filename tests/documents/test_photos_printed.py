"""Photos printed small on the seizer's copy, the notice under s. 13(2) and
the drum proclamation (an owner knows his cow by sight), and listed in the
case's history; a withdrawn photo is printed nowhere."""
from __future__ import annotations

import io
import shutil
import subprocess
from datetime import date, datetime

from photo_helpers import phone_jpeg
from pypdf import PdfReader
from record_helpers import seize

from pound_desk.services import case_history
from pound_desk.services.case import documents, photos
from pound_desk.services.disposal import unclaimed

BROUGHT = datetime(2026, 3, 1, 10, 0)


def images(pdf: bytes) -> list[tuple[int, int]]:
    """The (width, height) in pixels of every image drawn in the PDF."""
    out = []
    for page in PdfReader(io.BytesIO(pdf)).pages:
        out += [(im.image.width, im.image.height) for im in page.images]
    return out


def attached(case_no, seq, tmp_path, name, size=(1600, 1200), **kw):
    return photos.attach(case_no, seq, phone_jpeg(tmp_path / name, size=size), now=datetime(2026, 3, 1, 11, 0),
                         **kw)


def test_seizer_copy_prints_the_first_photo_of_each_head(pound, tmp_path):
    case = seize(BROUGHT, kinds=("cow", "goat", "ox"))
    assert images(documents.print_seizer_copy(case.case_no).read_bytes()) == []
    attached(case.case_no, 1, tmp_path, "a.jpg", caption="white patch")
    attached(case.case_no, 1, tmp_path, "b.jpg", size=(1000, 800))   # a second photo of head 1: not printed
    attached(case.case_no, 3, tmp_path, "c.jpg", size=(900, 1200))
    pdf = documents.print_seizer_copy(case.case_no).read_bytes()
    assert sorted(images(pdf)) == [(900, 1200), (1200, 900)]   # pypdf lists them in no fixed order
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(pdf)).pages)
    assert "white patch" in text
    assert len(pdf) < 1_000_000   # printed from the stored copies, not the phone's files


def test_notice_and_proclamation_print_the_photos_of_the_heads_they_name(pound, tmp_path):
    case = seize(BROUGHT, kinds=("cow", "goat"))
    attached(case.case_no, 2, tmp_path, "goat.jpg", size=(1200, 1600))
    unclaimed.make_report(now=datetime(2026, 3, 9, 11, 0))
    notice = unclaimed.issue_notice(case.case_no, date(2026, 3, 10), "Manjadi", "Nedumangad market",
                                    now=datetime(2026, 3, 10, 11, 0))
    poster = unclaimed.print_notice(notice).read_bytes()
    drum = unclaimed.print_proclamation(notice).read_bytes()
    assert images(poster) == [(900, 1200)] and images(drum) == [(900, 1200)]
    if shutil.which("pdfimages"):   # the same seen by poppler, as a printer's driver would
        listed = subprocess.run(["pdfimages", "-list", str(unclaimed.print_notice(notice))], check=True,
                                capture_output=True, text=True).stdout.splitlines()[2:]
        assert len(listed) == 1 and listed[0].split()[3:5] == ["900", "1200"]


def test_a_withdrawn_photo_is_printed_nowhere(pound, tmp_path):
    case = seize(BROUGHT)
    photo = attached(case.case_no, 1, tmp_path, "a.jpg")
    photos.withdraw(photo.id, "another pound's cow", now=datetime(2026, 3, 1, 12, 0))
    assert images(documents.print_seizer_copy(case.case_no).read_bytes()) == []


def test_a_photo_whose_file_is_gone_is_left_out_and_the_copy_still_prints(pound, tmp_path):
    case = seize(BROUGHT)
    photo = attached(case.case_no, 1, tmp_path, "a.jpg")
    photos.file_of(photo.digest).unlink()
    assert images(documents.print_seizer_copy(case.case_no).read_bytes()) == []


def test_the_case_history_lists_each_photo_attached_and_withdrawn(pound, tmp_path):
    case = seize(BROUGHT)
    photo = attached(case.case_no, 1, tmp_path, "a.jpg", caption="broken horn")
    photos.withdraw(photo.id, "blurred", now=datetime(2026, 3, 1, 12, 0))
    events = [e.en for e in case_history.view(case.case_no).events]
    assert f"Photo {photo.id} of head 1 attached by {photo.attached_by} (broken horn)" in events
    assert f"Photo {photo.id} of head 1 withdrawn by {photo.attached_by}: blurred" in events
    pdf = case_history.print_case_history(case.case_no).read_bytes()
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(pdf)).pages)
    assert "attached by" in text and "blurred" in text
