"""Demand that grows (METHOD §13): the quote's inputs, the per-purchase rules and the property
that a growth of 0 changes nothing.

The property runs the year-by-year path itself at g = 0 (``evaluate`` skips it then) over
random quotes: it must give what the flat engine gives, so the two paths can never drift apart.
"""

import json
import math
from unittest import mock

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from app.calc import evaluate, growth, growth_compare
from app.io.quote.store import load_quote, save_quote
from app.model import Quote
from tests.conftest import EXAMPLES, run_cli
from tests.fuzz.quote_strategy import quotes

E5 = load_quote(EXAMPLES / "method-e5.quote.json")

#: the figures a user reads, compared between the flat and the year-by-year path
FIGURES = ("servers", "utilization", "capex", "capex_upfront", "tco", "npv", "residual_value",
           "simple_payback_years", "discounted_payback_years", "annual_kwh_total",
           "annual_co2_kg", "annual_energy_cost", "embodied_kg", "carbon_horizon_kg",
           "carbon_payback_years", "tco_per_work", "kwh_per_work", "psu_efficiency", "wall_w",
           "night_energy_share", "annual_co2_market_kg", "racks", "monthly_payment")
LISTS = ("opex_by_year", "savings_by_year", "financing_by_year", "energy_tax_by_year",
         "capacity_charge_by_year")


def _same(a, b) -> bool:
    if a is None or b is None:
        return a is b
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-6)


def _with_growth(quote: Quote, g: float, plan: str | None = None) -> Quote:
    workload = quote.workload.model_copy(update=dict(demand_growth=g, growth_plan=plan))
    return quote.model_copy(update=dict(workload=workload))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(quotes())
def test_growth_zero_on_the_yearly_path_is_the_flat_result(quote):
    flat = evaluate(quote)
    with mock.patch.object(growth_compare, "active", lambda q: True):
        yearly = evaluate(quote)
    for f, y in zip(flat.options, yearly.options):
        assert f.valid == y.valid, f.label
        assert sorted(f.flags) == sorted(y.flags) or not f.valid, f.label
        if not f.valid:
            continue
        for name in FIGURES:
            assert _same(getattr(f, name), getattr(y, name)), (f.label, name)
        for name in LISTS:
            a, b = getattr(f, name), getattr(y, name)
            assert len(a) == len(b) and all(_same(p, q) for p, q in zip(a, b)), (f.label, name)


def test_growth_zero_computes_exactly_as_without_it():
    """Bit for bit: g = 0 given explicitly is today's result (E5's golden figures stand)."""
    flat, zero = evaluate(E5), evaluate(_with_growth(E5, 0.0, "staged"))
    assert flat.model_dump() == zero.model_dump()


@pytest.mark.parametrize("g", [-0.5, -0.9, 2.0001, 5.0])
def test_a_growth_outside_its_range_is_refused_with_a_line(g):
    with pytest.raises(ValidationError) as err:
        E5.workload.model_validate({**E5.workload.model_dump(), "demand_growth": g})
    assert "demand growth" in str(err.value) and "outside (-50 %, 200 %]" in str(err.value)


@pytest.mark.parametrize("g", [-0.4999, 2.0])
def test_the_range_ends_that_are_allowed(g):
    assert _with_growth(E5, g).workload.demand_growth == g


def test_growth_and_plans_survive_save_and_reopen(tmp_path):
    q = _with_growth(E5, 0.25, "staged")
    options = [o.model_copy(update=dict(growth_plan="upfront")) if i == 2 else o
               for i, o in enumerate(q.options)]
    q = Quote.model_validate(q.model_copy(update=dict(options=options)).model_dump())
    path = tmp_path / "g.quote.json"
    save_quote(q, path)
    back = load_quote(path)
    assert back.workload.demand_growth == 0.25 and back.workload.growth_plan == "staged"
    assert [o.growth_plan for o in back.options] == [None, None, "upfront", None]
    assert back.growth_plan_of(back.options[1]) == "staged"  # the quote's default
    assert back.growth_plan_of(back.options[2]) == "upfront"  # the option's own


def test_default_plans_upfront_for_candidates_staged_for_a_sized_baseline():
    q = load_quote(EXAMPLES / "method-e3.quote.json")
    assert q.growth_plan_of(q.baseline) == "staged"
    assert q.growth_plan_of(q.options[1]) == "upfront"


def test_a_sized_baseline_buys_on_its_plan_at_catalogue_prices():
    """E3's baseline, sized from D, under 30 % growth: what runs today is year 1's 5 servers;
    it buys the rest when needed, at catalogue prices (E3's A100 parts cost 0 there, so give
    them a price) and says that an entered maintenance amount is not scaled."""
    q = _with_growth(load_quote(EXAMPLES / "method-e3.quote.json"), 0.3)
    gpu = q.catalog.gpus["e3-a100"].model_copy(update=dict(price_eur=1000.0))
    catalog = q.catalog.model_copy(update=dict(gpus={**q.catalog.gpus, "e3-a100": gpu}))
    base = q.options[0].model_copy(update=dict(maintenance_per_year=5000.0))
    q = q.model_copy(update=dict(catalog=catalog, options=[base, *q.options[1:]]))
    r = evaluate(q).option(base.label)
    assert r.servers_by_year == [5, 6, 8, 10, 13] and r.purchases_by_year == [0, 1, 2, 2, 3]
    assert r.capex_by_year == [0.0, 8000.0, 16000.0, 16000.0, 24000.0]  # 8 GPUs x 1 000
    codes = [n.code for n in r.note_items]
    assert "growth_maintenance_not_scaled" in codes and "growth_purchases" in codes


def test_financing_per_purchase_starts_at_its_own_year():
    """A loan taken at t = 1 pays from month 13: nothing in year 1; a 36-month loan taken at
    t = 3 of a 5-year horizon leaves 12 months owed, added to Fin_5 as the balance."""
    fin, payments = growth.financing_by_year([0.0, 1200.0, 0.0, 1200.0, 0.0], 1.0, 0.0, 36,
                                             0.0, 5)
    assert payments == [0.0, pytest.approx(1200 / 36), 0.0, pytest.approx(1200 / 36), 0.0]
    assert fin == pytest.approx([0.0, 400.0, 400.0, 800.0, 800.0])


def test_the_maintenance_hook_counts_each_purchase_after_its_own_warranty():
    """(M41 per purchase) w = 2: the purchase of year 1 pays from year 3, that of year 3 from
    year 5."""
    out = growth.support_by_year([1000.0, 0.0, 500.0, 0.0, 0.0], 2, 0.1, 5)
    assert out == pytest.approx([0.0, 0.0, 100.0, 100.0, 150.0])


def test_the_allowance_hook_counts_each_purchase_in_its_own_year():
    out = growth.allowances_by_year([1000.0, 0.0, 500.0], lambda k, c: 0.1 * k)
    assert out == [100.0, 0.0, 50.0]


def test_the_hooks_feed_opex_tco_and_the_payback(monkeypatch):
    """What the maintenance and allowances code will plug in reaches the figures: support adds
    to opex each year, an allowance lowers TCO by its present value and raises the NPV."""
    q = load_quote(EXAMPLES / "method-e7a.quote.json")
    before = evaluate(q).option("B staged")
    monkeypatch.setattr(growth, "support_terms", lambda quote, o: None if o.baseline else (3, 0.1))
    monkeypatch.setattr(growth, "allowance_benefit",
                        lambda quote, o: None if o.baseline else (lambda k, c: 0.1 * k))
    after = evaluate(q).option("B staged")
    extra = [a - b for a, b in zip(after.opex_by_year, before.opex_by_year)]
    assert extra[:3] == pytest.approx([0.0] * 3) and extra[3] > 0  # warranty: 3 years
    assert after.allowances_by_year == pytest.approx([145000.0, 0.0, 36000.0, 36000.0, 72000.0])
    rate = 0.06
    pv_allow = sum(a / (1 + rate) ** y for y, a in enumerate(after.allowances_by_year, 1))
    pv_support = sum(e / (1 + rate) ** y for y, e in enumerate(extra, 1))
    assert after.tco == pytest.approx(before.tco - pv_allow + pv_support)
    assert after.npv == pytest.approx(before.npv + pv_allow - pv_support)


def test_a_grown_result_is_strict_json():
    for name in ("e7a", "e7b", "e7c"):
        result = evaluate(load_quote(EXAMPLES / f"method-{name}.quote.json"))
        json.dumps(result.model_dump(mode="json"), allow_nan=False)


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(quotes(), st.floats(-0.49, 2.0), st.sampled_from([None, "upfront", "staged"]))
def test_any_growth_gives_strict_json_and_plans_that_keep_their_promises(quote, g, plan):
    """Under any growth and plan: no crash, strict JSON; a sized purchase never runs above its
    ceiling in any year, never sells, and its purchases add up to the last year's servers."""
    assume(g != 0)  # no growth: no yearly path (the flat result, the property above)
    quote = _with_growth(quote, g, plan)
    result = evaluate(quote)
    json.dumps(result.model_dump(mode="json"), allow_nan=False)
    u_max = quote.workload.u_max
    for option, r in zip(quote.options, result.options):
        if not r.valid or option.fleet_mode:
            continue
        assert all(u <= u_max * (1 + 1e-6) for u in r.utilization_by_year), r.label
        if option.rental is not None:
            continue
        m = r.servers_by_year
        assert m == sorted(m), r.label  # never sells
        assert r.capex == pytest.approx(sum(r.capex_by_year)), r.label
        if not option.baseline:
            assert sum(r.purchases_by_year) == m[-1], r.label


def test_a_fleet_candidate_that_cannot_carry_a_year_is_invalid_the_others_computed():
    q = _with_growth(load_quote(EXAMPLES / "method-e7a.quote.json"), 1.0)
    fleet = q.options[3].model_copy(update=dict(label="B fleet", servers=5, utilization=0.6,
                                                growth_plan=None))
    q = q.model_copy(update=dict(options=[*q.options, fleet]))
    result = evaluate(q)
    assert result.option("B fleet").reasons == [
        "these servers cannot carry year 2's demand (u = 120 %): size them, or lower the growth"]
    assert result.option("B staged").valid and result.option("B staged").tco is not None


def test_the_cli_refuses_a_growth_out_of_range_in_one_line(tmp_path):
    data = json.loads((EXAMPLES / "method-e7a.quote.json").read_text(encoding="utf-8"))
    data["workload"]["demand_growth"] = 3
    path = tmp_path / "fast.quote.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = run_cli("calc", str(path), "--json")
    assert out.returncode == 2 and out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in out.stderr
    assert "workload.demand_growth = 3: demand growth 3 a year is outside" in lines[0]


def test_calc_prints_the_years_only_under_growth():
    grown = run_cli("calc", str(EXAMPLES / "method-e7a.quote.json"))
    assert grown.returncode == 0, grown.stderr
    assert "Demand grows 25.0 % a year: 25.20 / 31.50 / 39.38 / 49.22 / 61.52" in grown.stdout
    staged = next(line for line in grown.stdout.splitlines()
                  if line.startswith("Servers bought at the start of year 1 to N"))
    assert "4 / 0 / 1 / 1 / 2" in staged
    assert "- B staged: 4 servers now, 1 more at the start of year 3, 1 at year 4, 2 at year 5" \
        in grown.stdout
    flat = run_cli("calc", str(EXAMPLES / "method-e5.quote.json"))
    assert "year 1 to N" not in flat.stdout and "Demand grows" not in flat.stdout


def test_a_year_past_the_server_limit_is_refused_the_others_computed():
    """Tripling for 30 years needs more than 100 000 servers at the end: that option is refused
    with the reason a flat quote gives, and nothing non-finite is written."""
    q = _with_growth(load_quote(EXAMPLES / "method-e7a.quote.json"), 2.0, "staged")
    q = q.model_copy(update=dict(site=q.site.model_copy(update=dict(years=30))))
    result = evaluate(q)
    staged = result.option("B staged")
    assert not staged.valid and "100,000" in staged.reasons[0]
    json.dumps(result.model_dump(mode="json"), allow_nan=False)


@pytest.mark.parametrize("name", ["method-e6-allowances", "method-e6-precision-q1"])
def test_the_yearly_path_keeps_warranty_support_and_allowances_at_zero_growth(name):
    """E6 under M44 with g = 0: maintenance after each purchase's warranty (M41), the allowances
    of each purchase (M42) and the number formats (M40) give the flat figures."""
    quote = load_quote(EXAMPLES / f"{name}.quote.json")
    flat = evaluate(quote)
    with mock.patch.object(growth_compare, "active", lambda q: True):
        yearly = evaluate(quote)
    for f, y in zip(flat.options, yearly.options):
        assert f.valid == y.valid, f.label
        if not f.valid:
            continue
        for field in FIGURES:
            assert _same(getattr(f, field), getattr(y, field)), (f.label, field)
        assert all(_same(a, b) for a, b in zip(f.opex_by_year, y.opex_by_year)), f.label


def test_a_later_purchase_starts_its_own_warranty():
    """E6's B1 (3-year warranty, support 8 % of list) staged under 25 % growth: each later
    server pays support only after its own three years (METHOD M44, M41 per purchase)."""
    quote = load_quote(EXAMPLES / "method-e6-allowances.quote.json")
    b1 = next(o for o in quote.options if o.label.startswith("B1"))
    b1 = b1.model_copy(update=dict(growth_plan="staged"))
    quote = quote.model_copy(update=dict(
        options=[quote.options[0], b1],
        workload=quote.workload.model_copy(update=dict(demand_growth=0.25))))
    r = evaluate(quote).options[1]
    assert r.purchases_by_year == [4, 0, 1, 1, 2]
    # the first purchase pays E6's 116 000.00 (8 % of its K_list) from year 4; the servers
    # bought at the start of years 3, 4 and 5 are still under their own warranty in year 5
    support = [0.0, 0.0, 0.0, 116_000.0, 116_000.0]
    flat_opex = [o for o in r.opex_by_year]
    no_support = quote.model_copy(update=dict(options=[quote.options[0], b1.model_copy(
        update=dict(maintenance_per_year=0.0))]))
    bare = evaluate(no_support).options[1].opex_by_year
    assert all(math.isclose(a - b, s, abs_tol=1e-6) for a, b, s in zip(flat_opex, bare, support))


def test_a_cost_per_unit_of_work_too_large_to_write_is_not_applicable():
    """A utilization near zero (1e-308, as the property above once drew) delivers so little
    work under growth that TCO per unit overflows: the figure is not applicable (None, strict
    JSON), as the flat result has it, never inf."""
    assert growth._per_work(1000.0, 1e-308) is None
    assert growth._per_work(1000.0, 0.0) is None
    assert growth._per_work(6.0, 3.0) == 2.0
