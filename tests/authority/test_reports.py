"""The consolidated report, its figures counted by hand from the returns
below: a month, a year (flows summed, what stands at the end taken from the
latest month), a correction counted once, a pound with no return, the
year's boundary; the CSV and the PDF."""
from __future__ import annotations

import io

import pytest
from authority_helpers import bundle, new_key
from pypdf import PdfReader

from pound_desk.authority import document, imports, pounds, reports
from pound_desk.returns import keys


@pytest.fixture
def returns(adb):
    a, b, c = new_key(), new_key(), new_key()
    pounds.register("Attingal Pound", keys.public_pem(a), "Attingal Municipality")
    pounds.register("Nedumangad Pound", keys.public_pem(b), "Nedumangad Municipality")
    pounds.register("Varkala Pound", keys.public_pem(c), "Varkala Municipality")
    made = [
        bundle(a, "2025-12", 1, totals={"impounded": 9, "fines_paise": 99900}),
        bundle(a, "2026-01", 2, totals={"impounded": 4, "released": 3, "held_at_end": 1,
                                        "fines_paise": 120000, "feeding_paise": 3500}),
        bundle(a, "2026-02", 3, totals={"impounded": 2, "released": 1, "sold": 1, "held_at_end": 1,
                                        "fines_paise": 60000, "feeding_paise": 2000,
                                        "sale_proceeds_paise": 500000, "deposits_held_paise": 150000,
                                        "overdue_cases": 1},
               open_cases=[{"case_no": "003/2026", "heads_held": 1, "dues_paise": 7000,
                            "overdue": ["s13_report"]}]),
        bundle(a, "2026-02", 3, revision=1,
               totals={"impounded": 2, "released": 2, "sold": 1, "held_at_end": 0, "fines_paise": 80000,
                       "feeding_paise": 2000, "sale_proceeds_paise": 500000,
                       "deposits_held_paise": 150000, "deposits_due_paise": 150000}),
        bundle(b, "2026-02", 7, name="Nedumangad Pound",
               totals={"impounded": 1, "disposed_otherwise": 1, "feeding_paise": 1500, "held_at_end": 3,
                       "overdue_cases": 2},
               open_cases=[{"case_no": "010/2026", "heads_held": 1, "dues_paise": 30000,
                            "overdue": ["s15_notice"]},
                           {"case_no": "011/2026", "heads_held": 1, "dues_paise": 0, "overdue": []},
                           {"case_no": "012/2026", "heads_held": 1, "dues_paise": 45050,
                            "overdue": ["s13_report", "s17_credit"]}]),
        bundle(b, "2026-12", 8, name="Nedumangad Pound", totals={"impounded": 6, "fines_paise": 10000}),
    ]
    for name, data in made:
        assert imports.import_bytes(data, name).ok
    return a, b, c


def _line(report, name):
    return next(line for line in report.lines if line.name == name)


def test_a_month(returns):
    r = reports.build("2026-02")
    a, b, c = (_line(r, n) for n in ("Attingal Pound", "Nedumangad Pound", "Varkala Pound"))
    assert (a.returns, a.revisions, a.last_period) == (1, 1, "2026-02")
    assert a.figures == {"impounded": 2, "released": 2, "sold": 1, "disposed_otherwise": 0, "held_at_end": 0,
                         "fines_paise": 80000, "feeding_paise": 2000, "sale_proceeds_paise": 500000,
                         "deposits_held_paise": 150000, "deposits_due_paise": 150000, "overdue_cases": 0}
    assert b.figures == {"impounded": 1, "released": 0, "sold": 0, "disposed_otherwise": 1, "held_at_end": 3,
                         "fines_paise": 0, "feeding_paise": 1500, "sale_proceeds_paise": 0,
                         "deposits_held_paise": 0, "deposits_due_paise": 0, "overdue_cases": 2}
    assert c.returns == 0 and set(c.figures.values()) == {0}
    assert [m.name for m in r.missing] == ["Varkala Pound"]
    assert r.totals == {"impounded": 3, "released": 2, "sold": 1, "disposed_otherwise": 1, "held_at_end": 3,
                        "fines_paise": 80000, "feeding_paise": 3500, "sale_proceeds_paise": 500000,
                        "deposits_held_paise": 150000, "deposits_due_paise": 150000, "overdue_cases": 2}
    # the superseded revision's overdue case is not there; the case with nothing overdue is not either
    assert [(o.pound, o.case_no, o.dues_paise, o.overdue) for o in r.overdue] == [
        ("Nedumangad Pound", "010/2026", 30000, ("s15_notice",)),
        ("Nedumangad Pound", "012/2026", 45050, ("s13_report", "s17_credit"))]


def test_a_year(returns):
    r = reports.build("2026")
    a, b = _line(r, "Attingal Pound"), _line(r, "Nedumangad Pound")
    assert (a.returns, a.last_period) == (2, "2026-02")
    assert (a.figures["impounded"], a.figures["released"], a.figures["fines_paise"],
            a.figures["feeding_paise"]) == (6, 5, 200000, 5500)
    assert (b.returns, b.last_period) == (2, "2026-12")
    assert (b.figures["impounded"], b.figures["fines_paise"], b.figures["held_at_end"],
            b.figures["overdue_cases"]) == (7, 10000, 0, 0)
    assert r.totals == {"impounded": 13, "released": 5, "sold": 1, "disposed_otherwise": 1, "held_at_end": 0,
                        "fines_paise": 210000, "feeding_paise": 7000, "sale_proceeds_paise": 500000,
                        "deposits_held_paise": 150000, "deposits_due_paise": 150000, "overdue_cases": 0}
    assert r.overdue == []           # December's return, the latest, has none
    assert len(r.missing) == 3       # nobody returned all twelve months
    last_year = reports.build("2025")
    assert _line(last_year, "Attingal Pound").figures["impounded"] == 9
    assert last_year.totals["fines_paise"] == 99900
    assert reports.build("2026-12").totals["impounded"] == 6
    assert reports.build("2027-01").totals["impounded"] == 0


@pytest.mark.parametrize("text", ["2026-13", "2026-1", "26-01", "", "2026-00", "2026/01"])
def test_a_period_is_a_month_or_a_year(text):
    with pytest.raises(reports.PeriodError):
        reports.span(text)


def test_the_spans_end_on_the_months_last_day():
    assert reports.span("2024-02").end.isoformat() == "2024-02-29"
    assert reports.span("2026-02").end.isoformat() == "2026-02-28"
    assert (reports.span("2026").start.isoformat(), reports.span("2026").end.isoformat()) == (
        "2026-01-01", "2026-12-31")


def test_the_csv(returns):
    text = reports.to_csv(reports.build("2026-02")).decode("utf-8-sig")
    lines = text.split("\r\n")
    assert lines[0].startswith("Period,Pound id,Pound,Local authority,Returns,Figures at the end from,"
                               "Cattle impounded,Released,Sold,Disposed of otherwise,Held at the end,Fines (Rs)")
    a_id = keys.pound_id(returns[0].public_key())
    assert lines[1] == (f"2026-02,{a_id},Attingal Pound,Attingal Municipality,1/1,2026-02,"
                        "2,2,1,0,0,800.00,20.00,5000.00,1500.00,1500.00,0")
    assert lines[3].endswith(",Varkala Pound,Varkala Municipality,0/1,,0,0,0,0,0,0.00,0.00,0.00,0.00,0.00,0")
    assert lines[4] == "2026-02,,All pounds,,2,,3,2,1,1,3,800.00,35.00,5000.00,1500.00,1500.00,2"


def test_the_pdf(returns):
    pdf = document.render(reports.build("2026-02"), "Thiruvananthapuram District Panchayat")
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert "Thiruvananthapuram District Panchayat" in text
    assert "February 2026" in text
    assert "Varkala Pound (0 of 1 / 1-ൽ 0)" in text
    assert "5,000.00" in text and "1,500.00" in text
    assert "012/2026" in text and "s13_report, s17_credit" in text   # codes it does not know, as sent
    # the table on its page, then the charts on theirs (tests/authority/test_report_charts.py): the
    # entries of the returns make the places chart a page of its own
    assert "pounds registered" in text and "Page 1 of 4" in text and "The period in pictures" in text
    # a step the pound's return names is printed in both languages
    assert document._overdue("unclaimed_report") == "വകുപ്പ് 13(1) റിപ്പോർട്ട് / report under s. 13(1)"
    assert "003/2026" not in text


def test_the_pdf_gives_malayalam_names_back(adb, tmp_path):
    """Pounds and the authority named in Malayalam read back from the PDF
    (pdftotext reads the ActualText the shaped names carry), every font embedded."""
    from tests.documents.test_pdf_text import needs_poppler, reads_back

    if needs_poppler.args[0]:
        pytest.skip(needs_poppler.kwargs["reason"])
    key = new_key()
    pounds.register("നെടുമങ്ങാട് നഗരസഭ പൗണ്ട്", keys.public_pem(key), "നെടുമങ്ങാട് നഗരസഭ")
    name, data = bundle(key, "2026-02", 1, name="നെടുമങ്ങാട് നഗരസഭ പൗണ്ട്", totals={"impounded": 2},
                        open_cases=[{"case_no": "003/2026", "heads_held": 1, "dues_paise": 7000,
                                     "overdue": ["unclaimed_report"]}])
    assert imports.import_bytes(data, name).ok
    path = tmp_path / "consolidated.pdf"
    path.write_bytes(document.render(reports.build("2026-02"), "തിരുവനന്തപുരം ജില്ലാ പഞ്ചായത്ത്"))
    reads_back(path, "നെടുമങ്ങാട് നഗരസഭ പൗണ്ട്", "തിരുവനന്തപുരം ജില്ലാ പഞ്ചായത്ത്",
               "വകുപ്പ് 13(1) റിപ്പോർട്ട്")
