"""The monthly return's schema (returns/schema.py, returns/data_json.py): a
return the first Pound Desk to make one wrote still reads, every field
typed; a malformed one is refused with what is wrong, however Python is
run; what is written reads back the same, byte for byte."""
from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import pytest

from pound_desk.returns import data_json, figures, schema
from pound_desk.returns.bundle import read_bundle

# a bundle as the first Pound Desk to make returns wrote it (data.json
# format_version 1 before the deposits under protest, the dues of one liable,
# the receipts' check codes and the chain section were carried)
FIRST = Path(__file__).parent / "data" / "first-version-2026-06.pdreturn"
ROOT = Path(__file__).resolve().parents[2]


def _first() -> dict:
    return json.loads(read_bundle(FIRST).files["data.json"])


def test_the_first_version_of_a_return_still_reads():
    data = read_bundle(FIRST).data
    assert isinstance(data, schema.MonthlyReturn) and data.format_version == 1
    assert data.period == schema.Month(start="2026-06-01", end="2026-06-30", label="2026-06")
    assert (data.totals.impounded, data.totals.released, data.totals.held_at_end) == (2, 1, 2)
    assert (data.totals.fines_paise, data.totals.feeding_paise) == (20000, 12000)
    # what it did not carry yet reads as absent, not as nought
    assert data.totals.protest_taken_paise is None and data.totals.due_from_liable_paise is None
    assert data.protest_deposits is None and data.corrects is None
    assert data.receipts[0].check_code is None and data.releases[0].entered_late is None
    assert figures.missing_records(data) == ["protest_deposits"]
    assert figures.check(data) == []
    # and it is written back as it was signed
    assert data_json.write_return(data) == read_bundle(FIRST).files["data.json"]


def test_a_return_without_a_total_is_refused_naming_it():
    raw = _first()
    del raw["totals"]["overdue_cases"]
    with pytest.raises(data_json.SchemaError) as exc:
        data_json.read_return(json.dumps(raw).encode())
    assert exc.value.code == "totals"
    assert exc.value.on_screen() == "data.json's totals lack overdue_cases"


@pytest.mark.parametrize("value", [-1, "12", 1.5, True, None, 10 ** 16])
def test_a_total_that_is_not_a_whole_number_of_zero_or_more_is_refused(value):
    raw = _first()
    raw["totals"]["fines_paise"] = value
    with pytest.raises(data_json.SchemaError, match="not whole numbers of zero or more: fines_paise"):
        data_json.read_return(raw)


def test_a_field_of_the_wrong_type_is_refused_with_where_it_is():
    raw = _first()
    raw["cases"][0]["heads"][1]["seq"] = "2"
    with pytest.raises(data_json.SchemaError) as exc:
        data_json.read_return(raw)
    assert exc.value.where == "cases[0].heads[1].seq"
    assert str(exc.value) == "the return's records cannot be read: cases[0].heads[1].seq"


@pytest.mark.parametrize("edit, said", [
    (lambda d: d["releases"][0].pop("head_seqs"), "releases[0].head_seqs"),
    (lambda d: d["releases"].append("a release"), "releases[1]"),
    (lambda d: d.__setitem__("ledger", {"moved": {"cash": "1"}, "balances_at_end": {}}), "ledger.moved.cash"),
    (lambda d: d["receipts"][0]["lines"][0].__setitem__("fine_paise", None), "receipts[0].lines[0].fine_paise"),
])
def test_a_record_the_figures_are_counted_from_must_be_whole(edit, said):
    raw = _first()
    edit(raw)
    with pytest.raises(data_json.SchemaError, match=said.replace("[", r"\[").replace("]", r"\]")):
        data_json.read_return(raw)


def test_an_open_case_incomplete_is_refused_by_its_number():
    raw = _first()
    raw["open_cases"][0].pop("dues_paise")
    with pytest.raises(data_json.SchemaError, match="data.json's open case 1 is incomplete"):
        data_json.read_return(raw)


@pytest.mark.parametrize("raw", [b"", b"\xff\xfe", b"[]", b"not json"])
def test_what_is_not_json_of_an_object_is_refused(raw):
    with pytest.raises(data_json.SchemaError, match="not UTF-8 JSON"):
        data_json.read_return(raw)


def test_a_newer_version_is_refused_saying_a_newer_pound_desk_may_read_it():
    raw = _first()
    raw["format_version"] = schema.SCHEMA_VERSION + 1
    with pytest.raises(data_json.SchemaError, match="a newer Pound Desk may read it") as exc:
        data_json.read_return(raw)
    assert exc.value.code == "version"


def test_the_totals_check_holds_under_python_O():
    """The check is an exception of its own, not an assertion: ``python -O``
    (which drops every assert) refuses a return without its totals all the same."""
    script = ("import json, sys\n"
              "from pound_desk.returns import data_json\n"
              "from pound_desk.returns.bundle import read_bundle\n"
              "assert False, 'asserts are on'\n"
              f"raw = json.loads(read_bundle({str(FIRST)!r}).files['data.json'])\n"
              "del raw['totals']['held_at_end']\n"
              "try:\n"
              "    data_json.read_return(raw)\n"
              "except data_json.SchemaError as exc:\n"
              "    print(sys.flags.optimize, exc.code, exc)\n")
    out = subprocess.run([sys.executable, "-O", "-c", script], cwd=ROOT, capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "1 totals data.json's totals lack held_at_end"


def test_the_totals_are_listed_once_and_the_first_eleven_every_return_carries():
    assert schema.TOTAL_KEYS == tuple(f.name for f in fields(schema.Totals))
    assert schema.SHARED_TOTALS == schema.TOTAL_KEYS[:11]
    with pytest.raises(TypeError):   # a total left out is no return at all
        schema.Totals(*range(10))


def test_every_total_has_its_words_on_the_paper_and_its_column_at_the_authority():
    from pound_desk.authority.models import ReturnTotals
    from pound_desk.documents.return_pdf import PROTEST_TOTALS, TOTALS

    assert [k for k, *_ in TOTALS] + [k for k, *_ in PROTEST_TOTALS] == list(schema.TOTAL_KEYS)
    from pound_desk.authority.reports import COLUMNS, FLOWS, STOCKS

    columns = [f.column_name for f in ReturnTotals._meta.sorted_fields if f.column_name not in ("id", "return_id")]
    assert columns == list(schema.SHARED_TOTALS)
    # the report sums the flows and takes the month's stocks: each total the authority keeps is one or the other
    assert sorted(FLOWS + STOCKS) == sorted(COLUMNS) == sorted(schema.SHARED_TOTALS)


def test_a_record_read_compares_equal_to_the_one_made():
    data = read_bundle(FIRST).data
    again = data_json.read_return(data_json.write_return(data))
    assert again == data and hash(again.period) == hash(data.period)
    # lists are kept as tuples: a record cannot be changed after it is read
    assert isinstance(again.cases, tuple) and isinstance(again.cases[0].heads, tuple)
    made = schema.OpenCase(case_no="1/2026", heads_held=1, dues_paise=0, head_seqs=[1], overdue=["feeding"])
    assert made == schema.OpenCase(case_no="1/2026", heads_held=1, dues_paise=0, head_seqs=(1,),
                                   overdue=("feeding",))
