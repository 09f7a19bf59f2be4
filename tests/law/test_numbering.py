"""Case numbers per pound and year ("17/2026"); Form III receipt numbers per
financial year, April to March (R. 12), never reused."""
from __future__ import annotations

from datetime import date, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pound_desk.law import numbering


def test_s7_case_number_is_serial_and_year():
    assert numbering.case_number(17, 2026) == "17/2026"
    assert numbering.case_number(1, 2027) == "1/2027"


def test_s7_case_number_parses_back():
    assert numbering.parse_case_number("17/2026") == (17, 2026)
    assert numbering.parse_case_number(" 1/2027 ") == (1, 2027)


@pytest.mark.parametrize("text", ["0/2026", "17-2026", "17/26", "/2026", "17/", "abc", "", "-1/2026",
                                  "17/2026/1"])
def test_s7_case_number_of_another_shape_is_refused(text):
    with pytest.raises(ValueError):
        numbering.parse_case_number(text)


@pytest.mark.parametrize("day, fy", [
    (date(2026, 4, 1), "2026-27"),
    (date(2026, 12, 31), "2026-27"),
    (date(2027, 1, 1), "2026-27"),
    (date(2027, 3, 31), "2026-27"),
    (date(2027, 4, 1), "2027-28"),
    (date(2028, 2, 29), "2027-28"),
    (date(2099, 4, 1), "2099-00"),
    (date(2000, 3, 31), "1999-00"),
])
def test_r12_financial_year_runs_april_to_march(day, fy):
    assert numbering.financial_year(day) == fy


def test_r12_31_march_2359_and_1_april_0000_are_different_financial_years():
    assert numbering.financial_year(datetime(2027, 3, 31, 23, 59).date()) == "2026-27"
    assert numbering.financial_year(datetime(2027, 4, 1, 0, 0).date()) == "2027-28"


def test_r12_receipt_number_is_financial_year_and_serial():
    assert numbering.receipt_number("2026-27", 12) == "2026-27/00012"
    assert numbering.receipt_number("2026-27", 1) == "2026-27/00001"
    assert numbering.parse_receipt_number("2026-27/00012") == ("2026-27", 12)
    assert numbering.parse_receipt_number("2099-00/00001") == ("2099-00", 1)


@pytest.mark.parametrize("text", ["2026-28/00001", "2026-27/00000", "2026/00001", "26-27/00001",
                                  "2026-27-00001", "", "2026-27/"])
def test_r12_receipt_number_of_another_shape_is_refused(text):
    with pytest.raises(ValueError):
        numbering.parse_receipt_number(text)


@given(st.dates(min_value=date(1990, 1, 1), max_value=date(2200, 12, 31)),
       st.integers(min_value=1, max_value=9_999_999))
def test_r12_receipt_numbers_round_trip_and_the_year_contains_the_day(day, serial):
    fy = numbering.financial_year(day)
    assert numbering.parse_receipt_number(numbering.receipt_number(fy, serial)) == (fy, serial)
    start = int(fy[:4])
    assert date(start, 4, 1) <= day <= date(start + 1, 3, 31)


@given(st.integers(min_value=1, max_value=9_999_999), st.integers(min_value=1000, max_value=9999))
def test_s7_case_numbers_round_trip(serial, year):
    assert numbering.parse_case_number(numbering.case_number(serial, year)) == (serial, year)


def test_r12_a_series_runs_from_one_each_financial_year_and_never_reuses():
    assert numbering.next_serial(None) == 1            # the first of a year
    assert numbering.next_serial(41) == 42
