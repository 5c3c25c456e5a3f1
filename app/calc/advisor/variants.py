"""Every option of a quote over many variants of its inputs at once (one ``run_chain`` per
option on arrays), with the comparison against the baseline (METHOD M26-M29, the quote's own
``app.calc.switching``) on arrays.

"Never" / "not within the horizon" paybacks are NaN in the arrays (None once reported).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.calc import money, power, price_request, switching
from app.calc.advisor.inputs import option_inputs
from app.calc.chain import Chain, run_chain
from app.calc.evaluate import evaluate_option
from app.calc.switching import Comparison
from app.model import Option, Quote


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


# (M26)-(M29): one comparison for the quote and its variants (app.calc.switching)
compare = switching.compare
npv = switching.npv
# (M27) and (M28) vectorised live in app.calc.money; NaN = never, not within N years
simple_payback = money.simple_payback_years
discounted_payback = money.discounted_payback_years


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
