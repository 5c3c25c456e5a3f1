"""METHOD E5 (§10 and §11): the bill in components, redundancy, busy power, residual value,
financing, a rental and embodied carbon; every figure of its tables, to the cent.

The expected figures are copied from METHOD.md, an independent reference: the engine must
reproduce them through ``evaluate`` and through ``gpu-tco calc --json``.
"""

import json

import pytest

from app.calc import evaluate
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES, run_cli

E5 = EXAMPLES / "method-e5.quote.json"
CENT = 0.01 + 1e-9
BASE, A, B, R = ("Baseline 45x 8xA100 air (fleet)", "A: 8xH200 air, cap 95 %, N+1, half financed",
                 "B: 8xH200 air, cap 75 %, at least 4, cash", "R: 8xH200 rented, reserved")
# servers, u, eta, W, W_peak, kWh (facility), energy cost y1, capex at t = 0, TCO, NPV, simple,
# discounted, embodied kg, carbon payback
MAIN = {
    BASE: (45, 0.2000, 0.9044, 2211.30, 5497.26, 1307543.00, 289304.05, 0.00, 1851410.58,
           None, None, None, 0.0, None),
    A: (4, 0.5625, 0.9463, 5613.72, 8689.46, 295056.99, 69574.57, 725000.00, 1533269.52,
        318141.06, 4.09, 4.64, 12000.00, 0.04),
    B: (4, 0.5908, 0.9448, 5195.13, 7552.45, 273055.85, 64805.08, 1450000.00, 1521155.71,
        330254.88, 4.03, 4.60, 12000.00, 0.04),
    R: (3, 0.7500, 0.9509, 6888.02, 8972.18, 208169.84, 0.0, 20000.00, 1614093.25,
        237317.33, 0.44, 0.46, 0.0, 0.00),
}
# P_full, phi, L_peak, kWh IT, commodity y1, tax y1, capacity y1, opex y1, RV, CO2, carbon 5 y
MORE = {
    BASE: (400.00, 1.0000, 5200.00, 871695.33, 261508.60, 9984.33, 17811.12, 424304.05, 0.00,
           353036.61, 1765183.05),
    A: (650.00, 1.0000, 8320.00, 196704.66, 59011.40, 8060.61, 2502.57, 337416.48, 288000.00,
        79665.39, 410326.94),
    B: (525.00, 0.9521, 7200.00, 182037.23, 54611.17, 8018.81, 2175.10, 64805.08, 288000.00,
        73725.08, 380625.39),
    R: (650.00, 1.0000, 8600.00, 181017.25, None, None, None, 378432.00, 0.00, 56205.86,
        281029.29),
}
OPEX = {
    BASE: [424304.05, 432149.31, 440229.92, 448552.96, 457125.68],
    A: [337416.48, 339186.82, 341010.27, 75046.52, 76981.02],
    B: [64805.08, 66443.42, 68130.90, 69869.01, 71659.26],
    R: [378432.00] * 5,
}
SAVINGS = {
    A: [86887.57, 92962.49, 99219.65, 373506.44, 380144.66],
    B: [359498.97, 365705.89, 372099.02, 378683.95, 385466.42],
    R: [45872.05, 53717.31, 61797.92, 70120.96, 78693.68],
}


def near(actual, expected, tol=CENT):
    return actual is not None and abs(actual - expected) <= tol


def _check(options):
    for label, (m, u, eta, w, w_peak, kwh, cost, k0, tco, npv, simple, disc, emb, cpb) in MAIN.items():
        o = options[label]
        assert o["servers"] == m, label
        assert round(o["utilization"], 4) == u, label
        assert round(o["psu_efficiency"], 4) == eta, label
        assert near(o["wall_w"], w) and near(o["wall_peak_w"], w_peak), label
        assert near(o["annual_kwh_total"], kwh), label
        assert near(o["annual_energy_cost"], cost), label
        assert near(o["capex_upfront"], k0), label
        assert near(o["tco"], tco), label
        assert near(o["embodied_kg"], emb), label
        if npv is None:
            assert o["npv"] is None
            continue
        assert near(o["npv"], npv), label
        assert round(o["simple_payback_years"], 2) == simple, label
        assert round(o["discounted_payback_years"], 2) == disc, label
        assert round(o["carbon_payback_years"], 2) == cpb, label
    for label, (p_full, phi, l_peak, kwh_it, commodity, tax, cap, opex1, rv, co2, c5) in MORE.items():
        o = options[label]
        assert near(o["gpu_full_w"], p_full) and round(o["phi"], 4) == phi, label
        assert near(o["dc_peak_w"], l_peak) and near(o["annual_kwh_it"], kwh_it), label
        if tax is not None:
            assert near(o["energy_tax_by_year"][0], tax), label
            assert near(o["capacity_charge_by_year"][0], cap), label
            assert near(o["energy_cost_by_year"][0] - tax - cap, commodity, 2 * CENT), label
        assert near(o["opex_by_year"][0], opex1) and near(o["residual_value"], rv), label
        assert near(o["annual_co2_kg"], co2) and near(o["carbon_horizon_kg"], c5), label
    for label, years in OPEX.items():
        assert all(near(a, b) for a, b in zip(options[label]["opex_by_year"], years)), label
    for label, years in SAVINGS.items():
        assert all(near(a, b) for a, b in zip(options[label]["savings_by_year"], years)), label


def test_e5_through_the_engine():
    result = evaluate(load_quote(E5))
    _check({o.label: o.model_dump() for o in result.options})
    a = result.option(A)
    assert round(a.monthly_payment, 2) == 21728.90
    assert [round(v, 2) for v in a.financing_by_year] == [267841.91] * 3 + [0.0, 0.0]
    assert round(a.dc_peak_w / (3 * 3000), 4) == 0.9244  # M10a: L_peak over the carrying PSUs
    flagged = {o.label for o in result.options if "psu_headroom" in o.flags}
    assert flagged == {A}  # B's 0.8000 is not; R is the provider's


def test_e5_through_calc_json():
    out = run_cli("calc", str(E5), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout, parse_constant=pytest.fail)
    _check({o["label"]: o for o in data["options"]})


def test_e5_without_the_new_inputs_is_e3s_chain():
    """Take the bill, financing, residual value and rental away: the candidates follow M19 at
    the all-in price again (no tax or capacity figures, K_0 = K, RV 0)."""
    q = load_quote(E5)
    plain = q.model_copy(update=dict(
        site=q.site.model_copy(update=dict(bill=None)),
        options=[o.model_copy(update=dict(financing=None, residual_fraction=0.0))
                 for o in q.options if o.rental is None]))
    for o in evaluate(plain).options:
        assert o.energy_tax_by_year == [] and o.capex_upfront == o.capex and o.residual_value == 0
        assert o.annual_energy_cost == pytest.approx(o.annual_kwh_total * 0.20)
