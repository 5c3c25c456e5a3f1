"""Every chart of the window in Dutch, at 1280x800 and 1920x1080, shows its axis titles whole
and its legend inside the plot: the Charts page, the Advice page's cap sweep, tornado and
uncertainty bands, the Results page's growth chart and the Measurements page's chart, whose
"bezettingsgraad [%]" was cut to "ezettingsgr" in a plot squeezed under the tables (its tick
numbers also read "0.5", not "0,5"). The Measurements page scrolls in a low window rather than
squeeze its chart; the window keeps the size it was given."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import QApplication, QLabel

from app import paths

SMI = Path(__file__).resolve().parents[1] / "data" / "smi"
SIZES = [(1280, 800), (1920, 1080)]


def _pump(n: int = 4) -> None:
    for _ in range(n):
        QApplication.processEvents()
        time.sleep(0.02)


def _in_view(plot, rect: QRectF) -> QRectF:
    return plot.mapFromScene(rect).boundingRect().toRectF()


def _cut(plot, name: str) -> list[str]:
    """What a reader would miss of ``plot``: an axis title longer than its axis or out of the
    chart, a legend out of the plot's view."""
    item = plot.getPlotItem()
    view_rect = QRectF(plot.viewport().rect()).adjusted(-1, -1, 1, 1)
    out = []
    for side in ("left", "right", "bottom"):
        axis = item.getAxis(side) if side in item.axes else None
        if axis is None or not axis.isVisible() or not axis.labelText:
            continue
        margin = axis.label.document().documentMargin()  # around the text, inside its box
        title = axis.label.sceneBoundingRect().adjusted(margin, margin, -margin, -margin)
        along = axis.geometry()  # the axis as laid out (its bounding box spans the grid too)
        longer = title.height() > along.height() + 1 if side != "bottom" else \
            title.width() > along.width() + 1
        if longer or not view_rect.contains(_in_view(plot, title)):
            out.append(f"{name}: {side} title {axis.labelText!r}")
    legend = item.legend
    if legend is not None and legend.isVisible() and legend.items:
        box = item.getViewBox().sceneBoundingRect().adjusted(-1, -1, 1, 1)
        if not box.contains(legend.sceneBoundingRect()):
            out.append(f"{name}: legend")
    return out


def _window(qtbot, size, lang="nl"):
    from app.ui.application import build_window

    win = build_window(paths.example_quote(), lang=lang)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    win.state.flush()
    _pump()
    return win


def _advice_plots(win):
    """(name, plot) of the Advice page's charts, each tab shown before its plots are read."""
    win.show_page("advice")
    page = win.pages["advice"]
    _pump()
    assert page.wait(60_000)
    page.settle()
    page.option_box.setCurrentIndex(1)  # a candidate: the tornado compares it with the baseline
    assert page.wait(60_000)
    page.settle()
    for index, keys in ((1, ("energy_plot", "tco_plot")), (3, ("tornado_plot",)),
                        (4, ("mc_energy_plot", "mc_tco_plot"))):
        page.tabs.setCurrentIndex(index)
        _pump()
        for key in keys:
            plot = getattr(page, key)
            assert plot.isVisible() and plot.getPlotItem().listDataItems(), key
            yield f"advice {key}", plot


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1920x1080"])
def test_every_chart_shows_its_axis_titles_and_legend_whole_in_dutch(qtbot, size):
    from app.ui.i18n import install_language

    try:
        win = _window(qtbot, size)
        cut: list[str] = []
        win.show_page("charts")
        _pump()
        for key, plot in win.pages["charts"].plots.items():
            cut += _cut(plot, f"charts {key}")
        for name, plot in _advice_plots(win):
            cut += _cut(plot, name)
        win.show_page("results")
        win.state.edit("workload", workload=win.state.quote.workload.model_copy(
            update={"demand_growth": 0.3}))
        win.state.flush()
        _pump()
        results = win.pages["results"]
        results.years.setCurrentWidget(results.growth_chart)
        _pump()
        chart = results.growth_chart
        assert chart.drawn
        cut += _cut(chart.plot, "growth")
        keys = [k for k in chart.legend.findChildren(QLabel) if len(k.text()) > 2]
        assert keys
        cut += [f"growth key {k.text()!r}" for k in keys
                if k.fontMetrics().horizontalAdvance(k.text()) > k.width()
                or k.mapTo(chart, QPoint(0, 0)).y() < chart.plot.geometry().bottom()]  # under it
        assert cut == []
        assert (win.width(), win.height()) == size
    finally:
        install_language("en")


def _measured(qtbot, win):
    win.show_page("measurements")
    page = win.pages["measurements"]
    page.ensure_built()
    page.open_paths([SMI / "dmon_dt.txt"])
    page.start_import()
    qtbot.waitUntil(lambda: not page.job.running and page.chart is not None, timeout=30_000)
    _pump(8)
    return page


@pytest.mark.parametrize("lang, size", [("nl", SIZES[0]), ("nl", SIZES[1]), ("fr", SIZES[0])],
                         ids=["nl-1280x800", "nl-1920x1080", "fr-1280x800"])
def test_the_measured_power_chart_is_readable_and_the_window_keeps_its_size(qtbot, lang, size):
    from app.ui.i18n import install_language

    try:
        win = _window(qtbot, size, lang)
        page = _measured(qtbot, win)
        chart = page.chart
        assert chart.isVisible() and chart.series
        cut = _cut(chart.power_plot, "power") + _cut(chart.util_plot, "utilization")
        assert cut == []
        for plot in (chart.power_plot, chart.util_plot):  # not squeezed under the tables
            assert plot.height() >= plot.minimumHeight() > 100
        bottom = chart.util_plot.getAxis("bottom")
        ticks = bottom.tickStrings([0.5, 1.0], 1.0, 0.5)
        assert ticks == (["0.5", "1.0"] if lang == "en" else ["0,5", "1,0"])
        assert (win.width(), win.height()) == size
    finally:
        install_language("en")


def test_the_cap_sweep_marks_read_in_dutch_inside_their_plots(qtbot):
    """The sweet-spot marks read "energie: … 42 %" (they read "42%") and stay inside the plot
    (a mark in the right half ends at its dot: centred there, a Dutch text ran out); the
    budget table's capped row reads "begrenzing 81 %" (it read "begrenzing 81%")."""
    import re

    import pyqtgraph as pg

    from app.ui.i18n import install_language

    try:
        win = _window(qtbot, SIZES[0])
        plots = dict(_advice_plots(win))
        page = win.pages["advice"]
        for key in ("advice energy_plot", "advice tco_plot"):
            item = plots[key].getPlotItem()
            marks = [i for i in item.items if isinstance(i, pg.TextItem)]
            assert marks
            view = item.getViewBox().sceneBoundingRect().adjusted(-1, -1, 1, 1)
            for mark in marks:
                assert re.search(r"\d \u0025$", mark.toPlainText()), mark.toPlainText()
                assert view.contains(mark.sceneBoundingRect()), mark.toPlainText()
        rows = [page.budget.item(r, 0).text() for r in range(page.budget.rowCount())]
        capped = [r for r in rows if r.startswith("begrenzing")]
        assert capped and all(re.fullmatch(r"begrenzing \d+ %", r) for r in capped), rows
    finally:
        install_language("en")


def test_the_tornado_writes_no_value_over_a_bar(qtbot):
    """Each end's value stands beside the bars of its row, never on one: a row whose low value
    is the quote's own ("groei van de vraag") wrote "−10,0 %" inside the high bar, and a row
    with both ends on one side ("vraag") wrote the shorter one's value over the longer bar."""
    import pyqtgraph as pg

    from app.ui.i18n import install_language

    try:
        win = _window(qtbot, SIZES[0])
        plot = dict(_advice_plots(win))["advice tornado_plot"]
        item = plot.getPlotItem()
        view = item.getViewBox()
        bars = [(x0, x1, y) for b in item.items if isinstance(b, pg.BarGraphItem)
                for x0, x1, y in zip(b.opts["x0"], b.opts["x1"], b.opts["y"]) if x1 > x0]
        labels = [t for t in item.items if isinstance(t, pg.TextItem) and t.toPlainText()]
        assert len(labels) > 10 and bars
        over = []
        for label in labels:
            margin = label.textItem.document().documentMargin()
            box = label.sceneBoundingRect().adjusted(margin, 0, -margin, 0)
            left, right = (view.mapSceneToView(box).boundingRect().left(),
                           view.mapSceneToView(box).boundingRect().right())
            row = label.pos().y()
            over += [label.toPlainText() for x0, x1, y in bars
                     if abs(y - row) < 1e-6 and left < x1 and right > x0]
        assert over == []
    finally:
        install_language("en")


def test_the_cost_chart_ticks_whole_years_on_a_wide_screen(qtbot):
    """At 1920x1080 the cumulative cost chart ticked "0,5", "1,5" … years; a quote's costs
    fall per whole year, 0 to the horizon."""
    from app.ui.i18n import install_language

    try:
        win = _window(qtbot, SIZES[1])
        win.show_page("charts")
        _pump()
        axis = win.pages["charts"].plots["cumulative"].getAxis("bottom")
        texts = [text for _x, text in axis._tickLevels[0]]
        assert texts == [str(y) for y in range(win.state.quote.site.years + 1)]
    finally:
        install_language("en")
