"""s. 6 with R. 15: the daily statement (Form IV) due at the close of every
day; the day whose statement is missing is named, once the office makes them."""
from __future__ import annotations

from datetime import date

import pytest

from pound_desk.law.records import statement_missing


def test_s6_yesterdays_statement_not_made_is_named():
    assert statement_missing(date(2026, 3, 5), date(2026, 3, 1), set()) == date(2026, 3, 4)


def test_s6_yesterdays_statement_made_names_nothing():
    assert statement_missing(date(2026, 3, 5), date(2026, 3, 1), {date(2026, 3, 4)}) is None


def test_s6_an_office_that_makes_no_statements_yet_is_not_reminded():
    assert statement_missing(date(2026, 3, 5), None, set()) is None


def test_s6_the_first_statement_made_today_names_nothing_for_yesterday():
    assert statement_missing(date(2026, 3, 5), date(2026, 3, 5), {date(2026, 3, 5)}) is None


def test_s6_the_first_statement_was_yesterdays():
    assert statement_missing(date(2026, 3, 5), date(2026, 3, 4), {date(2026, 3, 4)}) is None
    assert statement_missing(date(2026, 3, 6), date(2026, 3, 4), {date(2026, 3, 4)}) == date(2026, 3, 5)


@pytest.mark.parametrize("today, yesterday", [
    (date(2028, 3, 1), date(2028, 2, 29)),     # after 29 February
    (date(2027, 3, 1), date(2027, 2, 28)),
    (date(2027, 1, 1), date(2026, 12, 31)),    # over the year's end
    (date(2026, 5, 1), date(2026, 4, 30)),     # a month's end
])
def test_s6_yesterday_across_month_and_year_ends(today, yesterday):
    assert statement_missing(today, date(2026, 1, 1), set()) == yesterday
    assert statement_missing(today, date(2026, 1, 1), {yesterday}) is None
