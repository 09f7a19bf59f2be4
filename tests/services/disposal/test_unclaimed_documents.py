"""The s. 13(1) report, the s. 13(2) notice and the drum proclamation,
rendered from plain data and read back (English words, numbers and names;
the Malayalam is looked at on the rendered page)."""
from __future__ import annotations

import io
import unicodedata
from datetime import date, datetime

from pypdf import PdfReader

from pound_desk.documents.data import PoundHeader
from pound_desk.documents.notice import render_notice, render_proclamation
from pound_desk.documents.unclaimed_data import (
    NoticeDoc,
    NoticeHeadLine,
    ReportedCaseLine,
    ReportedHead,
    UnclaimedReportDoc,
)
from pound_desk.documents.unclaimed_report import render_unclaimed_report
from pound_desk.law.money import Money

POUND = PoundHeader("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality", "Nedumangad",
                    "K. Sasidharan")


def text_of(pdf: bytes) -> tuple[int, str]:
    reader = PdfReader(io.BytesIO(pdf))
    return len(reader.pages), "\n".join(p.extract_text() for p in reader.pages)


def flat(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).split())


def rhead(seq: int, kind: str, fine: int, periods: int, feeding: int, tag: str = "") -> ReportedHead:
    return ReportedHead(seq, kind, "", "female", "brown", "white patch" if seq == 1 else "", tag,
                        Money.of_rupees(fine), periods, Money.of_rupees(feeding))


def report(cases: int = 2) -> UnclaimedReportDoc:
    lines = tuple(ReportedCaseLine(
        f"{n}/2026", datetime(2026, 3, n, 10, 0), datetime(2026, 3, n, 8, 0), "Manjadi paddy field",
        "Nedumangad", "" if n % 2 else "Rajan P.", date(2026, 3, n + 7), date(2026, 3, n + 8),
        (rhead(1, "Cow", 200, 9, 540, "123456789012"), rhead(2, "Buffalo", 250, 9, 630)))
        for n in range(1, cases + 1))
    return UnclaimedReportDoc(POUND, "7", datetime(2026, 3, 10, 11, 0), "Nedumangad Municipality",
                              "The local authority", "തദ്ദേശസ്ഥാപനം", "K. Sasidharan", lines)


def notice(heads: int = 2, cause: str = "s13") -> NoticeDoc:
    kinds = [("Cow", "പശു"), ("Buffalo", "എരുമ"), ("Goat", "ആട്")]
    return NoticeDoc(POUND, "N-4", "1/2026", date(2026, 3, 10), "Secretary, Nedumangad Municipality",
                     "The officer specified by the Director", "ഡയറക്ടർ നിർദേശിച്ച ഉദ്യോഗസ്ഥൻ", cause,
                     datetime(2026, 3, 1, 8, 0), "Manjadi paddy field", "Nedumangad",
                     datetime(2026, 3, 1, 10, 0), "Manjadi", "Nedumangad market",
                     tuple(NoticeHeadLine(i + 1, *kinds[i % 3], "female", "brown", "", "123456789012" if i == 0
                                          else "") for i in range(heads)))


def test_s13_1_report_lists_every_head_with_dues_and_totals():
    pages, text = text_of(render_unclaimed_report(report(3)))
    t = flat(text)
    for needle in ("Report of cattle not claimed within seven days (s. 13(1))", "Nedumangad Municipality",
                   "The local authority", "Case 1/2026", "Case 2/2026", "Case 3/2026", "123456789012",
                   "Last day to claim: 08-03-2026", "Report due: 09-03-2026", "white patch",
                   "Rajan P.", "owner not known", "K. Sasidharan"):
        assert needle in t, needle
    # per case 200 + 540 + 250 + 630 = 1,620; three cases 4,860; fines 1,350; feeding 3,510
    assert t.count("₹1,620.00") == 3
    assert "₹4,860.00" in t and "₹1,350.00" in t and "₹3,510.00" in t
    assert f"Page {pages} of {pages}" in t


def test_s13_2_notice_states_number_description_places_and_issuer():
    pages, text = text_of(render_notice(notice()))
    t = flat(text)
    assert pages == 1
    for needle in ("NOTICE", "section 13(2)", "Notice no. N-4", "Case 1/2026", "Date 10-03-2026",
                   "The 2 head of cattle", "(a) Number and description of the cattle",
                   "(b) Place where they were seized", "Manjadi paddy field (Nedumangad), 01-03-2026",
                   "(c) Place where they are impounded", "Nedumangad Municipal Pound, Nedumangad",
                   "village of Manjadi", "market place at Nedumangad market",
                   "Secretary, Nedumangad Municipality", "The officer specified by the Director",
                   "123456789012", "Buffalo"):
        assert needle in t, needle
    assert "15(5)" not in t


def test_s15_5_notice_says_the_cattle_are_deemed_unclaimed():
    t = flat(text_of(render_notice(notice(cause="s15_5")))[1])
    assert "under section 15(5) they are deemed to be unclaimed" in t


def test_s13_2_proclamation_names_village_and_market_and_has_lines_to_record():
    pages, text = text_of(render_proclamation(notice(3)))
    t = flat(text)
    assert pages == 1
    for needle in ("Proclamation by beat of drum", "To be proclaimed in the village of Manjadi and in the "
                   "market place at Nedumangad market", "3 head of cattle have been seized",
                   "1. Cow (female, brown, ear tag 123456789012).", "3. Goat (female, brown).",
                   "By order of Secretary, Nedumangad Municipality.", "Village: Manjadi",
                   "Market place: Nedumangad market", "Proclaimed by"):
        assert needle in t, needle


def test_s13_2_notice_with_many_heads_runs_on_with_the_heading_repeated():
    pages, text = text_of(render_notice(notice(40)))
    assert pages >= 2
    # the table's heading on every page it runs over; the last head and the signature still there
    assert flat(text).count("Ear tag") >= 2
    assert "40 " in text and "Signature" in text


def test_s13_2_notice_names_the_place_day_and_hour_of_the_sale():
    from dataclasses import replace

    d = replace(notice(), sale_place="Nedumangad market yard", sale_at=datetime(2026, 3, 19, 11, 0))
    t = flat(text_of(render_notice(d))[1])
    assert "(d) The sale: place, day and hour (s. 13(3))" in t
    assert "The sale will be held at Nedumangad market yard on 19-03-2026 at 11:00 AM." in t
    drum = flat(text_of(render_proclamation(d))[1])
    assert "The sale will be held at Nedumangad market yard on 19-03-2026 at 11:00 AM." in drum


def test_s13_2_notice_in_malayalam_names_the_place_of_seizure_and_the_pound():
    # the Malayalam paragraph carries what the English one does: where they were
    # seized and the pound they are in (read back as the words around the names)
    t = flat(text_of(render_notice(notice()))[1])
    ml_paragraph = t.split("The 2 head of cattle")[0]
    assert "Manjadi paddy field" in ml_paragraph.split("(എ)")[0].split("Date 10-03-2026")[-1]
    assert "Nedumangad Municipal Pound" in ml_paragraph.split("Date 10-03-2026")[-1]


def test_s13_2_one_head_of_cattle_is_singular_in_the_notice_and_the_proclamation():
    t = flat(text_of(render_notice(notice(1)))[1])
    assert "The 1 head of cattle described below was seized" in t and "is impounded" in t
    assert "If it is not claimed" in t and "it will be sold" in t
    drum = flat(text_of(render_proclamation(notice(1)))[1])
    assert "1 head of cattle has been seized and impounded." in drum
    assert "It was seized at Manjadi paddy field" in drum and "claim it at the pound" in drum
    many = flat(text_of(render_proclamation(notice(3)))[1])
    assert "3 head of cattle have been seized" in many and "They were seized" in many


def test_s13_1_report_of_fourteen_cases_runs_on_compactly_with_its_heading_repeated():
    from pypdf import PdfReader

    pdf = render_unclaimed_report(report(14))
    pages = [flat(p.extract_text()) for p in PdfReader(io.BytesIO(pdf)).pages]
    # one table that runs on from page to page (it took 7 half-empty pages as a table a case)
    assert len(pages) <= 5
    assert all("Ear tag" in p for p in pages)                      # the heading on every page
    for n in range(1, 15):
        assert sum(p.count(f"Case {n}/2026 total") for p in pages) == 1
    assert "Pound-keeper's signature" in pages[-1] and "Case 14/2026 total" in pages[-1]
