"""Readable charts: option names under the bars (no numbered key), a dash pattern
and marker per line, tick numbers in the UI language with thousands grouped, and a per-chart PNG
under a heading with the chart's title, the customer and the date, without the page's button."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage


def _charts(window, size=(1280, 800)):
    from PySide6.QtWidgets import QApplication

    window.show_page("charts")
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    page = window.pages["charts"]
    page._name_ticks()
    return page


def _tick_texts(plot) -> list[str]:
    return [text for _, text in plot.getAxis("bottom")._tickLevels[0]]


def test_bars_carry_the_option_names(window):
    page = _charts(window)
    labels = [o.label for o in window.state.result.options if o.valid]
    for key in ("energy", "power", "throughput"):
        texts = [t.replace("\n", " ") for t in _tick_texts(page.plots[key])]
        assert len(texts) == len(labels)
        for text, label in zip(texts, labels):  # the whole name, or its start and an ellipsis
            assert text == label or (text.endswith("…") and label.startswith(text[:8]))
    assert not any(t.isdigit() for t in _tick_texts(page.plots["energy"]))


def test_narrow_bars_wrap_the_names_on_lines(window):
    page = _charts(window, (640, 480))
    texts = _tick_texts(page.plots["power"])
    assert any("\n" in t for t in texts)
    assert all(t.count("\n") < 3 for t in texts)


def test_lines_differ_by_dash_and_marker(window):
    page = _charts(window)
    curves = page.plots["cumulative"].getPlotItem().listDataItems()
    lines = [c for c in curves if c.opts["pen"] is not None and len(c.xData) > 1]
    styles = {(c.opts["pen"].style(), c.opts["symbol"]) for c in lines}
    assert len(styles) == len(lines) >= 2


def test_tick_numbers_group_thousands_in_the_ui_language(window):
    page = _charts(window)
    axis = page.plots["cumulative"].getAxis("left")
    assert axis.tickStrings([1_200_000.0], 1.0, 100_000.0) == ["1,200,000"]
    assert axis.tickStrings([0.0016], 1.0, 0.0002) == ["0.0016"]
    window.set_language("nl")
    assert axis.tickStrings([1_200_000.0], 1.0, 100_000.0) == ["1.200.000"]
    assert axis.tickStrings([2.5], 1.0, 0.5) == ["2,5"]
    assert "[EUR]" in axis.labelText or "EUR" in axis.label.toPlainText()
    window.set_language("en")


def _white_rows(image: QImage, rows: range) -> bool:
    return all(image.pixelColor(x, y) == QColor("white")
               for y in rows for x in range(0, image.width(), 7))


def test_one_chart_as_png_with_heading_and_no_button(window, tmp_path):
    from app.ui.charts import chart_png

    page = _charts(window)
    out = tmp_path / "power.png"
    assert page.export_png(out, "power")
    image = QImage(str(out))
    plot = page.plots["power"]
    assert image.width() == plot.width() + 2 * chart_png.MARGIN  # the chart, not the page
    assert image.height() > plot.height() + 30  # and the heading above it
    assert not _white_rows(image, range(0, 30))  # the heading is written there
    caption = chart_png.caption(window.state)
    assert window.state.quote.title in caption
    assert window.state.quote.created is None or window.state.quote.created.isoformat() in caption


def test_caption_names_customer_and_date_in_dutch(window):
    from datetime import date

    from app.ui.charts import chart_png

    quote = window.state.quote.model_copy(update={
        "customer": window.state.quote.customer.model_copy(update={"name": "Klant BV"}),
        "created": date(2026, 11, 30)})
    window.state.replace(quote, "customer")
    window.set_language("nl")
    assert chart_png.caption(window.state).startswith("Klant BV — ")
    assert chart_png.caption(window.state).endswith("30-11-2026")
    assert chart_png.file_name("Vermogen per server", window.state) == \
        "klant-bv-vermogen-per-server.png"
    window.set_language("en")


def test_export_menu_offers_each_chart(window):
    page = _charts(window)
    page._fill_export_menu()
    texts = [a.text() for a in page._export_menu.actions() if a.text()]
    assert texts[:4] == [page.chart_title(k) for k in ("cumulative", "energy", "power",
                                                       "throughput")]
    assert len(texts) == 5


def _right_click_menu(page, key):
    """The menu pyqtgraph pops up on a right click in the chart: the view's own actions, then
    its parents' (the plot's, the scene's), as ViewBox.raiseContextMenu puts them together."""
    from types import SimpleNamespace

    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()  # the menus come after the first paint
    page._enable_menus()
    view = page.plots[key].getPlotItem().getViewBox()
    menu = view.getMenu(None)
    view.scene().addParentContextMenus(view, menu, SimpleNamespace(acceptedItem=view))
    return menu


def _texts(menu) -> list[str]:
    """The texts a user sees in the menu: its visible items, none of the separators."""
    return [a.text() for a in menu.actions() if a.isVisible() and not a.isSeparator()]


def test_right_click_export_writes_the_titled_png(window, tmp_path, monkeypatch):
    """pyqtgraph's own Export (an image without title, customer or date) is not offered; the
    right-click menu's export writes the same titled PNG as the page's Export button."""
    from PySide6.QtWidgets import QFileDialog

    page = _charts(window)
    menu = _right_click_menu(page, "energy")
    texts = _texts(menu)
    assert texts == ["View all", "Export PNG…"]  # no pyqtgraph Export..., no developer menus
    exports = [a for a in menu.actions() if a.text() == "Export PNG…"]
    assert len(exports) == 1
    asked = []
    chosen = tmp_path / "from-menu.png"

    def pick(parent, caption, name, filters):
        asked.append(name)
        return str(chosen), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(pick))
    exports[0].trigger()
    from app.ui.charts import chart_png

    assert asked == [chart_png.file_name(page.chart_title("energy"), window.state)]
    assert page.export_png(tmp_path / "from-button.png", "energy")
    from_menu, from_button = QImage(str(chosen)), QImage(str(tmp_path / "from-button.png"))
    assert not from_menu.isNull() and from_menu == from_button
    assert not _white_rows(from_menu, range(0, 30))  # the heading is written there


def test_right_click_export_in_dutch(window):
    page = _charts(window)
    window.set_language("nl")
    try:
        texts = _texts(_right_click_menu(page, "power"))
        assert texts == ["Alles tonen", "Exporteren als PNG…"]
    finally:
        window.set_language("en")


def _dutch_example_charts(qtbot):
    """The example quote's window in Dutch at 1280x800 on the Charts page, painted (the paint
    sets the axes' widths, then the title fit it triggers)."""
    from PySide6.QtWidgets import QApplication

    from app import paths
    from app.ui.application import build_window

    win = build_window(paths.example_quote(), lang="nl")
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show_page("charts")
    win.show()
    win.state.flush()
    for _ in range(3):
        QApplication.processEvents()
    return win


def test_dutch_titles_fit_their_charts(qtbot):
    """The example quote in Dutch at 1280x800: the cumulative-cost title was wider than its
    chart once the tick labels had widened the cost axis at the first paint; the title ran
    out of the chart and pyqtgraph's layout, sized to it, cut the chart's right edge (year 5)."""
    from app.ui.i18n import install_language

    try:
        page = _dutch_example_charts(qtbot).pages["charts"]
        assert page.chart_title("cumulative").startswith("Cumulatieve kosten")
        for key, plot in page.plots.items():
            item = plot.getPlotItem()
            assert item.titleLabel.item.boundingRect().width() <= plot.viewport().width(), key
            assert item.sceneBoundingRect().right() <= plot.viewport().width() + 1, key
    finally:
        install_language("en")


def test_payback_labels_leave_the_lines_under_them_visible(qtbot):
    """The example in Dutch: the label "verdisconteerde terugverdientijd: 3,86 jaar" lay on
    the baseline's line between years 3 and 4 and, filled white, cut the line there."""
    from PySide6.QtCore import QPointF

    from app.ui.i18n import install_language

    try:
        plot = _dutch_example_charts(qtbot).pages["charts"].plots["cumulative"]
        base = next(c for c in plot.getPlotItem().listDataItems()
                    if c.name() and c.name().startswith("Current"))
        xs, ys = list(base.xData), list(base.yData)
        image = plot.grab().toImage()
        view = plot.getPlotItem().getViewBox()
        hidden = 0
        for k in range(10):  # points along the line from year 3 to year 4
            t = 0.2 + 0.06 * k
            x, y = 3 + t, ys[3] + (ys[4] - ys[3]) * t
            at = plot.mapFromScene(view.mapViewToScene(QPointF(x, y)))
            colours = [image.pixelColor(at.x() + dx, at.y() + dy)
                       for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
            if all(min(c.red(), c.green(), c.blue()) > 200 for c in colours):
                hidden += 1
        assert hidden == 0, f"{hidden} of 10 points of the baseline's line drawn over"
        assert xs[:5] == [0, 1, 2, 3, 4]
    finally:
        install_language("en")
