"""Tornado and break-evens, checked by putting the answers back into evaluate()."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.calc import evaluate, money
from app.calc.advisor import (
    break_even_demand,
    break_even_price,
    collect_inputs,
    point_values,
    tornado,
)
from app.calc.advisor.variants import discounted_payback, simple_payback
from app.calc.evaluate import resolve_demand
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

E3 = EXAMPLES / "method-e3.quote.json"
E4 = EXAMPLES / "method-e4.quote.json"
#: Assumptions whose effect on TCO is monotone (no server count steps): low/high bracket the point.
MONOTONE = ("energy price", "PUE", "GPU idle power", "GPU prices", "server prices",
            "powered hours", "price escalation", "discount rate")


def _setup(path):
    quote = load_quote(path)
    demand, _ = resolve_demand(quote)
    return quote, demand, collect_inputs(quote, demand)


def _with_site(quote, **update):
    return quote.model_copy(update={"site": quote.site.model_copy(update=update)})


@pytest.mark.parametrize("path", [E3, E4])
def test_tornado_point_is_evaluate_and_low_high_bracket_it(path):
    quote, demand, inputs = _setup(path)
    result = evaluate(quote)
    data = tornado(quote, demand, inputs)
    assert set(data) == {o.label for o in result.options if not o.baseline}
    for label, rows in data.items():
        ref = result.option(label)
        for row in rows:
            t = row["tco_diff"]
            assert t["point"] == pytest.approx(-ref.npv, rel=1e-12)  # K_b = 0, no resale
            if row["assumption"] in MONOTONE:
                assert min(t["low"], t["high"]) <= t["point"] + 1e-6
                assert t["point"] <= max(t["low"], t["high"]) + 1e-6
        swings = [r["swing"] for r in rows]
        assert swings == sorted(swings, reverse=True)


def test_tornado_energy_price_high_favours_the_efficient_candidate():
    quote, demand, inputs = _setup(E4)
    row = next(r for r in tornado(quote, demand, inputs)["8xH200 air"]
               if r["assumption"] == "energy price")
    assert row["tco_diff"]["high"] < row["tco_diff"]["point"] < row["tco_diff"]["low"]
    # re-evaluate at the high price: same number
    high = _with_site(quote, energy_price_per_kwh=row["inputs"][0]["high"])
    ref = evaluate(high).option("8xH200 air")
    assert row["tco_diff"]["high"] == pytest.approx(-ref.npv, rel=1e-9)
    assert row["discounted_payback"]["high"] == pytest.approx(ref.discounted_payback_years,
                                                               rel=1e-9)


@pytest.mark.parametrize("path,label", [(E3, "8xH200 air"), (E3, "8xH200 DLC"),
                                        (E4, "8xH200 air"), (E4, "8xH200 air, inference profile")])
def test_break_even_price_gives_payback_equal_to_the_horizon(path, label):
    quote, demand, inputs = _setup(path)
    be = break_even_price(quote, demand, point_values(inputs), label)
    years = quote.site.years
    simple = evaluate(_with_site(quote, energy_price_per_kwh=be.simple.price))
    assert simple.option(label).simple_payback_years == pytest.approx(years, rel=1e-9)
    p = be.cumulative.price
    at = evaluate(_with_site(quote, energy_price_per_kwh=p)).option(label)
    assert at.npv == pytest.approx(0.0, abs=1e-4)
    just_above = evaluate(_with_site(quote, energy_price_per_kwh=p * (1 + 1e-9))).option(label)
    assert just_above.discounted_payback_years == pytest.approx(years, abs=1e-6)
    just_below = evaluate(_with_site(quote, energy_price_per_kwh=p * (1 - 1e-6))).option(label)
    assert just_below.discounted_payback_years is None


def test_e3_break_even_price_is_far_above_the_site_price():
    """METHOD E3's lesson in one number: energy would have to cost about 1 EUR/kWh."""
    quote, demand, inputs = _setup(E3)
    be = break_even_price(quote, demand, point_values(inputs), "8xH200 air")
    assert be.cumulative.price > 4 * quote.site.energy_price_per_kwh


def test_break_even_demand_really_flips_which_option_is_cheaper():
    quote, demand, inputs = _setup(E3)
    found = break_even_demand(quote, demand, point_values(inputs), "8xH200 DLC", "8xH200 air")
    assert found and any(c.kind == "continuous" for c in found)
    for c in found[:4]:
        d = c.demand
        sides = []
        for dd in (d * (1 - 1e-6), d * (1 + 1e-6)):
            q = quote.model_copy(update={"workload": quote.workload.model_copy(
                update={"demand_per_s": dd})})
            r = evaluate(q)
            sides.append(r.option("8xH200 DLC").tco - r.option("8xH200 air").tco)
        assert sides[0] * sides[1] < 0
        assert (c.below == "8xH200 DLC") == (sides[0] < 0)


def test_break_even_demand_with_a_fleet_baseline_in_e4():
    quote, demand, inputs = _setup(E4)
    found = break_even_demand(quote, demand, point_values(inputs), "8xH200 air",
                              "Baseline 8xA100 air (fleet)")
    # at 17.92 units/s the H200 option needs a third server (2 x 8 x 1.4 x 0.8 = 17.92)
    assert found[0].demand == pytest.approx(17.92, rel=1e-6)
    assert found[0].kind == "step" and found[0].below == "8xH200 air"


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # tiny savings overflow the scalar one
@settings(max_examples=200, deadline=None)
@given(st.floats(-1e6, 1e6), st.lists(st.floats(-1e5, 1e5), min_size=1, max_size=8),
       st.floats(0, 0.2))
def test_vectorised_paybacks_match_the_scalar_ones(delta_k, savings, rate):
    s = np.array(savings)
    simple = simple_payback(delta_k, s[0])
    ref = money.simple_payback(delta_k, float(s[0]))
    assert (np.isnan(simple) if ref is None else simple == pytest.approx(ref))
    disc = discounted_payback(delta_k, s, rate)
    ref = money.discounted_payback(delta_k, s, rate)
    assert (np.isnan(disc) if ref is None else disc == pytest.approx(ref))
