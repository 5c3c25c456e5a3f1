"""METHOD E6's first table (§12.5): maintenance after the warranty (M41) and investment
allowances (M42) on E5; every figure of it, to the cent, through ``evaluate`` and through
``gpu-tco calc --json``.

The expected figures are copied from METHOD.md, an independent reference (reviewed by an
independent implementation before any code), not from this engine's output.
"""

import json

import pytest

from app.calc import evaluate
from app.calc.allowances import deduction
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES, run_cli

E6 = EXAMPLES / "method-e6-allowances.quote.json"
E5 = EXAMPLES / "method-e5.quote.json"
CENT = 0.01 + 1e-9
BASE = "Baseline 45x 8xA100 air (fleet)"
B = "B: 8xH200 air, cap 75 %, at least 4, cash"
B1 = "B1: B after a 3-year warranty, support 8 %"
B2, B3, A2 = "B2: B1 + EIA", "B3: B2 + KIA-like", "A2: A (half financed) + EIA"
AFTER = [0.0, 0.0, 0.0, 116_000.00, 116_000.00]
# servers, u, Mnt y1-y5, A, capex at t = 0, TCO 5 y, NPV, simple, discounted ("not within")
TABLE = {
    BASE: (45, 0.2000, [135_000.00] * 5, 0.00, 0.00, 1_851_410.58, None, None, None),
    B: (4, 0.5908, [0.0] * 5, 0.00, 1_450_000.00, 1_521_155.71, 330_254.88, 4.03, 4.60),
    B1: (4, 0.5908, AFTER, 0.00, 1_450_000.00, 1_699_720.52, 151_690.06, 4.03, "not"),
    B2: (4, 0.5908, AFTER, 149_640.00, 1_450_000.00, 1_558_550.71, 292_859.87, 4.03, 4.61),
    B3: (4, 0.5908, AFTER, 139_887.60, 1_450_000.00, 1_567_751.08, 283_659.50, 4.03, 4.66),
    A2: (4, 0.5625, [0.0] * 5, 149_640.00, 725_000.00, 1_392_099.71, 459_310.88, 4.09, 4.14),
}
B1_OPEX = [64_805.08, 66_443.42, 68_130.90, 185_869.01, 187_659.26]
B1_SAVINGS = [359_498.97, 365_705.89, 372_099.02, 262_683.95, 269_466.42]


def near(actual, expected, tol=CENT):
    return actual is not None and abs(actual - expected) <= tol


def _check(options):
    for label, (m, u, mnt, benefit, k0, tco, npv, simple, disc) in TABLE.items():
        o = options[label]
        assert o["servers"] == m and round(o["utilization"], 4) == u, label
        assert len(o["maintenance_by_year"]) == 5, label
        assert all(near(a, b) for a, b in zip(o["maintenance_by_year"], mnt)), label
        assert near(o["allowance_benefit"], benefit), label
        assert near(o["capex_upfront"], k0) and near(o["tco"], tco), label
        if npv is None:
            assert o["npv"] is None, label
            continue
        assert near(o["npv"], npv), label
        assert round(o["simple_payback_years"], 2) == simple, label
        if disc == "not":  # not within 5 years, and not "no payback"
            assert o["discounted_payback_years"] is None and not o["discounted_no_payback"]
        else:
            assert round(o["discounted_payback_years"], 2) == disc, label
    b1 = options[B1]
    assert all(near(a, b) for a, b in zip(b1["opex_by_year"], B1_OPEX))
    assert all(near(a, b) for a, b in zip(b1["savings_by_year"], B1_SAVINGS))


def test_e6_through_the_engine():
    result = evaluate(load_quote(E6))
    _check({o.label: o.model_dump() for o in result.options})


def test_e6_through_calc_json():
    out = run_cli("calc", str(E6), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout, parse_constant=pytest.fail)
    _check({o["label"]: o for o in data["options"]})


def test_b1_positive_npv_but_no_discounted_payback_leaves_rv_out():
    """METHOD: V_5 = -63 520.29 without the residual value, whose present value 215 210.35
    makes the NPV positive (M35 keeps RV out of the paybacks)."""
    b1 = evaluate(load_quote(E6)).option(B1)
    v5 = sum(s / 1.06 ** y for y, s in enumerate(b1.savings_by_year, 1)) - b1.switching_capex
    assert near(v5, -63_520.29)
    assert near(b1.residual_value / 1.06 ** 5, 215_210.35)
    assert near(b1.npv, v5 + 215_210.35, 2 * CENT)


def test_b3_deductions_eia_and_marginal_kia():
    q = load_quote(E6)
    eia, kia = (q.tax.by_id()[k] for k in ("e6-eia", "e6-kia"))
    assert near(deduction(eia, 1_450_000.0, 300_000.0), 580_000.00)
    assert near(deduction(kia, 1_450_000.0, 300_000.0), -37_800.00)
    assert near(0.258 * (580_000 - 37_800), 139_887.60)


def test_the_benefit_moves_tco_and_npv_by_its_present_value_and_not_the_simple_payback():
    result = evaluate(load_quote(E6))
    b1, b2 = result.option(B1), result.option(B2)
    pv = 149_640.00 / 1.06
    assert b1.tco - b2.tco == pytest.approx(pv, abs=1e-6)
    assert b2.npv - b1.npv == pytest.approx(pv, abs=1e-6)
    assert b2.simple_payback_years == b1.simple_payback_years
    assert b2.savings_by_year == b1.savings_by_year  # A is its own line, not a saving


def test_b1_says_the_simple_payback_stays_while_maintenance_starts_after_the_warranty():
    b1 = evaluate(load_quote(E6)).option(B1)
    assert any(n.code == "maintenance_after_warranty" for n in b1.note_items)
    assert "maintenance_not_given" not in b1.flags


def test_e5_gains_the_maintenance_flag_on_a_and_b_and_no_figure_changes():
    result = evaluate(load_quote(E5))
    flagged = {o.label for o in result.options if "maintenance_not_given" in o.flags}
    assert flagged == {"A: 8xH200 air, cap 95 %, N+1, half financed", B}
    for o in result.options:  # installation 10 000 entered on A and B; the rental has none
        assert "installation_not_given" not in o.flags
        if not o.baseline:
            assert o.allowance_benefit == 0.0


def test_the_nl_claw_back_is_said_where_rv_is_positive_within_five_years():
    result = evaluate(load_quote(E6))
    said = {o.label for o in result.options
            if any(n.code == "allowance_clawback" for n in o.note_items)}
    assert said == {B2, B3, A2}
