"""Demand growth in the advisor: a tornado row for the growth, the growth drawn in the Monte
Carlo, and the growth at which a switch pays back. Checked by putting the growth back into
evaluate() (METHOD §13 year by year), never by the advisor's own numbers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.calc import evaluate
from app.calc.advisor import collect_inputs, monte_carlo, point_values, tornado
from app.calc.advisor.growth_advice import (
    GROWTH_CEILING,
    GROWTH_DRAWS,
    GROWTH_FLOOR,
    KEY,
    GrowthBreakEven,
    GrowthPayback,
    break_even_growth,
    growth_range,
)
from app.calc.evaluate import resolve_demand
from app.io.quote.store import load_quote
from app.io.report.breakeven import growth_words
from tests.conftest import EXAMPLES

E4 = load_quote(EXAMPLES / "method-e4.quote.json")       # no growth
E7A = load_quote(EXAMPLES / "method-e7a.quote.json")     # 25 % a year


def _grown(q, g):
    return q.model_copy(update={"workload": q.workload.model_copy(update={"demand_growth": g})})


def _setup(q):
    demand, _ = resolve_demand(q)
    return demand, collect_inputs(q, demand)


def _base(result):
    return next(r for r in result.options if r.baseline)


def test_the_growth_range_is_ten_points_around_the_quote_within_what_a_quote_may_hold():
    assert growth_range(0.25) == pytest.approx((0.15, 0.35))
    assert growth_range(1.95) == pytest.approx((1.85, 2.0))
    assert growth_range(-0.45)[0] > -0.5
    _, inputs = _setup(E7A)
    assert (inputs[KEY].low, inputs[KEY].value, inputs[KEY].high) == pytest.approx(
        (0.15, 0.25, 0.35))


@pytest.mark.parametrize("q", [E4, E7A], ids=["flat quote", "growing quote"])
def test_the_growth_row_ends_are_evaluate_at_those_growths(q):
    demand, inputs = _setup(q)
    data = tornado(q, demand, inputs)
    low, high = growth_range(q.workload.demand_growth)
    at_low, at_high, point = evaluate(_grown(q, low)), evaluate(_grown(q, high)), evaluate(q)
    for label, rows in data.items():
        row = next(r for r in rows if r["assumption"] == "demand growth")
        assert [row["inputs"][0][k] for k in ("low", "point", "high")] == pytest.approx(
            [low, q.workload.demand_growth, high])
        for end, res in (("low", at_low), ("high", at_high), ("point", point)):
            r = res.option(label)
            assert row["npv"][end] == pytest.approx(r.npv, rel=1e-9)
            assert row["tco_diff"][end] == pytest.approx(r.tco - _base(res).tco, rel=1e-9)
            assert row["discounted_payback"][end] == (
                None if r.discounted_payback_years is None
                else pytest.approx(r.discounted_payback_years, rel=1e-9))


def test_under_growth_every_tornado_row_starts_from_the_grown_results():
    """The point of each row is the results page's NPV (year by year), not a flat year 1."""
    demand, inputs = _setup(E7A)
    result = evaluate(E7A)
    data = tornado(E7A, demand, inputs)
    assert data
    for label, rows in data.items():
        for row in rows:
            assert row["npv"]["point"] == pytest.approx(result.option(label).npv, rel=1e-9)


def test_under_growth_the_monte_carlo_draws_the_growth_through_the_year_by_year_engine():
    """Every range closed to its point but the growth's, also closed: each draw is then
    evaluate() itself, so every quantile is the results' figure."""
    demand, inputs = _setup(E7A)
    closed = {k: (i.value, i.value) for k, i in inputs.items()}
    pinned = collect_inputs(E7A, demand, closed)
    mc = monte_carlo(E7A, demand, pinned, draws=5, seed=1)
    assert mc["growth"] is True and mc["draws"] == 5
    result = evaluate(E7A)
    for label, row in mc["options"].items():
        r = result.option(label)
        assert row["tco"]["p10"] == pytest.approx(r.tco, rel=1e-12)
        assert row["tco"]["p90"] == pytest.approx(r.tco, rel=1e-12)
        if not r.baseline:
            assert row["npv"]["p50"] == pytest.approx(r.npv, rel=1e-12)


def test_the_monte_carlo_under_growth_takes_at_most_its_draws_and_moves_with_the_growth():
    demand, inputs = _setup(E7A)
    closed = {k: (i.value, i.value) for k, i in inputs.items() if k != KEY}
    mc = monte_carlo(E7A, demand, collect_inputs(E7A, demand, closed), draws=10_000, seed=3)
    assert mc["draws"] == GROWTH_DRAWS
    lows, highs = evaluate(_grown(E7A, 0.15)), evaluate(_grown(E7A, 0.35))
    for label, row in mc["options"].items():
        if lows.option(label).valid and highs.option(label).valid and row["valid_draws"]:
            lo, hi = sorted((lows.option(label).tco, highs.option(label).tco))
            assert lo - 1e-6 <= row["tco"]["p50"] <= hi + 1e-6


def test_a_flat_quote_keeps_its_monte_carlo_as_before():
    demand, inputs = _setup(E4)
    mc = monte_carlo(E4, demand, inputs, draws=500, seed=7)
    flat = {k: i for k, i in inputs.items() if k != KEY}
    assert mc["growth"] is False
    assert mc["options"] == monte_carlo(E4, demand, flat, draws=500, seed=7)["options"]


def _pays_back(q, label, g):
    r = evaluate(_grown(q, g))
    p, base = r.option(label), _base(r)
    if not (p.valid and base.valid):
        return False
    return p.discounted_payback_years is not None and p.discounted_payback_years <= r.years


@pytest.mark.parametrize("q", [E4, E7A], ids=["flat quote", "growing quote"])
def test_the_growth_at_which_the_switch_pays_back_is_where_evaluate_changes_its_mind(q):
    demand, inputs = _setup(q)
    values = point_values(inputs)
    edges = 0
    for o in q.options:
        if o.baseline:
            continue
        b = break_even_growth(q, values, o.label)
        for lo, hi in b.cumulative.when:
            assert _pays_back(q, o.label, lo + 0.002) and _pays_back(q, o.label, hi - 0.002)
            for edge, outside in ((lo, lo - 0.003), (hi, hi + 0.003)):
                if GROWTH_FLOOR < edge < GROWTH_CEILING:
                    assert not _pays_back(q, o.label, outside)
                    edges += 1
    assert edges  # E4's switch stops paying back once growth calls for another server


def test_growth_words_say_the_range_in_english_and_dutch():
    b = GrowthBreakEven("B", 5, (GROWTH_FLOOR, GROWTH_CEILING), 0.0, (),
                        simple=GrowthPayback((), None),
                        cumulative=GrowthPayback(((GROWTH_FLOOR, 0.016),), 0.016))
    assert growth_words(b, "cumulative", "en") == "up to a demand growth of 1.6 % a year"
    assert growth_words(b, "cumulative", "nl") == "tot een groei van de vraag van 1,6 % per jaar"
    assert growth_words(b, "simple", "en") == (
        "at no demand growth from −49.0 % to 200.0 % a year: it never pays back within 5 years")
    assert "nooit terug binnen 5 jaar" in growth_words(b, "simple", "nl")
    every = replace(b, simple=GrowthPayback(((GROWTH_FLOOR, 2.0),), None))
    assert growth_words(every, "simple", "en") == (
        "at any demand growth from −49.0 % to 200.0 % a year")
