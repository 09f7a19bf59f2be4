"""The consolidated report's charts: their figures counted by hand from the
returns' register entries (places of seizure, kinds), a month missing said
as missing, a return without entries (as an older or stripped one) still
imported and shown as missing, returns imported before the counts were kept
counted from their data.json, and the charts in the PDF (their words, their
bars as drawing operators, the pages they add)."""
from __future__ import annotations

import io
import re
import shutil
import subprocess

import pytest
from authority_helpers import bundle, data_json, new_key
from pypdf import PdfReader

from pound_desk.authority import charts, document, imports, pounds, reports, seizures
from pound_desk.authority.models import ReturnPlace, ReturnSeizures
from pound_desk.returns import keys


def entry(no: str, place: str, *kinds: str) -> dict:
    return {"case_no": no, "seized_place": place, "heads": [{"seq": i + 1, "kind": k} for i, k in enumerate(kinds)]}


MONTHS = {   # pound → month → register entries
    "Attingal Pound": {
        "2026-01": [entry("1/2026", "Kallara junction", "cow", "cow"), entry("2/2026", "Kallara  junction ", "ox")],
        "2026-02": [entry("3/2026", "ആലംകോട് ചന്ത", "goat")],
        "2026-03": [entry("4/2026", "Kallara junction", "cow"), entry("5/2026", "ആലംകോട് ചന്ത", "buffalo", "cow")],
    },
    "Varkala Pound": {
        "2026-01": [entry("1/2026", "Papanasam cliff", "pig")],
        # February: no return at all
        "2026-03": None,      # a return with no register entries in it (older or stripped)
    },
}


def _import(months=MONTHS):
    made = []
    for name, by_month in months.items():
        key = new_key()
        pounds.register(name, keys.public_pem(key), "")
        for seq, (period, entries) in enumerate(sorted(by_month.items()), start=1):
            d = data_json(period, {"impounded": sum(len(e["heads"]) for e in entries or []),
                                   "fines_paise": 10000 * seq, "feeding_paise": 250},
                          [{"case_no": "9/2026", "heads_held": 1, "dues_paise": 7000 * seq,
                            "overdue": ["unclaimed_report", "notice_issue"] if seq == 1 else ["notice_issue"]}])
            if entries is None:
                del d["cases"]
            else:
                d["cases"] = entries
            made.append(bundle(key, period, seq, data=d, name=name))
    for file, data in made:
        assert imports.import_bytes(data, file).ok
    return made


def _by_key(report) -> dict[str, charts.Bars]:
    return {b.key: b for b in report.charts}


def test_the_year_in_charts_counted_by_hand(adb):
    _import()
    r = reports.build("2026")
    bars = _by_key(r)
    assert list(bars) == [charts.SEIZURES, charts.KINDS, charts.MONEY, charts.OVERDUE_STEPS, charts.PLACES]

    s = bars[charts.SEIZURES]
    assert [c[1] for c in s.categories][:3] == ["Jan", "Feb", "Mar"] and len(s.categories) == 12
    att, var = (next(x for x in s.series if x.name[1] == n) for n in ("Attingal Pound", "Varkala Pound"))
    assert att.values[:4] == (2, 1, 2, None)           # April onwards: no return
    assert var.values[:3] == (1, None, None)           # February no return; March's return has no entries
    note = s.notes[0][1]
    assert "Varkala Pound: Feb 2026, Mar 2026, Apr 2026" in note and note.startswith("× No figures")

    k = bars[charts.KINDS]
    assert dict(zip((c[1] for c in k.categories), k.series[0].values)) == {
        "Cow": 4, "Ox": 1, "Goat": 1, "Buffalo": 1, "Pig": 1}
    assert k.categories[0] == ("പശു", "Cow")           # most first

    m = bars[charts.MONEY]
    assert [c[0] for c in m.categories] == ["Attingal Pound", "Varkala Pound"]
    # collected: fines and feeding over the year; due: dues on cattle held at the end of the latest month
    assert m.series[0].values == (10000 + 20000 + 30000 + 3 * 250, 10000 + 20000 + 2 * 250)
    assert m.series[1].values == (21000, 14000)

    o = bars[charts.OVERDUE_STEPS]
    assert [x.name[1] for x in o.series] == ["notice"]      # the latest month's: one case each
    assert o.series[0].values == (1, 1)

    p = bars[charts.PLACES]
    # spaces tidied: the two spellings of Kallara junction count together
    assert [c[0] for c in p.categories] == ["Kallara junction (Attingal Pound)", "ആലംകോട് ചന്ത (Attingal Pound)",
                                            "Papanasam cliff (Varkala Pound)"]
    jan, feb, mar = (next(x for x in p.series if x.name[1] == f"{mon} 2026") for mon in ("Jan", "Feb", "Mar"))
    assert (jan.values, feb.values, mar.values) == ((2, 0, 1), (0, 1, 0), (1, 1, 0))
    assert p.stacked and p.horizontal


def test_a_month_a_bar_per_pound(adb):
    _import()
    s = _by_key(reports.build("2026-03"))[charts.SEIZURES]
    assert [c[0] for c in s.categories] == ["Attingal Pound", "Varkala Pound"]
    assert s.series[0].values == (2, None)


def test_returns_imported_before_the_counts_are_counted_when_the_database_opens(adb, monkeypatch):
    monkeypatch.setattr(seizures, "store", lambda ret, data: False)      # as an older program imported them
    _import()
    assert ReturnSeizures.select().count() == 0
    monkeypatch.undo()
    assert seizures.backfill() == 4                 # five returns, one of them without entries
    assert ReturnSeizures.select().count() == 4 and ReturnPlace.select().count() == 5
    assert seizures.backfill() == 0
    att = next(x for x in _by_key(reports.build("2026"))[charts.SEIZURES].series if x.name[1] == "Attingal Pound")
    assert att.values[:3] == (2, 1, 2)


def test_a_lot_of_pounds_a_year_names_the_busiest(adb):
    many = {f"Pound {i:02d}": {"2026-05": [entry(f"{n}/2026", "Road", "cow") for n in range(i + 1)]}
            for i in range(charts.MOST_POUNDS + 3)}
    _import(many)
    s = _by_key(reports.build("2026"))[charts.SEIZURES]
    assert len(s.series) == charts.MOST_POUNDS + 1
    assert s.series[-1].name[1] == "3 other pounds"
    assert s.series[-1].values[4] == 1 + 2 + 3      # the three quietest, summed


def _pdf_text(pdf: bytes, tmp_path) -> str:
    path = tmp_path / "report.pdf"
    path.write_bytes(pdf)
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
def test_the_pdf_carries_its_charts(adb, tmp_path):
    _import()
    report = reports.build("2026")
    pdf = document.render(report, "Thiruvananthapuram District")
    plain = document.render(reports.Consolidated(report.span, report.made_at, report.lines, report.totals,
                                                 report.overdue), "Thiruvananthapuram District")
    text = _pdf_text(pdf, tmp_path)
    for words in ("The period in pictures", "Seizures a month per pound (cases)", "Heads impounded by kind",
                  "Money collected against money due", "Steps overdue per pound",
                  "Where cattle are seized most (cases, by month)", "Kallara junction (Attingal Pound)",
                  "Papanasam cliff (Varkala Pound)", "Jan 2026", "Dec 2026", "Collected (fines and feeding charges)",
                  "Varkala Pound: Feb 2026, Mar 2026"):
        assert words in " ".join(text.split()), words
    assert "ആലംകോട്" in text or "(Attingal Pound)" in text
    reader, fewer = PdfReader(io.BytesIO(pdf)), PdfReader(io.BytesIO(plain))
    assert len(reader.pages) > len(fewer.pages)
    # the bars are vector rectangles, filled in the palette's first colour (0072B2)
    drawn = b"".join(page.get_contents().get_data() for page in reader.pages[len(fewer.pages) - 1:])
    assert drawn.count(b" re") > 40
    assert re.search(rb"0 \.447059? \.698039? rg", drawn)


def test_a_report_with_nothing_to_draw_says_so(adb, tmp_path):
    pounds.register("Attingal Pound", keys.public_pem(new_key()), "")
    report = reports.build("2026-01")
    assert all(b.empty for b in report.charts)
    assert "Varkala" not in report.charts[0].notes[0][1] and "Attingal Pound: Jan 2026" in report.charts[0].notes[0][1]
    pdf = document.render(report)
    if shutil.which("pdftotext"):
        text = " ".join(_pdf_text(pdf, tmp_path).split())
        assert text.count("Nothing in this period.") == 5


def test_a_district_of_many_pounds_a_month_names_the_busiest_and_sums_the_rest(adb):
    n = charts.MOST_BARS + 5
    _import({f"Pound {i:02d}": {"2026-05": [entry(f"{c}/2026", "Road", "cow") for c in range(i + 1)]}
             for i in range(n)})
    s = _by_key(reports.build("2026-05"))[charts.SEIZURES]
    assert len(s.categories) == charts.MOST_BARS
    assert s.categories[0][1] == f"Pound {n - 1:02d}" and s.series[0].values[0] == n      # most first
    assert s.categories[-1] == ("മറ്റു 6 പൗണ്ടുകൾ", "6 other pounds")
    assert s.series[0].values[-1] == 1 + 2 + 3 + 4 + 5 + 6
    money = _by_key(reports.build("2026-05"))[charts.MONEY]
    assert len(money.categories) == charts.MOST_BARS
