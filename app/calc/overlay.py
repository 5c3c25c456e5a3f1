"""Varied values laid over one option's resolved inputs: the advisor's what-ifs on the engine's
own ``ChainInputs``.

The advisor moves a quote's uncertain numbers (energy price, PUE, busy power, prices ...) around
their point values. Resolving an option a second time drifted from ``evaluate``: a rented option
lost its provider's PUE and carbon, a line discount and the precision format's throughput went
missing. So the advisor starts from the resolver's result (``evaluate.chain_inputs``) and this
module moves only the fields a varied key feeds, by the resolver's own rules; a key that is
absent leaves its field as resolved, and a value equal to its point gives the resolver's field
bit for bit (a resolved value that is not the raw one, the throughput at the chosen format, moves
by the ratio of the varied value to the raw one, which is exactly 1 at the point).

Keys as in ``app.calc.advisor.inputs``: ``site/<field>``, ``workload/demand``, ``workload/u_max``,
``class/cap_beta``, ``gpu/<id>/<field>``, ``server/<id>/<field>``, ``cooling/<id>/<field>``,
``option/<label>/<field>``. Values are floats or numpy arrays of one shape (``shape``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import numpy as np

from app.calc import energy
from app.calc.chain import ChainInputs
from app.model import Option, Quote


def liquid_figures(quote: Quote, option: Option) -> bool:
    """The server's power figures (or the GPU's measurement) are for liquid cooling: the IT
    power factor of the cooling then does not apply (it is 1)."""
    snap = quote.catalog
    gpu, server = snap.gpus[option.gpu], snap.servers[option.server]
    measured = gpu.measured if option.use_measured else None
    return server.power_figures_for == "liquid" or bool(measured and measured.cooling == "liquid")


def _ratio(v: Mapping, key: str, raw: float) -> Any:
    """The varied value over the raw one it replaces (1.0 exactly at the point); None when the
    key is not varied or the raw value is 0 (nothing to scale)."""
    if key not in v or raw == 0:
        return None
    return np.asarray(v[key], dtype=float) / raw if np.ndim(v[key]) else float(v[key]) / raw


def apply(quote: Quote, option: Option, base: ChainInputs, values: Mapping,
          demand: float | None, shape: tuple = ()) -> ChainInputs:
    """``base`` (the resolver's inputs of ``option``) with ``values`` put in.

    A fleet-mode option keeps its server count; its utilization follows a varied demand so the
    work stays equal to D (METHOD §4): u = u_quote x (D / D_point) x (perf_point / perf)."""
    snap, site, v = quote.catalog, quote.site, values
    gpu, server = snap.gpus[option.gpu], snap.servers[option.server]
    cooling = snap.cooling[option.cooling]
    g, s, c, o = (f"gpu/{gpu.id}", f"server/{server.id}", f"cooling/{cooling.id}",
                  f"option/{option.label}")
    rent = option.rental
    measured = option.use_measured and gpu.measured is not None
    cls = quote.workload.class_id
    f: dict[str, Any] = {}

    def put(field: str, key: str) -> None:
        if key in v:
            f[field] = v[key]

    # power (M1-M10): the GPU's figures, the resolver's P_unc rule (M33)
    if (r := _ratio(v, f"{g}/perf", gpu.perf.get(cls, 0.0))) is not None:
        f["perf"] = base.perf * r
    put("tdp_w", f"{g}/tdp_w")
    if measured:
        put("idle_w", f"{g}/measured_idle_w")
        put("uncapped_w", f"{g}/measured_full_w")
    else:
        put("idle_w", f"{g}/idle_w")
        busy = gpu.busy_power(cls)
        if base.busy_basis:
            if busy is not None and (r := _ratio(v, f"{g}/busy_w", busy)) is not None:
                f["uncapped_w"] = base.uncapped_w * r
        elif (r := _ratio(v, f"{g}/tdp_w", gpu.tdp_w)) is not None:
            f["uncapped_w"] = base.uncapped_w * r
    put("cap_beta", "class/cap_beta")
    put("platform_idle_w", f"{s}/platform_idle_w")
    put("platform_max_w", f"{s}/platform_max_w")
    if not liquid_figures(quote, option):
        put("it_power_factor", f"{c}/it_power_factor")
    # energy (M14-M19): a rental runs at its provider's PUE (and carbon where given, M37)
    pue_keys = ("site/site_pue", f"{c}/pue", f"{c}/pue_factor")
    if rent is None and any(k in v for k in pue_keys):
        f["pue"] = energy.effective_pue(
            v.get("site/site_pue", site.site_pue),
            v.get(f"{c}/pue", cooling.pue) if cooling.pue is not None else None,
            v.get(f"{c}/pue_factor", cooling.pue_factor))
    put("hours", "site/hours_per_year")
    put("price_per_kwh", "site/energy_price_per_kwh")
    put("escalation", "site/price_escalation")
    put("discount_rate", "site/discount_rate")
    if not (rent is not None and rent.provider_carbon_kg_per_kwh is not None):
        put("carbon_kg_per_kwh", "site/carbon_kg_per_kwh")
        if base.tariff is not None and (r := _ratio(v, "site/carbon_kg_per_kwh",
                                                    site.carbon_kg_per_kwh)) is not None:
            t = base.tariff
            f["tariff"] = replace(t, day_carbon=t.day_carbon * r, night_carbon=t.night_carbon * r)
    # prices (M20-M22): quoted prices net of the line discount, as the resolver has them
    net = 1.0 - option.discount
    for field, cat_key, own, list_field in (
            ("base_price", f"{s}/base_price", "server_price", "list_base_price"),
            ("gpu_price", f"{g}/price", "gpu_price", "list_gpu_price")):
        put(list_field, cat_key)
        key = f"{o}/{own}" if getattr(option, own) is not None else cat_key
        if key in v:
            f[field] = net * v[key]
    put("u_max", "workload/u_max")
    _decisions(base, v, o, f)
    if base.cap is not None and shape:
        f["cap"] = np.broadcast_to(np.asarray(base.cap, dtype=float), shape)
    if demand is not None and "workload/demand" in v:
        if option.fleet_mode:  # equal work: the fleet delivers D whatever its throughput
            f["fleet_utilization"] = (option.utilization * v["workload/demand"] / demand
                                      * base.perf / f.get("perf", base.perf))
        else:
            f["demand"] = v["workload/demand"]
    return replace(base, **f) if f else base


def _decisions(base: ChainInputs, v: Mapping, o: str, f: dict) -> None:
    """The bill's tax scale and capacity price, the residual fraction and the rental price put
    into the chain's tuples (METHOD §11.4-§11.5)."""
    if base.bill is not None and any(k in v for k in (
            "site/energy_price_per_kwh", "site/energy_tax_scale",
            "site/capacity_price_per_kw_month")):
        b, scale = base.bill, v.get("site/energy_tax_scale")
        f["bill"] = replace(
            b, energy_price=v.get("site/energy_price_per_kwh", b.energy_price),
            bands=b.bands if scale is None else [replace(band, per_kwh=band.per_kwh * scale)
                                                  for band in b.bands],
            capacity_price=v.get("site/capacity_price_per_kw_month", b.capacity_price))
    if f"{o}/residual_fraction" in v:
        f["residual_fraction"] = v[f"{o}/residual_fraction"]
    if base.rental is not None and f"{o}/price_per_gpu_hour" in v:
        f["rental"] = replace(base.rental, price_per_gpu_hour=v[f"{o}/price_per_gpu_hour"])
