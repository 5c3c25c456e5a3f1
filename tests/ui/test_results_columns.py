"""The results table's option columns show every figure whole: each column is at least as wide
as its widest cell and its header, also after an edit makes the figures longer; with room to
spare (three options on a wide screen) the columns share the whole width."""

from __future__ import annotations

from PySide6.QtTest import QTest


def _widths(table) -> tuple[list[int], list[int]]:
    columns = table.horizontalHeader()
    n = table.model().columnCount()
    shown = [columns.sectionSize(c) for c in range(n)]
    needed = [max(table.sizeHintForColumn(c), columns.sectionSizeHint(c)) for c in range(n)]
    return shown, needed


def _ten_options(quote):
    options = list(quote.options)
    while len(options) < 10:
        src = quote.options[len(options) % 3 + 1]
        options.append(src.model_copy(update={"label": f"{src.label} #{len(options)}"}))
    return quote.model_copy(update={"options": options})


def test_ten_options_each_keep_their_figures_whole(window):
    page = window.pages["results"]
    window.state.open_quote(_ten_options(window.state.quote), None)
    window.resize(1280, 800)
    window.show()
    QTest.qWait(50)
    shown, needed = _widths(page.table)
    assert len(shown) == 10 and all(s >= n for s, n in zip(shown, needed))
    site = window.state.quote.site
    window.state.edit("price", site=site.model_copy(
        update={"energy_price_per_kwh": 9.5}))
    window.state.recalculate()
    QTest.qWait(50)
    longer, needed_now = _widths(page.table)
    assert needed_now != needed  # the figures did get longer
    assert all(s >= n for s, n in zip(longer, needed_now))


def test_three_options_share_a_wide_window(window):
    page = window.pages["results"]
    window.resize(1920, 1080)
    window.show()
    QTest.qWait(50)
    shown, needed = _widths(page.table)
    columns = page.table.horizontalHeader()
    assert all(s >= n for s, n in zip(shown, needed))
    assert sum(shown) >= columns.width() - len(shown)  # the whole width, to rounding
    assert sum(shown) > sum(needed) + 100  # more than the contents need
