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
from app.text import trc


def _used(name: str, test=lambda v: v is not None and v != []):
    """A row of the whole decision (METHOD §11.4-§11.6), shown only where a quote uses it."""
    return lambda r: any(o.valid and test(getattr(o, name)) for o in r.options)


def _positive(v) -> bool:
    return v is not None and v > 0


def _first(values: list[float]) -> float | None:
    return values[0] if values else None


def _t(lang: str, key: str, **values) -> str:
    """The table's text ``key`` in ``lang`` (msgctxt ``calc:<key>``), ``values`` filled in."""
    return trc(lang, f"calc:{key}", TITLES[key], **values)


def _carbon_payback(o, r, lang) -> str:
    """(M39) in years, past the horizon said so; else why there is none."""
    if o.baseline:
        return ""
    if o.carbon_payback_years is None:
        status = o.carbon_payback_status
        return _t(lang, status) if status in CARBON_PAYBACK_STATUS else ""
    return simple_payback(o.carbon_payback_years, r.years, lang)


def _growing(r) -> bool:
    """A demand that grows (METHOD §13): the year-by-year rows are shown."""
    return bool(r.demand_by_year)


def _years(values: list, shown) -> str:
    """"4 / 4 / 5 / 6 / 8": one figure per year."""
    return " / ".join(shown(v) for v in values)


def _known(value, digits: int, lang: str) -> str:
    return _t(lang, "not_known") if value is None else number(value, digits, lang)


#: {key: title}: the table's row titles in English (the key is the msgctxt "calc:<key>")
TITLES = {
    "servers": "Servers", "gpus": "GPUs", "utilization": "Utilization",
    "precision": "Number format", "wall_w": "Wall power per server [W]",
    "wall_peak_w": "Peak wall power per server [W]", "psu_efficiency": "PSU efficiency",
    "kwh_it": "Energy IT [kWh/year]", "kwh_overhead": "Energy overhead [kWh/year]",
    "kwh_total": "Energy total [kWh/year]", "energy_cost": "Energy cost, year 1",
    "energy_tax": "of which energy tax, year 1",
    "capacity_charge": "of which grid capacity charge, year 1",
    "gpu_hours": "Rented GPU-hours billed [h/year]", "co2": "CO2 [kg/year]",
    "co2_market": "CO2, market-based (contract) [kg/year]",
    "embodied": "Embodied CO2 of the hardware [kg]",
    "carbon_horizon": "CO2 over the horizon, embodied included [kg]",
    "carbon_payback": "Carbon payback of the hardware",
    "servers_by_year": "Servers, year 1 to N", "utilization_by_year": "Utilization, year 1 to N",
    "purchases_by_year": "Servers bought at the start of year 1 to N",
    "capex_by_year": "Capex paid at the start of year 1 to N", "capex": "Capex",
    "capex_pv": "Capex, present value at purchase",
    "capex_upfront": "Paid at the start (the financed part monthly)",
    "monthly_payment": "Monthly loan payment", "residual": "Residual value at the horizon",
    "maintenance": "Maintenance by year (after the warranty)",
    "allowance": "Tax benefit of the allowances (end of year 1)",
    "tco": "TCO over {n} years", "simple_payback": "Payback, simple (first-year saving)",
    "discounted_payback": "Payback, cumulative (escalated, discounted)",
    "npv": "NPV of switching", "kwh_per_work": "kWh per 10^6 units",
    "cost_per_work": "Cost per 10^6 units",
    # the rest of the table
    "baseline": "{label} (baseline)", "invalid": "invalid",
    "demand": "{quote} — {workload}, demand {demand} {unit}/s",
    "growth": "Demand grows {growth} a year: {demands} {unit}/s in years 1 to {n}",
    # why a candidate has no carbon payback (M39), by the result's status
    "never": "never", "no_payback": "no payback", "not_known": "not known",
}
CARBON_PAYBACK_STATUS = ("never", "no_payback", "not_known")

#: (key, cell, shown): shown None for every quote, else a test of the result; a cell is
#: ``cell(option, result, lang)``
ROWS = (
    ("servers", lambda o, r, L: number(o.servers, 0, L)),
    ("gpus", lambda o, r, L: number(o.gpus, 0, L)),
    ("utilization", lambda o, r, L: percent(o.utilization, 1, L)),
    ("precision", lambda o, r, L: (o.precision or "").upper() or "–",  # (M40) FP8
     lambda r: any(o.precision for o in r.options)),
    ("wall_w", lambda o, r, L: number(o.wall_w, 2, L)),
    ("wall_peak_w", lambda o, r, L: number(o.wall_peak_w, 2, L)),
    ("psu_efficiency", lambda o, r, L: percent(o.psu_efficiency, 2, L)),
    ("kwh_it", lambda o, r, L: number(o.annual_kwh_it, 2, L)),
    ("kwh_overhead", lambda o, r, L: number(o.annual_kwh_overhead, 2, L)),
    ("kwh_total", lambda o, r, L: number(o.annual_kwh_total, 2, L)),
    ("energy_cost", lambda o, r, L: money(o.annual_energy_cost, r.currency, L)),
    ("energy_tax", lambda o, r, L: money(_first(o.energy_tax_by_year), r.currency, L),
     _used("energy_tax_by_year")),
    ("capacity_charge", lambda o, r, L: money(_first(o.capacity_charge_by_year), r.currency, L),
     _used("capacity_charge_by_year")),
    ("gpu_hours", lambda o, r, L: number(o.gpu_hours_per_year, 0, L), _used("gpu_hours_per_year")),
    ("co2", lambda o, r, L: number(o.annual_co2_kg, 2, L)),
    ("co2_market", lambda o, r, L: number(o.annual_co2_market_kg, 2, L),
     _used("annual_co2_market_kg")),
    ("embodied", lambda o, r, L: _known(o.embodied_kg, 2, L), _used("embodied_kg", _positive)),
    ("carbon_horizon", lambda o, r, L: _known(o.carbon_horizon_kg, 2, L),
     _used("embodied_kg", _positive)),
    ("carbon_payback", _carbon_payback, _used("embodied_kg", _positive)),
    ("servers_by_year", lambda o, r, L: _years(o.servers_by_year, lambda v: number(v, 0, L)),
     _growing),
    ("utilization_by_year",
     lambda o, r, L: _years(o.utilization_by_year, lambda v: percent(v, 1, L)), _growing),
    ("purchases_by_year", lambda o, r, L: _years(o.purchases_by_year, lambda v: number(v, 0, L)),
     _growing),
    ("capex_by_year", lambda o, r, L: _years(o.capex_by_year, lambda v: number(v, 0, L)),
     _growing),
    ("capex", lambda o, r, L: money(o.capex, r.currency, L)),
    ("capex_pv", lambda o, r, L: money(o.capex_pv, r.currency, L), _growing),
    ("capex_upfront", lambda o, r, L: money(o.capex_upfront, r.currency, L),
     _used("financing_by_year")),
    ("monthly_payment", lambda o, r, L: "" if o.monthly_payment is None else money(
        o.monthly_payment, r.currency, L), _used("monthly_payment")),
    ("residual", lambda o, r, L: "" if o.residual_value is None else money(
        o.residual_value, r.currency, L), _used("residual_value", _positive)),
    ("maintenance", lambda o, r, L: " / ".join(money(v, r.currency, L)
                                               for v in o.maintenance_by_year),
     _used("maintenance_by_year", lambda v: bool(v) and len(set(v)) > 1)),
    ("allowance", lambda o, r, L: money(o.allowance_benefit, r.currency, L),
     _used("allowance_benefit", _positive)),
    ("tco", lambda o, r, L: money(o.tco, r.currency, L)),
    ("simple_payback", lambda o, r, L: "" if o.baseline else simple_payback(
        payback(o.simple_payback_years, o.simple_no_payback), r.years, L)),
    ("discounted_payback", lambda o, r, L: "" if o.baseline else years(
        payback(o.discounted_payback_years, o.discounted_no_payback), L, horizon=r.years)),
    ("npv", lambda o, r, L: "" if o.baseline else money(o.npv, r.currency, L)),
    ("kwh_per_work", lambda o, r, L: number(o.kwh_per_work and o.kwh_per_work * 1e6, 4, L)),
    ("cost_per_work",
     lambda o, r, L: money(o.tco_per_work and o.tco_per_work * 1e6, r.currency, L)),
)


#: the rows a price nobody knows leaves unknown, by key: the figure they show
ON_REQUEST = {"capex": "capex", "tco": "tco", "simple_payback": "simple_payback_years",
              "discounted_payback": "discounted_payback_years", "npv": "npv",
              "cost_per_work": "tco_per_work", "capex_pv": "capex_pv",
              "capex_upfront": "capex_upfront", "maintenance": "maintenance_by_year"}
_COMPARED = {"simple_payback", "npv", "discounted_payback"}


def _cell(cell, key, o, result, lang) -> str:
    if not o.valid:
        return _t(lang, "invalid")
    if on_request(o, ON_REQUEST.get(key)) and not (o.baseline and key in _COMPARED):
        return price_on_request(lang)
    return cell(o, result, lang)


def render_text(result: QuoteResult, lang: str = "en") -> str:
    """A readable table in ``lang``: one column per option, then reasons, flags and notes (the
    notes as the result holds them: app.io.words.formatting.localized words them)."""
    header = ["", *[_t(lang, "baseline", label=o.label) if o.baseline else o.label
                    for o in result.options]]
    rows = [header]
    for key, cell, *shown in ROWS:
        if shown and not shown[0](result):
            continue
        cells = [_cell(cell, key, o, result, lang) for o in result.options]
        rows.append([_t(lang, key, n=result.years) if key == "tco" else _t(lang, key), *cells])
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = [_t(lang, "demand",
        quote=result.quote, workload=result.workload, demand=number(result.demand_per_s, 4, lang),
        unit=result.work_unit), ""]
    if result.demand_by_year:  # (M43)
        lines[-1:-1] = [_t(lang, "growth",
            growth=percent(result.demand_growth, 1, lang), unit=result.work_unit, n=result.years,
            demands=_years(result.demand_by_year, lambda d: number(d, 2, lang)))]
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
