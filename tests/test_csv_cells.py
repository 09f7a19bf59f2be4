"""Spreadsheet safety: every CSV the program writes neutralises a cell that
would run as a formula (=, +, -, @, tab, CR first: OWASP's CSV injection),
with one helper, and the import reads such cells back unchanged."""
from __future__ import annotations

import csv
import io
from datetime import date, datetime

from hypothesis import given
from hypothesis import strategies as st
from record_helpers import FEED_REF, seize

from pound_desk import csv_cells
from pound_desk.exchange import csv_export, csv_import
from pound_desk.law.money import Money
from pound_desk.law.rates import RateEntry, RateType
from pound_desk.models import RateRow
from pound_desk.services.desk import audit
from pound_desk.services.office import rates

HOSTILE = ["=HYPERLINK(\"http://x\",\"click\")", "+1+1", "-2+3", "@SUM(A1:A9)", "\tTAB", "\rCR", "'quoted",
           "''", "'=already", "plain", ""]


@given(st.text(max_size=30))
def test_escape_then_unescape_gives_back_the_cell(text):
    assert csv_cells.unescape(csv_cells.escape(text)) == text
    assert not csv_cells.escape(text).startswith(csv_cells.FORMULA_STARTS)


def test_each_dangerous_start_is_prefixed():
    for text in HOSTILE:
        out = csv_cells.escape(text)
        assert not out.startswith(csv_cells.FORMULA_STARTS)
        assert out == ("'" + text if text[:1] in "=+-@\t\r'" and text else text)


def cells(data: bytes) -> list[str]:
    return [c for row in csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")) for c in row]


def test_the_rates_export_is_safe_and_imports_back_unchanged(pound, tmp_path):
    rates.add([RateEntry(RateType.FEEDING, "Nedumangad", "cow", Money.of_rupees(61), date(2026, 5, 1),
                         "=HYPERLINK(\"http://evil\",\"order\")"),
               RateEntry(RateType.FEEDING, "Nedumangad", "goat", Money.of_rupees(31), date(2026, 5, 1),
                         "@SUM(1+1)")])
    data = csv_export.rates_csv()
    assert not [c for c in cells(data) if c.startswith(csv_cells.FORMULA_STARTS)]
    assert "'=HYPERLINK(\"http://evil\",\"order\")" in cells(data)
    before = RateRow.select().count()
    done = csv_import.import_rates(data)
    assert done.added == 0 and RateRow.select().count() == before   # read back as the same entries
    refs = {r.reference for r in RateRow.select()}
    assert "=HYPERLINK(\"http://evil\",\"order\")" in refs and "@SUM(1+1)" in refs and FEED_REF in refs


def test_the_audit_log_csv_is_safe(pound, tmp_path):
    for text in HOSTILE:
        audit.record("export_csv", text)
    out = tmp_path / "log.csv"
    audit.export_csv(out)
    assert not [c for c in cells(out.read_bytes()) if c.startswith(csv_cells.FORMULA_STARTS)]
    assert "'=HYPERLINK(\"http://x\",\"click\")" in cells(out.read_bytes())


def test_the_cash_book_csv_is_safe(pound, tmp_path):
    from pound_desk.exchange import accounts_csv
    from pound_desk.services.case import releases

    case = seize(datetime(2026, 3, 1, 9, 0), owner="=cmd|' /C calc'!A0")
    releases.release_on_payment(case.case_no, datetime(2026, 3, 2, 10, 0), "=cmd|' /C calc'!A0",
                                Money.of_rupees(1000), now=datetime(2026, 3, 2, 10, 5))
    out = tmp_path / "cash.csv"
    accounts_csv.export_cash_book(date(2026, 3, 1), date(2026, 3, 31), out)
    assert not [c for c in cells(out.read_bytes()) if c.startswith(csv_cells.FORMULA_STARTS)]


def test_the_local_authoritys_report_csv_is_safe():
    from types import SimpleNamespace

    from pound_desk.authority import reports

    zero = {k: 0 for k in reports.COLUMNS}
    line = SimpleNamespace(pound_id="P1", name="=evil()", local_authority="+LA", returns=1,
                           last_period="2026-06", figures=zero)
    data = reports.to_csv(SimpleNamespace(span=SimpleNamespace(text="2026-06", months=1), lines=[line],
                                          totals=zero))
    assert "'=evil()" in cells(data) and "'+LA" in cells(data)
    assert not [c for c in cells(data) if c.startswith(csv_cells.FORMULA_STARTS)]
