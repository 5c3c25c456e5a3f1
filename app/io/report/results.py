"""The results of a quote as plain text (``gpu-tco calc``) and as one JSON document."""

from __future__ import annotations

import json

from app.io.words.formatting import (
    money,
    number,
    on_request,
    payback,
    percent,
    price_on_request,
    simple_payback,
    years,
)
from app.model import QuoteResult


def _used(name: str, test=lambda v: v is not None and v != []):
    """A row of the whole decision (METHOD §11.4-§11.6), shown only where a quote uses it."""
    return lambda r: any(o.valid and test(getattr(o, name)) for o in r.options)


def _positive(v) -> bool:
    return v is not None and v > 0


def _first(values: list[float]) -> float | None:
    return values[0] if values else None


CARBON_PAYBACK_STATUS = {"never": "never", "no_payback": "no payback", "not_known": "not known"}


def _carbon_payback(o, r) -> str:
    """(M39) in years, past the horizon said so; else why there is none."""
    if o.baseline:
        return ""
    if o.carbon_payback_years is None:
        return CARBON_PAYBACK_STATUS.get(o.carbon_payback_status, "")
    return simple_payback(o.carbon_payback_years, r.years)


def _growing(r) -> bool:
    """A demand that grows (METHOD §13): the year-by-year rows are shown."""
    return bool(r.demand_by_year)


def _years(values: list, shown) -> str:
    """"4 / 4 / 5 / 6 / 8": one figure per year."""
    return " / ".join(shown(v) for v in values)


#: (title, cell, shown): shown None for every quote, else a test of the result
ROWS = (
    ("Servers", lambda o, r: number(o.servers)),
    ("GPUs", lambda o, r: number(o.gpus)),
    ("Utilization", lambda o, r: percent(o.utilization)),
    ("Number format", lambda o, r: (o.precision or "").upper() or "–",  # (M40) FP8
     lambda r: any(o.precision for o in r.options)),
    ("Wall power per server [W]", lambda o, r: number(o.wall_w, 2)),
    ("Peak wall power per server [W]", lambda o, r: number(o.wall_peak_w, 2)),
    ("PSU efficiency", lambda o, r: percent(o.psu_efficiency, 2)),
    ("Energy IT [kWh/year]", lambda o, r: number(o.annual_kwh_it, 2)),
    ("Energy overhead [kWh/year]", lambda o, r: number(o.annual_kwh_overhead, 2)),
    ("Energy total [kWh/year]", lambda o, r: number(o.annual_kwh_total, 2)),
    ("Energy cost, year 1", lambda o, r: money(o.annual_energy_cost, r.currency)),
    ("of which energy tax, year 1", lambda o, r: money(_first(o.energy_tax_by_year), r.currency),
     _used("energy_tax_by_year")),
    ("of which grid capacity charge, year 1",
     lambda o, r: money(_first(o.capacity_charge_by_year), r.currency),
     _used("capacity_charge_by_year")),
    ("Rented GPU-hours billed [h/year]", lambda o, r: number(o.gpu_hours_per_year),
     _used("gpu_hours_per_year")),
    ("CO2 [kg/year]", lambda o, r: number(o.annual_co2_kg, 2)),
    ("CO2, market-based (contract) [kg/year]", lambda o, r: number(o.annual_co2_market_kg, 2),
     _used("annual_co2_market_kg")),
    ("Embodied CO2 of the hardware [kg]",
     lambda o, r: "not known" if o.embodied_kg is None else number(o.embodied_kg, 2),
     _used("embodied_kg", _positive)),
    ("CO2 over the horizon, embodied included [kg]",
     lambda o, r: "not known" if o.carbon_horizon_kg is None else number(o.carbon_horizon_kg, 2),
     _used("embodied_kg", _positive)),
    ("Carbon payback of the hardware", _carbon_payback, _used("embodied_kg", _positive)),
    ("Servers, year 1 to N", lambda o, r: _years(o.servers_by_year, number), _growing),
    ("Utilization, year 1 to N", lambda o, r: _years(o.utilization_by_year, percent), _growing),
    ("Servers bought at the start of year 1 to N",
     lambda o, r: _years(o.purchases_by_year, number), _growing),
    ("Capex paid at the start of year 1 to N",
     lambda o, r: _years(o.capex_by_year, lambda v: number(v)), _growing),
    ("Capex", lambda o, r: money(o.capex, r.currency)),
    ("Capex, present value at purchase", lambda o, r: money(o.capex_pv, r.currency), _growing),
    ("Paid at the start (the financed part monthly)",
     lambda o, r: money(o.capex_upfront, r.currency), _used("financing_by_year")),
    ("Monthly loan payment",
     lambda o, r: "" if o.monthly_payment is None else money(o.monthly_payment, r.currency),
     _used("monthly_payment")),
    ("Residual value at the horizon",
     lambda o, r: "" if o.residual_value is None else money(o.residual_value, r.currency),
     _used("residual_value", _positive)),
    ("Maintenance by year (after the warranty)",
     lambda o, r: " / ".join(money(v, r.currency) for v in o.maintenance_by_year),
     _used("maintenance_by_year", lambda v: bool(v) and len(set(v)) > 1)),
    ("Tax benefit of the allowances (end of year 1)",
     lambda o, r: money(o.allowance_benefit, r.currency), _used("allowance_benefit", _positive)),
    (None, lambda o, r: money(o.tco, r.currency)),
    ("Payback, simple (first-year saving)", lambda o, r: "" if o.baseline else simple_payback(
        payback(o.simple_payback_years, o.simple_no_payback), r.years)),
    ("Payback, cumulative (escalated, discounted)", lambda o, r: "" if o.baseline else years(
        payback(o.discounted_payback_years, o.discounted_no_payback), horizon=r.years)),
    ("NPV of switching", lambda o, r: "" if o.baseline else money(o.npv, r.currency)),
    ("kWh per 10^6 units", lambda o, r: number(o.kwh_per_work and o.kwh_per_work * 1e6, 4)),
    ("Cost per 10^6 units", lambda o, r: money(o.tco_per_work and o.tco_per_work * 1e6, r.currency)),
)


#: the rows a price nobody knows leaves unknown, by title: the figure they show
ON_REQUEST = {"Capex": "capex", None: "tco", "Payback, simple (first-year saving)":
              "simple_payback_years", "Payback, cumulative (escalated, discounted)":
              "discounted_payback_years", "NPV of switching": "npv",
              "Cost per 10^6 units": "tco_per_work", "Capex, present value at purchase":
              "capex_pv", "Paid at the start (the financed part monthly)": "capex_upfront",
              "Maintenance by year (after the warranty)": "maintenance_by_year"}
_COMPARED = {"Payback, simple (first-year saving)", "NPV of switching",
             "Payback, cumulative (escalated, discounted)"}


def _cell(cell, title, o, result) -> str:
    if not o.valid:
        return "invalid"
    if on_request(o, ON_REQUEST.get(title)) and not (o.baseline and title in _COMPARED):
        return price_on_request()
    return cell(o, result)


def render_text(result: QuoteResult) -> str:
    """A readable table: one column per option, then reasons, flags and notes."""
    header = ["", *[o.label + (" (baseline)" if o.baseline else "") for o in result.options]]
    rows = [header]
    for title, cell, *shown in ROWS:
        if shown and not shown[0](result):
            continue
        cells = [_cell(cell, title, o, result) for o in result.options]
        rows.append([title or f"TCO over {result.years} years", *cells])
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = [f"{result.quote} — {result.workload}, demand "
             f"{number(result.demand_per_s, 4)} {result.work_unit}/s", ""]
    if result.demand_by_year:  # (M43)
        lines[-1:-1] = [f"Demand grows {percent(result.demand_growth)} a year: "
                        f"{_years(result.demand_by_year, lambda d: number(d, 2))} "
                        f"{result.work_unit}/s in years 1 to {result.years}"]
    for row in rows:
        lines.append("  ".join([row[0].ljust(widths[0])] +
                               [c.rjust(w) for c, w in zip(row[1:], widths[1:])]).rstrip())
    for o in result.options:
        for text in [*o.reasons, *o.notes]:
            lines.append(f"- {o.label}: {text}")
    lines += [f"- {note}" for note in result.notes]
    return "\n".join(lines) + "\n"


def render_json(result: QuoteResult) -> str:
    """One JSON document: {"quote", "baseline", "options": [...], ...}; nothing rounded."""
    return json.dumps(result.model_dump(mode="json"), indent=2, ensure_ascii=False,
                      allow_nan=False) + "\n"
