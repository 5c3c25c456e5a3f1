"""Energy cost and carbon under a day/night tariff (issue: the advisor, part 7).

The load is spread evenly over the day unless work may move: a share ``f`` of the daytime work
moves to the night hours, as far as the servers' headroom allows (utilization at night at most
the ceiling u_max). Idle power does not move. The kWh stay the same (the linear power model
makes energy depend on the total work only; PSU efficiency is taken at the mean load), so only
the price and the carbon of each kWh change.

A measured load (our rule; METHOD has no time-of-use rule for measured loads): an option made
from fleet telemetry carries its load curve folded into one day (``app.model.tariff.
MeasuredLoad``). Its night share starts from what was measured, s_m = the share of that day's
energy in the tariff's night hours (``measured_night_share``), instead of the even spread
H/24; the flexible share then moves part of the daytime work's energy within the same night
capacity (``measured_energy_share``). For a flat curve s_m = H/24 and both rules agree exactly.
Every other option (a candidate, or a baseline without telemetry) keeps the even spread.
"""

from __future__ import annotations

import numpy as np


def night_work_share(night_hours, flexible_share, utilization, ceiling):
    """Share of the work done in the night hours: even spread plus what may move, within the
    night's capacity. [0..1]"""
    base = night_hours / 24.0
    wanted = base + flexible_share * (1.0 - base)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        capacity = np.where(np.asarray(utilization) > 0, base * ceiling / np.asarray(utilization), base)
    return np.clip(np.minimum(wanted, capacity), base, 1.0)


def night_energy_share(night_hours, work_share, idle_fraction):
    """Share of the energy drawn at night: idle energy evenly, the rest with the work. [0..1]"""
    return idle_fraction * night_hours / 24.0 + (1.0 - idle_fraction) * work_share


def blended(day_value, night_value, night_share):
    """A per-kWh figure (price or carbon) weighted by the night share of the energy."""
    return night_share * night_value + (1.0 - night_share) * day_value


def night_capacity_share(night_hours, utilization, ceiling, idle_fraction):
    """The night hours' share of the energy with the servers at the ceiling u_max at night (the
    work beyond it stays in the day): idle evenly, the work up to b * u_max / u. [0..1]"""
    base = night_hours / 24.0
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        u = np.asarray(utilization, dtype=float)
        work = np.where(u > 0, np.minimum(1.0, base * ceiling / u), base)
    return idle_fraction * base + (1.0 - idle_fraction) * work


def measured_energy_share(measured_share, night_hours, flexible_share, utilization, ceiling,
                          idle_fraction):
    """Night share of a measured load's energy (our rule, see the module's docstring):

        s = max(s_m, min(s_m + f * D, S_cap)),  D = max(0, 1 - s_m - i * (1 - b))

    s_m the measured night share, f the flexible share, D the daytime energy above the idle
    draw (the daytime work's), i the idle fraction, b = H/24, S_cap the night's capacity
    (``night_capacity_share``). Work only moves to the night, so s >= s_m; with f = 0, s = s_m.
    With s_m = b this is ``night_energy_share(b, night_work_share(...), i)``. [0..1]"""
    base = night_hours / 24.0
    day_work = np.maximum(0.0, 1.0 - measured_share - idle_fraction * (1.0 - base))
    cap = night_capacity_share(night_hours, utilization, ceiling, idle_fraction)
    return np.maximum(measured_share, np.minimum(measured_share + flexible_share * day_work, cap))


def night_weights(night_hours: list[int], night_hours_per_day: float) -> np.ndarray:
    """Weight of each local hour 0..23 in the night: 1, or its fraction for a partial last hour."""
    weights = np.zeros(24)
    for i, hour in enumerate(night_hours):
        weights[hour] = min(1.0, night_hours_per_day - i)
    return weights


def measured_night_share(hourly_mean_w, night_hours: list[int], night_hours_per_day: float):
    """s_m: the share of a measured day's energy drawn in the night hours (each hour's mean
    power times its night weight, over the day's total). A flat day gives H/24. [0..1]"""
    profile = np.asarray(hourly_mean_w, dtype=float)
    return float(np.sum(profile * night_weights(night_hours, night_hours_per_day))
                 / np.sum(profile))


def day_night_carbon(hourly, night_hours: list[int], night_hours_per_day: float):
    """Mean carbon intensity of the day and of the night hours from a 24-hour profile.

    A partial last night hour counts for its fraction. [kg/kWh]
    """
    weights = night_weights(night_hours, night_hours_per_day)
    profile = np.asarray(hourly, dtype=float)
    night = float(np.sum(profile * weights) / np.sum(weights))
    day = float(np.sum(profile * (1 - weights)) / np.sum(1 - weights))
    return day, night
