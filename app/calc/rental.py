"""Renting instead of buying: cloud or GPU as a service (METHOD §11.5, M37).

A rental is sized like a purchase (M13/M13a) but bills GPU-hours: ``reserved`` pays every hour
of the year, whatever the site's powered hours; ``on_demand`` pays the busy hours only (perfect
scaling, so a lower bound). Its energy and CO2 are the provider's: shown, never billed.

Hand check (METHOD E5, option R): 3 servers x 8 GPUs reserved: 3 x 8 x 8 760 = 210 240
GPU-hours at 1.80 = 378 432 a year.
"""

from __future__ import annotations

import numpy as np

HOURS_RESERVED = 8760.0


def gpu_hours_per_year(billing: str, servers, gpus, utilization, hours):
    """(M37) Billed GPU-hours a year: m x n x 8 760 reserved, m x n x u x H on demand. [h]"""
    if billing == "reserved":
        return servers * gpus * HOURS_RESERVED
    return servers * gpus * utilization * hours


def rental_opex_by_year(gpu_hours, price_per_gpu_hour, escalation, fixed_per_year,
                        licence_per_gpu_year, servers, gpus, years: int):
    """(M37) O_y = GPU-hours x h x (1 + e_h)^(y - 1) + fixed (+ licence per GPU-year if given).
    [money/year]"""
    growth = (1.0 + np.asarray(escalation, dtype=float))[..., None] ** np.arange(years)
    billed = np.asarray(gpu_hours * price_per_gpu_hour, dtype=float)[..., None] * growth
    fixed = fixed_per_year + licence_per_gpu_year * servers * gpus
    return billed + np.asarray(fixed, dtype=float)[..., None]


def rental_capex(migration, upfront_fee):
    """(M37) K of a rental: the one-off migration plus any upfront reservation fee. [money]"""
    return migration + upfront_fee


def break_even_price_per_gpu_hour(tco_other, capex_rent, gpu_hours, escalation, fixed_per_year,
                                  rate, years: int):
    """The price per GPU-hour at which the rental's TCO (M24 on M37's O_y) equals ``tco_other``:
    h* = (TCO_other - K - F x sum_y d_y) / (GPU-hours x sum_y (1 + e_h)^(y-1) d_y), d_y =
    1 / (1 + r)^y, F the fixed costs a year. None when no GPU-hours are billed. [money/GPU-hour]

    Hand check: TCO_other 1 000, K 100, 100 GPU-hours a year, no escalation, fixed or discount,
    2 years: (1 000 - 100) / (100 x 2) = 4.50 a GPU-hour.
    """
    d = 1.0 / (1.0 + rate) ** np.arange(1, years + 1)
    g = (1.0 + escalation) ** np.arange(years)
    billed = gpu_hours * float(np.sum(g * d))
    if billed <= 0:
        return None
    return (tco_other - capex_rent - fixed_per_year * float(np.sum(d))) / billed
