"""METHOD E7 (§13.1): demand that grows, on E5; every figure of its tables (a), (b) and (c), to
the cent, through ``evaluate`` and through ``gpu-tco calc --json``.

The expected figures are copied from METHOD.md (computed there twice, in float64 and in 50-digit
decimal), an independent reference. Displayed figures round half away from zero, as METHOD
says (A's u_1 = 0.28125 prints 0.2813).
"""

import json
from decimal import ROUND_HALF_UP, Decimal

import pytest

from app.calc import evaluate
from app.io.quote.store import load_quote
from app.model.notes import render
from tests.conftest import EXAMPLES, run_cli

CENT = 0.01 + 1e-9
BASE, A, BU, BS, R = ("Baseline 45x 8xA100 air (fleet)", "A upfront: N+1, half financed",
                      "B upfront", "B staged", "R rented (reserved)")


def shown(value: float, digits: int) -> float:
    """``value`` as METHOD prints it: half away from zero."""
    return float(Decimal(repr(value)).quantize(Decimal(1).scaleb(-digits), ROUND_HALF_UP))


def near(actual, expected, tol=CENT):
    return actual is not None and abs(actual - expected) <= tol


def near_all(actual, expected):
    return len(actual) == len(expected) and all(near(a, b) for a, b in zip(actual, expected))


def four(values):
    return [shown(v, 4) for v in values]


def options_of(name: str, via_cli: bool) -> tuple[dict, dict]:
    path = EXAMPLES / f"method-{name}.quote.json"
    if via_cli:
        out = run_cli("calc", str(path), "--json")
        assert out.returncode == 0, out.stderr
        data = json.loads(out.stdout, parse_constant=pytest.fail)
    else:
        data = evaluate(load_quote(path)).model_dump(mode="json")
    return {o["label"]: o for o in data["options"]}, data


# (a) g = 0.25: servers, bought at t = 0..4, u, K, K_PV, cash at purchase PV, TCO, NPV, simple,
# discounted (None: "not within 5 years" or not shown)
E7A = {
    BASE: ([45] * 5, [0] * 5, [0.2000, 0.2500, 0.3125, 0.3906, 0.4883], 0.00, 0.00, 0.00,
           2123526.09, None, None, None),
    A: ([8] * 5, [8, 0, 0, 0, 0], [0.2813, 0.3516, 0.4395, 0.5493, 0.6866], 2890000.00,
        2890000.00, 1445000.00, 2955794.84, -832268.75, 8.67, None),
    BU: ([8] * 5, [8, 0, 0, 0, 0], [0.2954, 0.3693, 0.4616, 0.5770, 0.7212], 2890000.00,
         2890000.00, 2890000.00, 2939180.49, -815654.39, 8.54, None),
    BS: ([4, 4, 5, 6, 8], [4, 0, 1, 1, 2], [0.5908, 0.7385, 0.7385, 0.7693, 0.7212], 2890000.00,
         2642969.10, 2642969.10, 2630418.86, -506892.77, 4.03, None),
    R: ([3, 4, 5, 6, 7], [0] * 5, [0.7500, 0.7031, 0.7031, 0.7324, 0.7847], 20000.00, 20000.00,
        20000.00, 2614988.96, -491462.87, 0.44, None),
}
E7A_OPEX = {
    BASE: [424304.05, 457870.92, 499461.83, 551123.43, 615365.10],
    A: [624644.57, 637371.84, 653702.58, 140505.97, 166628.33],
    BU: [85932.63, 97103.32, 111807.17, 130372.18, 153853.96],
    BS: [64805.08, 75795.08, 95325.69, 119014.13, 153853.96],
    R: [378432.00, 504576.00, 630720.00, 756864.00, 883008.00],
}
E7A_SAVINGS = {
    A: [-200340.52, -179500.92, -154240.74, 410617.46, 448736.77],
    BU: [338371.42, 360767.60, 387654.66, 420751.25, 461511.14],
    BS: [359498.97, 382075.84, 404136.14, 432109.30, 461511.14],
    R: [45872.05, -46705.08, -131258.17, -205740.57, -267642.90],
}
E7A_ETA_W = {
    BASE: ([0.9044, 0.9089, 0.9144, 0.9214, 0.9301], [2211.30, 2420.54, 2679.22, 2998.19, 3390.20]),
    BS: ([0.9448, 0.9479, 0.9479, 0.9485, 0.9476], [5195.13, 6050.94, 6050.94, 6228.54, 5950.94]),
}
E7A_M25 = {BASE: 396.4981, A: 551.8967, BU: 548.7945, BS: 491.1435, R: 488.2625}


def _check_e7a(options: dict) -> None:
    for label, (m, bought, u, k, k_pv, cash_pv, tco, npv, simple, disc) in E7A.items():
        o = options[label]
        assert o["servers_by_year"] == m and o["purchases_by_year"] == bought, label
        assert four(o["utilization_by_year"]) == u, label
        assert near(o["capex"], k) and near(o["capex_pv"], k_pv), label
        assert near(o["capex_cash_pv"], cash_pv) and near(o["tco"], tco), label
        assert shown(o["tco_per_work"] * 1e6, 4) == E7A_M25[label], label
        if npv is None:
            assert o["npv"] is None and o["savings_by_year"] == [], label
            continue
        assert near(o["npv"], npv), label
        assert shown(o["simple_payback_years"], 2) == simple, label
        assert o["discounted_payback_years"] is disc and not o["discounted_no_payback"], label
    for label, opex in E7A_OPEX.items():
        assert near_all(options[label]["opex_by_year"], opex), label
    for label, savings in E7A_SAVINGS.items():
        assert near_all(options[label]["savings_by_year"], savings), label
    for label, (eta, wall) in E7A_ETA_W.items():
        assert four(options[label]["psu_efficiency_by_year"]) == eta, label
        assert near_all(options[label]["wall_w_by_year"], wall), label
    a, bs, r = options[A], options[BS], options[R]
    assert near_all(a["financing_by_year"], [533836.63] * 3 + [0.00, 0.00])
    assert near(a["capex_by_year"][0] * 0.5, 1445000.00)  # the loan F
    assert near(a["residual_value"], 576000.00) and near(options[BU]["residual_value"], 576000.00)
    assert near_all(bs["capex_by_year"], [1450000.00, 0.00, 360000.00, 360000.00, 720000.00])
    worth = [k / 1.06 ** t for t, k in enumerate(bs["capex_by_year"])][2:]
    assert near_all(worth, [320398.72, 302262.94, 570307.44])
    assert near_all(bs["capacity_charge_by_year"], [2175.10, 2175.10, 2718.88, 3262.66, 4350.21])
    assert near_all(bs["value_before_purchase_by_year"],
                    [-1110850.03, -770803.89, -751882.11, -711874.01, -937313.48])
    assert near_all(bs["value_by_year"],
                    [-1110850.03, -1091202.61, -1054145.05, -1282181.45, -937313.48])
    assert near(r["gpu_hours_by_year"][0], 210240) and near(r["gpu_hours_by_year"][-1], 490560)
    # embodied carbon, counted when bought, and the carbon payback on year 1
    assert near(bs["embodied_first_kg"], 12000) and near(bs["embodied_kg"], 24000)
    assert near(bs["carbon_horizon_kg"], 592420.27)
    assert shown(bs["carbon_payback_years"], 2) == 0.04
    for label in (A, BU):
        assert near(options[label]["embodied_first_kg"], 24000), label
    assert shown(options[BU]["carbon_payback_years"], 2) == 0.09
    assert shown(a["carbon_payback_years"], 2) == 0.10
    # flags: the baseline stays under its ceiling; A's PSUs are flagged by M10a, as in E5
    assert options[BASE]["valid"] and "u_above_u_max" not in options[BASE]["flags"]
    assert "psu_headroom" in a["flags"]


@pytest.mark.parametrize("via_cli", [False, True], ids=["engine", "calc-json"])
def test_e7a_growth_of_25_percent(via_cli):
    options, data = options_of("e7a", via_cli)
    _check_e7a(options)
    assert near_all(data["demand_by_year"], [25.2, 31.5, 39.375, 49.21875, 61.5234375])
    assert ("the current fleet carries the growth: up to year 5 it stays below its 80 % ceiling"
            in data["notes"])


def test_e7a_says_when_the_staged_plan_buys():
    result = evaluate(load_quote(EXAMPLES / "method-e7a.quote.json"))
    staged = result.option(BS)
    sentence = next(n for n in staged.note_items if n.code == "growth_purchases")
    assert render(sentence) == ("4 servers now, 1 more at the start of year 3, 1 at year 4, "
                                "2 at year 5")
    assert render(sentence, "nl") == ("4 servers nu, 1 extra aan het begin van jaar 3, "
                                      "1 in jaar 4, 2 in jaar 5")
    # the upfront plans buy everything at t = 0: no such sentence
    for label in (A, BU, R):
        assert all(n.code != "growth_purchases" for n in result.option(label).note_items), label
    carries = next(n for n in result.note_items if n.code == "growth_fleet_carries")
    assert render(carries, "nl") == ("de huidige servers dragen de groei: tot en met jaar 5 "
                                     "blijven ze onder hun maximum van 80 %")


# (b) g = 1.0: servers, bought at t = 0..4, K, K_PV, TCO
E7B = {
    A: ([46] * 5, [46, 0, 0, 0, 0], 16570000.00, 16570000.00, 16202916.69),
    BU: ([48] * 5, [48, 0, 0, 0, 0], 17290000.00, 17290000.00, 16831838.41),
    BS: ([4, 6, 12, 24, 48], [4, 2, 6, 12, 24], 17290000.00, 14522482.15, 13362409.71),
    R: ([3, 6, 12, 23, 45], [0] * 5, 20000.00, 20000.00, 8861479.73),
}


@pytest.mark.parametrize("via_cli", [False, True], ids=["engine", "calc-json"])
def test_e7b_the_baseline_cannot_carry_year_4(via_cli):
    options, data = options_of("e7b", via_cli)
    base = options[BASE]
    assert not base["valid"]
    assert base["reasons"] == ["the current fleet cannot carry year 4's demand (u = 160 %): "
                               "size it, or lower the growth"]
    assert four(base["utilization_by_year"]) == [0.2000, 0.4000, 0.8000, 1.6000, 3.2000]
    assert "The baseline is invalid, so no payback or NPV is computed." in data["notes"]
    for label, (m, bought, k, k_pv, tco) in E7B.items():
        o = options[label]
        assert o["valid"] and o["servers_by_year"] == m and o["purchases_by_year"] == bought, label
        assert near(o["capex"], k) and near(o["capex_pv"], k_pv) and near(o["tco"], tco), label
        assert o["npv"] is None and o["savings_by_year"] == [], label
        assert o["simple_payback_years"] is None and o["discounted_payback_years"] is None, label


def test_e7b_refusal_in_dutch():
    result = evaluate(load_quote(EXAMPLES / "method-e7b.quote.json"))
    why = result.option(BASE).reason_items[0]
    assert render(why, "nl") == ("de huidige servers kunnen de vraag van jaar 4 niet aan "
                                 "(u = 160 %): dimensioneer ze, of verlaag de groei")


# (c) g = -0.2: servers, u, K, cash at t = 0, TCO, NPV, simple, discounted
E7C = {
    BASE: ([45] * 5, [0.2000, 0.1600, 0.1280, 0.1024, 0.0819], 0.00, 0.00, 1704881.52,
           None, None, None),
    A: ([4] * 5, [0.5625, 0.4500, 0.3600, 0.2880, 0.2304], 1450000.00, 725000.00, 1474497.97,
        230383.55, 4.09, 4.94),
    BS: ([4] * 5, [0.5908, 0.4727, 0.3781, 0.3025, 0.2420], 1450000.00, 1450000.00, 1468252.04,
         236629.48, 4.03, 4.92),
    BU: ([4] * 5, [0.5908, 0.4727, 0.3781, 0.3025, 0.2420], 1450000.00, 1450000.00, 1468252.04,
         236629.48, 4.03, 4.92),
    R: ([3, 3, 2, 2, 2], [0.7500, 0.6000, 0.7200, 0.5760, 0.4608], 20000.00, 20000.00,
        1314000.32, 390881.20, 0.44, 0.46),
}


@pytest.mark.parametrize("via_cli", [False, True], ids=["engine", "calc-json"])
def test_e7c_a_shrinking_demand(via_cli):
    options, _ = options_of("e7c", via_cli)
    for label, (m, u, k, k0, tco, npv, simple, disc) in E7C.items():
        o = options[label]
        assert o["servers_by_year"] == m and four(o["utilization_by_year"]) == u, label
        assert near(o["capex"], k) and near(o["capex_pv"], k), label
        assert near(o["capex_upfront"], k0) and near(o["tco"], tco), label
        if npv is None:
            continue
        assert near(o["npv"], npv), label
        assert shown(o["simple_payback_years"], 2) == simple, label
        assert shown(o["discounted_payback_years"], 2) == disc, label
    for label in (A, BS, BU):  # nothing is bought after t = 0
        assert options[label]["purchases_by_year"] == [4, 0, 0, 0, 0], label
    base, b = options[BASE], options[BS]
    assert near_all(base["opex_by_year"], [424304.05, 411389.29, 401104.88, 393433.72, 388149.56])
    assert four(base["psu_efficiency_by_year"]) == [0.9044, 0.9009, 0.9000, 0.9000, 0.9000]
    assert near_all(b["opex_by_year"], [64805.08, 58918.31, 54153.99, 50030.65, 46557.87])
    assert near_all(b["energy_tax_by_year"], [8018.81, 7950.03, 7894.76, 7309.72, 6611.23])
    assert near_all(b["savings_by_year"], [359498.97, 352470.98, 346950.89, 343403.07, 341591.69])
    assert four(b["psu_efficiency_by_year"]) == [0.9448, 0.9424, 0.9404, 0.9332, 0.9257]
    assert near_all(b["wall_w_by_year"], [5195.13, 4506.47, 3952.96, 3529.79, 3192.50])
    assert near(b["kwh_by_year"][3] + 9_800_000, 9985525.87)  # below the band edge in year 4
    assert near(b["co2_by_year"][3], 50091.98)
    # the baseline's PSUs run below the certified range from year 3 (x = 0.095, 0.089, 0.085)
    assert [shown(x, 3) for x in base["psu_load_by_year"][2:]] == [0.095, 0.089, 0.085]
    assert all(x >= 0.1 for x in base["psu_load_by_year"][:2])
    assert "psu_load_below_certified_range" in base["flags"]
    assert any("in year 3–5" in n for n in base["notes"])
    assert options[BS]["opex_by_year"] == options[BU]["opex_by_year"]  # identical plans


def test_a_fleet_above_its_ceiling_is_flagged_from_the_first_such_year():
    """g = 0.45: u_y = 0.20 ... 0.884 in year 5, above 0.80 but below 1: valid, flagged."""
    q = load_quote(EXAMPLES / "method-e7a.quote.json")
    q = q.model_copy(update=dict(workload=q.workload.model_copy(update=dict(demand_growth=0.45))))
    result = evaluate(q)
    base = result.option(BASE)
    assert base.valid and "u_above_u_max" in base.flags
    assert "from year 5 the current fleet runs above its 80 % ceiling" in base.notes
    assert all(n.code != "growth_fleet_carries" for n in result.note_items)
    assert result.option(BS).npv is not None  # the baseline is valid: savings and NPV shown
