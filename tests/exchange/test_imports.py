"""CSV imports of rate tables (ss. 4, 11) and of an earlier register (s. 7).

A file is checked whole: a bad one is refused with every bad line numbered
(header = line 1) and nothing is imported. Expected figures are worked out
by hand in each test from the sample files under tests/data/.
"""
from __future__ import annotations

import codecs
from datetime import date, datetime
from pathlib import Path

import pytest

from pound_desk.exchange import csv_import
from pound_desk.law.money import Money
from pound_desk.law.rates import RateType
from pound_desk.models import DB, Receipt
from pound_desk.services import case_history
from pound_desk.services.case import cases
from pound_desk.services.desk.errors import Invalid, NotSetUp
from pound_desk.services.office import pound as pound_service
from pound_desk.services.office import rates

DATA = Path(__file__).parents[1] / "data"
RATES = (DATA / "rates.csv").read_bytes()
REGISTER = (DATA / "register.csv").read_bytes()
RATE_HEADER = "type,local_area,kind,amount,effective_from,reference\n"
REGISTER_HEADER = ("case_no,brought_at,seized_at,seized_place,local_area,basis,seizer_name,"
                   "seizer_residence,owner_name,owner_residence,kind,sex,colour,marks,ear_tag\n")
NOW = datetime(2026, 11, 1, 12, 0)


@pytest.fixture
def bare(db):
    """A pound at Nedumangad with no rates yet."""
    return pound_service.set_up("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality",
                                "Nedumangad", "K. Sasidharan")


@pytest.fixture
def stocked(bare):
    """The pound with tests/data/rates.csv imported."""
    csv_import.import_rates(RATES)
    return bare


def dump() -> list[str]:
    """Everything in the database, to show that a refused file changed nothing."""
    return list(DB.connection().iterdump())


def refused(run, data: bytes) -> list[str]:
    """Run an import that must be refused; check nothing changed; the messages."""
    before = dump()
    with pytest.raises(Invalid) as caught:
        run(data)
    assert dump() == before
    return [p.message for p in caught.value.problems]


def import_rates(data: bytes):
    return csv_import.import_rates(data)


def import_register(data: bytes):
    return csv_import.import_register(data, now=NOW)


def lines_of(messages: list[str]) -> list[int]:
    return [int(m.split(":")[0].removeprefix("Line ")) for m in messages if m.startswith("Line ")]


# ------------------------------------------------------------------ rates: good files

def test_rates_file_imports_every_entry(bare):
    done = csv_import.import_rates(RATES)
    assert (done.added, done.entries) == (8, 8)
    table = rates.table()
    cow = table.in_force(RateType.FEEDING, "Nedumangad", "cow", datetime(2026, 3, 3).date())
    assert cow.amount == Money(7550) and cow.reference == "കൗൺസിൽ തീരുമാനം 212/2026"
    earlier = table.in_force(RateType.FEEDING, "Nedumangad", "cow", datetime(2026, 3, 2).date())
    assert earlier.amount == Money(6000)
    enhanced = table.in_force(RateType.ENHANCED_FINE, "Aruvikkara", "cow", datetime(2026, 3, 2).date())
    assert enhanced.amount == Money(35000)


def test_rates_reimport_of_the_same_file_adds_nothing(stocked):
    before = dump()
    done = csv_import.import_rates(RATES)
    assert (done.added, done.entries) == (0, 8)
    assert dump() == before


def test_rates_file_with_bom_blank_lines_and_any_case(bare):
    text = ("\n" + RATE_HEADER.upper().replace("LOCAL_AREA", "Local Area") + "\n"
            "Fine,nedumangad,Cow,₹1,250.50,2025-04-01,G.O. 1\n"    # quoted below: has a comma
            ",,,,,\n\n")
    text = text.replace("₹1,250.50", '"₹1,250.50"')
    done = csv_import.import_rates(codecs.BOM_UTF8 + text.encode())
    assert done.added == 1
    [entry] = rates.entries()
    # the pound's own spelling of its area, the kind's code, exact paise
    assert (entry.type, entry.local_area, entry.kind, entry.amount) == (
        RateType.FINE, "Nedumangad", "cow", Money(125050))


def test_rates_kind_by_malayalam_name(bare):
    csv_import.import_rates((RATE_HEADER + "fine,Nedumangad,പശു,200,2025-04-01,G.O. 1\n").encode())
    assert [e.kind for e in rates.entries()] == ["cow"]


# ------------------------------------------------------------------ rates: refused files

def test_rates_every_bad_line_is_numbered_and_nothing_imported(stocked):
    text = RATE_HEADER + "\n".join([
        "fine,Nedumangad,ox,200,2025-04-01,G.O. 1",            # 2: good, but not imported
        "penalty,Nedumangad,cow,200,2025-04-01,x",             # 3: type
        "fine,Nedumangad,cat,200,2025-04-01,x",                # 4: not cattle
        "fine,Nedumangad,ox,12.505,2025-04-01,x",              # 5: a third decimal
        "fine,Nedumangad,ox,-5,2025-04-01,x",                  # 6: negative
        "fine,Nedumangad,ox,5,01/04/2025,x",                   # 7: date
        "fine,Nedumangad,bull,5,2025-04-01,",                  # 8: no reference
        "feeding,Aruvikkara,cow,60,2025-04-01,x",              # 9: another area's feeding
        "fine,Nedumangad,goat,5,2025-04-01,ref, with comma",   # 10: one value too many
        "fine,Nedumangad,cow,250,2025-04-01,G.O.(P) 112/2019/LSGD",  # 11: clashes with the table
        'fine,Nedumangad,pig,"12,50",2025-04-01,x',            # 12: a decimal comma, not ₹1,250
        "fine,Nedumangad,pig,１２,2025-04-01,x",                # 13: not ASCII digits
    ]) + "\n"
    messages = refused(import_rates, text.encode())
    assert lines_of(messages) == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]
    assert "penalty" in messages[0]
    assert "'cat' is not a kind of cattle" in messages[1]
    assert "12.505" in messages[2]
    assert "negative" in messages[3]
    assert "01/04/2025" in messages[4]
    assert "reference is required" in messages[5]
    assert "Nedumangad Municipality" in messages[6] and "'Aruvikkara'" in messages[6]
    assert "7 values where the header has 6 columns" in messages[7]
    assert "already exists" in messages[8]
    assert "'12,50'" in messages[9] and "'１２'" in messages[10]


def test_rates_enhanced_fine_above_double_refused_s11_2(stocked):
    # base fine for a cow in Aruvikkara is ₹200, so at most ₹400 may be notified
    at_cap = RATE_HEADER + "enhanced_fine,Aruvikkara,cow,400,2026-01-01,Notification 2\n"
    above = RATE_HEADER + "enhanced_fine,Aruvikkara,cow,400.01,2026-01-01,Notification 2\n"
    messages = refused(import_rates, above.encode())
    assert len(messages) == 1 and messages[0].startswith("Line 2:")
    assert "₹400.01 exceeds double the s. 11(1) fine of ₹200.00" in messages[0]
    assert csv_import.import_rates(at_cap.encode()).added == 1


def test_rates_enhanced_fine_checked_against_a_base_in_the_same_file(bare):
    text = (RATE_HEADER + "enhanced_fine,Aruvikkara,ox,500,2025-04-01,N 1\n"
            "fine,Aruvikkara,ox,200,2025-04-01,G.O. 1\n")
    messages = refused(import_rates, text.encode())
    assert lines_of(messages) == [2] and "exceeds double" in messages[0]


def test_rates_conflicting_lines_within_a_file(bare):
    text = (RATE_HEADER + "fine,Nedumangad,cow,200,2025-04-01,G.O. 1\n"
            "fine,Nedumangad,cow,200,2025-04-01,G.O. 1\n"       # the same again: harmless
            "fine,Nedumangad,cow,210,2025-04-01,G.O. 1\n")
    messages = refused(import_rates, text.encode())
    assert lines_of(messages) == [4] and "as line 2" in messages[0]


@pytest.mark.parametrize("header, expected", [
    ("type,local_area,kind,ammount,effective_from,reference",
     ["unknown column 'ammount' (did you mean 'amount'?)", "missing column 'amount'"]),
    ("type,local_area,kind,amount,effective_from,reference,notes", ["unknown column 'notes'"]),
    ("type,local_area,kind,amount,effective_from", ["missing column 'reference'"]),
    ("type,local_area,kind,amount,amount,effective_from,reference", ["'amount' appears twice"]),
    ("type;local_area;kind;amount;effective_from;reference", ["separated by semicolons"]),
])
def test_rates_header_problems(stocked, header, expected):
    messages = refused(import_rates, (header + "\nfine,Nedumangad,cow,200,2025-04-01,G.O. 1\n").encode())
    assert all(m.startswith("Line 1:") for m in messages)
    for text in expected:
        assert any(text in m for m in messages), messages


@pytest.mark.parametrize("data, expected", [
    (b"", "The file is empty"),
    (b"\n\n  \n", "The file is empty"),
    (codecs.BOM_UTF8, "The file is empty"),
    (RATE_HEADER.encode() + b"\n,,,,,\n", "header but no rows"),
    (RATE_HEADER.encode() + "fine,Kottayam,cow,5,2025-04-01,Nº 1\n".encode("cp1252"),
     "not UTF-8 text (byte 0xBA on line 2"),
    (RATE_HEADER.encode("utf-16"), "UTF-16"),
])
def test_rates_unreadable_files(stocked, data, expected):
    messages = refused(import_rates, data)
    assert len(messages) == 1 and expected in messages[0]


def test_rates_unclosed_double_quote_does_not_swallow_the_lines_after_it(stocked):
    text = (RATE_HEADER + "fine,Nedumangad,ox,200,2025-04-01,G.O. 1\n"
            'fine,Nedumangad,bull,250,2025-04-01,"G.O. 1\n'
            "fine,Nedumangad,pig,150,2025-04-01,G.O. 1\n")
    messages = refused(import_rates, text.encode())
    assert len(messages) == 1 and messages[0].startswith("Line 3: a double quote opened on this line is never closed")


def test_rates_control_characters_refused(stocked):
    text = RATE_HEADER + "fine,Nedumangad,ox,200,2025-04-01,G.O.\x00 1\n"
    messages = refused(import_rates, text.encode())
    assert messages == ["Line 2: reference has a line break or another control character"]


def test_rates_need_a_pound(db):
    with pytest.raises(NotSetUp):
        csv_import.import_rates(RATES)


def test_parse_rates_without_a_database():
    parsed = csv_import.parse_rates(RATES, pound_area="Nedumangad")
    assert parsed.lines == [2, 3, 4, 5, 6, 7, 8, 9]
    assert parsed.entries[-1].amount == Money(7550)
    with pytest.raises(Invalid) as caught:
        csv_import.parse_rates(RATES, pound_area="Kattakada", authority="Kattakada Panchayat")
    assert lines_of([p.message for p in caught.value.problems]) == [7, 8, 9]


# ------------------------------------------------------------------ register: good files

def test_register_file_imports_cases_with_their_heads(stocked):
    numbers = csv_import.import_register(REGISTER, now=NOW)
    assert numbers == ["17/2026", "18/2026"]
    first = cases.view("17/2026")
    assert first.source == "import"
    assert (first.brought_at, first.seized_at) == (datetime(2026, 3, 1, 9, 30), datetime(2026, 3, 1, 7, 0))
    assert (first.seized_place, first.basis, first.owner_name) == ("Paddy field, Manjadi", "s9", "Rajan P.")
    assert [(h.seq, h.kind, h.sex, h.colour, h.ear_tag) for h in first.heads] == [
        (1, "cow", "female", "black", "123456789012"), (2, "goat", "male", "brown", "")]
    second = cases.view("18/2026")
    assert (second.owner_name, second.owner_residence) == ("സുധാകരൻ", "പനവൂർ")
    # no sex in the file: a cow's is the one its kind says
    assert [(h.kind, h.sex, h.colour) for h in second.heads] == [("cow", "female", "കറുപ്പ്")]
    assert second.flags == ("late_to_pound",)       # seized 06:00 on 2 March, brought 08:00 on 3 March


def test_register_import_gives_cases_whose_dues_compute(stocked):
    csv_import.import_register(REGISTER, now=NOW)
    # 17/2026, brought 1 March 09:30, as of 4 March 10:00: 3 days 30 minutes = 4 periods
    # starting 1, 2, 3 and 4 March. Cow: fine ₹200; feeding ₹60 on 1 and 2 March and
    # ₹75.50 from 3 March (the revision) = 120 + 151 = ₹271. Goat: ₹100 + 4 × ₹30 = ₹220.
    d = cases.dues("17/2026", datetime(2026, 3, 4, 10, 0))
    assert [(h.seq, h.fine.amount, h.periods, h.feeding) for h in d.heads] == [
        (1, Money(20000), 4, Money(27100)), (2, Money(10000), 4, Money(12000))]
    assert (d.fine, d.feeding, d.total) == (Money(30000), Money(39100), Money(69100))
    # 18/2026, seized in Aruvikkara: the notified ₹350 replaces the ₹200 fine (s. 11(2));
    # exactly 24 hours is one period, at the rate in force on 3 March: ₹75.50
    d = cases.dues("18/2026", datetime(2026, 3, 4, 8, 0))
    assert (d.heads[0].fine.amount, d.feeding, d.total) == (Money(35000), Money(7550), Money(42550))
    assert set(d.flags) == {"late_to_pound", "enhanced_fine"}


def test_register_with_bom_crlf_and_a_line_break_inside_a_cell(stocked):
    text = (REGISTER_HEADER +
            '5/2026,2026-02-01 09:30,2026-02-01T08:00,Field,NEDUMANGAD,S. 9,Ravi,Manjadi,,,Ox,Male,'
            '"white","left horn\nbroken",\n').replace("\n", "\r\n")
    assert csv_import.import_register(codecs.BOM_UTF8 + text.encode(), now=NOW,
                                      without_fine_scale=True) == ["5/2026"]   # no ox in the scale
    cv = cases.view("5/2026")
    assert (cv.local_area, cv.basis, cv.heads[0].kind, cv.heads[0].marks) == (
        "Nedumangad", "s9", "ox", "left horn broken")


def test_register_optional_columns_capacity_and_police_aid(stocked):
    text = (REGISTER_HEADER.rstrip("\n") + ",seizer_capacity,police_aid\n"
            "6/2026,2026-02-01T09:30,2026-02-01T08:00,Road,Nedumangad,s9,SI Anil,Nedumangad,,,cow,,,,,"
            "police,Constable 2231\n")
    csv_import.import_register(text.encode(), now=NOW)
    cv = cases.view("6/2026")
    assert (cv.seizer_capacity, cv.police_aid, cv.flags) == (
        "police", "Constable 2231", ("capacity_basis_mismatch",))


# ------------------------------------------------------------------ register: refused files

def test_register_rows_of_one_case_must_agree(stocked):
    text = (REGISTER_HEADER +
            "20/2026,2026-03-05T09:30,2026-03-05T07:00,Field,Nedumangad,s9,Ravi,Manjadi,,,cow,,,,\n"
            "21/2026,2026-03-05T09:30,2026-03-05T07:00,Field,Nedumangad,s9,Ravi,Manjadi,,,cow,,,,\n"
            # same moment written another way agrees; another seizer does not
            "20/2026,2026-03-05 09:30,2026-03-05T07:00,Field,Nedumangad,s9,Ravi K,Manjadi,,,ox,,,,\n")
    messages = refused(import_register, text.encode())
    assert messages == ["Line 4: case 20/2026: seizer_name is 'Ravi K' here but 'Ravi' on line 2; "
                        "the rows of one case must agree on its case columns"]


def test_register_every_bad_line_is_numbered_and_nothing_imported(stocked):
    csv_import.import_register(REGISTER, now=NOW)
    rows = [
        # 2-3: one record over two lines; its ear tag was mangled by a spreadsheet
        '30/2026,2026-03-05T09:30,2026-03-05T07:00,Field,Nedumangad,s9,Ravi,Manjadi,,,cow,female,black,'
        '"left horn\nbroken",1.23457E+11',
        "30/2026,2026-03-05T09:30,2026-03-05T07:00,Field,Nedumangad,s9,Ravi,Manjadi,,,cat,cow,,,12345",  # 4
        "31-2026,05/03/2026 9:30,2026-03-05T07:00,Field,Nedumangad,s11,Ravi,Manjadi,,,ox,,,,",         # 5
        "32/2026,2026-03-05T09:30,2026-03-05T10:00,,Nedumangad,s10,,Manjadi,,,ox,,,,",                 # 6
        "33/2025,2026-01-02T09:30,2026-01-02T07:00,Field,Nedumangad,s9,Ravi,Manjadi,,,ox,,,,",         # 7
        "34/2026,2026-12-02T09:30,2026-12-02T07:00,Field,Nedumangad,s9,Ravi,Manjadi,,,ox,,,,",         # 8
        "17/2026,2026-03-01T09:30,2026-03-01T07:00,Field,Nedumangad,s9,Ravi,Manjadi,,,ox,,,,",         # 9
        "35/2026,2026-03-05T09:30,2026-03-05T07:00,Field,Nedumangad,s9,Ravi,Manjadi,,,ox,,,,",         # 10: good
    ]
    messages = refused(import_register, (REGISTER_HEADER + "\n".join(rows) + "\n").encode())
    expected = [
        (2, "the ear tag '1.23457E+11' was turned into a number by the spreadsheet"),
        (4, "'cat' is not a kind of cattle under s. 2(1)"),
        (4, "sex must be female, male, unknown or empty, not 'cow'"),
        (4, "case 30/2026: head 2: an ear tag number has exactly 12 digits"),
        (5, "case_no must look like 17/2026, not '31-2026'"),
        (5, "brought_at must be a local date and time like 2026-03-01T09:30, not '05/03/2026 9:30'"),
        (5, "basis must be s9"),
        (6, "case 32/2026: Place of seizure is required"),
        (6, "case 32/2026: Seizer's name is required"),
        (6, "case 32/2026: Seizure cannot be after the cattle were brought"),
        (7, "case 33/2025: the case is numbered for 2025 but was brought on 02-01-2026"),
        (8, "case 34/2026: The day and hour brought cannot be in the future"),
        (9, "case 17/2026 is already in the register"),
    ]
    assert len(messages) == len(expected), messages
    for message, (line, text) in zip(messages, expected):
        assert message.startswith(f"Line {line}: ") and text in message, (message, line, text)
    assert [c for c in ("30/2026", "35/2026") if _exists(c)] == []


def _exists(case_no: str) -> bool:
    try:
        cases.find(case_no)
    except Exception:
        return False
    return True


def test_register_stray_double_quote_refused(stocked):
    text = (REGISTER_HEADER +
            '40/2026,2026-03-05T09:30,2026-03-05T07:00,Field,Nedumangad,s9,Ravi,Manjadi,,,cow,,,"left horn,\n'
            '41/2026,2026-03-05T09:30,2026-03-05T07:00,"Paddy field, Manjadi",Nedumangad,s9,Ravi,Manjadi,,,ox,,,,\n')
    messages = refused(import_register, text.encode())
    assert len(messages) == 1 and messages[0].startswith("Line 2: a value in double quotes is followed by more text")


def test_register_import_twice_is_refused_the_second_time(stocked):
    csv_import.import_register(REGISTER, now=NOW)
    messages = refused(import_register, REGISTER)
    assert messages == ["Line 2: case 17/2026 is already in the register",
                        "Line 5: case 18/2026 is already in the register"]


@pytest.mark.parametrize("header, expected", [
    (REGISTER_HEADER.replace("seizer_name", "siezer_name"),
     "unknown column 'siezer_name' (did you mean 'seizer_name'?)"),
    (REGISTER_HEADER.replace(",ear_tag", ""), "missing column 'ear_tag'"),
    (REGISTER_HEADER.rstrip("\n") + ",remarks\n", "unknown column 'remarks'"),
])
def test_register_header_problems(stocked, header, expected):
    body = REGISTER.decode().split("\n", 1)[1]
    messages = refused(import_register, (header + body).encode())
    assert any(m.startswith("Line 1: ") and expected in m for m in messages), messages


@pytest.mark.parametrize("data, expected", [
    (b"", "The file is empty"),
    (REGISTER_HEADER.encode(), "header but no rows"),
    (REGISTER.replace("സുധാകരൻ".encode(), "Sudhakaran".encode() + b"\xa0"), "not UTF-8 text"),
])
def test_register_unreadable_files(stocked, data, expected):
    messages = refused(import_register, data)
    assert len(messages) == 1 and expected in messages[0]


def test_parse_register_without_a_database():
    parsed = csv_import.parse_register(REGISTER, now=NOW)
    assert [(c.case_no, c.lines, len(c.draft.heads)) for c in parsed] == [
        ("17/2026", (2, 3), 2), ("18/2026", (5,), 1)]


# ------------------------------------------------------------------ register: releases carried over

RELEASED_HEADER = REGISTER_HEADER.rstrip("\n") + ",released_at,released_to\n"
ROW = ("{no},2026-03-01T09:30,2026-03-01T07:00,Manjadi,Nedumangad,s9,Ramachandran,Manjadi,"
       "Rajan P.,Karakulam,cow,female,black,,,{at},{to}\n")


def test_register_release_from_the_earlier_register_is_carried_over(stocked):
    from pound_desk.services import today
    from pound_desk.services.case import cases

    data = (RELEASED_HEADER
            + ROW.format(no="21/2026", at="2026-03-03T10:00", to="\"Rajan P., old receipt book 4, no. 77\"")
            + ROW.format(no="22/2026", at="", to="")).encode()
    assert import_register(data) == ["21/2026", "22/2026"]
    released = case_history.view("21/2026")
    assert released.status == "released"
    assert released.heads[0].released_at == datetime(2026, 3, 3, 10, 0)
    assert released.heads[0].receipt_no == ""  # the receipt is in the old book
    assert any("old receipt book 4, no. 77" in e.en for e in released.events)
    assert cases.view("22/2026").status == "held"
    # a released case needs no action; the held one does
    due = {a.case_no for a in today.needs_action(date(2026, 3, 9))}
    assert "22/2026" in due and "21/2026" not in due
    assert Receipt.select().count() == 0


@pytest.mark.parametrize("at,to,expected", [
    ("2026-03-03T10:00", "", "released_to is needed"),
    ("", "Rajan P.", "released_at is needed"),
    ("2026-02-28T10:00", "Rajan P.", "before the cattle were brought"),
    ("2027-01-01T10:00", "Rajan P.", "in the future"),
    ("3rd March", "Rajan P.", "released_at must be"),
])
def test_register_release_columns_checked(stocked, at, to, expected):
    messages = refused(import_register, (RELEASED_HEADER + ROW.format(no="21/2026", at=at, to=to)).encode())
    assert lines_of(messages) == [2]
    assert expected in messages[0]
