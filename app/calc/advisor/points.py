"""The advisor's own point: each option's figures at the point values, from the run the
tornado and the break-even tables start from (the chain on the point values; under demand
growth the year-by-year engine). ``analyze --json`` gives them so that anyone can check that
the advice starts from the results ``calc`` shows.
"""

from __future__ import annotations

import math

import numpy as np

from app.calc.advisor import growth_advice
from app.calc.advisor.variants import run_variants
from app.model import Quote

FIGURES = ("annual_kwh_total", "annual_co2_kg", "capex", "tco")
COMPARED = ("npv", "switching_capex", "simple_payback_years", "discounted_payback_years")


def _float(x) -> float | None:
    value = float(np.ravel(np.asarray(x, float))[0])
    return value if math.isfinite(value) else None


def point_figures(quote: Quote, demand: float | None, values: dict) -> dict[str, dict]:
    """{label: {annual_kwh_total, annual_co2_kg, capex, tco[, npv, switching_capex,
    simple_payback_years, discounted_payback_years]}} for every option that computes; the
    comparison's figures for candidates against a valid baseline (paybacks None: never / not
    within the horizon)."""
    if growth_advice.active(quote):
        result = growth_advice.at(quote, values)
        out = {}
        for r in result.options:
            if r.valid:
                row = {f: getattr(r, f) for f in FIGURES}
                if not r.baseline and r.npv is not None:
                    row.update({f: getattr(r, f) for f in COMPARED})
                out[r.label] = row
        return out
    flat = {k: v for k, v in values.items() if k != growth_advice.KEY}
    v = run_variants(quote, demand, flat)
    out = {}
    for label, chain in v.chains.items():
        if not bool(np.all(v.valid[label])):
            continue
        row = {f: _float(getattr(chain, f)) for f in FIGURES}
        c = v.comparisons.get(label)
        if c is not None and bool(np.all(v.valid[v.base])):
            row.update(npv=_float(c.npv), switching_capex=_float(c.switching_capex),
                       simple_payback_years=_float(c.simple_payback),
                       discounted_payback_years=_float(c.discounted_payback))
        out[label] = row
    return out
