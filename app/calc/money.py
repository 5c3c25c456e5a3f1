"""Capex, opex, TCO, payback and NPV (METHOD §6, M22-M29).

Cash-flow convention, stated once: capex K falls at t = 0; opex O_y at the end of year y and
is discounted by (1 + r)^y. Savings are baseline minus option, so a positive saving favours the
option. Example (METHOD E3, H200 air): S_1 = 56 611.71 - 26 303.20 = 30 308.51 a year, and a
switching cost of 720 000 pays back simply after 720 000 / 30 308.51 = 23.76 years.
"""

from __future__ import annotations

import numpy as np


def capex(servers, base_price, gpus, gpu_price, cooling_capex_per_server, installation,
          extras_per_server=0.0, extras_per_option=0.0):
    """(M22) K = m x (base + n x gpu price + cooling capex per server) + installation, plus the
    option's extra bill-of-materials lines (not the optional ones): their per-server lines inside
    the bracket (m x e_s), their per-option lines in the one-off term beside installation
    (e_o). Without extra lines this is M22 as written. [money]"""
    per_server = base_price + gpus * gpu_price + cooling_capex_per_server + extras_per_server
    return servers * per_server + installation + extras_per_option


def extra_lines_totals(lines) -> tuple[float, float]:
    """(e_s, e_o) of M22: the sum of quantity x unit price of the lines that count (not
    ``optional``), per server and per option. ``lines``: objects with ``quantity``,
    ``unit_price``, ``per_server`` and ``optional``. [money]"""
    per_server = sum(x.quantity * x.unit_price for x in lines if x.per_server and not x.optional)
    per_option = sum(x.quantity * x.unit_price for x in lines
                     if not x.per_server and not x.optional)
    return float(per_server), float(per_option)


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


def simple_payback_years(delta_k, s1):
    """(M27) vectorised: Delta K / S_1 when both are positive; 0 when Delta K <= 0 < S_1; NaN
    otherwise ("never" when S_1 <= 0 < Delta K, "no payback" when both are <= 0: see
    ``simple_no_payback``). [years]"""
    delta_k, s1 = np.broadcast_arrays(np.asarray(delta_k, float), np.asarray(s1, float))
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        out = np.where(delta_k <= 0, 0.0, delta_k / s1)
    return np.where(s1 <= 0, np.nan, out)


def simple_no_payback(delta_k, s1):
    """(M27) "no payback: switching gains |Delta K| up front, then costs at least as much a
    year" (the NPV decides): Delta K <= 0 and S_1 <= 0."""
    return (np.asarray(delta_k, float) <= 0) & (np.asarray(s1, float) <= 0)


def discounted_payback_years(delta_k, savings, rate):
    """(M28) vectorised over leading axes (savings' last axis is the year). With P_y = S_y /
    (1 + r)^y, V_0 = -Delta K and V_y = V_{y-1} + P_y, linear within a year: NaN when V_N < 0
    (not within N years) or when ``discounted_no_payback``; 0 when every V_y >= 0; else
    t = (y - 1) - V_{y-1} / P_y for the LAST y with V_{y-1} < 0 <= V_y. [years]"""
    present = np.asarray(savings, float) * discount_factors(rate, np.shape(savings)[-1])
    start = -np.broadcast_to(np.asarray(delta_k, float), present.shape[:-1])
    # V_y = V_{y-1} + P_y in that order (a sum of the P_y first would round differently)
    steps = np.cumsum(np.concatenate([start[..., None], present], axis=-1), axis=-1)
    values, before = steps[..., 1:], steps[..., :-1]
    crossing = (before < 0) & (values >= 0)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        t = np.arange(present.shape[-1]) - before / present
    last = np.full(present.shape[:-1], np.nan)
    for y in range(present.shape[-1]):
        last = np.where(crossing[..., y], t[..., y], last)
    all_paid = (start >= 0) & np.all(values >= 0, axis=-1)
    out = np.where(all_paid, 0.0, last)
    out = np.where(values[..., -1] < 0, np.nan, out)
    return np.where(discounted_no_payback(delta_k, savings, rate), np.nan, out)


def discounted_no_payback(delta_k, savings, rate):
    """(M28) "no payback" as in M27: Delta K <= 0 and every P_y <= 0."""
    present = np.asarray(savings, float) * discount_factors(rate, np.shape(savings)[-1])
    return (np.asarray(delta_k, float) <= 0) & np.all(present <= 0, axis=-1)


def _or_none(value) -> float | None:
    value = float(value)
    return None if np.isnan(value) else value


def simple_payback(switching_capex, first_year_saving) -> float | None:
    """(M27) for one option: years, or None ("never", or "no payback" with
    ``simple_no_payback``)."""
    return _or_none(simple_payback_years(switching_capex, first_year_saving))


def discounted_payback(switching_capex, savings, rate) -> float | None:
    """(M28) for one option: years, or None (not within the horizon, or "no payback")."""
    return _or_none(discounted_payback_years(switching_capex, savings, rate))
