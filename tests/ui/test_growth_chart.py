"""The Results page's chart of servers and utilization by year under a growing demand (METHOD
§13): it is there with growth (E7a: five years, the current fleet's 45 servers every year, B
staged's 4 / 4 / 5 / 6 / 8, the 80 % ceiling), in the UI's language, and absent without growth
(E5)."""

from __future__ import annotations

import os

from app.ui.i18n import install_language
from tests.conftest import EXAMPLES


def _page(qtbot, state_for, name: str, lang: str = "en"):
    from app.ui.pages.results_page import ResultsPage

    install_language(lang)
    state = state_for(EXAMPLES / name)
    state.lang = lang
    qtbot.waitUntil(lambda: state.result is not None, timeout=20000)
    page = ResultsPage(state)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.refresh()
    return page


def test_the_chart_shows_each_year_servers_and_utilization(qtbot, state_for):
    page = _page(qtbot, state_for, "method-e7a.quote.json")
    chart = page.growth_chart
    assert page.years.isVisible() and chart.drawn
    base = next(label for label in chart.bars if label.startswith("Baseline"))
    assert chart.bars[base] == [45] * 5
    assert chart.bars["B staged"] == [4, 4, 5, 6, 8]
    assert [round(u, 4) for u in chart.lines[base]] == [0.2, 0.25, 0.3125, 0.3906, 0.4883]
    assert chart.ceiling == 0.8
    assert len(chart.bars) == 5  # the baseline and the four candidates
    ticks = chart.plot.getAxis("bottom")._tickLevels[0]
    assert [text for _x, text in ticks] == [f"year {y}" for y in range(1, 6)]
    assert any("ceiling (80 %)" in t for t in chart.legend_texts)
    page.years.setCurrentWidget(chart)
    qtbot.wait(50)
    out = os.environ.get("GROWTH_CHART_PNG")  # a look at it: GROWTH_CHART_PNG=/tmp/x.png
    if out:
        page.grab().save(out)


def test_the_chart_speaks_dutch(qtbot, state_for):
    page = _page(qtbot, state_for, "method-e7a.quote.json", "nl")
    chart = page.growth_chart
    ticks = chart.plot.getAxis("bottom")._tickLevels[0]
    assert [text for _x, text in ticks] == [f"jaar {y}" for y in range(1, 6)]
    assert chart.plot.getAxis("right").labelText == "bezettingsgraad [%]"
    assert any("plafond bezettingsgraad (80 %)" in t for t in chart.legend_texts)
    assert page.years.tabText(1) == "Per jaar: grafiek"
    install_language("en")


def test_no_growth_no_chart(qtbot, state_for):
    page = _page(qtbot, state_for, "method-e5.quote.json")
    assert not page.growth_chart.drawn and page.years.isHidden()
