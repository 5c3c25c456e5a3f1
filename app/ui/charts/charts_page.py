"""Charts of the results, drawn with pyqtgraph. pyqtgraph is imported only when this page is
first shown (``ensure_built``), so the window paints before it loads."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QFont, QFontMetrics
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QMenu, QVBoxLayout, QWidget

from app.io.words.formatting import years
from app.io.words.labels import work_unit
from app.ui.charts import chart_png
from app.ui.charts.chart_style import locale_axis, name_ticks, option_pen, option_symbol
from app.ui.i18n import N, T
from app.ui.plain_text import legend_text
from app.ui.texts import Texts

if TYPE_CHECKING:  # or the snapshot of a fast start, with the same attributes
    from app.model import QuoteResult

CTX = "Charts"
KEYS = ("cumulative", "energy", "power", "throughput")
# legends: where each sits (pyqtgraph: a negative offset counts from the right/bottom edge) and
# in how many columns; the bar charts get head-room above the bars so the legend covers none
LEGENDS = {"cumulative": ((10, 5), 2), "energy": ((10, 5), 2), "power": ((10, 5), 2),
           "throughput": ((10, 5), 1)}
HEADROOM = {"cumulative": 1.4, "energy": 1.3, "power": 1.3, "throughput": 1.15}
TITLE_SIZES = (11.0, 10.0, 9.0, 8.0)  # pyqtgraph's title is 11 pt; smaller where it does not fit
LEGEND_BRUSH = (255, 255, 255, 215)
LABEL_BRUSH = (255, 255, 255, 110)  # a payback label lets the lines under it show through
COLORS = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
          "#7f7f7f", "#bcbd22", "#17becf")


def cumulative_costs(option, rate: float = 0.0, credit: float = 0.0) -> list[float]:
    """The cumulative discounted cost at years 0..N, as the PDF draws it (app.io.words.money_parts):
    where a candidate meets the baseline is the table's cumulative payback (M28)."""
    from app.io.words.money_parts import cumulative_cost

    return cumulative_cost(option, rate, credit)


def residual_today(option, rate: float, years: int) -> float:
    from app.io.words.money_parts import residual_today as today

    return today(option, rate, years)


def power_parts(o) -> list[float]:
    """Per server, wall side: GPUs, platform, PSU loss, facility overhead. [W]"""
    n = o.gpus // o.servers
    gpu_share = n * o.gpu_w / (n * o.gpu_w + o.platform_w) if (n * o.gpu_w + o.platform_w) else 0
    return [o.dc_w * gpu_share, o.dc_w * (1 - gpu_share), o.wall_w - o.dc_w, o.wall_w * (o.pue - 1)]


class ChartsPage(QWidget):
    def __init__(self, state, parent=None):
        super().__init__(parent)
        self.state, self.texts = state, Texts(CTX)
        self.plots: dict = {}
        self._title_of: dict[str, str] = {}  # each chart's whole title (shown smaller or cut)
        self._fitting = False
        self._menus = False
        self._layout = QVBoxLayout(self)
        self._waiting = self.texts.label(N(CTX, "Loading charts…"))
        self._layout.addWidget(self._waiting)
        state.results_changed.connect(self.refresh)
        state.language_changed.connect(self.retranslate)  # titles, axes, legends, the key

    @property
    def built(self) -> bool:
        return bool(self.plots)

    def ensure_built(self) -> None:
        if self.built:
            return
        import pyqtgraph as pg

        pg.setConfigOptions(antialias=True, background="w", foreground="k", exitCleanup=False)
        self._waiting.hide()
        top = QHBoxLayout()
        # a quote with no option that computes (File -> New before a demand is given) drew
        # four empty charts with 0-1 axes and no word why
        self.empty = self.texts.label(N(CTX, "No option can be computed yet, so there is "
                                             "nothing to chart: the Results page says why."))
        self.empty.hide()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        export = self.texts.button(N(CTX, "Export PNG…"))
        self._export_menu = QMenu(export)
        self._export_menu.aboutToShow.connect(self._fill_export_menu)
        export.setMenu(self._export_menu)
        top.addStretch(1)
        top.addWidget(export)
        self._layout.addLayout(top)
        self.grid = QWidget()
        grid = QGridLayout(self.grid)
        grid.setContentsMargins(0, 0, 0, 0)
        axis = locale_axis(pg, self.state)
        for i, key in enumerate(KEYS):
            plot = pg.PlotWidget(axisItems={"left": axis("left"), "bottom": axis("bottom")},
                                 enableMenu=False)  # the context menus come after the paint
            plot.showGrid(x=True, y=True, alpha=0.3)
            offset, columns = LEGENDS[key]
            plot.addLegend(offset=offset, colCount=columns, brush=LEGEND_BRUSH)
            grid.addWidget(plot, i // 2, i % 2)
            self.plots[key] = plot
            # the tick labels widen the left axis at the first paint: fit the titles again
            plot.getAxis("left").geometryChanged.connect(self._fit_titles)
        self._layout.addWidget(self.grid, 1)
        self._layout.addWidget(self.empty, 1)  # in the charts' place while there are none
        self.refresh()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        if self.plots and not self._menus:  # the plots paint next, in this pass
            self._menus = True
            QTimer.singleShot(0, self._enable_menus)

    def _enable_menus(self) -> None:
        """The right-click menu: not needed to paint, so built after. What a seller uses of
        pyqtgraph's: "View all" (after a wheel zoom) and the export, which writes the chart's
        titled PNG, the same file the page's button writes (pyqtgraph's own Export
        wrote an image without title, customer or date). pyqtgraph's axis, mouse-mode and
        plot-option submenus (log axes, FFT, downsampling: English, for developers) are hidden."""
        for key, plot in self.plots.items():
            item = plot.getPlotItem()
            item.setMenuEnabled(True)
            menu = item.getViewBox().menu
            for action in menu.actions():
                action.setVisible(action is menu.viewAll)
            item.ctrlMenu.menuAction().setVisible(False)
            action = QAction(T(CTX, "Export PNG…"), plot)
            action.triggered.connect(lambda _=False, k=key: self._ask_export(k))
            plot.scene().contextMenu = [action]
        self._menu_texts()

    def _menu_texts(self) -> None:
        for plot in self.plots.values():
            menu = plot.getPlotItem().getViewBox().menu
            if menu is not None:
                menu.viewAll.setText(T(CTX, "View all"))
            for action in getattr(plot.scene(), "contextMenu", []):
                action.setText(T(CTX, "Export PNG…"))

    def refresh(self) -> None:
        result = self.state.result
        if not self.built or result is None:
            return
        valid = [o for o in result.options if o.valid]
        self.empty.setVisible(not valid)
        self.grid.setVisible(bool(valid))
        for plot in self.plots.values():
            plot.clear()
            plot.getPlotItem().legend.clear()
        self._cumulative(valid, result)
        self._bars(valid)
        self._titles(result)

    def _titles(self, r: QuoteResult) -> None:
        cur = r.currency
        p = self.plots
        self._title_of = {"cumulative": T(CTX, "Cumulative cost, discounted (capex + opex)"),
                          "energy": T(CTX, "Annual energy: IT and facility overhead"),
                          "power": T(CTX, "Power per server at the wall"),
                          "throughput": T(CTX, "Peak throughput per wall kW")}
        self._fit_titles()
        p["cumulative"].getAxis("left").enableAutoSIPrefix(False)  # no "MEUR": whole amounts
        p["cumulative"].setLabel("left", T(CTX, "cost [{currency}]").format(currency=cur))
        p["cumulative"].setLabel("bottom", T(CTX, "year"))
        p["energy"].setLabel("left", T(CTX, "energy"), units=T(CTX, "Wh/yr"))
        p["power"].setLabel("left", T(CTX, "power"), units="W")
        p["throughput"].setLabel("left", T(CTX, "{unit}/s per kW").format(
            unit=work_unit(r, self.state.lang)))
        for plot in p.values():  # tick numbers again, in the language's decimal mark
            for side in ("left", "bottom"):
                plot.getAxis(side).picture = None
                plot.getAxis(side).update()
        for key in ("energy", "power", "throughput"):
            p[key].setLabel("bottom", None)  # the option names are the ticks

    def _cumulative(self, options, result) -> None:
        import pyqtgraph as pg

        plot = self.plots["cumulative"]
        base = next((o for o in options if o.baseline), None)
        quote = self.state.quote  # None while a fast start shows its snapshot
        rate = quote.site.discount_rate if quote else 0.0
        resale = (quote.baseline_resale or 0.0) if quote else 0.0

        def curve_of(o):  # a candidate starts at its capex less the baseline's resale (M28's ΔK)
            return cumulative_costs(o, rate, 0.0 if o.baseline or base is None else resale)

        base_curve = curve_of(base) if base else None
        horizon = max((len(curve_of(o)) - 1 for o in options), default=0)
        step = 1 if horizon <= 20 else 5  # whole years: a wide chart ticked "0,5", "2,5" years
        plot.getAxis("bottom").setTicks([[(y, str(y)) for y in range(0, horizon + 1, step)]])
        placed: list[float] = []  # years of the labels so far: close ones alternate above/below
        top = max((max(curve_of(o)) for o in options), default=1)
        plot.setYRange(0, top * HEADROOM["cumulative"])  # the legend sits above the curves
        for i, o in enumerate(options):
            curve = curve_of(o)
            xs = list(range(len(curve)))
            drop = residual_today(o, rate, len(curve) - 1)  # to the TCO, after the payback's line
            plot.plot(xs + [xs[-1]] * bool(drop), curve + [curve[-1] - drop] * bool(drop),
                      name=legend_text(o.label), pen=option_pen(pg, i, COLORS[i % len(COLORS)]),
                      symbol=option_symbol(i), symbolSize=7, symbolBrush=COLORS[i % len(COLORS)],
                      symbolPen=None)
            # the table's row "Payback, cumulative" (M28), marked where it falls on the curves
            year = o.discounted_payback_years if base_curve and not o.baseline else None
            if year is not None:
                y = base_curve[int(year)] + (base_curve[min(int(year) + 1, len(base_curve) - 1)]
                                             - base_curve[int(year)]) * (year - int(year))
                plot.plot([year], [y], pen=None, symbol="o", symbolBrush=COLORS[i % len(COLORS)])
                text = T(CTX, "payback, cumulative: {y}").format(
                    y=years(year, self.state.lang))
                if any(abs(p - year) < 0.05 for p in placed):
                    continue  # the same point as a label already there
                near = sum(1 for p in placed if abs(p - year) < 0.6)
                placed.append(year)
                ax = 1 if year > 0.6 * (len(base_curve) - 1) else 0  # right half: text to the left
                label = pg.TextItem(text, color=COLORS[i % len(COLORS)], fill=LABEL_BRUSH,
                                    anchor=(ax, 1.0 + near) if near % 2 else (ax, -near))
                label.setPos(year, y)
                plot.addItem(label)

    def _bars(self, options) -> None:
        import pyqtgraph as pg

        xs = list(range(len(options)))
        self._names = [o.label for o in options]
        it = [o.annual_kwh_it * 1000 for o in options]
        oh = [o.annual_kwh_overhead * 1000 for o in options]
        energy = self.plots["energy"]
        energy.addItem(pg.BarGraphItem(x=xs, height=it, width=0.6, brush=COLORS[0], name=T(CTX, "IT")))
        energy.addItem(pg.BarGraphItem(x=xs, y0=it, height=oh, width=0.6, brush=COLORS[1],
                                       name=T(CTX, "facility overhead")))
        power = self.plots["power"]
        bottoms = [0.0] * len(options)
        names = (N(CTX, "GPUs"), N(CTX, "platform"), N(CTX, "PSU loss"), N(CTX, "facility overhead"))
        parts = [power_parts(o) for o in options]
        for k, name in enumerate(names):
            heights = [p[k] for p in parts]
            power.addItem(pg.BarGraphItem(x=xs, y0=bottoms, height=heights, width=0.6,
                                          brush=COLORS[k], name=T(CTX, name)))
            bottoms = [b + h for b, h in zip(bottoms, heights)]
        through = self.plots["throughput"]
        through.addItem(pg.BarGraphItem(x=xs, height=[o.perf_per_wall_w * 1000 for o in options],
                                        width=0.6, brush=COLORS[2]))
        tops = {"energy": [a + b for a, b in zip(it, oh)], "power": bottoms,
                "throughput": [o.perf_per_wall_w * 1000 for o in options]}
        for key in ("energy", "power", "throughput"):
            self.plots[key].setYRange(0, max(tops[key], default=1) * HEADROOM[key])
        self._name_ticks()

    def _name_ticks(self) -> None:
        """Option names under the bars, wrapped to the width each bar has now."""
        for key in ("energy", "power", "throughput"):
            name_ticks(self.plots[key], getattr(self, "_names", []))
        self._fit_titles()

    def _fit_titles(self) -> None:
        """Each title within its chart's width: a smaller type, then cut with an ellipsis. A
        title wider than the chart made pyqtgraph's layout wider than the widget, cutting the
        chart's right edge (the long Dutch cumulative title at 1280x800)."""
        if self._fitting:  # fitting lays the plot out, which moves the axis again
            return
        self._fitting = True
        try:
            self._fit_each_title()
        finally:
            self._fitting = False

    def _fit_each_title(self) -> None:
        for key, text in self._title_of.items():
            plot = self.plots[key]
            room = max(80, plot.width() - plot.getAxis("left").width() - 24)  # the title's column
            font = QFont(self.font())
            for size in TITLE_SIZES:
                font.setPointSizeF(size)
                if QFontMetrics(font).horizontalAdvance(text) <= room:
                    break
            else:
                text = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, room)
            plot.setTitle(text, size=f"{size}pt")
            plot.getPlotItem().setGeometry(plot.range)  # laid out anew within the narrower minimum

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.built:
            QTimer.singleShot(0, self._name_ticks)  # after the plots have their new width

    def chart_title(self, key: str | None) -> str:
        """The title of one chart (``key``) or, for None, of all four."""
        if key is None:
            return T(CTX, "Charts")
        return self._title_of.get(key) or self.plots[key].getPlotItem().titleLabel.text

    def export_png(self, path: Path, key: str | None = None) -> bool:
        """One chart (``key``) or all four as a PNG under a heading: the chart's title, the
        customer and quote, and the date; the page's buttons are not in the image."""
        self.ensure_built()
        title = self.chart_title(key)
        if key is None:
            return chart_png.save(self.grid, path, title, chart_png.caption(self.state))
        plot = self.plots[key].getPlotItem()
        self._fitting = True  # no title put back while the axis moves for the image
        try:
            plot.setTitle(None)  # the heading carries it, once
            plot.layout.activate()
            return chart_png.save(self.plots[key], path, title, chart_png.caption(self.state))
        finally:
            self._fitting = False
            self._fit_titles()

    def _fill_export_menu(self) -> None:
        self._export_menu.clear()
        for key in KEYS:
            action = self._export_menu.addAction(self.chart_title(key))
            action.triggered.connect(lambda _=False, k=key: self._ask_export(k))
        self._export_menu.addSeparator()
        action = self._export_menu.addAction(T(CTX, "All four charts"))
        action.triggered.connect(lambda: self._ask_export(None))

    def _ask_export(self, key: str | None) -> None:
        from PySide6.QtWidgets import QFileDialog

        name = chart_png.file_name(self.chart_title(key), self.state)
        path, _ = QFileDialog.getSaveFileName(self, T(CTX, "Export charts"), name, "PNG (*.png)")
        if path:
            self.export_png(Path(path), key)

    def retranslate(self) -> None:
        self.texts.retranslate()
        self._menu_texts()
        self.refresh()

