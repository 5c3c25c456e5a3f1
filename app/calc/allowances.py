"""Investment allowances (METHOD §12.3, M42): the tax a business saves because it may deduct
part of an energy-saving investment from its taxable profit in the year of investment (NL EIA,
KIA; BE increased investment deduction).

The options of a quote are alternatives, so each option's allowance is computed alone: a banded
allowance (KIA) counts this investment's marginal effect on the year's deduction, on top of the
business's other investments of the year. The benefit is received at the end of year 1.

Hand check (METHOD E6, B3): K = 1 450 000; EIA 40 %: D = 580 000; KIA-like bands, K_other
300 000: d(1 750 000) - d(300 000) = (56 000 - 0.028 x 1 350 000) - 56 000 = -37 800;
A = 0.258 x 542 200 = 139 887.60.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from app.model import Option, Quote
from app.model.allowance import Allowance, AllowanceBand

#: a money amount, or one per point of a sweep (the chain's capex K may be an array)
Money = float | np.ndarray


def banded_deduction(bands: Sequence[AllowanceBand], amount: Money) -> Money:
    """(M42) d(x) = max(0, fixed_b + rate_b (x - lo_b)) for the band [lo_b, hi_b) holding x, 0
    outside every band. ``bands``: objects with lo, hi (None: open), fixed, rate; ``amount``
    may be an array. [money]"""
    x = np.asarray(amount, dtype=float)
    out = np.zeros_like(x)
    for band in bands:
        inside = (band.lo <= x) & ((x < band.hi) if band.hi is not None else True)
        out = np.where(inside, np.maximum(0.0, band.fixed + band.rate * (x - band.lo)), out)
    return out if out.ndim else float(out)


def deduction(allowance: Allowance, capex_value: Money, other_investments: float) -> Money:
    """(M42) D_a of one allowance for an option of capex K (M22 as paid, financing aside):
    d_a x share x K for a rate allowance, d_a(K_elig + K_other) - d_a(K_other) for a banded
    one (it may be negative). [money]"""
    eligible = allowance.share * capex_value
    if allowance.kind == "rate":
        assert allowance.rate is not None  # the model gives every rate allowance its rate
        return allowance.rate * eligible
    return (banded_deduction(allowance.bands, eligible + other_investments)
            - banded_deduction(allowance.bands, other_investments))


def tax_benefit(allowances: Iterable[Allowance], capex_value: Money, profit_tax_rate: float,
                other_investments: float) -> Money:
    """(M42) A = tau x sum_a D_a, at the end of year 1, not escalated. [money]"""
    total: Money = 0.0
    for a in allowances:
        total = total + deduction(a, capex_value, other_investments)
    return profit_tax_rate * total


def option_allowances(quote: Quote, option: Option) -> list[Allowance]:
    """The allowances the user confirmed for a purchased candidate (none for the baseline or a
    rental, M42)."""
    if quote.tax is None or option.baseline or option.rental is not None:
        return []
    known = quote.tax.by_id()
    return [known[a] for a in option.allowances if a in known]
