"""Records the Act requires and the papers that state them: the owner's
receipt in the register (s. 12(b)), fed and watered as two duties (ss. 8,
27), kinds added by notification (s. 2(1)), the written order of s. 18(2),
the Act's extent and commencement (s. 1), compensation out of s. 25 fines
(s. 28), and the Malayalam names of the kinds."""
from __future__ import annotations

import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest
from record_helpers import seize

from pound_desk.law.kinds import ACT_KINDS, BY_CODE
from pound_desk.law.money import Money
from pound_desk.models import KindRow, close_database
from pound_desk.services import case_history
from pound_desk.services.desk.storage import open_database

SCHEMA_V1 = Path(__file__).parents[2] / "data" / "schema_v1.sql"


# --- s. 2(1): the Malayalam names of the kinds --------------------------------------

def test_s2_1_ram_and_ewe_are_sheep_not_goats_in_malayalam():
    # മുട്ടനാട് is a he-goat and പെണ്ണാട് a she-goat: a ram and a ewe are sheep
    assert BY_CODE["ram"].ml == "ആൺചെമ്മരിയാട്"
    assert BY_CODE["ewe"].ml == "പെൺചെമ്മരിയാട്"
    sheep = BY_CODE["sheep"].ml
    for code in ("ram", "ewe", "lamb"):
        assert sheep in BY_CODE[code].ml or "ചെമ്മരിയാട്ടിൻ" in BY_CODE[code].ml, code
    # every kind has its own Malayalam name
    names = [k.ml for k in ACT_KINDS]
    assert len(set(names)) == len(names)


def test_s2_1_migration_corrects_the_stored_names_of_ram_and_ewe(tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    path = tmp_path / "pound.sqlite3"
    con = sqlite3.connect(path)
    con.executescript(SCHEMA_V1.read_text(encoding="utf-8"))
    for pos, (code, en, ml) in enumerate([("ram", "Ram", "മുട്ടനാട്"), ("ewe", "Ewe", "പെണ്ണാട്"),
                                          ("goat", "Goat", "ആട്")]):
        con.execute('INSERT INTO "kind" (code, en, ml, reference, effective_from, position, in_use) '
                    "VALUES (?, ?, ?, 's. 2(1)', NULL, ?, 1)", (code, en, ml, pos))
    con.commit()
    con.close()
    try:
        open_database(path)
        stored = {k.code: k.ml for k in KindRow.select()}
    finally:
        close_database()
    assert stored == {"ram": "ആൺചെമ്മരിയാട്", "ewe": "പെൺചെമ്മരിയാട്", "goat": "ആട്"}


# --- s. 12(b): the owner signs a receipt for the cattle in the register ----------------

def _pdf_text(data: bytes) -> str:
    import io

    import pypdf
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages)


def _released(signature=None, capacity="owner", evidence=""):
    from pound_desk.services.case import releases

    case = seize(datetime(2026, 3, 1, 9, 0))
    kwargs = {} if signature is None else {"signature": signature}
    return releases.release_on_payment(case.case_no, datetime(2026, 3, 2, 10, 0), "Rajan P.",
                                       Money.of_rupees(10000), claimant_capacity=capacity,
                                       evidence=evidence, now=datetime(2026, 3, 2, 10, 5), **kwargs)


def test_s12b_release_records_how_the_register_was_signed(pound):
    from pound_desk.services.case import cases

    receipt = _released("refused")
    cv = cases.view(receipt.case.case_no)
    assert [r.signature for r in cv.releases] == ["refused"]


def test_s12b_default_release_is_signed_by_the_owner(pound):
    from pound_desk.services.case import cases

    receipt = _released()
    assert [r.signature for r in cases.view(receipt.case.case_no).releases] == ["signed"]


def test_s12b_agent_signature_needs_an_agent(pound):
    from pound_desk.services.desk.errors import Invalid

    with pytest.raises(Invalid) as e:
        _released("agent", capacity="owner")
    assert any(p.field == "signature" for p in e.value.problems)


def test_s12b_receipt_says_signed_in_the_register_only_when_it_was(pound):
    from pound_desk.documents.receipt import render_receipt
    from pound_desk.services.case import documents

    signed = _released("signed")
    text = _pdf_text(render_receipt(documents.receipt_doc(signed.number)))
    assert "signed in the register by the owner, s. 12(b)" in text.replace("\n", " ")


def test_s12b_receipt_of_a_refusal_does_not_claim_a_signature(pound):
    from pound_desk.documents.receipt import render_receipt
    from pound_desk.services.case import documents

    refused = _released("refused")
    text = _pdf_text(render_receipt(documents.receipt_doc(refused.number))).replace("\n", " ")
    assert "signed in the register" not in text
    assert "refused to sign the receipt in the register, s. 12(b)" in text


def test_s12b_register_has_owner_signature_column(pound):
    from pound_desk.documents.register import render_register
    from pound_desk.services.case import documents

    receipt = _released("agent", capacity="agent", evidence="letter of authority")
    doc = documents.register_doc(date(2026, 3, 1), date(2026, 3, 31))
    text = _pdf_text(render_register(doc)).replace("\n", " ")
    assert "receipt for the cattle, s. 12(b)" in text
    assert f"{receipt.number}: Rajan P., signed in the register by the owner's agent" in text


def test_s12b_cli_release_takes_the_register_signature(tmp_path, monkeypatch, capsys):
    from cli_helpers import add_users_to
    from cli_helpers import signed_main as main

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    db = str(tmp_path / "cli.sqlite3")
    data = Path(__file__).parents[2] / "data"
    assert main(["--db", db, "init", "--pound", "Nedumangad Municipal Pound", "--local-area", "Nedumangad",
                 "--local-authority", "Nedumangad Municipality", "--keeper", "K. Sasidharan",
                 "--supervisor", "Asha"]) == 0
    add_users_to(db)
    assert main(["--db", db, "rates", "import", str(data / "rates.csv")]) == 0
    assert main(["--db", db, "register", "import", str(data / "register.csv")]) == 0
    capsys.readouterr()
    assert main(["--db", db, "release", "17/2026", "--at", "2026-03-04T10:00", "--claimant", "Rajan P.",
                 "--paid", "5000", "--register-signature", "refused"]) == 0
    out = capsys.readouterr().out
    assert "Register, s. 12(b): refused to sign the receipt in the register" in out
    import json
    assert main(["--db", db, "case", "17/2026", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [r["register_signature"] for r in shown["releases"]] == ["refused"]


# --- ss. 8, 27: fed and watered are two duties -----------------------------------------

def test_s8_s27_watered_not_fed_is_flagged_in_the_s27_report(pound):
    from pound_desk.services.case import feeding
    from pound_desk.services.disputes import penalties

    case = seize(datetime(2026, 3, 5, 9))
    feeding.log(date(2026, 3, 5), now=datetime(2026, 3, 5, 18))
    feeding.log(date(2026, 3, 6), fed=False, watered=True, now=datetime(2026, 3, 6, 18))
    feeding.log(date(2026, 3, 7), fed=True, watered=False, now=datetime(2026, 3, 7, 18))
    report = penalties.s27_report(date(2026, 3, 5), date(2026, 3, 7), now=datetime(2026, 3, 10, 12))
    assert [(u.day, u.not_fed, u.not_watered) for u in report.unfed] == [
        (date(2026, 3, 6), (case.case_no,), ()), (date(2026, 3, 7), (), (case.case_no,))]
    assert not report.clean


def test_s8_needs_action_flags_a_day_watered_but_not_fed(pound):
    from pound_desk.services import today
    from pound_desk.services.case import feeding

    case = seize(datetime(2026, 3, 5, 9))
    feeding.log(date(2026, 3, 6), fed=False, watered=True, now=datetime(2026, 3, 6, 12))
    [action] = [a for a in today.needs_action(date(2026, 3, 6)) if a.code == "feeding"]
    assert action.case_no == case.case_no and "feeding not logged" in action.en
    # the missing duty logged later the same day clears it
    assert feeding.log(date(2026, 3, 6), fed=True, watered=False, now=datetime(2026, 3, 6, 17)) == 1
    assert [a for a in today.needs_action(date(2026, 3, 6)) if a.code == "feeding"] == []
    # and a head fed and watered takes no third entry
    assert feeding.log(date(2026, 3, 6), now=datetime(2026, 3, 6, 18)) == 0


def test_s8_migration_lets_a_second_entry_log_the_missing_duty(tmp_path, monkeypatch):
    from pound_desk.services.case import feeding

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    path = tmp_path / "pound.sqlite3"
    con = sqlite3.connect(path)
    con.executescript(SCHEMA_V1.read_text(encoding="utf-8"))
    con.execute("INSERT INTO pound (id, name, place, local_authority, local_area, keeper_name, created_at) "
                "VALUES (1, 'P', 'Nedumangad', 'M', 'Nedumangad', 'K. Sasidharan', '2025-12-01 10:00:00')")
    con.execute('INSERT INTO "case" (id, pound_id, year, serial, case_no, brought_at, seized_at, seized_place, '
                "local_area, basis, seizer_name, seizer_residence, seizer_capacity, owner_name, owner_residence, "
                "police_aid, flags, entered_at) VALUES (1, 1, 2026, 1, '1/2026', '2026-01-10 09:00:00', "
                "'2026-01-10 07:30:00', 'Manjadi', 'Nedumangad', 's9', 'R', 'M', 'cultivator', '', '', '', '', "
                "'2026-01-10 09:05:00')")
    con.execute("INSERT INTO head (id, case_id, seq, kind, sex, colour, marks, ear_tag) "
                "VALUES (1, 1, 1, 'cow', 'female', 'brown', '', '')")
    con.execute("INSERT INTO feeding (head_id, day, fed, watered, note, logged_at) "
                "VALUES (1, '2026-01-10', 0, 1, '', '2026-01-10 12:00:00')")
    con.commit()
    con.close()
    try:
        open_database(path)
        assert feeding.unfed_case_nos(date(2026, 1, 10)) == ["1/2026"]
        assert feeding.log(date(2026, 1, 10), fed=True, watered=False, now=datetime(2026, 1, 10, 18)) == 1
        assert feeding.unfed_case_nos(date(2026, 1, 10)) == []
    finally:
        close_database()


# --- s. 2(1): a kind added by notification is cattle from its date ----------------------

def _draft(brought: datetime, kinds=("cow",), local_area="Nedumangad", seized: datetime | None = None):
    from record_helpers import draft
    return draft(brought, kinds, seized or brought - timedelta(hours=1), "", local_area, None)


def test_s2_1_kind_added_by_notification_refused_for_a_seizure_before_its_date(pound):
    from pound_desk.services.case import seizures
    from pound_desk.services.desk.errors import Invalid
    from pound_desk.services.office import authorities

    authorities.add_kind("yak", "Yak", "യാക്ക്", "G.O.(P) 9/2026/AD", date(2026, 12, 25))
    with pytest.raises(Invalid) as e:
        seizures.register(_draft(datetime(2026, 11, 1, 10, 0), kinds=("yak",)), now=datetime(2026, 11, 1, 10, 5),
                          without_fine_scale=True)
    [p] = e.value.problems
    assert p.field == "heads.1.kind"
    assert "Yak" in p.message and "25-12-2026" in p.message and "s. 2(1)" in p.message
    # from the notification's date it is cattle
    case = seizures.register(_draft(datetime(2026, 12, 26, 10, 0), kinds=("yak",)),
                             now=datetime(2026, 12, 26, 10, 5), without_fine_scale=True)
    assert case.case_no


def test_s2_1_register_import_refuses_a_kind_before_its_notification(pound):
    from pound_desk.exchange import csv_import
    from pound_desk.services.desk.errors import Invalid
    from pound_desk.services.office import authorities

    authorities.add_kind("yak", "Yak", "യാക്ക്", "G.O.(P) 9/2026/AD", date(2026, 12, 25))
    data = ("case_no,brought_at,seized_at,seized_place,local_area,basis,seizer_name,seizer_residence,"
            "owner_name,owner_residence,kind,sex,colour,marks,ear_tag\n"
            "5/2026,2026-11-01 10:00,2026-11-01 08:00,Manjadi,Nedumangad,s9,Ramachandran,Manjadi,,,yak,male,"
            "black,,\n")
    with pytest.raises(Invalid) as e:
        csv_import.import_register(data.encode(), now=datetime(2026, 12, 30, 10, 0))
    text = " ".join(p.message for p in e.value.problems)
    assert "Yak" in text and "25-12-2026" in text and "5/2026" in text


# --- s. 1: extent and commencement ----------------------------------------------------

def test_s1_default_commencement_is_the_acts_1961_date_and_stated(pound):
    from pound_desk.services.office import settings

    e = settings.extent()
    assert e.commenced_on == date(1961, 7, 15) and "15th July 1961" in e.reference and e.exclusions == ()


def test_s1_seizure_before_commencement_is_refused_naming_s1(pound):
    from pound_desk.law.extent import Extent
    from pound_desk.services.case import seizures
    from pound_desk.services.desk.errors import Invalid
    from pound_desk.services.office import settings

    settings.save_extent(Extent(date(1962, 1, 1), "G.O. 1/1961 appointing the date"))
    with pytest.raises(Invalid) as e:
        seizures.register(_draft(datetime(1961, 12, 31, 10, 0)), now=datetime(2026, 3, 1), without_fine_scale=True)
    [p] = e.value.problems
    assert p.field == "seized_at" and "s. 1(3)" in p.message and "01-01-1962" in p.message


def test_s1_seizure_in_an_excluded_area_on_or_after_its_date_is_refused(pound):
    from pound_desk.law.extent import Exclusion, Extent
    from pound_desk.services.case import seizures
    from pound_desk.services.desk.errors import Invalid
    from pound_desk.services.office import settings

    settings.save_extent(Extent(exclusions=(Exclusion("Palode", date(2026, 3, 1), "SRO 12/2026",
                                                      date(2026, 2, 20)),)))
    before = seizures.register(_draft(datetime(2026, 2, 28, 23, 0), local_area="Palode"),
                               now=datetime(2026, 3, 5), without_fine_scale=True)
    assert before.case_no
    with pytest.raises(Invalid) as e:
        seizures.register(_draft(datetime(2026, 3, 1, 10, 0), local_area="palode"), now=datetime(2026, 3, 5),
                          without_fine_scale=True)
    [p] = e.value.problems
    assert p.field == "local_area" and "s. 1(2)(b)" in p.message and "SRO 12/2026" in p.message
    assert "01-03-2026" in p.message
    # the other areas are untouched
    assert seizures.register(_draft(datetime(2026, 3, 2, 10, 0)), now=datetime(2026, 3, 5),
                             without_fine_scale=True).case_no


def test_s1_extent_needs_references_and_dates_that_follow_commencement(pound):
    from pound_desk.law.extent import Exclusion, Extent
    from pound_desk.services.desk.errors import Invalid
    from pound_desk.services.office import settings

    with pytest.raises(Invalid) as e:
        settings.save_extent(Extent(date(1960, 1, 1), "", (Exclusion("Palode", date(1959, 1, 1), ""),)))
    fields = sorted(p.field for p in e.value.problems)
    assert fields == ["commenced_on", "exclusions", "exclusions", "reference"]


# --- s. 28: fines recovered under s. 25 may be paid out as compensation ----------------

def test_s28_fine_recovered_under_s25_may_be_appropriated(pound):
    from pound_desk.services.disputes import penalties

    now = datetime(2026, 3, 10, 12, 0)
    case = seize(datetime(2026, 3, 1, 9, 0))
    fine = penalties.record_fine("s25", "Varghese", Money.of_rupees(1000), "JFCM Nedumangad", "C.C. 40/2026",
                                 date(2026, 3, 5), case_no=case.case_no, now=now)
    penalties.court_sale(case.case_no, datetime(2026, 3, 6, 10, 0), "JFCM Nedumangad", "C.C. 40/2026",
                         date(2026, 3, 5), Money.of_rupees(1000), "Bench clerk Suresh", fine_id=fine.id, now=now)
    a = penalties.appropriate(fine.id, Money.of_rupees(600), "Ramachandran (crop owner)",
                              "Order in C.C. 40/2026", date(2026, 3, 9), now=now)
    assert Money(a.amount_paise) == Money.of_rupees(600)
    assert penalties.appropriated(fine) == Money.of_rupees(600)


def test_s28_fine_linked_to_a_court_sale_is_recovered_under_s25(pound):
    from pound_desk.services.disputes import penalties

    now = datetime(2026, 3, 10, 12, 0)
    case = seize(datetime(2026, 3, 1, 9, 0))
    s23 = penalties.record_fine("s23", "Two men", Money.of_rupees(300), "JFCM Nedumangad", "C.C. 3/2026",
                                date(2026, 3, 5), now=now)
    assert not penalties.appropriable(s23)
    penalties.court_sale(case.case_no, datetime(2026, 3, 6, 10, 0), "JFCM Nedumangad", "C.C. 3/2026",
                         date(2026, 3, 5), Money.of_rupees(300), "Bench clerk Suresh", fine_id=s23.id, now=now)
    assert penalties.appropriable(s23)


# --- the papers: words the documents print ------------------------------------------

def _story_text(flowables) -> str:
    """Every word a renderer's story holds, Malayalam included (PDF text
    extraction drops Malayalam conjuncts; the story does not)."""
    from reportlab.platypus import Paragraph, Table

    out = []

    def walk(f):
        if isinstance(f, (list, tuple)):
            for x in f:
                walk(x)
        elif isinstance(f, Paragraph):
            out.append(f.getPlainText())
        elif isinstance(f, Table):
            for row in f._cellvalues:
                walk(row)
        elif hasattr(f, "_content"):
            walk(f._content)
        elif isinstance(f, str):
            out.append(f)
    walk(flowables)
    return " ".join(out)


def test_s13_1_unclaimed_report_in_malayalam_says_the_dues_continue_to_accrue():
    from pound_desk.documents.unclaimed_report import UnclaimedReportRenderer
    from tests.services.disposal.test_unclaimed_documents import report

    text = _story_text(UnclaimedReportRenderer(report(1)).story())
    assert "continue to accrue" in text
    assert "കുടിശ്ശിക കൂടിക്കൊണ്ടിരിക്കും" in text


def test_s11_4_exhibit_labels_enhanced_fines_of_other_areas_as_s11_2(pound):
    from record_helpers import OTHER_AREA

    from pound_desk.documents.exhibit import ExhibitRenderer
    from pound_desk.law.rates import RateEntry, RateType
    from pound_desk.services.office import exhibit, rates

    rates.add([RateEntry(RateType.ENHANCED_FINE, OTHER_AREA, "cow", Money.of_rupees(400), date(2024, 1, 1),
                         "Notification 5/2024 (s. 11(2))")])
    doc = exhibit.exhibit_doc(date(2026, 3, 1))
    other = doc.tables[-1]
    cow = next(r for r in other.rows if r.kind_en == "Cow")
    goat = next(r for r in other.rows if r.kind_en == "Goat")
    assert cow.amounts == (Money.of_rupees(400),) and cow.enhanced == (True,)
    assert goat.enhanced == (False,)
    text = _story_text(ExhibitRenderer(doc).story())
    assert "enhanced fine, s. 11(2)" in text and "വകുപ്പ് 11(2)" in text


def test_s18_1_sale_list_barred_bidder_text_is_bilingual(pound):
    from pound_desk.services.disposal import auctions
    from pound_desk.services.office import authorities

    authorities.add_holder("police", "Suresh Kumar", "Head Constable", date(2020, 1, 1), "Order 7/2020")
    [bar] = auctions.bars("Suresh Kumar", date(2026, 3, 20), document=True)
    assert "may not purchase, directly or indirectly (s. 18(1))" in bar
    assert "നേരിട്ടോ അല്ലാതെയോ വാങ്ങാൻ പാടില്ല (വകുപ്പ് 18(1))" in bar
    [keeper] = auctions.bars("K. Sasidharan", date(2026, 3, 20), document=True)
    assert "പൗണ്ട് സൂക്ഷിപ്പുകാരൻ" in keeper and "a pound-keeper may not purchase" in keeper


def _cash_book():
    from pound_desk.documents.books_data import CashBookDoc
    from pound_desk.documents.data import PoundHeader
    from pound_desk.law.ledger import TrialLine
    from pound_desk.services.books.ledger import CashBook, CashLine

    r = Money.of_rupees
    lines = (CashLine(datetime(2026, 3, 3, 10, 0), 2, "protest_deposit", "Deposit under protest P-1", "P-1",
                      r(2345678), Money(0), r(2345678)),
             CashLine(datetime(2026, 3, 4, 10, 0), 3, "seizer_paid", "Paid by the seizer, case 3/2026", "S-1",
                      r(98765), Money(0), r(2444443)),
             CashLine(datetime(2026, 3, 5, 10, 0), 4, "protest_refunded", "Deposit P-1 refunded", "2025-26/00001",
                      Money(0), r(2345678), r(98765)))
    book = CashBook(date(2026, 3, 1), date(2026, 3, 31), Money(0), lines, r(98765), {"cash": r(98765)},
                    {"cash": r(98765)})
    pound = PoundHeader("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality", "Nedumangad",
                        "K. Sasidharan")
    return CashBookDoc(pound, book, (TrialLine("cash", r(98765), Money(0)),), r(98765), r(98765),
                       datetime(2026, 3, 31, 17, 0))


def test_s14_s21_cash_book_names_protest_and_seizer_rows_by_their_account_heads():
    from pound_desk.documents.accounts import CashBookRenderer

    text = _story_text(CashBookRenderer(_cash_book()).story())
    for raw in ("protest_deposit", "protest_refunded", "seizer_paid"):
        assert raw not in text, raw
    assert "Deposits under protest (s. 14)" in text and "Due from the seizer (s. 21): paid by the seizer" in text
    assert "പ്രതിഷേധത്തോടെയുള്ള നിക്ഷേപം (വകുപ്പ് 14)" in text


def test_r13_cash_book_totals_are_never_broken_mid_figure():
    import io
    import re

    import pypdf

    from pound_desk.documents.accounts import render_cash_book

    pdf = render_cash_book(_cash_book())
    text = "\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages)
    # a figure cut before its paise ("₹24,44,443." on one line, "00" on the next)
    assert not re.search(r"₹[\d,]+(\.\d?)?\s*\n", text), re.findall(r"₹[\d,]+(?:\.\d?)?\s*\n\s*\d*", text)
    assert "2025-26/00001" in text


# --- one head of cattle is one: singular where the count is one -----------------------

def test_s12_register_line_says_head_1_and_heads_2_3(pound):
    from pound_desk.services.case import cases, releases

    receipt = _released()
    [r] = cases.view(receipt.case.case_no).releases
    en, _ = releases.describe(r)
    assert ": head 1 released to Rajan P. (owner)" in en and "head(s)" not in en
    two = seize(datetime(2026, 3, 3, 9, 0), kinds=("cow", "goat"))
    releases.release_on_payment(two.case_no, datetime(2026, 3, 4, 10, 0), "Mathew", Money.of_rupees(10000),
                                now=datetime(2026, 3, 4, 10, 5))
    [r2] = cases.view(two.case_no).releases
    assert ": heads 1, 2 released to Mathew (owner)" in releases.describe(r2)[0]


def test_s15_4_owner_account_says_one_head_in_both_languages(pound):
    from pound_desk.documents.owner_account import OwnerAccountRenderer
    from pound_desk.services.disposal import settlements
    from tests.services.disposal.test_auction_documents import NOW, SETTLE_AT, sold_s15

    case = sold_s15()
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    doc = settlements.account_doc(s.id)
    assert len(doc.remaining) == 1
    text = _story_text(OwnerAccountRenderer(doc).receipt_block())
    assert "I have received the 1 head of cattle listed above" in text and "head(s)" not in text
    assert "ശേഷിക്കുന്ന ഒരു കന്നുകാലിയെയും" in text


def test_s15_3_owner_account_says_1_day_1_hour(pound):
    from dataclasses import replace

    from pound_desk.services.disposal import settlements
    from tests.services.disposal.test_auction_documents import NOW, SETTLE_AT, sold_s15

    case = sold_s15()
    doc = settlements.account_doc(settlements.settle(case.case_no, SETTLE_AT, now=NOW).id)
    one = replace(doc, settled_at=doc.brought_at + timedelta(days=1, hours=1))
    assert one.impounded_for[0].startswith("1 day 1 hour, from ")
    two = replace(doc, settled_at=doc.brought_at + timedelta(days=2, hours=5))
    assert two.impounded_for[0].startswith("2 days 5 hours, from ")


def test_s18_2_one_missing_head_is_named_in_the_singular(pound):
    from pound_desk.services.desk.errors import Invalid
    from pound_desk.services.disputes import release_orders

    case = seize(datetime(2026, 3, 1, 9, 0))
    order = release_orders.OrderDraft("magistrate", "Sub-Divisional Magistrate, Nedumangad", "Cr.M.P. 114/2026",
                                      date(2026, 3, 2), "Ownership shown by the purchase deed")
    with pytest.raises(Invalid) as e:
        release_orders.release_on_order(case.case_no, datetime(2026, 3, 3, 11, 0), order, "Sudhakaran",
                                        head_seqs=[1, 9], seen_by="K. Sasidharan", now=datetime(2026, 3, 3, 11, 5))
    assert [p.message for p in e.value.problems] == ["Head 9 is not in the pound then"]


def test_s8_case_history_says_watered_when_not_fed(pound):
    from pound_desk.services.case import feeding

    case = seize(datetime(2026, 3, 5, 9))
    feeding.log(date(2026, 3, 5), fed=False, watered=True, now=datetime(2026, 3, 5, 18))
    texts = [e.en for e in case_history.view(case.case_no).events]
    assert "Watered (feeding not logged) for 05-03-2026 (s. 8)" in texts
    assert not any(t.startswith("Fed and watered") for t in texts)


def test_the_register_reads_its_cases_by_batch_not_case_by_case(pound):
    """A year's register reads thousands of cases: a handful of queries a
    batch of them, whatever their number (their photos, which the register
    does not print, were read with two queries a case)."""
    from pound_desk.models import DB
    from pound_desk.services.case import documents

    def queries(cases: int) -> int:
        statements = []
        DB.connection().set_trace_callback(statements.append)
        try:
            entries = list(documents.register_doc(date(2026, 3, 1), date(2026, 3, 31)).entries)
        finally:
            DB.connection().set_trace_callback(None)
        assert len(entries) == cases
        return len(statements)

    seize(datetime(2026, 3, 2, 9, 0), kinds=("cow", "goat"))
    few = queries(1)
    for day in range(3, 15):
        seize(datetime(2026, 3, day, 9, 0), kinds=("cow",))
    assert queries(13) == few
    assert all(e.photos == () for e in documents.register_doc(date(2026, 3, 1), date(2026, 3, 31)).entries)
