"""Every option of a quote over many variants of its inputs at once (one ``run_chain`` per
option on arrays), with the comparison against the baseline (METHOD M26-M29) vectorised.

"Never" / "not within the horizon" paybacks are NaN in the arrays (None once reported).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.calc import money, power, price_request
from app.calc.advisor.inputs import option_inputs
from app.calc.chain import Chain, run_chain
from app.calc.evaluate import evaluate_option
from app.calc.money import discount_factors
from app.model import Option, Quote


@dataclass(frozen=True)
class Comparison:
    """A candidate against the baseline, per variant. Money in the quote's currency."""

    tco_diff: np.ndarray          # TCO(option) - TCO(baseline); negative: the option is cheaper
    switching_capex: np.ndarray   # Delta K
    first_year_saving: np.ndarray  # S_1 (M26)
    simple_payback: np.ndarray    # (M27) years, NaN = never
    discounted_payback: np.ndarray  # (M28) years, NaN = not within N years
    npv: np.ndarray               # (M29)


@dataclass(frozen=True)
class Variants:
    options: dict[str, Option]
    chains: dict[str, Chain]
    valid: dict[str, np.ndarray]
    comparisons: dict[str, Comparison]
    baseline: str | None

    @property
    def base(self) -> str:
        """The baseline's label, where a comparison needs one (there is one when there are
        comparisons)."""
        if self.baseline is None:
            raise ValueError("no baseline option to compare with")
        return self.baseline


def valid_options(quote: Quote, demand: float | None) -> list[Option]:
    """Options that evaluate() computes (valid at the point value: no problem found, PSUs
    carry the peak, figures within app.model.bounds) and whose price is known: an option on
    "price on request" has no money to analyse (app.calc.price_request)."""
    return [o for o in quote.options if evaluate_option(quote, o, demand).valid
            and not price_request.unknown_parts(quote, o)]


# (M27) and (M28) vectorised live in app.calc.money, one implementation for the quote and its
# variants; NaN = never, not within N years or no payback.
simple_payback = money.simple_payback_years
discounted_payback = money.discounted_payback_years


def npv(delta_k, savings, rate):
    """(M29) sum_y S_y / (1 + r)^y - Delta K."""
    present = np.asarray(savings, float) * discount_factors(rate, np.shape(savings)[-1])
    return present.sum(axis=-1) - delta_k


def compare(quote: Quote, base: Chain, option: Chain, rate) -> Comparison:
    """(M26)-(M29) for arrays of variants of one candidate against the baseline; financing
    (M36: M27 financing aside, M28 and M29 in cash), residual values (M35, NPV only) and the
    tax benefit of allowances (M42, in M28 and M29) as in ``evaluate``."""
    resale = quote.baseline_resale or 0.0
    delta_k = np.asarray(option.capex_upfront, float) - base.capex - resale
    savings = np.asarray(base.opex_by_year) - np.asarray(option.opex_by_year)
    first = savings[..., 0]
    own_delta_k, own_first = delta_k, first
    if option.financing_by_year is not None:
        own_delta_k = np.asarray(option.capex, float) - base.capex - resale
        own_first = first + np.asarray(option.financing_by_year)[..., 0]
    years = savings.shape[-1]
    residual = (np.asarray(option.residual_value, float) - np.asarray(base.residual_value, float)
                ) / (1.0 + np.asarray(rate, float)) ** years
    shape = np.broadcast_shapes(np.shape(delta_k), savings.shape[:-1])
    benefit = getattr(option, "allowance_benefit", None)  # an array for price variants
    benefit = np.asarray(0.0 if benefit is None else benefit, float)
    cash = savings  # (M42) A joins year 1 in M28 and M29, not M27
    if np.any(benefit != 0):
        full = np.broadcast_shapes(shape, np.shape(benefit))
        cash = np.array(np.broadcast_to(savings, full + savings.shape[-1:]), dtype=float)
        cash[..., 0] += benefit
    return Comparison(
        tco_diff=np.broadcast_to(np.asarray(option.tco - base.tco, float), shape),
        switching_capex=np.broadcast_to(np.asarray(delta_k, float), shape),
        first_year_saving=first,
        simple_payback=simple_payback(own_delta_k, own_first),
        discounted_payback=discounted_payback(delta_k, cash, rate),
        npv=npv(delta_k, cash, rate) + residual,
    )


def variant_validity(quote: Quote, option: Option, chain: Chain, shape: tuple) -> np.ndarray:
    """(M10) PSUs carry the peak, and a fleet's utilization stays within [0, 1]."""
    psu = quote.catalog.psus[option.psu]
    capacity = power.psu_capacity_w(option.psu_count, option.psu_spares, psu.rating_w)
    ok = np.asarray(chain.dc_peak_w) <= capacity
    u = np.asarray(chain.utilization)
    ok = ok & (u >= 0) & (u <= 1 + 1e-9) if option.fleet_mode else ok
    return np.broadcast_to(ok, shape) if shape else ok


def run_variants(quote: Quote, demand: float | None, values: dict, shape: tuple = (),
                 labels: list[str] | None = None) -> Variants:
    """Run every valid option (or those in ``labels``) on ``values`` (floats or arrays)."""
    options = {o.label: o for o in valid_options(quote, demand)
               if labels is None or o.label in labels or o.baseline}
    chains, valid = {}, {}
    for label, option in options.items():
        c = run_chain(option_inputs(quote, option, demand, values, shape))
        chains[label] = c
        valid[label] = variant_validity(quote, option, c, shape)
    base = next((lab for lab, o in options.items() if o.baseline), None)
    comparisons = {}
    if base is not None:
        rate = values["site/discount_rate"]
        for label in options:
            if label != base:
                comparisons[label] = compare(quote, chains[base], chains[label], rate)
    return Variants(options, chains, valid, comparisons, base)
