"""The terms behind an option's money figures, for the texts that explain them ("Why this
number" in the window, "How the money adds up" in the PDF): capex (M22), the year-1 opex and
its present value (M23, M24), the saving broken down (M26: energy, maintenance, licences,
other), the simple payback's ΔK and S_1 (M27, financing aside), and the NPV's present savings
(M29 with M35's residual values). Plain numbers from the engine's results, no words, no Qt:
the window and the PDF word them in their own language, and both say the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: the Charts page imports this before the model is loaded
    from app.model import Option, OptionResult, Quote


@dataclass(frozen=True)
class CapexTerms:
    """(M22) K = m x per_server + installation + once; per_server = equipment x (1 - discount)
    + extras_per_server; equipment = base + n x gpu + cooling. [money]"""

    servers: int
    base: float
    gpus: int
    gpu: float
    cooling: float
    discount: float
    extras_per_server: float
    per_server: float
    installation: float
    once: float
    capex: float


@dataclass(frozen=True)
class SavingParts:
    """(M26) year 1, financing aside as M27 takes it: S_1 = energy + maintenance + licences +
    other (colocation, GPU-hours of a rental, capacity charge: whatever else the opex holds).
    Each part is the baseline's minus the option's. [money/year]"""

    energy: float
    maintenance: float
    licences: float
    other: float

    @property
    def total(self) -> float:
        return self.energy + self.maintenance + self.licences + self.other


@dataclass(frozen=True)
class NpvTerms:
    """(M29) NPV = present savings - ΔK + (RV - RV_b) / (1 + r)^N. [money]"""

    present_savings: float
    switching_capex: float
    residual: float
    npv: float


def capex_terms(quote: Quote, option: Option, r: OptionResult) -> CapexTerms | None:
    """The M22 terms of a bought candidate; None for the baseline, a rental or an invalid one."""
    if (option.baseline or option.rental is not None or not r.valid or not r.servers
            or r.capex is None):  # None: a price nobody knows (app.calc.price_request)
        return None
    snap = quote.catalog
    base = (snap.servers[option.server].base_price_eur if option.server_price is None
            else option.server_price)
    gpu = snap.gpus[option.gpu].price_eur if option.gpu_price is None else option.gpu_price
    cooling = snap.cooling[option.cooling].capex_per_server_eur
    from app.calc.money import extra_lines_totals  # app.calc on first use: a fast start

    each, once = extra_lines_totals(option.extras)
    n = option.gpus_per_server
    per_server = (base + n * gpu + cooling) * (1 - option.discount) + each
    bought = sum(getattr(r, "purchases_by_year", None) or []) or r.servers  # growth: all (M44)
    return CapexTerms(bought, base, n, gpu, cooling, option.discount, each, per_server,
                      option.installation, once, r.capex)


def _licences(option: Option, r: OptionResult) -> float:
    return option.licence_per_gpu_year * (r.gpus or 0)


def opex_parts(option: Option, r: OptionResult) -> SavingParts:
    """(M23) the option's own year-1 opex as energy, maintenance, licences and other (the
    financing payments left out, as M27 leaves them). [money/year]"""
    energy = r.energy_cost_by_year[0] if r.energy_cost_by_year else 0.0
    fin = r.financing_by_year[0] if r.financing_by_year else 0.0
    opex = (r.opex_by_year[0] if r.opex_by_year else 0.0) - fin
    by_year = getattr(r, "maintenance_by_year", None)  # (M41) 0 inside the warranty
    mnt = by_year[0] if by_year else r.maintenance_per_year or 0.0
    lic = _licences(option, r)
    return SavingParts(energy, mnt, lic, opex - energy - mnt - lic)


def saving_parts(base_option: Option, base: OptionResult, option: Option,
                 r: OptionResult) -> SavingParts:
    """(M26) S_1 of M27 broken down: the baseline's opex parts minus the option's."""
    b, o = opex_parts(base_option, base), opex_parts(option, r)
    return SavingParts(b.energy - o.energy, b.maintenance - o.maintenance,
                       b.licences - o.licences, b.other - o.other)


def simple_terms(quote: Quote, base: OptionResult, r: OptionResult) -> tuple[float, float]:
    """(ΔK, S_1) as M27 divides them: the whole capex (financing aside) less the baseline's
    capex and resale; the first year's saving without the financing payments. [money]"""
    delta_k = r.capex - base.capex - (quote.baseline_resale or 0.0)
    fin = r.financing_by_year[0] if r.financing_by_year else 0.0
    return delta_k, (r.savings_by_year[0] if r.savings_by_year else 0.0) + fin


def present_value(values: list[float], rate: float) -> float:
    """Σ_y v_y / (1 + r)^y over y = 1..N. [money]"""
    return sum(v / (1 + rate) ** y for y, v in enumerate(values, start=1))


def npv_terms(quote: Quote, base: OptionResult, r: OptionResult) -> NpvTerms:
    rate, years = quote.site.discount_rate, quote.site.years
    residual = ((r.residual_value or 0.0) - (base.residual_value or 0.0)) / (1 + rate) ** years
    return NpvTerms(present_value(r.savings_by_year, rate), r.switching_capex or 0.0, residual,
                    r.npv)


def cumulative_cost(r: OptionResult, rate: float, start_credit: float = 0.0) -> list[float]:
    """The cumulative discounted cost the payback charts draw, years 0..N: the capex paid at
    the start (K_0 with financing, less ``start_credit``: the baseline's resale for a
    candidate), then the opex of each year discounted (M24 without the residual value, as the
    paybacks leave it out). Where a candidate's line meets the baseline's (starting at K_b) is
    the cumulative payback of M28 (V_y = 0, linear within a year); an allowance's tax benefit
    (M42) comes off in year 1, as M28 counts it. [money]"""
    upfront = getattr(r, "capex_upfront", None)  # a fast start's snapshot may lack it
    start = (upfront if upfront is not None else r.capex) - start_credit
    out = [start]
    benefit = getattr(r, "allowance_benefit", 0.0) or 0.0  # (M42) received at the end of year 1
    for y, opex in enumerate(r.opex_by_year, start=1):
        out.append(out[-1] + (opex - (benefit if y == 1 else 0.0)) / (1 + rate) ** y)
    return out


def residual_today(r: OptionResult, rate: float, years: int) -> float:
    """(M35) RV / (1 + r)^N: what the TCO takes off at the end, drawn as a drop in year N
    after the payback's line (which leaves it out). [money]"""
    return (getattr(r, "residual_value", None) or 0.0) / (1 + rate) ** years
