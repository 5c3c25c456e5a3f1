"""METHOD §10 worked examples E1-E4, every figure in their tables, to the cent.

The expected figures are copied from METHOD.md, an independent reference: the engine must
reproduce them through ``evaluate`` and through ``gpu-tco calc --json``.
"""

import json

import pytest

from app.calc import evaluate
from app.calc.caps import gpu_perf_per_watt
from app.io.quote.store import load_quote
from app.model.notes import render
from tests.conftest import EXAMPLES, run_cli

CENT = 0.01 + 1e-9


def near(actual, expected, tol=CENT):
    return actual is not None and abs(actual - expected) <= tol


# label: servers, u (4 dp), eta (4 dp), wall W, kWh facility, cost y1, capex, TCO, simple payback
E3_MAIN = {
    "Baseline 8xA100 air": (5, 0.7143, 0.9417, 4308.35, 283058.55, 56611.71, 0, 252342.87, None),
    "8xH200 air": (2, 0.4464, 0.9442, 5004.41, 131515.98, 26303.20, 720000, 837244.72, 23.76),
    "8xH200 DLC": (2, 0.4464, 0.9429, 4660.15, 106139.59, 21227.92, 750000, 844622.01, 21.20),
    "8xH200 air, cap 80 %": (2, 0.4699, 0.9428, 4627.83, 121619.31, 24323.86, 720000, 828421.97, 22.30),
}
# label: L_peak, W_peak, kWh IT, kWh overhead, CO2, NPV, kWh per 1e6 units, heat BTU/h avg
E3_MORE = {
    "Baseline 8xA100 air": (5200.00, 5497.26, 188705.70, 94352.85, 76425.81, None, 897.5728, 14700.70),
    "8xH200 air": (8600.00, 8972.18, 87677.32, 43838.66, 35509.31, -584901.85, 417.0344, 17075.77),
    "8xH200 DLC": (7998.00, 8363.58, 81645.84, 24493.75, 28657.69, -592279.14, 336.5664, 15901.09),
    "8xH200 air, cap 80 %": (7480.00, 7837.63, 81079.54, 40539.77, 32837.21, -576079.10, 385.6523, 15790.81),
}
# label: m, u, eta, W, W_peak, kWh, cost y1, capex, TCO, simple, discounted, NPV, M30, M31
E4 = {
    "Baseline 8xA100 air (fleet)": (30, 0.2000, 0.9044, 2211.30, 5497.26, 871695.33, 261508.60, 0,
                                    1165656.92, None, None, None),
    "8xH200 air": (2, 0.7500, 0.9520, 7195.10, 8972.18, 189087.18, 56726.15, 730000, 982853.00,
                   3.56, 3.94, 182803.92, 7, 2),
    "8xH200 air, inference profile": (2, 0.7732, 0.9506, 6786.92, 8276.41, 178360.32, 53508.10,
                                      730000, 968508.72, 3.51, 3.88, 197148.20, 8, 2),
}


def _check_e3(options):
    for label, (m, u, eta, wall, kwh, cost, capex, tco, simple) in E3_MAIN.items():
        o = options[label]
        assert o["servers"] == m
        assert round(o["utilization"], 4) == u
        assert round(o["psu_efficiency"], 4) == eta
        assert near(o["wall_w"], wall)
        assert near(o["annual_kwh_total"], kwh)
        assert near(o["annual_energy_cost"], cost)
        assert near(o["capex"], capex)
        assert near(o["tco"], tco)
        if simple is None:
            assert o["simple_payback_years"] is None
        else:
            assert round(o["simple_payback_years"], 2) == simple
            assert o["discounted_payback_years"] is None  # not within 5 years
        assert near(o["work_per_year"], 315_360_000, 1e-3)
    for label, (lpk, wpk, kit, koh, co2, npv, kwh_mu, heat) in E3_MORE.items():
        o = options[label]
        assert near(o["dc_peak_w"], lpk)
        assert near(o["wall_peak_w"], wpk)
        assert near(o["annual_kwh_it"], kit)
        assert near(o["annual_kwh_overhead"], koh)
        assert near(o["annual_co2_kg"], co2)
        assert (o["npv"] is None) if npv is None else near(o["npv"], npv)
        assert round(o["kwh_per_work"] * 1e6, 4) == kwh_mu
        assert near(o["heat_btu_h"], heat)
    base_opex = options["Baseline 8xA100 air"]["opex_by_year"]
    for got, want in zip(base_opex, [56611.71, 58310.06, 60059.36, 61861.14, 63716.98], strict=True):
        assert near(got, want)


def _check_e4(options):
    for label, row in E4.items():
        o = options[label]
        m, u, eta, wall, wpk, kwh, cost, capex, tco, simple, disc, npv = row[:12]
        assert o["servers"] == m and round(o["utilization"], 4) == u
        assert round(o["psu_efficiency"], 4) == eta
        for key, want in (("wall_w", wall), ("wall_peak_w", wpk), ("annual_kwh_total", kwh),
                          ("annual_energy_cost", cost), ("capex", capex), ("tco", tco)):
            assert near(o[key], want), (label, key, o[key], want)
        if simple is not None:
            assert round(o["simple_payback_years"], 2) == simple
            assert round(o["discounted_payback_years"], 2) == disc
            assert near(o["npv"], npv)
            assert (o["servers_in_budget"], o["servers_per_rack"]) == row[12:]


def _by_label(result_options):
    return {o["label"]: o for o in result_options}


def test_e3_through_the_engine():
    result = evaluate(load_quote(EXAMPLES / "method-e3.quote.json"))
    _check_e3(_by_label(o.model_dump() for o in result.options))


def test_e4_through_the_engine():
    result = evaluate(load_quote(EXAMPLES / "method-e4.quote.json"))
    _check_e4(_by_label(o.model_dump() for o in result.options))
    assert result.demand_per_s == pytest.approx(16.8)


# METHOD M10a: L_peak / ((k - s) x rating) > 0.90 is flagged, figures unchanged (E3, E4)
HEADROOM = {"method-e3": {"8xH200 air": "95.56 %"}, "method-e4": {"8xH200 air": "95.56 %"}}


@pytest.mark.parametrize("name", sorted(HEADROOM))
def test_m10a_flags_the_h200_air_server_and_nothing_else(name):
    result = evaluate(load_quote(EXAMPLES / f"{name}.quote.json"))
    for o in result.options:
        flagged = "psu_headroom" in o.flags
        assert o.valid
        assert flagged == (o.label in HEADROOM[name]), o.label
        if flagged:
            assert round(o.dc_peak_w / 9000, 4) == 0.9556  # 8 600 / (3 x 3 000)
            assert any(HEADROOM[name][o.label] in n and "90 % headroom" in n for n in o.notes)
            nl = [render(n, "nl") for n in o.note_items if n.code == "psu_headroom"]
            assert nl and "marge van 90 %" in nl[0]


def test_e4_profile_npv_survives_unrounded():
    """METHOD: the profile's NPV, 197 148.195 02, rounds up only if nothing was rounded before."""
    result = evaluate(load_quote(EXAMPLES / "method-e4.quote.json"))
    npv = result.option("8xH200 air, inference profile").npv
    assert npv == pytest.approx(197148.19502, abs=5e-6)


def test_e4_profile_frees_power_for_one_more_server():
    result = evaluate(load_quote(EXAMPLES / "method-e4.quote.json"))
    assert result.option("8xH200 air").servers_in_budget == 7
    assert result.option("8xH200 air, inference profile").servers_in_budget == 8


def test_e1_seed_arithmetic():
    result = evaluate(load_quote(EXAMPLES / "method-e1.quote.json"))
    base = result.option("8x400 W at full load")
    seed = result.option("Seed: 20 % lower power, same work")
    cap = result.option("Power cap 80 %")
    assert near(base.wall_w, 3200) and near(base.annual_kwh_total, 28032)
    assert near(base.annual_energy_cost, 7008.00)
    assert near(seed.annual_kwh_total, 22425.6) and near(seed.annual_energy_cost, 5606.40)
    assert near(seed.savings_by_year[0], 1401.60)
    assert round(cap.phi, 4) == 0.9500
    assert near(cap.annual_kwh_total, 23606.60) and near(cap.annual_energy_cost, 5901.65)
    assert near(cap.savings_by_year[0], 1106.35)
    assert any("more energy than this figure" in n for n in seed.notes)


def test_e2_perf_per_watt_is_one_and_a_half_not_two():
    a = gpu_perf_per_watt(100, 1.0, 300)
    b = gpu_perf_per_watt(200, 1.0, 400)
    assert round(b, 3) == 0.5 and round(a, 3) == 0.333
    assert round(b / a, 2) == 1.5


@pytest.mark.parametrize("name,check", [("method-e3", _check_e3), ("method-e4", _check_e4)])
def test_golden_through_cli_json(name, check):
    proc = run_cli("calc", str(EXAMPLES / f"{name}.quote.json"), "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert set(doc) >= {"quote", "baseline", "options"}
    check(_by_label(doc["options"]))


def test_e1_through_cli_json():
    proc = run_cli("calc", str(EXAMPLES / "method-e1.quote.json"), "--json")
    options = _by_label(json.loads(proc.stdout)["options"])
    assert near(options["Power cap 80 %"]["annual_energy_cost"], 5901.65)
    assert near(options["Seed: 20 % lower power, same work"]["annual_kwh_total"], 22425.6)
