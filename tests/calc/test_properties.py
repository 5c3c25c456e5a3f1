"""Invariants of the engine, checked over many generated inputs (hypothesis)."""

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from app.calc import evaluate
from app.calc.power import psu_efficiency
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

E3 = load_quote(EXAMPLES / "method-e3.quote.json")
E4 = load_quote(EXAMPLES / "method-e4.quote.json")

fractions = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)


def _with_site(quote, **site):
    return quote.model_copy(update={"site": quote.site.model_copy(update=site)})


def _with_option(quote, index, **changes):
    options = list(quote.options)
    options[index] = options[index].model_copy(update=changes)
    return quote.model_copy(update={"options": options})


@settings(max_examples=60, deadline=None)
@given(u1=fractions, u2=fractions)
def test_fleet_energy_never_falls_with_utilization(u1, u2):
    low, high = sorted((u1, u2))
    e_low = evaluate(_with_option(E4, 0, utilization=low)).options[0].annual_kwh_total
    e_high = evaluate(_with_option(E4, 0, utilization=high)).options[0].annual_kwh_total
    assert e_high >= e_low - 1e-9 * e_high


@settings(max_examples=40, deadline=None)
@given(p1=st.floats(1.0, 3.0), p2=st.floats(1.0, 3.0))
def test_energy_never_falls_with_pue(p1, p2):
    low, high = sorted((p1, p2))
    air = "e3-air"
    cool_low = E3.catalog.cooling[air].model_copy(update={"pue": low})
    cool_high = E3.catalog.cooling[air].model_copy(update={"pue": high})
    results = []
    for cooling in (cool_low, cool_high):
        snap = E3.catalog.model_copy(update={"cooling": {**E3.catalog.cooling, air: cooling}})
        results.append(evaluate(E3.model_copy(update={"catalog": snap})).options[0].annual_kwh_total)
    assert results[1] >= results[0]


@settings(max_examples=40, deadline=None)
@given(a=st.floats(0.0, 2.0), b=st.floats(0.0, 2.0))
def test_cost_never_falls_with_energy_price(a, b):
    low, high = sorted((a, b))
    c_low = evaluate(_with_site(E3, energy_price_per_kwh=low))
    c_high = evaluate(_with_site(E3, energy_price_per_kwh=high))
    for o_low, o_high in zip(c_low.options, c_high.options):
        assert o_high.annual_energy_cost >= o_low.annual_energy_cost
        assert o_high.tco >= o_low.tco


@given(x=st.floats(-1.0, 3.0, allow_nan=False))
def test_psu_efficiency_stays_in_unit_interval(x):
    for psu in E3.catalog.psus.values():
        eta = psu_efficiency(x, psu.curve)
        assert 0 < eta <= 1


@settings(max_examples=80, deadline=None)
@given(demand=st.floats(0.01, 500.0), u_max=st.floats(0.05, 1.0))
def test_sizing_never_leaves_u_above_u_max(demand, u_max):
    quote = E3.model_copy(update={"workload": E3.workload.model_copy(
        update={"demand_per_s": demand, "u_max": u_max})})
    for option in evaluate(quote).options:
        assert option.utilization <= u_max * (1 + 1e-9)
        assert option.servers >= 1


@settings(max_examples=60, deadline=None)
@given(price=st.floats(0.0, 0.05))
def test_no_saving_means_no_payback(price):
    """With (almost) free energy the new fleet saves nothing a year: payback is never."""
    result = evaluate(_with_site(E3, energy_price_per_kwh=price))
    base = result.option("Baseline 8xA100 air")
    for option in result.options:
        if option.baseline:
            continue
        if option.opex_by_year[0] >= base.opex_by_year[0]:
            assert option.simple_payback_years is None
        if all(s <= 0 for s in option.savings_by_year):
            assert option.discounted_payback_years is None


@settings(max_examples=60, deadline=None)
@given(rate=st.floats(-0.05, 0.3), esc=st.floats(-0.05, 0.2), years=st.integers(1, 15))
def test_tco_is_capex_plus_discounted_opex(rate, esc, years):
    result = evaluate(_with_site(E3, discount_rate=rate, price_escalation=esc, years=years))
    for o in result.options:
        pv = sum(v / (1 + rate) ** y for y, v in enumerate(o.opex_by_year, start=1))
        assert len(o.opex_by_year) == years
        assert math.isclose(o.tco, o.capex + pv, rel_tol=1e-12, abs_tol=1e-6)
