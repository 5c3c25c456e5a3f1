"""Demand growth in the advisor: the tornado's growth row, growth in the Monte Carlo and the
growth at which a switch pays back.

Under growth each option is re-run year by year with its purchases (METHOD §13, M43-M44,
``app.calc.growth``): a scalar engine with its own rules per purchase. Vectorising it again for
the advisor would be a second engine, the drift the advisor had with its inputs; so a variant
under growth is ``evaluate`` itself, on the quote at that growth with the varied values as the
resolver's overlay. That is tens of milliseconds a variant: cheap for a tornado row or a
bisection, so the Monte Carlo under growth takes fewer draws (``GROWTH_DRAWS``, said in its
result).

The growth's range is the quote's value +/- ``GROWTH_STEP`` (10 points), kept inside the range
a quote may hold, -0.5 < g <= 2 (``GROWTH_FLOOR`` stands for the open end).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from app.calc import growth_compare
from app.calc.evaluate import evaluate
from app.model import Quote, QuoteResult

KEY = "workload/demand_growth"
GROWTH_STEP = 0.10
GROWTH_FLOOR = -0.49  # the lowest growth tried: quotes hold g > -0.5
GROWTH_CEILING = 2.0
GROWTH_DRAWS = 200
#: growth rates scanned for a change of payback state before bisection narrows it
SCAN = np.round(np.concatenate([[GROWTH_FLOOR], np.arange(-0.4, 2.0001, 0.1)]), 10)
TOLERANCE = 1e-3  # growth points of a break-even, as a fraction (0.1 point)


@dataclass(frozen=True)
class GrowthPayback:
    """When one payback (simple M27 or cumulative M28) of a candidate lies within the
    horizon as the demand growth g moves [a fraction a year]: ``when``, runs (lo, hi) of
    growths at which it does (() at no growth in the range), and ``growth``, the one growth
    where it starts ("from") or stops ("up to") doing so, else None."""

    when: tuple[tuple[float, float], ...]
    growth: float | None


@dataclass(frozen=True)
class GrowthBreakEven:
    """The demand growths at which candidate ``label``'s paybacks lie within the horizon
    [years], scanned over ``range`` (low, high) [a fraction a year] around the quote's own
    growth; ``not_computed``: the scanned growths where the option or the baseline does not
    compute (a fleet over its ceiling), counted as not paying back."""

    label: str
    horizon_years: int
    range: tuple[float, float]
    quote_growth: float
    not_computed: tuple[float, ...]
    simple: GrowthPayback
    cumulative: GrowthPayback

    def to_json(self) -> dict:
        out: dict = {"label": self.label, "horizon_years": self.horizon_years,
                     "range": list(self.range), "quote_growth": self.quote_growth,
                     "not_computed": list(self.not_computed)}
        for kind, p in (("simple", self.simple), ("cumulative", self.cumulative)):
            out[f"{kind}_payback_growth_when"] = [list(i) for i in p.when]
            out[f"{kind}_payback_growth"] = p.growth
        return out


def growth_range(g: float) -> tuple[float, float]:
    """(low, high) around the quote's growth g, within (-0.5, 2]."""
    return max(g - GROWTH_STEP, GROWTH_FLOOR), min(g + GROWTH_STEP, GROWTH_CEILING)


def at(quote: Quote, values: Mapping | None = None, growth: float | None = None,
       labels: list[str] | None = None) -> QuoteResult:
    """evaluate() of ``quote`` at ``growth`` (the quote's when None) with ``values`` (floats,
    advisor keys) as the overlay; ``labels``: only those options and the baseline."""
    q = quote
    if growth is not None:
        q = q.model_copy(update={"workload": q.workload.model_copy(
            update={"demand_growth": float(growth)})})
    if labels is not None:
        q = q.model_copy(update={"options": [o for o in q.options
                                             if o.baseline or o.label in labels]})
    plain = None if values is None else {k: float(np.ravel(v)[0]) for k, v in values.items()
                                         if k != KEY}
    return evaluate(q, overlay=plain)


def figures(result: QuoteResult) -> dict[str, dict]:
    """Per valid candidate of an evaluated quote: the tornado's and the Monte Carlo's figures
    (paybacks NaN when never / not within the horizon), and the option's own."""
    base = next((r for r in result.options if r.baseline), None)
    out = {}
    for r in result.options:
        if not r.valid or r.tco is None:  # a price on request: no money to analyse
            continue
        row = {"annual_kwh": r.annual_kwh_total, "tco": r.tco}
        if base is not None and base.valid and base.tco is not None and not r.baseline:
            row.update(tco_diff=r.tco - base.tco,
                       simple_payback=_nan(r.simple_payback_years),
                       discounted_payback=_nan(r.discounted_payback_years), npv=r.npv)
        out[r.label] = row
    return out


def _nan(x: float | None) -> float:
    return float("nan") if x is None else float(x)


def table(quote: Quote, variants: Sequence[tuple[Mapping, float | None]]) -> dict[str, dict]:
    """Per option, each figure as an array over ``variants`` ((values, growth) each), and
    ``valid``: where the option (and for a candidate the baseline) computed."""
    runs = [figures(at(quote, values, g)) for values, g in variants]
    base = quote.baseline.label if quote.baseline is not None else None
    out: dict[str, dict] = {}
    # in the quote's order (a set's order changed from run to run: string hashes are salted)
    for lab in dict.fromkeys(lab for run in runs for lab in run):
        names = {n for run in runs if lab in run for n in run[lab]}
        col = {n: np.array([run[lab].get(n, np.nan) if lab in run else np.nan for run in runs],
                           float) for n in names}
        col["valid"] = np.array([lab in run and (lab == base or "tco_diff" in run[lab])
                                 for run in runs])
        out[lab] = col
    return out


def active(quote: Quote) -> bool:
    return growth_compare.active(quote)


def _pays_back(result: QuoteResult, label: str, kind: str) -> bool | None:
    """Whether ``label``'s payback (``kind``: simple M27 / cumulative M28) is within the
    horizon; None when it or the baseline does not compute."""
    base = next((r for r in result.options if r.baseline), None)
    r = next((o for o in result.options if o.label == label), None)
    if base is None or r is None or not (base.valid and r.valid):
        return None
    years = result.years
    value = r.simple_payback_years if kind == "simple" else r.discounted_payback_years
    return value is not None and value <= years * (1 + 1e-9)


def growth_scan(quote: Quote, values: Mapping) -> list[QuoteResult]:
    """evaluate() at every growth of ``SCAN``: shared by every candidate's break-even."""
    return [at(quote, values, g) for g in SCAN]


def break_even_growth(quote: Quote, values: Mapping, label: str,
                      scans: list[QuoteResult] | None = None) -> GrowthBreakEven:
    """The growth rates (-0.5 < g <= 2) at which candidate ``label``'s simple payback (M27)
    and cumulative payback (M28) are within the horizon, as (lo, hi) runs (ends found by
    bisection to 0.1 point; the first lo GROWTH_FLOOR and the last hi 2 are the range's ends);
    () means at no growth in the range, one run over the whole range at any growth. Each
    payback's ``growth``: the one growth where it starts ("from") or stops ("up to") being
    within N, else None. Growths where an option does not compute (a fleet over its ceiling)
    count as not paying back. ``scans``: ``growth_scan``'s, where computed."""
    scans = scans if scans is not None else [at(quote, values, g, [label]) for g in SCAN]
    not_computed = tuple(float(g) for g, r in zip(SCAN, scans)
                         if _pays_back(r, label, "simple") is None)
    found = {}
    for kind in ("simple", "cumulative"):
        state = [bool(_pays_back(r, label, kind)) for r in scans]
        edges = []
        for i in range(len(SCAN) - 1):
            if state[i] != state[i + 1]:
                edges.append(_bisect(quote, values, label, kind, SCAN[i], SCAN[i + 1],
                                     state[i]))
        when: list[tuple[float, float]] = []
        start = SCAN[0] if state[0] else None
        for e in edges:
            if start is None:
                start = e
            else:
                when.append((float(start), float(e)))
                start = None
        if start is not None:
            when.append((float(start), GROWTH_CEILING))
        found[kind] = GrowthPayback(tuple(when), _one_edge(when))
    return GrowthBreakEven(label, quote.site.years, (GROWTH_FLOOR, GROWTH_CEILING),
                           quote.workload.demand_growth, not_computed, found["simple"],
                           found["cumulative"])


def _bisect(quote, values, label, kind, lo: float, hi: float, lo_state: bool) -> float:
    while hi - lo > TOLERANCE:
        mid = 0.5 * (lo + hi)
        if bool(_pays_back(at(quote, values, mid, [label]), label, kind)) == lo_state:
            lo = mid
        else:
            hi = mid
    return round(0.5 * (lo + hi), 4)


def _one_edge(when: list[tuple[float, float]]) -> float | None:
    if len(when) != 1:
        return None
    lo, hi = when[0]
    if lo > GROWTH_FLOOR and hi == GROWTH_CEILING:
        return lo
    if lo == GROWTH_FLOOR and hi < GROWTH_CEILING:
        return hi
    return None
