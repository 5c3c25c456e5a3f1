"""The rows of the results table: what each shows, how it is formatted, which way is better.

No Qt here: labels are marked with N() and translated where they are shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.io.words.formatting import (
    NO_PAYBACK,
    NOT_KNOWN,
    ON_REQUEST,
    money,
    number,
    or_request,
    payback,
    percent,
    price_on_request,
    years,
)
from app.ui.i18n import N

if TYPE_CHECKING:  # or the snapshot of a fast start, with the same attributes
    from app.model import OptionResult, QuoteResult

CTX = "Results"


@dataclass(frozen=True)
class Metric:
    key: str
    label: str
    value: Callable[[OptionResult], float | None]
    kind: str  # number:<digits> | money | percent | years | years_horizon | text
    better: str | None = "min"  # "min", "max" or None (not ranked)
    candidates_only: bool = False  # blank for the baseline
    rank_candidates: bool = False  # the baseline is shown but not ranked (sunk capex)
    shown: Callable[[QuoteResult], bool] | None = None  # None: always; else only when it applies


def _carbon_payback(o: OptionResult):
    """(M39) as the row shows it: "no payback" and "not known" say so; None is "never"."""
    status = getattr(o, "carbon_payback_status", "")
    if status == "no_payback":
        return NO_PAYBACK
    if status == "not_known":
        return NOT_KNOWN
    return getattr(o, "carbon_payback_years", None)


def _format(o: OptionResult) -> str | None:
    from app.model.precision import label

    return label(getattr(o, "precision", None)) or None


def _req(figure: str, get: Callable) -> Callable:
    """``get``, or ON_REQUEST where a price nobody knows leaves ``figure`` unknown."""
    return lambda o: or_request(o, figure, get(o))


def _per_million(v: float | None) -> float | None:
    return None if v is None else v * 1e6


def _wall_kw(o: OptionResult) -> float | None:
    return None if o.wall_w is None or o.servers is None else o.servers * o.wall_w / 1000


def _facility(name: str) -> Callable[[OptionResult], float | None]:
    """A facility figure (app.calc.facility.figures): the start snapshot keeps them, so a fast
    start paints the rows before the engine loads; a computed result has the engine loaded."""
    def value(o: OptionResult) -> float | None:
        kept = getattr(o, "facility", None)
        if kept is not None:
            return getattr(kept, name, None) if not isinstance(kept, dict) else kept.get(name)
        from app.calc.facility import figures

        return figures(o)[name]
    return value


def _first(name: str) -> Callable[[OptionResult], float | None]:
    def value(o: OptionResult) -> float | None:
        values = getattr(o, name, None) or []
        return values[0] if values else None
    return value


def _any(name: str, test=lambda v: v is not None) -> Callable[[QuoteResult], bool]:
    """Show a row of the whole decision (METHOD §11.4-§11.6) only where a quote uses it."""
    return lambda r: any(o.valid and test(getattr(o, name, None)) for o in r.options)


def _warranty(o) -> bool:
    """(M41) maintenance that starts after the warranty: 0 in year 1, paid later."""
    by_year = getattr(o, "maintenance_by_year", None) or []
    return len(set(by_year)) > 1


def _nonempty(v) -> bool:
    return bool(v)


def _positive(v) -> bool:
    return v is not None and v > 0


METRICS: tuple[Metric, ...] = (
    Metric("servers", N(CTX, "Servers"), lambda o: o.servers, "number:0"),
    Metric("utilization", N(CTX, "Utilization"), lambda o: o.utilization, "percent", None),
    # (M40) the number format each option runs the model in: "FP8", the same in both languages
    Metric("precision", N(CTX, "Number format"), lambda o: _format(o), "text", None,
           shown=_any("precision")),
    # per server is not at equal work (an old server draws less and does far less): not ranked
    Metric("wall_w", N(CTX, "Wall power per server [W]"), lambda o: o.wall_w, "number:0", None),
    Metric("wall_kw", N(CTX, "Wall power, all servers [kW]"), _wall_kw, "number:2"),
    Metric("annual_kwh_total", N(CTX, "Energy [kWh/year]"), lambda o: o.annual_kwh_total, "number:0"),
    Metric("annual_kwh_overhead", N(CTX, "of which facility overhead [kWh/year]"),
           lambda o: o.annual_kwh_overhead, "number:0"),
    Metric("annual_energy_cost", N(CTX, "Energy cost, year 1"), lambda o: o.annual_energy_cost, "money"),
    Metric("night_energy_share", N(CTX, "Share of the energy at night (day/night tariff)"),
           lambda o: getattr(o, "night_energy_share", None), "percent", None,
           shown=_any("night_energy_share")),
    Metric("energy_tax", N(CTX, "of which energy tax, year 1"), _first("energy_tax_by_year"),
           "money", shown=_any("energy_tax_by_year", _nonempty)),
    Metric("capacity_charge", N(CTX, "of which grid capacity charge, year 1"),
           _first("capacity_charge_by_year"), "money",
           shown=_any("capacity_charge_by_year", _nonempty)),
    Metric("gpu_hours", N(CTX, "Rented GPU-hours billed [h/year]"),
           lambda o: getattr(o, "gpu_hours_per_year", None), "number:0", None,
           shown=_any("gpu_hours_per_year")),
    Metric("annual_co2_kg", N(CTX, "CO₂ [kg/year]"), lambda o: o.annual_co2_kg, "number:0"),
    Metric("annual_co2_market_kg", N(CTX, "CO₂, market-based (contract) [kg/year]"),
           lambda o: getattr(o, "annual_co2_market_kg", None), "number:0",
           shown=_any("annual_co2_market_kg")),
    Metric("embodied_kg", N(CTX, "Embodied CO₂ of the hardware [kg]"),
           lambda o: getattr(o, "embodied_kg", None), "number:0", rank_candidates=True,
           shown=_any("embodied_kg", _positive)),
    Metric("carbon_horizon_kg", N(CTX, "CO₂ over the horizon, embodied included [kg]"),
           lambda o: getattr(o, "carbon_horizon_kg", None), "number:0",
           shown=_any("embodied_kg", _positive)),
    Metric("carbon_payback_years", N(CTX, "Carbon payback of the hardware"),
           _carbon_payback, "years", "min", True,
           shown=_any("embodied_kg", _positive)),
    Metric("capex", N(CTX, "Capex"), _req("capex", lambda o: o.capex), "money", rank_candidates=True),
    Metric("capex_upfront", N(CTX, "Paid at the start (the financed part monthly)"),
           _req("capex_upfront", lambda o: getattr(o, "capex_upfront", None)),
           "money", rank_candidates=True,
           shown=_any("financing_by_year", _nonempty)),
    Metric("monthly_payment", N(CTX, "Monthly loan payment"),
           lambda o: getattr(o, "monthly_payment", None), "money", None,
           shown=_any("monthly_payment")),
    Metric("residual_value", N(CTX, "Residual value at the horizon"),
           lambda o: getattr(o, "residual_value", None), "money", None,
           shown=_any("residual_value", _positive)),
    Metric("maintenance_after_warranty", N(CTX, "Maintenance a year after the warranty"),
           _req("maintenance_per_year",
                lambda o: o.maintenance_per_year if _warranty(o) else None), "money", None,
           shown=_any("maintenance_by_year", lambda v: bool(v) and len(set(v)) > 1)),
    Metric("allowance_benefit", N(CTX, "Tax benefit of the allowances (end of year 1)"),
           lambda o: getattr(o, "allowance_benefit", None), "money", None,
           shown=_any("allowance_benefit", _positive)),
    Metric("tco", N(CTX, "TCO over the horizon"), _req("tco", lambda o: o.tco), "money"),
    Metric("simple_payback_years", N(CTX, "Payback, simple (first-year saving)"),
           _req("simple_payback_years",
                lambda o: payback(o.simple_payback_years, o.simple_no_payback)),
           "years", "min", True),
    Metric("discounted_payback_years", N(CTX, "Payback, cumulative (escalated, discounted)"),
           _req("discounted_payback_years",
                lambda o: payback(o.discounted_payback_years, o.discounted_no_payback)),
           "years_horizon", "min", True),
    Metric("npv", N(CTX, "NPV of switching"), _req("npv", lambda o: o.npv), "money", "max", True),
    Metric("kwh_per_mwork", N(CTX, "Energy [kWh per 10⁶ {unit}]"),
           lambda o: _per_million(o.kwh_per_work), "number:4"),
    Metric("cost_per_mwork", N(CTX, "Cost per 10⁶ {unit}"), _req("tco_per_work", lambda o: _per_million(o.tco_per_work)), "money"),
    # the facility: what the option asks of the room at its peak (app.calc.facility)
    Metric("wall_peak_w", N(CTX, "Peak power per server [W]"), lambda o: o.wall_peak_w,
           "number:0", None),
    Metric("peak_kw", N(CTX, "Peak power, all servers [kW]"), _facility("peak_kw"), "number:1",
           None),
    Metric("amps_230", N(CTX, "Current per feed, 230 V single-phase [A]"), _facility("amps_230"),
           "number:1", None),
    Metric("amps_400", N(CTX, "Current per phase, 400 V three-phase feed [A]"),
           _facility("amps_400"), "number:1", None),
    Metric("heat_kw", N(CTX, "Heat at peak, all servers [kW]"), _facility("peak_kw"), "number:1",
           None),
    Metric("heat_btu_h", N(CTX, "Heat at peak, all servers [BTU/h]"), _facility("heat_btu_h"),
           "number:0", None),
    Metric("servers_per_rack", N(CTX, "Servers per rack (rack limit)"),
           lambda o: getattr(o, "servers_per_rack", None), "number:0", None,
           shown=_any("servers_per_rack")),
    Metric("racks", N(CTX, "Racks needed"), lambda o: getattr(o, "racks", None), "number:0", None,
           shown=_any("racks")),
    Metric("servers_in_budget", N(CTX, "Servers the power budget holds"),
           lambda o: getattr(o, "servers_in_budget", None), "number:0", None,
           shown=_any("servers_in_budget")),
    Metric("psu_headroom", N(CTX, "PSU headroom at peak"), _facility("psu_headroom"), "percent",
           None),
)


def visible_metrics(result: QuoteResult | None) -> tuple[Metric, ...]:
    """The rows a result shows: every plain row, and the decision rows the quote uses."""
    if result is None:
        return METRICS
    return tuple(m for m in METRICS if m.shown is None or m.shown(result))


def row_label(metric: Metric, result: QuoteResult | None, translate) -> str:
    """The row's label in the UI language (``translate``), the work unit named where the row
    counts per unit of work in its plural ("kWh per 10⁶ tokens", "10⁶ afbeeldingen")."""
    from app.io.words.labels import work_unit
    from app.ui.i18n import current_language

    text = translate(metric.label)
    if result is None:
        return text
    return text.replace("{unit}", work_unit(result, current_language(), 10**6))


def format_value(metric: Metric, value: float | None, result: QuoteResult, lang: str) -> str:
    if value is ON_REQUEST:  # a price nobody knows (app.calc.price_request)
        return price_on_request(lang)
    if metric.kind == "text":
        return value or "–"
    if metric.kind == "money":
        return money(value, result.currency, lang, 0 if abs(value or 0) >= 1000 else 2)
    if metric.kind == "percent":
        return percent(value, 1, lang)
    if metric.kind == "years":
        return years(value, lang)
    if metric.kind == "years_horizon":
        return years(value, lang, horizon=result.years)
    return number(value, int(metric.kind.split(":")[1]), lang)


def best_labels(metric: Metric, result: QuoteResult) -> set[str]:
    """Labels of the options with the best value of ``metric`` (ties all count)."""
    if metric.better is None:
        return set()
    values = {o.label: metric.value(o) for o in result.options
              if o.valid and not ((metric.candidates_only or metric.rank_candidates) and o.baseline)}
    values = {k: v for k, v in values.items() if isinstance(v, int | float)}  # not the words
    if len(values) < 2:
        return set()
    best = (min if metric.better == "min" else max)(values.values())
    return {k for k, v in values.items() if abs(v - best) <= 1e-9 * max(1.0, abs(best))}
