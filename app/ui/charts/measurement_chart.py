"""The Measurements page's chart: power (with the power limit) above utilization, per GPU.

Readable for a million samples: every curve has pyqtgraph's automatic peak downsampling and
clip-to-view, so only the visible span is drawn, at about one point per pixel, keeping spikes.
Logs read by the streaming reader come as min/max per time bucket; both edges are drawn.
pyqtgraph is imported when the chart is built (the page builds it on first show).

Each plot is at least as tall as its rotated axis title is long in the UI's language
("bezettingsgraad [%]" was cut to "ezettingsgr" in a plot squeezed under the tables), and its
tick numbers are in that language's format ("0,5 s", not "0.5").
"""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.ui.charts.chart_style import title_room
from app.ui.charts.charts_page import COLORS
from app.ui.i18n import T

CTX = "Measurements"


def _curve_setup(item) -> None:
    item.setDownsampling(auto=True, method="peak")
    item.setClipToView(True)


class MeasurementChart(QWidget):
    """``set_series([{label, t_s, power_w | (min_w, max_w), utilization, limit_w}, ...])``."""

    def __init__(self, state=None, parent=None):
        """``state``: whose ``lang`` the tick numbers follow (None: as Python writes them)."""
        super().__init__(parent)
        import pyqtgraph as pg

        from app.ui.charts.chart_style import locale_axis

        pg.setConfigOptions(antialias=False, background="w", foreground="k", exitCleanup=False)
        axis = locale_axis(pg, state) if state is not None else None
        self.power_plot, self.util_plot = (
            pg.PlotWidget(axisItems={"left": axis("left"), "bottom": axis("bottom")} if axis
                          else None) for _ in range(2))
        for plot in (self.power_plot, self.util_plot):
            plot.showGrid(x=True, y=True, alpha=0.3)
            plot.addLegend(offset=(10, 10))
            item = plot.getPlotItem()
            item.setDownsampling(auto=True, mode="peak")
            item.setClipToView(True)
        self.util_plot.setXLink(self.power_plot)
        self.util_plot.setYRange(0, 100)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.power_plot, 3)
        layout.addWidget(self.util_plot, 2)
        self.series: list[dict] = []
        self.limit_lines: list = []
        self._labels()

    def _labels(self, unit: str = "s") -> None:
        self.power_plot.setLabel("left", T(CTX, "power [W]"))
        self.util_plot.setLabel("left", T(CTX, "utilization [%]"))
        self.util_plot.setLabel("bottom", T(CTX, "time since the start [{unit}]").format(unit=unit))
        for plot in (self.power_plot, self.util_plot):
            plot.setMinimumHeight(title_room(plot))



    def clear(self) -> None:
        for plot in (self.power_plot, self.util_plot):
            plot.clear()
            legend = plot.getPlotItem().legend
            if legend is not None:
                legend.clear()
        self.limit_lines = []

    def set_series(self, series: list[dict]) -> None:
        """Draw each GPU's power and utilization; the power limits as dashed lines."""
        import pyqtgraph as pg

        self.clear()
        self.series = series
        span = max((float(np.nanmax(s["t_s"])) for s in series if len(s["t_s"])), default=0.0)
        scale, unit = (3600.0, "h") if span > 7200 else (1.0, "s")
        self._labels(unit)
        for i, s in enumerate(series):
            color = COLORS[i % len(COLORS)]
            x = np.asarray(s["t_s"], dtype=float) / scale
            if "min_w" in s:  # streaming reader: min/max per bucket
                lo = self.power_plot.plot(x, s["min_w"], pen=pg.mkPen(color, width=1))
                hi = self.power_plot.plot(x, s["max_w"], pen=pg.mkPen(color, width=1),
                                          name=s["label"])
                self.power_plot.addItem(pg.FillBetweenItem(lo, hi, brush=pg.mkBrush(color + "40")))
                curves = (lo, hi)
            else:
                curves = (self.power_plot.plot(x, s["power_w"], pen=pg.mkPen(color, width=1),
                                               name=s["label"]),)
            for c in curves:
                _curve_setup(c)
            if s.get("utilization") is not None:
                u = self.util_plot.plot(x, np.asarray(s["utilization"], dtype=float) * 100.0,
                                        pen=pg.mkPen(color, width=1), name=s["label"])
                _curve_setup(u)
            limit = s.get("limit_w")
            if limit and not any(abs(line.value() - limit) < 0.5 for line in self.limit_lines):
                line = pg.InfiniteLine(pos=limit, angle=0, pen=pg.mkPen(color, width=2,
                                                                        style=pg.QtCore.Qt.PenStyle.DashLine),
                                       label=T(CTX, "limit {w:.0f} W").format(w=limit),
                                       labelOpts={"position": 0.05, "color": color})
                self.power_plot.addItem(line)
                self.limit_lines.append(line)
        if not any(s.get("utilization") is not None for s in series) and series:
            self.util_plot.getPlotItem().setTitle(T(CTX, "no utilization in this log"), size="9pt")
        else:
            self.util_plot.getPlotItem().setTitle(None)
        self.power_plot.enableAutoRange()

    def curves(self) -> list:
        """The power plot's data items (tests)."""
        return self.power_plot.getPlotItem().listDataItems()

    def retranslate(self) -> None:
        if self.series:
            self.set_series(self.series)
        else:
            self._labels()
