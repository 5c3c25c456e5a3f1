"""Power-cap sweep (METHOD §3): cross-checked against evaluate(), sweet spots and their limits."""

from __future__ import annotations

import numpy as np
import pytest

from app.calc import evaluate
from app.calc.advisor import cap_grid, cap_sweep, collect_inputs, point_values
from app.calc.evaluate import resolve_demand
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

E3 = EXAMPLES / "method-e3.quote.json"
E4 = EXAMPLES / "method-e4.quote.json"


def _setup(path):
    quote = load_quote(path)
    demand, _ = resolve_demand(quote)
    return quote, demand, point_values(collect_inputs(quote, demand))


@pytest.mark.parametrize("path,label", [(E3, "8xH200 air"), (E3, "Baseline 8xA100 air"),
                                        (E4, "Baseline 8xA100 air (fleet)"), (E4, "8xH200 air")])
def test_sweep_at_full_power_equals_evaluate_uncapped(path, label):
    quote, demand, values = _setup(path)
    s = cap_sweep(quote, label, demand, values)
    ref = evaluate(quote).option(label)
    assert s.cap[-1] == 1.0
    assert s.servers[-1] == ref.servers
    assert s.wall_w[-1] == pytest.approx(ref.wall_w, rel=1e-12)
    assert s.annual_kwh[-1] == pytest.approx(ref.annual_kwh_total, rel=1e-12)
    assert s.annual_energy_cost[-1] == pytest.approx(ref.annual_energy_cost, rel=1e-12)
    assert s.tco[-1] == pytest.approx(ref.tco, rel=1e-12)
    assert s.tco_per_work[-1] == pytest.approx(ref.tco_per_work, rel=1e-12)


def test_sweep_at_80_percent_equals_the_capped_option_of_e3():
    quote, demand, values = _setup(E3)
    s = cap_sweep(quote, "8xH200 air", demand, values, caps=np.array([0.8]))
    ref = evaluate(quote).option("8xH200 air, cap 80 %")
    assert s.annual_kwh[0] == pytest.approx(121619.31, abs=0.01)
    assert s.tco[0] == pytest.approx(ref.tco, rel=1e-12)
    assert s.utilization[0] == pytest.approx(ref.utilization, rel=1e-12)


def test_grid_runs_from_the_minimum_power_limit_to_full_power():
    grid = cap_grid(200.0, 700.0)
    assert grid[0] == pytest.approx(200 / 700) and grid[-1] == 1.0
    assert np.all(np.diff(grid) > 0) and np.all(np.diff(grid) <= 0.01 + 1e-12)


def test_every_cap_does_the_same_work():
    quote, demand, values = _setup(E4)
    for label in ("8xH200 air", "Baseline 8xA100 air (fleet)"):
        s = cap_sweep(quote, label, demand, values)
        work = s.annual_kwh / s.kwh_per_work
        assert np.allclose(work, demand * 3600 * 8760, rtol=1e-9)


def test_without_a_measured_curve_no_sweet_spot_below_0_7_and_it_says_so():
    quote, demand, values = _setup(E3)
    s = cap_sweep(quote, "8xH200 air", demand, values)
    assert not s.measured_curve
    assert s.power_ratio[s.best_tco] >= 0.7 - 1e-12
    assert s.power_ratio[s.best_energy] >= 0.7 - 1e-12
    assert (s.power_ratio < 0.7).any()  # the sweep still shows the extrapolated caps
    assert "assumed exponent" in s.notes[0]
    # lowest energy per work within 5 % loss really is the lowest among the allowed caps
    allowed = s.valid & s.supported & (s.phi >= 0.95)
    assert s.kwh_per_work[s.best_energy] == s.kwh_per_work[allowed].min()
    assert s.phi[s.best_energy] >= 0.95


def test_tighter_performance_loss_moves_the_energy_sweet_spot_up():
    quote, demand, values = _setup(E3)
    loose = cap_sweep(quote, "8xH200 air", demand, values, max_loss=0.05)
    tight = cap_sweep(quote, "8xH200 air", demand, values, max_loss=0.02)
    assert tight.cap[tight.best_energy] > loose.cap[loose.best_energy]
    assert tight.phi[tight.best_energy] >= 0.98


def test_a_measured_cap_curve_replaces_the_exponent():
    quote = load_quote(E3)
    curve = [(0.6, 0.6), (0.9, 0.99), (1.0, 1.0)]  # throughput collapses below 90 % power
    opts = [o.model_copy(update={"cap_curve": curve}) if o.label == "8xH200 air" else o
            for o in quote.options]
    quote = quote.model_copy(update={"options": opts})
    demand, _ = resolve_demand(quote)
    s = cap_sweep(quote, "8xH200 air", demand, point_values(collect_inputs(quote, demand)))
    assert s.measured_curve and "measured cap curve" in s.notes[0]
    i = int(np.argmin(np.abs(s.cap - 0.9)))
    assert s.phi[i] == pytest.approx(0.99)
    assert s.power_ratio[s.best_energy] >= 0.9 - 1e-9  # not at the exponent's 0.81
    assert s.supported[s.power_ratio >= 0.6].all() and not s.supported[s.power_ratio < 0.6].any()
