"""METHOD §7 measured power: energy, gaps, statistics and the P = a + b u fit."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.calc import measured as m


@given(
    power_w=st.floats(0, 1500),
    interval_s=st.floats(0.01, 120),
    n=st.integers(2, 300),
)
def test_energy_of_constant_power_is_power_times_span(power_w, interval_s, n):
    t = np.arange(n) * interval_s
    assert m.energy_wh(t, np.full(n, power_w)) == pytest.approx(power_w * t[-1] / 3600, rel=1e-9, abs=1e-9)


@given(st.lists(st.floats(0.1, 10), min_size=2, max_size=50), st.floats(0, 1000))
def test_energy_of_constant_power_with_irregular_steps_excludes_only_gaps(steps, power_w):
    t = np.concatenate([[0.0], np.cumsum(steps)])
    interval = m.sampling_interval_s(t)
    gaps = m.gap_mask(t, interval)
    expected = power_w * np.sum(np.diff(t)[~gaps]) / 3600
    assert m.energy_wh(t, np.full(t.size, power_w)) == pytest.approx(expected, rel=1e-9, abs=1e-9)


def test_energy_of_a_ramp_is_exact_under_trapezoid():
    t = np.linspace(0, 3600, 11)
    p = np.linspace(100, 300, 11)
    assert m.energy_wh(t, p) == pytest.approx(200.0)


def test_gap_longer_than_five_intervals_is_not_bridged():
    t = np.array([0, 1, 2, 3, 10, 11], dtype=float)  # a 7 s step with 1 s sampling
    assert list(m.gap_mask(t, m.sampling_interval_s(t))) == [False, False, False, True, False]
    assert m.energy_wh(t, np.full(6, 360.0)) == pytest.approx(360.0 * 4 / 3600)
    t2 = np.array([0, 1, 2, 3, 8, 9], dtype=float)  # a 5 s step is not a gap
    assert not m.gap_mask(t2, 1.0).any()


def test_missing_power_inside_the_rhythm_is_bridged():
    """METHOD §7: only a step over 5 x the median interval is left out; one [N/A] is not one."""
    t = np.arange(5, dtype=float)
    p = np.array([100, 100, np.nan, 100, 100])
    assert m.energy_wh(t, p) == pytest.approx(100 * 4 / 3600)
    assert m.unbridged_steps(t, p) == []


def test_a_long_run_of_missing_power_is_a_reported_gap():
    t = np.arange(12, dtype=float)  # 1 s rhythm, readings missing from 2 s to 8 s
    p = np.array([100, 100] + [np.nan] * 7 + [100, 100, 100], dtype=float)
    assert m.energy_wh(t, p) == pytest.approx(100 * 3 / 3600)
    assert m.unbridged_steps(t, p) == [(1, 9)]


def test_sampling_interval_ignores_duplicate_timestamps():
    assert m.sampling_interval_s([0, 0, 1, 1, 2, 2]) == 1.0
    assert m.sampling_interval_s([5.0]) is None


def test_power_stats():
    s = m.power_stats([np.nan, *range(1, 101)])
    assert s.mean_w == pytest.approx(50.5) and s.max_w == 100 and s.p95_w == pytest.approx(95.05)
    assert m.power_stats([np.nan]) is None


def test_fit_recovers_a_line():
    u = np.linspace(0, 1, 21)
    fit = m.fit_power_utilization(u, 80 + 500 * u, limit_w=700)
    assert fit.status == "fit"
    assert fit.idle_w == pytest.approx(80) and fit.full_w == pytest.approx(580) and fit.r2 == pytest.approx(1)


@given(a=st.floats(-200, 800), b=st.floats(0, 1500), limit=st.floats(50, 1000))
def test_fit_ends_are_clamped_to_zero_and_the_limit(a, b, limit):
    u = np.linspace(0, 1, 11)
    fit = m.fit_power_utilization(u, a + b * u, limit_w=limit)
    assert 0 <= fit.idle_w <= limit and 0 <= fit.full_w <= limit
    assert fit.idle_w <= fit.full_w + 1e-9


def test_negative_slope_is_rejected():
    u = np.linspace(0, 1, 11)
    fit = m.fit_power_utilization(u, 300 - 100 * u)
    assert fit.status == "rejected" and fit.message == m.NO_RELATION
    assert fit.idle_w is None and fit.full_w is None


def test_narrow_high_utilization_reports_mean_power_only():
    rng = np.random.default_rng(1)
    u = rng.uniform(0.92, 1.0, 200)
    p = 600 + rng.normal(0, 5, 200)
    fit = m.fit_power_utilization(u, p, limit_w=700)
    assert fit.status == "narrow"
    assert fit.idle_w is None and fit.full_w == pytest.approx(p.mean())


def test_narrow_low_and_middle_utilization():
    low = m.fit_power_utilization(np.zeros(10), np.full(10, 70.0))
    assert low.status == "narrow" and low.idle_w == 70.0 and low.full_w is None
    mid = m.fit_power_utilization(np.full(10, 0.5), np.full(10, 300.0))
    assert mid.idle_w is None and mid.full_w is None and mid.mean_power_w == 300.0


def test_too_few_samples():
    assert m.fit_power_utilization([0.1, np.nan, 0.9], [100, 200, np.nan]).status == "insufficient"


def test_active_fraction():
    assert m.active_fraction([1, 0, np.nan, 1]) == (2, pytest.approx(2 / 3))
    assert m.active_fraction([np.nan]) == (0, 0.0)
