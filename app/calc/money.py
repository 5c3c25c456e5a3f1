"""Capex, opex, TCO, payback and NPV (METHOD §6, M22-M29).

Cash-flow convention, stated once: capex K falls at t = 0; opex O_y at the end of year y and
is discounted by (1 + r)^y. Savings are baseline minus option, so a positive saving favours the
option. Example (METHOD E3, H200 air): S_1 = 56 611.71 - 26 303.20 = 30 308.51 a year, and a
switching cost of 720 000 pays back simply after 720 000 / 30 308.51 = 23.76 years.
"""

from __future__ import annotations

import numpy as np


def capex(servers, base_price, gpus, gpu_price, cooling_capex_per_server, installation):
    """(M22) K = m x (base + n x gpu price + cooling capex per server) + installation. [money]"""
    return servers * (base_price + gpus * gpu_price + cooling_capex_per_server) + installation


def opex_by_year(energy_cost, maintenance, licence_per_gpu_year, servers, gpus,
                 colocation_per_kw_year, wall_peak_w):
    """(M23) O_y = C_y + Mnt + licence x m x n + colocation x m x W_peak / 1000. [money/year]"""
    fixed = maintenance + licence_per_gpu_year * servers * gpus
    fixed = fixed + colocation_per_kw_year * servers * wall_peak_w / 1000.0
    return energy_cost + np.asarray(fixed, dtype=float)[..., None]


def discount_factors(rate, years: int):
    """1 / (1 + r)^y for y = 1..N (last axis)."""
    return 1.0 / (1.0 + np.asarray(rate, dtype=float))[..., None] ** np.arange(1, years + 1)


def tco(capex_value, opex, rate):
    """(M24) TCO = K + sum_y O_y / (1 + r)^y. [money]"""
    years = np.shape(opex)[-1]
    return capex_value + np.sum(opex * discount_factors(rate, years), axis=-1)


def cost_per_work(tco_value, work_per_year, rate, years: int):
    """(M25) Levelized cost per unit: TCO / sum_y Wk / (1 + r)^y; inf without work. [money/unit]"""
    with np.errstate(divide="ignore", over="ignore", invalid="ignore"):
        return np.divide(tco_value, work_per_year * np.sum(discount_factors(rate, years), axis=-1))


def maintenance_amount(per_year, rate, list_capex):
    """Mnt: a fixed amount a year, or a rate on list capex (M22 at catalogue prices)."""
    if per_year is not None:
        return per_year
    return (rate or 0.0) * list_capex


def savings_by_year(baseline_opex, option_opex):
    """(M26) S_y = O_y(baseline) - O_y(option). [money/year]"""
    return np.asarray(baseline_opex, dtype=float) - np.asarray(option_opex, dtype=float)


def simple_payback(switching_capex, first_year_saving):
    """(M27) Delta K / S_1; 0 when Delta K <= 0 < S_1; None ("never") when S_1 <= 0. [years]"""
    if first_year_saving <= 0:
        return None
    if switching_capex <= 0:
        return 0.0
    return switching_capex / first_year_saving


def discounted_payback(switching_capex, savings, rate):
    """(M28) Years until discounted savings repay Delta K, interpolated within the year.

    None when not within the horizon. A switch that costs nothing (Delta K <= 0) pays back at 0.
    """
    present = np.asarray(savings, dtype=float) * discount_factors(rate, len(savings))
    cumulative = 0.0
    for year, value in enumerate(present, start=1):
        if value > 0 and cumulative + value >= switching_capex:
            return max(0.0, (year - 1) + (switching_capex - cumulative) / value)
        cumulative += value
    return None


def npv_of_switching(switching_capex, savings, rate):
    """(M29) NPV = sum_y S_y / (1 + r)^y - Delta K. [money]"""
    present = np.asarray(savings, dtype=float) * discount_factors(rate, len(savings))
    return float(np.sum(present)) - switching_capex
