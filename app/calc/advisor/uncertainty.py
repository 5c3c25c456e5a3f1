"""Monte Carlo over every uncertain input of a quote (seeded, reproducible, vectorised).

Each input (``inputs.collect_inputs``) is drawn from a triangular distribution on its range
[low, high] with the mode at its point value; a zero-width range gives the point value exactly.
One key, one draw per sample: inputs shared by options (the energy price, a GPU used twice)
move together. Every option then runs the METHOD chain once on arrays of ``draws`` samples.

Results per option: P10/P50/P90 of facility energy (M17, kWh/year), TCO (M24) and, for
candidates, simple and cumulative payback (M27, M28; "not within N years" counts as longer than
any number) and the probability of beating the baseline within the horizon (NPV > 0, M29).
Under demand growth (M43) the growth is drawn too, triangular on the quote's growth +/- 10
points (within -0.5 < g <= 2), and each draw is the year-by-year engine's (``growth_advice``):
at most ``GROWTH_DRAWS`` draws then. Draws where an option is invalid (PSUs too small for a drawn TDP, a fleet above u = 1) are
counted and left out of that option's figures.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from app.calc.advisor import growth_advice
from app.calc.advisor.growth_advice import GROWTH_DRAWS
from app.calc.advisor.inputs import Input
from app.calc.advisor.variants import run_variants
from app.model import Quote

DEFAULT_DRAWS = 10_000
DEFAULT_SEED = 20_261_130
QUANTILES = (0.10, 0.50, 0.90)


def triangular(u: np.ndarray, low: float, mode: float, high: float) -> np.ndarray:
    """Inverse CDF of the triangular distribution at uniforms ``u``; the mode if low == high."""
    if high <= low:
        return np.full(u.shape, mode)
    mode = min(max(mode, low), high)
    cut = (mode - low) / (high - low)
    left = low + np.sqrt(u * (high - low) * (mode - low))
    right = high - np.sqrt((1.0 - u) * (high - low) * (high - mode))
    return np.where(u < cut, left, right)


def draw_values(inputs: dict[str, Input], draws: int, seed: int) -> dict[str, np.ndarray]:
    """One array of ``draws`` samples per input, keys in sorted order so a seed is stable."""
    rng = np.random.default_rng(seed)
    return {key: triangular(rng.random(draws), inputs[key].low, inputs[key].value,
                            inputs[key].high) for key in sorted(inputs)}


def _quantiles(x: np.ndarray) -> dict:
    if x.size == 0:
        return {"p10": None, "p50": None, "p90": None}
    q = np.quantile(x, QUANTILES, method="inverted_cdf")
    return {f"p{round(p * 100)}": (float(v) if np.isfinite(v) else None)
            for p, v in zip(QUANTILES, q)}


def monte_carlo(quote: Quote, demand, inputs: dict[str, Input], draws: int = DEFAULT_DRAWS,
                seed: int = DEFAULT_SEED) -> dict:
    """P10/P50/P90 per option and the probability each candidate beats the baseline.

    Payback quantiles: None means "not within the horizon" (M28) or "never" (M27)."""
    grows = growth_advice.active(quote)
    if grows:  # the year-by-year engine per draw: fewer draws
        draws = min(draws, GROWTH_DRAWS)
    else:  # flat: the growth is not an input (and the other draws stay as they were)
        inputs = {k: i for k, i in inputs.items() if k != growth_advice.KEY}
    values = draw_values(inputs, draws, seed)
    table = _engine_table(quote, values, draws) if grows else _flat_table(quote, demand, values,
                                                                          draws)
    out: dict[str, Any] = {"draws": draws, "seed": seed, "distribution": "triangular(low, point, high)",
           "growth": grows, "options": {}}
    base = quote.baseline.label if quote.baseline else ""
    for label, col in table.items():
        ok = col["valid"]
        row = {"valid_draws": int(ok.sum()), "annual_kwh": _quantiles(col["annual_kwh"][ok]),
               "tco": _quantiles(col["tco"][ok])}
        if "npv" in col:
            both = ok & table[base]["valid"]
            simple = np.where(np.isnan(col["simple_payback"]), np.inf, col["simple_payback"])[both]
            cum = np.where(np.isnan(col["discounted_payback"]), np.inf,
                           col["discounted_payback"])[both]
            npv = col["npv"][both]
            row.update(
                compared_draws=int(both.sum()),
                tco_diff=_quantiles(col["tco_diff"][both]),
                simple_payback=_quantiles(simple),
                discounted_payback=_quantiles(cum),
                npv=_quantiles(npv),
                probability_beats_baseline=float(np.mean(npv > 0)) if npv.size else None,
            )
        out["options"][label] = row
    return out


def _flat_table(quote: Quote, demand, values: dict, draws: int) -> dict[str, dict]:
    """The chain on arrays of every draw: per option its figures per draw and ``valid``."""
    v = run_variants(quote, demand, values, (draws,))
    out = {}
    for label, chain in v.chains.items():
        col = {"valid": np.asarray(v.valid[label], bool),
               "annual_kwh": np.broadcast_to(chain.annual_kwh_total, (draws,)),
               "tco": np.broadcast_to(chain.tco, (draws,))}
        cmp = v.comparisons.get(label)
        if cmp is not None:
            col.update({f: np.broadcast_to(getattr(cmp, f), (draws,)) for f in (
                "tco_diff", "simple_payback", "discounted_payback", "npv")})
        out[label] = col
    return out


def _engine_table(quote: Quote, values: dict, draws: int) -> dict[str, dict]:
    """Under growth: evaluate() per draw, the drawn growth with the other drawn values."""
    columns = []
    for i in range(draws):
        drawn = {k: float(a[i]) for k, a in values.items()}
        columns.append((drawn, drawn.pop(growth_advice.KEY, None)))
    return growth_advice.table(quote, columns)
