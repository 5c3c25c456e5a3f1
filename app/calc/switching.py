"""One comparison of a candidate with the baseline (METHOD M26-M29), for the quote and for the
advisor's thousands of variants alike.

``evaluate`` compares one option's results with the baseline's; the advisor compares arrays of
chain figures. Two implementations had grown apart in their rules for financing and allowances,
so both call ``compare`` here: it takes anything with the chain's names (``capex``,
``capex_upfront``, ``opex_by_year``, ``financing_by_year``, ``residual_value``,
``allowance_benefit``, ``tco``): an ``OptionResult`` or a ``Chain`` of floats or arrays.

Rules: financing (M36) leaves M27 on the whole capex with the loan's first-year payments in
S_1, M28 and M29 work in cash from the upfront part; residual values (M35) count in the NPV,
not in the paybacks; the allowances' tax benefit (M42) joins year 1 of M28 and M29, not M27.
"Never" / "not within the horizon" paybacks are NaN.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.calc.money import (
    discount_factors,
    discounted_payback_years,
    savings_by_year,
    simple_payback_years,
)
from app.model import Quote


@dataclass(frozen=True)
class Comparison:
    """A candidate against the baseline (per variant where the figures are arrays). Money in
    the quote's currency."""

    tco_diff: np.ndarray          # TCO(option) - TCO(baseline); negative: the option is cheaper
    switching_capex: np.ndarray   # Delta K, cash at t = 0 (M28, M29)
    first_year_saving: np.ndarray  # S_1 (M26)
    simple_payback: np.ndarray    # (M27) years, NaN = never
    discounted_payback: np.ndarray  # (M28) years, NaN = not within N years
    npv: np.ndarray               # (M29)
    savings: np.ndarray           # S_y (M26), the year on the last axis
    cash_savings: np.ndarray      # S_y with the allowances' benefit in year 1 (M42)
    own_switching_capex: np.ndarray  # Delta K of M27: the whole capex, financing aside
    own_first_saving: np.ndarray  # S_1 of M27: with the loan's first-year payments


def npv(delta_k, savings, rate):
    """(M29) sum_y S_y / (1 + r)^y - Delta K."""
    present = np.asarray(savings, float) * discount_factors(rate, np.shape(savings)[-1])
    return present.sum(axis=-1) - delta_k


def _zero(x):
    return np.asarray(0.0 if x is None else x, dtype=float)


def compare(quote: Quote, base, option, rate=None) -> Comparison:
    """(M26)-(M29) of ``option`` against ``base`` (``rate``: the discount rate, floats or
    arrays; the site's by default)."""
    rate = quote.site.discount_rate if rate is None else rate
    resale = quote.baseline_resale or 0.0
    savings = savings_by_year(base.opex_by_year, option.opex_by_year)
    years = savings.shape[-1]
    upfront = option.capex_upfront if option.capex_upfront is not None else option.capex
    delta_k0 = np.asarray(upfront, float) - base.capex - resale
    delta_k = np.asarray(option.capex, float) - base.capex - resale
    fin = option.financing_by_year
    first_fin = np.asarray(fin, float)[..., 0] if fin is not None and np.size(fin) else 0.0
    own_first = savings[..., 0] + first_fin
    benefit = _zero(option.allowance_benefit)
    cash = savings  # (M42) A joins year 1 in M28 and M29, not M27
    if np.any(benefit != 0):
        shape = np.broadcast_shapes(savings.shape[:-1], np.shape(benefit))
        cash = np.array(np.broadcast_to(savings, shape + (years,)), dtype=float)
        cash[..., 0] += benefit
    residual = (_zero(option.residual_value) - _zero(base.residual_value)) / (
        1.0 + np.asarray(rate, float)) ** years
    shape = np.broadcast_shapes(np.shape(delta_k0), savings.shape[:-1])
    return Comparison(
        tco_diff=np.broadcast_to(np.asarray(option.tco, float) - base.tco, shape),
        switching_capex=np.broadcast_to(delta_k0, shape),
        first_year_saving=savings[..., 0],
        simple_payback=simple_payback_years(delta_k, own_first),
        discounted_payback=discounted_payback_years(delta_k0, cash, rate),
        npv=npv(delta_k0, cash, rate) + residual,
        savings=savings,
        cash_savings=cash,
        own_switching_capex=np.broadcast_to(delta_k, shape),
        own_first_saving=own_first,
    )
