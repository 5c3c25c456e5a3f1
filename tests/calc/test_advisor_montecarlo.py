"""Monte Carlo: reproducible, collapses to evaluate() with zero-width ranges, fast enough."""

from __future__ import annotations

import numpy as np
import pytest

from app.calc import evaluate
from app.calc.advisor import collect_inputs, monte_carlo
from app.calc.advisor.inputs import HALF_WIDTH
from app.calc.advisor.uncertainty import draw_values, triangular
from app.calc.evaluate import resolve_demand
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

E3 = EXAMPLES / "method-e3.quote.json"
E4 = EXAMPLES / "method-e4.quote.json"


def _setup(path, ranges=None):
    quote = load_quote(path)
    demand, _ = resolve_demand(quote)
    return quote, demand, collect_inputs(quote, demand, ranges)


def ten_option_quote():
    """E3 with its three candidates copied to make nine candidates and the baseline."""
    quote = load_quote(E3)
    extra = [o.model_copy(update={"label": f"{o.label} #{i}"})
             for i in (2, 3) for o in quote.options if not o.baseline]
    return quote.model_copy(update={"options": quote.options + extra})


@pytest.mark.parametrize("path", [E3, E4])
def test_zero_width_ranges_collapse_to_the_point_value(path):
    quote, demand, inputs = _setup(path)
    zero = {k: (i.value, i.value) for k, i in inputs.items()}
    quote, demand, inputs = _setup(path, zero)
    mc = monte_carlo(quote, demand, inputs, draws=1000, seed=1)
    for ref in evaluate(quote).options:
        row = mc["options"][ref.label]
        assert row["valid_draws"] == 1000
        for q in ("p10", "p50", "p90"):
            assert row["annual_kwh"][q] == pytest.approx(ref.annual_kwh_total, rel=1e-12)
            assert row["tco"][q] == pytest.approx(ref.tco, rel=1e-12)
        if not ref.baseline:
            assert row["npv"]["p50"] == pytest.approx(ref.npv, rel=1e-9)
            assert row["probability_beats_baseline"] == (1.0 if ref.npv > 0 else 0.0)
            if ref.discounted_payback_years is None:
                assert row["discounted_payback"]["p50"] is None
            else:
                expected = ref.discounted_payback_years
                assert row["discounted_payback"]["p50"] == pytest.approx(expected)


def test_same_seed_same_result_other_seed_other_result():
    quote, demand, inputs = _setup(E4)
    a = monte_carlo(quote, demand, inputs, draws=2000, seed=7)
    b = monte_carlo(quote, demand, inputs, draws=2000, seed=7)
    c = monte_carlo(quote, demand, inputs, draws=2000, seed=8)
    assert a == b
    assert a["options"]["8xH200 air"]["tco"] != c["options"]["8xH200 air"]["tco"]


def test_quantiles_are_ordered_and_spread_around_the_point():
    quote, demand, inputs = _setup(E4)
    mc = monte_carlo(quote, demand, inputs)
    assert mc["draws"] >= 10_000
    for ref in evaluate(quote).options:
        row = mc["options"][ref.label]
        k = row["annual_kwh"]
        assert k["p10"] < k["p50"] < k["p90"]
        assert k["p10"] < ref.annual_kwh_total < k["p90"]
        if not ref.baseline:
            assert 0.0 < row["probability_beats_baseline"] < 1.0


def test_e3_candidates_almost_never_beat_the_baseline():
    quote, demand, inputs = _setup(E3)
    mc = monte_carlo(quote, demand, inputs)
    for label, row in mc["options"].items():
        if "probability_beats_baseline" in row:
            assert row["probability_beats_baseline"] < 0.01, label


def test_shared_inputs_take_the_same_draw():
    quote, demand, inputs = _setup(E3)
    values = draw_values(inputs, 500, seed=3)
    assert set(values) == set(inputs)
    assert len({k for k in inputs if k.startswith("site/energy")}) == 1


def test_ranges_follow_confidence():
    quote, demand, inputs = _setup(E3)
    price = inputs["site/energy_price_per_kwh"]
    assert price.confidence == "assumption"
    assert price.high - price.value == pytest.approx(price.value * HALF_WIDTH["assumption"])
    assert inputs["site/hours_per_year"].high <= 8784


def test_triangular_draws_have_the_right_mean_and_bounds():
    u = np.random.default_rng(0).random(200_000)
    x = triangular(u, 1.0, 2.0, 4.0)
    assert x.min() >= 1.0 and x.max() <= 4.0
    assert x.mean() == pytest.approx((1 + 2 + 4) / 3, rel=5e-3)
    assert np.all(triangular(u[:10], 3.0, 3.0, 3.0) == 3.0)


def test_ten_thousand_draws_of_ten_options():
    """Ten thousand draws of ten options complete (their speed is in bench_montecarlo)."""
    quote = ten_option_quote()
    assert len(quote.options) == 10
    demand, _ = resolve_demand(quote)
    inputs = collect_inputs(quote, demand)
    mc = monte_carlo(quote, demand, inputs, draws=10_000)
    assert len(mc["options"]) == 10
