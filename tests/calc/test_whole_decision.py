"""The whole decision through evaluate(): the bill in components, financing, residual value,
a rental and embodied carbon (METHOD §11.4-§11.6), on METHOD E5's inputs where they need
nothing else, and identities that hold for any such quote."""

import pytest

from app.calc import evaluate
from app.io.quote.store import load_quote
from app.model.decision import EnergyBill, Financing, Rental, TaxBand
from tests.conftest import EXAMPLES

CENT = 0.01 + 1e-9
E5_BILL = EnergyBill(energy_price_per_kwh=0.20, site_kwh_per_year=9_800_000,
                     tax_bands=[TaxBand(from_kwh=0, to_kwh=10_000_000, per_kwh=0.0394),
                                TaxBand(from_kwh=10_000_000, per_kwh=0.0019)],
                     capacity_price_per_kw_month=4.0, source="METHOD E5 (illustrative)")


def _e5_site_quote(**option_changes):
    """E4's catalogue and site as E5 sets them: the bill in components, 45 A100 servers."""
    e4 = load_quote(EXAMPLES / "method-e4.quote.json")
    site = e4.site.model_copy(update=dict(energy_price_per_kwh=0.20, bill=E5_BILL,
                                          budget_kw=None, rack_limit_kw=None, design_pue=None))
    base = e4.options[0].model_copy(update=dict(servers=45, maintenance_per_year=135_000))
    cand = e4.options[1].model_copy(update=dict(label="8xH200 air", **option_changes))
    return e4.model_copy(update=dict(site=site, options=[base, cand]))


def test_e5_baseline_pays_the_bill_in_components():
    """E5's baseline row: every figure that needs no busy power or redundancy."""
    r = evaluate(_e5_site_quote()).option("Baseline 8xA100 air (fleet)")
    assert r.servers == 45 and round(r.utilization, 4) == 0.2000
    assert abs(r.annual_kwh_total - 1_307_543.00) <= CENT
    assert abs(r.annual_kwh_it - 871_695.33) <= CENT
    commodity = r.energy_cost_by_year[0] - r.energy_tax_by_year[0] - r.capacity_charge_by_year[0]
    assert abs(commodity - 261_508.60) <= CENT
    assert abs(r.energy_tax_by_year[0] - 9_984.33) <= CENT
    assert abs(r.capacity_charge_by_year[0] - 17_811.12) <= CENT
    assert abs(r.annual_energy_cost - 289_304.05) <= CENT
    expected_opex = [424_304.05, 432_149.31, 440_229.92, 448_552.96, 457_125.68]
    assert all(abs(a - b) <= CENT for a, b in zip(r.opex_by_year, expected_opex))
    assert abs(r.tco - 1_851_410.58) <= CENT
    assert abs(r.annual_co2_kg - 353_036.61) <= CENT
    assert r.embodied_kg == 0.0  # sunk
    assert abs(r.carbon_horizon_kg - 1_765_183.05) <= CENT


def test_financing_and_residual_value_follow_m35_m36():
    """Half of K financed at 5 % over 36 months, 20 % residual: K_0, A, Fin_y, RV, and the NPV
    identity NPV = TCO(b) - TCO(option) (K_b = 0, no resale)."""
    q = _e5_site_quote(residual_fraction=0.20,
                       financing=Financing(share=0.5, rate=0.05, months=36))
    result = evaluate(q)
    base, a = result.options
    cash = evaluate(_e5_site_quote()).options[1]
    assert a.capex == cash.capex and a.capex_upfront == pytest.approx(0.5 * a.capex)
    assert a.monthly_payment == pytest.approx(
        0.5 * a.capex * (0.05 / 12) / (1 - (1 + 0.05 / 12) ** -36))
    assert len(a.financing_by_year) == 5 and a.financing_by_year[3:] == [0.0, 0.0]
    assert a.residual_value == pytest.approx(0.20 * (a.capex - q.options[1].installation))
    assert a.npv == pytest.approx(base.tco - a.tco, abs=1e-6)
    # M27 is the investment's own payback: financing aside, the same as in cash
    assert a.simple_payback_years == pytest.approx(cash.simple_payback_years)


def test_a_rental_bills_gpu_hours_and_shows_the_providers_energy():
    q = _e5_site_quote(rental=Rental(price_per_gpu_hour=1.80, migration=20_000))
    base, r = evaluate(q).options
    assert r.rented and r.capex == 20_000
    assert r.gpu_hours_per_year == r.servers * 8 * 8760
    assert r.opex_by_year == pytest.approx([r.gpu_hours_per_year * 1.80] * 5)
    assert r.energy_cost_by_year == [0.0] * 5  # the provider's: shown, not billed
    assert r.pue == 1.15
    assert r.annual_kwh_total == pytest.approx(r.annual_kwh_it * 1.15)
    assert r.annual_co2_kg == pytest.approx(r.annual_kwh_total * 0.27)
    assert r.embodied_kg == 0.0 and r.carbon_payback_years == 0.0
    assert r.npv == pytest.approx(base.tco - r.tco, abs=1e-6)


def test_embodied_carbon_not_known_is_said_not_zero():
    base, cand = evaluate(_e5_site_quote()).options
    assert cand.embodied_kg is None and cand.carbon_horizon_kg is None
    assert cand.carbon_payback_years is None and cand.carbon_payback_status == "not_known"


def test_without_the_new_inputs_nothing_moves():
    """E4 as shipped: no bill, financing, residual or rental: the new fields stay empty."""
    for o in evaluate(load_quote(EXAMPLES / "method-e4.quote.json")).options:
        assert o.energy_tax_by_year == [] and o.financing_by_year == []
        assert o.residual_value == 0.0 and not o.rented and o.capex_upfront == o.capex


def test_the_advisor_agrees_with_the_quote_and_moves_the_new_inputs():
    """At the point values the vectorised comparison equals evaluate() (financing, residual
    value, the bill); the tornado has rows for the energy tax, capacity charge and residual."""
    from app.calc.advisor import collect_inputs, point_values, tornado
    from app.calc.advisor.variants import run_variants
    from app.calc.evaluate import resolve_demand

    q = _e5_site_quote(residual_fraction=0.20,
                       financing=Financing(share=0.5, rate=0.05, months=36))
    result = evaluate(q)
    demand, _ = resolve_demand(q)
    inputs = collect_inputs(q, demand)
    v = run_variants(q, demand, point_values(inputs))
    cmp = v.comparisons["8xH200 air"]
    a = result.option("8xH200 air")
    assert float(cmp.npv) == pytest.approx(a.npv, rel=1e-12)
    assert float(cmp.simple_payback) == pytest.approx(a.simple_payback_years, rel=1e-12)
    assert float(cmp.discounted_payback) == pytest.approx(a.discounted_payback_years, rel=1e-12)
    rows = {r["assumption"]: r for r in tornado(q, demand, inputs)["8xH200 air"]}
    assert {"energy tax", "capacity charge", "residual value"} <= set(rows)
    assert rows["residual value"]["npv"]["high"] > rows["residual value"]["npv"]["low"]
    assert rows["energy price"]["npv"]["high"] > rows["energy price"]["npv"]["low"]


def test_the_tornado_moves_a_rental_price():
    from app.calc.advisor import collect_inputs, tornado
    from app.calc.evaluate import resolve_demand

    q = _e5_site_quote(rental=Rental(price_per_gpu_hour=1.80, migration=20_000))
    demand, _ = resolve_demand(q)
    rows = {r["assumption"]: r for r in tornado(q, demand, collect_inputs(q, demand))["8xH200 air"]}
    assert rows["rental price"]["npv"]["low"] > rows["rental price"]["npv"]["high"]


def test_buy_versus_rent_break_even_is_where_the_tcos_meet():
    """The note's price per GPU-hour, put back into the rental, gives the purchase's TCO."""
    from app.calc.rental import break_even_price_per_gpu_hour

    assert break_even_price_per_gpu_hour(1000.0, 100.0, 100.0, 0.0, 0.0, 0.0, 2) == 4.5
    e5 = _e5_site_quote()
    rent = e5.options[1].model_copy(update=dict(
        label="rented", rental=Rental(price_per_gpu_hour=1.80, migration=20_000,
                                      escalation=0.02, fixed_per_year=5_000)))
    q = e5.model_copy(update=dict(options=[*e5.options, rent]))
    result = evaluate(q)
    bought, rented = result.option("8xH200 air"), result.option("rented")
    text = next(n for n in rented.notes if n.startswith("Renting costs the same"))
    assert "8xH200 air" in text
    item = next(i for i in rented.note_items if i.code == "rental_break_even")
    price = item.args["price"][1]
    again = q.model_copy(update=dict(options=[*e5.options, rent.model_copy(update=dict(
        rental=rent.rental.model_copy(update=dict(price_per_gpu_hour=price))))]))
    assert evaluate(again).option("rented").tco == pytest.approx(bought.tco, rel=1e-9)
    assert any("provider's" in n for n in rented.notes)
