"""The Advice page's charts, drawn with pyqtgraph: the power-cap sweep, the tornado and the Monte
Carlo bands. pyqtgraph is imported inside the functions, so importing this module costs nothing;
the page builds the plots only when it is first shown."""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtGui import QFontMetrics

from app.io.words.formatting import percent
from app.ui.charts.charts_page import COLORS
from app.ui.i18n import T

CTX = "Advice"


def new_plot(state=None):
    """A white plot with a grid and a legend; tick numbers in ``state.lang``'s formats."""
    import pyqtgraph as pg

    from app.ui.charts.chart_style import locale_axis

    pg.setConfigOptions(antialias=True, background="w", foreground="k", exitCleanup=False)
    axis = locale_axis(pg, state) if state is not None else None
    plot = pg.PlotWidget(axisItems={"left": axis("left"), "bottom": axis("bottom")} if axis
                         else None)
    plot.showGrid(x=True, y=True, alpha=0.3)
    plot.addLegend(offset=(10, 10))
    plot.setMinimumHeight(220)
    return plot


def clear(plot) -> None:
    plot.clear()
    legend = plot.getPlotItem().legend
    if legend is not None:
        legend.clear()


def _marker(plot, x: float, y: float, color: str, text: str, right: bool = False) -> None:
    """A dot at (x, y) with ``text`` above it; ``right``: the text ends at the dot (a dot in
    the right half: centred there, a long Dutch or French text ran out of the plot)."""
    import pyqtgraph as pg

    plot.plot([x], [y], pen=None, symbol="o", symbolSize=10, symbolBrush=color)
    label = pg.TextItem(text, color="k", anchor=(1.0 if right else 0.0, 1.2))
    label.setPos(x, y)
    plot.addItem(label)


def draw_cap_sweep(energy_plot, tco_plot, sweep, currency: str, work_unit: str,
                   lang: str = "en") -> None:
    """Energy per 10⁶ units of work and TCO per 10⁶ units against the cap (% of TDP), the unit
    named in the plural of the UI's language ("afbeeldingen"); caps the
    cap model does not support dashed; both caps marked on both plots: sweet spots of a measured
    cap curve, else limits of the assumed exponent (never called an optimum)."""
    import pyqtgraph as pg

    caps = sweep.cap * 100
    ok = sweep.valid & sweep.supported
    for plot, values, color, title, unit in (
            (energy_plot, sweep.kwh_per_work * 1e6, COLORS[0],
             T(CTX, "Facility energy per unit of work"),
             T(CTX, "kWh per 10⁶ {unit}").format(unit=work_unit)),
            (tco_plot, sweep.tco_per_work * 1e6, COLORS[1],
             T(CTX, "TCO per unit of work"),
             T(CTX, "{currency} per 10⁶ {unit}").format(currency=currency, unit=work_unit))):
        clear(plot)
        plot.setTitle(title)
        plot.getAxis("left").enableAutoSIPrefix(False)
        plot.setLabel("left", unit)
        plot.setLabel("bottom", T(CTX, "power cap [% of TDP]"))
        plot.plot(caps, np.where(ok, values, np.nan), pen=pg.mkPen(color, width=2),
                  name=T(CTX, "supported"), connect="finite")
        plot.plot(caps, np.where(ok, np.nan, values), name=T(CTX, "extrapolated or invalid"),
                  pen=pg.mkPen(color, width=1, style=pg.QtCore.Qt.PenStyle.DashLine),
                  connect="finite")
        names = ((T(CTX, "energy sweet spot"), T(CTX, "TCO sweet spot")) if sweep.measured_curve
                 else (T(CTX, "energy: exponent's limit"), T(CTX, "TCO: exponent's limit")))
        for index, name, mark in ((sweep.best_energy, names[0], COLORS[2]),
                                  (sweep.best_tco, names[1], COLORS[3])):
            if index is not None:
                _marker(plot, caps[index], values[index], mark,
                        f"{name} {percent(float(sweep.cap[index]), 0, lang)}",
                        right=caps[index] > (caps[0] + caps[-1]) / 2)


def draw_tornado(plot, rows, currency: str, lang: str = "en") -> list[str]:
    """Horizontal bars of the TCO difference with the baseline, each assumption at its low and
    its high value, around the point value (the vertical line); at each bar's end the value the
    assumption took there. ``rows``: app.calc.advisor.TornadoRow. Returns the row names, top
    first (the widest swing on top)."""
    import pyqtgraph as pg

    from app.io.report.tornado import end_spot, end_texts

    clear(plot)
    plot.setTitle(T(CTX, "TCO difference with the baseline: each assumption low / high"))
    plot.getPlotItem().legend.setOffset((-10, -10))
    plot.getAxis("bottom").enableAutoSIPrefix(False)  # whole amounts, thousands grouped
    plot.setLabel("bottom", T(CTX, "TCO difference") + f" [{currency}]")
    rows = [r for r in rows if r.tco_diff.point is not None]
    if not rows:
        return []
    point = rows[0].tco_diff.point
    n = len(rows)
    ys = [n - 1 - i for i in range(n)]
    low = [r.tco_diff.low if r.tco_diff.low is not None else point for r in rows]
    high = [r.tco_diff.high if r.tco_diff.high is not None else point for r in rows]
    plot.addItem(pg.BarGraphItem(x0=[min(point, v) for v in low], x1=[max(point, v) for v in low],
                                 y=ys, height=0.6, brush=COLORS[0], name=T(CTX, "low value")))
    plot.addItem(pg.BarGraphItem(x0=[min(point, v) for v in high], x1=[max(point, v) for v in high],
                                 y=ys, height=0.6, brush=COLORS[1], name=T(CTX, "high value")))
    plot.addItem(pg.InfiniteLine(pos=point, angle=90, pen=pg.mkPen("k", width=1)))
    span = max(max(high + low) - min(high + low), abs(point) * 0.1, 1.0)
    for y, row, lo, hi in zip(ys, rows, low, high):
        texts = end_texts(row, lang, currency)
        if max(abs(lo - point), abs(hi - point)) < span * 1e-3:  # no bar: both values at once
            ends = [(point, " / ".join(t for t in texts if t), False)]
        else:
            ends = []
            for value, other, text in ((lo, hi, texts[0]), (hi, lo, texts[1])):
                x, left = end_spot(point, value, other, span * 1e-3)
                ends.append((x, text, left))
        for value, text, left in ends:
            if text:  # outside the bar's end, never written over a bar
                label = pg.TextItem(text, color="k", anchor=(1.0 if left else 0.0, 0.5))
                label.setPos(value, y)
                plot.addItem(label)
    plot.setXRange(min(high + low) - 0.25 * span, max(high + low) + 0.25 * span)  # room for text
    names = [T(CTX, r.assumption) for r in rows]
    axis = plot.getAxis("left")
    axis.setTicks([[(y, name) for y, name in zip(ys, names)]])
    metrics = QFontMetrics(axis.font())
    axis.setWidth(max(metrics.horizontalAdvance(n) for n in names) + 16)
    return names


def draw_bands(plot, bands: dict, key: str, title: str, unit: str) -> list[str]:
    """P10-P90 band and P50 of ``key`` ("tco", "annual_kwh") per option as error bars, the
    option names under them. ``bands``: {label: app.calc.advisor.OptionUncertainty}."""
    import pyqtgraph as pg

    clear(plot)
    plot.setTitle(title)
    plot.setLabel("left", unit)
    labels, xs, mid, lo, hi = [], [], [], [], []
    for i, (label, row) in enumerate(bands.items()):
        q = getattr(row, key)
        if q.p50 is None:
            continue
        labels.append(label)
        xs.append(i)
        mid.append(q.p50)
        lo.append(q.p50 - q.p10)
        hi.append(q.p90 - q.p50)
    if not xs:
        return labels
    plot.addItem(pg.ErrorBarItem(x=np.array(xs, float), y=np.array(mid), bottom=np.array(lo),
                                 top=np.array(hi), beam=0.25, pen=pg.mkPen(COLORS[0], width=2)))
    plot.plot(xs, mid, pen=None, symbol="s", symbolBrush=COLORS[1], name="P50")
    from app.ui.charts.chart_style import name_ticks

    plot.setXRange(-0.5, len(bands) - 0.5, padding=0)  # room for the first and last name
    name_ticks(plot, labels, xs)
    return labels


def finite(value) -> bool:
    return value is not None and math.isfinite(value)
