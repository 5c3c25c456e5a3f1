"""Plausibility warnings: inputs that are valid but probably mistyped. They never
block: the engine computes the quote as given; the app shows each warning beside its field and
on the Results page until the user dismisses it for this quote (``Quote.dismissed_warnings``),
and ``gpu-tco calc`` prints them.

Rules: an energy price above 1 a kWh, or above 3 times the price of the quote's region; a PUE
above 3; a fleet utilization below 5 %; a demand more than 10 times what the fleet-mode
baseline delivers today (METHOD §4, D = m x n x T x u); a horizon over 15 years.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.model.notes import Note, note
from app.model.quote import Quote
from app.model.results import QuoteResult

MAX_PRICE_PER_KWH = 1.0
MAX_REGION_FACTOR = 3.0
MAX_PUE = 3.0
MIN_UTILIZATION = 0.05
MAX_DEMAND_FACTOR = 10.0
MAX_YEARS = 15


@dataclass(frozen=True)
class Warning:  # noqa: A001 - the domain word; never used beside the builtin
    """One warning: ``key`` names it for a dismissal, ``field`` the input it is about
    (``site.site_pue``, ``workload.demand_per_s``, ``options/<label>/utilization``)."""

    key: str
    field: str
    note: Note


def check(quote: Quote, result: QuoteResult | None = None,
          region_price: float | None = None) -> list[Warning]:
    """Every warning for ``quote``, dismissed ones included (see ``active``). ``result``: the
    quote's results (for the demand rule); ``region_price``: its region's energy price."""
    site, found = quote.site, []

    def add(key: str, field: str, code: str, **args) -> None:
        found.append(Warning(key, field, note(code, **args)))

    price = site.energy_price_per_kwh
    if price > MAX_PRICE_PER_KWH:
        add("energy_price_above_1", "site.energy_price_per_kwh", "plausible_price_high",
            price=("number", price, -1))
    if region_price and price > MAX_REGION_FACTOR * region_price:
        add("energy_price_above_region", "site.energy_price_per_kwh", "plausible_price_region",
            price=("number", price, -1), region=site.region or "",
            region_price=("number", region_price, -1))
    for field in ("site_pue", "design_pue"):
        pue = getattr(site, field)
        if pue is not None and pue > MAX_PUE:
            add(f"{field}_above_3", f"site.{field}", "plausible_pue", pue=("number", pue, 2))
    for option in quote.options:
        if option.utilization is not None and option.utilization < MIN_UTILIZATION:
            add(f"utilization_below_5:{option.label}", f"options/{option.label}/utilization",
                "plausible_utilization", label=option.label,
                u=("percent", option.utilization, 1))
    delivered = _baseline_delivers(quote, result)
    demand = quote.workload.demand_per_s
    if demand is not None and delivered and demand > MAX_DEMAND_FACTOR * delivered:
        add("demand_above_baseline", "workload.demand_per_s", "plausible_demand",
            demand=("number", demand, -1), delivered=("number", delivered, -1),
            factor=("number", demand / delivered, 0))
    if site.years > MAX_YEARS:
        add("years_above_15", "site.years", "plausible_years", years=("number", site.years, 0))
    return found


def active(quote: Quote, warnings: list[Warning]) -> list[Warning]:
    """The warnings the user has not dismissed for this quote."""
    dismissed = set(quote.dismissed_warnings)
    return [w for w in warnings if w.key not in dismissed]


def _baseline_delivers(quote: Quote, result: QuoteResult | None) -> float | None:
    """D = m x n x T x u of the fleet-mode baseline [units/s], from its work a year (M15)."""
    base = quote.baseline
    if result is None or base is None or not base.fleet_mode:
        return None
    row = next((o for o in result.options if o.label == base.label), None)
    if row is None or not row.valid or not row.work_per_year:
        return None
    return row.work_per_year / (3600.0 * quote.site.hours_per_year)
