"""What fits when an option is added or its server changes (METHOD §11.3), and its auto-name.

No Qt here: the Options page and the option editor call these with the app state. The name
follows the GPU and server while it is the auto-name (or a numbered copy of it); a name the
user typed stays.
"""

from __future__ import annotations

import re

from app.calc import checks, precision
from app.model import Option
from app.ui.i18n import T

CTX = "Options"


def choices(state, kind: str) -> dict:
    """Entries of one kind: the catalogue's, with the quote's own snapshot taking precedence."""
    return {**state.catalog.kind(kind), **getattr(state.quote.catalog, kind)}


def auto_label(state, option: Option) -> str:
    """'2× H200 NVL 141GB, SYS-421GE-TNRT': count, GPU and server model (up to a bracket)."""
    gpu = choices(state, "gpus").get(option.gpu)
    server = choices(state, "servers").get(option.server)
    name = gpu.name if gpu else option.gpu
    model = server.model.split(" (")[0] if server else option.server
    return f"{option.gpus_per_server}× {name}, {model}"[:110]


def is_auto_label(state, option: Option) -> bool:
    return re.sub(r" \(\d+\)$", "", option.label) == auto_label(state, option)


def unique_label(base: str, taken: set[str]) -> str:
    label, n = base, 2
    while label in taken:
        label, n = f"{base} ({n})", n + 1
    return label


def _memory_counts(state, server, gpu) -> list[int]:
    """The server's counts for this GPU that one model instance can be split over (M40 at the
    formats the quote accepts where the class gives params_b, else §11.3)."""
    workload = choices(state, "workloads").get(state.quote.workload.class_id)
    g = checks.gpus_per_instance(workload.model_memory_gb if workload else None, gpu.memory_gb)
    counts = [n for n in server.counts_for(gpu) if n <= server.gpu_slots]
    if workload is None:
        return counts
    return [n for n in counts if precision.build_runs(state.quote, workload, gpu, n, g)]


def gpus_that_fit(state, server) -> list:
    """GPUs the server takes that can do the quote's workload, newest first (announced last)."""
    cls = state.quote.workload.class_id
    fit = [g for g in choices(state, "gpus").values()
           if server.takes_gpu(g) and cls in g.perf and _memory_counts(state, server, g)]
    return sorted(fit, key=lambda g: (g.status != "announced", g.release_year or 0, g.tdp_w),
                  reverse=True)


def default_count(state, server, gpu) -> int:
    counts = _memory_counts(state, server, gpu) or server.counts_for(gpu)
    within = [n for n in counts if n <= 8]
    return max(within) if within else counts[0]


def fitting_update(state, option: Option, server_id: str) -> tuple[dict, list[str]]:
    """The fields to change when the server changes, so that the rest still fits it, and one
    sentence per thing that had to change (the GPU is kept when the server takes it)."""
    server = choices(state, "servers")[server_id]
    gpus, coolings = choices(state, "gpus"), choices(state, "cooling")
    update: dict = {"server": server_id}
    said: list[str] = []
    gpu = gpus[option.gpu]
    if not server.takes_gpu(gpu) or not _memory_counts(state, server, gpu):
        fit = gpus_that_fit(state, server)
        if fit:
            update.update(gpu=fit[0].id, power_cap=None, profile=None)
            said.append(T(CTX, "{server} does not take the {old}: GPU changed to {new}.").format(
                server=server.model.split(" (")[0], old=gpu.name, new=fit[0].name))
            gpu = fit[0]
    counts = _memory_counts(state, server, gpu) or server.counts_for(gpu)
    if option.gpus_per_server not in counts:
        n = min(counts, key=lambda c: (abs(c - option.gpus_per_server), -c))
        update["gpus_per_server"] = n
        said.append(T(CTX, "GPUs per server changed from {old} to {new}: this server takes "
                           "{counts}.").format(old=option.gpus_per_server, new=n,
                                               counts=", ".join(map(str, counts))))
    if coolings[option.cooling].type not in server.cooling:
        fit = [c for c in coolings.values() if c.type in server.cooling]
        if fit:
            update["cooling"] = fit[0].id
            said.append(T(CTX, "Cooling changed to {cooling}.").format(cooling=fit[0].name))
    if server.psu_options:
        fit = server.psu_options[0]
        update.update(psu=fit.psu, psu_count=fit.count, psu_spares=fit.spares)
    elif option.psu_count > server.psu_bays:
        update.update(psu_count=server.psu_bays,
                      psu_spares=min(option.psu_spares, server.psu_bays - 1))
    return update, said


def default_option(state) -> Option:
    """A new candidate: the newest GPU that fits a catalogue server for this workload (of the
    newest, the fastest on it), on the first server that takes it, with its PSU fit and a
    cooling it allows. It starts where most rooms are: an air-cooled server before one that
    needs liquid cooling, and a rack-scale system (NVL72: one 135 kW liquid-cooled rack) only
    where nothing else fits; Suggest offers those where they are the better buy."""
    from app.errors import AppError

    servers, coolings = choices(state, "servers"), choices(state, "cooling")
    psus = choices(state, "psus")
    cls = state.quote.workload.class_id
    best = None
    for server in servers.values():
        allowed = [c for c in coolings.values() if c.type in server.cooling]
        cooling = next((c for c in allowed if c.type == "air"), allowed[0] if allowed else None)
        fit = [g for g in gpus_that_fit(state, server) if g.status != "announced"]
        if cooling is None or not fit or not psus:
            continue
        gpu = max(fit, key=lambda g: (g.release_year or 0, g.perf[cls]))
        key = (not server.rack_scale, cooling.type == "air", gpu.release_year or 0, gpu.perf[cls])
        if best is None or key > best[0]:
            best = (key, server, gpu, cooling)
    if best is None:
        raise AppError(T(CTX, "the catalogue has no server with a GPU, PSU and cooling that fit "
                              "this workload"))
    _, server, gpu, cooling = best
    psu_fit = server.psu_options[0] if server.psu_options else None
    psu, count = (psu_fit.psu, psu_fit.count) if psu_fit else (next(iter(psus)), server.psu_bays)
    spares = psu_fit.spares if psu_fit else count // 2
    option = Option(label="x", server=server.id, gpu=gpu.id,
                    gpus_per_server=default_count(state, server, gpu), psu=psu, psu_count=count,
                    psu_spares=spares, cooling=cooling.id)
    taken = {o.label for o in state.quote.options}
    return option.model_copy(update={"label": unique_label(auto_label(state, option), taken)})
