"""The energy bill as a Benelux business pays it (METHOD §11.4, M19a-M19c).

Instead of one all-in price per kWh, a quote may give the bill's components: a per-kWh energy
price that escalates, an energy tax in consumption bands (Dutch energiebelasting, Belgian
excise), and a grid capacity charge on the peak kW (Flemish capaciteitstarief, Dutch
gecontracteerd transportvermogen). The option pays the tax its kWh add on top of the rest of the
site (a marginal share), so bands the site already fills cancel out.

Hand check (METHOD E5, baseline): bands [0, 10 000 000) at 0.0394 and [10 000 000, inf) at
0.0019, E_site = 9 800 000 kWh, E = 1 307 543 kWh: 200 000 x 0.0394 + 1 107 543 x 0.0019
= 7 880 + 2 104.33 = 9 984.33 a year.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from app.calc.chain_terms import TaxBandTerms
from app.model.decision import TaxBand


def band_terms(bands: Iterable[TaxBand]) -> tuple[TaxBandTerms, ...]:
    """A bill's tax bands as the formulas below take them."""
    return tuple(TaxBandTerms(b.from_kwh, b.to_kwh, b.per_kwh) for b in bands)


def banded_tax(kwh, bands: Sequence[TaxBandTerms]):
    """(M19a) Tax(E) = sum_b t_b x max(0, min(E, hi_b) - lo_b) over bands [lo_b, hi_b). [money]"""
    kwh = np.asarray(kwh, dtype=float)
    total = np.zeros_like(kwh)
    for band in bands:
        top = kwh if band.to_kwh is None else np.minimum(kwh, band.to_kwh)
        total = total + band.per_kwh * np.maximum(0.0, top - band.from_kwh)
    return total


def marginal_tax_by_year(kwh, site_kwh, bands: Sequence[TaxBandTerms], tax_escalation,
                         years: int):
    """(M19a) The option's tax share, years 1..N: (Tax(E_site + E) - Tax(E_site)) x
    (1 + e_tax)^(y - 1). Last axis: years. [money/year]"""
    share = banded_tax(np.asarray(kwh, dtype=float) + site_kwh, bands) - banded_tax(site_kwh, bands)
    return _escalated(share, tax_escalation, years)


def capacity_charge_by_year(servers, wall_peak_w, pue, price_per_kw_month, cap_escalation,
                            years: int):
    """(M19b) Grid capacity charge, years 1..N: 12 x price x m x W_peak x PUE / 1000 x
    (1 + e_cap)^(y - 1). The design peak at the annual-mean PUE. [money/year]"""
    yearly = 12.0 * price_per_kw_month * servers * wall_peak_w * pue / 1000.0
    return _escalated(yearly, cap_escalation, years)


def energy_cost_by_year(kwh, price_per_kwh, escalation, tax_by_year, capacity_by_year,
                        years: int):
    """(M19c) C_y = E x p_energy x (1 + e)^(y - 1) + tax_y + cap_y. [money/year]"""
    energy = _escalated(np.asarray(kwh, dtype=float) * price_per_kwh, escalation, years)
    return energy + tax_by_year + capacity_by_year


def _escalated(first_year, escalation, years: int):
    growth = (1.0 + np.asarray(escalation, dtype=float))[..., None] ** np.arange(years)
    return np.asarray(first_year, dtype=float)[..., None] * growth
