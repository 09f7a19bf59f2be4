"""The authority's Charts tab: after the report is made, a chart view for
each figure, whose bars hold the values counted by hand from the returns
imported; and the same in Malayalam (the screenshot kept in the docs is
taken by docs/screenshots/take_chart_screenshots.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "authority"))

from authority_helpers import bundle, data_json, new_key  # noqa: E402

from pound_desk.authority import charts, imports, pounds  # noqa: E402
from pound_desk.authority.database import close_authority, open_authority  # noqa: E402
from pound_desk.returns import keys  # noqa: E402


def entry(no, place, *kinds):
    return {"case_no": no, "seized_place": place, "heads": [{"seq": i + 1, "kind": k} for i, k in enumerate(kinds)]}


RETURNS = {"Attingal Pound": {"2026-10": [entry("1/2026", "Kallara junction", "cow"),
                                          entry("2/2026", "Kallara junction", "ox", "cow")],
                              "2026-11": [entry("3/2026", "ആലംകോട് ചന്ത", "goat")]},
           "നെടുമങ്ങാട് പൗണ്ട്": {"2026-11": [entry("7/2026", "പഴകുറ്റി കവല", "buffalo", "buffalo", "cow")]}}


@pytest.fixture
def window(qtbot, tmp_path):
    open_authority(tmp_path / "authority.sqlite3")
    for name, months in RETURNS.items():
        key = new_key()
        pounds.register(name, keys.public_pem(key))
        for seq, (period, entries) in enumerate(sorted(months.items()), start=1):
            d = data_json(period, {"fines_paise": 150000 * seq, "impounded": sum(len(e["heads"]) for e in entries)},
                          [{"case_no": "9/2026", "heads_held": 1, "dues_paise": 32050, "overdue": ["notice_issue"]}])
            d["cases"] = entries
            assert imports.import_bytes(*reversed(bundle(key, period, seq, data=d, name=name))).ok
    from pound_desk.ui.authority.window import AuthorityWindow

    w = AuthorityWindow(str(tmp_path / "authority.sqlite3"))
    qtbot.addWidget(w)
    w.resize(1100, 900)
    w.show()
    yield w
    qtbot.waitUntil(lambda: w.task is None, timeout=20000)
    close_authority()


def _values(view) -> dict[str, list[float]]:
    series = view.chart().series()[0]
    return {s.label(): [s.at(i) for i in range(s.count())] for s in series.barSets()}


def _categories(view) -> list[str]:
    axis = next(a for a in view.chart().axes() if a.metaObject().className() == "QBarCategoryAxis")
    return list(axis.categories())


def _make(window, qtbot, period):
    window.tabs.setCurrentIndex(2)
    window.report.period_edit.setText(period)
    window.report.make_report()
    qtbot.waitUntil(lambda: window.task is None, timeout=20000)
    window.tabs.setCurrentWidget(window.charts)


def test_the_charts_tab_shows_the_year_counted_by_hand(window, qtbot):
    assert window.charts.views == {} and window.charts.empty.text().startswith("Make the report")
    _make(window, qtbot, "2026")
    views = window.charts.views
    assert set(views) == {charts.SEIZURES, charts.KINDS, charts.MONEY, charts.OVERDUE_STEPS, charts.PLACES}
    seized = _values(views[charts.SEIZURES])
    assert seized["Attingal Pound"][9:11] == [2, 1]          # October, November
    assert seized["നെടുമങ്ങാട് പൗണ്ട്"][9:11] == [0, 1]       # no return in October: no bar, and said below
    assert _categories(views[charts.SEIZURES])[9] == "Oct"
    # kinds: drawn bottom up, so the most is last
    kinds = dict(zip(_categories(views[charts.KINDS]), _values(views[charts.KINDS])["Heads"]))
    assert kinds == {"Cow": 3, "Buffalo": 2, "Ox": 1, "Goat": 1}
    money = _values(views[charts.MONEY])
    # rupees: Attingal collected 1,500 + 3,000; both due 320 (paise left out)
    assert money["Collected (fines and feeding charges)"] == [4500, 1500]
    assert money["Due (dues on cattle held at the end)"] == [320, 320]
    assert _values(views[charts.OVERDUE_STEPS]) == {"notice": [1, 1]}
    places = _categories(views[charts.PLACES])
    assert places[-1] == "Kallara junction (Attingal Pound)"            # the most, at the top
    assert _values(views[charts.PLACES])["Oct 2026"][-1] == 2
    notes = [w.text() for w in window.charts.findChildren(QLabel) if w.text().startswith("×")]
    assert any("നെടുമങ്ങാട് പൗണ്ട്: Jan 2026" in n and "Oct 2026" in n for n in notes)


def test_the_charts_read_in_malayalam(window, qtbot, malayalam, tmp_path):
    _make(window, qtbot, "2026")
    view = window.charts.views[charts.KINDS]
    assert view.chart().title() == "പിടികൂടിയ ഉരുക്കൾ, ഇനം തിരിച്ച്"
    assert "പശു" in _categories(view)
    assert _categories(window.charts.views[charts.SEIZURES])[9] == "ഒക്ടോബർ"
    window.grab().save(str(tmp_path / "authority-charts-ml.png"))
