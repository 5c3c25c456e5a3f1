"""Break-even energy price and break-even demand.

* Energy price: the energy price p moves only the energy cost (M19), not the sizing, so every
  year's saving S_y (M26), the first-year saving, the cumulative position V_N (M28) and the NPV
  (M29) are lines in p, known from two runs (p = 0 and p = 1). Their roots are the only prices
  where a payback can change state; the engine's own paybacks (M27, M28) are then computed at
  each root and between them, so the words "from", "up to", "at any price" and "at no price"
  can never contradict the paybacks the results show at today's price.
* Demand: TCO(D) is piecewise (servers are whole, M13), so a vectorised scan over D finds where
  TCO_a - TCO_b changes sign and bisection narrows each crossing to ``tol`` (relative). A
  crossing at a jump in server count is marked ``step``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np

from app.calc.advisor.variants import run_variants
from app.calc.money import discount_factors
from app.model import Quote

SCAN_POINTS = 2000
SCAN_RANGE = (0.02, 20.0)  # multiples of the point demand

#: a run of prices [money/kWh] (lo, hi), hi None: no upper end
Interval = tuple[float, float | None]


@dataclass(frozen=True)
class PricePayback:
    """When one payback (simple M27 or cumulative M28) of a candidate lies within the
    horizon as the energy price moves: ``when``, the prices [money/kWh] at which it does as
    runs (lo, hi) (() at no price, ((0, None),) at any price; None under a day/night tariff:
    no one price), ``price``, the one price where it starts or stops doing so (None: all, none
    or two edges), and whether the maintenance saving alone already repays the switch."""

    when: tuple[Interval, ...] | None
    price: float | None
    maintenance_alone: bool

    def when_json(self) -> list | None:
        return None if self.when is None else [list(i) for i in self.when]


@dataclass(frozen=True)
class PriceBreakEven:
    """The energy prices at which candidate ``label``'s paybacks fall within the horizon
    [years]; ``energy_saving_kwh``: its facility energy saving [kWh a year] against the
    baseline. ``reason`` says why there is no one price (a day/night tariff), else None."""

    label: str
    horizon_years: int
    simple: PricePayback
    cumulative: PricePayback
    energy_saving_kwh: float | None
    reason: str | None = None

    def to_json(self) -> dict:
        s, c = self.simple, self.cumulative
        if self.reason is not None:  # the keys in the order the tariff's answer has had
            return {"label": self.label, "horizon_years": self.horizon_years,
                    "simple_payback_price": s.price, "cumulative_payback_price": c.price,
                    "simple_payback_when": s.when_json(),
                    "cumulative_payback_when": c.when_json(),
                    "energy_saving_kwh": self.energy_saving_kwh,
                    "simple_maintenance_alone": s.maintenance_alone,
                    "cumulative_maintenance_alone": c.maintenance_alone, "reason": self.reason}
        out: dict = {"label": self.label, "horizon_years": self.horizon_years,
                     "energy_saving_kwh": self.energy_saving_kwh}
        for kind, p in (("simple", s), ("cumulative", c)):
            out.update({f"{kind}_payback_when": p.when_json(), f"{kind}_payback_price": p.price,
                        f"{kind}_maintenance_alone": p.maintenance_alone})
        return out


@dataclass(frozen=True)
class DemandCrossing:
    """A demand [units/s] at which two options have the same TCO: ``kind`` "step" where the
    server count jumps there (M13), else "continuous"; ``below`` and ``above``: the label of
    the cheaper option just under and just over it."""

    demand: float
    kind: Literal["continuous", "step"]
    below: str
    above: str

    def to_json(self) -> dict:
        return {"demand": self.demand, "kind": self.kind, "below": self.below,
                "above": self.above}


def break_even_price(quote: Quote, demand, values: dict, label: str) -> PriceBreakEven:
    """Energy prices [money/kWh] at which candidate ``label``'s simple payback (M27) and its
    cumulative (discounted) payback (M28) fall within the horizon N.

    Each payback gets ``when``, the set of prices p >= 0 at which it is a number of at most N
    years, as runs (lo, hi) (hi None: no upper end); () means at no price, ((0, None),) at
    any price. ``price`` is the one price where the payback starts or stops being within N
    (None when the set is all, none or has two ends). ``maintenance_alone`` says whether the
    maintenance saving by itself already repays the switch within N (the words for "at any
    price" say why)."""
    years = quote.site.years
    if quote.site.tariff is not None:  # the flat price is not used: no one price breaks even
        none = PricePayback(None, None, False)
        return PriceBreakEven(label, years, none, none, None,
                              reason="the site has a day/night tariff: no single energy price "
                                     "to break even on")
    v = _at_prices(quote, demand, values, label, np.array([0.0, 1.0]))
    c = v.comparisons[label]
    rate = float(np.ravel(values["site/discount_rate"])[0])
    edges, prices = _gaps(_breakpoints(v, label, years, rate))
    at = _at_prices(quote, demand, values, label, prices).comparisons[label]
    saving = float(np.ravel(v.chains[v.base].annual_kwh_total)[0]
                   - np.ravel(v.chains[label].annual_kwh_total)[0])
    alone = _maintenance_alone(v, label, float(c.switching_capex[0]), years, rate)
    found = {}
    for kind, paybacks in (("simple", at.simple_payback), ("cumulative", at.discounted_payback)):
        when = _intervals(edges, _within(paybacks, years))
        found[kind] = PricePayback(when, _one_edge(when), alone[kind])
    return PriceBreakEven(label, years, found["simple"], found["cumulative"], saving)


def _at_prices(quote, demand, values, label, prices: np.ndarray):
    vals = dict(values, **{"site/energy_price_per_kwh": prices})
    return run_variants(quote, demand, vals, prices.shape, labels=[label])


def _line(y0, y1) -> float | None:
    """The root p >= 0 of the line through (0, y0) and (1, y1), if it has one."""
    slope = y1 - y0
    if slope == 0 or not (np.isfinite(y0) and np.isfinite(y1)):
        return None
    p = -y0 / slope
    return p if p >= 0 else None


def _breakpoints(v, label: str, years: int, rate: float) -> list[float]:
    """Every price where a payback can change state: the savings (M26) change sign each year,
    the first-year saving with financing and without meets Delta K / N or 0, the cumulative
    position V_N (M28) or the NPV (M29) crosses 0. The energy price moves the energy cost only,
    so each of them is a line in p, known from the runs at p = 0 and p = 1."""
    base, opt = v.chains[v.base], v.chains[label]
    c = v.comparisons[label]
    savings = np.asarray(base.opex_by_year, float) - np.asarray(opt.opex_by_year, float)
    savings = np.broadcast_to(savings, (2, years))
    dk = float(c.switching_capex[0])
    fin = opt.financing_by_year
    own_first = savings[:, 0] + (np.ravel(np.asarray(fin, float)[..., 0])[0] if fin is not None
                                 else 0.0)
    own_dk = dk + (float(np.ravel(np.asarray(opt.capex, float))[0])
                   - float(np.ravel(np.asarray(opt.capex_upfront, float))[0])
                   if fin is not None else 0.0)
    lines = [savings[:, y] for y in range(years)]
    lines += [own_first, own_first - own_dk / years, savings[:, 0] - dk / years]
    lines += [np.asarray(c.npv, float), np.asarray(c.first_year_saving, float)]
    lines.append(_discounted_sum(savings, rate) - dk)
    # V_N again as the NPV less the residual values (M35), so that whatever else the NPV
    # carries in year 1 (an allowance, M42) moves this edge too
    residual = (np.broadcast_to(np.asarray(opt.residual_value, float), (2,))
                - np.broadcast_to(np.asarray(base.residual_value, float), (2,))
                ) / (1.0 + rate) ** years
    lines.append(np.asarray(c.npv, float) - residual)
    roots = sorted({r for r in (_line(float(a[0]), float(a[1])) for a in lines)
                    if r is not None and np.isfinite(r) and r < 1e6})
    out: list[float] = []
    for r in roots:  # one edge where two lines cross 0 at the same price (up to rounding)
        if not out or r - out[-1] > 1e-9 * max(1.0, r):
            out.append(r)
    return out


def _discounted_sum(savings: np.ndarray, rate: float) -> np.ndarray:
    """sum_y S_y / (1 + r)^y over the last axis (M28's P_y summed)."""
    return (savings * discount_factors(rate, savings.shape[-1])).sum(axis=-1)


def _gaps(points: list[float]) -> tuple[list[float], np.ndarray]:
    """The edges (0 and each breakpoint above it) and one price inside each gap between them,
    the last gap open to the right. A payback keeps its state inside a gap; at an edge itself
    the rounding of a sum that is exactly 0 decides, so the state is read inside the gaps."""
    edges = [0.0] + sorted(p for p in points if p > 0)
    inner = [0.5 * (a + b) for a, b in zip(edges, edges[1:])]
    return edges, np.array(inner + [2.0 * edges[-1] + 1.0])


def _within(paybacks, years: int) -> np.ndarray:
    """A payback that is a number of at most N years (the horizon; a relative 1e-9 for the
    rounding at an edge)."""
    arr = np.asarray(paybacks, float)
    with np.errstate(invalid="ignore"):
        return np.isfinite(arr) & (arr <= years * (1 + 1e-9))


def _intervals(edges: list[float], ok: np.ndarray) -> tuple[Interval, ...]:
    """(lo, hi) runs of consecutive gaps that pay back (each gap closed at its edges); hi None
    when the run reaches the last, open gap."""
    out: list[Interval] = []
    start = None
    for i, flag in enumerate(ok):
        if flag and start is None:
            start = edges[i]
        if not flag and start is not None:
            out.append((start, edges[i]))
            start = None
    if start is not None:
        out.append((start, None))
    return tuple(out)


def _one_edge(when: tuple[Interval, ...]) -> float | None:
    """The one price where the payback starts ("from") or stops ("up to") being within N."""
    if len(when) != 1:
        return None
    lo, hi = when[0]
    if lo > 0 and hi is None:
        return lo
    if lo == 0 and hi is not None:
        return hi
    return None


def _maintenance_alone(v, label: str, dk: float, years: int, rate: float) -> dict:
    """Whether the maintenance saving by itself (energy and every other cost aside) repays the
    switch: within N on the first-year saving (M27) and on the discounted sum (M28)."""
    base, opt = v.chains[v.base], v.chains[label]
    saving = _per_year(base.maintenance_per_year, years) - _per_year(opt.maintenance_per_year,
                                                                     years)
    first = float(saving[0])
    # dk / first <= years, multiplied out: a first-year saving near zero would overflow it
    simple = first > 0 and (dk <= 0 or dk <= years * first)
    disc = _discounted_sum(saving[None, :], rate)[0]
    cumulative = bool(np.isfinite(disc) and disc > 0 and disc >= dk)
    return {"simple": bool(simple), "cumulative": cumulative}


def _per_year(value, years: int) -> np.ndarray:
    """Maintenance [money/year] of the first variant as one figure per year (a constant, or
    one per year where the chain gives them)."""
    arr = np.asarray(value, float)
    if arr.ndim >= 2 and arr.shape[-1] == years:
        return arr.reshape(-1, years)[0]
    return np.full(years, float(np.ravel(arr)[0]))


def _tco_diff(quote, demand, values, a, b, ds: np.ndarray):
    vals = dict(values, **{"workload/demand": ds})
    v = run_variants(quote, demand, vals, ds.shape, labels=[a, b])
    diff = np.asarray(v.chains[a].tco, float) - np.asarray(v.chains[b].tco, float)
    ok = v.valid[a] & v.valid[b]
    servers = (np.broadcast_to(v.chains[a].servers, ds.shape),
               np.broadcast_to(v.chains[b].servers, ds.shape))
    return diff, ok, servers


def break_even_demand(quote: Quote, demand: float, values: dict, a: str, b: str,
                      tol: float = 1e-9) -> list[DemandCrossing]:
    """Demands [units/s] where options ``a`` and ``b`` have the same TCO (a fleet-mode option
    keeps its servers and may not exceed u = 1), lowest first; each crossing says which option
    is cheaper on either side."""
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
        found.append(DemandCrossing(float(0.5 * (lo + hi)), "step" if step else "continuous",
                                    cheaper(d_lo[0]), cheaper(d_hi[0])))
    return found
