"""How many servers (METHOD §4, M13-M15) and what fits a power budget or a rack (§8, M30-M32).

The tiny guards (1e-9 relative) keep a count that is an integer in exact arithmetic from
jumping by one through binary rounding (10 / (8 x 0.25 x 5) must give 1, not 2).
"""

from __future__ import annotations

import numpy as np

GUARD = 1e-9


def _guarded_ceil(q):
    return np.ceil(q - GUARD * np.maximum(1.0, q))


def _guarded_floor(g):
    return np.floor(g + GUARD * np.maximum(1.0, g))


def servers_needed(demand, gpus, throughput, u_max):
    """(M13) Servers to deliver demand D at utilization at most u_max: max(1, ceil(q)). [count]"""
    q = demand / (gpus * throughput * u_max)
    return np.maximum(1.0, _guarded_ceil(q))


def servers_with_redundancy(servers, min_servers=1, redundancy=0):
    """(M13a) m = max(s_min, m_M13 + m_red): a minimum count and N + r redundancy. [count]"""
    return np.maximum(min_servers, servers + redundancy)


def sizing_utilization(demand, servers, gpus, throughput):
    """(M14) Utilization of the sized fleet: D / (m x n x T). [0..1]"""
    return demand / (servers * gpus * throughput)


def work_per_year(servers, gpus, throughput, utilization, hours):
    """(M15) Work delivered a year: m x n x T x u x 3600 x H. [units]"""
    return servers * gpus * throughput * utilization * 3600.0 * hours


def fleet_work_rate(servers, gpus, throughput, utilization):
    """The demand a fleet delivers today, D = m x n x T x u (METHOD §4). [units/s]"""
    return servers * gpus * throughput * utilization


def servers_in_budget(budget_kw, wall_peak_w, design_pue):
    """(M30) Servers a grid-side budget holds at design PUE: floor(B x 1000 / (W_peak x PUE))."""
    return _guarded_floor(budget_kw * 1000.0 / (wall_peak_w * design_pue))


def servers_per_rack(rack_limit_kw, wall_peak_w, rack_u, rack_units, rack_scale=False):
    """(M31) Servers per rack: the lower of the power limit and the height limit.

    A rack-scale system (NVL72) is its own rack: 1 where the rack limit carries its peak, else 0
    (the site's rack height does not apply to a rack delivered whole).
    """
    by_power = _guarded_floor(rack_limit_kw * 1000.0 / wall_peak_w)
    by_height = np.where(rack_scale, 1.0, _guarded_floor(rack_u / rack_units))
    return np.minimum(by_power, by_height)


def throughput_in_budget(servers, gpus, throughput, u_max):
    """(M32) Throughput the budget's servers deliver at u_max. [units/s]"""
    return servers * gpus * throughput * u_max


def racks_needed(servers, per_rack):
    """Racks for m servers at (M31) per rack: ceil(m / per_rack)."""
    return np.ceil(servers / per_rack)
