"""Residual value and financing (METHOD §11.5, M35 and M36).

Cash-flow convention as in ``app.calc.money``: K at t = 0, O_y at the end of year y. A financed
share of K is paid monthly; each year's payments are carried to that year's end at the discount
rate (Fin_y), so Fin_y / (1 + r)^y is their exact present value.

Hand check (METHOD E5, option A): K = 1 450 000, half financed at 5 % over 36 months:
F = 725 000, A = 725 000 x (0.05/12) / (1 - (1 + 0.05/12)^-36) = 21 728.90 a month;
Fin_1 = A x sum_{t=1..12} 1.06^(1 - t/12) = 267 841.91. Residual 20 % of (K - installation
10 000) = 288 000, worth 288 000 / 1.06^5 = 215 210.35 today.
"""

from __future__ import annotations

import numpy as np


def residual_value(residual_fraction, capex_value, installation):
    """(M35) RV = f_res x (K - installation) at the end of year N, with one K: the option's
    extra bill-of-materials lines are part of K (METHOD §12.4), as in capex and financing.
    [money]"""
    return residual_fraction * (capex_value - installation)


def residual_present_value(residual, rate, years: int):
    """(M35) RV / (1 + r)^N: what TCO subtracts and the NPV of switching adds. [money]"""
    return residual / (1.0 + rate) ** years


def monthly_payment(financed, yearly_rate, months: int):
    """(M36) A = F x (i/12) / (1 - (1 + i/12)^-T_m); F / T_m when i = 0. [money/month]"""
    i = yearly_rate / 12.0
    if i == 0:
        return financed / months
    return financed * i / _annuity_share(i, months)


def payments_by_year(payment, yearly_rate, months: int, discount_rate, years: int):
    """(M36) Fin_y for y = 1..N: sum of A x (1 + r)^(y - t/12) over the months 12(y-1) < t <=
    min(12y, T_m); Fin_N adds the balance still owed when T_m > 12N. ``payment`` and
    ``discount_rate`` may be arrays; the last axis is the year. [money/year]"""
    growth = 1.0 + np.asarray(discount_rate, dtype=float)[..., None]
    columns = []
    for y in range(1, years + 1):
        t = np.arange(12 * (y - 1) + 1, min(12 * y, months) + 1)
        columns.append(np.sum(growth ** (y - t / 12.0), axis=-1))
    factors = np.stack(columns, axis=-1)
    if months > 12 * years:
        factors[..., -1] += outstanding_balance(1.0, yearly_rate, months - 12 * years)
    return np.asarray(payment, dtype=float)[..., None] * factors


def outstanding_balance(payment, yearly_rate, months_left: int):
    """(M36) The balance owed after the horizon: A x (1 - (1 + i/12)^-n) / (i/12). [money]"""
    i = yearly_rate / 12.0
    if i == 0:
        return payment * months_left
    return payment * _annuity_share(i, months_left) / i


def _annuity_share(i, months):
    """1 - (1 + i)^-n, computed as -expm1(-n log1p(i)): exact for a tiny rate too, where the
    plain form rounds to 0 (a rate of 1e-17 a year divided by zero; found by the fuzz test)."""
    return -np.expm1(-months * np.log1p(i))
