"""The day/night tariff's night share in the window: the Results row, and "why this
number" saying where the share comes from (the baseline's measured load from telemetry, the
candidates' even spread), with the blended price put in, in English and Dutch; a duplicated
option is a new candidate and does not keep the measured load."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.calc import evaluate
from app.io.quote.store import save_quote
from app.ui.derivation import explain
from tests.calc.test_tariff_measured import BASE, SOURCE, _day, _quote
from tests.ui.why_text import panel_text

CAND = "8xH200 air"
ROW = "Share of the energy at night (day/night tariff)"


@pytest.fixture
def dutch(qapp):
    from app.ui.i18n import install_language
    install_language("nl")
    yield
    install_language("en")


def test_why_the_energy_cost_says_where_the_night_share_comes_from(qapp):
    q = _quote(_day(1000.0, 2000.0))
    r = evaluate(q)
    base = panel_text(explain("annual_energy_cost", r.option(BASE), q, r, "en"))
    assert "Energy cost year 1" in base and "× €0.2200 per kWh (M19)" in base
    assert ("Price per kWh €0.2200 = night share 20.0 % × night price €0.1000 + the rest × "
            "day price €0.2500.") in base
    assert ("Night share from this fleet's measured load over the day: 20.0 % of its energy "
            "falls in the 8.0 night hours from 23:00") in base
    assert "measured night share of the energy 20 % — measured : " + SOURCE[:40] in base
    cand = panel_text(explain("annual_energy_cost", r.option(CAND), q, r, "en"))
    assert ("Night share for a load spread evenly over the day: 8.0 night hours of 24 = "
            "33.3 %.") in cand
    assert "measured load" not in cand and "measured night share" not in cand


def test_why_in_dutch_with_the_work_that_may_move(dutch):
    q = _quote(_day(1000.0, 2000.0), flexible_share=0.25)
    r = evaluate(q)
    base = panel_text(explain("night_energy_share", r.option(BASE), q, r, "nl"))
    share = r.option(BASE).night_energy_share
    assert f"nachtaandeel {share * 100:.1f} %".replace(".", ",") in base
    assert ("Nachtaandeel uit de gemeten belasting van dit GPU-park over de dag: 20,0 % van het "
            "energieverbruik valt in de 8,0 nachturen vanaf 23:00") in base
    assert "Plus het werk dat naar de nacht mag schuiven (25,0 % van het werk overdag)" in base
    assert "gemeten aandeel van de energie 's nachts 20 % — gemeten : Prometheus" in base


def _rows(page) -> dict[str, list[str]]:
    model = page.model
    return {model.headerData(r, Qt.Orientation.Vertical):
            [model.data(model.index(r, c)) for c in range(model.columnCount())]
            for r in range(model.rowCount())}


def test_the_results_row_shows_each_option_s_night_share(qtbot, state_for, tmp_path):
    from app.ui.pages.results_page import ResultsPage

    path = tmp_path / "q.quote.json"
    save_quote(_quote(_day(1000.0, 2000.0)), path)
    page = ResultsPage(state_for(path))
    qtbot.addWidget(page)
    rows = _rows(page)
    assert rows[ROW][0] == "20.0 %" and set(rows[ROW][1:]) == {"33.3 %"}
    save_quote(_quote(_day(1000.0, 2000.0)).model_copy(update={"site": _quote(None).site.model_copy(
        update={"tariff": None})}), path)
    assert ROW not in _rows(ResultsPage(state_for(path)))


def test_a_duplicated_baseline_is_a_candidate_without_the_measured_load(qtbot, state_for,
                                                                        tmp_path):
    from app.ui.pages.options_page import OptionsPage

    path = tmp_path / "q.quote.json"
    save_quote(_quote(_day(1000.0, 2000.0)), path)
    state = state_for(path)
    page = OptionsPage(state)
    qtbot.addWidget(page)
    row = next(i for i, o in enumerate(state.quote.options) if o.baseline)
    page.select(row)
    page.duplicate()
    copy = state.quote.options[-1]
    assert not copy.baseline and copy.measured_load is None
    assert state.quote.options[row].measured_load is not None
    state.flush()
    assert state.result.option(copy.label).night_energy_share == pytest.approx(1 / 3)
