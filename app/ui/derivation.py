""""Why this number": the formulas behind one result cell, with only the inputs that number
rests on and where each came from. Returns HTML for the side panel; assumed inputs are amber,
measured and datasheet values plain. The formula numbers a line cites in brackets ("(M16,
M17)") are links ``formula:M16``: the panel opens the guide's page on the formulas there.
"""

from __future__ import annotations

import re
from html import escape

from app.io.words.formatting import money, number, percent, price_on_request
from app.io.words.labels import (
    after_confidence,
    confidence_text,
    input_name,
    input_unit,
    own_source,
    source_text,
    work_unit,
)
from app.model import InputUsed, OptionResult, Quote, QuoteResult
from app.model.provenance import QUOTE_INPUT
from app.text.in_language import own_text
from app.ui.derivation_money import MONEY_KEYS, money_lines
from app.ui.i18n import T

CTX = "Why"
AMBER = "#ffe0a3"
ASSUMED = {"assumption"}

#: a formula number ("M13a") inside the brackets of a line, where the lines cite them
_CITED = re.compile(r"\(([^()]*)\)")
_NUMBER = re.compile(r"\bM\d{1,2}[a-z]?\b")
#: the scheme of the links to the guide's formula page
FORMULA = "formula"

# The inputs (app.calc.provenance.inputs_used, by their ``key``) behind each group of figures
_POWER = {"tdp", "idle_power", "measured_idle", "measured_full", "busy_power", "platform_idle",
          "platform_max", "efficiency_curve", "it_power_factor", "fleet_utilization",
          "cap_exponent"}
_YEARLY = {"cooling_pue", "cooling_pue_factor", "site_pue", "hours_per_year"}
_ENERGY = _POWER | _YEARLY
_ENERGY_COST = {"energy_price_per_kwh", "price_escalation", "measured_night_share"} | _YEARLY
_CAPEX = {"unit_price", "base_price", "installation", "extra_lines", "extra_lines_per_server",
          "line_discount"}
_OPEX = {"maintenance_per_year", "maintenance_rate", "licence_per_gpu_year",
         "energy_price_per_kwh", "price_escalation", "support_rate", "warranty_years"}
_TCO = _CAPEX | _OPEX
INPUTS_OF = {
    "servers": {"throughput", "fleet_utilization"},
    "utilization": {"throughput", "fleet_utilization"},
    "wall_w": _POWER, "wall_kw": _POWER, "annual_kwh_total": _ENERGY,
    "annual_kwh_overhead": _ENERGY, "annual_energy_cost": _ENERGY_COST,
    "annual_co2_kg": {"carbon_kg_per_kwh"} | _YEARLY, "capex": _CAPEX, "tco": _TCO,
    "simple_payback_years": _TCO, "discounted_payback_years": _TCO, "npv": _TCO,
    "night_energy_share": {"measured_night_share", "fleet_utilization"},
    "maintenance_after_warranty": {"support_rate", "warranty_years"},
    "kwh_per_mwork": _YEARLY | {"throughput"}, "cost_per_mwork": _TCO | {"throughput"},
}
# quote inputs a figure rests on that inputs_used does not list
SITE_EXTRA = {key: ("discount_rate",) for key in
              ("tco", "discounted_payback_years", "npv", "cost_per_mwork")}
# figures against the baseline: the baseline's own running costs are inputs too
AGAINST_BASELINE = {"simple_payback_years", "discounted_payback_years", "npv"}
_BASELINE_OPEX = {"maintenance_per_year", "maintenance_rate", "licence_per_gpu_year"}


def inputs_behind(key: str, option: OptionResult, quote: Quote,
                  result: QuoteResult | None = None) -> list[InputUsed]:
    """The inputs the figure ``key`` of ``option`` rests on (all of them for an unknown key);
    for a payback or the NPV also the baseline's maintenance and licences."""
    keys = INPUTS_OF.get(key)
    used = [i for i in option.inputs if keys is None or i.key in keys]
    if key in AGAINST_BASELINE and result is not None and result.baseline and not option.baseline:
        base = result.option(result.baseline)
        used += [i for i in base.inputs if i.key in _BASELINE_OPEX]
    for field in SITE_EXTRA.get(key, ()):
        prov = quote.site.provenance.get(field, QUOTE_INPUT)
        used.append(InputUsed(name=field.replace("_", " "), value=getattr(quote.site, field),
                              source=prov.source, confidence=prov.confidence.value, key=field))
    return used


def _power_lines(o: OptionResult, f) -> list[str]:
    return [
        T(CTX, "Wall power {wall} W = DC load {dc} W / PSU efficiency {eta} at {load} load per "
               "PSU (M6–M8).").format(wall=f(o.wall_w, 0), dc=f(o.dc_w, 0),
                                      eta=percent(o.psu_efficiency, 1, f.lang),
                                      load=percent(o.psu_load, 1, f.lang)),
        T(CTX, "DC load {dc} W = ({n} GPUs × {gpu} W + platform {plat} W) × cooling's IT power "
               "factor × profile λ {lam} (M5).").format(
            dc=f(o.dc_w, 0), n=o.gpus // o.servers if o.servers else "?", gpu=f(o.gpu_w, 1),
            plat=f(o.platform_w, 1), lam=f(o.lam, 2)),
        T(CTX, "GPU average power {gpu} W = idle + (full {full} W − idle) × utilization {u} "
               "(M3).").format(gpu=f(o.gpu_w, 1), full=f(o.gpu_full_w, 1),
                               u=percent(o.utilization, 1, f.lang)),
    ]


def _energy_lines(o: OptionResult, q: Quote, f) -> list[str]:
    return [
        T(CTX, "Energy {kwh} kWh/year = {m} servers × {wall} W × {h} h / 1000 × PUE {pue} "
               "(M16, M17).").format(kwh=f(o.annual_kwh_total, 0), m=o.servers, wall=f(o.wall_w, 0),
                                    h=f(q.site.hours_per_year, 0), pue=f(o.pue, 3)),
        T(CTX, "Facility overhead {oh} kWh/year = total {kwh} − IT {it} (M18).").format(
            oh=f(o.annual_kwh_overhead, 0), kwh=f(o.annual_kwh_total, 0), it=f(o.annual_kwh_it, 0)),
    ]


def _lines(key: str, o: OptionResult, q: Quote, r: QuoteResult, f) -> list[str]:
    cur = q.currency
    m = lambda v: money(v, cur, f.lang)  # noqa: E731
    if key in ("wall_w", "wall_kw"):
        head = [] if key == "wall_w" else [
            T(CTX, "All servers {kw} kW = {m} servers × {wall} W / 1000.").format(
                kw=f(o.servers * o.wall_w / 1000, 2), m=o.servers, wall=f(o.wall_w, 0))]
        return head + _power_lines(o, f)
    if key in ("servers", "utilization"):
        if o.mode == "fleet":
            return [T(CTX, "Fleet mode: {m} servers at {u} utilization, as the customer runs "
                           "them today.").format(m=o.servers, u=percent(o.utilization, 1, f.lang))]
        return [T(CTX, "Servers {m} = ceil(D / (n × T × u_max)) with demand D {d} {unit}/s, "
                       "throughput per GPU T {t} (M13).").format(
                    m=o.servers, d=f(r.demand_per_s, 4), unit=work_unit(r, f.lang),
                    t=f(o.throughput_per_gpu, 4)),
                T(CTX, "Utilization {u} = D / (servers × n × T) (M14).").format(
                    u=percent(o.utilization, 2, f.lang))]
    if key in ("annual_kwh_total", "annual_kwh_overhead"):
        return _energy_lines(o, q, f) + _power_lines(o, f)[:1]
    if key == "annual_energy_cost":
        price = q.site.energy_price_per_kwh
        if o.night_energy_share is not None and o.price_per_kwh is not None:
            price = o.price_per_kwh  # the day/night tariff's blend for this option
        return [T(CTX, "Energy cost year 1 {c} = {kwh} kWh × {p} per kWh (M19); later years "
                       "rise {e} a year.").format(c=m(o.annual_energy_cost), kwh=f(o.annual_kwh_total, 0),
                                                  p=money(price, cur, f.lang, 4),
                                                  e=percent(q.site.price_escalation, 1, f.lang))
                ] + night_share_lines(o, q, f.lang) + _energy_lines(o, q, f)[:1]
    if key == "annual_co2_kg":
        return [T(CTX, "CO₂ {co2} kg/year = {kwh} kWh × {c} kg/kWh (M20).").format(
            co2=f(o.annual_co2_kg, 0), kwh=f(o.annual_kwh_total, 0), c=f(q.site.carbon_kg_per_kwh, 3))]
    if key == "night_energy_share":
        return night_share_lines(o, q, f.lang)
    if key in MONEY_KEYS:
        return money_lines(key, o, q, r, f.lang)
    decision = _decision_lines(key, o, q, r, f)
    if decision is not None:
        return decision
    if key == "kwh_per_mwork":
        return [T(CTX, "Energy per 10⁶ {unit} = {kwh} kWh / {work} {unit} a year × 10⁶ (M21).")
                .format(kwh=f(o.annual_kwh_total, 0), work=f(o.work_per_year, 0),
                        unit=work_unit(r, f.lang, 10**6))]
    if key == "cost_per_mwork":
        return [T(CTX, "Cost per 10⁶ {unit} = TCO {tco} / discounted work over {n} years × 10⁶ "
                       "(M25).").format(tco=m(o.tco), n=r.years,
                                        unit=work_unit(r, f.lang, 10**6))]
    return []


def night_share_lines(o: OptionResult, q: Quote, lang: str) -> list[str]:
    """Under a day/night tariff: the price per kWh as the blend by the night share of the energy,
    and where that share comes from (the option's measured load, or the even spread)."""
    t = q.site.tariff
    if t is None or o.night_energy_share is None:
        return []
    pct = lambda v: percent(v, 1, lang)  # noqa: E731
    lines = [T(CTX, "Price per kWh {p} = night share {s} × night price {n} + the rest × day "
                    "price {d}.").format(p=money(o.price_per_kwh, q.currency, lang, 4),
                                         s=pct(o.night_energy_share),
                                         n=money(t.night_price_per_kwh, q.currency, lang, 4),
                                         d=money(t.day_price_per_kwh, q.currency, lang, 4))]
    if o.measured_night_share is not None:
        lines.append(T(CTX, "Night share from this fleet's measured load over the day: {m} of "
                            "its energy falls in the {h} night hours from {start}:00 (telemetry; "
                            "candidates assume an even spread).").format(
            m=pct(o.measured_night_share), h=number(t.night_hours_per_day, 1, lang),
            start=f"{t.night_start_hour:02d}"))
    else:
        lines.append(T(CTX, "Night share for a load spread evenly over the day: {h} night hours "
                            "of 24 = {b}.").format(h=number(t.night_hours_per_day, 1, lang),
                                                   b=pct(t.night_hours_per_day / 24)))
    if t.flexible_share > 0:
        lines.append(T(CTX, "Plus the work that may move to the night ({f} of the daytime work), "
                            "as far as the night's capacity at u_max allows.").format(
            f=pct(t.flexible_share)))
    return lines


def _decision_lines(key: str, o: OptionResult, q: Quote, r: QuoteResult, f) -> list[str] | None:
    """The whole decision's rows (METHOD §11.4-§11.6); None for any other row."""
    cur = q.currency
    m = lambda v: money(v, cur, f.lang)  # noqa: E731
    bill = q.site.bill
    if key == "energy_tax" and bill is not None and o.energy_tax_by_year:
        return [T(CTX, "Energy tax year 1 {t}: what this option's {kwh} kWh add to the tax on the "
                       "rest of the site's {site} kWh a year, band by band (M19a).").format(
            t=m(o.energy_tax_by_year[0]), kwh=f(o.annual_kwh_total, 0),
            site=f(bill.site_kwh_per_year, 0))]
    if key == "capacity_charge" and bill is not None and o.capacity_charge_by_year:
        return [T(CTX, "Capacity charge year 1 {c} = 12 × {p} per kW a month × {m} servers × peak "
                       "{w} W × PUE {pue} / 1000 (M19b). The design peak at the mean PUE: a summer "
                       "peak can be higher.").format(
            c=m(o.capacity_charge_by_year[0]), p=money(bill.capacity_price_per_kw_month, cur, f.lang),
            m=o.servers, w=f(o.wall_peak_w, 0), pue=f(o.pue, 3))]
    if key == "gpu_hours" and o.gpu_hours_per_year is not None:
        return [T(CTX, "Rented: {h} GPU-hours a year are billed; the energy and CO₂ shown are the "
                       "provider's, not on your bill (M37).").format(h=f(o.gpu_hours_per_year, 0))]
    if key in ("capex_upfront", "monthly_payment") and o.monthly_payment is not None:
        return [T(CTX, "Paid at the start {k0}; the financed part is paid {a} a month (M36). Each "
                       "year's payments are in the opex of that year.").format(
            k0=m(o.capex_upfront), a=m(o.monthly_payment))]
    if key == "residual_value":
        return [T(CTX, "Residual value {rv} at the end of year {n}: the resale share of the "
                       "capex less installation (M35); the TCO and NPV count it, the paybacks do "
                       "not.").format(rv=m(o.residual_value), n=r.years)]
    if key == "annual_co2_market_kg" and q.site.market_carbon_kg_per_kwh is not None:
        return [T(CTX, "Market-based CO₂ {co2} kg/year = {kwh} kWh × the contract's {c} kg/kWh; "
                       "the grid figure above stays the default.").format(
            co2=f(o.annual_co2_market_kg, 0), kwh=f(o.annual_kwh_total, 0),
            c=f(q.site.market_carbon_kg_per_kwh, 3))]
    if key in ("embodied_kg", "carbon_horizon_kg", "carbon_payback_years"):
        if o.embodied_kg is None:
            return [T(CTX, "Embodied CO₂ is not known for this hardware: the catalogue has no "
                           "figure for its platform or GPU.")]
        return [T(CTX, "Embodied CO₂ {e} kg, counted in full at the purchase (M38); over {n} "
                       "years with the running CO₂: {h} kg.").format(
                    e=f(o.embodied_kg, 0), n=r.years, h=f(o.carbon_horizon_kg, 0)),
                T(CTX, "Carbon payback: the extra embodied CO₂ divided by the yearly CO₂ saved "
                       "against the current configuration, at today's grid intensity (M39).")]
    return None


def formula_links(html: str) -> str:
    """``html`` (escaped text) with each formula number it cites in brackets made a link
    ``formula:M16``; a number outside brackets (part of a name) stays text."""
    def cited(group: re.Match) -> str:
        return _NUMBER.sub(lambda m: f'<a href="{FORMULA}:{m[0]}">{m[0]}</a>', group[0])
    return _CITED.sub(cited, html)


class _Fmt:
    def __init__(self, lang: str):
        self.lang = lang

    def __call__(self, value, digits: int) -> str:
        return number(value, digits, self.lang)


def explain(key: str, option: OptionResult, quote: Quote, result: QuoteResult, lang: str) -> str:
    """HTML for the side panel: formulas in plain words, then inputs with source and confidence."""
    title = f"<h3>{escape(option.label)}</h3>"
    if not option.valid:
        items = "".join(f"<li>{escape(r)}</li>" for r in option.reasons)
        return title + f"<p><b>{T(CTX, 'This option is invalid:')}</b></p><ul>{items}</ul>"
    lines = _lines(key, option, quote, result, _Fmt(lang))
    body = "".join(f"<p>{formula_links(escape(line))}</p>" for line in lines)
    notes = "".join(f"<li>{escape(n)}</li>" for n in option.notes)
    rows = []
    for inp in inputs_behind(key, option, quote, result):
        value = inp.value if isinstance(inp.value, str) else number(inp.value, 4, lang).rstrip("0").rstrip(",.")
        unit = input_unit(inp, lang)
        if inp.value is None and inp.key in ("unit_price", "base_price"):  # no public price
            value, unit = price_on_request(lang), ""
        style = f' style="background:{AMBER}"' if inp.confidence in ASSUMED else ""
        # in Dutch the catalogue's Dutch source where it has one (as the Dutch proposal cites
        # it); else the source as written, internal references included: the seller's view
        own = own_text(inp, "source", lang)
        source = source_text(inp.source, lang, own) if own.strip() else own_source(inp.source, lang)
        source = after_confidence(inp.confidence, source)
        source = source if len(source) <= 70 else source[:67] + "…"
        rows.append(f"<li{style}><b>{escape(input_name(inp, lang))}</b> {escape(str(value))} "
                    f"{escape(unit)} — "
                    f"<i>{escape(confidence_text(inp.confidence, lang))}</i>: {escape(source)}</li>")
    legend = T(CTX, "Amber rows are assumptions, not datasheet or measured values.")
    notes_html = f"<p><b>{T(CTX, 'Notes')}</b></p><ul>{notes}</ul>" if notes else ""
    return (title + body + notes_html + f"<p><b>{T(CTX, 'Inputs')}</b> — {legend}</p>"
            f"<ul>{''.join(rows)}</ul>")
