"""The consolidated report's charts on screen, with Qt Charts: the same
``authority.charts.Bars`` the PDF draws, one chart view each, in the
language on screen (Qt shapes Malayalam in the chart's labels with the
application's fonts)."""
from __future__ import annotations

import html

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QHorizontalBarSeries,
    QHorizontalStackedBarSeries,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QCoreApplication, QMargins, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.authority.charts import PALETTE, Bars, nice_axis

CHART_HEIGHT = 340


def words(pair: tuple[str, str]) -> str:
    ml, en = pair
    return language.pick(en, ml)


def _series(bars: Bars):
    if bars.horizontal:
        return QHorizontalStackedBarSeries() if bars.stacked else QHorizontalBarSeries()
    return QStackedBarSeries() if bars.stacked else QBarSeries()


def shown_values(bars: Bars, i: int) -> list[float]:
    """What a series' bars show: money in whole rupees, a missing figure as
    no bar (the note under the chart says why)."""
    scale = 100 if bars.money else 1
    values = [0 if v is None else v // scale for v in bars.series[i].values]
    return list(reversed(values)) if bars.horizontal else values


def make_chart(bars: Bars) -> QChart:
    chart = QChart()
    chart.setTitle(words(bars.title))
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    chart.setMargins(QMargins(4, 4, 4, 4))
    series = _series(bars)
    for i, s in enumerate(bars.series):
        bar_set = QBarSet(words(s.name))
        bar_set.append(shown_values(bars, i))
        bar_set.setColor(QColor(PALETTE[i % len(PALETTE)]))
        bar_set.setBorderColor(QColor(PALETTE[i % len(PALETTE)]))
        series.append(bar_set)
    chart.addSeries(series)
    categories = QBarCategoryAxis()
    names = [words(c) for c in bars.categories]
    categories.append(list(reversed(names)) if bars.horizontal else names)
    values = QValueAxis()
    totals = [sum(col) for col in zip(*(shown_values(bars, i) for i in range(len(bars.series))))] \
        if bars.stacked else [v for i in range(len(bars.series)) for v in shown_values(bars, i)]
    top, step = nice_axis(int(max(totals, default=0)))
    values.setRange(0, top)
    values.setTickCount(int(top // step) + 1)
    values.setLabelFormat("%d")
    if bars.money:
        values.setTitleText("₹")
    cat_side, value_side = ((Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignBottom) if bars.horizontal
                            else (Qt.AlignmentFlag.AlignBottom, Qt.AlignmentFlag.AlignLeft))
    chart.addAxis(categories, cat_side)
    chart.addAxis(values, value_side)
    series.attachAxis(categories)
    series.attachAxis(values)
    legend = chart.legend()
    legend.setVisible(len(bars.series) > 1 or bars.stacked)
    legend.setAlignment(Qt.AlignmentFlag.AlignTop)
    return chart


class ChartsPanel(QWidget):
    """The charts of the last report made, one under the other."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.views: dict[str, QChartView] = {}
        self.bars: dict[str, Bars] = {}
        inner = QWidget()
        self.column = QVBoxLayout(inner)
        self.empty = QLabel(QCoreApplication.translate(
            "AuthorityCharts", "Make the report (a month or a year) to see its charts here."))
        self.empty.setWordWrap(True)
        self.column.addWidget(self.empty)
        self.column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)

    def set_charts(self, charts) -> None:
        while self.column.count():
            item = self.column.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.views, self.bars = {}, {}
        self.empty = None
        for bars in charts:
            if bars.empty:   # a title and a line, not an empty frame
                self.column.addWidget(self._note(f"<b>{html.escape(words(bars.title))}</b>: " + html.escape(
                    QCoreApplication.translate("AuthorityCharts", "nothing in this period.")), rich=True))
                for note in bars.notes:
                    self.column.addWidget(self._note(words(note)))
                continue
            view = QChartView(make_chart(bars))
            view.setRenderHint(QPainter.RenderHint.Antialiasing)
            view.setMinimumHeight(CHART_HEIGHT)
            self.views[bars.key], self.bars[bars.key] = view, bars
            self.column.addWidget(view)
            if bars.money:
                self.column.addWidget(self._note(QCoreApplication.translate(
                    "AuthorityCharts", "Money in rupees (₹), paise left out.")))
            for note in bars.notes:
                self.column.addWidget(self._note(words(note)))
        self.column.addStretch(1)

    @staticmethod
    def _note(text: str, rich: bool = False) -> QLabel:
        label = QLabel(text)
        # a pound's or a place's name is shown as written, never read as markup
        label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

