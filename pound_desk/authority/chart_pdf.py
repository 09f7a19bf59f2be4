"""A chart of the consolidated report on paper: reportlab's own bar charts
(``reportlab.graphics.charts``), drawn as vector graphics with the
document's fonts.

reportlab's chart labels are plain strings, which it draws unshaped: a
Malayalam label would come out with its vowel signs in the wrong place. So
the chart draws its bars and its value axis (figures only) itself, and every
word — the names of the categories and the legend — is a shaped paragraph
(``Renderer.p``) drawn beside it at the place the chart gives."""
from __future__ import annotations

from reportlab.graphics import renderPDF
from reportlab.graphics.charts.barcharts import HorizontalBarChart, VerticalBarChart
from reportlab.graphics.shapes import Drawing, String
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable

from pound_desk.authority.charts import PALETTE, Bars, nice_axis
from pound_desk.documents.fonts import LATIN
from pound_desk.law.money import Money
from pound_desk.text import count, money

AXIS_SIZE = 6.5
MISSING = "×"          # where a category has no figure at all; the note under the chart says why


def colour(i: int) -> colors.Color:
    return colors.HexColor(PALETTE[i % len(PALETTE)])


def figure(bars: Bars, value: float) -> str:
    """A value axis's figure: heads or cases as counted, money in whole rupees."""
    if bars.money:
        return money(Money(int(value) * 100)).replace(".00", "")
    return count(int(value))


class BarChartFlowable(Flowable):
    """``bars`` drawn ``width`` wide and ``height`` high; ``renderer`` makes
    the shaped labels (the consolidated report's own styles)."""

    def __init__(self, bars: Bars, renderer, width: float, height: float):
        super().__init__()
        self.bars, self.renderer = bars, renderer
        self.width, self.height = width, height

    def wrap(self, availWidth, availHeight):
        return self.width, self.height

    def _data(self) -> list[list[float | None]]:
        scale = 100 if self.bars.money else 1      # money in whole rupees: an axis of paise helps nobody
        return [[None if v is None else v // scale for v in s.values] for s in self.bars.series]

    def _legend(self) -> float:
        """The series' names across the top, a swatch each; returns the height used."""
        if len(self.bars.series) < 2 and not self.bars.stacked:
            return 0
        x, y, line = 0.0, self.height, 0.0
        placed = []
        for i, s in enumerate(self.bars.series):
            ml, en = s.name
            para = self.renderer.p(ml if ml == en else f"{ml} / {en}", "chart_legend")
            para.wrap(min(self.width * 0.45, 90 * mm), self.height)
            w, h = max(para.getActualLineWidths0() or [0]), para.height
            if x and x + w + 6 * mm > self.width:
                x, y, line = 0.0, y - line - 1.5, 0.0
            placed.append((i, para, x, y, h))
            x += w + 8 * mm
            line = max(line, h)
        for i, para, px, py, h in placed:
            self.canv.setFillColor(colour(i))
            self.canv.rect(px, py - h + 1, 3 * mm, min(h - 1, 2.6 * mm), stroke=0, fill=1)
            para.drawOn(self.canv, px + 4 * mm, py - h)
        return self.height - (y - line) + 2 * mm

    def draw(self) -> None:
        bars = self.bars
        top = self._legend()
        if bars.horizontal:
            self._horizontal(top)
        else:
            self._vertical(top)

    def _value_axis(self, axis) -> None:
        axis.valueMin = 0
        axis.labels.fontName = LATIN
        axis.labels.fontSize = AXIS_SIZE
        axis.labelTextFormat = lambda v: figure(self.bars, v)
        axis.visibleGrid = True
        axis.gridStrokeColor = colors.HexColor("#dddddd")
        axis.gridStrokeWidth = 0.3
        axis.strokeWidth = 0.4
        data = [v for row in self._data() for v in row if v is not None]
        if self.bars.stacked and data:
            sums = [sum(v or 0 for v in col) for col in zip(*self._data())]
            data = sums
        top = max(data) if data else 0
        axis.valueMax, axis.valueStep = nice_axis(top)

    def _chart(self, chart, data) -> None:
        chart.data = data
        chart.categoryAxis.categoryNames = [""] * len(self.bars.categories)
        chart.categoryAxis.labels.fontSize = 1
        chart.categoryAxis.strokeWidth = 0.4
        chart.bars.strokeWidth = 0
        chart.bars.strokeColor = None
        chart.barSpacing = 0.5
        chart.groupSpacing = 4
        if self.bars.stacked:
            chart.categoryAxis.style = "stacked"
        for i in range(len(data)):
            chart.bars[i].fillColor = colour(i)
        self._value_axis(chart.valueAxis)

    def _missing_marks(self, drawing: Drawing, centres: list[float], along_x: bool, base: float) -> None:
        """A mark where a category has no figure at all (no return): not the same as none."""
        for c, at in enumerate(centres):
            if all(s.values[c] is None for s in self.bars.series):
                x, y = (at, base + 2) if along_x else (base + 3, at - 2)
                drawing.add(String(x, y, MISSING, fontName=LATIN, fontSize=AXIS_SIZE,
                                   fillColor=colors.HexColor("#777777"), textAnchor="middle" if along_x else "start"))

    def _vertical(self, top: float) -> None:
        n = max(len(self.bars.categories), 1)
        label_h = 11 * mm
        left = 16 * mm
        d = Drawing(self.width, self.height)
        chart = VerticalBarChart()
        chart.x, chart.y = left, label_h
        chart.width, chart.height = self.width - left - 2 * mm, self.height - top - label_h - 2 * mm
        self._chart(chart, self._data())
        d.add(chart)
        step = chart.width / n
        centres = [chart.x + step * (i + 0.5) for i in range(n)]
        self._missing_marks(d, centres, True, chart.y)
        renderPDF.draw(d, self.canv, 0, 0)
        for (ml, en), x in zip(self.bars.categories, centres):
            para = self.renderer.p(ml if ml == en else f"{ml}\n{en}", "chart_axis")
            w, h = para.wrap(step - 1, label_h)
            para.drawOn(self.canv, x - (step - 1) / 2, label_h - h - 1)

    def _horizontal(self, top: float) -> None:
        n = max(len(self.bars.categories), 1)
        label_w = min(62 * mm, self.width * 0.38)
        bottom = 7 * mm
        d = Drawing(self.width, self.height)
        chart = HorizontalBarChart()
        chart.x, chart.y = label_w + 2 * mm, bottom
        chart.width, chart.height = self.width - label_w - 6 * mm, self.height - top - bottom - 1 * mm
        # the first category at the top, as a ranked list reads
        data = [list(reversed(row)) for row in self._data()]
        self._chart(chart, data)
        d.add(chart)
        step = chart.height / n
        centres = [chart.y + step * (n - 1 - i + 0.5) for i in range(n)]
        self._missing_marks(d, centres, False, chart.x)
        renderPDF.draw(d, self.canv, 0, 0)
        for (ml, en), y in zip(self.bars.categories, centres):
            para = self.renderer.p(ml if ml == en else f"{ml} / {en}", "chart_axis_right")
            w, h = para.wrap(label_w, step)
            para.drawOn(self.canv, 0, y - h / 2)
