"""The configurator under demand that grows (METHOD §13, M43-M44).

The array fast path runs the chain once, at one demand. Under growth a build sized for year 1
runs above its ceiling by year 3, so the fast path sizes every build for the peak year (what
an upfront plan buys), which makes its PSU, budget, rack and capex checks hold in every year.
Its figures are then only a pre-ranking: the builds it ranks best are evaluated through
``evaluate`` under each purchase plan asked for, year by year as the engine does, and ranked
again on those exact figures. Each build keeps the plan that ranks it best, so a suggestion
is the option it becomes, plan included, and a build is listed once.
"""

from __future__ import annotations

from collections.abc import Callable

from app.calc import checks, growth, growth_compare
from app.model import Option, OptionResult, Quote

#: the purchase plans of M44, in the order a tie keeps
PLANS = ("upfront", "staged")


def active(quote: Quote) -> bool:
    return growth_compare.active(quote)


def sizing_demand(quote: Quote, demand: float) -> float:
    """(M43) The demand the fast path sizes for: the peak year's under growth, else D."""
    if not active(quote):
        return demand
    return max(growth.demand_by_year(demand, quote.workload.demand_growth, quote.site.years))


def shortlist_size(quote: Quote, top: int) -> int:
    """How many builds the fast path hands on to be evaluated exactly."""
    return max(3 * top, 12) if active(quote) else top


def check_plans(plans) -> tuple[str, ...]:
    plans = tuple(dict.fromkeys(plans or PLANS))
    bad = [p for p in plans if p not in PLANS]
    if bad or not plans:
        from app.errors import AppError, Said
        raise AppError(Said("plan {plan}: choose upfront or staged", Said("suggest"),
                            plan=", ".join(bad) or "-"))
    return plans


def fits(quote: Quote, r: OptionResult, max_capex: float | None) -> bool:
    """Valid, below the ceiling (u_max) in every year, inside the budget in every year and,
    where given, at or below the capex limit on all its purchases (K, undiscounted)."""
    if not r.valid:
        return False
    u_max = quote.workload.u_max
    if any(u > u_max * (1 + growth.GUARD) for u in (r.utilization_by_year or [])):
        return False
    if checks.FLAG_OVER_BUDGET in r.flags:
        return False
    return max_capex is None or (r.capex or 0.0) <= max_capex * (1 + 1e-12)


def best_plan(quote: Quote, option: Option, plans: tuple[str, ...],
              run: Callable[[Option], OptionResult], figure: str, higher: bool,
              max_capex: float | None) -> tuple[Option, OptionResult, float] | None:
    """The option under the plan that ranks it best (ties: the first in ``plans``), its result
    and the ranked value; None when no plan gives a result that fits."""
    best = None
    for plan in plans:
        planned = option.model_copy(update={"growth_plan": plan})
        r = run(planned)
        value = getattr(r, figure, None)
        if value is None or not fits(quote, r, max_capex):
            continue
        key = round(float(value), 2) * (-1.0 if higher else 1.0)
        if best is None or key < best[3]:
            best = (planned, r, float(value), key)
    return None if best is None else best[:3]
