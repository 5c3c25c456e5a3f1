"""The Advice page on METHOD E4: findings, the cap sweep's sweet spot, profiles, budget,
tornado, and the Monte Carlo delivered from the background."""

from __future__ import annotations

import re
import sys

import pytest

from app.calc.advisor import cap_sweep, collect_inputs, point_values
from app.calc.evaluate import resolve_demand
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

E4 = EXAMPLES / "method-e4.quote.json"


@pytest.fixture
def page(e4_advice_page):
    return e4_advice_page


def _ready(qtbot, page):
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=30_000)
    qtbot.waitUntil(lambda: page.monte_carlo is not None, timeout=60_000)


def test_charts_are_built_only_when_shown(qtbot, page):
    assert not page.built and page.analysis is None
    page.show()
    qtbot.waitUntil(lambda: page.built)
    assert "pyqtgraph" in sys.modules
    _ready(qtbot, page)


def test_findings_and_sweet_spot(qtbot, page):
    page.ensure_built()
    _ready(qtbot, page)
    texts = [page.findings.item(i).text() for i in range(page.findings.count())]
    assert any("idle power" in t for t in texts)
    assert any("No power cap is set" in t for t in texts)
    assert any("H200 (E3)" in t for t in texts)  # the cheaper GPU, found in the catalogue
    quote = load_quote(E4)
    demand, _ = resolve_demand(quote)
    values = point_values(collect_inputs(quote, demand))
    for label in ("8xH200 air", "Baseline 8xA100 air (fleet)"):
        page.option_box.setCurrentText(label)
        s = cap_sweep(quote, label, demand, values)
        assert page.sweet_label.text() == page.sweet_spot_text(s)
        assert f"cap {round(s.cap[s.best_energy] * 100)} % of TDP" in page.sweet_label.text()
        assert f"cap {round(s.cap[s.best_tco] * 100)} % of TDP, TCO" in page.sweet_label.text()
        assert "assumed exponent" in page.cap_note.text()
    assert page.profiles.rowCount() == 4  # none + three presets
    assert page.budget.rowCount() >= 2
    assert "Sweet spot" not in page.status.text()


def _findings(page) -> list[str]:
    return [page.findings.item(i).text() for i in range(page.findings.count())]


def test_findings_follow_the_window_language(qtbot, window):
    """METHOD E3 in the main window: switched to Dutch, the findings read in Dutch with Dutch
    numbers; back in English, as the engine wrote them."""
    window.show_page("advice")
    page = window.pages["advice"]
    page.ensure_built()
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=30_000)
    try:
        english = _findings(page)
        assert any("23.8 years" in t and "[8xH200 air]" in t for t in english)
        window.set_language("nl")
        dutch = _findings(page)
        assert len(dutch) == len(english) and dutch != english
        assert any("23,8 jaar" in t and "[8xH200 air]" in t for t in dutch)
        assert any("Er is geen vermogensbegrenzing ingesteld" in t for t in dutch)
        assert all(re.search(r"\d,\d", t) and "{" not in t for t in dutch)
        assert not any("years" in t or "capex" in t for t in dutch)
        window.set_language("en")
        assert _findings(page) == english
    finally:
        page.wait(60_000)


def test_tornado_for_a_candidate(qtbot, page):
    page.ensure_built()
    _ready(qtbot, page)
    page.option_box.setCurrentText("8xH200 air")
    ticks = page.tornado_plot.getAxis("left")._tickLevels
    assert ticks and any(name == "energy price" for _, name in ticks[0])
    page.option_box.setCurrentText("Baseline 8xA100 air (fleet)")
    assert "baseline" in page.tornado_note.text()
    assert page.tornado_movers.text() == ""


def test_window_names_the_three_assumptions_that_move_the_npv_most(qtbot, page):
    """As the proposal's summary does: each with the NPV at its low and its high value."""
    from app.io.words.formatting import money

    page.ensure_built()
    _ready(qtbot, page)
    page.option_box.setCurrentText("8xH200 air")
    text = page.tornado_movers.text()
    assert text.startswith("What moves the NPV of 8xH200 air most: ")
    rows = [r for r in page.analysis.tornado["8xH200 air"] if r.npv.low is not None]
    rows = sorted(rows, key=lambda r: -abs(r.npv.high - r.npv.low))
    for r in rows[:3]:
        assert r.assumption in text
        assert money(r.npv.low, "EUR", "en", 0) in text
        assert money(r.npv.high, "EUR", "en", 0) in text
    assert text.count("NPV") == 4  # the heading and three assumptions


def test_monte_carlo_bands_arrive_ordered(qtbot, page):
    page.ensure_built()
    _ready(qtbot, page)
    assert page.mc_table.rowCount() == 3
    for label, row in page.monte_carlo.options.items():
        for key in ("annual_kwh", "tco"):
            q = getattr(row, key)
            assert q.p10 <= q.p50 <= q.p90, (label, key)
    cand = page.monte_carlo.options["8xH200 air"]
    assert 0.0 <= cand.probability_beats_baseline <= 1.0
    assert " / " in page.mc_table.item(0, 2).text()


def test_results_changed_is_debounced_and_reruns(qtbot, page):
    page.ensure_built()
    _ready(qtbot, page)
    first = page.generation
    for _ in range(5):
        page.state.results_changed.emit()
    qtbot.waitUntil(lambda: page.generation == first + 1, timeout=5_000)
    _ready(qtbot, page)
    qtbot.wait(400)
    assert page.generation == first + 1


def test_every_advice_text_has_a_dutch_translation():
    from app import paths
    from app.ui.i18n_build import extract, read_ts

    done = read_ts(paths.resources_dir() / "translations" / "gpu_tco_nl.ts")
    texts = extract()["Advice"]
    assert texts and [t for t in texts if ("Advice", t) not in done] == []


def test_collection_stays_on_the_ui_thread_while_advice_runs(qtbot, page):
    """A cyclic collection triggered in the advice job could delete the UI thread's Qt objects
    there (a deadlock seen in the suite): while the job runs, automatic collection is off."""
    import gc

    page.ensure_built()
    assert not gc.isenabled()
    _ready(qtbot, page)
    qtbot.waitUntil(gc.isenabled, timeout=10_000)


def test_tornado_bars_show_the_low_and_high_values(qtbot, page):
    """Each bar's ends carry the value the assumption took there: the energy
    price's low and high amounts in the UI's formats."""
    import pyqtgraph as pg

    from app.io.words.formatting import money

    page.ensure_built()
    _ready(qtbot, page)
    page.option_box.setCurrentText("8xH200 air")
    texts = {item.toPlainText() for item in page.tornado_plot.getPlotItem().items
             if isinstance(item, pg.TextItem)}
    row = next(r for r in page.analysis.tornado["8xH200 air"] if r.assumption == "energy price")
    price = row.inputs[0]
    cur = page.analysis.currency
    assert {money(price.low, cur, "en", 3), money(price.high, cur, "en", 3)} <= texts


def test_cap_sweep_in_kwh_per_million_units_and_no_optimum(qtbot, page):
    page.ensure_built()
    _ready(qtbot, page)
    page.option_box.setCurrentText("8xH200 air")
    unit = page.analysis.work_unit
    assert page.energy_plot.getAxis("left").labelText == f"kWh per 10⁶ {unit}"
    assert "optimum" not in page.cap_note.text() and "optimum" not in page.sweet_label.text()


def test_monte_carlo_bands_carry_the_option_names(qtbot, page):
    page.ensure_built()
    _ready(qtbot, page)
    ticks = page.mc_tco_plot.getAxis("bottom")._tickLevels[0]
    names = [text.replace("\n", " ") for _, text in ticks]
    labels = list(page.monte_carlo.options)
    assert len(names) == len(labels)
    assert all(n == lab or n.endswith("…") for n, lab in zip(names, labels))
    assert page.mc_tco_plot.getViewBox().viewRange()[0][0] <= -0.5  # room for the first name
