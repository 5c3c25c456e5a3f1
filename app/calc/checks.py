"""Why an option cannot work (METHOD §2-§4), and what to flag about one that can.

Reasons are sentences a sales engineer can act on; flags are stable codes for the JSON.
"""

from __future__ import annotations

from app.calc import caps
from app.model import Option, Quote

FLAG_U_ABOVE_MAX = "u_above_u_max"
FLAG_PSU_BELOW_RANGE = "psu_load_below_certified_range"
FLAG_EXTRAPOLATED_CAP = "extrapolated_cap"
FLAG_OVER_BUDGET = "budget_exceeded"


def option_problems(quote: Quote, option: Option, demand: float | None) -> list[str]:
    """Reasons the option is invalid; empty when it can be computed."""
    snap = quote.catalog
    gpu, server = snap.gpus[option.gpu], snap.servers[option.server]
    cooling = snap.cooling[option.cooling]
    reasons: list[str] = []
    if gpu.form_factor not in server.form_factors:
        reasons.append(
            f"{server.model} takes {'/'.join(server.form_factors)} GPUs, not the "
            f"{gpu.form_factor} {gpu.name}"
        )
    if option.gpus_per_server > server.gpu_slots:
        reasons.append(
            f"{option.gpus_per_server} GPUs do not fit {server.model}: it has "
            f"{server.gpu_slots} GPU slots"
        )
    if option.psu_count > server.psu_bays:
        reasons.append(
            f"{option.psu_count} PSUs do not fit {server.model}: it has {server.psu_bays} bays"
        )
    if cooling.type not in server.cooling:
        reasons.append(f"{server.model} is not offered with {cooling.type} cooling")
    reasons += _power_mode_problems(quote, option)
    if quote.workload.class_id not in gpu.perf:
        reasons.append(
            f"{gpu.name} has no throughput for workload {quote.workload.class_id!r} in the catalogue"
        )
    if not option.fleet_mode and demand is None:
        reasons.append("no demand to size for: set the workload demand or a fleet-mode baseline")
    return reasons


def _power_mode_problems(quote: Quote, option: Option) -> list[str]:
    gpu = quote.catalog.gpus[option.gpu]
    reasons = []
    if option.power_cap is not None:
        low, high = caps.cap_range(gpu.min_power_limit_w, gpu.tdp_w)
        if not low <= option.power_cap <= high:
            reasons.append(
                f"power cap {option.power_cap:.0%} of TDP is outside {gpu.name}'s range "
                f"{low:.0%}..100 % ({gpu.min_power_limit_w:g} W..{gpu.tdp_w:g} W)"
            )
    if option.profile is not None and option.profile.id != "custom":
        if option.profile.id not in gpu.profiles:
            reasons.append(f"{gpu.name} does not support the {option.profile.id} power profile")
    if option.use_measured and gpu.measured is None:
        reasons.append(f"{gpu.name} has no measured profile attached")
    return reasons


def psu_problem(option: Option, peak_load_w: float, capacity_w: float, rating_w: float) -> str | None:
    """(M10) The PSUs minus spares must carry the peak DC load."""
    if peak_load_w <= capacity_w:
        return None
    carrying = option.psu_count - option.psu_spares
    return (
        f"PSUs too small: peak DC load {peak_load_w:,.0f} W exceeds "
        f"{carrying} x {rating_w:,.0f} W = {capacity_w:,.0f} W without the "
        f"{option.psu_spares} spare(s)"
    )
