"""The advisor's own point: each option's figures at the point values, from the run the
tornado and the break-even tables start from (the chain on the point values; under demand
growth the year-by-year engine). ``analyze --json`` gives them so that anyone can check that
the advice starts from the results ``calc`` shows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from app.calc.advisor import growth_advice
from app.calc.advisor.variants import run_variants
from app.model import Quote


@dataclass(frozen=True)
class PointComparison:
    """A candidate against a valid baseline at the point values: its NPV (M29) and switching
    capex [money], its simple (M27) and discounted (M28) paybacks [years] (None: never / not
    within the horizon, or an NPV that does not compute)."""

    npv: float | None
    switching_capex: float | None
    simple_payback_years: float | None
    discounted_payback_years: float | None

    def to_json(self) -> dict:
        return {"npv": self.npv, "switching_capex": self.switching_capex,
                "simple_payback_years": self.simple_payback_years,
                "discounted_payback_years": self.discounted_payback_years}


@dataclass(frozen=True)
class PointFigures:
    """An option's own figures at the point values: facility energy [kWh a year], CO2 [kg a
    year], capex and TCO [money] (None where it does not compute), and for a candidate
    against a valid baseline its comparison (else None)."""

    annual_kwh_total: float | None
    annual_co2_kg: float | None
    capex: float | None
    tco: float | None
    comparison: PointComparison | None = None

    def to_json(self) -> dict:
        out = {"annual_kwh_total": self.annual_kwh_total, "annual_co2_kg": self.annual_co2_kg,
               "capex": self.capex, "tco": self.tco}
        return out if self.comparison is None else {**out, **self.comparison.to_json()}


def _float(x) -> float | None:
    value = float(np.ravel(np.asarray(x, float))[0])
    return value if math.isfinite(value) else None


def point_figures(quote: Quote, demand: float | None, values: dict) -> dict[str, PointFigures]:
    """{label: its figures} for every option that computes, in the quote's order; the
    comparison's figures for candidates against a valid baseline (paybacks None: never / not
    within the horizon)."""
    if growth_advice.active(quote):
        result = growth_advice.at(quote, values)
        out = {}
        for r in result.options:
            if r.valid:
                compared = (PointComparison(r.npv, r.switching_capex, r.simple_payback_years,
                                            r.discounted_payback_years)
                            if not r.baseline and r.npv is not None else None)
                out[r.label] = PointFigures(r.annual_kwh_total, r.annual_co2_kg, r.capex, r.tco,
                                            compared)
        return out
    flat = {k: v for k, v in values.items() if k != growth_advice.KEY}
    v = run_variants(quote, demand, flat)
    out = {}
    for label, chain in v.chains.items():
        if not bool(np.all(v.valid[label])):
            continue
        c = v.comparisons.get(label)
        compared = (PointComparison(_float(c.npv), _float(c.switching_capex),
                                    _float(c.simple_payback), _float(c.discounted_payback))
                    if c is not None and bool(np.all(v.valid[v.base])) else None)
        out[label] = PointFigures(_float(chain.annual_kwh_total), _float(chain.annual_co2_kg),
                                  _float(chain.capex), _float(chain.tco), compared)
    return out
