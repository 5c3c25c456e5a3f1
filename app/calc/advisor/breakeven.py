"""Break-even energy price and break-even demand.

* Energy price: the energy price p moves only the energy cost (M19), not the sizing, so the
  first-year saving S_1 and the NPV (M29) are linear in p. Closed form from two runs (p = 0 and
  p = 1): simple payback (M27) = N where S_1(p) = Delta K / N; cumulative payback (M28) = N where
  NPV(p) = 0 (the discounted savings of N years exactly repay Delta K).
* Demand: TCO(D) is piecewise (servers are whole, M13), so a vectorised scan over D finds where
  TCO_a - TCO_b changes sign and bisection narrows each crossing to ``tol`` (relative). A
  crossing at a jump in server count is marked ``step``.
"""

from __future__ import annotations

import numpy as np

from app.calc.advisor.variants import run_variants
from app.model import Quote

SCAN_POINTS = 2000
SCAN_RANGE = (0.02, 20.0)  # multiples of the point demand


def break_even_price(quote: Quote, demand, values: dict, label: str) -> dict:
    """Energy prices [money/kWh] at which candidate ``label``'s simple payback and its
    cumulative (discounted) payback equal the horizon N. None where no positive price does."""
    years = quote.site.years
    if quote.site.tariff is not None:  # the flat price is not used: no one price breaks even
        return {"label": label, "horizon_years": years, "simple_payback_price": None,
                "cumulative_payback_price": None, "energy_saving_kwh": None,
                "reason": "the site has a day/night tariff: no single energy price to break "
                          "even on"}
    vals = dict(values, **{"site/energy_price_per_kwh": np.array([0.0, 1.0])})
    v = run_variants(quote, demand, vals, (2,), labels=[label])
    c = v.comparisons[label]
    dk = float(c.switching_capex[0])
    s0, s1 = float(c.first_year_saving[0]), float(c.first_year_saving[1])
    n0, n1 = float(c.npv[0]), float(c.npv[1])
    simple = _root(s0 - dk / years, s1 - dk / years)
    cumulative = _root(n0, n1)
    return {"label": label, "horizon_years": years, "simple_payback_price": simple,
            "cumulative_payback_price": cumulative,
            "energy_saving_kwh": float(np.ravel(v.chains[v.base].annual_kwh_total)[0]
                                       - np.ravel(v.chains[label].annual_kwh_total)[0])}


def _root(f0: float, f1: float) -> float | None:
    """Root of the line through (0, f0) and (1, f1); None if it has none at p >= 0."""
    slope = f1 - f0
    if slope <= 0:
        return None
    p = -f0 / slope
    return p if p >= 0 else None


def _tco_diff(quote, demand, values, a, b, ds: np.ndarray):
    vals = dict(values, **{"workload/demand": ds})
    v = run_variants(quote, demand, vals, ds.shape, labels=[a, b])
    diff = np.asarray(v.chains[a].tco, float) - np.asarray(v.chains[b].tco, float)
    ok = v.valid[a] & v.valid[b]
    servers = (np.broadcast_to(v.chains[a].servers, ds.shape),
               np.broadcast_to(v.chains[b].servers, ds.shape))
    return diff, ok, servers


def break_even_demand(quote: Quote, demand: float, values: dict, a: str, b: str,
                      tol: float = 1e-9) -> list[dict]:
    """Demands [units/s] where options ``a`` and ``b`` have the same TCO (a fleet-mode option
    keeps its servers and may not exceed u = 1). Each: {demand, kind: "continuous" | "step",
    below, above} where below/above say which option is cheaper on either side."""
    ds = demand * np.geomspace(*SCAN_RANGE, SCAN_POINTS)
    diff, ok, _ = _tco_diff(quote, demand, values, a, b, ds)
    sign = np.sign(diff)
    found = []
    for i in range(SCAN_POINTS - 1):
        if not (ok[i] and ok[i + 1]) or sign[i] == sign[i + 1] or sign[i] == 0:
            continue
        lo, hi = ds[i], ds[i + 1]
        while hi - lo > tol * hi:
            mid = 0.5 * (lo + hi)
            d_mid = _tco_diff(quote, demand, values, a, b, np.array([mid]))[0][0]
            if np.sign(d_mid) == sign[i]:
                lo = mid
            else:
                hi = mid
        d_lo, _, s_lo = _tco_diff(quote, demand, values, a, b, np.array([lo]))
        d_hi, _, s_hi = _tco_diff(quote, demand, values, a, b, np.array([hi]))
        step = (s_lo[0][0] != s_hi[0][0]) or (s_lo[1][0] != s_hi[1][0])
        cheaper = lambda d: a if d < 0 else b  # noqa: E731
        found.append({"demand": float(0.5 * (lo + hi)), "kind": "step" if step else "continuous",
                      "below": cheaper(d_lo[0]), "above": cheaper(d_hi[0])})
    return found
