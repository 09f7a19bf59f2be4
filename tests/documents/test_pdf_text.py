"""The Malayalam on every document reads back as it was written.

Each document is printed from records that hold Malayalam names, places,
colours and kinds; ``pdftotext`` (poppler, which reads the ActualText the
documents carry) must give every one of those strings back, NFC-normalised,
letters in their written order. Every font a document uses is embedded.
The preview's PDF engine (PDFium, through QtPdf) finds an owner's Malayalam
name by search.
"""
from __future__ import annotations

import io
import shutil
import subprocess
import unicodedata
import zipfile
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from pound_desk.law.kinds import implied_sex
from pound_desk.law.money import Money
from pound_desk.law.rates import RateEntry, RateType
from pound_desk.law.seizure import HeadDraft, SeizureDraft
from pound_desk.services import case_history, returns
from pound_desk.services.books import accounts
from pound_desk.services.case import documents, releases, seizures
from pound_desk.services.disposal import auctions, settlements, unclaimed
from pound_desk.services.disputes import complaints, protest, release_orders
from pound_desk.services.office import exhibit
from tests.services.disposal.test_auctions import AUCTION_AT, NOW, auction, head_ids, refused
from tests.services.disposal.test_settlements import SETTLE_AT

needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None or shutil.which("pdffonts") is None,
                                   reason="poppler-utils (pdftotext, pdffonts) is not installed")

# what the records hold: conjuncts (ക്ഷ, ന്ന, ത്ത), chillus (ൻ, ൾ),
# vowel signs drawn before their consonant (െ, േ, ൈ) and a dot reph (ർ)
OWNER = "കുന്നുംപുറത്ത് ലക്ഷ്മിക്കുട്ടിയമ്മ"
OWNER_HOME = "പുത്തൻവീട്, പഴകുറ്റി, നെടുമങ്ങാട്"
PLACE = "മഞ്ചാടി പാടം, ക്ഷേത്രക്കുളത്തിന് സമീപം"
SEIZER = "വിജയൻ പിള്ള"
SEIZER_HOME = "തെക്കുംകര വീട്"
COLOUR = "കറുപ്പ്"
MARKS = "വലത്തെ ചെവി മുറിഞ്ഞത്"
CLAIMANT = "രാധാകൃഷ്ണൻ നായർ"
BIDDER = "അബ്ദുൾ ഖാദർ"
BROUGHT = datetime(2026, 6, 1, 10, 0)

# the pound itself, named in Malayalam: every document's heading
POUND_NAME = "നെടുമങ്ങാട് നഗരസഭ പൗണ്ട്"
POUND_PLACE = "നെടുമങ്ങാട്"
AUTHORITY = "നെടുമങ്ങാട് നഗരസഭ"
AREA = "നെടുമങ്ങാട് ടൗൺ"
OTHER_AREA = "അരുവിക്കര"
KEEPER = "കെ. ശശിധരൻ"


def flat(text: str) -> str:
    """NFC, and each run of whitespace one space: a line may wrap anywhere."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def pdftotext(path: Path) -> str:
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"],
                         check=True, capture_output=True, timeout=60)
    return flat(out.stdout.decode("utf-8"))


def fonts_not_embedded(path: Path) -> list[str]:
    out = subprocess.run(["pdffonts", str(path)], check=True, capture_output=True, text=True, timeout=60)
    rows = out.stdout.splitlines()[2:]
    assert rows, f"{path.name} has no fonts"
    # name type encoding emb sub uni id gen: "emb" is the fourth field from the end
    return [row for row in rows if row.split()[-5] != "yes"]


def reads_back(path: Path, *written: str, ordered: bool = False) -> None:
    """Each string is in the text, whole; with ``ordered``, each after the
    one before it, as a person reads the page."""
    text = pdftotext(path)
    at = 0
    for s in written:
        assert flat(s) in text, f"{s!r} is not in the text of {path.name}"
        if ordered:
            found = text.find(flat(s), at)
            assert found >= 0, f"{s!r} is not after {written[written.index(s) - 1]!r} in {path.name}"
            at = found + len(flat(s))
    assert not fonts_not_embedded(path)


@pytest.fixture
def pound(db):
    """A pound whose name, place, local authority, areas and keeper are all
    in Malayalam, with fines and feeding rates for its area."""
    from pound_desk.services.office import pound as pound_service
    from pound_desk.services.office import rates

    p = pound_service.set_up(POUND_NAME, POUND_PLACE, AUTHORITY, AREA, KEEPER)
    start = date(2020, 1, 1)
    entries = []
    for kind, fine, feed in (("cow", 200, 60), ("ox", 200, 60), ("buffalo", 250, 70), ("goat", 100, 30)):
        for area in (AREA, OTHER_AREA):
            entries.append(RateEntry(RateType.FINE, area, kind, Money.of_rupees(fine), start,
                                     "സർക്കാർ ഉത്തരവ് 112/2019"))
        entries.append(RateEntry(RateType.FEEDING, AREA, kind, Money.of_rupees(feed), start,
                                 "കൗൺസിൽ തീരുമാനം 45/2023"))
    rates.add(entries)
    return p


def ml_case(kinds=("cow", "buffalo")):
    """A seizure entered with every name and place in Malayalam."""
    draft = SeizureDraft(
        brought_at=BROUGHT, seized_at=BROUGHT - timedelta(hours=2), seized_place=PLACE,
        local_area=AREA, basis="s9", seizer_name=SEIZER, seizer_residence=SEIZER_HOME,
        seizer_capacity="cultivator", owner_name=OWNER, owner_residence=OWNER_HOME,
        heads=[HeadDraft(kind, implied_sex(kind) or "female", COLOUR, MARKS, "") for kind in kinds])
    return seizures.register(draft, now=BROUGHT + timedelta(minutes=5))


# ------------------------------------------------------------------ the case's papers


@needs_poppler
def test_seizer_copy_receipt_register_and_history_give_the_malayalam_back(pound, tmp_path):
    case = ml_case()
    seizer = documents.print_seizer_copy(case.case_no, tmp_path / "seizer.pdf")
    reads_back(seizer, POUND_NAME, AUTHORITY, PLACE, SEIZER, SEIZER_HOME, OWNER, OWNER_HOME,
               "പശു", COLOUR, MARKS, "എരുമ", ordered=True)

    due = releases.release_on_payment(case.case_no, BROUGHT + timedelta(hours=5), CLAIMANT,
                                      Money.of_rupees(2000), now=BROUGHT + timedelta(hours=5, minutes=2))
    receipt = documents.print_receipt(due.number, tmp_path / "receipt.pdf")
    reads_back(receipt, POUND_NAME, "രസീത് നമ്പർ", CLAIMANT, "പശു", COLOUR, MARKS, "എരുമ", ordered=True)

    register = documents.print_register(date(2026, 6, 1), date(2026, 6, 30), tmp_path / "register.pdf")
    reads_back(register, OWNER, OWNER_HOME, PLACE, SEIZER, CLAIMANT, "പശു", "എരുമ", MARKS)

    history = case_history.print_case_history(case.case_no, tmp_path / "history.pdf")
    reads_back(history, OWNER, PLACE, SEIZER, CLAIMANT)


@needs_poppler
def test_release_order_gives_the_malayalam_back(pound, tmp_path):
    case = ml_case(("ox",))
    release = release_orders.release_on_order(
        case.case_no, BROUGHT + timedelta(days=2),
        release_orders.OrderDraft("civil_court", "മുൻസിഫ് കോടതി, നെടുമങ്ങാട്", "O.S. 77/2026",
                                  date(2026, 6, 2), "ഹർജിക്കാരന് അനുകൂലമായ ഇൻജങ്ഷൻ"),
        CLAIMANT, taken_by_capacity="claimant", now=BROUGHT + timedelta(days=2, minutes=5),
        seen_by="കെ. ശശിധരൻ")
    path = release_orders.print_release_order(release.id, tmp_path / "order.pdf")
    reads_back(path, CLAIMANT, "മുൻസിഫ് കോടതി, നെടുമങ്ങാട്", "ഹർജിക്കാരന് അനുകൂലമായ ഇൻജങ്ഷൻ", "കാള")


@needs_poppler
def test_protest_deposit_and_complaint_acknowledgement_give_the_malayalam_back(pound, tmp_path):
    case = ml_case(("cow", "goat"))
    dep = protest.deposit(case.case_no, BROUGHT + timedelta(days=1), CLAIMANT, Money.of_rupees(500),
                          "പശു സ്വന്തം പറമ്പിലായിരുന്നു; ജില്ലാ മജിസ്ട്രേറ്റിന് പരാതി നൽകും",
                          depositor_capacity="agent", evidence="ജൂൺ 2-ലെ അധികാരപത്രം",
                          now=BROUGHT + timedelta(days=1, minutes=5))
    path = protest.print_deposit(dep.number, tmp_path / "deposit.pdf")
    reads_back(path, CLAIMANT, "പശു സ്വന്തം പറമ്പിലായിരുന്നു; ജില്ലാ മജിസ്ട്രേറ്റിന് പരാതി നൽകും")

    c = complaints.record(case.case_no, date(2026, 6, 3), OWNER, mode="oral",
                          particulars="പശു എന്റെ സ്വന്തം പറമ്പിലായിരുന്നു", now=datetime(2026, 6, 3, 11, 0))
    path = complaints.print_acknowledgement(c.id, tmp_path / "ack.pdf")
    reads_back(path, OWNER, "പശു എന്റെ സ്വന്തം പറമ്പിലായിരുന്നു")


@needs_poppler
def test_unclaimed_report_notice_and_proclamation_give_the_malayalam_back(pound, tmp_path):
    case = ml_case()
    _, path = unclaimed.make_report(now=datetime(2026, 6, 9, 10, 0))
    reads_back(path, POUND_NAME, OWNER, PLACE, "പശു", "എരുമ", COLOUR, MARKS)
    notice = unclaimed.issue_notice(case.case_no, date(2026, 6, 9), "മഞ്ചാടി", "നെടുമങ്ങാട് ചന്ത",
                                    now=datetime(2026, 6, 9, 11, 0))
    reads_back(unclaimed.print_notice(notice), POUND_NAME, PLACE, "മഞ്ചാടി", "നെടുമങ്ങാട് ചന്ത",
               "പശു", "എരുമ", COLOUR, MARKS)
    reads_back(unclaimed.print_proclamation(notice), POUND_NAME, "മഞ്ചാടി", "നെടുമങ്ങാട് ചന്ത", "പശു")


@needs_poppler
def test_sale_receipt_sale_list_and_owners_account_give_the_malayalam_back(pound, tmp_path):
    case = ml_case(("cow", "cow", "cow"))
    refused(case)
    a = auction(place="നെടുമങ്ങാട് ചന്ത മൈതാനം", conditions="ലേലം ഉറപ്പിക്കുമ്പോൾ പണം",
                conductor="സെക്രട്ടറി, നെടുമങ്ങാട് നഗരസഭ")
    h1, h2, _ = head_ids(case)
    l1, l2 = auctions.add_lot(a.id, [h1]), auctions.add_lot(a.id, [h2])
    b = auctions.register_bidder(a.id, BIDDER, "പഴകുറ്റി", True)
    auctions.sell(l1.id, b.id, Money.of_rupees(3000), AUCTION_AT, now=NOW)
    auctions.sell(l2.id, b.id, Money.of_rupees(1500), AUCTION_AT + timedelta(minutes=10), now=NOW)
    sale = auctions.sales(a.id)[0]
    reads_back(auctions.print_sale_receipt(sale.number, tmp_path / "sale.pdf"),
               POUND_NAME, BIDDER, "പഴകുറ്റി", "നെടുമങ്ങാട് ചന്ത മൈതാനം", "ലേലം ഉറപ്പിക്കുമ്പോൾ പണം", "പശു")
    reads_back(auctions.print_sale_list(a.id, tmp_path / "list.pdf"),
               POUND_NAME, BIDDER, "പഴകുറ്റി", "നെടുമങ്ങാട് ചന്ത മൈതാനം", "പശു")
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    settlements.record_account(s.id, datetime(2026, 6, 19, 12, 30), OWNER, "owner", True, now=NOW)
    reads_back(settlements.print_account(s.id, tmp_path / "account.pdf"), POUND_NAME, OWNER, "പശു")


@needs_poppler
def test_exhibit_return_and_setup_sheet_give_the_malayalam_back(pound, tmp_path):
    reads_back(exhibit.print_exhibit(date(2026, 6, 1), tmp_path / "exhibit.pdf"),
               POUND_NAME, AREA, OTHER_AREA, "പശു", "എരുമ", "സർക്കാർ ഉത്തരവ് 112/2019")
    _, path = returns.setup_sheet(now=datetime(2026, 6, 1, 9, 0))
    reads_back(path, POUND_NAME, AUTHORITY)
    case = ml_case()
    releases.release_on_payment(case.case_no, BROUGHT + timedelta(hours=5), CLAIMANT,
                                Money.of_rupees(2000), now=BROUGHT + timedelta(hours=5, minutes=2))
    _, bundle, _, _ = returns.build("2026-06", now=datetime(2026, 7, 2, 10, 0))
    path = tmp_path / "return.pdf"
    with zipfile.ZipFile(io.BytesIO(bundle)) as z:
        path.write_bytes(z.read("return.pdf"))
    reads_back(path, POUND_NAME, AUTHORITY, AREA, "ജൂൺ")


@needs_poppler
def test_refund_voucher_gives_the_malayalam_back(pound, tmp_path):
    case = ml_case(("cow", "goat"))
    dep = protest.deposit(case.case_no, BROUGHT + timedelta(days=1), CLAIMANT, Money.of_rupees(500),
                          "ജില്ലാ മജിസ്ട്രേറ്റിന് പരാതി നൽകും", depositor_capacity="owner",
                          now=BROUGHT + timedelta(days=1, minutes=5))
    c = complaints.record(case.case_no, date(2026, 6, 5), CLAIMANT, "ജുഡീഷ്യൽ ഫസ്റ്റ് ക്ലാസ് മജിസ്ട്രേറ്റ്",
                          now=datetime(2026, 6, 5, 12, 0))
    complaints.decide(c.id, date(2026, 6, 20), "illegal", "CMP 4/2026", refund=True,
                      now=datetime(2026, 6, 20, 12, 0))
    reads_back(protest.print_refund(dep.number, tmp_path / "refund.pdf"), POUND_NAME, CLAIMANT)


@needs_poppler
def test_accounts_give_the_malayalam_back(pound, tmp_path):
    day, evening = BROUGHT.date(), BROUGHT.replace(hour=18)
    case = ml_case()
    releases.release_on_payment(case.case_no, BROUGHT + timedelta(hours=5), CLAIMANT,
                                Money.of_rupees(2000), now=evening)
    advance = accounts.record_advance(day, "കാലിത്തീറ്റയ്ക്കുള്ള മുൻകൂർ", Money.of_rupees(750),
                                      "നഗരസഭ വൗച്ചർ 31/6", now=evening)
    reads_back(advance.pdf_path, POUND_NAME, KEEPER, "കാലിത്തീറ്റയ്ക്കുള്ള മുൻകൂർ", "നഗരസഭ വൗച്ചർ 31/6")
    accounts.make_statement(day, now=evening)
    reads_back(accounts.print_statement(day, tmp_path / "statement.pdf"), POUND_NAME, KEEPER, "പിഴ")
    r = accounts.remit(day, now=evening)
    reads_back(accounts.print_voucher(r.number, tmp_path / "voucher.pdf"), POUND_NAME, AUTHORITY, KEEPER,
               "അഞ്ഞൂറ്റി എൺപത് രൂപ")
    reads_back(accounts.print_cash_book(day, day, tmp_path / "cash.pdf"), POUND_NAME, "പിഴ",
               "കാലിത്തീറ്റയ്ക്കുള്ള മുൻകൂർ")


@needs_poppler
def test_every_font_is_embedded(tmp_path):
    """pdffonts says "emb yes" for every font: no page starts in Helvetica,
    and a table's empty cell (which sets the table's default font) draws in
    the bundled DejaVu Sans."""
    from pound_desk.documents.receipt import render_receipt
    from pound_desk.documents.register import render_register
    from tests.documents.test_documents import receipt, register

    for name, pdf in (("receipt.pdf", render_receipt(receipt())), ("register.pdf", render_register(register(8)))):
        path = tmp_path / name
        path.write_bytes(pdf)
        assert not fonts_not_embedded(path)
        fonts = subprocess.run(["pdffonts", str(path)], check=True, capture_output=True, text=True).stdout
        assert "Helvetica" not in fonts and "DejaVuSans" in fonts and "NotoSansMalayalam" in fonts


# ------------------------------------------------------------------ the preview's engine


def test_the_preview_finds_an_owners_malayalam_name(pound, tmp_path, qtbot):
    """PDFium (QtPdf, the in-app preview) reads the ActualText: its text and
    its search give the owner's name back, conjuncts and all."""
    from PySide6.QtCore import QModelIndex
    from PySide6.QtPdf import QPdfDocument, QPdfSearchModel

    from pound_desk.ui.pdf_preview import PdfPreview

    case = ml_case()
    due = releases.release_on_payment(case.case_no, BROUGHT + timedelta(hours=5), OWNER,
                                      Money.of_rupees(2000), now=BROUGHT + timedelta(hours=5, minutes=2))
    preview = PdfPreview(documents.print_receipt(due.number, tmp_path / "receipt.pdf"), "receipt")
    qtbot.addWidget(preview)
    assert preview.load_error == QPdfDocument.Error.None_
    text = flat(preview.document.getAllText(0).text())
    for s in (OWNER, "രസീത് നമ്പർ", "പശു", "എരുമ", POUND_NAME):
        assert flat(s) in text
    search = QPdfSearchModel(preview)
    search.setDocument(preview.document)
    for name in (OWNER, "ലക്ഷ്മിക്കുട്ടിയമ്മ"):
        search.setSearchString(name)
        qtbot.waitUntil(lambda: search.rowCount(QModelIndex()) > 0, timeout=5000)
        assert search.resultAtIndex(0).page() == 0


def test_the_preview_finds_a_malayalam_name_by_its_find_field_and_copies_the_text(pound, tmp_path, qtbot):
    """The preview's own Find field finds the owner's name as typed (in
    decomposed form too: it is looked for composed, as the documents hold
    it); Copy the text puts the receipt's text on the clipboard as it was
    written, conjuncts and all."""
    import unicodedata

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    from pound_desk.ui.pdf_preview import PdfPreview

    case = ml_case()
    due = releases.release_on_payment(case.case_no, BROUGHT + timedelta(hours=5), OWNER,
                                      Money.of_rupees(2000), now=BROUGHT + timedelta(hours=5, minutes=2))
    preview = PdfPreview(documents.print_receipt(due.number, tmp_path / "receipt.pdf"), "receipt")
    qtbot.addWidget(preview)
    preview.show()
    preview.find.setText(unicodedata.normalize("NFD", OWNER))
    qtbot.waitUntil(lambda: preview.match_count() > 0, timeout=5000)
    assert preview.view.currentSearchResultIndex() == 0
    assert preview.found.text().startswith("1 of") or preview.found.text().endswith("found")
    qtbot.keyClick(preview.find, Qt.Key.Key_Return)          # the next match, round again
    assert preview.view.currentSearchResultIndex() in range(preview.match_count())
    preview.find.setText("ഇല്ലാത്തപേര്")
    qtbot.waitUntil(lambda: preview.found.text() == "not found", timeout=5000)
    preview.copy_button.click()
    copied = flat(QGuiApplication.clipboard().text())
    for s in (OWNER, "രസീത് നമ്പർ", "പശു", POUND_NAME):
        assert flat(s) in copied


# ------------------------------------------------------------------ the text kept beside the glyphs


def test_a_shaped_word_keeps_its_text_through_joining_and_slicing():
    from reportlab.lib.styles import ParagraphStyle

    from pound_desk.documents.actual_text import SourcedStr
    from pound_desk.documents.base import Para
    from pound_desk.documents.fonts import LATIN, mixed, register_fonts

    register_fonts()
    para = Para(mixed("പ്രദേശം രസീത് നമ്പർ Receipt"), ParagraphStyle("t", fontName=LATIN, shaping=1))
    para.wrap(400, 100)
    (line,) = para.blPara.lines
    shaped = [w.text for w in line.words if isinstance(w.text, SourcedStr)]
    written = ["പ്രദേശം", "രസീത്", "നമ്പർ", "Receipt"]
    assert "".join(s.source for s in shaped).split() == written
    # the glyphs do not spell the Malayalam (a conjunct is one glyph, the
    # vowel sign of പ്രദേ is drawn first); the English they do
    glyphs = "".join(str(s) for s in shaped).split()
    assert glyphs[:3] != written[:3] and glyphs[3] == "Receipt"
    word = shaped[0]
    # ...the text survives a space added either side and a slice
    assert (word + " ").source == word.source + " " and (" " + word).source == " " + word.source
    assert word[:len(word)].source == word.source
    assert "".join(word[i].source for i in range(len(word))) == word.source
