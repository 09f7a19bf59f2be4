"""The PDF documents, rendered from plain data (no database) and read back.

These read the text with pypdf, which ignores the ActualText that carries
the shaped Malayalam, so the checks are on English words, numbers and
identifiers; tests/documents/test_pdf_text.py reads the Malayalam back with pdftotext.
"""
from __future__ import annotations

import io
import re
import time
import unicodedata
from datetime import date, datetime, timedelta

import pytest
from pypdf import PdfReader

from pound_desk.documents import return_pdf
from pound_desk.documents.case_history import document_kind
from pound_desk.documents.data import (
    AmendmentLine,
    CaseEntry,
    HeadLine,
    PoundHeader,
    ReceiptDoc,
    ReceiptLine,
    RegisterDoc,
    SeizerCopy,
)
from pound_desk.documents.fonts import MALAYALAM, mixed, register_fonts, runs
from pound_desk.documents.receipt import render_receipt
from pound_desk.documents.register import RenderCancelled, render_register
from pound_desk.documents.seizer_copy import render_seizer_copy
from pound_desk.documents.wording import sex_words, when
from pound_desk.law.kinds import BY_CODE
from pound_desk.law.money import Money
from pound_desk.services.case.cases import HeadView

LONG_ML_OWNER = "ശ്രീമതി കുന്നുംപുറത്ത് പുത്തൻവീട്ടിൽ ലക്ഷ്മിക്കുട്ടിയമ്മ രാധാകൃഷ്ണൻ നായർ"
EAR_TAG = "102938475610"

# ------------------------------------------------------------------ samples


def pound() -> PoundHeader:
    return PoundHeader("Nedumangad Municipal Pound / നെടുമങ്ങാട് നഗരസഭ പൗണ്ട്", "Nedumangad",
                       "Nedumangad Municipality", "Nedumangad", "K. Sasidharan")


def head(seq: int, kind: str, sex: str = "female", colour: str = "black",
         marks: str = "", ear_tag: str = "") -> HeadLine:
    k = BY_CODE[kind]
    return HeadLine(seq, k.code, k.en, k.ml, sex, colour, marks, ear_tag)


def five_head_case(case_no: str = "17/2026", brought: datetime = datetime(2026, 3, 7, 15, 15)) -> CaseEntry:
    heads = (
        head(1, "cow", colour="black and white", marks="white star on forehead; left horn broken",
             ear_tag=EAR_TAG),
        head(2, "buffalo", colour="കറുപ്പ്", marks="വലത്തെ ചെവി മുറിഞ്ഞത്"),
        head(3, "ox", sex="male", colour="brown"),
        head(4, "goat", colour="white", marks="bell on a red string"),
        head(5, "kid", sex="unknown", colour="brown and white"),
    )
    return CaseEntry(
        case_no=case_no, brought_at=brought, seized_at=brought - timedelta(hours=26),
        seized_place="Paddy field south of the Nedumangad–Aruvikkara road, near the temple pond",
        local_area="Nedumangad", basis="s9",
        seizer_name="വിജയൻ പിള്ള (Vijayan Pillai)", seizer_residence="Thekkumkara House, Nedumangad",
        seizer_capacity="cultivator",
        owner_name=LONG_ML_OWNER, owner_residence="കുന്നുംപുറത്ത് വീട്, പഴകുറ്റി, നെടുമങ്ങാട് 695541",
        police_aid="",
        heads=heads, flags=("late_to_pound", "some_new_flag"),
        amendments=(AmendmentLine(datetime(2026, 3, 8, 10, 0), "Head 3: colour", "black", "brown",
                                  "misread at night"),),
        disposal=("08-03-2026 11:00 AM: head(s) 1, 2 released to Radhakrishnan Nair (owner) "
                  "on payment, s. 12; receipt 2026-27/00012, ₹1,250.00",),
        disposal_ml=("08-03-2026: 1, 2 എണ്ണം രാധാകൃഷ്ണൻ നായർ (ഉടമ) പണമടച്ച് ഏറ്റുവാങ്ങി, വകുപ്പ് 12",),
    )


def simple_case(n: int, brought: datetime) -> CaseEntry:
    return CaseEntry(
        case_no=f"{n}/2026", brought_at=brought, seized_at=brought - timedelta(hours=2),
        seized_place="Market road", local_area="Nedumangad", basis="s10",
        seizer_name="Sub-Inspector Anil Kumar", seizer_residence="Police Station, Nedumangad",
        seizer_capacity="police", owner_name="", owner_residence="", police_aid="PC 4471",
        heads=(head(1, "cow", ear_tag=f"{n:012d}"), head(2, "goat", sex="male", colour="brown")),
        disposal=(f"Released on payment, receipt R-{n}",),
    )


def receipt() -> ReceiptDoc:
    lines = (
        ReceiptLine(1, "Cow", "പശു", "black and white, white star; ഇയർ ടാഗ് / ear tag " + EAR_TAG,
                    Money.of_rupees(200), "G.O.(P) 112/2019/LSGD", 3, Money.of_rupees(180),
                    "Council resolution 45/2023"),
        ReceiptLine(2, "Buffalo", "എരുമ", "കറുപ്പ്, വലത്തെ ചെവി മുറിഞ്ഞത്",
                    Money.of_rupees(250), "G.O.(P) 112/2019/LSGD", 3, Money.of_rupees("210"),
                    "Council resolution 45/2023"),
        ReceiptLine(3, "Pig", "പന്നി", "pink", Money.zero(), "", 2, Money.of_rupees("410.50"),
                    "Council resolution 45/2023"),
    )
    return ReceiptDoc(pound(), "2026-27/00012", datetime(2026, 3, 8, 11, 0), "17/2026",
                      datetime(2026, 3, 7, 15, 15), LONG_ML_OWNER, "owner",
                      "കുന്നുംപുറത്ത് വീട്, പഴകുറ്റി, നെടുമങ്ങാട് 695541", lines,
                      Money.of_rupees(1500), "K. Sasidharan", "signed")


def register(n: int, entries=None) -> RegisterDoc:
    start = datetime(2026, 1, 1, 9, 0)
    if entries is None:
        entries = (five_head_case(f"{i}/2026", start + timedelta(hours=5 * i)) if i % 7 == 0
                   else simple_case(i, start + timedelta(hours=5 * i)) for i in range(1, n + 1))
    return RegisterDoc(pound(), date(2026, 1, 1), date(2026, 12, 31), datetime(2027, 1, 2, 10, 30),
                       entries, n)


def text_of(pdf: bytes) -> list[str]:
    """Each page's text, ligatures unfolded (ﬁ -> fi) and runs of whitespace
    made one space, since table cells wrap wherever they must."""
    pages = PdfReader(io.BytesIO(pdf)).pages
    return [" ".join(unicodedata.normalize("NFKC", page.extract_text()).split()) for page in pages]


# ------------------------------------------------------------------ fonts


def test_runs_split_by_script_and_keep_punctuation_with_the_run():
    assert runs("രാമൻ, 12 Main Rd") == [(True, "രാമൻ, 12 "), (False, "Main Rd")]
    assert runs("12, രാമൻ") == [(True, "12, രാമൻ")]
    assert runs("") == []


def test_a_word_of_one_script_is_one_piece_and_a_mixed_word_is_split():
    # a word of one script skips the walk by characters; a mixed one is walked
    assert runs("(രാമൻ), 12-B/3") == [(True, "(രാമൻ), "), (False, "12-B/3")]
    assert runs("പിള്ള(Pillai)") == [(True, "പിള്ള "), (False, "(Pillai)")]
    assert runs("K.രാമൻ") == [(False, "K. "), (True, "രാമൻ")]
    assert runs("ടാഗ്\u200c/tag 12") == [(True, "ടാഗ്\u200c/ "), (False, "tag 12")]
    assert runs("(12) ...") == [(False, "(12) ...")]
    assert runs("രാവിലെ 10:20") == [(True, "രാവിലെ 10:20")]


def _runs_walked(text: str) -> list[tuple[bool, str]]:
    """``runs`` as it was written first: every word walked character by character."""
    from pound_desk.documents import fonts

    pieces = []
    for token in re.split(r"(\s+)", text):
        if not token:
            continue
        if token.isspace():
            pieces.append([fonts._NEUTRAL, token])
            continue
        parts, pending = [], ""
        for ch in token:
            kind = fonts._script(ch)
            if kind == fonts._NEUTRAL:
                pending += ch
            elif parts and parts[-1][0] == kind:
                parts[-1][1] += pending + ch
                pending = ""
            else:
                split = len(pending)
                while split and pending[split - 1] in "([{\u2018\u201c":
                    split -= 1
                if parts:
                    parts[-1][1] += pending[:split]
                    pending = pending[split:]
                parts.append([kind, pending + ch])
                pending = ""
        if parts:
            parts[-1][1] += pending
        else:
            parts.append([fonts._NEUTRAL, pending])
        for i, (kind, part) in enumerate(parts):
            pieces.append([kind, part + (" " if i < len(parts) - 1 else "")])
    known = [k for k, _ in pieces if k != fonts._NEUTRAL]
    current = known[0] if known else fonts._LAT
    out: list[tuple[bool, str]] = []
    for kind, part in pieces:
        if kind != fonts._NEUTRAL:
            current = kind
        is_ml = current == fonts._ML
        if out and out[-1][0] == is_ml:
            out[-1] = (is_ml, out[-1][1] + part)
        else:
            out.append((is_ml, part))
    return out


def test_runs_are_the_ones_the_walk_by_characters_finds():
    import random

    rng = random.Random(1961)
    alphabet = (list("abcXYZ ()[]{}.,:;-/'\"0123456789\u00a0\u2013\u2018\u201c\n\t\u00b7₹é")
                + list("കഖഗമനപ്ംാെേൊൽർ\u200c\u200d") * 2)
    for _ in range(5000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 14)))
        assert runs(text) == _runs_walked(text), repr(text)


def test_mixed_escapes_user_text():
    markup = mixed("<b>Tom & Jerry</b> രാമൻ")
    assert "&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;" in markup
    assert f'<font name="{MALAYALAM}">രാമൻ</font>' in markup


def test_register_fonts_twice_is_harmless(monkeypatch):
    """The second call does nothing again: no font file is read a second
    time and reportlab's text drawing is not wrapped twice."""
    from pound_desk.documents import actual_text, fonts

    register_fonts()
    again: list[str] = []
    monkeypatch.setattr(fonts, "TTFont", lambda name, path: again.append(name))
    monkeypatch.setattr(actual_text, "install", lambda: again.append("actual_text"))
    register_fonts()
    assert again == []
    assert f'<font name="{MALAYALAM}">രാമൻ</font>' in mixed("രാമൻ")


# ------------------------------------------------------------------ seizer's copy


def test_seizer_copy_s7_carries_case_heads_and_notes():
    pdf = render_seizer_copy(SeizerCopy(pound(), five_head_case(), datetime(2026, 3, 7, 15, 40)))
    pages = text_of(pdf)
    assert len(pages) == 1                                # five heads still fit one sheet
    text = "\n".join(pages)
    assert "17/2026" in text
    assert "07-03-2026 03:15 PM" in text                  # day and hour brought
    assert "06-03-2026 01:15 PM" in text                  # seized 26 hours before
    assert EAR_TAG in text
    assert "Brought more than 24 hours after seizure" in text
    assert "Some new flag" in text                        # an unknown flag still prints
    assert "misread at night" in text                     # the amendment
    assert "Attested true copy" in text
    assert "K. Sasidharan" in text
    assert "Page 1 of" in text


def test_seizer_copy_owner_not_known():
    case = simple_case(3, datetime(2026, 2, 1, 8, 0))
    text = "\n".join(text_of(render_seizer_copy(SeizerCopy(pound(), case, datetime(2026, 2, 1, 9, 0)))))
    assert "not known" in text
    assert "PC 4471" in text
    assert "Time of seizure" in text and "01-02-2026 06:00 AM" in text


# ------------------------------------------------------------------ receipt


def test_receipt_s12_totals_in_figures():
    doc = receipt()
    assert doc.total == Money.of_rupees("1250.50")
    text = "\n".join(text_of(render_receipt(doc)))
    assert "2026-27/00012" in text
    assert "17/2026" in text
    assert "08-03-2026 11:00 AM" in text
    assert "₹450.00" in text                                 # fines
    assert "₹800.50" in text                                 # feeding
    assert "₹1,250.50" in text                               # grand total
    assert "₹1,500.00" in text and "₹249.50" in text         # tendered, change
    assert "G.O.(P) 112/2019/LSGD" in text
    assert "Council resolution 45/2023" in text
    assert "s. 12" in text and "signed in the register by the owner, s. 12(b)" in text
    assert f"/ ear tag {EAR_TAG}" in text and "/ not leviable" in text and "Page 1 of 1" in text


def test_fixed_words_print_in_both_languages():
    """The words the documents add to data: the hour as each language says
    it, the sex of a head, the ear tag, the kind of a document issued."""
    assert when(datetime(2026, 3, 7, 15, 15)) == "07-03-2026 03:15 PM (വൈകുന്നേരം 03:15)"
    assert when(datetime(2026, 3, 7, 9, 5)) == "07-03-2026 09:05 AM (രാവിലെ 09:05)"
    assert sex_words("female") == "പെൺ / female" and sex_words("male") == "ആൺ / male"
    assert HeadView(1, 1, "cow", "female", "black", "", "123").description == \
        "പെൺ / female, black; ഇയർ ടാഗ് / ear tag 123"
    assert HeadView(1, 1, "cow", "male", "", "", "").description == "ആൺ / male"
    assert HeadView(1, 1, "cow", "tusker", "", "", "").description == "tusker"   # no fixed word: as typed
    assert document_kind("receipt") == "രസീത് / receipt"
    assert document_kind("some-new-kind") == "some new kind"
    # the return's codes: events of a notice, outcomes, orders' purposes, kinds
    assert return_pdf._words(return_pdf.NOTICE_EVENTS, "affixed") == "പതിച്ചു / affixed"
    assert return_pdf._words(return_pdf.OUTCOMES, "withdrawn") == "പിൻവലിച്ചു / withdrawn"
    assert return_pdf._words(return_pdf.PURPOSES, "new_purpose") == "new_purpose"
    assert return_pdf._kind("cow") == "പശു cow"


def test_receipt_total_in_english_words():
    text = " ".join(text_of(render_receipt(receipt())))
    assert "Rupees One Thousand Two Hundred and Fifty and Paise Fifty Only" in text


def test_receipt_indian_grouping_for_a_lakh():
    line = ReceiptLine(1, "Elephant", "ആന", "tusker", Money.of_rupees(100000), "G.O. 1/2020", 5,
                       Money.of_rupees(23456), "Order 2/2020")
    doc = ReceiptDoc(pound(), "2026-27/00099", datetime(2026, 4, 2, 16, 5), "88/2026",
                     datetime(2026, 3, 28, 7, 30), "Kuttan", "agent", "Palode", (line,),
                     Money.of_rupees(123456), "K. Sasidharan")
    text = "\n".join(text_of(render_receipt(doc)))
    assert "₹1,23,456.00" in text
    assert "owner's agent" in text


# ------------------------------------------------------------------ register


def test_register_lists_cases_with_headings_on_every_page():
    pdf = render_register(register(60))
    pages = text_of(pdf)
    assert len(pages) > 2
    assert "Page 1 of" in pages[0]
    assert f"Page {len(pages)} of {len(pages)}" in pages[-1]
    for page in pages:
        assert "Case no." in page and "Remarks" in page
    everything = "\n".join(pages)
    for n in (1, 30, 59):
        assert f"{n}/2026" in everything
    assert f"{60:012d}" in everything                       # an ear tag
    assert "Amended 08-03-2026: Head 3: colour" in everything
    assert "01-01-2026 to 31-12-2026" in pages[0]
    # the fixed words of an entry in both languages: the count, the area, the seizer's capacity, the hour
    assert "ഉരു / head" in everything and " / Area: " in everything
    assert "Cultivator or occupier of the land" in everything


def test_register_reports_progress_for_each_case():
    seen = []
    render_register(register(25), progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (25, 25)
    assert [d for d, _ in seen] == list(range(1, 26))


def test_register_can_be_cancelled():
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 10

    with pytest.raises(RenderCancelled):
        render_register(register(50), cancelled=cancelled)


def test_register_takes_a_generator_and_an_empty_range():
    gen = (simple_case(i, datetime(2026, 5, 1, 8, 0)) for i in range(3))
    text = "\n".join(text_of(render_register(register(3, gen))))
    assert "2/2026" in text
    empty = "\n".join(text_of(render_register(register(0, ()))))
    assert "No cases in this period" in empty and "Page 1 of 1" in empty


def test_register_case_taller_than_a_page_splits():
    big = five_head_case()
    heads = tuple(head(i, "goat", marks=f"mark number {i}") for i in range(1, 81))
    big = CaseEntry(**{**big.__dict__, "heads": heads})
    pages = text_of(render_register(register(1, [big])))
    text = "\n".join(pages)
    assert "80 ഉരു / head" in text and "mark number 80" in text
    # every page the entry runs on to names the case again
    assert len(pages) > 1
    for page in pages[1:]:
        assert f"{big.case_no}\n(contd.)" in page or f"{big.case_no} (contd.)" in page


def test_register_layout_grows_linearly():
    # 10,000 cases are timed by hand; this guards against a quadratic layout
    # (one long table re-split on every page), which would take ~16 times as
    # long for 4 times the cases.
    def seconds(n: int) -> float:
        t0 = time.perf_counter()
        render_register(register(n))
        return time.perf_counter() - t0

    small, large = seconds(150), seconds(600)
    assert large < small * 8, (small, large)
