"""The advisor's inputs: every uncertain number of a quote under one key, its point value, its
confidence and its range, and how a set of (possibly array) values becomes an option's
``ChainInputs``.

Keys are strings: ``site/energy_price_per_kwh``, ``workload/demand``, ``workload/u_max``,
``class/cap_beta``, ``gpu/<id>/<field>``, ``server/<id>/<field>``, ``cooling/<id>/<field>`` and
``option/<label>/<field>`` for prices quoted on an option, and ``workload/demand_growth`` (M43;
its range the quote's growth +/- 10 points, not a relative width). The same key used by two options takes
the same draw, so a common energy price moves all options together.

Ranges (METHOD principles: every value has a confidence): relative half-widths datasheet 2 %,
measured 5 %, typical 15 %, assumption 30 %, unless the caller gives (low, high) explicitly.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.calc import caps
from app.calc.advisor.growth_advice import KEY as GROWTH_KEY
from app.calc.advisor.growth_advice import growth_range
from app.calc.chain import ChainInputs
from app.calc.evaluate import chain_inputs
from app.model import Option, Quote
from app.model.provenance import QUOTE_INPUT

HALF_WIDTH = {"datasheet": 0.02, "measured": 0.05, "typical": 0.15, "assumption": 0.30}
#: A price on the quote itself is the offer in writing: datasheet-level confidence.
QUOTED_PRICE_CONFIDENCE = "datasheet"
MAX_HOURS = 8784.0


@dataclass(frozen=True)
class Input:
    """One uncertain input: point value, confidence and range [low, high] (same unit)."""

    key: str
    name: str
    value: float
    confidence: str
    low: float
    high: float
    unit: str = ""


def _clip(key: str, low: float, high: float) -> tuple[float, float]:
    if key == "site/hours_per_year":
        return max(low, 0.0), min(high, MAX_HOURS)
    if key == "workload/u_max":
        return low, min(high, 1.0)
    if key.endswith("/pue") or key == "site/site_pue":
        return max(low, 1.0), high
    return low, high


def _make(key, name, value, confidence, unit="", given=None) -> Input:
    if given and key in given:
        low, high = given[key]
    else:
        w = HALF_WIDTH[confidence]
        low, high = _clip(key, value - abs(value) * w, value + abs(value) * w)
    return Input(key, name, float(value), confidence, float(low), float(high), unit)


def _site_inputs(quote: Quote, given) -> list[Input]:
    site = quote.site
    names = {"energy_price_per_kwh": ("energy price", f"{quote.currency}/kWh"),
             "price_escalation": ("price escalation", "/year"),
             "carbon_kg_per_kwh": ("carbon intensity", "kg/kWh"),
             "site_pue": ("site air PUE", ""), "hours_per_year": ("powered hours", "h/year"),
             "discount_rate": ("discount rate", "/year")}
    out = []
    for field, (name, unit) in names.items():
        conf = site.provenance.get(field, QUOTE_INPUT).confidence.value
        value = getattr(site, field)
        if field == "energy_price_per_kwh" and site.bill is not None:
            value = site.bill.energy_price_per_kwh  # the bill's per-kWh part replaces p
        out.append(_make(f"site/{field}", name, value, conf, unit, given))
    if site.bill is not None:  # (M19a-c) the tax moves as one scale on every band's rate
        conf = site.provenance.get("bill", QUOTE_INPUT).confidence.value
        out.append(_make("site/energy_tax_scale", "energy tax", 1.0, conf, "x", given))
        out.append(_make("site/capacity_price_per_kw_month", "capacity charge",
                         site.bill.capacity_price_per_kw_month, conf,
                         f"{quote.currency}/kW/month", given))
    return out


def _used(quote: Quote) -> list[Option]:
    return list(quote.options)


def collect_inputs(quote: Quote, demand: float | None,
                   given: dict | None = None) -> dict[str, Input]:
    """Every uncertain input the quote's options use, keyed, with point value and range."""
    snap, cls = quote.catalog, quote.workload.class_id
    out = {i.key: i for i in _site_inputs(quote, given)}
    if demand is not None:
        out["workload/demand"] = _make("workload/demand", "demand", demand,
                                       QUOTE_INPUT.confidence.value, "units/s", given)
    growth = quote.workload.demand_growth  # (M43) +/- 10 points within (-0.5, 2]
    low, high = given[GROWTH_KEY] if given and GROWTH_KEY in given else growth_range(growth)
    out[GROWTH_KEY] = Input(GROWTH_KEY, "demand growth", float(growth), "assumption",
                            float(low), float(high), "/year")
    u_max = quote.workload.u_max
    out["workload/u_max"] = _make("workload/u_max", "utilization ceiling", u_max,
                                  QUOTE_INPUT.confidence.value, "", given)
    wl = snap.workloads[cls]
    out["class/cap_beta"] = _make("class/cap_beta", f"{wl.name} cap exponent", wl.cap_beta,
                                  wl.provenance_of("cap_beta").confidence.value, "", given)
    for opt in _used(quote):
        gpu, server = snap.gpus[opt.gpu], snap.servers[opt.server]
        cooling = snap.cooling[opt.cooling]
        g, s, c = f"gpu/{gpu.id}", f"server/{server.id}", f"cooling/{cooling.id}"
        rows = [(f"{g}/tdp_w", f"{gpu.name} TDP", gpu.tdp_w, gpu, "tdp_w", "W"),
                (f"{g}/idle_w", f"{gpu.name} idle power", gpu.idle_w, gpu, "idle_w", "W"),
                (f"{g}/price", f"{gpu.name} unit price", gpu.price_eur, gpu, "price_eur", ""),
                (f"{s}/platform_idle_w", f"{server.model} platform idle", server.platform_idle_w,
                 server, "platform_idle_w", "W"),
                (f"{s}/platform_max_w", f"{server.model} platform max", server.platform_max_w,
                 server, "platform_max_w", "W"),
                (f"{s}/base_price", f"{server.model} base price", server.base_price_eur, server,
                 "base_price_eur", ""),
                (f"{c}/it_power_factor", f"{cooling.name} IT power factor",
                 cooling.it_power_factor, cooling, "it_power_factor", "")]
        if cls in gpu.perf:
            rows.append((f"{g}/perf", f"{gpu.name} throughput", gpu.perf[cls], gpu,
                         f"perf.{cls}", "units/s"))
        if cls in gpu.busy_w:  # (M33) published busy power replaces TDP as P_unc
            rows.append((f"{g}/busy_w", f"{gpu.name} busy power", gpu.busy_w[cls], gpu,
                         f"busy_w.{cls}", "W"))
        pue_field = "pue" if cooling.pue is not None else "pue_factor"
        rows.append((f"{c}/{pue_field}", f"{cooling.name} {pue_field}",
                     getattr(cooling, pue_field), cooling, pue_field, ""))
        for key, name, value, entry, field, unit in rows:
            if key not in out and value is not None:  # an unknown price is no input to vary
                out[key] = _make(key, name, value, entry.provenance_of(field).confidence.value,
                                 unit, given)
        if opt.use_measured and gpu.measured is not None:
            for field in ("measured_idle_w", "measured_full_w"):
                key = f"{g}/{field}"
                out[key] = _make(key, f"{gpu.name} {field}", getattr(gpu.measured, field),
                                 "measured", "W", given)
        if opt.residual_fraction:
            key = f"option/{opt.label}/residual_fraction"
            out[key] = _make(key, f"{opt.label}: residual value", opt.residual_fraction,
                             QUOTE_INPUT.confidence.value, "", given)
        if opt.rental is not None:
            key = f"option/{opt.label}/price_per_gpu_hour"
            out[key] = _make(key, f"{opt.label}: rental price", opt.rental.price_per_gpu_hour,
                             QUOTED_PRICE_CONFIDENCE, f"{quote.currency}/GPU-hour", given)
        for field in ("gpu_price", "server_price"):
            if getattr(opt, field) is not None:
                key = f"option/{opt.label}/{field}"
                out[key] = _make(key, f"{opt.label}: quoted {field.replace('_', ' ')}",
                                 getattr(opt, field), QUOTED_PRICE_CONFIDENCE, "", given)
    return out


def point_values(inputs: dict[str, Input]) -> dict[str, float]:
    return {k: i.value for k, i in inputs.items()}


def option_inputs(quote: Quote, option: Option, demand: float | None, values: dict,
                  shape: tuple = ()) -> ChainInputs:
    """The option's ChainInputs with ``values`` (floats or arrays of ``shape``) put in: the
    engine's own resolver with the values as an overlay (app.calc.overlay), so the advisor's
    point is evaluate()'s result and a rental keeps its provider's PUE and carbon."""
    return chain_inputs(quote, option, demand, overlay=values, shape=shape)


def supported_ratio_floor(cap_curve) -> float:
    """The lowest power ratio the cap model is supported on (METHOD §3)."""
    return cap_curve[0][0] if cap_curve else caps.CAP_SUPPORTED_MIN_RATIO
