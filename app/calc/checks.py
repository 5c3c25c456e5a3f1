"""Why an option cannot work (METHOD §2-§4), and what to flag about one that can.

Reasons are sentences a sales engineer can act on; flags are stable codes for the JSON.
"""

from __future__ import annotations

import math

from app.calc import caps, energy, sizing
from app.model import Option, Quote
from app.model import bounds as B
from app.model.catalog import cooling_arg
from app.model.notes import Note, note

FLAG_U_ABOVE_MAX = "u_above_u_max"
FLAG_PSU_BELOW_RANGE = "psu_load_below_certified_range"
FLAG_EXTRAPOLATED_CAP = "extrapolated_cap"
FLAG_OVER_BUDGET = "budget_exceeded"
FLAG_BASELINE_FIT = "baseline_breaks_fit_rule"
FLAG_MEMORY_UNKNOWN = "gpu_memory_unknown"
FLAG_PSU_HEADROOM = "psu_headroom"

#: (M10a) PSU headroom: a peak above this share of the carrying PSUs' rating is flagged (§9).
PSU_HEADROOM = 0.90


def option_problems(quote: Quote, option: Option, demand: float | None,
                    no_demand: str = "no_demand") -> list[Note]:
    """Reasons the option is invalid; empty when it can be computed. ``no_demand``: the reason
    a sizing-mode option gets without a demand (``no_demand_baseline`` when the baseline that
    should give it is invalid)."""
    snap = quote.catalog
    gpu, server = snap.gpus[option.gpu], snap.servers[option.server]
    cooling = snap.cooling[option.cooling]
    reasons: list[Note] = []
    listed = bool(server.gpus or server.gpu_counts)
    if not listed and gpu.form_factor not in server.form_factors:
        reasons.append(note("form_factor", server=server.model_arg(), gpu=gpu.name,
                            accepted="/".join(server.form_factors), form=gpu.form_factor))
    if not listed and option.gpus_per_server > server.gpu_slots:
        reasons.append(note("too_many_gpus", n=option.gpus_per_server, server=server.model_arg(),
                            slots=server.gpu_slots))
    if not option.baseline:
        reasons += fit_problems(quote, option)
    if option.psu_count > server.psu_bays:
        reasons.append(note("too_many_psus", n=option.psu_count, server=server.model_arg(),
                            bays=server.psu_bays))
    if cooling.type not in server.cooling:
        reasons.append(note("cooling_not_offered", server=server.model_arg(), cooling=cooling_arg(cooling.type)))
    reasons += _power_mode_problems(quote, option)
    if quote.workload.class_id not in gpu.perf:
        reasons.append(note("no_perf", gpu=gpu.name, workload=quote.workload.class_id))
    factor = cooling.pue_factor  # set exactly when pue is not (CoolingOption)
    pue = None if factor is None else energy.effective_pue(quote.site.site_pue, cooling.pue, factor)
    if cooling.pue is None and pue is not None and pue < 1:
        reasons.append(note("pue_below_one", pue=("number", pue, 3),
                            factor=("number", factor, -1),
                            site=("number", quote.site.site_pue, -1)))
    if not option.fleet_mode and demand is None:
        reasons.append(note(no_demand))
    return reasons


def fit_problems(quote: Quote, option: Option) -> list[Note]:
    """METHOD §11.3: the platform's GPU list and counts, and the model's memory.

    A candidate with any of these is invalid; the baseline (what runs today) is flagged instead
    (``baseline_fit_notes``).
    """
    snap = quote.catalog
    gpu, server = snap.gpus[option.gpu], snap.servers[option.server]
    n = option.gpus_per_server
    found = []
    if server.gpus and gpu.id not in server.gpus:
        names = [snap.gpus[g].name if g in snap.gpus else g for g in server.gpus]
        found.append(note("gpu_not_taken", server=server.model_arg(), gpu=gpu.name,
                          accepted=", ".join(names)))
    if server.gpu_counts and n not in server.gpu_counts:
        found.append(note("gpu_count_not_taken", server=server.model_arg(), n=n,
                          counts=", ".join(map(str, server.gpu_counts))))
    workload = snap.workloads[quote.workload.class_id]
    # with params_b, M40 (app.calc.precision) checks the memory at the chosen format instead
    g = None if workload.params_b is not None else gpus_per_instance(workload.model_memory_gb,
                                                                     gpu.memory_gb)
    if g is not None and (n < g or n % g):
        found.append(note("model_memory", g=g, gpu=gpu.name, n=n,
                          need=("number", snap.workloads[quote.workload.class_id].model_memory_gb,
                                -1),
                          memory=("number", gpu.memory_gb, -1)))
    return found


def gpus_per_instance(model_memory_gb: float | None, memory_gb: float | None) -> int | None:
    """(§11.3) g = ceil(model_memory_gb / memory_gb), guarded as M13; None: nothing to check."""
    if model_memory_gb is None or memory_gb is None:
        return None
    return int(sizing.servers_needed(model_memory_gb, 1.0, memory_gb, 1.0))


def fit_notes(quote: Quote, option: Option) -> tuple[list[str], list[Note]]:
    """Flags and notes for what a fit rule says about an option that is still computed: the
    baseline's broken rules (§11.3), and a GPU without a memory size under a model size."""
    flags, notes = [], []
    if option.baseline:
        broken = fit_problems(quote, option)
        if broken:
            flags.append(FLAG_BASELINE_FIT)
            notes += [note("baseline_fit"), *broken]
    workload = quote.catalog.workloads[quote.workload.class_id]
    gpu = quote.catalog.gpus[option.gpu]
    sized = workload.model_memory_gb is not None or workload.params_b is not None
    if sized and gpu.memory_gb is None:
        flags.append(FLAG_MEMORY_UNKNOWN)
        notes.append(note("memory_unknown", gpu=gpu.name))
    return flags, notes


#: Figures that must stay within app.model.bounds.MAX_RESULT (money, energy, carbon).
BOUNDED_FIGURES = ("capex", "capex_list", "maintenance_per_year", "tco", "annual_kwh_total",
                   "annual_kwh_it", "annual_co2_kg")


def result_problem(figures: dict, opex_by_year) -> Note | None:
    """An option whose figures a report cannot hold: more servers than MAX_SERVERS, or money,
    energy or carbon beyond MAX_RESULT (only inputs at the edges of app.model.bounds get
    there). Invalid with the reason, never a non-finite number."""
    if figures["servers"] > B.MAX_SERVERS:
        return note("too_many_servers", m=("number", figures["servers"], 0),
                    limit=("number", B.MAX_SERVERS, 0))
    loose = [(k, v) for k, v in figures.items() if v is not None and not math.isfinite(v)]
    named = loose + [(name, figures[name]) for name in BOUNDED_FIGURES]
    named += [(f"opex year {y}", v) for y, v in enumerate(opex_by_year, start=1)]
    named += [("work_per_year", figures["work_per_year"])]  # units: a token count may be large
    for name, value in named:
        limit = B.MAX_WORK if name == "work_per_year" else B.MAX_RESULT
        if not (math.isfinite(value) and abs(value) <= limit):
            return note("result_out_of_range", figure=name.replace("_", " "), value=f"{value:.3g}",
                        limit=f"{limit:.0e}")
    return None


def _power_mode_problems(quote: Quote, option: Option) -> list[Note]:
    gpu = quote.catalog.gpus[option.gpu]
    reasons = []
    if option.power_cap is not None:
        low, high = caps.cap_range(gpu.min_power_limit_w, gpu.tdp_w)
        if not low <= option.power_cap <= high:
            reasons.append(note("cap_out_of_range", cap=("percent", option.power_cap, 0),
                                gpu=gpu.name, low=("number", low * 100, 0),
                                min_w=("number", gpu.min_power_limit_w, -1),
                                tdp_w=("number", gpu.tdp_w, -1)))
    if option.profile is not None and option.profile.id != "custom":
        if option.profile.id not in gpu.profiles:
            reasons.append(note("profile_unsupported", gpu=gpu.name, profile=option.profile.id))
    if option.use_measured and gpu.measured is None:
        reasons.append(note("no_measured", gpu=gpu.name))
    return reasons


def psu_problem(option: Option, peak_load_w: float, capacity_w: float,
                rating_w: float) -> Note | None:
    """(M10) The PSUs minus spares must carry the peak DC load."""
    if peak_load_w <= capacity_w:
        return None
    return note("psu_too_small", peak=("number", peak_load_w, 0),
                carrying=option.psu_count - option.psu_spares, rating=("number", rating_w, 0),
                capacity=("number", capacity_w, 0), spares=option.psu_spares)
