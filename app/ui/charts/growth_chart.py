"""The Results page's chart under a growing demand (METHOD §13): per year, bars for the servers
each option runs (the baseline and the best candidates) and a line for how full they run, with
the utilization ceiling drawn, so a buyer sees at a glance when a plan buys and whether the
current fleet stays under its ceiling. Hidden without growth.

pyqtgraph is imported when the chart is first filled with a growing quote.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from app.io.words.formatting import percent
from app.ui.charts.chart_style import option_pen, option_symbol, title_room
from app.ui.i18n import T

CTX = "Results"
COLORS = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd")
#: options drawn: the baseline and the best candidates, as many as stay readable per year
MOST = 5
PER_ROW = 3


def shown_options(result) -> list:
    """The valid options drawn: the baseline first, then the candidates by NPV (best first),
    else by TCO (lowest first), at most MOST."""
    valid = [o for o in result.options if o.valid and o.servers_by_year]
    base = [o for o in valid if o.baseline]
    others = sorted((o for o in valid if not o.baseline),
                    key=lambda o: (o.npv is None, -(o.npv or 0.0), o.tco or 0.0))
    return (base + others)[:MOST]


class GrowthChart(QWidget):
    """Servers per year (bars, left axis) and utilization per year (lines, right axis)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setMinimumHeight(200)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.plot = None
        self.legend = QWidget()  # below the plot, so it never covers a bar
        self.keys = QGridLayout(self.legend)
        self.keys.setContentsMargins(4, 0, 4, 0)
        self.legend_texts: list[str] = []   # as shown, for a reader (and the tests)
        self.bars: dict[str, list[int]] = {}        # label -> servers per year, as drawn
        self.lines: dict[str, list[float]] = {}     # label -> utilization per year
        self.ceiling: float | None = None
        self.drawn = False   # a tab page: its tab shows and hides it, this says if it has years

    def set_result(self, result, lang: str, u_max: float | None) -> None:
        """Fill from a QuoteResult; empty (``drawn`` False) when the demand does not grow."""
        self.bars, self.lines, self.drawn = {}, {}, False
        if result is None or not getattr(result, "demand_by_year", None):
            return
        options = shown_options(result)
        if not options:
            return
        if self.plot is None:
            self._build()
        self._draw(options, len(result.demand_by_year), lang, u_max)
        self.drawn = True

    def _build(self) -> None:
        import pyqtgraph as pg

        self.plot = pg.PlotWidget(background="w")
        self.plot.setMinimumHeight(140)
        self._layout.addWidget(self.plot, 1)
        self._layout.addWidget(self.legend)
        item = self.plot.getPlotItem()
        self.right = pg.ViewBox()  # utilization on its own axis, 0..100 %
        item.showAxis("right")
        item.scene().addItem(self.right)
        item.getAxis("right").linkToView(self.right)
        self.right.setXLink(item)
        item.vb.sigResized.connect(self._follow)

    def _follow(self) -> None:
        self.right.setGeometry(self.plot.getPlotItem().vb.sceneBoundingRect())
        self.right.linkedViewChanged(self.plot.getPlotItem().vb, self.right.XAxis)

    def _draw(self, options, years: int, lang: str, u_max: float | None) -> None:
        import pyqtgraph as pg

        item = self.plot.getPlotItem()
        item.clear()
        self.right.clear()
        keys = []
        width = 0.8 / len(options)
        top_u = 1.0
        for i, o in enumerate(options):
            color = COLORS[i % len(COLORS)]
            label = o.label
            xs = [y + (i - (len(options) - 1) / 2) * width for y in range(1, years + 1)]
            servers = list(o.servers_by_year[:years])
            bars = pg.BarGraphItem(x=xs, height=servers, width=width * 0.9, brush=color,
                                   pen=pg.mkPen(color))
            item.addItem(bars)
            keys.append((color, "■", label))
            u = list(o.utilization_by_year[:years])
            line = pg.PlotDataItem(list(range(1, years + 1)), [x * 100 for x in u],
                                   pen=option_pen(pg, i, color), symbol=option_symbol(i),
                                   symbolSize=7, symbolBrush=color)
            self.right.addItem(line)
            self.bars[label], self.lines[label] = servers, u
            top_u = max(top_u, *u)
        self.ceiling = u_max
        if u_max is not None:
            pen = pg.mkPen("#b00020", width=1.5, style=pg.QtCore.Qt.PenStyle.DashLine)
            ceiling = pg.InfiniteLine(pos=u_max * 100, angle=0, pen=pen)
            self.right.addItem(ceiling)
            keys.append(("#b00020", "- -", T(CTX, "utilization ceiling ({u})").format(
                u=percent(u_max, 0, lang))))
        self._legend(keys)
        most = max(max(s) for s in self.bars.values())
        item.setXRange(0.4, years + 0.6, padding=0)
        item.setYRange(0, most * 1.1 + 1, padding=0)
        self.right.setYRange(0, top_u * 100 * 1.1, padding=0)
        item.getAxis("bottom").setTicks([[(y, T(CTX, "year {y}").format(y=y))
                                          for y in range(1, years + 1)]])
        item.setLabel("left", T(CTX, "servers"))
        item.setLabel("right", T(CTX, "utilization [%]"))
        item.setTitle(T(CTX, "Servers and utilization by year"))
        # tall enough for the axes' titles in the UI's language, the title line above
        self.plot.setMinimumHeight(max(140, title_room(self.plot) + 24))
        self.setMinimumHeight(max(200, self.plot.minimumHeight() + self.legend.sizeHint().height()))
        self._follow()

    def _legend(self, keys: list[tuple[str, str, str]]) -> None:
        """A colour sample and the text of each key, PER_ROW a line, plain text (an option's
        label is the user's and never markup)."""
        while self.keys.count():
            self.keys.takeAt(0).widget().deleteLater()
        self.legend_texts = [text for _c, _m, text in keys]
        for k, (color, mark, text) in enumerate(keys):  # the axes' titles say bars vs lines
            row, column = k // PER_ROW, 2 * (k % PER_ROW)
            self.keys.addWidget(_plain(mark, f"color: {color}; font-weight: bold"), row, column)
            self.keys.addWidget(_plain(text), row, column + 1)
        for k in range(PER_ROW):
            self.keys.setColumnStretch(2 * k + 1, 1)


def _plain(text: str, style: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if style:
        label.setStyleSheet(style)
    return label
