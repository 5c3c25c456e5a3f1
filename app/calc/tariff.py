"""Energy cost and carbon under a day/night tariff (issue: the advisor, part 7).

The load is spread evenly over the day unless work may move: a share ``f`` of the daytime work
moves to the night hours, as far as the servers' headroom allows (utilization at night at most
the ceiling u_max). Idle power does not move. The kWh stay the same (the linear power model
makes energy depend on the total work only; PSU efficiency is taken at the mean load), so only
the price and the carbon of each kWh change.
"""

from __future__ import annotations

import numpy as np


def night_work_share(night_hours, flexible_share, utilization, ceiling):
    """Share of the work done in the night hours: even spread plus what may move, within the
    night's capacity. [0..1]"""
    base = night_hours / 24.0
    wanted = base + flexible_share * (1.0 - base)
    with np.errstate(divide="ignore", invalid="ignore"):
        capacity = np.where(np.asarray(utilization) > 0, base * ceiling / np.asarray(utilization), base)
    return np.clip(np.minimum(wanted, capacity), base, 1.0)


def night_energy_share(night_hours, work_share, idle_fraction):
    """Share of the energy drawn at night: idle energy evenly, the rest with the work. [0..1]"""
    return idle_fraction * night_hours / 24.0 + (1.0 - idle_fraction) * work_share


def blended(day_value, night_value, night_share):
    """A per-kWh figure (price or carbon) weighted by the night share of the energy."""
    return night_share * night_value + (1.0 - night_share) * day_value


def day_night_carbon(hourly, night_hours: list[int], night_hours_per_day: float):
    """Mean carbon intensity of the day and of the night hours from a 24-hour profile.

    A partial last night hour counts for its fraction. [kg/kWh]
    """
    weights = np.zeros(24)
    for i, hour in enumerate(night_hours):
        weights[hour] = min(1.0, night_hours_per_day - i)
    profile = np.asarray(hourly, dtype=float)
    night = float(np.sum(profile * weights) / np.sum(weights))
    day = float(np.sum(profile * (1 - weights)) / np.sum(1 - weights))
    return day, night
