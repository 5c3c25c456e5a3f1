"""Power profiles side by side (METHOD §3 presets) and what a power budget holds (§8, M30-M32).

Every row does the same work D: sizing options are re-sized (M13), fleet options keep their
servers at u = u_quote / phi. Frequency scaling is the reference the others beat: it loses 10 %
of throughput for 5 % of power, so at equal work it uses more energy than no profile at all.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from app.calc import caps, sizing
from app.calc.advisor.inputs import option_inputs
from app.calc.advisor.variants import variant_validity
from app.calc.chain import as_float, run_chain
from app.model import Option, ProfileChoice, Quote
from app.model.notes import note

REFERENCE = "frequency_scaling"


def variant_row(quote: Quote, option: Option, demand, values, name: str) -> dict:
    """One variant of an option (its cap/profile as set on ``option``) as plain numbers."""
    inp = option_inputs(quote, option, demand, values)
    if option.fleet_mode:  # equal work with the same servers
        assert inp.fleet_utilization is not None  # a fleet-mode option has its utilisation
        phi0 = as_float(run_chain(inp).phi)
        inp = replace(inp, fleet_utilization=inp.fleet_utilization / phi0)
    c = run_chain(inp)
    f = {k: as_float(getattr(c, k)) for k in (
        "phi", "lam", "servers", "utilization", "wall_w", "wall_peak_w", "annual_kwh_total",
        "tco", "kwh_per_work", "tco_per_work", "throughput_per_gpu", "work_per_year")}
    row = {"variant": name, **f, "servers": int(f["servers"]),
           "annual_energy_cost": float(np.asarray(c.energy_cost_by_year)[0]),
           "valid": bool(variant_validity(quote, option, c, ()))}
    row.update(budget_fit(quote, option, f["wall_peak_w"], f["throughput_per_gpu"], f["servers"]))
    return row


def budget_fit(quote: Quote, option: Option, wall_peak_w: float, throughput: float,
               servers: float) -> dict:
    """(M30)-(M32) and racks (M31) for one variant; empty where the site sets no limits."""
    site, out = quote.site, dict[str, Any]()
    if site.budget_kw is not None:
        design = site.design_pue if site.design_pue is not None else site.site_pue
        fit = int(sizing.servers_in_budget(site.budget_kw, wall_peak_w, design))
        out["servers_in_budget"] = fit
        out["throughput_in_budget"] = float(sizing.throughput_in_budget(
            fit, option.gpus_per_server, throughput, quote.workload.u_max))
        out["fits_budget"] = servers <= fit
    if site.rack_limit_kw is not None:
        server = quote.catalog.servers[option.server]  # a rack-scale system: its own rack
        per_rack = int(sizing.servers_per_rack(site.rack_limit_kw, wall_peak_w, site.rack_u,
                                               server.rack_units, server.rack_scale))
        out["servers_per_rack"] = per_rack
        out["racks"] = int(sizing.racks_needed(servers, per_rack)) if per_rack > 0 else None
    return out


def profile_table(quote: Quote, label: str, demand, values) -> dict:
    """"No profile" and each preset for option ``label``, at equal work.

    Returns rows (``variant`` = "none" or the preset id, ``supported`` by the GPU's catalogue
    row) with energy and cost deltas against "none" (positive: uses more).
    """
    option = next(o for o in quote.options if o.label == label)
    gpu = quote.catalog.gpus[option.gpu]
    plain = option.model_copy(update={"power_cap": None, "profile": None})
    rows = [dict(variant_row(quote, plain, demand, values, "none"), supported=True)]
    for pid in caps.PROFILE_PRESETS:
        variant = plain.model_copy(update={"profile": ProfileChoice.model_validate({"id": pid})})
        row = variant_row(quote, variant, demand, values, pid)
        rows.append(dict(row, supported=pid in gpu.profiles))
    ref = rows[0]
    for row in rows:
        row["kwh_vs_none"] = row["annual_kwh_total"] - ref["annual_kwh_total"]
        row["tco_vs_none"] = row["tco"] - ref["tco"]
    notes = ["Profiles scale the whole server load with lambda, idle included: optimistic at low "
             "utilization (METHOD §3)."]
    items = [note("profiles_lambda")]
    freq = next(r for r in rows if r["variant"] == REFERENCE)
    if freq["kwh_vs_none"] > 0:
        items.append(note("profiles_frequency_reference",
                          kwh=("number", freq["kwh_vs_none"], 0),
                          share=("percent", freq["kwh_vs_none"] / ref["annual_kwh_total"], 1)))
        notes.append(
            f"Frequency scaling is the reference, not a recommendation: at equal work it uses "
            f"{freq['kwh_vs_none']:,.0f} kWh a year more than no profile "
            f"({freq['kwh_vs_none'] / ref['annual_kwh_total']:+.1%}).")
    if not gpu.profiles:
        items.append(note("profiles_unsupported", gpu=gpu.name))
        notes.append(f"{gpu.name} supports none of the presets; they are shown for comparison "
                     "only.")
    return {"label": label, "rows": rows, "notes": notes,
            "note_items": [n.model_dump() for n in items]}


def budget_table(quote: Quote, label: str, demand, values, sweet_cap: float | None) -> dict | None:
    """What the site's budget holds for option ``label`` as configured, uncapped, with each
    supported preset and with the sweet-spot cap: servers (M30), throughput (M32), racks (M31).
    None without a budget or rack limit."""
    site = quote.site
    if site.budget_kw is None and site.rack_limit_kw is None:
        return None
    option = next(o for o in quote.options if o.label == label)
    gpu = quote.catalog.gpus[option.gpu]
    plain = option.model_copy(update={"power_cap": None, "profile": None})
    variants = [("as configured", option), ("uncapped, no profile", plain)]
    variants += [(f"profile {p}", plain.model_copy(update={"profile": ProfileChoice.model_validate({"id": p})}))
                 for p in caps.PROFILE_PRESETS if p in gpu.profiles]
    if sweet_cap is not None and sweet_cap < 1.0:
        variants.append((f"cap {sweet_cap:.0%}", plain.model_copy(update={"power_cap": sweet_cap})))
    rows = [variant_row(quote, o, demand, values, name) for name, o in variants]
    ref = rows[1]
    for row in rows:
        if "servers_in_budget" in row:
            row["more_servers_than_uncapped"] = row["servers_in_budget"] - ref["servers_in_budget"]
            row["more_throughput_than_uncapped"] = (row["throughput_in_budget"]
                                                    - ref["throughput_in_budget"])
    return {"label": label, "budget_kw": site.budget_kw, "rack_limit_kw": site.rack_limit_kw,
            "rows": rows}
